"""Inductor config options a user may set for an export (`export`'s `inductor` param,
`[export] inductor` of the project file): a short list of fusion-related keys of
`torch._inductor.config` (torch 2.11; dotted keys are in its sub-configs) with bool or int
values, applied with `torch._inductor.config.patch` while lowering. Others are refused:
most keys change what the clean stage reads (the wrapper, caches, provenance) rather than
which kernels Inductor fuses. Imports no torch."""

from __future__ import annotations

from typing import Any

# Key -> the type of its value.
INDUCTOR_OPTIONS: dict[str, type] = {
    "aggressive_fusion": bool,
    "epilogue_fusion": bool,
    "epilogue_fusion_first": bool,
    "loop_ordering_after_fusion": bool,
    "max_fusion_size": int,
    "pattern_matcher": bool,
    "triton.persistent_reductions": bool,  # cuda only
    "realize_opcount_threshold": int,
    "realize_reads_threshold": int,
    "reorder_for_locality": bool,
    "score_fusion_memory_threshold": int,
    "split_reductions": bool,
    "unroll_reductions_threshold": int,
}


def check_inductor_options(value: Any) -> dict[str, bool | int]:
    """`value` as checked options, sorted by key. Raises ValueError naming the key at fault
    (and the allowed ones for an unknown key)."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError("inductor options must be an object of config keys and values")
    out: dict[str, bool | int] = {}
    for key in sorted(value):
        kind = INDUCTOR_OPTIONS.get(key)
        if kind is None:
            allowed = ", ".join(sorted(INDUCTOR_OPTIONS))
            raise ValueError(f"unknown inductor option {key!r} (allowed: {allowed})")
        item = value[key]
        # bool is an int in Python: an int option takes no bool, a bool option no int.
        if kind is bool and not isinstance(item, bool):
            raise ValueError(f"inductor option {key} must be true or false, not {item!r}")
        if kind is int and (not isinstance(item, int) or isinstance(item, bool) or item < 0):
            raise ValueError(f"inductor option {key} must be an integer >= 0, not {item!r}")
        out[key] = item
    return out
