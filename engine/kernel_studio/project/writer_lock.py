"""One writer per project (docs/project-format.md, "The IDE's state"): every command that
writes a project folder (an export into it, regenerate, merge, revert, verify and profile,
which write their reports) holds DIR/.kernel-studio/writer.lock for as long as it runs. The
app (core/project/ProjectWriteLock.cpp) and the engine take the same lock the same way:

- `writer.lock` is held with an exclusive advisory `flock`, which the kernel drops when its
  holder dies, so a lock is never left behind by a killed process;
- `writer.json` names the holder (`pid`, `host`, `command`, `since`: ISO time), written
  atomically once the flock is taken and removed on release. A `writer.json` found by a
  process that just took the flock was left by a holder that died (a dead pid on this
  host): it is taken over, and `notice` says whose it was.

A second writer refuses at once (ProjectBusy) naming the holder. The engine writes on behalf
of the app that started it: a lock held by the process named by KS_LOCK_OWNER_PID (the app
sets it when it starts the engine), or by the engine's parent, lets the engine write."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import sys
import time
from collections.abc import Iterator
from datetime import datetime
from typing import IO, Any

from kernel_studio.project.commit import STATE_DIR
from kernel_studio.project.project_file import write_atomic

if sys.platform == "win32":
    fcntl = None
else:
    import fcntl

LOCK_NAME = "writer.lock"
HOLDER_NAME = "writer.json"
OWNER_ENV = "KS_LOCK_OWNER_PID"


class ProjectBusy(Exception):
    """Another command is writing the project; `message` names it."""

    def __init__(self, project: str, holder: dict[str, Any] | None) -> None:
        self.project = project
        self.holder = holder or {}
        super().__init__(busy_message(project, self.holder))

    @property
    def message(self) -> str:
        return str(self)


def _since(holder: dict[str, Any]) -> str:
    since = holder.get("since")
    try:
        return datetime.fromisoformat(str(since)).strftime("%H:%M:%S")
    except ValueError:
        return "?"


def describe(holder: dict[str, Any]) -> str:
    """ "`kernel-studio regenerate` (pid 1234, since 10:02:11)"."""
    host = holder.get("host")
    on = f" on {host}" if host and host != socket.gethostname() else ""
    return (
        f"`{holder.get('command') or 'another command'}` (pid {holder.get('pid', '?')}{on}, "
        f"since {_since(holder)})"
    )


def busy_message(project: str, holder: dict[str, Any]) -> str:
    return f"project {project} is being written by {describe(holder)}"


def read_holder(project: str) -> dict[str, Any] | None:
    try:
        with open(os.path.join(project, STATE_DIR, HOLDER_NAME), encoding="utf-8") as f:
            holder = json.load(f)
    except (OSError, ValueError):
        return None
    return holder if isinstance(holder, dict) else None


def _pid_alive(pid: Any) -> bool:
    if not isinstance(pid, int) or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _owners() -> set[int]:
    """The processes this one writes for: KS_LOCK_OWNER_PID and the parent."""
    owners = {os.getppid()}
    with contextlib.suppress(ValueError):
        owners.add(int(os.environ.get(OWNER_ENV, "")))
    return owners


def default_command() -> str:
    return "python " + " ".join(os.path.basename(a) for a in sys.argv[:1])


class WriterLock:
    """The writer lock of `project`, taken on construction (raises ProjectBusy) and released
    by `release` or at the end of a `with`. `notice`: a sentence when a dead holder's lock
    was taken over; `held_for_owner`: the app that started this engine holds it."""

    def __init__(self, project: str, command: str) -> None:
        self.project = os.path.abspath(project)
        self.notice: str | None = None
        self.held_for_owner = False
        self._file: IO[bytes] | None = None
        state = os.path.join(self.project, STATE_DIR)
        os.makedirs(state, exist_ok=True)
        f = open(os.path.join(state, LOCK_NAME), "ab")  # noqa: SIM115 - held until release
        if fcntl is not None:
            try:
                fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                f.close()
                holder = self._holder_of_held_lock()
                if holder is not None and holder.get("host") == socket.gethostname():
                    if holder.get("pid") in _owners():
                        self.held_for_owner = True
                        return
                raise ProjectBusy(self.project, holder) from None
        self._file = f
        stale = read_holder(self.project)
        if stale is not None and stale.get("pid") != os.getpid():
            gone = (
                "which ended without releasing it"
                if stale.get("host") != socket.gethostname() or not _pid_alive(stale.get("pid"))
                else "which no longer holds it"
            )
            self.notice = f"took over the lock of {self.project} from {describe(stale)}, {gone}"
        holder = {
            "pid": os.getpid(),
            "host": socket.gethostname(),
            "command": command,
            "since": datetime.now().astimezone().isoformat(timespec="seconds"),
        }
        write_atomic(os.path.join(state, HOLDER_NAME), json.dumps(holder).encode() + b"\n")

    def _holder_of_held_lock(self) -> dict[str, Any] | None:
        # The holder writes writer.json just after it takes the flock: wait a moment for it.
        for _ in range(20):
            holder = read_holder(self.project)
            if holder is not None:
                return holder
            time.sleep(0.05)
        return None

    def release(self) -> None:
        if self._file is None:
            return
        with contextlib.suppress(FileNotFoundError):
            os.unlink(os.path.join(self.project, STATE_DIR, HOLDER_NAME))
        self._file.close()  # closing drops the flock
        self._file = None

    def __enter__(self) -> WriterLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


@contextlib.contextmanager
def writing(project: str, command: str, log: Any = None) -> Iterator[WriterLock | None]:
    """Holds the writer lock of `project` while the body runs, when `project` is a project
    folder (an export into a new folder has nothing to lock yet: its commit is one rename).
    `log(sentence)` hears of a lock taken over."""
    if not os.path.isdir(os.path.join(project, STATE_DIR)) and not os.path.isfile(
        os.path.join(project, "kernel-studio.toml")
    ):
        yield None
        return
    with WriterLock(project, command) as lock:
        if lock.notice and log is not None:
            log(lock.notice)
        yield lock


@contextlib.contextmanager
def engine_writing(project: str, ctx: Any) -> Iterator[None]:
    """`writing` for a request of the engine (ctx: its RequestContext): a busy project fails
    the request with category `busy` naming the holder; a lock taken over is logged and
    reported as progress."""
    import logging

    from kernel_studio.server.protocol import method_failed

    def log(sentence: str) -> None:
        logging.getLogger("kernel_studio.project").warning("%s", sentence)
        ctx.progress("lock", sentence)

    try:
        manager = writing(project, f"kernel-studio engine: {ctx.method}", log)
        manager.__enter__()
    except ProjectBusy as exc:
        raise method_failed(
            exc.message,
            "busy",
            file=exc.project,
            hint="wait until it ends, or end it; a second writer would merge from a stale base",
        ) from None
    except OSError as exc:  # the lock cannot be written: a full disk, a read-only folder
        from kernel_studio.pipeline.errors import write_error

        error = write_error(project, exc)
        raise method_failed(error.message, error.category, hint=error.hint) from exc
    try:
        yield
    finally:
        manager.__exit__(None, None, None)
