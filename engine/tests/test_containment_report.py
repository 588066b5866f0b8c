"""Whether the engine's workers run contained, as the engine reports it (`initialize` and
`environment`'s `containment`, docs/protocol.md; docs/security.md "What is contained"): what
its own probe of this machine finds, and why not where it cannot: an engine started where no
user namespace can be made (a user namespace of its own whose limit of namespaces is 0) says
that the system refuses them, with unshare's words. `off` (KS_WORKER_NAMESPACES=0) is
test_hostile_model.py's."""

from __future__ import annotations

import shutil
import subprocess
import sys
import time

import pytest
from engine_process import ENGINE_DIR, EngineProcess

from kernel_studio import contain

UNSHARE = shutil.which("unshare")


def _probe(flag: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "kernel_studio.contain", flag],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ENGINE_DIR,
    )
    return done.stdout.strip()


def _nested_user_namespaces() -> bool:
    """Whether `unshare -U -r` works here (an unprivileged user namespace of our own)."""
    if not UNSHARE:
        return False
    return subprocess.run([UNSHARE, "-U", "-r", "true"], capture_output=True).returncode == 0


def test_the_engine_reports_its_probe_and_logs_it() -> None:
    with EngineProcess() as engine:
        said = engine.initialize()["containment"]
        assert said == contain.report()
        assert said["contained"] is contain.available()
        assert engine.call("environment", timeout=60)["containment"] == said
        deadline = time.monotonic() + 30
        while said["message"] not in engine.log and time.monotonic() < deadline:
            time.sleep(0.1)
        assert said["message"] in engine.log, engine.log


def test_the_gpu_probe_says_whether_a_contained_worker_sees_the_gpu() -> None:
    plain, cuda = _probe("--probe"), _probe("--probe-cuda")
    if plain != contain.PROBE_OK:
        assert plain.startswith(contain.PROBE_NO_NAMESPACES + ": "), plain
        assert cuda.startswith(contain.PROBE_NO_NAMESPACES + ": "), cuda
    elif not contain._cuda_visible():
        assert cuda == contain.PROBE_NO_GPU  # no GPU here, none inside either
    else:
        assert cuda in (contain.PROBE_OK, contain.PROBE_NO_GPU), cuda


@pytest.mark.skipif(
    not _nested_user_namespaces(), reason="no unprivileged user namespaces (or no unshare) here"
)
def test_where_user_namespaces_are_refused_the_engine_says_why() -> None:
    # The engine in a user namespace of its own (mapped to root there, so that it may set its
    # namespace's limit) in which no further user namespace can be made.
    assert UNSHARE is not None
    refuse = 'echo 0 > /proc/sys/user/max_user_namespaces && exec "$@"'
    with EngineProcess(prefix=[UNSHARE, "-U", "-r", "sh", "-c", refuse, "sh"]) as engine:
        said = engine.initialize()["containment"]
    assert said["contained"] is False and said["reason"] == "no-user-namespaces", said
    assert said["message"].endswith(
        "this system refuses unprivileged user namespaces (unshare: No space left on device)"
    ), said
