"""Exports tuned at export time (max_autotune + coordinate descent), with and without CUDA
graphs, measured against torch.compile's default and max-autotune modes
(docs/benchmarks.md, "Tuned exports").

    python bench/tuned_bench.py --out DIR [--rounds 5] [--target 0.1] MODEL ...

MODEL is a zoo variant (bench/zoo_models.py). Each is exported three times into one project
DIR/MODEL/project: the default export, a generation with the Inductor options
`max_autotune` and `coordinate_descent_tuning` (the tuning runs at export: its wall time is
the `tuned_export_s` field), and one with `triton.cudagraphs` as well (Inductor's caches
now hold the timings: its wall time is not a tuning cost). The last generation is verified
by the engine (`verify_project`, 3 trials) and its output compared with eager. Then, in
the same process, interleaved round by round (CUDA events around N calls, median of the
rounds): the three modules, `torch.compile(model)` (default mode),
`torch.compile(model, mode="max-autotune-no-cudagraphs")` and
`torch.compile(model, mode="max-autotune")` (the torch.compile modes tune in this process
after the exports did, so they reuse Inductor's timing cache: their compile time is not
reported). Writes DIR/tuned.jsonl, prints a table and the geomeans. Needs a CUDA GPU."""

from __future__ import annotations

import os
import shutil
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))

from cuda_graphs_bench import (  # noqa: E402 - bench/ is not a package
    _geomean,
    _module,
    bench_args,
    compare_and_time,
    export_zoo_model,
    finish,
    run_rows,
)

TUNED = {"coordinate_descent_tuning": True, "max_autotune": True}
TUNED_GRAPHS = {**TUNED, "triton.cudagraphs": True}


def _generation(project: str, module_name: str, tag: str) -> Any:
    """The module of the project's newest generation, copied beside the project with its
    weights (the next export rewrites generated/) and loaded under its own name."""
    path = os.path.join(project, "generated", module_name)
    copy = os.path.join(os.path.dirname(project), f"{tag}_{module_name}")
    shutil.copyfile(path, copy)
    shutil.copyfile(
        path.removesuffix(".py") + ".weights.pt",
        copy.removesuffix(".py") + ".weights.pt",
    )
    return _module(copy, f"{tag}_{abs(hash(project))}")


def run_model(name: str, out: str, rounds: int, target_s: float) -> dict[str, Any]:
    import torch

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.verify.run import verify_project

    first = export_zoo_model(name, out)
    model, inputs, project = first.model, first.inputs, first.project
    plain = _generation(project, first.module, "plain")
    started = time.perf_counter()
    export_model_file(first.model_file, project, device="cuda", inductor=TUNED)
    tuned_s = time.perf_counter() - started
    tuned = _generation(project, first.module, "tuned")
    started = time.perf_counter()
    export_model_file(first.model_file, project, device="cuda", inductor=TUNED_GRAPHS)
    graphs_s = time.perf_counter() - started
    generated = os.path.join(project, "generated", first.module)
    # The working copy becomes the newest generation's module (a merge without edits).
    shutil.copyfile(generated, os.path.join(project, first.module))
    report = verify_project(project, {"trials": 3})
    graphed = _generation(project, first.module, "graphed")
    with open(generated, encoding="utf-8") as f:
        source = f.read()

    fns = {
        "exported": lambda: plain.call(*inputs),
        "tuned": lambda: tuned.call(*inputs),
        "tuned_graphed": lambda: graphed.call(*inputs),
        "compiled": torch.compile(model),
        "max_autotune_no_graphs": torch.compile(
            model, mode="max-autotune-no-cudagraphs"
        ),
        "max_autotune": torch.compile(model, mode="max-autotune"),
    }
    for key in ("compiled", "max_autotune_no_graphs", "max_autotune"):
        fn = fns[key]
        fns[key] = lambda fn=fn: fn(*inputs)
    diff, times = compare_and_time(model, inputs, graphed.call, fns, rounds, target_s)
    base = times["compiled"]
    return {
        "model": name,
        "device": torch.cuda.get_device_name(),
        "verdict": report["verdict"],
        "max_abs_diff_vs_eager": diff,
        "template_kernels": source.count("\ndef triton_tem_"),
        "export_s": first.export_s,
        "tuned_export_s": tuned_s,
        "tuned_graphs_export_s": graphs_s,
        **{f"{k}_ms": v * 1e3 for k, v in times.items()},
        "exported_ratio": times["exported"] / base,
        "tuned_ratio": times["tuned"] / base,
        "tuned_graphed_ratio": times["tuned_graphed"] / base,
        "tuned_vs_max_autotune_no_graphs": times["tuned"]
        / times["max_autotune_no_graphs"],
        "tuned_graphed_vs_max_autotune": times["tuned_graphed"] / times["max_autotune"],
    }


RATIOS = (
    ("exported_ratio", "exported / compile"),
    ("tuned_ratio", "tuned / compile"),
    ("tuned_graphed_ratio", "tuned+graphs / compile"),
    ("tuned_vs_max_autotune_no_graphs", "tuned / max-autotune-no-cudagraphs"),
    ("tuned_graphed_vs_max_autotune", "tuned+graphs / max-autotune"),
)


def main() -> int:
    args = bench_args(__doc__.splitlines()[0], 5, 0.1)
    rows = run_rows(args, "tuned.jsonl", run_model)
    ok = [r for r in rows if "error" not in r]
    print(
        "| model | verify | templates | tuned export s | "
        + " | ".join(label for _, label in RATIOS)
        + " |"
    )
    print("|---" * (4 + len(RATIOS)) + "|")
    for r in ok:
        print(
            f"| {r['model']} | {r['verdict']} | {r['template_kernels']}"
            f" | {r['tuned_export_s']:.1f} | "
            + " | ".join(f"{r[key]:.2f}" for key, _ in RATIOS)
            + " |"
        )
    if ok:
        print(
            "geomean: "
            + ", ".join(
                f"{label} {_geomean([r[key] for r in ok]):.3f}" for key, label in RATIOS
            )
        )
    return finish(rows, ok)


if __name__ == "__main__":
    sys.exit(main())
