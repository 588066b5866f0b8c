"""Training steps on the model zoo (docs/benchmarks.md, "Training steps on the zoo"): every
torchvision and transformers model of bench/zoo_models.py (random weights; fp32, and bf16
for the models the zoo runs in bf16) as a training step, through torch.compile and through
the engine's training export (`export --train`), the standalone module and verify.

    python bench/train_zoo.py OUT [--device cuda|cpu] [--family torchvision,hf]
        [--filter REGEX] [--dtype fp32,bf16] [--jobs N] [--gpus N|all] [--timeout S] [--budget S]
        [--previous JSONL] [--verify-trials N] [--size PX] [--cpu-threads N] [--keep]
        [--list] [NAME ...]
    python bench/train_zoo.py report OUT/train_zoo.jsonl [JSONL ...]

A training step: the model in train mode (BatchNorm on batch statistics and writing its
running statistics), every dropout probability set to 0 (random masks cannot be compared
elementwise; the record lists what was zeroed), bench/train_zoo_loss.py's loss (a weighted
sum of the outputs, see there why not the plain sum), backward. Per model, each stage in a
fresh process (bench/train_zoo_stages.py) under one deadline (`--timeout` seconds):
1. compile: an eager step, then torch.compile's cold first step (empty caches);
2. export: `export_model_file(..., train=True)` (the CLI's `export --train`), timed from its
   trace stage; eager autograd's step on the exported weights as the reference;
3. standalone: the saved module's Module() in a process that cannot import
   torch._inductor / torch._dynamo / kernel_studio / torchvision / transformers: the loss,
   every parameter gradient and the buffers after the step against eager's, within
   verify's per-dtype tolerances (its float64 second look for values that miss); the
   first step (import, Module(), C++ builds on cpu) is timed;
4. verify: `python -m kernel_studio.verify PROJECT --json` (loss, outputs and gradients
   over trials): the verdict;
5. runtime: a training step of the module's Module, of eager and of torch.compile(model),
   A/B interleaved, median of 5 rounds.
One JSON line per model goes to OUT/train_zoo.jsonl as it finishes and OUT/train_zoo.md is
rewritten (the table, records of --previous first). `--previous` skips the models already
recorded there for the device (a resumed run: pass OUT/train_zoo.jsonl itself); `--budget`
starts no model after that many seconds, so that a run fits a time-limited command. A
failure records its stage and its cause in one line (`cause`), never stops the run; the
work folder (OUT/work/<model>/: model file, stage logs, project) of a model that did not
pass is kept."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import zoo  # noqa: E402 - bench/ is not a package
from train_zoo_loss import LOSS  # noqa: E402
from zoo_report import geomean, read_records  # noqa: E402

STAGES = os.path.join(HERE, "train_zoo_stages.py")
FAMILIES = ("torchvision", "hf")
DTYPES = ("fp32", "bf16")

# zoo.MODEL_FILE with dropout set to 0 and the loss of bench/train_zoo_loss.py.
MODEL_FILE = (
    zoo.MODEL_FILE.replace(
        "        self.inner = _VARIANT.build()\n",
        "        self.inner = _VARIANT.build()\n"
        "        # Random masks cannot be compared elementwise (bench/train_zoo.py).\n"
        "        self.dropout_zeroed = zoo_models.no_dropout(self.inner)\n",
    )
    + "\n\nfrom train_zoo_loss import loss  # noqa: E402, F401 - the training step's loss\n"
)
assert "no_dropout" in MODEL_FILE, "zoo.MODEL_FILE changed: update train_zoo.MODEL_FILE"

STAGE_KEYS = {
    "compile": ("eager_ok", "compile_ok", "compile_s", "dropout_zeroed"),
    "export": (
        "export_ok",
        "export_s",
        "export_total_s",
        "kernels_forward",
        "kernels_backward",
        "saved_bytes",
        "fp64_error",
        "spread_error",
        "dropout_zeroed",
    ),
    "standalone": (
        "standalone_ok",
        "first_step_s",
        "gradients",
        "loss_diff",
        "max_grad_diff",
        "max_grad_diff_at",
        "spread_passed",
    ),
    "verify": ("spread_notes",),
    "runtime": (
        "module_ms",
        "eager_ms",
        "compiled_ms",
        "runtime_ratio",
        "steps_per_round",
        "rounds_ms",
    ),
}


def cause(text: str) -> str:
    """The one line that says why: the exception's message and where it was raised."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not lines:
        return "no output"
    where = next((line for line in lines if line.startswith("at ")), "")
    first = lines[0]
    # A process that died: its stderr's last lines end with the exception.
    if first.startswith("the ") and "process died" in first and len(lines) > 1:
        first = f"{first} {lines[-1]}"
    return (first[:300] + (f" ({where})" if where and where not in first else ""))[:400]


def new_record(variant: Any, device: str) -> dict[str, Any]:
    rec = zoo.new_record(variant, device)
    rec.update(loss=LOSS, train=True, dropout_zeroed=[], cause=None)
    return rec


def run_model(
    variant: Any,
    work_root: str,
    device: str,
    timeout: float,
    keep: bool,
    verify_trials: int | None = None,
    timing: bool = True,
) -> dict[str, Any]:
    """Every stage of one model under one deadline; the JSON record. `timing`: False
    leaves out torch.compile (the compile and runtime stages: coverage only)."""
    from kernel_studio.sandbox.settings import DEFAULT_TOLERANCES

    started = time.monotonic()
    deadline = started + timeout
    work = os.path.join(work_root, zoo.safe_name(variant.name))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    cache = os.path.join(work, "cache")
    job: dict[str, Any] = {
        "model_file": zoo.write_model_file(variant, work, MODEL_FILE),
        "device": device,
        "project": os.path.join(work, "project"),
        "reference": os.path.join(work, "reference.pt"),
        "tolerances": {k: list(v) for k, v in DEFAULT_TOLERANCES.items()},
        "rounds": 5,
        "target_s": 0.05 if device == "cuda" else 0.2,
    }
    extensions = os.path.join(cache, "standalone", "extensions")
    envs = {
        "compile": zoo.stage_env(os.path.join(cache, "compile")),
        "export": zoo.stage_env(os.path.join(cache, "export")),
        # The first step on the machine that exported: Triton's cache as the export left
        # it, C++ builds from scratch.
        "standalone": zoo.stage_env(os.path.join(cache, "export"), extensions),
        "verify": zoo.stage_env(os.path.join(cache, "export"), extensions),
        "runtime": zoo.stage_env(os.path.join(cache, "compile"), extensions),
    }
    rec = new_record(variant, device)

    def fail(where: str, text: str) -> None:
        rec["failures"][where] = "\n".join(
            text.strip().splitlines()[: zoo.FAILURE_LINES]
        )
        if rec["stage"] is None:
            rec["stage"], rec["cause"] = where, cause(text)

    def call(name: str) -> dict[str, Any]:
        if name != "verify":
            return zoo.run_stage(name, job, work, envs[name], deadline, STAGES)
        # A training step with its float64 second look takes longer than verify's default
        # limit per operation on a big model: the model's time left is the limit.
        left = max(60.0, deadline - time.monotonic())
        # The project this run exported is trusted for verify's run only (as `kernel-studio
        # verify --trust`): locate loads the graphs the export saved instead of lowering
        # the model again (minutes on densenet161).
        trusted = [
            envs[name].get("KS_TRUSTED_FOLDERS", ""),
            os.path.abspath(job["project"]),
        ]
        env = {**envs[name], "KS_TRUSTED_FOLDERS": ":".join(t for t in trusted if t)}
        got = zoo.run_verify(job["project"], work, env, deadline, verify_trials, left)
        if got["verdict"] != "pass" and not got.get("error"):
            got["error"] = f"verdict {got['verdict']}"
        return got

    zoo.run_stages(rec, job, call, fail, timeout, STAGE_KEYS, compile=timing)
    if rec.get("compile_s") and "export_s" in rec and "first_step_s" in rec:
        rec["export_wall_s"] = rec["export_s"] + rec["first_step_s"]
        rec["wall_ratio"] = rec["export_wall_s"] / rec["compile_s"]
    rec["seconds"] = round(time.monotonic() - started, 2)
    shutil.rmtree(cache, ignore_errors=True)
    if rec["passed"] and not keep:
        shutil.rmtree(work, ignore_errors=True)
    return rec


# --- the report ----------------------------------------------------------------------------
def _num(value: Any, digits: int = 2) -> str:
    return f"{value:.{digits}f}" if isinstance(value, int | float) else "-"


def _flag(ok: Any) -> str:
    return "-" if ok is None else ("ok" if ok else "FAIL")


def report_text(records: list[dict[str, Any]]) -> str:
    """The summary per device and dtype, then one Markdown table row per model."""
    lines: list[str] = []
    for device in sorted({r.get("device", "?") for r in records}):
        for dtype in DTYPES:
            rs = [
                r
                for r in records
                if r.get("device") == device and r.get("dtype") == dtype
            ]
            if not rs:
                continue
            count = {
                k: sum(1 for r in rs if r.get(k))
                for k in ("compile_ok", "export_ok", "standalone_ok", "passed")
            }
            verified = sum(1 for r in rs if r.get("verdict") == "pass")
            lines.append(
                f"{device} {dtype}: {len(rs)} models; torch.compile trains {count['compile_ok']},"
                f" export {count['export_ok']}, standalone {count['standalone_ok']}, verify"
                f" {verified}; all three pass: {count['passed']}"
            )
            ratio = geomean([r["runtime_ratio"] for r in rs if r.get("runtime_ratio")])
            wall = geomean([r["wall_ratio"] for r in rs if r.get("wall_ratio")])
            lines.append(
                f"  geomean step time module / torch.compile: {_num(ratio)}; export wall"
                f" (export + first step) / cold torch.compile first step: {_num(wall)}"
            )
    lines += [
        "",
        "| model | dtype | device | compile | export | fw/bw kernels | standalone | max grad diff"
        " | verify | module ms | eager ms | compile ms | module/compile | export wall s"
        " | compile cold s | failure |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in records:
        kernels = (
            f"{r['kernels_forward']}/{r['kernels_backward']}"
            if "kernels_forward" in r
            else "-"
        )
        failure = f"{r['stage']}: {r.get('cause') or ''}" if r.get("stage") else ""
        lines.append(
            f"| {r['name']} | {r['dtype']} | {r.get('device')} | {_flag(r.get('compile_ok'))}"
            f" | {_flag(r.get('export_ok'))} | {kernels} | {_flag(r.get('standalone_ok'))}"
            f" | {_num(r.get('max_grad_diff'), 6) if r.get('max_grad_diff') is not None else '-'}"
            f" | {r.get('verdict') or '-'} | {_num(r.get('module_ms'))} | {_num(r.get('eager_ms'))}"
            f" | {_num(r.get('compiled_ms'))} | {_num(r.get('runtime_ratio'))}"
            f" | {_num(r.get('export_wall_s'), 1)} | {_num(r.get('compile_s'), 1)}"
            f" | {failure.replace('|', '/')[:240]} |"
        )
    return "\n".join(lines) + "\n"


def write_report(path: str, records: list[dict[str, Any]]) -> None:
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(report_text(records))
    os.replace(path + ".tmp", path)


def status_line(rec: dict[str, Any]) -> str:
    ratio = rec.get("runtime_ratio")
    text = (
        f"{rec['name']:32} compile={_flag(rec['compile_ok']):4} export={_flag(rec['export_ok']):4}"
        f" standalone={_flag(rec['standalone_ok']):4} verify={rec['verdict'] or '-':5}"
        f" module/compile={_num(ratio):5} {rec['seconds']:.0f}s"
    )
    if rec["stage"]:
        text += f"  [{rec['stage']}] {(rec.get('cause') or '')[:160]}"
    return text


# --- the command ---------------------------------------------------------------------------
def _csv(
    value: str | None, known: tuple[str, ...], what: str, parser: Any
) -> list[str]:
    if not value:
        return list(known)
    got = [v.strip() for v in value.split(",") if v.strip()]
    unknown = sorted(set(got) - set(known))
    if unknown:
        parser.error(f"unknown {what} {', '.join(unknown)} (one of {', '.join(known)})")
    return got


def main_run(argv: list[str]) -> int:
    import zoo_models

    parser = argparse.ArgumentParser(
        prog="bench/train_zoo.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "out", nargs="?", help="results folder (train_zoo.jsonl, .md, work/)"
    )
    parser.add_argument(
        "names", nargs="*", help="variants to run (default: all selected)"
    )
    parser.add_argument("--device", choices=["cuda", "cpu"])
    parser.add_argument("--family", help="comma list of " + ",".join(FAMILIES))
    parser.add_argument(
        "--filter", help="regular expression the variant's name must contain"
    )
    parser.add_argument("--dtype", help="comma list of fp32,bf16 (default: both)")
    parser.add_argument("--jobs", type=int, default=1, help="models at a time")
    parser.add_argument(
        "--gpus",
        help="spread the models over N (or all) visible GPUs, each on one (default: the"
        " process's current GPU for all)",
    )
    parser.add_argument("--timeout", type=float, default=600, help="seconds per model")
    parser.add_argument(
        "--budget",
        type=float,
        help="start no model after this many seconds (the rest: resume)",
    )
    parser.add_argument(
        "--previous",
        help="a train_zoo.jsonl whose models (on this device) are not run again",
    )
    parser.add_argument(
        "--verify-trials", type=int, help="verify's trials (default: its own)"
    )
    parser.add_argument("--size", type=int, help="image size of the torchvision models")
    parser.add_argument(
        "--cpu-threads", type=int, help="OMP_NUM_THREADS of every stage"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep passing models' work folders"
    )
    parser.add_argument(
        "--no-compile",
        action="store_true",
        help="coverage only: leave out torch.compile (cold compile and step timing)",
    )
    parser.add_argument(
        "--list", action="store_true", help="list the selection and exit"
    )
    args = parser.parse_intermixed_args(argv)
    families = _csv(args.family, FAMILIES, "family", parser)
    dtypes = _csv(args.dtype, DTYPES, "dtype", parser)
    options: dict[str, Any] = {"train": True}
    if args.size:
        options["size"] = args.size
    selected = zoo.pick(
        parser, args, zoo_models.variants(families, dtypes, options), 40
    )
    if selected is None:
        return 0
    if not args.out:
        parser.error("OUT is required")
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if device == "cuda" and not torch.cuda.is_available():
        parser.error("--device cuda: no CUDA GPU visible")
    if args.cpu_threads:
        zoo.CPU_THREADS["OMP_NUM_THREADS"] = str(args.cpu_threads)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    results = os.path.join(out, "train_zoo.jsonl")
    table = os.path.join(out, "train_zoo.md")
    previous = read_records(args.previous) if args.previous else []
    if args.previous:
        done = {r["name"] for r in previous if r.get("device") == device}
        before = len(selected)
        selected = [v for v in selected if v.name not in done]
        print(
            f"previous: {before - len(selected)} in {args.previous}, {len(selected)} to run"
        )
    previous = [r for r in previous if os.path.abspath(args.previous or "") != results]

    def all_records() -> list[dict[str, Any]]:
        merged = {(r["name"], r.get("device")): r for r in previous}
        merged.update({(r["name"], r.get("device")): r for r in read_records(results)})
        return list(merged.values())

    work_root = os.path.join(out, "work")
    left = zoo.run_all(
        selected,
        lambda variant: run_model(
            variant,
            work_root,
            device,
            args.timeout,
            args.keep,
            args.verify_trials,
            not args.no_compile,
        ),
        lambda variant: new_record(variant, device),
        results,
        args.budget,
        args.jobs,
        status_line,
        lambda: write_report(table, all_records()),
        zoo.visible_gpus(args.gpus) if args.gpus and device == "cuda" else None,
    )
    if left:
        print(
            f"budget of {args.budget:.0f} s spent: {len(left)} models left; run again with"
            f" --previous {results}"
        )
    write_report(table, all_records())
    print(report_text(all_records()).split("\n\n")[0])
    return 0


def main() -> int:
    argv = sys.argv[1:]
    if argv[:1] == ["report"]:
        parser = argparse.ArgumentParser(prog="bench/train_zoo.py report")
        parser.add_argument(
            "results", nargs="+", help="train_zoo.jsonl files (later win)"
        )
        args = parser.parse_args(argv[1:])
        merged: dict[tuple[str, Any], dict[str, Any]] = {}
        for path in args.results:
            if not os.path.isfile(path):
                parser.error(f"no such file: {path}")
            merged.update({(r["name"], r.get("device")): r for r in read_records(path)})
        print(report_text(list(merged.values())), end="")
        return 0
    return main_run(argv)


if __name__ == "__main__":
    sys.exit(main())
