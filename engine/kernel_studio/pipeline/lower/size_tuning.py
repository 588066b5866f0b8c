"""Launch configs by size (cuda exports with dynamic dims).

Inductor tunes each Triton kernel once, at the example's sizes, and one config then serves
every size the module accepts: a reduction tuned at 16 rows keeps `XBLOCK=1` at 262,144
rows. Here the raw module runs again at a few representative sizes of the dynamic dims (the
smallest, the largest that fits in memory, and geometric midpoints where the range is wide),
each kernel tuned at each of them with the candidates its own heuristic builds for those
sizes (inductor/retune.py). `size_ladder` turns one kernel's results into the ladder the
clean module dispatches on at launch: the product of the kernel's size arguments that vary
decides, with thresholds at the geometric middle between tuning points; a kernel whose best
config is the same everywhere keeps one launch."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from kernel_studio.inductor import NUMEL_PARAMS, TunedKernel, retune
from kernel_studio.pipeline.clean.raw_module import read_raw
from kernel_studio.pipeline.clean.spec import SizedLaunch
from kernel_studio.pipeline.errors import wrap
from kernel_studio.pipeline.lower.lower import shape_env_of, state_tensors

# A range this many times wider than the points around it gets a geometric midpoint.
MIDPOINT_RATIO = 64
# An unbounded dim is tuned up to this many times its example size (where memory allows).
UNBOUNDED_FACTOR = 16
# The share of the device's free memory a tuning run may be estimated to take.
MEMORY_SHARE = 0.5
# The most elements one input of a tuning run may have (its run time stays small).
MAX_INPUT_ELEMENTS = 1 << 27
# No tuning point starts after this many seconds of tuning, or after as long as lowering
# took if that is longer (each point compiles and benchmarks every kernel's candidates).
TUNING_BUDGET_S = 20.0


@dataclass
class SizedTuning:
    """One kernel tuned at one point: the dims' sizes there (by name), the kernel's size
    arguments at its launch, and the config it was tuned to."""

    sizes: dict[str, int]
    numels: dict[str, int]
    config: TunedKernel


Point = dict[str, int]  # size symbol -> value


def _total(point: Point) -> int:
    return math.prod(max(v, 1) for v in point.values())


def _satisfied(
    point: Point, holds: Callable[[Point], bool], ranges: dict[str, tuple[int, int]]
) -> Point | None:
    """`point`, or the nearest point (one dim moved at a time, up to 256 steps) where every
    guard holds; None if there is none."""
    if holds(point):
        return point
    for sym in point:
        low, high = ranges[sym]
        for step in range(1, 257):
            for v in (point[sym] - step, point[sym] + step):
                if low <= v <= high and holds({**point, sym: v}):
                    return {**point, sym: v}
    return None


def tuning_points(
    ranges: dict[str, tuple[int, int | None]],
    example: Point,
    fits: Callable[[Point], bool],
    holds: Callable[[Point], bool],
) -> list[Point]:
    """The sizes to tune at besides the example: every dim at its smallest (at least 1),
    every dim at its largest (an unbounded one at UNBOUNDED_FACTOR times its example),
    shrunk towards the example until `fits`, and a geometric midpoint between two of them
    MIDPOINT_RATIO or more apart; each moved to where the lowering guards hold (`holds`),
    smallest first, without the example or repeats."""
    low = {s: max(r[0], 1) for s, r in ranges.items()}
    high = {
        s: r[1] if r[1] is not None else max(example[s] * UNBOUNDED_FACTOR, low[s])
        for s, r in ranges.items()
    }
    while not fits(high):
        over = {s: high[s] / max(example[s], 1) for s in high if high[s] > example[s]}
        if not over:
            break
        sym = max(over, key=lambda s: over[s])
        high[sym] = max(example[sym], high[sym] // 2)
    points = [low, high]
    for a, b in ((low, example), (example, high)):
        if _total(b) >= MIDPOINT_RATIO * _total(a):
            points.append({s: round(math.sqrt(max(a[s], 1) * max(b[s], 1))) for s in a})
    bounded = {s: (low[s], max(high[s], example[s])) for s in ranges}
    out: list[Point] = []
    for p in sorted(points, key=_total):
        q = _satisfied(p, holds, bounded)
        if q is not None and q != example and q not in out and fits(q):
            out.append(q)
    return out


def _config_key(c: TunedKernel) -> tuple[Any, ...]:
    return (tuple(sorted(c.kwargs.items())), c.num_warps, c.num_stages)


def size_ladder(entries: list[SizedTuning]) -> tuple[list[str], list[SizedLaunch]]:
    """A kernel's configs by size from its tunings (the example's first): the size
    arguments that vary between them (in Inductor's order) and the rungs, smallest first,
    each used up to the geometric middle between its largest tuning point and the next
    rung's smallest. ([], []) when one config serves every size."""
    if len({_config_key(e.config) for e in entries}) < 2:
        return [], []
    if len({tuple(sorted(e.config.kwargs)) for e in entries}) > 1:
        return [], []  # configs of different shapes (no common launch form)
    params = [p for p in NUMEL_PARAMS if len({e.numels.get(p) for e in entries}) > 1]
    if not params or any(p not in e.numels for e in entries for p in params):
        return [], []
    by_size: dict[int, SizedTuning] = {}
    for e in entries:  # the first at a size wins: the example's over a retuning's
        by_size.setdefault(math.prod(e.numels[p] for p in params), e)
    rungs: list[SizedLaunch] = []
    for size in sorted(by_size):
        e = by_size[size]
        if rungs and _config_key(e.config) == (
            tuple(sorted(rungs[-1].kwargs.items())),
            rungs[-1].num_warps,
            rungs[-1].num_stages,
        ):
            rungs[-1].tuned_at.append(size)
            rungs[-1].sizes.append(dict(e.sizes))
            continue
        rungs.append(
            SizedLaunch(
                up_to=None,
                tuned_at=[size],
                sizes=[dict(e.sizes)],
                kwargs=dict(sorted(e.config.kwargs.items())),
                num_warps=e.config.num_warps,
                num_stages=e.config.num_stages,
            )
        )
    if len(rungs) < 2:
        return [], []
    for a, b in zip(rungs, rungs[1:], strict=False):
        a.up_to = math.isqrt(a.tuned_at[-1] * b.tuned_at[0])
    return params, rungs


def _concrete(value: Any, env: Point) -> int:
    if isinstance(value, int):
        return value
    expr = value.node.expr
    missing = [s.name for s in expr.free_symbols if s.name not in env]
    if missing:
        raise KeyError(f"size symbol {missing[0]} has no value")
    return int(expr.xreplace({s: env[s.name] for s in expr.free_symbols}))


def _guard_check(expressions: list[str]) -> Callable[[Point], bool]:
    scope: dict[str, Any] = {"math": math, "Max": max, "Min": min, "max": max, "min": min}

    def holds(point: Point) -> bool:
        for text in expressions:
            try:
                if not eval(text, {"__builtins__": {}, **scope}, dict(point)):  # noqa: S307
                    return False
            except Exception:  # noqa: BLE001 - a guard we cannot read: not known to hold
                return False
        return True

    return holds


def tune_sizes(lowered: Any, progress: Callable[[str], None] | None = None) -> list[str]:
    """Tune the raw module's kernels at representative sizes (see the module's docstring);
    adds to `lowered.tuned_by_size` and returns notes for the module's header (the points
    tuned at, and those left out and why)."""
    traced = lowered.decomposed.traced
    if lowered.module is None or not lowered.tuned or not traced.dynamic_dims:
        return []
    from kernel_studio.sandbox.inputs import random_input

    shape_env = shape_env_of(lowered.graph_inputs)
    if shape_env is None:
        return []
    known = getattr(shape_env, "backed_var_to_val", None) or shape_env.var_to_val
    hints = {str(s): int(v) for s, v in known.items()}
    dims = [d for d in traced.dynamic_dims if d.symbol in hints]
    if not dims:
        return []
    names = {d.symbol: d.name for d in dims}
    example = {d.symbol: hints[d.symbol] for d in dims}
    at_example = {names[s]: v for s, v in example.items()}
    lowered.tuned_by_size = {
        name: [SizedTuning(at_example, lowered.example_numels.get(name, {}), config)]
        for name, config in lowered.tuned.items()
    }
    ranges = {d.symbol: (d.min if d.min is not None else 2, d.max) for d in dims}
    env_base = dict(hints)
    users = [gi for gi in lowered.graph_inputs if gi.kind == "user"]
    examples = list(traced.example_inputs)

    def shapes(point: Point) -> list[list[int] | None]:
        env = {**env_base, **point}
        return [
            [_concrete(s, env) for s in gi.value.shape]
            if isinstance(gi.value, torch.Tensor)
            else None
            for gi in users
        ]

    example_numel = [math.prod(s) if s is not None else 0 for s in shapes(example)]
    free = torch.cuda.mem_get_info()[0]

    def fits(point: Point) -> bool:
        try:
            numels = [math.prod(s) if s is not None else 0 for s in shapes(point)]
        except Exception:  # noqa: BLE001
            return False
        if any(n > MAX_INPUT_ELEMENTS for n in numels):
            return False
        ratio = max([n / e for n, e in zip(numels, example_numel, strict=True) if e] or [1.0])
        return lowered.example_peak * max(ratio, 1.0) <= MEMORY_SHARE * free

    holds = _guard_check([g.expr for g in lowered.guards if not g.implied])
    points = tuning_points(ranges, example, fits, holds)
    sources = {k.raw_name: k.source for k in read_raw(lowered.raw_source).kernels}
    state = state_tensors(lowered.decomposed)
    notes: list[str] = []
    tuned_at = []
    start = time.perf_counter()
    budget = max(TUNING_BUDGET_S, lowered.seconds)

    def said(point: Point) -> str:
        return ", ".join(f"{names[s]}={v}" for s, v in point.items())

    # The ends of the range first (the largest, where a config tuned small loses most),
    # then the midpoints.
    order = [points[-1], points[0], *points[1:-1]] if len(points) > 1 else points
    for i, point in enumerate(order):
        if time.perf_counter() - start > budget:
            left = "; ".join(said(p) for p in order[i:])
            notes.append(f"Not tuned at {left}: the tuning time ({budget:.0f} s) was spent.")
            break
        if progress is not None:
            progress(f"launch configs at {said(point)} ({i + 1} of {len(order)})")
        gen = torch.Generator(device="cuda").manual_seed(i)

        def run(point: Point = point, gen: torch.Generator = gen) -> None:
            made = iter(
                ex
                if shape is None or not isinstance(ex, torch.Tensor)
                else random_input(ex, shape, gen, "cuda")
                for ex, shape in zip(examples, shapes(point), strict=True)
            )
            args = [
                next(made) if gi.kind == "user" else state[gi.name] for gi in lowered.graph_inputs
            ]
            with torch.no_grad():
                lowered.module.call(args)
            torch.cuda.synchronize()

        try:
            results = retune(lowered.module, sources, run)
        except torch.cuda.OutOfMemoryError:
            torch.cuda.empty_cache()
            notes.append(f"Not tuned at {said(point)}: out of GPU memory.")
            continue
        except Exception as exc:  # noqa: BLE001
            raise wrap("lowering", f"tuning the kernels at {said(point)}", exc) from exc
        sizes = {names[s]: v for s, v in point.items()}
        for name, r in results.items():
            if name in lowered.tuned_by_size:
                lowered.tuned_by_size[name].append(SizedTuning(sizes, r.numels, r.config))
        tuned_at.append(point)
    lowered.tuning_seconds = time.perf_counter() - start
    lowered.seconds += lowered.tuning_seconds
    if tuned_at:
        dim_names = ", ".join(names[d.symbol] for d in dims)
        at = "; ".join(
            "(" + ", ".join(str(p[d.symbol]) for d in dims) + ")"
            for p in sorted([*tuned_at, example], key=_total)
        )
        notes.insert(0, f"Launch configs tuned at export for ({dim_names}) = {at}.")
    return notes
