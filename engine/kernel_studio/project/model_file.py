"""Loading a user's model file in the KernelBench convention: a file that defines
`class Model`, `get_inputs()`, `get_init_inputs()` and optionally `dynamic_shapes()`; for a
training export optionally `loss(model, *inputs)` (default: the sum of the outputs), and
inputs from get_inputs() with requires_grad set get gradients.

Every failure in the user's code becomes a `ModelFileError` that names the file and, where
it can be found, the line inside that file."""

from __future__ import annotations

import inspect
import itertools
import os
import sys
import threading
import types
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

# Bounds this large mean "unbounded" (torch uses int_oo or sys.maxsize - 1 for that).
_UNBOUNDED = 2**62

_module_counter = itertools.count(1)
_module_counter_lock = threading.Lock()


class ModelFileError(Exception):
    """The model file could not be used; `file`/`line`/`hint` say where and what to do."""

    def __init__(
        self,
        message: str,
        file: str | None = None,
        line: int | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.hint = hint


@dataclass
class LoadedModel:
    """A model file after import: its module and the convention's entry points."""

    path: str
    module: types.ModuleType
    model_class: type
    get_inputs: Callable[[], Any]
    get_init_inputs: Callable[[], Any]
    dynamic_shapes: Callable[[], Any] | None
    loss: Callable[..., Any] | None = None  # loss(model, *inputs) -> a scalar tensor


def _same_file(a: str, b: str) -> bool:
    if a == b:
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def _line_in_file(exc: BaseException, path: str) -> int | None:
    """The line of the innermost traceback frame that runs code from `path`."""
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if _same_file(tb.tb_frame.f_code.co_filename, path):
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _error_from_exception(exc: BaseException, path: str, doing: str, hint: str) -> ModelFileError:
    if isinstance(exc, SyntaxError) and exc.filename and os.path.isfile(exc.filename):
        # A syntax error in code the model file compiles or imports: point at that code.
        return ModelFileError(
            f"{doing} failed: syntax error in {exc.filename}: {exc.msg}",
            exc.filename,
            exc.lineno,
            "fix the syntax error",
        )
    return ModelFileError(
        f"{doing} failed: {type(exc).__name__}: {exc}", path, _line_in_file(exc, path), hint
    )


def call_user(path: str, doing: str, hint: str, fn: Callable[..., Any], *args: Any) -> Any:
    """Call user code `fn(*args)`; any exception becomes a `ModelFileError` located at the
    innermost line of `path` on the traceback. `doing` names the step for the message."""
    try:
        return fn(*args)
    except (Exception, SystemExit) as exc:
        raise _error_from_exception(exc, path, doing, hint) from exc


def _new_module_name(path: str) -> str:
    stem = "".join(c if c.isalnum() else "_" for c in os.path.splitext(os.path.basename(path))[0])
    with _module_counter_lock:
        return f"kernel_studio_user_{next(_module_counter)}_{stem}"


def load_python_file(path: str | os.PathLike[str]) -> types.ModuleType:
    """Import the Python file at `path` as a fresh module (a unique name each call, never
    cached in __pycache__, so an edited file is always re-read)."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.exists(path):
        raise ModelFileError(f"file not found: {path}", path, None, "check the path")
    if not os.path.isfile(path):
        raise ModelFileError(f"not a file: {path}", path, None, "choose a Python file")
    try:
        with open(path, "rb") as f:
            source = f.read()
    except OSError as exc:
        raise ModelFileError(f"cannot read {path}: {exc}", path, None, None) from exc
    try:
        code = compile(source, path, "exec", dont_inherit=True)
    except SyntaxError as exc:
        raise ModelFileError(
            f"syntax error: {exc.msg}", path, exc.lineno, "fix the syntax error"
        ) from exc
    except ValueError as exc:  # e.g. null bytes in the source
        raise ModelFileError(f"cannot compile {path}: {exc}", path, None, None) from exc

    name = _new_module_name(path)
    module = types.ModuleType(name)
    module.__file__ = path
    # Registered so that dataclasses, pickling and inspect can find the module by name.
    sys.modules[name] = module
    try:
        exec(code, module.__dict__)
    except (Exception, SystemExit) as exc:
        del sys.modules[name]
        raise _error_from_exception(
            exc,
            path,
            f"importing {os.path.basename(path)}",
            "the file raised an exception while it was imported",
        ) from exc
    return module


def check_python_file(path: str | os.PathLike[str], what: str = "file") -> None:
    """ModelFileError when there is no file to load at `path` (checked before any work)."""
    path = os.path.abspath(os.fspath(path))
    if not os.path.exists(path):
        raise ModelFileError(f"{what} not found: {path}", path, None, "check the path")
    if not os.path.isfile(path):
        raise ModelFileError(f"not a file: {path}", path, None, "choose a Python file")


def check_model_path(path: str | os.PathLike[str]) -> None:
    """ModelFileError when there is no model file at `path`."""
    check_python_file(path, "model file")


def load_model_file(path: str | os.PathLike[str]) -> LoadedModel:
    """Import the model file at `path` (see load_python_file) and find its entry points."""
    path = os.path.abspath(os.fspath(path))
    check_model_path(path)
    module = load_python_file(path)

    model_class = getattr(module, "Model", None)
    if not isinstance(model_class, type):
        raise ModelFileError(
            "the model file does not define class Model",
            path,
            None,
            "define `class Model(nn.Module)` at the top level of the file",
        )
    functions = {}
    for attr, purpose in (
        ("get_inputs", "the list of forward() arguments"),
        ("get_init_inputs", "the list of Model() constructor arguments"),
    ):
        fn = getattr(module, attr, None)
        if not callable(fn):
            raise ModelFileError(
                f"the model file does not define {attr}()",
                path,
                None,
                f"define `{attr}()` returning {purpose}",
            )
        functions[attr] = fn
    dynamic_shapes = getattr(module, "dynamic_shapes", None)
    if dynamic_shapes is not None and not callable(dynamic_shapes):
        spec = dynamic_shapes
        dynamic_shapes = lambda: spec  # noqa: E731 - a plain spec object is accepted too
    loss = getattr(module, "loss", None)
    if loss is not None and not callable(loss):
        raise ModelFileError(
            "the model file's loss is not a function",
            path,
            None,
            "define `loss(model, *inputs)` returning a scalar tensor, or leave it out",
        )
    return LoadedModel(
        path=path,
        module=module,
        model_class=model_class,
        get_inputs=functions["get_inputs"],
        get_init_inputs=functions["get_init_inputs"],
        dynamic_shapes=dynamic_shapes,
        loss=loss,
    )


def loss_text(loaded: LoadedModel) -> str:
    """How a training export's loss is formed (metadata `training.loss`)."""
    if loaded.loss is None:
        return "sum of outputs"
    return f"loss() in {os.path.basename(loaded.path)}"


def definition_line(fn: Callable[..., Any]) -> int | None:
    """The line a user function is defined on, for errors about what it returned."""
    code = getattr(fn, "__code__", None)
    return code.co_firstlineno if code is not None else None


def _call_for_list(loaded: LoadedModel, attr: str, fn: Callable[[], Any], purpose: str) -> list:
    value = call_user(loaded.path, f"{attr}()", f"fix {attr}()", fn)
    if not isinstance(value, list | tuple):
        raise ModelFileError(
            f"{attr}() returned {type(value).__name__}, expected a list or tuple",
            loaded.path,
            definition_line(fn),
            f"return {purpose} as a list, e.g. [torch.randn(2, 64, 256)]",
        )
    return list(value)


def make_inputs(loaded: LoadedModel) -> list:
    """Call `get_inputs()`: the positional arguments of `Model.forward`."""
    return _call_for_list(loaded, "get_inputs", loaded.get_inputs, "the forward() arguments")


def make_init_inputs(loaded: LoadedModel) -> list:
    """Call `get_init_inputs()`: the positional arguments of `Model(...)`."""
    return _call_for_list(
        loaded, "get_init_inputs", loaded.get_init_inputs, "the Model() constructor arguments"
    )


def build_model(loaded: LoadedModel, init_inputs: Sequence[Any]) -> Any:
    """Instantiate `Model(*init_inputs)`."""
    return call_user(
        loaded.path,
        "Model(*get_init_inputs())",
        "fix Model.__init__",
        loaded.model_class,
        *init_inputs,
    )


def make_dynamic_shapes(loaded: LoadedModel) -> Any:
    """Call `dynamic_shapes()` if the file defines it; None otherwise."""
    if loaded.dynamic_shapes is None:
        return None
    return call_user(loaded.path, "dynamic_shapes()", "fix dynamic_shapes()", loaded.dynamic_shapes)


def input_names(model_class: type) -> list[str]:
    """Names of `Model.forward`'s positional parameters, without self (the names
    torch.export keys `dynamic_shapes` by). Stops at `*args`."""
    forward = getattr(model_class, "forward", None)
    if forward is None:
        return []
    try:
        signature = inspect.signature(forward)
    except (TypeError, ValueError):
        return []
    parameters = list(signature.parameters.values())
    if not isinstance(inspect.getattr_static(model_class, "forward", None), staticmethod):
        parameters = parameters[1:]
    positional = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
    names = []
    for parameter in parameters:
        if parameter.kind not in positional:
            break
        names.append(parameter.name)
    return names


def _bound(value: Any) -> int | None:
    if isinstance(value, bool) or not isinstance(value, int) or abs(value) >= _UNBOUNDED:
        return None
    return value


def describe_dim(dim: Any) -> dict[str, Any] | None:
    """One entry of a dynamic-shape spec as {"name", "min", "max"}; None for a static dim.

    `Dim.AUTO` / `Dim.DYNAMIC` hints have no name: they describe as name null with their
    bounds (null when unbounded). Unbounded limits are null."""
    if dim is None or isinstance(dim, int):
        return None
    hint_type = getattr(getattr(dim, "type", None), "name", None)
    if hint_type is not None and type(dim).__name__ == "_DimHint":
        if hint_type == "STATIC":
            return None
        name = None
    else:
        name = getattr(dim, "__name__", None) or str(dim)
    return {
        "name": name,
        "min": _bound(getattr(dim, "min", None)),
        "max": _bound(getattr(dim, "max", None)),
    }


def describe_dynamic_shapes(
    spec: Any, inputs: Sequence[Any], input_names: Sequence[str]
) -> dict[str, dict[str, dict[str, Any]]] | None:
    """A torch.export `dynamic_shapes` spec as JSON: {input name: {dim index: {"name",
    "min", "max"}}}. The spec is a dict keyed by forward()'s parameter names or a tuple/list
    in input order; each entry a dict {dim: Dim} or a tuple/list per dim. Static dims and
    fully static inputs are left out; negative dim indices are made positive using the
    input's ndim. Raises ValueError for a spec of the wrong shape."""
    if spec is None:
        return None
    names = list(input_names)
    if isinstance(spec, dict):
        entries = [(str(key), value) for key, value in spec.items()]
    elif isinstance(spec, list | tuple):
        entries = [
            (names[i] if i < len(names) else f"input{i}", value) for i, value in enumerate(spec)
        ]
    else:
        raise ValueError(f"dynamic shapes must be a dict or a tuple, not {type(spec).__name__}")

    described: dict[str, dict[str, dict[str, Any]]] = {}
    for name, dims in entries:
        if dims is None:
            continue
        if isinstance(dims, dict):
            pairs = list(dims.items())
        elif isinstance(dims, list | tuple):
            pairs = list(enumerate(dims))
        else:
            raise ValueError(
                f"dynamic shapes of {name!r} must be a dict or a tuple, not {type(dims).__name__}"
            )
        position = names.index(name) if name in names else None
        tensor = inputs[position] if position is not None and position < len(inputs) else None
        ndim = getattr(tensor, "ndim", None)
        dims_described: dict[str, dict[str, Any]] = {}
        for index, dim in pairs:
            if isinstance(index, bool) or not isinstance(index, int):
                raise ValueError(f"dynamic shapes of {name!r}: dim {index!r} is not an integer")
            entry = describe_dim(dim)
            if entry is None:
                continue
            if index < 0 and isinstance(ndim, int):
                index += ndim
            dims_described[str(index)] = entry
        if dims_described:
            described[name] = dims_described
    return described
