"""The `kernel/resources` request: the resources of every kernel of a project's working module
at once (registers, spills, shared memory, occupancy for Triton; vector width and whether the
loops vectorised for C++), without the stage texts, for the fusion tree's columns and the
graph's colouring.

Triton kernels compile in a few child processes (each imports torch and Triton once and
compiles its share, answering one line per kernel); C++ kernels build their assembly side by
side. Each result is cached in the project's `.kernel-studio/resources/` under a hash of what
decides it (the kernel's definition text, its launch, the target, the tools' versions), not
its line numbers: reopening a project, or asking again after an edit, compiles only the
kernels whose text changed. A cancelled request kills its children; what was done stays
cached."""

from __future__ import annotations

import ast
import contextlib
import hashlib
import json
import os
import queue
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor, wait
from typing import Any

from kernel_studio import contain
from kernel_studio.compiled.cpp_asm import CppAsmError, _module_literals, build_asm
from kernel_studio.compiled.kernel import (
    _ENGINE_DIR,
    WORKER_TIMEOUT,
    CompileError,
    Progress,
    resolve_target,
    triton_module_text,
)
from kernel_studio.compiled.launch import LaunchError, read_launch
from kernel_studio.compiled.resources import triton_resources, x86_resources
from kernel_studio.methods.check_module import read_project, read_working
from kernel_studio.module_text.module_map import KernelPlace, map_module
from kernel_studio.project.commit import STATE_DIR
from kernel_studio.project.project_file import write_atomic
from kernel_studio.sandbox.project import read_project_files

CACHE_DIR = os.path.join(STATE_DIR, "resources")
# Bumped when what is cached changes shape: older entries are then not read.
CACHE_VERSION = 1
# Seconds between progress reports while a compile goes on without finishing a kernel: the
# app takes a request that says nothing for 30 s for a hung engine, and one big kernel on a
# busy machine (Triton and ptxas for sm_90 on 2 loaded cores) can take longer than that.
HEARTBEAT = 5.0


def workers_for(count: int) -> int:
    """Child processes for `count` Triton kernels: one per two cores (each compile runs
    ptxas and nvdisasm beside it), at most 8, never more than there are kernels."""
    return max(1, min(count, 8, (os.cpu_count() or 2) // 2))


def _versions() -> str:
    try:
        import triton

        triton_version = triton.__version__
    except ImportError:
        triton_version = "none"
    import torch

    return f"{torch.__version__}/{triton_version}/{CACHE_VERSION}"


def _key(place: KernelPlace, decided_by: Any) -> str:
    body = json.dumps([place.kind, place.text, decided_by, _versions(), sys.executable])
    return hashlib.sha256(body.encode()).hexdigest()


def _read_cached(root: str, key: str) -> dict[str, Any] | None:
    path = os.path.join(root, CACHE_DIR, key + ".json")
    try:
        with open(path, encoding="utf-8") as f:
            entry = json.load(f)
    except (OSError, ValueError):
        return None
    return entry if isinstance(entry, dict) and "resources" in entry else None


def _write_cached(root: str, key: str, entry: dict[str, Any]) -> None:
    folder = os.path.join(root, CACHE_DIR)
    # A read-only project still gets its answer, only not cached.
    with contextlib.suppress(OSError):
        os.makedirs(folder, exist_ok=True)
        write_atomic(os.path.join(folder, key + ".json"), json.dumps(entry).encode())


def _triton_batch(
    root: str,
    module_text: str,
    module_name: str,
    jobs: list[tuple[int, dict[str, Any]]],
    arch: int,
    done: Callable[[int, dict[str, Any]], None],
    check_cancelled: Callable[[], None] | None,
    waiting: Callable[[float], None] | None = None,
) -> None:
    """Compiles `jobs` (index, worker request) in workers_for(len(jobs)) child processes,
    calling done(index, answer) as each kernel is done and waiting(seconds since the last
    one) every HEARTBEAT seconds without one."""
    count = workers_for(len(jobs))
    with tempfile.TemporaryDirectory(prefix="ks-resources-") as folder:
        path = os.path.join(folder, module_name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(module_text)
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join(
            p for p in (_ENGINE_DIR, env.get("PYTHONPATH", "")) if p
        )
        env.setdefault("TRITON_DEFAULT_FP_FUSION", "1")
        answers: queue.Queue[tuple[int, dict[str, Any] | None, str]] = queue.Queue()
        processes: list[subprocess.Popen[str]] = []
        readers: list[threading.Thread] = []
        for w in range(count):
            share = jobs[w::count]
            cache = os.path.join(folder, f"triton-cache-{w}")
            os.makedirs(cache)
            request = {
                "cacheDir": cache,
                "batch": [{**req, "module": path, "arch": arch} for _, req in share],
            }
            process = subprocess.Popen(
                # It imports the project's module: contained like every worker (contain.py).
                contain.command([sys.executable, "-m", "kernel_studio.compiled.triton_worker"]),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
                env=env,
                start_new_session=True,
            )
            processes.append(process)
            assert process.stdin is not None
            process.stdin.write(json.dumps(request))
            process.stdin.close()

            def read(process: subprocess.Popen[str], share: list[Any]) -> None:
                assert process.stdout is not None and process.stderr is not None
                seen = set()
                for line in process.stdout:
                    with contextlib.suppress(ValueError, KeyError, IndexError):
                        answer = json.loads(line)
                        index = share[int(answer["index"])][0]
                        seen.add(index)
                        answers.put((index, answer, ""))
                err = process.stderr.read()
                process.wait()
                for index, _ in share:
                    if index not in seen:
                        answers.put((index, None, err.strip()[-2000:]))

            thread = threading.Thread(target=read, args=(process, share), daemon=True)
            thread.start()
            readers.append(thread)
        started = last = said = time.monotonic()
        left = len(jobs)
        try:
            while left:
                try:
                    index, answer, err = answers.get(timeout=0.1)
                except queue.Empty:
                    if check_cancelled is not None:
                        check_cancelled()
                    now = time.monotonic()
                    if now - started > WORKER_TIMEOUT * max(1, len(jobs) // count):
                        raise CompileError("computing the resources took too long") from None
                    if waiting is not None and now - said >= HEARTBEAT:
                        said = now
                        waiting(now - last)
                    continue
                last = said = time.monotonic()
                left -= 1
                if answer is None:
                    answer = {"ok": False, "error": f"the Triton compile process failed: {err}"}
                done(index, answer)
        finally:
            for process in processes:
                if process.poll() is None:
                    # Their own sessions: ptxas or nvdisasm running under them go too.
                    with contextlib.suppress(ProcessLookupError):
                        os.killpg(process.pid, signal.SIGKILL)
            for thread in readers:
                thread.join(timeout=5)


def project_resources(
    root: str,
    *,
    target: str | None = None,
    kernels: list[str] | None = None,
    cached_only: bool = False,
    progress: Progress | None = None,
    check_cancelled: Callable[[], None] | None = None,
) -> dict[str, Any]:
    """The `kernel/resources` result (docs/protocol.md). Raises ProjectError, CompileError."""
    started = time.perf_counter()
    project = read_project(root)
    files = read_project_files(root)
    arch, source = resolve_target(target, files.data)
    text = read_working(project)
    mapped = map_module(text, project.kernels)
    names = [str(k.get("name")) for k in project.kernels if k.get("kind") in ("triton", "cpp")]
    if kernels is not None:
        unknown = [k for k in kernels if k not in names]
        if unknown:
            raise CompileError(f"no kernel {unknown[0]} with code of ours in the project")
        names = [n for n in names if n in kernels]
    rows: list[dict[str, Any]] = []
    triton_jobs: list[tuple[int, dict[str, Any]]] = []
    cpp_jobs: list[tuple[int, KernelPlace]] = []
    keys: dict[int, str] = {}
    cpp_settings = _cpp_settings(text)
    for name in names:
        place = mapped.kernel(name)
        row: dict[str, Any] = {"kernel": name, "kind": place.kind if place else None}
        rows.append(row)
        index = len(rows) - 1
        if place is None or not place.found or place.definition is None:
            row["error"] = f"kernel {name}: its definition is not in the module"
            continue
        if place.kind == "triton":
            try:
                launch = read_launch(text, place, files.metadata)
            except LaunchError as exc:
                row["error"] = str(exc)
                continue
            decided = [
                [a.to_json() for a in launch.args],
                launch.kwargs,
                launch.options,
                arch,
            ]
            request = {
                "function": launch.function,
                "args": [a.to_json() for a in launch.args],
                "kwargs": launch.kwargs,
                "options": launch.options,
            }
        else:
            decided = [place.renamed_to or place.name, cpp_settings]
            request = {}
        key = _key(place, decided)
        keys[index] = key
        cached = _read_cached(root, key)
        if cached is not None:
            row.update(resources=cached["resources"], cached=True)
            continue
        row["cached"] = False
        if cached_only:
            row["pending"] = True
        elif place.kind == "triton":
            triton_jobs.append((index, request))
        else:
            cpp_jobs.append((index, place))

    todo = len(triton_jobs) + len(cpp_jobs)
    finished = 0
    lock = threading.Lock()

    def record(index: int, resources: dict[str, Any] | None, error: str | None, line: Any) -> None:
        nonlocal finished
        row = rows[index]
        with lock:
            finished += 1
            if resources is not None:
                row["resources"] = resources
                _write_cached(
                    root,
                    keys[index],
                    {"kernel": row["kernel"], "kind": row["kind"], "resources": resources},
                )
            else:
                row["error"] = error
                if line:
                    row["line"] = line
            if progress:
                progress(
                    "resources",
                    f"resources {finished}/{todo}: {row['kernel']}",
                    finished / todo if todo else 1.0,
                )

    if todo and progress:
        progress("resources", f"computing the resources of {todo} kernels", 0.0)

    def waiting(seconds: float) -> None:
        # Alive, and where it is: the kernels left compile on.
        if progress:
            with lock:
                left, share = todo - finished, finished / todo if todo else 1.0
            progress(
                "resources",
                f"resources {todo - left}/{todo}: compiling {left} more ({seconds:.0f} s since"
                " the last)",
                share,
            )

    if triton_jobs:

        def triton_done(index: int, answer: dict[str, Any]) -> None:
            if answer.get("ok"):
                record(index, triton_resources(answer["result"], arch), None, None)
            else:
                record(index, None, str(answer.get("error")), answer.get("line"))

        _triton_batch(
            root,
            triton_module_text(text),
            os.path.basename(project.module_path),
            triton_jobs,
            arch,
            triton_done,
            check_cancelled,
            waiting,
        )
    if cpp_jobs:

        def build(job: tuple[int, KernelPlace]) -> None:
            index, place = job
            assert place.definition is not None
            span = (place.definition.start, place.definition.end)
            try:
                asm = build_asm(text, place.renamed_to or place.name, span, check_cancelled)
            except CppAsmError as exc:
                record(index, None, str(exc), None)
            else:
                record(index, x86_resources(asm.text), None, None)

        with ThreadPoolExecutor(max_workers=max(1, (os.cpu_count() or 2) // 2)) as pool:
            futures = [pool.submit(build, job) for job in cpp_jobs]
            last, count = time.monotonic(), 0
            while True:
                _, pending = wait(futures, timeout=HEARTBEAT)
                for future in futures:
                    if future.done():
                        future.result()  # a build's own exception (cancelled) goes up
                if not pending:
                    break
                if len(futures) - len(pending) != count:
                    last, count = time.monotonic(), len(futures) - len(pending)
                waiting(time.monotonic() - last)
    has_triton = any(r.get("kind") == "triton" for r in rows)
    return {
        "target": f"sm_{arch}" if has_triton else None,
        "targetSource": source if has_triton else None,
        "kernels": rows,
        "computed": todo if not cached_only else 0,
        "pending": sum(1 for r in rows if r.get("pending")),
        "seconds": round(time.perf_counter() - started, 3),
    }


def _cpp_settings(text: str) -> str:
    """The module's `_CPP_...` literals (prelude, flags): they decide a C++ kernel's code too."""
    try:
        tree = ast.parse(text)
    except SyntaxError:
        return ""
    return json.dumps(_module_literals(tree), sort_keys=True, default=str)


__all__ = ["CACHE_DIR", "project_resources", "workers_for"]
