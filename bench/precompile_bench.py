"""The precompile stage's effect on a cuda module's first run (docs/benchmarks.md, "Export
time: the precompile stage").

    python bench/precompile_bench.py OUT [--threads 16,1] MODEL ...

Per zoo model: the default cuda export (bench/cuda_graphs_bench.export_zoo_model), then,
each in a fresh process without Inductor (as a user's first run is) and with an empty
Triton cache of its own:
- `first_cold`: import the module and run its first call (every kernel compiled at its
  first launch, every launcher built);
- `pre<N>`: the precompile stage's work (kernel_studio.pipeline.precompile.precompile.precompile with
  N threads) on the module, timed;
- `first_after_pre<N>`: the first call again, on the cache `pre<N>` filled;
- `proc<N>` / `first_after_proc<N>`: the same with the compiles in N processes (the
  worker's default, pipeline/precompile/pool.py); the pool is started and warmed up before
  the timed work (`pool_start_s`), as the worker's is while the export traces and lowers.
`work_s` excludes the process's imports (`import_s`). One JSON line per model on stdout and
in OUT/precompile.jsonl."""

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


def child(mode: str, path: str, inputs_file: str, threads: str) -> None:
    t0 = time.perf_counter()
    import importlib.util

    import torch

    spec = importlib.util.spec_from_file_location("first_run", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    inputs = torch.load(inputs_file, weights_only=True)
    inputs = [x.cuda() if isinstance(x, torch.Tensor) else x for x in inputs]
    torch.cuda.synchronize()
    t1 = time.perf_counter()
    row: dict[str, Any] = {"mode": mode, "import_s": t1 - t0}
    pool = None
    if mode == "proc":
        import triton

        from kernel_studio.pipeline.precompile.pool import CompilePool

        pool = CompilePool(
            int(threads), triton.runtime.driver.active.get_current_target()
        )
        for warm in pool.warm:
            warm.result()
        row["pool_start_s"] = time.perf_counter() - t1
        t1 = time.perf_counter()
    if mode == "first":
        with torch.no_grad():
            module.call(*inputs)
        torch.cuda.synchronize()
    else:
        from kernel_studio.pipeline.precompile.precompile import precompile

        done = precompile(module, inputs, threads=int(threads), pool=pool, path=path)
        row.update(threads=int(threads), kernels=done.kernels, skipped=done.skipped)
        if pool is not None:
            pool.shutdown()
    row["work_s"] = time.perf_counter() - t1
    print(json.dumps(row))


def run(
    mode: str, path: str, inputs: str, cache: str, threads: int = 0
) -> dict[str, Any] | None:
    env = dict(os.environ, TRITON_CACHE_DIR=cache)
    started = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, __file__, "child", mode, path, inputs, str(threads)],
        env=env,
        capture_output=True,
        text=True,
    )
    wall = time.perf_counter() - started
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode or not lines:
        print(mode, "FAILED", proc.stderr[-3000:], flush=True)
        return None
    row: dict[str, Any] = json.loads(lines[-1])
    row["wall_s"] = wall
    return row


def main() -> None:
    if sys.argv[1:2] == ["child"]:
        child(*sys.argv[2:6])
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("models", nargs="+")
    parser.add_argument("--threads", default="16", help="comma-separated thread counts")
    parser.add_argument(
        "--processes", default="16", help="comma-separated process counts (0: none)"
    )
    opts = parser.parse_args()
    import torch
    from cuda_graphs_bench import export_zoo_model

    for name in opts.models:
        folder = os.path.join(opts.out, name)
        # The export's own compiles go to a cache of their own (not the ones timed below).
        os.environ["TRITON_CACHE_DIR"] = os.path.join(folder, "cache-export")
        exported = export_zoo_model(name, opts.out)
        path = os.path.join(exported.project, "generated", exported.module)
        inputs = os.path.join(folder, "inputs.pt")
        torch.save(
            [x.cpu() if isinstance(x, torch.Tensor) else x for x in exported.inputs],
            inputs,
        )
        row: dict[str, Any] = {"model": name, "export_s": exported.export_s}
        row["first_cold"] = run(
            "first", path, inputs, os.path.join(folder, "cache-cold")
        )
        for threads in (int(t) for t in opts.threads.split(",")):
            cache = os.path.join(folder, f"cache-pre{threads}")
            row[f"pre{threads}"] = run("pre", path, inputs, cache, threads)
            row[f"first_after_pre{threads}"] = run("first", path, inputs, cache)
        for processes in (int(p) for p in opts.processes.split(",") if int(p) > 0):
            cache = os.path.join(folder, f"cache-proc{processes}")
            row[f"proc{processes}"] = run("proc", path, inputs, cache, processes)
            row[f"first_after_proc{processes}"] = run("first", path, inputs, cache)
        print(json.dumps(row), flush=True)
        with open(
            os.path.join(opts.out, "precompile.jsonl"), "a", encoding="utf-8"
        ) as f:
            f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
