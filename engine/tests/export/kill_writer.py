"""Kills real exports while they write their project folder (run by test_export_kill.py as
`python kill_writer.py WORKDIR RANDOM_KILLS SEED`; prints one JSON summary line).

It exports the rms_norm example on cpu (generation 1), edits the project as a user would,
then runs the second export's pipeline and keeps the arguments of its write. Each trial
restores the project, forks, and the child writes the second generation and is killed
with SIGKILL: at each file system step in turn (every rename, link, unlink, mkdir, open
for writing, fsync... of the write), and at random moments. After each kill the project is
opened the way every reader opens it (completing a committed write) and must be exactly
the old project or exactly the new one; a further export must then succeed. The same is
done for the first export into a new folder (old state: no folder)."""

from __future__ import annotations

import builtins
import hashlib
import json
import os
import random
import shutil
import signal
import sys
import time

ENGINE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXAMPLE = os.path.join(os.path.dirname(ENGINE), "resources", "examples", "rms_norm", "model.py")
sys.path.insert(0, ENGINE)

from kernel_studio.methods.export import export_model_file  # noqa: E402
from kernel_studio.project import generations  # noqa: E402
from kernel_studio.project import layout as project_module  # noqa: E402
from kernel_studio.sandbox.project import read_project_files  # noqa: E402

LOCK = os.path.join(".kernel-studio", "lock")
REAL_OPEN = builtins.open


def snapshot(root: str) -> dict[str, str] | None:
    """Every file under `root` (the lock file aside) -> sha256; None when `root` is absent."""
    if not os.path.isdir(root):
        return None
    out = {}
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if rel != LOCK:
                with REAL_OPEN(path, "rb") as f:
                    out[rel] = hashlib.sha256(f.read()).hexdigest()
    return out


def arm(kill_at: int) -> list[int]:
    """Count this process's file system steps; SIGKILL it just before step `kill_at`."""
    count = [0]

    def step() -> None:
        count[0] += 1
        if count[0] == kill_at:
            os.kill(os.getpid(), signal.SIGKILL)

    def wrap(fn):
        def inner(*args, **kwargs):
            step()
            return fn(*args, **kwargs)

        return inner

    for name in ("rename", "replace", "link", "unlink", "rmdir", "mkdir", "fsync", "chmod", "open"):
        setattr(os, name, wrap(getattr(os, name)))

    def opener(file, mode="r", *args, **kwargs):
        if any(c in mode for c in "wax+"):
            step()
        return REAL_OPEN(file, mode, *args, **kwargs)

    builtins.open = opener
    return count


def run_write(args, kwargs, kill_at: int, count_file: str | None) -> None:
    """In a forked child: the export's write, killed at step `kill_at` (0: never)."""
    count = arm(kill_at)
    try:
        project_module.write_project(*args, **kwargs)
    except BaseException as exc:  # noqa: BLE001 - reported through the exit status
        sys.stderr.write(f"write failed: {exc!r}\n")
        os._exit(3)
    if count_file:
        with REAL_OPEN(count_file, "w") as f:
            f.write(str(count[0]))
    os._exit(0)


def fork_write(args, kwargs, kill_at: int = 0, count_file: str | None = None, delay=None):
    pid = os.fork()
    if pid == 0:
        run_write(args, kwargs, kill_at, count_file)
    if delay is not None:
        time.sleep(delay)
        os.kill(pid, signal.SIGKILL)
    _, status = os.waitpid(pid, 0)
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 3:
        raise RuntimeError("the write failed without being killed")
    return os.WIFSIGNALED(status)


def main() -> None:
    work, random_kills, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    # A fixed clock: the new state is then the same bytes on every run.
    generations.utc_now = lambda: "2026-01-02T03:04:05Z"
    model = os.path.join(work, "rms_norm.py")
    shutil.copy(EXAMPLE, model)
    root = os.path.join(work, "p")
    export_model_file(model, root, device="cpu")
    # The user's own: an edited working copy, a comment in [verify], a table of theirs.
    with open(os.path.join(root, "rms_norm.py"), "a") as f:
        f.write("# my edits\n")
    toml = os.path.join(root, "kernel-studio.toml")
    with open(toml) as f:
        text = f.read().replace("[verify]\n", "[verify]\n# mine\n") + '\n[team]\nowner = "me"\n'
    with open(toml, "w") as f:
        f.write(text)
    with open(model, "a") as f:
        f.write("# the model changed\n")

    # The second export: its real pipeline, stopped where it would write.
    captured = {}

    def capture(*args, **kwargs):
        captured["call"] = (args, kwargs)
        raise KeyboardInterrupt  # not an ExportError: nothing catches it on the way out

    project_module.write_project, real_write = capture, project_module.write_project
    try:
        export_model_file(model, root, device="cpu")
    except KeyboardInterrupt:
        pass
    project_module.write_project = real_write
    args, kwargs = captured["call"]

    pristine = os.path.join(work, "old")
    shutil.copytree(root, pristine)
    old = snapshot(root)

    def restore(folder: str, source: str | None) -> None:
        shutil.rmtree(folder, ignore_errors=True)
        for name in os.listdir(work):
            if name.startswith(".ks-export-"):
                shutil.rmtree(os.path.join(work, name))
        if source:
            shutil.copytree(source, folder)

    def trial(source: str | None, before, new, kind: str, at: float) -> str:
        """One kill; "old" or "new" when the project is one of them, else what is wrong."""
        restore(root, source)
        step, delay = (int(at), None) if kind == "step" else (0, at)
        fork_write(args, kwargs, kill_at=step, delay=delay)
        if os.path.isdir(root):
            read_project_files(root)  # opening completes a committed write
        state = snapshot(root)
        outcome = "old" if state == before else "new" if state == new else None
        if outcome is None:
            changed = sorted(set((state or {}).items()) ^ set((before or {}).items()))
            return f"neither old nor new: {[rel for rel, _ in changed][:6]}"
        if outcome == "old":  # the project still takes the export
            fork_write(args, kwargs)
            if snapshot(root) != new:
                return "a later export does not give the new state"
        leftovers = [n for n in os.listdir(work) if n.startswith(".ks-export-")]
        return f"staging left in {work}: {leftovers}" if leftovers else outcome

    def run_case(name: str, source: str | None) -> dict:
        """All kill points of one write: from `source` (None: into a new folder)."""
        restore(root, source)
        before = snapshot(root)
        count_file = os.path.join(work, "count.txt")
        started = time.perf_counter()
        fork_write(args, kwargs, count_file=count_file)
        seconds = time.perf_counter() - started
        new = snapshot(root)
        with open(count_file) as f:
            steps = int(f.read())
        seen = {"old": 0, "new": 0}
        failures = []
        plans = [("step", k) for k in range(1, steps + 1)]
        plans += [("time", rng.uniform(0, seconds * 1.3)) for _ in range(random_kills)]
        for kind, at in plans:
            try:
                outcome = trial(source, before, new, kind, at)
            except Exception as exc:  # noqa: BLE001 - every way a trial goes wrong is reported
                outcome = f"{type(exc).__name__}: {exc}"
            if outcome in seen:
                seen[outcome] += 1
            else:
                failures.append({"case": name, "kill": kind, "at": at, "problem": outcome})
        return {"steps": steps, "seconds": seconds, "seen": seen, "failures": failures}

    report = {"update": run_case("update", pristine), "new": run_case("new", None)}
    report["old_files"] = len(old or {})
    print(json.dumps(report))


if __name__ == "__main__":
    main()
