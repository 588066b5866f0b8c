"""The import pipeline: a precompile artifact and the model it was captured from -> the
clean module of the artifact's kernels, with the metadata of the re-exported graph.
trace -> decompose as an export; the artifact's Inductor module in place of lower; clean
and describe as an export."""

from __future__ import annotations

import dataclasses
import linecache
import os
from collections.abc import Callable
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
    loss: Callable[..., Any] | None = None,
    loss_text: str = "the sum of the outputs",
    step_graph: list[str] | None = None,
) -> ExportedKernel:
    """The clean module of `artifact`'s kernels, described on `model` exported again at the
    artifact's input shapes. A training step's (`artifact.step`): its one
    `call(<parameters>, <inputs>)` -> fn's result and the gradients, with `Module` and
    `step` (pipeline/artifact/step.py), its kernels split into forward and backward on the
    step traced again with `loss` (default: the sum of the outputs), whose graph (as text)
    is appended to `step_graph` when given. Raises ExportError."""
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
    graph_of: dict[str, str] = {}
    captured: torch.fx.GraphModule | None = None
    if artifact.step:
        _progress(progress, "lower", "tracing the step again for its forward and backward", 0.6)
        lowered, graph_of, text, captured = _step_lowered(lowered, model, inputs, loss, model_file)
        if text is not None and step_graph is not None:
            step_graph.append(text)
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
    if artifact.step:
        assert spec.inputs is not None
        # The step takes the parameters and buffers as arguments: step() passes a Module's.
        spec.inputs = [dataclasses.replace(i, kind="user") for i in spec.inputs]
        spec.single_output = False
        users = ", ".join(gi.name for gi in lowered.graph_inputs if gi.kind == "user")
        header = [
            line.replace(
                "its Inductor kernels and call.",
                "its Inductor kernels and call, a"
                " whole training step (forward, loss and backward in one graph).",
            )
            for line in header
            if not line.startswith("Use: ")
        ]
        header.insert(
            1,
            f"Use: step(Module(), {users}) runs the captured training step and adds each"
            f" parameter's gradient to its .grad, as .backward() does ({len(artifact.grad_names)}"
            f" gradients: {', '.join(artifact.grad_names)}); it returns what the captured fn"
            " returned. The loss is the artifact's own; verify checks it against"
            f" {loss_text}.",
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
    if artifact.step:
        cleaned = _as_step(cleaned, lowered, artifact, loss_text)
    _progress(progress, "describe", "writing metadata", 0.9)
    metadata = describe(lowered, cleaned)
    if artifact.step:
        _describe_step(metadata, graph_of, artifact, loss_text)
        if captured is not None:
            from kernel_studio.pipeline.artifact.step import _launch_nodes
            from kernel_studio.pipeline.artifact.step_graph import describe_step_graphs

            describe_step_graphs(
                metadata,
                captured.graph,
                lowered.decomposed.program.graph,
                lowered.graph_inputs,
                _launch_nodes(lowered.raw_source, captured.graph),
                {k.name: list(k.launch_keys) for k in cleaned.kernels},
                loss_text,
                artifact.grad_names,
            )
    return ExportedKernel(
        source=cleaned.source,
        metadata=metadata,
        dynamic_shape_names=traced.dynamic_shape_names,
        tensor_arg_count=len(traced.input_names),
        weights=state_tensors(decomposed, snapshot_written=True),
        module_name=module_name,
        raw_source=lowered.raw_source,
    )


def _sum_of_outputs(model: Any, *inputs: Any) -> torch.Tensor:
    """verify's default loss, traced as a user writes it (`model(x).sum()`: no `0 +`)."""
    out = model(*inputs)
    leaves = list(out) if isinstance(out, tuple | list) else [out]
    sums = [o.float().sum() for o in leaves if isinstance(o, torch.Tensor)]
    total = sums[0]
    for more in sums[1:]:
        total = total + more
    return total


def _step_lowered(
    lowered: Any,
    model: torch.nn.Module,
    inputs: list[Any],
    loss: Callable[..., Any] | None,
    model_file: str,
) -> tuple[Any, dict[str, str], str | None, torch.fx.GraphModule | None]:
    """`lowered` with its provenance made from the captured step's graph, each launch key's
    graph (forward/backward; empty when the step could not be traced again), that graph
    as text, and the graph (None when the step could not be traced again)."""
    from kernel_studio.pipeline.artifact.step import captured_graph, graph_text, step_provenance

    try:
        captured = captured_graph(model, inputs, loss or _sum_of_outputs)
    except Exception:  # noqa: BLE001 - the user's model and loss: the kernels stay unsplit
        return lowered, {}, None, None
    provenance, graph_of = step_provenance(
        lowered.raw_source, captured.graph, lowered.decomposed.program.graph
    )
    names = [str(gi.target) if gi.kind != "user" else gi.name for gi in lowered.graph_inputs]
    text = graph_text(captured, names, os.path.basename(model_file))
    return dataclasses.replace(lowered, provenance=provenance), graph_of, text, captured


def _as_step(cleaned: Any, lowered: Any, artifact: Artifact, loss_text: str) -> Any:
    """The clean module of a training step: `call` (taking the parameters as arguments),
    then Module and step."""
    import re

    from kernel_studio.pipeline.artifact.step import step_footer
    from kernel_studio.pipeline.clean import runtime as clean_runtime
    from kernel_studio.pipeline.clean.format import format_source

    source = cleaned.source
    inputs = [(gi.name, gi.kind, gi.target) for gi in lowered.graph_inputs]
    extra = ""
    if "def load_weights(" not in source:
        extra = clean_runtime.WEIGHTS
        if not re.search(r"^import os$", source, re.M):
            source = re.sub(
                r"^import torch$", "import os\nimport torch", source, count=1, flags=re.M
            )
    footer = step_footer(inputs, artifact.grad_names, artifact.results, loss_text)
    return dataclasses.replace(cleaned, source=format_source(source + "\n\n" + extra + footer))


def _describe_step(
    metadata: dict[str, Any],
    graph_of: dict[str, str],
    artifact: Artifact,
    loss_text: str,
) -> None:
    """metadata.json of an imported step: `mode` "step", each kernel's `graph` where the
    step was traced again, and `step` (docs/metadata.md)."""
    metadata["mode"] = "step"
    by_raw: dict[str, str] = {}
    for key, graph in graph_of.items():
        raw = key.rsplit(":", 1)[0]
        # A kernel launched in both graphs counts as the backward's.
        if by_raw.get(raw) != "backward":
            by_raw[raw] = graph
    for k in metadata.get("kernels") or []:
        raw = k.get("rawName") or ""
        side = graph_of.get(raw) or by_raw.get(raw) or by_raw.get(k["name"])
        if side is not None:
            k["graph"] = side
    metadata["step"] = {
        "gradients": artifact.grad_names,
        "results": artifact.results,
        "loss": loss_text,
        "graphSplit": bool(graph_of),
    }
