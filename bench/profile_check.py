"""Profile accuracy and overhead on zoo models (docs/benchmarks.md, "Per-kernel profile").

    python bench/profile_check.py --out DIR [--device cuda] [--repeats 20] [--size PX]
        [--batch N] NAME...

For each zoo variant NAME (bench/zoo_models.py, e.g. resnet18, hf_gpt2), at the zoo's
shapes or with its inputs' batch size and image size changed (`--batch`, `--size`: larger
shapes make a call bound by its kernels rather than by launching them): export it into
DIR/NAME with the engine, run the `profile` method's Python API on the project, and report
the call's time, the per-kernel times' sum against it (coverage), the profiled call against
the plain one (overhead) and the top kernels. Writes DIR/profile_check.jsonl (one line per
model) and prints a table; the projects stay in DIR for the IDE (heat-coloured graph)."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))


def check(
    name: str, out: str, device: str, repeats: int, options: dict | None = None
) -> dict:
    from zoo import write_model_file
    from zoo_models import variant

    from kernel_studio.methods.export import export_model_file
    from kernel_studio.profile.run import profile_project

    project = os.path.join(out, name)
    os.makedirs(out, exist_ok=True)
    chosen = variant(name, options)
    shapes = [list(t.shape) for t in chosen.inputs()]
    model_file = write_model_file(chosen, out)
    start = time.perf_counter()
    export_model_file(model_file, project, device=device)
    exported = time.perf_counter() - start
    start = time.perf_counter()
    report = profile_project(project, {"repeats": repeats, "warmup": 3})
    profiled = time.perf_counter() - start
    w = report["modules"]["working"]
    return {
        "model": name,
        "options": options or {},
        "inputs": shapes,
        "device": report["device"]["name"],
        "method": report["method"],
        "kernels": len(w["kernels"]),
        "launches": len(w["launches"]),
        "run_ms": w["runSeconds"] * 1e3,
        "kernel_ms": w["kernelSeconds"] * 1e3,
        "outside_ms": (w.get("outside") or {}).get("seconds", 0.0) * 1e3,
        "coverage": w["coverage"],
        "graph_ms": w["graphSeconds"] * 1e3 if w.get("graphSeconds") else None,
        "device_coverage": w.get("deviceCoverage"),
        "overhead": w["profiledRunSeconds"] / w["runSeconds"]
        if w["runSeconds"]
        else None,
        "export_s": exported,
        "profile_s": profiled,
        "top": [
            {
                "kernel": k["kernel"],
                "kind": k["kind"],
                "ms": k["seconds"] * 1e3,
                "share": k["share"],
                "roofline": k.get("roofline"),
                "bound": k.get("bound"),
            }
            for k in w["kernels"][:5]
        ],
        "notes": report["notes"],
        "report": report["reportFile"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="+")
    parser.add_argument("--out", required=True)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--batch", type=int, help="the inputs' batch size (zoo: 2)")
    parser.add_argument(
        "--size", type=int, help="image size of the torchvision models that allow it"
    )
    args = parser.parse_args()
    options = {
        key: value
        for key, value in (("batch", args.batch), ("size", args.size))
        if value
    }
    rows = []
    os.makedirs(args.out, exist_ok=True)
    with open(
        os.path.join(args.out, "profile_check.jsonl"), "a", encoding="utf-8"
    ) as log:
        for name in args.names:
            try:
                row = check(name, args.out, args.device, args.repeats, options)
            except Exception as exc:  # noqa: BLE001 - reported per model, the others go on
                row = {"model": name, "error": f"{type(exc).__name__}: {exc}"[:2000]}
            rows.append(row)
            log.write(json.dumps(row) + "\n")
            log.flush()
    print(
        f"{'model':24} {'run ms':>9} {'kernels ms':>11} {'outside':>8} {'coverage':>9}"
        f" {'overhead':>9} {'launches':>9} {'graph ms':>9} {'dev cover':>9}"
    )
    for r in rows:
        if "error" in r:
            print(f"{r['model']:24} ERROR {r['error']}")
            continue
        print(
            f"{r['model']:24} {r['run_ms']:9.3f} {r['kernel_ms']:11.3f} {r['outside_ms']:8.3f}"
            f" {r['coverage']:9.3f} {r['overhead']:9.2f}x {r['launches']:9d}"
            f" {r['graph_ms'] or float('nan'):9.3f} {r['device_coverage'] or float('nan'):9.3f}"
        )
        for k in r["top"][:3]:
            roof = (
                f"{k['roofline'] * 100:.0f}%" if k.get("roofline") is not None else "-"
            )
            print(
                f"    {k['kernel'][:48]:48} {k['ms']:8.3f} ms {k['share'] * 100:5.1f}%"
                f" roof {roof} {k['bound']}"
            )
    return 0 if all("error" not in r for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
