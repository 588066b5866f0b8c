"""The pure parts of the merge stress benchmark (bench/merge_stress.py): random hand edits
of a working copy, each carrying a unique token, and the classification of those tokens
in a merged text (preserved, in a conflict, stranded, lost), with conflict blocks parsed
from `<<<<<<<` / `|||||||` / `=======` / `>>>>>>>` markers (diff3 and zdiff3 styles).

Edits are made where a user would make them: inside a kernel's body (a C++ kernel's
`r\"\"\"` string or a Triton function), in `call`, or in a helper function; each edit is a
comment line with the token, a token comment appended to a body line, or a numeric literal
changed with a token comment on its line."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.module_text.module_map import ModuleMap

_NUMBER = re.compile(r"(?<![\w.])(\d+\.\d+|\d+)(?![\w.])")
_KERNEL_NAME = re.compile(r"\b(?:cpp|triton)_\w+")
_KERNEL_ID = re.compile(r"kernel-id:\s*[0-9a-f]{12}(?:-\d+)?")
MARKERS = ("<<<<<<<", "|||||||", "=======", ">>>>>>>")


@dataclass
class Edit:
    """One hand edit: `token` on line `line` (1-based, of the text before any edit)."""

    token: str
    where: str  # "kernel", "call" or "helper"
    name: str | None  # the kernel's or helper's name
    kind: str  # "insert", "append" or "literal"
    line: int
    python: bool  # Python (Triton, call, helpers) or C++ comment syntax

    def to_json(self) -> dict[str, Any]:
        return {
            "token": self.token,
            "where": self.where,
            "name": self.name,
            "kind": self.kind,
            "line": self.line,
        }


def _comment(python: bool, token: str) -> str:
    return f"# hand edit {token}" if python else f"// hand edit {token}"


def _trailer(python: bool, token: str) -> str:
    return f"  # {token}" if python else f" /* {token} */"


def _editable(line: str, python: bool) -> bool:
    """A body line a comment can follow or end: not blank, not a line continuation, no
    comment already (a Python `#` would swallow what follows), no string quotes."""
    text = line.rstrip()
    if not text.strip() or text.endswith("\\") or '"""' in text or "'''" in text:
        return False
    return "#" not in text if python else "//" not in text


def _changed_literal(line: str, rng: random.Random) -> str | None:
    """`line` with one numeric literal changed (integers doubled plus one, floats scaled),
    or None when it has none."""
    found = list(_NUMBER.finditer(line))
    if not found:
        return None
    m = rng.choice(found)
    text = m.group(1)
    if "." in text:
        new = repr(float(text) * 1.5 + 0.25)
    else:
        new = str(int(text) * 2 + 1)
    return line[: m.start(1)] + new + line[m.end(1) :]


@dataclass
class EditPlan:
    edits: list[Edit] = field(default_factory=list)
    taken: set[int] = field(default_factory=set)  # lines already edited


def _body_lines(lines: list[str], start: int, end: int, python: bool) -> list[int]:
    return [n for n in range(start, end + 1) if _editable(lines[n - 1], python)]


def _add(
    plan: EditPlan,
    lines: list[str],
    candidates: list[int],
    where: str,
    name: str | None,
    python: bool,
    token: str,
    rng: random.Random,
) -> None:
    free = [n for n in candidates if n not in plan.taken]
    if not free:
        return
    line = rng.choice(free)
    kinds = ["insert", "append"] + (
        ["literal"] if _NUMBER.search(lines[line - 1]) else []
    )
    plan.edits.append(Edit(token, where, name, rng.choice(kinds), line, python))
    plan.taken.add(line)


def plan_edits(
    text: str,
    module_map: ModuleMap,
    rng: random.Random,
    prefix: str,
    *,
    call_rate: float = 0.5,
    helper_rate: float = 0.25,
) -> list[Edit]:
    """1-4 edits to random kernels of `module_map` (the map of `text`), sometimes one to
    `call` and one to a helper function; tokens are `<prefix>e<n>z`."""
    lines = text.splitlines()
    plan = EditPlan()
    kernels = [
        k for k in module_map.kernels if k.found and k.definition and k.kind != "extern"
    ]

    def token() -> str:
        return f"{prefix}e{len(plan.edits)}z"

    for _ in range(rng.randint(1, 4)):
        if not kernels:
            break
        k = rng.choice(kernels)
        assert k.definition is not None
        python = k.kind == "triton"
        # C++: the lines inside the r\"\"\" string; Triton: the body after the def line.
        start = k.definition.start + 1
        if python:
            start = next(
                n
                for n in range(k.definition.start, k.definition.end + 1)
                if lines[n - 1].lstrip().startswith("def ")
            )
            start += 1
        end = k.definition.end - (0 if python else 1)
        _add(
            plan,
            lines,
            _body_lines(lines, start, end, python),
            "kernel",
            k.name,
            python,
            token(),
            rng,
        )
    if module_map.call is not None and rng.random() < call_rate:
        call = module_map.call
        body = _body_lines(lines, call.start + 1, call.end, True)
        _add(plan, lines, body, "call", "call", True, token(), rng)
    helpers = [r for r in module_map.regions if r.kind == "helper"]
    if helpers and rng.random() < helper_rate:
        region = rng.choice(helpers)
        body = [
            n
            for n in _body_lines(lines, region.start + 1, region.end, True)
            if lines[n - 1].startswith((" ", "\t"))
        ]
        _add(plan, lines, body, "helper", region.name, True, token(), rng)
    return plan.edits


def apply_edits(text: str, edits: list[Edit], rng: random.Random) -> str:
    """`text` with `edits` made (bottom up, so that line numbers hold)."""
    lines = text.splitlines(keepends=True)
    for edit in sorted(edits, key=lambda e: e.line, reverse=True):
        i = edit.line - 1
        line = lines[i]
        body, newline = line.rstrip("\r\n"), line[len(line.rstrip("\r\n")) :] or "\n"
        python = edit.python
        if edit.kind == "insert":
            indent = body[: len(body) - len(body.lstrip())]
            # Above the line: below a body's last line would be outside the definition.
            lines.insert(i, indent + _comment(python, edit.token) + newline)
            continue
        if edit.kind == "literal":
            body = _changed_literal(body, rng) or body
        lines[i] = body + _trailer(python, edit.token) + newline
    return "".join(lines)


@dataclass
class Conflict:
    """One conflict block: its line range (1-based, markers included) and its sides."""

    start: int
    end: int
    mine: list[str]
    base: list[str] | None  # None without a base section (merge style)
    new: list[str]


def conflicts(text: str) -> list[Conflict]:
    """The conflict blocks of a merged text. A block whose markers do not close is taken
    to run to the end of the text."""
    out: list[Conflict] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        if not lines[i].startswith(MARKERS[0]):
            i += 1
            continue
        start, part = i, "mine"
        sides: dict[str, list[str]] = {"mine": [], "base": [], "new": []}
        has_base = False
        i += 1
        while i < len(lines) and not lines[i].startswith(MARKERS[3]):
            line = lines[i]
            if line.startswith(MARKERS[1]) and part == "mine":
                part, has_base = "base", True
            elif line.startswith(MARKERS[2]) and part in ("mine", "base"):
                part = "new"
            else:
                sides[part].append(line)
            i += 1
        out.append(
            Conflict(
                start + 1,
                min(i, len(lines) - 1) + 1,
                sides["mine"],
                sides["base"] if has_base else None,
                sides["new"],
            )
        )
        i += 1
    return out


def normalized(lines: list[str]) -> str:
    """Text with kernel names and kernel-id markers blanked and blank lines dropped: two
    regions equal under it differ only by renames."""
    kept = [
        _KERNEL_ID.sub("kernel-id", _KERNEL_NAME.sub("KERNEL", x)).rstrip()
        for x in lines
    ]
    return "\n".join(x for x in kept if x)


def spurious(block: Conflict) -> bool:
    """A conflict the regeneration did not call for: the new side equals the base side once
    kernel names are blanked (the generated code there only got renamed or moved)."""
    return block.base is not None and normalized(block.base) == normalized(block.new)


def classify(
    tokens: list[str], text: str, stranded_texts: list[str] | None = None
) -> dict[str, str]:
    """token -> "preserved" (in `text` outside conflict blocks), "conflict" (only inside
    one), "stranded" (only in a stranded edit's file), "lost" (nowhere)."""
    lines = text.splitlines()
    inside = [False] * len(lines)
    for block in conflicts(text):
        for n in range(block.start - 1, block.end):
            inside[n] = True
    outside_text = "\n".join(x for x, c in zip(lines, inside, strict=True) if not c)
    inside_text = "\n".join(x for x, c in zip(lines, inside, strict=True) if c)
    stranded = "\n".join(stranded_texts or [])
    out = {}
    for token in tokens:
        if token in outside_text:
            out[token] = "preserved"
        elif token in inside_text:
            out[token] = "conflict"
        elif token in stranded:
            out[token] = "stranded"
        else:
            out[token] = "lost"
    return out
