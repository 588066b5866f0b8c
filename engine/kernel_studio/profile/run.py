"""The profile run: every kernel launch of the project's working module timed in the
verify sandbox on the example inputs, and placed against the device's roofline
(docs/profiling.md).

`profile_project` is the Python API (the `profile` method is a thin wrapper). It takes the
project's sandbox from verify's pool under the same per-project lock (a profile and a
verify never share a sandbox at once), measures the device's peaks (cached), profiles
the working module and, when the user edited kernels, the pristine one too; then writes
`.kernel-studio/profile/<runId>/profile.json` and a line of `history.jsonl`."""

from __future__ import annotations

import datetime
import hashlib
import math
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_studio.sandbox.pool import SandboxFault, SandboxPool
from kernel_studio.sandbox.project import Project, ProjectError, open_project
from kernel_studio.sandbox.report import append_history, write_report
from kernel_studio.sandbox.run import DEFAULT_POOL, FATAL_FAULTS, Progress, SandboxRun
from kernel_studio.sandbox.settings import SettingsError, make_settings
from kernel_studio.server.protocol import Cancelled

SCHEMA = "kernel-studio/profile"
VERSION = 1
PROFILE_DIR = os.path.join(".kernel-studio", "profile")
REPORT_FILE = "profile.json"
# Below this share of the run spent in kernels, a GPU mostly waits for launches.
LAUNCH_BOUND_COVERAGE = 0.9
DEFAULT_REPEATS = {"cuda": 20, "cpu": 5}


class ProfileInputError(ValueError):
    """The request cannot be served as asked (bad project or settings, no GPU)."""

    def __init__(self, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param


class ProfileFailed(RuntimeError):
    """The module could not be profiled: it does not load, raised, crashed or ran out of
    time in the sandbox (`fault`, verify's SandboxFault). No report is written."""

    def __init__(self, message: str, fault: SandboxFault, module: str) -> None:
        super().__init__(message)
        self.message = message
        self.fault = fault
        self.module = module


@dataclass
class ProfileSettings:
    """The `profile` params as applied (reported under `settings`)."""

    warmup: int = 3
    repeats: int = 5
    timeout_seconds: float = 120.0

    def to_json(self) -> dict[str, Any]:
        return {"warmup": self.warmup, "repeats": self.repeats}


def make_profile_settings(params: dict[str, Any], device: str) -> ProfileSettings:
    """Raises ProfileInputError naming the bad param."""
    out = ProfileSettings(repeats=DEFAULT_REPEATS.get(device, 5))
    for name, attr, low, high in (
        ("warmup", "warmup", 0, 1000),
        ("repeats", "repeats", 1, 10000),
        ("timeoutSeconds", "timeout_seconds", 0.5, 3600),
    ):
        value = params.get(name)
        if value is None:
            continue
        number = int | float if name == "timeoutSeconds" else int
        if isinstance(value, bool) or not isinstance(value, number) or not low <= value <= high:
            raise ProfileInputError(f"{name} must be a number in [{low}, {high}]", name)
        setattr(out, attr, value)
    return out


# --- the figures -----------------------------------------------------------------------
def _ratio(a: float, b: float) -> float | None:
    return a / b if b > 0 and math.isfinite(a) else None


def peak_flops(peaks: dict[str, Any], dtype: str | None) -> float | None:
    """The peak FLOP/s a launch of `dtype` is held to (float32's for dtypes not measured)."""
    flops = peaks.get("flops") or {}
    return flops.get(dtype or "") or flops.get("float32") or (max(flops.values(), default=None))


def roofline(
    seconds: float, nbytes: int, flops: int, dtype: str | None, peaks: dict[str, Any]
) -> dict[str, Any]:
    """`bandwidth` and `flopsPerSecond` achieved, `roofline` (the share of what the roofline
    allows at this arithmetic intensity) and `bound` (memory or compute)."""
    bandwidth = _ratio(nbytes, seconds)
    rate = _ratio(flops, seconds) if flops else None
    peak_bw = float(peaks.get("bandwidth") or 0)
    peak_f = peak_flops(peaks, dtype)
    out: dict[str, Any] = {
        "bandwidth": bandwidth,
        "flopsPerSecond": rate,
        "roofline": None,
        "bound": "memory",
    }
    if rate is not None and peak_f and peak_bw and nbytes:
        ridge = flops / nbytes * peak_bw
        out["roofline"] = rate / min(peak_f, ridge)
        out["bound"] = "compute" if ridge >= peak_f else "memory"
    elif rate is not None and peak_f and not nbytes:
        out["roofline"], out["bound"] = rate / peak_f, "compute"
    elif bandwidth is not None and peak_bw:
        out["roofline"] = bandwidth / peak_bw
    return out


def _nodes(kernel: dict[str, Any], index: int) -> list[str]:
    per_launch = kernel.get("launchNodes") or []
    if 0 <= index < len(per_launch):
        return list(per_launch[index])
    return list(kernel.get("nodes") or [])


def module_profile(
    reply: dict[str, Any],
    loaded: dict[str, Any],
    kernels: list[dict[str, Any]],
    peaks: dict[str, Any],
) -> dict[str, Any]:
    """A module's profile from the sandbox's `profile` reply and its `load` reply (the
    launches' lines)."""
    meta = {k["name"]: k for k in kernels}
    lines = {(x["kernel"], x["index"]): x["line"] for x in loaded.get("launches") or []}
    launches = [dict(x) for x in reply.get("launches") or []]
    total = sum(x["seconds"] for x in launches)
    per_kernel: dict[str, dict[str, Any]] = {}
    for x in launches:
        kernel = meta.get(x["kernel"]) or {}
        x["line"] = lines.get((x["kernel"], x["launch"]))
        x["kind"] = kernel.get("kind")
        x["share"] = _ratio(x["seconds"], total) or 0.0
        x |= roofline(x["seconds"], x["bytes"], x["flops"], x["dtype"], peaks)
        x["nodes"] = _nodes(kernel, x["launch"])
        k = per_kernel.setdefault(
            x["kernel"],
            {
                "kernel": x["kernel"],
                "kind": x["kind"],
                "launches": 0,
                "seconds": 0.0,
                "bytes": 0,
                "flops": 0,
                "dtype": x["dtype"],
                "line": x["line"],
                "deviceKernels": [],
            },
        )
        for name in x.get("deviceKernels") or []:
            if name not in k["deviceKernels"] and len(k["deviceKernels"]) < 4:
                k["deviceKernels"].append(name)
        k["launches"] += 1
        k["seconds"] += x["seconds"]
        k["bytes"] += x["bytes"] * max(x.get("runs", 1), 1)
        k["flops"] += x["flops"] * max(x.get("runs", 1), 1)
    for k in per_kernel.values():
        k["share"] = _ratio(k["seconds"], total) or 0.0
        k |= roofline(k["seconds"], k["bytes"], k["flops"], k.pop("dtype"), peaks)
    outside = reply.get("outside") or {"seconds": 0.0, "deviceKernels": []}
    run = float(reply["runSeconds"])
    graphed = reply.get("graphSeconds")
    device = total + float(outside.get("seconds") or 0.0)
    return {
        "runSeconds": run,
        "replayed": bool(reply.get("replayed")),
        "profiledRunSeconds": float(reply["profiledRunSeconds"]),
        "kernelSeconds": total,
        "otherSeconds": max(0.0, run - total - float(outside.get("seconds") or 0.0)),
        "coverage": _ratio(total, run) or 0.0,
        "graphSeconds": float(graphed) if graphed else None,
        "deviceCoverage": _ratio(device, float(graphed)) if graphed else None,
        "launches": launches,
        "kernels": sorted(per_kernel.values(), key=lambda k: -k["seconds"]),
        "outside": outside,
    }


# --- the run ---------------------------------------------------------------------------
class _ProfileRun(SandboxRun):
    """A run in the sandbox that profiles (verify's settings for the sandbox itself)."""

    def __init__(
        self,
        project: Project,
        settings: ProfileSettings,
        pool: SandboxPool,
        progress: Progress | None,
        cancelled: Callable[[], bool] | None,
    ) -> None:
        verify = make_settings({}, project.verify_defaults)
        verify.timeout_seconds = float(settings.timeout_seconds)
        verify.interpreter = False
        super().__init__(project, verify, pool, progress, cancelled)
        self.profile_settings = settings
        self.run_dir = os.path.join(project.root, PROFILE_DIR, self.run_id)
        self.which = "working"
        self.peaks: dict[str, Any] = {}
        self.modules: dict[str, Any] = {"working": None, "pristine": None}
        # Each module's sandbox replies (profile, load): its profile is computed again
        # when the peaks are measured again.
        self.replies: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}

    def profile(self, which: str, at: float) -> dict[str, Any]:
        """Load and profile one module (`which`) in the sandbox."""
        assert self.box is not None
        self.which = which
        self.progress("prepare", f"loading the {which} module", at)
        loaded = self._load(self.box, which)
        s = self.profile_settings
        self.progress("profile", f"profiling the {which} module", at + 0.05)
        calls = s.warmup + 1 + 2 * s.repeats
        reply = self.request(
            "profile",
            {"which": which, "warmup": s.warmup, "repeats": s.repeats},
            max(s.timeout_seconds, 30.0) * max(1.0, calls / 10),
        )
        self.replies[which] = (reply, loaded)
        return module_profile(reply, loaded, self.project.kernels(), self.peaks)

    def measure_peaks_again(self) -> None:
        """Cached peaks that a launch beat may have been measured low (on a busy machine):
        measure them again, once per cache entry (the cache keeps the higher of each and
        `measuredAgain`), and compute the profiles anew."""
        self.progress(
            "peaks", "a launch beat the cached peaks: measuring the device's peaks again", 0.9
        )
        self.peaks = self.request(
            "peaks", {"refresh": True}, max(self.settings.timeout_seconds, 120)
        )
        for which, (reply, loaded) in self.replies.items():
            self.modules[which] = module_profile(reply, loaded, self.project.kernels(), self.peaks)

    def execute(self) -> None:
        edited = self.project.edits()["edited"]
        self.progress("prepare", "starting the sandbox", 0.0)
        self.box, warm = self.pool.get(self.key, self._env(), self.project.root)
        if not warm:
            self.box.wait_ready(self.cancelled)
        self.progress("reference", "building the model and its example inputs", 0.05)
        try:
            self._open(self.box)
        except SandboxFault as fault:
            if fault.kind == "environment" and self.project.device == "cuda":
                raise ProfileInputError("profiling a cuda project needs a GPU") from fault
            raise
        self.progress("peaks", "measuring the device's peaks (once per device)", 0.15)
        self.peaks = self.request("peaks", {}, max(self.settings.timeout_seconds, 120))
        self.modules["working"] = self.profile("working", 0.25)
        if edited:
            self.modules["pristine"] = self.profile("pristine", 0.6)
        if (
            self.peaks.get("cached")
            and not self.peaks.get("measuredAgain")
            and above_peak(self.modules)
        ):
            self.measure_peaks_again()
        self.progress("report", "writing the report", 0.95)


def above_peak(modules: dict[str, Any]) -> list[dict[str, Any]]:
    """The launches of the profiled modules whose roofline share is above 1: faster than
    the device's measured peak allows."""
    return [
        x for m in modules.values() if m for x in m["launches"] if (x.get("roofline") or 0.0) > 1.0
    ]


def _notes(run: _ProfileRun, edited: list[str]) -> list[str]:
    notes = []
    working = run.modules["working"]
    if run.project.device == "cuda" and working["coverage"] < LAUNCH_BOUND_COVERAGE:
        graphed = working.get("graphSeconds")
        replay = (
            f"; replayed as a CUDA graph the call takes {graphed * 1e3:.3g} ms instead of"
            f" {working['runSeconds'] * 1e3:.3g} ms"
            if graphed
            else ""
        )
        notes.append(
            f"the GPU ran kernels {working['coverage']:.0%} of the run time and idled"
            " between launches: the module is launch-bound (exported with the Inductor option"
            " triton.cudagraphs it replays as a CUDA graph)" + replay
        )
    if edited:
        notes.append(
            "the working module is edited (" + ", ".join(edited) + "): the pristine module"
            " in generated/ was profiled too, under `modules.pristine`"
        )
    above = above_peak(run.modules)
    if above:
        fastest = max(above, key=lambda x: x["roofline"])
        memory = [x for x in above if x["bound"] == "memory"]
        cause = (
            "their data came from the caches, faster than the memory bandwidth the peak"
            " is measured on"
            if len(memory) == len(above)
            else "the peaks were measured on this machine and are still below them (a peak"
            " measured while the machine was busy is low)"
        )
        notes.append(
            f"{len(above)} launch{'es' if len(above) > 1 else ''} ran above the device's"
            f" measured peak ({fastest['kernel']} launch {fastest['launch']} at"
            f" {fastest['roofline']:.0%} of its roofline, {fastest['bound']}-bound): " + cause
        )
    if run.project.metadata.get("mode") == "train":
        notes.append(
            "a training project: each call is one training step (the loss of the model"
            " file's loss(), else the sum of the outputs, and its backward), the forward and"
            " the backward kernels"
        )
    if run.project.device == "cpu":
        notes.append(
            "on the CPU each launch is timed by the clock around it (kernels run"
            " synchronously); otherSeconds is Python and allocation between launches"
        )
    return notes


def _sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def history_entry(report: dict[str, Any]) -> dict[str, Any]:
    modules = report["modules"]
    pristine = modules.get("pristine")
    return {
        "runId": report["runId"],
        "time": report["time"],
        "generation": report["generation"],
        "device": report["device"].get("name"),
        "edited": report["edits"]["edited"],
        "workingSeconds": modules["working"]["runSeconds"],
        "pristineSeconds": pristine["runSeconds"] if pristine else None,
        "kernels": {k["kernel"]: k["seconds"] for k in modules["working"]["kernels"]},
        "report": f"{report['runId']}/{REPORT_FILE}",
    }


def failure_message(fault: SandboxFault, which: str) -> str:
    """One line naming the problem, as verify's `reason` words it."""
    module = f"the {which} module"
    if fault.kind == "load":
        line = fault.extra.get("line")
        return f"{module} does not load: {fault.message}" + (f" (line {line})" if line else "")
    if "compile" in fault.extra:
        return fault.message
    where = f" in kernel {fault.kernel}" if fault.kernel else ""
    if fault.kind == "timeout":
        return f"{module} timed out{where}: {fault.message}"
    if fault.kind == "exception":
        return f"{module} raised{where}: {fault.message}"
    return f"{module}: {fault.kind}{where}: {fault.message}"


def profile_project(
    project_dir: str,
    params: dict[str, Any] | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    pool: SandboxPool | None = None,
) -> dict[str, Any]:
    """Profile the project's working module (and the pristine one when kernels are
    edited); returns the report, also written to `.kernel-studio/profile/<runId>/
    profile.json`. `params`: the `profile` method's (docs/protocol.md). Raises
    ProfileInputError, ProfileFailed (the sandbox's fault), or Cancelled."""
    started = time.perf_counter()
    params = params or {}
    try:
        model = params.get("model")
        project = open_project(project_dir, model if isinstance(model, str) else None)
        settings = make_profile_settings(params, project.device)
        if make_settings({}, project.verify_defaults).interpreter and project.device == "cuda":
            raise ProfileInputError("profiling a cuda project needs a GPU (not the interpreter)")
    except ProjectError as exc:
        raise ProfileInputError(str(exc)) from exc
    except SettingsError as exc:
        raise ProfileInputError(str(exc), exc.name) from exc
    pool = pool or DEFAULT_POOL
    run = _ProfileRun(project, settings, pool, progress, cancelled)
    edited = project.edits()["edited"]
    lock = pool.key_lock(run.key)
    while not lock.acquire(timeout=0.2):
        run.progress("prepare", "waiting for the project's verify or profile", None)
    try:
        try:
            run.execute()
        except SandboxFault as fault:
            if fault.kind == "cancelled":
                pool.discard(run.key)
                raise Cancelled() from fault
            if fault.kind in FATAL_FAULTS:
                pool.discard(run.key)
            path = project.module_path if run.which == "working" else project.generated_path
            raise ProfileFailed(failure_message(fault, run.which), fault, path) from fault
        finally:
            if run.box is not None and not run.box.alive:
                pool.discard(run.key)
    finally:
        lock.release()
    working = run.modules["working"]
    report = {
        "schema": SCHEMA,
        "version": VERSION,
        "runId": run.run_id,
        "time": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
        "project": project.root,
        "module": project.module_path,
        "generation": project.export.get("generation"),
        "workingSha256": _sha256(project.module_path),
        "device": run.peaks,
        "method": "torch.profiler" if project.device == "cuda" else "wall-clock",
        "settings": settings.to_json(),
        "edits": {"edited": edited},
        "modules": {"working": working, "pristine": run.modules["pristine"]},
        "notes": _notes(run, edited),
        "durationSeconds": None,
        "reportFile": os.path.join(run.run_dir, REPORT_FILE),
    }
    report["durationSeconds"] = round(time.perf_counter() - started, 4)
    write_report(run.run_dir, report, REPORT_FILE)
    append_history(os.path.join(project.root, PROFILE_DIR), history_entry(report))
    return report
