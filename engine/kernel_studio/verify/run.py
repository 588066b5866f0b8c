"""The verify run: the project's working module against the eager model, in a sandbox.

`verify_project` is the Python API (the `verify` method is a thin wrapper): it opens the
project, gets a warm or fresh sandbox, runs the example and the random trials, locates
the faulty kernel on a mismatch, times edited kernels against their pristine versions,
and writes the report and the history line (docs/verification.md)."""

from __future__ import annotations

import datetime
import hashlib
import os
import time
from collections.abc import Callable
from typing import Any

from kernel_studio.sandbox.pool import Sandbox, SandboxFault, SandboxPool
from kernel_studio.sandbox.project import Project, ProjectError, open_project
from kernel_studio.sandbox.report import (
    SCHEMA,
    VERSION,
    append_history,
    history_entry,
    write_report,
)
from kernel_studio.sandbox.run import DEFAULT_POOL, FATAL_FAULTS, Progress, SandboxRun
from kernel_studio.sandbox.settings import SettingsError, VerifySettings, make_settings
from kernel_studio.server.protocol import Cancelled
from kernel_studio.verify.random_ops import VERDICT as RANDOM_VERDICT
from kernel_studio.verify.random_ops import note as random_note
from kernel_studio.verify.spread import spread_notes

# Fault kinds that prove the module wrong (fail) rather than leave the question open.
FAILING_FAULTS = {"exception", "cuda-fault"}
INTERPRETER_LIMITS = (
    "Triton interpreter (TRITON_INTERPRET=1): kernels run on the CPU one program at a"
    " time with NumPy semantics; bfloat16 is not supported, some libdevice functions are"
    " missing, shapes are kept small and kernel timing is not measured."
)


def _located_nodes(kernel: dict[str, Any], launch: int) -> list[str]:
    """The nodes the located launch computes (`launchNodes`), else all the kernel's."""
    per_launch = kernel.get("launchNodes") or []
    if 0 <= launch < len(per_launch):
        return list(per_launch[launch])
    return list(kernel.get("nodes") or [])


class VerifyInputError(ValueError):
    """The request cannot be served as asked (bad project or settings)."""

    def __init__(self, message: str, param: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.param = param


def trial_seed(seed: int, index: int) -> int:
    return (seed * 1_000_003 + index) % (2**63)


class _Run(SandboxRun):
    """One verify run's state; `report` is filled in as it goes."""

    def __init__(
        self,
        project: Project,
        settings: VerifySettings,
        pool: SandboxPool,
        progress: Progress | None,
        cancelled: Callable[[], bool] | None,
        trusted: bool | None = None,
    ) -> None:
        super().__init__(project, settings, pool, progress, cancelled, trusted)
        self.run_dir = os.path.join(project.verify_root, self.run_id)
        self.report: dict[str, Any] = {
            "schema": SCHEMA,
            "version": VERSION,
            "runId": self.run_id,
            "time": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
            "project": project.root,
            "module": project.module_path,
            "generation": _generation(project.export.get("generation")),
            "moduleSha256": _sha256(project.module_path),
            "verdict": None,
            "reason": None,
            "settings": {
                **settings.to_json(),
                "device": project.device,
                "interpreter": self.interpreter,
            },
            "edits": {"edited": [], "missing": []},
            "sandbox": {},
            "trials": [],
            "located": None,
            "tainted": [],
            "kernels": [],
            "timing": [],
            "fault": None,
            "notes": [],
            "durationSeconds": None,
        }

    # --- the stages ------------------------------------------------------------------
    def execute(self) -> None:
        s, r = self.settings, self.report
        r["edits"] = self.project.edits()
        if self.interpreter:
            r["notes"].append(INTERPRETER_LIMITS)
            if _uses_bf16(self.project.metadata):
                raise SandboxFault("interpreter", "the Triton interpreter cannot run bfloat16")
        elif s.interpreter:
            r["notes"].append("interpreter ignored: this is a cpu project, verified on the CPU")
        self.progress("prepare", "starting the sandbox", 0.0)
        self.box, warm = self.pool.get(self.key, self._env(), self.project.root)
        if not warm:
            self.box.wait_ready(self.cancelled)
        self.progress("reference", "building the eager reference model", 0.03)
        opened = self._open(self.box)
        self.progress("prepare", "loading the working module", 0.05)
        loaded = self._load(self.box, "working")
        self.launches = loaded.get("launches") or []
        r["sandbox"] = {
            "warm": warm,
            "pid": self.box.proc.pid,
            "device": opened.get("device"),
            "reloaded": loaded.get("reloaded"),
            "loadSeconds": loaded.get("seconds"),
        }
        if loaded.get("interpreterMapped"):
            names = ", ".join(f"libdevice.{n}" for n in loaded["interpreterMapped"])
            r["notes"].append(f"under the interpreter {names} ran as tl.math (same function)")
        clamps = opened.get("plan", {}).get("clamps") or []
        r["notes"] += clamps
        sizes = opened.get("plan", {}).get("sizes") or []
        os.makedirs(self.run_dir, exist_ok=True)
        total = 1 + s.trials
        for index in range(total):
            self.progress("trial", f"trial {index + 1} of {total}", 0.1 + 0.6 * index / total)
            payload = {
                "index": index,
                "kind": "example" if index == 0 else "random",
                "sizes": sizes[index - 1] if index and index - 1 < len(sizes) else {},
                "seed": trial_seed(s.seed, index),
                "tensorDir": self.run_dir,
            }
            self.last_trial = payload
            r["trials"].append(self.request("trial", payload, s.timeout_seconds))
        failing = [t for t in r["trials"] if not t["passed"]]
        numeric = [t for t in failing if any(not o["passed"] for o in t["outputs"])]
        stepped = [t for t in failing if t.get("gradients")]
        if stepped and s.locate:
            # A training project: its kernels replayed against AOTAutograd's forward and
            # backward graphs' values (an imported step's against its captured graph's,
            # where its kernels name that graph's nodes); else the edit that breaks its
            # training step.
            if self.project.metadata.get("mode") != "step":
                self.locate(stepped[0]["index"], "replayTraining")
            elif any("capturedNodes" in k for k in self.project.kernels()):
                self.locate(stepped[0]["index"], "replayStep")
            if r["located"] is None:
                self.locate_gradients(stepped[0]["index"])
        elif numeric and s.locate:
            self.locate(numeric[0]["index"])
        # An imported step's kernels run only inside its step: not timed one by one yet.
        step = self.project.metadata.get("mode") == "step"
        if s.kernel_timing and r["edits"]["edited"] and not self.interpreter and not step:
            self.progress("timing", "timing edited kernels against the pristine ones", 0.9)
            self._load(self.box, "pristine")
            timing = self.request(
                "timing", {"kernels": r["edits"]["edited"]}, max(s.timeout_seconds, 120)
            )
            r["timing"] = timing.get("kernels") or []
        if failing:
            r["verdict"] = "fail"
            first = failing[0]
            bad = [o for o in first["outputs"] if not o["passed"]]
            why = first["problems"] + [f"output {o['output']}: {o['reason']}" for o in bad]
            why += [
                f"gradient of {g['name']}: {g['reason']}"
                if g["kind"] != "loss"
                else f"loss: {g['reason']}"
                for g in first.get("gradients") or []
                if not g["passed"]
            ]
            r["reason"] = f"trial {first['index']}: " + "; ".join(why)
        else:
            r["verdict"] = "pass"
        r["notes"] += spread_notes(r["trials"])
        draws = next((t["random"] for t in r["trials"] if t.get("random")), None)
        if draws is not None:
            r["notes"].append(random_note(draws["nodes"], draws["compared"]))
            if not failing and not draws["compared"]:
                # Neither a pass nor a fail: the values could not be compared.
                r["verdict"] = RANDOM_VERDICT
                r["reason"] = (
                    f"the graph draws random numbers ({', '.join(draws['nodes'][:3])}) in"
                    " Inductor's kernels: shapes, dtypes and finite values match eager's,"
                    " values not compared (export with fallback_random for an elementwise"
                    " check)"
                )

    def locate(self, trial: int, op: str = "locate") -> None:
        """`op`: "locate" (the exported graph's values), "replayTraining" (a training
        project: AOTAutograd's forward and backward graphs' values) or "replayStep" (an
        imported step: its captured graph's values)."""
        r = self.report
        self.progress("locate", "locating the first kernel that diverges", 0.75)
        assert self.box is not None  # the trials ran in it
        progress = self.progress_cb
        if progress is not None:  # the sandbox's stages (a training project's graphs) shown

            def relay(stage: str) -> None:
                try:
                    progress("locate", stage, 0.75)
                except Cancelled:
                    pass  # mid-request: the request's own check kills the sandbox

            self.box.on_stage = relay
        try:
            self._load(self.box, "pristine")
            found = self.request(
                op,
                {"trial": trial, "tensorDir": self.run_dir},
                max(self.settings.timeout_seconds * 2, 180),
            )
        except SandboxFault as fault:
            if fault.kind in FATAL_FAULTS:
                raise
            r["notes"].append(f"could not locate the faulty kernel: {fault.message}")
            return
        finally:
            self.box.on_stage = None
        r["notes"] += found.get("notes") or []
        located = found.get("located")
        tainted = set(found.get("tainted") or [])
        edited = set(r["edits"]["edited"])
        for entry in found.get("launches") or []:
            if located is not None and entry["order"] == located["order"]:
                entry["status"] = "failed"
            elif entry["kernel"] in tainted:
                entry["status"] = "tainted"
            else:
                entry["status"] = "ok" if entry["passed"] else "diverged"
            entry["edited"] = entry["kernel"] in edited
            r["kernels"].append(entry)
        if located is None:
            r["notes"].append(
                "every kernel's buffers match the graph: the difference arises in call()"
                " outside the kernels"
            )
            return
        meta = {k["name"]: k for k in self.project.kernels()}
        lines = [x["line"] for x in self.launches if x["kernel"] == located["kernel"]]
        r["located"] = {
            **located,
            "trial": trial,
            "nodes": _located_nodes(meta.get(located["kernel"]) or {}, located.get("launch", 0)),
            "line": lines[located.get("launch", 0)]
            if len(lines) > located.get("launch", 0)
            else None,
        }
        r["tainted"] = found.get("tainted") or []

    def locate_gradients(self, trial: int) -> None:
        """A training project's failing trial: the edited kernel that breaks its training
        step (loss, outputs or gradients; verify/gradients.py, locate_gradients_op)."""
        r = self.report
        edited = r["edits"]["edited"]
        if not edited and self.project.metadata.get("mode") == "step":
            loss = (self.project.metadata.get("step") or {}).get("loss") or "the sum of outputs"
            r["notes"].append(
                "the imported training step diverges from the model's eager step and no kernel"
                f" is edited: the step is checked against {loss}; if the captured fn"
                " backpropagated another loss, define it as loss(model, *inputs) in the model"
                " file"
            )
            return
        if not edited:
            r["notes"].append(
                "the training step diverges and no kernel is edited: no edit to locate (the"
                " kernels of a training module are not replayed against eager node values yet)"
            )
            return
        self.progress("locate", "locating the edited kernel that breaks the gradients", 0.75)
        assert self.box is not None  # the trials ran in it
        try:
            self._load(self.box, "pristine")
            found = self.request(
                "locateGradients",
                {"trial": trial, "kernels": edited},
                max(self.settings.timeout_seconds * 2, 180),
            )
        except SandboxFault as fault:
            if fault.kind in FATAL_FAULTS:
                raise
            r["notes"].append(f"could not locate the faulty kernel: {fault.message}")
            return
        name = found.get("located")
        tried = ", ".join(
            f"{t['kernel']} ({t.get('graph') or 'forward'}): {'ok' if t['passed'] else 'fails'}"
            for t in found.get("tried") or []
        )
        r["notes"].append(
            "gradients located by running the pristine module's training step with each edited"
            f" kernel in turn: {tried or 'none tried'}"
        )
        if name is None:
            return
        meta = {k["name"]: k for k in self.project.kernels()}
        lines = [x["line"] for x in self.launches if x["kernel"] == name]
        r["located"] = {
            "kernel": name,
            "launch": 0,
            "order": 0,
            "passed": False,
            "buffers": [],
            "trial": trial,
            "nodes": _located_nodes(meta.get(name) or {}, 0),
            "line": lines[0] if lines else None,
        }

    def attribute_cuda_fault(self) -> str | None:
        """Re-run the faulting trial in a fresh sandbox with synchronous launches, so the
        fault surfaces at the launch that caused it."""
        self.progress("locate", "re-running with CUDA_LAUNCH_BLOCKING=1 to find the kernel", 0.8)
        box = Sandbox({**self._env(), "CUDA_LAUNCH_BLOCKING": "1", "KS_VERIFY_SYNC": "1"})
        try:
            box.wait_ready(self.cancelled)
            self._open(box)
            self._load(box, "working")
            box.request("trial", self.last_trial, self.settings.timeout_seconds, self.cancelled)
        except SandboxFault as fault:
            if fault.kind == "cancelled":
                raise
            return fault.kernel
        finally:
            box.kill()
        return None


def _uses_bf16(metadata: dict[str, Any]) -> bool:
    sig = metadata.get("signature") or {}
    tensors = (sig.get("inputs") or []) + (sig.get("outputs") or []) + (sig.get("state") or [])
    return any(t.get("dtype") == "bfloat16" for t in tensors)


def verify_project(
    project_dir: str,
    params: dict[str, Any] | None = None,
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] | None = None,
    pool: SandboxPool | None = None,
    trusted: bool | None = None,
) -> dict[str, Any]:
    """Verify the project's working module; returns the report (also written to
    `.kernel-studio/verify/<runId>/report.json`). `params` are the `verify` method's
    (docs/protocol.md). `trusted`: the caller checked that the project's folder is trusted
    (the `verify` method); None: the trust store says (a training project's saved graphs
    are loaded only from a trusted folder). Raises VerifyInputError, or Cancelled when
    cancelled."""
    started = time.perf_counter()
    try:
        model = (params or {}).get("model")
        project = open_project(project_dir, model if isinstance(model, str) else None)
        settings = make_settings(params or {}, project.verify_defaults)
    except ProjectError as exc:
        raise VerifyInputError(str(exc)) from exc
    except SettingsError as exc:
        raise VerifyInputError(str(exc), exc.name) from exc
    pool = pool or DEFAULT_POOL
    run = _Run(project, settings, pool, progress, cancelled, trusted)
    lock = pool.key_lock(run.key)
    while not lock.acquire(timeout=0.2):
        run.progress("prepare", "waiting for the project's previous verify", None)
    try:
        try:
            run.execute()
        except SandboxFault as fault:
            _record_fault(run, fault)
        except Cancelled:
            raise
        finally:
            if run.box is not None and not run.box.alive:
                pool.discard(run.key)
    finally:
        lock.release()
    report = run.report
    report["durationSeconds"] = round(time.perf_counter() - started, 4)
    write_report(run.run_dir, report)
    report["reportFile"] = os.path.join(run.run_dir, "report.json")
    report["files"] = sorted(f for f in os.listdir(run.run_dir) if f.endswith(".pt"))
    write_report(run.run_dir, report)
    append_history(project.verify_root, history_entry(report))
    return report


def _record_fault(run: _Run, fault: SandboxFault) -> None:
    r = run.report
    if fault.kind == "cancelled":
        run.pool.discard(run.key)
        raise Cancelled()
    if fault.kind in FATAL_FAULTS:
        run.pool.discard(run.key)
    if fault.kind == "cuda-fault":
        kernel = run.attribute_cuda_fault() if run.settings.locate else None
        fault.kernel = kernel or fault.kernel
    r["fault"] = fault.to_json()
    r["verdict"] = "fail" if fault.kind in FAILING_FAULTS else "error"
    where = f" in kernel {fault.kernel}" if fault.kernel else ""
    if fault.kind == "timeout":
        stage = fault.extra.get("stage")
        trial = fault.extra.get("trial")
        at = "" if trial is None else f"trial {trial}: "
        during = f" ({at}{stage})" if stage and not where else ""
        r["reason"] = (
            f"timed out: a stage ran over {run.settings.timeout_seconds:g} s{where}{during};"
            " sandbox killed"
        )
    elif "compile" in fault.extra:
        r["reason"] = fault.message
    elif fault.kind == "load":
        line = fault.extra.get("line")
        r["reason"] = f"the working module does not load: {fault.message}" + (
            f" (line {line})" if line else ""
        )
    else:
        r["reason"] = f"{fault.kind}{where}: {fault.message}"
    if fault.kernel:
        r["located"] = {
            "kernel": fault.kernel,
            "fault": fault.kind,
            "nodes": next(
                (k.get("nodes") or [] for k in run.project.kernels() if k["name"] == fault.kernel),
                [],
            ),
        }


def _sha256(path: str) -> str | None:
    """The verified module text's hash: a result is the text's on screen only while it matches."""
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


def _generation(value: Any) -> int | None:
    """The project's generation the run verified (the one in generated/), None when the
    project file does not record one."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None
