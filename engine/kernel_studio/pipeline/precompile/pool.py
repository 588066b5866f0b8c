"""The precompile stage's compile processes: Triton's front end (parsing the kernel, building
and optimising its MLIR, lowering to LLVM) holds the GIL, so compiles in a pool of threads
run one at a time but for ptxas; in a pool of processes they run side by side, as
Inductor's own compile workers run its kernels.

The worker records what each launch of `call` would compile (Triton's `jit_cache_hook`
gives the launch's specialization, serialized the way `JITFunction.preload` reads it) and
sends it here at once; a process loads the module file (its `@triton.jit` functions) and
compiles the specialization with `preload` into Triton's on-disk cache, where the worker
(and later the module's first run) finds it. The processes never touch the GPU: they are
given the worker's target (`GPUTarget`) and a stand-in for Triton's driver that names it,
so they start before the worker has a CUDA context and cost no GPU memory.

They are forked from a fork server that has imported torch and Triton (started when the
worker starts, so that its imports overlap the export's tracing and lowering), and each
compiles the worker's warm-up kernel first (Triton's backend and MLIR context). They are in
the worker's process group: killing the worker's group kills them."""

from __future__ import annotations

import importlib.util
import multiprocessing
import os
import sys
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

# One module object per file in each process: its kernels are compiled for many launches.
_modules: dict[str, Any] = {}


class StandInDriver:
    """What `JITFunction.preload` and its binder ask Triton's driver (the current device
    and its target), answered without a GPU."""

    def __init__(self, target: Any) -> None:
        self.target = target

    def get_current_device(self) -> int:
        return 0

    def get_current_target(self) -> Any:
        return self.target

    def get_current_stream(self, device: int) -> int:
        return 0


def _init_process(target: tuple[str, Any, int]) -> None:
    from triton.backends.compiler import GPUTarget
    from triton.runtime.driver import driver

    driver.set_active(StandInDriver(GPUTarget(*target)))


def _warm_up() -> int:
    """Compile the warm-up kernel (Triton's backend, MLIR context and ptxas on first use)."""
    from kernel_studio.pipeline.precompile.warmup import _warm_up_kernel

    fn = _warm_up_kernel
    spec = _warm_up_spec(fn)
    if spec is not None:
        fn.preload(spec)
    return os.getpid()


def _warm_up_spec(fn: Any) -> str | None:
    """The warm-up kernel's specialization for a float32 launch, as the JIT would record it."""
    import torch
    import triton

    recorded: list[str] = []

    def hook(**kwargs: Any) -> bool:
        recorded.append(kwargs["compile"]["specialization_data"])
        return True

    previous = triton.knobs.runtime.jit_cache_hook
    triton.knobs.runtime.jit_cache_hook = hook
    try:
        x = torch.empty(256)
        fn.run(x, x, 256, BLOCK=256, grid=(1,), warmup=True)
    finally:
        triton.knobs.runtime.jit_cache_hook = previous
    return recorded[0] if recorded else None


def load_module(path: str, name: str) -> Any:
    """The module file `path` loaded as module `name`: the caller's name for it, which
    Triton's specialization data names the kernels by."""
    module = _modules.get(path)
    if module is None:
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise RuntimeError(f"cannot load {path}")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
        _modules[path] = module
    return module


def jit_function(module: Any, name: str) -> Any:
    """The JITFunction bound to `name` in `module` (under the launch cache's decorator, if
    the module wraps it)."""
    from triton.runtime import JITFunction

    value = getattr(module, name)
    return value if isinstance(value, JITFunction) else value.fn


def _compile(path: str, module: str, name: str, specialization: str) -> None:
    jit_function(load_module(path, module), name).preload(specialization)


class CompilePool:
    """`processes` compile processes for `target` (Triton's GPUTarget of the worker's
    device), started now and warmed up in the background."""

    def __init__(self, processes: int, target: Any) -> None:
        context = multiprocessing.get_context("forkserver")
        context.set_forkserver_preload(["torch", "triton", "triton.compiler", __name__])
        self.processes = processes
        self.executor = ProcessPoolExecutor(
            processes,
            mp_context=context,
            initializer=_init_process,
            initargs=((target.backend, target.arch, target.warp_size),),
        )
        self.warm = [self.executor.submit(_warm_up) for _ in range(processes)]

    def submit(self, path: str, module: str, name: str, specialization: str) -> Future[None]:
        """Compile kernel `name` of the module file `path` (loaded as module `module`, the
        caller's name for it) for one launch's specialization (JSON, as Triton's
        jit_cache_hook gives it) into Triton's cache."""
        return self.executor.submit(_compile, path, module, name, specialization)

    def shutdown(self) -> None:
        self.executor.shutdown(wait=False, cancel_futures=True)
