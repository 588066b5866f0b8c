"""Metadata of a training step for the IDE's tests, from torch's own AOTAutograd.

Until the engine's `export --train` lands everywhere, the IDE's training panes are tested on
what AOTAutograd really does to a model: its joint graph split by Inductor's partitioner
(min-cut rematerialization, Inductor's decompositions), each graph lowered by the engine's
Inductor adapter for the kernels' nodes. Written in the metadata's training schema
(docs/metadata.md, "Training"):

    .venv/bin/python tests/ui/training_fixture.py MODEL.py OUT.json

writes OUT.json and OUT.py (Inductor's output modules of both graphs, for the code pane).
"""

from __future__ import annotations

import importlib.util
import json
import sys
from typing import Any

import torch
from torch._functorch.aot_autograd import aot_module
from torch._functorch.partitioners import min_cut_rematerialization_partition
from torch._inductor.decomposition import select_decomp_table

from kernel_studio.inductor.lowering import LowerSettings, lower_graph


def _module_path(node: torch.fx.Node) -> tuple[str, str]:
    stack = node.meta.get("nn_module_stack") or node.meta.get("fwd_nn_module_stack") or {}
    if not stack:
        return "", ""
    path, cls = list(stack.values())[-1]
    path = path.replace("L['self'].", "").replace("L__self___", "")
    cls = cls if isinstance(cls, str) else f"{cls.__module__}.{cls.__qualname__}"
    return ("" if path == "L['self']" else path), cls


def _outputs(node: torch.fx.Node) -> list[dict[str, Any]]:
    val = node.meta.get("val")
    vals = val if isinstance(val, (list, tuple)) else [val]
    out = []
    for v in vals:
        if isinstance(v, torch.Tensor):
            out.append({"shape": [int(s) for s in v.shape], "dtype": str(v.dtype)[6:]})
        elif v is not None:
            out.append({"value": v if isinstance(v, (int, float, bool)) else str(v)})
    return out


def _args(node: torch.fx.Node) -> list[str]:
    names: list[str] = []
    torch.fx.map_arg((node.args, node.kwargs), lambda n: names.append(n.name) or n)
    return names


def _nodes(gm: torch.fx.GraphModule) -> list[dict[str, Any]]:
    nodes = []
    for n in gm.graph.nodes:
        path, cls = _module_path(n) if n.op == "call_function" else ("", "")
        nodes.append(
            {
                "name": n.name,
                "op": n.op,
                "target": str(n.target),
                "inputs": _args(n),
                "outputs": _outputs(n) if n.op != "output" else [],
                "modulePath": path,
                "moduleType": cls,
            }
        )
    return nodes


def _kernels(
    gm: torch.fx.GraphModule,
    inputs: list[Any],
    graph: str,
    suffix: str,
    taken: set[str],
    sources: list[str],
) -> list[dict[str, Any]]:
    """The kernels Inductor makes of `gm`, each with the graph nodes it computes; its output
    module's source goes to `sources`."""
    raw = lower_graph(gm, inputs, LowerSettings(), None, compile_kernels=False)
    sources.append(f"# ---- Inductor's output module of the {graph} graph ----\n{raw.source}")
    names = {n.name for n in gm.graph.nodes}
    kernels = []
    for key, posts in raw.provenance.kernel_to_post.items():
        fused: list[str] = []
        for post in posts:
            for pre in raw.provenance.post_to_pre.get(post, [post]):
                if pre in names and pre not in fused:
                    fused.append(pre)
        if not fused:
            continue
        raw_name = key.split(":")[0]
        kind = "extern" if raw_name.startswith("extern_") or "." in raw_name else "cpp"
        base = raw_name.split(".")[-1] + suffix
        name, n = base, 1
        while name in taken:
            name, n = f"{base}_{n}", n + 1
        taken.add(name)
        kernels.append(
            {"name": name, "rawName": raw_name, "kind": kind, "graph": graph,
             "nodes": fused, "launches": []}
        )
    return kernels


class _Interpreted(torch.nn.Module):
    """Runs an exported module node by node, so that the trace AOTAutograd makes of it keeps
    each node's nn.Module path (preserve_node_meta)."""

    def __init__(self, gm: torch.fx.GraphModule) -> None:
        super().__init__()
        self.gm = gm

    def forward(self, *args: Any) -> Any:
        out = torch.fx.Interpreter(self.gm).run(*args)
        return out[0] if isinstance(out, (list, tuple)) and len(out) == 1 else out


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    spec = importlib.util.spec_from_file_location("model", sys.argv[1])
    assert spec and spec.loader
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    torch.manual_seed(0)
    model = mod.Model(*mod.get_init_inputs())
    args = mod.get_inputs()

    captured: dict[str, tuple[torch.fx.GraphModule, list[Any]]] = {}

    def compiler(key: str):
        def compile_graph(gm: torch.fx.GraphModule, inputs: list[Any]) -> Any:
            captured[key] = (gm, list(inputs))
            return gm

        return compile_graph

    # Through torch.export first, as the engine does: the nodes keep their nn.Module paths.
    exported = _Interpreted(torch.export.export(model, tuple(args)).module())
    compiled = aot_module(
        exported,
        fw_compiler=compiler("fw"),
        bw_compiler=compiler("bw"),
        partition_fn=min_cut_rematerialization_partition,
        decompositions=select_decomp_table(),
    )
    with torch.fx.traceback.preserve_node_meta():
        compiled(*args).sum().backward()
    fw_gm, fw_inputs = captured["fw"]
    bw_gm, bw_inputs = captured["bw"]

    fw_nodes = _nodes(fw_gm)
    bw_nodes = _nodes(bw_gm)
    # A backward node derives from the forward op with its seq_nr.
    by_seq: dict[int, str] = {}
    for n in fw_gm.graph.nodes:
        if n.op == "call_function" and "seq_nr" in n.meta:
            by_seq.setdefault(n.meta["seq_nr"], n.name)
    fw_names = {n.name for n in fw_gm.graph.nodes}
    for n, entry in zip(bw_gm.graph.nodes, bw_nodes):
        entry["forwardNode"] = by_seq.get(n.meta.get("seq_nr", -1)) if n.op == "call_function" else None
        if n.op == "placeholder" and n.name in fw_names:
            entry["forwardNode"] = n.name

    params = {k.removeprefix("gm."): v for k, v in exported.named_parameters()}
    primals = [n.name for n in fw_gm.graph.nodes if n.op == "placeholder"]
    fw_out = list(fw_gm.graph.output_node().args[0])
    saved_names = [n.name for n in bw_gm.graph.nodes if n.op == "placeholder" and not n.name.startswith("tangents")]
    num_user = len(fw_out) - len(saved_names)
    saved = []
    for out, name in zip(fw_out[num_user:], saved_names):
        val = out.meta.get("val")
        if not isinstance(val, torch.Tensor):
            continue
        index = primals.index(out.name) if out.name in primals else -1
        kind = "activation" if index < 0 else ("parameter" if index < len(params) else "input")
        saved.append(
            {"name": name, "forwardNode": out.name, "shape": [int(s) for s in val.shape],
             "stride": [int(s) for s in val.stride()], "dtype": str(val.dtype)[6:],
             "bytes": val.numel() * val.element_size(), "kind": kind}
        )
    recomputed = sorted(
        {n.name for n in bw_gm.graph.nodes if n.op == "call_function" and n.meta.get("recompute") is not None}
        | {n.name for n in bw_gm.graph.nodes if n.op == "call_function" and n.name in fw_names}
    )
    taken: set[str] = set()
    sources: list[str] = []
    kernels = _kernels(fw_gm, fw_inputs, "forward", "", taken, sources) + _kernels(
        bw_gm, bw_inputs, "backward", "_bw", taken, sources
    )
    metadata = {
        "schema": "kernel-studio/metadata",
        "version": 1,
        "mode": "train",
        "model": {"name": type(model).__name__},
        "device": "cpu",
        # AOTAutograd's placeholders: the parameters (primals_1...), then the inputs.
        "signature": {
            "inputs": [{"name": p} for p in primals[len(params) :]],
            "state": [
                {"name": k.replace(".", "_"), "kind": "parameter", "target": k} for k in params
            ],
            "requiresGrad": [],
        },
        "nodes": fw_nodes,
        "backwardNodes": bw_nodes,
        "kernels": kernels,
        "training": {
            "savedActivations": saved,
            "savedBytes": sum(s["bytes"] for s in saved if s["kind"] == "activation"),
            "recomputed": recomputed,
            "partitioner": {"activationMemoryBudget": 1.0, "policy": {}},
            "gradients": [{"name": k, "kind": "parameter"} for k in params],
            "loss": "sum of outputs",
        },
    }
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(metadata, f, indent=1)
        f.write("\n")
    # The code pane's text: Inductor's two modules as they are (no clean stage here).
    with open(sys.argv[2].removesuffix(".json") + ".py", "w", encoding="utf-8") as f:
        f.write("\n".join(sources))
    print(f"{sys.argv[2]}: {len(fw_nodes)} forward nodes, {len(bw_nodes)} backward nodes, "
          f"{len(kernels)} kernels, {len(saved)} saved, {len(recomputed)} recomputed")


if __name__ == "__main__":
    main()
