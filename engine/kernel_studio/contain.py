"""Starts a worker process the engine cannot be signalled from (docs/security.md, "What is
contained"). Model code runs in workers with the user's rights, and Linux lets a process
signal every process of the same user: `os.kill(os.getppid(), 9)`, or the engine's pid read
from /proc, would end the engine. So a worker runs in a PID namespace of its own, made in a
user namespace of its own (no privilege needed where the kernel allows unprivileged user
namespaces, as Debian and Ubuntu do):

    engine ── launcher (this module, the engine's child; its session, killed with it)
                 └─ init (pid 1 of the new namespace: reaps, passes the exit status on)
                      └─ worker (pid 2: `python -m MODULE`, the user's code)

No process outside the namespace has a pid inside it: the worker's parent pid is 0, and a
pid read from /proc names nothing (or a process of its own namespace). Signals the worker
sends stay inside; init ignores the ones it does not handle, as any namespace's init does. The
user id is mapped to itself, so files and devices are the user's as before; the worker keeps
no capability after its exec. The engine's kill of the launcher's process group still
reaches init and the worker, and init's end ends everything left in the namespace.

Where user namespaces are refused (a container's seccomp profile, a kernel setting), the
worker runs as before, in its own session only; `available()` says which (the engine logs it
once). `KS_WORKER_NAMESPACES=0` turns it off."""

from __future__ import annotations

import ctypes
import os
import signal
import sys

ENV = "KS_WORKER_NAMESPACES"
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
PR_SET_PDEATHSIG = 1
# What `probe` prints when the namespaces were made.
PROBE_OK = "contained"

_available: bool | None = None


def command(argv: list[str]) -> list[str]:
    """The command that runs `argv` (a python command) contained, or `argv` when turned off."""
    if os.environ.get(ENV) == "0":
        return argv
    return [sys.executable, "-m", "kernel_studio.contain", "--", *argv]


def available() -> bool:
    """Whether workers get their namespaces on this machine (tried once, in a child)."""
    global _available
    if _available is None:
        import subprocess

        try:
            out = subprocess.run(
                [sys.executable, "-m", "kernel_studio.contain", "--probe"],
                capture_output=True,
                text=True,
                timeout=30,
                env={**os.environ, "PYTHONPATH": _engine_path()},
            ).stdout
        except (OSError, subprocess.SubprocessError):
            out = ""
        _available = out.strip() == PROBE_OK
    return _available


def _engine_path() -> str:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def _write(path: str, text: str) -> None:
    with open(path, "w") as f:
        f.write(text)


def _enter_namespaces() -> bool:
    """unshare(user + pid) with this user's ids mapped to themselves; False when refused."""
    uid, gid = os.getuid(), os.getgid()
    if _libc().unshare(CLONE_NEWUSER | CLONE_NEWPID) != 0:
        return False
    try:
        _write("/proc/self/uid_map", f"{uid} {uid} 1\n")
        _write("/proc/self/setgroups", "deny\n")
        _write("/proc/self/gid_map", f"{gid} {gid} 1\n")
    except OSError:
        return False
    return True


def _die_with_parent() -> None:
    _libc().prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)


def _status_code(status: int) -> int:
    """A wait status as an exit code: the worker's, or 128 + its signal."""
    if os.WIFSIGNALED(status):
        return 128 + os.WTERMSIG(status)
    return os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1


def _init(argv: list[str]) -> None:
    """pid 1 of the namespace: starts the worker, reaps every orphan, exits as it did."""
    _die_with_parent()
    worker = os.fork()
    if worker == 0:
        _die_with_parent()
        os.execv(argv[0], argv)
    for fd in (0, 1, 2):  # the worker's pipes are the worker's: EOF when it ends
        os.dup2(os.open(os.devnull, os.O_RDWR), fd)
    while True:
        pid, status = os.wait()
        if pid == worker:
            os._exit(_status_code(status))


def main(args: list[str]) -> None:
    if args == ["--probe"]:
        if _enter_namespaces():
            child = os.fork()
            if child == 0:
                os._exit(0 if os.getpid() == 1 else 1)
            _, status = os.waitpid(child, 0)
            print(PROBE_OK if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else "no")
        else:
            print("no")
        return
    argv = args[1:] if args[:1] == ["--"] else args
    if not argv:
        sys.exit("usage: python -m kernel_studio.contain -- PYTHON -m MODULE ...")
    if not _enter_namespaces():
        os.execv(argv[0], argv)  # as before: its own session only
    init = os.fork()
    if init == 0:
        _init(argv)
    for fd in (0, 1, 2):
        os.dup2(os.open(os.devnull, os.O_RDWR), fd)
    # A signal the engine sends the launcher alone (not its group) goes on to the namespace.
    for forwarded in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(forwarded, lambda _s, _f: os.kill(init, signal.SIGKILL))
    _, status = os.waitpid(init, 0)
    code = _status_code(status)
    if code > 128:  # the worker ended by a signal: so does the launcher, for the engine to see
        sig = code - 128
        if sig not in (signal.SIGKILL, signal.SIGSTOP):
            signal.signal(sig, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [sig])
        os.kill(os.getpid(), sig)
    os._exit(code)


if __name__ == "__main__":
    main(sys.argv[1:])
