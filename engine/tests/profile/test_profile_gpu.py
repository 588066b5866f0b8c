"""The `profile` method on a cuda export (`pytest -m gpu`): the profiler's GPU kernels
attributed to their launches, cuBLAS calls with FLOPs, a compute-bound run covered by
its kernels."""

from __future__ import annotations

import os

import pytest
import torch
from verify_support import TESTS_DIR

from kernel_studio.profile.run import profile_project

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]


@pytest.fixture(scope="module")
def cuda_project(tmp_path_factory) -> str:
    from kernel_studio.methods.export import export_model_file

    folder = str(tmp_path_factory.mktemp("profile_gpu") / "matmul_chain")
    export_model_file(os.path.join(TESTS_DIR, "models", "matmul_chain.py"), folder, device="cuda")
    return folder


def test_a_cuda_module_is_profiled_kernel_by_kernel(cuda_project, pool):
    report = profile_project(cuda_project, {"warmup": 3, "repeats": 10}, pool=pool)
    assert report["method"] == "torch.profiler"
    assert report["device"]["type"] == "cuda" and report["device"]["flops"]["float16"] > 0
    working = report["modules"]["working"]
    assert working["launches"]
    for launch in working["launches"]:
        assert launch["seconds"] > 0 and launch["deviceKernels"], launch
    library = [x for x in working["launches"] if x["kind"] == "extern"]
    assert library and all(x["flops"] > 0 for x in library)
    assert any(x["bound"] == "compute" for x in library)
    assert 0.5 <= working["coverage"] <= 1.1, working
    assert working["profiledRunSeconds"] > 0


def test_verify_and_profile_a_graphed_project(tmp_path, pool) -> None:
    """A module replayed as a CUDA graph verifies as its users run it (trials replay it;
    locating would launch kernel by kernel) and is profiled launch by launch, its call
    timed replayed."""
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.verify.run import verify_project

    project = str(tmp_path / "block")
    model = os.path.join(TESTS_DIR, "models", "transformer_block.py")
    export_model_file(model, project, device="cuda", inductor={"triton.cudagraphs": True})
    report = verify_project(project, {"trials": 3}, pool=pool)
    assert report["verdict"] == "pass", report
    profile = profile_project(project, {"warmup": 2, "repeats": 10}, pool=pool)
    working = profile["modules"]["working"]
    assert working["launches"] and all(x["seconds"] > 0 for x in working["launches"])
    assert working["runSeconds"] > 0 and working["profiledRunSeconds"] > 0
    assert working["replayed"] is True
