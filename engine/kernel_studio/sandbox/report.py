"""Where verify results go (docs/verification.md): `.kernel-studio/verify/<run id>/` holds
`report.json` and the mismatching tensors (`*.pt`), and `history.jsonl` gets one summary
line per run, appended atomically (one write under an advisory lock)."""

from __future__ import annotations

import datetime
import json
import math
import os
import secrets
import tempfile
from typing import Any

SCHEMA = "kernel-studio/verify-report"
VERSION = 1
HISTORY = "history.jsonl"


def new_run_id(now: datetime.datetime | None = None) -> str:
    """Sortable and unique: `20250101-120000-123-ab12`."""
    now = now or datetime.datetime.now()
    return now.strftime("%Y%m%d-%H%M%S-") + f"{now.microsecond // 1000:03d}-{secrets.token_hex(2)}"


def _json_safe(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    if isinstance(value, dict):
        return {str(k): _json_safe(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_json_safe(v) for v in value]
    return value


def write_report(run_dir: str, report: dict[str, Any], name: str = "report.json") -> str:
    """Write `report.json` (or `name`) atomically; returns its path."""
    os.makedirs(run_dir, exist_ok=True)
    path = os.path.join(run_dir, name)
    fd, tmp = tempfile.mkstemp(dir=run_dir, prefix=".tmp-report-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(_json_safe(report), f, indent=1)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise
    return path


def history_entry(report: dict[str, Any]) -> dict[str, Any]:
    located = report.get("located") or {}
    return {
        "runId": report.get("runId"),
        "time": report.get("time"),
        "generation": report.get("generation"),
        "verdict": report.get("verdict"),
        "reason": report.get("reason"),
        "trials": report.get("settings", {}).get("trials"),
        "device": report.get("settings", {}).get("device"),
        "edited": report.get("edits", {}).get("edited", []),
        "located": located.get("kernel"),
        "durationSeconds": report.get("durationSeconds"),
        "report": f"{report.get('runId')}/report.json",
    }


def append_history(verify_root: str, entry: dict[str, Any]) -> str:
    """Append one JSON line to history.jsonl: a single O_APPEND write under flock, so
    concurrent writers never interleave and a reader never sees half a line."""
    os.makedirs(verify_root, exist_ok=True)
    path = os.path.join(verify_root, HISTORY)
    data = (json.dumps(_json_safe(entry), sort_keys=True) + "\n").encode()
    fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    try:
        try:
            import fcntl

            fcntl.flock(fd, fcntl.LOCK_EX)
        except ImportError:  # not on POSIX: O_APPEND alone
            pass
        written = os.write(fd, data)
        if written != len(data):
            raise OSError(f"short write to {path}")
        os.fsync(fd)
    finally:
        os.close(fd)
    return path


def read_history(verify_root: str) -> list[dict[str, Any]]:
    """The history, oldest first; a damaged line (e.g. after a power cut) is skipped."""
    path = os.path.join(verify_root, HISTORY)
    out: list[dict[str, Any]] = []
    if not os.path.exists(path):
        return out
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
    return out
