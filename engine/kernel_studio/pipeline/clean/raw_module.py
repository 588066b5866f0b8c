"""Reading Inductor's raw output module: its kernel definitions, the comments Inductor
wrote above them, and its `call` function (as a libcst tree, comments included)."""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass, field

import libcst as cst

from kernel_studio.pipeline.clean.spec import CleanupError, library_handles


@dataclass
class RawKernel:
    """One `name = async_compile.<kind>(...)` definition of the raw module."""

    raw_name: str
    kind: str  # triton / cpp
    source: str
    signature: list[str] = field(default_factory=list)  # C++ parameter types (cpp)
    aten_mapping: list[str] = field(default_factory=list)  # "conv2d => convolution"


@dataclass
class RawModule:
    kernels: list[RawKernel]
    call: cst.FunctionDef
    # The functions Inductor lifts the subgraphs of control flow into (the branches of
    # torch.cond, the condition and body of a while_loop), in definition order.
    subgraphs: list[cst.FunctionDef] = field(default_factory=list)


def aten_mapping(comments: list[str]) -> list[str]:
    """The `# Source node to ATen node mapping:` section of a kernel's comment block, one
    `node => aten nodes` entry per line."""
    out: list[str] = []
    inside = False
    for text in comments:
        if text.startswith("# Source node to ATen node mapping:"):
            inside = True
            continue
        if inside:
            m = re.match(r"#   (\S.*)$", text)
            if not m:
                break
            out.append(m.group(1).strip())
    return out


def _dotted(node: ast.AST) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{_dotted(node.value)}.{node.attr}"
    return ""


def _comments_above(lines: list[str], lineno: int) -> list[str]:
    """The comment lines right above line `lineno` (1-based), top to bottom."""
    out: list[str] = []
    i = lineno - 2
    while i >= 0 and lines[i].lstrip().startswith("#"):
        out.append(lines[i].strip())
        i -= 1
    return out[::-1]


def _kernel(stmt: ast.stmt, lines: list[str]) -> RawKernel | None:
    if not (
        isinstance(stmt, ast.Assign)
        and len(stmt.targets) == 1
        and isinstance(stmt.targets[0], ast.Name)
        and isinstance(stmt.value, ast.Call)
    ):
        return None
    func = _dotted(stmt.value.func)
    if not func.startswith("async_compile."):
        return None
    name = stmt.targets[0].id
    kind = func.split(".", 1)[1]
    args = stmt.value.args
    mapping = aten_mapping(_comments_above(lines, stmt.lineno))
    try:
        if kind == "triton":
            return RawKernel(name, "triton", ast.literal_eval(args[1]), [], mapping)
        if kind == "cpp_pybinding":
            signature = [str(s) for s in ast.literal_eval(args[0])]
            return RawKernel(name, "cpp", ast.literal_eval(args[1]), signature, mapping)
    except (IndexError, ValueError) as exc:
        raise CleanupError(f"kernel {name}: its async_compile.{kind} call is not literal") from exc
    raise CleanupError(f"kernel {name}: async_compile.{kind} is not supported")


def _find_call(tree: ast.Module) -> ast.FunctionDef:
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef) and stmt.name == "call":
            return stmt
        if isinstance(stmt, ast.ClassDef):
            for item in stmt.body:
                if isinstance(item, ast.FunctionDef) and item.name == "call":
                    return item
    raise CleanupError("the raw module has no call function")


# Top-level functions of the raw module that are no part of the model's computation.
_NOT_SUBGRAPHS = ("call", "get_args", "benchmark_compiled_module")


def _called_names(fn: ast.FunctionDef) -> set[str]:
    return {
        n.func.id for n in ast.walk(fn) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
    }


def _find_subgraphs(tree: ast.Module, call: ast.FunctionDef) -> list[ast.FunctionDef]:
    """The top-level functions `call` calls by name, directly or through one another:
    Inductor's python wrapper lifts each subgraph of a higher-order op (torch.cond's
    branches, while_loop's condition and body, invoke_subgraph) into such a function."""
    defs = {
        s.name: s
        for s in tree.body
        if isinstance(s, ast.FunctionDef) and s.name not in _NOT_SUBGRAPHS
    }
    reached: set[str] = set()
    todo = [call]
    while todo:
        for name in _called_names(todo.pop()):
            if name in defs and name not in reached:
                reached.add(name)
                todo.append(defs[name])
    return [fn for name, fn in defs.items() if name in reached]


def _function_cst(lines: list[str], fn: ast.FunctionDef) -> cst.FunctionDef:
    text = textwrap.dedent("\n".join(lines[fn.lineno - 1 : fn.end_lineno]) + "\n")
    node = cst.parse_module(text).body[0]
    assert isinstance(node, cst.FunctionDef)
    return node


def read_raw(raw: str) -> RawModule:
    """The raw module's kernels (in definition order), its `call` and the subgraph
    functions `call` reaches. The module is read with `ast` (fast; the kernels are string
    literals), the functions alone with libcst."""
    try:
        tree = ast.parse(raw)
    except SyntaxError as exc:
        raise CleanupError(f"the raw module does not parse: {exc}") from exc
    lines = raw.splitlines()
    kernels = [k for k in (_kernel(s, lines) for s in tree.body) if k is not None]
    fn = _find_call(tree)
    subgraphs = [_function_cst(lines, s) for s in _find_subgraphs(tree, fn)]
    return RawModule(kernels, _function_cst(lines, fn), subgraphs)


def subgraph_launches(raw: str) -> dict[str, str]:
    """Kernel -> the subgraph function that launches it (raw kernel names, and
    `extern_kernels.X:handle` keys for library calls), for kernels `call` does not launch
    itself."""
    try:
        tree = ast.parse(raw)
    except SyntaxError:
        return {}
    lines = raw.splitlines()
    try:
        kernels = {k.raw_name for k in (_kernel(s, lines) for s in tree.body) if k is not None}
        subgraphs = _find_subgraphs(tree, _find_call(tree))
    except CleanupError:  # the clean stage says what is wrong with it
        return {}
    out: dict[str, str] = {}
    for fn in subgraphs:
        for node in ast.walk(fn):
            if isinstance(node, ast.Call):
                name = _dotted(node.func).removesuffix(".run")
                if name in kernels:
                    out.setdefault(name, fn.name)
        text = "\n".join(lines[fn.lineno - 1 : fn.end_lineno])
        for handle in extern_handles(text):
            out.setdefault(handle, fn.name)
    return out


def extern_handles(raw: str) -> list[str]:
    """Library-call keys (`extern_kernels.X:handle`, `torch.ops.aten.sort.stable:handle`)
    in launch order (from the provenance comments)."""
    return library_handles(raw)


def launch_handles(raw: str) -> dict[str, list[str]]:
    """Triton / C++ kernel -> the provenance keys of its launches (`triton_poi_fused_0:7`),
    in the raw module's text order (Inductor writes a handle comment above each launch)."""
    out: dict[str, list[str]] = {}
    for m in re.finditer(r"# \[Provenance debug handles\] (\w+):(\d+)\b", raw):
        out.setdefault(m.group(1), []).append(f"{m.group(1)}:{m.group(2)}")
    return out


def nodes_from_comments(raw: str) -> dict[str, list[str]]:
    """Fallback node map: the `Topologically Sorted Source Nodes` comment Inductor writes
    above each launch (Triton output only)."""
    result: dict[str, list[str]] = {}
    pending: list[str] | None = None
    for line in raw.splitlines():
        text = line.strip()
        m = re.match(r"# Topologically Sorted Source Nodes: \[(.*?)\]", text)
        if m:
            pending = [n.strip() for n in m.group(1).split(",") if n.strip()]
            continue
        if pending is not None and not text.startswith("#"):
            m = re.match(r"(\w+)\.run\(", text) or re.match(
                r"(?:\w+ = )?(extern_kernels\.\w+)\(", text
            )
            if m and ("_xnumel" not in text.split("(")[0]):
                result.setdefault(m.group(1), pending)
                pending = None
            elif not re.match(r"\w+_[xyzr]\d*numel = |stream\d+ = ", text):
                pending = None
    return result


def stable_names(
    raw_names: list[str], kernel_nodes: dict[str, list[str]], taken: frozenset[str] = frozenset()
) -> dict[str, str]:
    """Kernel names without Inductor's global counter; a clash is settled by the name of
    the last graph node the kernel fuses (the value it produces). None is one of `taken`
    (`call`'s inputs and state: a kernel is a module-level name `call` reads), nor the raw
    name of another kernel: the cleanup renames raw names to these in the rewritten `call`
    (a launch already renamed), so a clean name that is another kernel's raw name would be
    renamed again, to that kernel's. Kernels that fuse no graph node (the channels-last
    copies of a training graph's inputs: raw `triton_poi_fused_0`, `_1`, `_2`) numbered
    `triton_poi_fused`, `_2`, `_3` made the launch of raw `_1` call clean `_3`."""
    base = {raw: re.sub(r"_\d+$", "", raw) for raw in raw_names}
    others = set(raw_names)
    counts: dict[str, int] = {}
    for b in base.values():
        counts[b] = counts.get(b, 0) + 1
    names: dict[str, str] = {}
    used: set[str] = set()
    for raw in raw_names:
        name = base[raw]
        if counts[name] > 1:
            nodes = kernel_nodes.get(raw) or []
            if nodes:
                name = f"{name}__{nodes[-1]}"
        candidate, i = name, 2
        while candidate in used or candidate in taken or (candidate in others and candidate != raw):
            candidate = f"{name}_{i}"
            i += 1
        used.add(candidate)
        names[raw] = candidate
    return names


def size_symbols(raw: str) -> list[str]:
    """The size symbols `call` reads from its inputs (`s77 = arg2_1_size[0]`), in order."""
    try:
        fn = _find_call(ast.parse(raw))
    except SyntaxError as exc:
        raise CleanupError(f"the raw module does not parse: {exc}") from exc
    sizes: set[str] = set()
    found: list[str] = []
    assigns = sorted(
        (n for n in ast.walk(fn) if isinstance(n, ast.Assign) and len(n.targets) == 1),
        key=lambda n: (n.lineno, n.col_offset),
    )
    for node in assigns:
        target, value = node.targets[0], node.value
        if not isinstance(target, ast.Name):
            continue
        if (
            isinstance(value, ast.Call)
            and not value.args
            and isinstance(value.func, ast.Attribute)
            and value.func.attr == "size"
        ):
            sizes.add(target.id)
        elif (
            isinstance(value, ast.Subscript)
            and isinstance(value.value, ast.Name)
            and value.value.id in sizes
            and target.id not in found
        ):
            found.append(target.id)
    return found
