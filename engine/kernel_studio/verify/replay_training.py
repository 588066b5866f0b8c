"""Locating the faulty kernel of a training project: its kernels replayed against eager
values of AOTAutograd's graphs.

The sandbox loads the forward and backward graphs the export lowered, which it saved in the
project (generated/graphs/, pipeline/train/graphs.py: the node names of the metadata's
`nodes` and `backwardNodes`); for a project whose graphs cannot be used (exported before
they were saved, of another generation, changed, an untrusted folder) it makes them again
(trace, decompose, AOTAutograd and Inductor's partition: pipeline/train) and says why. It
runs them eagerly on the failing trial's inputs (the forward graph on the module's
parameters and the inputs; the backward graph on the forward's saved values and the
gradients of the loss with respect to the outputs), then runs the working and the pristine
module's `call_forward` and `call_backward` on the same eager values with every launch's
buffers captured, and compares each buffer with the eager value of the node it holds
(locate.py's `locate`): the first launch that diverges is located, a forward kernel's
against the forward graph, a backward kernel's against the backward graph."""

from __future__ import annotations

import copy
import os
from typing import Any

import torch

from kernel_studio.pipeline.train.graphs import GraphsUnavailable, load_graphs
from kernel_studio.sandbox.session import Session
from kernel_studio.verify.locate import launch_nodes, locate

SAVED_STAGE = "the forward and backward graphs the export saved"
LOWERED_STAGE = "locate: AOTAutograd's forward and backward graphs made again"


def _graphs(
    session: Session, trial: int, lower: bool = True
) -> tuple[Any, GraphsUnavailable | None]:
    """((forward graph module, backward graph module), why they were made again or None),
    loaded or made once per sandbox generation. Without `lower`, graphs the export did not
    save (or that cannot be loaded) are not made again: (None, why)."""
    cached = getattr(session, "training_graphs", None)
    key = id(session.metadata)
    if cached is not None and cached[0] == key:
        return cached[1], cached[2]
    req = session.open_req
    generated = os.path.join(str(req.get("project") or ""), "generated")
    why: GraphsUnavailable | None = None
    try:
        with session.stage(trial, SAVED_STAGE):
            graphs = load_graphs(
                generated, req.get("generation"), session.metadata, bool(req.get("trusted"))
            )
    except GraphsUnavailable as exc:
        if not lower:
            return None, exc
        why = exc
        with session.stage(trial, f"{LOWERED_STAGE} (trace, decompose, lower): {why}"):
            graphs = _lowered_graphs(session)
    session.training_graphs = (key, graphs, why)  # type: ignore[attr-defined]
    return graphs, why


def _lowered_graphs(session: Session) -> tuple[Any, Any]:
    """The forward and backward graphs made again as the export made them: the model traced,
    decomposed and lowered as a training step (Inductor's whole lowering of both graphs)."""
    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.trace.trace import trace
    from kernel_studio.pipeline.train.lower import lower_step

    decompositions = session.decompositions
    if isinstance(decompositions, dict) and set(decompositions) == {"file"}:
        from kernel_studio.decompositions import load_decompositions_file

        decompositions = load_decompositions_file(str(decompositions["file"]))
    elif isinstance(decompositions, dict) and "custom" in decompositions:
        decompositions = {k: v for k, v in decompositions.items() if k != "custom"}
    model = copy.deepcopy(session.model)
    examples = [
        x.detach() if isinstance(x, torch.Tensor) else x
        for x in session.inputs_for({"kind": "example"})
    ]
    traced = trace(model, examples, strict=session.strict, device=session.device)
    decomposed = decompose(traced, decompositions)
    grad_inputs = list(session.metadata.get("signature", {}).get("requiresGrad") or [])
    lowered = lower_step(decomposed, session.device, grad_inputs)
    return lowered.raw.forward_graph, lowered.raw.backward_graph


def _run_graph(gm: Any, args: list[Any]) -> tuple[dict[str, Any], list[Any]]:
    """Every node's value and the outputs when `gm` runs eagerly on `args`."""
    values: dict[str, Any] = {}

    class Recorder(torch.fx.Interpreter):
        def run_node(self, n: torch.fx.Node) -> Any:
            result = super().run_node(n)
            if n.op == "call_function":
                values[n.name] = result
            return result

    with torch.no_grad():
        outputs = Recorder(gm).run(*args)
    return values, list(outputs)


def _tangents(
    session: Session, outputs: list[Any], tangents: list[int], inputs: list[Any]
) -> list[Any]:
    """The gradients of the loss with respect to the outputs in `tangents` (the loss of the
    model file's loss(), which calls the model: here a stand-in returning `outputs`)."""
    leaves = [o.detach().requires_grad_(o.is_floating_point()) for o in outputs]
    single = bool(session.metadata.get("signature", {}).get("singleOutput"))

    class Outputs(torch.nn.Module):
        def forward(self, *args: Any) -> Any:
            return leaves[0] if single else tuple(leaves)

    loss_fn = getattr(session, "loss", None)
    with torch.enable_grad():
        if loss_fn is not None:
            loss = loss_fn(Outputs(), *inputs)
        else:
            loss = sum(o.float().sum() for o in leaves if o.is_floating_point())
        wanted = [leaves[i] for i in tangents]
        grads = torch.autograd.grad(loss, wanted, allow_unused=True)
    return [torch.zeros_like(w) if g is None else g for g, w in zip(grads, wanted, strict=True)]


def _capture(session: Session, which: str, function: str, args: list[Any], trial: int) -> list[Any]:
    """The launches of the `which` module's `function` on `args`, with their buffers."""
    loaded = session.modules[which]
    module = loaded.module
    call = module.__dict__["call"]
    module.__dict__["call"] = module.__dict__[function]
    session.hooks.capture = True
    try:
        stage = f"locate: the {which} module's {function}"
        with session.stage(trial, stage):
            session.run_module(
                which, [a.clone() if isinstance(a, torch.Tensor) else a for a in args], trial, stage
            )
        return list(session.hooks.records)
    finally:
        module.__dict__["call"] = call
        session.hooks.capture = False
        session.hooks.records = []


def replay_training_op(session: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `replayTraining` operation: the failing trial's forward and backward kernels
    replayed against the eager graphs' node values; the first diverging launch located."""
    trial = int(req["trial"])
    recipe = session.recipes[trial]
    meta = session.metadata
    (forward, backward), why = _graphs(session, trial)
    working = session.modules["working"].module
    weights = working.load_weights()
    inputs = [x.detach() if isinstance(x, torch.Tensor) else x for x in session.inputs_for(recipe)]
    users = iter(inputs)
    args = [
        next(users) if kind == "user" else weights[name].detach().clone()
        for name, kind, _, _ in working._INPUTS
    ]
    writes = len(meta.get("signature", {}).get("writes") or [])
    user_outputs = int(working._USER_OUTPUTS)
    with session.stage(trial, "locate: the forward graph's values"):
        fw_values, fw_out = _run_graph(
            forward, [a.clone() if isinstance(a, torch.Tensor) else a for a in args]
        )
    outputs = fw_out[writes : writes + user_outputs]
    saved = fw_out[writes + user_outputs :]
    # call_backward's order (AOTAutograd's): the saved sizes (dynamic dims), then the tensors.
    saved = [s for s in saved if not isinstance(s, torch.Tensor)] + [
        s for s in saved if isinstance(s, torch.Tensor)
    ]
    tangents = _tangents(session, outputs, list(working._TANGENTS), inputs)
    with session.stage(trial, "locate: the backward graph's values"):
        bw_values, _ = _run_graph(backward, [*saved, *tangents])
    per_launch = launch_nodes(meta)
    kernels = meta.get("kernels") or []
    result: dict[str, Any] = {"located": None, "launches": [], "tainted": [], "notes": []}
    if why is not None:
        result["notes"].append(
            "locate made AOTAutograd's forward and backward graphs again (trace, decompose,"
            f" Inductor's lowering of both: minutes on a big model) because {why}"
            + ("; export again (Regenerate) to keep them in the project" if why.regenerate else "")
        )
    for graph, function, values, call_args in (
        ("forward", "call_forward", fw_values, args),
        ("backward", "call_backward", bw_values, [*saved, *tangents]),
    ):
        nodes = {k["name"]: k.get("nodes") or [] for k in kernels if k.get("graph") == graph}
        records = {
            w: _capture(session, w, function, call_args, trial) for w in ("working", "pristine")
        }
        with session.stage(trial, f"locate: comparison ({graph})"):
            found = locate(
                records["working"], records["pristine"], values, nodes, session.settings, per_launch
            )
        offset = len(result["launches"])  # the backward's launches run after the forward's
        for entry in found["launches"]:
            entry["order"] += offset
            for slot in entry["buffers"]:
                slot.pop("_tensors", None)
        result["launches"] += found["launches"]
        result["tainted"] += found.get("tainted") or []
        if found["located"] is not None:
            result["located"] = found["located"]
            break
    return result


# --- an imported training step (mode "step": pipeline/artifact/) ---------------------------
def _step_graph(session: Session) -> Any:
    """The step traced again as upstream captured it (pipeline/artifact/step.py; the node
    names of the metadata's `capturedNodes`), made once per sandbox generation."""
    cached = getattr(session, "step_graph", None)
    key = id(session.metadata)
    if cached is not None and cached[0] == key:
        return cached[1]
    from kernel_studio.pipeline.artifact.run import _sum_of_outputs
    from kernel_studio.pipeline.artifact.step import captured_graph

    examples = [
        x.detach() if isinstance(x, torch.Tensor) else x
        for x in session.inputs_for({"kind": "example"})
    ]
    loss = getattr(session, "loss", None) or _sum_of_outputs
    gm = captured_graph(session.model, examples, loss)
    session.step_graph = (key, gm)  # type: ignore[attr-defined]
    return gm


def replay_step_op(session: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `replayStep` operation: an imported step's kernels (its one `call`, forward and
    backward) replayed against the values of the captured step's graph run eagerly on the
    failing trial's inputs and the module's parameters; the first diverging launch located
    (a kernel's buffers matched among its `capturedNodes`)."""
    trial = int(req["trial"])
    recipe = session.recipes[trial]
    meta = session.metadata
    with session.stage(trial, "locate: the captured step's graph"):
        gm = _step_graph(session)
    working = session.modules["working"].module
    weights = working.load_weights()
    users = iter(
        x.detach() if isinstance(x, torch.Tensor) else x for x in session.inputs_for(recipe)
    )
    args = [
        next(users) if kind == "user" else weights[name].detach().clone()
        for name, kind, _ in working._INPUTS
    ]
    with session.stage(trial, "locate: the captured step's values"):
        values, _ = _run_graph(gm, [a.clone() if isinstance(a, torch.Tensor) else a for a in args])
    nodes = {k["name"]: k.get("capturedNodes") or [] for k in meta.get("kernels") or []}
    records = {w: _capture(session, w, "call", args, trial) for w in ("working", "pristine")}
    with session.stage(trial, "locate: comparison (forward and backward)"):
        found = locate(records["working"], records["pristine"], values, nodes, session.settings)
    for entry in found["launches"]:
        for slot in entry["buffers"]:
            slot.pop("_tensors", None)
    return found
