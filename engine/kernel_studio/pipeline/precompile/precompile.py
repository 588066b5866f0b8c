"""The precompile stage (cuda): the clean module's Triton kernels compiled at export, in
parallel, into Triton's on-disk cache, so that the module's first run loads them instead of
compiling them one launch at a time.

A clean kernel is a new source for Triton (names, comments, layout differ from Inductor's),
so none of the compiles Inductor did while lowering can serve it. What a launch compiles
depends on the arguments it is given (each tensor's dtype and alignment, each integer's
value class, the options), which only the module's own `call` knows: the stage runs `call`
once on the example inputs with every Triton launch turned into Triton's warmup (compile,
do not launch) under Triton's asynchronous compile mode, so the compiles run in a pool of
threads while `call` goes on; then each kernel's launcher (a small C extension Triton builds
per argument signature, also cached on disk) is built in the same pool. Library calls
(cuBLAS, cuDNN, ATen) run for real on buffers no kernel wrote; nothing of that run is kept.
A module whose sizes depend on values it reads back (`.item()`, `nonzero`) is not run this
way: its first run compiles as it goes. A training module (pipeline/train/module.py) is run
as its first training step runs it: `call_forward`, then `call_backward` on what the forward
saved and a gradient for each output that gets one (`run_call`), so that the backward's
kernels are compiled too.

The run happens in a worker process (`python -m kernel_studio.pipeline.precompile.precompile`,
started when the export starts so that its imports overlap tracing and lowering) with Triton's
settings as a process without Inductor has them: Inductor points TRITON_CACHE_DIR at its own
cache and TRITON_PTXAS_PATH at torch's ptxas (a different ptxas version is a different cache
key), and the module's first run happens in the user's process, which has neither. The
worker is given the module's file and the shapes, strides and dtypes of its weights and
inputs, not their values: it allocates its own."""

from __future__ import annotations

import contextlib
import functools
import importlib.util
import os
import sys
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from types import ModuleType
from typing import Any

import torch

from kernel_studio.inductor import compile_threads, plain_triton_env
from kernel_studio.pipeline.precompile.pool import CompilePool
from kernel_studio.workers import WorkerProcess

TIMEOUT_S = 900.0  # for the whole stage: compiles of a large model take minutes


@dataclass
class Precompiled:
    """What the stage did: `kernels` compiles (one per kernel and specialization),
    `seconds` wall time; `skipped` says why nothing was compiled (else empty)."""

    kernels: int = 0
    seconds: float = 0.0
    skipped: str = ""


def workers() -> int:
    """Compile threads: Inductor's own compile-thread count (its `compile_threads`)."""
    threads = compile_threads()
    return max(1, threads) if threads is not None else max(1, min(32, os.cpu_count() or 1))


def jit_kernels(module: ModuleType) -> list[Any]:
    """The module's Triton kernels (a `@triton.jit` function, or one under the launch
    cache's decorator); none where one is autotuned (its autotuner would time launches
    that do not happen)."""
    from triton.runtime import Autotuner, JITFunction

    found = []
    for value in list(vars(module).values()):
        fn = getattr(value, "fn", None) if not isinstance(value, JITFunction) else value
        if isinstance(value, Autotuner) or isinstance(fn, Autotuner):
            return []
        if isinstance(fn, JITFunction):
            found.append(fn)
    return found


def run_call(module: ModuleType, inputs: list[Any]) -> Any:
    """What the stage runs of `module`: `call(*inputs)`; for a training module (one with
    `call_backward`) the forward kernels on the module's weights and `inputs` (as its
    `TrainingStep` calls them), then the backward kernels on the values the forward saved
    and, for each output in `_TANGENTS`, a gradient of ones (as its autotune stage at export
    gave them): returns the backward's gradients (one per forward input, None where none)."""
    backward = getattr(module, "call_backward", None)
    if not callable(backward):
        return module.call(*inputs)
    weights = module.load_weights()
    users = iter(inputs)
    values = [
        next(users) if kind == "user" else weights[name] for name, kind, _, _ in module._INPUTS
    ]
    results = module.call_forward(*values)
    saved = results[module._USER_OUTPUTS :]
    tensors = [s for s in saved if isinstance(s, torch.Tensor)]
    sizes = [s for s in saved if not isinstance(s, torch.Tensor)]
    grads = [torch.ones_like(results[i]) for i in module._TANGENTS]
    return backward(*sizes, *tensors, *grads)


def precompile(
    module: ModuleType,
    inputs: list[Any],
    threads: int | None = None,
    pool: CompilePool | None = None,
    path: str | None = None,
) -> Precompiled:
    """Compile every kernel `run_call(module, inputs)` launches, into Triton's cache: in `pool`'s
    processes (which load the module from its file `path`) when given, else in `threads`
    threads. `module` is a throwaway instance (its state may be written with garbage);
    `inputs` are copied before the run. Raises what `call` or a compile raises."""
    start = time.perf_counter()
    kernels = jit_kernels(module)
    if not kernels:
        return Precompiled(skipped="no Triton kernels, or autotuned ones")
    copies = [x.clone() if isinstance(x, torch.Tensor) else x for x in inputs]
    if pool is not None and path is not None:
        compiled = _compile_in_processes(module, kernels, copies, pool, path)
        with ThreadPoolExecutor(threads or pool.processes, thread_name_prefix="launchers") as t:
            _build_launchers(compiled, t)
        return Precompiled(kernels=len(compiled), seconds=time.perf_counter() - start)
    return _precompile_in_threads(module, kernels, copies, threads, start)


def _precompile_in_threads(
    module: ModuleType, kernels: list[Any], copies: list[Any], threads: int | None, start: float
) -> Precompiled:
    from triton.runtime import _async_compile

    pool = ThreadPoolExecutor(threads or workers(), thread_name_prefix="precompile")
    try:
        with _dry_run(module, kernels), _async_compile.AsyncCompileMode(pool) as mode:
            run_call(module, copies)
            # Leaving the mode waits for every compile and raises the first failure.
        compiled = [f.result() for f in mode.future_kernels.values()]
        _build_launchers(compiled, pool)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return Precompiled(kernels=len(compiled), seconds=time.perf_counter() - start)


@contextlib.contextmanager
def _dry_run(module: ModuleType, kernels: list[Any]) -> Iterator[None]:
    """While the block runs the module's `call`: the launch cache and CUDA graphs off (every
    launch reaches the JIT), each kernel's launch a warmup (compiled, not run), no autograd,
    and random ops drawing as in a real call with the caller's generators left as found.
    Everything is restored on the way out."""
    from triton.runtime.jit import JITFunction

    scope = vars(module)
    flags: dict[str, Any] = {k: scope[k] for k in ("LAUNCH_CACHE", "CUDA_GRAPHS") if k in scope}
    scope.update({k: False for k in flags})

    def warmup(fn: Any, *args: Any, grid: Any, warmup: bool, **options: Any) -> Any:
        return JITFunction.run(fn, *args, grid=grid, warmup=True, **options)

    for fn in kernels:
        fn.run = functools.partial(warmup, fn)
    try:
        with torch.no_grad(), torch.random.fork_rng(devices=[torch.cuda.current_device()]):
            yield
    finally:
        for fn in kernels:
            fn.__dict__.pop("run", None)
        scope.update(flags)


def _compile_in_processes(
    module: ModuleType, kernels: list[Any], copies: list[Any], pool: CompilePool, path: str
) -> list[Any]:
    """Run `call` with every launch recorded, not compiled (Triton's jit_cache_hook), each
    new specialization sent to the pool at once; then load each from Triton's cache. A
    specialization the pool failed on is compiled here, where its error is raised as
    Triton raises it."""
    import triton

    names = {id(fn): name for name, fn in _kernel_names(module).items()}
    recorded: dict[str, tuple[Any, Future[None]]] = {}

    def record(*, fn: Any, compile: dict[str, Any], **_: Any) -> bool | None:
        jit = fn.jit_function
        name = names.get(id(jit))
        if name is None:
            return None  # not one of the module's kernels: compiled here as usual
        data = compile["specialization_data"]
        if data not in recorded:
            recorded[data] = (jit, pool.submit(path, module.__name__, name, data))
        return True

    previous = triton.knobs.runtime.jit_cache_hook
    triton.knobs.runtime.jit_cache_hook = record
    try:
        with _dry_run(module, kernels):
            run_call(module, copies)
    finally:
        triton.knobs.runtime.jit_cache_hook = previous
    compiled = []
    failed = 0
    for data, (jit, future) in recorded.items():
        try:
            future.result()
        except Exception as exc:  # noqa: BLE001 - compiled again below, raising Triton's error
            failed += 1
            if failed == 1:
                print(f"a compile process failed: {type(exc).__name__}: {exc}", file=sys.stderr)
        # A cache hit when the pool compiled it.
        compiled.append(jit.preload(data))
    if failed:
        print(f"{failed} of {len(recorded)} compiled again in the worker", file=sys.stderr)
    return compiled


def _kernel_names(module: ModuleType) -> dict[str, Any]:
    """The module's JITFunctions by the name the module binds them to."""
    from triton.runtime import JITFunction

    found = {}
    for name, value in vars(module).items():
        fn = value if isinstance(value, JITFunction) else getattr(value, "fn", None)
        if isinstance(fn, JITFunction):
            found[name] = fn
    return found


def _build_launchers(compiled: list[Any], pool: ThreadPoolExecutor) -> None:
    """One launcher per distinct signature: kernels that share one share its build (a C
    compile in a subprocess: threads run them side by side)."""
    launchers = {_launcher_key(k): k for k in compiled}
    list(pool.map(_build_launcher, launchers.values()))


def _launcher_key(kernel: Any) -> str:
    src = kernel.src
    return repr(
        (
            sorted(getattr(src, "constants", {}).items(), key=repr),
            sorted(src.signature.items(), key=repr),
            getattr(kernel.metadata, "tensordesc_meta", None),
        )
    )


def _build_launcher(kernel: Any) -> None:
    """Build (or find in Triton's cache) the kernel's launcher, as its first launch would."""
    from triton.runtime.driver import driver

    driver.active.launcher_cls(kernel.src, kernel.metadata)


# -- the engine's side -----------------------------------------------------------------------


class PrecompileWorker(WorkerProcess):
    """The worker process (started at once; while the export goes on it imports torch and
    Triton and sets up CUDA, cuBLAS, cuDNN and Triton's compiler: precompile/warmup.py)."""

    label = "precompile worker"

    def __init__(self) -> None:
        super().__init__("kernel_studio.pipeline.precompile.precompile", plain_triton_env())
        self._deadline = 0.0

    def start(
        self,
        module_path: str,
        weights: dict[str, torch.Tensor],
        inputs: list[Any],
        threads: int | None = None,
    ) -> None:
        """Start the stage on the module file and return at once (the export goes on while
        the worker compiles); `result` waits for it. Raises ValueError (an input it cannot
        describe) or WorkerFault (the worker is gone)."""
        payload = {
            "module": module_path,
            "weights": {k: describe(v) for k, v in weights.items()},
            "inputs": [describe(x) for x in inputs],
            "threads": threads or workers(),
        }
        self.wait_ready()
        self._deadline = self.send_request("precompile", payload, TIMEOUT_S)

    def result(self) -> Precompiled:
        """What the started request did; raises WorkerFault (kind "compile": a kernel does
        not compile)."""
        return Precompiled(**self.wait_reply(self._deadline))


# A worker started ahead of the next export of this process (prestart_worker).
_prestarted: PrecompileWorker | None = None


def prestart_worker() -> None:
    """Start the stage's worker now for the next export of this process: the idle job
    worker does (server/job_worker.py), so that the worker's imports, CUDA's start-up and
    its pool of compile processes are done when an export reaches the stage, not started at
    its trace (a short export's stage then compiled in threads: the pool was not up yet)."""
    global _prestarted
    if _prestarted is None or not _prestarted.alive:
        _prestarted = PrecompileWorker()


def take_worker() -> PrecompileWorker:
    """The prestarted worker, once, if it is alive and has the Triton settings a new one
    would get; else a new one."""
    global _prestarted
    worker, _prestarted = _prestarted, None
    if worker is not None and worker.alive and worker.env == plain_triton_env():
        return worker
    if worker is not None:
        worker.kill()
    return PrecompileWorker()


def describe(value: Any) -> Any:
    """An input or weight as the worker rebuilds it: a tensor's layout and dtype (not its
    values), a number as it is, a list or tuple item by item."""
    if isinstance(value, torch.Tensor):
        return {
            "tensor": {
                "shape": list(value.shape),
                "stride": list(value.stride()),
                "offset": value.storage_offset(),
                "dtype": str(value.dtype).removeprefix("torch."),
                "device": str(value.device),
            }
        }
    if isinstance(value, list | tuple):
        return {"list": [describe(v) for v in value]}
    if value is None or isinstance(value, bool | int | float | str):
        return {"value": value}
    raise ValueError(f"an input of type {type(value).__name__}")


# -- the worker's side -----------------------------------------------------------------------


def rebuild(item: dict[str, Any], device: str | None = None) -> Any:
    """What `describe` described: tensors with the same layout and uninitialized values
    (on `device`, else where they were)."""
    if "tensor" in item:
        t = item["tensor"]
        dtype = getattr(torch, t["dtype"])
        span = 1 + sum((n - 1) * s for n, s in zip(t["shape"], t["stride"], strict=True))
        size = t["offset"] + (span if all(t["shape"]) else 0)
        storage = torch.empty(size, dtype=dtype, device=device or t["device"])
        return storage.as_strided(t["shape"], t["stride"], t["offset"])
    if "list" in item:
        return [rebuild(v, device) for v in item["list"]]
    return item["value"]


# The worker's compile processes once they are up and warm (None until then, or when they
# failed to start: compiles run in threads).
_pool: CompilePool | None = None


def _start_pool(target: Any) -> None:
    """Start the compile processes (after the worker said it is ready: their fork server
    imports torch and Triton while the export traces and lowers) and offer them to requests
    once every process has compiled its warm-up kernel. A request that comes earlier
    compiles in threads rather than wait."""
    global _pool
    started = time.perf_counter()
    try:
        pool = CompilePool(processes(), target)
        for warm in pool.warm:
            warm.result()
    except Exception as exc:  # noqa: BLE001 - the stage compiles in threads instead
        print(f"compile processes failed to start: {type(exc).__name__}: {exc}", file=sys.stderr)
        return
    _pool = pool
    print(
        f"{pool.processes} compile processes up in {time.perf_counter() - started:.2f} s",
        file=sys.stderr,
    )


def processes() -> int:
    """Compile processes: as many as compile threads, unless KS_PRECOMPILE_PROCESSES names a
    number (0 or 1: compile in threads, as before processes; for A/B benchmarks)."""
    value = os.environ.get("KS_PRECOMPILE_PROCESSES", "")
    return int(value) if value.strip().isdigit() else workers()


def _serve_precompile(request: dict[str, Any]) -> dict[str, Any]:
    spec = importlib.util.spec_from_file_location("precompiled_module", request["module"])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    if request["weights"]:
        # Where the module loads its weights file to.
        device = str(module.__dict__.get("DEVICE", "cuda"))
        module.__dict__["_weights"] = {k: rebuild(v, device) for k, v in request["weights"].items()}
    inputs = [rebuild(x) for x in request["inputs"]]
    done = precompile(
        module, inputs, threads=int(request["threads"]), pool=_pool, path=request["module"]
    )
    return {"kernels": done.kernels, "seconds": done.seconds, "skipped": done.skipped}


def main() -> int:
    from kernel_studio.workers import Channel, Inbox, claim_protocol_stdout, serve

    channel = Channel(claim_protocol_stdout())
    import triton
    from triton.compiler.errors import CompilationError

    torch.cuda.init()
    target = triton.runtime.driver.active.get_current_target()
    started = time.perf_counter()
    try:
        from kernel_studio.pipeline.precompile.warmup import warm_up

        warm_up()
    except Exception as exc:  # noqa: BLE001 - the first request pays for it instead
        print(f"warm-up failed: {type(exc).__name__}: {exc}", file=sys.stderr)
    else:
        print(f"warmed up in {time.perf_counter() - started:.2f} s", file=sys.stderr)

    def error_reply(exc: BaseException) -> dict[str, Any] | None:
        if isinstance(exc, CompilationError):
            return {"kind": "compile", "message": str(exc)}
        return None

    ops: dict[str, Callable[[dict[str, Any]], Any]] = {"precompile": _serve_precompile}
    inbox = Inbox()
    channel.send({"event": "ready", "pid": os.getpid()})
    if processes() > 1:
        threading.Thread(target=_start_pool, args=(target,), daemon=True).start()
    serve(channel, inbox, ops, error_reply)
    return 0


if __name__ == "__main__":
    sys.exit(main())
