"""The `tritonApi` JSON-RPC method (docs/protocol.md): the names the editor offers for
completion and call tips, read from the installed triton (no GPU needed to import it).
Computed once per process."""

from __future__ import annotations

import inspect
import threading
import types
from typing import Any

from kernel_studio.server.protocol import method_failed
from kernel_studio.server.registry import RequestContext, method

# Names of the `triton` package itself that kernels and launch code use.
TRITON_NAMES = ("jit", "autotune", "heuristics", "Config", "cdiv", "next_power_of_2")

_lock = threading.Lock()
_cache: dict[str, Any] | None = None


class TritonMissing(RuntimeError):
    """triton cannot be imported here."""


def _first_doc_line(obj: Any) -> str:
    doc = inspect.getdoc(obj) if not isinstance(obj, type) or obj.__doc__ else None
    for line in (doc or "").splitlines():
        if line.strip():
            return line.strip()
    return ""


def _unwrap(obj: Any) -> Any:
    """The Python function behind a JITFunction or ConstexprFunction (tl.sum, triton.cdiv
    and friends are written in Triton), else `obj`."""
    if inspect.isfunction(obj) or isinstance(obj, type):
        return obj
    fn = getattr(obj, "fn", None)
    return fn if inspect.isfunction(fn) else obj


def _signature(name: str, obj: Any) -> str:
    """`name(params)` without annotations and without the hidden builder arguments
    (`_semantic`, `_builder`, ...); `name(...)` when Python cannot tell."""
    try:
        signature = inspect.signature(obj)
    except (TypeError, ValueError):
        return f"{name}(...)"
    parameters = [
        p.replace(annotation=inspect.Parameter.empty)
        for p in signature.parameters.values()
        if not p.name.startswith("_")
    ]
    try:
        clean = signature.replace(parameters=parameters, return_annotation=inspect.Signature.empty)
    except ValueError:
        return f"{name}(...)"
    return f"{name}{clean}"


def _entry(prefix: str, name: str, obj: Any) -> dict[str, Any] | None:
    if isinstance(obj, types.ModuleType):
        return None
    target = _unwrap(obj)
    if isinstance(obj, type):
        kind = "class"
    elif callable(obj):
        kind = "function"
    else:
        return {
            "name": f"{prefix}.{name}",
            "kind": "constant",
            "signature": None,
            "doc": repr(obj) if isinstance(obj, int | float | str | bool) else str(obj),
        }
    return {
        "name": f"{prefix}.{name}",
        "kind": kind,
        "signature": _signature(name, target),
        "doc": _first_doc_line(target),
    }


def collect() -> dict[str, Any]:
    """The entries from the installed triton. Raises TritonMissing."""
    try:
        import triton
        import triton.language as tl
    except Exception as exc:  # ImportError, or a broken install
        raise TritonMissing(f"triton cannot be imported: {type(exc).__name__}: {exc}") from exc
    try:
        from triton.language.extra import libdevice
    except Exception:  # older triton or no backend: leave libdevice out
        libdevice = None

    entries: list[dict[str, Any]] = []
    seen: set[str] = set()

    def add(prefix: str, module: Any, names: Any) -> None:
        for name in sorted(set(names)):
            if name.startswith("_") or not hasattr(module, name):
                continue
            entry = _entry(prefix, name, getattr(module, name))
            if entry is not None and entry["name"] not in seen:
                seen.add(entry["name"])
                entries.append(entry)

    add("triton", triton, TRITON_NAMES)
    add("tl", tl, getattr(tl, "__all__", None) or dir(tl))
    if libdevice is not None:
        names = getattr(libdevice, "__all__", None) or [
            n for n in dir(libdevice) if callable(getattr(libdevice, n))
        ]
        add("libdevice", libdevice, names)
    return {"triton": getattr(triton, "__version__", None), "entries": entries}


def triton_api() -> dict[str, Any]:
    """`collect()`, cached for the life of the process."""
    global _cache
    with _lock:
        if _cache is None:
            _cache = collect()
        return _cache


@method("tritonApi")
def triton_api_method(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    try:
        return triton_api()
    except TritonMissing as exc:
        raise method_failed(
            str(exc), "environment", hint="install triton in the engine's Python environment"
        ) from exc
