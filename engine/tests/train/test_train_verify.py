"""Verify on a training project (cpu): the loss, the outputs and every gradient against
eager autograd over trials; a planted error in a backward kernel fails the gradients, not
the outputs, and is located in that kernel; one in a forward kernel fails the outputs and
is located there."""

from __future__ import annotations

import os
import re

import pytest

from kernel_studio.methods.export import export_model_file
from kernel_studio.verify.run import verify_project

MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")
MODEL = os.path.join(MODELS, "train_mlp.py")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory, train_exports) -> tuple[str, dict]:
    # The session's export of train_mlp.py, copied: verify writes its reports, the tests edit.
    return train_exports.copy("train_mlp", str(tmp_path_factory.mktemp("verify") / "train_mlp"))


@pytest.fixture(scope="module")
def pool():
    from kernel_studio.sandbox.pool import SandboxPool

    p = SandboxPool()
    yield p
    p.close()


def test_training_project_passes_with_every_gradient(project, pool) -> None:
    out, result = project
    report = verify_project(out, {"trials": 2}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    for trial in report["trials"]:
        names = [(g["kind"], g["name"]) for g in trial["gradients"]]
        assert names == [
            ("loss", "loss"),
            ("parameter", "fc1.weight"),
            ("parameter", "fc1.bias"),
            ("parameter", "fc2.weight"),
            ("parameter", "fc2.bias"),
            ("input", "x"),
        ]
        assert all(g["passed"] for g in trial["gradients"])


def test_planted_backward_error_is_located(project, pool) -> None:
    out, result = project
    meta = result["metadata"]
    backward = [
        k["name"] for k in meta["kernels"] if k["graph"] == "backward" and k["kind"] == "cpp"
    ]
    target = next(n for n in backward if "gelu_backward" in n)
    path = result["module"]
    with open(path, encoding="utf-8") as f:
        original = f.read()
    start = original.index(f"{target} = r")
    end = original.index('"""', original.index('"""', start) + 3)
    body = original[start:end]
    # The GELU derivative's 0.5 (in 0.5 * (1 + erf)) becomes 0.6: the forward is untouched.
    planted = re.sub(r"static_cast<float>\(0\.5\)", "static_cast<float>(0.6)", body, count=1)
    assert planted != body
    with open(path, "w", encoding="utf-8") as f:
        f.write(original[:start] + planted + original[end:])
    try:
        report = verify_project(out, {"trials": 1}, pool=pool)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    assert report["verdict"] == "fail"
    trial = report["trials"][0]
    assert all(o["passed"] for o in trial["outputs"]), "the forward is not edited"
    failing = {g["name"] for g in trial["gradients"] if not g["passed"]}
    assert "fc1.weight" in failing and "fc2.weight" not in failing
    assert "gradient of fc1.weight" in report["reason"]
    located = report["located"]
    assert located["kernel"] == target
    assert set(located["nodes"]) <= {n["name"] for n in meta["backwardNodes"]}
    # Found by the replay: the kernel's buffer against the eager backward graph's node.
    failed = [b for b in located["buffers"] if not b["comparison"]["passed"]]
    assert failed and failed[0]["basis"] == "node"
    assert failed[0]["node"] in {n["name"] for n in meta["backwardNodes"]}


def test_planted_forward_error_is_located(project, pool) -> None:
    out, result = project
    meta = result["metadata"]
    target = next(
        k["name"] for k in meta["kernels"] if k["graph"] == "forward" and k["kind"] == "cpp"
    )
    path = result["module"]
    with open(path, encoding="utf-8") as f:
        original = f.read()
    start = original.index(f"{target} = r")
    end = original.index('"""', original.index('"""', start) + 3)
    body = original[start:end]
    planted = body.replace("static_cast<float>(0.5)", "static_cast<float>(0.6)", 1)
    assert planted != body
    with open(path, "w", encoding="utf-8") as f:
        f.write(original[:start] + planted + original[end:])
    try:
        report = verify_project(out, {"trials": 1}, pool=pool)
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
    assert report["verdict"] == "fail"
    assert not all(o["passed"] for o in report["trials"][0]["outputs"])
    assert report["located"]["kernel"] == target
    failed = [b for b in report["located"]["buffers"] if not b["comparison"]["passed"]]
    assert failed and failed[0]["node"] in {n["name"] for n in meta["nodes"]}


def test_profile_times_a_training_step(project, pool) -> None:
    from kernel_studio.profile.run import profile_project

    out, result = project
    report = profile_project(out, {"repeats": 1, "warmup": 1}, pool=pool)
    launched = {x["kernel"] for x in report["modules"]["working"]["launches"] if x["runs"]}
    backward = {k["name"] for k in result["metadata"]["kernels"] if k["graph"] == "backward"}
    assert backward <= launched, "the backward kernels run in the profiled training step"
    assert any("training step" in note for note in report["notes"])


def test_bf16_batchnorm_calls_and_running_stats_get_the_fp64_second_look(tmp_path, pool) -> None:
    # Calls 2 and 3 of a trial (a model that writes state is called three times in a row)
    # and the running statistics after each call miss bf16's elementwise tolerance by
    # rounding: each is judged against the float64 model after as many calls, as call 1's
    # outputs are (mobilenet_v3_small@bf16 of bench/train_zoo.py failed on them).
    out = str(tmp_path / "convbn_bf16")
    export_model_file(os.path.join(MODELS, "train_convbn_bf16.py"), out, device="cpu", train=True)
    report = verify_project(out, {"trials": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    trial = report["trials"][0]
    later = [o for c in trial["calls"] for o in c["outputs"]]
    assert [c["call"] for c in trial["calls"]] == [2, 3]
    assert any(o.get("mismatches") and o["fp64"]["secondLook"] for o in later)
    looked = [r for t in report["trials"] for r in t["state"] if r.get("fp64")]
    assert looked and all(r["passed"] and r["fp64"]["secondLook"] for r in looked)
    assert {r["call"] for r in trial["state"]} == {1, 2, 3}
    # The loss (summed in fp32 from bf16 outputs) gets bf16's tolerance, as the gradients.
    for t in report["trials"]:
        loss = next(g for g in t["gradients"] if g["kind"] == "loss")
        assert loss["passed"] and loss["rtol"] == pytest.approx(1.6e-2)
