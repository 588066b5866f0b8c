"""The engine's side of the sandbox: a worker process (worker.py) per project, spoken to
over pipes with a deadline on every request. A request that runs past its deadline, or
is cancelled, kills the process; a crashed process is noticed at end of stream. Each
request remembers the last kernel the worker said it was running, so a crash or hang can
be pinned on a kernel. `SandboxPool` keeps clean sandboxes warm, keyed by project."""

from __future__ import annotations

import collections
import json
import logging
import os
import queue
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

log = logging.getLogger("kernel_studio.verify")

ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
START_TIMEOUT = 120.0  # importing torch on a cold machine can take a while


class SandboxFault(Exception):
    """The sandbox failed a request: `kind` is timeout, crash, cancelled, or the worker's
    own error kind (load, exception, cuda-fault, interpreter, reference, internal...)."""

    def __init__(self, kind: str, message: str, kernel: str | None = None, **extra: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.kernel = kernel
        self.extra = extra

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, "kernel": self.kernel, **self.extra}


class Sandbox:
    """One worker process."""

    def __init__(self, env: dict[str, str] | None = None, cwd: str | None = None) -> None:
        full_env = dict(os.environ)
        full_env["PYTHONPATH"] = os.pathsep.join(
            [ENGINE_DIR] + [p for p in [full_env.get("PYTHONPATH")] if p]
        )
        full_env.update(env or {})
        self.env = dict(env or {})
        self.proc = subprocess.Popen(
            [sys.executable, "-u", "-m", "kernel_studio.verify.worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=full_env,
            cwd=cwd,
            start_new_session=True,  # a kill reaches the worker, not the engine
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.log: collections.deque[str] = collections.deque(maxlen=200)
        self.last_running: str | None = None
        self.last_pending: str | None = None
        self.requests = 0
        threading.Thread(target=self._read_stdout, daemon=True).start()
        threading.Thread(target=self._read_stderr, daemon=True).start()
        self.opened: Any = None  # what the engine last opened in it (see run.py)

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
            log.debug("sandbox %s: %s", self.proc.pid, text)

    @property
    def alive(self) -> bool:
        return self.proc.poll() is None

    def log_tail(self, lines: int = 30) -> str:
        return "\n".join(list(self.log)[-lines:])

    def kill(self) -> None:
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

    def wait_ready(self, cancelled: Callable[[], bool] | None = None) -> None:
        self._reply(time.monotonic() + START_TIMEOUT, cancelled, ready=True)

    def request(
        self,
        op: str,
        payload: dict[str, Any],
        timeout: float,
        cancelled: Callable[[], bool] | None = None,
    ) -> dict[str, Any]:
        """Send one request and wait for its reply; raises SandboxFault (after killing the
        process on timeout, cancellation or a crash)."""
        self.last_running = self.last_pending = None
        self.requests += 1
        line = json.dumps({"op": op, **payload}) + "\n"
        try:
            assert self.proc.stdin is not None
            self.proc.stdin.write(line.encode())
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            return self._crashed()
        return self._reply(time.monotonic() + timeout, cancelled)

    def _reply(
        self, deadline: float, cancelled: Callable[[], bool] | None, ready: bool = False
    ) -> dict[str, Any]:
        while True:
            if cancelled is not None and cancelled():
                self.kill()
                raise SandboxFault("cancelled", "verification cancelled", self.last_running)
            left = deadline - time.monotonic()
            if left <= 0:
                kernel = self.last_pending or self.last_running
                self.kill()
                raise SandboxFault(
                    "timeout",
                    "the sandbox did not answer in time and was killed"
                    + (f" (kernel {kernel} was running)" if kernel else ""),
                    kernel,
                )
            try:
                line = self.lines.get(timeout=min(left, 0.1))
            except queue.Empty:
                continue
            if line is None:
                return self._crashed()
            try:
                message = json.loads(line)
            except json.JSONDecodeError:
                self.log.append(line.rstrip())
                continue
            event = message.get("event")
            if event == "ready":
                if ready:
                    return message
            elif event == "begin":
                self.last_running = message.get("kernel")
            elif event == "end":
                self.last_running = None
            elif event == "pending":
                self.last_pending = message.get("kernel")
            elif "ok" in message:
                if message["ok"]:
                    return message.get("result") or {}
                error = dict(message.get("error") or {})
                kind = str(error.pop("kind", "internal"))
                text = str(error.pop("message", "sandbox error"))
                kernel = error.pop("kernel", None) or (
                    self.last_running if kind in ("exception", "cuda-fault") else None
                )
                raise SandboxFault(kind, text, kernel, **error)

    def _crashed(self) -> dict[str, Any]:
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = None
        kernel = self.last_running
        self.kill()
        how = f"signal {-code}" if code is not None and code < 0 else f"exit status {code}"
        raise SandboxFault(
            "crash",
            f"the sandbox process died ({how})"
            + (f" while kernel {kernel} was running" if kernel else ""),
            kernel,
            exitStatus=code,
            log=self.log_tail(),
        )


class SandboxPool:
    """Warm sandboxes by key (project folder + how it runs). One verify at a time per
    key; a sandbox that faulted is dropped, the next verify starts a fresh one."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._boxes: dict[Any, Sandbox] = {}
        self._key_locks: dict[Any, threading.Lock] = {}

    def key_lock(self, key: Any) -> threading.Lock:
        with self._lock:
            return self._key_locks.setdefault(key, threading.Lock())

    def get(self, key: Any, env: dict[str, str], cwd: str | None = None) -> tuple[Sandbox, bool]:
        """(a sandbox for `key`, whether it was already warm)."""
        with self._lock:
            box = self._boxes.get(key)
            if box is not None and box.alive and box.env == env:
                return box, True
            if box is not None:
                box.kill()
            box = Sandbox(env, cwd)
            self._boxes[key] = box
            return box, False

    def discard(self, key: Any) -> None:
        with self._lock:
            box = self._boxes.pop(key, None)
        if box is not None:
            box.kill()

    def close(self) -> None:
        with self._lock:
            boxes = list(self._boxes.values())
            self._boxes.clear()
        for box in boxes:
            box.kill()
