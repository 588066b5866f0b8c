"""ruff formatting of generated sources (ruff is pinned in engine/pyproject.toml)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys


def _ruff() -> list[str] | None:
    here = os.path.join(os.path.dirname(sys.executable), "ruff")
    if os.path.exists(here):
        return [here]
    found = shutil.which("ruff")
    if found:
        return [found]
    try:
        import ruff  # noqa: F401

        return [sys.executable, "-m", "ruff"]
    except ImportError:
        return None


def format_source(source: str, line_length: int = 100) -> str:
    """`ruff format` of `source` (isolated from any project config, so the output depends
    on the source alone). Without ruff the source is returned unchanged."""
    ruff = _ruff()
    if ruff is None:
        return source
    result = subprocess.run(
        [*ruff, "format", "--isolated", f"--line-length={line_length}", "-"],
        input=source.encode(),
        capture_output=True,
        check=False,
    )
    if result.returncode != 0:
        raise ValueError("ruff could not format the generated module: " + result.stderr.decode())
    return result.stdout.decode()
