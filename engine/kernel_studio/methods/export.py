"""The `export` method: a model file -> a project folder with the clean module and its
metadata (docs/protocol.md, docs/project-format.md)."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any

from kernel_studio.inductor.options import check_inductor_options
from kernel_studio.methods.export_again import expand_again
from kernel_studio.methods.trust import require_trusted
from kernel_studio.pipeline.errors import write_error
from kernel_studio.pipeline.lower.graph_buckets import PARAM as BUCKETS_PARAM
from kernel_studio.pipeline.lower.graph_buckets import check_buckets
from kernel_studio.pipeline.lower.partition import (
    BUDGET_KEY,
    BUDGET_PARAM,
    POLICY_PARAM,
    PartitionSettingsError,
    check_partition_settings,
    partition_settings,
)
from kernel_studio.project.model_file import (
    ModelFileError,
    build_model,
    check_model_path,
    check_python_file,
    load_model_file,
    make_dynamic_shapes,
    make_init_inputs,
    make_inputs,
)
from kernel_studio.project.project_file import PROJECT_FILE
from kernel_studio.project.writer_lock import engine_writing
from kernel_studio.server.protocol import invalid_params, invalid_value, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

if TYPE_CHECKING:
    pass

# Wraps the write of the project folder (the job worker's commit handshake, server/jobs.py).
Commit = Callable[[str], AbstractContextManager[Any]]

SEED = 0


def _input_error(exc: ModelFileError) -> Exception:
    from kernel_studio.pipeline.errors import ExportError

    return ExportError("input", exc.message, file=exc.file, line=exc.line, hint=exc.hint)


def _read_source(path: str) -> bytes | None:
    """The bytes of the file a model is loaded from, read as it is loaded: the project
    records their hash and keeps a copy (None when unreadable; loading reports why)."""
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def dynamic_dims_spec(dims: list[dict[str, Any]], names: list[str], inputs: list[Any]) -> Any:
    """A torch.export `dynamic_shapes` spec from the IDE's edited dims
    (`[{"input", "dim", "name", "min", "max"}]`); equal names share one Dim. Raises
    ModelFileError-free ValueError naming what is wrong."""
    import torch
    from torch.export import Dim

    made: dict[str, Any] = {}
    spec: dict[str, dict[int, Any]] = {}
    for entry in dims:
        name = entry.get("name")
        if not isinstance(name, str) or not name.isidentifier():
            raise ValueError(f"dynamic dim name {name!r} is not a Python identifier")
        inp = entry.get("input")
        if inp not in names:
            raise ValueError(
                f"dynamic dim {name}: the model has no input {inp!r} (inputs: {names})"
            )
        value = inputs[names.index(inp)]
        dim = entry.get("dim")
        if (
            not isinstance(value, torch.Tensor)
            or not isinstance(dim, int)
            or not 0 <= dim < value.dim()
        ):
            raise ValueError(f"dynamic dim {name}: {inp} has no dimension {dim}")
        low, high = entry.get("min", 0), entry.get("max")
        if (
            not isinstance(low, int)
            or low < 0
            or (high is not None and (not isinstance(high, int) or high < low))
        ):
            raise ValueError(f"dynamic dim {name}: the range must be 0 <= min <= max")
        if name not in made:
            made[name] = Dim(name, min=low, max=high) if high is not None else Dim(name, min=low)
        spec.setdefault(inp, {})[dim] = made[name]
    return {name: spec.get(name) for name in names} if spec else None


def export_model_file(
    model_path: str,
    out_dir: str,
    *,
    device: str | None = None,
    decompositions: Any = None,
    strict: bool = False,
    progress: Any = None,
    dynamic_dims: list[dict[str, Any]] | None = None,
    commit: Commit | None = None,
    model_origin: str | None = None,
    inductor: dict[str, Any] | None = None,
    decompositions_file: str | None = None,
    materialize: list[str] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    partition: dict[str, Any] | None = None,
    train: bool = False,
) -> dict[str, Any]:
    """Export the model file (Model / get_inputs / get_init_inputs / dynamic_shapes) into
    the project folder `out_dir`; returns the `export` result. `model_origin`: the path the
    project records when `model_path` is a copy (a remote workspace's input); every path of
    the copy in the metadata and in errors names the origin. Raises ExportError."""
    from kernel_studio.pipeline.errors import ExportError

    # Paths as the caller gave them may be relative to its working folder; the project
    # records them absolute (or relative to itself), so that they resolve from anywhere.
    model_path, out_dir = os.path.abspath(model_path), os.path.abspath(out_dir)
    model_origin = os.path.abspath(model_origin) if model_origin else None
    if progress:
        progress("load", f"loading {os.path.basename(model_path)}", 0.0)
    origin = model_origin or model_path
    try:
        return _export_model_file(
            model_path,
            origin,
            out_dir,
            device,
            decompositions,
            strict,
            progress,
            dynamic_dims,
            commit,
            inductor,
            decompositions_file,
            materialize,
            cuda_graph_buckets,
            partition,
            train,
        )
    except ExportError as exc:
        if origin != model_path:
            exc.message = exc.message.replace(model_path, origin)
            exc.file = origin if exc.file == model_path else exc.file
        raise


def _export_model_file(
    model_path: str,
    origin: str,
    out_dir: str,
    device: str | None,
    decompositions: Any,
    strict: bool,
    progress: Any,
    dynamic_dims: list[dict[str, Any]] | None,
    commit: Commit | None,
    inductor: dict[str, Any] | None,
    decompositions_file: str | None = None,
    materialize: list[str] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    partition: dict[str, Any] | None = None,
    train: bool = False,
) -> dict[str, Any]:
    import torch

    from kernel_studio.project.layout import module_name_for
    from kernel_studio.project.model_file import loss_text

    try:
        model_source = _read_source(model_path)
        loaded = load_model_file(model_path)
        torch.manual_seed(SEED)
        model = build_model(loaded, make_init_inputs(loaded))
        inputs = make_inputs(loaded)
        spec = make_dynamic_shapes(loaded)
    except ModelFileError as exc:
        raise _input_error(exc) from exc
    if dynamic_dims is not None:
        from kernel_studio.pipeline.errors import ExportError
        from kernel_studio.project.model_file import input_names

        try:
            spec = dynamic_dims_spec(dynamic_dims, input_names(loaded.model_class), list(inputs))
        except ValueError as exc:
            raise ExportError("input", str(exc), file=loaded.path) from exc
    if isinstance(model, torch.nn.Module):
        # A training step runs the model as training does (batch statistics, dropout).
        model.train(train)
    return _export(
        model,
        inputs,
        spec,
        out_dir,
        name=module_name_for(origin),
        user_files=[loaded.path],
        aliases={loaded.path: origin} if origin != loaded.path else {},
        source={
            "model": origin,
            "dynamic_dims_from": "model" if dynamic_dims is None else "request",
        },
        model_source=model_source,
        device=device,
        decompositions=decompositions,
        strict=strict,
        progress=progress,
        commit=commit,
        inductor=inductor,
        decompositions_file=decompositions_file,
        materialize=materialize,
        cuda_graph_buckets=cuda_graph_buckets,
        partition=partition,
        train=train,
        loss=loss_text(loaded) if train else None,
    )


def export_callable(
    callable_ref: str,
    inputs_ref: str,
    out_dir: str,
    *,
    dynamic_shapes_ref: str | None = None,
    device: str | None = None,
    decompositions: Any = None,
    strict: bool = False,
    progress: Any = None,
    commit: Commit | None = None,
    inductor: dict[str, Any] | None = None,
    decompositions_file: str | None = None,
    materialize: list[str] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    partition: dict[str, Any] | None = None,
    train: bool = False,
) -> dict[str, Any]:
    """Export the function or nn.Module named by `callable_ref` (`pkg.mod:fn` or
    `/abs/file.py:fn`) on the inputs returned by `inputs_ref` (same forms, called without
    arguments) into the project folder `out_dir`. Raises ExportError."""
    import torch

    from kernel_studio.project.callable_ref import load_callable, load_dynamic_shapes, load_inputs
    from kernel_studio.project.layout import sanitize_name

    if progress:
        progress("load", f"loading {callable_ref}", 0.0)
    try:
        torch.manual_seed(SEED)
        fn, fn_file, fn_name = load_callable(callable_ref)
        inputs, inputs_file = load_inputs(inputs_ref)
        spec = load_dynamic_shapes(dynamic_shapes_ref) if dynamic_shapes_ref else None
    except ModelFileError as exc:
        raise _input_error(exc) from exc
    fn_source = _read_source(fn_file) if fn_file else None
    files = [f for f in (fn_file, inputs_file) if f]
    return _export(
        fn,
        inputs,
        spec,
        out_dir,
        name=sanitize_name(fn_name),
        user_files=list(dict.fromkeys(files)),
        source={
            "callable": callable_ref,
            "inputs": inputs_ref,
            "dynamic_shapes": dynamic_shapes_ref,
            "callable_file": fn_file,
        },
        model_source=fn_source,
        device=device,
        decompositions=decompositions,
        strict=strict,
        progress=progress,
        commit=commit,
        inductor=inductor,
        decompositions_file=decompositions_file,
        materialize=materialize,
        cuda_graph_buckets=cuda_graph_buckets,
        partition=partition,
        train=train,
    )


def load_decompositions(path: str) -> Any:
    """The loaded decompositions.py at `path` (ExportError `input` naming file and line)."""
    from kernel_studio.decompositions import DecompositionsError, load_decompositions_file
    from kernel_studio.pipeline.errors import ExportError

    try:
        return load_decompositions_file(path)
    except DecompositionsError as exc:
        raise ExportError(
            "input", exc.message, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc


def recorded_file(path: str, out_dir: str) -> str:
    """`path` as the project records it: relative to the project when inside it."""
    path, root = os.path.abspath(path), os.path.abspath(out_dir)
    return os.path.relpath(path, root) if path.startswith(root + os.sep) else path


def _export(
    model: Any,
    inputs: list[Any],
    spec: Any,
    out_dir: str,
    *,
    name: str,
    user_files: list[str],
    source: dict[str, Any],
    aliases: dict[str, str] | None = None,
    model_source: bytes | None,
    device: str | None,
    decompositions: Any,
    strict: bool,
    progress: Any,
    commit: Commit | None,
    inductor: dict[str, Any] | None = None,
    decompositions_file: str | None = None,
    materialize: list[str] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    partition: dict[str, Any] | None = None,
    train: bool = False,
    loss: str | None = None,
) -> dict[str, Any]:
    from kernel_studio.pipeline.api import run_pipeline
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.project.layout import write_project

    dfile = load_decompositions(decompositions_file) if decompositions_file else None
    if dfile is not None:
        decompositions = dfile
    _, _, kernel = run_pipeline(
        model,
        inputs,
        dynamic_shapes=spec,
        decompositions=decompositions,
        device=device,
        strict=strict,
        module_name=name,
        user_files=user_files,
        progress=progress,
        inductor=inductor,
        materialize=materialize,
        cuda_graph_buckets=cuda_graph_buckets,
        partition=partition,
        train=train,
        loss=loss,
    )
    if aliases:
        kernel.metadata = _renamed(kernel.metadata, aliases)
    settings = {
        **source,
        "device": kernel.metadata.get("device"),
        "strict": strict,
        "decompositions": dfile.record() if dfile else decompositions,
        "inductor": kernel.metadata.get("inductor") or {},
        "materialize": list(kernel.metadata.get("materialize") or []),
        "cuda_graph_buckets": dict(kernel.metadata.get("cudaGraphBuckets") or {}),
        "partition": partition_settings(partition).record(),
        "train": kernel.metadata.get("mode") == "train",
    }
    if dfile is not None:
        settings["decompositions_file"] = recorded_file(dfile.path, out_dir)
        settings["decompositions_sha256"] = dfile.sha256
    try:
        with (commit or _no_commit)(out_dir):
            paths = write_project(
                out_dir,
                kernel,
                settings,
                model_source=model_source,
                decompositions_source=dfile.source if dfile else None,
            )
    except ExportError:
        raise
    except OSError as exc:
        raise write_error(out_dir, exc) from exc
    return {
        **paths,
        "metadata": kernel.metadata,
        "kernels": [k["name"] for k in kernel.metadata.get("kernels", [])],
    }


def _renamed(value: Any, aliases: dict[str, str]) -> Any:
    """`value` (JSON data) with every string equal to a key of `aliases` replaced."""
    if isinstance(value, str):
        return aliases.get(value, value)
    if isinstance(value, dict):
        return {k: _renamed(v, aliases) for k, v in value.items()}
    if isinstance(value, list):
        return [_renamed(v, aliases) for v in value]
    return value


def _no_commit(out_dir: str) -> AbstractContextManager[Any]:
    return contextlib.nullcontext()


_REF_HINT = "module:name or /abs/file.py:name"


def _ref_param(params: dict[str, Any], key: str, required: bool) -> str | None:
    value = params.get(key)
    if value is None and not required:
        return None
    if not isinstance(value, str) or ":" not in value.strip(":"):
        raise invalid_params(key, f"must be a reference {_REF_HINT}")
    target = value.rpartition(":")[0]
    if (target.endswith(".py") or os.sep in target) and not os.path.isabs(target):
        raise invalid_params(key, "a file in a reference must be an absolute path")
    return value


def _parse(params: dict[str, Any]) -> dict[str, Any]:
    """The `export` params checked (-32602 naming the one that is wrong), as keyword
    arguments of export_model_file / export_callable plus "model" or "callable"."""
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
    if not os.path.isabs(out):
        raise invalid_params("out", "must be an absolute path")
    decompositions_file = params.get("decompositionsFile")
    if decompositions_file is not None:
        if decompositions is not None:
            raise invalid_params(
                "decompositionsFile", "give either decompositions or decompositionsFile, not both"
            )
        if not isinstance(decompositions_file, str) or not os.path.isabs(decompositions_file):
            raise invalid_params("decompositionsFile", "must be an absolute path")
    materialize = params.get("materialize")
    if materialize is not None and (
        not isinstance(materialize, list) or not all(isinstance(m, str) for m in materialize)
    ):
        raise invalid_params("materialize", "must be a list of graph node names or null")
    inductor = params.get("inductor")
    if inductor is not None and not isinstance(inductor, dict):
        raise invalid_params("inductor", "must be an object of Inductor config keys or null")
    try:
        inductor = check_inductor_options(inductor)
    except ValueError as exc:
        raise method_failed(str(exc), "input") from exc
    train = params.get("train", False)
    if not isinstance(train, bool):
        raise invalid_params("train", "must be a boolean")
    try:
        buckets = check_buckets(params.get(BUCKETS_PARAM))
    except ValueError as exc:
        raise invalid_value(BUCKETS_PARAM, str(exc)) from exc
    try:
        partition = check_partition_settings(
            params.get(BUDGET_PARAM), params.get(POLICY_PARAM)
        ).record()
    except PartitionSettingsError as exc:
        raise invalid_value(
            BUDGET_PARAM if exc.key == BUDGET_KEY else POLICY_PARAM, str(exc)
        ) from exc
    job: dict[str, Any] = {
        "out_dir": out,
        "device": device,
        "decompositions": decompositions,
        "strict": strict,
        "inductor": inductor,
        "decompositions_file": decompositions_file,
        "materialize": list(materialize or []),
        "cuda_graph_buckets": buckets,
        "partition": partition,
        "train": train,
    }
    if "callable" in params:
        if "model" in params:
            raise invalid_params("model", "give either model or callable + inputs, not both")
        job["callable_ref"] = _ref_param(params, "callable", True)
        job["inputs_ref"] = _ref_param(params, "inputs", True)
        job["dynamic_shapes_ref"] = _ref_param(params, "dynamicShapes", False)
        return job
    model = param_str(params, "model")
    if not os.path.isabs(model):
        raise invalid_params("model", "must be an absolute path")
    dims = params.get("dynamicDims")
    if dims is not None and (
        not isinstance(dims, list) or not all(isinstance(d, dict) for d in dims)
    ):
        raise invalid_params("dynamicDims", "must be a list of objects or null")
    job["model_path"] = model
    job["dynamic_dims"] = dims
    origin = params.get("modelOrigin")
    if origin is not None:
        if not isinstance(origin, str) or not os.path.isabs(origin):
            raise invalid_params("modelOrigin", "must be an absolute path")
        job["model_origin"] = origin
    return job


def _problem(exc: Any) -> str:
    """An ExportError's message for a -32602 error that names its param already: the
    message's own `name: ` prefix (the Python API's name of the option) left out."""
    head, sep, rest = exc.message.partition(": ")
    return rest if sep and " " not in head else exc.message


def run_export(params: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """The `export` method in the process that runs it (the job worker): `ctx` has
    `progress(stage, message, fraction)` and `commit(out_dir)`. Raises RpcError."""
    from kernel_studio.pipeline.errors import ExportError

    job = _parse(expand_again(params))
    job["progress"] = ctx.progress
    job["commit"] = getattr(ctx, "commit", None)
    try:
        if "callable_ref" in job:
            return export_callable(**job)
        return export_model_file(**job)
    except ExportError as exc:
        if exc.param:
            raise invalid_value(exc.param, _problem(exc), exc.hint) from exc
        raise method_failed(
            exc.message, exc.category, file=exc.file, line=exc.line, hint=exc.hint
        ) from exc


def check_torch_supported() -> None:
    """-32000 `environment` when the installed torch is not one the Inductor adapter was
    written against (unless the user opted in, or it is an untested newer series whose
    self-test passed; then a warning in the log)."""
    import torch

    from kernel_studio import self_test
    from kernel_studio.inductor import UnsupportedTorch, require_supported_torch

    version = str(torch.__version__)
    try:
        require_supported_torch(version, self_test=lambda: self_test.result(version))
    except UnsupportedTorch as exc:
        raise method_failed(exc.message, "environment") from exc


@method("export")
def export(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """`export`: params are checked here, the export itself runs in a worker process."""
    from kernel_studio.server.jobs import RUNNER

    if params.get("again") is True and isinstance(params.get("out"), str):
        require_trusted(params["out"], "exporting it again")
    params = expand_again(params)
    job = _parse(params)
    # Exporting into an existing project runs that project's code again (a regenerate);
    # a new folder is the user's own act (docs/security.md, "Workspace trust").
    if os.path.isfile(os.path.join(job["out_dir"], PROJECT_FILE)):
        require_trusted(job["out_dir"], "exporting it again")
    check_torch_supported()
    try:
        _check_sources(job)
    except ModelFileError as exc:
        raise method_failed(
            exc.message, "input", file=exc.file, line=exc.line, hint=exc.hint
        ) from exc
    with engine_writing(job["out_dir"], ctx):
        return RUNNER.run("export", params, ctx)


def _check_sources(job: dict[str, Any]) -> None:
    """What can be checked without importing anything, so that a missing model file or
    module fails at once instead of after a worker starts (ModelFileError)."""
    import importlib.util

    if job.get("decompositions_file") and not os.path.isfile(job["decompositions_file"]):
        path = job["decompositions_file"]
        raise ModelFileError(
            f"{path}: no such file", path, None, "give the path of an existing decompositions.py"
        )
    if "model_path" in job:
        check_model_path(job["model_path"])
        return
    for key in ("callable_ref", "inputs_ref", "dynamic_shapes_ref"):
        ref = job.get(key)
        if ref is None:
            continue
        target = ref.rpartition(":")[0]
        if target.endswith(".py") or os.sep in target:
            check_python_file(target)
            continue
        top = target.split(".")[0]
        # find_spec of a top-level name searches sys.path without importing anything.
        try:
            missing = top.isidentifier() and importlib.util.find_spec(top) is None
        except (ImportError, ValueError):
            missing = False
        if missing:
            raise ModelFileError(
                f"module {target!r} not found",
                None,
                None,
                "check the module name and that its package is on the engine's sys.path",
            )
