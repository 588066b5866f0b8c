"""Worker processes: work that runs user code or Inductor happens in a child process the
engine talks to over pipes, with a deadline on every request. Both sides are here:
`WorkerProcess` (the engine's side) and `Channel`, `Inbox`, `claim_protocol_stdout`,
`serve` (the worker's side). verify's sandbox (sandbox/pool.py, sandbox/worker.py) and the
export/inspect jobs (server/jobs.py, server/job_worker.py) are built on them.

Line protocol on the worker's standard streams, one JSON object per line:
- the engine writes requests `{"op": name, ...}`;
- the worker writes `{"event": "ready", "pid": N}` once it has imported what it needs, and
  per request any number of events `{"event": name, ...}` followed by exactly one reply:
  `{"ok": true, "result": ...}` or `{"ok": false, "error": {"kind", "message", ...}}`.
The worker speaks on a private copy of its stdout; fd 1 is pointed at stderr, so whatever
user code prints lands in the worker's log, which the engine keeps (the last lines go into
crash reports). A request that runs past its deadline, or is cancelled, kills the worker's
process group; a crash is noticed at the end of its stdout. The worker exits when its stdin
closes (the engine went away), unless it is inside `Inbox.finishing()`."""

from __future__ import annotations

import collections
import contextlib
import json
import logging
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any, BinaryIO, NoReturn, Protocol, TextIO

log = logging.getLogger("kernel_studio.workers")

ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
START_TIMEOUT = 120.0  # importing torch on a cold machine can take a while
POLL_SECONDS = 0.05  # how often a waiting request looks at its cancellation flag
LOG_LINES = 200


class WorkerFault(Exception):
    """A request failed in or because of the worker: `kind` is timeout, crash, cancelled,
    or the worker's own error kind; `extra` holds the rest of the worker's error object
    (and, for a crash, `exitStatus` and `log`)."""

    def __init__(self, kind: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.extra = extra

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, **self.extra}


def exit_description(code: int | None) -> str:
    """ "signal 9 (SIGKILL)" / "exit status 3" / "unknown status" for a Popen return code."""
    if code is None:
        return "unknown status"
    if code >= 0:
        return f"exit status {code}"
    try:
        return f"signal {-code} ({signal.Signals(-code).name})"
    except ValueError:
        return f"signal {-code}"


class WorkerProcess:
    """One worker process running `python -m <module>` (the engine's side). Subclasses hook
    `handle_event`, `interruptible` and the `*_fault` constructors."""

    label = "worker process"
    # Events that start a new stage of the request in hand: each restarts its time limit
    # (a request's timeout is then the limit of each of its stages). None by default.
    deadline_events: tuple[str, ...] = ()

    def __init__(
        self,
        module: str,
        env: Mapping[str, str | None] | None = None,
        cwd: str | None = None,
        *,
        log_level: int = logging.DEBUG,
    ) -> None:
        full_env = dict(os.environ)
        full_env["PYTHONPATH"] = os.pathsep.join(
            [ENGINE_DIR] + [p for p in [full_env.get("PYTHONPATH")] if p]
        )
        for key, value in (env or {}).items():  # None: not set in the worker
            if value is None:
                full_env.pop(key, None)
            else:
                full_env[key] = value
        self.env = dict(env or {})
        self.module = module
        from kernel_studio import contain

        self.proc = subprocess.Popen(
            # In a PID namespace of its own where the system allows: user code cannot signal
            # the engine (kernel_studio/contain.py).
            contain.command([sys.executable, "-u", "-m", module]),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=full_env,
            cwd=cwd,
            start_new_session=True,  # a kill reaches the worker's children, not the engine
        )
        self.started = time.monotonic()
        self.ready = False
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.log: collections.deque[str] = collections.deque(maxlen=LOG_LINES)
        self._log_level = log_level
        self.requests = 0
        self.timeout = 0.0  # the request in hand's (send_request)
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()

    # -- streams --------------------------------------------------------------------------

    def _read_stdout(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("utf-8", errors="replace"))
        self.lines.put(None)

    def _read_stderr(self) -> None:
        assert self.proc.stderr is not None
        for raw in self.proc.stderr:
            text = raw.decode("utf-8", errors="replace").rstrip()
            self.log.append(text)
            log.log(self._log_level, "%s %s: %s", self.label, self.proc.pid, text)

    @property
    def pid(self) -> int:
        return self.proc.pid

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(list(self.log)[-lines:])

    def kill(self) -> None:
        """Kill the worker's process group and close its pipes (idempotent)."""
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, 9)
            except (ProcessLookupError, PermissionError):
                self.proc.kill()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            pass
        for stream in (self.proc.stdin, self.proc.stdout, self.proc.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    # -- requests -------------------------------------------------------------------------

    def wait_ready(
        self, cancelled: Callable[[], bool] | None = None, timeout: float = START_TIMEOUT
    ) -> dict[str, Any]:
        """Wait for the worker's ready line; raises WorkerFault like `request`."""
        if self.ready:
            return {}
        message = self._reply(time.monotonic() + timeout, cancelled, ready=True)
        self.ready = True
        return message

    def send(self, message: dict[str, Any]) -> None:
        """Write one line to the worker; raises the crash fault if it is gone."""
        line = json.dumps(message) + "\n"
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(line.encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError, ValueError):
            self._crashed()

    def request(
        self,
        op: str,
        payload: dict[str, Any],
        timeout: float,
        cancelled: Callable[[], bool] | None = None,
    ) -> Any:
        """Send one request and wait for its reply; raises WorkerFault (after killing the
        process on timeout, cancellation or a crash)."""
        return self.wait_reply(self.send_request(op, payload, timeout), cancelled)

    def send_request(self, op: str, payload: dict[str, Any], timeout: float) -> float:
        """Send one request without waiting: its deadline, for `wait_reply`."""
        self.requests += 1
        self.timeout = timeout
        self.before_request()
        self.send({"op": op, **payload})
        return time.monotonic() + timeout

    def wait_reply(self, deadline: float, cancelled: Callable[[], bool] | None = None) -> Any:
        """The reply to the request `send_request` sent; raises like `request`."""
        return self._reply(deadline, cancelled)

    def _reply(
        self, deadline: float, cancelled: Callable[[], bool] | None, ready: bool = False
    ) -> Any:
        while True:
            if cancelled is not None and self.interruptible() and cancelled():
                self.kill()
                raise self.cancelled_fault()
            left = deadline - time.monotonic()
            if left <= 0:
                fault = self.timeout_fault()
                self.kill()
                raise fault
            try:
                line = self.lines.get(timeout=min(left, POLL_SECONDS))
            except queue.Empty:
                continue
            if line is None:
                self._crashed()
            try:
                message = json.loads(line)
            except json.JSONDecodeError:
                self.log.append(line.rstrip())
                continue
            if not isinstance(message, dict):
                continue
            event = message.get("event")
            if event == "ready":
                if ready:
                    return message
            elif event is not None:
                if event in self.deadline_events and not ready:
                    # A new stage of the request: the limit applies to each stage.
                    deadline = max(deadline, time.monotonic() + self.timeout)
                self.handle_event(message)
            elif "ok" in message:
                if message["ok"]:
                    return message.get("result")
                error = dict(message.get("error") or {})
                raise self.error_fault(error)

    def _crashed(self) -> NoReturn:
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        fault = self.crash_fault(code)
        self.kill()
        raise fault

    # -- hooks ----------------------------------------------------------------------------

    def before_request(self) -> None:
        """Called as each request is sent."""

    def handle_event(self, message: dict[str, Any]) -> None:
        """An event line from the worker (anything with an "event" key but "ready")."""

    def interruptible(self) -> bool:
        """Whether a cancellation may kill the worker now."""
        return True

    def cancelled_fault(self) -> WorkerFault:
        return WorkerFault("cancelled", "request cancelled")

    def timeout_fault(self) -> WorkerFault:
        return WorkerFault("timeout", f"the {self.label} did not answer in time and was killed")

    def crash_fault(self, code: int | None) -> WorkerFault:
        return WorkerFault(
            "crash",
            f"the {self.label} died ({exit_description(code)})",
            exitStatus=code,
            log=self.log_tail(),
        )

    def error_fault(self, error: dict[str, Any]) -> WorkerFault:
        kind = str(error.pop("kind", "internal"))
        text = str(error.pop("message", f"{self.label} error"))
        return WorkerFault(kind, text, **error)


# -- the worker's side ----------------------------------------------------------------------


def claim_protocol_stdout() -> TextIO:
    """Keep a private copy of stdout for the protocol and point fd 1 (and sys.stdout) at
    stderr, so that prints from user code, Python or C, land in the log."""
    sys.stdout.flush()
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return protocol


def claim_protocol_stdin() -> BinaryIO:
    """Keep a private copy of stdin for the protocol and point fd 0 at /dev/null, so that
    user code reading stdin sees end of input instead of stealing the engine's requests."""
    protocol = os.fdopen(os.dup(0), "rb")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    return protocol


def clean_json(value: Any) -> Any:
    """JSON has no NaN/Infinity: such numbers become strings."""
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return str(value)
        return value
    if isinstance(value, dict):
        return {str(k): clean_json(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [clean_json(v) for v in value]
    return value


class Channel:
    """The protocol's output: one JSON line per message, under a lock (watchdog threads
    write too)."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        line = json.dumps(message, allow_nan=False, default=str) + "\n"
        with self.lock:
            self.stream.write(line)
            self.stream.flush()


class Inbox:
    """The worker's stdin (claimed for the protocol unless `stream` is given), read on a
    thread: `get` returns the next request (None at end of input). When stdin closes the
    engine is gone, so the process exits at once, unless it is inside `finishing()` (work
    that must not be cut off, such as committing files): then it exits when that ends."""

    def __init__(self, stream: Any = None) -> None:
        self._stream = stream if stream is not None else claim_protocol_stdin()
        self._queue: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._holds = 0
        self._closed = False
        threading.Thread(target=self._read, daemon=True, name="ks-inbox").start()

    def _read(self) -> None:
        for raw in iter(self._stream.readline, b""):
            try:
                message = json.loads(raw)
            except ValueError:
                continue
            if isinstance(message, dict):
                self._queue.put(message)
        with self._lock:
            self._closed = True
            holding = self._holds > 0
        self._queue.put(None)
        if not holding:
            exit_now(0)

    def get(self) -> dict[str, Any] | None:
        return self._queue.get()

    @contextlib.contextmanager
    def finishing(self) -> Iterator[None]:
        with self._lock:
            self._holds += 1
        try:
            yield
        finally:
            with self._lock:
                self._holds -= 1
                leave = self._closed and self._holds == 0
            if leave:
                exit_now(0)


def exit_now(status: int) -> None:
    """Leave without interpreter teardown (it could wait on threads running user code)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(status)


class Requests(Protocol):
    """What `serve` reads requests from: an Inbox, or a wrapper that handles some itself."""

    def get(self) -> dict[str, Any] | None: ...


def serve(
    channel: Channel,
    inbox: Requests,
    ops: Mapping[str, Callable[[dict[str, Any]], Any]],
    error_reply: Callable[[BaseException], dict[str, Any] | None] | None = None,
    *,
    max_requests: int | None = None,
) -> None:
    """Answer requests from `inbox` with `ops[request["op"]](request)` until end of input
    (or `max_requests`). `error_reply` turns an exception into the reply's error object
    (None: not one it knows, reported as kind "internal" with its traceback)."""
    import traceback

    served = 0
    while max_requests is None or served < max_requests:
        request = inbox.get()
        if request is None:
            return
        served += 1
        try:
            handler = ops[request["op"]]
            reply: dict[str, Any] = {"ok": True, "result": clean_json(handler(request))}
        except (Exception, SystemExit) as exc:  # noqa: BLE001 - the engine decides
            error = error_reply(exc) if error_reply is not None else None
            if error is None:
                error = {
                    "kind": "internal",
                    "message": f"{type(exc).__name__}: {exc}",
                    "traceback": traceback.format_exc()[-4000:],
                }
            reply = {"ok": False, "error": clean_json(error)}
        channel.send(reply)
