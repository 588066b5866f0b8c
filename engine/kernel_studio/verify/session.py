"""The sandbox's state and its operations (open, load, trial, locate, timing), kept
between requests so that a warm sandbox re-verifies an edit without rebuilding the
model or re-importing torch. Everything here runs in the sandbox process (worker.py)."""

from __future__ import annotations

import copy
import os
import sys
import time
import traceback
from typing import Any

import torch
from torch.utils._pytree import tree_leaves

from kernel_studio.verify.compare import (
    FP64_FACTORS,
    close_mask,
    compare_tensors,
    compare_values,
    dtype_name,
    fp64_check,
    same_values,
)
from kernel_studio.verify.hooks import LaunchHooks, Watchdog
from kernel_studio.verify.inputs import clone_inputs, make_inputs, plan_trials
from kernel_studio.verify.locate import build_program, graph_values, locate
from kernel_studio.verify.modules import LoadedModule, load_module
from kernel_studio.verify.settings import make_settings

CUDA_FAULT_WORDS = ("CUDA error", "illegal memory access", "illegal instruction", "misaligned")
MAX_SAVED_ELEMENTS = 1 << 26


class OpError(Exception):
    """A failed operation: `kind` tells the engine how to treat the sandbox afterwards."""

    def __init__(self, kind: str, message: str, **extra: Any) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message
        self.extra = extra


def save_tensor(t: torch.Tensor, path: str) -> str | None:
    """A plain CPU tensor that libtorch's torch::pickle_load reads back (docs/verification.md)."""
    if t.numel() > MAX_SAVED_ELEMENTS:
        return None
    torch.save(t.detach().cpu().contiguous().clone(), path)
    return os.path.basename(path)


def _describe(values: list[Any]) -> list[dict[str, Any]]:
    return [
        {"shape": list(v.shape), "dtype": dtype_name(v.dtype)}
        if isinstance(v, torch.Tensor)
        else {"value": repr(v)}
        for v in values
    ]


class Session:
    """One project's model, reference, modules and trial inputs inside the sandbox."""

    def __init__(self, emit: Any) -> None:
        self.emit = emit
        self.key: Any = None
        # What the last open set up (the device it runs on, the plan and inputs it reported).
        self.device = "cpu"
        self.opened: dict[str, Any] = {}
        self.cuda = torch.cuda.is_available()
        self.hooks = LaunchHooks(emit, cuda=False)
        # Fault attribution re-runs: synchronize after every launch (run.py sets this).
        self.hooks.sync = os.environ.get("KS_VERIFY_SYNC") == "1"
        self.watchdog: Watchdog | None = None
        self.modules: dict[str, LoadedModule] = {}
        self.trial_inputs: dict[int, list[Any]] = {}
        self.previous: tuple[list[Any], list[Any]] | None = None
        self.program: Any = None
        self.model64: Any = None

    # --- open ------------------------------------------------------------------------
    def open(self, req: dict[str, Any]) -> dict[str, Any]:
        from kernel_studio.model_file import (
            build_model,
            load_model_file,
            make_dynamic_shapes,
            make_init_inputs,
        )
        from kernel_studio.model_file import make_inputs as model_inputs

        t0 = time.perf_counter()
        key = [
            req.get(k)
            for k in ("project", "model", "callable", "device", "interpreter", "modelStamp")
        ]
        self.settings = make_settings(req.get("settings") or {})
        self._set_numerics()
        if key == self.key:
            return {"cached": True, "device": self.device, "seconds": 0.0, **self.opened}
        self.metadata = req["metadata"]
        self.interpreter = bool(req.get("interpreter"))
        project_device = req.get("device") or "cpu"
        if project_device == "cuda" and not self.interpreter and not self.cuda:
            raise OpError("environment", "this is a cuda project and no CUDA GPU is visible")
        self.device = "cpu" if self.interpreter else project_device
        self.hooks.cuda = self.device == "cuda"
        if self.hooks.cuda and self.watchdog is None:
            self.watchdog = Watchdog(self.hooks, self.emit)
            self.watchdog.start()
        for entry in req.get("sysPath") or []:  # `pkg.mod:fn` imports as in the engine
            if entry not in sys.path:
                sys.path.append(entry)
        try:
            torch.manual_seed(0)  # as the export did: seed, build the model, make inputs
            if req.get("callable"):
                from kernel_studio.callable_ref import (
                    load_callable,
                    load_dynamic_shapes,
                    load_inputs,
                )

                model = load_callable(req["callable"])[0]
                examples = load_inputs(req["inputs"])[0]
                shapes = req.get("dynamicShapes")
                self.spec = load_dynamic_shapes(shapes) if shapes else None
            else:
                loaded = load_model_file(req["model"])
                model = build_model(loaded, make_init_inputs(loaded))
                examples = model_inputs(loaded)
                self.spec = make_dynamic_shapes(loaded)
        except Exception as exc:  # noqa: BLE001 - ModelFileError or the user's own error
            message = getattr(exc, "message", None) or str(exc)
            raise OpError("reference", f"cannot build the model: {message}") from exc
        if isinstance(model, torch.nn.Module):
            model.eval()
            self._load_weights(model, req.get("weights"))
            model = model.to(self.device)
        self.model = model
        self.examples_cpu = [
            v.detach().cpu() if isinstance(v, torch.Tensor) else v for v in examples
        ]
        self.examples = [v.to(self.device) if isinstance(v, torch.Tensor) else v for v in examples]
        self.strict = bool(req.get("strict"))
        self.decompositions = req.get("decompositions")
        self.modules = {}
        self.program = self.model64 = self.previous = None
        self.trial_inputs = {}
        plan = plan_trials(
            self.metadata,
            self.examples_cpu,
            self.settings.trials,
            self.settings.seed,
            "interpreter" if self.interpreter else self.device,
        )
        self.opened = {"plan": {"sizes": plan.sizes, "clamps": plan.clamps}}
        self.opened["inputs"] = _describe(self.examples)
        self.key = key
        return {
            "cached": False,
            "device": self.device,
            "seconds": time.perf_counter() - t0,
            **self.opened,
        }

    def _set_numerics(self) -> None:
        tf32 = bool(self.settings.tf32)
        torch.backends.cuda.matmul.allow_tf32 = tf32
        torch.backends.cudnn.allow_tf32 = tf32

    def _load_weights(self, model: torch.nn.Module, path: str | None) -> None:
        """The eager model gets exactly the exported weights (by state-dict key)."""
        if not path or not os.path.isfile(path):
            return
        weights = torch.load(path, map_location="cpu", weights_only=True)
        state = model.state_dict(keep_vars=True)
        with torch.no_grad():
            for entry in self.metadata.get("signature", {}).get("state") or []:
                target, value = entry.get("target"), weights.get(entry.get("name"))
                if target in state and isinstance(value, torch.Tensor):
                    state[target].copy_(value)

    # --- load ------------------------------------------------------------------------
    def load(self, req: dict[str, Any]) -> dict[str, Any]:
        which = req["which"]
        t0 = time.perf_counter()
        interpret = None
        if self.interpreter:
            interpret = os.path.join(req["scratch"], which, os.path.basename(req["path"]))
        module, reloaded = load_module(
            req["path"],
            req["name"],
            self.metadata,
            self.hooks,
            interpret_path=interpret,
            previous=self.modules.get(which),
        )
        self.modules[which] = module
        return {
            "reloaded": reloaded,
            "seconds": time.perf_counter() - t0,
            "interpreterMapped": module.interpreter_mapped,
            "launches": [
                {"kernel": x.kernel, "index": x.index, "line": x.line, "writes": x.writes}
                for x in module.launches
            ],
        }

    # --- running ---------------------------------------------------------------------
    def _run_module(self, which: str, inputs: list[Any]) -> Any:
        module = self.modules[which].module
        self.hooks.reset()
        if self.watchdog is not None:
            self.watchdog.active.set()
        try:
            with torch.no_grad():
                out = module.call(*inputs)
                if self.device == "cuda":
                    torch.cuda.synchronize()
        except Exception as exc:  # noqa: BLE001 - the user's module
            text = f"{type(exc).__name__}: {exc}"
            kind = "exception"
            if self.device == "cuda" and any(w in text for w in CUDA_FAULT_WORDS):
                kind = "cuda-fault"
            elif self.interpreter:
                kind = "interpreter"
            raise OpError(
                kind,
                text.strip()[:2000],
                kernel=self.hooks_last_kernel(),
                traceback=traceback.format_exc()[-4000:],
            ) from exc
        finally:
            if self.watchdog is not None:
                self.watchdog.active.clear()
        return out

    def hooks_last_kernel(self) -> str | None:
        """The kernel whose launch had begun and not ended when the call failed."""
        return self.hooks.running

    def _inputs_for(self, req: dict[str, Any]) -> list[Any]:
        if req.get("kind") == "example":
            return clone_inputs(self.examples)
        return make_inputs(
            self.metadata, self.examples_cpu, req.get("sizes") or {}, req["seed"], self.device
        )

    def trial(self, req: dict[str, Any]) -> dict[str, Any]:
        index = int(req["index"])
        inputs = self._inputs_for(req)
        self.trial_inputs[index] = inputs
        mod_in, ref_in = clone_inputs(inputs), clone_inputs(inputs)
        t0 = time.perf_counter()
        actual = self._run_module("working", mod_in)
        t1 = time.perf_counter()
        try:
            with torch.no_grad():
                expected = self.model(*ref_in)
            if self.device == "cuda":
                torch.cuda.synchronize()
        except Exception as exc:  # noqa: BLE001
            message = f"the eager model failed: {type(exc).__name__}: {exc}"
            raise OpError("reference", message) from exc
        t2 = time.perf_counter()
        outs, refs = tree_leaves(actual), tree_leaves(expected)
        problems: list[str] = []
        results: list[dict[str, Any]] = []
        if len(outs) != len(refs):
            problems.append(f"call() returned {len(outs)} outputs, the model {len(refs)}")
        fp64 = self._fp64_outputs(inputs) if self.settings.fp64_reference else None
        folder = req.get("tensorDir")
        for i, (a, e) in enumerate(zip(outs, refs, strict=False)):
            if isinstance(e, torch.Tensor) and isinstance(a, torch.Tensor):
                rtol, atol = self.settings.tolerance(dtype_name(e.dtype))
                r = compare_tensors(a, e, rtol, atol)
                if fp64 is not None and e.is_floating_point() and r["mismatches"] is not None:
                    factor = FP64_FACTORS.get(dtype_name(e.dtype), FP64_FACTORS["default"])
                    r["fp64"] = fp64_check(a, e, fp64[i], factor, max(atol, 1e-12) / 10)
                    stride = bool(r["reason"]) and r["reason"].startswith("stride")
                    r["passed"] = r["fp64"]["passed"] and not stride
                    if not r["passed"] and not stride:
                        r["reason"] = "RMSE against the fp64 reference is above the bound"
                    elif r["passed"]:
                        r["reason"] = None
            else:
                r = compare_values(a, e)
            r["output"] = i
            if not r["passed"] and folder and isinstance(a, torch.Tensor):
                for side, t in (("expected", e), ("actual", a)):
                    name = save_tensor(t, os.path.join(folder, f"trial{index}_output{i}_{side}.pt"))
                    if name:
                        r.setdefault("files", {})[side] = name
            results.append(r)
        problems += self._mutations(inputs, mod_in, ref_in)
        problems += self._cached(outs, refs, inputs)
        self.previous = (
            outs,
            [v.detach().clone() if isinstance(v, torch.Tensor) else v for v in refs],
        )
        passed = not problems and all(r["passed"] for r in results)
        return {
            "index": index,
            "kind": req.get("kind"),
            "sizes": req.get("sizes") or {},
            "inputs": _describe(inputs),
            "passed": passed,
            "outputs": results,
            "problems": problems,
            "moduleSeconds": t1 - t0,
            "referenceSeconds": t2 - t1,
        }

    def _fp64_outputs(self, inputs: list[Any]) -> list[Any]:
        if self.model64 is None:
            self.model64 = copy.deepcopy(self.model).double()
        args = [
            v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
            for v in clone_inputs(inputs)
        ]
        with torch.no_grad():
            return tree_leaves(self.model64(*args))

    def _mutations(self, orig: list[Any], mod_in: list[Any], ref_in: list[Any]) -> list[str]:
        names = [i.get("name") for i in self.metadata.get("signature", {}).get("inputs") or []]
        out = []
        for i, (o, m, r) in enumerate(zip(orig, mod_in, ref_in, strict=False)):
            if not isinstance(o, torch.Tensor):
                continue
            name = names[i] if i < len(names) else f"input {i}"
            module_changed = not same_values(m, o)
            eager_changed = not same_values(r, o)
            if module_changed and not eager_changed:
                out.append(f"call() modified its input {name} (the model does not)")
            elif eager_changed and not bool(close_mask(m, r, 1e-5, 1e-6).all()):
                out.append(f"input {name} after call() differs from the model's in-place result")
        return out

    def _cached(self, outs: list[Any], refs: list[Any], inputs: list[Any]) -> list[str]:
        if self.previous is None:
            return []
        prev_outs, prev_refs = self.previous
        out = []
        for i, (a, p) in enumerate(zip(outs, prev_outs, strict=False)):
            if not (isinstance(a, torch.Tensor) and isinstance(p, torch.Tensor)) or not a.numel():
                continue
            if a.untyped_storage().data_ptr() == p.untyped_storage().data_ptr():
                out.append(f"output {i} is the same tensor as the previous trial's (cached)")
                continue
            e, pe = refs[i] if i < len(refs) else None, prev_refs[i] if i < len(prev_refs) else None
            if (
                a.shape == p.shape
                and isinstance(e, torch.Tensor)
                and isinstance(pe, torch.Tensor)
                and e.shape == pe.shape
                and torch.equal(a, p)
                and not torch.equal(e.detach(), pe)
            ):
                out.append(f"output {i} did not change although the inputs did (cached)")
        return out

    # --- locate and timing -----------------------------------------------------------
    def locate(self, req: dict[str, Any]) -> dict[str, Any]:
        inputs = self.trial_inputs[int(req["trial"])]
        if self.program is None:
            self.program = build_program(
                self.model,
                clone_inputs(self.examples),
                self.spec,
                self.strict,
                self.decompositions,
                self.device,
            )
        values = graph_values(self.program, clone_inputs(inputs))
        records = {}
        for which in ("working", "pristine"):
            self.hooks.capture = True
            try:
                self._run_module(which, clone_inputs(inputs))
                records[which] = list(self.hooks.records)
            finally:
                self.hooks.capture = False
        kernel_nodes = {k["name"]: k.get("nodes") or [] for k in self.metadata.get("kernels") or []}
        result = locate(
            records["working"], records["pristine"], values, kernel_nodes, self.settings
        )
        folder = req.get("tensorDir")
        for entry in result["launches"]:
            for j, slot in enumerate(entry["buffers"]):
                tensors = slot.pop("_tensors", None)
                if entry is result["located"] and folder and tensors is not None:
                    failed = not slot["comparison"]["passed"]
                    for side, t in zip(("expected", "actual"), tensors, strict=True):
                        if failed:
                            base = f"locate_{entry['kernel']}_{entry['launch']}_{j}_{side}.pt"
                            name = save_tensor(t, os.path.join(folder, base))
                            if name:
                                slot.setdefault("files", {})[side] = name
        return result

    def timing(self, req: dict[str, Any]) -> dict[str, Any]:
        out = []
        for kernel in req.get("kernels") or []:
            entry: dict[str, Any] = {"kernel": kernel}
            for which in ("working", "pristine"):
                self.hooks.timing_target = (kernel, 0)
                try:
                    self._run_module(which, clone_inputs(self.examples))
                    result = self.hooks.timing_result
                finally:
                    self.hooks.timing_target = None
                entry[which + "Seconds"] = result["medianSeconds"] if result else None
                entry["repeats"] = result["repeats"] if result else 0
            w, p = entry.get("workingSeconds"), entry.get("pristineSeconds")
            entry["ratio"] = (w / p) if w and p else None
            out.append(entry)
        return {"kernels": out}
