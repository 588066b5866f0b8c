"""The idle job worker, through the real server process (server/jobs.py, server/preload.py):
it imports the installed packages of the model file the user ran last, or of a trusted
project the app opened, and the next job finds them imported; it never imports a module of
the model's own folder nor anything for an untrusted project; a cancelled job's worker is
killed; a spare that dies while it waits is replaced."""

from __future__ import annotations

import json
import os
import signal
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from engine_process import EngineProcess

# sched: standard library (an installed package), imported by neither the engine nor torch.
MODEL = """\
import os, sys, time
SLEEP = 0
HERE = os.path.dirname(os.path.abspath(__file__))
SEEN = "sched" in sys.modules
with open(os.path.join(HERE, "trace.txt"), "a") as f:
    f.write(f"model preloaded={SEEN}\\n")
import sched
sys.path.insert(0, HERE)
import localmod
import torch

class Model(torch.nn.Module):
    def forward(self, x):
        return x * 2

def get_inputs():
    time.sleep(SLEEP)
    return [torch.ones(3)]

def get_init_inputs():
    return []
"""

# A module of the model's folder: user code, which only the job may import.
LOCAL = """\
import os
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "trace.txt"), "a") as f:
    f.write("localmod\\n")
"""


def _wait(engine: EngineProcess, test: Any, timeout: float = 120.0) -> dict[str, Any]:
    """debug/process's `workers` once `test(workers)` holds."""
    deadline = time.monotonic() + timeout
    while True:
        workers = engine.call("debug/process")["workers"]
        if test(workers):
            return workers
        assert time.monotonic() < deadline, f"gave up waiting: {workers}"
        time.sleep(0.2)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def _model_folder(folder: Path, sleep: int = 0) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "model.py").write_text(MODEL.replace("SLEEP = 0", f"SLEEP = {sleep}"))
    (folder / "localmod.py").write_text(LOCAL)
    return folder / "model.py"


def _trace(folder: Path) -> list[str]:
    path = folder / "trace.txt"
    return path.read_text().splitlines() if path.exists() else []


@pytest.fixture(scope="module")
def engine() -> Iterator[EngineProcess]:
    # The suite runs its engines without a spare (conftest.py); these keep one.
    with EngineProcess(env_extra={"KS_SPARE_WORKER": "1"}) as process:
        process.initialize()
        yield process
        assert process.bad_lines == []


def test_the_next_job_finds_the_last_model_files_packages_imported(
    engine: EngineProcess, tmp_path: Path
) -> None:
    model = _model_folder(tmp_path / "m")
    first = _wait(engine, lambda w: w["spare"] is not None)
    result = engine.call("inspectModel", {"path": str(model)}, timeout=300)
    assert result["model"] == "Model"
    # Nothing of this model was known before: its job imported sched itself.
    assert _trace(model.parent) == ["model preloaded=False", "localmod"]
    assert not _alive(first["spare"])
    # The next spare imports the model file's installed packages, and only those.
    workers = _wait(engine, lambda w: w["spare"] is not None and w["spare"] != first["spare"])
    assert workers["preload"] == ["sched"]
    time.sleep(1.0)  # its imports; user code would write to trace.txt meanwhile
    assert _trace(model.parent) == ["model preloaded=False", "localmod"]

    again = engine.call("inspectModel", {"path": str(model)}, timeout=300)
    assert again["model"] == "Model"
    # The job's worker had sched imported when the model file ran; localmod was
    # imported by the job, after the model file started (never ahead of it).
    assert _trace(model.parent)[2:] == ["model preloaded=True", "localmod"]


def _project(folder: Path, model: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "kernel-studio.toml").write_text(
        textwrap.dedent(
            f"""\
            [project]
            format = 1
            name = "model"
            module = "model.py"
            [export]
            model = {json.dumps(str(model))}
            """
        )
    )
    return folder


def test_an_opened_project_preloads_only_when_trusted(
    engine: EngineProcess, tmp_path: Path
) -> None:
    # Outside pytest's temporary root, which the suite trusts (conftest.py).
    outside = Path(os.environ.get("KS_UNTRUSTED_TMP", "/var/tmp")) / f"ks-untrusted-{os.getpid()}"
    model_source = MODEL.replace("import sched", "import sched\nimport filecmp")
    try:
        untrusted_model = outside / "m" / "model.py"
        untrusted_model.parent.mkdir(parents=True, exist_ok=True)
        untrusted_model.write_text(model_source)
        untrusted = _project(outside / "p", untrusted_model)
        before = engine.call("debug/process")["workers"]["preload"]
        assert engine.call("projectStatus", {"project": str(untrusted)})["generation"] == 1
        assert engine.call("debug/process")["workers"]["preload"] == before
    finally:
        import shutil

        shutil.rmtree(outside, ignore_errors=True)

    trusted_model = tmp_path / "m" / "model.py"
    trusted_model.parent.mkdir()
    trusted_model.write_text(model_source)
    (trusted_model.parent / "localmod.py").write_text(LOCAL)
    trusted = _project(tmp_path / "p", trusted_model)
    engine.call("projectStatus", {"project": str(trusted)})
    workers = _wait(engine, lambda w: w["spare"] is not None)
    assert workers["preload"] == ["sched", "filecmp"]
    time.sleep(1.0)
    assert _trace(trusted_model.parent) == []  # no user code ran


def test_a_cancelled_job_kills_its_worker_and_a_dead_spare_is_replaced(
    engine: EngineProcess, tmp_path: Path
) -> None:
    model = _model_folder(tmp_path / "slow", sleep=120)
    spare = _wait(engine, lambda w: w["spare"] is not None)["spare"]
    # The spare dies while it waits (the OOM killer, a crash in a package): replaced.
    os.kill(spare, signal.SIGKILL)
    replaced = _wait(engine, lambda w: w["spare"] is not None and w["spare"] != spare)["spare"]
    assert _alive(replaced) and not _alive(spare)

    request_id = engine.new_id()
    engine.send(
        {
            "jsonrpc": "2.0",
            "id": request_id,
            "method": "export",
            "params": {"model": str(model), "out": str(tmp_path / "out"), "device": "cpu"},
        }
    )
    deadline = time.monotonic() + 120
    while "localmod" not in _trace(model.parent):  # the job is running the model file
        assert time.monotonic() < deadline
        time.sleep(0.05)
    running = engine.call("debug/process")["workers"]["running"]
    assert running == [replaced]
    engine.notify("$/cancelRequest", {"id": request_id})
    response, _ = engine.wait_response(request_id, timeout=60)
    assert response["error"]["code"] == -32800, response
    assert not _alive(replaced)
    assert not (tmp_path / "out").exists()
    _wait(engine, lambda w: w["spare"] is not None and w["running"] == [])
