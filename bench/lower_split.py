"""Where the lower stage's time goes on cuda: Inductor's code generation against the compile
of its raw kernels (docs/benchmarks.md, "Export time against a cold torch.compile").

    python bench/lower_split.py --out DIR [--rounds 2] NAME...

For each zoo variant NAME, A/B alternating, each run in a fresh process with empty
Inductor/Triton caches of its own: trace + decompose, then `lower` with the raw module
compiled (what an export does, so that the autotune stage can run it) or code generation
only, and the autotune stage after the compiled one. Prints the seconds of each; one JSON
line per run in DIR/lower_split.jsonl."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))


def one(name: str, compile_kernels: bool) -> dict[str, float | str | bool]:
    import torch
    from zoo_models import variant

    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.lower.lower import autotune, lower, warm_up
    from kernel_studio.pipeline.trace.trace import trace

    chosen = variant(name)
    torch.manual_seed(0)
    model = chosen.build().to("cuda").eval()
    inputs = [t.to("cuda") for t in chosen.inputs()]
    warm_up("cuda")
    start = time.perf_counter()
    traced = trace(model, inputs, device="cuda")
    decomposed = decompose(traced, None)
    t_trace = time.perf_counter() - start
    start = time.perf_counter()
    lowered = lower(decomposed, "cuda", compile_kernels=compile_kernels)
    t_lower = time.perf_counter() - start
    t_autotune = 0.0
    if compile_kernels:
        start = time.perf_counter()
        autotune(lowered)
        t_autotune = time.perf_counter() - start
    return {
        "name": name,
        "compile_kernels": compile_kernels,
        "trace_decompose_s": round(t_trace, 2),
        "lower_s": round(t_lower, 2),
        "autotune_s": round(t_autotune, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument(
        "--one", choices=["compiled", "generated"], help=argparse.SUPPRESS
    )
    parser.add_argument("names", nargs="+")
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    if args.one:
        record = one(args.names[0], args.one == "compiled")
        with open(os.path.join(out, "lower_split.jsonl"), "a") as f:
            f.write(json.dumps(record) + "\n")
        print(json.dumps(record), flush=True)
        return
    for name in args.names:
        for r in range(args.rounds):
            order = (
                ["compiled", "generated"] if r % 2 == 0 else ["generated", "compiled"]
            )
            for which in order:
                with tempfile.TemporaryDirectory() as cache:
                    env = dict(os.environ)
                    env["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(cache, "inductor")
                    env["TRITON_CACHE_DIR"] = os.path.join(cache, "triton")
                    cmd = [sys.executable, __file__, "--out", out, "--one", which, name]
                    subprocess.run(cmd, env=env, check=False)


if __name__ == "__main__":
    main()
