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
worker runs as before, in its own session only; `available()` says which, and `report()` why
(the engine logs it once, `initialize` and `environment` answer it, `kernel-studio doctor`
prints it). `KS_WORKER_NAMESPACES=0` turns it off."""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
from typing import Any

ENV = "KS_WORKER_NAMESPACES"
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
PR_SET_PDEATHSIG = 1
# What the probe prints: the namespaces were made (and a contained worker sees the GPU), or
# why not. `no-namespaces` is followed by what unshare said.
PROBE_OK = "contained"
PROBE_NO_GPU = "no-gpu"
PROBE_NO_NAMESPACES = "no-namespaces"

# report()'s reasons (docs/protocol.md, `initialize`).
CONTAINED = "namespaces"
OFF = "off"
NO_NAMESPACES = "no-user-namespaces"
GPU_NOT_VISIBLE = "gpu-not-visible"
PROBE_FAILED = "probe-failed"

_probed: tuple[bool, str, str] | None = None  # (contained, reason, detail)
_lock = threading.Lock()


def command(argv: list[str]) -> list[str]:
    """The command that runs `argv` (a python command) contained, or `argv` when turned off
    or not available here."""
    if os.environ.get(ENV) == "0" or not available():
        return argv
    return [sys.executable, "-m", "kernel_studio.contain", "--", *argv]


def available() -> bool:
    """Whether workers get their namespaces on this machine (tried once, in a child)."""
    return _probe()[0]


def report() -> dict[str, Any]:
    """Whether workers run contained, and if not why: `{"contained", "reason", "message"}`
    (reason: namespaces, off, no-user-namespaces, gpu-not-visible, probe-failed)."""
    if os.environ.get(ENV) == "0":
        return {
            "contained": False,
            "reason": OFF,
            "message": f"workers are not contained ({ENV}=0): model code can signal the engine",
        }
    contained, reason, detail = _probe()
    if contained:
        message = (
            "workers run in user and PID namespaces of their own: model code cannot signal "
            "the engine"
        )
    elif reason == NO_NAMESPACES:
        message = (
            "workers run in a session of their own only, and model code can signal the engine:"
            f" this system refuses unprivileged user namespaces ({detail})"
        )
    elif reason == GPU_NOT_VISIBLE:
        message = (
            "workers run in a session of their own only, and model code can signal the engine:"
            " a worker in a user namespace of its own does not see the CUDA GPU this engine"
            " sees"
        )
    else:
        message = (
            "workers run in a session of their own only, and model code can signal the engine:"
            f" the probe of user namespaces failed ({detail})"
        )
    return {"contained": contained, "reason": reason, "message": message}


def _probe() -> tuple[bool, str, str]:
    """(contained, reason, detail), probed once in a child (the engine's log thread and
    `initialize` may ask at once: the second waits for the first's answer)."""
    global _probed
    with _lock:
        if _probed is None:
            _probed = _run_probe()
        return _probed


def _run_probe() -> tuple[bool, str, str]:
    import subprocess

    # Where this process sees a CUDA GPU, the probe checks that a contained worker sees
    # it too: a GPU's driver may refuse a process in a user namespace of its own (then
    # workers run as before, uncontained, and the engine's log says so).
    probe = "--probe-cuda" if _cuda_visible() else "--probe"
    try:
        done = subprocess.run(
            [sys.executable, "-m", "kernel_studio.contain", probe],
            capture_output=True,
            text=True,
            timeout=60,
            env={**os.environ, "PYTHONPATH": _engine_path()},
        )
    except (OSError, subprocess.SubprocessError) as exc:
        return False, PROBE_FAILED, str(exc)
    out = done.stdout.strip()
    if out == PROBE_OK:
        return True, CONTAINED, ""
    if out == PROBE_NO_GPU:
        return False, GPU_NOT_VISIBLE, ""
    if out.startswith(PROBE_NO_NAMESPACES):
        return False, NO_NAMESPACES, out.removeprefix(PROBE_NO_NAMESPACES).strip(" :")
    lines = (done.stderr.strip() or f"exit status {done.returncode}").splitlines()
    return False, PROBE_FAILED, lines[-1]


def _cuda_visible() -> bool:
    """Whether the CUDA driver sees a GPU (the driver API directly: a fraction of a second,
    where importing torch would take seconds; torch asks the same driver)."""
    try:
        cuda = ctypes.CDLL("libcuda.so.1")
        count = ctypes.c_int(0)
        return (
            cuda.cuInit(0) == 0
            and cuda.cuDeviceGetCount(ctypes.byref(count)) == 0
            and (count.value > 0)
        )
    except OSError:  # no driver: nothing to keep visible
        return False


def _engine_path() -> str:
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)


def _libc() -> ctypes.CDLL:
    return ctypes.CDLL(None, use_errno=True)


def _write(path: str, text: str) -> None:
    with open(path, "w") as f:
        f.write(text)


def _enter_namespaces() -> str | None:
    """unshare(user + pid) with this user's ids mapped to themselves: None, or why not."""
    uid, gid = os.getuid(), os.getgid()
    try:
        unshare = _libc().unshare
    except AttributeError:  # not Linux
        return "no unshare() on this system"
    if unshare(CLONE_NEWUSER | CLONE_NEWPID) != 0:
        return f"unshare: {os.strerror(ctypes.get_errno())}"
    try:
        _write("/proc/self/uid_map", f"{uid} {uid} 1\n")
        _write("/proc/self/setgroups", "deny\n")
        _write("/proc/self/gid_map", f"{gid} {gid} 1\n")
    except OSError as exc:
        return f"the user id map: {exc.strerror}"
    return None


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
    if args in (["--probe"], ["--probe-cuda"]):
        refused = _enter_namespaces()
        if refused is not None:
            print(f"{PROBE_NO_NAMESPACES}: {refused}")
            return
        child = os.fork()
        if child == 0:
            if os.getpid() != 1:
                os._exit(1)
            os._exit(0 if args == ["--probe"] or _cuda_visible() else 2)
        _, status = os.waitpid(child, 0)
        code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1
        print(
            {0: PROBE_OK, 2: PROBE_NO_GPU}.get(
                code, f"{PROBE_NO_NAMESPACES}: no pid 1 in the new PID namespace"
            )
        )
        return
    argv = args[1:] if args[:1] == ["--"] else args
    if not argv:
        sys.exit("usage: python -m kernel_studio.contain -- PYTHON -m MODULE ...")
    if _enter_namespaces() is not None:
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
