"""The self-test of an untested torch (kernel_studio/self_test): a real cpu export and verify
in a child process, its result cached per torch version, and what `environment` reports
with it."""

from __future__ import annotations

import pytest
import torch

from kernel_studio import self_test
from kernel_studio.inductor import inductor_status


def test_the_self_test_passes_on_the_installed_torch_and_is_cached(
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KS_CACHE_DIR", str(tmp_path))
    assert self_test.cached_result("2.99.0") is None
    seen: list[float] = []
    result = self_test.result("2.99.0", waiting=seen.append)
    assert result["passed"] is True, result["detail"]
    assert "verified against eager" in result["detail"] and result["seconds"] > 0
    assert self_test.cached_result("2.99.0") == result
    assert self_test.cached_result(str(torch.__version__)) is None  # per torch version
    status = inductor_status("2.99.0", environ={}, self_test=result)
    assert status["usable"] is True and status["state"] == "untested"
    assert "untested, self-test passed" in status["message"]


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
