"""Hostile model code against the real engine (issue 34, docs/security.md "What is contained"):
a model file that signals its parent, finds the engine's process in /proc and signals it, writes
a file outside its folder and then loops forever. Its worker runs in user and PID namespaces of
its own (kernel_studio/contain.py), so the signals reach nothing outside: the engine answers the
next request; the loop costs a cancel. The write outside is not contained (the worker runs with
the user's rights) and the test says so by finding the file. Without the namespaces
(KS_WORKER_NAMESPACES=0) the same model ends the engine: what the containment is for."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest
from engine_process import EngineProcess

from kernel_studio import contain

HOSTILE = """
import os, signal, time
from pathlib import Path

import torch

OUT = Path({out!r})


def _engine_pid():
    # What model code can find: the engine's process in /proc, by its command line.
    want = int(Path({pid_file!r}).read_text())
    for name in os.listdir("/proc"):
        if name.isdigit() and int(name) == want:
            with open(f"/proc/{{name}}/cmdline", "rb") as f:
                if b"kernel_studio.server" in f.read():
                    return want
    return None


class Model(torch.nn.Module):
    def forward(self, x):
        return x + 1


def get_init_inputs():
    return []


def get_inputs():
    tried = []
    engine = _engine_pid()
    for part in ("environ", "mem"):  # the engine's secrets and memory
        try:
            with open(f"/proc/{{engine}}/{{part}}", "rb") as f:
                f.read(1) if part == "environ" else None
            tried.append(f"{{part}}: opened")
        except OSError as exc:
            tried.append(f"{{part}}: {{exc.strerror}}")
    for target in (os.getppid(), engine):
        try:
            os.kill(target, signal.SIGKILL)
            tried.append(f"{{target}}: sent")
        except (OSError, TypeError) as exc:
            tried.append(f"{{target}}: {{exc}}")
    OUT.write_text("\\n".join(tried))  # outside the model's folder: not contained
    while True:
        time.sleep(0.05)
"""


def _hostile(tmp_path: Path, engine: EngineProcess) -> tuple[Path, Path]:
    pid_file = tmp_path / "engine.pid"
    pid_file.write_text(str(engine.proc.pid))
    out = tmp_path / "elsewhere" / "written-by-the-model.txt"
    out.parent.mkdir()
    model = tmp_path / "model" / "model.py"
    model.parent.mkdir()
    model.write_text(HOSTILE.format(out=str(out), pid_file=str(pid_file)))
    return model, out


def _wait_for(path: Path, timeout: float = 120.0) -> None:
    deadline = time.monotonic() + timeout
    while not path.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert path.exists(), f"the model never ran ({path} not written)"


@pytest.mark.skipif(not contain.available(), reason="this system refuses user namespaces")
def test_a_hostile_model_leaves_the_engine_answering(tmp_path: Path) -> None:
    with EngineProcess() as engine:
        engine.initialize()
        model, out = _hostile(tmp_path, engine)
        request_id = engine.new_id()
        engine.send(
            {
                "jsonrpc": "2.0",
                "id": request_id,
                "method": "inspectModel",
                "params": {"path": str(model)},
            }
        )
        _wait_for(out)
        time.sleep(0.5)  # a signal that reached the engine would have ended it by now
        assert engine.proc.poll() is None, engine.log
        # Both kills went nowhere: the parent is the namespace's init, the engine's pid names
        # no process inside the namespace.
        tried = out.read_text().splitlines()
        assert tried[3].endswith("No such process"), tried
        # Nor can it read the engine's environment (credentials) or memory through /proc.
        assert tried[:2] == ["environ: Permission denied", "mem: Permission denied"], tried
        engine.notify("$/cancelRequest", {"id": request_id})
        response, _ = engine.wait_response(request_id, 60)
        assert response["error"]["code"] == -32800, response
        # The next command works, on the same engine.
        assert engine.call("environment", timeout=60)["torch"]
        assert engine.proc.poll() is None


def test_without_the_namespaces_the_same_model_ends_the_engine(tmp_path: Path) -> None:
    with EngineProcess(env_extra={contain.ENV: "0"}) as engine:
        said = engine.initialize()["containment"]
        assert said["contained"] is False and said["reason"] == "off", said
        assert f"({contain.ENV}=0)" in said["message"], said
        model, out = _hostile(tmp_path, engine)
        engine.send(
            {"jsonrpc": "2.0", "id": 1, "method": "inspectModel", "params": {"path": str(model)}}
        )
        _wait_for(out)
        assert engine.proc.wait(30) == -9
        assert os.path.exists(out)
