"""The training export's stages: trace -> decompose -> lower (AOTAutograd's forward and
backward, each through Inductor) -> clean (each) -> join into one module -> describe."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import torch

from kernel_studio.inductor import torch_series
from kernel_studio.pipeline.clean.clean import Cleaned, CleanSpec, CleanupError, clean
from kernel_studio.pipeline.decompose.decompose import DecompositionSpec, decompose
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.heap import refreeze_heap
from kernel_studio.pipeline.lower.lower import Lowered, state_tensors
from kernel_studio.pipeline.trace.trace import trace
from kernel_studio.pipeline.train.describe import describe_step
from kernel_studio.pipeline.train.graphs import SavedGraphs, save_graphs
from kernel_studio.pipeline.train.lower import TrainingLowered, lower_step
from kernel_studio.pipeline.train.module import StepInput, footer, join_modules

Progress = Callable[[str, str, float | None], None]
# pipeline/api.py's clean_spec(lowered, module_name, readbacks): the spec of a lowering.
SpecMaker = Callable[[Lowered, str, list[str]], CleanSpec]

# The precompile stage (pipeline/api.py's _precompile_step, cuda): started with the module's
# source, its weights, the example inputs and the exported program; returns the function that
# waits for it (`finish(True)`), or with False only cleans up after it.
Precompile = Callable[[str, dict[str, torch.Tensor], list[Any], Any], Callable[[bool], None]]

SUM_OF_OUTPUTS = "sum of outputs"


def grad_input_names(args: Sequence[Any], names: list[str]) -> list[str]:
    """The inputs (by the model's names) whose example tensors require grad."""
    return [
        n
        for n, a in zip(names, args, strict=False)
        if isinstance(a, torch.Tensor) and a.requires_grad
    ]


def _header(lowered: TrainingLowered, users: list[str], loss: str) -> list[str]:
    from kernel_studio import __version__

    fw = lowered.forward
    args = ", ".join(users)
    grads = [gi.name for i, gi in enumerate(fw.graph_inputs) if i in lowered.requires_grad]
    lines = [
        f"Exported by Kernel Studio {__version__} with torch {torch.__version__} for"
        f" {fw.device}, as a training step (forward and backward kernels).",
        f"Use: Module() (or module()) is the model as an nn.Module whose forward and backward"
        f" run the kernels below; torch.optim works on its parameters. call({args}) -> the"
        " model's output, for inference.",
        f"The loss the export was checked with: {loss}. Gradients: {', '.join(grads)}.",
    ]
    dims = fw.decomposed.traced.dynamic_dims
    if dims:
        lines.append(
            "Dynamic dims: "
            + ", ".join(f"{d.name} in [{d.min}, {'inf' if d.max is None else d.max}]" for d in dims)
            + "."
        )
    if fw.inductor:
        lines.append(
            "Inductor options (forward and backward): "
            + ", ".join(f"{k}={v}" for k, v in sorted(fw.inductor.items()))
            + "."
        )
    if fw.device == "cpu":
        lines.append(
            "C++ kernels build on first use (torch.utils.cpp_extension, cached)."
            " OpenMP runs them on the run time's thread count."
        )
    if any(gi.kind != "user" for gi in fw.graph_inputs):
        lines.append("Parameters and buffers load from <this file's name>.weights.pt next to it.")
    return lines


def _distinct_ids(ids: dict[str, str], taken: set[str]) -> dict[str, str]:
    """The backward's kernel ids, each one a forward kernel has (a backward kernel that only
    recomputes forward ops) numbered on as identity.unique_ids numbers repeats."""
    out = {}
    taken = set(taken)
    for raw, kid in ids.items():
        base, new, n = kid.split("-")[0], kid, 1
        while new in taken:
            n += 1
            new = f"{base}-{n}"
        taken.add(new)
        out[raw] = new
    return out


def _clean_both(
    lowered: TrainingLowered, module_name: str, loss: str, clean_spec: SpecMaker
) -> tuple[Cleaned, list[str]]:
    fw, bw = lowered.forward, lowered.backward
    fw_spec = clean_spec(fw, module_name, [])
    users = [gi.name for gi in fw.graph_inputs if gi.kind == "user"]
    # The forward takes parameters and buffers as arguments: the autograd.Function passes
    # the Module's own.
    assert fw_spec.inputs is not None
    fw_spec.inputs = [dataclasses.replace(i, kind="user") for i in fw_spec.inputs]
    fw_spec.header = _header(lowered, users, loss)
    bw_spec = clean_spec(bw, module_name, [])
    bw_spec.kernel_ids = _distinct_ids(bw_spec.kernel_ids, set(fw_spec.kernel_ids.values()))
    try:
        fw_clean = clean(fw.raw_source, fw_spec)
        bw_clean = clean(bw.raw_source, bw_spec)
    except (CleanupError, ValueError, SyntaxError) as exc:
        raise ExportError("cleanup", f"cleanup failed: {exc}") from exc
    inputs = [
        StepInput(gi.name, gi.kind, gi.target, i in lowered.requires_grad)
        for i, gi in enumerate(fw.graph_inputs)
    ]
    writes = len(fw_spec.writes)
    user_outputs = lowered.num_outputs - writes
    written = {w.output for w in fw_spec.writes}
    # Tangent positions among the outputs call_forward returns (written ones are not).
    returned = [i for i in range(lowered.num_outputs) if i not in written]
    tangents = [returned.index(i) for i in lowered.tangent_outputs if i in returned]
    text = footer(inputs, user_outputs, tangents, lowered.single_output, loss)
    if not any(i.kind != "user" for i in inputs):
        text = text.replace("load_weights() if weights is None else weights", "weights or {}")
    try:
        series = torch_series() if fw.device == "cpu" else None
        return join_modules(fw_clean, bw_clean, text, series)
    except (ValueError, SyntaxError) as exc:
        raise ExportError("cleanup", f"joining the forward and backward modules: {exc}") from exc


@dataclass
class TrainingExport:
    """A training export's result: the lowering, the joined module, its metadata, the
    model's state (by the module's names) and AOTAutograd's two graphs as the project keeps
    them (graphs.py)."""

    lowered: TrainingLowered
    cleaned: Cleaned
    metadata: dict[str, Any]
    weights: dict[str, torch.Tensor]
    graphs: SavedGraphs


def run_training(
    fn: torch.nn.Module,
    args: Sequence[Any],
    *,
    decompositions: DecompositionSpec = None,
    device: str = "cpu",
    strict: bool = False,
    module_name: str = "kernel",
    user_files: list[str] | None = None,
    progress: Progress | None = None,
    grad_inputs: list[str] | None = None,
    dynamic_shapes: Any = None,
    loss: str = SUM_OF_OUTPUTS,
    partition: Callable[[], Any] | None = None,
    inductor: dict[str, bool | int] | None = None,
    clean_spec: SpecMaker,
    frozen: bool = False,
    precompile: Precompile | None = None,
) -> TrainingExport:
    """Trace, decompose, lower as a training step, clean, join, (precompile,) describe.
    `grad_inputs`: the model's inputs that get a gradient (default: those whose example
    requires grad); `loss`: how the loss is formed, for the metadata and the module's
    header; `inductor`: the user's Inductor options (checked), for both graphs; `frozen`:
    the caller froze the heap (frozen again after lowering, pipeline/heap.py);
    `precompile`: the precompile stage, started on the joined module while this process
    describes it."""

    def say(stage: str, message: str, fraction: float) -> None:
        if progress is not None:
            progress(stage, message, fraction)

    say("trace", "torch.export", 0.0)
    plain = [a.detach() if isinstance(a, torch.Tensor) else a for a in args]
    traced = trace(
        fn,
        plain,
        dynamic_shapes=dynamic_shapes,
        strict=strict,
        device=device,
        user_files=user_files,
    )
    if grad_inputs is None:
        grad_inputs = grad_input_names(args, traced.input_names)
    say("decompose", "running decompositions", 0.2)
    decomposed = decompose(traced, decompositions)
    say("lower", "AOTAutograd (forward and backward) and Inductor code generation", 0.35)
    lowered = lower_step(
        decomposed,
        device,
        grad_inputs,
        steps=lambda message, f: say("lower", message, 0.35 + 0.35 * f),
        partition=partition,
        inductor=inductor,
    )
    # AOTAutograd's and Inductor's objects, alive until the end: no full collection of the
    # clean stage walks them either.
    refreeze_heap(frozen)
    say("clean", "rewriting into one standalone module", 0.8)
    cleaned, backward = _clean_both(lowered, module_name, loss, clean_spec)
    weights = state_tensors(decomposed, snapshot_written=True)
    # The worker compiles the kernels while this process describes the module.
    finish = (
        precompile(cleaned.source, weights, traced.example_inputs, decomposed.program)
        if precompile is not None
        else None
    )
    say("describe", "writing metadata", 0.95)
    try:
        metadata = describe_step(lowered, cleaned, backward, loss)
        # For verify's locate: the graphs the kernels came from, as they are.
        say("describe", "saving AOTAutograd's forward and backward graphs", 0.97)
        graphs = save_graphs(lowered.raw.forward_graph, lowered.raw.backward_graph)
    except BaseException:
        if finish is not None:
            finish(False)
        raise
    if finish is not None:
        finish(True)
    return TrainingExport(lowered, cleaned, metadata, weights, graphs)
