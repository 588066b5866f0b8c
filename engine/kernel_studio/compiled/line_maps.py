"""Line maps of compiler stages: for each line of a stage's text, the line of the module it
comes from, read from the stage's own location info: MLIR `loc(...)` (TTIR, TTGIR), LLVM's
`!DILocation` (LLIR), `.loc` directives (PTX, x86 assembly) and nvdisasm's `//## File ...,
line N` (SASS). The compilers see the module under a temporary path, so a location counts
when its file is that path; where a line is inlined (a helper `@triton.jit` function, a
libdevice call) the frame inside the kernel's own lines wins, else any frame in the module.

Each map is a list of [stage line, module line] pairs, 1-based, in stage-line order."""

from __future__ import annotations

import os
import re
from collections.abc import Callable

Pairs = list[list[int]]

_MLIR_DEF = re.compile(r"^#(loc\d*)\s*=\s*loc\((.*)\)\s*$")
_MLIR_FILE = re.compile(r'"([^"]*)":(\d+):\d+')
_MLIR_REF = re.compile(r"#(loc\d*)\b")
_MLIR_USE = re.compile(r"\bloc\(((?:[^()]|\([^()]*\))*)\)\s*$")


class _Chooser:
    """Picks one module line out of a location's frames: the first inside the kernel's
    lines, else the first in the module."""

    def __init__(self, path: str, span: tuple[int, int]) -> None:
        self.path = os.path.realpath(path)
        self.name = os.path.basename(path)
        self.span = span

    def same_file(self, file: str) -> bool:
        if not file:
            return False
        if os.path.isabs(file):
            return os.path.realpath(file) == self.path
        return os.path.basename(file) == self.name

    def pick(self, frames: list[tuple[str, int]]) -> int | None:
        ours = [line for file, line in frames if self.same_file(file) and line > 0]
        inside = [line for line in ours if self.span[0] <= line <= self.span[1]]
        chosen = inside or ours
        return chosen[0] if chosen else None


def mlir_map(text: str, path: str, span: tuple[int, int]) -> Pairs:
    """TTIR/TTGIR: `#locN = loc(...)` definitions and `loc(...)` at the end of op lines."""
    lines = text.splitlines()
    defs: dict[str, str] = {}
    for line in lines:
        m = _MLIR_DEF.match(line)
        if m:
            defs[m.group(1)] = m.group(2)
    chooser = _Chooser(path, span)
    cache: dict[str, list[tuple[str, int]]] = {}

    def frames(expr: str, depth: int = 0) -> list[tuple[str, int]]:
        if depth > 64:
            return []
        out: list[tuple[str, int]] = []
        # Direct file locations and references, in the order they are written (a
        # callsite's callee comes before its caller).
        for m in re.finditer(r'"([^"]*)":(\d+):\d+|#(loc\d*)\b', expr):
            if m.group(3):
                ref = m.group(3)
                if ref not in cache:
                    cache[ref] = []  # breaks cycles
                    cache[ref] = frames(defs.get(ref, ""), depth + 1)
                out.extend(cache[ref])
            else:
                out.append((m.group(1), int(m.group(2))))
        return out

    pairs: Pairs = []
    for number, line in enumerate(lines, 1):
        if line.startswith("#loc"):
            continue
        m = _MLIR_USE.search(line)
        if not m:
            continue
        source = chooser.pick(frames(m.group(1)))
        if source is not None:
            pairs.append([number, source])
    return pairs


_LL_DBG = re.compile(r"!dbg !(\d+)")
_LL_META = re.compile(r"^!(\d+)\s*=\s*(?:distinct\s+)?!(\w+)\((.*)\)\s*$")


def llir_map(text: str, path: str, span: tuple[int, int]) -> Pairs:
    """LLVM IR: `!dbg !N` on instructions, `!N = !DILocation(line:, scope:, inlinedAt:)`."""
    lines = text.splitlines()
    meta: dict[str, tuple[str, str]] = {}
    for line in lines:
        m = _LL_META.match(line)
        if m:
            meta[m.group(1)] = (m.group(2), m.group(3))

    def field(body: str, name: str) -> str | None:
        m = re.search(rf"\b{name}:\s*(\"[^\"]*\"|!?\w+)", body)
        return m.group(1).strip('"') if m else None

    def file_of(ref: str | None, depth: int = 0) -> str:
        if not ref or depth > 16:
            return ""
        kind, body = meta.get(ref.lstrip("!"), ("", ""))
        if kind == "DIFile":
            return os.path.join(field(body, "directory") or "", field(body, "filename") or "")
        return file_of(field(body, "file") or field(body, "scope"), depth + 1)

    chooser = _Chooser(path, span)

    def frames(ref: str, depth: int = 0) -> list[tuple[str, int]]:
        kind, body = meta.get(ref, ("", ""))
        if kind != "DILocation" or depth > 32:
            return []
        line = int(field(body, "line") or 0)
        out = [(file_of(field(body, "scope")), line)]
        inlined = field(body, "inlinedAt")
        if inlined:
            out.extend(frames(inlined.lstrip("!"), depth + 1))
        return out

    pairs: Pairs = []
    for number, line in enumerate(lines, 1):
        if line.startswith("!"):
            continue
        m = _LL_DBG.search(line)
        if m:
            source = chooser.pick(frames(m.group(1)))
            if source is not None:
                pairs.append([number, source])
    return pairs


_FILE_DIRECTIVE = re.compile(r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s*,?\s*"([^"]*)")?')
_LOC_DIRECTIVE = re.compile(r"^\s*\.loc\s+(\d+)\s+(\d+)")
_INLINED_AT = re.compile(r"@\[\s*([^:\s\[\]]+):(\d+):\d+")


def directive_map(
    text: str,
    path: str,
    span: tuple[int, int],
    is_code: Callable[[str], bool],
) -> Pairs:
    """PTX and GNU assembly: `.file N "dir" "name"` / `.file N "path"` and `.loc N line`;
    each code line (`is_code`) after a `.loc` of the module maps to its line."""
    files: dict[str, str] = {}  # PTX lists its files after the code: read them first
    lines = text.splitlines()
    for line in lines:
        m = _FILE_DIRECTIVE.match(line)
        if m:
            files[m.group(1)] = os.path.join(m.group(2), m.group(3)) if m.group(3) else m.group(2)
    chooser = _Chooser(path, span)
    current: int | None = None
    pairs: Pairs = []
    for number, line in enumerate(lines, 1):
        if _FILE_DIRECTIVE.match(line):
            continue
        m = _LOC_DIRECTIVE.match(line)
        if m:
            # A location in another file (a header's or a library's inlined code) keeps
            # the module line before it: the line that called it.
            file = files.get(m.group(1), "")
            frames = [(file, int(m.group(2)))] if file else []
            # Inlined code: LLVM's comment lists the frames it was inlined at
            # (`// standard.py:263:15 @[ kernel.py:110:24 ]`), innermost first.
            frames += [(f, int(n)) for f, n in _INLINED_AT.findall(line.partition("//")[2])]
            picked = chooser.pick(frames)
            if picked is not None or not current:
                current = picked
            continue
        if current is not None and is_code(line):
            pairs.append([number, current])
    return pairs


def ptx_code(line: str) -> bool:
    s = line.strip()
    return bool(s) and not s.startswith((".", "//", "$", "{", "}", "(", ")")) and s != ";"


def ptx_map(text: str, path: str, span: tuple[int, int]) -> Pairs:
    return directive_map(text, path, span, ptx_code)


_SASS_FILE = re.compile(r'//##\s*File\s+"([^"]*)",\s*line\s+(\d+)(.*)$')
_SASS_INLINED = re.compile(r'inlined at\s+"([^"]*)",\s*line\s+(\d+)')
_SASS_CODE = re.compile(r"^\s*/\*[0-9a-f]{4,}\*/")


def sass_map(text: str, path: str, span: tuple[int, int]) -> Pairs:
    """nvdisasm -g: `//## File "path", line N [inlined at "path", line M ...]` before the
    instructions (`/*0040*/ ...`) it covers."""
    chooser = _Chooser(path, span)
    current: int | None = None
    pairs: Pairs = []
    for number, line in enumerate(text.splitlines(), 1):
        m = _SASS_FILE.search(line)
        if m:
            frames = [(m.group(1), int(m.group(2)))]
            frames += [(f, int(n)) for f, n in _SASS_INLINED.findall(m.group(3))]
            current = chooser.pick(frames)
            continue
        if line.startswith("//----"):
            current = None
        if current is not None and _SASS_CODE.match(line):
            pairs.append([number, current])
    return pairs
