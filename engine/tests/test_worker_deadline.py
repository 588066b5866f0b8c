"""A worker's time limit per stage (workers.py `deadline_events`): a request whose stages each
finish within the limit runs to its end however long it takes in all (a training step's
trial: the module's step, eager's, the float64 step and the rounding spread's steps); a
stage that runs over the limit is killed; a worker without stage events keeps one limit for
the whole request. A real worker process (this file writes its module), fault injection by
sleeping."""

from __future__ import annotations

import time

import pytest

from kernel_studio.workers import WorkerFault, WorkerProcess

WORKER = """
import time
from kernel_studio.workers import Channel, Inbox, claim_protocol_stdout, serve

channel = Channel(claim_protocol_stdout())


def stages(req):
    for i in range(req["stages"]):
        channel.send({"event": "stage", "trial": 0, "stage": f"stage {i}"})
        time.sleep(req["each"])
    return {"done": req["stages"]}


channel.send({"event": "ready", "pid": 0})
serve(channel, Inbox(), {"stages": stages})
"""


class Staged(WorkerProcess):
    label = "staged worker"
    deadline_events = ("stage",)


@pytest.fixture
def module(tmp_path, monkeypatch):
    (tmp_path / "staged_worker.py").write_text(WORKER)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    return "staged_worker"


def _run(cls: type[WorkerProcess], module: str, stages: int, each: float, limit: float):
    worker = cls(module)
    try:
        worker.wait_ready()
        start = time.monotonic()
        try:
            return worker.request("stages", {"stages": stages, "each": each}, limit), (
                time.monotonic() - start
            )
        except WorkerFault as fault:
            return fault, time.monotonic() - start
    finally:
        worker.kill()


def test_stages_within_the_limit_run_past_it_in_all(module) -> None:
    got, took = _run(Staged, module, stages=4, each=0.5, limit=1.5)
    assert got == {"done": 4}
    assert took > 1.5  # over the limit in all, never in one stage


def test_a_stage_over_the_limit_is_killed(module) -> None:
    got, took = _run(Staged, module, stages=2, each=3.0, limit=1.0)
    assert isinstance(got, WorkerFault) and got.kind == "timeout", got
    assert took < 2.5


def test_without_stage_events_the_limit_is_the_whole_request(module) -> None:
    got, took = _run(WorkerProcess, module, stages=4, each=0.5, limit=1.5)
    assert isinstance(got, WorkerFault) and got.kind == "timeout", got
    assert took < 2.0
