"""The sandbox's state, kept between requests so that a warm sandbox re-verifies an edit
without rebuilding the model or re-importing torch: the model, the reference, the loaded
modules and the trial inputs, with the operations every run needs (open, load, running a
module under the launch hooks). Everything here runs in the sandbox process (worker.py);
verify's operations (trial, locate, timing) are in kernel_studio/verify/ and profiling's
(profile, peaks) in kernel_studio/profile/, each a function of the session."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import pickle
import sys
import time
import traceback
from collections.abc import Iterator
from typing import Any

import torch

from kernel_studio.sandbox.chunks import fingerprint
from kernel_studio.sandbox.compile_errors import (
    CompileError,
    kernel_finder,
    triton_compile_error,
)
from kernel_studio.sandbox.hooks import LaunchHooks, Passthrough, Watchdog
from kernel_studio.sandbox.inputs import (
    clone_inputs,
    dtype_name,
    example_dims,
    input_stats,
    make_inputs,
    plan_trials,
    shape_for,
)
from kernel_studio.sandbox.memory import Reporter, is_oom, now
from kernel_studio.sandbox.modules import LoadedModule, load_module
from kernel_studio.sandbox.settings import make_settings

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
    """A plain CPU tensor that libtorch's torch::pickle_load reads back (docs/verification.md),
    made with one host copy."""
    if t.numel() > MAX_SAVED_ELEMENTS:
        return None
    host = torch.empty(t.shape, dtype=t.dtype)
    host.copy_(t.detach())
    torch.save(host, path)
    return os.path.basename(path)


def load_weights_file(path: str) -> dict[str, Any]:
    """The exported weights (`<name>.weights.pt`), loaded as tensors only. A file torch cannot
    read is a `weights` error naming it: the project is damaged, which says nothing of the
    module's correctness (and torch's own advice, to load it with weights_only=False,
    would run whatever the file holds)."""
    try:
        weights = torch.load(path, map_location="cpu", weights_only=True)
    except Exception as exc:  # noqa: BLE001 - any failure to read the file is reported
        text = str(exc)
        if isinstance(exc, pickle.UnpicklingError) or "Weights only load failed" in text:
            why = "it holds something other than tensors, or bytes that are not a pickle"
        elif "zip" in text.lower() or "central directory" in text or isinstance(exc, EOFError):
            why = "it is truncated or not a torch.save archive"
        else:
            why = type(exc).__name__
        raise OpError(
            "weights",
            f"{path}: the exported weights cannot be read ({why}); export the project again"
            " (Regenerate) to write them anew",
        ) from None
    if not isinstance(weights, dict):
        raise OpError("weights", f"{path}: the exported weights are not a dict of tensors")
    return weights


def describe(values: list[Any]) -> list[dict[str, Any]]:
    return [
        {"shape": list(v.shape), "dtype": dtype_name(v.dtype)}
        if isinstance(v, torch.Tensor)
        else {"value": repr(v)}
        for v in values
    ]


def _itemsize(dtype: str | None) -> int:
    value = getattr(torch, dtype or "", None)
    return value.itemsize if isinstance(value, torch.dtype) else 0


def spec_bytes(spec: dict[str, Any], dims: dict[str, int], wide: bool = False) -> int:
    """Bytes of a tensor the metadata describes (symbolic sizes evaluated at `dims`);
    `wide`: in float64 (floating dtypes only)."""
    try:
        n = 1
        for s in shape_for(spec, dims):
            n *= max(int(s), 0)
    except Exception:  # noqa: BLE001 - a size expression we cannot evaluate
        return 0
    dtype = spec.get("dtype") or ""
    if wide:
        return n * 8 if dtype.startswith(("float", "bfloat")) else 0
    return n * _itemsize(dtype)


class Session:
    """One project's model, reference, modules and trial inputs inside the sandbox."""

    def __init__(self, emit: Any) -> None:
        self.emit = emit
        self.key: Any = None
        self.generation_key: Any = None
        # What the last open set up (the device it runs on, the plan and inputs it reported).
        self.device = "cpu"
        self.opened: dict[str, Any] = {}
        self.cuda = torch.cuda.is_available()
        self.hooks = LaunchHooks(emit, cuda=False)
        # Fault attribution re-runs: synchronize after every launch (run.py sets this).
        self.hooks.sync = os.environ.get("KS_VERIFY_SYNC") == "1"
        self.watchdog: Watchdog | None = None
        self.reporter: Reporter | None = None
        self.modules: dict[str, LoadedModule] = {}
        # Each trial's request: locate makes its inputs again rather than keeping them.
        self.recipes: dict[int, dict[str, Any]] = {}
        # Per output of the last trial: what the caching guard needs (fingerprints, and the
        # model's output itself only where it is small).
        self.previous: list[dict[str, Any] | None] | None = None
        # Memory a trial used beyond inputs and outputs (the eager forward's activations),
        # and the input + output bytes it was measured at, for the next estimate.
        self.activations: tuple[int, int] | None = None
        self.trial_peaks: dict[int, int] = {}
        self.model: Any = None
        self.program: Any = None
        self.model64: Any = None
        self.examples_cpu: list[Any] = []
        self.example_stats: list[Any] = []
        self.example_prints: list[Any] = []
        self.examples_spoiled = False
        # The written state's values at open (trial.py resets both sides to them).
        self.state_start: dict[str, torch.Tensor] | None = None
        self.open_req: dict[str, Any] = {}
        self.where: tuple[int | None, str | None] = (None, None)  # trial, stage

    # --- memory ----------------------------------------------------------------------
    def start_reporting(self) -> None:
        """Memory reports while an operation runs (worker.py wraps every op)."""
        if self.reporter is None:
            self.reporter = Reporter(self.emit, self.device)
            self.reporter.start()
        self.reporter.device = self.device
        self.reporter.active.set()

    def stop_reporting(self) -> None:
        if self.reporter is not None:
            self.reporter.active.clear()

    @contextlib.contextmanager
    def stage(self, trial: int | None, name: str) -> Iterator[None]:
        """Runs one stage of an operation, said to the engine (with the memory in use, so
        that a kill is reported with what was running), an out-of-memory error turned
        into a `memory` error naming the stage."""
        self.where = (trial, name)
        self.emit({"event": "stage", "trial": trial, "stage": name, **now(self.device)})
        try:
            yield
        except OpError:
            raise
        except Exception as exc:
            if is_oom(exc):
                raise self.memory_error(exc) from exc
            raise

    def memory_error(self, exc: BaseException) -> OpError:
        trial, stage = self.where
        memory = "GPU" if self.device == "cuda" else "host"
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0][:300]
        where = f"trial {trial}: " if trial is not None else ""
        return OpError(
            "memory",
            f"{where}out of {memory} memory during the {stage}: {first}",
            trial=trial,
            stage=stage,
            **{k: v for k, v in now(self.device).items() if v is not None},
        )

    # --- open ------------------------------------------------------------------------
    def _build(self, req: dict[str, Any]) -> tuple[Any, list[Any]]:
        """The model and its example inputs, made as the export made them."""
        from kernel_studio.project.model_file import (
            build_model,
            load_model_file,
            make_dynamic_shapes,
            make_init_inputs,
        )
        from kernel_studio.project.model_file import make_inputs as model_inputs

        for entry in req.get("sysPath") or []:  # `pkg.mod:fn` imports as in the engine
            if entry not in sys.path:
                sys.path.append(entry)
        try:
            torch.manual_seed(0)  # as the export did: seed, build the model, make inputs
            if req.get("callable"):
                from kernel_studio.project.callable_ref import (
                    load_callable,
                    load_dynamic_shapes,
                    load_inputs,
                )

                self.loss = None
                model = load_callable(req["callable"])[0]
                examples = load_inputs(req["inputs"])[0]
                shapes = req.get("dynamicShapes")
                self.spec = load_dynamic_shapes(shapes) if shapes else None
            else:
                loaded = load_model_file(req["model"])
                model = build_model(loaded, make_init_inputs(loaded))
                examples = model_inputs(loaded)
                self.spec = make_dynamic_shapes(loaded)
                self.loss = loaded.loss  # a training project's loss(model, *inputs)
        except OpError:
            raise
        except Exception as exc:  # noqa: BLE001 - ModelFileError or the user's own error
            if is_oom(exc):
                raise self.memory_error(exc) from exc
            message = getattr(exc, "message", None) or str(exc)
            raise OpError("reference", f"cannot build the model: {message}") from exc
        # The examples live on the host; each trial copies them to the device it runs on.
        return model, [v.detach().cpu() if isinstance(v, torch.Tensor) else v for v in examples]

    def open(self, req: dict[str, Any]) -> dict[str, Any]:
        t0 = time.perf_counter()
        key = [
            req.get(k)
            for k in ("project", "model", "callable", "device", "interpreter", "modelStamp")
        ]
        # The generation: a project exported again from the same model file (other Inductor
        # settings, decompositions or materialised nodes) has other kernels and launches.
        generation_key = (
            req.get("generation"),
            _digest(req.get("metadata")),
            _digest(req.get("decompositions")),
        )
        self.settings = make_settings(req.get("settings") or {})
        self._set_numerics()
        if key == self.key and generation_key == self.generation_key:
            return {"cached": True, "device": self.device, "seconds": 0.0, **self.opened}
        self.metadata = req["metadata"]
        if key == self.key:
            # The same model and inputs: only what the generation decides is made again.
            self._open_generation(req, generation_key)
            return {
                "cached": False,
                "device": self.device,
                "seconds": time.perf_counter() - t0,
                **self.opened,
            }
        self.interpreter = bool(req.get("interpreter"))
        project_device = req.get("device") or "cpu"
        if project_device == "cuda" and not self.interpreter and not self.cuda:
            raise OpError("environment", "this is a cuda project and no CUDA GPU is visible")
        self.device = "cpu" if self.interpreter else project_device
        self.hooks.cuda = self.device == "cuda"
        if self.hooks.cuda and self.watchdog is None:
            self.watchdog = Watchdog(self.hooks, self.emit)
            self.watchdog.start()
        # Drop the old project's model and inputs before building the new ones.
        self.key, self.model, self.examples_cpu = None, None, []
        with self.stage(None, "building the model"):
            model, self.examples_cpu = self._build(req)
            if isinstance(model, torch.nn.Module):
                # A training project's model runs as in training (batch statistics).
                model.train(self.metadata.get("mode") == "train")
                self._load_weights(model, req.get("weights"))
                model = model.to(self.device)
            self.model = model
            self.example_stats = [
                input_stats(v) if isinstance(v, torch.Tensor) else None for v in self.examples_cpu
            ]
            self.example_prints = [
                fingerprint(v) if isinstance(v, torch.Tensor) else None for v in self.examples_cpu
            ]
        self.examples_spoiled = False
        self.key = key
        self._open_generation(req, generation_key)
        return {
            "cached": False,
            "device": self.device,
            "seconds": time.perf_counter() - t0,
            **self.opened,
        }

    def _open_generation(self, req: dict[str, Any], generation_key: Any) -> None:
        """The state that follows the project's generation: its metadata (which kernels are
        launched where), decompositions, loaded modules and trial plan."""
        self.metadata = req["metadata"]
        self.open_req = dict(req)
        self.strict = bool(req.get("strict"))
        self.decompositions = req.get("decompositions")
        self.modules = {}
        self.program = self.model64 = self.previous = self.activations = None
        self.state_start = None
        self.recipes, self.trial_peaks = {}, {}
        plan = plan_trials(
            self.metadata,
            self.examples_cpu,
            self.settings.trials,
            self.settings.seed,
            "interpreter" if self.interpreter else self.device,
        )
        self.opened = {"plan": {"sizes": plan.sizes, "clamps": plan.clamps}}
        self.opened["inputs"] = describe(self.examples_cpu)
        self.generation_key = generation_key

    def _set_numerics(self) -> None:
        tf32 = bool(self.settings.tf32)
        torch.backends.cuda.matmul.allow_tf32 = tf32
        torch.backends.cudnn.allow_tf32 = tf32

    def _load_weights(self, model: torch.nn.Module, path: str | None) -> None:
        """The eager model gets exactly the exported weights (by state-dict key)."""
        if not path or not os.path.isfile(path):
            return
        weights = load_weights_file(path)
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

    # --- inputs ----------------------------------------------------------------------
    def examples(self) -> list[Any]:
        """The example inputs on the host, made again if the eager model changed them in
        place (the CPU's example trial hands them to the model itself)."""
        if self.examples_spoiled:
            with self.stage(None, "making the example inputs again"):
                _, self.examples_cpu = self._build(self.open_req)
            self.examples_spoiled = False
        return self.examples_cpu

    def inputs_for(self, req: dict[str, Any]) -> list[Any]:
        """A fresh set of the trial's inputs on the device (random ones are seeded, so the
        same request makes the same values)."""
        if req.get("kind") == "example":
            return clone_inputs(self.examples(), self.device)
        return make_inputs(
            self.metadata,
            self.examples_cpu,
            req.get("sizes") or {},
            req["seed"],
            self.device,
            self.example_stats,
        )

    def trial_dims(self, req: dict[str, Any]) -> dict[str, int]:
        return {**example_dims(self.metadata, self.examples_cpu), **(req.get("sizes") or {})}

    def io_bytes(self, req: dict[str, Any], wide: bool = False) -> tuple[int, int]:
        """(input bytes, output bytes) of a trial, from the metadata at its sizes."""
        sig = self.metadata.get("signature") or {}
        dims = self.trial_dims(req)
        if req.get("kind") == "example" and not wide:
            inputs = sum(
                v.numel() * v.element_size()
                for v in self.examples_cpu
                if isinstance(v, torch.Tensor)
            )
        else:
            inputs = sum(spec_bytes(s, dims, wide) for s in sig.get("inputs") or [])
        outputs = sum(spec_bytes(s, dims, wide) for s in sig.get("outputs") or [])
        return inputs, outputs

    # --- running ---------------------------------------------------------------------
    def run_module(self, which: str, inputs: list[Any], trial: int | None, stage: str) -> Any:
        loaded = self.modules[which]
        module = loaded.module
        self.hooks.reset()
        # A module that replays as a CUDA graph does so in trials, as its users run it;
        # locating, timing one launch and profiling launches need its kernels one by one.
        graphed = (
            loaded.cuda_graphs
            and self.device == "cuda"
            and self.hooks.observer is None
            and not self.hooks.capture
            and self.hooks.timing_target is None
        )
        if loaded.cuda_graphs:
            module.__dict__["CUDA_GRAPHS"] = graphed
        if graphed:
            self.hooks.observer = Passthrough()
        self.where = (trial, stage)
        self.emit({"event": "stage", "trial": trial, "stage": stage, **now(self.device)})
        if self.watchdog is not None:
            self.watchdog.active.set()
        try:
            with torch.no_grad():
                out = module.call(*inputs)
                if self.device == "cuda":
                    torch.cuda.synchronize()
        except Exception as exc:  # noqa: BLE001 - the user's module
            if is_oom(exc):
                raise self.memory_error(exc) from exc
            text = f"{type(exc).__name__}: {exc}"
            kind = "exception"
            if self.device == "cuda" and any(w in text for w in CUDA_FAULT_WORDS):
                kind = "cuda-fault"
            elif self.interpreter:
                kind = "interpreter"
            extra: dict[str, Any] = {}
            compiled = None if self.interpreter else self.triton_compile_error(which, exc)
            if compiled is not None:
                first = compiled.first
                what = f"kernel {first.kernel}" if first.kernel else "a Triton kernel"
                text = f"{what} does not compile: {compiled.where()}"
                extra = {"compile": compiled.to_json()}
                if first.line:
                    extra |= {"line": first.line, "column": first.column}
            raise OpError(
                kind,
                text.strip()[:2000],
                kernel=(compiled.first.kernel if compiled else None) or self.hooks_last_kernel(),
                traceback=traceback.format_exc()[-4000:],
                **extra,
            ) from exc
        finally:
            if self.watchdog is not None:
                self.watchdog.active.clear()
            if graphed:
                self.hooks.observer = None
        return out

    def triton_compile_error(self, which: str, exc: BaseException) -> CompileError | None:
        """A Triton kernel that failed to compile at its launch, placed in the module."""
        loaded = self.modules[which]
        text = loaded.source
        return triton_compile_error(
            exc, text, loaded.path, kernel_finder(text, self.metadata), self.hooks_last_kernel()
        )

    def hooks_last_kernel(self) -> str | None:
        """The kernel whose launch had begun and not ended when the call failed."""
        return self.hooks.running


def _digest(value: Any) -> str:
    """A short digest of a JSON-like value (the metadata, the decompositions spec)."""
    text = json.dumps(value, sort_keys=True, default=str)
    return hashlib.blake2b(text.encode("utf-8"), digest_size=16).hexdigest()
