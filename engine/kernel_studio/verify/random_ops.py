"""Verify on a graph that draws random numbers (dropout, rand*, bernoulli...). Exported with
the Inductor option `fallback_random`, the module calls torch's random ops as eager does:
each side then runs under the same seed of torch's generator and is compared elementwise.
Exported without it, the kernels draw Inductor's own random numbers, which eager cannot
reproduce: the values are not compared (the verdict is `random`), and what can be checked
is: shapes, dtypes and finite values of every output and gradient. Imports torch only
inside its functions (the engine process reads the verdict and the note)."""

from __future__ import annotations

import contextlib
import math
from collections.abc import Iterator
from typing import Any

# Inductor's own random prims (registered only once Inductor is imported).
INDUCTOR_RANDOM = ("prims.inductor_random", "prims.inductor_randint")
VERDICT = "random"


def _draws(target: str) -> bool:
    """Whether the op `target` (`aten.native_dropout.default`) draws random numbers: torch
    tags such ops `nondeterministic_seeded`."""
    import torch

    if target.startswith(INDUCTOR_RANDOM):
        return True
    parts = target.split(".")
    if len(parts) != 3:
        return False
    try:
        op = getattr(getattr(getattr(torch.ops, parts[0]), parts[1]), parts[2])
    except (AttributeError, RuntimeError):
        return False
    return torch.Tag.nondeterministic_seeded in getattr(op, "tags", ())


def random_nodes(metadata: dict[str, Any]) -> list[str]:
    """The graph nodes (forward, then backward) that draw random numbers."""
    nodes = (metadata.get("nodes") or []) + (metadata.get("backwardNodes") or [])
    return [
        str(n["name"])
        for n in nodes
        if n.get("op") == "call_function"
        # `draws`: the export's own answer (a fused attention op without dropout draws
        # nothing although torch tags it); projects exported before it: the op's tag.
        and (n["draws"] if "draws" in n else _draws(str(n.get("target") or "")))
    ]


def same_draws(metadata: dict[str, Any]) -> bool:
    """Whether the module draws its random numbers from torch's generator as eager does
    (exported with the Inductor option fallback_random)."""
    return bool((metadata.get("inductor") or {}).get("fallback_random"))


@contextlib.contextmanager
def seeded(seed: int | None) -> Iterator[None]:
    """Torch's generators seeded with `seed` while inside (None: left alone)."""
    import torch

    if seed is None:
        yield
        return
    with torch.random.fork_rng(devices=[torch.cuda.current_device()] if _cuda() else []):
        torch.manual_seed(seed)
        yield


def _cuda() -> bool:
    import torch

    return torch.cuda.is_available() and torch.cuda.is_initialized()


def structure_record(actual: Any, expected: Any) -> dict[str, Any]:
    """An output or gradient of a step that draws Inductor's random numbers, judged by its
    structure: its shape, its dtype and finite values (where eager's are finite); its
    values are not compared (`random`)."""
    import torch

    reason = None
    if not isinstance(actual, torch.Tensor) or not isinstance(expected, torch.Tensor):
        if type(actual) is not type(expected):
            reason = f"a {type(actual).__name__}, eager's is a {type(expected).__name__}"
        elif isinstance(actual, float) and math.isfinite(expected) and not math.isfinite(actual):
            reason = f"{actual} (eager's is finite)"
    elif tuple(actual.shape) != tuple(expected.shape):
        reason = f"shape {tuple(actual.shape)}, eager's {tuple(expected.shape)}"
    elif actual.dtype != expected.dtype:
        reason = f"dtype {actual.dtype}, eager's {expected.dtype}"
    elif actual.is_floating_point():
        bad = int((~torch.isfinite(actual)).sum())
        if bad and bool(torch.isfinite(expected).all()):
            reason = f"{bad} values are not finite (eager's are)"
    return {"random": True, "passed": reason is None, "reason": reason}


def note(nodes: list[str], compared: bool) -> str:
    """The report's note on a graph drawing random numbers."""
    shown = ", ".join(nodes[:6]) + (f" and {len(nodes) - 6} more" if len(nodes) > 6 else "")
    if compared:
        return (
            f"the graph draws random numbers ({shown}): exported with fallback_random, the"
            " module and eager drew them from torch's generator under the trial's seed and"
            " were compared elementwise"
        )
    return (
        f"the graph draws random numbers ({shown}) in Inductor's kernels, which eager cannot"
        " reproduce: values were not compared, only shapes, dtypes and finite values. Export"
        " with the Inductor option fallback_random = true for an elementwise check"
    )
