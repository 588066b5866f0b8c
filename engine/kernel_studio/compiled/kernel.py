"""One `kernel/compiled` request: a kernel of a project compiled from the working module
(or unsaved text in its place) and from the pristine module of the current generation,
each stage's text with its line map to module lines, the resources, their deltas and a
diff of the chosen stage. Compiled results are kept by module text, kernel and target, so
switching stages or asking again after an unrelated edit costs nothing."""

from __future__ import annotations

import ast
import contextlib
import difflib
import hashlib
import json
import os
import platform
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

from kernel_studio.compiled import line_maps
from kernel_studio.compiled.cpp_asm import CppAsmError, build_asm
from kernel_studio.compiled.launch import LaunchError, read_launch
from kernel_studio.compiled.resources import triton_resources, x86_resources
from kernel_studio.methods.check_module import read_project, read_working
from kernel_studio.module_text.module_map import KernelPlace, map_module
from kernel_studio.sandbox.project import ProjectError, read_project_files

TRITON_STAGES = ("ttir", "ttgir", "llir", "ptx", "sass")
CPP_STAGES = ("asm",)
DEFAULT_ARCH = 90
WORKER_TIMEOUT = 300.0
_ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_KEEP_DECORATORS = re.compile(r"^\s*@\s*triton\.(jit|autotune|heuristics)\b")

Progress = Callable[[str, str, float | None], None]


class CompileError(ValueError):
    """The kernel cannot be compiled; `line` is the module line at fault where known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


_cache: OrderedDict[str, dict[str, Any]] = OrderedDict()
_cache_lock = threading.Lock()
_CACHE_SIZE = 32


def parse_target(target: str | None) -> int:
    """`sm_90` / `90` / None (the GPU's here, else sm_90) -> 90."""
    if target:
        m = re.fullmatch(r"(?:sm_?)?(\d{2,3})a?", target.strip())
        if not m:
            raise CompileError(f"target {target!r}: expected sm_NN (sm_80, sm_90, ...)")
        return int(m.group(1))
    try:
        import torch

        if torch.cuda.is_available():
            major, minor = torch.cuda.get_device_capability()
            return major * 10 + minor
    except (ImportError, RuntimeError):
        pass
    return DEFAULT_ARCH


def gpu_arch() -> int | None:
    """The compute capability of the engine's own GPU (90 for an H100), None without one."""
    try:
        import torch

        if torch.cuda.is_available():
            major, minor = torch.cuda.get_device_capability()
            return major * 10 + minor
    except (ImportError, RuntimeError):
        pass
    return None


def resolve_target(target: str | None, project_data: dict[str, Any]) -> tuple[int, str]:
    """The target a request compiles for and where it comes from: the request's own
    (`request`), the project's `[compiled] target` in kernel-studio.toml (`project`), the
    engine's GPU (`device`), else sm_90 (`default`)."""
    if target:
        return parse_target(target), "request"
    table = project_data.get("compiled")
    chosen = table.get("target") if isinstance(table, dict) else None
    if chosen:
        try:
            return parse_target(str(chosen)), "project"
        except CompileError as exc:
            raise CompileError(f"kernel-studio.toml [compiled] target: {exc}") from None
    arch = gpu_arch()
    if arch is not None:
        return arch, "device"
    return DEFAULT_ARCH, "default"


def triton_module_text(text: str) -> str:
    """The module with everything blanked but its imports, literal constants and
    `@triton.jit` functions (line numbers kept), so loading it compiles nothing and runs
    nothing of `call` or the module's runtime: only the imports the kernels need."""
    tree = ast.parse(text)
    lines = text.splitlines()
    keep = [False] * (len(lines) + 2)

    def mark(start: int, end: int) -> None:
        for n in range(start, end + 1):
            keep[n] = True

    for node in tree.body:
        end = node.end_lineno or node.lineno
        if isinstance(node, ast.Import | ast.ImportFrom):
            mark(node.lineno, end)
        elif isinstance(node, ast.Assign):
            try:
                ast.literal_eval(node.value)
            except (ValueError, SyntaxError, TypeError):
                continue
            mark(node.lineno, end)
        elif isinstance(node, ast.FunctionDef) and any(
            _KEEP_DECORATORS.match(lines[d.lineno - 1]) for d in node.decorator_list
        ):
            mark(node.lineno, end)
            for d in node.decorator_list:
                if _KEEP_DECORATORS.match(lines[d.lineno - 1]):
                    mark(d.lineno, d.end_lineno or d.lineno)
    return "\n".join(line if keep[i] else "" for i, line in enumerate(lines, 1)) + "\n"


def _run_worker(request: dict[str, Any], check_cancelled: Callable[[], None] | None) -> Any:
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (_ENGINE_DIR, env.get("PYTHONPATH", "")) if p)
    env.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
    from kernel_studio import contain

    process = subprocess.Popen(
        # It imports the project's module: contained like every worker (kernel_studio/contain.py).
        contain.command([sys.executable, "-m", "kernel_studio.compiled.triton_worker"]),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        start_new_session=True,
    )
    started = time.monotonic()
    payload: str | None = json.dumps(request)
    try:
        while True:
            try:
                out, err = process.communicate(payload, timeout=0.1)
                break
            except subprocess.TimeoutExpired:
                payload = None
                if check_cancelled is not None:
                    check_cancelled()
                if time.monotonic() - started > WORKER_TIMEOUT:
                    raise CompileError(f"compiling took over {WORKER_TIMEOUT:.0f} s") from None
    finally:
        if process.poll() is None:
            # Its own session: ptxas or nvdisasm running under it go too.
            with contextlib.suppress(ProcessLookupError):
                os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    try:
        reply = json.loads(out)
    except ValueError:
        raise CompileError(f"the Triton compile process failed: {err.strip()[-2000:]}") from None
    if not reply.get("ok"):
        raise CompileError(str(reply.get("error")), reply.get("line"))
    return reply["result"]


def _compile_triton(
    text: str,
    place: KernelPlace,
    metadata: dict[str, Any],
    module_path: str,
    arch: int,
    check_cancelled: Callable[[], None] | None,
) -> dict[str, Any]:
    try:
        launch = read_launch(text, place, metadata)
    except LaunchError as exc:
        raise CompileError(str(exc)) from exc
    span = (place.definition.start, place.definition.end) if place.definition else (0, 1 << 30)
    name = os.path.basename(module_path)
    with tempfile.TemporaryDirectory(prefix="ks-triton-") as folder:
        path = os.path.join(folder, name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(triton_module_text(text))
        # A cache of its own, dropped after: Triton's shared one keys a kernel by its text,
        # not its place, and would give back the line numbers of an earlier compile.
        os.makedirs(os.path.join(folder, "triton-cache"))
        result = _run_worker(
            {
                "cacheDir": os.path.join(folder, "triton-cache"),
                "module": path,
                "function": launch.function,
                "args": [a.to_json() for a in launch.args],
                "kwargs": launch.kwargs,
                "options": launch.options,
                "arch": arch,
            },
            check_cancelled,
        )
        readers = {
            "ttir": line_maps.mlir_map,
            "ttgir": line_maps.mlir_map,
            "llir": line_maps.llir_map,
            "ptx": line_maps.ptx_map,
            "sass": line_maps.sass_map,
        }
        stages: dict[str, dict[str, Any]] = {}
        for stage in TRITON_STAGES:
            body = (result.get("stages") or {}).get(stage)
            if not isinstance(body, str):
                continue
            pairs = readers[stage](body, path, span)
            stages[stage] = {"text": body.replace(folder + os.sep, ""), "lineMap": pairs}
    return {
        "kind": "triton",
        "target": f"sm_{arch}",
        "stages": stages,
        "resources": triton_resources(result, arch),
        "launch": {
            **launch.to_json(),
            "signature": result.get("signature"),
            "constexprs": result.get("constexprs"),
            "triton": result.get("triton"),
        },
        "kernelLines": {"start": span[0], "end": span[1]},
    }


def _compile_cpp(
    text: str, place: KernelPlace, check_cancelled: Callable[[], None] | None
) -> dict[str, Any]:
    span = (place.definition.start, place.definition.end) if place.definition else (0, 1 << 30)
    try:
        asm = build_asm(text, place.renamed_to or place.name, span, check_cancelled)
    except CppAsmError as exc:
        m = re.match(r"module line (\d+)", str(exc))
        raise CompileError(str(exc), int(m.group(1)) if m else None) from exc
    return {
        "kind": "cpp",
        "target": platform.machine() or "cpu",
        "stages": {"asm": {"text": asm.text, "lineMap": asm.line_map}},
        "resources": x86_resources(asm.text),
        "launch": {"flags": asm.flags, "compiler": asm.compiler},
        "kernelLines": {"start": span[0], "end": span[1]},
    }


def compile_side(
    text: str,
    kernel: str,
    kernels: list[dict[str, Any]],
    metadata: dict[str, Any],
    module_path: str,
    arch: int,
    check_cancelled: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """Kernel `kernel` of module `text` compiled: {kind, target, stages: {name: {text,
    lineMap}}, resources, launch, kernelLines}; the stages name the module by the file name of
    `module_path`. Raises CompileError."""
    place = map_module(text, kernels).kernel(kernel)
    if place is None:
        raise CompileError(f"no kernel {kernel} in the project's metadata")
    if place.kind == "extern":
        raise CompileError(
            f"kernel {kernel} is a library call: there is no code of ours to compile"
        )
    if not place.found or place.definition is None:
        raise CompileError(f"kernel {kernel}: its definition is not in the module")
    key = hashlib.sha256(
        json.dumps([text, kernel, arch, place.kind, sys.executable]).encode()
    ).hexdigest()
    with _cache_lock:
        if key in _cache:
            _cache.move_to_end(key)
            return _cache[key]
    if place.kind == "triton":
        side = _compile_triton(text, place, metadata, module_path, arch, check_cancelled)
    elif place.kind == "cpp":
        side = _compile_cpp(text, place, check_cancelled)
    else:
        raise CompileError(f"kernel {kernel}: kind {place.kind!r} has no compiled form")
    with _cache_lock:
        _cache[key] = side
        while len(_cache) > _CACHE_SIZE:
            _cache.popitem(last=False)
    return side


def _largest(widths: dict[str, int]) -> int | None:
    return max((int(w) for w, n in widths.items() if n), default=None)


def resource_deltas(pristine: dict[str, Any], edited: dict[str, Any]) -> list[dict[str, Any]]:
    """The resources that differ, each with a sentence ("registers 40 -> 64")."""
    out: list[dict[str, Any]] = []

    def add(name: str, label: str, before: Any, after: Any, unit: str = "") -> None:
        if before != after and (before is not None or after is not None):
            text = f"{label} {before}{unit} -> {after}{unit}"
            out.append({"name": name, "pristine": before, "edited": after, "text": text})

    add("registers", "registers", pristine.get("registers"), edited.get("registers"))
    add(
        "spillStoreBytes",
        "spills",
        pristine.get("spillStoreBytes"),
        edited.get("spillStoreBytes"),
        " bytes",
    )
    add(
        "localBytes", "local memory", pristine.get("localBytes"), edited.get("localBytes"), " bytes"
    )
    add(
        "sharedBytes",
        "shared memory",
        pristine.get("sharedBytes"),
        edited.get("sharedBytes"),
        " bytes",
    )
    add("numWarps", "num_warps", pristine.get("numWarps"), edited.get("numWarps"))
    add("numStages", "num_stages", pristine.get("numStages"), edited.get("numStages"))
    before, after = pristine.get("occupancy") or {}, edited.get("occupancy") or {}
    if before.get("occupancy") != after.get("occupancy"):
        add("occupancy", "occupancy", before.get("occupancy"), after.get("occupancy"))
    pi, ei = pristine.get("instructions") or {}, edited.get("instructions") or {}
    for kind, label in (("globalLoads", "loads"), ("globalStores", "stores")):
        before_widths, after_widths = pi.get(kind) or {}, ei.get(kind) or {}
        b, a = _largest(before_widths), _largest(after_widths)
        if b != a and b is not None and a is not None:
            out.append(
                {
                    "name": f"{kind}Width",
                    "pristine": b,
                    "edited": a,
                    "text": f"{b}-bit {label} -> {a}-bit",
                }
            )
        for width in sorted({*before_widths, *after_widths}, key=int, reverse=True):
            add(
                f"{kind}{width}",
                f"{width}-bit {label}",
                before_widths.get(width, 0),
                after_widths.get(width, 0),
            )
    add(
        "vectorWidthBits",
        "vector width",
        pristine.get("vectorWidthBits"),
        edited.get("vectorWidthBits"),
        " bits",
    )
    add("vectorised", "vectorised", pristine.get("vectorised"), edited.get("vectorised"))
    add("instructions", "instructions", pi.get("total"), ei.get("total"))
    return out


_NOISE = (
    (re.compile(r"#loc\d+"), "#loc"),
    (re.compile(r"/\*[0-9a-f]{4,}\*/"), ""),
    (re.compile(r"!dbg !\d+"), "!dbg"),
)


def stage_diff(pristine: str, edited: str, stage: str) -> str:
    """A unified diff of a stage, with location numbers and addresses left out."""

    def normal(text: str) -> list[str]:
        out = []
        for line in text.splitlines():
            for pattern, repl in _NOISE:
                line = pattern.sub(repl, line)
            out.append(line.rstrip())
        return out

    return "\n".join(
        difflib.unified_diff(
            normal(pristine), normal(edited), f"pristine.{stage}", f"edited.{stage}", lineterm=""
        )
    )


def compiled_kernel(
    root: str,
    kernel: str,
    *,
    stage: str | None = None,
    text: str | None = None,
    target: str | None = None,
    pristine: bool = True,
    progress: Progress | None = None,
    check_cancelled: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """The `kernel/compiled` result (docs/protocol.md). Raises ProjectError, CompileError."""
    started = time.perf_counter()
    project = read_project(root)
    files = read_project_files(root)
    metadata = files.metadata
    arch, target_source = resolve_target(target, files.data)
    if text is None:
        text = read_working(project)
    if progress:
        progress("compile", f"compiling {kernel}", 0.0)
    path = project.module_path
    edited = compile_side(text, kernel, project.kernels, metadata, path, arch, check_cancelled)
    stages = list(edited["stages"])
    chosen = stage or stages[-1]
    if chosen not in stages:
        known = ", ".join(stages)
        raise CompileError(f"kernel {kernel} has no stage {chosen!r} (it has {known})")
    result: dict[str, Any] = {
        "kernel": kernel,
        "kind": edited["kind"],
        "target": edited["target"],
        "targetSource": target_source if edited["kind"] == "triton" else "host",
        "stage": chosen,
        "stages": stages,
        "text": edited["stages"][chosen]["text"],
        "lineMap": edited["stages"][chosen]["lineMap"],
        "resources": edited["resources"],
        "launch": edited["launch"],
        "kernelLines": edited["kernelLines"],
        "pristine": None,
        "deltas": [],
        "diff": None,
    }
    if pristine and os.path.isfile(project.generated_path):
        if progress:
            progress("compile", f"compiling the pristine {kernel}", 0.5)
        with open(project.generated_path, encoding="utf-8", errors="replace") as f:
            pristine_text = f.read()
        try:
            base = compile_side(
                pristine_text, kernel, project.kernels, metadata, path, arch, check_cancelled
            )
        except CompileError as exc:
            result["pristineError"] = str(exc)
        else:
            base_stage = base["stages"].get(chosen) or {"text": "", "lineMap": []}
            result["pristine"] = {
                "text": base_stage["text"],
                "lineMap": base_stage["lineMap"],
                "resources": base["resources"],
                "kernelLines": base["kernelLines"],
            }
            result["deltas"] = resource_deltas(base["resources"], edited["resources"])
            result["diff"] = stage_diff(base_stage["text"], result["text"], chosen)
    result["seconds"] = round(time.perf_counter() - started, 3)
    return result


__all__ = ["CompileError", "ProjectError", "compiled_kernel", "compile_side"]
