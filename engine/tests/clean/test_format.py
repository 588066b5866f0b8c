"""Formatting is pinned: ruff 0.8.4 with explicit settings, or the export fails naming
what to install (never an unformatted module)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from kernel_studio.pipeline.clean.format import RUFF_VERSION, format_source, ruff_binary

ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

WITHOUT_RUFF = """
import json, sys
sys.path.insert(0, sys.argv[1])
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.clean.format import format_source
try:
    format_source("x = 1\\n")
except ExportError as exc:
    print(json.dumps(exc.to_json()))
"""


def test_the_pinned_ruff_formats():
    assert _version(ruff_binary()) == RUFF_VERSION
    assert format_source("x = {  'a':1 }\n") == 'x = {"a": 1}\n'


def _version(path: str) -> str:
    return subprocess.run([path, "--version"], capture_output=True, text=True).stdout.split()[1]


def test_without_ruff_the_export_fails_with_an_environment_error(tmp_path):
    """A Python environment without ruff (a fresh virtualenv of the base interpreter)."""
    base = getattr(sys, "_base_executable", sys.executable)
    venv = tmp_path / "venv"
    subprocess.run([base, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    proc = subprocess.run(
        [str(python), "-I", "-c", WITHOUT_RUFF, ENGINE_DIR],
        capture_output=True,
        text=True,
        timeout=300,
        env={"PATH": os.environ.get("PATH", "")},
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    error = json.loads(proc.stdout.strip().splitlines()[-1])
    assert error["category"] == "environment"
    assert f"needs ruff {RUFF_VERSION}" in error["message"]
    assert f"pip install ruff=={RUFF_VERSION}" in error["hint"]
