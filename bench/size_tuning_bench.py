"""Launch configs by size (GPU): dynamic models exported from an example at a small size,
timed and checked at the smallest, the example's and the largest sizes of their range.

    python bench/size_tuning_bench.py [--rounds 7] [--json] [--out DIR]

For each model, one export on cuda (its Triton kernels tuned at the example and again at
representative sizes: engine/kernel_studio/pipeline/lower/size_tuning.py), then at each size,
in one process, A/B alternating with CUDA events (median of `--rounds` rounds of ~50 ms of
calls each):
  A  the module as exported (the kernels whose best config changes pick it by size);
  B  the same module with every size pick fixed to the example's config (what one config
     tuned at the example gives: the module before launch configs by size);
and both against eager within verify's float32 tolerance (rtol 1.3e-6, atol 1e-5).
Reports the time of each and B / A (> 1: tuning by size is faster)."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import re
import statistics
import sys
import tempfile
import textwrap
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "engine"))

SOFTMAX = textwrap.dedent(
    '''
    """Softmax over rows of 1024, N rows (dynamic)."""
    import torch
    from torch.export import Dim


    class Model(torch.nn.Module):
        def forward(self, x):
            return torch.softmax(x * 0.5, dim=-1)


    def get_inputs():
        return [torch.randn(8, 1024)]


    def get_init_inputs():
        return []


    def dynamic_shapes():
        return {"x": {0: Dim("N", min=1, max=131072)}}
    '''
)

LAYERNORM_GELU = textwrap.dedent(
    '''
    """LayerNorm(768) + GELU on (B, T, 768), B and T dynamic."""
    import torch
    from torch.export import Dim


    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.norm = torch.nn.LayerNorm(768)

        def forward(self, x):
            return torch.nn.functional.gelu(self.norm(x))


    def get_inputs():
        return [torch.randn(2, 4, 768)]


    def get_init_inputs():
        return []


    def dynamic_shapes():
        return {"x": {0: Dim("B", min=1, max=32), 1: Dim("T", min=1, max=2048)}}
    '''
)

COLUMN_SUM = textwrap.dedent(
    '''
    """Sum over the rows of (N, 256) (a reduction along the dynamic dim)."""
    import torch
    from torch.export import Dim


    class Model(torch.nn.Module):
        def forward(self, x):
            return (x * x).sum(dim=0)


    def get_inputs():
        return [torch.randn(16, 256)]


    def get_init_inputs():
        return []


    def dynamic_shapes():
        return {"x": {0: Dim("N", min=2, max=262144)}}
    '''
)


def model_files(folder: str) -> dict[str, str]:
    out = {
        "rms_norm": os.path.join(REPO, "resources", "examples", "rms_norm", "model.py")
    }
    folder = os.path.join(folder, "models")
    os.makedirs(folder, exist_ok=True)
    for name, text in (
        ("softmax_rows", SOFTMAX),
        ("layernorm_gelu", LAYERNORM_GELU),
        ("column_sum", COLUMN_SUM),
    ):
        path = os.path.join(folder, name + ".py")
        with open(path, "w") as f:
            f.write(text)
        out[name] = path
    return out


def fixed_to_example(source: str, metadata: dict) -> str:
    """The module with each size pick replaced by the example's config (the metadata's
    `launch`, Inductor's pick at the example)."""
    import ast

    lines = source.splitlines(keepends=True)
    sized = [
        k["launch"]
        for k in metadata["kernels"]
        if k["kind"] == "triton" and k["launch"] and "bySize" in k["launch"]
    ]
    picks = [
        node
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.IfExp)
        and re.match(r"\s*# launch config by size ", lines[node.lineno - 2])
    ]
    if len(picks) != len(sized):
        raise RuntimeError(
            f"{len(picks)} size picks in the module, {len(sized)} in the metadata"
        )
    for node, launch in sorted(
        zip(picks, sized, strict=True), key=lambda p: -p[0].lineno
    ):
        example = {
            **launch["kwargs"],
            "num_warps": launch["num_warps"],
            "num_stages": launch["num_stages"],
        }
        targets = ast.unparse(node.targets[0]).strip("()")
        values = [str(example[name.strip().rstrip("_")]) for name in targets.split(",")]
        indent = " " * node.col_offset
        lines[node.lineno - 1 : node.end_lineno] = [
            f"{indent}{targets} = {', '.join(values)}\n"
        ]
    return "".join(lines)


def load(path: str, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def timed(fn, x, rounds_ms: float = 50.0) -> float:
    import torch

    fn(x)
    torch.cuda.synchronize()
    start, end = (
        torch.cuda.Event(enable_timing=True),
        torch.cuda.Event(enable_timing=True),
    )
    start.record()
    fn(x)
    end.record()
    torch.cuda.synchronize()
    once = max(start.elapsed_time(end), 1e-3)
    n = max(1, min(2000, int(rounds_ms / once)))
    start.record()
    for _ in range(n):
        fn(x)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / n


def matches(got, want, model, x) -> bool:
    """Verify's rule: within float32's tolerance of eager, or, where not (a long reduction
    summed in another order), as close to an fp64 reference as eager is (PyTorch's
    accuracy checker: RMSE within its factor of eager's)."""
    import copy

    import torch

    from kernel_studio.verify.compare import fp64_check, fp64_terms

    if torch.allclose(got, want, rtol=1.3e-6, atol=1e-5):
        return True
    with torch.no_grad():
        wide = copy.deepcopy(model).double()(x.double())
    factor, eps = fp64_terms(want, 1e-5)
    return bool(fp64_check(got, want, wide, factor, eps)["passed"])


def bench_model(name: str, path: str, out: str, rounds: int) -> dict:
    import torch

    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_dynamic_shapes,
        make_init_inputs,
        make_inputs,
    )
    from kernel_studio.pipeline.api import run_pipeline

    loaded = load_model_file(path)
    torch.manual_seed(0)
    model = build_model(loaded, make_init_inputs(loaded)).eval()
    example = make_inputs(loaded)
    t0 = time.perf_counter()
    lowered, _, kernel = run_pipeline(
        model,
        example,
        dynamic_shapes=make_dynamic_shapes(loaded),
        device="cuda",
        module_name=name,
        user_files=[loaded.path],
    )
    export_s = time.perf_counter() - t0
    sized_path = kernel.save(os.path.join(out, name + ".py"))
    fixed_path = os.path.join(out, name + "_fixed.py")
    with open(fixed_path, "w") as f:
        f.write(fixed_to_example(kernel.source, kernel.metadata))
    weights = os.path.splitext(sized_path)[0] + ".weights.pt"
    if os.path.exists(weights):
        if os.path.exists(os.path.splitext(fixed_path)[0] + ".weights.pt"):
            os.remove(os.path.splitext(fixed_path)[0] + ".weights.pt")
        os.link(weights, os.path.splitext(fixed_path)[0] + ".weights.pt")
    sized, fixed = load(sized_path, name + "_sized"), load(fixed_path, name + "_fixed")
    model = model.to("cuda")
    dims = lowered.decomposed.traced.dynamic_dims
    ex_shape = list(example[0].shape)
    points = {"smallest": {}, "example": {}, "largest": {}}
    for d in dims:
        points["smallest"][d.dim] = max(d.min or 1, 1)
        points["example"][d.dim] = ex_shape[d.dim]
        points["largest"][d.dim] = d.max
    laddered = [
        k["name"]
        for k in kernel.metadata["kernels"]
        if k["kind"] == "triton" and "bySize" in (k["launch"] or {})
    ]
    record = {
        "model": name,
        "export_s": round(export_s, 1),
        "tuning_s": round(lowered.tuning_seconds, 1),
        "kernels": sum(1 for k in kernel.metadata["kernels"] if k["kind"] == "triton"),
        "by_size": laddered,
        "tuned_at": [
            line
            for line in kernel.source.splitlines()
            if "Launch configs tuned at" in line
        ],
        "sizes": {},
    }
    for label, at in points.items():
        shape = [at.get(i, s) for i, s in enumerate(ex_shape)]
        x = torch.randn(*shape, device="cuda")
        with torch.no_grad():
            want = model(x)
            ok_sized = matches(sized.call(x), want, model, x)
            ok_fixed = matches(fixed.call(x), want, model, x)
            a, b = [], []
            for _ in range(rounds):
                a.append(timed(sized.call, x))
                b.append(timed(fixed.call, x))
        ma, mb = statistics.median(a), statistics.median(b)
        record["sizes"][label] = {
            "shape": shape,
            "by_size_ms": round(ma, 4),
            "example_config_ms": round(mb, 4),
            "speedup": round(mb / ma, 2),
            "matches_eager": ok_sized and ok_fixed,
            "by_size_matches": ok_sized,
            "example_config_matches": ok_fixed,
        }
    return record


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--out", default=None)
    parser.add_argument("models", nargs="*")
    args = parser.parse_args()
    import torch

    out = args.out or tempfile.mkdtemp(prefix="ks-sizes-")
    os.makedirs(out, exist_ok=True)
    files = model_files(out)
    names = args.models or list(files)
    records = []
    for name in names:
        record = bench_model(name, files[name], out, args.rounds)
        records.append(record)
        if not args.json:
            print(
                f"{name}: export {record['export_s']} s (tuning by size {record['tuning_s']} s), {len(record['by_size'])} of"
                f" {record['kernels']} Triton kernels pick by size"
            )
            for line in record["tuned_at"]:
                print("   ", line.strip("# "))
            for label, r in record["sizes"].items():
                print(
                    f"    {label:9s} {str(tuple(r['shape'])):18s} by size {r['by_size_ms']:.4f} ms"
                    f"  example config {r['example_config_ms']:.4f} ms  x{r['speedup']:.2f}"
                    f"  eager {'ok' if r['matches_eager'] else 'MISMATCH'}"
                    + ("" if r["by_size_matches"] else " (by size)")
                    + ("" if r["example_config_matches"] else " (example config)")
                )
        sys.stdout.flush()
    if args.json:
        print(
            json.dumps(
                {"device": torch.cuda.get_device_name(), "models": records}, indent=1
            )
        )
    return (
        0
        if all(r["matches_eager"] for m in records for r in m["sizes"].values())
        else 1
    )


if __name__ == "__main__":
    sys.exit(main())
