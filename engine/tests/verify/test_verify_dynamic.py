"""A dynamic dim with no declared minimum (torch.export lets it reach 0): the exported
module and verify accept every size and layout the eager model accepts."""

from __future__ import annotations

import os

import pytest
import torch
from verify_support import DATA_MODELS, export_data_model, load_file

from kernel_studio.pipeline.clean.runtime import CHECKS
from kernel_studio.sandbox.inputs import plan_trials
from kernel_studio.verify.run import verify_project


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> str:
    return export_data_model(tmp_path_factory, "dynamic_no_min")


def test_the_range_is_torch_exports_own(project):
    import json

    with open(os.path.join(project, "generated", "metadata.json")) as f:
        dims = {d["name"]: d for d in json.load(f)["dynamicDims"]}
    # Dim("T") without bounds: torch.export's range is [0, inf]. Inductor's cpu reduction
    # over T assumes T <= 4096 while lowering (beyond, it would sum through its accumulation
    # helper), so the module's range ends there and says why.
    assert (dims["T"]["min"], dims["T"]["max"]) == (0, 4096)
    assert dims["T"]["narrowed"].startswith("from [0, inf]: Inductor assumed T <= 4096 (")
    assert "narrowed" not in dims["B"]
    assert (dims["B"]["min"], dims["B"]["max"]) == (2, 8)
    with open(os.path.join(project, "dynamic_no_min.py")) as f:
        assert "Dynamic dims: B in [2, 8], T in [0, 4096] (narrowed from [0, inf]: " in f.read()


def test_verify_passes_with_the_dim_at_zero(project, pool):
    report = verify_project(project, {"trials": 2, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert [t["sizes"] for t in report["trials"][1:]] == [{"B": 2, "T": 0}, {"B": 8, "T": 512}]
    empty = report["trials"][1]["outputs"]
    assert empty[0]["expected"]["shape"] == [2, 0, 192] and empty[1]["numel"] == 2 * 192


def test_the_module_takes_every_size_and_layout_eager_takes(project):
    # Loaded by the module's own name: the C++ kernels verify's sandbox built are reused.
    module = load_file(os.path.join(project, "dynamic_no_min.py"), "dynamic_no_min")
    model = load_file(
        os.path.join(DATA_MODELS, "dynamic_no_min.py"), "dynamic_no_min_model"
    ).Model()
    model.load_state_dict({"weight": module.load_weights()["weight"]})
    torch.manual_seed(0)
    cases = {
        "empty": torch.randn(3, 0, 192),
        "size 1": torch.randn(3, 1, 192),
        "transposed view": torch.randn(3, 192, 5).transpose(1, 2),
        "a slice of a wider tensor": torch.randn(4, 6, 400)[:, :, 8:200],
    }
    for what, x in cases.items():
        got, want = module.call(x), model(x)
        for g, w in zip(got, want, strict=True):
            torch.testing.assert_close(g, w, msg=lambda m, what=what: f"{what}: {m}")
    with pytest.raises(ValueError, match="expected shape"):
        module.call(torch.randn(3, 5, 191))


def test_the_shape_check_copies_only_what_needs_it():
    names: dict = {"torch": torch}
    exec(CHECKS, names)  # the helpers exactly as the clean stage writes them
    check = names["_check_shape"]
    x = torch.randn(2, 3, 4)
    assert check("x", x, (2, 3, 4), (12, 4, 1)) is x  # already in layout: no copy
    odd = torch.randn(2, 1, 4).as_strided((2, 1, 4), (4, 99, 1))
    assert check("x", odd, (2, 1, 4), (4, 4, 1)) is odd  # a size-1 dim's stride means nothing
    empty = torch.empty(2, 0, 4)
    assert check("x", empty, (2, 0, 4), (0, 4, 1)) is empty  # empty: strides mean nothing
    t = torch.randn(2, 4, 3).transpose(1, 2)
    copied = check("x", t, (2, 3, 4), (12, 4, 1))
    assert copied.stride() == (12, 4, 1) and torch.equal(copied, t)
    with pytest.raises(ValueError, match="a broadcast tensor"):
        check("x", torch.randn(2, 3, 4), (2, 3, 4), (4, 0, 1))
    with pytest.raises(ValueError, match="expected shape"):
        check("x", x, (2, 3, 5), (15, 5, 1))


def test_trial_plan_takes_the_recorded_minimum():
    meta = {
        "dynamicDims": [
            {"name": "T", "input": "x", "dim": 1, "min": 0, "max": None},
            {"name": "S", "input": "x", "dim": 2, "min": None, "max": 9},
        ],
        "signature": {"inputs": [{"name": "x", "shape": [3, "T", "S"]}]},
    }
    plan = plan_trials(meta, [torch.zeros(3, 4, 5)], 2, 0, "cpu")
    # 0 where the program's range says so; 2 (what torch.export assumes) where unknown.
    assert plan.sizes == [{"T": 0, "S": 2}, {"T": 8, "S": 9}]
