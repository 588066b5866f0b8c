"""Comparing one output with its reference: assert_close's rule (|a - e| <= atol + rtol*|e|,
NaN matching NaN, infinities matching by sign, integers exact) plus the numbers a user
needs to judge a failure: max abs/rel error, mismatch count, first mismatching index,
NaN/Inf counts; shape, dtype and stride differences fail outright. Everything runs piece by
piece (chunks.py), so comparing outputs of several GB needs only small temporaries."""

from __future__ import annotations

import math
from typing import Any

import torch

from kernel_studio.sandbox.chunks import chunk_limit, chunks, count
from kernel_studio.sandbox.inputs import dtype_name

# fp64-reference mode: pass when RMSE(module, fp64) <= factor * RMSE(eager, fp64) + eps,
# as torch._dynamo.utils.same does (factor 3 for half types, 2 otherwise).
FP64_FACTORS = {"float16": 3.0, "bfloat16": 3.0, "default": 2.0}
# torch._dynamo.utils.same's default `tol`: its RMSE rule adds tol / 10 to the bound.
FP64_TOL = 1e-4


def fp64_terms(eager: torch.Tensor, atol: float) -> tuple[float, float]:
    """The factor and the additive term of the RMSE rule for one output, as PyTorch's
    accuracy checker picks them: 2 (3 for fp16/bf16, and for outputs under 1000 elements or
    with a 1x1 spatial shape, where noise dominates), plus max(atol, tol) / 10."""
    factor = FP64_FACTORS.get(dtype_name(eager.dtype), FP64_FACTORS["default"])
    if eager.numel() < 1000 or (eager.ndim == 4 and eager.shape[-1] == eager.shape[-2] == 1):
        factor = max(factor, 3.0)
    return factor, max(atol, FP64_TOL) / 10


def _describe(t: torch.Tensor) -> dict[str, Any]:
    return {"shape": list(t.shape), "stride": list(t.stride()), "dtype": dtype_name(t.dtype)}


def strides_differ(a: torch.Tensor, e: torch.Tensor) -> bool:
    """Strides of dims of size 1 and of empty tensors mean nothing."""
    return e.numel() > 0 and any(
        size > 1 and sa != se for size, sa, se in zip(e.shape, a.stride(), e.stride(), strict=False)
    )


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


def _wide(t: torch.Tensor) -> torch.dtype:
    return torch.complex128 if t.is_complex() else torch.float64


def _pairs(actual: torch.Tensor, expected: torch.Tensor):
    """Matching pieces of two tensors of one shape, the expected piece moved to the actual
    one's device (one piece at a time crosses)."""
    a, e = actual.detach(), expected.detach()
    limit = chunk_limit(a)
    for (offset, pa), (_, pe) in zip(chunks(a, limit), chunks(e, limit), strict=True):
        yield offset, pa, pe.to(pa.device)


def close_mask(actual: torch.Tensor, expected: torch.Tensor, rtol: float, atol: float):
    """Elementwise closeness (same shape and device); callers pass pieces."""
    if not (expected.is_floating_point() or expected.is_complex()):
        return actual == expected
    a, e = actual.to(_wide(expected)), expected.to(_wide(expected))
    ok = (a - e).abs() <= atol + rtol * e.abs()
    if not (bool(torch.isfinite(a).all()) and bool(torch.isfinite(e).all())):
        ok |= torch.isnan(a) & torch.isnan(e)
        ok |= torch.isinf(a) & torch.isinf(e) & (a == e)
    return ok


def all_close(actual: torch.Tensor, expected: torch.Tensor, rtol: float, atol: float) -> bool:
    """Every element close (same shape required)."""
    if tuple(actual.shape) != tuple(expected.shape):
        return False
    return all(bool(close_mask(a, e, rtol, atol).all()) for _, a, e in _pairs(actual, expected))


class _Tally:
    """The comparison numbers, accumulated over pieces."""

    def __init__(self) -> None:
        self.mismatches = 0
        self.first: int | None = None
        self.nan = [0, 0]  # expected, actual
        self.inf = [0, 0]
        self.max_abs: float | None = None
        self.max_rel: float | None = None

    def add(self, offset: int, a: torch.Tensor, e: torch.Tensor, rtol: float, atol: float) -> None:
        floating = e.is_floating_point() or e.is_complex()
        finite = not floating or (bool(torch.isfinite(a).all()) and bool(torch.isfinite(e).all()))
        wide = _wide(e)
        a64, e64 = a.to(wide), e.to(wide)
        diff = (a64 - e64).abs()
        denom = e64.abs()
        del a64, e64
        if finite:  # the common case: no masks, no gathers
            bad = (diff > atol + rtol * denom) if floating else (a != e)
        else:
            self.nan[0] += int(torch.isnan(e).sum())
            self.nan[1] += int(torch.isnan(a).sum())
            self.inf[0] += int(torch.isinf(e).sum())
            self.inf[1] += int(torch.isinf(a).sum())
            bad = ~close_mask(a, e, rtol, atol)
            keep = torch.isfinite(diff)
            diff, denom = diff[keep], denom[keep]
        n = int(bad.sum())
        if n and self.first is None:
            self.first = offset + int(bad.nonzero()[0, 0])
        self.mismatches += n
        del bad
        if diff.numel():
            self.max_abs = max(self.max_abs or 0.0, float(diff.max()))
            nz = denom > 0
            if bool(nz.any()):
                rel = float(torch.where(nz, diff / denom, 0).max())
                self.max_rel = rel if self.max_rel is None else max(self.max_rel, rel)


def compare_tensors(
    actual: torch.Tensor,
    expected: torch.Tensor,
    rtol: float,
    atol: float,
    *,
    check_stride: bool = True,
) -> dict[str, Any]:
    """The comparison record of one output (keys in docs/verification.md). `expected` may
    live on another device than `actual`."""
    result: dict[str, Any] = {
        "passed": False,
        "reason": None,
        "expected": _describe(expected),
        "actual": _describe(actual),
        "rtol": rtol,
        "atol": atol,
        "numel": expected.numel(),
        "maxAbsError": None,
        "maxRelError": None,
        "mismatches": None,
        "firstMismatch": None,
        "nan": None,
        "inf": None,
    }
    if tuple(actual.shape) != tuple(expected.shape):
        result["reason"] = f"shape {list(actual.shape)} != expected {list(expected.shape)}"
        return result
    if actual.dtype != expected.dtype:
        result["reason"] = (
            f"dtype {dtype_name(actual.dtype)} != expected {dtype_name(expected.dtype)}"
        )
        return result
    tally = _Tally()
    for offset, a, e in _pairs(actual, expected):
        tally.add(offset, a, e, rtol, atol)
    if expected.is_floating_point() or expected.is_complex():
        result["nan"] = {"expected": tally.nan[0], "actual": tally.nan[1]}
        result["inf"] = {"expected": tally.inf[0], "actual": tally.inf[1]}
    mismatches = tally.mismatches
    result["mismatches"] = mismatches
    if tally.max_abs is not None:
        result["maxAbsError"] = _finite(tally.max_abs)
    if tally.max_rel is not None:
        result["maxRelError"] = _finite(tally.max_rel)
    if tally.first is not None:
        flat, index = tally.first, []
        for size in reversed(expected.shape):
            index.append(flat % size)
            flat //= size
        result["firstMismatch"] = list(reversed(index))
    if mismatches:
        result["reason"] = f"{mismatches} of {expected.numel()} elements outside tolerance"
        nan = result["nan"]
        if nan and nan["actual"] > nan["expected"]:
            result["reason"] += f" ({nan['actual'] - nan['expected']} unexpected NaN)"
        return result
    if check_stride and strides_differ(actual, expected):
        result["reason"] = f"stride {list(actual.stride())} != expected {list(expected.stride())}"
        return result
    result["passed"] = True
    return result


def compare_values(actual: Any, expected: Any) -> dict[str, Any]:
    """A non-tensor output (a Python number, None): equal or not."""
    same = type(actual) is type(expected) and (
        actual == expected
        or (isinstance(actual, float) and math.isnan(actual) and math.isnan(expected))
    )
    return {
        "passed": bool(same),
        "reason": None if same else f"{actual!r} != expected {expected!r}",
        "expected": {"value": repr(expected)},
        "actual": {"value": repr(actual)},
    }


def rmse(a: torch.Tensor, b: torch.Tensor) -> float:
    """Root mean square of the finite differences."""
    total, n = 0.0, 0
    for _, pa, pb in _pairs(a, b):
        d = pa.double() - pb.double()
        d = d[torch.isfinite(d)]
        total += float(d.pow(2).sum())
        n += d.numel()
    return math.sqrt(total / n) if n else 0.0


def fp64_check(
    actual: torch.Tensor, eager: torch.Tensor, fp64: torch.Tensor, factor: float, eps: float
) -> dict[str, Any]:
    """The accuracy checker's rule: the module's RMSE against the fp64 reference may be at
    most `factor` times eager's own (+ eps)."""
    module_error = rmse(actual, fp64)
    eager_error = rmse(eager, fp64)
    bound = factor * eager_error + eps
    nan_extra = count(actual, "nan") > count(eager, "nan")
    return {
        "passed": module_error <= bound and not nan_extra,
        "moduleRmse": module_error,
        "eagerRmse": eager_error,
        "bound": bound,
        "factor": factor,
        "rule": "accuracy checker",
    }
