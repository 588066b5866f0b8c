"""The engine's side of docs/protocol.md, against the real server process. One initialized
engine is shared by most tests (torch takes seconds to import); lifecycle and fault tests
start their own."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_process import EXAMPLE_MODEL, EngineProcess


@pytest.fixture(scope="module")
def engine() -> Iterator[EngineProcess]:
    with EngineProcess() as process:
        process.info = process.initialize()  # type: ignore[attr-defined]
        yield process
        assert process.bad_lines == []


def error_of(response: dict) -> dict:
    assert set(response) == {"jsonrpc", "id", "error"}, response
    assert response["jsonrpc"] == "2.0"
    return response["error"]


def expect_error(engine: EngineProcess, request_id: int | None, code: int) -> dict:
    response, _ = engine.wait_response(request_id)
    error = error_of(response)
    assert error["code"] == code, response
    assert isinstance(error["message"], str) and error["message"]
    return error


def test_initialize_reports_engine_and_devices(engine: EngineProcess) -> None:
    info = engine.info  # type: ignore[attr-defined]
    assert set(info) == {
        "engine",
        "protocolVersion",
        "torch",
        "triton",
        "devices",
        "inductor",
        "containment",
    }
    series = ".".join(info["torch"].split("+")[0].split(".")[:2])
    assert info["inductor"] == {
        "supported": True,
        "usable": True,
        "state": "supported",
        "torch": info["torch"],
        "series": series,
        "adapter": series,
        "supportedSeries": ["2.11", "2.15"],
        "selfTest": None,
        "message": None,
    }
    assert info["engine"] == {"name": "kernel_studio", "version": "0.1.0"}
    assert info["protocolVersion"] == "1.0"
    assert isinstance(info["torch"], str) and info["torch"]
    assert info["triton"] is None or isinstance(info["triton"], str)
    cpu = info["devices"][0]
    assert set(cpu) == {"type", "name", "cores"} and cpu["type"] == "cpu"
    for device in info["devices"][1:]:
        assert set(device) == {"type", "index", "name", "computeCapability", "totalMemory"}


def test_environment_reports_python_platform_and_cuda(engine: EngineProcess) -> None:
    env = engine.call("environment")
    expected = {"python", "platform", "cudaAvailable", "cudaVersion"}
    assert set(env) == set(engine.info) | expected  # type: ignore[attr-defined]
    assert set(env["python"]) == {"executable", "version"}
    assert isinstance(env["platform"], str)
    assert isinstance(env["cudaAvailable"], bool)
    assert env["cudaVersion"] is None or isinstance(env["cudaVersion"], str)
    for device in env["devices"][1:]:
        assert "freeMemory" in device


@pytest.mark.gpu
def test_cuda_devices_are_reported(engine: EngineProcess) -> None:
    env = engine.call("environment")
    if not env["cudaAvailable"]:
        pytest.skip("no CUDA device")
    cuda = env["devices"][1:]
    assert [device["index"] for device in cuda] == list(range(len(cuda)))
    assert env["cudaVersion"]
    for device in cuda:
        assert device["type"] == "cuda" and device["name"]
        assert re.fullmatch(r"\d+\.\d+", device["computeCapability"])
        assert 0 < device["freeMemory"] <= device["totalMemory"]


def test_parse_error_keeps_serving(engine: EngineProcess) -> None:
    for raw in (b"this is not json", b'{"jsonrpc": "2.0", "id": 1,', b"", b"\xff\xfe", b"NaN"):
        engine.send_raw(raw)
        expect_error(engine, None, -32700)
    assert engine.call("debug/sleep", {"seconds": 0, "steps": 1}) == {"slept": 0}


@pytest.mark.parametrize(
    "raw",
    [
        b'[{"jsonrpc": "2.0", "id": 1, "method": "environment"}]',
        b"[]",
        b"42",
        b'"environment"',
        b"null",
        b'{"id": 5, "method": "environment"}',
        b'{"jsonrpc": "2.0", "id": "five", "method": "environment"}',
        b'{"jsonrpc": "2.0", "id": 5}',
    ],
)
def test_invalid_requests(engine: EngineProcess, raw: bytes) -> None:
    engine.send_raw(raw)
    response, _ = engine.wait_response(5 if b'"id": 5' in raw else None)
    assert error_of(response)["code"] == -32600


def test_unknown_method(engine: EngineProcess) -> None:
    response, _ = engine.request("no/such/method")
    assert error_of(response)["code"] == -32601
    assert "no/such/method" in response["error"]["message"]


@pytest.mark.parametrize(
    ("method", "params", "named"),
    [
        ("debug/sleep", {"seconds": "long"}, "seconds"),
        ("debug/sleep", {"seconds": -1}, "seconds"),
        ("debug/sleep", {"steps": 0.5}, "steps"),
        ("inspectModel", {}, "path"),
        ("inspectModel", {"path": "relative/model.py"}, "path"),
        ("inspectModel", ["/abs/model.py"], "params"),
    ],
)
def test_invalid_params_name_the_parameter(
    engine: EngineProcess, method: str, params: object, named: str
) -> None:
    response, _ = engine.request(method, params)
    error = error_of(response)
    assert error["code"] == -32602
    assert named in error["message"]


def test_second_initialize_is_refused(engine: EngineProcess) -> None:
    response, _ = engine.request("initialize", {"protocolVersion": "1.0"})
    assert error_of(response)["code"] == -32600


def test_progress_then_result(engine: EngineProcess) -> None:
    response, before = engine.request("debug/sleep", {"seconds": 0.2, "steps": 4})
    assert response["result"] == {"slept": 0.2}
    progress = [m["params"] for m in before if m.get("method") == "$/progress"]
    assert [p["fraction"] for p in progress] == [0.25, 0.5, 0.75, 1.0]
    assert {p["token"] for p in progress} == {response["id"]}
    assert all(set(p) == {"token", "stage", "message", "fraction"} for p in progress)


def test_cancel_while_other_requests_are_served(engine: EngineProcess) -> None:
    slow = engine.new_id()
    engine.send(
        {
            "jsonrpc": "2.0",
            "id": slow,
            "method": "debug/sleep",
            "params": {"seconds": 30, "steps": 300},
        }
    )
    first = engine.next_message()
    assert first["method"] == "$/progress" and first["params"]["token"] == slow
    # Served while the sleep runs: requests do not queue behind a long one.
    assert engine.call("debug/sleep", {"seconds": 0, "steps": 1}, timeout=5) == {"slept": 0}
    engine.notify("$/cancelRequest", {"id": 987654})  # unknown ids are ignored
    engine.notify("$/cancelRequest", {"id": slow})
    response, _ = engine.wait_response(slow, timeout=5)
    assert error_of(response)["code"] == -32800
    engine.notify("$/cancelRequest", {"id": slow})  # finished: ignored
    assert engine.call("debug/sleep", {"seconds": 0, "steps": 1}) == {"slept": 0}


def test_inspect_bundled_example(engine: EngineProcess) -> None:
    response, before = engine.request("inspectModel", {"path": str(EXAMPLE_MODEL)})
    result = response["result"]
    tensor = {"shape": [2, 64, 256], "dtype": "float32", "stride": [16384, 256, 1], "device": "cpu"}
    assert result["inputs"] == [tensor] and result["outputs"] == [tensor]
    assert result["model"] == "Model" and result["parameters"] == 256
    assert result["dynamicShapes"] == {
        "x": {"0": {"name": "B", "min": 1, "max": 64}, "1": {"name": "T", "min": 2, "max": 4096}}
    }
    stages = [m["params"]["stage"] for m in before if m.get("method") == "$/progress"]
    assert "load" in stages and "run" in stages


def write_model(tmp_path: Path, body: str) -> Path:
    path = tmp_path / "model.py"
    path.write_text(textwrap.dedent(body))
    return path


def test_stray_output_from_a_model_never_reaches_stdout(
    engine: EngineProcess, tmp_path: Path
) -> None:
    path = write_model(
        tmp_path,
        """\
        import os, sys
        import torch
        print("hello from import")
        sys.__stdout__.write("to the original stdout\\n"); sys.__stdout__.flush()
        os.write(1, b"straight to fd 1\\n")

        class Model(torch.nn.Module):
            def forward(self, x):
                print("hello from forward", x.shape)
                return x + 1

        def get_inputs():
            return [torch.ones(3)]

        def get_init_inputs():
            print("hello from get_init_inputs")
            return []
        """,
    )
    result = engine.call("inspectModel", {"path": str(path)})
    assert result["outputs"][0]["shape"] == [3]
    assert engine.call("debug/sleep", {"seconds": 0, "steps": 1}) == {"slept": 0}
    assert engine.bad_lines == []


def test_model_error_names_file_and_line(engine: EngineProcess, tmp_path: Path) -> None:
    path = write_model(
        tmp_path,
        """\
        import torch

        class Model(torch.nn.Module):
            def forward(self, x):
                return x @ torch.ones(5, 5)

        def get_inputs():
            return [torch.ones(3, 4)]

        def get_init_inputs():
            return []
        """,
    )
    response, _ = engine.request("inspectModel", {"path": str(path)})
    error = error_of(response)
    assert error["code"] == -32000
    assert error["data"]["category"] == "input"
    assert error["data"]["file"] == str(path)
    assert error["data"]["line"] == 5
    assert "hint" in error["data"]


def test_requests_before_initialize_are_refused() -> None:
    with EngineProcess() as engine:
        for method in ("environment", "no/such/method", "shutdown"):
            response, _ = engine.request(method)
            assert error_of(response)["code"] == -32002
        engine.notify("environment")  # a notification gets no answer
        engine.notify("exit")
        assert engine.wait() == 1
        assert engine.poll_message(0.1) is None
        assert engine.bad_lines == []


def test_protocol_major_mismatch_leaves_engine_uninitialized() -> None:
    with EngineProcess() as engine:
        response, _ = engine.request("initialize", {"protocolVersion": "2.0"})
        error = error_of(response)
        assert error["code"] == -32001
        assert error["data"] == {"engine": "1.0", "client": "2.0"}
        response, _ = engine.request("initialize", {"protocolVersion": "one"})
        assert error_of(response)["code"] == -32602
        response, _ = engine.request("environment")
        assert error_of(response)["code"] == -32002


def test_oversize_line_is_refused_and_the_engine_keeps_serving() -> None:
    with EngineProcess("--max-line-bytes", "1024") as engine:
        engine.send_raw(
            b'{"jsonrpc": "2.0", "id": 1, "method": "x", "pad": "' + b"y" * 100_000 + b'"}'
        )
        expect_error(engine, None, -32600)
        # Exactly at the limit is accepted; one byte over is not.
        head = b'{"jsonrpc": "2.0", "id": 2, "method": "environment", "pad": "'
        at_limit = head + b"z" * (1024 - len(head) - 2) + b'"}'
        assert len(at_limit) == 1024
        engine.send_raw(at_limit)
        expect_error(engine, 2, -32002)
        engine.send_raw(at_limit[:-2] + b'z"}')
        expect_error(engine, None, -32600)
        response, _ = engine.request("environment")
        assert error_of(response)["code"] == -32002


def test_shutdown_then_exit() -> None:
    with EngineProcess() as engine:
        engine.initialize()
        assert engine.call("shutdown") is None
        response, _ = engine.request("environment")
        assert error_of(response)["code"] == -32600
        engine.notify("exit")
        assert engine.wait() == 0


def test_exit_without_shutdown() -> None:
    with EngineProcess() as engine:
        engine.notify("exit")
        assert engine.wait() == 1


def test_end_of_input_is_exit() -> None:
    with EngineProcess() as engine:
        engine.close_stdin()
        assert engine.wait() == 1


def test_fault_exit() -> None:
    with EngineProcess("--fault", "exit:environment") as engine:
        engine.send({"jsonrpc": "2.0", "id": 1, "method": "environment"})
        assert engine.wait() == 3
        assert engine.poll_message(0.1) is None


def test_fault_hang() -> None:
    with EngineProcess("--fault", "hang:environment") as engine:
        engine.send({"jsonrpc": "2.0", "id": 1, "method": "environment"})
        engine.send({"jsonrpc": "2.0", "id": 2, "method": "initialize", "params": {}})
        assert engine.poll_message(2.0) is None
        assert engine.proc.poll() is None
