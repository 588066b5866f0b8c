"""Compile errors of a working module's kernels, placed at the module's own lines.

A C++ kernel is a string in the module (`NAME = r\"\"\"...\"\"\"`) that `cpp_kernels()` joins
with the other kernels into one .cpp file and builds with torch's cpp_extension; g++ names
lines of that file. A Triton kernel is compiled at its first launch; triton's
`CompilationError` names a line and column relative to the `def` line of the @triton.jit
function it failed in (its cause, when the failure is in a helper the kernel calls).
Both become a `CompileError`: the compiler, one `Diagnostic` per error (the kernel, the
module line (1-based) and column (0-based, characters), the message and the compiler's
context and note lines after it) and the compiler's whole output for the log
(docs/verification.md, "Compile errors").
"""

from __future__ import annotations

import ast
import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

MAX_DIAGNOSTICS = 20
MAX_DETAIL_LINES = 24
MAX_OUTPUT_CHARS = 100_000

# `file:line:column: severity: message` as gcc and clang write it (column optional).
_DIAGNOSTIC = re.compile(
    r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)? "
    r"(?P<severity>fatal error|error|warning|note): (?P<message>.*)$"
)
# `file:line:column:   required from here` and other located context without a severity.
_LOCATED = re.compile(r"^(?P<file>[^:\s][^:]*):(?P<line>\d+):(?:(?P<col>\d+):)?(?P<rest>\s.*)$")
# Lines that open the context of the next diagnostic.
_HEADER = re.compile(
    r"^(In file included from |\s+from |[^:\s][^:]*: (In |At global scope|In instantiation))"
)
# The source excerpt gcc prints under a diagnostic: `   86 |     code` and `      |  ^~~`.
_EXCERPT = re.compile(r"^(?P<pad>\s*)(?P<line>\d+)(?P<bar> \|.*)$")
# `file.cpp: In function ...`: context naming the file without a line.
_CPP_HEADER = re.compile(r"^([^:\s][^:]*\.(?:cpp|cc|cxx)): ")
# ninja's and cpp_extension's own lines around the compiler's.
_BUILD_NOISE = re.compile(r"^(\[\d+/\d+\] |FAILED: |ninja: |Error building extension )")


@dataclass
class Diagnostic:
    line: int  # 1-based module line, 0 when the error has no place in the module
    column: int  # 0-based character offset in that line
    kernel: str | None
    message: str
    detail: list[str] = field(default_factory=list)
    severity: str = "error"

    def to_json(self) -> dict[str, Any]:
        return {
            "kernel": self.kernel,
            "line": self.line,
            "column": self.column,
            "severity": self.severity,
            "message": self.message,
            "detail": self.detail,
        }


@dataclass
class CompileError:
    compiler: str  # "c++" or "triton"
    file: str  # the module's path
    diagnostics: list[Diagnostic]
    output: str

    @property
    def first(self) -> Diagnostic:
        return self.diagnostics[0]

    def where(self) -> str:
        """`module.py:LINE:COL: error: MESSAGE` of the first error (gcc's form)."""
        d = self.first
        name = os.path.basename(self.file)
        place = f"{name}:{d.line}:{d.column + 1}" if d.line else name
        return f"{place}: error: {d.message}"

    def to_json(self) -> dict[str, Any]:
        output = self.output
        if len(output) > MAX_OUTPUT_CHARS:
            output = output[:MAX_OUTPUT_CHARS] + "\n[compiler output cut]"
        return {
            "compiler": self.compiler,
            "file": self.file,
            "diagnostics": [d.to_json() for d in self.diagnostics],
            "output": output,
        }


KernelAt = Callable[[int], str | None]


def kernel_finder(module_text: str, metadata: dict[str, Any]) -> KernelAt:
    """line -> the metadata kernel whose definition holds it (the module map's answer, so a
    renamed kernel is found under its clean name)."""
    from kernel_studio.module_text.module_map import map_module

    try:
        places = map_module(module_text, metadata.get("kernels") or []).kernels
    except Exception:  # noqa: BLE001 - the map is a nicety here; the error still reports
        places = []

    def at(line: int) -> str | None:
        for place in places:
            d = place.definition
            if d is not None and d.start <= line <= d.end:
                return place.name
        return None

    return at


# --- C++ -----------------------------------------------------------------------------


@dataclass
class _Segment:
    """A module string constant found in the compiled .cpp file."""

    cpp_line: int  # 1-based line of its first character in the .cpp
    cpp_column: int  # 0-based column of its first character there
    lines: int
    module_line: int  # 1-based line of its first character in the module
    module_column: int  # 0-based column of it

    def place(self, line: int, column: int) -> tuple[int, int] | None:
        k = line - self.cpp_line
        if not 0 <= k < self.lines:
            return None
        if k == 0:
            return self.module_line, max(0, column - self.cpp_column) + self.module_column
        return self.module_line + k, column


def _string_segments(module_text: str, cpp_text: str) -> list[_Segment]:
    """Where each top-level string constant of the module (the C++ kernels and the
    prelude) sits in the .cpp file that cpp_kernels() wrote."""
    try:
        tree = ast.parse(module_text)
    except SyntaxError:
        return []
    lines = module_text.splitlines()
    segments: list[_Segment] = []
    for stmt in tree.body:
        if not isinstance(stmt, ast.Assign | ast.AnnAssign):
            continue
        value = stmt.value
        if not (isinstance(value, ast.Constant) and isinstance(value.value, str)):
            continue
        text: str = value.value
        if "\n" not in text or value.end_lineno is None:
            continue
        # A raw string keeps the module's lines; one with escapes would not line up.
        if text.count("\n") != value.end_lineno - value.lineno:
            continue
        at = cpp_text.find(text)
        if at < 0:
            continue
        source_line = lines[value.lineno - 1]
        start = len(source_line.encode()[: value.col_offset].decode(errors="ignore"))
        opener = re.match(r"[rRbBuU]*(\"\"\"|'''|\"|')", source_line[start:])
        if opener is None:
            continue
        segments.append(
            _Segment(
                cpp_line=cpp_text.count("\n", 0, at) + 1,
                cpp_column=at - (cpp_text.rfind("\n", 0, at) + 1),
                lines=text.count("\n") + 1,
                module_line=value.lineno,
                module_column=start + opener.end(),
            )
        )
    return segments


@dataclass
class _Group:
    """One error of the compiler's output with its context and the lines after it."""

    severity: str
    message: str
    location: tuple[str, int, int]
    context: list[str]
    after: list[str] = field(default_factory=list)


def _location(m: re.Match[str]) -> tuple[str, int, int]:
    return m["file"], int(m["line"]), int(m["col"] or 1) - 1


def _groups(output: str) -> list[_Group]:
    groups: list[_Group] = []
    pending: list[str] = []
    current: _Group | None = None
    for raw in output.splitlines():
        line = raw.rstrip()
        if (
            not line.strip()
            or _BUILD_NOISE.match(line)
            or line.lstrip().startswith(("c++ ", "g++ ", "ccache "))  # torch 2.15: ccache c++
        ):
            continue
        m = _DIAGNOSTIC.match(line)
        if m and m["severity"] in ("error", "fatal error"):
            current = _Group(m["severity"], m["message"], _location(m), pending)
            groups.append(current)
            pending = []
        elif m and m["severity"] == "warning":
            current, pending = None, []  # a warning and its lines are not the failure
        elif m is None and _HEADER.match(line):
            if current is not None:
                current, pending = None, []
            pending.append(line)
        elif current is not None:
            current.after.append(line)
        else:
            pending.append(line)
    return groups


def _rewrite(
    lines: list[str],
    place: Callable[[str, int, int], tuple[int, int] | None],
    known: Callable[[str], bool],
    name: str,
    last: tuple[int, int] | None = None,
) -> list[str]:
    """The compiler's lines with the .cpp file's places written as the module's
    (`module.py:LINE:COL:`, and the excerpt's line numbers; `last`: the place of the line
    before them)."""
    out: list[str] = []
    for line in lines:
        m = _DIAGNOSTIC.match(line) or _LOCATED.match(line)
        if m is not None:
            file, number, column = _location(m)
            last = place(file, number, column)
            if last is not None:
                head = f"{name}:{last[0]}:{last[1] + 1}:"
                line = head + line[m.end("col") + 1 if m["col"] else m.end("line") + 1 :]
        elif (h := _CPP_HEADER.match(line)) is not None and known(h[1]):
            line = name + line[h.end(1) :]
        else:
            x = _EXCERPT.match(line)
            if x is not None and last is not None:
                width = len(x["pad"]) + len(x["line"])
                line = str(last[0]).rjust(width) + x["bar"]
        out.append(line)
    return out


def cpp_compile_error(
    output: str,
    module_text: str,
    module_path: str,
    kernel_at: KernelAt,
    read: Callable[[str], str | None] | None = None,
) -> CompileError | None:
    """The C++ compiler's `output` (cpp_extension's build log) as a CompileError placed in
    the module; None when it holds no error. `read(path)` gives the .cpp file's text (the
    file the diagnostics name; read from disk by default)."""
    groups = _groups(output)
    if not groups:
        return None
    read = read or _read_file
    segments_of: dict[str, list[_Segment]] = {}

    def segments(file: str) -> list[_Segment]:
        if not file.endswith((".cpp", ".cc", ".cxx")):
            return []
        if file not in segments_of:
            cpp = read(file)
            segments_of[file] = _string_segments(module_text, cpp) if cpp else []
        return segments_of[file]

    def place(file: str, line: int, column: int) -> tuple[int, int] | None:
        for segment in segments(file):
            found = segment.place(line, column)
            if found is not None:
                return found
        return None

    def known(file: str) -> bool:
        return bool(segments(file))

    name = os.path.basename(module_path)
    diagnostics: list[Diagnostic] = []
    for g in groups[:MAX_DIAGNOSTICS]:
        # The error's own place, else the innermost place of its context that is in the
        # module (`required from here` in a kernel for an error inside a header).
        candidates = [g.location]
        for text in reversed(g.context):
            m = _LOCATED.match(text) or _DIAGNOSTIC.match(text)
            if m is not None:
                candidates.append(_location(m))
        found = next((p for p in (place(*c) for c in candidates) if p is not None), None)
        line, column = found or (0, 0)
        detail = _rewrite(g.context, place, known, name)
        detail += _rewrite(g.after, place, known, name, place(*g.location))
        if found is None:
            detail.insert(
                0, f"{g.location[0]}:{g.location[1]}:{g.location[2] + 1}: {g.severity}: {g.message}"
            )
        diagnostics.append(
            Diagnostic(
                line,
                column,
                kernel_at(line) if line else None,
                g.message,
                detail[:MAX_DETAIL_LINES],
            )
        )
    # The first error that has a place in the module leads.
    diagnostics.sort(key=lambda d: d.line == 0)
    return CompileError("c++", module_path, diagnostics, output)


def _read_file(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read()
    except OSError:
        return None


# --- Triton --------------------------------------------------------------------------


def _is_triton_compilation_error(exc: BaseException) -> bool:
    return any(
        c.__name__ == "CompilationError" and c.__module__.startswith("triton")
        for c in type(exc).__mro__
    )


def _compilation_chain(exc: BaseException) -> list[BaseException]:
    """The CompilationErrors of `exc`'s chain, the launched kernel's first, the
    innermost (a helper it calls) last."""
    chain: list[BaseException] = []
    seen: set[int] = set()
    e: BaseException | None = exc
    while e is not None and id(e) not in seen:
        seen.add(id(e))
        if _is_triton_compilation_error(e):
            chain.append(e)
        e = e.__cause__ or (None if e.__suppress_context__ else e.__context__)
    return chain


def _readable(message: str | None) -> str:
    """`AttributeError("module 'triton.language' has no attribute 'lodd'")` (the repr
    triton keeps) as `AttributeError: module 'triton.language' has no attribute 'lodd'`."""
    if not message:
        return "the Triton kernel does not compile"
    m = re.match(r"^(\w+)\((.*)\)$", message.strip(), re.DOTALL)
    if m is not None:
        try:
            inner = ast.literal_eval(m[2])
        except (ValueError, SyntaxError):
            inner = None
        if isinstance(inner, str):
            return f"{m[1]}: {inner}"
    return message.strip()


def _function_lines(module_text: str) -> dict[str, tuple[int, int]]:
    """Top-level function name -> (its `def` line, the indentation its body's lines lose
    in triton's dedented source); the last definition of a name counts."""
    try:
        tree = ast.parse(module_text)
    except SyntaxError:
        return {}
    return {
        s.name: (s.lineno, s.col_offset)
        for s in tree.body
        if isinstance(s, ast.FunctionDef | ast.AsyncFunctionDef)
    }


def triton_compile_error(
    exc: BaseException,
    module_text: str,
    module_path: str,
    kernel_at: KernelAt,
    launched: str | None = None,
) -> CompileError | None:
    """A triton CompilationError (anywhere in `exc`'s chain) placed in the module; None
    when there is none. `launched`: the kernel whose launch failed, when known."""
    chain = _compilation_chain(exc)
    if not chain:
        return None
    functions = _function_lines(module_text)
    lines = module_text.splitlines()
    name = os.path.basename(module_path)

    def place(e: BaseException) -> tuple[str | None, int, int]:
        src = getattr(e, "src", None) or ""
        node = getattr(e, "node", None)
        m = re.search(r"^def\s+(\w+)\s*\(", src, re.MULTILINE)
        function = m[1] if m else None
        if function not in functions or not hasattr(node, "lineno"):
            return function, 0, 0
        def_line, indent = functions[function]
        line = def_line + int(getattr(node, "lineno", 1)) - 1
        byte = int(getattr(node, "col_offset", 0) or 0) + indent
        text = lines[line - 1] if 0 < line <= len(lines) else ""
        return function, line, len(text.encode()[:byte].decode(errors="ignore"))

    inner = chain[-1]
    function, line, column = place(inner)
    outer_function, outer_line, _ = place(chain[0])
    kernel = (
        (kernel_at(outer_line) if outer_line else None)
        or (kernel_at(line) if line else None)
        or launched
    )
    message = _readable(getattr(inner, "error_message", None))
    detail: list[str] = []
    if line:
        detail.append(lines[line - 1])
        detail.append(" " * column + "^")
    for e in reversed(chain[:-1]):
        f, at, col = place(e)
        if at:
            detail.append(f"{name}:{at}:{col + 1}: note: called from {f}")
    if not line:
        detail += str(inner).splitlines()[: MAX_DETAIL_LINES - len(detail)]
    output = "\n\n".join(str(e) for e in chain)
    diagnostic = Diagnostic(line, column, kernel, message, detail[:MAX_DETAIL_LINES])
    return CompileError("triton", module_path, [diagnostic], output)
