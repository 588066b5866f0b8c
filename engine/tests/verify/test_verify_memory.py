"""verify within a memory budget: the sandbox's peak stays near what one module run and
one eager forward need, a trial that cannot fit is refused before it starts, and a
sandbox killed by SIGKILL (the kernel's out-of-memory killer) is reported as such."""

from __future__ import annotations

import os

import pytest
import torch

from kernel_studio.sandbox.chunks import chunks, fingerprint
from kernel_studio.sandbox.pool import SandboxPool
from kernel_studio.verify.compare import compare_tensors
from kernel_studio.verify.run import verify_project
from kernel_studio.workers import exit_description

MODELS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "models")
MB = 1 << 20


def _export(tmp_path_factory, name: str) -> str:
    from kernel_studio.methods.export import export_model_file

    folder = str(tmp_path_factory.mktemp("memory") / name)
    export_model_file(os.path.join(MODELS, name + ".py"), folder, device="cpu")
    return folder


@pytest.fixture(scope="module")
def large(tmp_path_factory) -> str:
    return _export(tmp_path_factory, "large_input")


def test_the_peak_stays_within_two_input_copies_and_the_outputs(large, pool):
    report = verify_project(large, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    size = 4096 * 4096 * 4  # the input and the output: 64 MB each
    for trial in report["trials"]:
        memory = trial["memory"]
        assert memory["device"] == "cpu" and memory["peakBytes"] is not None
        used = memory["peakBytes"] - memory["startBytes"]
        # At most: the module's and eager's input copies, both outputs, one temporary of
        # eager's `tanh(x) * 2 + 1` and the comparison's pieces (verify held about 17
        # times the input before it kept to this budget).
        assert used <= 2 * size + 2 * size + size + 64 * MB, (trial["index"], used / MB)
        assert memory["estimatedBytes"] >= 2 * size  # both outputs at least


def test_a_trial_that_cannot_fit_is_refused_before_it_runs(large, pool):
    report = verify_project(large, {"trials": 1, "memoryLimitBytes": 100 * MB}, pool=pool)
    assert report["verdict"] == "error" and report["trials"] == []
    fault = report["fault"]
    assert fault["kind"] == "memory" and fault["trial"] == 0 and fault["stage"] == "planning"
    assert fault["availableBytes"] == 100 * MB and fault["neededBytes"] > 100 * MB
    assert "trial 0 (the example inputs): verify needs about" in report["reason"]
    assert "memoryLimitBytes allows 100 MB" in report["reason"]
    assert report["settings"]["memoryLimitBytes"] == 100 * MB
    again = verify_project(large, {"trials": 0, "kernelTiming": False}, pool=pool)
    assert again["verdict"] == "pass" and again["sandbox"]["warm"]  # the sandbox lives on


def test_a_sandbox_killed_by_sigkill_is_reported_clearly(tmp_path_factory, monkeypatch):
    project = _export(tmp_path_factory, "killed_in_eager")
    monkeypatch.setenv("KS_TEST_KILL_EAGER", "1")  # read by the model in the sandbox only
    own = SandboxPool()
    try:
        report = verify_project(project, {"trials": 1}, pool=own)
    finally:
        own.close()
    assert report["verdict"] == "error"
    fault = report["fault"]
    assert fault["kind"] == "crash" and fault["exitStatus"] == -9
    assert fault["trial"] == 0 and fault["stage"] == "eager forward"
    assert fault["rssBytes"] > 0
    assert "the verify sandbox was killed by signal 9 (SIGKILL)" in report["reason"]
    assert "out of memory" in report["reason"] and "MB RSS at last report" in report["reason"]
    assert report["reason"].endswith("during trial 0's eager forward")
    assert exit_description(-11) == "signal 11 (SIGSEGV)"


def test_pieces_cover_any_layout_and_compare_like_the_whole():
    torch.manual_seed(0)
    base = torch.randn(5, 7, 33)
    for t in (base, base.transpose(0, 2), base[:, ::2], base.permute(1, 2, 0)):
        for limit in (1, 5, 40, 10_000):
            pieces = list(chunks(t, limit))
            assert all(p.numel() <= limit for _, p in pieces)
            assert [o for o, _ in pieces] == [
                sum(p.numel() for _, p in pieces[:i]) for i in range(len(pieces))
            ]
            assert torch.equal(torch.cat([p for _, p in pieces]), t.reshape(-1))
    e = torch.randn(64, 300)
    a = e.clone()
    a[40, 7], a[50, 1] = a[40, 7] + 1, float("nan")
    r = compare_tensors(a, e, 1.3e-6, 1e-5)
    assert r["mismatches"] == 2 and r["firstMismatch"] == [40, 7]
    assert r["maxAbsError"] == pytest.approx(1.0) and r["nan"] == {"expected": 0, "actual": 1}


def test_fingerprints_tell_any_change():
    t = torch.randn(300, 5)
    assert fingerprint(t) == fingerprint(t.clone())
    for dtype in (torch.float16, torch.bfloat16, torch.int64, torch.bool, torch.complex64):
        v = t.to(dtype) if dtype != torch.bool else t > 0
        changed = v.clone()
        changed[123, 4] = ~changed[123, 4] if dtype == torch.bool else changed[123, 4] + 1
        assert fingerprint(v) != fingerprint(changed), dtype
    assert fingerprint(t.t()) == fingerprint(t.t().contiguous())
    assert fingerprint(t) != fingerprint(t.reshape(5, 300))  # the shape counts too
