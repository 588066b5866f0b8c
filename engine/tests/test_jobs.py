"""Export and inspectModel in worker processes, through the real server process: concurrent
exports, a fresh worker per job, cancellation, workers that die, and a server process that
never loads Inductor or the user's code."""

from __future__ import annotations

import os
import shutil
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from engine_process import EXAMPLE_MODEL, EngineProcess

MODELS = Path(__file__).resolve().parent / "models"
EXPORT_TIMEOUT = 600.0


@pytest.fixture(scope="module")
def engine() -> Iterator[EngineProcess]:
    with EngineProcess() as process:
        process.initialize()
        yield process
        assert process.bad_lines == []


def send(engine: EngineProcess, method: str, params: dict[str, Any]) -> int:
    request_id = engine.new_id()
    engine.send({"jsonrpc": "2.0", "id": request_id, "method": method, "params": params})
    return request_id


def collect(
    engine: EngineProcess, ids: list[int], timeout: float = EXPORT_TIMEOUT
) -> tuple[dict[int, dict], dict[int, list[dict]]]:
    """The responses to `ids` (in whatever order they come) and each one's progress."""
    deadline = time.monotonic() + timeout
    responses: dict[int, dict] = {}
    progress: dict[int, list[dict]] = {i: [] for i in ids}
    while len(responses) < len(ids):
        message = engine.next_message(max(0.01, deadline - time.monotonic()))
        if message.get("method") == "$/progress":
            token = message["params"]["token"]
            if token in progress:
                progress[token].append(message["params"])
        elif message.get("id") in progress:
            assert message["id"] not in responses, f"answered twice: {message}"
            responses[message["id"]] = message
    return responses, progress


def process_info(engine: EngineProcess) -> dict[str, Any]:
    return engine.call("debug/process")


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def assert_server_clean(engine: EngineProcess) -> None:
    """Inductor never imported into the server, so no patch of it either; no user module."""
    info = process_info(engine)
    assert info["inductorImported"] is False
    assert info["inductorPatched"] is False
    assert info["userModules"] == []
    assert info["workers"]["running"] == []


def write_model(folder: Path, name: str, body: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(textwrap.dedent(body))
    return path


def test_two_concurrent_exports_make_distinct_projects(engine: EngineProcess, tmp_path: Path):
    mlp = tmp_path / "mlp.py"
    shutil.copy(MODELS / "mlp.py", mlp)
    first = send(
        engine, "export", {"model": str(EXAMPLE_MODEL), "out": str(tmp_path / "a"), "device": "cpu"}
    )
    second = send(
        engine, "export", {"model": str(mlp), "out": str(tmp_path / "b"), "device": "cpu"}
    )
    responses, progress = collect(engine, [first, second])
    a, b = responses[first]["result"], responses[second]["result"]
    assert (a["project"], b["project"]) == (str(tmp_path / "a"), str(tmp_path / "b"))
    assert a["module"] == str(tmp_path / "a" / "rms_norm.py")
    assert b["module"] == str(tmp_path / "b" / "mlp.py")
    assert a["kernels"] and b["kernels"]
    assert set(a["kernels"]).isdisjoint(b["kernels"]) or a["metadata"] != b["metadata"]
    toml_a = (tmp_path / "a" / "kernel-studio.toml").read_text()
    toml_b = (tmp_path / "b" / "kernel-studio.toml").read_text()
    assert f'model = "{EXAMPLE_MODEL}"' in toml_a and f'model = "{mlp}"' in toml_b
    assert "rsqrt" in Path(a["generated"]).read_text()
    assert "rsqrt" not in Path(b["generated"]).read_text()
    for request_id in (first, second):
        stages = [p["stage"] for p in progress[request_id]]
        assert stages[0] == "load" and {"trace", "lower", "clean"} <= set(stages)
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".ks-export-")]
    assert_server_clean(engine)


def test_each_job_gets_a_fresh_worker() -> None:
    # The suite runs its engines without a spare (conftest.py); this one keeps it.
    with EngineProcess(env_extra={"KS_SPARE_WORKER": "1"}) as engine:
        engine.initialize()
        _fresh_worker_per_job(engine)
        assert engine.bad_lines == []


def _fresh_worker_per_job(engine: EngineProcess) -> None:
    deadline = time.monotonic() + 60
    while (spare := process_info(engine)["workers"]["spare"]) is None:
        assert time.monotonic() < deadline, "no spare worker was started"
        time.sleep(0.2)
    result = engine.call("inspectModel", {"path": str(EXAMPLE_MODEL)}, timeout=120)
    assert result["model"] == "Model"
    after = process_info(engine)["workers"]
    assert after["spare"] != spare and after["running"] == []
    assert not pid_alive(spare), "the worker that ran the job was not ended"
    assert_server_clean(engine)


def test_cancel_mid_lower_kills_the_worker_and_writes_nothing(
    engine: EngineProcess, tmp_path: Path
) -> None:
    out = tmp_path / "proj"
    request_id = send(
        engine, "export", {"model": str(EXAMPLE_MODEL), "out": str(out), "device": "cpu"}
    )
    deadline = time.monotonic() + EXPORT_TIMEOUT
    while True:
        message = engine.next_message(max(0.01, deadline - time.monotonic()))
        assert message.get("id") != request_id, f"finished before lowering: {message}"
        params = message.get("params") or {}
        if params.get("token") == request_id and params.get("stage") == "lower":
            break
    workers = process_info(engine)["workers"]["running"]
    assert len(workers) == 1
    cancelled_at = time.monotonic()
    engine.notify("$/cancelRequest", {"id": request_id})
    response, _ = engine.wait_response(request_id, timeout=30)
    assert response["error"]["code"] == -32800, response
    assert time.monotonic() - cancelled_at < 3.0
    assert not pid_alive(workers[0])
    assert not out.exists()
    assert os.listdir(tmp_path) == []
    assert_server_clean(engine)


KILLED_BY_SIGNAL = """\
import os, signal
import torch

class Model(torch.nn.Module):
    def forward(self, x):
        os.kill(os.getpid(), signal.SIGKILL)
        return x + 1

def get_inputs():
    return [torch.ones(4)]

def get_init_inputs():
    return []
"""

EXITS_AT_ONCE = KILLED_BY_SIGNAL.replace("os.kill(os.getpid(), signal.SIGKILL)", "os._exit(9)")


def test_a_dying_worker_is_an_engine_error_and_the_engine_keeps_serving(
    engine: EngineProcess, tmp_path: Path
) -> None:
    killed = write_model(tmp_path / "killed", "model.py", KILLED_BY_SIGNAL)
    out = tmp_path / "killed_out"
    response, _ = engine.request(
        "export", {"model": str(killed), "out": str(out), "device": "cpu"}, EXPORT_TIMEOUT
    )
    error = response["error"]
    assert error["code"] == -32000 and error["data"]["category"] == "engine", error
    assert error["data"]["exitStatus"] == -9 and "signal 9" in error["message"]
    assert isinstance(error["data"]["log"], str)
    assert not out.exists()

    exits = write_model(tmp_path / "exits", "model.py", EXITS_AT_ONCE)
    response, _ = engine.request("inspectModel", {"path": str(exits)}, EXPORT_TIMEOUT)
    error = response["error"]
    assert error["code"] == -32000 and error["data"]["category"] == "engine", error
    assert error["data"]["exitStatus"] == 9 and "exit status 9" in error["message"]

    good = tmp_path / "good"
    result = engine.call(
        "export", {"model": str(EXAMPLE_MODEL), "out": str(good), "device": "cpu"}, EXPORT_TIMEOUT
    )
    assert (good / "generated" / "rms_norm.py").exists() and result["kernels"]
    assert_server_clean(engine)


PRINTS = """\
import ctypes, os, sys
import torch
print("hello from import")
sys.__stdout__.write("to the original stdout\\n"); sys.__stdout__.flush()
os.write(1, b"straight to fd 1\\n")
ctypes.CDLL(None).puts(b"from C puts")
print("stdin held", len(sys.stdin.read()), "bytes")

class Model(torch.nn.Module):
    def forward(self, x):
        print("hello from forward", x.shape)
        return x + 1

def get_inputs():
    return [torch.ones(3)]

def get_init_inputs():
    return []
"""


def test_model_output_goes_to_the_log_never_to_the_protocol_nor_stdin_to_it(
    engine: EngineProcess, tmp_path: Path
) -> None:
    path = write_model(tmp_path, "model.py", PRINTS)
    result = engine.call("inspectModel", {"path": str(path)}, timeout=EXPORT_TIMEOUT)
    assert result["outputs"][0]["shape"] == [3]
    assert engine.call("debug/sleep", {"seconds": 0, "steps": 1}) == {"slept": 0}
    assert engine.bad_lines == []
    log = engine.log
    for text in ("hello from import", "to the original stdout", "straight to fd 1"):
        assert text in log
    assert "hello from forward" in log
    # The worker's stdin is the engine's pipe: the model reads /dev/null instead.
    assert "stdin held 0 bytes" in log
    assert_server_clean(engine)
