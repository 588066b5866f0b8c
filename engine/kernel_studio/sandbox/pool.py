"""The engine's side of the sandbox: a worker process (worker.py) per project, spoken to
over pipes with a deadline on every request (the machinery is kernel_studio.workers).
Each request remembers the last kernel the worker said it was running, so a crash or hang
can be pinned on a kernel. `SandboxPool` keeps clean sandboxes warm, keyed by project."""

from __future__ import annotations

import logging
import signal
import threading
from collections.abc import Callable
from typing import Any

from kernel_studio.sandbox.host_memory import oom_kill_count
from kernel_studio.workers import WorkerFault, WorkerProcess, exit_description

log = logging.getLogger("kernel_studio.verify")


class SandboxFault(WorkerFault):
    """The sandbox failed a request: `kind` is timeout, crash, cancelled, or the worker's
    own error kind (load, exception, cuda-fault, interpreter, reference, internal...);
    `kernel` the kernel it is pinned on, where known."""

    def __init__(self, kind: str, message: str, kernel: str | None = None, **extra: Any) -> None:
        super().__init__(kind, message, **extra)
        self.kernel = kernel

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "message": self.message, "kernel": self.kernel, **self.extra}


class Sandbox(WorkerProcess):
    """One worker process (`python -m kernel_studio.sandbox.worker`) that remembers which
    kernel it said it was running."""

    label = "sandbox"
    # verify's and profile's limit (`timeoutSeconds`) is per stage of a request: a trial
    # of a training step runs the module's step, eager's, and where a value misses eager's
    # bound the float64 step and the rounding spread's eager steps, each a stage.
    deadline_events = ("stage",)

    def __init__(self, env: dict[str, str | None] | None = None, cwd: str | None = None) -> None:
        super().__init__("kernel_studio.sandbox.worker", env, cwd)
        self.last_running: str | None = None
        self.last_pending: str | None = None
        self.opened: Any = None  # what the engine last opened in it (see run.py)
        # What the sandbox last said it was doing and how big it was (stage and memory
        # events), and the cgroup's OOM kill count when it started: a kill is reported
        # with them.
        self.last_stage: dict[str, Any] = {}
        self.last_memory: dict[str, Any] = {}
        self.oom_kills = oom_kill_count()
        # Told each stage the sandbox starts, while set (verify's locate: its stages are
        # its progress).
        self.on_stage: Callable[[str], None] | None = None

    def request(
        self,
        op: str,
        payload: dict[str, Any],
        timeout: float,
        cancelled: Callable[[], bool] | None = None,
    ) -> dict[str, Any]:
        """Send one request and wait for its reply (a dict); raises SandboxFault."""
        return super().request(op, payload, timeout, cancelled) or {}

    def before_request(self) -> None:
        self.last_running = self.last_pending = None
        self.last_stage = {}

    def handle_event(self, message: dict[str, Any]) -> None:
        event = message.get("event")
        if event in ("stage", "memory"):
            if event == "stage":
                self.last_stage = {"trial": message.get("trial"), "stage": message.get("stage")}
                if self.on_stage is not None and message.get("stage"):
                    self.on_stage(str(message["stage"]))
            self.last_memory = {
                k: message[k] for k in ("rssBytes", "deviceBytes") if message.get(k) is not None
            }
        elif event == "begin":
            self.last_running = message.get("kernel")
        elif event == "end":
            self.last_running = None
        elif event == "pending":
            self.last_pending = message.get("kernel")

    def cancelled_fault(self) -> SandboxFault:
        return SandboxFault("cancelled", "verification cancelled", self.last_running)

    def timeout_fault(self) -> SandboxFault:
        kernel = self.last_pending or self.last_running
        return SandboxFault(
            "timeout",
            "the sandbox did not answer in time and was killed"
            + (f" (kernel {kernel} was running)" if kernel else ""),
            kernel,
            **{k: v for k, v in self.last_stage.items() if v is not None},
        )

    def crash_fault(self, code: int | None) -> SandboxFault:
        kernel = self.last_running
        doing = self._doing(kernel)
        if code == -signal.SIGKILL:
            message = self._killed_message() + (f", {doing}" if doing else "")
        else:
            message = f"the sandbox process died ({exit_description(code)})" + (
                f" {doing}" if doing else ""
            )
        return SandboxFault(
            "crash",
            message,
            kernel,
            exitStatus=code,
            log=self.log_tail(),
            **{k: v for k, v in self.last_stage.items() if v is not None},
            **self.last_memory,
        )

    def _doing(self, kernel: str | None) -> str:
        """ "while kernel K was running in trial 2's module run" and the like."""
        trial, stage = self.last_stage.get("trial"), self.last_stage.get("stage")
        parts = []
        if kernel:
            parts.append(f"while kernel {kernel} was running")
        if stage:
            where = f"trial {trial}'s {stage}" if trial is not None else str(stage)
            parts.append(("in " if kernel else "during ") + where)
        return " ".join(parts)

    def _killed_message(self) -> str:
        """SIGKILL that verify did not send: almost always the kernel's out-of-memory
        killer, which its cgroup's kill count confirms where it can be read."""
        before, after = self.oom_kills, oom_kill_count()
        if before is not None and after is not None and after > before:
            cause = (
                "by the kernel's out-of-memory killer: the system ran out of memory"
                f" (this cgroup's OOM kill count went from {before} to {after})"
            )
        else:
            cause = "most likely the system ran out of memory (the kernel's out-of-memory killer)"
        rss, device = self.last_memory.get("rssBytes"), self.last_memory.get("deviceBytes")
        size = (
            f"{rss / (1 << 20):.0f} MB RSS"
            + (f" and {device / (1 << 20):.0f} MB of GPU memory" if device else "")
            + " at last report"
            if rss is not None
            else "no memory report before it"
        )
        return f"the verify sandbox was killed by signal 9 (SIGKILL), {cause}: {size}"

    def error_fault(self, error: dict[str, Any]) -> SandboxFault:
        kind = str(error.pop("kind", "internal"))
        text = str(error.pop("message", "sandbox error"))
        kernel = error.pop("kernel", None) or (
            self.last_running if kind in ("exception", "cuda-fault") else None
        )
        return SandboxFault(kind, text, kernel, **error)


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

    def get(
        self, key: Any, env: dict[str, str | None], cwd: str | None = None
    ) -> tuple[Sandbox, bool]:
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
