"""Kernel identity: a stable id for each kernel, derived from what it computes.

Inductor renumbers kernels and graph nodes whenever anything in the model changes, so
neither the kernel's name nor its nodes' names survive a re-export. What does survive is
what each fused node computes (its op), where in the model it sits (its nn.Module path)
and which source line made it. The id hashes exactly that (docs/metadata.md, "Kernel id").
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass

import torch

from kernel_studio.pipeline.clean.assemble import extern_handles
from kernel_studio.pipeline.clean.raw_module import subgraph_launches
from kernel_studio.pipeline.describe.sources import kernel_nodes, module_path
from kernel_studio.pipeline.errors import user_frame
from kernel_studio.pipeline.lower.lower import Lowered

# Inductor's kernel definitions in its output module, in definition order.
_RAW_KERNEL = re.compile(r"^(\w+) = async_compile\.(triton|cpp_pybinding)\(", re.MULTILINE)


@dataclass(frozen=True)
class NodeKey:
    """What a fused graph node computes and where it came from; never its name."""

    target: str
    module_path: str | None
    source_file: str | None  # base name of the user's file
    source_line: int | None


def kernel_id(kind: str, nodes: list[NodeKey]) -> str:
    """12 lowercase hex chars: sha1 of the canonical JSON
    `[kind, [[target, module_path, source_file, source_line], ...]]` (nodes in graph order)."""
    rows = [[n.target, n.module_path, n.source_file, n.source_line] for n in nodes]
    canonical = json.dumps([kind, rows], separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha1(canonical.encode("utf-8")).hexdigest()[:12]


def unique_ids(ids: list[str]) -> list[str]:
    """`ids` with repeats numbered in order: the second `abc` becomes `abc-2`, the third
    `abc-3` (the same module called twice from one source line computes the same thing)."""
    seen: dict[str, int] = {}
    out = []
    for kid in ids:
        seen[kid] = seen.get(kid, 0) + 1
        out.append(kid if seen[kid] == 1 else f"{kid}-{seen[kid]}")
    return out


def node_key(node: torch.fx.Node, user_files: list[str]) -> NodeKey:
    frame = user_frame(node.meta.get("stack_trace"), user_files)
    return NodeKey(
        target=str(node.target),
        module_path=module_path(node)[0],
        source_file=os.path.basename(frame["file"]) if frame else None,
        source_line=int(frame["line"]) if frame else None,
    )


def raw_kernels(raw_source: str) -> list[tuple[str, str]]:
    """(raw name, kind) of every kernel Inductor defines, in definition order, then its
    library calls (`extern_kernels.X:handle`, kind `extern`) in launch order."""
    out = [
        (m.group(1), "triton" if m.group(2) == "triton" else "cpp")
        for m in _RAW_KERNEL.finditer(raw_source)
    ]
    out += [(key, "extern") for key in extern_handles(raw_source)]
    return out


def kernel_ids(lowered: Lowered) -> dict[str, str]:
    """Raw kernel name (`extern_kernels.X:handle` for library calls) -> kernel id."""
    graph = {n.name: n for n in lowered.decomposed.program.graph.nodes}
    files = lowered.decomposed.traced.user_files
    fused = kernel_nodes(lowered)
    kernels = raw_kernels(lowered.raw_source)
    listed = {raw for raw, _ in kernels}
    # Library calls the provenance knows but whose handle comment is missing still get one.
    kernels += [
        (key, "extern")
        for key in sorted(fused)
        if key.startswith(("extern_kernels.", "torch.ops.")) and key not in listed
    ]
    # A kernel launched in a subgraph function maps to the cond/while_loop node, as do
    # the other kernels of its subgraphs: the function (by Inductor's name, which follows
    # the subgraph's place) keeps a cond's two branches apart.
    launched_in = subgraph_launches(lowered.raw_source)
    ids = [
        kernel_id(
            kind,
            [node_key(graph[n], files) for n in fused.get(raw, []) if n in graph]
            + (
                [NodeKey(f"subgraph {launched_in[raw]}", None, None, None)]
                if raw in launched_in
                else []
            ),
        )
        for raw, kind in kernels
    ]
    return dict(zip([raw for raw, _ in kernels], unique_ids(ids), strict=True))
