"""Verify on exported CPU projects with control flow: kernels launched inside torch.cond's
branches and a while_loop's body are instrumented, and a planted edit there is located
(in a loop, each iteration's launch is compared with the same iteration's)."""

from __future__ import annotations

from verify_support import edited

from kernel_studio.verify.run import verify_project


def test_cond_pristine_passes_and_branch_edit_is_located(cpu_projects, pool):
    project = cpu_projects.get("cond_branches")
    report = verify_project(project, {"trials": 2, "seed": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    # The example input (positive) takes the true branch.
    kernel = "cpp_fused_abs_add_div_gt_mul_sin_sum"
    old, new = "static_cast<float>(1.0)", "static_cast<float>(1.5)"
    with edited(project, old, new, after=kernel + " = r"):
        report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == kernel
    assert report["located"]["nodes"] == ["cond"]
    assert report["edits"]["edited"] == [kernel]


def test_while_loop_pristine_passes_and_body_edit_is_located(cpu_projects, pool):
    project = cpu_projects.get("while_loop_tanh")
    report = verify_project(project, {"trials": 2, "seed": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    kernel = "cpp_fused_add_mul_tanh_zeros"
    old, new = "static_cast<float>(0.1)", "static_cast<float>(0.2)"
    with edited(project, old, new, after=kernel + " = r"):
        report = verify_project(project, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == kernel
    assert report["located"]["nodes"] == ["while_loop"]
    # The body's launch ran once per iteration (3 in the example), and the first one
    # already differs.
    runs = [k for k in report["kernels"] if k["kernel"] == kernel]
    assert len(runs) == 3
    assert report["located"]["order"] == runs[0]["order"]
