"""The module map: where each kernel the metadata names sits in a module text (the
pristine clean module or the user's edited working copy), where `call` launches it, and
the module-level regions in between. Every engine stage that needs "where is kernel X"
asks here (describe, checkModule, verify's instrumentation, the moduleMap method).

A kernel is found by its name (the last top-level definition of it, as Python binds it);
a kernel the user renamed is found through the `# kernel-id: <id>` marker in the comment
block right above its definition (docs/metadata.md). A text that does not parse is still
mapped (module_text/statements.py); `syntaxError` then says where it broke.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.module_text.statements import (
    Statement,
    SyntaxProblem,
    body_statements,
    module_statements,
)
from kernel_studio.pipeline.clean.clean import EXTERN_TO_TORCH

DEFINED_KINDS = ("triton", "cpp")
# Functions of the clean module's runtime that `call` calls and that launch no kernel.
RUNTIME_FUNCTIONS = ("cpp_kernels", "load_weights")
_CALLED = re.compile(r"\b([A-Za-z_]\w*)\s*\(")
MARKER = re.compile(r"#\s*kernel-id:\s*([0-9a-f]{12}(?:-\d+)?)\s*$")
_LAUNCH_TEXT = re.compile(r"\s*(?:[A-Za-z_]\w*\s*=\s*)?([A-Za-z_][\w.]*)\s*([\[(])")


@dataclass
class Span:
    """Lines `start` through `end`, 1-based and inclusive."""

    start: int
    end: int

    def to_json(self) -> dict[str, int]:
        return {"start": self.start, "end": self.end}


@dataclass
class KernelPlace:
    """Where one kernel of the metadata is in the text."""

    name: str
    kind: str
    id: str | None
    definition: Span | None = None
    comment: int | None = None  # first line of the comment block right above
    launches: list[Span] = field(default_factory=list)
    found: bool = False
    renamed_to: str | None = None  # the function name it was found under, by its marker
    text: str = ""  # the definition's lines, right-stripped, trailing blank lines dropped

    def to_json(self, edited: bool | None = None) -> dict[str, Any]:
        return {
            "name": self.name,
            "id": self.id,
            "kind": self.kind,
            "definition": self.definition.to_json() if self.definition else None,
            "comment": self.comment,
            "launches": [s.to_json() for s in self.launches],
            "found": self.found,
            "renamedTo": self.renamed_to,
            "edited": edited,
        }


@dataclass
class Region:
    """A stretch of module-level lines: `header` (docstring, imports, constants at the
    top), `kernel`, `helper` (another function or class), `call`, `other`."""

    kind: str
    name: str | None
    start: int
    end: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "start": self.start, "end": self.end}


@dataclass
class ModuleMap:
    kernels: list[KernelPlace]
    call: Span | None
    regions: list[Region]
    syntax_error: SyntaxProblem | None
    line_count: int

    def kernel(self, name: str) -> KernelPlace | None:
        return next((k for k in self.kernels if k.name == name), None)

    def to_json(self, edited: dict[str, bool] | None = None) -> dict[str, Any]:
        """The moduleMap result's members (docs/protocol.md); `edited` from
        edited_kernels, None when there is no pristine module to compare with."""
        return {
            "kernels": [
                k.to_json(None if edited is None else edited.get(k.name)) for k in self.kernels
            ],
            "call": self.call.to_json() if self.call else None,
            "regions": [r.to_json() for r in self.regions],
            "syntaxError": self.syntax_error.to_json() if self.syntax_error else None,
        }


@dataclass
class LaunchSite:
    """One kernel launch found in `call`'s syntax tree."""

    kernel: str  # the metadata's name
    kind: str
    name: str | None  # the name the launch uses (None for a library call)
    stmt: ast.stmt  # the statement it is in
    call: ast.Call


def extern_function(kernel: dict[str, Any]) -> str | None:
    """The torch function a library-call kernel runs as in the clean module: from its
    rawName `extern_kernels.<op>:<handle>` or `torch.ops.aten.sort.stable:<handle>` (the
    function itself), else from its name (`mm_2` -> mm)."""
    raw = kernel.get("rawName")
    op = None
    if isinstance(raw, str) and raw.startswith("torch.ops."):
        return raw.rpartition(":")[0] or raw
    if isinstance(raw, str) and raw.startswith("extern_kernels."):
        op = raw.split(".", 1)[1].split(":", 1)[0]
    elif isinstance(kernel.get("name"), str):
        op = re.sub(r"_\d+$", "", kernel["name"])
    return EXTERN_TO_TORCH.get(op or "")


class Launchers:
    """Recognises launches: `name[grid](...)`, `name.run(...)`, `name(...)`,
    `kernels.name(...)` (C++), and library calls (`torch.mm(..., out=...)`), the n-th call
    of a torch function being the n-th library kernel of that function in metadata order."""

    def __init__(self, kernels: list[dict[str, Any]], renamed: dict[str, str]) -> None:
        self.names: dict[str, tuple[str, str]] = {}  # name in the text -> (kernel, kind)
        self.library: dict[str, list[str]] = {}  # torch function -> kernels, in order
        for k in kernels:
            name, kind = k.get("name"), k.get("kind") or ""
            if not isinstance(name, str):
                continue
            if kind == "extern":
                function = extern_function(k)
                if function:
                    self.library.setdefault(function, []).append(name)
                continue
            self.names.setdefault(name, (name, kind))
            if name in renamed:
                self.names.setdefault(renamed[name], (name, kind))
        self.seen: dict[str, int] = {}
        # Words a launch must contain: a cheap test that skips most statements unwalked.
        words = set(self.names) | {f.rpartition(".")[2] for f in self.library}
        self.words = (
            re.compile(r"\b(?:" + "|".join(map(re.escape, sorted(words))) + r")\b")
            if words
            else None
        )

    def classify(self, dotted: str | None, subscripted: bool) -> tuple[str, str, str | None] | None:
        """(kernel, kind, name used) for a call of `dotted` (`dotted[...]` when
        `subscripted`), counting library calls as they come."""
        if not dotted:
            return None
        if dotted in self.names:
            kernel, kind = self.names[dotted]
            return kernel, kind, dotted
        if subscripted:
            return None
        head, _, attr = dotted.rpartition(".")
        if attr == "run" and head in self.names:
            kernel, kind = self.names[head]
            return kernel, kind, head
        if head and attr in self.names and self.names[attr][1] == "cpp":
            kernel, kind = self.names[attr]
            return kernel, kind, attr
        if dotted in self.library:
            n = self.seen.get(dotted, 0)
            self.seen[dotted] = n + 1
            kernels = self.library[dotted]
            return (kernels[n], "extern", None) if n < len(kernels) else None
        return None


def dotted_name(node: ast.AST) -> str | None:
    """`a.b.c` for a chain of attributes on a name, else None."""
    parts: list[str] = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return None
    parts.append(node.id)
    return ".".join(reversed(parts))


def simple_statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements of `body` in source order, compound ones opened up."""
    for stmt in body:
        inner: list[list[ast.stmt]] = []
        for attr in ("body", "orelse", "finalbody"):
            value = getattr(stmt, attr, None)
            if isinstance(value, list) and value and isinstance(value[0], ast.stmt):
                inner.append(value)
        inner += [h.body for h in getattr(stmt, "handlers", [])]
        inner += [c.body for c in getattr(stmt, "cases", [])]
        if inner:
            for block in inner:
                yield from simple_statements(block)
        else:
            yield stmt


def _sites(
    stmts: Iterator[ast.stmt], launchers: Launchers, text: Callable[[ast.stmt], str] | None = None
) -> Iterator[LaunchSite]:
    for stmt in stmts:
        if launchers.words is None:
            return
        if text is not None and not launchers.words.search(text(stmt)):
            continue
        calls = [n for n in ast.walk(stmt) if isinstance(n, ast.Call)]
        calls.sort(key=lambda n: (n.lineno, n.col_offset))
        for call in calls:
            func = call.func
            if isinstance(func, ast.Subscript):
                got = launchers.classify(dotted_name(func.value), True)
            else:
                got = launchers.classify(dotted_name(func), False)
            if got is not None:
                yield LaunchSite(got[0], got[1], got[2], stmt, call)


def find_launches(
    fn: ast.FunctionDef | ast.AsyncFunctionDef | list[ast.FunctionDef],
    kernels: list[dict[str, Any]],
    renamed: dict[str, str],
) -> list[LaunchSite]:
    """Every launch of the kernels in `fn` (the module's `call`, or `call` and the
    subgraph functions it reaches, in text order), in source order. `renamed`: metadata
    name -> the name the text defines it under (ModuleMap)."""
    functions = fn if isinstance(fn, list) else [fn]
    launchers = Launchers(kernels, renamed)
    return [site for f in functions for site in _sites(simple_statements(f.body), launchers)]


# The function of a training module that runs the backward kernels (pipeline/train/).
BACKWARD_CALL = "call_backward"


def launch_function_nodes(tree: ast.Module, kernels: list[dict[str, Any]]) -> list[ast.FunctionDef]:
    """`call` (and a training module's `call_backward`) and the top-level functions they
    reach by name (see launch_functions), in text order; empty without `call`."""
    defs = {
        n.name: n
        for n in tree.body
        if isinstance(n, ast.FunctionDef)
        and not n.name.startswith("_")
        and n.name not in RUNTIME_FUNCTIONS
    }
    call = defs.get("call")
    if call is None:
        return []
    skip = {k.get("name") for k in kernels}
    reached, todo = {"call"}, [call]
    if BACKWARD_CALL in defs:  # a training module's backward (see launch_functions)
        reached.add(BACKWARD_CALL)
        todo.append(defs[BACKWARD_CALL])
    while todo:
        for node in ast.walk(todo.pop()):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                name = node.func.id
                if name in defs and name not in reached and name not in skip:
                    reached.add(name)
                    todo.append(defs[name])
    return sorted((defs[name] for name in reached), key=lambda n: n.lineno)


def renames(module_map: ModuleMap) -> dict[str, str]:
    return {k.name: k.renamed_to for k in module_map.kernels if k.renamed_to}


def _lead(lines: list[str], stmt: Statement, floor: int) -> int | None:
    """First line of the contiguous column-0 comment block right above `stmt` (not above
    line `floor`), or None."""
    line = stmt.start - 1
    while line > floor and lines[line - 1].startswith("#"):
        line -= 1
    return line + 1 if line + 1 < stmt.start else None


def _definition_text(lines: list[str], span: Span) -> str:
    text = [line.rstrip() for line in lines[span.start - 1 : span.end]]
    while text and not text[-1]:
        text.pop()
    return "\n".join(text)


def launch_functions(
    lines: list[str], stmts: list[Statement], call_index: int, skip: set[str]
) -> list[int]:
    """Indices (in text order) of `call` and of the top-level functions it calls by name,
    directly or through one another: the subgraph functions of control flow (torch.cond's
    branches, a while_loop's condition and body) launch kernels too. `skip`: names that
    are no such function (the kernels). A training module's `call_backward` (the backward
    kernels, run by its autograd.Function) is a root too."""
    defs = {
        name: i
        for i, st in enumerate(stmts)
        if st.kind == "def"
        for name in st.names
        if not name.startswith("_") and name not in RUNTIME_FUNCTIONS and name not in skip
    }
    reached = {call_index} | ({defs[BACKWARD_CALL]} if BACKWARD_CALL in defs else set())
    todo = sorted(reached)
    while todo:
        st = stmts[todo.pop()]
        for name in set(_CALLED.findall("\n".join(lines[st.start - 1 : st.end]))):
            i = defs.get(name)
            if i is not None and i not in reached:
                reached.add(i)
                todo.append(i)
    return sorted(reached)


def _launch_spans(
    lines: list[str], functions: list[Statement], launchers: Launchers
) -> dict[str, list[Span]]:
    out: dict[str, list[Span]] = {}
    for fn in functions:
        for kernel, spans in _function_launch_spans(lines, fn, launchers).items():
            for span in spans:
                if span not in out.setdefault(kernel, []):
                    out[kernel].append(span)
    return out


def _function_launch_spans(
    lines: list[str], call: Statement, launchers: Launchers
) -> dict[str, list[Span]]:
    out: dict[str, list[Span]] = {}

    def add(kernel: str, span: Span) -> None:
        spans = out.setdefault(kernel, [])
        if span not in spans:
            spans.append(span)

    def text(offset: int) -> Callable[[ast.stmt], str]:
        return lambda s: "\n".join(lines[s.lineno - 1 + offset : (s.end_lineno or 0) + offset])

    if call.node is not None and isinstance(call.node, ast.FunctionDef | ast.AsyncFunctionDef):
        for site in _sites(simple_statements(call.node.body), launchers, text(call.offset)):
            end = site.stmt.end_lineno or site.stmt.lineno
            add(site.kernel, Span(site.stmt.lineno + call.offset, end + call.offset))
        return out
    # `call` does not parse: its body's statements one by one.
    for stmt in body_statements(lines, call):
        if stmt.node is not None:
            for site in _sites(simple_statements([stmt.node]), launchers, text(stmt.offset)):
                end = site.stmt.end_lineno or site.stmt.lineno
                add(site.kernel, Span(site.stmt.lineno + stmt.offset, end + stmt.offset))
            continue
        m = _LAUNCH_TEXT.match(lines[stmt.start - 1])
        if m:
            got = launchers.classify(m.group(1), m.group(2) == "[")
            if got is not None:
                add(got[0], Span(stmt.start, stmt.end))
    return out


def map_module(text: str, kernels: list[dict[str, Any]]) -> ModuleMap:
    """Map `text` for `kernels` (metadata kernel entries: `name`, `kind`, `id`, and
    `rawName` for library calls)."""
    lines, stmts, problem = module_statements(text)
    kernels = [k for k in kernels if isinstance(k, dict) and isinstance(k.get("name"), str)]
    leads = [_lead(lines, s, stmts[i - 1].end if i else 0) for i, s in enumerate(stmts)]
    markers: dict[str, int] = {}  # id -> statement index
    for i, lead in enumerate(leads):
        if lead is not None:
            ids = [m.group(1) for m in map(MARKER.match, lines[lead - 1 : stmts[i].start - 1]) if m]
            if ids:
                markers[ids[-1]] = i
    bound: dict[str, int] = {}  # name -> last top-level statement defining it
    for i, s in enumerate(stmts):
        if s.kind in ("def", "class", "assign"):
            for name in s.names:
                bound[name] = i
    names = {k["name"] for k in kernels}
    places: list[KernelPlace] = []
    chosen: dict[int, str] = {}  # statement index -> kernel
    for k in kernels:
        kid = k.get("id") if isinstance(k.get("id"), str) else None
        place = KernelPlace(k["name"], k.get("kind") or "", kid)
        places.append(place)
        if place.kind == "extern":
            continue
        index = bound.get(place.name)
        if index is None and kid in markers:
            index = markers[kid]
            other = stmts[index].names[0] if stmts[index].names else None
            if other is None or other in names or stmts[index].kind == "other":
                index = None
            else:
                place.renamed_to = other
        if index is None:
            continue
        stmt = stmts[index]
        place.found = True
        place.definition = Span(stmt.start, stmt.end)
        place.comment = leads[index]
        place.text = _definition_text(lines, place.definition)
        chosen[index] = place.name
    call_index = bound.get("call")
    if call_index is not None and stmts[call_index].kind != "def":
        call_index = None
    call = None
    if call_index is not None:
        stmt = stmts[call_index]
        call = Span(stmt.start, stmt.end)
        launchers = Launchers(kernels, {p.name: p.renamed_to for p in places if p.renamed_to})
        skip = names | {p.renamed_to for p in places if p.renamed_to}
        functions = [stmts[i] for i in launch_functions(lines, stmts, call_index, skip)]
        spans = _launch_spans(lines, functions, launchers)
        for place in places:
            place.launches = spans.get(place.name, [])
            if place.kind == "extern":
                place.found = bool(place.launches)
    # Another definition of a kernel's name (shadowed, so dead code) is no helper.
    shadowed = {i for i, st in enumerate(stmts) if i not in chosen and set(st.names) & names}
    regions = _regions(lines, stmts, leads, chosen, call_index, shadowed)
    return ModuleMap(places, call, regions, problem, len(lines))


def _regions(
    lines: list[str],
    stmts: list[Statement],
    leads: list[int | None],
    chosen: dict[int, str],
    call_index: int | None,
    shadowed: set[int],
) -> list[Region]:
    """Regions covering every line in order: each statement with the comment block right
    above it and the blank lines after it; the header is one region."""
    if not lines:
        return []
    if not stmts:
        return [Region("other", None, 1, len(lines))]
    out: list[Region] = []
    in_header = True
    for i, stmt in enumerate(stmts):
        start = 1 if i == 0 else (leads[i] or stmt.start)
        end = (leads[i + 1] or stmts[i + 1].start) - 1 if i + 1 < len(stmts) else len(lines)
        name: str | None
        if i in chosen:
            kind, name = "kernel", chosen[i]
        elif i == call_index:
            kind, name = "call", "call"
        elif stmt.kind in ("def", "class") and i not in shadowed:
            kind, name = "helper", stmt.names[0] if stmt.names else None
        elif in_header and stmt.kind in ("docstring", "import", "assign"):
            kind, name = "header", None
        else:
            kind, name = "other", stmt.names[0] if stmt.names else None
        in_header = in_header and kind == "header"
        if kind == "header" and out and out[-1].kind == "header":
            out[-1].end = end
        else:
            out.append(Region(kind, name, start, end))
    return out


def edited_kernels(working: ModuleMap, pristine: ModuleMap) -> dict[str, bool]:
    """Kernel -> whether its definition differs from the pristine one (trailing whitespace
    and trailing blank lines ignored). A kernel missing from the working text is edited;
    launches are not part of a kernel's text, and library calls have none."""
    before = {k.name: k for k in pristine.kernels}
    out: dict[str, bool] = {}
    for k in working.kernels:
        p = before.get(k.name)
        if k.kind == "extern":
            out[k.name] = False
        elif not k.found:
            out[k.name] = p is not None and p.found
        else:
            out[k.name] = p is None or not p.found or k.text != p.text
    return out
