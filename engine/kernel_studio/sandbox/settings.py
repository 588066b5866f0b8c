"""Verify settings: the `verify` params, merged over the project's `[verify]` table in
kernel-studio.toml, with torch.testing.assert_close's tolerances as defaults."""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, field
from typing import Any

# torch.testing.assert_close defaults (rtol, atol); integer and bool dtypes compare exactly.
DEFAULT_TOLERANCES: dict[str, tuple[float, float]] = {
    "float16": (1e-3, 1e-5),
    "bfloat16": (1.6e-2, 1e-5),
    "float32": (1.3e-6, 1e-5),
    "float64": (1e-7, 1e-7),
    "complex64": (1.3e-6, 1e-5),
    "complex128": (1e-7, 1e-7),
}


class SettingsError(ValueError):
    """A bad setting: `name` is the parameter (or project key) at fault."""

    def __init__(self, name: str, problem: str) -> None:
        super().__init__(f"{name} {problem}")
        self.name = name
        self.problem = problem


@dataclass
class VerifySettings:
    """Everything a verify run is parameterised by (reported back under `settings`)."""

    trials: int = 5
    seed: int = 0
    timeout_seconds: float = 60.0
    tolerances: dict[str, dict[str, float]] = field(default_factory=dict)
    tf32: bool = False
    fp64_reference: bool = False
    locate: bool = True
    interpreter: bool = False
    kernel_timing: bool = True
    # Refuse a trial whose estimated memory need is above this (bytes); None: what the
    # device has free decides alone.
    memory_limit_bytes: int | None = None

    def tolerance(self, dtype: str) -> tuple[float, float]:
        """(rtol, atol) for a dtype name such as "float32"; (0, 0) for exact dtypes."""
        override = self.tolerances.get(dtype)
        base = DEFAULT_TOLERANCES.get(dtype, (0.0, 0.0))
        if override:
            return float(override.get("rtol", base[0])), float(override.get("atol", base[1]))
        return base

    def resolved_tolerances(self) -> dict[str, dict[str, float]]:
        names = sorted(set(DEFAULT_TOLERANCES) | set(self.tolerances))
        return {n: dict(zip(("rtol", "atol"), self.tolerance(n), strict=True)) for n in names}

    def to_json(self) -> dict[str, Any]:
        d = asdict(self)
        return {
            "trials": d["trials"],
            "seed": d["seed"],
            "timeoutSeconds": d["timeout_seconds"],
            "tolerances": self.resolved_tolerances(),
            "tf32": d["tf32"],
            "fp64Reference": d["fp64_reference"],
            "locate": d["locate"],
            "interpreter": d["interpreter"],
            "kernelTiming": d["kernel_timing"],
            "memoryLimitBytes": d["memory_limit_bytes"],
        }


# wire name -> (attribute, kind)
_FIELDS: dict[str, tuple[str, str]] = {
    "trials": ("trials", "int"),
    "seed": ("seed", "int"),
    "timeoutSeconds": ("timeout_seconds", "number"),
    "tolerances": ("tolerances", "tolerances"),
    "tf32": ("tf32", "bool"),
    "fp64Reference": ("fp64_reference", "bool"),
    "locate": ("locate", "bool"),
    "interpreter": ("interpreter", "bool"),
    "kernelTiming": ("kernel_timing", "bool"),
    "memoryLimitBytes": ("memory_limit_bytes", "int"),
}
_LIMITS = {
    "trials": (0, 1000),
    "seed": (0, 2**63 - 1),
    "timeoutSeconds": (0.5, 3600),
    "memoryLimitBytes": (1, 2**62),
}


def _check(name: str, kind: str, value: Any) -> Any:
    if kind == "bool":
        if not isinstance(value, bool):
            raise SettingsError(name, "must be a boolean")
        return value
    if kind in ("int", "number"):
        types = int if kind == "int" else (int, float)
        if isinstance(value, bool) or not isinstance(value, types) or not math.isfinite(value):
            raise SettingsError(name, "must be an integer" if kind == "int" else "must be a number")
        low, high = _LIMITS[name]
        if not low <= value <= high:
            raise SettingsError(name, f"must be in [{low}, {high}]")
        return value
    if not isinstance(value, dict):
        raise SettingsError(name, 'must be an object {dtype: {"rtol": r, "atol": a}}')
    out: dict[str, dict[str, float]] = {}
    for dtype, tol in value.items():
        dtype = str(dtype).removeprefix("torch.")
        if not isinstance(tol, dict) or not set(tol) <= {"rtol", "atol"}:
            raise SettingsError(f"{name}.{dtype}", 'must be {"rtol": r, "atol": a}')
        for key, number in tol.items():
            if isinstance(number, bool) or not isinstance(number, int | float) or number < 0:
                raise SettingsError(f"{name}.{dtype}.{key}", "must be a number >= 0")
        out[dtype] = {k: float(v) for k, v in tol.items()}
    return out


def make_settings(
    params: dict[str, Any], project_defaults: dict[str, Any] | None = None
) -> VerifySettings:
    """Settings from request params over the project's `[verify]` table (same keys).
    Tolerances merge per dtype. Raises SettingsError naming the bad key."""
    settings = VerifySettings()
    for source in (project_defaults or {}, params):
        for key, value in source.items():
            if key not in _FIELDS or value is None:
                continue
            attr, kind = _FIELDS[key]
            checked = _check(key, kind, value)
            if attr == "tolerances":
                settings.tolerances = {**settings.tolerances, **checked}
            else:
                setattr(settings, attr, checked)
    return settings
