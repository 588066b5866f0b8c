"""The `profile` method on a cpu project, with the real engine and torch: every launch
timed, bytes and FLOPs counted, the report and history written, the pristine module
profiled when the working one is edited, the device's peaks cached, a broken module
named in the error, and the method through a real engine (progress, cancel)."""

from __future__ import annotations

import glob
import json
import os
import sys

import pytest
from torch_series import per_series
from verify_support import copy_project, edited

from kernel_studio.profile.run import ProfileFailed, profile_project
from kernel_studio.server import validation

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from engine_process import EngineProcess  # noqa: E402

RETURN = "    return out\n"  # the last line of call()
FAST = {"warmup": 1, "repeats": 2}
LAYER_NORM = "cpp_fused_native_layer_norm_relu"


@pytest.fixture(scope="module")
def project(cpu_projects, tmp_path_factory) -> str:
    """repeated_blocks (four addmm library calls, one C++ kernel launched four times)."""
    dest = tmp_path_factory.mktemp("profile") / "repeated_blocks"
    return copy_project(cpu_projects.get("repeated_blocks"), str(dest))


def _metadata(project: str) -> dict:
    with open(os.path.join(project, "generated", "metadata.json"), encoding="utf-8") as f:
        return json.load(f)


def test_every_launch_is_timed_and_the_report_is_written(project, pool):
    stages = []
    report = profile_project(
        project, FAST, progress=lambda stage, _m, _f: stages.append(stage), pool=pool
    )
    assert stages[0] == "prepare" and "peaks" in stages and "profile" in stages
    assert report["method"] == "wall-clock" and report["settings"] == FAST
    assert report["device"]["type"] == "cpu" and report["device"]["bandwidth"] > 0
    assert report["device"]["flops"]["float32"] > 0
    assert report["modules"]["pristine"] is None and report["edits"]["edited"] == []
    working = report["modules"]["working"]
    metadata = _metadata(project)
    expected = sum(len(k["launches"]) for k in metadata["kernels"])
    assert len(working["launches"]) == expected == 8
    for launch in working["launches"]:
        assert launch["seconds"] > 0 and launch["bytes"] > 0 and launch["runs"] == 1
        assert launch["bytes"] == launch["readBytes"] + launch["writeBytes"]
        assert launch["dtype"] == "float32" and launch["line"] > 0
        assert launch["bound"] in ("memory", "compute") and launch["roofline"] > 0
    addmm = next(x for x in working["launches"] if x["kernel"] == "addmm")
    assert addmm["kind"] == "extern" and addmm["flops"] == 2 * 8 * 32 * 32
    # bias + x + weight read, the (8, 32) output written once
    assert addmm["readBytes"] == (32 + 8 * 32 + 32 * 32) * 4 and addmm["writeBytes"] == 8 * 32 * 4
    norms = [x for x in working["launches"] if x["kernel"] == LAYER_NORM]
    assert [x["launch"] for x in norms] == [0, 1, 2, 3]
    assert norms[2]["nodes"] == ["layer_norm_2", "relu_2"]
    # x (in and out), weight and bias read; mean and m2 written. torch 2.15 computes a cpu
    # variance over up to 1024 elements in two steps (cpp.use_two_step_variance_threshold) where
    # 2.11 uses Welford: the mean is a sum divided in place, so its (8,) buffer is read too.
    mean_read = per_series({"2.11": 0, "2.15": 8})
    assert norms[0]["readBytes"] == (8 * 32 + mean_read + 32 + 32) * 4
    assert norms[0]["writeBytes"] == (8 * 32 + 8 + 8) * 4
    assert norms[0]["flops"] == 2 * 8 * 32  # the elements layer_norm and relu produce
    kernels = working["kernels"]
    assert [k["seconds"] for k in kernels] == sorted((k["seconds"] for k in kernels), reverse=True)
    assert next(k for k in kernels if k["kernel"] == LAYER_NORM)["launches"] == 4
    assert sum(x["share"] for x in working["launches"]) == pytest.approx(1.0)
    assert sum(k["share"] for k in kernels) == pytest.approx(1.0)
    # The launches' sum and the plain call come from different calls (on a loaded machine
    # either can be the larger, their ratio is bench/profile_check.py's): the coverage is
    # that ratio, whatever it came out as.
    assert working["coverage"] > 0
    assert working["coverage"] == pytest.approx(working["kernelSeconds"] / working["runSeconds"])
    assert working["runSeconds"] > 0 and working["otherSeconds"] >= 0
    assert working["replayed"] is False

    assert os.path.isfile(report["reportFile"])
    with open(report["reportFile"], encoding="utf-8") as f:
        written = json.load(f)
    assert written["runId"] == report["runId"]
    assert validation.problems("profile-report", written) == []
    history = os.path.join(project, ".kernel-studio", "profile", "history.jsonl")
    with open(history, encoding="utf-8") as f:
        line = json.loads(f.readlines()[-1])
    assert line["runId"] == report["runId"] and line["generation"] == 1
    assert line["workingSeconds"] == working["runSeconds"] and line["pristineSeconds"] is None
    assert set(line["kernels"]) == {k["kernel"] for k in kernels}


def test_an_edited_module_gets_a_pristine_profile(project, pool):
    with edited(project, "static_cast<float>(1e-05)", "static_cast<float>(2e-05)"):
        report = profile_project(project, FAST, pool=pool)
    assert report["edits"]["edited"] == [LAYER_NORM]
    pristine = report["modules"]["pristine"]
    assert pristine is not None and len(pristine["launches"]) == 8
    assert all(x["seconds"] > 0 for x in pristine["launches"])
    assert any("pristine" in note for note in report["notes"])


def test_the_device_peaks_are_measured_once(peaks_cache):
    from kernel_studio.profile.peaks import CACHE_FILE, device_peaks

    first = device_peaks("cpu")
    second = device_peaks("cpu")
    assert os.path.isfile(os.path.join(peaks_cache, CACHE_FILE))
    assert second["cached"] and second["bandwidth"] == first["bandwidth"]
    assert second["name"] == first["name"] and "threads" in second["name"]


def _cpu_peaks(peaks_cache: str, project: str, pool, **fields) -> None:
    """Overwrite the cached cpu peaks' `fields` (measured first when not cached: the
    sandbox's key names its own thread count)."""
    from kernel_studio.profile.peaks import CACHE_FILE

    path = os.path.join(peaks_cache, CACHE_FILE)
    if not os.path.isfile(path):
        profile_project(project, FAST, pool=pool)
    with open(path, encoding="utf-8") as f:
        cache = json.load(f)
    entries = [v for k, v in cache.items() if k.startswith("cpu:")]
    assert entries
    for entry in entries:
        entry.pop("measuredAgain", None)
        entry.update(fields)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(cache, f)


def test_cached_peaks_a_launch_beat_are_measured_again_once(peaks_cache, project, pool):
    # Peaks cached far too low (a measurement on a busy machine): every launch beats them.
    _cpu_peaks(peaks_cache, project, pool, bandwidth=1.0, flops={"float32": 1.0})
    stages = []
    report = profile_project(
        project, FAST, pool=pool, progress=lambda _s, message, _f: stages.append(message)
    )
    device = report["device"]
    assert device["measuredAgain"] is True and device["cached"] is False
    assert device["bandwidth"] > 1e6 and device["flops"]["float32"] > 1e6
    assert any("measuring the device's peaks again" in m for m in stages)
    working = report["modules"]["working"]
    addmm = next(x for x in working["launches"] if x["kernel"] == "addmm")
    # against the new peaks: the roofline is FLOP/s over a peak far above 1 FLOP/s
    assert 0 < addmm["roofline"] < 1e-6 * addmm["flopsPerSecond"]
    assert validation.problems("profile-report", report) == []
    # Measured again once: a launch above the new peaks is reported, not measured again.
    _cpu_peaks(peaks_cache, project, pool, bandwidth=1.0, measuredAgain=True)
    stages.clear()
    again = profile_project(
        project, FAST, pool=pool, progress=lambda _s, message, _f: stages.append(message)
    )
    assert again["device"]["cached"] and again["device"]["bandwidth"] == 1.0
    assert not any("again" in m for m in stages)
    above = [n for n in again["notes"] if "above the device's measured peak" in n]
    assert len(above) == 1 and "launches ran above" in above[0]
    fastest = max(again["modules"]["working"]["launches"], key=lambda x: x["roofline"])
    assert f"{fastest['kernel']} launch {fastest['launch']}" in above[0]
    # The next profile measures the peaks again (the test's edit dropped measuredAgain).
    _cpu_peaks(peaks_cache, project, pool)
    assert profile_project(project, FAST, pool=pool)["device"]["measuredAgain"]


def test_peaks_measured_again_keep_the_higher_of_each(peaks_cache):
    from kernel_studio.profile.peaks import CACHE_FILE, device_peaks

    first = device_peaks("cpu")
    path = os.path.join(peaks_cache, CACHE_FILE)
    with open(path, encoding="utf-8") as f:
        cache = json.load(f)
    key = next(k for k in cache if k.startswith("cpu:") and cache[k]["name"] == first["name"])
    cache[key]["bandwidth"] = 1e15
    with open(path, "w", encoding="utf-8") as f:
        json.dump(cache, f)
    again = device_peaks("cpu", refresh=True)
    assert again["bandwidth"] == 1e15 and again["measuredAgain"] and not again["cached"]
    assert again["flops"]["float32"] > 0
    assert device_peaks("cpu")["measuredAgain"]


def test_a_module_that_raises_is_named_and_no_report_is_written(project, pool):
    before = glob.glob(os.path.join(project, ".kernel-studio", "profile", "*", "profile.json"))
    broken = "    raise RuntimeError('broken on purpose')\n" + RETURN
    with edited(project, RETURN, broken), pytest.raises(ProfileFailed) as info:
        profile_project(project, FAST, pool=pool)
    assert "broken on purpose" in info.value.message
    assert info.value.message.startswith("the working module raised")
    after = glob.glob(os.path.join(project, ".kernel-studio", "profile", "*", "profile.json"))
    assert after == before
    assert profile_project(project, FAST, pool=pool)["modules"]["working"]["launches"]


def test_profile_method(project):
    with EngineProcess() as engine:
        engine.initialize()
        response, _ = engine.request("profile", {"project": "relative/dir"})
        assert response["error"]["code"] == -32602
        response, _ = engine.request("profile", {"project": project, "repeats": 0})
        assert response["error"]["code"] == -32602 and "repeats" in response["error"]["message"]
        response, _ = engine.request("profile", {"project": os.path.dirname(project)})
        assert response["error"]["data"]["category"] == "input"

        response, notes = engine.request("profile", {"project": project, **FAST}, 300)
        report = response["result"]
        assert len(report["modules"]["working"]["launches"]) == 8
        stages = [n["params"]["stage"] for n in notes if n.get("method") == "$/progress"]
        assert stages[0] == "prepare" and "profile" in stages

        broken = "    raise RuntimeError('broken on purpose')\n" + RETURN
        with edited(project, RETURN, broken) as path:
            response, _ = engine.request("profile", {"project": project, **FAST}, 300)
        error = response["error"]
        assert error["code"] == -32000 and "broken on purpose" in error["message"]
        assert error["data"] == {"category": "input", "file": path}

        # Cancelling a profile kills its sandbox; the next one starts a fresh sandbox.
        sleep = "    __import__('time').sleep(60)\n" + RETURN
        with edited(project, RETURN, sleep):
            request_id = engine.new_id()
            engine.send(
                {
                    "jsonrpc": "2.0",
                    "id": request_id,
                    "method": "profile",
                    "params": {"project": project, **FAST},
                }
            )
            while True:
                message = engine.next_message(300)
                if (
                    message.get("method") == "$/progress"
                    and message["params"]["stage"] == "profile"
                ):
                    break
            engine.notify("$/cancelRequest", {"id": request_id})
            response, _ = engine.wait_response(request_id, 60)
            assert response["error"]["code"] == -32800
        response, _ = engine.request("profile", {"project": project, **FAST}, 300)
        assert response["result"]["device"]["cached"]


def test_a_new_generation_of_the_same_model_is_profiled_and_verified_as_it_is(tmp_path, pool):
    """The sandbox keeps a project's model and inputs between runs. A generation exported
    again from the same model file (here a materialised node splits the fused kernel) has
    other kernels and launches: every one of them is timed, and verify runs it as it is."""
    import shutil

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.project.project_file import PROJECT_FILE, read_toml
    from kernel_studio.verify.run import verify_project

    model = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "sin_silu_gelu.py")
    project = str(tmp_path / "p")
    export_model_file(model, project, device="cpu")
    first = profile_project(project, FAST, pool=pool)
    export_model_file(model, project, device="cpu", materialize=["sin"])
    module = str(read_toml(os.path.join(project, PROJECT_FILE))["project"]["module"])
    # The working copy becomes the new generation's module, as a merge without edits makes it.
    shutil.copyfile(os.path.join(project, "generated", module), os.path.join(project, module))
    second = profile_project(project, FAST, pool=pool)
    kernels = {k["name"] for k in _metadata(project)["kernels"]}
    timed = {x["kernel"] for x in second["modules"]["working"]["launches"]}
    assert timed == kernels
    assert len(kernels) > len({x["kernel"] for x in first["modules"]["working"]["launches"]})
    assert second["generation"] == 2 and second["modules"]["pristine"] is None
    assert verify_project(project, {"trials": 1}, pool=pool)["verdict"] == "pass"
