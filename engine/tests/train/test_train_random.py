"""Verify on a training step drawing random numbers (BatchNorm then dropout, cpu): exported with the
Inductor option fallback_random, eager and the module draw the same numbers under the
trial's seed and are compared elementwise (pass); exported without it, verify neither
passes nor fails: verdict `random`, the random nodes named, shapes, dtypes and finite values
checked."""

from __future__ import annotations

import os

import pytest

from kernel_studio.methods.export import export_model_file
from kernel_studio.verify.run import verify_project

MODEL = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "train_dropout.py")


@pytest.fixture(scope="module")
def pool():
    from kernel_studio.sandbox.pool import SandboxPool

    p = SandboxPool()
    yield p
    p.close()


def test_fallback_random_is_verified_elementwise(tmp_path, pool) -> None:
    out = str(tmp_path)
    export_model_file(MODEL, out, device="cpu", train=True, inductor={"fallback_random": True})
    report = verify_project(out, {"trials": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    for trial in report["trials"]:
        assert trial["random"]["compared"] is True
        assert any("dropout" in n for n in trial["random"]["nodes"])
        # BatchNorm's running statistics: the module and the model called again, seeded alike.
        assert trial["calls"] and all(c["passed"] for c in trial["calls"])
        records = trial["outputs"] + trial["gradients"]
        assert all(r["passed"] and not r.get("random") for r in records)
        # Compared by value: the module's numbers are eager's.
        assert all(r["maxAbsError"] < 1e-4 for r in records if r.get("maxAbsError") is not None)
    assert any("fallback_random" in n and "elementwise" in n for n in report["notes"])


def test_inductor_random_numbers_get_the_random_verdict(tmp_path, pool, train_exports) -> None:
    out, _ = train_exports.copy("train_dropout", str(tmp_path / "train_dropout"))
    report = verify_project(out, {"trials": 1}, pool=pool)
    assert report["verdict"] == "random", report["reason"]
    assert "fallback_random" in report["reason"] and "inductor_random" in report["reason"]
    for trial in report["trials"]:
        assert trial["random"]["compared"] is False
        records = trial["outputs"] + trial["gradients"]
        records += [o for c in trial["calls"] for o in c["outputs"]]
        assert records and all(r["random"] and r["passed"] for r in records)
        assert all(s["passed"] for s in trial["state"]), "BatchNorm runs before the dropout"
    assert report["located"] is None


def test_an_inference_export_in_eval_mode_draws_nothing(tmp_path) -> None:
    """Inference exports the model in eval mode, where dropout is the identity: no random
    node, and verify compares values as for any model."""
    from kernel_studio.verify.random_ops import random_nodes

    result = export_model_file(MODEL, str(tmp_path), device="cpu")
    assert random_nodes(result["metadata"]) == []
    assert not any("dropout" in n["name"] for n in result["metadata"]["nodes"])
