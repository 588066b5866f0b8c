"""Inductor's sub-steps while it lowers one graph, so that an export's progress moves
through the lowering instead of sitting at one figure: FX nodes lowered (of the graph's),
scheduling and fusion, code written per kernel (of the scheduled nodes), the output module
compiled. Observed by wrapping, for the lowering thread only, `GraphLowering.run_node`,
`Scheduler.__init__` and the C++ and SIMD (Triton) backends' `codegen_node`; each wrapper
calls the real method and reports. A report is at most every `interval` seconds within a
step, and at once when a step begins."""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

# A step's message and the lowering's fraction done (0..1).
StepReport = Callable[[str, float], None]

# Where each step lies in the lowering's 0..1.
_NODES = (0.0, 0.4)
_SCHEDULE = (0.4, 0.5)
_CODEGEN = (0.5, 0.9)
COMPILE_AT = 0.9


class _Steps:
    def __init__(self, report: StepReport, interval: float) -> None:
        self.report = report
        self.interval = interval
        self.owner = threading.get_ident()
        self.step = ""
        self.last = 0.0
        self.nodes_done = 0
        self.kernels_done = 0
        self.kernels = 0

    def mine(self) -> bool:
        return threading.get_ident() == self.owner

    def say(self, step: str, message: str, fraction: float) -> None:
        now = time.monotonic()
        if step == self.step and now - self.last < self.interval:
            return
        self.step = step
        self.last = now
        try:
            self.report(message, min(max(fraction, 0.0), 1.0))
        except Exception:  # noqa: BLE001 - progress never breaks a lowering
            pass


def _is_extern(node: Any) -> bool:
    try:
        return bool(node.is_extern())
    except Exception:  # noqa: BLE001 - an unknown node kind counts as a kernel
        return False


def _span(span: tuple[float, float], done: int, total: int) -> float:
    low, high = span
    return low + (high - low) * (done / total if total > 0 else 0.0)


@contextlib.contextmanager
def lowering_steps(report: StepReport | None, interval: float = 0.2) -> Iterator[_Steps | None]:
    """Report Inductor's sub-steps to `report(message, fraction)` while the block lowers on
    this thread (None: nothing is wrapped). The caller holds the adapter's lowering lock."""
    if report is None:
        yield None
        return
    from torch._inductor.codegen.cpp import CppScheduling
    from torch._inductor.codegen.simd import SIMDScheduling
    from torch._inductor.graph import GraphLowering
    from torch._inductor.scheduler import Scheduler

    steps = _Steps(report, interval)
    real_run_node = GraphLowering.__dict__["run_node"]
    real_init = Scheduler.__dict__["__init__"]
    real_codegen: dict[type[Any], Any] = {
        cls: cls.__dict__["codegen_node"] for cls in (CppScheduling, SIMDScheduling)
    }

    def run_node(self: Any, n: Any) -> Any:
        if steps.mine():
            total = len(self.module.graph.nodes) if hasattr(self, "module") else 0
            steps.nodes_done += 1
            steps.say(
                "nodes",
                f"lowering FX node {min(steps.nodes_done, total) or steps.nodes_done}"
                + (f" of {total}" if total else ""),
                _span(_NODES, min(steps.nodes_done, total), total),
            )
        return real_run_node(self, n)

    def init(self: Any, nodes: Any) -> None:
        if steps.mine():
            steps.say(
                "schedule",
                f"scheduling and fusing {len(nodes)} operations",
                _SCHEDULE[0],
            )
        real_init(self, nodes)
        if steps.mine():
            scheduled = list(getattr(self, "nodes", []) or [])
            # Library calls (extern kernels) get no code of their own.
            steps.kernels = sum(1 for n in scheduled if not _is_extern(n))
            steps.kernels_done = 0
            steps.say(
                "scheduled",
                f"fused into {steps.kernels} kernels and {len(scheduled) - steps.kernels}"
                " library calls",
                _SCHEDULE[1],
            )

    def codegen_for(cls: type) -> Callable[..., Any]:
        real = real_codegen[cls]

        def codegen_node(self: Any, node: Any, *args: Any, **kwargs: Any) -> Any:
            if steps.mine():
                steps.kernels_done += 1
                total = max(steps.kernels, steps.kernels_done)
                steps.say(
                    "codegen",
                    f"writing the code of kernel {steps.kernels_done} of {total}",
                    _span(_CODEGEN, steps.kernels_done, total),
                )
            return real(self, node, *args, **kwargs)

        return codegen_node

    # Patching Inductor's methods is the point here (mypy's method-assign forbids it).
    GraphLowering.run_node = run_node  # type: ignore[method-assign]
    Scheduler.__init__ = init  # type: ignore[method-assign]
    for cls in real_codegen:
        cls.codegen_node = codegen_for(cls)
    try:
        yield steps
    finally:
        GraphLowering.run_node = real_run_node  # type: ignore[method-assign]
        Scheduler.__init__ = real_init  # type: ignore[method-assign]
        for cls, real in real_codegen.items():
            cls.codegen_node = real


def compiling(steps: _Steps | None, what: str) -> None:
    """The output module is being compiled (`what`: its kernels' language)."""
    if steps is not None and steps.mine():
        steps.step = ""  # a new step: said at once
        steps.say("compile", f"compiling the output module ({what} kernels)", COMPILE_AT)
