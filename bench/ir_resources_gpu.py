"""The `kernel/compiled` resources against what Triton itself reports, on a GPU
(docs/protocol.md, `kernel/compiled`).

    PYTHONPATH=engine python bench/ir_resources_gpu.py OUTDIR [MODEL ...]

For each zoo model (bench/zoo_models.py; default `resnet18` and `hf_gpt2`, random weights)
exported on cuda into OUTDIR/MODEL: the engine's static compile of every Triton kernel
(`compiled_kernel`, read from the module text for the device's own target, no run) against
the compiled kernel Triton's JIT made when the module ran on the example inputs:
`registers` vs `kernel.n_regs`, `spills` vs `kernel.n_spills`, `sharedBytes` vs
`kernel.metadata.shared` (and num_warps/num_stages). Prints a table, writes
OUTDIR/ir_resources.json, and exits 1 on any mismatch (2 when no GPU)."""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "engine"))

DEFAULT_MODELS = ("resnet18", "hf_gpt2")


def _jit_function(obj: Any) -> Any:
    """The JITFunction behind a module's kernel (`@_cached_launch` wraps it)."""
    while obj is not None and not hasattr(obj, "device_caches") and hasattr(obj, "fn"):
        obj = obj.fn
    return obj if hasattr(obj, "device_caches") else None


def _compiled_kernels(fn: Any) -> list[Any]:
    out: list[Any] = []
    for cache in fn.device_caches.values():
        kernels = cache[0] if isinstance(cache, tuple) else {}
        out.extend(k for k in kernels.values() if hasattr(k, "metadata"))
    return out


def _same_launch(kernel: Any, ours: dict[str, Any]) -> bool:
    """Whether Triton's compiled kernel is the specialisation ours was compiled for."""
    src = getattr(kernel, "src", None)
    signature = getattr(src, "signature", None)
    if not isinstance(signature, dict) or not ours.get("signature"):
        return False
    theirs = {k: str(v) for k, v in signature.items()}
    constexprs = {
        ",".join(map(str, k)): repr(v) for k, v in (src.constants or {}).items()
    }
    return theirs == ours["signature"] and constexprs == (ours.get("constexprs") or {})


def _load_module(path: str) -> Any:
    spec = importlib.util.spec_from_file_location("ks_ir_bench_module", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def check_model(name: str, out: str) -> list[dict[str, Any]]:
    import torch
    from zoo import write_model_file
    from zoo_models import variant

    from kernel_studio.compiled.kernel import CompileError, compiled_kernel
    from kernel_studio.methods.export import export_model_file

    project = os.path.join(out, name)
    os.makedirs(out, exist_ok=True)
    chosen = variant(name, None)
    model_file = write_model_file(chosen, out)
    started = time.perf_counter()
    export_model_file(model_file, project, device="cuda")
    print(f"{name}: exported in {time.perf_counter() - started:.1f} s", flush=True)
    with open(os.path.join(project, "generated", "metadata.json")) as f:
        metadata = json.load(f)
    with open(os.path.join(project, "kernel-studio.toml")) as f:
        module_name = f.read().split('module = "', 1)[1].split('"', 1)[0]
    module = _load_module(os.path.join(project, module_name))
    inputs = [
        t.to("cuda") if isinstance(t, torch.Tensor) else t for t in chosen.inputs()
    ]
    with torch.no_grad():
        module.call(*inputs)
    torch.cuda.synchronize()
    major, minor = torch.cuda.get_device_capability()
    target = f"sm_{major * 10 + minor}"

    rows: list[dict[str, Any]] = []
    for k in metadata["kernels"]:
        if k.get("kind") != "triton":
            continue
        kernel = k["name"]
        row: dict[str, Any] = {"model": name, "kernel": kernel}
        rows.append(row)
        try:
            ours = compiled_kernel(
                project, kernel, stage="ptx", target=target, pristine=False
            )
        except CompileError as exc:
            row.update(ok=False, problem=f"ours: {exc}")
            continue
        fn = _jit_function(getattr(module, kernel, None))
        compiled = _compiled_kernels(fn) if fn is not None else []
        if not compiled:
            row.update(
                ok=False, problem="Triton compiled nothing for it (not launched?)"
            )
            continue
        matching = [c for c in compiled if _same_launch(c, ours["launch"])]
        theirs = (matching or compiled)[0]
        if getattr(theirs, "n_regs", None) is None:
            theirs._init_handles()  # loads the cubin: the driver's register and local counts
        r = ours["resources"]
        pairs = {
            "registers": (r["registers"], theirs.n_regs),
            "spills": (r["spills"], theirs.n_spills),
            "sharedBytes": (r["sharedBytes"], theirs.metadata.shared),
            "numWarps": (r["numWarps"], theirs.metadata.num_warps),
            "numStages": (r["numStages"], theirs.metadata.num_stages),
        }
        row.update({key: {"ours": a, "triton": b} for key, (a, b) in pairs.items()})
        row["sameSpecialisation"] = bool(matching)
        row["variants"] = len(compiled)
        row["seconds"] = ours["seconds"]
        wrong = [key for key, (a, b) in pairs.items() if a != b]
        row["ok"] = not wrong
        if wrong:
            row["problem"] = "differ: " + ", ".join(wrong)
        if not matching:
            row["problem"] = (
                row.get("problem", "") + " (no compiled kernel of the same"
                " signature and constexprs: compared with the first)"
            ).strip()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("models", nargs="*", default=list(DEFAULT_MODELS))
    args = parser.parse_args()
    import torch

    if not torch.cuda.is_available():
        print("ir_resources_gpu: no CUDA GPU here", file=sys.stderr)
        return 2
    rows: list[dict[str, Any]] = []
    for name in args.models:
        rows.extend(check_model(name, args.out))
        with open(os.path.join(args.out, "ir_resources.json"), "w") as f:
            json.dump(rows, f, indent=1)
    header = f"{'model':10} {'kernel':60} {'regs':>9} {'spills':>9} {'shared':>13} ok"
    print(header)
    print("-" * len(header))
    for row in rows:

        def pair(key: str) -> str:
            v = row.get(key)
            return f"{v['ours']}/{v['triton']}" if isinstance(v, dict) else "-"

        print(
            f"{row['model']:10} {row['kernel'][:60]:60} {pair('registers'):>9}"
            f" {pair('spills'):>9} {pair('sharedBytes'):>13} {'yes' if row['ok'] else 'NO'}"
            + (f"  {row['problem']}" if row.get("problem") else "")
        )
    bad = [r for r in rows if not r["ok"]]
    print(f"{len(rows) - len(bad)} of {len(rows)} kernels agree (ours/triton)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
