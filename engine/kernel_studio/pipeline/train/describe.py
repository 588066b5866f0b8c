"""Stage 5 of a training export, describe: metadata.json of a training module. As an
inference module's (describe/describe.py) over AOTAutograd's forward graph (`nodes`), plus
`mode`, `backwardNodes` (each with the forward node it derives from), `kernels[].graph`,
`fusionGroups[].graph`, `signature.requiresGrad` and `training` (docs/metadata.md)."""

from __future__ import annotations

from typing import Any

from kernel_studio.pipeline.clean.spec import Cleaned
from kernel_studio.pipeline.describe.describe import _Symbols, describe, graph_nodes
from kernel_studio.pipeline.describe.training import (
    describe_training,
    forward_node_of,
    moved_node_origin,
)
from kernel_studio.pipeline.train.lower import TrainingLowered


def training_summary(lowered: TrainingLowered, loss: str) -> dict[str, Any]:
    """The `training` object (pipeline/describe/training.py's describe_training)."""
    raw = lowered.raw
    graph_inputs = lowered.forward.graph_inputs
    return describe_training(
        raw.forward_graph,
        raw.backward_graph,
        num_user_outputs=lowered.num_outputs,
        fw_metadata=raw.fw_metadata,
        # The model's names: state-dict keys of parameters and buffers, input names.
        input_names=[
            gi.placeholder if gi.kind == "user" else str(gi.target) for gi in graph_inputs
        ],
        input_kinds=[
            {"user": "input", "constant": "buffer"}.get(gi.kind, gi.kind) for gi in graph_inputs
        ],
        loss=loss,
    )


def inherit_module(node: dict[str, Any], forward: dict[str, Any] | None) -> None:
    """A node of the backward that AOTAutograd left without a module (most of them: only some
    backward ops carry the forward's nn_module_stack; and the backward ops the partitioner
    moved into the forward) belongs to the module of the forward op it derives from: the
    graph pane groups and folds the backward by module as the forward, which a 24-layer
    GPT-2's 2,600 backward nodes need to be laid out at all."""
    if node["modulePath"] is None and forward is not None and forward["modulePath"]:
        node["modulePath"] = forward["modulePath"]
        node["moduleType"] = forward["moduleType"]


def common_module(paths: list[str]) -> str:
    """The deepest module holding every one of `paths` ("" when only the model does)."""
    parts = [p.split(".") for p in paths]
    common: list[str] = []
    for level in zip(*parts, strict=False):
        if any(p != level[0] for p in level):
            break
        common.append(level[0])
    return ".".join(common)


def inherit_from_neighbours(nodes: list[dict[str, Any]], forward: list[dict[str, Any]]) -> None:
    """A backward op still without a module after `inherit_module` (derived from no forward
    op: the adds autograd makes to accumulate a value's gradients, a 24-layer GPT-2's 96
    residual-stream adds) belongs to the deepest module holding its inputs and its users,
    counting those with a module of their own: a residual add's gradient sits in its block (or
    between two blocks), a GELU's sum of partial derivatives in the GELU. Left at the root,
    each drew edges from its block to the backward's top level and back, and the backward
    could not be folded by block."""
    by_name = {n["name"]: n for n in nodes}
    users: dict[str, list[str]] = {}
    for node in nodes:
        for i in node["inputs"]:
            users.setdefault(i, []).append(node["name"])
    type_of = {n["modulePath"]: n["moduleType"] for n in forward + nodes if n["modulePath"]}
    given: dict[str, str] = {}
    for node in nodes:
        if node["op"] != "call_function" or node["modulePath"] is not None:
            continue
        paths = [
            by_name[other]["modulePath"]
            for other in [*node["inputs"], *users.get(node["name"], [])]
            if other in by_name
            and by_name[other]["op"] == "call_function"
            and by_name[other]["modulePath"]
        ]
        path = common_module(paths) if paths else ""
        if path:
            given[node["name"]] = path
    for name, path in given.items():
        by_name[name]["modulePath"] = path
        by_name[name]["moduleType"] = type_of.get(path)


def describe_step(
    lowered: TrainingLowered, cleaned: Cleaned, backward_kernels: list[str], loss: str
) -> dict[str, Any]:
    """metadata.json of the joined training module `cleaned` (`backward_kernels`: the names
    of its backward kernels)."""
    fw, bw = lowered.forward, lowered.backward
    meta = describe(fw, cleaned)
    traced = fw.decomposed.traced
    sym = _Symbols({d.symbol: d.name for d in traced.dynamic_dims})
    written = len(meta["signature"]["writes"])
    signature = meta["signature"]
    signature["outputs"] = signature["outputs"][: lowered.num_outputs - written]
    signature["singleOutput"] = lowered.single_output
    inputs = fw.graph_inputs
    signature["requiresGrad"] = [
        inputs[i].placeholder for i in lowered.requires_grad if inputs[i].kind == "user"
    ]
    backward = set(backward_kernels)
    for k in meta["kernels"]:
        k["graph"] = "backward" if k["name"] in backward else "forward"
    graph_of = {k["name"]: k["graph"] for k in meta["kernels"]}
    for group in meta["fusionGroups"]:
        group["graph"] = graph_of.get(group["kernel"], "forward")
    node_to_kernels: dict[str, list[str]] = {}
    for k in meta["kernels"]:
        if k["graph"] == "forward":
            for n in k["nodes"]:
                node_to_kernels.setdefault(n, []).append(k["name"])
    meta["nodeToKernels"] = dict(sorted(node_to_kernels.items()))
    origin = forward_node_of(lowered.raw.backward_graph, lowered.raw.forward_graph)
    backward_nodes = graph_nodes(bw, sym)
    by_name = {n["name"]: n for n in meta["nodes"]}
    for name, source in moved_node_origin(lowered.raw.forward_graph).items():
        if name in by_name:
            inherit_module(by_name[name], by_name.get(source))
    for node in backward_nodes:
        node["forwardNode"] = origin.get(node["name"])
        inherit_module(node, by_name.get(node["forwardNode"] or ""))
    inherit_from_neighbours(backward_nodes, meta["nodes"])
    meta["mode"] = "train"
    meta["backwardNodes"] = backward_nodes
    meta["training"] = training_summary(lowered, loss)
    return meta
