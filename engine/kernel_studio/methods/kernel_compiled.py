"""The `kernel/compiled` JSON-RPC method (docs/protocol.md): what one kernel of a project
compiles to (kernel_studio/compiled/), its stages linked line by line to the module, its
resources, and the same for the pristine module with the deltas."""

from __future__ import annotations

import os
from typing import Any

from kernel_studio.methods.trust import require_trusted
from kernel_studio.sandbox.project import ProjectError
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

STAGES = ("ttir", "ttgir", "llir", "ptx", "sass", "asm")


@method("kernel/compiled")
def kernel_compiled(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.compiled.kernel import CompileError, compiled_kernel

    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    kernel = param_str(params, "kernel")
    stage = params.get("stage")
    if stage is not None and stage not in STAGES:
        raise invalid_params("stage", f"must be one of {', '.join(STAGES)}")
    text = params.get("text")
    if text is not None and not isinstance(text, str):
        raise invalid_params("text", "must be a string")
    target = params.get("target")
    if target is not None and not isinstance(target, str):
        raise invalid_params("target", "must be a string like sm_90")
    pristine = params.get("pristine", True)
    if not isinstance(pristine, bool):
        raise invalid_params("pristine", "must be a boolean")
    require_trusted(project, "compiling its module's kernels")
    ctx.check_cancelled()
    try:
        return compiled_kernel(
            project,
            kernel,
            stage=stage,
            text=text,
            target=target,
            pristine=pristine,
            progress=ctx.progress,
            check_cancelled=ctx.check_cancelled,
        )
    except ProjectError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
    except CompileError as exc:
        raise method_failed(str(exc), "input", file=project, line=exc.line) from exc
