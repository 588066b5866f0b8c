"""Re-exports every corpus model on the GPU with the engine and verifies each project: the
clean cuda modules must run and match the eager model. One line per case.

Run on the GPU machine from the repository root:
    PYTHONPATH=engine .venv/bin/python bench/check_corpus_gpu.py --out /tmp/ks-check [CASE ...]

The cases are those of bench/collect_corpus.py: the model files in engine/tests/models and
bench/models (a file's INDUCTOR_CONFIG dict is applied while it is lowered, to reach more
kinds of grids: combo kernels, cooperative reductions, 3-D tiles, user Triton kernels) and
the torchvision / transformers models it builds (written out as model files here). Per case
the line says how the export went, the grid forms Inductor used, a direct run of the
module against the eager model (`run=`) and verify's verdict. Each case runs in its own
process; OUT/<device>/<case>/ holds the project, the raw Inductor module and the clean spec
(raw.py.txt, spec.json: `engine/tests/clean/import_corpus.py OUT cuda/<case>` adds them to
the clean-stage corpus). Exit status 0 when every case exported and verified."""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from collect_corpus import BUILDERS, _model_files  # noqa: E402 - bench/ is not a package

BUILT_MODEL = '''"""{case}, built as bench/collect_corpus.py builds it."""

import sys

import torch

sys.path.insert(0, {bench!r})
from collect_corpus import BUILDERS, _hf, _torchvision  # noqa: E402

_family, _arch, _size = BUILDERS[{case!r}]
_model, _inputs = (_torchvision(_arch, _size) if _family == "torchvision" else _hf(_arch))()


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inner = _model

    def forward(self, {arg}: torch.Tensor) -> torch.Tensor:
        return self.inner({arg})


def get_inputs() -> list:
    return [t.clone() for t in _inputs]


def get_init_inputs() -> list:
    return []
'''


def model_file(case: str, out: str) -> str:
    files = _model_files()
    if case in files:
        return files[case]
    family = BUILDERS[case][0]
    path = os.path.join(out, "models", case + ".py")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    arg = "x" if family == "torchvision" else "input_ids"
    with open(path, "w", encoding="utf-8") as f:
        f.write(BUILT_MODEL.format(case=case, bench=HERE, arg=arg))
    return path


def _tensors(value: Any) -> list[Any]:
    if isinstance(value, list | tuple):
        return [t for v in value for t in _tensors(v)]
    return [value]


def direct_run(model_path: str, module_path: str, device: str) -> str:
    """The exported module imported and run here on the model's example inputs against the
    eager model (as the export built them), apart from verify and its instrumentation."""
    import importlib.util

    import torch

    from kernel_studio.methods.export import SEED
    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_init_inputs,
        make_inputs,
    )

    loaded = load_model_file(model_path)
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded)).eval().to(device)
    inputs = [
        t.to(device) if isinstance(t, torch.Tensor) else t for t in make_inputs(loaded)
    ]
    spec = importlib.util.spec_from_file_location("ks_checked_module", module_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    with torch.no_grad():
        expected = _tensors(model(*inputs))
        got = _tensors(module.call(*inputs))
    if len(got) != len(expected):
        return f"{len(got)} outputs, eager has {len(expected)}"
    worst = 0.0
    for g, e in zip(got, expected, strict=True):
        low = e.dtype in (torch.float16, torch.bfloat16)
        try:
            torch.testing.assert_close(
                g, e, rtol=2e-2 if low else 1e-3, atol=2e-2 if low else 1e-3
            )
        except AssertionError:
            return f"mismatch: max abs diff {(g.double() - e.double()).abs().max().item():.3g}"
        if e.is_floating_point() and e.numel():
            worst = max(worst, (g.double() - e.double()).abs().max().item())
    return f"ok (max abs diff {worst:.2g})"


def run_case(case: str, out: str, device: str) -> dict[str, Any]:
    """In this process: export the model file into OUT/<case>/project, run the module
    directly against the eager model, then verify the project."""
    import torch._inductor.config

    import kernel_studio.pipeline.api as api
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.project.model_file import load_model_file
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.sandbox.run import DEFAULT_POOL
    from kernel_studio.verify.run import verify_project

    folder = os.path.join(out, device, case)
    # A fresh project each run: an existing working module would be kept, not re-exported.
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    path = model_file(case, out)
    config = dict(getattr(load_model_file(path).module, "INDUCTOR_CONFIG", {}))
    real_clean = api.clean
    seen: dict[str, Any] = {}

    def keep_inputs(raw: str, spec: Any) -> Any:
        # The raw module and spec go next to the project, for the clean-stage corpus.
        seen["grids"] = sorted(set(re.findall(r"'grid_type': '(\w+)'", raw)))
        with open(os.path.join(folder, "raw.py.txt"), "w", encoding="utf-8") as f:
            f.write(raw)
        with open(os.path.join(folder, "spec.json"), "w", encoding="utf-8") as f:
            json.dump(spec.to_json(), f, indent=1, sort_keys=True)
        return real_clean(raw, spec)

    api.clean = keep_inputs
    result: dict[str, Any] = {"case": case, "grids": []}
    started = time.perf_counter()
    try:
        with torch._inductor.config.patch(config):
            exported = export_model_file(
                path, os.path.join(folder, "project"), device=device
            )
    except ExportError as exc:
        return {**result, **seen, "status": "export-failed", "reason": exc.message}
    result.update(seen)
    result["kernels"] = len(exported["kernels"])
    result["export_s"] = round(time.perf_counter() - started, 1)
    try:
        result["direct"] = direct_run(path, exported["module"], device)
    except Exception as exc:  # noqa: BLE001 - reported per case
        result["direct"] = f"error: {type(exc).__name__}: {str(exc)[:200]}"
    try:
        report = verify_project(exported["project"])
    finally:
        DEFAULT_POOL.close()
    located = (report.get("located") or {}).get("kernel")
    reason = report.get("reason") or ""
    if located:
        reason += f" (located kernel {located})"
    return {**result, "status": report["verdict"], "reason": reason}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("cases", nargs="*")
    parser.add_argument("--out", required=True)
    parser.add_argument("--device", default="cuda", help="cpu checks the script itself")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=float, default=1200)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    out = os.path.abspath(args.out)
    if args.one:
        print("RESULT " + json.dumps(run_case(args.cases[0], out, args.device)))
        return 0
    cases = args.cases or sorted(_model_files()) + sorted(BUILDERS)

    def one(case: str) -> dict[str, Any]:
        cmd = [
            sys.executable,
            __file__,
            "--one",
            "--device",
            args.device,
            "--out",
            out,
            case,
        ]
        try:
            proc = subprocess.run(
                cmd, capture_output=True, text=True, timeout=args.timeout
            )
        except subprocess.TimeoutExpired:
            return {
                "case": case,
                "status": "timeout",
                "reason": f"over {args.timeout:.0f} s",
            }
        for line in proc.stdout.splitlines():
            if line.startswith("RESULT "):
                return json.loads(line[7:])
        tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
        return {"case": case, "status": "crashed", "reason": tail[:300]}

    def show(r: dict[str, Any]) -> None:
        grids = ",".join(g.replace("Grid", "") for g in r.get("grids", [])) or "-"
        print(
            f"{r['case']:28} {r['status']:14} kernels={r.get('kernels', '-'):<4} "
            f"grids={grids:24} run={r.get('direct', '-')[:60]:28} {r.get('reason', '')[:160]}",
            flush=True,
        )

    with ThreadPoolExecutor(args.jobs) as pool:
        results = []
        for r in pool.map(one, cases):
            show(r)
            results.append(r)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as f:
        json.dump(results, f, indent=1)
    passed = sum(1 for r in results if r["status"] == "pass")
    print(
        f"{passed}/{len(results)} cases exported and verified; details in {out}/summary.json"
    )
    return 0 if passed == len(results) else 1


if __name__ == "__main__":
    sys.exit(main())
