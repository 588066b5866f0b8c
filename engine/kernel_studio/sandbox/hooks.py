"""The runtime side of instrument.py, inside the sandbox: what happens around each kernel
launch. Reports `begin`/`end` events (so a crash or hang can be pinned on a kernel), on
CUDA records an event per launch for the hang watchdog, optionally synchronizes after each
launch (fault attribution), clones the written buffers (locating) and repeats one launch
(timing). While profiling, an observer takes every launch instead and nothing else runs
(no events, no watchdog records: they would be measured too)."""

from __future__ import annotations

import statistics
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import torch

Emit = Callable[[dict[str, Any]], None]


def storage_key(t: Any) -> int | None:
    if not isinstance(t, torch.Tensor):
        return None
    try:
        return int(t.untyped_storage().data_ptr())
    except RuntimeError:
        return None


@dataclass
class LaunchRecord:
    """One launch seen with capture on: the storages it read and clones of what it wrote."""

    kernel: str
    index: int
    order: int
    reads: set[int] = field(default_factory=set)
    writes: list[tuple[str, torch.Tensor | None]] = field(default_factory=list)
    write_keys: set[int] = field(default_factory=set)


class LaunchObserver(Protocol):
    """What profiling puts in the hooks' place (kernel_studio/profile/measure.py)."""

    def begin(self, kernel: str, index: int, reads: Callable[[], tuple]) -> None: ...

    def run(self, kernel: str, index: int, launch: Callable[[], Any]) -> Any: ...

    def end(self, kernel: str, index: int, writes: Callable[[], tuple]) -> None: ...


class Passthrough:
    """An observer that only launches: a module replayed as a CUDA graph runs its hooks
    while the graph is recorded, never again, so they stay out of its way."""

    def begin(self, kernel: str, index: int, reads: Callable[[], tuple]) -> None:
        pass

    def run(self, kernel: str, index: int, launch: Callable[[], Any]) -> Any:
        return launch()

    def end(self, kernel: str, index: int, writes: Callable[[], tuple]) -> None:
        pass


class LaunchHooks:
    """The `__ks_hook__` object an instrumented module calls (see instrument.py)."""

    def __init__(self, emit: Emit | None, cuda: bool) -> None:
        self.emit = emit
        self.cuda = cuda
        self.capture = False
        # Where captured buffers are copied to (None: their own device; "cpu" saves GPU
        # memory when locating a large model).
        self.capture_device: str | None = None
        self.sync = False
        self.records: list[LaunchRecord] = []
        self.timing_target: tuple[str, int] | None = None
        self.timing_result: dict[str, Any] | None = None
        self._pending: list[tuple[str, Any]] = []
        self._lock = threading.Lock()
        self._current: LaunchRecord | None = None
        self.running: str | None = None  # begun and not yet ended
        # Profiling: the quiet mode, every launch goes to the observer alone.
        self.observer: LaunchObserver | None = None

    # --- the hooks -------------------------------------------------------------------
    def begin(self, kernel: str, index: int, reads: Callable[[], tuple]) -> None:
        self.running = kernel
        if self.observer is not None:
            self.observer.begin(kernel, index, reads)
            return
        if self.emit is not None:
            self.emit({"event": "begin", "kernel": kernel, "index": index})
        if self.capture:
            record = LaunchRecord(kernel, index, len(self.records))
            for value in reads():
                key = storage_key(value)
                if key is not None:
                    record.reads.add(key)
            self._current = record

    def run(self, kernel: str, index: int, launch: Callable[[], Any]) -> Any:
        if self.observer is not None:
            return self.observer.run(kernel, index, launch)
        result = launch()
        if self.timing_target == (kernel, index) and self.timing_result is None:
            self.timing_result = self._time(launch)
        return result

    def end(
        self, kernel: str, index: int, writes: Callable[[], tuple], texts: tuple[str, ...]
    ) -> None:
        if self.observer is not None:
            self.running = None
            self.observer.end(kernel, index, writes)
            return
        if self.cuda:
            if self.sync:
                torch.cuda.synchronize()
            event = torch.cuda.Event()
            event.record()
            with self._lock:
                self._pending.append((kernel, event))
        self.running = None
        if self.emit is not None:
            self.emit({"event": "end", "kernel": kernel, "index": index})
        if self.capture:
            record = self._current or LaunchRecord(kernel, index, len(self.records))
            self._current = None
            for text, value in zip(texts, writes(), strict=False):
                if isinstance(value, torch.Tensor):
                    if self.capture_device is None:
                        kept = value.detach().clone()
                    else:
                        kept = value.detach().to(self.capture_device, copy=True)
                    record.writes.append((text, kept))
                    key = storage_key(value)
                    if key is not None:
                        record.write_keys.add(key)
                else:
                    record.writes.append((text, None))
            self.records.append(record)

    # --- helpers ---------------------------------------------------------------------
    def reset(self) -> None:
        self.records = []
        self._current = None
        self.running = None
        self.timing_result = None
        with self._lock:
            self._pending = []

    def first_pending(self) -> str | None:
        """The oldest launch the GPU has not finished (None when all are done)."""
        with self._lock:
            while self._pending:
                kernel, event = self._pending[0]
                try:
                    done = event.query()
                except RuntimeError:
                    return kernel
                if not done:
                    return kernel
                self._pending.pop(0)
        return None

    def _time(self, launch: Callable[[], Any]) -> dict[str, Any]:
        """Median of repeated launches (on CUDA timed with events)."""
        times: list[float] = []
        deadline = time.perf_counter() + 2.0
        for i in range(53):
            if self.cuda:
                start, stop = (
                    torch.cuda.Event(enable_timing=True),
                    torch.cuda.Event(enable_timing=True),
                )
                start.record()
                launch()
                stop.record()
                stop.synchronize()
                elapsed = start.elapsed_time(stop) / 1000.0
            else:
                t0 = time.perf_counter()
                launch()
                elapsed = time.perf_counter() - t0
            if i >= 3:  # warm-up launches are not counted
                times.append(elapsed)
            if len(times) >= 5 and time.perf_counter() > deadline:
                break
        return {"medianSeconds": statistics.median(times), "repeats": len(times)}


class Watchdog(threading.Thread):
    """On CUDA, reports the oldest unfinished launch while the main thread waits on the
    GPU, so a hang that ends in a kill can still be pinned on its kernel."""

    def __init__(self, hooks: LaunchHooks, emit: Emit, interval: float = 0.5) -> None:
        super().__init__(daemon=True, name="ks-watchdog")
        self.hooks = hooks
        self.emit = emit
        self.interval = interval
        self.active = threading.Event()

    def run(self) -> None:
        last = None
        while True:
            time.sleep(self.interval)
            if not self.active.is_set():
                last = None
                continue
            try:
                kernel = self.hooks.first_pending()
            except Exception:  # noqa: BLE001 - a broken context: nothing more to learn
                continue
            if kernel is not None and kernel != last:
                self.emit({"event": "pending", "kernel": kernel})
            last = kernel
