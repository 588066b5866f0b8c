"""In-process tests of the line reader, the method registry and dispatch corners that the
subprocess tests cannot reach (handlers that fail, duplicate ids)."""

from __future__ import annotations

import io
import json
import threading
import tracemalloc
from typing import Any

import pytest

from kernel_studio.server.protocol import ErrorCode, Oversize, RpcError, read_lines
from kernel_studio.server.registry import METHODS, RequestContext, method, register_method
from kernel_studio.server.serve import Server, State, parse_args


class ChunkedStream:
    """A binary stream that hands out `data` in chunks of at most `size` bytes."""

    def __init__(self, data: bytes, size: int) -> None:
        self._data = data
        self._size = size
        self._offset = 0

    def read1(self, n: int = -1) -> bytes:
        n = self._size if n < 0 else min(n, self._size)
        chunk = self._data[self._offset : self._offset + n]
        self._offset += len(chunk)
        return chunk


@pytest.mark.parametrize("chunk", [1, 3, 7, 64 * 1024])
def test_read_lines_across_chunk_boundaries(chunk: int) -> None:
    data = b"one\n\ntoo long line\nfour\nabcde\nabcdef\nlast"
    lines = list(read_lines(ChunkedStream(data, chunk), max_line_bytes=5))
    assert lines == [b"one", b"", Oversize(13), b"four", b"abcde", Oversize(6), b"last"]


def test_read_lines_oversize_at_end_of_input() -> None:
    assert list(read_lines(io.BytesIO(b"ok\n" + b"x" * 50), max_line_bytes=10)) == [
        b"ok",
        Oversize(50),
    ]


class EndlessLine:
    """`total` bytes of one line without a newline, then a newline and a short line,
    generated on the fly so the test itself holds no big buffer."""

    def __init__(self, total: int) -> None:
        self._left = total
        self._tail = b"\nnext\n"

    def read1(self, n: int) -> bytes:
        if self._left > 0:
            size = min(n, self._left)
            self._left -= size
            return b"x" * size
        tail, self._tail = self._tail, b""
        return tail


def test_read_lines_never_buffers_an_oversize_line() -> None:
    tracemalloc.start()
    try:
        lines = list(read_lines(EndlessLine(64 * 1024 * 1024), max_line_bytes=4096))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert lines == [Oversize(64 * 1024 * 1024), b"next"]
    assert peak < 1024 * 1024


def serve(lines: list[Any], methods: dict[str, Any]) -> list[dict[str, Any]]:
    """Run an initialized in-process server over `lines` (dicts are JSON-encoded) and
    return everything it wrote, after every request has finished."""
    output = io.BytesIO()
    server = Server(output, methods=methods)
    server.state = State.INITIALIZED
    encoded = [json.dumps(x).encode() if isinstance(x, dict) else x for x in lines]
    server.serve(io.BytesIO(b"".join(line + b"\n" for line in encoded)))
    server.close(wait=True)
    return [json.loads(line) for line in output.getvalue().splitlines()]


def request(request_id: int, name: str, params: Any = None) -> dict[str, Any]:
    message = {"jsonrpc": "2.0", "id": request_id, "method": name}
    if params is not None:
        message["params"] = params
    return message


def test_handler_exception_is_an_internal_error_with_traceback() -> None:
    def broken(params: dict[str, Any], ctx: RequestContext) -> Any:
        raise ValueError("bad thing")

    [response] = serve([request(1, "t/broken")], {"t/broken": broken})
    assert response["id"] == 1
    assert response["error"]["code"] == ErrorCode.INTERNAL_ERROR
    assert "ValueError: bad thing" in response["error"]["data"]["traceback"]


def test_rpc_error_from_handler_is_answered_as_is() -> None:
    def failing(params: dict[str, Any], ctx: RequestContext) -> Any:
        raise RpcError(-32000, "nope", {"category": "export"})

    [response] = serve([request(1, "t/fail")], {"t/fail": failing})
    assert response["error"] == {"code": -32000, "message": "nope", "data": {"category": "export"}}


@pytest.mark.parametrize("result", [object(), float("nan")])
def test_result_that_is_not_json_is_an_internal_error(result: Any) -> None:
    [response] = serve([request(1, "t/odd")], {"t/odd": lambda params, ctx: result})
    assert response["error"]["code"] == ErrorCode.INTERNAL_ERROR


def test_duplicate_id_while_pending_is_refused() -> None:
    release = threading.Event()

    def blocking(params: dict[str, Any], ctx: RequestContext) -> Any:
        release.wait(10)
        return "done"

    def serve_then_release() -> list[dict[str, Any]]:
        timer = threading.Timer(0.5, release.set)
        timer.start()
        try:
            return serve([request(7, "t/block"), request(7, "t/block")], {"t/block": blocking})
        finally:
            timer.cancel()

    first, second = serve_then_release()
    assert first["id"] == 7 and first["error"]["code"] == ErrorCode.INVALID_REQUEST
    assert second == {"jsonrpc": "2.0", "id": 7, "result": "done"}


def test_unknown_notifications_are_ignored() -> None:
    messages = serve(
        [{"jsonrpc": "2.0", "method": "t/whatever"}, {"jsonrpc": "2.0", "method": "$/ping"}], {}
    )
    assert messages == []


def test_registry_refuses_reserved_and_duplicate_names() -> None:
    with pytest.raises(ValueError):
        register_method("initialize", lambda params, ctx: None)
    with pytest.raises(ValueError):
        register_method("environment", lambda params, ctx: None)
    assert {"environment", "inspectModel", "debug/sleep"} <= set(METHODS)


def test_method_decorator_registers() -> None:
    @method("test/decorated")
    def decorated(params: dict[str, Any], ctx: RequestContext) -> str:
        return "ok"

    try:
        assert METHODS["test/decorated"] is decorated
    finally:
        del METHODS["test/decorated"]


def test_command_line() -> None:
    args = parse_args(["--max-line-bytes", "256", "--fault", "hang:inspectModel"])
    assert args.max_line_bytes == 256
    assert (args.fault.kind, args.fault.method) == ("hang", "inspectModel")
    for bad in (["--fault", "crash:x"], ["--fault", "exit:"], ["--max-line-bytes", "0"]):
        with pytest.raises(SystemExit):
            parse_args(bad)
