"""Wire-level pieces of the app <-> engine protocol (docs/protocol.md): constants, the
error type handlers raise, and the bounded line reader the server reads stdin with."""

from __future__ import annotations

import enum
import traceback
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any, BinaryIO

PROTOCOL_VERSION = "1.0"
JSONRPC_VERSION = "2.0"

# 16 MiB, excluding the newline.
DEFAULT_MAX_LINE_BYTES = 16 * 1024 * 1024

_READ_CHUNK_BYTES = 64 * 1024


class ErrorCode(enum.IntEnum):
    """JSON-RPC error codes used by the engine (see the Errors table of docs/protocol.md)."""

    PARSE_ERROR = -32700
    INVALID_REQUEST = -32600
    METHOD_NOT_FOUND = -32601
    INVALID_PARAMS = -32602
    INTERNAL_ERROR = -32603
    NOT_INITIALIZED = -32002
    PROTOCOL_MISMATCH = -32001
    REQUEST_CANCELLED = -32800
    METHOD_FAILED = -32000


class RpcError(Exception):
    """An error answer for a request: raise it from a handler to send `code`/`message`/`data`."""

    def __init__(self, code: int, message: str, data: Any = None) -> None:
        super().__init__(message)
        self.code = int(code)
        self.message = message
        self.data = data

    def to_json(self) -> dict[str, Any]:
        """The JSON-RPC `error` member; `data` is left out when there is none."""
        error: dict[str, Any] = {"code": self.code, "message": self.message}
        if self.data is not None:
            error["data"] = self.data
        return error


class Cancelled(RpcError):
    """Raised inside a handler when its request was cancelled; answers -32800."""

    def __init__(self, message: str = "request cancelled") -> None:
        super().__init__(ErrorCode.REQUEST_CANCELLED, message)


def invalid_params(name: str, problem: str) -> RpcError:
    """A -32602 error whose message names the parameter, as the protocol requires."""
    return RpcError(ErrorCode.INVALID_PARAMS, f"invalid params: '{name}' {problem}")


def invalid_value(name: str, problem: str, hint: str | None = None) -> RpcError:
    """A -32602 error for a parameter whose value the method found wrong:
    `invalid params: 'name': problem`, a `hint` in `data.hint`."""
    data = {"hint": hint} if hint else None
    return RpcError(ErrorCode.INVALID_PARAMS, f"invalid params: '{name}': {problem}", data)


def internal_error(exc: BaseException) -> RpcError:
    """A -32603 error for an unexpected exception, with its traceback in `data.traceback`."""
    return RpcError(
        ErrorCode.INTERNAL_ERROR,
        f"internal error: {type(exc).__name__}: {exc}",
        {"traceback": "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))},
    )


def method_failed(message: str, category: str, **where: Any) -> RpcError:
    """A -32000 error with `data.category` plus whichever of file/line/hint are known."""
    data: dict[str, Any] = {"category": category}
    data.update({key: value for key, value in where.items() if value is not None})
    return RpcError(ErrorCode.METHOD_FAILED, message, data)


def major_version(version: str) -> int | None:
    """The major number of a "MAJOR.MINOR" version string, or None if it is malformed."""
    head = version.split(".", 1)[0]
    return int(head) if head.isdigit() else None


@dataclass(frozen=True)
class Oversize:
    """Yielded by `read_lines` in place of a line longer than the limit (already discarded)."""

    length: int


def read_lines(
    stream: BinaryIO, max_line_bytes: int = DEFAULT_MAX_LINE_BYTES
) -> Iterator[bytes | Oversize]:
    """Yield each `\\n`-terminated line of `stream` (without the newline), or an `Oversize`
    marker for a line over `max_line_bytes`. Never holds more than the limit plus one read
    chunk: an overlong line is dropped as it streams in, up to its newline. A final line
    without a newline is still yielded at end of stream."""
    # read1 returns what is available instead of waiting for a full chunk; without it an
    # interactive peer would deadlock waiting for an answer to a line we have not seen yet.
    read = stream.read1 if hasattr(stream, "read1") else stream.read
    buffer = bytearray()
    discarding = False
    discarded = 0
    while True:
        chunk = read(_READ_CHUNK_BYTES)
        if not chunk:
            break
        start = 0
        while True:
            newline = chunk.find(b"\n", start)
            end = len(chunk) if newline < 0 else newline
            piece_length = end - start
            if discarding:
                discarded += piece_length
            elif len(buffer) + piece_length > max_line_bytes:
                discarding = True
                discarded = len(buffer) + piece_length
                buffer.clear()
            else:
                buffer += chunk[start:end]
            if newline < 0:
                break
            if discarding:
                yield Oversize(discarded)
                discarding = False
                discarded = 0
            else:
                yield bytes(buffer)
                buffer.clear()
            start = newline + 1
    if discarding:
        yield Oversize(discarded)
    elif buffer:
        yield bytes(buffer)
