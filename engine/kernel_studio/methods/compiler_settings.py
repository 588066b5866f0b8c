"""The `compilerSettings` method (docs/protocol.md, docs/decompositions.md): what steers the
compiler for a project: its decompositions.py read as one row per op (how often the model
calls it, what the file says, what Inductor does with it by default), the Inductor options
with their defaults and the generation's values, and the materialised nodes. Loading the
user's file and asking Inductor run in a job worker (server/jobs.py), like an export."""

from __future__ import annotations

import json
import os
from typing import Any

from kernel_studio.decompositions import FILE_NAME
from kernel_studio.methods.trust import WRITES, require_trusted
from kernel_studio.project.project_file import (
    PROJECT_FILE,
    ProjectFileError,
    export_record,
    read_toml,
)
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str


def project_param(params: dict[str, Any]) -> str:
    """The `project` param: an absolute path of a project folder (RpcError otherwise)."""
    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    if not os.path.isfile(os.path.join(project, PROJECT_FILE)):
        raise method_failed(
            f"{project} is not a Kernel Studio project (no {PROJECT_FILE})", "input", file=project
        )
    return project


def project_record(project: str) -> dict[str, Any]:
    """The [export] record of the project's current generation (RpcError `input`)."""
    from kernel_studio.project.commit import recover

    recover(project)
    try:
        return export_record(read_toml(os.path.join(project, PROJECT_FILE)))
    except ProjectFileError as exc:
        raise method_failed(str(exc), "input", file=exc.path, line=exc.line or None) from exc


def decompositions_path(project: str, record: dict[str, Any]) -> str:
    """The project's decompositions.py: the one its generation recorded, else the
    default name in the project folder."""
    return os.path.abspath(
        os.path.join(project, str(record.get("decompositions_file") or FILE_NAME))
    )


@method("compilerSettings")
def compiler_settings(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.server.jobs import RUNNER

    require_trusted(project_param(params), "reading its decompositions.py")
    completions = params.get("completions", False)
    if not isinstance(completions, bool):
        raise invalid_params("completions", "must be a boolean")
    return RUNNER.run("compilerSettings", params, ctx)


SETTINGS = ("default", "keep", "decompose", "custom")


@method("editDecompositions")
def edit_decompositions(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """Checked here; the edit itself (libcst, op schemas) runs in a job worker
    (methods/edit_decompositions.py)."""
    from kernel_studio.server.jobs import RUNNER

    # It writes decompositions.py, code the next export of the project runs: a folder the
    # user has not trusted is read-only (docs/security.md, "Workspace trust").
    require_trusted(project_param(params), "editDecompositions", WRITES)
    param_str(params, "op")
    if params.get("setting") not in SETTINGS:
        raise invalid_params("setting", "must be default, keep, decompose or custom")
    return RUNNER.run("editDecompositions", params, ctx)


def _metadata(project: str) -> dict[str, Any]:
    try:
        with open(os.path.join(project, "generated", "metadata.json"), encoding="utf-8") as f:
            data = json.load(f)
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError):
        return {}


def _counts(metadata: dict[str, Any]) -> tuple[dict[str, int], dict[str, int]]:
    """(calls before the export's decompositions, calls in the graph) per op; a
    generation without `opCounts` counts its graph's nodes for both."""
    recorded = metadata.get("opCounts")
    if isinstance(recorded, dict):
        return dict(recorded.get("beforeDecomposition") or {}), dict(recorded.get("graph") or {})
    graph: dict[str, int] = {}
    for node in metadata.get("nodes") or []:
        target = str(node.get("target") or "")
        if node.get("op") == "call_function" and target.startswith("aten."):
            graph[target] = graph.get(target, 0) + 1
    return dict(graph), graph


def inductor_behaviour(op_name: str) -> str:
    """What Inductor does with an op by default: "decomposes" (in its decomposition
    table), "lowers" (has a lowering), "fallback" (calls the ATen op), "unknown" (no such
    op)."""
    from kernel_studio.inductor import inductor_decomposition_table, inductor_lowers
    from kernel_studio.pipeline.decompose.ops import resolve_op
    from kernel_studio.pipeline.errors import ExportError

    try:
        ops = resolve_op(op_name)
    except ExportError:
        return "unknown"
    if not ops:
        return "unknown"
    op = ops[0]
    if op in inductor_decomposition_table():
        return "decomposes"
    if inductor_lowers(op):
        return "lowers"
    return "fallback"


def aten_overloads() -> list[str]:
    """Every registered torch.ops.aten overload, as `aten.NAME.OVERLOAD`."""
    import torch

    names = set()
    for name in torch._C._dispatch_get_all_op_names():
        if not name.startswith("aten::"):
            continue
        op, _, overload = name[len("aten::") :].partition(".")
        names.add(f"aten.{op}.{overload or 'default'}")
    return sorted(names)


def _partitioner(record: dict[str, Any]) -> dict[str, Any]:
    """The generation's training partitioner settings (the defaults where it recorded
    none or where they no longer check)."""
    from kernel_studio.pipeline.lower.partition import (
        BUDGET_KEY,
        POLICY_KEY,
        PartitionSettings,
        check_partition_settings,
    )

    try:
        settings = check_partition_settings(record.get(BUDGET_KEY), record.get(POLICY_KEY))
    except ValueError:
        settings = PartitionSettings()
    return {
        "activationMemoryBudget": settings.activation_memory_budget,
        "recompute": dict(settings.policy),
    }


def run_compiler_settings(params: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """The `compilerSettings` result, in the job worker."""
    from kernel_studio.decompositions import DecompositionsError, load_decompositions_file
    from kernel_studio.inductor.options import option_rows

    project = project_param(params)
    record = project_record(project)
    metadata = _metadata(project)
    path = decompositions_path(project, record)
    exists = os.path.isfile(path)
    error = None
    dfile = None
    if exists:
        try:
            dfile = load_decompositions_file(path)
        except DecompositionsError as exc:
            error = exc.to_json()
    recorded = (
        record.get("decompositions") if isinstance(record.get("decompositions"), dict) else {}
    )
    settings: dict[str, str] = {}
    lines: dict[str, int | None] = {}
    functions: dict[str, str] = {}
    if dfile is not None:
        base = dfile.base
        for op in dfile.keep:
            settings[op], lines[op] = "keep", dfile.lines.get(op)
        for op in dfile.force:
            settings[op], lines[op] = "decompose", dfile.lines.get(op)
        for function in dfile.functions:
            for op in function.ops:
                settings[op], lines[op], functions[op] = "custom", function.line, function.name
    else:
        # No file (or one that does not load): what the current generation was made with.
        base = str((recorded or {}).get("base") or "none")
        for op in (recorded or {}).get("keep") or []:
            settings[str(op)] = "keep"
        for op in (recorded or {}).get("decompose") or []:
            settings[str(op)] = "decompose"
        for op in (recorded or {}).get("custom") or []:
            settings[str(op)] = "custom"
    before, graph = _counts(metadata)
    rows = []
    for op in sorted(set(before) | set(graph) | set(settings)):
        row: dict[str, Any] = {
            "op": op,
            "count": int(before.get(op, 0)),
            "inGraph": int(graph.get(op, 0)),
            "setting": settings.get(op, "default"),
            "inductor": inductor_behaviour(op),
            "line": lines.get(op),
        }
        if op in functions:
            row["function"] = functions[op]
        rows.append(row)
    inductor = record.get("inductor") if isinstance(record.get("inductor"), dict) else {}
    buckets = record.get("cuda_graph_buckets")
    result: dict[str, Any] = {
        "generation": int(record["generation"]),
        "device": record.get("device"),
        "decompositions": {
            "file": path,
            "exists": exists,
            "base": base if base in ("none", "default") else "none",
            "error": error,
            "rows": rows,
        },
        "inductor": option_rows(inductor, train=record.get("train") is True),
        "materialize": [str(m) for m in record.get("materialize") or []],
        "cudaGraphBuckets": dict(buckets) if isinstance(buckets, dict) else {},
        "partitioner": _partitioner(record),
        "dynamicDims": [
            {"name": d.get("name"), "min": d.get("min"), "max": d.get("max")}
            for d in record.get("dynamic_dims") or []
            if isinstance(d, dict) and d.get("name")
        ],
    }
    if params.get("completions"):
        result["completions"] = aten_overloads()
    return result
