"""Where an export's wall time goes, stage by stage and inside the stages, against a cold
torch.compile of the same model (docs/benchmarks.md, "Export time: our own costs").

    python bench/export_stages.py OUT [--device cpu] [--rounds 1] [--base ENGINE] [--train]
        [--jobs N] [--budget S] MODEL ...

Per zoo model (bench/zoo_models.py) and round, each step a fresh process with empty
Inductor/Triton/extension caches of its own (bench/zoo.py's stage environment):
1. the cold torch.compile and its first call (bench/zoo_stages.py's compile stage);
2. the export (`export_model_file`, as `kernel-studio export` runs it): seconds per stage
   (from each stage's first progress message to the next one's) and, inside them, the
   seconds of the engine's own steps (FUNCTIONS: each wrapped with a timer in the export
   process, inclusive of what it calls, with its call count);
3. the module's first run, imported under its own name as a user imports it: the import,
   the C++ build or load (`cpp_kernels()`, cpu) and the first call.
With `--base ENGINE` (an `engine/` folder of another commit, e.g. from `git archive`) the
export and first run also run with that engine, A (base) and B (this tree) alternating
A B / B A by round, and the record says whether both wrote the same module bytes (sha256).
With `--train` each model is a training step as bench/train_zoo.py makes it (train mode,
dropout 0, bench/train_zoo_loss.py's loss): the cold torch.compile is train_zoo_stages.py's
(compile + the first step, loss and backward), the export `export --train`'s, and the first
run the module's first step (import, Module(), the C++ build, loss and backward).
The export process also records the seconds its garbage collector spent (`gc_s`, every
generation; `gc_full`: the full collections).
One JSON line per model and round in OUT/export_stages.jsonl; a summary per model at the
end (medians over rounds)."""

from __future__ import annotations

import argparse
import concurrent.futures
import functools
import gc
import hashlib
import importlib
import importlib.util
import json
import math
import os
import shutil
import statistics
import sys
import threading
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(os.path.dirname(HERE), "engine")
sys.path.insert(0, HERE)

# The engine's own steps, timed inside the export process ("module:qualname"); names one
# engine version lacks are skipped, so that a base engine can be measured too.
FUNCTIONS = (
    "kernel_studio.pipeline.lower.lower:warm_up",
    "kernel_studio.pipeline.trace.trace:trace",
    "kernel_studio.pipeline.decompose.decompose:decompose",
    "kernel_studio.pipeline.lower.lower:lower",
    "kernel_studio.pipeline.api:clean_spec",
    "kernel_studio.pipeline.clean.assemble:assemble",
    "kernel_studio.pipeline.clean.raw_module:read_raw",
    "kernel_studio.pipeline.clean.raw_module:nodes_from_comments",
    "kernel_studio.pipeline.clean.raw_module:stable_names",
    "kernel_studio.pipeline.clean.raw_module:launch_handles",
    "kernel_studio.pipeline.clean.raw_module:extern_handles",
    "kernel_studio.pipeline.clean.cpp_kernels:clean_cpp_kernel",
    "kernel_studio.pipeline.clean.cpp.prelude:prelude",
    "kernel_studio.pipeline.clean.call:CallRewriter.prepare",
    "kernel_studio.pipeline.clean.call:CallRewriter.rewrite",
    "kernel_studio.pipeline.clean.assemble:buffer_names",
    "kernel_studio.pipeline.clean.cst_tools:rename",
    "kernel_studio.pipeline.clean.cst_tools:code",
    "kernel_studio.pipeline.clean.format:format_source",
    "kernel_studio.pipeline.clean.format:ruff_binary",
    "kernel_studio.pipeline.clean.assemble:_check_standalone",
    "kernel_studio.pipeline.clean.assemble:_check_dim_names",
    "kernel_studio.pipeline.clean.assemble:_check_names",
    "kernel_studio.pipeline.clean.assemble:_renamed_in_comments",
    "kernel_studio.pipeline.api:state_tensors",
    "kernel_studio.pipeline.describe.describe:describe",
    "kernel_studio.project.layout:write_project",
    "kernel_studio.project.layout:weights_bytes",
    "kernel_studio.project.layout:generation_record",
    "kernel_studio.project.layout:update_project_text",
    "kernel_studio.project.commit:_apply",
    "kernel_studio.project.commit:_fsync_tree",
    # A training export's (--train) own steps.
    "kernel_studio.pipeline.train.lower:lower_step",
    "kernel_studio.inductor.training:lower_training",
    "kernel_studio.pipeline.train.lower:autotune_step",
    "kernel_studio.pipeline.train.run:_clean_both",
    "kernel_studio.pipeline.clean.clean:clean",
    "kernel_studio.pipeline.train.module:join_modules",
    "kernel_studio.pipeline.train.describe:describe_step",
    "kernel_studio.pipeline.api:start_precompile",
    "kernel_studio.pipeline.api:finish_precompile",
)


def _timed_functions(timings: dict[str, list[float]]) -> None:
    """Wrap each of FUNCTIONS with a timer, in its module and wherever another loaded module
    imported it by name."""
    replaced: dict[int, Any] = {}
    for entry in FUNCTIONS:
        module_name, _, qualname = entry.partition(":")
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        owner: Any = module
        parts = qualname.split(".")
        for part in parts[:-1]:
            owner = getattr(owner, part, None)
        original = getattr(owner, parts[-1], None) if owner is not None else None
        if original is None or not callable(original):
            continue
        label = entry.rpartition(".")[2] if "." in qualname else qualname
        slot = timings.setdefault(label, [0.0, 0])

        def wrapper(
            *args: Any, __f: Any = original, __s: list = slot, **kwargs: Any
        ) -> Any:
            start = time.perf_counter()
            try:
                return __f(*args, **kwargs)
            finally:
                __s[0] += time.perf_counter() - start
                __s[1] += 1

        timed = functools.wraps(original)(wrapper)
        setattr(owner, parts[-1], timed)
        replaced[id(original)] = timed
    # `from x import f` copies: replace them in every engine module already imported.
    for name, module in list(sys.modules.items()):
        if not name.startswith("kernel_studio") or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if id(value) in replaced and not isinstance(value, type):
                setattr(module, attr, replaced[id(value)])


def _import_engine() -> None:
    for entry in FUNCTIONS:
        try:
            importlib.import_module(entry.partition(":")[0])
        except ImportError:
            pass


# Imported before an export's timer starts or not: torch.compile's timer pays for
# torch._dynamo and torch._inductor; the library export's must too (the IDE's warm worker
# has them imported before the user presses Export: the --server view).
HEAVY = (
    "torch._dynamo",
    "torch._inductor",
    "torch.export",
    "torchvision",
    "transformers",
)


def child_export(job: dict[str, Any]) -> dict[str, Any]:
    importing = time.perf_counter()
    from kernel_studio.methods.export import export_model_file

    _import_engine()
    engine_import_s = time.perf_counter() - importing
    before_timer = [m for m in HEAVY if m in sys.modules]
    timings: dict[str, list[float]] = {}
    _timed_functions(timings)
    marks: dict[str, float] = {}
    said: list[str] = []

    def progress(stage: str, message: str, fraction: float | None) -> None:
        marks.setdefault(stage, time.perf_counter())
        if stage == "precompile":
            said.append(message)

    collector = [0.0, 0, 0.0]  # seconds, full collections, the running one's start

    def gc_timer(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collector[2] = time.perf_counter()
            return
        collector[0] += time.perf_counter() - collector[2]
        collector[1] += info.get("generation") == 2

    gc.callbacks.append(gc_timer)
    start = time.perf_counter()
    result = export_model_file(
        job["model_file"],
        job["project"],
        device=job["device"],
        progress=progress,
        train=bool(job.get("train")),
    )
    end = time.perf_counter()
    gc.callbacks.remove(gc_timer)
    order = sorted(marks.items(), key=lambda item: item[1])
    stops = [t for _, t in order[1:]] + [end]
    with open(result["generated"], "rb") as f:
        digest = hashlib.sha256(f.read()).hexdigest()
    return {
        "export_s": end - marks.get("trace", start),
        "stages_s": {
            s: round(stop - t, 3) for (s, t), stop in zip(order, stops, strict=True)
        },
        "steps_s": {k: [round(v[0], 3), v[1]] for k, v in timings.items() if v[1]},
        "generated": result["generated"],
        "sha256": digest,
        "kernels": len(result["kernels"]),
        "gc_s": round(collector[0], 3),
        "gc_full": collector[1],
        "precompile": said[-1] if said else None,
        "engine_import_s": round(engine_import_s, 3),
        "imported_before_timer": before_timer,
    }


def _tree_cpu(root: int) -> float:
    """CPU seconds of process `root` and everything it started: its session and its
    descendants (the precompile stage's worker and its pool start sessions of their own)."""
    procs: dict[int, tuple[int, int, int]] = {}  # pid -> (parent, session, clock ticks)
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="utf-8") as f:
                fields = f.read().rpartition(")")[2].split()
        except OSError:
            continue
        # After pid and comm: state, ppid, pgrp, session, ..., utime (12th), stime (13th).
        procs[int(entry)] = (
            int(fields[1]),
            int(fields[3]),
            int(fields[11]) + int(fields[12]),
        )
    mine = {root}
    changed = True
    while changed:
        changed = False
        for pid, (parent, session, _) in procs.items():
            if pid not in mine and (parent in mine or session == root):
                mine.add(pid)
                changed = True
    return sum(procs[p][2] for p in mine if p in procs) / os.sysconf("SC_CLK_TCK")


class Engine:
    """The engine's server (`python -m kernel_studio.server`) driven as the IDE drives it:
    JSON lines on its stdin and stdout."""

    def __init__(self, env: dict[str, str]) -> None:
        import subprocess
        import threading

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "kernel_studio.server"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        self.next_id = 0
        self.lines: Any = __import__("queue").Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.put(json.loads(line))
        self.lines.put(None)

    def call(self, method: str, params: Any, marks: dict | None = None) -> Any:
        self.next_id += 1
        message = {
            "jsonrpc": "2.0",
            "id": self.next_id,
            "method": method,
            "params": params,
        }
        self.proc.stdin.write((json.dumps(message) + "\n").encode())
        self.proc.stdin.flush()
        while True:
            got = self.lines.get(timeout=1800)
            if got is None:
                raise RuntimeError("the engine exited")
            if got.get("method") == "$/progress" and marks is not None:
                marks.setdefault(got["params"]["stage"], time.perf_counter())
            elif got.get("id") == self.next_id:
                if "error" in got:
                    raise RuntimeError(json.dumps(got["error"])[:2000])
                return got["result"]

    def settle(self, quiet_s: float = 3.0, limit_s: float = 300.0) -> float:
        """Wait until the idle worker has started and its CPU time stops moving (its
        imports, its preloads done); the seconds waited."""
        start = time.perf_counter()
        spare, last, still = None, -1.0, 0.0
        while time.perf_counter() - start < limit_s:
            spare = self.call("debug/process", None)["workers"]["spare"] or spare
            used = _tree_cpu(spare) if spare else -1.0
            still = still + 0.5 if spare and abs(used - last) < 0.05 else 0.0
            if still >= quiet_s:
                break
            last = used
            time.sleep(0.5)
        return time.perf_counter() - start

    def close(self) -> None:
        self.proc.stdin.close()
        try:
            self.proc.wait(timeout=30)
        except Exception:  # noqa: BLE001
            self.proc.kill()


def child_server(job: dict[str, Any]) -> dict[str, Any]:
    """The export as the IDE runs it: a server started and left to settle (its idle worker
    has imported torch and Inductor), then the `export` request, timed from the request to
    the reply; then the same model exported again (a regenerate: the idle worker started
    after the first job has imported the model file's packages, where the engine does
    that), timed the same way."""
    from kernel_studio.server.protocol import PROTOCOL_VERSION

    # Inductor's FX graph caches off: the second export lowers again, as a regenerate after
    # an edit of the model does (its graph is new to the caches).
    env = dict(
        os.environ,
        KS_SPARE_WORKER="1",
        TORCHINDUCTOR_FX_GRAPH_CACHE="0",
        TORCHINDUCTOR_AUTOGRAD_CACHE="0",
    )
    engine = Engine(env)
    out: dict[str, Any] = {}
    try:
        engine.call("initialize", {"protocolVersion": PROTOCOL_VERSION})
        out["settle_s"] = round(engine.settle(), 2)
        exports = [("first", job["project"])]
        if job.get("again", True):
            exports.append(("again", job["project"] + "-again"))
        for key, project in exports:
            marks: dict[str, float] = {}
            start = time.perf_counter()
            result = engine.call(
                "export",
                {"model": job["model_file"], "out": project, "device": job["device"]},
                marks,
            )
            end = time.perf_counter()
            order = sorted(marks.items(), key=lambda item: item[1])
            stops = [t for _, t in order[1:]] + [end]
            with open(result["generated"], "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
            out[key] = {
                "reply_s": round(end - start, 3),
                "stages_s": {
                    s: round(stop - t, 3)
                    for (s, t), stop in zip(order, stops, strict=True)
                },
                "sha256": digest,
            }
            out["generated"] = result["generated"]
            if key == "first" and len(exports) > 1:
                out["preload"] = engine.call("debug/process", None)["workers"].get(
                    "preload"
                )
                out["settle_again_s"] = round(engine.settle(), 2)
    finally:
        engine.close()
    return out


def child_first_run(job: dict[str, Any]) -> dict[str, Any]:
    import torch

    import zoo_models

    chosen = zoo_models.variant(job["model"])
    torch.manual_seed(0)
    inputs = [t.to(job["device"]) for t in chosen.inputs()]
    name = os.path.splitext(os.path.basename(job["generated"]))[0]
    start = time.perf_counter()
    spec = importlib.util.spec_from_file_location(name, job["generated"])
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    imported = time.perf_counter()
    if job.get("train"):
        from train_zoo_loss import loss

        model = module.Module()
        imported = time.perf_counter()  # Module() (its weights) counts as the import
    if callable(getattr(module, "cpp_kernels", None)):
        module.cpp_kernels()
    built = time.perf_counter()
    if job.get("train"):
        with torch.enable_grad():
            loss(model, *inputs).backward()
    else:
        with torch.no_grad():
            module.call(*inputs)
    if job["device"] == "cuda":
        torch.cuda.synchronize()
    end = time.perf_counter()
    return {
        "first_run_s": end - start,
        "import_s": imported - start,
        "cpp_build_s": built - imported,
        "first_call_s": end - built,
    }


def _child(kind: str, job: dict[str, Any], env: dict[str, str], work: str) -> dict:
    import zoo

    job_file = os.path.join(work, f"{kind}.job.json")
    with open(job_file, "w", encoding="utf-8") as f:
        json.dump(job, f)
    cmd = [sys.executable, os.path.abspath(__file__), "--child", kind, job_file]
    code, out, err = zoo.run_child(cmd, env, time.monotonic() + 1800)
    for line in reversed(out.splitlines()):
        if line.startswith("RESULT "):
            return json.loads(line[7:])
    return {"error": f"{kind} died (exit {code}): {zoo.tail(err)}"}


def run_model(
    name: str,
    out: str,
    round_: int,
    device: str,
    base: str | None,
    engine: str = ENGINE,
    with_compile: bool = True,
    train: bool = False,
    server: bool = False,
    again: bool = True,
) -> dict:
    import zoo
    import zoo_models

    variant = zoo_models.variant(name)
    work = os.path.join(out, "work", zoo.safe_name(name))
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    row: dict[str, Any] = {"model": name, "device": device, "round": round_}
    if train:
        import train_zoo

        row["train"] = True
        model_file = zoo.write_model_file(variant, work, train_zoo.MODEL_FILE)
        script = train_zoo.STAGES
    else:
        model_file = zoo.write_model_file(variant, work)
        script = zoo.STAGES
    _user_imports(model_file, variant)
    compile_job = {
        "model_file": model_file,
        "device": device,
        "compiled": os.path.join(work, "compiled.pt"),
    }
    got = (
        {}
        if not with_compile
        else zoo.run_stage(
            "compile",
            compile_job,
            work,
            zoo.stage_env(os.path.join(work, "c")),
            time.monotonic() + 1800,
            script,
        )
    )
    row["compile_s"] = got.get("compile_s")
    row["load_s"] = got.get("load_s")
    row["eager_s"] = got.get("eager_s")
    engines = [("B", engine)] if base is None else [("A", base), ("B", engine)]
    if round_ % 2 == 0:
        engines.reverse()
    for label, engine in engines:
        env = zoo.stage_env(os.path.join(work, label))
        # The engine under test first; the rest of the caller's path (the GPU machine's
        # wheels of the engine's dependencies) after it.
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in [engine, HERE, os.environ.get("PYTHONPATH", "")] if p
        )
        job = {
            "model": name,
            "model_file": compile_job["model_file"],
            "project": os.path.join(work, f"project-{label}"),
            "device": device,
            "train": train,
            "again": again,
        }
        got = _child("server" if server else "export", job, env, work)
        if "error" in got:
            row[label] = got
            continue
        job["generated"] = got["generated"]
        got.update(_child("first_run", job, env, work))
        if server:
            # Only the server's view: what the user waits for from pressing Export.
            got["export_s"] = got["first"]["reply_s"]
            got["sha256"] = got.get("again", got["first"])["sha256"]
            got["stages_s"] = got["first"]["stages_s"]
            got["steps_s"] = {}
        if row["compile_s"] and "first_run_s" in got:
            got["wall_ratio"] = (got["export_s"] + got["first_run_s"]) / row[
                "compile_s"
            ]
            if row.get("load_s") is not None:
                # Both sides with the model file's imports and construction: the export's
                # load stage (in the reply, for --server), the compile stage's load.
                mine = got["export_s"] + got["first_run_s"]
                if not server:
                    mine += got["stages_s"].get("load", 0.0)
                got["wall_ratio_with_load"] = mine / (row["compile_s"] + row["load_s"])
                if server and "again" in got:
                    got["wall_ratio_again_with_load"] = (
                        got["again"]["reply_s"] + got["first_run_s"]
                    ) / (row["compile_s"] + row["load_s"])
        row[label] = got
    if (
        base is not None
        and "sha256" in row.get("A", {})
        and "sha256" in row.get("B", {})
    ):
        row["same_bytes"] = row["A"]["sha256"] == row["B"]["sha256"]
    shutil.rmtree(work, ignore_errors=True)
    return row


# The class a user's model file imports from transformers, per zoo kind (zoo_models.py).
HF_CLASSES = {
    "bert": "BertModel",
    "gpt2": "GPT2Model",
    "llama": "LlamaModel",
    "t5_encoder": "T5EncoderModel",
    "vit": "ViTModel",
}


def _user_imports(model_file: str, variant: Any) -> None:
    """The zoo's model file imports its package at the top, as a user's model file does
    (`from torchvision.models import resnet18`, `from transformers import GPT2Model`;
    zoo_models imports them inside its builders): the same file for the cold compile and
    the export, so both load the same."""
    family, name = variant.model.family, variant.model.name
    if family == "torchvision":
        line = f"from torchvision.models import {name}  # noqa: F401"
    elif family == "hf" and name[3:] in HF_CLASSES:
        line = f"from transformers import {HF_CLASSES[name[3:]]}  # noqa: F401"
    else:
        return
    with open(model_file, encoding="utf-8") as f:
        text = f.read()
    text = text.replace("\nimport torch\n", f"\nimport torch\n{line}\n", 1)
    with open(model_file, "w", encoding="utf-8") as f:
        f.write(text)


def _geomean(values: list[float]) -> float:
    return math.exp(sum(map(math.log, values)) / len(values))


def summary(rows: list[dict]) -> str:
    lines = []
    for name in dict.fromkeys(r["model"] for r in rows):
        mine = [r for r in rows if r["model"] == name]
        compiles = [r["compile_s"] for r in mine if r.get("compile_s")]
        compile_s = statistics.median(compiles) if compiles else math.nan
        loads = [r["load_s"] for r in mine if r.get("load_s") is not None]
        load_s = statistics.median(loads) if loads else math.nan
        lines.append(
            f"{name}: cold torch.compile {compile_s:.2f} s"
            f" (+ the model file's load {load_s:.2f} s)"
        )
        for label in ("A", "B"):
            done = [r[label] for r in mine if "export_s" in r.get(label, {})]
            if not done:
                continue
            export_s = statistics.median(d["export_s"] for d in done)
            first = statistics.median(d.get("first_run_s", math.nan) for d in done)
            lines.append(
                f"  {label}: export {export_s:.2f} s + first run {first:.2f} s"
                f" = {(export_s + first) / compile_s:.2f}x"
            )
            if "again" in done[0]:
                again = statistics.median(d["again"]["reply_s"] for d in done)
                lines.append(
                    f"     server: request to reply {export_s:.2f} s first,"
                    f" {again:.2f} s again; with the load on both sides"
                    f" {statistics.median(d.get('wall_ratio_with_load', math.nan) for d in done):.2f}x"
                    f" / {statistics.median(d.get('wall_ratio_again_with_load', math.nan) for d in done):.2f}x"
                    f" (preload {done[0].get('preload')})"
                )
            elif "wall_ratio_with_load" in done[0]:
                lines.append(
                    "     with the model file's load on both sides: "
                    f"{statistics.median(d['wall_ratio_with_load'] for d in done):.2f}x"
                    f" (imported before the export's timer: {done[0].get('imported_before_timer')})"
                )
            stages = {
                k: statistics.median(d["stages_s"].get(k, 0.0) for d in done)
                for k in done[0]["stages_s"]
            }
            lines.append(
                "     stages: " + ", ".join(f"{k} {v:.2f}" for k, v in stages.items())
            )
            steps = {
                k: statistics.median(d["steps_s"].get(k, [0.0])[0] for d in done)
                for k in done[0]["steps_s"]
            }
            lines.append(
                "     steps: " + ", ".join(f"{k} {v:.2f}" for k, v in steps.items())
            )
            firsts = {
                k: statistics.median(d.get(k, math.nan) for d in done)
                for k in ("import_s", "cpp_build_s", "first_call_s")
            }
            lines.append(
                "     first run: "
                + ", ".join(f"{k} {v:.2f}" for k, v in firsts.items())
            )
            gc_s = statistics.median(d.get("gc_s", math.nan) for d in done)
            lines.append(f"     the export's garbage collections: {gc_s:.2f} s")
        same = [r.get("same_bytes") for r in mine if "same_bytes" in r]
        if same:
            lines.append(f"  same module bytes A/B: {all(same)} ({len(same)} rounds)")
    for label in ("A", "B"):
        for key, what in (
            ("wall_ratio", "(export + first run) / cold compile"),
            ("wall_ratio_with_load", "the same, the model file's load on both sides"),
            ("wall_ratio_again_with_load", "exported again, the load on both sides"),
        ):
            ratios = [r[label][key] for r in rows if key in r.get(label, {})]
            if ratios:
                lines.append(
                    f"{label}: geomean {what} {_geomean(ratios):.3f} over {len(ratios)}"
                )
    return "\n".join(lines)


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        kind, job_file = sys.argv[2], sys.argv[3]
        with open(job_file, encoding="utf-8") as f:
            job = json.load(f)
        child = {"export": child_export, "server": child_server}.get(
            kind, child_first_run
        )
        result = child(job)
        print("RESULT " + json.dumps(result), flush=True)
        return
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("models", nargs="+")
    parser.add_argument("--device", default="cpu", choices=["cpu", "cuda"])
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument(
        "--first-round",
        type=int,
        default=1,
        help="number of the first round (2: B before A first), to add rounds to a run",
    )
    parser.add_argument("--base", help="another engine/ folder, run as A")
    parser.add_argument("--engine", default=ENGINE, help="the engine/ folder run as B")
    parser.add_argument(
        "--train",
        action="store_true",
        help="training steps (export --train; compile and first run: loss and backward)",
    )
    parser.add_argument(
        "--no-compile",
        action="store_true",
        help="skip the cold torch.compile (no ratios)",
    )
    parser.add_argument(
        "--server",
        action="store_true",
        help="export through the engine's server as the IDE does (request to reply, a "
        "settled idle worker), twice per model: first and again",
    )
    parser.add_argument(
        "--first-only",
        action="store_true",
        help="with --server: the first export only (no second export of the model)",
    )
    parser.add_argument(
        "--jobs",
        type=int,
        default=1,
        help="models at a time, each with its own steps in order (its cold compile, "
        "export and first run under the same load as the others')",
    )
    parser.add_argument(
        "--budget",
        type=float,
        help="start no model after this many seconds (the records so far are kept)",
    )
    opts = parser.parse_args()
    os.makedirs(opts.out, exist_ok=True)
    base = os.path.abspath(opts.base) if opts.base else None
    rows: list[dict] = []
    lock = threading.Lock()
    started = time.monotonic()

    def one(round_: int, name: str) -> None:
        if opts.budget and time.monotonic() - started > opts.budget:
            print(f"budget of {opts.budget:.0f} s spent: {name} not run", flush=True)
            return
        row = run_model(
            name,
            os.path.abspath(opts.out),
            round_,
            opts.device,
            base,
            os.path.abspath(opts.engine),
            not opts.no_compile,
            opts.train,
            opts.server,
            not opts.first_only,
        )
        row["jobs"] = opts.jobs
        with lock:
            rows.append(row)
            print(json.dumps(row), flush=True)
            with open(os.path.join(opts.out, "export_stages.jsonl"), "a") as f:
                f.write(json.dumps(row) + "\n")

    todo = [
        (round_, name)
        for round_ in range(opts.first_round, opts.first_round + opts.rounds)
        for name in opts.models
    ]
    with concurrent.futures.ThreadPoolExecutor(max(1, opts.jobs)) as pool:
        for done in [pool.submit(one, *job) for job in todo]:
            done.result()
    print(summary(rows))


if __name__ == "__main__":
    main()
