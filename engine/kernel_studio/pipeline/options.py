"""An export's options checked before any work: the torch series, the device, the Inductor
options, the CUDA-graph buckets and a training step's partitioner settings. Each wrong one
is an ExportError `input` that names it (or `environment`, for the torch series)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.inductor import UnsupportedTorch, require_supported_torch
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.lower.graph_buckets import PARAM as BUCKETS_PARAM
from kernel_studio.pipeline.lower.graph_buckets import check_buckets
from kernel_studio.pipeline.lower.partition import PartitionSettings, partition_settings


def default_device() -> str:
    return "cuda" if torch.cuda.is_available() else "cpu"


def check_torch() -> None:
    """Fail fast, before any work, on a torch the Inductor adapter was not written for
    (unless KS_ALLOW_UNTESTED_TORCH=1, or it is an untested newer series whose self-test
    passed: then only a warning is logged)."""
    from kernel_studio import self_test

    version = str(torch.__version__)
    try:
        require_supported_torch(version, self_test=lambda: self_test.result(version))
    except UnsupportedTorch as exc:
        raise ExportError("environment", exc.message) from exc


@dataclass
class ExportOptions:
    """An export's checked options: the device it lowers for, the Inductor options
    (kernel_studio.inductor.INDUCTOR_OPTIONS), the CUDA-graph buckets and the partitioner's
    settings."""

    device: str
    inductor: dict[str, Any] = field(default_factory=dict)
    buckets: dict[str, list[int]] = field(default_factory=dict)
    partition: PartitionSettings = field(default_factory=PartitionSettings)


def checked_buckets(
    value: dict[str, list[int]] | None, device: str, options: dict[str, Any]
) -> dict[str, list[int]]:
    try:
        buckets = check_buckets(value)
    except ValueError as exc:
        raise ExportError("input", f"cuda_graph_buckets: {exc}", param=BUCKETS_PARAM) from exc
    if buckets and (device != "cuda" or not options.get("triton.cudagraphs")):
        raise ExportError(
            "input",
            "cuda_graph_buckets pad the dims of a module replayed as CUDA graphs: they need a"
            " cuda export with the Inductor option triton.cudagraphs",
            hint="export for cuda with --inductor triton.cudagraphs=true, or leave them out",
            param=BUCKETS_PARAM,
        )
    return buckets


def check_options(
    *,
    device: str | None,
    inductor: dict[str, Any] | None,
    cuda_graph_buckets: dict[str, list[int]] | None,
    partition: Mapping[str, Any] | None,
    train: bool,
) -> ExportOptions:
    """The options of one export checked, in the order a user would fix them; `device`
    defaults to cuda when a GPU is visible."""
    from kernel_studio.inductor import check_inductor_options
    from kernel_studio.inductor.options import REFUSED_ON_CPU

    try:
        options = check_inductor_options(inductor)
    except ValueError as exc:
        raise ExportError("input", str(exc)) from exc
    check_torch()
    device = device or default_device()
    if device not in ("cpu", "cuda"):
        raise ExportError("input", f"unknown device {device!r}", hint="use cpu or cuda")
    buckets = checked_buckets(cuda_graph_buckets, device, options)
    steering = partition_settings(partition)
    if steering != PartitionSettings() and not train:
        raise ExportError(
            "input",
            "activation_memory_budget and recompute steer what a training step saves for"
            " its backward; this export is for inference and has no backward",
            hint="export the training step (--train), or leave them out",
        )
    refused = [k for k in REFUSED_ON_CPU if options.get(k)] if device == "cpu" else []
    if refused:
        raise ExportError(
            "input",
            f"inductor option {refused[0]}: {REFUSED_ON_CPU[refused[0]]}, and this export is"
            " for cpu",
            hint="export for cuda, or leave the option out",
        )
    if device == "cuda" and not torch.cuda.is_available():
        raise ExportError("input", "device cuda requested but no CUDA GPU is visible")
    return ExportOptions(device, options, buckets, steering)
