"""The `projectStatus` method (docs/protocol.md): a project's current generation, whether
it is stale (its model file or the engine, torch or triton changed since) and the kept
generations. Reads files only; no torch. The app asks it when it opens a project: for a
trusted project the engine's idle job worker then imports the installed packages of the
project's model file (server/preload.py), ahead of the next export."""

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
        status = status_of(project)
    except ProjectFileError as exc:
        raise method_failed(str(exc), "input", file=exc.path, line=exc.line or None) from exc
    except OSError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
    _learn_model(project)
    return status


def _learn_model(project: str) -> None:
    """Tell the job runner the trusted project's model file (nothing for an untrusted one:
    the spare may import only what the user agreed to run)."""
    from kernel_studio.project.project_file import PROJECT_FILE, export_record, read_toml
    from kernel_studio.project.trust import trusted_root
    from kernel_studio.server.jobs import RUNNER

    try:
        if trusted_root(project) is None:
            return
        model = export_record(read_toml(os.path.join(project, PROJECT_FILE))).get("model")
    except (ProjectFileError, OSError, ValueError):
        return
    if isinstance(model, str) and model:
        path = model if os.path.isabs(model) else os.path.join(project, model)
        if os.path.isfile(path):
            RUNNER.learn(path)
