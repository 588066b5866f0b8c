"""Where the host time of a launch-bound call goes: the exported module against
torch.compile (docs/benchmarks.md, "Launch overhead").

    python bench/launch_overhead.py --out DIR [--launches 20000] [--verify] [MODEL ...]

First a one-block Triton kernel launched `--launches` times in three ways, host seconds per
launch (the GPU is never the bottleneck at this size): through Triton's JIT
(`kernel[grid](...)` without the exported module's launch cache), through the compiled kernel's own
launcher (`CompiledKernel.run`, what the JIT ends in), and through torch's static launcher
(what Inductor's wrapper uses on CUDA). Then, for each zoo MODEL (bench/zoo_models.py), the
default export (its kernels launched from the module's launch cache, and with
`LAUNCH_CACHE = False` through Triton's JIT) and `torch.compile(model)`: GPU kernels per call (torch.profiler), host
seconds to issue one call and seconds per call (both interleaved, median of rounds), and the
exported call's cProfile (the functions that take the most host time). Writes
DIR/launch_overhead.json (rewritten after each model). Needs a CUDA GPU."""

from __future__ import annotations

import argparse
import cProfile
import functools
import io
import json
import os
import pstats
import statistics
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))


def _host_seconds(fn: Any, n: int) -> float:
    """Host seconds per call of `fn` to issue its work (the queue drained first and after)."""
    import torch

    torch.cuda.synchronize()
    start = time.perf_counter()
    for _ in range(n):
        fn()
    issued = time.perf_counter() - start
    torch.cuda.synchronize()
    return issued / n


def micro(launches: int, rounds: int) -> dict[str, float]:
    import torch
    import triton
    import triton.language as tl
    from triton import knobs

    @triton.jit
    def add_one(in_ptr, out_ptr, n, BLOCK: tl.constexpr):
        i = tl.arange(0, BLOCK)
        m = i < n
        tl.store(out_ptr + i, tl.load(in_ptr + i, m) + 1.0, m)

    x = torch.zeros(16, device="cuda")
    y = torch.empty_like(x)
    compiled = add_one[(1, 1, 1)](x, y, 16, BLOCK=16, num_warps=1, num_stages=1)
    stream = torch.cuda.current_stream().cuda_stream
    run, function, packed = compiled.run, compiled.function, compiled.packed_metadata
    enter, leave = knobs.runtime.launch_enter_hook, knobs.runtime.launch_exit_hook

    from kernel_studio.pipeline.clean import runtime as clean_runtime

    scope = {
        "torch": torch,
        "triton": triton,
        "functools": functools,
        "LAUNCH_CACHE": True,
    }
    exec(clean_runtime.LAUNCH, scope)  # noqa: S102 - the exported module's runtime
    cached = scope["_cached_launch"](add_one)
    fns = {
        "jit": lambda: add_one[(1, 1, 1)](
            x, y, 16, BLOCK=16, num_warps=1, num_stages=1
        ),
        "cached_launch": lambda: cached[(1, 1, 1)](
            x, y, 16, BLOCK=16, num_warps=1, num_stages=1
        ),
        "compiled_run": lambda: run(
            1, 1, 1, stream, function, packed, None, enter, leave, x, y, 16, 16
        ),
    }
    try:
        from torch._inductor.runtime.static_triton_launcher import (
            StaticallyLaunchedCudaKernel,
        )

        static = StaticallyLaunchedCudaKernel(compiled)
        static.load_kernel(torch.cuda.current_device())
        fns["torch_static"] = lambda: static.run(1, 1, 1, stream, x, y, 16)
    except Exception as exc:  # noqa: BLE001 - the row says why it is missing
        print(f"static launcher unavailable: {exc}", flush=True)
    for key in list(fns):
        y.zero_()
        try:
            fns[key]()
            torch.cuda.synchronize()
            assert torch.equal(y, x + 1), "wrong result"
        except Exception as exc:  # noqa: BLE001 - the row says why it is missing
            print(f"{key}: {exc}", flush=True)
            del fns[key]
    times: dict[str, list[float]] = {k: [] for k in fns}
    for r in range(rounds):
        for key in fns if r % 2 == 0 else reversed(list(fns)):
            times[key].append(_host_seconds(fns[key], launches))
    return {f"{k}_us": statistics.median(v) * 1e6 for k, v in times.items()}


def _kernels_per_call(fn: Any) -> list[str]:
    import torch
    from torch.profiler import ProfilerActivity, profile

    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    return [
        e.name
        for e in prof.events()
        if e.device_type == torch.autograd.DeviceType.CUDA and "Memcpy" not in e.name
    ]


def model_row(name: str, out: str, rounds: int, verify: bool) -> dict[str, Any]:
    import torch
    from cuda_graphs_bench import _module, export_zoo_model
    from zoo_stages import _timer

    export = export_zoo_model(name, out)
    model, inputs, project = export.model, export.inputs, export.project
    path = os.path.join(project, "generated", export.module)
    exported = _module(path, f"m_{name}")
    jit = _module(path, f"jit_{name}")
    jit.LAUNCH_CACHE = False  # every launch through Triton's JIT
    compiled = torch.compile(model)
    fns = {
        "exported": lambda: exported.call(*inputs),
        "exported_jit": lambda: jit.call(*inputs),
        "compiled": lambda: compiled(*inputs),
    }
    row: dict[str, Any] = {"model": name}
    if verify:
        from kernel_studio.verify.run import verify_project

        row["verdict"] = verify_project(project, {"trials": 3})["verdict"]
    with torch.no_grad():
        for key, fn in fns.items():
            for _ in range(3):
                fn()
            kernels = _kernels_per_call(fn)
            row[f"{key}_kernels"] = len(kernels)
            if key != "exported_jit":
                row[f"{key}_kernel_names"] = sorted(set(kernels))[:80]
        single = max(_timer("cuda", fn, 1) for fn in fns.values())
        n = max(10, min(500, int(0.2 / max(single, 1e-6))))
        host: dict[str, list[float]] = {k: [] for k in fns}
        wall: dict[str, list[float]] = {k: [] for k in fns}
        for r in range(rounds):
            for key in fns if r % 2 == 0 else reversed(list(fns)):
                host[key].append(_host_seconds(fns[key], n))
                wall[key].append(_timer("cuda", fns[key], n))
        for key in fns:
            row[f"{key}_host_ms"] = statistics.median(host[key]) * 1e3
            row[f"{key}_ms"] = statistics.median(wall[key]) * 1e3
            # Every round's figures, to show the spread the medians hide.
            row[f"{key}_host_rounds_ms"] = [round(s * 1e3, 3) for s in host[key]]
            row[f"{key}_rounds_ms"] = [round(s * 1e3, 3) for s in wall[key]]
        row["ratio"] = row["exported_ms"] / row["compiled_ms"]
        row["host_ratio"] = row["exported_host_ms"] / row["compiled_host_ms"]
        row["jit_ratio"] = row["exported_jit_ms"] / row["compiled_ms"]
        for key in ("exported", "compiled"):
            profiler = cProfile.Profile()
            profiler.enable()
            for _ in range(n):
                fns[key]()
            profiler.disable()
            torch.cuda.synchronize()
            text = io.StringIO()
            stats = pstats.Stats(profiler, stream=text)
            stats.sort_stats("tottime").print_stats(18)
            row[f"{key}_cprofile_calls"] = n
            row[f"{key}_cprofile"] = text.getvalue()[-6000:]
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--launches", type=int, default=20000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument(
        "--verify", action="store_true", help="verify each export (verify_project)"
    )
    parser.add_argument("models", nargs="*")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    result: dict[str, Any] = {"micro": micro(args.launches, args.rounds), "models": []}
    print(json.dumps(result["micro"]), flush=True)
    path = os.path.join(args.out, "launch_overhead.json")
    for name in args.models:
        try:
            row = model_row(name, args.out, args.rounds, args.verify)
        except Exception as exc:  # noqa: BLE001 - one model's failure is a row
            row = {"model": name, "error": f"{type(exc).__name__}: {exc}"[:2000]}
        result["models"].append(row)
        print(
            json.dumps(
                {
                    k: v
                    for k, v in row.items()
                    if "cprofile" not in k and "names" not in k
                }
            ),
            flush=True,
        )
        with open(path, "w", encoding="utf-8") as f:  # what finished, if cut short
            json.dump(result, f, indent=1)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)
    for row in result["models"]:
        for key in ("exported_cprofile", "compiled_cprofile"):
            if key in row:
                print(
                    f"--- {row['model']} {key} ({row[key + '_calls']} calls)\n{row[key]}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
