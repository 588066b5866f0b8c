"""Model zoo benchmark (docs/benchmarks.md, "Model zoo"): every model of the zoo
(bench/zoo_models.py: torchvision classification models, Hugging Face models from tiny
configs, recurrent cells, own fused-op models; fp32 and fp16/bf16 variants) through
torch.compile and through the engine's export, the standalone module and verify.

    python bench/zoo.py --out OUT [--device cuda|cpu] [--family torchvision,hf,rnn,ops]
        [--filter REGEX] [--dtype fp32,fp16,bf16] [--jobs N] [--gpus N|all] [--timeout 900] [--resume]
        [--budget S] [--work DIR] [--size PX] [--cpu-threads N] [--keep] [--list]
        [NAME ...]
    python bench/zoo.py report OUT/zoo.jsonl [--device cuda|cpu]

Per model, each stage in a fresh process (bench/zoo_stages.py) under one deadline
(`--timeout` seconds for the model; past it the stage's process group is killed and the
model is recorded as a timeout in that stage):
1. compile: eager and torch.compile (default mode) with empty Inductor/Triton caches of
   its own: ok?, cold compile + first call seconds;
2. export: the engine's `export_model_file` with empty caches of its own: ok?, seconds;
3. standalone: the generated module run in a process that cannot import torch._inductor /
   torch._dynamo (nor kernel_studio, torchvision, transformers), against the eager model
   on the exported weights, within verify's per-dtype tolerances; its first run (import,
   Triton kernels from the cache the export filled, C++ build with an empty cache) is timed;
4. verify: `python -m kernel_studio.verify PROJECT --json` (default trials): the verdict;
5. runtime: exported module vs torch.compile in one process, A/B interleaved.
One JSON line per model is appended to OUT/zoo.jsonl as it finishes (`--resume` skips the
names already there for the device; `--budget` starts no model after that many seconds, so
that a run fits a time-limited command and the next command resumes it); WORK/<model>/
(default OUT/work) keeps the model file, stage logs and project of a model that did not
pass (`--keep`: of every model). The summary and the Markdown table
for docs/benchmarks.md come from `report`."""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(os.path.dirname(HERE), "engine")
STAGES = os.path.join(HERE, "zoo_stages.py")
sys.path.insert(0, HERE)

from zoo_report import read_records, report_text  # noqa: E402 - bench/ is not a package

MODEL_FILE = '''"""Zoo model {name} (bench/zoo_models.py), written by bench/zoo.py."""

import sys

import torch

sys.path.insert(0, {bench!r})
import zoo_models  # noqa: E402

_VARIANT = zoo_models.variant({name!r}, {options!r})


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inner = _VARIANT.build()

    def forward(self, {args}):
        return self.inner({args})


def get_inputs() -> list:
    return _VARIANT.inputs()


def get_init_inputs() -> list:
    return []
'''

# Lines of failure text kept per stage in the record.
FAILURE_LINES = 14


def safe_name(name: str) -> str:
    """A model's name as a file stem and Python identifier (`hf_bert@fp16` ->
    `hf_bert_fp16`): the project's module is named after the model file."""
    return re.sub(r"\W", "_", name)


def write_model_file(variant: Any, folder: str, template: str = MODEL_FILE) -> str:
    """The model file of `variant` in `folder` (`template`: MODEL_FILE or a variation with
    the same fields)."""
    path = os.path.join(folder, safe_name(variant.name) + ".py")
    text = template.format(
        name=variant.name,
        bench=HERE,
        options=variant.options,
        args=", ".join(variant.model.args),
    )
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(path + ".tmp", path)
    return path


# OMP_NUM_THREADS of every stage when --cpu-threads is given (else the machine's default).
CPU_THREADS: dict[str, str] = {}

# The GPU the current model's stages run on (run_all with several GPUs: one per model,
# the least busy one when the model starts), as a CUDA_VISIBLE_DEVICES entry.
_GPU = threading.local()

# With several models at a time, each one's Inductor (torch.compile's and the export's, and
# the export's precompile workers, which take Inductor's count) and torch's threads
# (OMP_NUM_THREADS; --cpu-threads wins) get their share of the cores: each pool of
# cpu_count() workers per model swamps the machine.
SHARE: dict[str, str] = {}


def visible_gpus(count: str) -> list[str]:
    """`--gpus` to CUDA_VISIBLE_DEVICES entries: "all" or N (the first N) of the GPUs this
    process sees, named as its CUDA_VISIBLE_DEVICES names them (indices when unset)."""
    import torch

    seen = torch.cuda.device_count()
    names = [
        n.strip()
        for n in os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")
        if n.strip()
    ] or [str(i) for i in range(seen)]
    names = names[:seen]
    want = seen if count == "all" else int(count)
    if want < 1 or want > len(names):
        raise ValueError(f"--gpus {count}: {len(names)} GPUs are visible")
    return names[:want]


def stage_env(cache: str, extensions: str | None = None) -> dict[str, str]:
    """The environment of a stage process: its own Inductor and Triton caches (empty for
    a cold start) and the engine on the path."""
    env = dict(os.environ)
    env.update(
        TORCHINDUCTOR_CACHE_DIR=os.path.join(cache, "inductor"),
        TRITON_CACHE_DIR=os.path.join(cache, "triton"),
        TORCH_EXTENSIONS_DIR=extensions or os.path.join(cache, "extensions"),
        PYTHONPATH=os.pathsep.join(p for p in [ENGINE, env.get("PYTHONPATH", "")] if p),
        PYTHONUNBUFFERED="1",
    )
    env.update(SHARE)
    env.update(CPU_THREADS)
    gpu = getattr(_GPU, "name", None)
    if gpu is not None:
        env["CUDA_VISIBLE_DEVICES"] = gpu
    return env


class StageTimeout(Exception):
    """The model's deadline passed while a stage ran (its process group was killed)."""


def run_child(
    cmd: list[str], env: dict[str, str], deadline: float
) -> tuple[int, str, str]:
    """Run `cmd` in a new session until `deadline`; past it the whole process group (the
    stage and whatever it started) is killed and StageTimeout raised."""
    proc = subprocess.Popen(
        cmd,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    )
    try:
        out, err = proc.communicate(timeout=max(1.0, deadline - time.monotonic()))
    except subprocess.TimeoutExpired:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        proc.communicate()
        raise StageTimeout() from None
    return proc.returncode, out, err


def tail(text: str, lines: int = FAILURE_LINES) -> str:
    kept = [line for line in text.strip().splitlines() if line.strip()]
    return "\n".join(kept[-lines:]) or "no output"


def run_stage(
    stage: str,
    job: dict[str, Any],
    work: str,
    env: dict[str, str],
    deadline: float,
    script: str = STAGES,
) -> dict[str, Any]:
    """One stage of `script` (bench/zoo_stages.py) in a fresh process: its RESULT, or
    `error` with the end of its stderr when it died (a signal, an exit)."""
    job_file = os.path.join(work, f"{stage}.job.json")
    with open(job_file, "w", encoding="utf-8") as f:
        json.dump(job, f)
    code, out, err = run_child([sys.executable, script, stage, job_file], env, deadline)
    with open(os.path.join(work, f"{stage}.log"), "w", encoding="utf-8") as f:
        f.write(out + "\n--- stderr ---\n" + err)
    for line in reversed(out.splitlines()):
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    return {
        "error": f"the {stage} process died (exit status {code}):\n{tail(err)}",
        "crashed": True,
    }


def run_verify(
    project: str,
    work: str,
    env: dict[str, str],
    deadline: float,
    trials: int | None = None,
    op_timeout: float | None = None,
) -> dict[str, Any]:
    """verify's verdict on the project (`trials`, default verify's; `op_timeout`: verify's
    limit on one operation in its sandbox, default its own), from its JSON report."""
    cmd = [sys.executable, "-m", "kernel_studio.verify", project, "--json"]
    if trials:
        cmd += ["--trials", str(trials)]
    if op_timeout:
        cmd += ["--timeout", f"{op_timeout:.0f}"]
    code, out, err = run_child(cmd, env, deadline)
    with open(os.path.join(work, "verify.log"), "w", encoding="utf-8") as f:
        f.write(out + "\n--- stderr ---\n" + err)
    try:
        report = json.loads(out)
    except ValueError:
        return {"verdict": "error", "error": f"verify exited with {code}:\n{tail(err)}"}
    result: dict[str, Any] = {"verdict": report.get("verdict")}
    # Values that passed only by verify's rounding spread (verify/spread.py), with bounds.
    spread = [n for n in report.get("notes") or [] if "by the rounding spread" in n]
    if spread:
        result["spread_notes"] = spread
    if report.get("verdict") != "pass":
        text = [report.get("reason") or ""]
        located = (report.get("located") or {}).get("kernel")
        if located:
            text.append(f"located kernel: {located}")
        fault = report.get("fault") or {}
        if fault.get("message"):
            text.append(f"fault ({fault.get('kind')}): {fault['message']}")
        failed = [
            o
            for trial in report.get("trials") or []
            for o in trial.get("outputs") or []
            if not o.get("passed", True)
        ]
        if failed:
            o = failed[0]
            text.append(
                f"max abs error {o.get('maxAbsError')}, max rel error"
                f" {o.get('maxRelError')} (rtol {o.get('rtol')}, atol {o.get('atol')})"
            )
        result["error"] = "\n".join(t for t in text if t)
    return result


# What each stage's RESULT gives the record.
STAGE_KEYS = {
    "compile": ("eager_ok", "compile_ok", "compile_s", "compile_max_diff"),
    "export": ("export_ok", "export_s", "export_total_s", "export_stages_s", "kernels"),
    "standalone": (
        "standalone_ok",
        "first_run_s",
        "standalone_max_diff",
        "standalone_vs_compile_max_diff",
    ),
    "runtime": (
        "exported_ms",
        "compiled_ms",
        "runtime_ratio",
        "calls_per_round",
        "exported_rounds_ms",
        "compiled_rounds_ms",
    ),
}


def new_record(variant: Any, device: str) -> dict[str, Any]:
    import torch

    return {
        "name": variant.name,
        "family": variant.model.family,
        "dtype": variant.dtype,
        "device": device,
        "torch": torch.__version__,
        "eager_ok": None,
        "compile_ok": None,
        "export_ok": None,
        "standalone_ok": None,
        "verdict": None,
        "passed": False,
        "stage": None,
        "timeout": False,
        "failures": {},
        "stage_s": {},
    }


def run_stages(
    rec: dict[str, Any],
    job: dict[str, Any],
    call: Callable[[str], dict[str, Any]],
    fail: Callable[[str, str], None],
    timeout: float,
    keys: dict[str, tuple[str, ...]],
    compile: bool = True,
    runtime: bool = True,
) -> None:
    """The stages of one model in order, into `rec` (the zoo's and the training zoo's):
    `call(name)` runs a stage and gives its RESULT, `keys` what each RESULT gives the record,
    `fail(where, text)` records a failure. `compile` False leaves out the compile stage (and
    so the runtime stage), `runtime` False the runtime stage. A StageTimeout (the model's
    `timeout` passed) is recorded in the stage it stopped."""
    current = "compile"

    def stage(name: str) -> dict[str, Any]:
        nonlocal current
        current = name
        t0 = time.monotonic()
        got = call(name)
        rec["stage_s"][name] = round(time.monotonic() - t0, 2)
        for key in keys.get(name, ()):
            if key in got:
                rec[key] = got[key]
        return got

    try:
        if compile:
            got = stage("compile")
            rec["eager_ok"] = bool(rec["eager_ok"])
            rec["compile_ok"] = bool(rec["compile_ok"])
            if not rec["compile_ok"]:
                fail(
                    "eager" if not rec["eager_ok"] else "compile", got.get("error", "")
                )
        got = stage("export")
        rec["export_ok"] = bool(rec["export_ok"])
        if not rec["export_ok"]:
            fail("export", got.get("error", ""))
        elif "reference_error" in got:
            fail("reference", got["reference_error"])
        else:
            job["generated"] = got["generated"]
            job["metadata"] = os.path.join(
                os.path.dirname(got["generated"]), "metadata.json"
            )
            got = stage("standalone")
            rec["standalone_ok"] = bool(rec["standalone_ok"])
            if not rec["standalone_ok"]:
                fail("standalone", got.get("error", ""))
            got = stage("verify")
            rec["verdict"] = got["verdict"]
            if got["verdict"] != "pass":
                fail("verify", got.get("error", ""))
            if runtime and rec["compile_ok"] and rec["standalone_ok"]:
                got = stage("runtime")
                if "error" in got:
                    fail("runtime", got["error"])
    except StageTimeout:
        rec["timeout"] = True
        fail(
            current, f"timeout: over {timeout:.0f} s for the model, in stage {current}"
        )
    rec["passed"] = bool(
        rec["export_ok"] and rec["standalone_ok"] and rec["verdict"] == "pass"
    )


def run_model(
    variant: Any,
    work_root: str,
    device: str,
    timeout: float,
    keep: bool,
    runtime: bool = True,
    inductor: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """Every stage of one model under one deadline; the JSON record. `inductor`: options
    of the export (the runtime stage still compares with torch.compile's default mode)."""
    from kernel_studio.sandbox.settings import DEFAULT_TOLERANCES

    started = time.monotonic()
    deadline = started + timeout
    work = os.path.join(work_root, safe_name(variant.name))
    # A fresh folder: an existing project's working copy would be kept, not re-exported.
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    cache = os.path.join(work, "cache")
    job: dict[str, Any] = {
        "model_file": write_model_file(variant, work),
        "device": device,
        "project": os.path.join(work, "project"),
        "reference": os.path.join(work, "reference.pt"),
        "compiled": os.path.join(work, "compiled.pt"),
        "tolerances": {k: list(v) for k, v in DEFAULT_TOLERANCES.items()},
        "rounds": 5,
        "target_s": 0.05 if device == "cuda" else 0.2,
        "inductor": dict(inductor or {}),
    }
    # The standalone module's C++ builds are reused by verify and the runtime stage (not
    # timed there); the runtime stage's torch.compile finds the compile stage's caches.
    extensions = os.path.join(cache, "standalone", "extensions")
    envs = {
        "compile": stage_env(os.path.join(cache, "compile")),
        "export": stage_env(os.path.join(cache, "export")),
        # The first run on the machine that exported: Triton's cache as the export left it
        # (its precompile stage fills it), C++ builds from scratch.
        "standalone": stage_env(os.path.join(cache, "export"), extensions),
        "verify": stage_env(os.path.join(cache, "verify"), extensions),
        "runtime": stage_env(os.path.join(cache, "compile"), extensions),
    }
    rec = new_record(variant, device)
    if inductor:
        rec["inductor"] = dict(inductor)

    def fail(where: str, text: str) -> None:
        rec["failures"][where] = "\n".join(text.strip().splitlines()[:FAILURE_LINES])
        rec["stage"] = rec["stage"] or where

    def call(name: str) -> dict[str, Any]:
        if name == "verify":
            return run_verify(job["project"], work, envs[name], deadline)
        return run_stage(name, job, work, envs[name], deadline)

    run_stages(rec, job, call, fail, timeout, STAGE_KEYS, runtime=runtime)
    if rec.get("compile_s") and "export_s" in rec and "first_run_s" in rec:
        rec["wall_ratio"] = (rec["export_s"] + rec["first_run_s"]) / rec["compile_s"]
    rec["seconds"] = round(time.monotonic() - started, 2)
    shutil.rmtree(cache, ignore_errors=True)
    if rec["passed"] and not keep:
        shutil.rmtree(work, ignore_errors=True)
    return rec


_append_lock = threading.Lock()


def append_record(path: str, rec: dict[str, Any]) -> None:
    """One line per model, written whole (one write of the line, then fsync)."""
    line = json.dumps(rec, sort_keys=True) + "\n"
    with _append_lock:
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(fd, line.encode())
            os.fsync(fd)
        finally:
            os.close(fd)


def pick(
    parser: argparse.ArgumentParser,
    args: argparse.Namespace,
    selected: list[Any],
    width: int,
) -> list[Any] | None:
    """What `--filter` and the NAMEs leave of `selected` (the zoo's and the training zoo's
    command lines); with `--list` the selection is printed (names `width` wide) and the
    answer is None."""
    if args.filter:
        pattern = re.compile(args.filter)
        selected = [v for v in selected if pattern.search(v.name)]
    if args.names:
        by_name = {v.name: v for v in selected}
        missing = [n for n in args.names if n not in by_name]
        if missing:
            parser.error(f"not in the selection: {', '.join(missing)} (see --list)")
        selected = [by_name[n] for n in args.names]
    if args.list:
        for v in selected:
            print(f"{v.name:{width}} {v.model.family:12} {v.dtype}")
        print(f"{len(selected)} variants")
        return None
    return selected


def run_all(
    selected: list[Any],
    run_one: Callable[[Any], dict[str, Any]],
    new: Callable[[Any], dict[str, Any]],
    results: str,
    budget: float | None,
    jobs: int,
    status: Callable[[dict[str, Any]], str],
    recorded: Callable[[], None] | None = None,
    gpus: list[str] | None = None,
) -> list[str]:
    """Every variant of `selected` through `run_one`, `jobs` at a time: each record is
    appended to `results` as it finishes (then `recorded()`, then its status line). A
    failure of the bench itself is a record of `new(variant)` with stage `bench` (and its
    `cause` where the record keeps one). No variant starts after `budget` seconds: their
    names are the answer (not recorded: a resumed run takes them). `gpus`
    (CUDA_VISIBLE_DEVICES names): each model runs on the one with the fewest models
    running when it starts (its stages see that GPU alone; the record's `gpu_slot`)."""
    started = time.monotonic()
    left: list[str] = []
    busy = {g: 0 for g in gpus or []}
    lock = threading.Lock()
    share = str(max(1, len(os.sched_getaffinity(0)) // jobs))
    if jobs > 1 and "TORCHINDUCTOR_COMPILE_THREADS" not in os.environ:
        SHARE["TORCHINDUCTOR_COMPILE_THREADS"] = share
    if jobs > 1 and "OMP_NUM_THREADS" not in os.environ:
        # And torch's own thread pools (a stage's host work: loading, comparing): 8 jobs
        # on 32 cores, each process with 32 threads, took 200 s for a standalone stage
        # that took 13 s with 3 jobs on 16 cores.
        SHARE["OMP_NUM_THREADS"] = share

    def one(variant: Any) -> None:
        if budget is not None and time.monotonic() - started > budget:
            left.append(variant.name)
            return
        gpu = None
        if busy:
            with lock:
                gpu = min(busy, key=lambda g: busy[g])
                busy[gpu] += 1
        _GPU.name = gpu
        try:
            rec = run_one(variant)
        except Exception as exc:  # noqa: BLE001 - the bench itself failed on this model
            rec = new(variant)
            text = f"{type(exc).__name__}: {exc}"
            rec.update(stage="bench", failures={"bench": text}, seconds=0.0)
            if "cause" in rec:
                rec["cause"] = text[:400]
        finally:
            _GPU.name = None
            if gpu is not None:
                with lock:
                    busy[gpu] -= 1
        if gpu is not None:
            rec["gpu_slot"] = gpu
        append_record(results, rec)
        if recorded is not None:
            recorded()
        print(status(rec), flush=True)

    with ThreadPoolExecutor(max(1, jobs)) as pool:
        list(pool.map(one, selected))
    return left


def status_line(rec: dict[str, Any]) -> str:
    def flag(ok: Any) -> str:
        return "-" if ok is None else ("ok" if ok else "FAIL")

    ratio = rec.get("runtime_ratio")
    text = (
        f"{rec['name']:40} compile={flag(rec['compile_ok']):4} export={flag(rec['export_ok']):4}"
        f" standalone={flag(rec['standalone_ok']):4} verify={rec['verdict'] or '-':5}"
        f" ratio={f'{ratio:.2f}' if ratio else '-':5} {rec['seconds']:.0f}s"
    )
    if rec["stage"]:
        first = rec["failures"][rec["stage"]].splitlines()[0][:120]
        text += f"  [{rec['stage']}] {first}"
    return text


def _csv(value: str | None) -> list[str] | None:
    return [v.strip() for v in value.split(",") if v.strip()] if value else None


def main_run(argv: list[str]) -> int:
    import zoo_models

    parser = argparse.ArgumentParser(
        prog="bench/zoo.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "names", nargs="*", help="variants to run (default: all selected)"
    )
    parser.add_argument("--out", help="results folder (zoo.jsonl, work/)")
    parser.add_argument("--device", choices=["cuda", "cpu"])
    parser.add_argument(
        "--family", help="comma list of " + ",".join(zoo_models.FAMILIES)
    )
    parser.add_argument(
        "--filter", help="regular expression the variant's name must contain"
    )
    parser.add_argument("--dtype", help="comma list of fp32,fp16,bf16 (default: all)")
    parser.add_argument(
        "--jobs", type=int, default=1, help="models at a time (GPU memory is shared)"
    )
    parser.add_argument(
        "--gpus",
        help="spread the models over N (or all) visible GPUs, each on one (default: the"
        " process's current GPU for all)",
    )
    parser.add_argument("--timeout", type=float, default=900, help="seconds per model")
    parser.add_argument(
        "--budget",
        type=float,
        help="start no model after this many seconds (the rest is left for --resume)",
    )
    parser.add_argument(
        "--work", help="folder of the models' work folders (default OUT/work)"
    )
    parser.add_argument(
        "--resume", action="store_true", help="skip models already in OUT/zoo.jsonl"
    )
    parser.add_argument(
        "--size", type=int, help="image size of the torchvision models that allow it"
    )
    parser.add_argument(
        "--keep", action="store_true", help="keep the work folder of passing models too"
    )
    parser.add_argument(
        "--cpu-threads",
        type=int,
        help="OMP_NUM_THREADS of every stage (steadier cpu timings on a shared machine)",
    )
    parser.add_argument(
        "--no-runtime",
        action="store_true",
        help="skip the runtime comparison (coverage only: export, standalone, verify)",
    )
    parser.add_argument(
        "--inductor",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="an Inductor option of the export (repeatable; e.g. triton.cudagraphs=true):"
        " the module so made against torch.compile's default mode",
    )
    parser.add_argument(
        "--list", action="store_true", help="list the selected variants and exit"
    )
    args = parser.parse_args(argv)
    families = _csv(args.family)
    dtypes = _csv(args.dtype)
    for value, known, what in (
        (families, zoo_models.FAMILIES, "family"),
        (dtypes, zoo_models.DTYPES, "dtype"),
    ):
        unknown = sorted(set(value or []) - set(known))
        if unknown:
            parser.error(
                f"unknown {what} {', '.join(unknown)} (one of {', '.join(known)})"
            )
    inductor = {}
    for text in args.inductor:
        key, _, value = text.partition("=")
        if value.lower() not in ("true", "false") and not value.lstrip("-").isdigit():
            parser.error(
                f"--inductor {text}: expected KEY=true, KEY=false or KEY=INTEGER"
            )
        inductor[key] = (
            value.lower() == "true" if not value.lstrip("-").isdigit() else int(value)
        )
    options = {"size": args.size} if args.size else {}
    selected = pick(parser, args, zoo_models.variants(families, dtypes, options), 44)
    if selected is None:
        return 0
    if not args.out:
        parser.error("--out is required")
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    if args.cpu_threads:
        CPU_THREADS["OMP_NUM_THREADS"] = str(args.cpu_threads)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    results = os.path.join(out, "zoo.jsonl")
    if args.resume:
        done = {r["name"] for r in read_records(results) if r.get("device") == device}
        skipped = [v for v in selected if v.name in done]
        selected = [v for v in selected if v.name not in done]
        print(
            f"resume: {len(skipped)} already in {results}, {len(selected)} to run",
            flush=True,
        )

    work_root = os.path.abspath(args.work or os.path.join(out, "work"))
    left = run_all(
        selected,
        lambda variant: run_model(
            variant,
            work_root,
            device,
            args.timeout,
            args.keep,
            not args.no_runtime,
            inductor,
        ),
        lambda variant: new_record(variant, device),
        results,
        args.budget,
        args.jobs,
        status_line,
        gpus=visible_gpus(args.gpus) if args.gpus and device == "cuda" else None,
    )
    if left:
        print(
            f"budget of {args.budget:.0f} s spent: {len(left)} models left for --resume"
        )
    print(report_text(read_records(results), device, summary_only=True))
    return 0


def main() -> int:
    argv = sys.argv[1:]
    if argv[:1] == ["report"]:
        parser = argparse.ArgumentParser(prog="bench/zoo.py report")
        parser.add_argument("results", help="OUT/zoo.jsonl")
        parser.add_argument("--device", help="only this device's records")
        args = parser.parse_args(argv[1:])
        if not os.path.isfile(args.results):
            parser.error(f"no such file: {args.results}")
        print(report_text(read_records(args.results), args.device))
        return 0
    return main_run(argv[1:] if argv[:1] == ["run"] else argv)


if __name__ == "__main__":
    sys.exit(main())
