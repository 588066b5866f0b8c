"""CUDA graphs per shape bucket for a dynamic batch, measured on a stream of calls whose batch
size changes every call (docs/benchmarks.md, "CUDA graphs by bucket").

    python bench/graph_buckets_bench.py --out DIR [--calls 100] [--passes 3] [MODEL ...]

MODEL: `block` (a pre-norm transformer block, dim 256, 4 heads, 64 tokens, batch 1..64) or
`resnet18` (torchvision, 64 px, batch 1..32), random weights. Each is exported three times
with a dynamic batch dim B: the default module, `triton.cudagraphs` (a graph per batch size,
the 16 used last kept) and `triton.cudagraphs` with `cudaGraphBuckets` {B: powers of two}.
Five callables then run the same stream of `--calls` calls (batch sizes drawn uniformly from
the range, seeded): the three modules, `torch.compile(model, dynamic=True)` and
`torch.compile(model, mode="reduce-overhead", dynamic=True)`. Each first gets one call at the
example size (loading, compiling), then the stream is run `--passes` times, the callables
interleaved pass by pass (order reversed every other pass), each pass timed with CUDA events
around the whole stream. Reported: the first pass (graphs are recorded there), the median of
the later passes, per call, the graphs each module recorded, and the largest difference from
eager over the stream. Writes DIR/graph_buckets.jsonl. Needs a CUDA GPU."""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine", "tests", "models"))

GRAPHS = {"triton.cudagraphs": True}


def _model(name: str) -> tuple[Any, Any, int]:
    """(model, example input, largest batch)."""
    import torch

    torch.manual_seed(0)
    if name == "block":
        from transformer_block import Model

        return Model(256, 4).cuda().eval(), torch.randn(8, 64, 256, device="cuda"), 64
    if name == "resnet18":
        import torchvision

        model = torchvision.models.resnet18(weights=None).cuda().eval()
        return model, torch.randn(8, 3, 64, 64, device="cuda"), 32
    raise SystemExit(f"unknown model {name!r}: block or resnet18")


def _counted(call: Any) -> list[int]:
    """Counts the CUDA graphs `call` (a _CudaGraphed) records."""
    count = [0]
    capture = call._capture

    def counting(args: Any) -> Any:
        count[0] += 1
        return capture(args)

    call._capture = counting
    return count


def _pass(fn: Any, inputs: list[Any]) -> float:
    import torch

    start, end = (
        torch.cuda.Event(enable_timing=True),
        torch.cuda.Event(enable_timing=True),
    )
    torch.cuda.synchronize()
    start.record()
    for x in inputs:
        fn(x)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / 1000


def run(name: str, calls: int, passes: int) -> dict[str, Any]:
    import torch
    from torch.export import Dim

    from kernel_studio.pipeline.api import export_python

    model, example, high = _model(name)
    buckets = [b for b in (1, 2, 4, 8, 16, 32, 64) if b <= high]
    shapes = {"x": {0: Dim("B", min=1, max=high)}}
    row: dict[str, Any] = {
        "model": name,
        "batch": [1, high],
        "buckets": buckets,
        "calls": calls,
    }
    modules, export_s = {}, {}
    for variant, options in [
        ("exported", {}),
        ("graphs", {"inductor": GRAPHS}),
        ("buckets", {"inductor": GRAPHS, "cuda_graph_buckets": {"B": buckets}}),
    ]:
        t0 = time.perf_counter()
        kernel = export_python(
            model, (example,), dynamic_shapes=shapes, device="cuda", **options
        )
        export_s[variant] = round(time.perf_counter() - t0, 1)
        modules[variant] = kernel.module().call
    row["export_s"] = export_s
    counts = {v: _counted(modules[v]) for v in ("graphs", "buckets")}
    fns = dict(modules)
    fns["compile"] = torch.compile(model, dynamic=True)
    fns["reduce-overhead"] = torch.compile(model, mode="reduce-overhead", dynamic=True)
    rng = random.Random(0)
    sizes = [rng.randint(1, high) for _ in range(calls)]
    inputs = [torch.randn(b, *example.shape[1:], device="cuda") for b in sizes]
    with torch.no_grad():
        for fn in fns.values():
            fn(example)
        times: dict[str, list[float]] = {k: [] for k in fns}
        for p in range(passes):
            for key in fns if p % 2 == 0 else reversed(list(fns)):
                times[key].append(_pass(fns[key], inputs))
        recorded = {k: c[0] for k, c in counts.items()}
        diffs = {}
        for key, fn in fns.items():
            worst = 0.0
            for x in inputs:
                got, want = fn(x), model(x)
                worst = max(worst, float((got.float() - want.float()).abs().max()))
            diffs[key] = worst
    row["distinct_sizes"] = len(set(sizes))
    row["graphs_recorded"] = recorded
    row["max_abs_diff"] = diffs
    row["first_pass_ms_per_call"] = {
        k: round(v[0] / calls * 1e3, 4) for k, v in times.items()
    }
    row["ms_per_call"] = {
        k: round(statistics.median(v[1:] or v) / calls * 1e3, 4)
        for k, v in times.items()
    }
    ms = row["ms_per_call"]
    row["buckets_over_compile"] = round(ms["buckets"] / ms["compile"], 3)
    row["buckets_over_reduce_overhead"] = round(
        ms["buckets"] / ms["reduce-overhead"], 3
    )
    row["buckets_over_graphs"] = round(ms["buckets"] / ms["graphs"], 3)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--calls", type=int, default=100)
    parser.add_argument("--passes", type=int, default=3)
    parser.add_argument("models", nargs="*", default=["block", "resnet18"])
    args = parser.parse_args()
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    os.makedirs(args.out, exist_ok=True)
    for name in args.models:
        row = run(name, args.calls, args.passes)
        row["device"] = torch.cuda.get_device_name()
        print(json.dumps(row), flush=True)
        with open(os.path.join(args.out, "graph_buckets.jsonl"), "a") as f:
            f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    main()
