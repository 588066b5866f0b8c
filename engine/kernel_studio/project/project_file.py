"""kernel-studio.toml and generation.toml (docs/project-format.md): the one reader and writer
of the project file. tomlkit both ways, so a rewrite keeps the user's tables, comments and
key order; the engine replaces only the tables it owns."""

from __future__ import annotations

import json
import os
import re
import tempfile
import tomllib
from collections.abc import Mapping
from typing import Any

import tomlkit
from tomlkit.exceptions import ParseError, TOMLKitError
from tomlkit.items import InlineTable, Table

PROJECT_FILE = "kernel-studio.toml"
GENERATION_FILE = "generation.toml"
FORMAT = 2

# Tables an export rewrites; every other table ([verify], [engine], any the user adds)
# belongs to the user and is kept as written.
ENGINE_TABLES = ("project", "export", "inputs", "dynamic")

PROJECT_HEADER = "Kernel Studio project: how the files in generated/ were made."
GENERATION_HEADER = "Kernel Studio generation {number}: what this folder's module was made from."


class ProjectFileError(ValueError):
    """A TOML file that cannot be read: the file, the 1-based line and column (0 when
    unknown) and what is wrong. str() is `file:line:column: message`."""

    def __init__(self, path: str, message: str, line: int = 0, column: int = 0) -> None:
        where = path + (f":{line}" if line else "") + (f":{column}" if line and column else "")
        super().__init__(f"{where}: {message}")
        self.path = path
        self.line = line
        self.column = column
        self.message = message


def parse(text: str, path: str) -> tomlkit.TOMLDocument:
    """The document in `text` (read from `path`, named in errors)."""
    try:
        return tomlkit.parse(text)
    except ParseError as exc:
        # tomlkit appends " at line L col C" (a 0-based column) to its message.
        message = str(exc).rsplit(" at line ", 1)[0]
        raise ProjectFileError(path, message, exc.line, exc.col + 1) from exc
    except TOMLKitError as exc:  # a key or table defined twice: tomlkit has no position
        raise ProjectFileError(path, str(exc), *_position(text)) from exc


def _position(text: str) -> tuple[int, int]:
    """Where the standard library's parser stops in `text` (only to locate an error
    tomlkit reports without a position); (0, 0) if it finds none."""
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        found = re.search(r"\(at line (\d+), column (\d+)\)", str(exc))
        if found:
            return int(found.group(1)), int(found.group(2))
    return 0, 0


def read_document(path: str) -> tomlkit.TOMLDocument:
    """Parse the TOML file at `path`, keeping its layout. Raises ProjectFileError."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except UnicodeDecodeError as exc:
        raise ProjectFileError(path, f"not UTF-8 text ({exc.reason})") from exc
    except OSError as exc:
        raise ProjectFileError(path, f"cannot read: {exc.strerror or exc}") from exc
    return parse(text, path)


def read_toml(path: str) -> dict[str, Any]:
    """The TOML file at `path` as plain Python values. Raises ProjectFileError."""
    return read_document(path).unwrap()


def toml_value(value: Any) -> Any:
    """A TOML item for `value`: dicts become inline tables (at any depth), lists arrays,
    None members are left out (TOML has no null)."""
    if isinstance(value, Mapping):
        table = tomlkit.inline_table()
        for key, member in value.items():
            if member is not None:
                table.append(str(key), toml_value(member))
        return table
    if isinstance(value, list | tuple):
        array = tomlkit.array()
        for member in value:
            array.append(toml_value(member))
        return array
    return tomlkit.item(value)


def _fill(table: Table | InlineTable, values: Mapping[str, Any]) -> None:
    """Make `table`'s keys those of `values`: existing keys change in place (their position
    and comments stay), missing ones are appended, keys not in `values` are removed."""
    for key in [k for k in table if k not in values or values[k] is None]:
        del table[key]
    for key, value in values.items():
        if value is not None:
            table[key] = toml_value(value)


def update_project_text(
    existing: str | None,
    path: str,
    tables: Mapping[str, Mapping[str, Any]],
    defaults: Mapping[str, Mapping[str, Any]],
) -> str:
    """The project file's new text: `tables` (the engine's) replace their namesakes in the
    `existing` text, keeping every other table, comment and the order the user chose;
    `defaults` are written only for tables the file does not have. Raises ProjectFileError
    when `existing` is not valid TOML (the user's tables cannot be kept)."""
    if existing is None:
        doc = tomlkit.document()
        doc.add(tomlkit.comment(PROJECT_HEADER))
        doc.add(tomlkit.nl())
    else:
        doc = parse(existing, path)
    for name, values in tables.items():
        current = doc.get(name)
        if isinstance(current, Table):
            _fill(current, values)
        else:
            if name in doc:
                del doc[name]
            table = tomlkit.table()
            _fill(table, values)
            doc.add(name, table)
    for name, values in defaults.items():
        if name not in doc:
            table = tomlkit.table()
            _fill(table, values)
            doc.add(name, table)
    return tomlkit.dumps(doc)


def generation_text(record: Mapping[str, Any]) -> str:
    """generation.toml: the generation's [export] record."""
    doc = tomlkit.document()
    doc.add(tomlkit.comment(GENERATION_HEADER.format(number=record.get("generation"))))
    doc.add(tomlkit.nl())
    table = tomlkit.table()
    _fill(table, record)
    doc.add("export", table)
    return tomlkit.dumps(doc)


def export_record(data: Mapping[str, Any]) -> dict[str, Any]:
    """The [export] table of a parsed project (or generation) file, normalized across
    formats: format 1 files are generation 1 and hold `decompositions` as JSON text."""
    record = dict(data.get("export") or {})
    number = record.get("generation")
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        record["generation"] = 1
    text = record.get("decompositions")
    if isinstance(text, str):
        try:
            record["decompositions"] = json.loads(text) if text else None
        except ValueError:
            record["decompositions"] = None
    return record


def project_format(data: Mapping[str, Any]) -> int:
    value = (data.get("project") or {}).get("format", 1)
    return value if isinstance(value, int) and not isinstance(value, bool) else 1


def fsync_dir(path: str) -> None:
    """Make a rename in folder `path` durable (best effort: not every system allows it)."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def write_file(path: str, data: bytes) -> None:
    """Write `path` whole (flushed to disk) without any atomicity: for files in a staging
    folder that is itself renamed into place."""
    with open(path, "wb") as f:
        f.write(data)
        f.flush()
        os.fsync(f.fileno())


def write_atomic(path: str, data: bytes) -> None:
    """Replace `path` with `data` atomically: a temporary file beside it, renamed over it."""
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix="-" + os.path.basename(path))
    try:
        # mkstemp makes the file private; the result gets the mode the old file had.
        try:
            os.chmod(tmp, os.stat(path).st_mode & 0o777)
        except FileNotFoundError:
            os.chmod(tmp, 0o644)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    fsync_dir(folder)


def rewrite_project_file(
    path: str,
    tables: Mapping[str, Mapping[str, Any]],
    defaults: Mapping[str, Mapping[str, Any]] | None = None,
) -> None:
    """Replace `tables` in the project file at `path` (created if missing) atomically,
    keeping everything else in it. Raises ProjectFileError for a file that does not parse."""
    try:
        with open(path, encoding="utf-8") as f:
            existing: str | None = f.read()
    except FileNotFoundError:
        existing = None
    except (OSError, UnicodeDecodeError) as exc:
        raise ProjectFileError(path, f"cannot read: {exc}") from exc
    text = update_project_text(existing, path, tables, defaults or {})
    write_atomic(path, text.encode())
