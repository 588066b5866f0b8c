"""The export output folder (docs/project-format.md): generated/ holds the current generation
(pristine module, its weights, metadata.json, Inductor's raw output), generations/NNNN/
keeps every generation's pristine module as a future merge base, `<name>.py` is the user's
working copy and kernel-studio.toml records how it was made. Written all or nothing
(kernel_studio.project.commit)."""

from __future__ import annotations

import json
import os
import re
from typing import Any

import torch

from kernel_studio.decompositions import FILE_NAME as DECOMPOSITIONS_FILE
from kernel_studio.pipeline.api import ExportedKernel
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.project import generations
from kernel_studio.project.commit import ProjectWrite, project_write
from kernel_studio.project.project_file import (
    FORMAT,
    GENERATION_FILE,
    PROJECT_FILE,
    ProjectFileError,
    export_record,
    generation_text,
    parse,
    project_format,
    update_project_text,
    write_file,
)
from kernel_studio.project.weights import weights_bytes
from kernel_studio.sandbox.settings import DEFAULT_TOLERANCES as VERIFY_TOLERANCES

# The generation the working copy is based on (its merge base), written with the copy.
WORKING_FILE = os.path.join(".kernel-studio", "working.json")

# Keys of the export settings that say what the module was made from (the others are
# computed here).
SOURCE_KEYS = ("model", "callable", "inputs", "dynamic_shapes", "callable_file")


def module_name_for(model_path: str) -> str:
    """`rms_norm.py` -> rms_norm; a file named model.py takes its folder's name."""
    stem = os.path.splitext(os.path.basename(model_path))[0]
    if stem in ("model", "__init__", ""):
        stem = os.path.basename(os.path.dirname(os.path.abspath(model_path))) or "kernel"
    return sanitize_name(stem)


def sanitize_name(text: str) -> str:
    """A Python module name made from `text` (`my-fn` -> my_fn)."""
    name = re.sub(r"\W", "_", text).strip("_") or "kernel"
    return "_" + name if name[0].isdigit() else name


# Defaults of torch.testing.assert_close (those verify uses), recorded so a project shows
# (and can change) them.
DEFAULT_TOLERANCES = {
    dtype: dict(zip(("rtol", "atol"), VERIFY_TOLERANCES[dtype], strict=True))
    for dtype in ("float32", "float16", "bfloat16", "float64")
}


def recorded_tables(metadata: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The tables that describe the export for people and the IDE: the inputs and the
    dynamic dims (rewritten by every export)."""

    def dims(shape: list[Any]) -> str:
        return ", ".join(str(d) for d in shape)

    inputs = {
        i["name"]: f"{i.get('dtype')}[{dims(i.get('shape') or [])}]"
        for i in metadata.get("signature", {}).get("inputs", [])
    }
    dynamic = {
        d["name"]: {k: d.get(k) for k in ("input", "dim", "min", "max")}
        for d in metadata.get("dynamicDims", [])
    }
    return {"inputs": inputs, "dynamic": dynamic}


# The user's tables, written only when the project file has none: verify's defaults and
# the engine command ("" = the app's setting).
USER_DEFAULTS: dict[str, dict[str, Any]] = {
    "verify": {"trials": 5, "tf32": False, "tolerances": DEFAULT_TOLERANCES},
    "engine": {"command": ""},
}


def resolved_decompositions(spec: Any) -> dict[str, Any]:
    """The decomposition spec as run, ops resolved to overload names:
    `{"base": "none"|"default"|"table", "keep": [...], "decompose": [...]}`."""
    from kernel_studio.pipeline.decompose.decompose import parse_spec

    if isinstance(spec, str):  # JSON text, as format 1 projects recorded it
        spec = json.loads(spec) if spec else None
    if isinstance(spec, dict) and "custom" in spec:  # a decompositions.py's record, as run
        return {k: spec[k] for k in ("base", "keep", "decompose", "custom")}
    base, keep, force, table = parse_spec(spec)
    if table is not None:  # an explicit {op: fn} table (Python API): its ops are recorded
        force = list(table)
    return {
        "base": base,
        "keep": sorted({str(o) for o in keep}),
        "decompose": sorted({str(o) for o in force}),
    }


def generation_record(
    kernel: ExportedKernel,
    settings: dict[str, Any],
    number: int,
    model_source: bytes | None,
) -> dict[str, Any]:
    """What generation `number` was made from ([export] of the project file and of its
    generation.toml)."""
    record: dict[str, Any] = {"generation": number, "created": generations.utc_now()}
    record.update({k: settings[k] for k in SOURCE_KEYS if settings.get(k) is not None})
    source_file = record.get("model") or record.get("callable_file")
    if model_source is None and source_file and os.path.isfile(source_file):
        with open(source_file, "rb") as f:
            model_source = f.read()
    if model_source is not None:
        record["model_sha256"] = generations.sha256(model_source)
    for key in ("decompositions_file", "decompositions_sha256", "artifact", "artifact_sha256"):
        if settings.get(key):
            record[key] = settings[key]
    found = generations.versions()
    record.update(
        {
            "device": kernel.metadata.get("device") or settings.get("device"),
            "strict": bool(settings.get("strict")),
            "decompositions": resolved_decompositions(settings.get("decompositions")),
            "inductor": dict(settings.get("inductor") or {}),  # Inductor options used
            "materialize": list(settings.get("materialize") or []),
            **_buckets_record(settings.get("cuda_graph_buckets")),
            # A training step's partitioner settings, when not the defaults.
            **dict(settings.get("partition") or {}),
            **({"train": True} if settings.get("train") else {}),
            "dynamic_dims": [
                {k: d.get(k) for k in ("name", "input", "dim", "min", "max")}
                for d in kernel.metadata.get("dynamicDims", [])
            ],
            "dynamic_dims_from": settings.get("dynamic_dims_from") or "model",
            "engine": found["engine"],
            "torch": torch.__version__,
            "triton": found["triton"],
            "python": found["python"],
            "working_module_sha256": generations.sha256(kernel.source.encode()),
        }
    )
    return record


def _write_pristine(folder: str, name: str, kernel: ExportedKernel) -> None:
    """What generated/ and every generations/NNNN hold: the module, metadata, raw output."""
    write_file(os.path.join(folder, name + ".py"), kernel.source.encode())
    metadata = json.dumps(kernel.metadata, indent=1, sort_keys=False) + "\n"
    write_file(os.path.join(folder, "metadata.json"), metadata.encode())
    if kernel.raw_source is not None:
        write_file(os.path.join(folder, "inductor_output.py.txt"), kernel.raw_source.encode())


def _write_graphs(generated: str, kernel: ExportedKernel, number: int) -> None:
    """generated/graphs/: a training export's AOTAutograd graphs (verify's locate replays
    against them), stamped with this generation and its metadata. Like the weights, only the
    current generation has them: locate replays the current generation."""
    from kernel_studio.pipeline.train.graphs import GRAPHS_DIR, graph_files

    assert kernel.training_graphs is not None
    folder = os.path.join(generated, GRAPHS_DIR)
    os.makedirs(folder, exist_ok=True)
    for file, data in graph_files(kernel.training_graphs, number, kernel.metadata).items():
        write_file(os.path.join(folder, file), data)


def _write_generation(
    folder: str,
    name: str,
    kernel: ExportedKernel,
    record: dict[str, Any],
    model_source: bytes | None,
    decompositions_source: bytes | None = None,
) -> None:
    """generations/NNNN: the pristine files, the record, a copy of the model file and of
    the decompositions.py it was made with."""
    _write_pristine(folder, name, kernel)
    if decompositions_source is not None:
        write_file(os.path.join(folder, DECOMPOSITIONS_FILE), decompositions_source)
    write_file(os.path.join(folder, GENERATION_FILE), generation_text(record).encode())
    if model_source is not None and record.get("model"):
        model_dir = os.path.join(folder, "model")
        os.makedirs(model_dir, exist_ok=True)
        write_file(os.path.join(model_dir, os.path.basename(record["model"])), model_source)


def _keep_format1_generation(write: ProjectWrite, data: dict[str, Any]) -> None:
    """A format 1 project's generated/ is generation 1: copied into generations/0001 (the
    merge base of its working copy) before the new generation replaces it."""
    root = write.root
    name = str((data.get("project") or {}).get("name") or "")
    module = os.path.join(root, "generated", name + ".py")
    if not name or not os.path.isfile(module) or os.path.exists(generations.folder(root, 1)):
        return
    folder = write.folder(os.path.relpath(generations.folder(root, 1), root))
    for file in (name + ".py", "metadata.json", "inductor_output.py.txt"):
        if os.path.isfile(os.path.join(root, "generated", file)):
            with open(os.path.join(root, "generated", file), "rb") as f:
                write_file(os.path.join(folder, file), f.read())
    module_sha = generations.file_sha256(module)
    record = {
        **export_record(data),
        "generation": 1,
        "created": generations.utc_time(os.path.getmtime(module)),
        "working_module_sha256": module_sha,
    }
    write_file(os.path.join(folder, GENERATION_FILE), generation_text(record).encode())


def _check_out_dir(out_dir: str) -> None:
    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        raise ExportError("input", f"output path {out_dir} is a file", hint="choose a folder")
    # The state folder alone (a remote engine's mirror holds the pushed model file there)
    # does not make a folder anyone's work.
    if os.path.isdir(out_dir) and set(os.listdir(out_dir)) - {".kernel-studio"}:
        if not os.path.exists(os.path.join(out_dir, PROJECT_FILE)):
            raise ExportError(
                "input",
                f"{out_dir} is not empty and is not a Kernel Studio project",
                hint="choose an empty or new folder, or an earlier export's folder",
            )


def _read_existing(path: str) -> tuple[str | None, dict[str, Any]]:
    """The project file's text and values, if there is one. A file that does not parse
    stops the export: its user tables could not be kept."""
    if not os.path.isfile(path):
        return None, {}
    try:
        with open(path, "rb") as f:
            raw = f.read()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ProjectFileError(path, f"not UTF-8 text ({exc.reason})") from exc
        return text, parse(text, path).unwrap()
    except ProjectFileError as exc:
        raise ExportError(
            "input",
            f"{exc}: the project file cannot be read, so the export would lose its settings",
            file=path,
            line=exc.line or None,
            hint="fix the file (or delete it to start a fresh one) and export again",
        ) from exc


def _buckets_record(buckets: dict[str, list[int]] | None) -> dict[str, Any]:
    """`cuda_graph_buckets` of [export], written only when the export has buckets."""
    return {"cuda_graph_buckets": {k: list(v) for k, v in buckets.items()}} if buckets else {}


def write_project(
    out_dir: str,
    kernel: ExportedKernel,
    export_settings: dict[str, Any],
    *,
    model_source: bytes | None = None,
    decompositions_source: bytes | None = None,
    kept_files: dict[str, bytes] | None = None,
) -> dict[str, Any]:
    """Write (or refresh) the project folder `out_dir` as the next generation.
    `export_settings`: the source (`model`, or `callable`/`inputs`/`dynamic_shapes` and
    `callable_file`), `device`, `strict`, `decompositions` (the spec as given), `inductor`
    (the Inductor options, checked), `materialize`, `cuda_graph_buckets`,
    `decompositions_file` and `decompositions_sha256` (when a decompositions.py was used,
    whose bytes are `decompositions_source`) and
    `dynamic_dims_from` ("model" or "request"); `model_source` is the model file's bytes as
    loaded (read from disk when not given). The working copy is created only if missing
    (with .kernel-studio/working.json naming this generation as its base): after the first
    export it belongs to the user. `kept_files`: more files of the project (path relative to
    it -> bytes) written in the same commit (an imported artifact, its provenance)."""
    out_dir = os.path.abspath(out_dir)
    _check_out_dir(out_dir)
    name = kernel.module_name
    weights = weights_bytes(kernel.weights) if kernel.weights else None
    toml_path = os.path.join(out_dir, PROJECT_FILE)
    with project_write(out_dir) as write:
        existing, data = _read_existing(toml_path)
        number = generations.next_number(out_dir, data)
        record = generation_record(kernel, export_settings, number, model_source)
        if data and project_format(data) == 1:
            _keep_format1_generation(write, data)

        generated = write.folder("generated")
        _write_pristine(generated, name, kernel)
        if weights is not None:
            write_file(os.path.join(generated, name + ".weights.pt"), weights)
        if kernel.training_graphs is not None:
            _write_graphs(generated, kernel, number)
        history = write.folder(os.path.relpath(generations.folder(out_dir, number), out_dir))
        _write_generation(history, name, kernel, record, model_source, decompositions_source)

        tables = {
            "project": {"format": FORMAT, "name": name, "module": name + ".py"},
            "export": record,
            **recorded_tables(kernel.metadata),
        }
        text = update_project_text(existing, toml_path, tables, USER_DEFAULTS)
        write_file(write.file(PROJECT_FILE), text.encode())
        if not os.path.exists(os.path.join(out_dir, name + ".py")):
            write_file(write.create(name + ".py"), kernel.source.encode())
            # The new working copy's merge base, in the same commit as the copy itself.
            base = json.dumps({"generation": number}) + "\n"
            write_file(write.file(WORKING_FILE), base.encode())
        if weights is not None:
            write_file(write.file(name + ".weights.pt"), weights)
        for rel, kept in (kept_files or {}).items():
            write_file(write.file(rel), kept)
    final_generated = os.path.join(out_dir, "generated")
    return {
        "project": out_dir,
        "module": os.path.join(out_dir, name + ".py"),
        "generated": os.path.join(final_generated, name + ".py"),
        "metadataFile": os.path.join(final_generated, "metadata.json"),
        "projectFile": toml_path,
        "generation": number,
    }
