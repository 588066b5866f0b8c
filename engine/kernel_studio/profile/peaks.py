"""The device's peaks, the roofline a launch is measured against (docs/profiling.md):
memory bandwidth (the best of several copies of a large buffer) and FLOP/s per dtype (a
square matmul). Measured once per device and torch version, in the sandbox, and cached
in `device-peaks.json` under `$KS_CACHE_DIR`, else `$XDG_CACHE_HOME/kernel-studio`, else
`~/.cache/kernel-studio` (written atomically)."""

from __future__ import annotations

import datetime
import json
import os
import tempfile
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kernel_studio.sandbox.session import Session

CACHE_FILE = "device-peaks.json"
CACHE_ENV = "KS_CACHE_DIR"


def cache_dir() -> str:
    override = os.environ.get(CACHE_ENV)
    if override:
        return override
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "kernel-studio")


def cache_path() -> str:
    return os.path.join(cache_dir(), CACHE_FILE)


def _read_cache(path: str) -> dict[str, Any]:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_cache(path: str, data: dict[str, Any]) -> None:
    folder = os.path.dirname(path)
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-peaks-")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=1, sort_keys=True)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def cpu_name() -> str:
    """`Intel(R) Xeon(R) ... (8 threads)`: the model name in /proc/cpuinfo and the threads
    torch runs kernels on."""
    import torch

    model = ""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.lower().startswith("model name"):
                    model = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    if not model:
        import platform

        model = platform.processor() or platform.machine() or "cpu"
    return f"{model} ({torch.get_num_threads()} threads)"


def device_name(device: str) -> str:
    import torch

    return torch.cuda.get_device_name() if device == "cuda" else cpu_name()


def _best(seconds: Callable[[], float], repeats: int, budget: float) -> float:
    """The shortest of `repeats` runs (after one warm-up), stopping early past `budget` s."""
    seconds()
    best = float("inf")
    deadline = time.perf_counter() + budget
    for i in range(repeats):
        best = min(best, seconds())
        if i >= 1 and time.perf_counter() > deadline:
            break
    return best


def _timer(device: str, work: Callable[[], Any]) -> Callable[[], float]:
    import torch

    def run() -> float:
        if device == "cuda":
            start = torch.cuda.Event(enable_timing=True)
            stop = torch.cuda.Event(enable_timing=True)
            start.record()
            work()
            stop.record()
            stop.synchronize()
            return start.elapsed_time(stop) / 1000.0
        t0 = time.perf_counter()
        work()
        return time.perf_counter() - t0

    return run


def measure_bandwidth(device: str) -> float:
    """Bytes/s of `dst.copy_(src)` (read + write) of 1 GiB on CUDA, 256 MiB on the CPU."""
    import torch

    size = (1 << 30) if device == "cuda" else (256 << 20)
    src = torch.empty(size, dtype=torch.uint8, device=device).fill_(1)
    dst = torch.empty_like(src)
    copy = _timer(device, lambda: dst.copy_(src))
    return 2 * size / _best(copy, 10 if device == "cuda" else 4, 1.0)


def measure_flops(device: str) -> dict[str, float]:
    """FLOP/s of a square matmul per dtype: on CUDA n = 8192 in float16, bfloat16,
    float32 (TF32 off) and `tf32`; on the CPU float32, the best of n = 512 and 1024 (a
    product that fits the caches runs faster than a large one there)."""
    import torch

    out: dict[str, float] = {}
    sizes: tuple[int, ...]
    if device == "cuda":
        sizes, cases = (8192,), [("float16", False), ("bfloat16", False), ("float32", False)]
        cases.append(("tf32", True))
    else:
        sizes, cases = (512, 1024), [("float32", False)]
    saved = torch.backends.cuda.matmul.allow_tf32
    try:
        for name, tf32 in cases:
            dtype = torch.float32 if name == "tf32" else getattr(torch, name)
            torch.backends.cuda.matmul.allow_tf32 = tf32
            for n in sizes:
                a = torch.randn(n, n, device=device).to(dtype)
                b = torch.randn(n, n, device=device).to(dtype)

                def product(a: torch.Tensor = a, b: torch.Tensor = b) -> torch.Tensor:
                    return torch.mm(a, b)

                best = _best(_timer(device, product), 5 if device == "cuda" else 10, 0.5)
                out[name] = max(out.get(name, 0.0), 2 * n**3 / best)
                del a, b
    finally:
        torch.backends.cuda.matmul.allow_tf32 = saved
    return out


def device_peaks(device: str, *, refresh: bool = False) -> dict[str, Any]:
    """`{"name", "type", "bandwidth", "flops": {dtype: F}, "measured", "cached"}` for the
    device (cuda or cpu), from the cache unless `refresh` or it has none for this device
    and torch version. Measured again (`refresh`), each peak is the higher of the two
    measurements."""
    import torch

    name = device_name(device)
    key = f"{device}:{name}:torch {torch.__version__}"
    path = cache_path()
    cache = _read_cache(path)
    cached = cache.get(key)
    if not refresh and isinstance(cached, dict) and cached.get("bandwidth"):
        return {**cached, "cached": True}
    if device == "cuda":
        torch.cuda.synchronize()
    bandwidth = measure_bandwidth(device)
    flops = measure_flops(device)
    entry: dict[str, Any] = {"name": name, "type": device}
    if isinstance(cached, dict) and cached.get("bandwidth"):
        # Measured again: a peak is the best seen, a busy machine measures it low.
        bandwidth = max(bandwidth, float(cached["bandwidth"]))
        old = cached.get("flops") or {}
        flops = {k: max(v, float(old.get(k) or 0.0)) for k, v in flops.items()}
        entry["measuredAgain"] = True
    entry |= {
        "bandwidth": bandwidth,
        "flops": flops,
        "measured": datetime.datetime.now().astimezone().isoformat(timespec="seconds"),
    }
    if device == "cuda":
        torch.cuda.empty_cache()
    cache = _read_cache(path)  # another sandbox may have written meanwhile
    cache[key] = entry
    try:
        _write_cache(path, cache)
    except OSError:
        pass  # a read-only home: measured again next time
    return {**entry, "cached": False}


def peaks_op(session: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `peaks` operation: the device's peak bandwidth and FLOP/s (cached per device)."""
    with session.stage(None, "measuring the device's peaks"):
        return device_peaks(session.device, refresh=bool(req.get("refresh")))
