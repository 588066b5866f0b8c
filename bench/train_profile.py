"""Where a training step's time goes: the exported module's Module against torch.compile's,
on one of the training test models (engine/tests/models/train_*.py).

    PYTHONPATH=engine python bench/train_profile.py OUT [--model train_block] [--dtype float32]
        [--device cuda]

Exports the model with `train=True`, imports the saved module in this process, then A/B
interleaved (5 rounds, median): milliseconds per step (forward + loss + backward, CUDA
events over 20 steps), the host milliseconds to issue one step, GPU kernels per step
(torch.profiler) and the cProfile of 20 steps of each side (OUT/profile-*.txt, top 25 by
own time). Writes OUT/train_profile.json."""

from __future__ import annotations

import argparse
import cProfile
import copy
import importlib.util
import io
import json
import os
import pstats
import statistics
import sys
import time
from typing import Any

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
MODELS = os.path.join(os.path.dirname(HERE), "engine", "tests", "models")


def _step(m: Any, model: torch.nn.Module, inputs: list[torch.Tensor]) -> None:
    for p in model.parameters():
        p.grad = None
    fn = getattr(m, "loss", None)
    loss = fn(model, *inputs) if fn else model(*inputs).float().sum()
    loss.backward()


def _ms(
    m: Any, model: torch.nn.Module, inputs: list[torch.Tensor], n: int = 20
) -> float:
    sync = torch.cuda.synchronize if inputs[0].is_cuda else (lambda: None)
    sync()
    t0 = time.perf_counter()
    for _ in range(n):
        _step(m, model, inputs)
    sync()
    return (time.perf_counter() - t0) * 1000 / n


def _host_ms(m: Any, model: torch.nn.Module, inputs: list[torch.Tensor]) -> float:
    sync = torch.cuda.synchronize if inputs[0].is_cuda else (lambda: None)
    sync()
    t0 = time.perf_counter()
    _step(m, model, inputs)
    took = (time.perf_counter() - t0) * 1000
    sync()
    return took


def _kernels(m: Any, model: torch.nn.Module, inputs: list[torch.Tensor]) -> int:
    from torch.profiler import ProfilerActivity, profile

    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        _step(m, model, inputs)
        torch.cuda.synchronize()
    return sum(1 for e in prof.events() if e.device_type.name == "CUDA")


def _cprofile(
    m: Any, model: torch.nn.Module, inputs: list[torch.Tensor], path: str
) -> None:
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(20):
        _step(m, model, inputs)
    prof.disable()
    out = io.StringIO()
    pstats.Stats(prof, stream=out).sort_stats("tottime").print_stats(25)
    with open(path, "w") as f:
        f.write(out.getvalue())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--model", default="train_block")
    parser.add_argument("--dtype", default="float32")
    parser.add_argument("--device", default="cuda")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    sys.path.insert(0, MODELS)
    from kernel_studio.pipeline.api import export_python

    m = importlib.import_module(args.model)
    dtype = getattr(torch, args.dtype)
    torch.manual_seed(0)
    model = m.Model(*m.get_init_inputs()).train().to(args.device, dtype)
    inputs = [
        x.detach().to(args.device, dtype).requires_grad_(x.requires_grad)
        for x in m.get_inputs()
    ]
    path = export_python(
        copy.deepcopy(model),
        inputs,
        train=True,
        device=args.device,
        module_name=args.model,
    ).save(os.path.join(args.out, "export"))
    spec = importlib.util.spec_from_file_location("exported_step", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    sides = {"module": module.Module(), "compile": torch.compile(copy.deepcopy(model))}
    for side in sides.values():
        for _ in range(5):
            _step(m, side, inputs)
    ms: dict[str, list[float]] = {k: [] for k in sides}
    host: dict[str, list[float]] = {k: [] for k in sides}
    for _ in range(5):
        for name, side in sides.items():
            ms[name].append(_ms(m, side, inputs))
            host[name].append(
                statistics.median(_host_ms(m, side, inputs) for _ in range(5))
            )
    record: dict[str, Any] = {
        "model": args.model,
        "dtype": args.dtype,
        "device": args.device,
    }
    for name, side in sides.items():
        record[name] = {
            "ms": round(statistics.median(ms[name]), 4),
            "hostMs": round(statistics.median(host[name]), 4),
        }
        if args.device == "cuda":
            record[name]["kernels"] = _kernels(m, side, inputs)
        _cprofile(m, side, inputs, os.path.join(args.out, f"profile-{name}.txt"))
    record["ratio"] = round(record["module"]["ms"] / record["compile"]["ms"], 3)
    with open(os.path.join(args.out, "train_profile.json"), "w") as f:
        json.dump(record, f, indent=1)
    print(json.dumps(record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
