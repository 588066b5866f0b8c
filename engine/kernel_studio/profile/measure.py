"""Profiling inside the sandbox (the `profile` op, docs/profiling.md): the loaded module
runs on the example inputs with the launch hooks in their quiet mode, a `Recorder` taking
every launch. Four passes: warm-up calls, plain calls timed as a whole (the run time),
calls with each launch timed (the CPU's clock around a synchronous launch; on CUDA the
profiler's GPU kernels, attributed to the launch whose range launched them) and one call
that counts each launch's bytes and FLOPs. Runs in the sandbox process only."""

from __future__ import annotations

import bisect
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.sandbox.inputs import dtype_name, example_dims, shape_for
from kernel_studio.sandbox.instrument import Launch

# Nodes that make no values of their own (a view or an alias of their input).
VIEW_TARGETS = {
    "view",
    "reshape",
    "_unsafe_view",
    "permute",
    "t",
    "transpose",
    "expand",
    "squeeze",
    "unsqueeze",
    "slice",
    "select",
    "as_strided",
    "alias",
    "unfold",
    "split",
    "split_with_sizes",
    "chunk",
    "unbind",
    "detach",
    "view_as_real",
    "view_as_complex",
    "lift_fresh_copy",
}
MAX_DEVICE_KERNELS = 4
RANGE_PREFIX = "ks#"


@dataclass
class LaunchStats:
    """What profiling learned of one launch statement (`kernel`, `index`)."""

    kernel: str
    index: int
    runs: int = 0  # times it ran in one call (a launch in a loop runs more than once)
    seconds: float = 0.0  # summed over the timed calls
    read_bytes: int = 0
    write_bytes: int = 0
    flops: int = 0
    dtype: str | None = None
    device_kernels: list[str] = field(default_factory=list)

    def to_json(self, repeats: int) -> dict[str, Any]:
        return {
            "kernel": self.kernel,
            "launch": self.index,
            "runs": self.runs,
            "seconds": self.seconds / max(repeats, 1),
            "bytes": self.read_bytes + self.write_bytes,
            "readBytes": self.read_bytes,
            "writeBytes": self.write_bytes,
            "flops": self.flops,
            "dtype": self.dtype,
            "deviceKernels": self.device_kernels[:MAX_DEVICE_KERNELS],
        }


def _tensors(values: Any) -> list[torch.Tensor]:
    """The tensors among a launch's arguments (lists of tensors opened one level)."""
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            out.append(v)
        elif isinstance(v, list | tuple):
            out.extend(x for x in v if isinstance(x, torch.Tensor))
    return out


def _key(t: torch.Tensor) -> tuple[int, int, torch.dtype]:
    return (t.data_ptr(), t.numel(), t.dtype)


def _nbytes(t: torch.Tensor) -> int:
    return t.numel() * t.element_size()


def _target_name(target: Any) -> str:
    """`aten.view.default` -> `view`."""
    parts = str(target or "").split(".")
    return parts[1] if len(parts) >= 2 and parts[0] == "aten" else parts[-1]


def node_flops(
    metadata: dict[str, Any], nodes: list[str], dims: dict[str, int], template: bool = False
) -> int:
    """A generated kernel's work: one operation per element its nodes produce (views
    produce none); in a template kernel (Inductor's GEMM/convolution templates,
    `triton_tem_*`) a matmul or convolution node counted as torch's FLOP counter does. A
    pointwise kernel that only prepares a library call's operand (a layout copy for a
    convolution) carries that call's node too, and does none of its arithmetic."""
    from torch.utils import flop_counter

    by_name = {n.get("name"): n for n in metadata.get("nodes") or []}

    def shape(name: Any, i: int = 0) -> list[int] | None:
        node = by_name.get(name) or {}
        outs = node.get("outputs") or []
        spec = outs[i] if i < len(outs) else None
        if not isinstance(spec, dict) or "shape" not in spec:
            return None
        try:
            return shape_for(spec, dims)
        except Exception:  # noqa: BLE001 - a size expression we cannot evaluate
            return None

    total = 0
    for name in nodes:
        node = by_name.get(name) or {}
        target = _target_name(node.get("target"))
        if node.get("op") != "call_function" or target in VIEW_TARGETS or target == "getitem":
            continue
        out = shape(name)
        inputs = [shape(i) for i in node.get("inputs") or []]
        try:
            if not template:
                raise LookupError(target)
            if target in ("mm", "bmm") and len(inputs) >= 2 and all(inputs[:2]):
                fn = flop_counter.mm_flop if target == "mm" else flop_counter.bmm_flop
                total += int(fn(inputs[0], inputs[1]))
                continue
            if target in ("addmm", "baddbmm") and len(inputs) >= 3 and all(inputs[1:3]):
                fn = flop_counter.mm_flop if target == "addmm" else flop_counter.bmm_flop
                total += int(fn(inputs[1], inputs[2])) + _numel(out)
                continue
            if target in ("convolution", "conv2d", "conv1d", "conv3d") and out and inputs[1:2]:
                x, w = inputs[0], inputs[1]
                if x and w:
                    total += int(flop_counter.conv_flop_count(x, w, out, False))
                    continue
        except Exception:  # noqa: BLE001 - shapes the formula does not take: elements
            pass
        for i in range(len(node.get("outputs") or [])):
            total += _numel(shape(name, i))
    return total


def _numel(shape: list[int] | None) -> int:
    if not shape:
        return 1 if shape == [] else 0
    n = 1
    for s in shape:
        n *= max(int(s), 0)
    return n


class Recorder:
    """The hooks' observer while profiling (sandbox/hooks.py LaunchObserver). `mode`:
    "quiet" (launches just run), "time" (the clock around each launch), "trace" (each
    launch in a `ks#kernel#index` profiler range), "count" (bytes, FLOPs, dtype)."""

    def __init__(self, launches: list[Launch], kinds: dict[str, str]) -> None:
        self.mode = "quiet"
        self.launches = {(x.kernel, x.index): x for x in launches}
        self.kinds = kinds
        self.stats: dict[tuple[str, int], LaunchStats] = {}
        for x in launches:
            self.stats[(x.kernel, x.index)] = LaunchStats(x.kernel, x.index)
        self._reads: list[torch.Tensor] = []
        self._flops = 0

    def entry(self, kernel: str, index: int) -> LaunchStats:
        key = (kernel, index)
        if key not in self.stats:
            self.stats[key] = LaunchStats(kernel, index)
        return self.stats[key]

    def begin(self, kernel: str, index: int, reads: Callable[[], tuple]) -> None:
        if self.mode == "count":
            self._reads = _tensors(reads())

    def run(self, kernel: str, index: int, launch: Callable[[], Any]) -> Any:
        if self.mode == "time":
            t0 = time.perf_counter()
            result = launch()
            self.entry(kernel, index).seconds += time.perf_counter() - t0
            return result
        if self.mode == "trace":
            with torch.profiler.record_function(f"{RANGE_PREFIX}{kernel}#{index}"):
                return launch()
        if self.mode == "count" and self.kinds.get(kernel) == "extern":
            from torch.utils.flop_counter import FlopCounterMode

            with FlopCounterMode(display=False) as counter:
                result = launch()
            self._flops = int(counter.get_total_flops())
            return result
        return launch()

    def end(self, kernel: str, index: int, writes: Callable[[], tuple]) -> None:
        if self.mode != "count":
            return
        stats = self.entry(kernel, index)
        stats.runs += 1
        launch = self.launches.get((kernel, index))
        texts = launch.writes if launch else []
        inout = set(launch.inout) if launch else set()
        written: dict[tuple, torch.Tensor] = {}
        both: set[tuple] = set()
        values = list(writes())
        for i, value in enumerate(values):
            for t in _tensors([value]):
                written.setdefault(_key(t), t)
                if i < len(texts) and texts[i] in inout:
                    both.add(_key(t))
        read: dict[tuple, torch.Tensor] = {}
        for t in self._reads:
            k = _key(t)
            if k not in written or k in both:
                read.setdefault(k, t)
        if stats.runs == 1:  # a launch in a loop: its first run stands for the others
            stats.read_bytes = sum(_nbytes(t) for t in read.values())
            stats.write_bytes = sum(_nbytes(t) for t in written.values())
            first = next(iter(written.values()), None)
            if first is None:
                first = next(iter(read.values()), None)
            stats.dtype = dtype_name(first.dtype) if first is not None else None
            if self.kinds.get(kernel) == "extern":
                stats.flops = self._flops
        self._reads, self._flops = [], 0


def _nodes_of(kernel: dict[str, Any], index: int) -> list[str]:
    per_launch = kernel.get("launchNodes") or []
    if 0 <= index < len(per_launch):
        return list(per_launch[index])
    return list(kernel.get("nodes") or [])


class Profiler:
    """One `profile` op: the session's loaded module `which` on the example inputs."""

    def __init__(self, session: Any, which: str, warmup: int, repeats: int) -> None:
        self.session = session
        self.which = which
        self.warmup = max(0, warmup)
        self.repeats = max(1, repeats)
        self.cuda = session.device == "cuda"
        loaded = session.modules[which]
        self.module = loaded.module
        self.meta = {k["name"]: k for k in session.metadata.get("kernels") or []}
        kinds = {name: str(k.get("kind") or "") for name, k in self.meta.items()}
        self.launch_list = loaded.launches
        self.recorder = Recorder(loaded.launches, kinds)

    def call(self, inputs: list[Any]) -> None:
        """One call of the module, already known to run (warm-up went through the
        checked path); a failure now is still reported as the module's exception."""
        from kernel_studio.sandbox.session import OpError

        try:
            with torch.no_grad():
                self.module.call(*inputs)
        except Exception as exc:  # noqa: BLE001 - the user's module
            text = f"{type(exc).__name__}: {exc}"
            raise OpError("exception", text.strip()[:2000], kernel=None) from exc

    def timed_call(self, inputs: list[Any]) -> float:
        if self.cuda:
            start = torch.cuda.Event(enable_timing=True)
            stop = torch.cuda.Event(enable_timing=True)
            start.record()
            self.call(inputs)
            stop.record()
            stop.synchronize()
            return start.elapsed_time(stop) / 1000.0
        t0 = time.perf_counter()
        self.call(inputs)
        return time.perf_counter() - t0

    def run(self) -> dict[str, Any]:
        s, rec = self.session, self.recorder
        hooks = s.hooks
        inputs = s.inputs_for({"kind": "example"})
        hooks.observer = rec
        graphs = s.modules[self.which].cuda_graphs and self.cuda
        try:
            rec.mode = "quiet"
            # Launches one by one (a module replayed as a CUDA graph too): each is timed.
            if graphs:
                self.module.CUDA_GRAPHS = False
            for i in range(self.warmup):
                s.run_module(self.which, inputs, None, f"profile: warm-up {i + 1}")
            rec.mode = "count"
            s.run_module(self.which, inputs, None, "profile: bytes and FLOPs")
            rec.mode = "quiet"
            with s.stage(None, "profile: the run time"):
                if graphs:
                    # The call as its users run it: the graph recorded, then replayed.
                    self.module.CUDA_GRAPHS = True
                    self.call(inputs)
                run_times = [self.timed_call(inputs) for _ in range(self.repeats)]
            if graphs:
                self.module.CUDA_GRAPHS = False
            with s.stage(None, "profile: each launch"):
                profiled, outside = self.launch_times(inputs)
            graphed = None
            if self.cuda:
                with s.stage(None, "profile: the device time (CUDA graph)"):
                    graphed = self.graph_seconds(inputs)
        finally:
            hooks.observer = None
            rec.mode = "quiet"
            if graphs:  # the module as it was loaded, whatever stopped the run
                self.module.CUDA_GRAPHS = True
        self.add_node_flops()
        return {
            "runSeconds": statistics.median(run_times),
            "profiledRunSeconds": statistics.median(profiled),
            "launches": [
                rec.stats[(x.kernel, x.index)].to_json(self.repeats) for x in self.launch_list
            ],
            "outside": outside,
            "graphSeconds": graphed,
            "replayed": bool(graphs),
        }

    def graph_seconds(self, inputs: list[Any]) -> float | None:
        """A call's time with the launch overhead gone: the call captured once in a CUDA
        graph and replayed (median), the device time the kernels' times should add up to.
        None when the module cannot be captured (it synchronizes, or reads a value back)."""
        try:
            graph = torch.cuda.CUDAGraph()
            side = torch.cuda.Stream()
            side.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(side):
                self.call(inputs)
            torch.cuda.current_stream().wait_stream(side)
            with torch.cuda.graph(graph):
                self.call(inputs)
            graph.replay()
            torch.cuda.synchronize()
            times = []
            for _ in range(self.repeats):
                start = torch.cuda.Event(enable_timing=True)
                stop = torch.cuda.Event(enable_timing=True)
                start.record()
                graph.replay()
                stop.record()
                stop.synchronize()
                times.append(start.elapsed_time(stop) / 1000.0)
            del graph
            return statistics.median(times)
        except Exception:  # noqa: BLE001 - not capturable: the figure is left out
            torch.cuda.synchronize()
            return None

    def add_node_flops(self) -> None:
        """Generated kernels: the elements their nodes produce, at the example's sizes."""
        s = self.session
        dims = example_dims(s.metadata, s.examples_cpu)
        for stats in self.recorder.stats.values():
            kernel = self.meta.get(stats.kernel) or {}
            if kernel.get("kind") in ("triton", "cpp"):
                template = "_tem_" in str(kernel.get("rawName") or kernel.get("name") or "")
                stats.flops = node_flops(s.metadata, _nodes_of(kernel, stats.index), dims, template)

    def launch_times(self, inputs: list[Any]) -> tuple[list[float], dict[str, Any]]:
        """(each call's time, what ran outside the launches). On the CPU each launch is
        timed by the clock (C++ kernels and library calls are synchronous); on CUDA by
        the profiler's GPU kernels."""
        rec = self.recorder
        if not self.cuda:
            rec.mode = "time"
            times = [self.timed_call(inputs) for _ in range(self.repeats)]
            return times, {"seconds": 0.0, "deviceKernels": []}
        from torch.profiler import ProfilerActivity, profile

        rec.mode = "trace"
        activities = [ProfilerActivity.CPU, ProfilerActivity.CUDA]
        with profile(activities=activities) as prof:
            times = [self.timed_call(inputs) for _ in range(self.repeats)]
        rec.mode = "quiet"
        return times, self.attribute(prof.profiler.kineto_results)

    def attribute(self, kineto: Any) -> dict[str, Any]:
        """Give each GPU kernel to the launch whose `ks#` range launched it: CUPTI pairs a
        GPU kernel with the runtime or driver call that launched it by correlation id
        (`cuLaunchKernelEx` for a Triton launch, `cudaLaunchKernel*` inside cuBLAS/cuDNN),
        and that call ran on the CPU inside one launch's range. What no range launched (an
        input copied to its layout, a fill) is `outside`."""
        from torch.autograd import DeviceType

        ranges: list[tuple[int, int, int, str]] = []
        launchers: dict[int, tuple[int, int]] = {}  # correlation id -> (start, thread)
        gpu: list[Any] = []
        for e in kineto.events():
            name = e.name()
            if e.device_type() == DeviceType.CPU:
                if name.startswith(RANGE_PREFIX):
                    ranges.append((e.start_ns(), e.end_ns(), e.start_thread_id(), name))
                elif name.startswith("cu"):  # runtime / driver API calls
                    launchers[e.correlation_id()] = (e.start_ns(), e.start_thread_id())
            elif not name.startswith(RANGE_PREFIX):
                gpu.append(e)
        ranges.sort()
        starts = [r[0] for r in ranges]
        outside_ns, outside_names = 0, []
        for k in gpu:
            label = None
            launcher = launchers.get(k.correlation_id())
            if launcher is not None:
                when, thread = launcher
                at = bisect.bisect_right(starts, when) - 1
                # Ranges do not nest (one per launch): the latest one that began before the
                # call encloses it, if any does.
                while at >= 0 and label is None:
                    start, end, rthread, name = ranges[at]
                    if rthread == thread and start <= when <= end:
                        label = name
                    elif when - start > 10_000_000_000:
                        break
                    at -= 1
            if label is None:
                outside_ns += k.duration_ns()
                if k.name() not in outside_names:
                    outside_names.append(k.name())
                continue
            kernel, _, index = label[len(RANGE_PREFIX) :].rpartition("#")
            stats = self.recorder.entry(kernel, int(index))
            stats.seconds += k.duration_ns() / 1e9
            if k.name() not in stats.device_kernels:
                stats.device_kernels.append(k.name())
        return {
            "seconds": outside_ns / 1e9 / self.repeats,
            "deviceKernels": outside_names[: MAX_DEVICE_KERNELS * 4],
        }


def profile_loaded(session: Any, req: dict[str, Any]) -> dict[str, Any]:
    """The `profile` op's reply (docs/profiling.md)."""
    which = req.get("which") or "working"
    if which not in session.modules:
        from kernel_studio.sandbox.session import OpError

        raise OpError("internal", f"the {which} module is not loaded")
    profiler = Profiler(session, which, int(req.get("warmup", 3)), int(req.get("repeats", 5)))
    # A training project (or an imported step): each call is a training step (its forward
    # and backward kernels).
    from kernel_studio.verify.gradients import calls_as_training_steps

    with calls_as_training_steps(session, which):
        return profiler.run()
