"""Training steps on the GPU: exports the three training test models (engine/tests/models/
train_mlp.py, train_convbn.py, train_block.py) with `train=True` on cuda in fp32 and bf16,
runs each saved module standalone (a fresh process imports it: its Module's loss and every
gradient against eager autograd), verifies the fp32 projects with `kernel-studio verify`'s
engine (verify_project: loss, outputs, gradients over trials), and times one training step
(forward + backward) of the module's Module against eager and torch.compile's.

Run on the GPU machine from the repository root:
    PYTHONPATH=engine python bench/train_gpu_check.py OUTDIR [--models train_mlp ...]
(`--device cpu --dtypes float32` is a smoke test of the script on a machine without a GPU)

One table row per model and dtype; exit status 0 when every case exported, ran standalone
within tolerance and (fp32) verified."""

from __future__ import annotations

import argparse
import copy
import json
import os
import subprocess
import sys
import time
from typing import Any

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODELS = os.path.join(ROOT, "engine", "tests", "models")
DEFAULT = ["train_mlp", "train_convbn", "train_block"]
# Gradients of bf16 steps: bf16's assert_close tolerance, loosened for sums over the batch.
TOL = {torch.float32: (1e-4, 1e-4), torch.bfloat16: (5e-2, 5e-2)}

STANDALONE = r"""
import importlib.util, sys, torch
sys.path.insert(0, {models!r})
spec = importlib.util.spec_from_file_location({model_name!r}, {module!r})
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
import {model_name} as M
saved = torch.load({data!r}, weights_only=False)
trainable = mod.Module()
inputs = [x.to({device!r}).requires_grad_(x.requires_grad) for x in saved]
loss_fn = getattr(M, "loss", None)
loss = loss_fn(trainable, *inputs) if loss_fn else trainable(*inputs).float().sum()
loss.backward()
grads = {{n: p.grad for n, p in trainable.named_parameters()}}
torch.save({{"loss": loss.detach(), "grads": grads}}, {result!r})
"""


def _load(name: str) -> Any:
    sys.path.insert(0, MODELS)
    import importlib

    return importlib.import_module(name)


def _loss(m: Any, model: torch.nn.Module, inputs: list[torch.Tensor]) -> torch.Tensor:
    fn = getattr(m, "loss", None)
    return fn(model, *inputs) if fn else model(*inputs).float().sum()


def _time_step(
    m: Any, model: torch.nn.Module, inputs: list[torch.Tensor], device: str, n: int = 50
) -> float:
    """Median milliseconds of one forward + backward (CUDA events on the GPU)."""
    times = []
    for i in range(n + 5):
        for p in model.parameters():
            p.grad = None
        if device == "cuda":
            start, end = (
                torch.cuda.Event(enable_timing=True),
                torch.cuda.Event(enable_timing=True),
            )
            start.record()
            _loss(m, model, inputs).backward()
            end.record()
            torch.cuda.synchronize()
            took = start.elapsed_time(end)
        else:
            t0 = time.perf_counter()
            _loss(m, model, inputs).backward()
            took = (time.perf_counter() - t0) * 1000
        if i >= 5:
            times.append(took)
    times.sort()
    return times[len(times) // 2]


def run_case(name: str, dtype: torch.dtype, out: str, device: str) -> dict[str, Any]:
    from kernel_studio.pipeline.api import export_python

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    m = _load(name)
    row: dict[str, Any] = {"model": name, "dtype": str(dtype).replace("torch.", "")}
    torch.manual_seed(0)
    model = m.Model(*m.get_init_inputs()).train().to(device, dtype)
    inputs = [
        x.detach().to(device, dtype).requires_grad_(x.requires_grad)
        for x in m.get_inputs()
    ]
    folder = os.path.join(out, f"{name}_{row['dtype']}")
    os.makedirs(folder, exist_ok=True)
    t0 = time.perf_counter()
    try:
        kernel = export_python(
            copy.deepcopy(model), inputs, train=True, device=device, module_name=name
        )
    except Exception as exc:  # noqa: BLE001 - reported in the table
        row["export"] = f"FAIL {type(exc).__name__}: {str(exc)[:200]}"
        return row
    row["exportSeconds"] = round(time.perf_counter() - t0, 1)
    path = kernel.save(folder)
    row["kernels"] = {
        g: sum(1 for k in kernel.metadata["kernels"] if k["graph"] == g)
        for g in ("forward", "backward")
    }
    # Standalone: a fresh process imports the saved module and runs one step.
    data = os.path.join(folder, "inputs.pt")
    result = os.path.join(folder, "step.pt")
    torch.save([x.detach().cpu().requires_grad_(x.requires_grad) for x in inputs], data)
    script = STANDALONE.format(
        models=MODELS,
        module=path,
        data=data,
        model_name=name,
        result=result,
        device=device,
    )
    proc = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True
    )
    if proc.returncode != 0:
        row["standalone"] = "FAIL " + proc.stderr.strip().splitlines()[-1][:200]
        return row
    got = torch.load(result, weights_only=False)
    eager = copy.deepcopy(model)
    eager_inputs = [x.detach().clone().requires_grad_(x.requires_grad) for x in inputs]
    want = _loss(m, eager, eager_inputs)
    want.backward()
    rtol, atol = TOL[dtype]
    worst = 0.0
    ok = torch.allclose(
        got["loss"].to(device).float(), want.detach().float(), rtol=rtol, atol=atol
    )
    for n, p in eager.named_parameters():
        g = got["grads"][n].to(device).float()
        worst = max(worst, (g - p.grad.float()).abs().max().item())
        ok = ok and torch.allclose(g, p.grad.float(), rtol=rtol, atol=atol)
    row["standalone"] = "ok" if ok else "FAIL"
    row["maxGradError"] = worst
    if dtype == torch.float32:
        row["verify"] = _verify(name, out, device)
    # Timing: the module's Module, eager, torch.compile.
    trainable = kernel.module()
    row["moduleMs"] = round(_time_step(m, trainable, inputs, device), 4)
    row["eagerMs"] = round(_time_step(m, copy.deepcopy(model), inputs, device), 4)
    compiled = torch.compile(copy.deepcopy(model))
    row["compileMs"] = round(_time_step(m, compiled, inputs, device), 4)
    return row


def _verify(name: str, out: str, device: str) -> str:
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.verify.run import verify_project

    folder = os.path.join(out, f"{name}_project")
    try:
        export_model_file(
            os.path.join(MODELS, name + ".py"), folder, device=device, train=True
        )
        report = verify_project(folder, {"trials": 3})
    except Exception as exc:  # noqa: BLE001
        return f"ERROR {type(exc).__name__}: {str(exc)[:200]}"
    return (
        report["verdict"]
        if report["verdict"] == "pass"
        else f"{report['verdict']}: {report['reason']}"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--models", nargs="*", default=DEFAULT)
    parser.add_argument(
        "--device", default="cuda", help="cpu: a smoke test of this script"
    )
    parser.add_argument("--dtypes", nargs="*", default=["float32", "bfloat16"])
    args = parser.parse_args()
    if args.device == "cuda" and not torch.cuda.is_available():
        print("no CUDA GPU visible", file=sys.stderr)
        return 2
    rows = []
    for name in args.models:
        for dtype in (getattr(torch, d) for d in args.dtypes):
            row = run_case(name, dtype, args.out, args.device)
            rows.append(row)
            print(json.dumps(row), flush=True)
    where = torch.cuda.get_device_name() if args.device == "cuda" else "cpu"
    print(f"\n{where}, torch {torch.__version__}")
    head = f"{'model':14} {'dtype':9} {'fw/bw kernels':>13} {'standalone':>10} {'verify':>8} {'module ms':>9} {'eager ms':>9} {'compile ms':>10}"
    print(head)
    failed = False
    for r in rows:
        k = r.get("kernels") or {}
        kernels = f"{k.get('forward', '-')}/{k.get('backward', '-')}"
        verify = r.get("verify", "-")
        bad = str(r.get("export", "")).startswith("FAIL") or r.get("standalone") != "ok"
        bad = bad or (verify not in ("-", "pass"))
        failed = failed or bad
        print(
            f"{r['model']:14} {r['dtype']:9} {kernels:>13} {str(r.get('standalone', r.get('export', '-')))[:10]:>10}"
            f" {str(verify)[:8]:>8} {r.get('moduleMs', '-'):>9} {r.get('eagerMs', '-'):>9} {r.get('compileMs', '-'):>10}"
        )
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
