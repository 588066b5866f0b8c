"""Planted edits in exported CPU projects, verified in the sandbox (C++ kernels)."""

from __future__ import annotations

import hashlib
import json
import os
import re

import torch
from torch_series import per_series
from verify_support import copy_project, edited, module_path

from kernel_studio.sandbox.report import read_history
from kernel_studio.verify.run import verify_project

RETURN = "    return out\n"  # the last line of call(), after the kernel launch


def test_pristine_module_passes(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    report = verify_project(project, {"trials": 3, "seed": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert len(report["trials"]) == 4
    assert report["trials"][0]["kind"] == "example"
    # Dynamic dims: the first random trial takes every minimum, the second the maxima.
    assert report["trials"][1]["sizes"] == {"B": 1, "T": 2}
    assert any("clamped" in n for n in report["notes"])  # T max 4096 is too big for CI
    assert report["settings"]["tf32"] is False and report["settings"]["device"] == "cpu"
    assert report["edits"] == {"edited": [], "missing": []}
    with open(report["reportFile"]) as f:
        assert json.load(f)["runId"] == report["runId"]
    # The text verified, so that the IDE can tell a result of other text.
    with open(report["module"], "rb") as f:
        assert report["moduleSha256"] == hashlib.sha256(f.read()).hexdigest()
    again = verify_project(project, {"trials": 1}, pool=pool)
    assert again["verdict"] == "pass" and again["sandbox"]["warm"]
    assert again["sandbox"]["reloaded"] is False


def test_fp64_reference_mode_passes(cpu_projects, pool):
    report = verify_project(
        cpu_projects.get("rms_norm"), {"trials": 1, "fp64Reference": True}, pool=pool
    )
    assert report["verdict"] == "pass", report["reason"]
    fp64 = report["trials"][0]["outputs"][0]["fp64"]
    assert fp64["moduleRmse"] <= fp64["bound"]


def test_wrong_constant_is_located_and_downstream_tainted(cpu_projects, pool):
    project = cpu_projects.get("transformer_block")
    # torch 2.15's linear reshapes its 3-D output with aten._unsafe_view where 2.11 uses
    # aten.view, and Inductor names a kernel after its nodes' aten ops.
    kernel = per_series(
        {
            "2.11": "cpp_fused_add_native_layer_norm_view",
            "2.15": "cpp_fused__unsafe_view_add_native_layer_norm",
        }
    )
    downstream = per_series({"2.11": "cpp_fused_add_view", "2.15": "cpp_fused__unsafe_view_add"})
    old, new = "static_cast<float>(1e-05)", "static_cast<float>(1e-02)"
    with edited(project, old, new, after=kernel + " = r"):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == kernel
    assert "layer_norm_1" in report["located"]["nodes"]
    assert downstream in report["tainted"]
    assert kernel not in report["tainted"]
    earlier = [k for k in report["kernels"] if k["order"] < report["located"]["order"]]
    assert earlier and all(k["passed"] for k in earlier)
    assert report["edits"]["edited"] == [kernel]
    assert report["timing"][0]["kernel"] == kernel and report["timing"][0]["ratio"] > 0
    # Tensors files: plain tensors torch.load (and libtorch's pickle_load) read back.
    run_dir = os.path.dirname(report["reportFile"])
    assert "trial0_output0_expected.pt" in report["files"]
    located_files = [b["files"] for b in report["located"]["buffers"] if "files" in b]
    assert located_files
    for name in report["files"]:
        tensor = torch.load(os.path.join(run_dir, name), weights_only=True)
        assert isinstance(tensor, torch.Tensor) and tensor.is_contiguous()
    expected = torch.load(os.path.join(run_dir, "trial0_output0_expected.pt"))
    actual = torch.load(os.path.join(run_dir, "trial0_output0_actual.pt"))
    assert not torch.allclose(expected, actual)


def test_a_wrong_launch_of_a_kernel_launched_per_block_is_located_at_its_block(cpu_projects, pool):
    """One kernel runs each block's norm; only the third launch gets a wrong weight: the
    located launch is that one, with its block's nodes and its line."""
    project = cpu_projects.get("repeated_blocks")
    kernel = "cpp_fused_native_layer_norm_relu"
    with edited(
        project,
        "blocks_2_norm_weight, blocks_2_norm_bias",
        "blocks_2_fc_bias, blocks_2_norm_bias",
        after=f"# {kernel}: layer_norm_2, relu_2",
    ) as path:
        with open(path, encoding="utf-8") as f:
            line = 1 + f.read().split(f"# {kernel}: layer_norm_2, relu_2\n")[0].count("\n") + 1
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    located = report["located"]
    assert (located["kernel"], located["launch"]) == (kernel, 2)
    assert located["nodes"] == ["layer_norm_2", "relu_2"]
    assert located["line"] == line
    same = [k for k in report["kernels"] if k["kernel"] == kernel]
    assert [k["passed"] for k in same[:2]] == [True, True]
    # Its buffers were compared with the third block's values, not the pristine module's.
    assert {b["node"] for b in located["buffers"] if b["basis"] == "node"} <= {
        "layer_norm_2",
        "relu_2",
    }
    assert any(b["basis"] == "node" for b in located["buffers"])


def test_dropped_store_is_located(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    store = "tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));"
    with edited(project, store, "/* store dropped */"):
        report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == "cpp_fused_add_mean_mul_pow_rsqrt"
    out = [b for b in report["located"]["buffers"] if b["buffer"] == "out"][0]
    # torch.export numbers the nodes differently in each series.
    assert out["basis"] == "node" and out["node"] == per_series({"2.11": "mul_13", "2.15": "mul_1"})
    assert not out["comparison"]["passed"]


def test_endless_loop_times_out_then_revert_passes(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    old = "auto tmp10 = tmp8 * tmp9;"
    spin = old + " volatile int spin = 1; while (spin) {}"
    with edited(project, old, spin):
        report = verify_project(project, {"trials": 1, "timeoutSeconds": 3}, pool=pool)
    assert report["verdict"] == "error"
    assert report["fault"]["kind"] == "timeout"
    assert report["fault"]["kernel"] == "cpp_fused_add_mean_mul_pow_rsqrt"
    killed = report["sandbox"]["pid"]
    with open(os.path.join(project, "rms_norm.py")) as f:
        assert spin not in f.read()  # the user's file is back, nothing lost
    after = verify_project(project, {"trials": 1}, pool=pool)
    assert after["verdict"] == "pass", after["reason"]
    assert after["sandbox"]["pid"] != killed and not after["sandbox"]["warm"]


def test_harmless_refactor_passes(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    old = "auto tmp4 = static_cast<float>(1e-06);"
    with edited(project, old, "auto tmp4 = static_cast<float>(0.000001);  // the same eps"):
        report = verify_project(project, {"trials": 2}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["edits"]["edited"] == ["cpp_fused_add_mean_mul_pow_rsqrt"]
    assert report["timing"] and report["timing"][0]["pristineSeconds"] > 0


def test_mutating_an_input_fails(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    with edited(project, RETURN, "    x.mul_(2)\n" + RETURN):
        report = verify_project(project, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail"
    assert "modified its input x" in report["reason"]


def test_cached_output_fails(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    cache = "_seen = []\n\n\ndef call(x):"
    ret = "    _seen.append(out)\n    return _seen[0]\n"
    with edited(project, "def call(x):", cache), edited(project, "    return out\n", ret):
        report = verify_project(project, {"trials": 2}, pool=pool)
    assert report["verdict"] == "fail"
    assert "cached" in report["reason"]


def test_crash_is_an_error_and_the_next_verify_works(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    for crash in ("    os._exit(3)\n", "    ctypes.string_at(0)\n"):
        with edited(project, RETURN, crash + RETURN):
            report = verify_project(project, {"trials": 1}, pool=pool)
        assert report["verdict"] == "error", crash
        assert report["fault"]["kind"] == "crash"
    after = verify_project(project, {"trials": 1}, pool=pool)
    assert after["verdict"] == "pass"


def test_conv_export_with_assigned_library_call_verifies_and_locates(cpu_projects, pool):
    """A cpu export of a conv net assigns a library call's result
    (`buf = torch.convolution(...)`): the instrumented module loads and passes, and locating
    compares that result with the graph's conv node."""
    project = cpu_projects.get("conv_bn_relu")
    with open(module_path(project), encoding="utf-8") as f:
        assigned = re.search(r"^    (\w+) = torch\.convolution\(", f.read(), re.MULTILINE)
    assert assigned is not None
    report = verify_project(project, {"trials": 2}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    kernel = "cpp_fused__native_batch_norm_legit_no_training_relu"
    eps = "static_cast<float>(1e-05)"
    with edited(project, eps, "static_cast<float>(0.5)", after=kernel + " = r"):
        report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == kernel
    [conv] = [k for k in report["kernels"] if k["kernel"] == "convolution"]
    assert conv["passed"] and conv["order"] < report["located"]["order"]
    [buffer] = conv["buffers"]
    assert buffer["buffer"] == assigned.group(1)
    assert buffer["basis"] == "node" and buffer["node"] == "conv2d"
    assert buffer["comparison"]["passed"]


def test_history_survives_a_new_pool(cpu_projects, pool, tmp_path):
    from kernel_studio.sandbox.pool import SandboxPool

    project = copy_project(cpu_projects.get("rms_norm"), str(tmp_path / "rms_norm"))
    first = verify_project(project, {"trials": 1}, pool=pool)
    fresh = SandboxPool()  # as after an engine restart
    try:
        second = verify_project(project, {"trials": 1}, pool=fresh)
    finally:
        fresh.close()
    history = read_history(os.path.join(project, ".kernel-studio", "verify"))
    assert [h["runId"] for h in history] == [first["runId"], second["runId"]]
    assert all(h["verdict"] == "pass" for h in history)
    for h in history:
        assert os.path.exists(os.path.join(project, ".kernel-studio", "verify", h["report"]))


CALLABLE_MODEL = """
import torch


def scaled_gelu(x):
    return torch.nn.functional.gelu(x) * 2.0 + 1.0


def make_inputs():
    return [torch.randn(4, 16)]
"""


def test_callable_export_verifies_and_locates(tmp_path, pool):
    from kernel_studio.methods.export import export_callable

    model = tmp_path / "models.py"
    model.write_text(CALLABLE_MODEL)
    project = str(tmp_path / "scaled_gelu")
    export_callable(f"{model}:scaled_gelu", f"{model}:make_inputs", project, device="cpu")
    with edited(project, "static_cast<float>(2.0)", "static_cast<float>(2.5)"):
        report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"].startswith("cpp_fused")


def test_damaged_weights_are_an_error_naming_the_file_not_a_mismatch(cpu_projects, pool, tmp_path):
    """Weights truncated (a disk that filled up, a copy cut short) or replaced by other bytes:
    the project is damaged, which says nothing of the module; the reason names the file and
    what to do, and never passes on torch's advice to load it with weights_only=False."""
    project = copy_project(cpu_projects.get("rms_norm"), str(tmp_path / "rms_norm"))
    weights = os.path.join(project, "generated", "rms_norm.weights.pt")
    with open(weights, "rb") as f:
        whole = f.read()
    for damaged in (whole[: len(whole) // 2], os.urandom(len(whole))):
        with open(weights, "wb") as f:
            f.write(damaged)
        report = verify_project(project, {"trials": 1}, pool=pool)
        assert report["verdict"] == "error", report["reason"]
        assert report["fault"]["kind"] == "weights"
        assert weights in report["reason"] and "export the project again" in report["reason"]
        assert "weights_only" not in json.dumps(report)
