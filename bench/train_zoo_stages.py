"""The training zoo's stages (bench/train_zoo.py), each run in a fresh process:
    python bench/train_zoo_stages.py STAGE JOB.json
prints one line `RESULT {json}` (the stage's figures, or `error` with the failure text).

A training step is the model in train mode (BatchNorm on batch statistics, dropout set to 0
by the model file), bench/train_zoo_loss.py's loss, and backward.
- compile: one eager step, then torch.compile(model)'s first step with empty caches (cold
  compile + the step);
- export: the engine's `export_model_file(..., train=True)` into the project, timed from its
  trace stage; then eager autograd's step on the exported weights (loss, every parameter's
  gradient, the buffers after the step) and the same step in float64, saved for the
  standalone stage;
- standalone: the project's module in a process that cannot import torch._inductor,
  torch._dynamo, kernel_studio, torchvision or transformers: Module() from its weights file,
  the loss, backward; loss, gradients and buffers against eager's within verify's per-dtype
  tolerances (verify's second look against float64 for those that miss); the first step
  (import, Module(), the step: C++ builds on cpu) is timed;
- runtime: one training step (zero_grad, loss, backward) of the module's Module, of the
  eager model and of torch.compile(model), A/B interleaved in one process; the median."""

from __future__ import annotations

import importlib.util
import os
import statistics
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

# bench/ is not a package; zoo_stages and train_zoo_loss import nothing but torch at the top.
from train_zoo_loss import loss  # noqa: E402
from zoo_stages import (  # noqa: E402
    _numerics,
    _rmse,
    _sync,
    _to,
    ab_rounds,
    compare,
    failure_text,
    main,
    max_diff,
    timed_export,
    timed_sides,
)


def _train_model(
    model_file: str, weights: str | None, state: list[dict[str, Any]]
) -> Any:
    """The model file's model in train mode with the exported weights, and its inputs."""
    from zoo_stages import _reference_model

    model, inputs = _reference_model(model_file, weights, state)
    return model.train(), inputs


def _step(model: Any, inputs: list[Any]) -> dict[str, Any]:
    """One training step: {name: tensor} of the loss, each parameter's gradient
    (`grad:<name>`, None when it has none) and each buffer after the step (`buffer:<name>`)."""
    import torch

    model.zero_grad(set_to_none=True)
    with torch.enable_grad():
        value = loss(model, *inputs)
        value.backward()
    out: dict[str, Any] = {"loss": value.detach()}
    for name, p in model.named_parameters():
        if p.requires_grad:
            out[f"grad:{name}"] = None if p.grad is None else p.grad.detach()
    for name, b in model.named_buffers():
        out[f"buffer:{name}"] = b.detach().clone()
    return out


def _cpu(values: dict[str, Any]) -> dict[str, Any]:
    return {k: (v.cpu() if v is not None else None) for k, v in values.items()}


# --- compile -----------------------------------------------------------------------------
def stage_compile(job: dict[str, Any]) -> dict[str, Any]:
    import copy

    import torch

    _numerics()
    device = job["device"]
    model, inputs = _train_model(job["model_file"], None, [])
    zeroed = list(getattr(model, "dropout_zeroed", []))
    model, inputs = model.to(device), _to(inputs, device)
    try:
        _step(copy.deepcopy(model), inputs)
        _sync(device)
    except Exception as exc:  # noqa: BLE001 - recorded per model
        return {"eager_ok": False, "error": failure_text(exc), "dropout_zeroed": zeroed}
    start = time.perf_counter()
    try:
        # Importing torch._dynamo is part of a cold compile (as the export's trace stage
        # pays for torch.export).
        compiled = torch.compile(model)
        _step(compiled, inputs)
        _sync(device)
    except Exception as exc:  # noqa: BLE001
        return {
            "eager_ok": True,
            "compile_ok": False,
            "error": failure_text(exc),
            "dropout_zeroed": zeroed,
        }
    return {
        "eager_ok": True,
        "compile_ok": True,
        "compile_s": time.perf_counter() - start,
        "dropout_zeroed": zeroed,
    }


# --- export ------------------------------------------------------------------------------
def stage_export(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    device = job["device"]
    result, out = timed_export(job, train=True)
    if result is None:
        return out
    graphs = [k.get("graph") for k in result["metadata"].get("kernels") or []]
    out["kernels_forward"] = graphs.count("forward")
    out["kernels_backward"] = graphs.count("backward")
    saved_bytes = (result["metadata"].get("training") or {}).get("savedBytes")
    if isinstance(saved_bytes, int):
        out["saved_bytes"] = saved_bytes
    # Eager autograd's step on exactly the exported weights, and in float64 (verify's
    # second look for a value that misses the elementwise tolerance).
    weights = os.path.splitext(result["generated"])[0] + ".weights.pt"
    state = result["metadata"].get("signature", {}).get("state") or []
    try:
        model, inputs = _train_model(job["model_file"], weights, state)
        out["dropout_zeroed"] = list(getattr(model, "dropout_zeroed", []))
        model = model.to(device)
        expected = _step(model, _to(inputs, device))
        _sync(device)
    except Exception as exc:  # noqa: BLE001
        out["reference_error"] = failure_text(exc)
        return out
    try:
        model, inputs = _train_model(job["model_file"], weights, state)
        wide = [
            v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
            for v in _to(inputs, device)
        ]
        expected64 = _cpu(_step(model.to(device).double(), wide))
    except Exception as exc:  # noqa: BLE001 - the comparison falls back to elementwise
        expected64 = {}
        out["fp64_error"] = failure_text(exc).splitlines()[0]
    # verify's rounding spread (kernel_studio/verify/spread.py): eager's step with the
    # inputs, weights and every op's result nudged by one ulp, 3 times; per value the worst
    # RMSE against fp64.
    spread: dict[str, float] = {}
    if expected64:
        try:
            spread = _spread_rmse(job, weights, state, device, expected64)
        except Exception as exc:  # noqa: BLE001 - eager's bound alone then
            out["spread_error"] = failure_text(exc).splitlines()[0]
    torch.save(
        {
            "inputs": _to(inputs, "cpu"),
            "expected": _cpu(expected),
            "expected64": expected64,
            "spread": spread,
        },
        job["reference"],
    )
    return out


def _spread_rmse(
    job: dict[str, Any],
    weights: str,
    state: list[Any],
    device: str,
    wide: dict[str, Any],
) -> dict[str, float]:
    from kernel_studio.verify.spread import spread_steps

    model, inputs = _train_model(job["model_file"], weights, state)
    model, inputs = model.to(device), _to(inputs, device)
    worst: dict[str, float] = {}
    # Copied to the host after the steps (a copy inside one would be moved by an ulp too).
    for got in spread_steps(_step, model, inputs):
        for name, value in _cpu(got).items():
            if (
                value is not None
                and value.is_floating_point()
                and wide.get(name) is not None
            ):
                worst[name] = max(worst.get(name, 0.0), _rmse(value, wide[name]))
    return worst


# --- standalone ----------------------------------------------------------------------------
def stage_standalone(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    device = job["device"]
    _numerics()
    saved = torch.load(job["reference"], map_location="cpu", weights_only=True)
    inputs = _to(saved["inputs"], device)
    expected: dict[str, Any] = saved["expected"]
    start = time.perf_counter()
    try:
        spec = importlib.util.spec_from_file_location(
            "train_zoo_standalone", job["generated"]
        )
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        trainable = module.Module().to(device)
        got = _cpu(_step(trainable, inputs))
        _sync(device)
    except Exception as exc:  # noqa: BLE001
        return {"standalone_ok": False, "error": failure_text(exc)}
    seconds = time.perf_counter() - start
    problems = []
    # A buffer the export folded in as a constant (one the step does not write, e.g. rotary
    # frequencies) is not a Module buffer: buffers are compared where both sides have them.
    missing = sorted(n for n in set(expected) ^ set(got) if not n.startswith("buffer:"))
    if missing:
        problems.append(f"not on both sides: {', '.join(missing[:6])}")
    names = [n for n in expected if n in got]
    for name in list(names):
        if (expected[name] is None) != (got[name] is None):
            problems.append(
                f"{name}: {'no gradient' if got[name] is None else 'unexpected'}"
            )
            names.remove(name)
        elif expected[name] is None:
            names.remove(name)
    wide = saved.get("expected64") or {}
    spread = saved.get("spread") or {}
    # The loss (summed in fp32) gets the tolerance of the least precise gradient's dtype,
    # as verify gives it (verify/gradients.py: a bf16 model's loss adds up bf16 outputs).
    narrow = max(
        (expected[n].dtype for n in names if n.startswith("grad:")),
        key=lambda d: torch.finfo(d).eps,
        default=torch.float32,
    )
    loss_tolerances = dict(job["tolerances"])
    loss_tolerances["float32"] = job["tolerances"][str(narrow).removeprefix("torch.")]
    widened: list[str] = []
    for group, tolerances in (
        ([n for n in names if n == "loss"], loss_tolerances),
        ([n for n in names if n != "loss"], job["tolerances"]),
    ):
        wide_list = (
            [wide.get(n) for n in group] if all(n in wide for n in group) else None
        )
        values = [got[n] for n in group], [expected[n] for n in group], tolerances
        found = compare(*values, wide_list, [spread.get(n) for n in group])
        if spread and wide_list is not None:
            # Which values passed only by the rounding spread.
            failed = {text.partition(": ")[0] for text in found}
            widened += [
                group[int(text.partition(": ")[0].split()[-1])]
                for text in compare(*values, wide_list)
                if text.partition(": ")[0] not in failed
            ]
        for text in found:  # "output i: ..." -> the value's name
            index, _, rest = text.partition(": ")
            problems.append(f"{group[int(index.split()[-1])]}: {rest}")
    grads = [n for n in names if n.startswith("grad:")]
    worst = max(grads, key=lambda n: max_diff(got[n], expected[n]), default=None)
    out = {
        "standalone_ok": not problems,
        "first_step_s": seconds,
        "gradients": len(grads),
        "loss_diff": max_diff(got["loss"], expected["loss"])
        if "loss" in names
        else None,
        "max_grad_diff": max_diff(got[worst], expected[worst]) if worst else None,
        "max_grad_diff_at": worst,
    }
    if widened:
        out["spread_passed"] = widened
    if problems:
        out["error"] = f"{len(problems)} values differ; " + "; ".join(problems[:4])
    return out


# --- runtime -------------------------------------------------------------------------------
def stage_runtime(job: dict[str, Any]) -> dict[str, Any]:
    import copy

    import torch

    _numerics()
    device = job["device"]
    model, inputs, module = timed_sides(job, "train_zoo_timed", _train_model)
    sides = {
        "module": module.Module().to(device),
        "eager": model,
        "compiled": torch.compile(copy.deepcopy(model)),
    }

    def stepper(m: Any) -> Any:
        def step() -> None:
            m.zero_grad(set_to_none=True)
            loss(m, *inputs).backward()

        return step

    fns = {k: stepper(m) for k, m in sides.items()}
    times, n = ab_rounds(device, fns, job["target_s"], job["rounds"], 200)
    ms = {k: statistics.median(v) * 1000 for k, v in times.items()}
    return {
        "module_ms": ms["module"],
        "eager_ms": ms["eager"],
        "compiled_ms": ms["compiled"],
        "runtime_ratio": ms["module"] / ms["compiled"] if ms["compiled"] > 0 else None,
        "steps_per_round": n,
        "rounds_ms": {k: [round(t * 1000, 4) for t in v] for k, v in times.items()},
    }


STAGES = {
    "compile": stage_compile,
    "export": stage_export,
    "standalone": stage_standalone,
    "runtime": stage_runtime,
}


if __name__ == "__main__":
    main(STAGES)
