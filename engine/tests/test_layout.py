"""The engine's floor plan (docs/architecture.md): no import circle among its modules, every
protocol method registered from kernel_studio/methods/ and all of them in one place, and
torch's compiler internals reached only through the Inductor adapter."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import kernel_studio

PACKAGE = Path(kernel_studio.__file__).parent
NAME = "kernel_studio"


def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its own name)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = (NAME, *path.relative_to(PACKAGE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[".".join(parts)] = path
    return found


def _imported(module: str, path: Path) -> Iterator[str]:
    """Every name `module` imports, at module level or not (TYPE_CHECKING blocks too)."""
    is_package = path.name == "__init__.py"
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                parts = module.split(".") if is_package else module.split(".")[:-1]
                parts = parts[: len(parts) - (node.level - 1)]
                base = ".".join([*parts, *([node.module] if node.module else [])])
            else:
                base = node.module or ""
            yield base
            yield from (f"{base}.{alias.name}" for alias in node.names)


def import_graph() -> dict[str, set[str]]:
    """module -> the package's modules it imports (a package's own submodules and the
    package root, whose lazy attributes import on first use, left out)."""
    modules = _modules()

    def resolve(name: str) -> str | None:
        while name and name not in modules:
            name = name.rpartition(".")[0]
        return name or None

    graph: dict[str, set[str]] = {m: set() for m in modules}
    for module, path in modules.items():
        for name in _imported(module, path):
            target = resolve(name)
            if target and target not in (module, NAME) and not module.startswith(target + "."):
                graph[module].add(target)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, edges = work[-1]
            for target in edges:
                if target not in index:
                    index[target] = low[target] = counter
                    counter += 1
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
    return found


def test_the_circle_finder_finds_a_circle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert circles(graph) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_no_import_circle_among_the_engine_modules() -> None:
    graph = import_graph()
    assert len(graph) > 100, "the walk found the package's modules"
    assert "kernel_studio.sandbox.session" in graph["kernel_studio.verify.trial"]
    found = circles(graph)
    assert found == [], "import circles: " + "; ".join(" <-> ".join(c) for c in found)


def _decorated_methods(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.FunctionDef):
            for decorator in node.decorator_list:
                if (
                    isinstance(decorator, ast.Call)
                    and isinstance(decorator.func, ast.Name)
                    and decorator.func.id == "method"
                    and decorator.args
                    and isinstance(decorator.args[0], ast.Constant)
                ):
                    names.append(str(decorator.args[0].value))
    return names


def test_every_protocol_method_is_registered_from_the_methods_package() -> None:
    outside = {
        str(path.relative_to(PACKAGE)): names
        for path in PACKAGE.rglob("*.py")
        if path.parent.name != "methods" and (names := _decorated_methods(path))
    }
    assert outside == {}, "register protocol methods in kernel_studio/methods/"


def test_the_methods_package_imports_every_method_module() -> None:
    from kernel_studio.server.registry import METHODS

    methods_dir = PACKAGE / "methods"
    modules = {p.stem for p in methods_dir.glob("*.py") if p.stem != "__init__"}
    init = methods_dir / "__init__.py"
    imported = {
        name.rpartition(".")[2] for name in _imported("kernel_studio.methods", init)
    } & modules
    unregistered = sorted(
        m for m in modules - imported if _decorated_methods(methods_dir / f"{m}.py")
    )
    assert unregistered == [], "not imported by kernel_studio/methods/__init__.py"
    import kernel_studio.methods  # noqa: F401 - registers every method

    for module in modules:
        for name in _decorated_methods(methods_dir / f"{module}.py"):
            assert name in METHODS, f"{name} ({module}.py) is not registered"


def test_the_package_root_imports_neither_torch_nor_the_pipeline() -> None:
    """`import kernel_studio` (the server, the app's doctor) stays cheap: the export API
    loads on first use."""
    imports = set(_imported(NAME, PACKAGE / "__init__.py"))
    module_level = {
        name
        for node in ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8")).body
        if isinstance(node, ast.Import | ast.ImportFrom)
        for name in (
            [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
        )
    }
    assert "torch" not in module_level
    assert not any(n.startswith("kernel_studio.pipeline") for n in module_level)
    assert any(n.startswith("kernel_studio.pipeline") for n in imports)


ADAPTER_ONLY = ("torch._inductor", "torch._decomp")


def test_only_the_inductor_adapter_imports_torch_compiler_internals() -> None:
    """The one adapter rule (kernel_studio/inductor/__init__.py): a new torch series is
    supported by changing that package alone."""
    outside = sorted(
        f"{module} imports {name}"
        for module, path in _modules().items()
        if not module.startswith("kernel_studio.inductor")
        for name in _imported(module, path)
        if name.startswith(ADAPTER_ONLY)
    )
    assert outside == []
