"""`inspectModel`: load a model file, run it eagerly on the CPU and describe what it takes
and returns (docs/protocol.md)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from typing import Any

from kernel_studio.project.model_file import (
    ModelFileError,
    build_model,
    call_user,
    check_model_path,
    definition_line,
    describe_dynamic_shapes,
    input_names,
    load_model_file,
    make_dynamic_shapes,
    make_init_inputs,
    make_inputs,
)
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

Progress = Callable[[str, str, float | None], None]

# Inputs and outputs are made from the same seed every time, so repeated runs agree.
SEED = 0


def describe_value(value: Any) -> dict[str, Any]:
    """A tensor as {"shape", "dtype", "stride", "device"}; any other value gets the same
    keys with shape/stride/device null and its Python type name as dtype."""
    import torch

    if not isinstance(value, torch.Tensor):
        return {"shape": None, "dtype": type(value).__name__, "stride": None, "device": None}
    try:
        stride: list[int] | None = list(value.stride())
    except RuntimeError:  # sparse and other layouts without strides
        stride = None
    return {
        "shape": list(value.shape),
        "dtype": str(value.dtype).removeprefix("torch."),
        "stride": stride,
        "device": str(value.device),
    }


def flatten_outputs(value: Any) -> list[Any]:
    """The leaves of a forward() result: tensors inside (nested) tuples, lists and dicts."""
    if isinstance(value, list | tuple):
        return [leaf for item in value for leaf in flatten_outputs(item)]
    if isinstance(value, dict):
        return [leaf for item in value.values() for leaf in flatten_outputs(item)]
    return [value]


def inspect_file(path: str, progress: Progress) -> dict[str, Any]:
    """The `inspectModel` result for the model file at `path`; raises ModelFileError."""
    import torch

    started = time.perf_counter()
    progress("load", f"loading {os.path.basename(path)}", 0.0)
    loaded = load_model_file(path)
    progress("load", "building the model and its inputs", 0.25)
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded))
    inputs = make_inputs(loaded)
    spec = make_dynamic_shapes(loaded)
    try:
        dynamic = describe_dynamic_shapes(spec, inputs, input_names(loaded.model_class))
    except ValueError as exc:
        line = definition_line(loaded.dynamic_shapes) if loaded.dynamic_shapes else None
        raise ModelFileError(
            f"dynamic_shapes(): {exc}",
            loaded.path,
            line,
            "return a dict {input name: {dim index: torch.export.Dim(...)}}",
        ) from exc
    parameters = 0
    if isinstance(model, torch.nn.Module):
        parameters = sum(p.numel() for p in model.parameters())

    progress("run", "running the model eagerly on the CPU", 0.5)
    with torch.no_grad():
        outputs = call_user(loaded.path, "Model.forward", "fix Model.forward", model, *inputs)
    progress("run", "done", 1.0)
    return {
        "path": path,
        "model": loaded.model_class.__name__,
        "parameters": int(parameters),
        "inputs": [describe_value(value) for value in inputs],
        "outputs": [describe_value(value) for value in flatten_outputs(outputs)],
        "dynamicShapes": dynamic,
        "seconds": time.perf_counter() - started,
    }


def _path_param(params: dict[str, Any]) -> str:
    path = param_str(params, "path")
    if not os.path.isabs(path):
        raise invalid_params("path", "must be an absolute path")
    return path


def _input_error(exc: ModelFileError) -> Exception:
    return method_failed(exc.message, "input", file=exc.file, line=exc.line, hint=exc.hint)


def run_inspect(params: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """`inspectModel` in the process that runs it (the job worker); `ctx.progress` reports."""
    try:
        return inspect_file(_path_param(params), ctx.progress)
    except ModelFileError as exc:
        raise _input_error(exc) from exc


@method("inspectModel")
def inspect_model(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """`inspectModel` {"path"}: errors in the model file answer -32000, category "input".
    The params are checked here, the model is loaded and run in a worker process."""
    from kernel_studio.server.jobs import RUNNER

    path = _path_param(params)
    try:
        check_model_path(path)
    except ModelFileError as exc:
        raise _input_error(exc) from exc
    return RUNNER.run("inspect", params, ctx)
