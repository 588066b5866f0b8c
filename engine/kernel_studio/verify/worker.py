"""The sandbox process: `python -m kernel_studio.verify.worker`.

Line protocol on the standard streams (one JSON object per line):
- the engine writes a request `{"op": "open"|"load"|"trial"|"locate"|"timing", ...}`;
- the worker answers with any number of events `{"event": "begin"|"end"|"pending",
  "kernel": name}` and then exactly one reply: `{"ok": true, "result": {...}}` or
  `{"ok": false, "error": {"kind", "message", ...}}`.
The protocol uses a private copy of stdout; the user's prints (fd 1) go to stderr, which
the engine keeps as the sandbox's log. `TRITON_INTERPRET` and `CUDA_LAUNCH_BLOCKING`
come from the engine in the environment, before torch or triton is imported."""

from __future__ import annotations

import json
import os
import sys
import threading
import traceback
from typing import Any


class Channel:
    """The protocol's output: one JSON line per message, under a lock (the watchdog
    thread writes too)."""

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.lock = threading.Lock()

    def send(self, message: dict[str, Any]) -> None:
        line = json.dumps(message, allow_nan=False, default=str) + "\n"
        with self.lock:
            self.stream.write(line)
            self.stream.flush()


def _clean(value: Any) -> Any:
    """JSON has no NaN/Infinity: such numbers become strings."""
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            return str(value)
        return value
    if isinstance(value, dict):
        return {str(k): _clean(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    return value


def main() -> int:
    protocol = os.fdopen(os.dup(1), "w", encoding="utf-8", buffering=1)
    os.dup2(2, 1)  # anything the user's code prints goes to the log, not the protocol
    sys.stdout = sys.stderr
    channel = Channel(protocol)
    from kernel_studio.verify.modules import ModuleLoadError
    from kernel_studio.verify.session import OpError, Session

    session = Session(channel.send)
    ops = {
        "open": session.open,
        "load": session.load,
        "trial": session.trial,
        "locate": session.locate,
        "timing": session.timing,
    }
    channel.send({"event": "ready", "pid": os.getpid()})
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            handler = ops[request["op"]]
            reply = {"ok": True, "result": _clean(handler(request))}
        except OpError as exc:
            reply = {
                "ok": False,
                "error": _clean({"kind": exc.kind, "message": exc.message, **exc.extra}),
            }
        except ModuleLoadError as exc:
            reply = {
                "ok": False,
                "error": {"kind": "load", "message": exc.message, "line": exc.line},
            }
        except Exception as exc:  # noqa: BLE001 - reported to the engine, which decides
            reply = {
                "ok": False,
                "error": {
                    "kind": "internal",
                    "message": f"{type(exc).__name__}: {exc}",
                    "traceback": traceback.format_exc()[-4000:],
                },
            }
        channel.send(reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
