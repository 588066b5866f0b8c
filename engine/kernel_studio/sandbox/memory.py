"""Memory in the sandbox: what a trial will need, what is free, what it used, and a clear
error when it does not fit (docs/verification.md, "Memory"). Host numbers come from
host_memory.py (/proc and the cgroup); device numbers from torch's CUDA allocator."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch

from kernel_studio.sandbox.chunks import CHUNK_ELEMENTS
from kernel_studio.sandbox.host_memory import (
    host_available_bytes,
    peak_rss_bytes,
    reset_peak_rss,
    rss_bytes,
    size_text,
)

# The comparison's pieces (chunks.py) need a few fp64 temporaries each.
PIECE_TEMPORARIES = 6 * 8
OOM_WORDS = ("out of memory", "can't allocate memory", "cannot allocate memory")


def device_available_bytes() -> int:
    """Free GPU memory plus what torch's caching allocator holds unused."""
    free, _ = torch.cuda.mem_get_info()
    return int(free + torch.cuda.memory_reserved() - torch.cuda.memory_allocated())


def is_oom(exc: BaseException) -> bool:
    if isinstance(exc, torch.OutOfMemoryError):
        return True
    text = str(exc).lower()
    return isinstance(exc, RuntimeError | MemoryError) and any(w in text for w in OOM_WORDS)


def tensor_bytes(t: Any) -> int:
    return t.numel() * t.element_size() if isinstance(t, torch.Tensor) else 0


def now(device: str) -> dict[str, int | None]:
    """The sandbox's memory at this moment (for stage and memory events)."""
    out: dict[str, int | None] = {"rssBytes": rss_bytes()}
    if device == "cuda":
        out["deviceBytes"] = int(torch.cuda.memory_allocated())
    return out


@dataclass
class Need:
    """A trial's estimated peak (bytes, beyond what the sandbox holds already), what it
    is made of, and the largest phase with activations (the eager forward, or the fp64
    reference) without them: what a measured peak is set against to learn them."""

    total: int
    parts: list[str]
    activation_base: int


def estimate(
    input_bytes: int,
    output_bytes: int,
    input_copies: int,
    activations: int,
    fp64_bytes: int,
    device: str,
) -> Need:
    """The largest of the trial's phases: the module run (`input_copies` new input
    copies and its outputs), the eager forward (eager's copy when it is a new one, both
    outputs, the forward's activations as measured on an earlier trial), the fp64
    reference (both outputs, the inputs and the float64 inputs and outputs) and the
    comparison (both outputs, small pieces)."""
    module = input_copies * input_bytes + output_bytes
    eager_base = max(input_copies - 1, 0) * input_bytes + 2 * output_bytes
    fp64_base = 2 * output_bytes + input_bytes + fp64_bytes if fp64_bytes else 0
    base = max(eager_base, fp64_base)
    pieces = PIECE_TEMPORARIES * CHUNK_ELEMENTS.get(device, 1 << 20)
    compare = 2 * output_bytes + pieces
    parts = [
        f"inputs {input_copies} x {size_text(input_bytes)}" if input_copies else "",
        f"outputs 2 x {size_text(output_bytes)}",
        f"the eager forward's activations ~{size_text(activations)}" if activations else "",
        f"the fp64 reference {size_text(fp64_bytes)}" if fp64_bytes else "",
        f"comparison pieces {size_text(pieces)}",
    ]
    return Need(max(module, base + activations, compare), [p for p in parts if p], base)


class Probe:
    """One trial's memory: where it is counted, what was in use at the start, the peak."""

    def __init__(self, device: str) -> None:
        self.device = device
        if device == "cuda":
            torch.cuda.reset_peak_memory_stats()
            self.start = int(torch.cuda.memory_allocated())
            self.reset = True
        else:
            self.reset = reset_peak_rss()
            self.start = rss_bytes() or 0

    def peak(self) -> int | None:
        if self.device == "cuda":
            return int(torch.cuda.max_memory_allocated())
        return peak_rss_bytes()

    def available(self) -> int | None:
        return device_available_bytes() if self.device == "cuda" else host_available_bytes()

    def where(self) -> str:
        return "the GPU" if self.device == "cuda" else "this machine"


class Reporter(threading.Thread):
    """While `active` is set, reports the sandbox's RSS (and GPU memory) whenever it moved
    by 16 MB, so that the engine knows the last size of a sandbox that gets killed."""

    STEP = 16 << 20

    def __init__(self, emit: Callable[[dict[str, Any]], None], device: str) -> None:
        super().__init__(daemon=True, name="ks-memory")
        self.emit = emit
        self.device = device
        self.active = threading.Event()

    def run(self) -> None:
        last = 0
        while True:
            self.active.wait()
            rss = rss_bytes() or 0
            if abs(rss - last) >= self.STEP:
                last = rss
                try:
                    self.emit({"event": "memory", **now(self.device)})
                except Exception:  # noqa: BLE001 - a closed channel: the engine is gone
                    return
            time.sleep(0.2)
