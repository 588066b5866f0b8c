"""GPU benchmark of the export (docs/benchmarks.md): per example model, median runtime of
eager, torch.compile and the exported module, and export wall time vs a cold
torch.compile. Run on the GPU machine: `PYTHONPATH=engine python3 bench/export_bench.py`."""

from __future__ import annotations

import json
import math
import os
import sys
import time

import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "engine"))
sys.path.insert(0, os.path.join(HERE, "..", "engine", "tests", "export"))

MODELS = [
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


def main() -> None:
    import triton.testing
    from export_support import load_model

    from kernel_studio.pipeline.api import export_python

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    rows = []
    for name in sys.argv[1:] or MODELS:
        _, model, cases, spec = load_model(name)
        model = model.cuda()
        inputs = [t.cuda() for t in cases[0]]
        torch._dynamo.reset()
        start = time.perf_counter()
        kernel = export_python(
            model, inputs, dynamic_shapes=spec, device="cuda", module_name=name
        )
        kernel.run(*inputs)
        torch.cuda.synchronize()
        export_s = time.perf_counter() - start
        torch._dynamo.reset()
        import torch._inductor.config as cfg

        with cfg.patch({"fx_graph_cache": False}):
            compiled = torch.compile(model)
            start = time.perf_counter()
            with torch.no_grad():
                compiled(*inputs)
            torch.cuda.synchronize()
            compile_s = time.perf_counter() - start
            with torch.no_grad():
                eager = triton.testing.do_bench(
                    lambda: model(*inputs), return_mode="median"
                )
                comp = triton.testing.do_bench(
                    lambda: compiled(*inputs), return_mode="median"
                )
                exported = triton.testing.do_bench(
                    lambda: kernel.run(*inputs), return_mode="median"
                )
        row = {
            "model": name,
            "eager_ms": eager,
            "compile_ms": comp,
            "exported_ms": exported,
            "export_s": export_s,
            "cold_compile_s": compile_s,
        }
        rows.append(row)
        print(json.dumps(row), flush=True)
    ratio = math.exp(
        sum(math.log(r["exported_ms"] / r["compile_ms"]) for r in rows) / len(rows)
    )
    tratio = math.exp(
        sum(math.log(r["export_s"] / r["cold_compile_s"]) for r in rows) / len(rows)
    )
    print(
        json.dumps(
            {"geomean_exported_over_compile": ratio, "geomean_export_over_cold": tratio}
        )
    )


if __name__ == "__main__":
    main()
