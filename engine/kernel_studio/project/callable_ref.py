"""The `module:callable` form of the export input: references like `pkg.mod:fn` (an
importable module) or `/abs/file.py:fn` (a file), resolved to the Python object they name.
Every failure becomes a `ModelFileError` that names the file and line where known."""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
import sysconfig
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_studio.project.model_file import (
    ModelFileError,
    _error_from_exception,
    call_user,
    definition_line,
    load_python_file,
)


@dataclass
class Resolved:
    """What a reference names, and the file it lives in (None if unknown)."""

    ref: str
    value: Any
    file: str | None
    attr: str


def _split(ref: str) -> tuple[str, str]:
    target, sep, attr = ref.rpartition(":")
    if not sep or not target or not attr:
        raise ModelFileError(
            f"bad reference {ref!r}",
            None,
            None,
            "write module:name (e.g. my_pkg.models:make_model) or /abs/file.py:name",
        )
    if not all(part.isidentifier() for part in attr.split(".")):
        raise ModelFileError(f"bad name {attr!r} in reference {ref!r}", None, None, None)
    return target, attr


def _module_file(module: Any) -> str | None:
    path = getattr(module, "__file__", None)
    return os.path.abspath(path) if path else None


def _is_user_module(module: Any) -> bool:
    """Not installed code (standard library, site-packages): only the user's own modules
    are re-imported; reloading torch or other libraries would break them."""
    path = getattr(module, "__file__", None)
    if not path:
        return False
    path = os.path.realpath(path)
    roots = {sysconfig.get_paths().get(k) for k in ("stdlib", "platstdlib", "purelib", "platlib")}
    for root in filter(None, roots):
        if path.startswith(os.path.realpath(root) + os.sep):
            return False
    return not any(part in path for part in ("site-packages", "dist-packages"))


def _import(target: str, ref: str) -> tuple[Any, str | None]:
    if target.endswith(".py") or os.sep in target:
        if not os.path.isabs(target):
            raise ModelFileError(
                f"file {target!r} in reference {ref!r} must be an absolute path",
                None,
                None,
                "give the file's absolute path",
            )
        from_file = load_python_file(target)
        return from_file, from_file.__file__
    if not all(part.isidentifier() for part in target.split(".")):
        raise ModelFileError(f"bad module name {target!r} in reference {ref!r}", None, None, None)
    try:
        module = sys.modules.get(target)
        if module is not None and _is_user_module(module):
            # Imported before: re-read, so that an edited module is exported as it is now.
            module = importlib.reload(module)
        elif module is None:
            module = importlib.import_module(target)
    except ModuleNotFoundError as exc:
        if exc.name and target.startswith(exc.name):
            raise ModelFileError(
                f"module {target!r} not found",
                None,
                None,
                "check the module name and that its package is on the engine's sys.path",
            ) from exc
        raise _import_error(exc, target) from exc
    except (Exception, SystemExit) as exc:
        raise _import_error(exc, target) from exc
    return module, _module_file(module)


def _import_error(exc: BaseException, target: str) -> ModelFileError:
    spec = importlib.util.find_spec(target.split(".")[0]) if target else None
    path = getattr(spec, "origin", None) if spec else None
    # The innermost frame in the package being imported locates the failure.
    tb, file, line = exc.__traceback__, path, None
    root = os.path.dirname(path) if path else None
    while tb is not None:
        name = tb.tb_frame.f_code.co_filename
        if root and os.path.abspath(name).startswith(root):
            file, line = name, tb.tb_lineno
        tb = tb.tb_next
    err = _error_from_exception(exc, file or target, f"importing {target}", "fix the import")
    if err.line is None:
        err.line = line
    return err


def resolve(ref: str) -> Resolved:
    """The object `ref` names (attributes may be dotted: `mod:Class.factory`)."""
    target, attr = _split(ref)
    module, file = _import(target, ref)
    value: Any = module
    for part in attr.split("."):
        if not hasattr(value, part):
            raise ModelFileError(
                f"{target} has no attribute {attr!r}",
                file,
                None,
                f"define {attr} in {os.path.basename(file) if file else target}",
            )
        value = getattr(value, part)
    return Resolved(ref, value, file, attr)


def _user_call(resolved: Resolved, doing: str, fn: Callable[..., Any]) -> Any:
    if resolved.file is None:
        try:
            return fn()
        except (Exception, SystemExit) as exc:
            raise ModelFileError(f"{doing} failed: {type(exc).__name__}: {exc}") from exc
    return call_user(resolved.file, doing, f"fix {resolved.attr}", fn)


def load_callable(ref: str) -> tuple[Any, str | None, str]:
    """(function or module to export, its file, a name for it). An nn.Module class is
    instantiated without arguments; a function or module instance is used as is."""
    import torch

    resolved = resolve(ref)
    value = resolved.value
    if isinstance(value, type) and issubclass(value, torch.nn.Module):
        value = _user_call(resolved, f"{resolved.attr}()", value)
    elif not callable(value):
        raise ModelFileError(
            f"{ref} is a {type(value).__name__}, not a function or nn.Module",
            resolved.file,
            None,
            "point at a function or an nn.Module (class or instance)",
        )
    if isinstance(value, torch.nn.Module):
        value.eval()
    return value, resolved.file, resolved.attr.rpartition(".")[2]


def load_inputs(ref: str) -> tuple[list[Any], str | None]:
    """Call the inputs function `ref` (no arguments): the list of positional inputs."""
    resolved = resolve(ref)
    fn = resolved.value
    if not callable(fn):
        raise ModelFileError(
            f"{ref} is not callable", resolved.file, None, "point at a function returning a list"
        )
    value = _user_call(resolved, f"{resolved.attr}()", fn)
    if not isinstance(value, list | tuple):
        raise ModelFileError(
            f"{resolved.attr}() returned {type(value).__name__}, expected a list or tuple",
            resolved.file,
            definition_line(fn),
            "return the inputs as a list, e.g. [torch.randn(2, 64, 256)]",
        )
    return list(value), resolved.file


def load_dynamic_shapes(ref: str) -> Any:
    """The dynamic-shape spec `ref` names: a function's result, or the object itself."""
    resolved = resolve(ref)
    if callable(resolved.value):
        return _user_call(resolved, f"{resolved.attr}()", resolved.value)
    return resolved.value
