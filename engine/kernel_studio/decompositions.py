"""A project's `decompositions.py` (docs/decompositions.md): the ops it keeps whole (`KEEP`),
the ops it decomposes with PyTorch's registered decomposition (`DECOMPOSE`), an optional
`BASE = "none" | "default"`, and the user's own decompositions, written as functions
decorated with `register_decomposition(op)` (the shape of torch._decomp's decorator).

The decorator records into the registry of the file being loaded, never into torch's global
table: the export hands the functions to its own decomposition run and to Inductor's table.
Every error names the file and the line (`DecompositionsError`)."""

from __future__ import annotations

import ast
import hashlib
import os
import threading
import traceback
import types
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

FILE_NAME = "decompositions.py"
BASES = ("none", "default")

_local = threading.local()


class DecompositionsError(Exception):
    """decompositions.py does not load, names an unknown op, or one of its functions
    raised: `file` and `line` say where; `function` names the user's function (if any)."""

    def __init__(
        self,
        message: str,
        file: str,
        line: int | None = None,
        function: str | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.line = line
        self.function = function
        self.hint = hint

    def to_json(self) -> dict[str, Any]:
        return {"message": self.message, "file": self.file, "line": self.line}


@dataclass
class DecompositionFunction:
    """One `@register_decomposition` function: the ops it decomposes, its name, the line
    of its `def` and the function itself."""

    ops: list[str]
    name: str
    line: int | None
    fn: Callable[..., Any]


@dataclass
class DecompositionsFile:
    """What a decompositions.py says, ops as overload names (`aten.gelu.default`)."""

    path: str
    source: bytes
    base: str = "none"
    keep: list[str] = field(default_factory=list)
    force: list[str] = field(default_factory=list)
    functions: list[DecompositionFunction] = field(default_factory=list)
    # op -> line of its entry in KEEP / DECOMPOSE (the list's line when not known).
    lines: dict[str, int] = field(default_factory=dict)

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.source).hexdigest()

    @property
    def custom(self) -> dict[str, Callable[..., Any]]:
        """op name -> the user's function (a later function for the same op wins)."""
        return {op: f.fn for f in self.functions for op in f.ops}

    def function_of(self, op: str) -> DecompositionFunction | None:
        found = None
        for f in self.functions:
            if op in f.ops:
                found = f
        return found

    def record(self) -> dict[str, Any]:
        """The spec as run, for the project file's `[export] decompositions`."""
        return {
            "base": self.base,
            "keep": sorted(set(self.keep)),
            "decompose": sorted(set(self.force)),
            "custom": sorted(self.custom),
        }


class _Registry:
    def __init__(self, path: str) -> None:
        self.path = path
        self.functions: list[DecompositionFunction] = []


def _op_names(op_or_ops: Any) -> list[str]:
    """Overload names of an op, an overload packet, a name, or a list of those. Raises
    TypeError for anything else."""
    import torch

    items = list(op_or_ops) if isinstance(op_or_ops, list | tuple | set) else [op_or_ops]
    names: list[str] = []
    for item in items:
        if isinstance(item, torch._ops.OpOverload):
            names.append(str(item))
        elif isinstance(item, torch._ops.OpOverloadPacket):
            names.extend(str(getattr(item, o)) for o in item.overloads())
        elif isinstance(item, str):
            from kernel_studio.pipeline.decompose.ops import resolve_op
            from kernel_studio.pipeline.errors import ExportError

            try:
                names.extend(str(o) for o in resolve_op(item))
            except ExportError as exc:
                raise TypeError(f"register_decomposition: {exc.message}") from exc
        else:
            raise TypeError(
                f"register_decomposition takes an op such as torch.ops.aten.silu.default"
                f" (or a list of them), not {type(item).__name__} {item!r}"
            )
    if not names:
        raise TypeError("register_decomposition: no op given")
    return names


def register_decomposition(op_or_ops: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Decorator: the function decomposes `op_or_ops` (an op overload such as
    `torch.ops.aten.silu.default`, an overload packet for all its overloads, or a list).
    Recorded for the decompositions.py being loaded; outside a load it records nothing
    and returns the function unchanged."""
    names = _op_names(op_or_ops)

    def decorate(fn: Callable[..., Any]) -> Callable[..., Any]:
        if not callable(fn):
            raise TypeError(f"register_decomposition decorates a function, not {fn!r}")
        registry: _Registry | None = getattr(_local, "registry", None)
        if registry is not None:
            code = getattr(fn, "__code__", None)
            line = code.co_firstlineno if code is not None else None
            name = getattr(fn, "__name__", "decomposition")
            registry.functions.append(DecompositionFunction(names, name, line, fn))
        return fn

    return decorate


def frames_in(exc: BaseException, path: str) -> list[traceback.FrameSummary]:
    """The traceback frames of `exc` (and the exceptions it was raised from) in `path`."""
    path = os.path.abspath(path)
    out: list[traceback.FrameSummary] = []
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        out.extend(
            f
            for f in traceback.extract_tb(current.__traceback__)
            if os.path.abspath(f.filename) == path
        )
        current = current.__cause__ or current.__context__
    return out


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip()
    return f"{type(exc).__name__}: {text.splitlines()[0]}" if text else type(exc).__name__


def function_error(
    exc: BaseException, dfile: DecompositionsFile, doing: str
) -> DecompositionsError | None:
    """`exc`, raised while `doing` (the export's decomposition, Inductor's lowering), as an
    error naming the user's function in decompositions.py and the line it raised at; None
    when no frame of `exc` is in the file."""
    frames = frames_in(exc, dfile.path)
    if not frames:
        return None
    frame = frames[-1]
    by_name = {f.name: f for f in dfile.functions}
    function = by_name.get(frame.name)
    name = frame.name if function is None else function.name
    defined = f", defined at line {function.line}" if function and function.line else ""
    message = (
        f"{os.path.basename(dfile.path)}:{frame.lineno}: the decomposition {name}{defined}"
        f" raised during {doing}: {_first_line(exc)}"
    )
    return DecompositionsError(message, dfile.path, frame.lineno, name)


def _list_entries(tree: ast.Module) -> dict[str, tuple[int, list[tuple[Any, int]]]]:
    """KEEP / DECOMPOSE / BASE assignments at module level: name -> (line of the
    assignment, [(constant value, line)] of its elements)."""
    out: dict[str, tuple[int, list[tuple[Any, int]]]] = {}
    for node in tree.body:
        targets: list[ast.expr] = []
        value: ast.expr | None = None
        if isinstance(node, ast.Assign):
            targets, value = list(node.targets), node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        for target in targets:
            if isinstance(target, ast.Name) and target.id in ("KEEP", "DECOMPOSE", "BASE"):
                items: list[tuple[Any, int]] = []
                if isinstance(value, ast.List | ast.Tuple):
                    for element in value.elts:
                        if isinstance(element, ast.Constant):
                            items.append((element.value, element.lineno))
                out[target.id] = (node.lineno, items)
    return out


def _names_in(
    value: Any, what: str, path: str, where: tuple[int, list[tuple[Any, int]]] | None
) -> tuple[list[str], dict[str, int]]:
    """The overload names of the ops listed in KEEP or DECOMPOSE, with their lines."""
    from kernel_studio.pipeline.decompose.ops import resolve_op
    from kernel_studio.pipeline.errors import ExportError

    list_line = where[0] if where else None
    element_lines: dict[Any, int] = {}
    for constant, at in where[1] if where else []:
        element_lines.setdefault(constant, at)
    if not isinstance(value, list | tuple):
        raise DecompositionsError(
            f"{what} must be a list of op names, not {type(value).__name__}", path, list_line
        )
    names: list[str] = []
    lines: dict[str, int] = {}
    for item in value:
        line: int | None = (
            element_lines.get(item, list_line) if isinstance(item, str) else list_line
        )
        try:
            ops = [str(o) for o in resolve_op(item)]
        except ExportError as exc:
            raise DecompositionsError(
                f"{what}: {exc.message}", path, line, hint=exc.hint or None
            ) from exc
        except Exception as exc:  # noqa: BLE001 - a non-op object in the list
            raise DecompositionsError(f"{what}: {item!r} is not an op", path, line) from exc
        for op in ops:
            names.append(op)
            if line is not None:
                lines.setdefault(op, line)
    return names, lines


def load_decompositions_file(path: str) -> DecompositionsFile:
    """Load a decompositions.py (run it as a module of its own). Raises
    DecompositionsError naming the file and the line."""
    path = os.path.abspath(path)
    try:
        with open(path, "rb") as f:
            source = f.read()
    except OSError as exc:
        raise DecompositionsError(f"cannot read {path}: {exc.strerror or exc}", path) from exc
    try:
        text = source.decode("utf-8")
        code = compile(text, path, "exec")
        tree = ast.parse(text, path)
    except UnicodeDecodeError as exc:
        raise DecompositionsError(f"{path} is not UTF-8 text ({exc.reason})", path) from exc
    except SyntaxError as exc:
        raise DecompositionsError(
            f"{os.path.basename(path)}:{exc.lineno}: syntax error: {exc.msg}", path, exc.lineno
        ) from exc
    module = types.ModuleType("kernel_studio_project_decompositions")
    module.__file__ = path
    registry = _Registry(path)
    outer = getattr(_local, "registry", None)
    _local.registry = registry
    try:
        exec(code, module.__dict__)
    except Exception as exc:  # noqa: BLE001 - the user's code
        frames = frames_in(exc, path)
        line = frames[-1].lineno if frames else None
        where = f"{os.path.basename(path)}:{line}" if line else os.path.basename(path)
        raise DecompositionsError(
            f"{where}: loading the file raised {_first_line(exc)}", path, line
        ) from exc
    finally:
        _local.registry = outer
    assignments = _list_entries(tree)
    # A decorated function's code starts at its decorator: the `def` line is the one shown.
    defs = {
        n.name: n.lineno
        for n in ast.walk(tree)
        if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    for function in registry.functions:
        if function.name in defs and function.line is not None:
            function.line = max(function.line, defs[function.name])
    namespace = module.__dict__
    base = namespace.get("BASE", "none")
    if base not in BASES:
        line = assignments["BASE"][0] if "BASE" in assignments else None
        raise DecompositionsError(f'BASE must be "none" or "default", not {base!r}', path, line)
    keep, keep_lines = _names_in(namespace.get("KEEP", []), "KEEP", path, assignments.get("KEEP"))
    force, force_lines = _names_in(
        namespace.get("DECOMPOSE", []), "DECOMPOSE", path, assignments.get("DECOMPOSE")
    )
    dfile = DecompositionsFile(
        path=path,
        source=source,
        base=str(base),
        keep=keep,
        force=force,
        functions=list(registry.functions),
        lines={**force_lines, **keep_lines},
    )
    kept = set(keep)
    for function in dfile.functions:
        both = [op for op in function.ops if op in kept]
        if both:
            raise DecompositionsError(
                f"{both[0]} is both in KEEP (line {keep_lines.get(both[0], '?')}) and"
                f" decomposed by {function.name}: choose one",
                path,
                function.line,
                function.name,
            )
    forced = set(force)
    for op in sorted(kept & forced):
        raise DecompositionsError(
            f"{op} is both in KEEP and in DECOMPOSE: choose one", path, force_lines.get(op)
        )
    return dfile


def ops_named(dfile: DecompositionsFile) -> Iterator[str]:
    """Every op the file names (KEEP, DECOMPOSE, its functions), each once."""
    seen: set[str] = set()
    names: Iterable[str] = [
        *dfile.keep,
        *dfile.force,
        *(op for f in dfile.functions for op in f.ops),
    ]
    for name in names:
        if name not in seen:
            seen.add(name)
            yield name
