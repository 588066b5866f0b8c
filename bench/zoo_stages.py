"""The model zoo's stages (bench/zoo.py), each run in a fresh process:
    python bench/zoo_stages.py STAGE JOB.json
prints one line `RESULT {json}` (the stage's figures, or `error` with the failure text).

- compile: the model file's model, eager and under torch.compile (default mode): the cold
  compile's first call is timed from the model and inputs on the device;
- export: the engine's `export_model_file` into the project, timed from the start of its
  trace stage (the model built, as for compile); then the eager reference on the exported
  weights, saved with the inputs for the standalone stage;
- standalone: the generated module in a process where importing torch._inductor,
  torch._dynamo, kernel_studio, torchvision or transformers raises: it must run and match
  the reference within verify's per-dtype tolerances. Imports nothing but the standard
  library, torch (and what the module imports: triton on cuda);
- runtime: the exported module and torch.compile of the same model and weights in one
  process, A/B interleaved, median per-call time of each."""

from __future__ import annotations

import importlib.abc
import importlib.util
import json
import os
import sys
import time
import traceback
from typing import Any

# What a standalone module must not need.
BLOCKED = (
    "torch._inductor",
    "torch._dynamo",
    "kernel_studio",
    "torchvision",
    "transformers",
)


class Blocker(importlib.abc.MetaPathFinder):
    """Makes `import X` raise for every X in BLOCKED (and their submodules)."""

    def find_spec(self, name: str, path: Any = None, target: Any = None) -> Any:
        if any(name == b or name.startswith(b + ".") for b in BLOCKED):
            raise ImportError(
                f"import of {name} refused: a standalone module needs only torch and triton"
            )
        return None


def failure_text(exc: BaseException, lines: int = 12) -> str:
    """The exception's type and message (its first lines) and where it was raised."""
    message = f"{type(exc).__name__}: {exc}".strip().splitlines()[:lines]
    frames = traceback.extract_tb(exc.__traceback__)
    if frames:
        last = frames[-1]
        message.append(f"  at {last.filename}:{last.lineno} in {last.name}")
    return "\n".join(message)


def _numerics() -> None:
    import torch

    # TF32 off on both sides, as verify does by default.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False


def _sync(device: str) -> None:
    import torch

    if device == "cuda":
        torch.cuda.synchronize()


def _flat(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [t for v in value for t in _flat(v)]
    return [value]


def _to(values: list[Any], device: str) -> list[Any]:
    import torch

    return [v.to(device) if isinstance(v, torch.Tensor) else v for v in values]


def _reference_model(
    model_file: str, weights: str | None, state: list[dict[str, Any]]
) -> Any:
    """The model file's model and example inputs, built as the engine builds them (seed 0);
    with `weights`, the exported parameters and buffers copied in by state-dict key, as
    verify does."""
    import torch

    from kernel_studio.methods.export import SEED
    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_init_inputs,
    )
    from kernel_studio.project.model_file import make_inputs as model_inputs

    loaded = load_model_file(model_file)
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded)).eval()
    inputs = model_inputs(loaded)
    if weights and os.path.isfile(weights):
        values = torch.load(weights, map_location="cpu", weights_only=True)
        own = model.state_dict(keep_vars=True)
        with torch.no_grad():
            for entry in state:
                target, value = entry.get("target"), values.get(entry.get("name"))
                if target in own and isinstance(value, torch.Tensor):
                    own[target].copy_(value)
    return model, inputs


def max_diff(got: Any, expected: Any) -> float:
    """The largest absolute difference of two tensors' finite values (0 for exact ones)."""
    import torch

    if not (isinstance(got, torch.Tensor) and isinstance(expected, torch.Tensor)):
        return 0.0 if got == expected else float("inf")
    if got.shape != expected.shape or got.numel() == 0:
        return 0.0 if got.shape == expected.shape else float("inf")
    diff = (got.detach().double().cpu() - expected.detach().double().cpu()).abs()
    diff = diff[torch.isfinite(diff)]
    return float(diff.max()) if diff.numel() else 0.0


# --- compile -----------------------------------------------------------------------------
def stage_compile(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    _numerics()
    device = job["device"]
    loading = time.perf_counter()
    model, inputs = _reference_model(job["model_file"], None, [])
    model, inputs = model.to(device), _to(inputs, device)
    _sync(device)
    # The model file's imports (torchvision, transformers) and construction, on the device:
    # what the export's "load" stage does (bench/export_stages.py compares both views).
    load_s = time.perf_counter() - loading
    eager = time.perf_counter()
    try:
        with torch.no_grad():
            expected = _flat(model(*inputs))
        _sync(device)
    except Exception as exc:  # noqa: BLE001 - recorded per model
        return {"eager_ok": False, "error": failure_text(exc)}
    eager_s = time.perf_counter() - eager
    start = time.perf_counter()
    try:
        # torch.compile() itself imports torch._dynamo (seconds in a fresh process): part of
        # a cold compile, as the export's trace stage pays for importing torch.export.
        compiled = torch.compile(model)
        with torch.no_grad():
            got = _flat(compiled(*inputs))
        _sync(device)
    except Exception as exc:  # noqa: BLE001
        return {"eager_ok": True, "compile_ok": False, "error": failure_text(exc)}
    seconds = time.perf_counter() - start
    diffs = [max_diff(g, e) for g, e in zip(got, expected, strict=False)]
    # torch.compile's outputs, for telling the standalone module's differences from eager
    # apart from those torch.compile has too (low precision: Inductor computes in fp32).
    torch.save({"outputs": _to(got, "cpu")}, job["compiled"])
    return {
        "eager_ok": True,
        "compile_ok": True,
        "compile_s": seconds,
        "load_s": load_s,
        "eager_s": eager_s,
        "compile_max_diff": max(diffs, default=0.0),
    }


# --- export ------------------------------------------------------------------------------
def _stage_seconds(marks: dict[str, float], end: float) -> dict[str, float]:
    order = sorted(marks.items(), key=lambda item: item[1])
    ends = [t for _, t in order[1:]] + [end]
    return {
        stage: round(stop - t, 2) for (stage, t), stop in zip(order, ends, strict=True)
    }


def timed_export(
    job: dict[str, Any], **options: Any
) -> tuple[dict[str, Any] | None, dict[str, Any]]:
    """The engine's export of the job's model file into its project (`options`: train=,
    inductor=), timed from its trace stage (the zoo's and the training zoo's): the export's
    result and the stage's figures, or None and `error` when it failed."""
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.pipeline.errors import ExportError

    _numerics()
    marks: dict[str, float] = {}

    def progress(stage: str, message: str, fraction: float | None) -> None:
        marks.setdefault(stage, time.perf_counter())

    start = time.perf_counter()
    try:
        result = export_model_file(
            job["model_file"],
            job["project"],
            device=job["device"],
            progress=progress,
            **options,
        )
    except ExportError as exc:
        where = f" ({exc.file}:{exc.line})" if exc.file else ""
        hint = f"\nhint: {exc.hint}" if exc.hint else ""
        return None, {
            "export_ok": False,
            "error": f"{exc.category}: {exc.message}{where}{hint}",
        }
    except Exception as exc:  # noqa: BLE001 - an engine bug: reported with its place
        return None, {"export_ok": False, "error": failure_text(exc)}
    end = time.perf_counter()
    return result, {
        "export_ok": True,
        "export_s": end - marks.get("trace", start),
        "export_total_s": end - start,
        # Seconds from each stage's first progress message to the next stage's.
        "export_stages_s": _stage_seconds(marks, end),
        "generated": result["generated"],
    }


def stage_export(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    device = job["device"]
    result, out = timed_export(job, inductor=job.get("inductor") or None)
    if result is None:
        return out
    out["kernels"] = len(result["kernels"])
    # The eager reference of the standalone stage, on exactly the exported weights.
    weights = os.path.splitext(result["generated"])[0] + ".weights.pt"
    state = result["metadata"].get("signature", {}).get("state") or []
    try:
        model, inputs = _reference_model(job["model_file"], weights, state)
        model = model.to(device)
        with torch.no_grad():
            expected = _flat(model(*_to(inputs, device)))
            # verify's second look: the same model in float64, for outputs that miss the
            # elementwise tolerance (docs/verification.md).
            wide = [
                v.double()
                if isinstance(v, torch.Tensor) and v.is_floating_point()
                else v
                for v in _to(inputs, device)
            ]
            expected64 = _flat(model.double()(*wide))
        torch.save(
            {
                "inputs": _to(inputs, "cpu"),
                "expected": _to(expected, "cpu"),
                "expected64": _to(expected64, "cpu"),
            },
            job["reference"],
        )
    except Exception as exc:  # noqa: BLE001
        out["reference_error"] = failure_text(exc)
    return out


# --- standalone ----------------------------------------------------------------------------
def stage_standalone(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    device = job["device"]
    _numerics()
    saved = torch.load(job["reference"], map_location="cpu", weights_only=True)
    inputs = _to(saved["inputs"], device)
    expected = saved["expected"]
    start = time.perf_counter()
    try:
        spec = importlib.util.spec_from_file_location(
            "zoo_standalone", job["generated"]
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        with torch.no_grad():
            got = _flat(module.call(*inputs))
        _sync(device)
    except Exception as exc:  # noqa: BLE001
        return {"standalone_ok": False, "error": failure_text(exc)}
    seconds = time.perf_counter() - start
    problems = compare(got, expected, job["tolerances"], saved.get("expected64"))
    out = {
        "standalone_ok": not problems,
        "first_run_s": seconds,
        "standalone_max_diff": max(
            (max_diff(g, e) for g, e in zip(got, expected, strict=False)), default=0.0
        ),
    }
    if os.path.isfile(job.get("compiled") or ""):
        compiled = torch.load(job["compiled"], map_location="cpu", weights_only=True)
        pairs = zip(got, compiled["outputs"], strict=False)
        out["standalone_vs_compile_max_diff"] = max(
            (max_diff(g, c) for g, c in pairs), default=0.0
        )
    if problems:
        if "standalone_vs_compile_max_diff" in out:
            problems.append(
                "max abs diff from torch.compile's outputs:"
                f" {out['standalone_vs_compile_max_diff']:.3g}"
            )
        out["error"] = "\n".join(problems[:8])
    return out


def _rmse(a: Any, b: Any) -> float:
    d = a.double() - b.double()
    d = d[d.isfinite()]
    return float(d.pow(2).mean().sqrt()) if d.numel() else 0.0


def compare(
    got: list[Any],
    expected: list[Any],
    tolerances: dict[str, list[float]],
    expected64: list[Any] | None = None,
    spread: list[float | None] | None = None,
) -> list[str]:
    """verify's rule per output: same shape and dtype, |a - e| <= atol + rtol * |e| with
    the dtype's tolerances (exact for integers and bool), NaN matching NaN; a float output
    that misses it passes verify's second look when its RMSE against the float64 model is
    within 2x (3x for fp16/bf16 and small outputs) eager's own + max(atol, 1e-4)/10, or,
    given `spread` (verify's rounding spread: the worst RMSE of eager steps with the
    inputs, weights and every op's result nudged by one ulp, per output), within that
    factor of the worse of the two."""
    import torch

    if len(got) != len(expected):
        return [f"{len(got)} outputs, the eager model has {len(expected)}"]
    problems = []
    for i, (g, e) in enumerate(zip(got, expected, strict=True)):
        if not isinstance(e, torch.Tensor):
            if g != e:
                problems.append(f"output {i}: {g!r}, expected {e!r}")
            continue
        if not isinstance(g, torch.Tensor) or g.shape != e.shape or g.dtype != e.dtype:
            what = (
                f"{g.dtype}{list(g.shape)}"
                if isinstance(g, torch.Tensor)
                else type(g).__name__
            )
            problems.append(f"output {i}: {what}, expected {e.dtype}{list(e.shape)}")
            continue
        g = g.detach().cpu()
        rtol, atol = tolerances.get(str(e.dtype).removeprefix("torch."), (0.0, 0.0))
        a, b = g.double(), e.double()
        ok = (a - b).abs() <= atol + rtol * b.abs()
        ok |= (a == b) | (torch.isnan(a) & torch.isnan(b))
        bad = int((~ok).sum())
        if bad and expected64 is not None and e.is_floating_point():
            wide = expected64[i].detach().cpu()
            # verify's fp64_terms (the standalone process cannot import kernel_studio).
            factor = 3.0 if e.dtype in (torch.float16, torch.bfloat16) else 2.0
            if e.numel() < 1000 or (e.ndim == 4 and e.shape[-1] == e.shape[-2] == 1):
                factor = 3.0
            eager = _rmse(e, wide)
            if spread is not None and spread[i] is not None:
                eager = max(eager, spread[i])
            if _rmse(g, wide) <= factor * eager + max(atol, 1e-4) / 10:
                bad = 0
        if bad:
            problems.append(
                f"output {i}: {bad} of {e.numel()} elements differ (max abs diff"
                f" {max_diff(g, e):.3g}, rtol {rtol:g}, atol {atol:g})"
            )
    return problems


# --- runtime -------------------------------------------------------------------------------
def _timer(device: str, fn: Any, n: int) -> float:
    """Seconds per call of `fn` over `n` calls (CUDA events on the GPU)."""
    import torch

    if device == "cuda":
        begin, end = (
            torch.cuda.Event(enable_timing=True),
            torch.cuda.Event(enable_timing=True),
        )
        torch.cuda.synchronize()  # work queued before is not counted
        begin.record()
        for _ in range(n):
            fn()
        end.record()
        end.synchronize()
        return begin.elapsed_time(end) / 1000.0 / n
    start = time.perf_counter()
    for _ in range(n):
        fn()
    return (time.perf_counter() - start) / n


def timed_sides(
    job: dict[str, Any], name: str, reference: Any
) -> tuple[Any, list[Any], Any]:
    """The runtime stage's sides (the zoo's and the training zoo's): `reference(model file,
    weights, state)`'s model on the exported weights and its inputs, on the job's device,
    and the generated module imported as `name`."""
    device = job["device"]
    with open(job["metadata"], encoding="utf-8") as f:
        state = json.load(f).get("signature", {}).get("state") or []
    weights = os.path.splitext(job["generated"])[0] + ".weights.pt"
    model, inputs = reference(job["model_file"], weights, state)
    model, inputs = model.to(device), _to(inputs, device)
    spec = importlib.util.spec_from_file_location(name, job["generated"])
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return model, inputs, module


def ab_rounds(
    device: str, fns: dict[str, Any], target_s: float, rounds: int, most: int
) -> tuple[dict[str, list[float]], int]:
    """`fns` timed A/B interleaved: each called 3 times to warm up, then `rounds` rounds in
    which each runs n calls (the order rotated by one each round); the seconds per call of
    each round per fn, and n."""
    for fn in fns.values():
        for _ in range(3):
            fn()
    _sync(device)
    single = max(_timer(device, fn, 1) for fn in fns.values())
    # Each measurement runs long enough to see past the timer's resolution.
    n = max(1, min(most, int(target_s / max(single, 1e-6))))
    times: dict[str, list[float]] = {k: [] for k in fns}
    order = list(fns)
    for r in range(rounds):
        for key in order[r % len(order) :] + order[: r % len(order)]:
            times[key].append(_timer(device, fns[key], n))
    return times, n


def stage_runtime(job: dict[str, Any]) -> dict[str, Any]:
    import statistics

    import torch

    _numerics()
    device = job["device"]
    model, inputs, module = timed_sides(job, "zoo_timed", _reference_model)
    compiled = torch.compile(model)
    fns = {
        "exported": lambda: module.call(*inputs),
        "compiled": lambda: compiled(*inputs),
    }
    with torch.no_grad():
        times, n = ab_rounds(device, fns, job["target_s"], job["rounds"], 1000)
    exported, compiled_s = (
        statistics.median(times[k]) for k in ("exported", "compiled")
    )
    return {
        "exported_ms": exported * 1000,
        "compiled_ms": compiled_s * 1000,
        "runtime_ratio": exported / compiled_s if compiled_s > 0 else None,
        "calls_per_round": n,
        "exported_rounds_ms": [round(t * 1000, 5) for t in times["exported"]],
        "compiled_rounds_ms": [round(t * 1000, 5) for t in times["compiled"]],
    }


STAGES = {
    "compile": stage_compile,
    "export": stage_export,
    "standalone": stage_standalone,
    "runtime": stage_runtime,
}


def main(stages: dict[str, Any] = STAGES) -> None:
    """`python SCRIPT STAGE JOB.json` (this file's stages or the training zoo's): the stage's
    RESULT line."""
    stage, job_file = sys.argv[1], sys.argv[2]
    if stage == "standalone":
        sys.meta_path.insert(0, Blocker())
    with open(job_file, encoding="utf-8") as f:
        job = json.load(f)
    try:
        result = stages[stage](job)
    except Exception as exc:  # noqa: BLE001 - the stage itself failed: say where
        result = {"error": failure_text(exc), "stage_crashed": True}
    print("RESULT " + json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
