"""Trial inputs: the example inputs, then seeded random ones shaped like them. Dynamic
dims are sampled across their declared range, ends included (maxima clamped to what the
device can afford, and said so); values follow the example's distribution, and integer
(index) inputs stay within the example's range, so embedding indices remain valid."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.sandbox.chunks import chunks


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


# Largest input (elements) a trial may build, per where it runs.
BUDGET = {"cuda": 1 << 24, "cpu": 1 << 20, "interpreter": 1 << 14}


@dataclass
class TrialPlan:
    """The dim sizes of each random trial and the clamps applied to declared maxima."""

    sizes: list[dict[str, int]] = field(default_factory=list)
    clamps: list[str] = field(default_factory=list)


def _eval_size(expr: Any, dims: dict[str, int]) -> int:
    if isinstance(expr, int):
        return expr
    return int(eval(str(expr), {"__builtins__": {}}, dict(dims)))  # noqa: S307 - "64*T"


def shape_for(spec: dict[str, Any], dims: dict[str, int]) -> list[int]:
    return [_eval_size(s, dims) for s in spec.get("shape") or []]


def _numel(shape: list[int]) -> int:
    n = 1
    for s in shape:
        n *= max(int(s), 0)
    return n


def example_dims(metadata: dict[str, Any], examples: list[Any]) -> dict[str, int]:
    names = [i.get("name") for i in metadata.get("signature", {}).get("inputs") or []]
    out = {}
    for d in metadata.get("dynamicDims") or []:
        if d.get("input") in names:
            value = examples[names.index(d["input"])]
            if isinstance(value, torch.Tensor) and d.get("dim", 0) < value.ndim:
                out[d["name"]] = int(value.shape[d["dim"]])
    return out


def plan_trials(
    metadata: dict[str, Any], examples: list[Any], trials: int, seed: int, where: str
) -> TrialPlan:
    """Sizes for `trials` random trials: first every dim at its minimum, then at its
    (clamped) maximum, then uniform samples in between."""
    dims = metadata.get("dynamicDims") or []
    specs = metadata.get("signature", {}).get("inputs") or []
    plan = TrialPlan()
    if not dims:
        plan.sizes = [{} for _ in range(trials)]
        return plan
    example = example_dims(metadata, examples)
    # The metadata's min is the exported program's own range: 0 for a Dim declared without
    # one (torch.export's default), 2 for Dim.AUTO/DYNAMIC. Where unknown, 2: the sizes
    # torch.export assumes of a dim it was told nothing about.
    low = {d["name"]: max(int(d["min"]) if d.get("min") is not None else 2, 0) for d in dims}
    high = {}
    for d in dims:
        ex = example.get(d["name"], low[d["name"]])
        high[d["name"]] = int(d["max"]) if d.get("max") is not None else max(2 * ex, low[d["name"]])
    declared = dict(high)
    budget = BUDGET.get(where, BUDGET["cpu"])

    def too_big(sizes: dict[str, int]) -> bool:
        try:
            return any(_numel(shape_for(s, sizes)) > budget for s in specs)
        except Exception:  # noqa: BLE001 - an expression we cannot evaluate: do not clamp
            return False

    while too_big(high):
        floor = {n: max(low[n], 1) for n in high}
        name = max(high, key=lambda n: high[n] / floor[n])
        if high[name] <= floor[name]:
            break
        high[name] = max(floor[name], high[name] // 2)
    for name in high:
        if high[name] != declared[name]:
            plan.clamps.append(
                f"{name}: max {declared[name]} clamped to {high[name]} (inputs over"
                f" {budget} elements are not affordable on {where})"
            )
    rng = random.Random(seed)
    for t in range(trials):
        if t == 0:
            sizes = dict(low)
        elif t == 1:
            sizes = dict(high)
        else:
            sizes = {n: rng.randint(low[n], high[n]) for n in high}
        plan.sizes.append(sizes)
    _bucket_trial(plan, metadata.get("cudaGraphBuckets") or {}, low, high)
    return plan


def _bucket_trial(
    plan: TrialPlan, buckets: dict[str, list[int]], low: dict[str, int], high: dict[str, int]
) -> None:
    """A module that pads dims to CUDA graph buckets gets a trial at a size inside a bucket
    (one below a bucket size), where its kernels run on padded rows: a model whose rows mix
    along the dim fails there. It takes the first random trial (else the last)."""
    inside = {}
    for name, sizes in buckets.items():
        if name not in high:
            continue
        taken = set(sizes)
        fits = [
            b - 1
            for b in sorted(sizes)
            if max(low[name], 1) <= b - 1 <= high[name] and b - 1 not in taken
        ]
        if fits:
            inside[name] = fits[0]
    if not inside or not plan.sizes:
        return
    t = 2 if len(plan.sizes) > 2 else len(plan.sizes) - 1
    plan.sizes[t].update(inside)
    said = ", ".join(f"{name} = {n}" for name, n in inside.items())
    plan.clamps.append(f"a trial at {said}: inside a CUDA graph bucket, run padded")


@dataclass
class InputStats:
    """What a random input copies from its example: the share of True (bool), the range
    (integers), or the finite values' mean, spread, sign and constancy (floats)."""

    p: float = 0.5
    low: int = 0
    high: int = 0
    mean: float = 0.0
    std: float = 1.0
    nonnegative: bool = False
    constant: bool = False


def input_stats(example: torch.Tensor) -> InputStats:
    """The example's statistics, read piece by piece (no full-size temporaries)."""
    ex = example.detach()
    if ex.dtype == torch.bool:
        n = ex.numel()
        return InputStats(p=sum(int(c.sum()) for _, c in chunks(ex)) / n if n else 0.5)
    if not (ex.is_floating_point() or ex.is_complex()):
        if not ex.numel():
            return InputStats()
        lows, highs = zip(*((int(c.min()), int(c.max())) for _, c in chunks(ex)), strict=True)
        return InputStats(low=min(lows), high=max(highs))
    if ex.is_complex():
        return InputStats()
    n, mean, m2, low = 0, 0.0, 0.0, math.inf
    for _, piece in chunks(ex):
        f = piece.double()
        if not bool(torch.isfinite(f).all()):
            f = f[torch.isfinite(f)]
        if not f.numel():
            continue
        var, mb_t = torch.var_mean(f, correction=0)
        nb, mb = f.numel(), float(mb_t)
        m2b = float(var) * nb
        low = min(low, float(f.min()))
        delta, total = mb - mean, n + nb  # Chan et al.'s pairwise merge of mean and M2
        mean += delta * nb / total
        m2 += m2b + delta * delta * n * nb / total
        n = total
    std = math.sqrt(m2 / (n - 1)) if n > 1 else 1.0
    return InputStats(
        mean=mean if n else 0.0,
        std=std,
        nonnegative=n > 0 and low >= 0,
        constant=n > 1 and std == 0.0,
    )


def _fill(target: torch.Tensor, stats: InputStats, gen: torch.Generator) -> torch.Tensor:
    """`target` filled in place with values distributed like its example's."""
    dtype = target.dtype
    if dtype == torch.bool:
        if stats.p in (0.0, 1.0):
            return target.fill_(bool(stats.p))
        return target.bernoulli_(stats.p, generator=gen)
    if not (target.is_floating_point() or target.is_complex()):
        top = stats.high + 1 if stats.high < torch.iinfo(dtype).max else None
        return target.random_(stats.low, top, generator=gen)
    if target.is_complex():
        return target.normal_(generator=gen)
    if stats.constant:
        # A constant input (a mask of ones, say) stays constant.
        return target.fill_(stats.mean)
    try:
        target.normal_(stats.mean, stats.std or 1.0, generator=gen)
    except (RuntimeError, NotImplementedError):  # dtypes without a normal_ kernel (fp8)
        values = torch.randn(target.shape, generator=gen, device=target.device)
        target.copy_(values * (stats.std or 1.0) + stats.mean)
    if stats.nonnegative:
        target.abs_()
    return target


def random_input(
    example: torch.Tensor, shape: list[int], gen: torch.Generator, device: str
) -> torch.Tensor:
    """A contiguous tensor of `shape` on `device` with values distributed like `example`'s
    (export-time tuning runs the module at other sizes on such inputs)."""
    target = torch.empty(shape, dtype=example.dtype, device=device)
    return _fill(target, input_stats(example), gen)


def make_inputs(
    metadata: dict[str, Any],
    examples: list[Any],
    sizes: dict[str, int],
    seed: int,
    device: str,
    stats: list[InputStats | None] | None = None,
) -> list[Any]:
    """One random trial's inputs, made on `device` in place (no temporaries): the
    example's strides where the shape is the example's, else contiguous. Non-tensor
    inputs are passed unchanged. `stats` (per input, from `input_stats`) saves reading
    the examples again."""
    gen = torch.Generator(device=device).manual_seed(seed)
    specs = metadata.get("signature", {}).get("inputs") or []
    all_dims = {**example_dims(metadata, examples), **sizes}
    out = []
    for i, ex in enumerate(examples):
        if not isinstance(ex, torch.Tensor):
            out.append(ex)
            continue
        shape = list(ex.shape)
        if i < len(specs) and sizes:
            shape = shape_for(specs[i], all_dims)
        if list(shape) == list(ex.shape):
            target = torch.empty_strided(ex.shape, ex.stride(), dtype=ex.dtype, device=device)
        else:
            target = torch.empty(shape, dtype=ex.dtype, device=device)
        known = stats[i] if stats is not None and i < len(stats) else None
        out.append(_fill(target, known or input_stats(ex), gen))
    return out


def clone_inputs(values: list[Any], device: str | None = None) -> list[Any]:
    """Independent copies with the same strides (each side gets its own), on `device`
    (default: where each value is)."""
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            where = device or v.device
            c = torch.empty_strided(v.shape, v.stride(), dtype=v.dtype, device=where)
            c.copy_(v)
            out.append(c)
        else:
            out.append(v)
    return out
