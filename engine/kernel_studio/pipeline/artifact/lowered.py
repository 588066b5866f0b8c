"""The lower stage of an import: the artifact's own Inductor output module stands in for
our lowering of the re-exported graph. Its `call` takes the parameters and buffers in the
artifact's order, then the inputs: reordered to the export's placeholders. Upstream writes
no provenance maps into the artifact, only the `Topologically Sorted Source Nodes` comment
above each launch (the names of the nodes of its own make_fx graph): the kernel -> node
map is made from those, on the nodes of the re-exported graph."""

from __future__ import annotations

import re
import time

import torch

from kernel_studio.inductor import Provenance, source_as_in_2_11
from kernel_studio.pipeline.artifact.read import Artifact
from kernel_studio.pipeline.decompose.decompose import Decomposed
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.lower.lower import Lowered, cpp_flags, graph_inputs

_UNPACK = re.compile(r"^(?P<indent>[ \t]+)(?P<names>\w+(?:, \w+)*),? = args[ \t]*$", re.M)
_SOURCES = re.compile(r"# Topologically Sorted Source Nodes: \[(.*?)\]")
# A launch: a Triton kernel's `.run(`, a library call, a C++ kernel called by name.
_LAUNCH = re.compile(r"^(?P<indent>[ \t]*)(?:\w+ = )?(?P<name>extern_kernels\.\w+|\w+)(?:\.run)?\(")
# Library calls by family: the graph ops one stands for, in the re-exported graph and in
# upstream's (its k-th call of a family is the graph's k-th node of that family).
_FAMILIES = {
    "matmul": {"linear", "addmm", "mm", "bmm", "baddbmm", "matmul", "addmv", "mv"},
    "convolution": {"convolution", "_convolution", "conv1d", "conv2d", "conv3d"},
}
_LIBRARY_OPS = set().union(*_FAMILIES.values())


def _family(op: str) -> str | None:
    return next((f for f, ops in _FAMILIES.items() if op in ops), None)


def _base(name: str) -> str:
    return re.sub(r"_\d+$", "", name)


def _op(node: torch.fx.Node) -> str:
    target = node.target
    name = getattr(target, "__name__", str(target))
    return name.split(".")[0]


def reorder_call_args(raw: str, order: list[int], path: str) -> str:
    """`raw` with the unpacking of `call`'s args (`arg0_1, arg1_1, ... = args`) reordered:
    position i takes the artifact's argument order[i]."""
    start = raw.find("def call(")
    m = _UNPACK.search(raw, start if start >= 0 else 0)
    if m is None:
        raise ExportError(
            "cleanup",
            f"{path}: the Inductor module's call does not unpack its args"
            " (`arg0_1, ... = args`)",
            file=path,
        )
    names = m.group("names").split(", ")
    if len(names) != len(order):
        raise ExportError(
            "input",
            f"{path}: the artifact's call takes {len(names)} tensors, the model's export"
            f" {len(order)} (parameters, buffers and inputs): the model does not match the"
            " artifact",
            file=path,
        )
    line = (
        m.group("indent")
        + ", ".join(names[i] for i in order)
        + ("," if len(order) == 1 else "")
        + " = args"
    )
    return raw[: m.start()] + line + raw[m.end() :]


def _kernel_names(raw: str) -> set[str]:
    return set(re.findall(r"^(\w+) = async_compile\.\w+\(", raw, re.M))


def provenance_from_comments(raw: str, graph: torch.fx.Graph) -> tuple[str, Provenance]:
    """`raw` with a `# [Provenance debug handles] <kernel>:<n>` comment above each launch
    that has a source-node comment, and the provenance of those keys: upstream's node
    names mapped onto `graph` (the same name where the graph has it, a library matmul to
    the graph's op of its family in the same rank), names without a match left out."""
    ours = {n.name: n for n in graph.nodes if n.op == "call_function"}
    our_calls: dict[str, list[str]] = {f: [] for f in _FAMILIES}
    for n in graph.nodes:
        if n.op == "call_function" and (f := _family(_op(n))) is not None:
            our_calls[f].append(n.name)
    their_calls: dict[str, list[str]] = {f: [] for f in _FAMILIES}
    kernels = _kernel_names(raw)
    lines = raw.splitlines()
    out: list[str] = []
    provenance = Provenance()
    pending: list[str] | None = None
    handle = 0
    named: set[str] = set()  # kernels launched under a source-node comment
    claimed: set[str] = set()  # nodes given to a kernel by its name
    for line in lines:
        text = line.strip()
        m = _SOURCES.match(text)
        if m:
            pending = [n.strip() for n in m.group(1).split(",") if n.strip()]
            out.append(line)
            continue
        launch = _LAUNCH.match(line) if pending is not None and not text.startswith("#") else None
        name = launch.group("name") if launch else None
        if launch and name and (name.startswith("extern_kernels.") or name in kernels):
            assert pending is not None
            nodes: list[str] = []
            library = name.startswith("extern_kernels.")
            for n in pending:
                family = _family(_base(n))
                if library and family is not None:
                    # A library call computes its own op only (the comment also names the
                    # nodes of the kernels that made its inputs).
                    theirs = their_calls[family]
                    if n not in theirs:
                        theirs.append(n)
                    k = theirs.index(n)
                    if k < len(our_calls[family]):
                        nodes.append(our_calls[family][k])
                elif not library and n in ours:
                    nodes.append(n)
            key = f"{name}:{handle}"
            handle += 1
            named.add(name)
            provenance.kernel_to_post[key] = list(dict.fromkeys(nodes))
            out.append(f"{launch.group('indent')}# [Provenance debug handles] {key}")
            pending = None
        elif launch is None and not text.startswith("#") and (m := _LAUNCH.match(line)):
            if m.group("name") in kernels and m.group("name") not in named:
                key = f"{m.group('name')}:{handle}"
                handle += 1
                provenance.kernel_to_post[key] = _by_name(m.group("name"), graph, claimed)
                out.append(f"{m.group('indent')}# [Provenance debug handles] {key}")
            pending = None
        elif pending is not None and text and not text.startswith("#"):
            if not re.match(r"\w+_[xyzr]\d*numel = |stream\d+ = |buf\d+ = empty", text):
                pending = None
        out.append(line)
    return "\n".join(out) + "\n", provenance


def _by_name(kernel: str, graph: torch.fx.Graph, claimed: set[str]) -> list[str]:
    """The nodes of a kernel launched without a source-node comment (upstream's C++
    launches), from the ops its name lists (`cpp_fused_mul_silu_0`): for each, a node of
    that op no kernel took by name before; of several, the first in graph order that reads
    a node taken for the kernel, else one such a node reads, else the first (a fused kernel
    is a connected piece of the graph: the bias gradient's `sum` beside the seed's
    `expand`, not the loss's)."""
    m = re.match(r"(?:cpp|triton_\w+?)_fused_(.*)_\d+$", kernel)
    if m is None:
        return []
    ops = "_" + m.group(1) + "_"
    candidates: dict[str, list[torch.fx.Node]] = {}
    for node in graph.nodes:
        op = _op(node) if node.op == "call_function" else ""
        if not op or op in _LIBRARY_OPS or node.name in claimed:
            continue
        if "_" + op + "_" in ops:
            candidates.setdefault(op, []).append(node)
    taken = {nodes[0] for nodes in candidates.values() if len(nodes) == 1}
    pending = [op for op, nodes in candidates.items() if len(nodes) > 1]
    while pending:
        best = None
        for op in pending:
            nodes = candidates[op]
            pick = next((n for n in nodes if set(n.all_input_nodes) & taken), None)
            pick = pick or next((n for n in nodes if set(n.users) & taken), None)
            if pick is not None:
                best = (op, pick)
                break
        if best is None:
            best = (pending[0], candidates[pending[0]][0])
        taken.add(best[1])
        pending.remove(best[0])
    names = [n.name for n in graph.nodes if n in taken]
    claimed.update(names)
    return names


def lowered_from_artifact(decomposed: Decomposed, artifact: Artifact) -> Lowered:
    """The Lowered of an import: the artifact's kernels on the re-exported graph's inputs."""
    start = time.perf_counter()
    inputs = graph_inputs(decomposed)
    state = artifact.state_names
    order: list[int] = []
    users = 0
    for gi in inputs:
        if gi.kind == "user":
            order.append(len(state) + users)
            users += 1
        elif gi.target in state:
            order.append(state.index(gi.target))
        else:
            raise ExportError(
                "input",
                f"{artifact.path}: the model's {gi.kind} {gi.target} is not one of the"
                f" artifact's parameters and buffers ({', '.join(state) or 'none'}): the"
                " model does not match the artifact",
                file=artifact.path,
            )
    if users != len(artifact.input_shapes) or len(order) != len(state) + users:
        raise ExportError(
            "input",
            f"{artifact.path}: the artifact takes {len(state)} parameters and buffers and"
            f" {len(artifact.input_shapes)} inputs, the model's export {len(order) - users}"
            f" and {users}: the model does not match the artifact",
            file=artifact.path,
        )
    try:
        raw = source_as_in_2_11(artifact.inner_source)
    except ValueError as exc:
        raise ExportError("cleanup", f"{artifact.path}: {exc}", file=artifact.path) from exc
    raw = reorder_call_args(raw, order, artifact.path)
    raw, provenance = provenance_from_comments(raw, decomposed.program.graph)
    return Lowered(
        decomposed=decomposed,
        device=artifact.device,
        raw_source=raw,
        graph_inputs=inputs,
        provenance=provenance,
        tuned={},
        cpp_flags=cpp_flags() if artifact.device == "cpu" else [],
        seconds=time.perf_counter() - start,
    )
