"""The self-test of an untested torch (kernel_studio/self_test): a real cpu export and verify
in a child process, its result cached per torch version, and what `environment` reports
with it."""

from __future__ import annotations

import pytest
import torch

from kernel_studio import self_test
from kernel_studio.inductor import inductor_status


def test_environment_runs_the_self_test_on_an_untested_torch_and_caches_it(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`environment` (kernel-studio doctor) on a torch newer than every supported series:
    the self-test runs (a real cpu export and verify with the installed torch) with progress,
    and passes; `initialize` then reports the cached result."""
    from kernel_studio.methods.environment import initialize_info
    from kernel_studio.server.registry import METHODS, RequestContext

    monkeypatch.setenv("KS_CACHE_DIR", str(tmp_path))
    installed = str(torch.__version__)
    monkeypatch.setattr(torch, "__version__", "2.99.0")
    assert initialize_info()["inductor"]["selfTest"] is None
    sent: list[dict] = []
    ctx = RequestContext(7, "environment", lambda method, params: sent.append(params))
    inductor = METHODS["environment"]({}, ctx)["inductor"]
    result = inductor["selfTest"]
    assert result["passed"] is True, result["detail"]
    assert "verified against eager" in result["detail"] and result["seconds"] > 0
    assert inductor["state"] == "untested" and inductor["usable"] is True
    assert inductor["series"] == "2.99" and inductor["adapter"] == "2.15"
    assert "untested, self-test passed" in inductor["message"]
    assert sent and all(p["stage"] == "self-test" for p in sent)
    assert initialize_info()["inductor"]["selfTest"] == result
    assert self_test.cached_result("2.99.0") == result
    assert self_test.cached_result(installed) is None  # per torch version
    status = inductor_status("2.99.0", environ={}, self_test=result)
    assert status == inductor


def test_a_self_test_that_does_not_finish_fails_and_says_so(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KS_CACHE_DIR", str(tmp_path))
    result = self_test.result("2.98.0", timeout=0.0)
    assert result == {
        "passed": False,
        "detail": "did not finish in 0 s",
        "seconds": result["seconds"],
    }
    status = inductor_status("2.98.0", environ={}, self_test=result)
    assert status["usable"] is False
    assert "self-test failed: did not finish in 0 s" in status["message"]
