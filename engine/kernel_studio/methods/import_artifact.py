"""The `importArtifact` method: a torch.compiler.precompile artifact and the model file it
was captured from -> a new project whose generation 1 is the artifact's kernels, cleaned
(docs/protocol.md; pipeline/artifact/)."""

from __future__ import annotations

import hashlib
import os
from typing import Any

from kernel_studio.methods.export import (
    SEED,
    _input_error,
    _no_commit,
    _read_source,
)
from kernel_studio.pipeline.errors import write_error
from kernel_studio.project.model_file import (
    ModelFileError,
    build_model,
    check_model_path,
    load_model_file,
    make_init_inputs,
    make_inputs,
)
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

# Where the project keeps the artifact it was imported from.
ARTIFACT_FOLDER = "artifact"


def _parse(params: dict[str, Any]) -> dict[str, str]:
    job = {key: param_str(params, key) for key in ("artifact", "model", "out")}
    for key, path in job.items():
        if not os.path.isabs(path):
            raise invalid_params(key, "must be an absolute path")
    return job


def _check_out(out: str) -> None:
    from kernel_studio.pipeline.errors import ExportError

    if os.path.exists(out) and not os.path.isdir(out):
        raise ExportError("input", f"output path {out} is a file", hint="choose a folder")
    if os.path.isdir(out) and set(os.listdir(out)) - {".kernel-studio"}:
        raise ExportError(
            "input",
            f"{out} is not empty: an artifact is imported into a new project",
            hint="choose an empty or new folder",
        )


def import_artifact(
    artifact_path: str, model_path: str, out: str, progress: Any = None, commit: Any = None
) -> dict[str, Any]:
    """Import the artifact into the new project `out`; the `importArtifact` result.
    Raises ExportError."""
    import torch

    from kernel_studio.pipeline.artifact.read import read_artifact
    from kernel_studio.pipeline.artifact.run import run_import
    from kernel_studio.project.layout import module_name_for, write_project
    from kernel_studio.project.model_file import loss_text

    artifact_path, model_path, out = (os.path.abspath(p) for p in (artifact_path, model_path, out))
    _check_out(out)
    if progress:
        progress("load", f"reading {os.path.basename(artifact_path)}", 0.0)
    artifact = read_artifact(artifact_path)
    try:
        model_source = _read_source(model_path)
        loaded = load_model_file(model_path)
        torch.manual_seed(SEED)
        model = build_model(loaded, make_init_inputs(loaded))
        inputs = make_inputs(loaded)
    except ModelFileError as exc:
        raise _input_error(exc) from exc
    if isinstance(model, torch.nn.Module) and not artifact.step:
        model.eval()  # a training step is verified and regenerated in train mode
    step_graph: list[str] = []
    kernel = run_import(
        artifact,
        model,
        list(inputs),
        module_name=module_name_for(model_path),
        model_file=model_path,
        user_files=[loaded.path],
        progress=progress,
        loss=loaded.loss,
        loss_text=loss_text(loaded),
        step_graph=step_graph,
    )
    kept = f"{ARTIFACT_FOLDER}/{os.path.basename(artifact_path)}"
    kept_files = {kept: artifact.data}
    if step_graph:
        # The graph the step was captured from, as far as it traces again (docs/command-line.md).
        graph_file = f"{ARTIFACT_FOLDER}/{os.path.splitext(os.path.basename(artifact_path))[0]}"
        graph_file += ".graph.py"
        kept_files[graph_file] = step_graph[0].encode()
        kernel.metadata["step"]["graphFile"] = graph_file
    settings: dict[str, Any] = {
        "model": model_path,
        "device": kernel.metadata.get("device"),
        "strict": False,
        "decompositions": None,
        "inductor": {},
        "materialize": [],
        "cuda_graph_buckets": {},
        "dynamic_dims_from": "model",
        "artifact": kept,
        "artifact_sha256": hashlib.sha256(artifact.data).hexdigest(),
        # A training step regenerates as Kernel Studio's own training export.
        **({"train": True} if artifact.step else {}),
    }
    try:
        with (commit or _no_commit)(out):
            paths = write_project(
                out, kernel, settings, model_source=model_source, kept_files=kept_files
            )
    except OSError as exc:
        raise write_error(out, exc) from exc
    return {
        **paths,
        "metadata": kernel.metadata,
        "kernels": [k["name"] for k in kernel.metadata.get("kernels", [])],
        "artifact": os.path.join(out, kept),
        "graphFrom": "model",
    }


def run_import_artifact(params: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """The method in the job worker (server/jobs.py). Raises RpcError."""
    from kernel_studio.pipeline.errors import ExportError

    job = _parse(params)
    try:
        return import_artifact(
            job["artifact"],
            job["model"],
            job["out"],
            progress=ctx.progress,
            commit=getattr(ctx, "commit", None),
        )
    except ExportError as exc:
        raise method_failed(
            exc.message, exc.category, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc


@method("importArtifact")
def import_artifact_method(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """Checked here (the artifact is read without running it, the model file must exist);
    the import runs in a worker process."""
    from kernel_studio.methods.export import check_torch_supported
    from kernel_studio.pipeline.artifact.read import read_artifact
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.server.jobs import RUNNER

    job = _parse(params)
    check_torch_supported()
    try:
        read_artifact(job["artifact"])
        check_model_path(job["model"])
        _check_out(job["out"])
    except ModelFileError as exc:
        raise method_failed(
            exc.message, "input", file=exc.file, line=exc.line, hint=exc.hint
        ) from exc
    except ExportError as exc:
        raise method_failed(
            exc.message, exc.category, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc
    return RUNNER.run("importArtifact", params, ctx)
