"""ruff formatting of generated sources, pinned: the same ruff version with the same
explicit settings on every machine, so a module's text (and the line numbers the metadata
records) depends on its content alone. Without the pinned ruff the export fails."""

from __future__ import annotations

import functools
import os
import subprocess
import sys

from kernel_studio.pipeline.errors import ExportError

RUFF_VERSION = "0.8.4"
INSTALL_HINT = f"{sys.executable} -m pip install ruff=={RUFF_VERSION}"

# Every setting that changes ruff's output, given explicitly; `--isolated` keeps ruff from
# reading any pyproject.toml / ruff.toml found from the current directory.
SETTINGS = (
    "line-length=100",
    "indent-width=4",
    'target-version="py310"',
    'format.quote-style="double"',
    'format.indent-style="space"',
    'format.line-ending="lf"',
    "format.skip-magic-trailing-comma=false",
    "format.docstring-code-format=false",
    "preview=false",
)


def _candidates() -> list[str]:
    found = []
    try:
        from ruff.__main__ import find_ruff_bin

        found.append(os.fsdecode(find_ruff_bin()))
    except (ImportError, FileNotFoundError):
        pass
    # The interpreter's own bin folder (a virtualenv whose ruff package lives elsewhere).
    found.append(os.path.join(os.path.dirname(sys.executable), "ruff"))
    return [path for path in dict.fromkeys(found) if os.path.isfile(path)]


def _version(path: str) -> str | None:
    try:
        result = subprocess.run(
            [path, "--version"], capture_output=True, text=True, check=False, timeout=60
        )
    except OSError:
        return None
    words = result.stdout.split()
    return words[1] if result.returncode == 0 and len(words) >= 2 else None


@functools.cache
def ruff_binary() -> str:
    """The pinned ruff's executable. Raises ExportError("environment") naming the version
    needed and how to install it."""
    seen = []
    for path in _candidates():
        version = _version(path)
        if version == RUFF_VERSION:
            return path
        seen.append(f"{path} is ruff {version or 'of an unknown version'}")
    found = "; ".join(seen) if seen else "no ruff found for this Python"
    raise ExportError(
        "environment",
        f"formatting the generated module needs ruff {RUFF_VERSION} ({found})",
        hint=f"install it: {INSTALL_HINT}",
    )


def _environment() -> dict[str, str]:
    # RUFF_* variables (cache dir, output format, ...) are the user's: none reaches ruff.
    return {k: v for k, v in os.environ.items() if not k.startswith("RUFF_")}


def format_source(source: str) -> str:
    """`ruff format` of `source` with the pinned ruff and settings. Raises ValueError when
    ruff rejects the source, ExportError("environment") without the pinned ruff."""
    command = [ruff_binary(), "format", "--isolated", "--no-cache"]
    for setting in SETTINGS:
        command += ["--config", setting]
    result = subprocess.run(
        [*command, "--stdin-filename", "module.py", "-"],
        input=source.encode("utf-8"),
        capture_output=True,
        check=False,
        cwd=os.path.dirname(os.path.abspath(__file__)),
        env=_environment(),
        timeout=600,
    )
    if result.returncode != 0:
        raise ValueError("ruff could not format the generated module: " + result.stderr.decode())
    return result.stdout.decode("utf-8")
