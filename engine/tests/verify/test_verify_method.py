"""The `verify` method through a real engine process: params, progress, a crashing module
reported as an error while the engine stays up, and cancellation."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from verify_support import copy_project, edited

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from engine_process import EngineProcess  # noqa: E402

RETURN = "    return out\n"  # the last line of call(), after the kernel launch


def test_verify_method(cpu_projects, tmp_path):
    project = copy_project(cpu_projects.get("rms_norm"), str(tmp_path / "rms_norm"))
    with EngineProcess() as engine:
        engine.initialize()
        response, _ = engine.request("verify", {"project": "relative/dir"})
        assert response["error"]["code"] == -32602
        response, _ = engine.request("verify", {"project": project, "trials": -2})
        assert response["error"]["code"] == -32602 and "trials" in response["error"]["message"]
        response, _ = engine.request("verify", {"project": str(tmp_path)})
        assert response["error"]["code"] == -32000
        assert response["error"]["data"]["category"] == "input"

        with edited(project, RETURN, "    os._exit(7)\n" + RETURN):
            response, notes = engine.request("verify", {"project": project, "trials": 1}, 300)
        report = response["result"]
        assert report["verdict"] == "error" and report["fault"]["exitStatus"] == 7
        assert engine.call("environment")["cudaAvailable"] in (True, False)  # engine alive

        response, notes = engine.request("verify", {"project": project, "trials": 2}, 300)
        assert response["result"]["verdict"] == "pass"
        stages = [n["params"]["stage"] for n in notes if n.get("method") == "$/progress"]
        assert stages[0] == "prepare" and stages.count("trial") == 3

        # Cancelling a verify kills its sandbox; the next one starts a fresh sandbox.
        spin = "auto tmp10 = tmp8 * tmp9; volatile int spin = 1; while (spin) {}"
        with edited(project, "auto tmp10 = tmp8 * tmp9;", spin):
            request_id = engine.new_id()
            engine.send(
                {
                    "jsonrpc": "2.0",
                    "id": request_id,
                    "method": "verify",
                    "params": {"project": project, "trials": 1},
                }
            )
            while True:
                message = engine.next_message(300)
                if message.get("method") == "$/progress" and message["params"]["stage"] == "trial":
                    break
            engine.notify("$/cancelRequest", {"id": request_id})
            response, _ = engine.wait_response(request_id, 60)
            assert response["error"]["code"] == -32800
        response, _ = engine.request("verify", {"project": project, "trials": 1}, 300)
        assert response["result"]["verdict"] == "pass"
        assert not response["result"]["sandbox"]["warm"]


def test_command_line_exit_status(cpu_projects, tmp_path):
    project = copy_project(cpu_projects.get("rms_norm"), str(tmp_path / "rms_norm"))
    engine_dir = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = dict(os.environ, PYTHONPATH=engine_dir)
    command = [sys.executable, "-m", "kernel_studio.verify"]
    ok = subprocess.run(
        [*command, project, "--trials", "0", "--json"], capture_output=True, text=True, env=env
    )
    assert ok.returncode == 0, ok.stderr[-3000:]
    assert json.loads(ok.stdout)["verdict"] == "pass"
    bad = subprocess.run([*command, str(tmp_path)], capture_output=True, text=True, env=env)
    assert bad.returncode == 2
