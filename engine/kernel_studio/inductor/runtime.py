"""Inductor's run-time side: the launch configs its autotuner picked, its compile worker
pool, its Triton helper library, and the CPU vector ISAs it can generate code for."""

from __future__ import annotations

import os
import threading
from dataclasses import dataclass
from typing import Any

_guard_lock = threading.Lock()
_guard_pinned = False


@dataclass
class TunedKernel:
    """The launch config Inductor's autotuner picked for one Triton kernel."""

    kwargs: dict[str, int]
    num_warps: int
    num_stages: int
    grid: list[str]  # python expressions over xnumel/ynumel/znumel/r0_numel
    grid_prefix: list[str]
    arg_names: list[str]


def tuned_kernel(kernel: Any) -> TunedKernel:
    """The config a `CachingAutotuner` launches with (it has one launcher left)."""
    from torch._inductor.runtime.triton_heuristics import GridExpr

    cfg = kernel.launchers[0].config
    grid = GridExpr.from_meta(kernel.inductor_meta, cfg)
    return TunedKernel(
        kwargs={k: int(v) for k, v in cfg.kwargs.items()},
        num_warps=int(cfg.num_warps),
        num_stages=int(cfg.num_stages),
        grid=[str(grid.x_grid), str(grid.y_grid), str(grid.z_grid)],
        grid_prefix=list(grid.prefix),
        arg_names=list(kernel.fn.arg_names),
    )


def tuned_launch_configs(module: Any) -> dict[str, TunedKernel]:
    """Kernel name -> the config its autotuner launched with, for every Triton kernel of a
    compiled output module that has run at least once."""
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner

    return {
        name: tuned_kernel(value)
        for name, value in vars(module).items()
        if isinstance(value, CachingAutotuner) and value.launchers
    }


def warm_compile_pool() -> None:
    """Start Inductor's compile worker pool now, so that its processes start while other
    work goes on (torch.compile does the same when its backend is first called). Only an
    optimization: lowering works without it."""
    try:
        from torch._inductor.async_compile import maybe_warm_pool

        maybe_warm_pool()
    except Exception:  # noqa: BLE001 - see above
        pass


def triton_helper_sources() -> str:
    """The source of Inductor's Triton helper library (`triton_helpers`), which the clean
    stage copies into standalone modules."""
    import inspect

    from torch._inductor.runtime import triton_helpers

    return inspect.getsource(triton_helpers)


def cpu_vector_isa_available(bits: int) -> bool:
    """Whether Inductor finds a CPU vector ISA of `bits` width on this machine (one it can
    compile and run vectorized C++ kernels for)."""
    from torch._inductor.cpu_vec_isa import valid_vec_isa_list

    check_vector_isas_side_by_side()
    return any(isa.bit_width() == bits for isa in valid_vec_isa_list())


def check_vector_isas_side_by_side() -> None:
    """Run Inductor's checks of the x86 vector ISAs the processor has side by side, ahead of
    its `valid_vec_isa_list`, which runs them one after the other. Each check builds a small
    C++ library over ATen's vector headers and loads it in another process (AMX, AVX-512 and
    AVX2 on a recent x86: 55 s of a cold cpu training export of GPT-2 on a loaded machine,
    docs/benchmarks.md "Training export time"); Inductor keeps each result in the process
    (and the library on disk), so `valid_vec_isa_list` then finds them done and returns
    what it would have. Once per process; a check that fails here is left to
    `valid_vec_isa_list`, which runs it again as it always does."""
    import platform
    import sys
    from concurrent.futures import ThreadPoolExecutor

    from torch._inductor import cpu_vec_isa

    if sys.platform not in ("linux", "win32") or platform.machine() not in ("x86_64", "AMD64"):
        return
    if cpu_vec_isa.valid_vec_isa_list.cache_info().currsize:
        return
    flags = cpu_vec_isa.x86_isa_checker()
    candidates = [
        isa
        for isa in cpu_vec_isa.supported_vec_isa_list
        if all(flag in flags for flag in str(isa).split())
    ]
    if len(candidates) < 2:
        return

    def check(isa: Any) -> None:
        try:
            bool(isa)
        except Exception:  # noqa: BLE001 - valid_vec_isa_list checks it again
            pass

    with ThreadPoolExecutor(len(candidates), thread_name_prefix="vec-isa") as pool:
        list(pool.map(check, candidates))


def host_cpu_isa() -> tuple[str, list[str]]:
    """The vector ISA Inductor picks on this machine for its default C++ code generation
    (what a kernel generated here without our settings assumes) and the flags that build
    for it (`-DCPU_CAPABILITY_AVX512`, `-mavx512f`, ...); ("", []) without one."""
    from torch._inductor.cpu_vec_isa import pick_vec_isa

    isa = pick_vec_isa()
    if not isa:
        return "", []
    return str(isa).upper(), [f"-D{m}" for m in isa.build_macro()] + isa.build_arch_flags().split()


def preload() -> None:
    """Import the parts of Inductor an export uses, ahead of the first export (a worker
    process does this while it waits for a job)."""
    import torch._inductor.compile_fx  # noqa: F401
    import torch._inductor.decomposition  # noqa: F401


def register_inductor_ops() -> None:
    """Register the ops Inductor defines itself (torch._inductor.inductor_prims: its random
    numbers `prims.inductor_seeds`/`inductor_random`, `prims.fma`, max pooling's
    `prims._low_memory_max_pool_with_offsets`...), which the graphs AOTAutograd hands
    Inductor hold after Inductor's decompositions: a process that reads such a graph back
    without having imported Inductor (verify's sandbox) needs them."""
    import torch._inductor.inductor_prims  # noqa: F401


def pin_cuda_device_guard() -> None:
    """Work around a crash of torch 2.11 on machines without CUDA: FakeTensorMode (entered
    by torch.export and Inductor) installs a no-op CUDA device guard on first use, tied to
    the thread that entered it; once that thread has exited, the next export from another
    thread segfaults. Installing it first from a thread that lives as long as the process
    avoids that (later calls are no-ops). Call before an export; cheap after the first."""
    global _guard_pinned
    with _guard_lock:
        if _guard_pinned:
            return
        import torch

        if not torch.cuda.is_available():
            done = threading.Event()

            def hold() -> None:
                torch._C._ensureCUDADeviceGuardSet()
                done.set()
                threading.Event().wait()  # never returns: the guard stays valid

            threading.Thread(target=hold, name="ks-device-guard", daemon=True).start()
            done.wait()
        _guard_pinned = True


def compile_threads() -> int | None:
    """Inductor's compile-thread count (its `compile_threads` config), None without it."""
    try:
        from torch._inductor import config

        return int(config.compile_threads or 1)
    except Exception:  # noqa: BLE001 - a torch without the setting
        return None


def inductor_triton_cache_root() -> str:
    """The folder Inductor points TRITON_CACHE_DIR into (`<cache>/triton`, one folder per
    device below it) when TRITON_CACHE_DIR is not set."""
    from torch._inductor.runtime import cache_dir_utils

    root = os.environ.get("TORCHINDUCTOR_CACHE_DIR") or cache_dir_utils.default_cache_dir()
    return os.path.join(root, "triton")


def torch_ptxas_path() -> str:
    """The ptxas Inductor points TRITON_PTXAS_PATH at: the one shipped with torch's CUDA."""
    from pathlib import Path

    from torch._inductor.runtime import compile_tasks

    return str(Path(compile_tasks.__file__).absolute().parents[2] / "bin" / "ptxas")


def plain_triton_env() -> dict[str, str | None]:
    """TRITON_CACHE_DIR and TRITON_PTXAS_PATH as a process without Inductor has them (None:
    not set): the values this process started with, else the current ones unless they are
    what Inductor sets for itself."""
    from kernel_studio import TRITON_ENV_AT_START

    env: dict[str, str | None] = {}
    for key, started in TRITON_ENV_AT_START.items():
        now = os.environ.get(key)
        if started is not None:
            env[key] = started
        else:
            env[key] = None if now is not None and _set_by_inductor(key, now) else now
    return env


def _set_by_inductor(key: str, value: str) -> bool:
    """Whether `value` is what Inductor sets `key` to when it is not set: its cache's
    `triton/<device>` folder, torch's own ptxas."""
    try:
        if key == "TRITON_CACHE_DIR":
            folder, device = os.path.split(value)
            return folder == inductor_triton_cache_root() and device.isdigit()
        if key == "TRITON_PTXAS_PATH":
            return value == torch_ptxas_path()
    except Exception:  # noqa: BLE001 - a torch that sets neither
        return False
    return False
