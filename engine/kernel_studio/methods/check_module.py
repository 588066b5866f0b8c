"""The `checkModule` JSON-RPC method (docs/protocol.md): the check the IDE runs on save.

It looks at a project's working module (or unsaved editor text) without executing it:
syntax, imports (only torch, triton and the standard library), that every kernel the
metadata names and `call` are still defined, and inside Triton kernels names that are
defined nowhere and `tl.X` attributes the installed triton does not have. Where the
kernels are comes from the module map (module_text/module_map.py), which the result also carries.

Positions: `line` is 1-based (0 when the problem has no particular line), `column` and
`endColumn` are 0-based character (code point) offsets in that line, `endColumn` exclusive
or null when unknown.
"""

from __future__ import annotations

import ast
import builtins
import importlib
import importlib.util
import json
import os
import re
import sys
import threading
import time
import types
import warnings
from dataclasses import dataclass
from typing import Any

from kernel_studio.module_text.module_map import ModuleMap, edited_kernels, map_module
from kernel_studio.sandbox.project import ProjectError, read_project_files
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_str

IMPORT_MESSAGE = "the module must import only torch, triton and the standard library"

# Top-level packages a module may import besides the standard library.
ALLOWED_PACKAGES = frozenset({"torch", "triton"})

# Compiler internals a standalone module must not depend on (also when reached from torch).
FORBIDDEN_MODULES = ("torch._inductor", "torch._dynamo", "torch._C._dynamo")

# Decorators that make a function a Triton kernel (dotted names after resolving aliases).
TRITON_DECORATORS = frozenset(
    {"triton.jit", "triton.autotune", "triton.heuristics", "triton.runtime.jit.jit"}
)

KERNEL_KINDS = ("triton", "cpp")

_BUILTINS = frozenset(dir(builtins))
# Names every module has without defining them.
_MODULE_DUNDERS = frozenset(
    {
        "__name__",
        "__file__",
        "__doc__",
        "__package__",
        "__spec__",
        "__loader__",
        "__builtins__",
        "__annotations__",
        "__dict__",
        "__path__",
        "__cached__",
    }
)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")


@dataclass
class Problem:
    line: int
    column: int
    end_column: int | None
    severity: str
    message: str
    kernel: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "line": self.line,
            "column": self.column,
            "endColumn": self.end_column,
            "severity": self.severity,
            "message": self.message,
            "kernel": self.kernel,
        }


@dataclass
class ModuleProject:
    """The parts of a project folder the check needs (the model file is not one of them)."""

    root: str
    module_path: str
    generated_path: str
    kernels: list[dict[str, Any]]


def read_project(root: str) -> ModuleProject:
    """The working module's path and the metadata's kernels. Raises ProjectError."""
    files = read_project_files(root)
    kernels = files.metadata.get("kernels")
    if not isinstance(kernels, list):
        raise ProjectError(f"{files.metadata_path}: no kernel list")
    generated = os.path.join(files.root, "generated", os.path.basename(files.module_path))
    return ModuleProject(
        files.root, files.module_path, generated, [k for k in kernels if isinstance(k, dict)]
    )


def read_generation(root: str, number: int) -> ModuleProject:
    """The project read against its kept generation `number`: generations/NNNN/'s
    metadata.json and pristine module take the place of generated/'s (the working module
    stays the user's). Raises ProjectError naming the folder when it is not kept."""
    from kernel_studio.project.generations import folder

    files = read_project_files(root)
    kept = folder(files.root, number)
    if not os.path.isdir(kept):
        raise ProjectError(f"generation {number} is not kept (no folder {kept})")
    metadata_path = os.path.join(kept, "metadata.json")
    try:
        with open(metadata_path, encoding="utf-8") as f:
            metadata = json.load(f)
    except (OSError, ValueError) as exc:
        raise ProjectError(f"{metadata_path}: {exc}") from exc
    kernels = metadata.get("kernels") if isinstance(metadata, dict) else None
    if not isinstance(kernels, list):
        raise ProjectError(f"{metadata_path}: no kernel list")
    pristine = os.path.join(kept, os.path.basename(files.module_path))
    return ModuleProject(
        files.root, files.module_path, pristine, [k for k in kernels if isinstance(k, dict)]
    )


def read_working(project: ModuleProject) -> str:
    """The working module's text. Raises ProjectError."""
    try:
        with open(project.module_path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError as exc:
        message = f"cannot read the working module {project.module_path}: {exc}"
        raise ProjectError(message) from exc


def pristine_map(project: ModuleProject) -> ModuleMap | None:
    """The map of the pristine module generated/<name>.py, None when there is none. Kept
    while the file and the kernel list stay the same (the editor asks on every change)."""
    try:
        stat = os.stat(project.generated_path)
    except OSError:
        return None
    key = (stat.st_mtime_ns, stat.st_size, json.dumps(project.kernels, sort_keys=True))
    with _PRISTINE_LOCK:
        cached = _PRISTINE.get(project.generated_path)
    if cached is not None and cached[0] == key:
        return cached[1]
    try:
        with open(project.generated_path, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None
    module_map = map_module(text, project.kernels)
    with _PRISTINE_LOCK:
        _PRISTINE[project.generated_path] = (key, module_map)
    return module_map


_PRISTINE: dict[str, tuple[tuple[int, int, str], ModuleMap]] = {}
_PRISTINE_LOCK = threading.Lock()


class _Lines:
    """Converts the AST's UTF-8 byte columns into character columns."""

    def __init__(self, text: str) -> None:
        self._lines = _LINE_BREAK.split(text)

    def char_column(self, line: int, byte_column: int | None) -> int:
        if byte_column is None or byte_column <= 0:
            return 0
        if not 1 <= line <= len(self._lines):
            return byte_column
        return len(self._lines[line - 1].encode("utf-8")[:byte_column].decode("utf-8", "replace"))


def _dotted(node: ast.AST) -> str | None:
    """`a.b.c` for a chain of attributes on a name, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def _is_forbidden(module: str) -> bool:
    return any(module == bad or module.startswith(bad + ".") for bad in FORBIDDEN_MODULES)


def _import_allowed(module: str) -> bool:
    root = module.split(".", 1)[0]
    if _is_forbidden(module):
        return False
    return root in ALLOWED_PACKAGES or root in sys.stdlib_module_names


class ModuleChecker:
    """Runs the checks over one module text."""

    def __init__(
        self, text: str, kernels: list[dict[str, Any]], filename: str, module_map: ModuleMap
    ) -> None:
        self.text = text
        self.kernels = kernels
        self.filename = filename
        self.map = module_map
        self.lines = _Lines(text)
        self.problems: list[Problem] = []
        # local name -> dotted module (or module attribute) it is bound to by an import
        self.aliases: dict[str, str] = {}

    # -- helpers --------------------------------------------------------------------------

    def _add(
        self,
        node: ast.stmt | ast.expr | None,
        severity: str,
        message: str,
        kernel: str | None = None,
        *,
        column: int | None = None,
        end_column: int | None = None,
    ) -> None:
        line = node.lineno if node is not None else 0
        if node is not None and column is None:
            column = self.lines.char_column(line, node.col_offset)
            if node.end_lineno == line:
                end_column = self.lines.char_column(line, node.end_col_offset)
        self.problems.append(Problem(line, column or 0, end_column, severity, message, kernel))

    def _resolve(self, dotted: str) -> str:
        head, _, rest = dotted.partition(".")
        target = self.aliases.get(head)
        if target is None:
            return dotted
        return target + ("." + rest if rest else "")

    # -- the checks -----------------------------------------------------------------------

    def run(self) -> None:
        tree = self._syntax()
        if tree is None:
            return
        self._imports(tree)
        definitions = self._definitions(tree)
        self._kernels(tree, definitions)
        self._triton(tree)
        self.problems.sort(key=lambda p: (p.line, p.column, p.severity != "error"))

    def _syntax(self) -> ast.Module | None:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                compile(self.text, self.filename, "exec", dont_inherit=True)
                tree = ast.parse(self.text, self.filename)
            except SyntaxError as exc:
                line = exc.lineno or 0
                column = max(0, (exc.offset or 1) - 1)
                end_line = getattr(exc, "end_lineno", None)
                end_offset = getattr(exc, "end_offset", None)
                end_column = (
                    end_offset - 1
                    if end_offset and end_line == exc.lineno and end_offset - 1 > column
                    else None
                )
                name = type(exc).__name__
                self.problems.append(
                    Problem(line, column, end_column, "error", f"{name}: {exc.msg}")
                )
                return None
            except ValueError as exc:  # e.g. null bytes in the source
                self.problems.append(Problem(0, 0, None, "error", f"SyntaxError: {exc}"))
                return None
        for warning in caught:
            line = getattr(warning, "lineno", 0) or 0
            if warning.filename != self.filename:
                line = 0
            category = warning.category.__name__
            self.problems.append(
                Problem(line, 0, None, "warning", f"{category}: {warning.message}")
            )
        return tree

    def _imports(self, tree: ast.Module) -> None:
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if not _import_allowed(alias.name):
                        self._add(node, "error", f"{IMPORT_MESSAGE}: import of {alias.name}")
                    if alias.asname:
                        self.aliases[alias.asname] = alias.name
                    else:
                        root = alias.name.split(".", 1)[0]
                        self.aliases.setdefault(root, root)
            elif isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level:
                    self._add(node, "error", f"{IMPORT_MESSAGE}: relative import")
                    continue
                if not _import_allowed(module):
                    self._add(node, "error", f"{IMPORT_MESSAGE}: import from {module}")
                    continue
                for alias in node.names:
                    full = f"{module}.{alias.name}"
                    if _is_forbidden(full):
                        self._add(node, "error", f"{IMPORT_MESSAGE}: import of {full}")
                    if alias.name != "*":
                        self.aliases[alias.asname or alias.name] = full
            elif isinstance(node, ast.Call):
                # importlib.import_module("x") / __import__("x") with a constant name
                name = _dotted(node.func)
                if name in ("importlib.import_module", "import_module", "__import__"):
                    arg = node.args[0] if node.args else None
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        if not _import_allowed(arg.value):
                            self._add(node, "error", f"{IMPORT_MESSAGE}: import of {arg.value}")

    def _definitions(self, tree: ast.Module) -> dict[str, ast.stmt]:
        """Top-level statements that define a name (the last one wins, as in Python)."""
        out: dict[str, ast.stmt] = {}
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                out[node.name] = node
            elif isinstance(node, ast.Assign):
                for target in node.targets:
                    if isinstance(target, ast.Name):
                        out[target.id] = node
            elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
                out[node.target.id] = node
        return out

    def _is_triton_kernel(self, node: ast.AST) -> bool:
        if not isinstance(node, ast.FunctionDef):
            return False
        for decorator in node.decorator_list:
            target = decorator.func if isinstance(decorator, ast.Call) else decorator
            dotted = _dotted(target)
            if dotted is not None and self._resolve(dotted) in TRITON_DECORATORS:
                return True
        return False

    def _first_reference(self, tree: ast.Module, name: str) -> ast.Name | None:
        best: ast.Name | None = None
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and node.id == name and isinstance(node.ctx, ast.Load):
                if best is None or (node.lineno, node.col_offset) < (best.lineno, best.col_offset):
                    best = node
        return best

    def _kernels(self, tree: ast.Module, definitions: dict[str, ast.stmt]) -> None:
        for kernel in self.kernels:
            name, kind = kernel.get("name"), kernel.get("kind")
            if not isinstance(name, str) or kind not in KERNEL_KINDS:
                continue  # extern (library) calls have no definition
            place = self.map.kernel(name)
            if place is None or not place.found:
                where = self._first_reference(tree, name)
                expected = (
                    f"a top-level @triton.jit def {name}(...)"
                    if kind == "triton"
                    else f'a top-level string {name} = r"""..."""'
                )
                message = (
                    f"kernel {name} ({kind}) is not defined: the metadata names it, "
                    f"the module needs {expected}"
                )
                if where is None:
                    self._add(None, "error", message, name)
                else:
                    self._add(where, "error", message + " (it is used here)", name)
                continue
            defined = place.renamed_to or name
            node = definitions[defined]
            if place.renamed_to:
                self._add(
                    node,
                    "warning",
                    f"kernel {name} is defined as {defined}: found by its `# kernel-id:` "
                    "line above, keep that line so the IDE can follow it",
                    name,
                    column=0,
                    end_column=None,
                )
            if kind == "triton":
                ok = self._is_triton_kernel(node)
                problem = f"kernel {defined} must be a function decorated with @triton.jit"
            else:
                value = node.value if isinstance(node, ast.Assign | ast.AnnAssign) else None
                ok = isinstance(value, ast.Constant) and isinstance(value.value, str)
                problem = (
                    f"kernel {defined} must be a string constant (C++ source): "
                    f'{defined} = r"""..."""'
                )
            if not ok:
                self._add(node, "error", problem, name, column=0, end_column=None)
        if definitions.get("call") is None:
            self._add(None, "error", "the module does not define call() at top level")

    def _module_names(self, tree: ast.Module) -> set[str]:
        """Every name bound at module level (also by `global` statements in functions)."""
        names: set[str] = set(_MODULE_DUNDERS)

        def visit(node: ast.AST, top: bool) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                    if top:
                        names.add(child.name)
                    for inner in ast.walk(child):
                        if isinstance(inner, ast.Global):
                            names.update(inner.names)
                    continue
                if isinstance(child, ast.Lambda):
                    continue
                if top:
                    if isinstance(child, ast.Name) and isinstance(child.ctx, ast.Store):
                        names.add(child.id)
                    elif isinstance(child, ast.alias):
                        if child.name != "*":
                            names.add(child.asname or child.name.split(".", 1)[0])
                    elif isinstance(child, ast.ExceptHandler) and child.name:
                        names.add(child.name)
                    elif isinstance(child, ast.MatchAs | ast.MatchStar) and child.name:
                        names.add(child.name)
                    elif isinstance(child, ast.MatchMapping) and child.rest:
                        names.add(child.rest)
                visit(child, top)

        visit(tree, True)
        return names

    @staticmethod
    def _local_names(function: ast.FunctionDef) -> set[str]:
        """Parameters and every name bound anywhere in the function (nested scopes too:
        the check is for names defined nowhere, not for scoping mistakes)."""
        names: set[str] = set()
        for node in ast.walk(function):
            if isinstance(node, ast.arg):
                names.add(node.arg)
            elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
                names.add(node.id)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
            elif isinstance(node, ast.alias):
                names.add(node.asname or node.name.split(".", 1)[0])
            elif isinstance(node, ast.ExceptHandler) and node.name:
                names.add(node.name)
            elif isinstance(node, ast.Global | ast.Nonlocal):
                names.update(node.names)
            elif isinstance(node, ast.MatchAs | ast.MatchStar) and node.name:
                names.add(node.name)
            elif isinstance(node, ast.MatchMapping) and node.rest:
                names.add(node.rest)
        return names

    def _triton(self, tree: ast.Module) -> None:
        functions = [node for node in tree.body if self._is_triton_kernel(node)]
        if not functions:
            return
        module_names = self._module_names(tree)
        for function in functions:
            assert isinstance(function, ast.FunctionDef)
            known = module_names | self._local_names(function) | _BUILTINS
            reported: set[tuple[int, int, int]] = set()
            for node in ast.walk(function):
                if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
                    if node.id not in known:
                        self._add(
                            node,
                            "warning",
                            f"{node.id} is not defined (not a parameter, a local, "
                            "a module-level name or a builtin)",
                            function.name,
                        )
                elif isinstance(node, ast.Attribute):
                    self._attribute(node, function.name, reported)

    def _attribute(
        self, node: ast.Attribute, kernel: str, reported: set[tuple[int, int, int]]
    ) -> None:
        """`tl.X` (any chain through triton modules): X must exist in the installed triton."""
        chain: list[ast.Attribute] = []
        base: ast.AST = node
        while isinstance(base, ast.Attribute):
            chain.append(base)
            base = base.value
        if not isinstance(base, ast.Name):
            return
        target = self.aliases.get(base.id)
        if target is None or target.split(".", 1)[0] != "triton":
            return
        obj = _load_triton(target)
        if obj is None:
            return
        module_name = target
        for attribute in reversed(chain):
            if not isinstance(obj, types.ModuleType):
                return
            key = (attribute.lineno, attribute.col_offset, attribute.end_col_offset or 0)
            if key in reported:
                return
            if hasattr(obj, attribute.attr):
                obj = getattr(obj, attribute.attr)
                module_name = f"{module_name}.{attribute.attr}"
                continue
            submodule = f"{module_name}.{attribute.attr}"
            if _submodule_exists(submodule):
                return  # a submodule not imported yet: fine, nothing more to check
            reported.add(key)
            line = attribute.end_lineno or attribute.lineno
            end = self.lines.char_column(line, attribute.end_col_offset)
            start = max(0, end - len(attribute.attr))
            shown = f"{base.id}.{attribute.attr}" if attribute is chain[-1] else attribute.attr
            version = getattr(sys.modules.get("triton"), "__version__", "?")
            problem = Problem(
                line,
                start,
                end,
                "error",
                f"{shown}: {module_name} has no attribute {attribute.attr!r} "
                f"(triton {version})",
                kernel,
            )
            self.problems.append(problem)
            return


def _load_triton(dotted: str) -> Any:
    """The installed triton object `dotted` names (a module or an attribute of one), or
    None when triton or that name is not there."""
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            obj: Any = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        except Exception:  # a broken triton install: skip the attribute checks
            return None
        for part in parts[cut:]:
            if not hasattr(obj, part):
                return None
            obj = getattr(obj, part)
        return obj
    return None


def _submodule_exists(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def check_text(
    text: str,
    kernels: list[dict[str, Any]],
    filename: str = "<module>",
    pristine: ModuleMap | None = None,
) -> dict[str, Any]:
    """Check a module text against the metadata's kernel list; the method's result. With
    the `pristine` module's map the kernels say whether they were edited."""
    started = time.perf_counter()
    module_map = map_module(text, kernels)
    checker = ModuleChecker(text, kernels, filename, module_map)
    checker.run()
    edited = edited_kernels(module_map, pristine) if pristine else None
    result = module_map.to_json(edited)
    for entry in result["kernels"]:  # the members checkModule had before the module map
        definition = entry["definition"]
        entry["line"] = definition["start"] if definition else None
        entry["endLine"] = definition["end"] if definition else None
    return {
        "problems": [p.to_json() for p in checker.problems],
        **result,
        "seconds": round(time.perf_counter() - started, 6),
    }


def check_project(root: str, text: str | None = None) -> dict[str, Any]:
    """Check `root`'s working module (or `text` in its place). Raises ProjectError."""
    started = time.perf_counter()
    project = read_project(root)
    if text is None:
        text = read_working(project)
    result = check_text(text, project.kernels, project.module_path, pristine_map(project))
    result["seconds"] = round(time.perf_counter() - started, 6)
    return result


@method("checkModule")
def check_module(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    project = param_str(params, "project")
    if not os.path.isabs(project):
        raise invalid_params("project", "must be an absolute path")
    text = params.get("text")
    if text is not None and not isinstance(text, str):
        raise invalid_params("text", "must be a string")
    ctx.check_cancelled()
    try:
        return check_project(project, text)
    except ProjectError as exc:
        raise method_failed(str(exc), "input", file=project) from exc
