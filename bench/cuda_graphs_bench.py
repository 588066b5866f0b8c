"""The exported module replayed as a CUDA graph, measured against torch.compile
(docs/benchmarks.md, "CUDA graphs in the exported module").

    python bench/cuda_graphs_bench.py --out DIR [--rounds 7] [--target 0.2] MODEL ...

MODEL is a zoo variant (bench/zoo_models.py: resnet18, hf_bert, densenet121, ...). Each is
exported twice into DIR/MODEL (the default export, then a second generation with the
Inductor option `triton.cudagraphs`); the graphed generation is verified by the engine
(`verify_project`, trials replay the graph) and its output compared with eager. Then four
callables run the model's example inputs, timed interleaved round by round (CUDA events
around N calls, median of the rounds): the default module, the graphed module,
`torch.compile(model)` (default mode) and `torch.compile(model, mode="reduce-overhead")`.
Prints one row per model with the ratios to torch.compile's default mode and writes
DIR/cuda_graphs.jsonl. Needs a CUDA GPU."""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import os
import statistics
import sys
import time
from dataclasses import dataclass
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))

GRAPHS = {"triton.cudagraphs": True}


def _module(path: str, tag: str) -> Any:
    spec = importlib.util.spec_from_file_location(tag, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def time_interleaved(
    fns: dict[str, Any], rounds: int, target_s: float
) -> dict[str, float]:
    """Median seconds per call of each, measured round by round in alternating order."""
    from zoo_stages import _timer

    single = max(_timer("cuda", fn, 1) for fn in fns.values())
    n = max(1, min(1000, int(target_s / max(single, 1e-6))))
    times: dict[str, list[float]] = {k: [] for k in fns}
    for r in range(rounds):
        for key in fns if r % 2 == 0 else reversed(list(fns)):
            times[key].append(_timer("cuda", fns[key], n))
    return {k: statistics.median(v) for k, v in times.items()}


def compare_and_time(
    model: Any,
    inputs: list[Any],
    graphed: Any,
    fns: dict[str, Any],
    rounds: int,
    target_s: float,
) -> tuple[float, dict[str, float]]:
    """Each callable warmed up (3 calls), the max abs diff of `graphed`'s first output from
    eager's, and the seconds per call of each (time_interleaved), all without autograd."""
    import torch
    from zoo_stages import max_diff

    with torch.no_grad():
        want = model(*inputs)
        for fn in fns.values():
            for _ in range(3):
                fn()
        got = graphed(*inputs)
        diff = max_diff(
            got if isinstance(got, torch.Tensor) else got[0],
            want if isinstance(want, torch.Tensor) else want[0],
        )
        return diff, time_interleaved(fns, rounds, target_s)


@dataclass
class ZooExport:
    model: Any  # on the GPU
    inputs: list[Any]  # the example inputs, on the GPU
    model_file: str
    project: str
    module: str  # the module's file name
    export_s: float  # the default export's wall time


def export_zoo_model(name: str, out: str) -> ZooExport:
    """The zoo variant `name` with its example inputs, exported by default (cuda) into
    OUT/NAME/project."""
    import torch
    from zoo import write_model_file
    from zoo_models import variant
    from zoo_stages import _numerics, _reference_model

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.project.project_file import PROJECT_FILE, read_toml

    _numerics()
    folder = os.path.join(out, name.replace("@", "_"))
    os.makedirs(folder, exist_ok=True)
    model_file = write_model_file(variant(name), folder)
    project = os.path.join(folder, "project")
    model, inputs = _reference_model(model_file, None, [])
    model = model.to("cuda")
    inputs = [x.to("cuda") if isinstance(x, torch.Tensor) else x for x in inputs]
    started = time.perf_counter()
    export_model_file(model_file, project, device="cuda")
    export_s = time.perf_counter() - started
    module = str(read_toml(os.path.join(project, PROJECT_FILE))["project"]["module"])
    return ZooExport(model, inputs, model_file, project, module, export_s)


def run_model(name: str, out: str, rounds: int, target_s: float) -> dict[str, Any]:
    import torch

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.verify.run import verify_project

    first = export_zoo_model(name, out)
    model, inputs, model_file = first.model, first.inputs, first.model_file
    project, module_name, plain_s = first.project, first.module, first.export_s
    generated = os.path.join(project, "generated")
    plain = _module(os.path.join(generated, module_name), f"plain_{len(name)}")
    with (
        torch.no_grad()
    ):  # compiled and weights read before the next generation's export
        plain.call(*inputs)
    started = time.perf_counter()
    export_model_file(model_file, project, device="cuda", inductor=GRAPHS)
    graphs_s = time.perf_counter() - started
    # The working copy becomes the graphed generation's module (a merge without edits).
    with open(os.path.join(generated, module_name), encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(project, module_name), "w", encoding="utf-8") as f:
        f.write(text)
    report = verify_project(project, {"trials": 3})
    graphed = _module(os.path.join(generated, module_name), f"graphed_{len(name)}")

    compiled = torch.compile(model)
    overhead = torch.compile(model, mode="reduce-overhead")
    fns = {
        "exported": lambda: plain.call(*inputs),
        "graphed": lambda: graphed.call(*inputs),
        "compiled": lambda: compiled(*inputs),
        "reduce_overhead": lambda: overhead(*inputs),
    }
    diff, times = compare_and_time(model, inputs, graphed.call, fns, rounds, target_s)
    base = times["compiled"]
    return {
        "model": name,
        "device": torch.cuda.get_device_name(),
        "verdict": report["verdict"],
        "max_abs_diff_vs_eager": diff,
        "graphs": len(graphed.call.graphs),
        "export_s": plain_s,
        "export_graphs_s": graphs_s,
        **{f"{k}_ms": v * 1e3 for k, v in times.items()},
        "exported_ratio": times["exported"] / base,
        "graphed_ratio": times["graphed"] / base,
        "reduce_overhead_ratio": times["reduce_overhead"] / base,
        "graphed_vs_reduce_overhead": times["graphed"] / times["reduce_overhead"],
    }


def _geomean(values: list[float]) -> float:
    return (
        math.exp(sum(math.log(v) for v in values) / len(values))
        if values
        else float("nan")
    )


def bench_args(description: str, rounds: int, target_s: float) -> argparse.Namespace:
    """The model benches' command line: --out, --rounds, --target, MODEL ..."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--out", required=True)
    parser.add_argument("--rounds", type=int, default=rounds)
    parser.add_argument(
        "--target", type=float, default=target_s, help="seconds per measurement"
    )
    parser.add_argument("models", nargs="+")
    return parser.parse_args()


def run_rows(args: argparse.Namespace, log_name: str, run: Any) -> list[dict[str, Any]]:
    """`run(name, out, rounds, target)` for each model: its row (or its error) appended
    to OUT/log_name as it finishes and printed."""
    os.makedirs(args.out, exist_ok=True)
    rows = []
    with open(os.path.join(args.out, log_name), "a", encoding="utf-8") as log:
        for name in args.models:
            try:
                row = run(name, args.out, args.rounds, args.target)
            except Exception as exc:  # noqa: BLE001 - one model's failure is a row
                row = {"model": name, "error": f"{type(exc).__name__}: {exc}"[:2000]}
            log.write(json.dumps(row) + "\n")
            log.flush()
            rows.append(row)
            print(json.dumps(row), flush=True)
    return rows


def finish(rows: list[dict[str, Any]], ok: list[dict[str, Any]]) -> int:
    """Print the rows that failed; the exit status (0 when every model ran)."""
    for r in rows:
        if "error" in r:
            print(f"{r['model']}: {r['error'][:300]}")
    return 0 if len(ok) == len(rows) else 1


def main() -> int:
    args = bench_args(__doc__.splitlines()[0], 7, 0.2)
    rows = run_rows(args, "cuda_graphs.jsonl", run_model)
    ok = [r for r in rows if "error" not in r]
    print(
        "| model | verify | exported ms | graphed ms | compile ms | reduce-overhead ms |"
        " exported/compile | graphed/compile | graphed/reduce-overhead |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for r in ok:
        print(
            f"| {r['model']} | {r['verdict']} | {r['exported_ms']:.3f} | {r['graphed_ms']:.3f}"
            f" | {r['compiled_ms']:.3f} | {r['reduce_overhead_ms']:.3f}"
            f" | {r['exported_ratio']:.2f} | {r['graphed_ratio']:.2f}"
            f" | {r['graphed_vs_reduce_overhead']:.2f} |"
        )
    if ok:
        print(
            f"geomean: exported/compile {_geomean([r['exported_ratio'] for r in ok]):.3f},"
            f" graphed/compile {_geomean([r['graphed_ratio'] for r in ok]):.3f},"
            f" graphed/reduce-overhead"
            f" {_geomean([r['graphed_vs_reduce_overhead'] for r in ok]):.3f}"
        )
    return finish(rows, ok)


if __name__ == "__main__":
    sys.exit(main())
