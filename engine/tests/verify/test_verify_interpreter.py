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


def _passes_and_locates_as(cuda_project: str, pool, rewrite) -> None:
    """Verify (trials) passes and a planted fault is located with the stored module
    rewritten by `rewrite(text)`; the module is put back afterwards."""
    module = os.path.join(cuda_project, "rms_norm.py")
    with open(module, encoding="utf-8") as f:
        plain = f.read()
    try:
        with open(module, "w", encoding="utf-8") as f:
            f.write(rewrite(plain))
        report = verify_project(cuda_project, {"trials": 1, "interpreter": True}, pool=pool)
        assert report["verdict"] == "pass", report["reason"]
        mask = "tl.where(xmask & (r0_index < r0_numel - 1), "
        with edited(cuda_project, "tl.where(xmask, ", mask):
            report = verify_project(cuda_project, {"trials": 0, "interpreter": True}, pool=pool)
        assert report["verdict"] == "fail"
        assert report["located"]["kernel"] == KERNEL
    finally:
        with open(module, "w", encoding="utf-8") as f:
            f.write(plain)


def test_a_module_replayed_as_cuda_graphs_runs_kernel_by_kernel_here(cuda_project, pool):
    """The module as a `triton.cudagraphs` export writes it (the clean stage's decorator and
    runtime): without a GPU the interpreter launches its kernels one by one (recording a
    graph would need CUDA), and verify passes and still locates a wrong kernel."""
    from kernel_studio.pipeline.clean import runtime as clean_runtime

    def graphed(plain: str) -> str:
        text = plain.replace("\nimport torch\n", "\nimport warnings\n\nimport torch\n", 1)
        flag = clean_runtime.GRAPHS_FLAG.strip()
        text = text.replace('\nDEVICE = "cuda"\n', f'\nDEVICE = "cuda"\n\n\n{flag}\n', 1)
        runtime = clean_runtime.GRAPHS.strip()
        text = text.replace("\ndef call(", f"\n{runtime}\n\n\n@_cuda_graphs()\ndef call(", 1)
        assert text.count("@_cuda_graphs()") == 1 and "CUDA_GRAPHS = True" in text
        return text

    _passes_and_locates_as(cuda_project, pool, graphed)


def test_a_module_with_cached_launches_verifies_here(cuda_project, pool):
    """The module as a cuda export writes it now (`@_cached_launch` above each kernel, the
    clean stage's launch runtime): under the interpreter the decorator leaves the kernels as
    they are, verify passes and locates a wrong kernel, named by its definition."""
    from kernel_studio.pipeline.clean import runtime as clean_runtime

    def cached(plain: str) -> str:
        text = plain.replace("\nimport torch\n", "\nimport functools\n\nimport torch\n", 1)
        flag = clean_runtime.LAUNCH_FLAG.strip()
        text = text.replace('\nDEVICE = "cuda"\n', f'\nDEVICE = "cuda"\n\n\n{flag}\n', 1)
        runtime = f"{clean_runtime.CDIV.strip()}\n\n\n{clean_runtime.LAUNCH.strip()}\n\n\n"
        first = text.index("\n# triton_")
        text = text[: first + 1] + runtime + text[first + 1 :]
        text = text.replace(
            "\n@triton.jit\ndef triton_", "\n@_cached_launch\n@triton.jit\ndef triton_"
        )
        assert text.count("@_cached_launch\n") == 1 and "LAUNCH_CACHE = True" in text
        assert "import functools" in text
        return text

    _passes_and_locates_as(cuda_project, pool, cached)
