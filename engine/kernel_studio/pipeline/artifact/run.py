"""The import pipeline: a precompile artifact and the model it was captured from -> the
clean module of the artifact's kernels, with the metadata of the re-exported graph.
trace -> decompose as an export; the artifact's Inductor module in place of lower; clean
and describe as an export."""

from __future__ import annotations

import dataclasses
import linecache
import os
from typing import Any

import torch

from kernel_studio.inductor import host_cpu_isa, torch_series
from kernel_studio.pipeline.api import (
    ExportedKernel,
    Progress,
    _one_at_a_time,
    _progress,
    check_torch,
    clean_spec,
)
from kernel_studio.pipeline.artifact.lowered import lowered_from_artifact
from kernel_studio.pipeline.artifact.read import Artifact
from kernel_studio.pipeline.clean.clean import CleanupError, clean
from kernel_studio.pipeline.decompose.decompose import decompose
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.lower.lower import state_tensors
from kernel_studio.pipeline.trace.trace import trace

NEEDS = "importing a torch.compiler.precompile artifact needs torch >= 2.15"


def check_precompile_series() -> None:
    """ExportError `environment` on a torch without torch.compiler.precompile: its
    artifacts' C++ kernels use 2.15's helpers, and only 2.15 reads them the same way."""
    major, minor = (int(p) for p in torch_series().split(".")[:2])
    if (major, minor) < (2, 15):
        raise ExportError(
            "environment",
            f"{NEEDS} (the engine runs torch {torch.__version__})",
            hint="run the engine on torch 2.15",
        )


def check_inputs(artifact: Artifact, inputs: list[Any], model_file: str) -> None:
    """The model file's example inputs must be the artifact's: verify and regenerate run
    the model on them."""
    got = [
        f"{str(v.dtype).removeprefix('torch.')}[{', '.join(str(s) for s in v.shape)}]"
        if isinstance(v, torch.Tensor)
        else type(v).__name__
        for v in inputs
    ]
    if ", ".join(got) != artifact.inputs_text():
        raise ExportError(
            "input",
            f"{model_file}: get_inputs() gives {', '.join(got) or 'no inputs'}, the artifact"
            f" {os.path.basename(artifact.path)} was captured with {artifact.inputs_text()}",
            file=model_file,
            hint="make get_inputs() return tensors of the artifact's shapes and dtypes",
        )
    devices = {v.device.type for v in inputs if isinstance(v, torch.Tensor)}
    if devices - {artifact.device}:
        raise ExportError(
            "input",
            f"{model_file}: get_inputs() gives tensors on {', '.join(sorted(devices))}, the"
            f" artifact runs on {artifact.device}",
            file=model_file,
        )


@_one_at_a_time
def run_import(
    artifact: Artifact,
    model: torch.nn.Module,
    inputs: list[Any],
    *,
    module_name: str,
    model_file: str,
    user_files: list[str],
    progress: Progress | None = None,
) -> ExportedKernel:
    """The clean module of `artifact`'s kernels, described on `model` exported again at the
    artifact's input shapes. Raises ExportError."""
    from kernel_studio.pipeline.describe.describe import describe

    check_torch()
    check_precompile_series()
    check_inputs(artifact, inputs, model_file)
    linecache.checkcache()
    _progress(progress, "trace", "torch.export of the model at the artifact's shapes", 0.1)
    traced = trace(model, inputs, device=artifact.device, user_files=user_files)
    _progress(progress, "decompose", "running decompositions", 0.3)
    decomposed = decompose(traced, None)
    _progress(progress, "lower", "the artifact's Inductor module in place of lowering", 0.5)
    lowered = lowered_from_artifact(decomposed, artifact)
    _progress(progress, "clean", "rewriting the artifact's kernels into a standalone module", 0.7)
    spec = clean_spec(lowered, module_name)
    header = [
        line for line in spec.header if not line.startswith(("Exported by", "C++ kernels build"))
    ]
    name = os.path.basename(artifact.path)
    header.insert(
        0,
        f"Imported by Kernel Studio from the torch.compiler.precompile artifact {name}"
        f" (torch {torch.__version__}, {artifact.device}): its Inductor kernels and call."
        f" The graph is {os.path.basename(model_file)}'s model exported again at the"
        f" artifact's input shapes ({artifact.inputs_text()}): the artifact does not"
        " carry the graph it was captured from.",
    )
    isa_flags: list[str] = []
    if artifact.device == "cpu":
        isa, isa_flags = host_cpu_isa()
        header.insert(
            2,
            "C++ kernels build on first use (torch.utils.cpp_extension, cached); "
            + (
                f"they use the {isa} vectors the artifact was generated for."
                if isa
                else "they are plain scalar C++."
            )
            + " OpenMP runs them on the run time's thread count.",
        )
    spec = dataclasses.replace(
        spec,
        title=f"{traced.model_name}: a standalone module imported from a precompile artifact.",
        header=header,
        cpp_isa_flags=isa_flags,
    )
    try:
        cleaned = clean(lowered.raw_source, spec)
    except (CleanupError, ValueError, SyntaxError) as exc:
        raise ExportError(
            "cleanup",
            f"{artifact.path}: cleanup of its Inductor module failed: {exc}",
            file=artifact.path,
        ) from exc
    _progress(progress, "describe", "writing metadata", 0.9)
    metadata = describe(lowered, cleaned)
    return ExportedKernel(
        source=cleaned.source,
        metadata=metadata,
        dynamic_shape_names=traced.dynamic_shape_names,
        tensor_arg_count=len(traced.input_names),
        weights=state_tensors(decomposed, snapshot_written=True),
        module_name=module_name,
        raw_source=lowered.raw_source,
    )
