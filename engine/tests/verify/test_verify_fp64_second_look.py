"""An output that misses the elementwise tolerance is judged again against an fp64
reference (PyTorch's accuracy checker's rule): a module more exact than eager passes, a
wrong one still fails. CPU target."""

from __future__ import annotations

import os
import re

import pytest
from verify_support import export_data_model

from kernel_studio.verify.run import verify_project


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> str:
    return export_data_model(tmp_path_factory, "bf16_recurrence")


def test_more_exact_than_eager_passes_on_the_second_look(project, pool):
    report = verify_project(project, {"trials": 3, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    looked = [o for t in report["trials"] for o in t["outputs"] if "fp64" in o]
    assert looked, "the bf16 module should differ from eager somewhere (the case's premise)"
    for o in looked:
        assert o["passed"] and o["fp64"]["secondLook"] and o["mismatches"] > 0
        assert o["fp64"]["moduleRmse"] <= o["fp64"]["bound"]


def test_a_wrong_kernel_still_fails(project, pool, tmp_path):
    working = os.path.join(project, "bf16_recurrence.py")
    with open(working, encoding="utf-8") as f:
        source = f.read()
    # Break one kernel: its tanh becomes a different function.
    broken, count = re.subn(r"= (tmp\d+)\.tanh\(\);", r"= \1.sin();", source, count=1)
    assert count == 1
    try:
        with open(working, "w", encoding="utf-8") as f:
            f.write(broken)
        report = verify_project(project, {"trials": 2, "kernelTiming": False}, pool=pool)
    finally:
        with open(working, "w", encoding="utf-8") as f:
            f.write(source)
    assert report["verdict"] == "fail"
    bad = [o for o in report["trials"][0]["outputs"] if not o["passed"]]
    assert bad and bad[0]["fp64"]["secondLook"]
    assert "RMSE against the fp64 reference is above the bound" in bad[0]["reason"]


def test_the_rule_picks_pytorchs_factor_and_tolerance() -> None:
    import torch

    from kernel_studio.verify.compare import fp64_terms

    assert fp64_terms(torch.zeros(64, 64), 1e-5) == (2.0, 1e-5)  # tol 1e-4 of `same`
    assert fp64_terms(torch.zeros(10, 10), 1e-5) == (3.0, 1e-5)  # under 1000 elements
    assert fp64_terms(torch.zeros(8, 512, 1, 1), 1e-5) == (3.0, 1e-5)  # 1x1 spatial
    assert fp64_terms(torch.zeros(64, 64, dtype=torch.bfloat16), 1e-2) == (3.0, 1e-3)
