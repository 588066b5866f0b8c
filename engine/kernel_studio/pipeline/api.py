"""The Python API: export_python (all stages), export_and_codegen + postprocess (the two
halves), and ExportedKernel, the result (exported_kernel.py). The options are checked in
options.py, a training step's export enters through train/export.py."""

from __future__ import annotations

import functools
import linecache
import os
import shutil
import tempfile
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar

import torch

from kernel_studio.inductor import (
    TUNING_OPTIONS,
    pin_cuda_device_guard,
    source_as_in_2_11,
    torch_series,
)
from kernel_studio.pipeline.clean.clean import (
    Cleaned,
    CleanSpec,
    CleanupError,
    DimSpec,
    InputSpec,
    LaunchSpec,
    SizeGuard,
    WriteSpec,
    clean,
)
from kernel_studio.pipeline.clean.spec import DimNameClash, with_dim_names
from kernel_studio.pipeline.clean.triton_kernels import jit_functions
from kernel_studio.pipeline.decompose.decompose import DecompositionSpec, decompose
from kernel_studio.pipeline.describe.identity import kernel_ids, raw_kernels
from kernel_studio.pipeline.describe.sources import (
    buffer_nodes,
    kernel_nodes,
    launch_nodes,
    node_sources,
)
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.exported_kernel import ExportedKernel
from kernel_studio.pipeline.heap import freeze_heap, refreeze_heap, thaw_heap
from kernel_studio.pipeline.lower.graph_buckets import check_narrowed, plan_buckets, user_outputs
from kernel_studio.pipeline.lower.lower import (
    Lowered,
    LoweringGuard,
    autotune,
    cpp_flags,
    cpp_isa_flags,
    graph_inputs,
    lower,
    state_tensors,
    state_writes,
    warm_up,
)
from kernel_studio.pipeline.lower.size_tuning import size_ladder, tune_sizes
from kernel_studio.pipeline.options import check_options, check_torch, default_device
from kernel_studio.pipeline.precompile.precompile import PrecompileWorker, take_worker
from kernel_studio.pipeline.trace.trace import trace
from kernel_studio.pipeline.train.export import export_step
from kernel_studio.project.project_file import write_atomic
from kernel_studio.workers import WorkerFault

__all__ = [
    "ExportedKernel",
    "check_torch",
    "clean_spec",
    "data_dependent_nodes",
    "default_device",
    "export_and_codegen",
    "export_python",
    "postprocess",
    "run_pipeline",
    "torch_export_python",
    "triton_helper_sources",
]

Progress = Callable[[str, str, float | None], None]
P = ParamSpec("P")
R = TypeVar("R")

# torch.export and Inductor keep process-wide state (dispatch mode stacks, config patches,
# provenance maps): two exports in two threads of one process would corrupt each other, so
# library callers' exports run one at a time. (The engine runs each in its own process.)
_EXPORT_LOCK = threading.RLock()


def _one_at_a_time(fn: Callable[P, R]) -> Callable[P, R]:
    @functools.wraps(fn)
    def locked(*args: P.args, **kwargs: P.kwargs) -> R:
        pin_cuda_device_guard()
        with _EXPORT_LOCK:
            return fn(*args, **kwargs)

    return locked


def triton_helper_sources() -> dict[str, str]:
    """Inductor's triton_helpers jit functions by name (CleanSpec.triton_helpers)."""
    from kernel_studio import inductor

    return jit_functions(inductor.triton_helper_sources())


def _dtype(value: Any) -> str:
    return str(value.dtype) if isinstance(value, torch.Tensor) else "None"


def clean_spec(lowered: Lowered, module_name: str, readbacks: list[str] | None = None) -> CleanSpec:
    """`readbacks`: data_dependent_nodes of the program when the caller has them already."""
    traced = lowered.decomposed.traced
    from kernel_studio import __version__

    inputs = [
        InputSpec(
            gi.name,
            gi.kind,
            _dtype(gi.value),
            gi.value.device.type if isinstance(gi.value, torch.Tensor) else lowered.device,
            gi.value.ndim if isinstance(gi.value, torch.Tensor) else -1,
        )
        for gi in lowered.graph_inputs
    ]
    dims = ", ".join(
        f"{d.name} in [{d.min}, {'inf' if d.max is None else d.max}]"
        + (f" (narrowed {d.narrowed})" if d.narrowed else "")
        for d in traced.dynamic_dims
    )
    user = [i.name for i in inputs if i.kind == "user"]
    writes = state_writes(lowered.decomposed, lowered.graph_inputs)
    header = [
        f"Exported by Kernel Studio {__version__} with torch {torch.__version__} for"
        f" {lowered.device}.",
        f"Use: call({', '.join(user)}) -> the model's output"
        + (" (a tuple)." if not traced.single_output else "."),
    ]
    if dims:
        header.append(f"Dynamic dims: {dims}.")
    # What lowering assumed beyond the ranges: checked by `call` where it reads only the
    # input sizes; a condition on sizes known only inside the graph (data-dependent ones)
    # is said here and not checked.
    readable = {d.symbol for d in traced.dynamic_dims}
    checked = [g for g in lowered.guards if not g.implied and set(g.symbols) <= readable]
    unchecked = [g for g in lowered.guards if not g.implied and not set(g.symbols) <= readable]
    names_of = {d.symbol: d.name for d in traced.dynamic_dims}

    def said(g: LoweringGuard) -> str:
        text = with_dim_names(g.expr, names_of)
        return f"{text} {g.where}".rstrip()

    if checked:
        header.append(
            "Checked on each call, as Inductor assumed it while lowering: "
            + "; ".join(said(g) for g in checked)
            + "."
        )
    if unchecked:
        header.append(
            "Inductor also assumed, of sizes known only while the graph runs: "
            + "; ".join(said(g) for g in unchecked)
            + " (not checked)."
        )
    if writes:
        names = ", ".join(
            f"{inputs[w.input].name} ({'input' if w.kind == 'input' else w.kind})" for w in writes
        )
        header.append(f"Writes in place, as the model does: {names}.")
    if lowered.device == "cpu":
        header.append(
            "C++ kernels build on first use (torch.utils.cpp_extension, cached); "
            + (
                "they use AVX2 vectors: x86-64 processors with AVX2."
                if cpp_isa_flags()
                else "they are plain scalar C++."
            )
            + " OpenMP runs them on the run time's thread count."
        )
    if any(i.kind != "user" for i in inputs):
        header.append("Parameters and buffers load from <this file's name>.weights.pt next to it.")
    graphs = lowered.device == "cuda" and bool(lowered.inductor.get("triton.cudagraphs"))
    if readbacks is None:
        readbacks = data_dependent_nodes(lowered.decomposed.program) if graphs else []
    readbacks = readbacks if graphs else []
    if readbacks:
        graphs = False
        more = f" (and {len(readbacks) - 1} more)" if len(readbacks) > 1 else ""
        header.append(
            "Exported with triton.cudagraphs, but call launches its kernels from Python: node"
            f" {readbacks[0]}{more} has a value or size read back from the GPU's data, which a"
            " CUDA graph cannot record."
        )
    plan = lowered.cuda_graph_plan if graphs else None
    if graphs:
        header.append(
            "call replays as a CUDA graph per input shape (exported with triton.cudagraphs;"
            " CUDA_GRAPHS = False launches each kernel from Python): the first call at a shape"
            " records it, later ones copy the inputs in and return copies of the outputs."
        )
        if plan is not None and plan.buckets:
            header.append(plan.header())
    if lowered.inductor:
        header.append(
            "Inductor options: "
            + ", ".join(f"{k}={v}" for k, v in sorted(lowered.inductor.items()))
            + "."
        )
    if lowered.device == "cuda" and any(lowered.inductor.get(k) for k in TUNING_OPTIONS):
        header.append(tuning_line(lowered))
    tuned = {}
    for name, t in lowered.tuned.items():
        size_of, by_size = size_ladder(lowered.tuned_by_size.get(name, []))
        tuned[name] = LaunchSpec(
            kwargs=dict(t.kwargs),
            num_warps=t.num_warps,
            num_stages=t.num_stages,
            grid=list(t.grid),
            grid_prefix=list(t.grid_prefix),
            size_of=size_of,
            by_size=by_size,
        )
    laddered = sum(1 for t in tuned.values() if t.by_size)
    if lowered.tuning_notes:
        header += lowered.tuning_notes
        header.append(
            f"{laddered} of {len(tuned)} Triton kernels pick their launch config by size"
            " (the best config changed between those sizes); the others keep one."
        )
    return CleanSpec(
        device=lowered.device,
        module_name=module_name,
        title=f"{traced.model_name}: a standalone module generated from the PyTorch model.",
        inputs=inputs,
        dynamic_dims=[DimSpec(d.name, d.symbol, d.min, d.max) for d in traced.dynamic_dims],
        single_output=traced.single_output,
        writes=[WriteSpec(w.output, w.input) for w in writes],
        size_guards=[SizeGuard(g.expr, g.where) for g in checked],
        kernel_nodes=kernel_nodes(lowered),
        launch_nodes=launch_nodes(lowered),
        node_sources=node_sources(lowered),
        buffer_nodes=buffer_nodes(lowered),
        tuned=tuned,
        cpp_flags=lowered.cpp_flags,
        cpp_isa_flags=cpp_isa_flags() if lowered.device == "cpu" else [],
        cpp_prefix=torch_series() if lowered.device == "cpu" else None,
        header=header,
        triton_helpers=triton_helper_sources() if lowered.device == "cuda" else {},
        kernel_ids=kernel_ids(lowered),
        cuda_graphs=graphs,
        cuda_graph_writes=[inputs[w.input].name for w in writes if inputs[w.input].kind == "user"],
        cuda_graph_buckets=dict(plan.buckets) if plan else {},
        cuda_graph_inputs=list(plan.inputs) if plan and plan.buckets else [],
        cuda_graph_outputs=list(plan.outputs) if plan and plan.buckets else [],
    )


def tuning_line(lowered: Lowered) -> str:
    """The header's sentence on an export tuned on this GPU (max_autotune & co.)."""
    names = sorted(k for k in TUNING_OPTIONS if lowered.inductor.get(k))
    templates = [n for n, _ in raw_kernels(lowered.raw_source) if n.startswith("triton_tem_")]
    timed = lowered.timed_choices
    text = f"Tuned at export on {torch.cuda.get_device_name()} ({', '.join(names)}): "
    if timed:
        text += (
            f"{len(timed)} matmul/convolution calls timed against Triton templates,"
            f" {len(templates)} template kernels (triton_tem_*) kept where they won; "
        )
    return text + (
        "every kernel's launch config is written here, so nothing is tuned when the module"
        " runs (another GPU model may prefer other configs: export again there)."
    )


def data_dependent_nodes(program: torch.export.ExportedProgram) -> list[str]:
    """Nodes whose value or size depends on tensor data read back to the host (`.item()`,
    `nonzero`, boolean masks): a CUDA graph cannot record a call that runs them (and a
    recording that fails leaves torch's CUDA random number generator unusable)."""
    from torch.fx.experimental.symbolic_shapes import free_unbacked_symbols

    found = []
    for node in program.graph.nodes:
        value = node.meta.get("val")
        if node.op != "call_function" or value is None:
            continue
        try:
            if free_unbacked_symbols(value):
                found.append(node.name)
        except (TypeError, AttributeError):
            continue
    return found


def _progress(progress: Progress | None, stage: str, message: str, fraction: float | None) -> None:
    if progress is not None:
        progress(stage, message, fraction)


@_one_at_a_time
def run_pipeline(
    fn: Callable[..., Any] | torch.nn.Module,
    args: Sequence[Any],
    *,
    kwargs: dict[str, Any] | None = None,
    dynamic_shapes: Any = None,
    decompositions: DecompositionSpec = None,
    device: str | None = None,
    strict: bool = False,
    module_name: str = "kernel",
    user_files: list[str] | None = None,
    progress: Progress | None = None,
    inductor: dict[str, Any] | None = None,
    materialize: list[str] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    partition: Mapping[str, Any] | None = None,
    train: bool = False,
    loss: str | None = None,
) -> tuple[Lowered, Cleaned, ExportedKernel]:
    """Every stage: trace, decompose, lower (+ autotune on CUDA), clean, describe
    (+ precompile on CUDA). With `train`, a training step (pipeline/train/): `loss` says how
    the loss is formed (default: the sum of the outputs); the inputs whose examples require
    grad get gradients.
    `inductor`: Inductor fusion options (kernel_studio.inductor.INDUCTOR_OPTIONS);
    `materialize`: graph nodes whose values no kernel fuses across; `decompositions` may be
    a loaded decompositions.py (kernel_studio.decompositions); `cuda_graph_buckets`: dynamic
    dims the CUDA-graphed module pads to a few sizes (pipeline/lower/graph_buckets.py);
    `partition`: a training step's partitioner settings, `{"activation_memory_budget",
    "recompute"}` (pipeline/lower/partition.py)."""
    from kernel_studio.decompositions import DecompositionsFile
    from kernel_studio.inductor import timed_choices
    from kernel_studio.pipeline.describe.describe import describe

    checked = check_options(
        device=device,
        inductor=inductor,
        cuda_graph_buckets=cuda_graph_buckets,
        partition=partition,
        train=train,
    )
    device, options, buckets = checked.device, checked.inductor, checked.buckets
    if train:
        # As for an inference export (below): model files read again, Inductor's compile
        # workers (cuda) and the precompile stage's worker started now.
        linecache.checkcache()
        warm_up(device)
        precompiler = take_worker() if device == "cuda" else None
        frozen = freeze_heap()
        try:
            return export_step(
                fn,
                args,
                dynamic_shapes=dynamic_shapes,
                decompositions=decompositions,
                device=device,
                strict=strict,
                module_name=module_name,
                user_files=user_files,
                progress=progress,
                options=options,
                materialize=materialize,
                loss=loss,
                partition=checked.partition,
                clean_spec=clean_spec,
                frozen=frozen,
                precompile=None
                if precompiler is None
                else functools.partial(_precompile_step, precompiler, module_name, progress),
            )
        finally:
            thaw_heap(frozen)
            if precompiler is not None:
                precompiler.kill()
    _progress(progress, "trace", "torch.export", 0.0)
    # Node stack traces quote source lines through linecache: a model file edited since an
    # earlier export in this process must be read again, not quoted from the cache.
    linecache.checkcache()
    warm_up(device)
    # The precompile stage's worker: the one an idle job worker started ahead, else one
    # started now (its imports overlap tracing and lowering).
    precompiler = take_worker() if device == "cuda" else None
    pending: PendingPrecompile | None = None
    frozen = freeze_heap()  # torch's objects: no full collection walks them (pipeline/heap.py)
    try:
        if isinstance(decompositions, DecompositionsFile):
            # Frames in the user's decompositions locate errors and nodes there too.
            user_files = [*(user_files or []), decompositions.path]
        traced = trace(
            fn,
            args,
            kwargs=kwargs,
            dynamic_shapes=dynamic_shapes,
            strict=strict,
            device=device,
            user_files=user_files,
        )
        _progress(progress, "decompose", "running decompositions", 0.2)
        decomposed = decompose(traced, decompositions)
        plan = plan_buckets(
            buckets,
            traced.dynamic_dims,
            [(gi.name, gi.value) for gi in graph_inputs(decomposed) if gi.kind == "user"],
            user_outputs(decomposed.program),
        )
        tuning = sorted(k for k in TUNING_OPTIONS if options.get(k))
        _progress(
            progress,
            "lower",
            "Inductor code generation"
            + (f" ({', '.join(tuning)}: timing the choices on the GPU)" if tuning else ""),
            0.35,
        )
        with timed_choices(
            lambda c: _progress(progress, "lower", f"max_autotune {c.text()}", 0.35)
        ) as timed:
            lowered = lower(
                decomposed,
                device,
                inductor=options,
                materialize=materialize,
                # Inductor's sub-steps move the bar from 35% to 60% (nodes lowered,
                # scheduling, code per kernel, the module compiled).
                steps=lambda message, f: _progress(progress, "lower", message, 0.35 + 0.25 * f),
            )
        refreeze_heap(frozen)  # the program and Inductor's objects, alive until the end
        lowered.timed_choices = list(timed)
        lowered.cuda_graph_plan = plan
        check_narrowed(buckets, traced.dynamic_dims)
        for d in traced.dynamic_dims:
            if d.narrowed:
                high = "inf" if d.max is None else d.max
                _progress(
                    progress, "lower", f"{d.name} narrowed to [{d.min}, {high}] {d.narrowed}", 0.6
                )
        if device == "cuda":
            _progress(progress, "autotune", "launch configs picked by Inductor's autotuner", 0.7)
            autotune(lowered)
            lowered.tuning_notes = tune_sizes(
                lowered, lambda message: _progress(progress, "autotune", message, 0.75)
            )
        _progress(progress, "clean", "rewriting into a standalone module", 0.8)
        readbacks = (
            data_dependent_nodes(decomposed.program) if options.get("triton.cudagraphs") else []
        )
        if readbacks:
            _progress(
                progress,
                "clean",
                f"triton.cudagraphs not applied: node {readbacks[0]} reads a value back"
                " from the GPU",
                0.8,
            )
        try:
            cleaned = clean(lowered.raw_source, clean_spec(lowered, module_name, readbacks))
        except DimNameClash as exc:
            raise ExportError("input", str(exc), hint="rename the Dim in dynamic_shapes") from exc
        except (CleanupError, ValueError, SyntaxError) as exc:
            raise ExportError("cleanup", f"cleanup failed: {exc}") from exc
        weights = state_tensors(decomposed, snapshot_written=True)
        # The worker compiles the kernels while this process describes the module.
        if precompiler is not None:
            pending = start_precompile(
                precompiler,
                cleaned.source,
                module_name,
                weights,
                traced.example_inputs,
                decomposed.program,
                progress,
            )
        _progress(progress, "describe", "writing metadata", 0.95)
        metadata = describe(lowered, cleaned)
        kernel = ExportedKernel(
            source=cleaned.source,
            metadata=metadata,
            dynamic_shape_names=traced.dynamic_shape_names,
            tensor_arg_count=len(traced.input_names),
            weights=weights,
            module_name=module_name,
            raw_source=lowered.raw_source,
        )
        if pending is not None:
            finish_precompile(pending, progress)
        return lowered, cleaned, kernel
    finally:
        thaw_heap(frozen)
        if precompiler is not None:
            precompiler.kill()
        if pending is not None:
            shutil.rmtree(pending.folder, ignore_errors=True)


@dataclass
class PendingPrecompile:
    """A precompile request the worker is working on (`folder` holds the module file it
    reads), or one that could not be sent (`said`: why)."""

    worker: PrecompileWorker
    folder: str = ""
    said: str = ""


def start_precompile(
    worker: PrecompileWorker,
    source: str,
    module_name: str,
    weights: dict[str, torch.Tensor],
    inputs: list[Any],
    program: torch.export.ExportedProgram,
    progress: Progress | None,
) -> PendingPrecompile | None:
    """The first half of the precompile stage (pipeline/precompile/precompile.py): the cuda module's
    kernels start compiling into Triton's cache in the worker, so that the module's first
    run does not compile them. None where the stage does not run (the module reads values
    back: its first run compiles as it goes)."""
    readbacks = data_dependent_nodes(program)
    if readbacks:
        _progress(
            progress,
            "precompile",
            f"kernels compile on the first run: node {readbacks[0]} reads a value back",
            0.9,
        )
        return None
    _progress(progress, "precompile", "compiling the module's kernels", 0.9)
    pending = PendingPrecompile(worker, tempfile.mkdtemp(prefix="kernel-studio-precompile-"))
    try:
        path = os.path.join(pending.folder, module_name + ".py")
        write_atomic(path, source.encode())
        worker.start(path, weights, inputs)
    except WorkerFault as exc:
        pending.said = exc.message
    except ValueError as exc:  # an input the worker cannot be given
        pending.said = str(exc)
    return pending


def _precompile_step(
    worker: PrecompileWorker,
    module_name: str,
    progress: Progress | None,
    source: str,
    weights: dict[str, torch.Tensor],
    inputs: list[Any],
    program: torch.export.ExportedProgram,
) -> Callable[[bool], None]:
    """The precompile stage of a training export (cuda): started on the joined module now;
    the function returned waits for it (run_call in pipeline/precompile/precompile.py runs
    the module's forward and backward kernels), or with False only cleans up after it
    (the export failed: the caller kills the worker)."""
    pending = start_precompile(worker, source, module_name, weights, inputs, program, progress)

    def finish(wait: bool = True) -> None:
        if pending is not None:
            try:
                if wait:
                    finish_precompile(pending, progress)
            finally:
                shutil.rmtree(pending.folder, ignore_errors=True)

    return finish


def finish_precompile(pending: PendingPrecompile, progress: Progress | None) -> None:
    """Wait for the started stage. A kernel that does not compile fails the export (the
    module could not run); anything else that stopped the stage only leaves the compiles to
    the first run, and says so."""
    said = pending.said
    try:
        if not said:
            done = pending.worker.result()
            message = done.skipped or f"{done.kernels} kernels compiled in {done.seconds:.1f} s"
            _progress(progress, "precompile", message, 0.99)
            return
    except WorkerFault as exc:
        if exc.kind == "compile":
            raise ExportError(
                "cleanup", f"a kernel of the clean module does not compile: {exc.message}"
            ) from exc
        said = exc.message
    finally:
        shutil.rmtree(pending.folder, ignore_errors=True)
    first = (said.strip().splitlines() or ["no reason given"])[0]
    _progress(progress, "precompile", f"kernels compile on the first run: {first}", 0.99)


def export_python(
    fn: Callable[..., Any] | torch.nn.Module,
    args: Sequence[Any],
    *,
    kwargs: dict[str, Any] | None = None,
    dynamic_shapes: Any = None,
    decompositions: DecompositionSpec = None,
    device: str | None = None,
    strict: bool = False,
    module_name: str = "kernel",
    progress: Progress | None = None,
    inductor: dict[str, Any] | None = None,
    cuda_graph_buckets: dict[str, list[int]] | None = None,
    activation_memory_budget: float | None = None,
    recompute: Mapping[str, str] | None = None,
    train: bool = False,
) -> ExportedKernel:
    """Export `fn(*args)` to a standalone, readable Python module (Triton on cuda, C++
    kernels on cpu). `device` defaults to cuda when a GPU is visible. `inductor`: options
    as `export`'s (`{"triton.cudagraphs": True}`), `cuda_graph_buckets`: dynamic dims the
    CUDA-graphed module pads to a few sizes (`{"B": [1, 2, 4, 8]}`). `train`: a training
    step (forward and backward kernels): the result's `module()` is an nn.Module with the
    model's parameter names that trains; inputs in `args` that require grad get gradients.
    Its partitioner: `activation_memory_budget` (0..1, AOTAutograd's; 1 = its default) and
    `recompute` (`{"forward node": "save" | "recompute"}`), docs/project-format.md."""
    return run_pipeline(
        fn,
        args,
        kwargs=kwargs,
        dynamic_shapes=dynamic_shapes,
        decompositions=decompositions,
        device=device,
        strict=strict,
        module_name=module_name,
        progress=progress,
        inductor=inductor,
        cuda_graph_buckets=cuda_graph_buckets,
        partition={"activation_memory_budget": activation_memory_budget, "recompute": recompute},
        train=train,
    )[2]


torch_export_python = export_python


@_one_at_a_time
def export_and_codegen(
    fn: Callable[..., Any] | torch.nn.Module,
    args: Sequence[Any],
    *,
    kwargs: dict[str, Any] | None = None,
    dynamic_shapes: Any = None,
    decompositions: DecompositionSpec = None,
    device: str | None = None,
    strict: bool = False,
) -> str:
    """The first half: Inductor's raw output module source for `fn(*args)`."""
    check_torch()
    device = device or default_device()
    traced = trace(
        fn, args, kwargs=kwargs, dynamic_shapes=dynamic_shapes, strict=strict, device=device
    )
    return lower(decompose(traced, decompositions), device, compile_kernels=False).raw_source


def postprocess(
    raw_src: str,
    *,
    dynamic_shape_names: Mapping[str, str] | Sequence[str] | None = None,
    tensor_arg_count: int = 0,
    device: str | None = None,
) -> ExportedKernel:
    """The second half on its own: clean a raw Inductor module. Without the export context
    `call` takes Inductor's positional arguments (parameters included) and returns a tuple;
    Triton kernels, not autotuned at export time, get `@triton.autotune` candidates built
    from their Inductor heuristic and size hints (pipeline/clean/triton_configs.py). CPU output
    is expected from export_and_codegen (its portable code generation settings).

    `dynamic_shape_names` names the dynamic sizes in the clean module and its metadata:
    a mapping from Inductor's symbol to a name (`{"s77": "batch"}`), or a list of names
    for the symbols in the order `call` reads them from its inputs. A name that is already
    taken in the module (an argument, a buffer, a helper) is refused (ExportError)."""
    from kernel_studio.pipeline.clean.raw_module import size_symbols
    from kernel_studio.pipeline.describe.describe import describe_cleaned

    if device is None:
        device = "cuda" if "async_compile.triton(" in raw_src else "cpu"
    try:
        dims = _named_dims(size_symbols(raw_src), dynamic_shape_names)
    except CleanupError as exc:
        raise ExportError("cleanup", f"cleanup failed: {exc}") from exc
    header = []
    if dims:
        header.append("Dynamic dims: " + ", ".join(d.name for d in dims) + ".")
    spec = CleanSpec(
        device=device,
        title="A standalone module cleaned from Inductor's output.",
        dynamic_dims=dims,
        header=header,
        cpp_flags=cpp_flags() if device == "cpu" else [],
        cpp_isa_flags=cpp_isa_flags() if device == "cpu" else [],
        cpp_prefix=torch_series() if device == "cpu" else None,
        triton_helpers=triton_helper_sources() if device == "cuda" else {},
    )
    try:
        cleaned = clean(source_as_in_2_11(raw_src), spec)
    except DimNameClash as exc:
        raise ExportError(
            "input", str(exc), hint="pass another name in dynamic_shape_names"
        ) from exc
    except (CleanupError, ValueError, SyntaxError) as exc:
        raise ExportError("cleanup", f"cleanup failed: {exc}") from exc
    return ExportedKernel(
        source=cleaned.source,
        metadata=describe_cleaned(cleaned, device),
        dynamic_shape_names=[d.name for d in dims],
        tensor_arg_count=tensor_arg_count or len(cleaned.input_names),
        raw_source=raw_src,
    )


def _named_dims(
    symbols: list[str], names: Mapping[str, str] | Sequence[str] | None
) -> list[DimSpec]:
    """DimSpecs for postprocess: the user's names for the raw module's size symbols."""
    if not names:
        return []
    if isinstance(names, str):
        raise ExportError("input", "dynamic_shape_names: a mapping or a list of names, not a str")
    if isinstance(names, Mapping):
        unknown = [s for s in names if s not in symbols]
        if unknown:
            raise ExportError(
                "input",
                f"dynamic_shape_names: {', '.join(map(str, unknown))} is not a size symbol the"
                f" module's call reads (it reads: {', '.join(symbols) or 'none'})",
                hint="key the mapping by Inductor's symbols, e.g. {'s77': 'batch'}",
            )
        pairs = [(s, names[s]) for s in symbols if s in names]
    else:
        if len(names) != len(symbols):
            raise ExportError(
                "input",
                f"dynamic_shape_names: {len(names)} names for {len(symbols)} size symbols"
                f" ({', '.join(symbols) or 'none'})",
                hint="give one name per symbol, in the order call reads them, or a mapping",
            )
        pairs = list(zip(symbols, names, strict=True))
    for symbol, name in pairs:
        if not isinstance(name, str) or not name.isidentifier():
            raise ExportError(
                "input", f"dynamic_shape_names: {name!r} (for {symbol}) is not a Python name"
            )
    return [DimSpec(name, symbol) for symbol, name in pairs]
