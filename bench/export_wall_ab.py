"""Export wall time against a cold torch.compile, two engine settings A/B interleaved
(docs/benchmarks.md, "Export time against a cold torch.compile").

    python bench/export_wall_ab.py OUT [--rounds 1] [--a KEY=VALUE ...] [--b KEY=VALUE ...]
        MODEL ...

Per zoo model (bench/zoo_models.py) and round, each step a fresh process with empty caches
(bench/zoo_stages.py, as the zoo runs them): the cold torch.compile's first call, then the
export (trace to the end of the precompile stage) and the module's first run (the
standalone stage, on the Triton cache the export filled) under setting A and under setting
B, in the order A B in odd rounds and B A in even ones. A and B are environment variables
of the export process (default: A `KS_PRECOMPILE_PROCESSES=0`, the precompile stage's
compiles in threads; B the engine's default). Prints one JSON line per model and round
(wall ratios, export seconds by stage) and writes them to OUT/export_wall_ab.jsonl; then
the geomean of (export + first run) / cold compile for A and B."""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import zoo  # noqa: E402
import zoo_models  # noqa: E402


def _setting(items: list[str]) -> dict[str, str]:
    return dict(item.split("=", 1) for item in items)


def run_model(
    name: str, out: str, round_: int, a: dict[str, str], b: dict[str, str]
) -> dict:
    from kernel_studio.sandbox.settings import DEFAULT_TOLERANCES

    variant = zoo_models.variant(name)
    work = os.path.join(out, "work", zoo.safe_name(name))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    deadline = time.monotonic() + 1200
    job: dict[str, Any] = {
        "model_file": zoo.write_model_file(variant, work),
        "device": "cuda",
        "reference": os.path.join(work, "reference.pt"),
        "compiled": os.path.join(work, "compiled.pt"),
        "tolerances": {k: list(v) for k, v in DEFAULT_TOLERANCES.items()},
        "rounds": 1,
        "target_s": 0.05,
        "inductor": {},
    }
    row: dict[str, Any] = {"model": name, "round": round_}
    got = zoo.run_stage(
        "compile", job, work, zoo.stage_env(os.path.join(work, "c")), deadline
    )
    row["compile_s"] = got.get("compile_s")
    order = [("A", a), ("B", b)] if round_ % 2 else [("B", b), ("A", a)]
    for label, setting in order:
        cache = os.path.join(work, label)
        env = zoo.stage_env(cache)
        env.update(setting)
        job["project"] = os.path.join(work, f"project-{label}")
        got = zoo.run_stage("export", job, work, env, deadline)
        if not got.get("export_ok"):
            row[label] = {"error": got.get("error", "")[-2000:]}
            continue
        job["generated"] = got["generated"]
        job["metadata"] = os.path.join(
            os.path.dirname(got["generated"]), "metadata.json"
        )
        first = zoo.run_stage("standalone", job, work, zoo.stage_env(cache), deadline)
        result = {
            "export_s": got["export_s"],
            "stages_s": got.get("export_stages_s"),
            "first_run_s": first.get("first_run_s"),
            "standalone_ok": first.get("standalone_ok"),
        }
        if row["compile_s"] and result["first_run_s"] is not None:
            result["wall_ratio"] = (got["export_s"] + result["first_run_s"]) / row[
                "compile_s"
            ]
        row[label] = result
    shutil.rmtree(work, ignore_errors=True)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("models", nargs="+")
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--a", action="append", default=["KS_PRECOMPILE_PROCESSES=0"])
    parser.add_argument("--b", action="append", default=[])
    opts = parser.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    a, b = _setting(opts.a), _setting(opts.b)
    ratios: dict[str, list[float]] = {"A": [], "B": []}
    for round_ in range(1, opts.rounds + 1):
        for name in opts.models:
            row = run_model(name, opts.out, round_, a, b)
            for label in ratios:
                if "wall_ratio" in row.get(label, {}):
                    ratios[label].append(row[label]["wall_ratio"])
            print(json.dumps(row), flush=True)
            with open(os.path.join(opts.out, "export_wall_ab.jsonl"), "a") as f:
                f.write(json.dumps(row) + "\n")
    for label, values in ratios.items():
        if values:
            geomean = math.exp(sum(map(math.log, values)) / len(values))
            print(
                f"{label}: geomean (export + first run) / cold compile {geomean:.3f}"
                f" over {len(values)}"
            )


if __name__ == "__main__":
    main()
