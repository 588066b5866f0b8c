"""A cuda project (exported on the GPU machine, stored in data/) on a machine without a
GPU: refused without the interpreter, verified under TRITON_INTERPRET=1 with it."""

from __future__ import annotations

import os
import re
import shutil

import pytest
import torch
from verify_support import MODELS, edited

from kernel_studio.verify.run import verify_project

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "rms_norm_cuda")
KERNEL = "triton_per_fused_add_mean_mul_pow_rsqrt"


@pytest.fixture(scope="module")
def cuda_project(tmp_path_factory) -> str:
    pytest.importorskip("triton")
    folder = str(tmp_path_factory.mktemp("interp") / "rms_norm")
    shutil.copytree(DATA, folder)
    toml = os.path.join(folder, "kernel-studio.toml")
    with open(toml) as f:
        text = f.read()
    with open(toml, "w") as f:  # the model file as it lies in this checkout
        f.write(re.sub(r'model = ".*"', f'model = "{MODELS["rms_norm"]}"', text))
    return folder


@pytest.mark.skipif(torch.cuda.is_available(), reason="checks the machine without a GPU")
def test_no_gpu_without_interpreter_is_an_error(cuda_project, pool):
    report = verify_project(cuda_project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "error"
    assert "no CUDA GPU" in report["reason"]
    assert report["trials"] == []


def test_interpreter_passes_and_locates(cuda_project, pool):
    report = verify_project(cuda_project, {"trials": 1, "interpreter": True}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["settings"]["interpreter"] is True
    assert any("interpreter" in n and "bfloat16" in n for n in report["notes"])
    assert report["timing"] == []
    mask = "tl.where(xmask & (r0_index < r0_numel - 1), "
    with edited(cuda_project, "tl.where(xmask, ", mask):
        report = verify_project(cuda_project, {"trials": 0, "interpreter": True}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == KERNEL
