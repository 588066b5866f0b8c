"""Verify on a cuda training project (`pytest -m gpu`): a planted error in a Triton backward
kernel of the conv net with BatchNorm fails gradients, not outputs, is located in that kernel,
and the failing gradients' tensors are saved beside the report; an edited backward kernel that
computes the same values passes and is timed against the pristine one by a training step."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import torch

from kernel_studio.methods.export import export_model_file
from kernel_studio.verify.run import verify_project

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")


@pytest.fixture(scope="module")
def convbn(tmp_path_factory: pytest.TempPathFactory) -> tuple[str, dict]:
    out = str(tmp_path_factory.mktemp("verify_gpu") / "train_convbn")
    path = os.path.join(MODELS, "train_convbn.py")
    return out, export_model_file(path, out, device="cuda", train=True)


@pytest.fixture(scope="module")
def pool() -> Iterator[object]:
    from kernel_studio.sandbox.pool import SandboxPool

    p = SandboxPool()
    try:
        yield p
    finally:
        p.close()


def last_store_scaled(body: str, factor: str) -> str | None:
    """`body` with the value of its last store to `in_out_ptr0` (`tl.store(in_out_ptr0 +
    INDEX, value, ...)`, ruff may have wrapped the call over lines) multiplied by `factor`,
    or None without one. In a BatchNorm backward kernel that is the gradient of the
    BatchNorm's input, written over a buffer it read (a per-channel sum stored last, the
    gradient of a convolution's bias, is near zero: BatchNorm's input gradient sums to zero
    over each channel, and a scaled rounding error stays rounding)."""
    start = body.rfind("tl.store(in_out_ptr0")
    if start < 0:
        return None
    depth, commas = 0, []
    for i in range(start + len("tl.store("), len(body)):
        c = body[i]
        if c in "([":
            depth += 1
        elif c in ")]":
            if depth == 0:
                commas.append(i)
                break
            depth -= 1
        elif c == "," and depth == 0:
            commas.append(i)
    value = slice(commas[0] + 1, commas[1])
    return body[: value.start] + f" ({body[value].strip()} * {factor})" + body[value.stop :]


@contextmanager
def scaled(result: dict, op: str, factor: str) -> Iterator[str]:
    """The first backward kernel whose name has `op`, the value of its last store to
    `in_out_ptr0` multiplied by `factor`, put back on leaving; yields the kernel's name."""
    path = result["module"]
    with open(path, encoding="utf-8") as f:
        original = f.read()
    for kernel in (k["name"] for k in result["metadata"]["kernels"] if k["graph"] == "backward"):
        if op not in kernel:
            continue
        start = original.index(f"def {kernel}(")
        end = original.find("\n\n\n", start)  # the next top-level statement
        body = last_store_scaled(original[start:end], factor)
        if body is not None:
            break
    else:
        raise AssertionError(f"no backward kernel with {op!r} storing to in_out_ptr0: {path}")
    with open(path, "w", encoding="utf-8") as f:
        f.write(original[:start] + body + original[end:])
    try:
        yield kernel
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)


def test_pristine_cuda_training_step_passes(convbn, pool) -> None:
    out, result = convbn
    assert {k["graph"] for k in result["metadata"]["kernels"]} == {"forward", "backward"}
    report = verify_project(out, {"trials": 2}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert all(g["passed"] for t in report["trials"] for g in t["gradients"])


def test_a_planted_triton_backward_error_is_located_and_its_gradients_saved(convbn, pool) -> None:
    out, result = convbn
    with scaled(result, "native_batch_norm_backward", "1.01") as kernel:
        report = verify_project(out, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail", report["reason"]
    trial = report["trials"][0]
    assert all(o["passed"] for o in trial["outputs"]), "the forward is not edited"
    bad = [g for g in trial["gradients"] if not g["passed"]]
    assert bad, report["reason"]
    run_dir = os.path.dirname(report["reportFile"])
    for gradient in bad:
        files = gradient["files"]
        expected, actual = (
            torch.load(os.path.join(run_dir, files[side])) for side in ("expected", "actual")
        )
        assert expected.device.type == actual.device.type == "cpu"
        assert list(expected.shape) == gradient["expected"]["shape"] == list(actual.shape)
        assert (actual - expected).abs().max().item() == pytest.approx(gradient["maxAbsError"])
    assert not any("files" in g for g in trial["gradients"] if g["passed"])
    # Why locate found nothing, when it does not: its notes and each launch's status.
    launches = [(k["kernel"], k.get("status")) for k in report["kernels"]]
    assert report["located"] is not None, (report["notes"], launches)
    assert report["located"]["kernel"] == kernel, report["located"]
    names = {n["name"] for n in result["metadata"]["backwardNodes"]}
    assert set(report["located"]["nodes"]) <= names


def test_an_edited_triton_backward_kernel_is_timed_by_a_training_step(convbn, pool) -> None:
    out, result = convbn
    with scaled(result, "native_batch_norm_backward", "1.0") as kernel:
        report = verify_project(out, {"trials": 1, "kernelTiming": True}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["edits"]["edited"] == [kernel]
    [timing] = report["timing"]
    assert timing["kernel"] == kernel and timing["repeats"] > 0, timing
    assert timing["workingSeconds"] > 0 and timing["pristineSeconds"] > 0, timing
