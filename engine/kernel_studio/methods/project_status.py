"""The `projectStatus` method (docs/protocol.md): a project's current generation, whether
it is stale (its model file or the engine, torch or triton changed since) and the kept
generations. Reads files only; no torch."""

from __future__ import annotations

import os
from typing import Any

from kernel_studio.project.generations import project_status as status_of
from kernel_studio.project.project_file import ProjectFileError
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str


@method("projectStatus")
def project_status(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    try:
        return status_of(project)
    except ProjectFileError as exc:
        raise method_failed(str(exc), "input", file=exc.path, line=exc.line or None) from exc
    except OSError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
