"""`export` with `"again": true` (docs/protocol.md): the params of a project's own export,
read from its kernel-studio.toml, so that the app regenerates a project exactly as it was
made (model file or callable, device, decompositions, dims, Inductor settings, materialized
nodes, CUDA graph buckets, a training step's partitioner settings) without
knowing how each kind of export is spelled. Params the request gives win over the record."""

from __future__ import annotations

import os
from typing import Any

from kernel_studio.decompositions import FILE_NAME as DECOMPOSITIONS_FILE
from kernel_studio.pipeline.lower.partition import (
    BUDGET_KEY,
    BUDGET_PARAM,
    POLICY_KEY,
    POLICY_PARAM,
)
from kernel_studio.project.project_file import (
    PROJECT_FILE,
    ProjectFileError,
    export_record,
    read_toml,
)
from kernel_studio.server.protocol import invalid_params, method_failed

# Members of the [export] record -> `export` params, when present.
_COPIED = {"callable": "callable", "inputs": "inputs", "dynamic_shapes": "dynamicShapes"}


def expand_again(params: dict[str, Any]) -> dict[str, Any]:
    """`params` unchanged unless `again` is true; then the recorded export's params under
    the ones given. Raises RpcError: -32602 for a bad `again`/`out`, -32000 `input` when
    the folder is not a project or its record names no model."""
    again = params.get("again", False)
    if not isinstance(again, bool):
        raise invalid_params("again", "must be a boolean")
    if not again:
        return params
    out = params.get("out")
    if not isinstance(out, str) or not os.path.isabs(out):
        raise invalid_params("out", "must be an absolute path (the project to export again)")
    path = os.path.join(out, PROJECT_FILE)
    if not os.path.isfile(path):
        raise method_failed(f"{out} is not a project (no {PROJECT_FILE})", "input", file=out)
    try:
        record = export_record(read_toml(path))
    except ProjectFileError as exc:
        raise method_failed(str(exc), "input", file=exc.path, line=exc.line or None) from exc
    made = recorded_params(record, path)
    given = {k: v for k, v in params.items() if k != "again"}
    # The two ways of giving decompositions exclude each other: the request's way wins.
    if "decompositions" in given:
        made.pop("decompositionsFile", None)
    if "decompositionsFile" in given:
        made.pop("decompositions", None)
    return {**made, **given}


def recorded_params(record: dict[str, Any], path: str) -> dict[str, Any]:
    """The `export` params that made the generation whose [export] `record` is given."""
    made: dict[str, Any] = {"strict": bool(record.get("strict", False))}
    if record.get("device") in ("cpu", "cuda"):
        made["device"] = record["device"]
    # The project's decompositions.py, as it is now (the one recorded, else one the user
    # created since); a recorded file that is gone leaves the defaults.
    root = os.path.dirname(path)
    recorded_file = record.get("decompositions_file")
    file = os.path.join(root, str(recorded_file or DECOMPOSITIONS_FILE))
    decompositions = record.get("decompositions")
    if os.path.isfile(file):
        made["decompositionsFile"] = os.path.abspath(file)
    elif not recorded_file and isinstance(decompositions, dict | list):
        made["decompositions"] = (
            {k: v for k, v in decompositions.items() if k != "custom"}
            if isinstance(decompositions, dict)
            else decompositions
        )
    inductor = record.get("inductor")
    if isinstance(inductor, dict) and inductor:
        made["inductor"] = dict(inductor)
    materialize = record.get("materialize")
    if isinstance(materialize, list) and materialize:
        made["materialize"] = [str(m) for m in materialize]
    if record.get("train") is True:
        made["train"] = True
    buckets = record.get("cuda_graph_buckets")
    if isinstance(buckets, dict) and buckets:
        made["cudaGraphBuckets"] = {str(k): v for k, v in buckets.items()}
    if record.get(BUDGET_KEY) is not None:
        made[BUDGET_PARAM] = record[BUDGET_KEY]
    policy = record.get(POLICY_KEY)
    if isinstance(policy, dict) and policy:
        made[POLICY_PARAM] = {str(k): v for k, v in policy.items()}
    if record.get("callable"):
        for key, param in _COPIED.items():
            if record.get(key):
                made[param] = str(record[key])
        return made
    model = record.get("model")
    if not model:
        raise method_failed(
            f"{path}: [export] records neither `model` nor `callable`; export the model "
            "again with `kernel-studio export`",
            "input",
            file=path,
        )
    made["model"] = str(model)
    if record.get("dynamic_dims_from") == "request" and isinstance(
        record.get("dynamic_dims"), list
    ):
        made["dynamicDims"] = [
            {"input": d["input"], "dim": d["dim"], "name": d["name"], "min": d.get("min", 1)}
            | ({"max": d["max"]} if d.get("max") is not None else {})
            for d in record["dynamic_dims"]
        ]
    return made
