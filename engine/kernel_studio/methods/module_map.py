"""The `moduleMap` JSON-RPC method (docs/protocol.md): where each kernel of a project is
in its working module (or in unsaved editor text), whether the user edited it, where
`call` launches it, and the module-level regions. The app asks this instead of locating
kernels itself."""

from __future__ import annotations

import os
import time
from typing import Any

from kernel_studio.methods.check_module import (
    pristine_map,
    read_generation,
    read_project,
    read_working,
)
from kernel_studio.module_text.module_map import edited_kernels, map_module
from kernel_studio.sandbox.project import ProjectError
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str


def project_map(
    root: str, text: str | None = None, generation: int | None = None
) -> dict[str, Any]:
    """The map of `root`'s working module (or `text` in its place), `edited` against
    generated/<name>.py (null when there is none). With `generation`, against that kept
    generation's metadata and pristine module instead, and `text` None means that pristine
    module's text (a merge maps its base and its new side this way). Raises ProjectError."""
    started = time.perf_counter()
    if generation is None:
        project = read_project(root)
        if text is None:
            text = read_working(project)
    else:
        project = read_generation(root, generation)
        if text is None:
            text = _read_pristine(project.generated_path)
    working = map_module(text, project.kernels)
    pristine = pristine_map(project)
    edited = edited_kernels(working, pristine) if pristine else None
    return {**working.to_json(edited), "seconds": round(time.perf_counter() - started, 6)}


def _read_pristine(path: str) -> str:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError as exc:
        raise ProjectError(f"cannot read the pristine module {path}: {exc}") from exc


@method("moduleMap")
def module_map(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    text = params.get("text")
    if text is not None and not isinstance(text, str):
        raise invalid_params("text", "must be a string")
    generation = params.get("generation")
    if generation is not None and (
        not isinstance(generation, int) or isinstance(generation, bool) or generation < 1
    ):
        raise invalid_params("generation", "must be an integer >= 1")
    ctx.check_cancelled()
    try:
        return project_map(project, text, generation)
    except ProjectError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
