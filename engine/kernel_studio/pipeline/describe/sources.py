"""Where graph nodes came from: user source lines and the kernel <-> node map."""

from __future__ import annotations

import operator
import os
import re

import torch

from kernel_studio.pipeline.clean.raw_module import subgraph_launches
from kernel_studio.pipeline.clean.spec import library_key
from kernel_studio.pipeline.errors import user_frame
from kernel_studio.pipeline.lower.lower import Lowered


def module_path(node: torch.fx.Node) -> tuple[str | None, str | None]:
    """The innermost nn.Module of `node`: (path, "" for the root; type name), or
    (None, None) when unknown."""
    stack = node.meta.get("nn_module_stack") or {}
    if not stack:
        return None, None
    path, type_name = list(stack.values())[-1]
    path = re.sub(r"^L__self___?", "", str(path)).replace("L['self'].", "")
    type_name = type_name if isinstance(type_name, str) else getattr(type_name, "__name__", None)
    return path or "", type_name


def node_order(lowered: Lowered) -> dict[str, int]:
    return {n.name: i for i, n in enumerate(lowered.decomposed.program.graph.nodes)}


def subgraph_owners(lowered: Lowered) -> dict[str, str]:
    """Subgraph (the graph module a higher-order op such as torch.cond or while_loop
    runs) -> the node of the top-level graph that runs it."""
    out: dict[str, str] = {}
    for node in lowered.decomposed.program.graph.nodes:
        if node.op != "call_function":
            continue
        for arg in node.all_input_nodes:
            if arg.op == "get_attr" and isinstance(arg.target, str):
                out.setdefault(arg.target, node.name)
    return out


def _owner(function: str, owners: dict[str, str]) -> str | None:
    """The top-level node behind Inductor's subgraph function `function`: named after its
    subgraph, prefixed by the enclosing subgraphs' names when nested."""
    for name in sorted(owners, key=len, reverse=True):
        if function == name or function.startswith(name + "_"):
            return owners[name]
    return None


def kernel_nodes(lowered: Lowered) -> dict[str, list[str]]:
    """Kernel -> the graph nodes its first launch computes (see launch_nodes). Keys are raw
    kernel names, and for library calls (not unique by name) `<function>:handle`:
    `extern_kernels.mm:3`, `torch.ops.aten.sort.stable:2` (pipeline/clean/spec.py: library_key).
    The first launch names the kernel and gives its identity: adding or removing a block
    of a repeated stack leaves both alone."""
    out: dict[str, list[str]] = {}
    for key, nodes in launch_nodes(lowered).items():
        raw, _, handle = key.rpartition(":")
        out.setdefault(key if _is_library(raw) or not handle.isdigit() else raw, nodes)
    return out


def _is_library(name: str) -> bool:
    return name.startswith(("extern_kernels.", "torch.ops."))


def launch_nodes(lowered: Lowered) -> dict[str, list[str]]:
    """Launch -> the graph nodes it computes, from Inductor's provenance tracking, in launch
    order. Inductor gives every launch its own handle, and launches one kernel once per
    identical block of a repeated stack (a transformer's layers), each time on that
    block's nodes: keys are `<raw kernel name>:<handle>` (`triton_poi_fused_gelu_3:17`),
    and for library calls `extern_kernels.mm:3`, `torch.ops.aten.sort.stable:2`
    (pipeline/clean/spec.py: library_key). A kernel a subgraph function launches (a branch of
    torch.cond, a while_loop's body) maps to the higher-order op's node: the subgraph's
    own nodes are not in the top-level graph (and their names can clash with its
    nodes')."""
    order = node_order(lowered)
    graph_nodes = {n.name: n for n in lowered.decomposed.program.graph.nodes}
    prov = lowered.provenance
    owners = subgraph_owners(lowered)
    launched_in = subgraph_launches(lowered.raw_source) if owners else {}
    result: dict[str, list[str]] = {}
    higher_order = set(owners.values())
    for key, posts in sorted(prov.kernel_to_post.items(), key=lambda kv: _handle_of(kv[0])):
        name, _, handle = key.rpartition(":")
        library = name.startswith("torch.ops.")
        if library:
            posts = _library_posts(name, posts)
        if name.startswith("extern_kernels."):
            raw = key
        elif library:
            raw = library_key(key)
        else:
            raw = name
        out_key = raw if raw != name else f"{name}:{handle}"
        function = launched_in.get(raw)
        owner = _owner(function, owners) if function else None
        if owner is not None:
            result[out_key] = [owner]
            continue
        pre: set[str] = set()
        for post in posts:
            pre.update(prov.post_to_pre.get(post, [post] if post in graph_nodes else []))
        if library:
            pre |= _items_of(pre, graph_nodes)
        nodes = sorted(
            (n for n in pre if n in graph_nodes and graph_nodes[n].op == "call_function"),
            key=lambda n: order.get(n, 1 << 30),
        )
        if function is not None:
            # A subgraph Inductor made itself (map and scan become a while_loop): the
            # higher-order ops among the nodes, not the look-alike names of its own nodes.
            nodes = [n for n in nodes if n in higher_order] or nodes
        result[out_key] = nodes
    return result


def _handle_of(key: str) -> int:
    handle = key.rpartition(":")[2]
    return int(handle) if handle.isdigit() else 1 << 30


def _library_posts(function: str, posts: list[str]) -> list[str]:
    """The post-grad nodes an ATen fallback (`torch.ops.aten.sort.stable`) computes:
    Inductor's provenance also names the nodes of its inputs (a `mul` fused into the kernel
    before it); the fallback's own node is named after its op (`sort`, `sort_1`)."""
    parts = function.split(".")
    op = parts[3] if len(parts) > 3 else None
    own = [p for p in posts if re.sub(r"_\d+$", "", p) == op or p == op]
    return own or list(posts)


def _items_of(nodes: set[str], graph: dict[str, torch.fx.Node]) -> set[str]:
    """The `getitem` nodes that take the outputs of `nodes` apart (a library call computes
    them with its tuple)."""
    out = set()
    for node in graph.values():
        if node.op == "call_function" and node.target is operator.getitem and node.args:
            source = node.args[0]
            if isinstance(source, torch.fx.Node) and source.name in nodes:
                out.add(node.name)
    return out


def node_sources(lowered: Lowered) -> dict[str, list[str]]:
    """Node -> ["file.py:12  code"] for the kernel comments (file base names only, so the
    text does not depend on where the model lives)."""
    files = lowered.decomposed.traced.user_files
    out = {}
    for node in lowered.decomposed.program.graph.nodes:
        frame = user_frame(node.meta.get("stack_trace"), files)
        if frame:
            out[node.name] = [f"{os.path.basename(frame['file'])}:{frame['line']}  {frame['code']}"]
    return out


def buffer_nodes(lowered: Lowered) -> dict[str, str]:
    """Inductor buffer -> the name of the node of our graph whose value it holds (post-grad
    nodes mapped back through provenance; the last such node in graph order)."""
    order = node_order(lowered)
    graph_nodes = {n.name: n for n in lowered.decomposed.program.graph.nodes}
    out = {}
    for buf, post in lowered.buffer_origins.items():
        pre = lowered.provenance.post_to_pre.get(post) or ([post] if post in graph_nodes else [])
        pre = [n for n in pre if n in graph_nodes and graph_nodes[n].op == "call_function"]
        if pre:
            out[buf] = max(pre, key=lambda n: order.get(n, -1))
    return out
