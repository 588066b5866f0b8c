"""The `profile` JSON-RPC method (docs/protocol.md): a thin wrapper over
`kernel_studio.profile.run.profile_project`."""

from __future__ import annotations

import os
from typing import Any

from kernel_studio.methods.trust import require_trusted
from kernel_studio.project.writer_lock import engine_writing
from kernel_studio.server.protocol import ErrorCode, RpcError, invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

# Sandbox fault kinds that are the machine's problem rather than the module's.
ENVIRONMENT_FAULTS = {"environment", "memory"}
ENGINE_FAULTS = {"timeout", "crash", "internal"}


@method("profile")
def profile(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.profile.run import ProfileFailed, ProfileInputError, profile_project

    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    require_trusted(project, "profile")
    options = {k: v for k, v in params.items() if k != "project"}
    try:
        with engine_writing(project, ctx):
            return profile_project(
                project, options, progress=ctx.progress, cancelled=lambda: ctx.cancelled
            )
    except ProfileInputError as exc:
        if exc.param is not None:
            raise invalid_params(exc.param, exc.message.removeprefix(exc.param).strip()) from exc
        raise method_failed(exc.message, "input", file=project) from exc
    except ProfileFailed as exc:
        fault = exc.fault
        if fault.kind in ENGINE_FAULTS:
            data = {
                "category": "engine",
                "exitStatus": fault.extra.get("exitStatus"),
                "log": str(fault.extra.get("log") or ""),
            }
            raise RpcError(ErrorCode.METHOD_FAILED, exc.message, data) from exc
        category = "environment" if fault.kind in ENVIRONMENT_FAULTS else "input"
        line = fault.extra.get("line")
        raise method_failed(
            exc.message, category, file=exc.module, line=line if isinstance(line, int) else None
        ) from exc
