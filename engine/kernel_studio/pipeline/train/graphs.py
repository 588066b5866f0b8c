"""AOTAutograd's forward and backward graphs of a training export, kept in the project
(`generated/graphs/`, docs/project-format.md "Training"), so that verify's locate
(verify/replay_training.py) replays the kernels against the graphs the export lowered rather
than tracing, decomposing and lowering the model again.

Each graph is a torch.export archive: the graph wrapped in an ExportedProgram (every
placeholder a user input, every output a user output) and written by `torch.export.save`:
JSON and tensors, not pickled code. It keeps every node's name (the replay captures each
node's value by name), its op (aten, prims, Inductor's prims and random ops, getitem, the
Python arithmetic of symbolic sizes) and its fake value (`val`, symbolic sizes included);
other node meta (stack traces, module paths) is left out. `graphs.json` stamps the two with
the generation and the metadata they belong to and each archive's sha256: a file of another
generation, or changed since the export wrote it, is never used. A graph is code to run
(its ops may name any torch function), so the sandbox loads the files only of a trusted
folder."""

from __future__ import annotations

import hashlib
import io
import json
import logging
import os
import time
from dataclasses import dataclass, field
from typing import Any

import torch

GRAPHS_DIR = "graphs"  # under generated/
RECORD = "graphs.json"
FORMAT = 1
FILES = {"forward": "forward.pt2", "backward": "backward.pt2"}


@dataclass
class SavedGraphs:
    """The two graphs as torch.export archives (`files`: file name -> bytes) and their node
    names (`nodes`: "forward"/"backward" -> names), or why they could not be saved
    (`error`; `files` then empty)."""

    files: dict[str, bytes] = field(default_factory=dict)
    nodes: dict[str, list[str]] = field(default_factory=dict)
    error: str | None = None
    seconds: float = 0.0


def _argument(value: Any, name: str) -> Any:
    from torch.export import graph_signature as sig

    if isinstance(value, torch.fx.Node):
        val = value.meta.get("val")
        if isinstance(val, torch.SymInt):
            return sig.SymIntArgument(name=value.name)
        if isinstance(val, torch.SymFloat):
            return sig.SymFloatArgument(name=value.name)
        if isinstance(val, torch.SymBool):
            return sig.SymBoolArgument(name=value.name)
        return sig.TensorArgument(name=value.name)
    return sig.ConstantArgument(name=name, value=value)


def _program(gm: torch.fx.GraphModule) -> torch.export.ExportedProgram:
    """`gm` as an ExportedProgram: a copy of its graph (names kept) whose nodes keep only
    their `val`, every placeholder a user input and every output a user output."""
    from torch.export import graph_signature as sig

    graph = torch.fx.Graph()
    graph.output(graph.graph_copy(gm.graph, {}))
    root = torch.fx.GraphModule(gm, graph)
    for node in root.graph.nodes:
        node.meta = {"val": node.meta["val"]} if "val" in node.meta else {}
    inputs = [
        sig.InputSpec(sig.InputKind.USER_INPUT, _argument(n, n.name), None)
        for n in root.graph.nodes
        if n.op == "placeholder"
    ]
    output = next(n for n in root.graph.nodes if n.op == "output")
    values = output.args[0] if isinstance(output.args[0], list | tuple) else [output.args[0]]
    outputs = [sig.OutputSpec(sig.OutputKind.USER_OUTPUT, _argument(v, ""), None) for v in values]
    return torch.export.ExportedProgram(
        root=root,
        graph=root.graph,
        graph_signature=sig.ExportGraphSignature(inputs, outputs),
        state_dict={},
        range_constraints={},
        module_call_graph=[],
    )


def save_graphs(forward: torch.fx.GraphModule, backward: torch.fx.GraphModule) -> SavedGraphs:
    """Both graphs as torch.export archives. A graph the serializer does not take (an op or
    value it has no form for) is not an export error: the result says why, and locate lowers
    the model again for that project."""
    start = time.perf_counter()
    files, nodes = {}, {}
    for which, gm in (("forward", forward), ("backward", backward)):
        nodes[which] = [n.name for n in gm.graph.nodes]
        try:
            buffer = io.BytesIO()
            torch.export.save(_program(gm), buffer)
        except Exception as exc:  # noqa: BLE001 - any failure only costs locate its shortcut
            first = (str(exc).strip().splitlines() or [""])[0][:300]
            why = f"torch.export.save of the {which} graph failed: {type(exc).__name__}: {first}"
            return SavedGraphs(error=why, seconds=time.perf_counter() - start)
        files[FILES[which]] = buffer.getvalue()
    return SavedGraphs(files=files, nodes=nodes, seconds=time.perf_counter() - start)


def metadata_digest(metadata: dict[str, Any]) -> str:
    """The sha256 of the metadata as JSON with sorted keys (the same for the dict the export
    writes and the one read back from metadata.json)."""
    text = json.dumps(metadata, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def graph_files(saved: SavedGraphs, generation: int, metadata: dict[str, Any]) -> dict[str, bytes]:
    """What generated/graphs/ holds (file name -> bytes): the archives and their record
    (only the record, saying why, when they could not be saved)."""
    record: dict[str, Any] = {
        "format": FORMAT,
        "generation": generation,
        "metadataSha256": metadata_digest(metadata),
        "torch": torch.__version__,
    }
    if saved.error is not None:
        record["error"] = saved.error
    else:
        record["files"] = {
            which: {
                "file": name,
                "sha256": hashlib.sha256(saved.files[name]).hexdigest(),
                "nodes": saved.nodes[which],
            }
            for which, name in FILES.items()
        }
    text = json.dumps(record, indent=1) + "\n"
    return {**saved.files, RECORD: text.encode()}


class GraphsUnavailable(Exception):
    """The saved graphs cannot be used; the message says why (locate's stage says it).
    `regenerate`: an export again would save usable ones."""

    def __init__(self, message: str, regenerate: bool = True) -> None:
        super().__init__(message)
        self.regenerate = regenerate


def load_graphs(
    generated: str,
    generation: Any,
    metadata: dict[str, Any],
    trusted: bool,
) -> tuple[torch.fx.GraphModule, torch.fx.GraphModule]:
    """The forward and backward graphs saved in `generated`/graphs/ for this `generation`
    and `metadata`. Raises GraphsUnavailable saying why not: the folder is not trusted, no
    graphs were saved (a project exported before they were, or an export whose graphs the
    serializer did not take), they are of another generation or metadata, an archive
    differs from its recorded sha256, does not load, or its nodes are not the saved graph's."""
    folder = os.path.join(generated, GRAPHS_DIR)
    record_path = os.path.join(folder, RECORD)
    if not trusted:
        raise GraphsUnavailable(
            f"the project's folder is not trusted, so {folder} (code to run) is not loaded",
            regenerate=False,
        )
    if not os.path.isfile(record_path):
        raise GraphsUnavailable(
            f"the export saved no graphs ({record_path} is missing: exported before"
            " Kernel Studio kept them)"
        )
    try:
        with open(record_path, encoding="utf-8") as f:
            record = json.load(f)
        if not isinstance(record, dict):
            raise ValueError("not a JSON object")
    except (OSError, ValueError) as exc:
        raise GraphsUnavailable(f"{record_path} cannot be read: {exc}") from exc
    if record.get("format") != FORMAT:
        raise GraphsUnavailable(f"{record_path}: format {record.get('format')!r}, not {FORMAT}")
    if record.get("error"):
        raise GraphsUnavailable(f"the export could not save them: {record['error']}")
    if str(record.get("generation")) != str(generation):
        raise GraphsUnavailable(
            f"{record_path} is of generation {record.get('generation')}, not of the current"
            f" generation {generation}"
        )
    if record.get("metadataSha256") != metadata_digest(metadata):
        raise GraphsUnavailable(f"{record_path} was not written with this generation's metadata")
    graphs = []
    for which in ("forward", "backward"):
        entry = (record.get("files") or {}).get(which) or {}
        path = os.path.join(folder, os.path.basename(str(entry.get("file") or FILES[which])))
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            raise GraphsUnavailable(f"{path} cannot be read: {exc.strerror}") from exc
        if hashlib.sha256(data).hexdigest() != entry.get("sha256"):
            raise GraphsUnavailable(f"{path} was changed after the export wrote it (sha256)")
        try:
            program = _load(data)
        except Exception as exc:  # noqa: BLE001 - e.g. an archive of another torch
            raise GraphsUnavailable(f"{path} does not load: {exc}") from exc
        gm = program.graph_module
        _same_nodes(gm, list(entry.get("nodes") or []), path)
        graphs.append(gm)
    return graphs[0], graphs[1]


def _load(data: bytes) -> torch.export.ExportedProgram:
    """torch.export.load of an archive; its error names the cause (torch logs the error of
    reading the archive as a warning and raises one that says to look above)."""
    causes: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            if record.exc_info and record.exc_info[1] is not None:
                error = record.exc_info[1]
                first = (str(error).strip().splitlines() or [""])[0]
                causes.append(f"{type(error).__name__}: {first}"[:300])

    from kernel_studio.inductor import register_inductor_ops

    register_inductor_ops()  # the graphs hold Inductor's own prims
    logger = logging.getLogger("torch.export")
    keep = Keep()
    logger.addHandler(keep)
    try:
        return torch.export.load(io.BytesIO(data))
    except Exception as exc:  # noqa: BLE001 - said with its cause
        first = (str(exc).strip().splitlines() or [""])[0]
        raise RuntimeError(
            causes[-1] if causes else f"{type(exc).__name__}: {first}"[:300]
        ) from exc
    finally:
        logger.removeHandler(keep)


def _same_nodes(gm: torch.fx.GraphModule, names: list[str], path: str) -> None:
    """`gm`'s nodes are exactly those named `names` once the serializer's own are gone: for
    an output of a multi-output op that is None (convolution_backward's unneeded gradient)
    it writes a placeholder name (`as_none`), read back as a getitem no node uses. The
    order may differ where it does not matter: the getitems of one op's outputs come back
    in the order of their index."""
    wanted = set(names)
    for node in reversed(list(gm.graph.nodes)):
        if node.name not in wanted and node.op == "call_function" and not node.users:
            gm.graph.erase_node(node)
    got = [n.name for n in gm.graph.nodes]
    if sorted(got) != sorted(names):
        extra = sorted(set(got) - wanted)
        lost = sorted(wanted - set(got))
        what = f"no node {lost[0]!r}" if lost else f"a node {extra[0]!r} it did not have"
        raise GraphsUnavailable(f"{path} does not hold the saved graph's nodes: {what}")
    gm.recompile()
