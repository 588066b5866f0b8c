"""Trial inputs: the example inputs, then seeded random ones shaped like them. Dynamic
dims are sampled across their declared range, ends included (maxima clamped to what the
device can afford, and said so); values follow the example's distribution, and integer
(index) inputs stay within the example's range, so embedding indices remain valid."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

import torch

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
    low = {d["name"]: max(int(d.get("min") or 0), 0) for d in dims}
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
    return plan


def _like(
    example: torch.Tensor, shape: list[int], gen: torch.Generator, device: str
) -> torch.Tensor:
    """Random values shaped `shape`, distributed like `example`'s (made on `device`)."""
    ex = example.detach().cpu()
    if ex.dtype == torch.bool:
        p = float(ex.float().mean()) if ex.numel() else 0.5
        if p in (0.0, 1.0):
            return torch.full(shape, bool(p), dtype=torch.bool, device=device)
        return torch.rand(shape, generator=gen, device=device) < p
    if not (ex.is_floating_point() or ex.is_complex()):
        lo = int(ex.min()) if ex.numel() else 0
        hi = int(ex.max()) if ex.numel() else 0
        ints = torch.randint(lo, hi + 1, shape, dtype=torch.int64, generator=gen, device=device)
        return ints.to(ex.dtype)
    if ex.is_complex():
        return torch.randn(shape, dtype=ex.dtype, generator=gen, device=device)
    f = ex.double()
    finite = f[torch.isfinite(f)]
    mean = float(finite.mean()) if finite.numel() else 0.0
    std = float(finite.std()) if finite.numel() > 1 else 1.0
    if finite.numel() > 1 and std == 0.0:
        # A constant input (a mask of ones, say) stays constant.
        return torch.full(shape, mean, dtype=ex.dtype, device=device)
    normal = torch.randn(shape, dtype=torch.float32, generator=gen, device=device)
    values = normal * (std or 1.0) + mean
    if finite.numel() and float(finite.min()) >= 0:
        values = values.abs()
    return values.to(ex.dtype)


def make_inputs(
    metadata: dict[str, Any],
    examples: list[Any],
    sizes: dict[str, int],
    seed: int,
    device: str,
) -> list[Any]:
    """One random trial's inputs (on `device`); non-tensor inputs are passed unchanged."""
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
        value = _like(ex, shape, gen, device)
        if list(shape) == list(ex.shape):
            target = torch.empty_strided(ex.shape, ex.stride(), dtype=ex.dtype, device=device)
            target.copy_(value)
            out.append(target)
        else:
            out.append(value.contiguous())
    return out


def clone_inputs(values: list[Any]) -> list[Any]:
    """Independent copies with the same strides (each side gets its own)."""
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            c = torch.empty_strided(v.shape, v.stride(), dtype=v.dtype, device=v.device)
            c.copy_(v)
            out.append(c)
        else:
            out.append(v)
    return out
