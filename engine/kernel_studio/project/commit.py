"""Writing a project folder all or nothing (docs/project-format.md, "Writing rules").

A new project is built in a staging folder beside DIR and renamed into place: one atomic
step. An existing project changes in several places (generated/, a new generations/NNNN/,
kernel-studio.toml, the working copy's weights), so its export is a small journal: the
new files and a plan are staged in DIR/.kernel-studio/staging-XXXX, the staging folder is
renamed to DIR/.kernel-studio/commit (the commit point), then the plan is carried out step
by step; every step can be repeated. A process killed before the commit point leaves the
old project (the staging folder is garbage), one killed after it leaves a commit that the
next reader or writer of the project completes (`recover`) before it looks at anything.
An exclusive lock on DIR/.kernel-studio/lock keeps two writers apart."""

from __future__ import annotations

import glob
import json
import os
import re
import shutil
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

from kernel_studio.project.project_file import fsync_dir

STATE_DIR = ".kernel-studio"
LOCK_FILE = "lock"
COMMIT_DIR = "commit"
PLAN_FILE = "plan.json"
STAGING_PREFIX = "staging-"
TRASH_PREFIX = "trash-"
NEW_PREFIX = ".ks-export-"

if sys.platform == "win32":  # no advisory locks; one writer at a time is up to the user
    fcntl = None
else:
    import fcntl


class ProjectLock:
    """An exclusive lock on a project folder (flock on .kernel-studio/lock), released when
    the process dies. `wait=False` takes it only if it is free (`acquired` says)."""

    def __init__(self, root: str, *, wait: bool) -> None:
        state = os.path.join(root, STATE_DIR)
        os.makedirs(state, exist_ok=True)
        self._file: IO[bytes] | None = open(os.path.join(state, LOCK_FILE), "ab")
        self.acquired = True
        if fcntl is not None:
            try:
                fcntl.flock(self._file, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
            except BlockingIOError:
                self.acquired = False
                self.release()

    def release(self) -> None:
        if self._file is not None:
            self._file.close()  # closing drops the lock
            self._file = None

    def __enter__(self) -> ProjectLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def _fsync_tree(folder: str) -> None:
    for path, _, _ in os.walk(folder):
        fsync_dir(path)


def _move_aside(path: str, trash: str) -> None:
    """Rename `path` into the folder `trash` under a fresh name."""
    os.makedirs(trash, exist_ok=True)
    os.rename(path, os.path.join(tempfile.mkdtemp(dir=trash), "x"))


def _apply(root: str, commit: str) -> None:
    """Carry out the plan of the committed export in `commit`; each step notices whether it
    is already done, so a run cut short can simply run again."""
    with open(os.path.join(commit, PLAN_FILE), encoding="utf-8") as f:
        plan = json.load(f)
    files, old = os.path.join(commit, "files"), os.path.join(commit, "old")
    for op, rel in plan:
        src, dst = os.path.join(files, rel), os.path.join(root, rel)
        if not os.path.lexists(src):
            continue  # done before
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        if op == "folder":  # replaces (or adds) a whole folder: the old one goes aside first
            if os.path.lexists(dst):
                _move_aside(dst, old)
            os.rename(src, dst)
        elif op == "file":
            os.replace(src, dst)
        elif op == "create":  # only where the user has no file: a link never overwrites
            try:
                os.link(src, dst)
            except FileExistsError:
                pass
            except OSError:  # no hard links on this file system
                if not os.path.lexists(dst):
                    os.rename(src, dst)
                    continue
            os.unlink(src)
        else:
            raise ValueError(f"{commit}: unknown step {op!r}")
        fsync_dir(os.path.dirname(dst))
    # Done: the journal goes in one rename, then its remains are deleted.
    trash = tempfile.mkdtemp(prefix=TRASH_PREFIX, dir=os.path.dirname(commit))
    os.rename(commit, os.path.join(trash, COMMIT_DIR))
    fsync_dir(os.path.dirname(commit))
    shutil.rmtree(trash, ignore_errors=True)


def _recover_locked(root: str) -> None:
    state = os.path.join(root, STATE_DIR)
    commit = os.path.join(state, COMMIT_DIR)
    if os.path.isdir(commit):
        _apply(root, commit)
    for leftover in glob.glob(os.path.join(glob.escape(state), STAGING_PREFIX + "*")) + glob.glob(
        os.path.join(glob.escape(state), TRASH_PREFIX + "*")
    ):
        shutil.rmtree(leftover, ignore_errors=True)


def needs_recovery(root: str) -> bool:
    state = os.path.join(root, STATE_DIR)
    if not os.path.isdir(state):
        return False
    return any(
        name == COMMIT_DIR or name.startswith((STAGING_PREFIX, TRASH_PREFIX))
        for name in os.listdir(state)
    )


def recover(root: str) -> None:
    """Complete an export of `root` that was committed but cut short (and drop the remains
    of one that was not). Cheap when there is nothing to do; skipped while a writer holds
    the project (it recovers first itself)."""
    if not needs_recovery(root):
        return
    with ProjectLock(root, wait=False) as lock:
        if lock.acquired:
            _recover_locked(root)


class ProjectWrite:
    """The files of one export, staged: `stage(rel)` gives where to write what will become
    `root/rel`. `folder` replaces (or adds) a folder, `file` replaces a file, `create`
    writes a file only if the project has none there."""

    def __init__(self, root: str, staging: str, new: bool) -> None:
        self.root = root
        self.staging = staging
        self.new = new
        self.plan: list[tuple[str, str]] = []

    def _path(self, rel: str, op: str) -> str:
        base = self.staging if self.new else os.path.join(self.staging, "files")
        path = os.path.join(base, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if not self.new:
            self.plan.append((op, rel))
        return path

    def folder(self, rel: str) -> str:
        path = self._path(rel, "folder")
        os.makedirs(path, exist_ok=True)
        return path

    def file(self, rel: str) -> str:
        return self._path(rel, "file")

    def create(self, rel: str) -> str:
        return self._path(rel, "create")

    def _commit(self) -> None:
        if self.new:
            _fsync_tree(self.staging)
            # Over a missing or empty DIR: one rename makes the whole project appear.
            os.rename(self.staging, self.root)
            fsync_dir(os.path.dirname(self.root))
            return
        with open(os.path.join(self.staging, PLAN_FILE), "w", encoding="utf-8") as f:
            json.dump(self.plan, f)
            f.flush()
            os.fsync(f.fileno())
        _fsync_tree(self.staging)
        commit = os.path.join(self.root, STATE_DIR, COMMIT_DIR)
        os.rename(self.staging, commit)  # the commit point
        fsync_dir(os.path.dirname(commit))
        _apply(self.root, commit)


def _writer_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's live process
        return True
    return True


def _clean_stale_new(parent: str, base: str) -> None:
    """Staging folders of new-project exports into `parent/base` whose writer died: its
    lock is free, or it died before taking it (the folder is named after its process)."""
    prefix = f"{NEW_PREFIX}{base}-"
    for stale in glob.glob(os.path.join(glob.escape(parent), glob.escape(prefix) + "*")):
        # `<pid>-<mkdtemp's suffix>`; anything else is another project's (`base-2`).
        ours = re.fullmatch(r"(\d+)-\w+", os.path.basename(stale)[len(prefix) :])
        if not ours:
            continue
        if os.path.isfile(os.path.join(stale, STATE_DIR, LOCK_FILE)):
            with ProjectLock(stale, wait=False) as lock:
                if lock.acquired:
                    shutil.rmtree(stale, ignore_errors=True)
        elif not _writer_alive(int(ours.group(1))):
            shutil.rmtree(stale, ignore_errors=True)


@contextmanager
def project_write(root: str) -> Iterator[ProjectWrite]:
    """Stage the files of an export of the project folder `root` (missing, empty, or a
    project); they replace the project's when the block ends normally, and are dropped
    when it raises. Holds the project's lock throughout."""
    root = os.path.abspath(root)
    parent, base = os.path.split(root)
    new = not (os.path.isdir(root) and os.listdir(root))
    if new:
        os.makedirs(parent, exist_ok=True)
        _clean_stale_new(parent, base)
        staging = tempfile.mkdtemp(prefix=f"{NEW_PREFIX}{base}-{os.getpid()}-", dir=parent)
        os.chmod(staging, 0o777 & ~_umask())
        lock = ProjectLock(staging, wait=True)
    else:
        lock = ProjectLock(root, wait=True)
        _recover_locked(root)
        staging = tempfile.mkdtemp(prefix=STAGING_PREFIX, dir=os.path.join(root, STATE_DIR))
    try:
        write = ProjectWrite(root, staging, new)
        try:
            yield write
            write._commit()
        except BaseException:
            # Before the commit point the staging folder is all there is to undo; after
            # it, the journal stays for `recover` to complete.
            if os.path.isdir(staging):
                shutil.rmtree(staging, ignore_errors=True)
            raise
    finally:
        lock.release()


def _umask() -> int:
    # Read without changing it: /proc has it on Linux; elsewhere the common default.
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except OSError:
        pass
    return 0o022
