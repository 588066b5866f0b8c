"""Export and inspect jobs, each in a fresh worker process (`python -m
kernel_studio.server.job_worker`, on the machinery of kernel_studio.workers), so that
user model code and Inductor never run in the server process, and no state carries over from one job
to the next: a worker serves exactly one job and is then killed. One idle worker is kept
started (once the server is initialized, and again after each job), so the import of torch
and Inductor is paid ahead of the next job; it also imports the installed packages the model
file of the previous job or of an open trusted project imports (`learn`, server/preload.py),
so that the next export's load stage finds torchvision or transformers imported. It runs no
user code: a cancelled job kills it like any worker, and a spare that dies while it waits is
replaced.

`compilerSettings` and `editDecompositions` run the same way (they load the user's
decompositions.py and read torch's op tables).

Job protocol on top of workers.py: the engine sends `{"op": "export"|"inspect", "params":
{...the request's params}, "sysPath": [...]}`; the worker reports `{"event": "progress",
"stage", "message", "fraction"}` (forwarded as `$/progress`), and before it writes the
project folder `{"event": "commit", "out": dir}`, then waits for `{"op": "commit"}`. From
then on a cancellation no longer kills it: the write completes and the export answers its
result, so a cancelled export has written nothing. The reply is the method's result, or
`{"kind": "rpc", "code", "message", "data"}`.

A worker that dies (a segfault, os._exit, the OOM killer) or runs past JOB_TIMEOUT fails
its request with -32000, `data.category = "engine"`, and the tail of its log; the server
keeps serving. Project writes are all or nothing (project/commit.py); if the worker died
while writing, the project is recovered at once (the previous export, or this one whole)."""

from __future__ import annotations

import atexit
import logging
import os
import sys
import threading
import time
from typing import Any

from kernel_studio.server.protocol import Cancelled, ErrorCode, RpcError
from kernel_studio.server.registry import RequestContext
from kernel_studio.workers import WorkerFault, WorkerProcess, exit_description

log = logging.getLogger("kernel_studio.server.jobs")

JOB_MODULE = "kernel_studio.server.job_worker"
# Long enough for a large model's export with autotuning; the client has its own timeout.
JOB_TIMEOUT = 3600.0


def recover_interrupted_write(out_dir: str) -> str:
    """After a worker died writing the project folder `out_dir`: complete or drop its
    journaled write now (project/commit.py: recover) rather than at the next open. Returns a
    sentence for the error message."""
    from kernel_studio.project.commit import recover

    if os.path.isdir(out_dir):
        recover(out_dir)
    return (
        f"it died while writing {out_dir}, which holds the previous export or this one, "
        "whole (project writes are all or nothing)"
    )


class JobProcess(WorkerProcess):
    """One job worker: forwards progress to the request, runs the commit handshake."""

    label = "worker process"

    def __init__(self, spare: bool = False) -> None:
        # The worker's log (Inductor's warnings, the model's prints) goes to the engine log.
        # A spare prepares more while it waits (server/job_worker.py, SPARE_ENV).
        env = {"KS_JOB_SPARE": "1" if spare else None}
        super().__init__(JOB_MODULE, env, log_level=logging.INFO)
        self.ctx: RequestContext | None = None
        self.writing: str | None = None  # the project folder, once the write has begun
        self.preloads: tuple[str, ...] = ()  # the modules it was asked to import while idle

    def interruptible(self) -> bool:
        return self.writing is None

    def handle_event(self, message: dict[str, Any]) -> None:
        event = message.get("event")
        if event == "preloaded":
            log.info(
                "worker %d imported %s ahead of the job in %.1f s (skipped %s, failed %s)",
                self.pid,
                message.get("imported"),
                float(message.get("seconds") or 0.0),
                message.get("skipped"),
                message.get("failed"),
            )
        elif event == "progress" and self.ctx is not None and self.writing is None:
            fraction = message.get("fraction")
            if isinstance(fraction, bool) or not isinstance(fraction, int | float):
                fraction = None
            self.ctx.progress(str(message.get("stage")), str(message.get("message")), fraction)
        elif event == "commit":
            # Decided here, in the thread that also decides on cancellation: either this
            # go is sent and the write runs to its end, or the worker is killed before it.
            self.writing = os.path.abspath(str(message.get("out")))
            self.send({"op": "commit"})


class JobRunner:
    """Starts a fresh worker per job and keeps one spare started (after `prestart`)."""

    # A spare that keeps dying before any job is not replaced more often than this.
    MAX_SPARE_DEATHS = 2

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._spare: JobProcess | None = None
        self._keep_spare = False
        self._running: set[JobProcess] = set()
        self._closed = False
        self._preload: tuple[str, ...] = ()
        self._spare_deaths = 0

    def prestart(self) -> None:
        """Keep a started worker waiting from now on (the server calls this at initialize)."""
        with self._lock:
            self._keep_spare = True
        self._replenish()

    def learn(self, model_path: str) -> None:
        """The model file the next job probably runs (one the user ran, or a trusted
        project's): the spare imports its installed packages while it waits."""
        from kernel_studio.server.preload import model_imports

        names = tuple(model_imports(model_path))
        with self._lock:
            self._preload = names
            if self._spare is not None:
                self._send_preload(self._spare)

    def _send_preload(self, proc: JobProcess) -> None:
        """Under the lock (so that no job request interleaves with it on the pipe)."""
        if not self._preload or proc.preloads == self._preload or not proc.alive:
            return
        try:
            proc.send({"op": "preload", "modules": list(self._preload)})
            proc.preloads = self._preload
        except WorkerFault:
            pass  # it died: its watcher replaces it

    def _replenish(self) -> None:
        with self._lock:
            if self._closed or not self._keep_spare:
                return
            if self._spare is not None and self._spare.alive:
                return
            proc = self._spare = JobProcess(spare=True)
            self._send_preload(proc)
        threading.Thread(target=self._watch, args=(proc,), daemon=True).start()

    def _watch(self, proc: JobProcess) -> None:
        """Replace the spare `proc` if it dies while it waits (a crash in a preloaded
        package, the OOM killer); a spare that took a job is not watched any more."""
        proc.proc.wait()
        with self._lock:
            if self._spare is not proc or self._closed:
                return
            self._spare = None
            self._spare_deaths += 1
            log.warning(
                "the idle worker %d died (%s)%s",
                proc.pid,
                exit_description(proc.proc.returncode),
                "; its preloads are dropped" if proc.preloads else "",
            )
            if proc.preloads:
                self._preload = ()
            if self._spare_deaths > self.MAX_SPARE_DEATHS:
                return
        proc.kill()
        self._replenish()

    def _take(self) -> tuple[JobProcess, bool]:
        with self._lock:
            if self._closed:
                raise RpcError(ErrorCode.INVALID_REQUEST, "invalid request: the engine is exiting")
            proc, self._spare = self._spare, None
            warm = proc is not None and proc.alive
            if not warm:
                if proc is not None:
                    proc.kill()
                proc = JobProcess()
            assert proc is not None
            self._running.add(proc)
            self._spare_deaths = 0
        return proc, warm

    def run(self, op: str, params: dict[str, Any], ctx: RequestContext) -> Any:
        """Run job `op` ("export" or "inspect") with the request's params in a fresh worker;
        its result, or RpcError (Cancelled when cancelled)."""
        proc, warm = self._take()
        proc.ctx = ctx
        try:
            ctx.progress(
                "load",
                "starting a worker process" if not warm else "handing over to a worker process",
                0.0,
            )
            waited = time.monotonic()
            ready = proc.wait_ready(lambda: ctx.cancelled)
            log.info(
                "%s: worker %d (imports took %.1f s, the job waited %.1f s for them)",
                op,
                proc.pid,
                ready.get("seconds") or 0.0,
                time.monotonic() - waited,
            )
            payload = {"params": params, "sysPath": list(sys.path)}
            return proc.request(op, payload, JOB_TIMEOUT, lambda: ctx.cancelled)
        except WorkerFault as fault:
            proc.kill()
            note = None
            if proc.writing is not None and fault.kind in ("crash", "timeout"):
                note = recover_interrupted_write(proc.writing)
            raise self._error(proc, op, fault, note) from None
        finally:
            proc.kill()
            with self._lock:
                self._running.discard(proc)
            model = params.get("model") if op == "export" else params.get("path")
            if op in ("export", "inspect") and isinstance(model, str):
                # The user ran this file: the next spare imports its packages.
                self.learn(model)
            # The next spare starts once this job is over, not while it runs: on a small
            # machine its imports would compete with the job for the CPU.
            self._replenish()

    def _error(self, proc: JobProcess, op: str, fault: WorkerFault, note: str | None) -> RpcError:
        if fault.kind == "cancelled":
            return Cancelled()
        if fault.kind == "rpc":
            code = fault.extra.get("code")
            if not isinstance(code, int):
                code = ErrorCode.INTERNAL_ERROR
            return RpcError(code, fault.message, fault.extra.get("data"))
        what = {
            "export": "export",
            "importArtifact": "import of the artifact",
            "inspect": "model inspection",
            "compilerSettings": "reading of the compiler settings",
            "editDecompositions": "edit of decompositions.py",
        }.get(op, op)
        if fault.kind in ("crash", "timeout"):
            if fault.kind == "crash":
                status = fault.extra.get("exitStatus")
                message = (
                    f"the {what} failed: its worker process died ({exit_description(status)}); "
                    "the engine keeps running"
                )
            else:
                status = None
                message = (
                    f"the {what} did not finish within {JOB_TIMEOUT:g} s; its worker process "
                    "was killed"
                )
            if note:
                message += f"; {note}"
            data = {"category": "engine", "exitStatus": status, "log": proc.log_tail()}
            log.error("%s (worker %s)", message, proc.pid)
            return RpcError(ErrorCode.METHOD_FAILED, message, data)
        # The worker's own failure outside the job (a bug in the engine).
        traceback = str(fault.extra.get("traceback") or "")
        return RpcError(
            ErrorCode.INTERNAL_ERROR, f"internal error: {fault.message}", {"traceback": traceback}
        )

    def stats(self) -> dict[str, Any]:
        """For diagnostics: the spare's pid (or null) and the running workers' pids."""
        with self._lock:
            spare = self._spare.pid if self._spare is not None and self._spare.alive else None
            return {
                "spare": spare,
                "running": sorted(p.pid for p in self._running),
                "preload": list(self._preload),
            }

    def close(self) -> None:
        """Kill every worker (the engine is exiting); later jobs are refused."""
        with self._lock:
            self._closed = True
            procs = list(self._running) + ([self._spare] if self._spare is not None else [])
            self._spare = None
        for proc in procs:
            proc.kill()


# The engine process's runner; the server closes it on exit (it leaves with os._exit),
# a library user's process at interpreter exit.
RUNNER = JobRunner()
atexit.register(RUNNER.close)
