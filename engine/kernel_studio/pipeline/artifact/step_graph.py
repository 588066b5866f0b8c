"""An imported training step's two graphs, as a training export's metadata carries them
(docs/metadata.md, "Training"): the model's exported graph is the forward (`nodes`), the
captured step's backward (from the seed of `.backward()` on) becomes `backwardNodes`, the
backward kernels' `nodes` name it, and `training` says what crosses between them.

Upstream's artifact is lowered from one make_fx graph of the whole step; the step traced
again (step.captured_graph, with AOTAutograd's hooks, so that a backward node's `seq_nr`
is the one of the forward op it differentiates) has its node names. What maps where:
- a captured forward node -> the exported node it is (step.step_provenance's rule: the
  same name, or a library call's family rank); a node of no exported counterpart (a
  weight's transpose, the loss) -> the exported node its forward users (else its inputs)
  reach first;
- a backward node -> the forward op of its `seq_nr` (else the forward op its
  `<op>_backward` differentiates, else what its first input derives from);
- a forward node a backward kernel computes is recomputed; a forward value a backward node
  (or a recomputed one) reads is saved: in one graph lowered as one, it is what stays
  alive from the forward's kernels to the backward's.
Every kernel also gets `capturedNodes`: the captured graph's nodes it computes, by which
verify replays it (verify/replay_training.py, replay_step_op)."""

from __future__ import annotations

from typing import Any

import torch

from kernel_studio.pipeline.artifact.lowered import _FAMILIES, _family, _op
from kernel_studio.pipeline.artifact.step import backward_nodes
from kernel_studio.pipeline.describe.describe import _Symbols, _values
from kernel_studio.pipeline.describe.training import _base, saved_values
from kernel_studio.pipeline.lower.partition import partition_settings


def _calls(graph: torch.fx.Graph) -> list[torch.fx.Node]:
    return [n for n in graph.nodes if n.op == "call_function"]


def _args(node: torch.fx.Node) -> list[torch.fx.Node]:
    return list(node.all_input_nodes)


class StepMap:
    """The captured step's nodes and where each lands on the exported (forward) graph."""

    def __init__(
        self, captured: torch.fx.Graph, exported: torch.fx.Graph, placeholders: list[str]
    ) -> None:
        self.graph = captured
        self.backward = backward_nodes(captured)
        self.nodes = {n.name: n for n in captured.nodes}
        exported_calls = {n.name for n in _calls(exported)}
        ours: dict[str, list[str]] = {f: [] for f in _FAMILIES}
        for n in _calls(exported):
            if (f := _family(_op(n))) is not None:
                ours[f].append(n.name)
        forward = [n for n in _calls(captured) if n.name not in self.backward]
        ranked: dict[str, list[str]] = {}
        for n in forward:
            if (f := _family(_op(n))) is not None:
                ranked.setdefault(f, []).append(n.name)
        self.forward_of: dict[str, str | None] = {}
        inputs = [n for n in captured.nodes if n.op == "placeholder"]
        for i, n in enumerate(inputs):
            self.forward_of[n.name] = placeholders[i] if i < len(placeholders) else None
        for n in forward:
            family = _family(_op(n))
            if family is not None:
                at = ranked[family].index(n.name)
                mine = ours[family]
                self.forward_of[n.name] = mine[at] if at < len(mine) else None
            else:
                self.forward_of[n.name] = n.name if n.name in exported_calls else None
        # Nodes of no exported counterpart: the first one their forward users reach, else
        # their inputs (a weight's transpose -> the matmul reading it; the loss -> the
        # output it sums).
        for n in reversed(forward):
            if self.forward_of[n.name] is None:
                users = [u for u in n.users if u.name not in self.backward]
                self.forward_of[n.name] = next(
                    (self.forward_of[u.name] for u in users if self.forward_of.get(u.name)), None
                )
        for n in forward:
            if self.forward_of[n.name] is None:
                self.forward_of[n.name] = next(
                    (self.forward_of[a.name] for a in _args(n) if self.forward_of.get(a.name)),
                    None,
                )
        by_seq: dict[int, str] = {}
        by_op: dict[str, list[str]] = {}
        for n in forward:
            seq = n.meta.get("seq_nr")
            if isinstance(seq, int) and seq >= 0:
                by_seq[seq] = n.name  # the last node of the op: its result
            by_op.setdefault(_op(n), []).append(n.name)
        counts: dict[str, int] = {}
        for n in _calls(captured):
            if n.name not in self.backward:
                continue
            seq = n.meta.get("seq_nr")
            origin = by_seq.get(seq) if isinstance(seq, int) else None
            op = _op(n)
            if origin is None and op.endswith("_backward"):
                fw = by_op.get(op.removesuffix("_backward")) or []
                k = counts.get(op, 0)
                counts[op] = k + 1
                origin = fw[k] if k < len(fw) else None
            if origin is not None:
                self.forward_of[n.name] = self.forward_of.get(origin)
            else:
                self.forward_of[n.name] = next(
                    (self.forward_of[a.name] for a in _args(n) if self.forward_of.get(a.name)),
                    None,
                )


def describe_step_graphs(
    metadata: dict[str, Any],
    captured: torch.fx.Graph,
    exported: torch.fx.Graph,
    graph_inputs: list[Any],
    launch_nodes: dict[str, list[str]],
    kernel_keys: dict[str, list[str]],
    loss: str,
    gradients: list[str],
) -> None:
    """Adds the training members to an imported step's `metadata` (kernels already carry
    `graph`). `graph_inputs`: the step's inputs in the captured graph's placeholder order;
    `launch_nodes`: launch key -> the captured nodes it computes; `kernel_keys`: kernel
    name -> its launches' keys."""
    placeholders = [gi.placeholder for gi in graph_inputs]
    step = StepMap(captured, exported, placeholders)
    forward_nodes = {n["name"]: n for n in metadata.get("nodes") or []}
    sym = _Symbols({})  # an artifact is captured at static shapes
    backward_kernels = []
    for k in metadata.get("kernels") or []:
        per_launch = [launch_nodes.get(key) or [] for key in kernel_keys.get(k["name"], [])]
        k["capturedNodes"] = list(dict.fromkeys(n for nodes in per_launch for n in nodes))
        if k.get("graph") == "backward":
            backward_kernels.append(k)
            k["nodes"] = list(k["capturedNodes"])
            if "launchNodes" in k and len(per_launch) == len(k.get("launches") or []):
                k["launchNodes"] = per_launch
            else:
                k.pop("launchNodes", None)
    # Forward nodes a backward kernel computes again, in graph order.
    in_backward = {n for k in backward_kernels for n in k["nodes"]}
    recomputed = [
        n.name for n in _calls(captured) if n.name not in step.backward and n.name in in_backward
    ]
    shown = set(recomputed) | step.backward
    # The seed of .backward() reads the loss for its shape only: the backward's input,
    # as AOTAutograd's tangent is, not a value the forward keeps.
    seed = next((n for n in _calls(captured) if n.name in step.backward), None)
    loss_node = seed.args[0] if seed is not None and seed.args else None
    saved: list[str] = []
    for n in captured.nodes:
        if n.name in shown:
            for a in _args(n):
                if a.name not in shown and a.name not in saved and a is not loss_node:
                    saved.append(a.name)
    saved.sort(key=list(step.nodes).index)
    inputs = list(
        zip([n.name for n in captured.nodes if n.op == "placeholder"], graph_inputs, strict=False)
    )
    kinds = {p: "input" if gi.kind == "user" else gi.kind for p, gi in inputs}
    names = {p: gi.placeholder if gi.kind == "user" else str(gi.target) for p, gi in inputs}

    def entry(node: torch.fx.Node, op: str) -> dict[str, Any]:
        origin = step.forward_of.get(node.name)
        where = forward_nodes.get(origin or "") or {}
        return {
            "name": node.name,
            "op": op,
            "target": str(node.target) if op != "placeholder" else node.name,
            "inputs": [a.name for a in node.all_input_nodes] if op == "call_function" else [],
            "outputs": _values(node.meta.get("val"), sym),
            "modulePath": where.get("modulePath") or "",
            "moduleType": where.get("moduleType") or "",
            "source": where.get("source"),
            "forwardNode": origin,
        }

    # A saved view of a parameter or input (a weight's transpose) comes from it.
    for name in saved:
        base = _base(step.nodes[name])
        if base.op == "placeholder" and step.forward_of.get(base.name):
            step.forward_of[name] = step.forward_of[base.name]
    backward_graph = [entry(step.nodes[name], "placeholder") for name in saved]
    if isinstance(loss_node, torch.fx.Node) and loss_node.name not in shown:
        # Named "loss" (not the captured name, which the model's graph may have too): the
        # IDE draws it from the forward's output, as a tangent.
        tangent = "loss" if "loss" not in step.nodes else f"{loss_node.name}_loss"
        backward_graph.insert(
            0,
            {
                **entry(loss_node, "placeholder"),
                "name": tangent,
                "modulePath": "",
                "moduleType": "",
                "forwardNode": None,
            },
        )
    for n in captured.nodes:
        if n.op == "call_function" and n.name in shown:
            backward_graph.append(entry(n, "call_function"))
    if isinstance(loss_node, torch.fx.Node) and loss_node.name not in shown:
        for drawn in backward_graph:
            drawn["inputs"] = [tangent if i == loss_node.name else i for i in drawn["inputs"]]
    output = next((n for n in captured.nodes if n.op == "output"), None)
    if output is not None:
        grads = [a.name for a in output.all_input_nodes if a.name in shown]
        backward_graph.append(
            {
                "name": "output",
                "op": "output",
                "target": "output",
                "inputs": grads,
                "outputs": [],
                "modulePath": "",
                "moduleType": "",
                "source": None,
                "forwardNode": None,
            }
        )
    metadata["backwardNodes"] = backward_graph

    # An artifact is captured at static shapes: no saved sizes (`kept.sizes`) to show.
    kept = saved_values(
        [step.nodes[name] for name in saved],
        kind_of=kinds,
        input_of=names,
        forward_of=step.forward_of,
        render=sym,
    )
    node_to_kernels: dict[str, list[str]] = {}
    for k in metadata.get("kernels") or []:
        if k.get("graph") != "backward":
            for n in k.get("nodes") or []:
                node_to_kernels.setdefault(n, []).append(k["name"])
    metadata["nodeToKernels"] = dict(sorted(node_to_kernels.items()))
    graph_of = {k["name"]: k.get("graph", "forward") for k in metadata.get("kernels") or []}
    nodes_of = {k["name"]: k.get("nodes") or [] for k in metadata.get("kernels") or []}
    metadata["fusionGroups"] = [
        {"kernel": name, "nodes": nodes_of[name], "graph": graph_of[name]}
        for name in nodes_of
        if nodes_of[name]
    ]
    metadata["training"] = {
        "savedActivations": kept.activations,
        "savedBytes": kept.bytes,
        "recomputed": list(
            dict.fromkeys(m for n in recomputed if (m := step.forward_of.get(n)) is not None)
        ),
        "partitioner": partition_settings(None).metadata(),
        "gradients": [{"name": g, "kind": "parameter"} for g in gradients],
        "loss": loss,
    }
    metadata.setdefault("signature", {})["requiresGrad"] = []
