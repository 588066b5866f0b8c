"""The `verify` JSON-RPC method (docs/protocol.md): a thin wrapper over
`kernel_studio.verify.run.verify_project`."""

from __future__ import annotations

import os
from typing import Any

from kernel_studio.methods.trust import require_trusted
from kernel_studio.project.writer_lock import engine_writing
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str


@method("verify")
def verify(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.verify.run import VerifyInputError, verify_project

    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    require_trusted(project, "verify")
    options = {k: v for k, v in params.items() if k != "project"}
    try:
        with engine_writing(project, ctx):
            return verify_project(
                project,
                options,
                progress=ctx.progress,
                cancelled=lambda: ctx.cancelled,
                trusted=True,  # require_trusted above
            )
    except VerifyInputError as exc:
        if exc.param is not None:
            raise invalid_params(exc.param, exc.message.removeprefix(exc.param).strip()) from exc
        raise method_failed(exc.message, "input", file=project) from exc
