"""The job worker process: `python -m kernel_studio.server.job_worker`. Imports torch, the export
pipeline and Inductor, says it is ready, imports what the engine asks it to preload (the
model file's installed packages, server/preload.py), then serves exactly one `export` or
`inspect` job (protocol: server/jobs.py) and exits. The export writes the project folder
itself; only the result goes back over the pipe."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
import time
from collections.abc import Iterator
from typing import Any

from kernel_studio.workers import Channel, Inbox, claim_protocol_stdout, exit_now, serve

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
# Set by the engine for the idle worker it keeps started (server/jobs.py), not for a worker
# started when a job comes: that one goes straight to the job.
SPARE_ENV = "KS_JOB_SPARE"


class JobContext:
    """What a job gets from its worker: progress reports and the commit handshake."""

    def __init__(self, channel: Channel, inbox: Inbox) -> None:
        self._channel = channel
        self._inbox = inbox

    def progress(self, stage: str, message: str, fraction: float | None = None) -> None:
        self._channel.send(
            {"event": "progress", "stage": stage, "message": message, "fraction": fraction}
        )

    @contextlib.contextmanager
    def commit(self, out_dir: str) -> Iterator[None]:
        """Around the write of the project folder: ask the engine, wait for its go (until
        then the engine may still kill this process), and finish the write even if the
        engine goes away meanwhile."""
        self._channel.send({"event": "commit", "out": os.path.abspath(out_dir)})
        answer = self._inbox.get()
        if answer is None or answer.get("op") != "commit":
            exit_now(1)
        with self._inbox.finishing():
            yield


def _preload() -> None:
    """Everything a job imports, ahead of the job."""
    import torch

    import kernel_studio.methods.export  # noqa: F401
    import kernel_studio.methods.import_artifact  # noqa: F401
    import kernel_studio.methods.inspect_model  # noqa: F401
    import kernel_studio.pipeline.api  # noqa: F401
    import kernel_studio.pipeline.describe.describe  # noqa: F401
    import kernel_studio.project.layout  # noqa: F401
    from kernel_studio import inductor

    inductor.preload()
    cuda = torch.cuda.is_available()
    if cuda:
        # CUDA exports compile kernels while lowering: start the compile workers now.
        inductor.warm_compile_pool()
    if os.environ.get(SPARE_ENV) != "1":
        return
    # An idle worker (server/jobs.py) has time for what an export pays once it starts.
    if cuda:
        # The precompile stage's worker with its pool of compile processes.
        from kernel_studio.pipeline.precompile.precompile import prestart_worker

        prestart_worker()
    else:
        # A cpu export's lowering asks which vector ISAs the C++ compiler builds for: a
        # compile per ISA the first time in an Inductor cache folder (20 s on a loaded
        # 2-core machine), read back from there later.
        from kernel_studio.pipeline.lower.lower import VECTOR_BITS

        inductor.cpu_vector_isa_available(VECTOR_BITS)


class PreloadingInbox:
    """The worker's requests as `serve` reads them, with `{"op": "preload", "modules"}`
    handled on the way (server/preload.py): the engine sends it to an idle worker, any
    number of times, before its one job; it answers with an event, not a reply."""

    def __init__(self, inbox: Inbox, channel: Channel) -> None:
        self._inbox = inbox
        self._channel = channel

    def get(self) -> dict[str, Any] | None:
        while True:
            request = self._inbox.get()
            if request is None or request.get("op") != "preload":
                return request
            from kernel_studio.server.preload import preload_modules

            modules = request.get("modules")
            done = preload_modules(modules if isinstance(modules, list) else [])
            self._channel.send({"event": "preloaded", **done})


def _error_reply(exc: BaseException) -> dict[str, Any] | None:
    from kernel_studio.server.protocol import RpcError, internal_error

    error = exc if isinstance(exc, RpcError) else internal_error(exc)
    return {"kind": "rpc", **error.to_json()}


def main() -> None:
    channel = Channel(claim_protocol_stdout())
    logging.basicConfig(stream=sys.stderr, level=logging.INFO, format=LOG_FORMAT)
    started = time.perf_counter()
    _preload()
    inbox = Inbox()
    context = JobContext(channel, inbox)

    def run(job: Any) -> Any:
        def op(request: dict[str, Any]) -> Any:
            path = request.get("sysPath")
            if isinstance(path, list):
                # The engine's module search path: `callable` references resolve the same.
                sys.path[:] = [str(p) for p in path]
            params = request.get("params")
            return job(params if isinstance(params, dict) else {}, context)

        return op

    from kernel_studio.methods.compiler_settings import run_compiler_settings
    from kernel_studio.methods.edit_decompositions import run_edit_decompositions
    from kernel_studio.methods.export import run_export
    from kernel_studio.methods.import_artifact import run_import_artifact
    from kernel_studio.methods.inspect_model import run_inspect

    ops = {
        "export": run(run_export),
        "importArtifact": run(run_import_artifact),
        "inspect": run(run_inspect),
        "compilerSettings": run(run_compiler_settings),
        "editDecompositions": run(run_edit_decompositions),
    }
    seconds = time.perf_counter() - started
    channel.send({"event": "ready", "pid": os.getpid(), "seconds": seconds})
    serve(channel, PreloadingInbox(inbox, channel), ops, _error_reply, max_requests=1)
    # One job per process: nothing of it may reach the next.
    exit_now(0)


if __name__ == "__main__":
    main()
