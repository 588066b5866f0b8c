"""The statements of a module text at one indentation level, also when the text does not
parse: the building block of the module map (module_text/module_map.py).

Normal case: `ast`. After a syntax error the text is cut where statements start, found with
`tokenize` (so string contents and bracketed continuation lines are never mistaken for
starts), and each piece is parsed on its own; a piece that still does not parse is kept as
a `Statement` without a tree, named from its `def`/`class`/assignment line."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from dataclasses import dataclass, field

LINE_BREAK = re.compile(r"\r\n|\r|\n")

# A line that surely starts a statement: where scanning resumes after a tokenize error
# (a C++ line or text of an unterminated string rarely looks like one of these).
_STRONG_START = re.compile(
    r"(?:@|(?:async\s+)?def\s|class\s|import\s|from\s+[\w.]+\s+import\b|"
    r"(?:if|for|while|with|try)\b|[A-Za-z_]\w*(?:\s*:[^=]+)?\s*=(?!=))"
)
_INDENTED_START = re.compile(r"[A-Za-z_@]")
_RECOVERY_TRIES = 64  # bounds the work on a piece that does not parse
# Tokens that start a statement even inside brackets that were never closed.
_FORCED_KEYWORDS = frozenset(
    {"def", "class", "async", "import", "from", "if", "for", "while", "with", "try", "return"}
)
_EXPRESSION_WORDS = frozenset({"and", "or", "not", "in", "is", "else", "lambda", "await"})
_DEF = re.compile(r"(?:async\s+)?def\s+(\w+)|class\s+(\w+)")
_ASSIGN = re.compile(r"([A-Za-z_]\w*)\s*(?::[^=]+)?=(?!=)")
_SKIP = frozenset(
    {tokenize.NL, tokenize.COMMENT, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING}
)


@dataclass
class Statement:
    """One statement: 1-based inclusive lines, decorators included."""

    start: int
    end: int
    kind: str  # def / class / assign / import / docstring / other
    names: list[str] = field(default_factory=list)  # names it binds
    node: ast.stmt | None = None  # None: the piece did not parse
    offset: int = 0  # the node's line numbers + offset = lines of the text


@dataclass
class SyntaxProblem:
    line: int
    column: int  # 0-based, characters
    message: str

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, "column": self.column, "message": self.message}


def split_lines(text: str) -> list[str]:
    """The text's lines as Python numbers them (\\r\\n, \\r and \\n end a line)."""
    lines = LINE_BREAK.split(text)
    if lines and lines[-1] == "":
        lines.pop()
    return lines


def syntax_problem(exc: SyntaxError | ValueError) -> SyntaxProblem:
    if isinstance(exc, SyntaxError):
        return SyntaxProblem(
            exc.lineno or 0, max(0, (exc.offset or 1) - 1), f"{type(exc).__name__}: {exc.msg}"
        )
    return SyntaxProblem(0, 0, f"SyntaxError: {exc}")


def _describe(node: ast.stmt, offset: int) -> Statement:
    """A parsed statement, its lines shifted by `offset`."""
    decorators = getattr(node, "decorator_list", None) or []
    start = min([d.lineno for d in decorators] + [node.lineno]) + offset
    end = (node.end_lineno or node.lineno) + offset
    if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
        kind = "class" if isinstance(node, ast.ClassDef) else "def"
        return Statement(start, end, kind, [node.name], node, offset)
    if isinstance(node, ast.Assign | ast.AnnAssign):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target]
        names = [t.id for t in targets if isinstance(t, ast.Name)]
        return Statement(start, end, "assign", names, node, offset)
    if isinstance(node, ast.Import | ast.ImportFrom):
        return Statement(start, end, "import", [], node, offset)
    if (
        isinstance(node, ast.Expr)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
    ):
        return Statement(start, end, "docstring", [], node, offset)
    return Statement(start, end, "other", [], node, offset)


def _parse(lines: list[str], first: int, last: int, indented: bool) -> list[ast.stmt] | None:
    """Parse lines[first:last] (0-based, end exclusive); None on a syntax error. Indented
    pieces are parsed as the body of an `if` so that no text has to be dedented."""
    text = "\n".join(lines[first:last]) + "\n"
    try:
        tree = ast.parse(("if True:\n" + text) if indented else text)
    except (SyntaxError, ValueError):
        return None
    if not indented:
        return tree.body
    body = tree.body[0]
    return body.body if isinstance(body, ast.If) else None


def statement_starts(lines: list[str], first: int, last: int, column: int) -> list[int]:
    """0-based indexes of the lines in [first, last) where a statement at `column` starts.
    Tokenize finds them; where it fails (an unterminated string, a bad dedent) or a bracket
    is never closed, scanning resumes at the next line that surely starts a statement."""
    starts: list[int] = []
    pos = first
    while pos < last:
        resume = _scan(lines, pos, last, column, starts)
        if resume is None:
            break
        pos = resume
    return sorted(set(starts))


def _at_column(line: str, column: int) -> bool:
    return line[:column].strip() == "" and len(line) > column and not line[column].isspace()


def _strong(lines: list[str], after: int, last: int, column: int) -> int | None:
    # Inside a function any name at the body's column starts a statement (a launch such
    # as `kernel[grid](...)` too); at the top level only the sure forms do, since C++ or
    # text of an unterminated string may sit at column 0.
    pattern = _STRONG_START if column == 0 else _INDENTED_START
    for i in range(after, last):
        line = lines[i]
        if _at_column(line, column) and pattern.match(line, column):
            return i
    return None


def _scan(lines: list[str], pos: int, last: int, column: int, starts: list[int]) -> int | None:
    """Tokenize lines[pos:last], adding statement starts; returns where to resume, or None
    when the piece was read to its end."""
    source = "\n".join(lines[pos:last]) + "\n"
    readline = io.StringIO(source).readline
    depth = 0
    at_start = True  # the next token begins a logical line
    previous_end = pos - 1  # last row (absolute, 0-based) a token ended on
    pending: int | None = None  # a NAME inside brackets: a start if `=` follows
    row = pos
    try:
        for tok in tokenize.generate_tokens(readline):
            if tok.type in _SKIP:
                continue
            if tok.type == tokenize.NEWLINE:
                # Our own bracket count decides (tokenize's goes negative on a stray `)`).
                at_start = depth == 0
                continue
            if tok.type == tokenize.ENDMARKER:
                return None
            row = pos + tok.start[0] - 1
            first_on_row = row > previous_end
            previous_end = pos + tok.end[0] - 1
            if pending is not None:
                if tok.type == tokenize.OP and tok.string == "=":
                    return pending  # an assignment: scan again from there
                pending = None
            closer = tok.type == tokenize.OP and tok.string in ")]}"
            if first_on_row and tok.start[1] == column and not closer:
                if at_start:
                    starts.append(row)
                elif depth > 0 and row > pos:
                    # A statement keyword at the statement column inside brackets: the
                    # bracket above was never closed. Start over there with a clean state.
                    if (tok.type == tokenize.OP and tok.string == "@") or (
                        tok.type == tokenize.NAME and tok.string in _FORCED_KEYWORDS
                    ):
                        return row
                    if tok.type == tokenize.NAME and tok.string not in _EXPRESSION_WORDS:
                        pending = row
            at_start = False
            if tok.type == tokenize.OP:
                if tok.string in "([{":
                    depth += 1
                elif tok.string in ")]}":
                    depth = max(0, depth - 1)
    except (tokenize.TokenError, SyntaxError, ValueError) as exc:
        failed = _error_row(exc, pos)
        after = max(row, failed if failed is not None else row) + 1
        return _strong(lines, after, last, column)
    return None


def _error_row(exc: Exception, pos: int) -> int | None:
    if isinstance(exc, SyntaxError) and exc.lineno:
        return pos + exc.lineno - 1
    if isinstance(exc, tokenize.TokenError) and len(exc.args) > 1:
        where = exc.args[1]
        if isinstance(where, tuple) and where and isinstance(where[0], int):
            return pos + where[0] - 1
    return None


def _trimmed_end(lines: list[str], first: int, stop: int, column: int) -> int:
    """Last line (0-based) of an unparsed piece lines[first:stop]: trailing blank lines go,
    and so does a trailing comment block set off by a blank line (it introduces what
    follows)."""
    end = stop - 1
    while end > first and not lines[end].strip():
        end -= 1
    i = end
    while i > first and _at_column(lines[i], column) and lines[i][column] == "#":
        i -= 1
    if i < end and i > first and not lines[i].strip():
        end = i
        while end > first and not lines[end].strip():
            end -= 1
    return end


def _unparsed(lines: list[str], first: int, stop: int, column: int) -> Statement:
    end = _trimmed_end(lines, first, stop, column)
    for i in range(first, end + 1):
        line = lines[i][column:] if _at_column(lines[i], column) else ""
        if line.startswith("@"):
            continue
        m = _DEF.match(line)
        if m:
            kind = "def" if m.group(1) else "class"
            return Statement(first + 1, end + 1, kind, [m.group(1) or m.group(2)], None)
        if i == first:
            if line.startswith(("import ", "from ")):
                return Statement(first + 1, end + 1, "import", [], None)
            m = _ASSIGN.match(line)
            if m:
                return Statement(first + 1, end + 1, "assign", [m.group(1)], None)
            return Statement(first + 1, end + 1, "other", [], None)
    return Statement(first + 1, end + 1, "other", [], None)


def tolerant_statements(lines: list[str], first: int, last: int, column: int) -> list[Statement]:
    """The statements at `column` in lines[first:last], each parsed on its own."""
    starts = statement_starts(lines, first, last, column)
    # A decorator belongs to the definition below it.
    pieces: list[int] = []
    decorated = False
    for s in starts:
        if not decorated:
            pieces.append(s)
        decorated = lines[s][column:].startswith("@")
    # Code before the first start (after a tokenize error) is a piece of its own; blank
    # and comment lines are no statement.
    head = pieces[0] if pieces else last
    if any(line.strip() and not line.lstrip().startswith("#") for line in lines[first:head]):
        pieces.insert(0, first)
    out: list[Statement] = []
    for i, s in enumerate(pieces):
        stop = pieces[i + 1] if i + 1 < len(pieces) else last
        body = _parse(lines, s, stop, indented=column > 0)
        if body is not None:
            out += [_describe(node, s - (1 if column > 0 else 0)) for node in body]
            continue
        rest, body = _recover(lines, s, stop, column)
        out.append(_unparsed(lines, s, rest, column))
        out += [_describe(node, rest - (1 if column > 0 else 0)) for node in body or []]
    return out


def _recover(lines: list[str], first: int, stop: int, column: int) -> tuple[int, list[ast.stmt]]:
    """Split a piece that does not parse: the first line inside it that surely starts a
    statement and from which the rest of the piece parses (an unterminated string swallows
    the statements after it until the next quotes; those are statements all the same).
    Returns (where the broken part ends, the statements after it)."""
    pattern = _STRONG_START if column == 0 else _INDENTED_START
    tried = 0
    for i in range(first + 1, stop):
        if not (_at_column(lines[i], column) and pattern.match(lines[i], column)):
            continue
        body = _parse(lines, i, stop, indented=column > 0)
        if body is not None:
            return i, body
        tried += 1
        if tried == _RECOVERY_TRIES:
            break
    return stop, []


def module_statements(text: str) -> tuple[list[str], list[Statement], SyntaxProblem | None]:
    """The text's lines, its top-level statements in order, and its first syntax error."""
    lines = split_lines(text)
    try:
        tree = ast.parse("\n".join(lines) + "\n")
    except (SyntaxError, ValueError) as exc:
        return lines, tolerant_statements(lines, 0, len(lines), 0), syntax_problem(exc)
    return lines, [_describe(node, 0) for node in tree.body], None


def body_statements(lines: list[str], stmt: Statement) -> list[Statement]:
    """The statements of the body of an unparsed `def` (empty when its signature cannot be
    read): the body's column is that of its first line after the signature."""
    first, last = stmt.start - 1, stmt.end
    source = "\n".join(lines[first:last]) + "\n"
    header_end = None
    seen_def = False
    try:
        for tok in tokenize.generate_tokens(io.StringIO(source).readline):
            if tok.type == tokenize.NAME and tok.string == "def":
                seen_def = True
            elif tok.type == tokenize.NEWLINE and seen_def:
                header_end = first + tok.start[0] - 1
                break
    except (tokenize.TokenError, SyntaxError, ValueError):
        return []
    if header_end is None:
        return []
    body = header_end + 1
    while body < last and (not lines[body].strip() or lines[body].lstrip().startswith("#")):
        body += 1
    if body >= last:
        return []
    column = len(lines[body]) - len(lines[body].lstrip())
    return tolerant_statements(lines, body, last, column) if column > 0 else []
