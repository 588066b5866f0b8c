"""The `export` method: a model file -> a project folder with the clean module and its
metadata (docs/protocol.md, docs/project-format.md)."""

from __future__ import annotations

import json
import os
from typing import Any

from kernel_studio.methods import RequestContext, method, param_str
from kernel_studio.model_file import (
    ModelFileError,
    build_model,
    load_model_file,
    make_dynamic_shapes,
    make_init_inputs,
    make_inputs,
)
from kernel_studio.protocol import invalid_params, method_failed

SEED = 0


def export_model_file(
    model_path: str,
    out_dir: str,
    *,
    device: str | None = None,
    decompositions: Any = None,
    strict: bool = False,
    progress: Any = None,
) -> dict[str, Any]:
    """Export the model file (Model / get_inputs / get_init_inputs / dynamic_shapes) into
    the project folder `out_dir`; returns the `export` result. Raises ExportError."""
    import torch

    from kernel_studio import __version__
    from kernel_studio.pipeline.api import run_pipeline
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.pipeline.project import module_name_for, write_project

    if progress:
        progress("load", f"loading {os.path.basename(model_path)}", 0.0)
    try:
        loaded = load_model_file(model_path)
        torch.manual_seed(SEED)
        model = build_model(loaded, make_init_inputs(loaded))
        inputs = make_inputs(loaded)
        spec = make_dynamic_shapes(loaded)
    except ModelFileError as exc:
        raise ExportError(
            "input", exc.message, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc
    if isinstance(model, torch.nn.Module):
        model.eval()
    name = module_name_for(loaded.path)
    _, _, kernel = run_pipeline(
        model,
        inputs,
        dynamic_shapes=spec,
        decompositions=decompositions,
        device=device,
        strict=strict,
        module_name=name,
        user_files=[loaded.path],
        progress=progress,
    )
    settings = {
        "model": loaded.path,
        "device": kernel.metadata.get("device"),
        "strict": strict,
        "decompositions": json.dumps(decompositions, sort_keys=True) if decompositions else None,
        "engine": __version__,
        "torch": torch.__version__,
    }
    try:
        paths = write_project(out_dir, kernel, settings)
    except ExportError:
        raise
    except OSError as exc:
        raise ExportError("input", f"cannot write {out_dir}: {exc}") from exc
    return {
        **paths,
        "metadata": kernel.metadata,
        "kernels": [k["name"] for k in kernel.metadata.get("kernels", [])],
    }


@method("export")
def export(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.pipeline.errors import ExportError

    model = param_str(params, "model")
    out = param_str(params, "out")
    device = params.get("device")
    if device not in (None, "cpu", "cuda"):
        raise invalid_params("device", 'must be "cpu", "cuda" or null')
    strict = params.get("strict", False)
    if not isinstance(strict, bool):
        raise invalid_params("strict", "must be a boolean")
    decompositions = params.get("decompositions")
    if decompositions is not None and not isinstance(decompositions, dict | list):
        raise invalid_params("decompositions", "must be an object, a list or null")
    if not os.path.isabs(model):
        raise invalid_params("model", "must be an absolute path")
    if not os.path.isabs(out):
        raise invalid_params("out", "must be an absolute path")
    try:
        return export_model_file(
            model,
            out,
            device=device,
            decompositions=decompositions,
            strict=strict,
            progress=ctx.progress,
        )
    except ExportError as exc:
        raise method_failed(
            exc.message, exc.category, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc
