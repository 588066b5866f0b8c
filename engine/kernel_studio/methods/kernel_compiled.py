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


@method("kernel/resources")
def kernel_resources(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    from kernel_studio.compiled.kernel import CompileError
    from kernel_studio.compiled.project_resources import project_resources

    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    target = params.get("target")
    if target is not None and not isinstance(target, str):
        raise invalid_params("target", "must be a string like sm_90")
    kernels = params.get("kernels")
    if kernels is not None and (
        not isinstance(kernels, list) or not all(isinstance(k, str) for k in kernels)
    ):
        raise invalid_params("kernels", "must be a list of kernel names")
    cached_only = params.get("cachedOnly", False)
    if not isinstance(cached_only, bool):
        raise invalid_params("cachedOnly", "must be a boolean")
    if not cached_only:  # the cache alone runs nothing of the project's
        require_trusted(project, "compiling its module's kernels")
    ctx.check_cancelled()
    try:
        return project_resources(
            project,
            target=target or None,
            kernels=kernels,
            cached_only=cached_only,
            progress=ctx.progress,
            check_cancelled=ctx.check_cancelled,
        )
    except ProjectError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
    except CompileError as exc:
        raise method_failed(str(exc), "input", file=project, line=exc.line) from exc


@method("kernel/setTarget")
def kernel_set_target(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """Records the GPU the project's Triton kernels are compiled for (`[compiled] target` of
    kernel-studio.toml; "" removes it: the engine's GPU, else sm_90)."""
    from kernel_studio.compiled.kernel import CompileError, parse_target
    from kernel_studio.project.project_file import (
        PROJECT_FILE,
        ProjectFileError,
        read_toml,
        rewrite_project_file,
    )
    from kernel_studio.project.writer_lock import engine_writing

    project = param_str(params, "project")
    if not os.path.isabs(project) or not os.path.isfile(os.path.join(project, PROJECT_FILE)):
        raise invalid_params("project", "must be the absolute path of a project folder")
    target = params.get("target")
    if not isinstance(target, str):
        raise invalid_params("target", "must be a string like sm_90 ('' for the default)")
    chosen = None
    if target.strip():
        try:
            chosen = f"sm_{parse_target(target)}"
        except CompileError as exc:
            raise invalid_params("target", str(exc)) from None
    path = os.path.join(project, PROJECT_FILE)
    with engine_writing(project, ctx):
        try:
            table = dict(read_toml(path).get("compiled") or {})
            table["target"] = chosen
            rewrite_project_file(path, {"compiled": table})
        except ProjectFileError as exc:
            raise method_failed(str(exc), "input", file=exc.path, line=exc.line or None) from exc
    return {"target": chosen}
