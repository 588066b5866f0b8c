"""Verify on a training project (cpu): the loss, the outputs and every gradient against
eager autograd over trials; a small planted error in a backward kernel (the conv net's
BatchNorm backward off by 1e-3) fails the gradients, not the outputs, and is located in that
kernel, replayed against the graphs the export saved (no lowering in the sandbox); one in a
forward kernel fails the outputs and is located there; a project without saved graphs makes
them again and says so."""

from __future__ import annotations

import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
import torch

from kernel_studio.methods.export import export_model_file
from kernel_studio.verify.replay_training import LOWERED_STAGE
from kernel_studio.verify.run import verify_project

MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")
MODEL = os.path.join(MODELS, "train_mlp.py")


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory, train_exports) -> tuple[str, dict]:
    # The session's export of train_mlp.py, copied: verify writes its reports, the tests edit.
    return train_exports.copy("train_mlp", str(tmp_path_factory.mktemp("verify") / "train_mlp"))


# Started in every sandbox of `pool` (Python's sitecustomize): lowering a training step there
# fails, so a test that passes through locate proves the replay did not lower the model. The
# module is patched as it is imported, so a sandbox that never lowers never imports it.
TRIPWIRE = """import importlib.abc
import importlib.machinery
import sys

LOWER = "kernel_studio.pipeline.train.lower"


def _refused(*args, **kwargs):
    raise RuntimeError("lower_step ran in the sandbox")


class Tripwire(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if name != LOWER:
            return None
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            module.lower_step = _refused

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, Tripwire())
"""


@pytest.fixture(scope="module")
def pool(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    from kernel_studio.sandbox.pool import SandboxPool

    tripwire = tmp_path_factory.mktemp("tripwire")
    (tripwire / "sitecustomize.py").write_text(TRIPWIRE, encoding="utf-8")
    before = os.environ.get("PYTHONPATH")
    os.environ["PYTHONPATH"] = os.pathsep.join([str(tripwire), *([before] if before else [])])
    p = SandboxPool()
    try:
        yield p
    finally:
        p.close()
        if before is None:
            os.environ.pop("PYTHONPATH", None)
        else:
            os.environ["PYTHONPATH"] = before


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


def test_an_edited_backward_kernel_is_timed_against_the_pristine_one(project, pool) -> None:
    # Kernel timing runs a training step in a training project: a backward kernel launches
    # only in the backward (a forward `call` never reaches it). The edit changes nothing
    # the kernel computes.
    out, result = project
    with planted(
        result,
        "backward",
        "gelu_backward",
        r"static_cast<float>\(0\.3989422804014327\)",
        "static_cast<float>(0.3989422804014327 * 1.0)",
    ) as kernel:
        report = verify_project(out, {"trials": 1, "kernelTiming": True}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]
    assert report["edits"]["edited"] == [kernel]
    [timing] = report["timing"]
    assert timing["kernel"] == kernel
    assert timing["repeats"] > 0, timing
    assert timing["workingSeconds"] > 0 and timing["pristineSeconds"] > 0, timing
    assert timing["ratio"] == pytest.approx(timing["workingSeconds"] / timing["pristineSeconds"])


@pytest.fixture(scope="module")
def convbn(tmp_path_factory: pytest.TempPathFactory, train_exports) -> tuple[str, dict]:
    # The conv net with BatchNorm, copied: the planted errors' tests edit it (and put it
    # back), one after the other on one sandbox, which makes the replay's graphs once.
    dest = tmp_path_factory.mktemp("verify") / "train_convbn"
    return train_exports.copy("train_convbn", str(dest))


@contextmanager
def planted(result: dict, graph: str, op: str, pattern: str, repl: str) -> Iterator[str]:
    """The project's module with `pattern` replaced once in the kernel of `graph` whose
    name has `op`, put back on leaving; yields the kernel's name."""
    kernel = next(
        k["name"] for k in result["metadata"]["kernels"] if k["graph"] == graph and op in k["name"]
    )
    path = result["module"]
    with open(path, encoding="utf-8") as f:
        original = f.read()
    start = original.index(f'{kernel} = r"""')
    end = original.index('"""', start + len(f'{kernel} = r"""'))
    body, count = re.subn(pattern, repl, original[start:end])
    assert count == 1, f"{pattern!r} in {kernel}: {count} times"
    with open(path, "w", encoding="utf-8") as f:
        f.write(original[:start] + body + original[end:])
    try:
        yield kernel
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)


def _failed_buffer(located: dict, nodes: list[dict]) -> None:
    """The located kernel computes nodes of `nodes` (the forward's or the backward's graph),
    and the replay found it: its buffer against the eager value of that graph's node."""
    names = {n["name"] for n in nodes}
    assert set(located["nodes"]) <= names
    failed = [b for b in located["buffers"] if not b["comparison"]["passed"]]
    assert failed and failed[0]["basis"] == "node" and failed[0]["node"] in names


@contextmanager
def planted_batchnorm_backward(result: dict) -> Iterator[str]:
    # The conv net's BatchNorm backward kernel scales the gradient it hands the convolution
    # by 1 + 1e-3.
    with planted(
        result,
        "backward",
        "native_batch_norm_backward",
        r"(tmp\d+)\.store\(in_out_ptr0",  # the convolution's gradient, written once
        r"(\1 * at::vec::Vectorized<float>(static_cast<float>(1.001))).store(in_out_ptr0",
    ) as kernel:
        yield kernel


def test_a_small_planted_batchnorm_backward_error_is_located(convbn, pool) -> None:
    # Verify's fp64 rule, widened by the rounding spread (eager steps on inputs and weights
    # nudged by one ulp, kernel_studio/verify/spread.py), still fails the planted error, and
    # locate names the kernel, replaying it against the graphs the export saved: the
    # sandbox's lower_step would raise (TRIPWIRE).
    out, result = convbn
    said: list[str] = []
    with planted_batchnorm_backward(result) as kernel:
        report = verify_project(
            out,
            {"trials": 1, "kernelTiming": False},
            pool=pool,
            progress=lambda stage, message, fraction: said.append(message),
        )
    # The saved graphs are loaded once, by the trial's rounding spread (its graphs' sample
    # below), and locate uses them: nothing is lowered again.
    assert not any(LOWERED_STAGE in m for m in said), said
    assert not any("could not locate" in n or "again" in n for n in report["notes"])
    assert report["verdict"] == "fail"
    trial = report["trials"][0]
    assert all(o["passed"] for o in trial["outputs"]), "the forward is not edited"
    bad = {g["name"]: g for g in trial["gradients"] if not g["passed"]}
    assert set(bad) == {"conv.weight"}, report["reason"]
    looked = bad["conv.weight"]["fp64"]
    assert (
        looked["rule"] == "rounding spread" and looked["spread"]["samples"] == 5
    )  # 3 + channels-last + decisions turned
    # Far outside even the widened bound: the spread of a well-conditioned gradient is
    # eager's own rounding.
    assert looked["moduleRmse"] > 3 * looked["bound"]
    assert max(looked["spread"]["sampleRmse"]) < 10 * looked["eagerRmse"]
    # The exported graphs' sample (verify/graph_sample.py): their float64 step is the model's
    # (admitted), and their float32 step rounds as eager's does, so the planted error stays out.
    graph = looked["spread"]["graph"]
    assert graph["admitted"] and graph["fp64Rmse"] < 1e-3 * looked["eagerRmse"], graph
    assert graph["rmse"] < 10 * looked["eagerRmse"] and looked["moduleRmse"] > 3 * looked["bound"]
    assert "eager steps rounded otherwise" in report["reason"]
    # The failing gradient's two tensors are saved beside the report (the IDE's tensor
    # inspector shows them); the passing ones' are not.
    files = bad["conv.weight"]["files"]
    assert re.fullmatch(r"trial0_gradient\d+_expected\.pt", files["expected"]), files
    assert files["actual"] == files["expected"].replace("_expected", "_actual")
    run_dir = os.path.dirname(report["reportFile"])
    expected, actual = (
        torch.load(os.path.join(run_dir, files[side])) for side in ("expected", "actual")
    )
    assert list(expected.shape) == bad["conv.weight"]["expected"]["shape"] == list(actual.shape)
    assert (actual - expected).abs().max().item() == pytest.approx(
        bad["conv.weight"]["maxAbsError"]
    )
    assert not any("files" in g for g in trial["gradients"] if g["passed"])
    assert report["located"]["kernel"] == kernel, report["located"]
    _failed_buffer(report["located"], result["metadata"]["backwardNodes"])


def test_a_project_without_saved_graphs_makes_them_again_and_says_so(
    tmp_path, train_exports, monkeypatch
) -> None:
    # As a project exported before the graphs were kept: locate lowers the model again in
    # the sandbox (a pool without the tripwire), says why, and still finds the kernel.
    from kernel_studio.sandbox.pool import SandboxPool

    paths = os.environ.get("PYTHONPATH", "").split(os.pathsep)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(p for p in paths if "tripwire" not in p))
    out, result = train_exports.copy("train_convbn", str(tmp_path / "train_convbn"))
    shutil.rmtree(os.path.join(out, "generated", "graphs"))
    said: list[str] = []
    plain = SandboxPool()
    try:
        with planted_batchnorm_backward(result) as kernel:
            report = verify_project(
                out,
                {"trials": 1, "kernelTiming": False},
                pool=plain,
                progress=lambda stage, message, fraction: said.append(message),
            )
    finally:
        plain.close()
    assert report["located"]["kernel"] == kernel, report["located"]
    again = [m for m in said if m.startswith(LOWERED_STAGE)]
    assert again and "exported before" in again[0], said
    assert any(
        "made AOTAutograd's forward and backward graphs again" in n
        and "exported before" in n
        and "Regenerate" in n
        for n in report["notes"]
    )
    # The rounding spread does not lower the model again for its graphs' sample: it says why
    # there is none.
    looked = next(g for g in report["trials"][0]["gradients"] if not g["passed"])["fp64"]
    graph = looked["spread"]["graph"]
    assert not graph["admitted"] and "exported before" in graph["error"], graph


def test_planted_forward_error_is_located(convbn, pool) -> None:
    # BatchNorm's eps in the forward kernel that normalizes: 1e-05 becomes 0.1.
    out, result = convbn
    with planted(
        result,
        "forward",
        "native_batch_norm_legit",
        r"static_cast<float>\(1e-05\)",
        "static_cast<float>(0.1)",
    ) as kernel:
        report = verify_project(out, {"trials": 1, "kernelTiming": False}, pool=pool)
    assert report["verdict"] == "fail"
    assert not all(o["passed"] for o in report["trials"][0]["outputs"])
    assert report["located"]["kernel"] == kernel, report["located"]
    _failed_buffer(report["located"], result["metadata"]["nodes"])


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
