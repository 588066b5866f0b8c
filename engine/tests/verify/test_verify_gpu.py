"""Planted edits in Triton kernels, verified on the GPU (`pytest -m gpu`)."""

from __future__ import annotations

import pytest
import torch
from verify_support import Projects, edited

from kernel_studio.verify.run import verify_project

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

KERNEL = "triton_per_fused_add_mean_mul_pow_rsqrt"
SPIN = """xoffset = tl.program_id(0) * XBLOCK
    spin = tl.program_id(0) + 1
    while spin > 0:
        tl.atomic_add(out_ptr1, 0.0)
        spin = spin * 1
"""


@pytest.fixture(scope="module")
def gpu_projects(tmp_path_factory) -> Projects:
    return Projects(str(tmp_path_factory.mktemp("verify_gpu")), "cuda")


def test_off_by_one_mask_in_a_reduction_is_located(gpu_projects, pool):
    project = gpu_projects.get("rms_norm")
    mask = "tl.where(xmask & (r0_index < r0_numel - 1), "
    with edited(project, "tl.where(xmask, ", mask, after=f"def {KERNEL}("):
        report = verify_project(project, {"trials": 2}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == KERNEL
    assert report["timing"] and report["timing"][0]["kernel"] == KERNEL


def test_out_of_bounds_store_is_reported_and_revert_passes(gpu_projects, pool):
    project = gpu_projects.get("rms_norm")
    with edited(project, "tl.store(out_ptr1 + ", "tl.store(out_ptr1 + 1073741824 + "):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["fault"]["kind"] == "cuda-fault"
    assert report["fault"]["kernel"] == KERNEL
    after = verify_project(project, {"trials": 2}, pool=pool)
    assert after["verdict"] == "pass", after["reason"]
    assert not after["sandbox"]["warm"]  # the faulted sandbox was not reused


def test_endless_loop_times_out(gpu_projects, pool):
    project = gpu_projects.get("rms_norm")
    with edited(project, "xoffset = tl.program_id(0) * XBLOCK\n", SPIN, after=f"def {KERNEL}("):
        report = verify_project(project, {"trials": 1, "timeoutSeconds": 8}, pool=pool)
    assert report["verdict"] == "error"
    assert report["fault"]["kind"] == "timeout"
    assert report["fault"]["kernel"] == KERNEL
    after = verify_project(project, {"trials": 1}, pool=pool)
    assert after["verdict"] == "pass", after["reason"]


def test_wrong_constant_in_a_multi_kernel_model_is_located(gpu_projects, pool):
    project = gpu_projects.get("transformer_block")
    report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    kernels = report_kernels(project)
    target = next(k for k in kernels if "layer_norm_1" in k["nodes"] and k["kind"] == "triton")
    with edited(project, "1e-05", "1e-02", after=f"def {target['name']}("):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == target["name"]
    assert report["tainted"]


def report_kernels(project: str) -> list[dict]:
    import json
    import os

    with open(os.path.join(project, "generated", "metadata.json")) as f:
        return json.load(f)["kernels"]


def _export_model(tmp_path, name: str) -> str:
    import os

    from kernel_studio.methods.export import export_model_file

    models = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "models")
    folder = str(tmp_path / name)
    export_model_file(os.path.join(models, name + ".py"), folder, device="cuda")
    return folder


def test_a_dim_at_zero_launches_empty_grids_and_passes(tmp_path, pool):
    # T = 0: every Triton launch gets an empty grid (Triton's launcher skips those), the
    # reduction over T runs over nothing.
    project = _export_model(tmp_path, "dynamic_no_min")
    report = verify_project(project, {"trials": 2, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["trials"][1]["sizes"] == {"B": 2, "T": 0}


def test_the_gpu_peak_stays_within_two_input_copies_and_the_outputs(tmp_path, pool):
    project = _export_model(tmp_path, "large_input")
    report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    size = 4096 * 4096 * 4
    for trial in report["trials"]:
        memory = trial["memory"]
        assert memory["device"] == "cuda"
        used = memory["peakBytes"] - memory["startBytes"]
        # Two input copies, both outputs, one eager temporary, the comparison's pieces.
        assert used <= 5 * size + (256 << 20), (trial["index"], used >> 20)


def test_a_wrong_launch_of_a_kernel_launched_per_block_is_located_at_its_block(gpu_projects, pool):
    """The Triton kernel of the blocks' norms runs once per block; only the third launch
    gets a wrong weight: the located launch is that one, with its block's nodes."""
    import json
    import os

    project = gpu_projects.get("repeated_blocks")
    with open(os.path.join(project, "generated", "metadata.json"), encoding="utf-8") as f:
        meta = json.load(f)
    (k,) = [
        k
        for k in meta["kernels"]
        if len(k["launches"]) == 4 and any(n.startswith("layer_norm") for n in k["nodes"])
    ]
    third = f"# {k['name']}: " + ", ".join(k["launchNodes"][2])
    with edited(project, "blocks_2_norm_weight", "blocks_2_fc_bias", after=third):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    located = report["located"]
    assert (located["kernel"], located["launch"]) == (k["name"], 2)
    assert located["nodes"] == k["launchNodes"][2]
    assert located["line"] == k["launches"][2]["start"]
