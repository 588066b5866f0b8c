"""Inductor config options a user may set for an export (`export`'s `inductor` param,
`[export] inductor` of the project file): a short list of keys of `torch._inductor.config`
(torch 2.11; dotted keys are in its sub-configs) with bool or int values, applied with
`torch._inductor.config.patch` while lowering: fusion options, the tuning options (cuda:
max-autotune's matmul/convolution templates and launch configs, coordinate descent; all of
it runs at export, and the winners are written into the module) and CUDA graphs. Others are
refused: most keys change what the clean stage reads (the wrapper, caches, provenance)
rather than which kernels Inductor writes. Imports no torch."""

from __future__ import annotations

from typing import Any

# Key -> the type of its value.
INDUCTOR_OPTIONS: dict[str, type] = {
    "aggressive_fusion": bool,
    "coordinate_descent_tuning": bool,  # cuda only
    "epilogue_fusion": bool,
    "epilogue_fusion_first": bool,
    "fallback_random": bool,
    "layout_optimization": bool,
    "loop_ordering_after_fusion": bool,
    "max_autotune": bool,  # cuda only
    "max_autotune_gemm": bool,  # cuda only
    "max_autotune_pointwise": bool,  # cuda only
    "max_fusion_size": int,
    "pattern_matcher": bool,
    "triton.cudagraphs": bool,  # cuda only; applied to the module (MODULE_OPTIONS)
    "triton.persistent_reductions": bool,  # cuda only
    "realize_opcount_threshold": int,
    "realize_reads_threshold": int,
    "reorder_for_locality": bool,
    "score_fusion_memory_threshold": int,
    "split_reductions": bool,
    "unroll_reductions_threshold": int,
}


# Key -> one line on what it changes in fusion (the IDE's settings table).
DESCRIPTIONS: dict[str, str] = {
    "aggressive_fusion": "fuse kernels that share no data too, as long as the other limits allow",
    "coordinate_descent_tuning": "at export, refine each Triton kernel's launch config by"
    " coordinate descent from the autotuner's pick (the result is written into the module)",
    "epilogue_fusion": "fuse pointwise ops into the epilogue of matmul/convolution templates",
    "epilogue_fusion_first": "try epilogue fusions before other fusions",
    "fallback_random": "random ops (dropout, rand, bernoulli) call torch's own, drawing from"
    " torch's generator as eager does (verify then checks them elementwise), instead of"
    " Inductor's in-kernel random numbers",
    "layout_optimization": "lay out convolutions channels-last (NHWC) and the values around"
    " them to suit, where Inductor's heuristic finds it pays (on by default; off: every value"
    " keeps the model's strides)",
    "loop_ordering_after_fusion": "reorder loops after fusion so that more nodes can fuse",
    "max_autotune": "at export, time Triton matmul/convolution templates against the library"
    " calls and more launch configs per kernel (torch.compile's max-autotune); the winners are"
    " written into the module, which tunes nothing when it runs",
    "max_autotune_gemm": "max_autotune for matmuls and convolutions only",
    "max_autotune_pointwise": "max_autotune for the launch configs of pointwise and reduction"
    " kernels only",
    "max_fusion_size": "the most nodes one fused kernel may hold",
    "pattern_matcher": "run Inductor's pattern rewrites (e.g. fused attention, mm + bias) first",
    "triton.cudagraphs": "the module replays its call as a CUDA graph per input shape"
    " (torch.compile's reduce-overhead mode): no launch overhead",
    "triton.persistent_reductions": "a reduction small enough runs in one block (no loop)",
    "realize_opcount_threshold": "ops in a pointwise chain before its value is written to memory",
    "realize_reads_threshold": "reads of a value before it is written to memory, not recomputed",
    "reorder_for_locality": "reorder kernels so that reads follow their writes closely",
    "score_fusion_memory_threshold": "the least shared memory traffic for two kernels to fuse",
    "split_reductions": "split a long reduction into two kernels for more parallelism",
    "unroll_reductions_threshold": "reductions this short are unrolled into pointwise code",
}
# Options that tune at export: the module header names them and the GPU they ran on.
TUNING_OPTIONS = frozenset(
    {"coordinate_descent_tuning", "max_autotune", "max_autotune_gemm", "max_autotune_pointwise"}
)
CUDA_ONLY = frozenset({"triton.cudagraphs", "triton.persistent_reductions"} | TUNING_OPTIONS)
# Cuda-only options that a cpu export refuses (why, for the error) rather than ignores: they
# would change the cpu module (C++ GEMM templates the export does not read) or promise what
# it cannot do.
REFUSED_ON_CPU: dict[str, str] = {
    "triton.cudagraphs": "CUDA graphs replay GPU kernels",
    "max_autotune": "it times Triton templates on the GPU (on cpu Inductor would write C++"
    " GEMM templates)",
    "max_autotune_gemm": "it times Triton templates on the GPU (on cpu Inductor would write C++"
    " GEMM templates)",
}
# Options a training export (--train) refuses, and why (the engine's error, the IDE greys them).
REFUSED_IN_TRAINING: dict[str, str] = {
    "triton.cudagraphs": "the training module launches its forward and backward kernels from"
    " an autograd.Function; replaying them as CUDA graphs is not done yet",
}
# Options the clean stage applies to the module it writes rather than Inductor to its code
# generation: `triton.cudagraphs` decorates `call` (pipeline/clean/runtime.py GRAPHS); Inductor
# itself would only wrap its own compiled function, which the export never calls.
MODULE_OPTIONS = frozenset({"triton.cudagraphs"})


def option_rows(values: dict[str, Any] | None = None, train: bool = False) -> list[dict[str, Any]]:
    """Every option: key, type, Inductor's default (read from torch._inductor.config, the
    values it has when imported), the value in `values` (recorded for a generation; None
    when not set), description and whether only CUDA code uses it; of a training project
    (`train`), `refused`: why its export refuses the option."""
    import torch._inductor.config as inductor_config

    defaults = inductor_config.get_config_copy()
    values = values or {}

    def default(key: str) -> Any:
        # torch 2.15 leaves some unset (None) and uses its `_<key>_default` then.
        value = defaults.get(key)
        return getattr(inductor_config, f"_{key}_default", None) if value is None else value

    rows: list[dict[str, Any]] = []
    for key, kind in sorted(INDUCTOR_OPTIONS.items()):
        row = {
            "key": key,
            "type": kind.__name__,
            "default": default(key),
            "value": values.get(key),
            "description": DESCRIPTIONS.get(key, ""),
            "cudaOnly": key in CUDA_ONLY,
        }
        if train and key in REFUSED_IN_TRAINING:
            row["refused"] = "a training step: " + REFUSED_IN_TRAINING[key]
        rows.append(row)
    return rows


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
