"""A run in the sandbox as the engine drives it, shared by verify and profile: the project and
its settings, a warm or fresh sandbox from the pool, progress and cancellation, and the two
requests every run starts with (open: the eager model and its inputs; load: a module)."""

from __future__ import annotations

import atexit
import os
import sys
from collections.abc import Callable
from typing import Any

from kernel_studio.project.trust import trusted_root
from kernel_studio.sandbox.pool import Sandbox, SandboxPool
from kernel_studio.sandbox.project import Project
from kernel_studio.sandbox.report import new_run_id
from kernel_studio.sandbox.settings import VerifySettings
from kernel_studio.server.protocol import Cancelled

Progress = Callable[[str, str, float | None], None]

# The engine process's sandboxes (one per project), killed when the engine exits.
DEFAULT_POOL = SandboxPool()
atexit.register(DEFAULT_POOL.close)

# Fault kinds after which the sandbox process is not reused.
FATAL_FAULTS = {"timeout", "crash", "cuda-fault", "internal", "cancelled"}


class SandboxRun:
    """One run's sandbox handling: the pool key (a project, with or without Triton's
    interpreter), the open and load requests, progress and cancellation."""

    def __init__(
        self,
        project: Project,
        settings: VerifySettings,
        pool: SandboxPool,
        progress: Progress | None,
        cancelled: Callable[[], bool] | None,
        trusted: bool | None = None,
    ) -> None:
        self.project = project
        # Whether the project's own files of code beyond its modules may be loaded (a
        # training project's saved graphs): the engine's method checked it (a remote app's
        # mirror included); the Python API's caller, by the trust store.
        self.trusted = trusted_root(project.root) is not None if trusted is None else trusted
        self.settings = settings
        self.pool = pool
        self.progress_cb = progress
        self.cancelled = cancelled
        self.interpreter = settings.interpreter and project.device == "cuda"
        self.key = (project.root, self.interpreter)
        self.run_id = new_run_id()
        self.box: Sandbox | None = None

    def progress(self, stage: str, message: str, fraction: float | None) -> None:
        if self.progress_cb is not None:
            self.progress_cb(stage, message, fraction)
        elif self.cancelled is not None and self.cancelled():
            raise Cancelled()

    def request(self, op: str, payload: dict[str, Any], timeout: float) -> dict[str, Any]:
        assert self.box is not None
        return self.box.request(op, payload, timeout, self.cancelled)

    def _env(self) -> dict[str, str | None]:
        """The sandbox's environment over the engine's: Triton's cache and ptxas as a
        process without Inductor has them (where this process ran an export, through the
        Python API, Inductor pointed them at its own), so that verify and profile load
        the kernels the export's precompile stage compiled, as the user's first run does."""
        from kernel_studio.inductor import plain_triton_env

        env = plain_triton_env()
        if self.interpreter:
            env["TRITON_INTERPRET"] = "1"
        return env

    def _open(self, box: Sandbox) -> dict[str, Any]:
        p = self.project
        source = p.model_path or p.export.get("callable", "").rpartition(":")[0]
        stamp = os.stat(source).st_mtime_ns if os.path.isfile(source) else None
        payload = {
            "project": p.root,
            "model": p.model_path,
            "callable": p.export.get("callable"),
            "inputs": p.export.get("inputs"),
            "dynamicShapes": p.export.get("dynamic_shapes"),
            "sysPath": [entry for entry in sys.path if entry],
            "modelStamp": stamp,
            "generation": p.export.get("generation"),
            "device": p.device,
            "interpreter": self.interpreter,
            "metadata": p.metadata,
            "weights": os.path.join(p.root, "generated", p.name + ".weights.pt"),
            "strict": bool(p.export.get("strict")),
            "decompositions": p.decompositions(),
            "settings": self.settings.to_json(),
            "trusted": self.trusted,
        }
        return box.request("open", payload, max(self.settings.timeout_seconds, 300), self.cancelled)

    def _load(self, box: Sandbox, which: str) -> dict[str, Any]:
        p = self.project
        path = p.module_path if which == "working" else p.generated_path
        payload = {
            "which": which,
            "path": path,
            "name": p.name,
            "scratch": os.path.join(p.root, ".kernel-studio", "interpret"),
        }
        return box.request("load", payload, max(self.settings.timeout_seconds, 600), self.cancelled)
