"""The `tritonApi` method: completion entries from the installed triton (CPU-only import)."""

from __future__ import annotations

import builtins
import io
import json
from typing import Any

import pytest

from kernel_studio.methods import triton_api
from kernel_studio.server.protocol import ErrorCode, RpcError
from kernel_studio.server.registry import METHODS, RequestContext
from kernel_studio.server.serve import Server, State

triton = pytest.importorskip("triton")


def entries() -> dict[str, dict[str, Any]]:
    return {entry["name"]: entry for entry in triton_api.triton_api()["entries"]}


def test_version_and_cache() -> None:
    result = triton_api.triton_api()
    assert result["triton"] == triton.__version__
    assert triton_api.triton_api() is result
    json.dumps(result, allow_nan=False)


def test_language_functions_have_signatures_without_builder_arguments() -> None:
    found = entries()
    load = found["tl.load"]
    assert load["kind"] == "function"
    assert load["signature"].startswith("load(pointer, mask=None, other=None")
    assert "_semantic" not in load["signature"] and "_builder" not in load["signature"]
    assert load["doc"] and "\n" not in load["doc"]
    # Functions written in Triton (JITFunction) show their real parameters.
    assert found["tl.sum"]["signature"].startswith("sum(input, axis=None")
    assert found["tl.program_id"]["signature"] == "program_id(axis)"
    assert all(name.split(".")[1][0] != "_" for name in found)
    assert not any(name in found for name in ("tl.core", "tl.math", "tl.extra"))


def test_constants_classes_libdevice_and_triton_names() -> None:
    found = entries()
    assert found["tl.float32"]["kind"] == "constant"
    assert found["tl.float32"]["signature"] is None
    assert found["tl.constexpr"]["kind"] == "class"
    assert found["tl.constexpr"]["signature"].startswith("constexpr(")
    assert found["libdevice.rsqrt"]["signature"].startswith("rsqrt(")
    for name in ("jit", "autotune", "Config", "cdiv", "next_power_of_2"):
        assert f"triton.{name}" in found, name
    assert found["triton.cdiv"]["signature"] == "cdiv(x, y)"
    assert found["triton.jit"]["doc"]
    for entry in found.values():
        if entry["kind"] != "constant":
            short = entry["name"].split(".", 1)[1]
            assert entry["signature"].startswith(short + "("), entry


def test_signature_fallback() -> None:
    assert triton_api._signature("odd", 42) == "odd(...)"


def test_missing_triton_is_an_environment_error(monkeypatch: pytest.MonkeyPatch) -> None:
    real_import = builtins.__import__

    def no_triton(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "triton" or name.startswith("triton."):
            raise ImportError("No module named 'triton'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_triton)
    monkeypatch.setattr(triton_api, "_cache", None)
    ctx = RequestContext(1, "tritonApi", lambda method, params: None)
    with pytest.raises(RpcError) as info:
        METHODS["tritonApi"]({}, ctx)
    assert info.value.code == ErrorCode.METHOD_FAILED
    assert info.value.data["category"] == "environment"


def test_served_in_process() -> None:
    output = io.BytesIO()
    server = Server(output)
    server.state = State.INITIALIZED
    request = {"jsonrpc": "2.0", "id": 7, "method": "tritonApi"}
    server.serve(io.BytesIO(json.dumps(request).encode() + b"\n"))
    server.close(wait=True)
    [response] = [json.loads(line) for line in output.getvalue().splitlines()]
    assert response["id"] == 7
    assert response["result"]["triton"] == triton.__version__
