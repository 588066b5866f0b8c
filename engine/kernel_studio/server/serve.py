"""The engine process: JSON-RPC 2.0 over stdio as described in docs/protocol.md.

This module only does transport, dispatch and lifecycle; methods live in kernel_studio/methods/,
one module per method, which register themselves in `kernel_studio.server.registry.METHODS`
when kernel_studio.methods is imported.
Run as `python -m kernel_studio.server [--max-line-bytes N] [--fault exit:M|hang:M]`.
"""

from __future__ import annotations

import argparse
import enum
import json
import logging
import os
import sys
import threading
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any, BinaryIO, NoReturn

# Every protocol method registers itself when kernel_studio.methods is imported (one module
# per method, listed in kernel_studio/methods/__init__.py).
import kernel_studio.methods  # noqa: F401
from kernel_studio import __version__
from kernel_studio.methods import environment
from kernel_studio.server import validation
from kernel_studio.server.jobs import RUNNER, JobRunner
from kernel_studio.server.protocol import (
    DEFAULT_MAX_LINE_BYTES,
    JSONRPC_VERSION,
    PROTOCOL_VERSION,
    ErrorCode,
    Oversize,
    RpcError,
    internal_error,
    invalid_params,
    major_version,
    read_lines,
)
from kernel_studio.server.registry import METHODS, Handler, RequestContext

log = logging.getLogger("kernel_studio.server")

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
FAULT_EXIT_STATUS = 3
# "0": keep no idle worker started (see JobRunner.prestart): a machine that starts many
# short-lived engines that never export (a test suite) saves a torch import (~4 s of CPU)
# per engine; the first export then starts its worker.
SPARE_WORKER_ENV = "KS_SPARE_WORKER"


@dataclass(frozen=True)
class Fault:
    """A fault to inject for tests: `kind` is "exit" or "hang", triggered by `method`."""

    kind: str
    method: str


class State(enum.Enum):
    UNINITIALIZED = "uninitialized"
    INITIALIZED = "initialized"
    SHUTDOWN = "shutdown"


def _reject_constant(name: str) -> NoReturn:
    raise ValueError(f"{name} is not valid JSON")


class Server:
    """One protocol connection: reads requests from a binary input stream, writes answers
    and notifications to `output` (one compact JSON object per line, under one lock)."""

    def __init__(
        self,
        output: BinaryIO,
        *,
        max_line_bytes: int = DEFAULT_MAX_LINE_BYTES,
        fault: Fault | None = None,
        methods: dict[str, Handler] | None = None,
        max_workers: int = 4,
        job_runner: JobRunner | None = None,
    ) -> None:
        self._output = output
        self._max_line_bytes = max_line_bytes
        self._fault = fault
        self._methods = METHODS if methods is None else methods
        self._write_lock = threading.Lock()
        self._muted = False
        self._pending: dict[int, RequestContext] = {}
        self._pending_lock = threading.Lock()
        self._executor = ThreadPoolExecutor(max_workers=max_workers, thread_name_prefix="ks-work")
        # The engine process's job runner (main() passes it): a worker is kept started from
        # initialize on, and they are all killed when the server closes.
        self._job_runner = job_runner
        self.state = State.UNINITIALIZED

    # -- output -------------------------------------------------------------------------

    def _send(self, message: dict[str, Any]) -> None:
        if "error" in message and (problem := validation.error_problem(message["error"])):
            # KS_VALIDATE=1: an error object that breaks error.schema.json becomes -32603.
            log.error("error answer violates error.schema.json: %s", problem)
            error = RpcError(
                ErrorCode.INTERNAL_ERROR,
                f"internal error: error answer violates error.schema.json: {problem}",
                {"traceback": json.dumps(message["error"], default=str)},
            )
            message = {**message, "error": error.to_json()}
        try:
            text = json.dumps(message, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError) as exc:
            if "id" not in message:
                log.error("dropping unserializable notification %s: %s", message, exc)
                return
            log.exception("response for request %s is not serializable", message["id"])
            error = RpcError(
                ErrorCode.INTERNAL_ERROR,
                f"internal error: result is not JSON-serializable: {exc}",
                {"traceback": traceback.format_exc()},
            )
            text = json.dumps(
                {"jsonrpc": JSONRPC_VERSION, "id": message["id"], "error": error.to_json()},
                separators=(",", ":"),
            )
        data = text.encode("utf-8") + b"\n"
        with self._write_lock:
            if self._muted:
                return
            try:
                self._output.write(data)
                self._output.flush()
            except (OSError, ValueError) as exc:
                # The client went away; reading stdin will end the loop soon.
                log.warning("cannot write to the client: %s", exc)

    def _respond(self, request_id: int | None, result: Any) -> None:
        self._send({"jsonrpc": JSONRPC_VERSION, "id": request_id, "result": result})

    def _respond_error(self, request_id: int | None, error: RpcError) -> None:
        self._send({"jsonrpc": JSONRPC_VERSION, "id": request_id, "error": error.to_json()})

    def _refuse(self, request_id: int | None, code: int, message: str) -> None:
        self._respond_error(request_id, RpcError(code, message))

    def _notify(self, method: str, params: dict[str, Any]) -> None:
        # KS_VALIDATE=1: raises in the handler that reports, which then answers -32603.
        validation.check_notification(method, params)
        self._send({"jsonrpc": JSONRPC_VERSION, "method": method, "params": params})

    # -- input --------------------------------------------------------------------------

    def serve(self, stream: BinaryIO) -> int:
        """Serve until `exit` or end of input; returns the exit status the process should use."""
        for line in read_lines(stream, self._max_line_bytes):
            status = self._handle_line(line)
            if status is not None:
                return status
        log.info("end of input; treating it as exit")
        return self._exit_status()

    def close(self, *, wait: bool = False) -> None:
        """Stop the workers. By default (at process exit) whatever still runs is cancelled
        and nothing is waited for; with `wait`, running and queued requests finish first.
        Either way the job workers (export, inspect) of `job_runner` are killed."""
        if wait:
            self._executor.shutdown(wait=True)
        else:
            with self._pending_lock:
                for ctx in self._pending.values():
                    ctx.cancel()
            self._executor.shutdown(wait=False, cancel_futures=True)
        if self._job_runner is not None:
            self._job_runner.close()

    def _exit_status(self) -> int:
        return 0 if self.state is State.SHUTDOWN else 1

    def _handle_line(self, line: bytes | Oversize) -> int | None:
        if isinstance(line, Oversize):
            self._refuse(
                None,
                ErrorCode.INVALID_REQUEST,
                f"invalid request: line of {line.length} bytes exceeds the limit of "
                f"{self._max_line_bytes} bytes",
            )
            return None
        try:
            message = json.loads(line.decode("utf-8"), parse_constant=_reject_constant)
        except (ValueError, RecursionError) as exc:
            self._refuse(None, ErrorCode.PARSE_ERROR, f"parse error: {exc}")
            return None
        if isinstance(message, list):
            self._refuse(
                None, ErrorCode.INVALID_REQUEST, "invalid request: batches are not supported"
            )
            return None
        if not isinstance(message, dict):
            self._refuse(None, ErrorCode.INVALID_REQUEST, "invalid request: not a JSON object")
            return None
        return self._handle_message(message)

    def _handle_message(self, message: dict[str, Any]) -> int | None:
        has_id = "id" in message
        request_id = message.get("id")
        id_ok = isinstance(request_id, int) and not isinstance(request_id, bool)
        method = message.get("method")
        problem = None
        if message.get("jsonrpc") != JSONRPC_VERSION:
            problem = '"jsonrpc" must be "2.0"'
        elif not isinstance(method, str):
            problem = '"method" must be a string'
        elif has_id and not id_ok:
            problem = '"id" must be an integer'
        if problem is not None:
            answer_id = request_id if id_ok else None
            self._refuse(answer_id, ErrorCode.INVALID_REQUEST, f"invalid request: {problem}")
            return None
        assert isinstance(method, str)
        params = message.get("params")

        if self._fault is not None and self._fault.method == method:
            self._trigger_fault(self._fault)

        if method == "exit":
            status = self._exit_status()
            log.info("exit (status %d)", status)
            return status
        if not has_id:
            self._handle_notification(method, params)
            return None
        assert isinstance(request_id, int)
        if method == "initialize":
            self._initialize(request_id, params)
            return None
        if self.state is State.UNINITIALIZED:
            self._refuse(request_id, ErrorCode.NOT_INITIALIZED, "not initialized: send initialize")
            return None
        if self.state is State.SHUTDOWN:
            self._refuse(request_id, ErrorCode.INVALID_REQUEST, "invalid request: shut down")
            return None
        if method == "shutdown":
            try:
                validation.check_params(method, {} if params is None else params)
            except RpcError as error:
                self._respond_error(request_id, error)
                return None
            log.info("shutdown")
            self.state = State.SHUTDOWN
            self._respond(request_id, None)
            return None
        self._dispatch(request_id, method, params)
        return None

    def _handle_notification(self, method: str, params: Any) -> None:
        if method == "$/cancelRequest":
            target = params.get("id") if isinstance(params, dict) else None
            with self._pending_lock:
                ctx = self._pending.get(target) if isinstance(target, int) else None
            if ctx is not None:
                log.info("cancelling request %s (%s)", target, ctx.method)
                ctx.cancel()
        elif not method.startswith("$/"):
            log.warning("ignoring notification %r (only requests are served)", method)

    def _initialize(self, request_id: int, params: Any) -> None:
        if self.state is not State.UNINITIALIZED:
            message = "already initialized" if self.state is State.INITIALIZED else "shut down"
            self._refuse(request_id, ErrorCode.INVALID_REQUEST, f"invalid request: {message}")
            return
        try:
            if not isinstance(params, dict):
                raise invalid_params("protocolVersion", "is required")
            validation.check_params("initialize", params)
            client_version = params.get("protocolVersion")
            if not isinstance(client_version, str):
                raise invalid_params("protocolVersion", "must be a string")
            client_major = major_version(client_version)
            if client_major is None:
                raise invalid_params("protocolVersion", 'must look like "MAJOR.MINOR"')
            if client_major != major_version(PROTOCOL_VERSION):
                raise RpcError(
                    ErrorCode.PROTOCOL_MISMATCH,
                    f"protocol version mismatch: engine speaks {PROTOCOL_VERSION}, "
                    f"client speaks {client_version}",
                    {"engine": PROTOCOL_VERSION, "client": client_version},
                )
            client = params.get("client")
            if client is not None and not isinstance(client, dict):
                raise invalid_params("client", "must be an object")
            if self._job_runner is not None and os.environ.get(SPARE_WORKER_ENV, "1") != "0":
                # Its torch import runs alongside ours (initialize_info imports torch).
                self._job_runner.prestart()
            info = validation.checked_result("initialize", environment.initialize_info())
        except RpcError as error:
            self._respond_error(request_id, error)
            return
        except Exception as exc:
            log.exception("initialize failed")
            self._respond_error(request_id, internal_error(exc))
            return
        log.info("initialized by %s (protocol %s)", client or "an unnamed client", client_version)
        self.state = State.INITIALIZED
        self._respond(request_id, info)

    def _dispatch(self, request_id: int, method: str, params: Any) -> None:
        handler = self._methods.get(method)
        if handler is None:
            self._refuse(request_id, ErrorCode.METHOD_NOT_FOUND, f"method not found: {method}")
            return
        if params is None:
            params = {}
        if not isinstance(params, dict):
            message = "invalid params: 'params' must be an object"
            self._refuse(request_id, ErrorCode.INVALID_PARAMS, message)
            return
        try:
            validation.check_params(method, params)
        except RpcError as error:
            self._respond_error(request_id, error)
            return
        ctx = RequestContext(request_id, method, self._notify)
        with self._pending_lock:
            duplicate = request_id in self._pending
            if not duplicate:
                self._pending[request_id] = ctx
        if duplicate:
            message = f"invalid request: id {request_id} is already in use"
            self._refuse(request_id, ErrorCode.INVALID_REQUEST, message)
            return
        self._executor.submit(self._run, handler, params, ctx)

    def _run(self, handler: Handler, params: dict[str, Any], ctx: RequestContext) -> None:
        started = time.perf_counter()
        response: dict[str, Any] = {"jsonrpc": JSONRPC_VERSION, "id": ctx.request_id}
        try:
            ctx.check_cancelled()
            response["result"] = validation.checked_result(ctx.method, handler(params, ctx))
        except RpcError as error:
            response["error"] = error.to_json()
        except (Exception, SystemExit) as exc:
            log.exception("%s (request %s) failed", ctx.method, ctx.request_id)
            response["error"] = internal_error(exc).to_json()
        with self._pending_lock:
            self._pending.pop(ctx.request_id, None)
        elapsed = time.perf_counter() - started
        outcome = "ok" if "result" in response else f"error {response['error']['code']}"
        log.info("%s (request %s): %s in %.3f s", ctx.method, ctx.request_id, outcome, elapsed)
        self._send(response)

    def _trigger_fault(self, fault: Fault) -> None:
        if fault.kind == "exit":
            log.warning(
                "fault injection: exiting with status %d on %s", FAULT_EXIT_STATUS, fault.method
            )
            logging.shutdown()
            os._exit(FAULT_EXIT_STATUS)
        log.warning("fault injection: hanging on %s", fault.method)
        with self._write_lock:
            self._muted = True
        while True:
            time.sleep(3600)


def _parse_fault(text: str) -> Fault:
    kind, _, method = text.partition(":")
    if kind not in ("exit", "hang") or not method:
        raise argparse.ArgumentTypeError("expected exit:METHOD or hang:METHOD")
    return Fault(kind, method)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """The engine's command line (see "Engine command line" in docs/protocol.md)."""
    parser = argparse.ArgumentParser(
        prog="python -m kernel_studio.server",
        description="Kernel Studio engine: JSON-RPC 2.0 on stdin/stdout, log on stderr.",
    )
    parser.add_argument(
        "--max-line-bytes",
        type=_positive_int,
        default=DEFAULT_MAX_LINE_BYTES,
        help="longest accepted input line in bytes, excluding the newline (default 16 MiB)",
    )
    parser.add_argument(
        "--fault",
        type=_parse_fault,
        default=None,
        help="fault injection for tests: exit:METHOD exits with status 3 on METHOD, "
        "hang:METHOD stops reading and answering after METHOD",
    )
    return parser.parse_args(argv)


def _claim_stdio() -> tuple[BinaryIO, BinaryIO]:
    """Take the real stdin/stdout for the protocol and point fds 0/1 elsewhere, so prints
    (Python or C level, from torch or a user's model file) land in the log and reads of
    stdin see nothing instead of stealing protocol bytes."""
    sys.stdout.flush()
    protocol_out = os.dup(1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    protocol_in = os.dup(0)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    return os.fdopen(protocol_in, "rb"), os.fdopen(protocol_out, "wb", buffering=0)


def _log_containment() -> None:
    """Says once whether model code in workers can signal the engine (docs/security.md)."""
    from kernel_studio import contain

    said = contain.report()
    (log.info if said["contained"] else log.warning)("%s", said["message"])


def main(argv: list[str] | None = None) -> NoReturn:
    """Entry point of `python -m kernel_studio.server`; never returns."""
    args = parse_args(argv)
    protocol_in, protocol_out = _claim_stdio()
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format=LOG_FORMAT)
    log.info("engine %s (protocol %s) starting, pid %d", __version__, PROTOCOL_VERSION, os.getpid())
    threading.Thread(target=_log_containment, daemon=True).start()
    server = Server(
        protocol_out,
        max_line_bytes=args.max_line_bytes,
        fault=args.fault,
        job_runner=RUNNER,
    )
    try:
        status = server.serve(protocol_in)
    except KeyboardInterrupt:
        log.info("interrupted")
        status = 1
    server.close()
    logging.shutdown()
    sys.stderr.flush()
    # Skip interpreter teardown: it would wait for worker threads still running user code.
    os._exit(status)


if __name__ == "__main__":
    main()
