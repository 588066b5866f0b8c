"""A model whose inputs and state carry names the clean module binds itself exports to a
module that runs and verifies: those inputs and state get other names in the module, the
metadata keeps the model's names (and says the module's)."""

from __future__ import annotations

import json
import os

import pytest
import torch
from verify_support import DATA_MODELS, export_data_model, load_file

from kernel_studio.verify.run import verify_project


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> str:
    return export_data_model(tmp_path_factory, "own_names")


def test_clashing_names_are_renamed_in_the_module_only(project):
    with open(os.path.join(project, "generated", "metadata.json")) as f:
        metadata = json.load(f)
    inputs = metadata["signature"]["inputs"]
    assert [(i["name"], i.get("moduleName")) for i in inputs] == [
        ("weights", "weights_2"),
        ("kernels", "kernels_2"),
        ("buf0", "buf0_2"),
        ("_check_shape", "check_shape"),
    ]
    state = {s["target"]: s["name"] for s in metadata["signature"]["state"]}
    assert state == {
        "weights": "weights_3",
        "load_weights": "load_weights_2",
        "reinterpret_tensor": "reinterpret_tensor_2",
        "buf0": "buf0_3",
    }
    assert [d["input"] for d in metadata["dynamicDims"]] == ["weights"]
    with open(os.path.join(project, "own_names.py")) as f:
        source = f.read()
    assert "def call(weights_2, kernels_2, buf0_2, check_shape):" in source
    assert "Use: call(weights_2, kernels_2, buf0_2, check_shape)" in source
    assert "B = weights_2.shape[0]" in source
    assert "    weights = load_weights()\n" in source


def test_the_module_runs_and_matches_eager(project):
    """Called positionally at several batch sizes, with the weights the export saved."""
    model = load_file(os.path.join(DATA_MODELS, "own_names.py"), "own_names_model").Model()
    module = load_file(os.path.join(project, "own_names.py"), "own_names_module")
    with open(os.path.join(project, "generated", "metadata.json")) as f:
        state = json.load(f)["signature"]["state"]
    saved = torch.load(os.path.join(project, "own_names.weights.pt"), weights_only=True)
    model.load_state_dict({s["target"]: saved[s["name"]] for s in state})
    with torch.no_grad():
        for batch in (1, 4, 9):
            inputs = [torch.randn(batch, 16), torch.randn(4, 17), torch.randn(3), torch.randn(16)]
            for got, want in zip(module.call(*inputs), model(*inputs), strict=True):
                torch.testing.assert_close(got, want)


def test_verify_passes(project, pool):
    report = verify_project(project, {"trials": 2, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["trials"][1]["sizes"] == {"B": 1}
