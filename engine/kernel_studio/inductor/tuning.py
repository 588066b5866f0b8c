"""What Inductor's max-autotune chose while lowering: one record per matmul or convolution
it timed (the library call against its Triton templates), reported as it happens.

Relies on `torch._inductor.select_algorithm`: `get_algorithm_selector_cache()` and its
`feedback_saver_fns` list, whose functions are called after each op's choices were timed
with (timings by choice, op name, input IR nodes, choices, ...); `ExternKernelCaller` (a
library call such as `mm` or `convolution`) and each choice's `name`; an input node's
`get_size()`. Imports torch only when called."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class TimedChoice:
    """One op's choices as Inductor timed them: `op` (`mm`, `addmm`, `convolution`, ...),
    `shapes` of its inputs (`256x512, 512x1024`), the fastest choice alone (`fastest`: a
    template's name, a Triton one on cuda, or the library call's), its time, the library
    call's time (None when it was not a choice), and how many choices ran. An epilogue
    fusion can still change the pick afterwards (Inductor times the fused kernels too)."""

    op: str
    shapes: str
    fastest: str
    fastest_ms: float
    library: bool
    library_ms: float | None
    choices: int

    def text(self) -> str:
        kind = "library call" if self.library else "template"
        line = f"{self.op}({self.shapes}): {kind} {self.fastest} {self.fastest_ms:.4f} ms"
        if not self.library and self.library_ms is not None:
            line += f" (library call {self.library_ms:.4f} ms)"
        return f"{line}, fastest of {self.choices}"


def _shape(node: Any) -> str:
    try:
        return "x".join(str(s) for s in node.get_size())
    except (AttributeError, NotImplementedError, TypeError):
        return "?"


def _record(timings: dict[Any, float], name: str, inputs: list[Any]) -> TimedChoice | None:
    from torch._inductor.select_algorithm import ExternKernelCaller

    ran = {c: t for c, t in timings.items() if isinstance(t, float) and math.isfinite(t)}
    if not ran:
        return None
    best = min(ran, key=ran.__getitem__)
    library = [t for c, t in ran.items() if isinstance(c, ExternKernelCaller)]
    return TimedChoice(
        op=name,
        shapes=", ".join(_shape(n) for n in inputs),
        fastest=str(getattr(best, "name", best)),
        fastest_ms=ran[best],
        library=isinstance(best, ExternKernelCaller),
        library_ms=min(library) if library else None,
        choices=len(timings),
    )


@contextlib.contextmanager
def timed_choices(report: Callable[[TimedChoice], None]) -> Iterator[list[TimedChoice]]:
    """While the block runs, each op Inductor's autotuner times is passed to `report`
    and collected in the list yielded. A failing `report` does not stop the lowering."""
    from torch._inductor.select_algorithm import get_algorithm_selector_cache

    seen: list[TimedChoice] = []

    def saver(timings: Any, name: Any, inputs: Any, *_rest: Any) -> None:
        try:
            record = _record(dict(timings), str(name), list(inputs))
        except Exception:  # noqa: BLE001 - a report, never a reason to fail the lowering
            return
        if record is not None:
            seen.append(record)
            with contextlib.suppress(Exception):
                report(record)

    cache = get_algorithm_selector_cache()
    cache.feedback_saver_fns.append(saver)
    try:
        yield seen
    finally:
        with contextlib.suppress(ValueError):
            cache.feedback_saver_fns.remove(saver)
