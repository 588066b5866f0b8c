"""Comparing one output with its reference: assert_close's rule (|a - e| <= atol + rtol*|e|,
NaN matching NaN, infinities matching by sign, integers exact) plus the numbers a user
needs to judge a failure: max abs/rel error, mismatch count, first mismatching index,
NaN/Inf counts; shape, dtype and stride differences fail outright."""

from __future__ import annotations

import math
from typing import Any

import torch

# fp64-reference mode: pass when RMSE(module, fp64) <= factor * RMSE(eager, fp64) + eps,
# as torch._dynamo.utils.same does (factor 3 for half types, 2 otherwise).
FP64_FACTORS = {"float16": 3.0, "bfloat16": 3.0, "default": 2.0}


def dtype_name(dtype: torch.dtype) -> str:
    return str(dtype).removeprefix("torch.")


def _describe(t: torch.Tensor) -> dict[str, Any]:
    return {"shape": list(t.shape), "stride": list(t.stride()), "dtype": dtype_name(t.dtype)}


def _strides_differ(a: torch.Tensor, e: torch.Tensor) -> bool:
    return any(
        size > 1 and sa != se for size, sa, se in zip(e.shape, a.stride(), e.stride(), strict=False)
    )


def _finite(x: float) -> float | None:
    return x if math.isfinite(x) else None


def close_mask(actual: torch.Tensor, expected: torch.Tensor, rtol: float, atol: float):
    """Elementwise closeness (same shape and device)."""
    if not (expected.is_floating_point() or expected.is_complex()):
        return actual == expected
    wide = torch.complex128 if expected.is_complex() else torch.float64
    a, e = actual.to(wide), expected.to(wide)
    ok = (a - e).abs() <= atol + rtol * e.abs()
    if not (bool(torch.isfinite(a).all()) and bool(torch.isfinite(e).all())):
        ok |= torch.isnan(a) & torch.isnan(e)
        ok |= torch.isinf(a) & torch.isinf(e) & (a == e)
    return ok


def same_values(a: torch.Tensor, b: torch.Tensor) -> bool:
    """Bitwise-equal values, NaN equal to NaN (an input left untouched)."""
    if a.shape != b.shape or a.dtype != b.dtype:
        return False
    return torch.equal(a, b) or bool(close_mask(a, b, 0.0, 0.0).all())


def compare_tensors(
    actual: torch.Tensor,
    expected: torch.Tensor,
    rtol: float,
    atol: float,
    *,
    check_stride: bool = True,
) -> dict[str, Any]:
    """The comparison record of one output (keys in docs/verification.md)."""
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
    a = actual.detach()
    e = expected.detach().to(a.device)
    floating = e.is_floating_point() or e.is_complex()
    if floating:
        result["nan"] = {"expected": int(torch.isnan(e).sum()), "actual": int(torch.isnan(a).sum())}
        result["inf"] = {"expected": int(torch.isinf(e).sum()), "actual": int(torch.isinf(a).sum())}
    ok = close_mask(a, e, rtol, atol)
    mismatches = int((~ok).sum())
    result["mismatches"] = mismatches
    if e.numel():
        wide = torch.complex128 if e.is_complex() else torch.float64
        diff = (a.to(wide) - e.to(wide)).abs()
        denom = e.to(wide).abs()
        if floating:
            finite = torch.isfinite(diff)
            diff, denom = diff[finite], denom[finite]
        if diff.numel():
            result["maxAbsError"] = _finite(float(diff.max()))
            nz = denom > 0
            if bool(nz.any()):
                result["maxRelError"] = _finite(float((diff[nz] / denom[nz]).max()))
        if mismatches:
            flat = int((~ok).reshape(-1).nonzero()[0, 0])
            index = []
            for size in reversed(e.shape):
                index.append(flat % size)
                flat //= size
            result["firstMismatch"] = list(reversed(index))
    if mismatches:
        result["reason"] = f"{mismatches} of {e.numel()} elements outside tolerance"
        nan = result["nan"]
        if nan and nan["actual"] > nan["expected"]:
            result["reason"] += f" ({nan['actual'] - nan['expected']} unexpected NaN)"
        return result
    if check_stride and _strides_differ(actual, expected):
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
    d = a.detach().double() - b.detach().to(a.device).double()
    d = d[torch.isfinite(d)]
    return float(d.pow(2).mean().sqrt()) if d.numel() else 0.0


def fp64_check(
    actual: torch.Tensor, eager: torch.Tensor, fp64: torch.Tensor, factor: float, eps: float
) -> dict[str, Any]:
    """The accuracy checker's rule: the module's RMSE against the fp64 reference may be at
    most `factor` times eager's own (+ eps)."""
    module_error = rmse(actual, fp64)
    eager_error = rmse(eager, fp64)
    bound = factor * eager_error + eps
    nan_extra = int(torch.isnan(actual.detach()).sum()) > int(torch.isnan(eager).sum())
    return {
        "passed": module_error <= bound and not nan_extra,
        "moduleRmse": module_error,
        "eagerRmse": eager_error,
        "bound": bound,
        "factor": factor,
    }
