"""One writer per project (kernel_studio/project/writer_lock.py): a second writer refuses at
once naming the holder, a dead holder's lock is taken over with a notice, and the engine may
write for the app that started it."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import textwrap

import pytest

from kernel_studio.project.writer_lock import (
    HOLDER_NAME,
    OWNER_ENV,
    ProjectBusy,
    WriterLock,
    writing,
)

ENGINE_TESTS = os.path.dirname(os.path.abspath(__file__))
HOLD = textwrap.dedent(
    """
    import sys, time
    from kernel_studio.project.writer_lock import WriterLock
    lock = WriterLock(sys.argv[1], "kernel-studio regenerate")
    print("held", flush=True)
    time.sleep(60)
    """
)


def _holder(project: str) -> subprocess.Popen[str]:
    engine = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.Popen(
        [sys.executable, "-c", HOLD, project],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": engine},
    )
    assert proc.stdout is not None and proc.stdout.readline() == "held\n"
    return proc


def test_a_second_writer_refuses_naming_the_holder(tmp_path) -> None:
    project = str(tmp_path)
    holder = _holder(project)
    try:
        with pytest.raises(ProjectBusy) as refused:
            WriterLock(project, "kernel-studio engine: export")
        assert str(refused.value).startswith(
            f"project {project} is being written by `kernel-studio regenerate` "
            f"(pid {holder.pid}, since "
        )
    finally:
        holder.kill()
        holder.wait()


def test_a_killed_holders_lock_is_taken_over_with_a_notice(tmp_path) -> None:
    project = str(tmp_path)
    holder = _holder(project)
    holder.send_signal(signal.SIGKILL)
    holder.wait()
    left = os.path.join(project, ".kernel-studio", HOLDER_NAME)
    assert json.load(open(left))["pid"] == holder.pid  # the dead holder's record stays
    with WriterLock(project, "kernel-studio engine: verify") as lock:
        assert lock.notice is not None
        assert f"`kernel-studio regenerate` (pid {holder.pid}, since " in lock.notice
        assert lock.notice.endswith("which ended without releasing it")
        assert json.load(open(left))["command"] == "kernel-studio engine: verify"
    assert not os.path.exists(left)  # released: nothing left to take over


def test_the_engine_writes_for_the_app_that_started_it(tmp_path, monkeypatch) -> None:
    project = str(tmp_path)
    holder = _holder(project)
    try:
        monkeypatch.setenv(OWNER_ENV, str(holder.pid))
        with WriterLock(project, "kernel-studio engine: export") as lock:
            assert lock.held_for_owner
        # Releasing what it did not take leaves the app's lock as it was.
        assert (
            json.load(open(os.path.join(project, ".kernel-studio", HOLDER_NAME)))["pid"]
            == holder.pid
        )
    finally:
        holder.kill()
        holder.wait()


def test_a_new_folder_has_nothing_to_lock(tmp_path) -> None:
    target = str(tmp_path / "new-project")
    with writing(target, "kernel-studio engine: export") as lock:
        assert lock is None
    assert not os.path.exists(target)


def test_the_engine_refuses_to_verify_a_project_another_command_writes(tmp_path) -> None:
    # The real engine over the protocol: verify of a project a regenerate holds fails at
    # once with category `busy`, naming the holder; nothing runs.
    from engine_process import EngineProcess

    source = os.path.join(os.path.dirname(ENGINE_TESTS), "..", "tests", "data", "projects")
    project = str(tmp_path / "rms_norm")
    shutil.copytree(os.path.join(source, "rms_norm"), project)
    holder = _holder(project)
    try:
        with EngineProcess() as engine:
            engine.initialize()
            response, _ = engine.request("verify", {"project": project}, timeout=60)
            error = response["error"]
            assert error["code"] == -32000
            assert error["data"]["category"] == "busy"
            assert error["data"]["file"] == project
            assert error["message"].startswith(
                f"project {project} is being written by `kernel-studio regenerate` "
                f"(pid {holder.pid}, since "
            )
            assert not os.path.exists(os.path.join(project, ".kernel-studio", "verify"))
    finally:
        holder.kill()
        holder.wait()
