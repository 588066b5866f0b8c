"""Stage 5, describe: the metadata document (docs/metadata.md) the IDE draws from: graph
nodes, signature, dynamic dims, kernels with their line ranges in the clean source and the
nodes they fuse, fusion groups and versions."""

from __future__ import annotations

import os
import platform
import re
from typing import Any

import torch

from kernel_studio.module_text.module_map import map_module
from kernel_studio.pipeline.clean.clean import Cleaned, KernelInfo
from kernel_studio.pipeline.describe.sources import module_path
from kernel_studio.pipeline.errors import user_frame
from kernel_studio.pipeline.lower.lower import GraphInput, Lowered, state_writes

SCHEMA = "kernel-studio/metadata"
VERSION = 1


def _versions() -> dict[str, Any]:
    from kernel_studio import __version__

    try:
        import triton

        triton_version = triton.__version__
    except ImportError:
        triton_version = None
    return {
        "engine": __version__,
        "torch": torch.__version__,
        "triton": triton_version,
        "python": platform.python_version(),
    }


class _Symbols:
    def __init__(self, names: dict[str, str]) -> None:
        self.names = names
        self.pattern = (
            re.compile(
                r"\b(" + "|".join(map(re.escape, sorted(names, key=len, reverse=True))) + r")\b"
            )
            if names
            else None
        )

    def __call__(self, value: Any) -> int | str:
        if isinstance(value, torch.SymInt):
            value = value.node.expr
        if isinstance(value, int):
            return value
        if getattr(value, "is_number", False):
            return int(value)
        text = str(value)
        return self.pattern.sub(lambda m: self.names[m.group(1)], text) if self.pattern else text


def _tensor(value: Any, sym: _Symbols) -> dict[str, Any] | None:
    if isinstance(value, torch.Tensor):
        return {
            "shape": [sym(s) for s in value.shape],
            "stride": [sym(s) for s in value.stride()],
            "dtype": str(value.dtype).removeprefix("torch."),
            "device": value.device.type,
        }
    if isinstance(value, int | float | bool) or value is None:
        return {"value": value}
    if isinstance(value, torch.SymInt):
        return {"symbol": sym(value.node.expr)}
    return None


def _values(value: Any, sym: _Symbols) -> list[dict[str, Any] | None]:
    if isinstance(value, list | tuple):
        return [_tensor(v, sym) for v in value]
    return [_tensor(value, sym)]


def _arg_names(args: Any) -> list[str]:
    out: list[str] = []
    for a in args if isinstance(args, list | tuple) else [args]:
        if isinstance(a, torch.fx.Node):
            out.append(a.name)
        elif isinstance(a, list | tuple):
            out.extend(_arg_names(a))
    return out


def draws_random(node: torch.fx.Node) -> bool | None:
    """Whether the node draws random numbers: None for an op torch does not tag
    `nondeterministic_seeded`; for one it tags, False only where the op has a `dropout_p`
    argument that is 0 (attention without dropout: the fused attention ops are tagged for
    their dropout)."""
    target = node.target
    if node.op != "call_function" or not isinstance(target, torch._ops.OpOverload):
        return None
    if torch.Tag.nondeterministic_seeded not in target.tags:
        return None
    for i, argument in enumerate(target._schema.arguments):
        if argument.name == "dropout_p":
            value = node.kwargs.get("dropout_p", node.args[i] if i < len(node.args) else None)
            if value is None:
                value = argument.default_value
            return not (isinstance(value, int | float) and value == 0)
    return True


def graph_nodes(lowered: Lowered, sym: _Symbols) -> list[dict[str, Any]]:
    files = lowered.decomposed.traced.user_files
    nodes = []
    for node in lowered.decomposed.program.graph.nodes:
        path, module_type = module_path(node)
        frame = user_frame(node.meta.get("stack_trace"), files)
        entry = {
            "name": node.name,
            "op": node.op,
            "target": str(node.target),
            "inputs": _arg_names(list(node.args) + list(node.kwargs.values())),
            "outputs": _values(node.meta.get("val"), sym) if node.op != "output" else [],
            "modulePath": path,
            "moduleType": module_type,
            "source": frame,
        }
        draws = draws_random(node)
        if draws is not None:
            entry["draws"] = draws
        nodes.append(entry)
    return nodes


def kernel_places(source: str, kernels: list[KernelInfo]) -> dict[str, dict[str, Any]]:
    """Each kernel's `definition` (with its comment line) and `launches` in the clean
    source, from the module map (1-based, inclusive)."""
    entries = [{"name": k.name, "kind": k.kind, "id": k.id, "rawName": k.raw_name} for k in kernels]
    result: dict[str, dict[str, Any]] = {}
    for place in map_module(source, entries).kernels:
        definition = None
        if place.definition is not None:
            comment = place.comment if place.comment is not None else place.definition.start
            definition = {**place.definition.to_json(), "comment": comment}
        launches = [s.to_json() for s in place.launches]
        result[place.name] = {"definition": definition, "launches": launches}
    return result


def _launch_nodes(kernel: KernelInfo, launches: list[Any]) -> dict[str, Any]:
    """`launchNodes`: the nodes of each launch, in the order of `launches`; left out when
    they are not known launch by launch."""
    if kernel.launch_nodes and len(kernel.launch_nodes) == len(launches):
        return {"launchNodes": kernel.launch_nodes}
    return {}


def op_counts(program: Any) -> dict[str, int]:
    """How often each ATen op overload is called in `program`'s graph (by name)."""
    counts: dict[str, int] = {}
    for node in program.graph.nodes:
        if node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload):
            name = str(node.target)
            counts[name] = counts.get(name, 0) + 1
    return dict(sorted(counts.items()))


def _model_name(gi: GraphInput) -> str:
    """A user input by the model's name for it (the graph's placeholder; `call`'s
    argument may be renamed, see lower.graph_inputs), state by its name in the module."""
    return gi.placeholder if gi.kind == "user" else gi.name


def _kernel(k: KernelInfo, places: dict[str, Any]) -> dict[str, Any]:
    """A kernel's entry of `kernels`; `places`: where the module defines and launches it."""
    return {
        "name": k.name,
        "id": k.id,
        "kind": k.kind,
        "rawName": k.raw_name,
        "nodes": k.nodes,
        "definition": places["definition"],
        "launches": places["launches"],
        **_launch_nodes(k, places["launches"]),
        "launch": k.launch,
    }


def describe(lowered: Lowered, cleaned: Cleaned) -> dict[str, Any]:
    traced = lowered.decomposed.traced
    program = lowered.decomposed.program
    sym = _Symbols({d.symbol: d.name for d in traced.dynamic_dims})
    placeholders = {n.name: n for n in program.graph.nodes if n.op == "placeholder"}
    outputs = [n for n in program.graph.nodes if n.op == "output"]
    writes = state_writes(lowered.decomposed, lowered.graph_inputs)
    written = {w.output for w in writes}
    out_values = [
        a.meta.get("val") if isinstance(a, torch.fx.Node) else a
        for i, a in enumerate(outputs[0].args[0])
        if i not in written
    ]
    ranges = kernel_places(cleaned.source, cleaned.kernels)
    kernels = []
    node_to_kernels: dict[str, list[str]] = {}
    for k in cleaned.kernels:
        kernels.append(_kernel(k, ranges[k.name]))
        for n in k.nodes:
            node_to_kernels.setdefault(n, []).append(k.name)
    return {
        "schema": SCHEMA,
        "version": VERSION,
        "model": {
            "name": traced.model_name,
            "file": os.path.basename(traced.user_files[0]) if traced.user_files else None,
        },
        "device": lowered.device,
        "strict": traced.strict,
        "versions": _versions(),
        "signature": {
            "inputs": [
                {
                    "name": gi.placeholder,
                    **({"moduleName": gi.name} if gi.name != gi.placeholder else {}),
                    **(_tensor(gi.value, sym) or {}),
                }
                for gi in lowered.graph_inputs
                if gi.kind == "user"
            ],
            "outputs": [_tensor(v, sym) for v in out_values],
            "singleOutput": traced.single_output,
            "writes": [
                {
                    "name": _model_name(lowered.graph_inputs[w.input]),
                    "kind": w.kind,
                    "target": w.target,
                }
                for w in writes
            ],
            "state": [
                {
                    "name": gi.name,
                    "kind": gi.kind,
                    "target": gi.target,
                    **(_tensor(gi.value, sym) or {}),
                }
                for gi in lowered.graph_inputs
                if gi.kind != "user"
            ],
        },
        "dynamicDims": [d.to_json() for d in traced.dynamic_dims],
        "decompositions": lowered.decomposed.to_json(),
        "inductor": dict(sorted(lowered.inductor.items())),
        "materialize": list(lowered.materialize),
        **_buckets(lowered),
        "opCounts": {
            "beforeDecomposition": op_counts(traced.program),
            "graph": op_counts(program),
        },
        "nodes": graph_nodes(lowered, sym),
        "kernels": kernels,
        "fusionGroups": [
            {"kernel": k["name"], "nodes": k["nodes"]} for k in kernels if len(k["nodes"]) > 0
        ],
        "nodeToKernels": dict(sorted(node_to_kernels.items())),
        "provenance": "inductor" if lowered.provenance.kernel_to_post else "comments",
        "placeholders": sorted(placeholders),
    }


def describe_cleaned(cleaned: Cleaned, device: str) -> dict[str, Any]:
    """The part of the metadata a module cleaned without the export context can tell
    (`postprocess()`): its inputs' layouts and dynamic dims as `call` reads them, in the
    names given for the dims, and its kernels. No graph: there is none to describe."""
    ranges = kernel_places(cleaned.source, cleaned.kernels)
    return {
        "schema": SCHEMA,
        "version": VERSION,
        "device": device,
        "versions": _versions(),
        "signature": {
            "inputs": [
                {"name": name, **cleaned.input_layouts.get(name, {})}
                for name in cleaned.input_names
            ],
        },
        "dynamicDims": [{**d, "min": None, "max": None} for d in cleaned.dim_reads],
        "kernels": [_kernel(k, ranges[k.name]) for k in cleaned.kernels],
    }


def _buckets(lowered: Lowered) -> dict[str, Any]:
    """`cudaGraphBuckets`, the export's CUDA graph buckets (absent when none)."""
    plan = lowered.cuda_graph_plan
    return {"cudaGraphBuckets": dict(plan.buckets)} if plan is not None and plan.buckets else {}
