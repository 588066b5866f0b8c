"""The `kernel/compiled` resources against what Triton itself reports, on a GPU
(docs/protocol.md, `kernel/compiled`).

    PYTHONPATH=engine python bench/ir_resources_gpu.py OUTDIR [MODEL ...]

For each zoo model (bench/zoo_models.py; default `resnet18` and `hf_gpt2`, random weights)
exported on cuda into OUTDIR/MODEL: the engine's static compile of every Triton kernel
(`compiled_kernel`, read from the module text for the device's own target, no run) against
the compiled kernel Triton's JIT made when the module ran on the example inputs:
`registers` vs `kernel.n_regs`, `spills` vs `kernel.n_spills`, `sharedBytes` vs
`kernel.metadata.shared` (and num_warps/num_stages). Prints a table, writes
OUTDIR/ir_resources.json, and exits 1 on any mismatch (2 when no GPU).

Then a kernel that spills (unless --no-spill): engine/tests/models/transformer_block.py
exported on cuda into OUTDIR/transformer_block_spill, its gelu kernel edited in the working
module as engine/tests/test_kernel_resources.py edits it (a thousand values live per thread),
the module run, and every kernel compared the same way: the edited one must spill (`spills` >
0) and agree with Triton's `n_spills`."""

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


# The edit of engine/tests/test_kernel_resources.py (and tests/ui/ResourcesTest.cpp): the gelu
# kernel of the transformer block keeps a thousand values live per thread and spills.
SPILL_AT = "    tmp10 = tmp4 * tmp9\n    tl.store(in_out_ptr0 + x2, tmp10, xmask)"
SPILL = (
    "    tmp10 = tmp4 * tmp9\n"
    "    big = tl.load(in_ptr0 + (x0[:, None] + tl.arange(0, 1024)[None, :]),"
    " xmask[:, None], other=0.0)\n"
    "    tmp10 = tmp10 + tl.sum(big * big, 1)\n"
    "    tl.store(in_out_ptr0 + x2, tmp10, xmask)"
)
SPILL_MODEL = os.path.join(
    os.path.dirname(HERE), "engine", "tests", "models", "transformer_block.py"
)


def _module_name(project: str) -> str:
    with open(os.path.join(project, "kernel-studio.toml")) as f:
        return f.read().split('module = "', 1)[1].split('"', 1)[0]


def check_model(name: str, out: str) -> list[dict[str, Any]]:
    from zoo import write_model_file
    from zoo_models import variant

    from kernel_studio.methods.export import export_model_file

    project = os.path.join(out, name)
    os.makedirs(out, exist_ok=True)
    chosen = variant(name, None)
    model_file = write_model_file(chosen, out)
    started = time.perf_counter()
    export_model_file(model_file, project, device="cuda")
    print(f"{name}: exported in {time.perf_counter() - started:.1f} s", flush=True)
    return compare_project(name, project, chosen.inputs())


def check_spill(out: str) -> list[dict[str, Any]]:
    """The transformer block with its gelu kernel edited to spill (SPILL)."""
    from kernel_studio.methods.export import export_model_file

    name = "transformer_block_spill"
    project = os.path.join(out, name)
    os.makedirs(out, exist_ok=True)
    export_model_file(SPILL_MODEL, project, device="cuda")
    path = os.path.join(project, _module_name(project))
    with open(path) as f:
        text = f.read()
    if SPILL_AT not in text:
        return [
            {
                "model": name,
                "kernel": "-",
                "ok": False,
                "problem": "no gelu kernel with the statements the edit replaces",
            }
        ]
    at = text.index(SPILL_AT)
    spilled = text[text.rfind("\ndef ", 0, at) + 5 :].split("(", 1)[0]
    with open(path, "w") as f:
        f.write(text.replace(SPILL_AT, SPILL, 1))
    spec = importlib.util.spec_from_file_location("ks_spill_model", SPILL_MODEL)
    assert spec is not None and spec.loader is not None
    model = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(model)
    rows = compare_project(name, project, model.get_inputs())
    for row in rows:
        if row["kernel"] == spilled:
            row["edited"] = True
            ours = (row.get("spills") or {}).get("ours")
            if not ours:
                row["ok"] = False
                row["problem"] = (
                    row.get("problem", "") + " the edited kernel does not spill"
                ).strip()
    return rows


def compare_project(
    name: str, project: str, example: list[Any]
) -> list[dict[str, Any]]:
    """Runs the project's working module on `example` and compares every Triton kernel."""
    import torch

    from kernel_studio.compiled.kernel import CompileError, compiled_kernel

    with open(os.path.join(project, "generated", "metadata.json")) as f:
        metadata = json.load(f)
    module = _load_module(os.path.join(project, _module_name(project)))
    inputs = [t.to("cuda") if isinstance(t, torch.Tensor) else t for t in example]
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
    parser.add_argument(
        "--no-spill",
        action="store_true",
        help="leave out the transformer block edited to spill",
    )
    args = parser.parse_args()
    import torch

    if not torch.cuda.is_available():
        print("ir_resources_gpu: no CUDA GPU here", file=sys.stderr)
        return 2
    rows: list[dict[str, Any]] = []
    checks = [lambda name=name: check_model(name, args.out) for name in args.models]
    if not args.no_spill:
        checks.append(lambda: check_spill(args.out))
    for check in checks:
        rows.extend(check())
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
            + ("  (edited to spill)" if row.get("edited") else "")
            + (f"  {row['problem']}" if row.get("problem") else "")
        )
    bad = [r for r in rows if not r["ok"]]
    print(f"{len(rows) - len(bad)} of {len(rows)} kernels agree (ours/triton)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
