"""GPU benchmark of the export (docs/benchmarks.md).

For each case (the example models at their tiny test shapes, plus realistic sizes), two
measurements, each in a FRESH Python process with its own empty TORCHINDUCTOR_CACHE_DIR and
TRITON_CACHE_DIR and the FX graph / AOT autograd caches off:
- export: `export_python` (per stage: trace, decompose, lower, autotune, clean, ruff,
  describe) plus the first run of the exported module (its Triton JIT), then the median
  runtime of the exported module and of eager;
- cold torch.compile of the same model and inputs: the first call (compile + run), then
  the median runtime of the compiled model.
Medians come from `triton.testing.do_bench(..., return_mode="median")`.

Run on the GPU machine: `PYTHONPATH=engine python3 bench/export_bench.py [CASE ...]`
(`--json FILE` also writes the rows; `--raw DIR` keeps Inductor's raw output per case)."""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(HERE, "..", "engine")
MODELS_DIR = os.path.join(ENGINE, "tests", "models")

TINY = [
    "rms_norm",
    "rms_norm_dynamic",
    "mlp",
    "layernorm_gelu",
    "transformer_block",
    "transformer_block_sdpa",
    "conv_bn_relu",
    "reductions",
    "embedding_gather",
    "rms_norm_fp16",
    "layernorm_gelu_bf16",
]


@dataclass(frozen=True)
class Case:
    """A model file at given constructor arguments, input shape and dtype (None: the
    file's own get_init_inputs/get_inputs)."""

    model: str
    init: tuple | None = None
    shape: tuple[int, ...] | None = None
    dtype: str | None = None


CASES: dict[str, Case] = {name: Case(name) for name in TINY}
CASES.update(
    {
        "rms_norm_8x2048x4096": Case("rms_norm", (4096,), (8, 2048, 4096), "float32"),
        "transformer_block_d1024_fp16": Case(
            "transformer_block", (1024, 16), (8, 512, 1024), "float16"
        ),
        "mlp_4096_fp16": Case("mlp", (4096, 16384, 4096), (4096, 4096), "float16"),
    }
)


def fresh_env(root: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        TORCHINDUCTOR_CACHE_DIR=os.path.join(root, "inductor"),
        TRITON_CACHE_DIR=os.path.join(root, "triton"),
        TORCHINDUCTOR_FX_GRAPH_CACHE="0",
        TORCHINDUCTOR_AUTOGRAD_CACHE="0",
        PYTHONPATH=os.pathsep.join([ENGINE, env.get("PYTHONPATH", "")]).rstrip(
            os.pathsep
        ),
    )
    return env


def build(case: Case):
    """(model, inputs) on cuda for a case, seeded like the engine's model loader."""
    import torch

    sys.path.insert(0, ENGINE)
    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_dynamic_shapes,
        make_init_inputs,
        make_inputs,
    )

    loaded = load_model_file(os.path.join(MODELS_DIR, case.model + ".py"))
    torch.manual_seed(0)
    init = list(case.init) if case.init is not None else make_init_inputs(loaded)
    model = build_model(loaded, init).eval()
    inputs = (
        [torch.randn(case.shape)] if case.shape is not None else make_inputs(loaded)
    )
    spec = make_dynamic_shapes(loaded) if case.shape is None else None
    model = model.cuda()
    inputs = [t.cuda() for t in inputs]
    if case.dtype is not None:
        dtype = getattr(torch, case.dtype)
        model = model.to(dtype)
        inputs = [t.to(dtype) if t.is_floating_point() else t for t in inputs]
    return model, inputs, spec


def bench(fn) -> float:
    import torch
    import triton.testing

    with torch.no_grad():
        return triton.testing.do_bench(fn, return_mode="median")


def worker_export(name: str, raw_dir: str | None) -> dict:
    import torch

    from kernel_studio.pipeline.clean import assemble
    from kernel_studio.pipeline.api import export_python

    model, inputs, spec = build(CASES[name])
    stages: dict[str, float] = {}
    marks: list[tuple[str, float]] = []

    def progress(stage: str, message: str, fraction: float | None) -> None:
        marks.append((stage, time.perf_counter()))

    real_format = assemble.format_source

    def timed_format(source: str) -> str:
        t = time.perf_counter()
        try:
            return real_format(source)
        finally:
            stages["ruff"] = stages.get("ruff", 0.0) + time.perf_counter() - t

    assemble.format_source = timed_format
    torch.cuda.synchronize()
    start = time.perf_counter()
    kernel = export_python(
        model,
        inputs,
        dynamic_shapes=spec,
        device="cuda",
        module_name=name,
        progress=progress,
    )
    exported = time.perf_counter()
    with torch.no_grad():
        kernel.run(*inputs)
    torch.cuda.synchronize()
    end = time.perf_counter()
    marks.append(("first_run", exported))
    for (stage, t0), (_, t1) in zip(marks, marks[1:], strict=False):
        stages[stage] = stages.get(stage, 0.0) + t1 - t0
    if "ruff" in stages and "clean" in stages:
        stages["clean"] -= stages["ruff"]
    stages["first_run"] = end - exported
    if raw_dir:
        with open(os.path.join(raw_dir, name + ".raw.py"), "w") as f:
            f.write(kernel.raw_source or "")
    return {
        "export_s": end - start,
        "export_only_s": exported - start,
        "stages_s": stages,
        "exported_ms": bench(lambda: kernel.run(*inputs)),
        "eager_ms": bench(lambda: model(*inputs)),
    }


def worker_compile(name: str) -> dict:
    import torch

    model, inputs, _ = build(CASES[name])
    torch.cuda.synchronize()
    # torch.compile() itself imports dynamo (seconds): part of a cold compile, as the
    # export's trace stage pays the same import.
    start = time.perf_counter()
    compiled = torch.compile(model)
    with torch.no_grad():
        compiled(*inputs)
    torch.cuda.synchronize()
    return {
        "cold_compile_s": time.perf_counter() - start,
        "compile_ms": bench(lambda: compiled(*inputs)),
    }


def run_worker(kind: str, name: str, raw_dir: str | None) -> dict:
    with tempfile.TemporaryDirectory(prefix="ks-bench-") as root:
        cmd = [sys.executable, os.path.abspath(__file__), "--worker", kind, name]
        if raw_dir:
            cmd += ["--raw", raw_dir]
        proc = subprocess.run(cmd, env=fresh_env(root), capture_output=True, text=True)
    if proc.returncode != 0:
        print(
            f"{kind} worker for {name} failed:\n{proc.stderr[-3000:]}", file=sys.stderr
        )
        return {"error": kind}
    return json.loads(proc.stdout.strip().splitlines()[-1])


def geomean(values: list[float]) -> float:
    return (
        math.exp(sum(math.log(v) for v in values) / len(values))
        if values
        else float("nan")
    )


def summary(rows: list[dict]) -> dict:
    out = {}
    groups = {
        "tiny": [r for r in rows if r["case"] in TINY],
        "realistic": [r for r in rows if r["case"] not in TINY],
        "all": rows,
    }
    for group, items in groups.items():
        if items:
            out[group] = {
                "exported_over_compile": geomean(
                    [r["exported_ms"] / r["compile_ms"] for r in items]
                ),
                "export_over_cold_compile": geomean(
                    [r["export_s"] / r["cold_compile_s"] for r in items]
                ),
                "export_without_first_run_over_cold_compile": geomean(
                    [r["export_only_s"] / r["cold_compile_s"] for r in items]
                ),
            }
    stages: dict[str, float] = {}
    for r in rows:
        for k, v in r["stages_s"].items():
            stages[k] = stages.get(k, 0.0) + v
    out["stage_totals_s"] = {k: round(v, 3) for k, v in stages.items()}
    return out


def table(rows: list[dict]) -> str:
    lines = [
        "| case | eager ms | torch.compile ms | exported ms | exported/compile"
        " | export s | cold compile s | export/cold |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in rows:
        lines.append(
            f"| {r['case']} | {r['eager_ms']:.4f} | {r['compile_ms']:.4f} | {r['exported_ms']:.4f}"
            f" | {r['exported_ms'] / r['compile_ms']:.2f} | {r['export_s']:.2f}"
            f" | {r['cold_compile_s']:.2f} | {r['export_s'] / r['cold_compile_s']:.2f} |"
        )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("cases", nargs="*")
    parser.add_argument("--worker", choices=["export", "compile"])
    parser.add_argument("--json")
    parser.add_argument("--raw")
    args = parser.parse_args()
    if args.worker:
        import torch

        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        (name,) = args.cases
        result = (
            worker_export(name, args.raw)
            if args.worker == "export"
            else worker_compile(name)
        )
        print(json.dumps(result))
        return
    if args.raw:
        os.makedirs(args.raw, exist_ok=True)
    rows = []
    for name in args.cases or list(CASES):
        row = {"case": name}
        row.update(run_worker("export", name, args.raw))
        row.update(run_worker("compile", name, None))
        if "error" not in row:
            rows.append(row)
        print(json.dumps(row), flush=True)
    result = {"rows": rows, "summary": summary(rows)}
    print(table(rows))
    print(json.dumps(result["summary"], indent=1))
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
