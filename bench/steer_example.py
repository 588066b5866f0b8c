"""Steering the compiler on a real model, measured (docs/decompositions.md, "Worked example").

    python bench/steer_example.py --out DIR [--device cuda] [--repeats 20] MODEL \
        LABEL=SETTINGS ...

MODEL is a zoo variant (bench/zoo_models.py, e.g. hf_bert, resnet18). It is exported into
the project DIR/MODEL with the default settings, then once more per LABEL=SETTINGS, each a
new generation of the same project, as the IDE's "Regenerate with these settings" makes them.
SETTINGS is JSON with any of the export's `inductor` (Inductor options), `decompositions`
({"keep": [...], "decompose": [...]}), `decompositionsFile` (a decompositions.py) and
`materialize` ([graph node names]). Each generation is verified (the working copy is first
replaced by the generation's pristine module, as a merge without hand edits does) and
profiled. Then every generation's module is imported as a user imports it (no hooks) and its
plain call is timed, all generations interleaved round by round (CUDA events around N calls,
median of the rounds). Prints one row per generation (kernels, launches, the plain call and
its ratio to the default, the device time of a call replayed as a CUDA graph, the profile's
kernel time, the verdict) and writes DIR/steer.jsonl; `kernel-studio diff DIR/MODEL 1 N` then
shows what changed kernel by kernel, with the profile's times."""

from __future__ import annotations

from typing import Any

import argparse
import importlib.util
import json
import statistics
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))


def _working_from_pristine(project: str) -> None:
    """The working copy becomes the current generation's pristine module (a merge of an
    unedited working copy gives exactly that)."""
    from kernel_studio.project.project_file import PROJECT_FILE, read_toml

    name = str(read_toml(os.path.join(project, PROJECT_FILE))["project"]["module"])
    shutil.copyfile(
        os.path.join(project, "generated", name), os.path.join(project, name)
    )


def load_generation(project: str, model_file: str, device: str, tag: str) -> Any:
    """The generation's module imported from generated/ (with its weights) and warmed up, so
    that its Triton kernels are compiled before the next export rewrites the file; returns
    a function that makes one plain call."""
    import torch
    from zoo_stages import _reference_model

    from kernel_studio.project.project_file import PROJECT_FILE, read_toml

    name = str(read_toml(os.path.join(project, PROJECT_FILE))["project"]["module"])
    spec = importlib.util.spec_from_file_location(
        f"steer_{tag}", os.path.join(project, "generated", name)
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    _, inputs = _reference_model(model_file, None, [])
    inputs = [x.to(device) if isinstance(x, torch.Tensor) else x for x in inputs]

    def call() -> None:
        with torch.no_grad():
            module.call(*inputs)

    for _ in range(3):
        call()
    return call


def time_calls(calls: dict[str, Any], device: str, rounds: int = 7) -> dict[str, float]:
    """Median seconds per plain call of each, measured round by round in alternating order."""
    import torch

    def measure(fn: Any, n: int) -> float:
        if device == "cuda":
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            torch.cuda.synchronize()
            start.record()
            for _ in range(n):
                fn()
            end.record()
            torch.cuda.synchronize()
            return start.elapsed_time(end) / 1e3 / n
        began = time.perf_counter()
        for _ in range(n):
            fn()
        return (time.perf_counter() - began) / n

    single = max(measure(fn, 1) for fn in calls.values())
    n = max(1, min(500, int(0.1 / max(single, 1e-6))))
    times: dict[str, list[float]] = {k: [] for k in calls}
    for r in range(rounds):
        for key in calls if r % 2 == 0 else reversed(list(calls)):
            times[key].append(measure(calls[key], n))
    return {k: statistics.median(v) for k, v in times.items()}


def run_generation(
    model_file: str, project: str, device: str, settings: dict, repeats: int
) -> dict:
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.profile.run import profile_project
    from kernel_studio.verify.run import verify_project

    started = time.perf_counter()
    result = export_model_file(
        model_file,
        project,
        device=device,
        inductor=settings.get("inductor"),
        decompositions=settings.get("decompositions"),
        decompositions_file=settings.get("decompositionsFile"),
        materialize=settings.get("materialize"),
    )
    exported = time.perf_counter() - started
    _working_from_pristine(project)
    report = verify_project(project, {"trials": 2})
    profile = profile_project(project, {"repeats": repeats, "warmup": 3})
    w = profile["modules"]["working"]
    with open(
        os.path.join(project, "generated", "metadata.json"), encoding="utf-8"
    ) as f:
        kernels = json.load(f)["kernels"]
    return {
        "generation": result.get("generation"),
        "kernels": sum(1 for k in kernels if k.get("kind") != "extern"),
        "libraryCalls": sum(1 for k in kernels if k.get("kind") == "extern"),
        "launches": len(w["launches"]),
        "run_ms": w["runSeconds"] * 1e3,
        "kernel_ms": w["kernelSeconds"] * 1e3,
        "graph_ms": w["graphSeconds"] * 1e3 if w.get("graphSeconds") else None,
        "verdict": report["verdict"],
        "reason": report["reason"],
        "export_s": exported,
        "device": profile["device"]["name"],
        "top": [
            {"kernel": k["kernel"], "us": k["seconds"] * 1e6, "share": k["share"]}
            for k in w["kernels"][:5]
        ],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument("--size", type=int, default=None, help="the zoo's size option")
    parser.add_argument("model")
    parser.add_argument("variants", nargs="*", metavar="LABEL=SETTINGS")
    args = parser.parse_args()

    from zoo import write_model_file
    from zoo_models import variant

    os.makedirs(args.out, exist_ok=True)
    options = {"size": args.size} if args.size else None
    model_file = write_model_file(variant(args.model, options), args.out)
    project = os.path.join(args.out, args.model.replace("@", "_"))
    shutil.rmtree(project, ignore_errors=True)
    plan = [("default", {})]
    for item in args.variants:
        label, _, text = item.partition("=")
        plan.append((label, json.loads(text)))
    rows, calls = [], {}
    for i, (label, settings) in enumerate(plan):
        try:
            row = run_generation(
                model_file, project, args.device, settings, args.repeats
            )
            calls[label] = load_generation(project, model_file, args.device, str(i))
        except Exception as exc:  # noqa: BLE001 - one failed setting is a row, not the end
            row = {"error": f"{type(exc).__name__}: {exc}"[:500]}
        row.update(model=args.model, label=label, settings=settings)
        rows.append(row)
        print(json.dumps(row)[:400], flush=True)
    plain = time_calls(calls, args.device) if calls else {}
    for row in rows:
        if row["label"] in plain:
            row["call_ms"] = plain[row["label"]] * 1e3
        with open(os.path.join(args.out, "steer.jsonl"), "a", encoding="utf-8") as f:
            f.write(json.dumps(row) + "\n")

    base = rows[0].get("call_ms")
    print(f"\n{args.model} on {rows[0].get('device', args.device)}")
    print(
        "| settings | gen | kernels | launches | plain call ms | x default "
        "| CUDA-graph call ms | kernels ms | verify |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for r in rows:
        if "error" in r or "call_ms" not in r:
            print(
                f"| {r['label']} | - | - | - | - | - | - | - | {r.get('error', '')[:80]} |"
            )
            continue
        ratio = r["call_ms"] / base if base else float("nan")
        graph = f"{r['graph_ms']:.3f}" if r.get("graph_ms") else "-"
        print(
            f"| {r['label']} | {r['generation']} | {r['kernels']} + {r['libraryCalls']} "
            f"| {r['launches']} | {r['call_ms']:.3f} | {ratio:.2f} | {graph} "
            f"| {r['kernel_ms']:.3f} | {r['verdict']} |"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
