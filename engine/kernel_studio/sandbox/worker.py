"""The sandbox process: `python -m kernel_studio.sandbox.worker`.

Line protocol on the standard streams (one JSON object per line):
- the engine writes a request `{"op": "open"|"load"|"trial"|"locate"|"timing"|"profile"|
  "peaks", ...}` (profile and peaks: kernel_studio/profile);
- the worker answers with any number of events (`{"event": "begin"|"end"|"pending",
  "kernel": name}` around launches, `{"event": "stage", "trial", "stage", "rssBytes",
  "deviceBytes"}` as a trial moves on, `{"event": "memory", "rssBytes", "deviceBytes"}`
  when its memory moved) and then exactly one reply: `{"ok": true, "result": {...}}` or
  `{"ok": false, "error": {"kind", "message", ...}}`.
The machinery (private stdout, log, exit when the engine goes away) is
kernel_studio.workers. `TRITON_INTERPRET` and `CUDA_LAUNCH_BLOCKING`
come from the engine in the environment, before torch or triton is imported."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import Any

from kernel_studio.workers import Channel, Inbox, claim_protocol_stdout, serve


def main() -> int:
    channel = Channel(claim_protocol_stdout())
    from kernel_studio.profile.measure import profile_loaded
    from kernel_studio.profile.peaks import peaks_op
    from kernel_studio.sandbox.modules import ModuleLoadError
    from kernel_studio.sandbox.session import OpError, Session
    from kernel_studio.verify.gradients import locate_gradients_op
    from kernel_studio.verify.locate import locate_op
    from kernel_studio.verify.replay_training import replay_step_op, replay_training_op
    from kernel_studio.verify.timing import timing_op
    from kernel_studio.verify.trial import run_trial

    session = Session(channel.send)

    def reporting(op: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], Any]:
        """The op with memory reports on while it runs (the last one tells the engine how
        big the sandbox was if the kernel kills it)."""

        def run(request: dict[str, Any]) -> Any:
            session.start_reporting()
            try:
                return op(request)
            finally:
                session.stop_reporting()

        return run

    ops = {
        "open": reporting(session.open),
        "load": session.load,
        # verify's operations (kernel_studio/verify) and profiling's (kernel_studio/profile)
        "trial": reporting(lambda req: run_trial(session, req)),
        "locate": reporting(lambda req: locate_op(session, req)),
        "locateGradients": reporting(lambda req: locate_gradients_op(session, req)),
        "replayTraining": reporting(lambda req: replay_training_op(session, req)),
        "replayStep": reporting(lambda req: replay_step_op(session, req)),
        "timing": reporting(lambda req: timing_op(session, req)),
        "profile": reporting(lambda req: profile_loaded(session, req)),
        "peaks": reporting(lambda req: peaks_op(session, req)),
    }

    def error_reply(exc: BaseException) -> dict[str, Any] | None:
        if isinstance(exc, OpError):
            return {"kind": exc.kind, "message": exc.message, **exc.extra}
        if isinstance(exc, ModuleLoadError):
            return exc.to_json()
        return None

    inbox = Inbox()
    channel.send({"event": "ready", "pid": os.getpid()})
    serve(channel, inbox, ops, error_reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
