"""The exported module against torch.compile, kernel by kernel (docs/benchmarks.md, "The slow
patterns").

    python bench/pattern_profile.py --out DIR [--device cuda] [--rounds 5] NAME...

For each zoo variant NAME (bench/zoo_models.py, e.g. pattern_unet_softmax), in a process of
its own with empty Inductor/Triton caches under DIR/NAME/: export it with the default
settings, time the module's `call` and `torch.compile(model)` (default mode) A/B interleaved
as the zoo's runtime stage does, then profile ten calls of each with torch.profiler and list
their kernels side by side (device time per call, launches per call) with the host time of
a call. The exported module is DIR/NAME/project/generated/; torch.compile's own output code
is left under DIR/NAME/compile-cache/ for reading. One JSON line per model in
DIR/pattern_profile.jsonl; the tables on stdout."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))


def _kernels(prof: Any, calls: int, device: str) -> dict[str, dict[str, float]]:
    """Device time (us) and launches per call of each kernel the profiler saw (on the cpu:
    the self time of each event)."""
    out: dict[str, dict[str, float]] = {}
    for event in prof.key_averages():
        if device == "cpu":
            device_us = event.self_cpu_time_total
        else:
            device_us = getattr(event, "self_device_time_total", None)
            if device_us is None:
                device_us = getattr(event, "self_cuda_time_total", 0.0)
            if event.key.startswith(("cuda", "cuLaunch", "aten::", "Activity Buffer")):
                continue
        if device_us <= 0:
            continue
        out[event.key] = {
            "us": device_us / calls,
            "launches": event.count / calls,
        }
    return out


def _host_ms(fn: Any, sync: Any, n: int = 20) -> float:
    """Milliseconds of host time to enqueue one call (no synchronisation inside)."""
    sync()
    start = time.perf_counter()
    for _ in range(n):
        fn()
    host = (time.perf_counter() - start) / n
    sync()
    return host * 1000


def one(name: str, out: str, device: str, rounds: int) -> dict[str, Any]:
    import torch
    from torch.profiler import ProfilerActivity, profile
    from zoo import write_model_file
    from zoo_models import variant
    from zoo_stages import _reference_model, _timer

    from kernel_studio.methods.export import export_model_file

    work = os.path.join(out, name)
    os.makedirs(work, exist_ok=True)
    chosen = variant(name)
    model_file = write_model_file(chosen, work)
    project = os.path.join(work, "project")
    start = time.perf_counter()
    result = export_model_file(model_file, project, device=device)
    export_s = time.perf_counter() - start
    generated = result["generated"]
    state = result["metadata"].get("signature", {}).get("state") or []
    weights = os.path.splitext(generated)[0] + ".weights.pt"
    model, inputs = _reference_model(model_file, weights, state)
    model = model.to(device).eval()
    inputs = [t.to(device) if isinstance(t, torch.Tensor) else t for t in inputs]

    import importlib.util

    spec = importlib.util.spec_from_file_location("pattern_module", generated)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    compiled = torch.compile(model)
    fns = {
        "exported": lambda: module.call(*inputs),
        "compiled": lambda: compiled(*inputs),
    }

    def sync() -> None:
        if device == "cuda":
            torch.cuda.synchronize()

    record: dict[str, Any] = {"name": name, "export_s": round(export_s, 2)}
    with torch.no_grad():
        for fn in fns.values():
            for _ in range(3):
                fn()
        sync()
        single = max(_timer(device, fn, 1) for fn in fns.values())
        n = max(1, min(1000, int(0.05 / max(single, 1e-6))))
        times: dict[str, list[float]] = {k: [] for k in fns}
        for r in range(rounds):
            for key in list(fns) if r % 2 == 0 else list(reversed(fns)):
                times[key].append(_timer(device, fns[key], n) * 1000)
        for key in fns:
            record[f"{key}_ms"] = sorted(times[key])[len(times[key]) // 2]
            record[f"{key}_host_ms"] = _host_ms(fns[key], sync)
        record["ratio"] = record["exported_ms"] / record["compiled_ms"]
        activities = [ProfilerActivity.CPU]
        if device == "cuda":
            activities.append(ProfilerActivity.CUDA)
        for key, fn in fns.items():
            calls = 10
            with profile(activities=activities) as prof:
                for _ in range(calls):
                    fn()
                sync()
            record[f"{key}_kernels"] = _kernels(prof, calls, device)
    return record


def table(record: dict[str, Any]) -> str:
    lines = [
        f"== {record['name']}: exported {record['exported_ms']:.4f} ms, torch.compile "
        f"{record['compiled_ms']:.4f} ms, ratio {record['ratio']:.3f}; host per call "
        f"{record['exported_host_ms']:.4f} / {record['compiled_host_ms']:.4f} ms; "
        f"export {record['export_s']} s"
    ]
    for key in ("exported", "compiled"):
        kernels = record[f"{key}_kernels"]
        total = sum(k["us"] for k in kernels.values())
        lines.append(f"  {key}: {len(kernels)} kernels, {total:.1f} us per call")
        for kname, k in sorted(kernels.items(), key=lambda kv: -kv[1]["us"])[:12]:
            lines.append(f"    {k['us']:9.1f} us  x{k['launches']:.0f}  {kname[:110]}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("names", nargs="+")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    if args.one:
        record = one(args.names[0], out, args.device, args.rounds)
        with open(os.path.join(out, "pattern_profile.jsonl"), "a") as f:
            f.write(json.dumps(record) + "\n")
        print(table(record), flush=True)
        return
    for name in args.names:
        env = dict(os.environ)
        env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(out, name, "compile-cache")
        env["TRITON_CACHE_DIR"] = os.path.join(out, name, "triton-cache")
        cmd = [sys.executable, __file__, "--one", "--out", out, "--device"]
        cmd += [args.device, "--rounds", str(args.rounds), name]
        done = subprocess.run(cmd, env=env, check=False)
        if done.returncode != 0:
            print(f"== {name}: failed (exit {done.returncode})", flush=True)


if __name__ == "__main__":
    main()
