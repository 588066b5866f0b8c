"""The training export's entry (pipeline/api.py's run_pipeline with `train`): the checked
options handed to the training stages (run.py), the result as an ExportedKernel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import torch

from kernel_studio.inductor.options import REFUSED_IN_TRAINING
from kernel_studio.pipeline.clean.clean import Cleaned
from kernel_studio.pipeline.decompose.decompose import DecompositionSpec
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.exported_kernel import ExportedKernel
from kernel_studio.pipeline.lower.lower import Lowered
from kernel_studio.pipeline.lower.partition import PartitionSettings, training_partition
from kernel_studio.pipeline.train.run import (
    SUM_OF_OUTPUTS,
    Precompile,
    Progress,
    SpecMaker,
    run_training,
)

# What a training export does not take, and why (the CLI, the engine's error and the IDE
# say it): (the option, the reason).
REFUSED: dict[str, str] = {
    "materialize": "materialize names nodes of the exported graph, and a training step's"
    " kernels come from AOTAutograd's forward and backward graphs, whose nodes are others",
    **REFUSED_IN_TRAINING,
}


def refusal(options: dict[str, Any], materialize: list[str] | None) -> tuple[str, str] | None:
    """(the option, the error message) of the first option a training export refuses."""
    for key, given in (("materialize", materialize), *options.items()):
        if given and key in REFUSED:
            what = "materialize" if key == "materialize" else f"the inductor option {key}"
            return key, f"a training export does not take {what}: {REFUSED[key]}"
    return None


def export_step(
    fn: Callable[..., Any] | torch.nn.Module,
    args: Sequence[Any],
    *,
    dynamic_shapes: Any,
    decompositions: DecompositionSpec,
    device: str,
    strict: bool,
    module_name: str,
    user_files: list[str] | None,
    progress: Progress | None,
    options: dict[str, Any],
    materialize: list[str] | None,
    loss: str | None,
    partition: PartitionSettings,
    clean_spec: SpecMaker,
    frozen: bool = False,
    precompile: Precompile | None = None,
) -> tuple[Lowered, Cleaned, ExportedKernel]:
    """The training export (run.py) as an ExportedKernel; `partition`: the partitioner's
    settings (pipeline/lower/partition.py), `clean_spec`: pipeline/api.py's; `frozen`:
    the caller froze the heap (pipeline/heap.py: frozen again after lowering);
    `precompile`: the precompile stage (cuda), as run.py's run_training takes it."""
    if not isinstance(fn, torch.nn.Module):
        raise ExportError("input", "a training export takes an nn.Module (its parameters)")
    refused = refusal(options, materialize)
    if refused is not None:
        key, message = refused
        raise ExportError(
            "input",
            message,
            hint="export --train without it",
            param="materialize" if key == "materialize" else "inductor",
        )
    done = run_training(
        fn,
        args,
        decompositions=decompositions,
        device=device,
        strict=strict,
        module_name=module_name,
        user_files=user_files,
        progress=progress,
        dynamic_shapes=dynamic_shapes,
        loss=loss or SUM_OF_OUTPUTS,
        clean_spec=clean_spec,
        partition=lambda: training_partition(partition),
        inductor=options,
        frozen=frozen,
        precompile=precompile,
    )
    if isinstance(done.metadata.get("training"), dict):
        done.metadata["training"]["partitioner"] = partition.metadata()
    traced = done.lowered.forward.decomposed.traced
    kernel = ExportedKernel(
        source=done.cleaned.source,
        metadata=done.metadata,
        dynamic_shape_names=traced.dynamic_shape_names,
        tensor_arg_count=len(traced.input_names),
        weights=done.weights,
        module_name=module_name,
        # Both of Inductor's output modules, for reference (generated/inductor_output.py.txt).
        raw_source=done.lowered.forward.raw_source
        + "\n\n# ---- Inductor's output module for the backward graph ----\n\n"
        + done.lowered.backward.raw_source,
        training_graphs=done.graphs,
    )
    return done.lowered.forward, done.cleaned, kernel
