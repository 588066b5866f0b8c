"""A real engine process (`python -m kernel_studio.server`) driven over its pipes, for the
protocol and transcript tests."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ENGINE_DIR = Path(__file__).resolve().parents[1]
REPO_ROOT = ENGINE_DIR.parent
EXAMPLE_MODEL = REPO_ROOT / "resources" / "examples" / "rms_norm" / "model.py"

_EOF = object()


class EngineProcess:
    """Starts the engine with `args` (through the command `prefix`, when given: it ends by
    running its arguments); a reader thread parses every stdout line (lines that are not JSON
    objects are kept in `bad_lines`, which must stay empty)."""

    def __init__(
        self,
        *args: str,
        env_extra: dict[str, str] | None = None,
        prefix: list[str] | None = None,
    ) -> None:
        env = {**os.environ, **(env_extra or {})}
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ENGINE_DIR), env.get("PYTHONPATH")]))
        self.proc = subprocess.Popen(
            [*(prefix or []), sys.executable, "-m", "kernel_studio.server", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=env,
        )
        self.bad_lines: list[bytes] = []
        self._messages: queue.Queue[Any] = queue.Queue()
        self._stderr: list[bytes] = []
        self._next_id = 1000
        self._readers = [
            threading.Thread(target=self._read_stdout, daemon=True),
            threading.Thread(target=self._read_stderr, daemon=True),
        ]
        for reader in self._readers:
            reader.start()

    def _read_stdout(self) -> None:
        assert self.proc.stdout is not None
        with self.proc.stdout:
            self._parse_stdout(self.proc.stdout)
        self._messages.put(_EOF)

    def _parse_stdout(self, stdout: Any) -> None:
        for line in stdout:
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            if not isinstance(message, dict) or not line.endswith(b"\n"):
                self.bad_lines.append(line)
            else:
                self._messages.put(message)

    def _read_stderr(self) -> None:
        assert self.proc.stderr is not None
        with self.proc.stderr:
            for line in self.proc.stderr:
                self._stderr.append(line)

    @property
    def log(self) -> str:
        """What the engine wrote to stderr so far."""
        return b"".join(self._stderr).decode("utf-8", "replace")

    def new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    def send_raw(self, data: bytes) -> None:
        """Write `data` plus a newline to the engine's stdin."""
        assert self.proc.stdin is not None
        self.proc.stdin.write(data + b"\n")
        self.proc.stdin.flush()

    def send(self, message: dict[str, Any]) -> None:
        self.send_raw(json.dumps(message).encode("utf-8"))

    def notify(self, method: str, params: Any = None) -> None:
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)

    def next_message(self, timeout: float = 30.0) -> dict[str, Any]:
        """The next message from the engine; fails on timeout or end of output."""
        try:
            message = self._messages.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no message within {timeout} s; log:\n{self.log}") from None
        if message is _EOF:
            self._messages.put(_EOF)
            raise AssertionError(f"engine output ended; log:\n{self.log}")
        return message

    def poll_message(self, timeout: float) -> dict[str, Any] | None:
        """The next message if one arrives within `timeout`, else None."""
        try:
            message = self._messages.get(timeout=timeout)
        except queue.Empty:
            return None
        if message is _EOF:
            self._messages.put(_EOF)
            return None
        return message

    def wait_response(
        self, request_id: int | None, timeout: float = 30.0
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Read until the response with `request_id`; returns it and the messages before it."""
        deadline = time.monotonic() + timeout
        before: list[dict[str, Any]] = []
        while True:
            message = self.next_message(max(0.01, deadline - time.monotonic()))
            if "method" not in message and message.get("id") == request_id:
                return message, before
            before.append(message)

    def request(
        self, method: str, params: Any = None, timeout: float = 30.0
    ) -> tuple[dict[str, Any], list[dict[str, Any]]]:
        """Send a request and wait for its response (see `wait_response`)."""
        request_id = self.new_id()
        message: dict[str, Any] = {"jsonrpc": "2.0", "id": request_id, "method": method}
        if params is not None:
            message["params"] = params
        self.send(message)
        return self.wait_response(request_id, timeout)

    def call(self, method: str, params: Any = None, timeout: float = 30.0) -> Any:
        """Send a request and return its result, failing on an error answer."""
        response, _ = self.request(method, params, timeout)
        assert "error" not in response, response
        return response["result"]

    def initialize(self) -> dict[str, Any]:
        return self.call(
            "initialize",
            {"protocolVersion": "1.0", "client": {"name": "pytest", "version": "0"}},
        )

    def close_stdin(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()

    def wait(self, timeout: float = 15.0) -> int:
        return self.proc.wait(timeout)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)
        if self.proc.stdin is not None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
        # The readers end at the pipes' EOF; they own (and close) stdout and stderr.
        for reader in self._readers:
            reader.join(5)

    def __enter__(self) -> EngineProcess:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.kill()
