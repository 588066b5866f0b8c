"""Save-to-verdict time of the edit loop (GPU): edit one Triton kernel of the
transformer-block example, save, verify with a warm sandbox; compared with a cold
torch.compile of the same model in a fresh process with empty caches.

    python bench/verify_bench.py [--rounds 5] [--trials 5] [--json]

Each round writes a new no-op line into one kernel (so Triton really recompiles it, and
only it) and times from the atomic save to the verdict (verify_project, default
settings: example + 5 random trials, kernel timing on)."""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "engine"))
MODEL = os.path.join(REPO, "engine", "tests", "models", "transformer_block.py")

COLD_COMPILE = """
import os, sys, time
t0 = time.perf_counter()
import torch
sys.path.insert(0, {engine!r})
from kernel_studio.project.model_file import build_model, load_model_file, make_init_inputs, make_inputs
loaded = load_model_file({model!r})
torch.manual_seed(0)
model = build_model(loaded, make_init_inputs(loaded)).eval().cuda()
inputs = [x.cuda() for x in make_inputs(loaded)]
t1 = time.perf_counter()
with torch.no_grad():
    torch.compile(model)(*inputs)
torch.cuda.synchronize()
t2 = time.perf_counter()
print(t1 - t0, t2 - t1)
"""


def save_atomic(path: str, text: str) -> None:
    tmp = path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


def cold_compile() -> dict[str, float]:
    with tempfile.TemporaryDirectory() as cache:
        env = dict(
            os.environ,
            TORCHINDUCTOR_CACHE_DIR=os.path.join(cache, "inductor"),
            TRITON_CACHE_DIR=os.path.join(cache, "triton"),
        )
        code = COLD_COMPILE.format(engine=os.path.join(REPO, "engine"), model=MODEL)
        t0 = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", code],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        total = time.perf_counter() - t0
    setup, compile_s = (float(x) for x in out.stdout.split()[-2:])
    return {"compileSeconds": compile_s, "processSeconds": total, "setupSeconds": setup}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.verify.run import verify_project

    folder = tempfile.mkdtemp(prefix="verify-bench-")
    project = os.path.join(folder, "transformer_block")
    t0 = time.perf_counter()
    export_model_file(MODEL, project, device="cuda")
    export_s = time.perf_counter() - t0
    with open(os.path.join(project, "generated", "metadata.json")) as f:
        kernels = [k for k in json.load(f)["kernels"] if k["kind"] == "triton"]
    kernel = next(
        (k["name"] for k in kernels if "gelu" in k["name"]), kernels[0]["name"]
    )
    path = os.path.join(project, "transformer_block.py")
    with open(path, encoding="utf-8") as f:
        pristine = f.read()
    anchor = pristine.index(f"def {kernel}(")
    body = pristine.index("):\n", anchor) + 3

    params = {"trials": args.trials}
    t0 = time.perf_counter()
    first = verify_project(project, params)
    cold_verify = time.perf_counter() - t0
    assert first["verdict"] == "pass", first["reason"]
    rounds = []
    for i in range(args.rounds):
        text = pristine[:body] + f"    ks_bench_noop = tl.program_id(0) * 0 + {i + 1}\n"
        text += pristine[body:]
        save_atomic(path, text)
        t0 = time.perf_counter()
        report = verify_project(project, params)
        wall = time.perf_counter() - t0
        assert report["verdict"] == "pass" and report["sandbox"]["warm"], report[
            "reason"
        ]
        assert report["edits"]["edited"] == [kernel]
        rounds.append(
            {
                "seconds": wall,
                "loadSeconds": report["sandbox"]["loadSeconds"],
                "timing": report["timing"],
            }
        )
    save_atomic(path, pristine)
    cold = cold_compile()
    walls = [r["seconds"] for r in rounds]
    result = {
        "kernel": kernel,
        "trials": args.trials,
        "exportSeconds": export_s,
        "coldVerifySeconds": cold_verify,
        "warmSaveToVerdict": {
            "median": statistics.median(walls),
            "min": min(walls),
            "max": max(walls),
            "rounds": walls,
            "loadSeconds": [r["loadSeconds"] for r in rounds],
        },
        "kernelRatio": [t["ratio"] for r in rounds for t in r["timing"]],
        "coldTorchCompile": cold,
    }
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        w = result["warmSaveToVerdict"]
        print(f"edited kernel: {kernel}")
        print(
            f"warm save-to-verdict: median {w['median']:.3f} s (min {w['min']:.3f}, max {w['max']:.3f})"
        )
        print(f"  module reload + recompile of the edited kernel: {w['loadSeconds']}")
        print(f"cold verify (new sandbox): {cold_verify:.2f} s")
        print(
            f"cold torch.compile: {cold['compileSeconds']:.2f} s first call"
            f" ({cold['processSeconds']:.2f} s with process start)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
