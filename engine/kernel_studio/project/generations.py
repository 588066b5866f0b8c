"""Generations of a project (docs/project-format.md): every export is one, numbered from 1,
its pristine module kept in generations/NNNN/ with a generation.toml that records what it
was made from. `staleness` compares that record with the machine as it is now. Imports no
torch: the server answers `projectStatus` without it."""

from __future__ import annotations

import datetime
import hashlib
import importlib.metadata
import os
import platform
import sys
from typing import Any

from kernel_studio import __version__
from kernel_studio.decompositions import FILE_NAME as DECOMPOSITIONS_FILE
from kernel_studio.project.commit import recover
from kernel_studio.project.project_file import (
    GENERATION_FILE,
    PROJECT_FILE,
    ProjectFileError,
    export_record,
    project_format,
    read_toml,
)

GENERATIONS_DIR = "generations"


def utc_time(seconds: float) -> str:
    """`2026-05-09T07:35:25Z` for a POSIX time."""
    moment = datetime.datetime.fromtimestamp(seconds, datetime.UTC)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def utc_now() -> str:
    return utc_time(datetime.datetime.now(datetime.UTC).timestamp())


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def file_sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _package_version(name: str) -> str | None:
    module = sys.modules.get(name)
    version = getattr(module, "__version__", None)
    if isinstance(version, str):
        return version
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return None


def versions() -> dict[str, str | None]:
    """What makes the code: the engine, torch, triton (None when not installed), Python."""
    return {
        "engine": __version__,
        "torch": _package_version("torch"),
        "triton": _package_version("triton"),
        "python": platform.python_version(),
    }


def folder(root: str, number: int) -> str:
    return os.path.join(root, GENERATIONS_DIR, f"{number:04d}")


def _numbers(root: str) -> list[int]:
    try:
        names = os.listdir(os.path.join(root, GENERATIONS_DIR))
    except OSError:
        return []
    return sorted(int(n) for n in names if n.isdigit() and int(n) > 0)


def next_number(root: str, data: dict[str, Any]) -> int:
    """The number of the next export of `root` (`data`: its parsed project file, {} for a
    new project): one past the current generation and past every kept one."""
    current = int(export_record(data)["generation"]) if data else 0
    return max([current, *_numbers(root)]) + 1


def _summary(number: int, record: dict[str, Any], path: str) -> dict[str, Any]:
    return {
        "number": number,
        "created": record.get("created"),
        "device": record.get("device"),
        "engine": record.get("engine"),
        "torch": record.get("torch"),
        "triton": record.get("triton"),
        "path": path,
    }


def list_generations(root: str, data: dict[str, Any]) -> list[dict[str, Any]]:
    """The kept generations, oldest first. A format 1 project's only generation is its
    generated/ folder; a generation.toml that does not parse leaves its facts null."""
    if project_format(data) < 2 and not _numbers(root):
        return [_summary(1, export_record(data), os.path.join(root, "generated"))]
    out = []
    for number in _numbers(root):
        path = folder(root, number)
        try:
            record = export_record(read_toml(os.path.join(path, GENERATION_FILE)))
        except ProjectFileError:
            record = {}
        out.append(_summary(number, record, path))
    return out


def _short(digest: str) -> str:
    return digest[:12]


def _model_reasons(root: str, record: dict[str, Any], number: int) -> list[dict[str, str]]:
    source = record.get("model") or record.get("callable_file")
    callable_ref = str(record.get("callable") or "")
    if not source and callable_ref.rpartition(":")[0].endswith(".py"):
        source = callable_ref.rpartition(":")[0]  # a format 1 `/abs/file.py:fn` export
    if not source:
        return []  # an importable module:callable without a recorded file
    name = os.path.basename(source)
    if not os.path.isfile(source):
        message = f"{name} is missing ({source}; generation {number} was made from it)"
        return [{"what": "model", "message": message}]
    recorded = record.get("model_sha256")
    if recorded:
        now = file_sha256(source)
        if now != recorded:
            message = (
                f"{name} changed since generation {number} "
                f"(sha256 {_short(recorded)} then, {_short(now)} now)"
            )
            return [{"what": "model", "message": message}]
        return []
    # Format 1 recorded no hash: a model file newer than generated/ has changed.
    module = os.path.join(root, "generated")
    try:
        made = min(os.path.getmtime(os.path.join(module, f)) for f in os.listdir(module))
    except (OSError, ValueError):
        return []
    if os.path.getmtime(source) > made:
        message = (
            f"{name} was modified after generation {number} was made "
            "(no hash was recorded, as in format 1 projects)"
        )
        return [{"what": "model", "message": message}]
    return []


def _decompositions_reasons(root: str, record: dict[str, Any], number: int) -> list[dict[str, str]]:
    """The project's decompositions.py changed, appeared or went away since generation
    `number` (an export again reads it as it is now)."""
    recorded = record.get("decompositions_file")
    path = os.path.join(root, str(recorded or DECOMPOSITIONS_FILE))
    name = os.path.basename(path)
    if not recorded:
        if os.path.isfile(path):
            message = f"{name} was created after generation {number}, which was made without it"
            return [{"what": "decompositions", "message": message}]
        return []
    if not os.path.isfile(path):
        message = f"{name} is missing ({path}; generation {number} was made with it)"
        return [{"what": "decompositions", "message": message}]
    then = record.get("decompositions_sha256")
    now = file_sha256(path)
    if then and now != then:
        message = (
            f"{name} changed since generation {number} "
            f"(sha256 {_short(str(then))} then, {_short(now)} now)"
        )
        return [{"what": "decompositions", "message": message}]
    return []


def staleness(root: str, data: dict[str, Any] | None = None) -> list[dict[str, str]]:
    """Why the current generation of the project `root` no longer matches what would be
    generated now: `[{"what": "model" | "decompositions" | "engine" | "torch" | "triton",
    "message"}]`, empty
    when it is up to date. Triton counts only for cuda projects. Raises ProjectFileError."""
    if data is None:
        data = read_toml(os.path.join(root, PROJECT_FILE))
    record = export_record(data)
    number = int(record["generation"])
    reasons = _model_reasons(root, record, number) + _decompositions_reasons(root, record, number)
    now = versions()
    checked = ["engine", "torch"] + (["triton"] if record.get("device") == "cuda" else [])
    for what in checked:
        then = record.get(what)
        if then is None and what != "triton":
            continue  # not recorded
        if then != now[what]:
            if then and now[what]:
                message = f"{what} {now[what]} differs from {then}, which made generation {number}"
            elif then:
                message = f"{what} is not installed; generation {number} was made with {then}"
            else:
                message = (
                    f"{what} {now[what]} is installed; generation {number} was made without it"
                )
            reasons.append({"what": what, "message": message})
    return reasons


def project_status(root: str) -> dict[str, Any]:
    """The `projectStatus` result (docs/protocol.md). Raises ProjectFileError; a folder
    without a project file is a FileNotFoundError."""
    root = os.path.abspath(root)
    path = os.path.join(root, PROJECT_FILE)
    if not os.path.isfile(path):
        raise FileNotFoundError(f"{root} is not a Kernel Studio project (no {PROJECT_FILE})")
    recover(root)
    data = read_toml(path)
    reasons = staleness(root, data)
    return {
        "project": root,
        "format": project_format(data),
        "generation": int(export_record(data)["generation"]),
        "stale": bool(reasons),
        "reasons": reasons,
        "generations": list_generations(root, data),
    }
