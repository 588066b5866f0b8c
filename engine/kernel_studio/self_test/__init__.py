"""The self-test of an untested torch (inductor/version.py: a series newer than every one the
adapter was tested on): export a small model on the cpu and verify the module against the
eager model (`python -m kernel_studio.self_test`, in its own process so that neither
Inductor nor a crash of it reaches the caller). Its result is cached per torch version and
engine version in `self-test.json` under the engine's cache folder (profile/peaks.py's:
`$KS_CACHE_DIR`, else `$XDG_CACHE_HOME/kernel-studio`, else `~/.cache/kernel-studio`).

A result: {"passed": bool, "detail": "what was checked, or what failed", "seconds": float}."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from typing import Any

from kernel_studio import __version__
from kernel_studio.profile.peaks import cache_dir

CACHE_FILE = "self-test.json"
# A cold export compiles C++ kernels; a machine shared by several jobs may be slow.
TIMEOUT_SECONDS = 600.0
_lock = threading.Lock()


def _key(torch_version: str) -> str:
    return f"torch {torch_version} / engine {__version__}"


def _read() -> dict[str, Any]:
    try:
        with open(os.path.join(cache_dir(), CACHE_FILE), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def cached_result(torch_version: str) -> dict[str, Any] | None:
    """The cached result of the self-test on `torch_version`, None when it never ran."""
    found = _read().get(_key(torch_version))
    return found if isinstance(found, dict) and "passed" in found else None


def _write(torch_version: str, result: dict[str, Any]) -> None:
    folder = cache_dir()
    try:
        os.makedirs(folder, exist_ok=True)
        data = _read()
        data[_key(torch_version)] = result
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".self-test.")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
        os.replace(tmp, os.path.join(folder, CACHE_FILE))
    except OSError:
        pass  # an unwritable cache only means the test runs again next time


def result(
    torch_version: str,
    timeout: float = TIMEOUT_SECONDS,
    waiting: Callable[[float], None] | None = None,
) -> dict[str, Any]:
    """The self-test's result on `torch_version`: the cached one, else it runs now (in a
    child process, at most `timeout` seconds) and is cached. `waiting(seconds)` is called
    every few seconds while it runs (a request's progress); what it raises stops the
    test (nothing is cached then)."""
    with _lock:
        found = cached_result(torch_version)
        if found is not None:
            return found
        started = time.monotonic()
        outcome = _run(timeout, waiting)
        outcome["seconds"] = round(time.monotonic() - started, 1)
        _write(torch_version, outcome)
        return outcome


def _run(timeout: float, waiting: Callable[[float], None] | None) -> dict[str, Any]:
    command = [sys.executable, "-m", "kernel_studio.self_test"]
    env = dict(os.environ, KS_ALLOW_UNTESTED_TORCH="1")
    # The child imports this engine, wherever the caller found it.
    engine_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [engine_dir, env.get("PYTHONPATH")]))
    try:
        child = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            text=True,
            env=env,
        )
    except OSError as exc:
        return {"passed": False, "detail": f"could not start {command[0]}: {exc}"}
    started = time.monotonic()
    try:
        while True:
            try:
                stdout, stderr = child.communicate(timeout=5.0)
                break
            except subprocess.TimeoutExpired:
                elapsed = time.monotonic() - started
                if elapsed > timeout:
                    child.kill()
                    child.communicate()
                    return {"passed": False, "detail": f"did not finish in {timeout:.0f} s"}
                if waiting is not None:
                    waiting(elapsed)
    except BaseException:
        child.kill()
        child.communicate()
        raise
    lines = stdout.strip().splitlines()
    try:
        answer = json.loads(lines[-1]) if lines else None
    except ValueError:
        answer = None
    if isinstance(answer, dict) and isinstance(answer.get("passed"), bool):
        return {"passed": answer["passed"], "detail": str(answer.get("detail", ""))}
    tail = (stderr.strip().splitlines() or ["no output"])[-1]
    return {"passed": False, "detail": f"exited with status {child.returncode}: {tail}"}
