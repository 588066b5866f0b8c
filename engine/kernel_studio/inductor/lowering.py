"""`lower_graph`: one FX graph through Inductor, keeping what the pipeline needs from the
inside of the compile (the output module's source, provenance maps, buffer origins).

Inductor has no public hook for "generate the code but do not build it" nor for reading
its provenance maps before `compile_fx` resets them, so `GraphLowering.compile_to_module`
is replaced for the duration of one call. Config patches and that replacement are
process-wide, so lowerings are serialized by `_LOWER_LOCK`, and the replacement only acts
for the thread holding the lock: any other thread compiling with Inductor meanwhile (a
library user's own torch.compile) gets Inductor's real method."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.inductor.options import MODULE_OPTIONS
from kernel_studio.inductor.series import ordering_kept, source_as_in_2_11, wrapper_as_in_2_11
from kernel_studio.inductor.steps import StepReport, compiling, lowering_steps

_LOWER_LOCK = threading.Lock()
# The thread whose lowering the replacement serves (None: no lowering is running).
_owner: int | None = None


@dataclass
class Provenance:
    """Inductor's provenance maps: kernel `name:handle` -> post-grad nodes, post-grad ->
    pre-grad (our graph's) nodes, and kernel -> user stack frames."""

    kernel_to_post: dict[str, list[str]] = field(default_factory=dict)
    post_to_pre: dict[str, list[str]] = field(default_factory=dict)
    kernel_stacks: dict[str, list[str]] = field(default_factory=dict)


@dataclass(frozen=True)
class LowerSettings:
    """How Inductor generates code. The CPU fields are None to keep Inductor's defaults."""

    cpu_dynamic_threads: bool = False  # omp without num_threads(N), buffers sized at run time
    cpu_threads: int | None = None  # the thread count Inductor's heuristics assume
    cpu_simd_bits: int | None = None  # vector width; 1 = no vectors
    # The user's fusion options (inductor/options.py), checked: (key, value) pairs.
    options: tuple[tuple[str, bool | int], ...] = ()
    # Graph nodes (of the graph given to lower_graph) whose values are realized to a buffer
    # that no kernel fuses across.
    materialize: tuple[str, ...] = ()


@dataclass
class RawOutput:
    """What one lowering produced: the output module's source, the provenance maps,
    Inductor buffer -> post-grad node, and the compiled module (only when compiled)."""

    source: str
    provenance: Provenance
    buffer_origins: dict[str, str]
    module: Any = None


class _NoModule:
    """Stands in for a compiled module when only code was generated."""

    def call(self, *args: Any) -> None:
        return None


def _config_patches(settings: LowerSettings) -> dict[str, Any]:
    patches: dict[str, Any] = {
        # A cached graph skips code generation and with it our capture.
        "fx_graph_cache": False,
        # Level 1 fills the kernel -> node maps read in _capture_provenance.
        "trace.provenance_tracking_level": 1,
        # The Python wrapper is what the clean stage rewrites.
        "cpp_wrapper": False,
    }
    if settings.cpu_dynamic_threads:
        patches["cpp.dynamic_threads"] = True
    if settings.cpu_threads is not None:
        patches["cpp.threads"] = settings.cpu_threads
    if settings.cpu_simd_bits is not None:
        patches["cpp.simdlen"] = settings.cpu_simd_bits
    patches.update((k, v) for k, v in settings.options if k not in MODULE_OPTIONS)
    return patches


def _capture_provenance() -> Provenance:
    # Read through the module: compile_fx rebinds these globals around each compile.
    import torch._inductor.debug as inductor_debug

    post_to_pre = inductor_debug._inductor_post_to_pre_grad_nodes.get("postToPre", {})
    return Provenance(
        kernel_to_post={
            k: list(v)
            for k, v in inductor_debug._inductor_triton_kernel_to_post_grad_node_info.items()
        },
        post_to_pre={k: list(v) for k, v in post_to_pre.items()},
        kernel_stacks={k: list(v) for k, v in inductor_debug._inductor_kernel_stack_trace.items()},
    )


def buffer_origins(graph: Any) -> dict[str, str]:
    """Inductor buffer name -> the post-grad graph node whose value it holds (the buffer's
    origin node, else the last of its origins in graph order)."""
    order = {n: i for i, n in enumerate(graph.graph.nodes)}
    result = {}
    for buf in list(getattr(graph, "buffers", [])):
        try:
            name = buf.get_name()
            node = buf.get_origin_node()
            if node is None:
                nodes = [n for n in getattr(buf, "origins", ()) if n in order]
                node = max(nodes, key=order.__getitem__) if nodes else None
        except (AttributeError, NotImplementedError):
            continue
        if node is not None and node.op == "call_function":
            result[name] = node.name
    return result


@contextlib.contextmanager
def _compile_to_module_replaced(replacement: Callable[[Any], Any]) -> Iterator[None]:
    """GraphLowering.compile_to_module -> `replacement` for this thread only, while the
    caller holds _LOWER_LOCK; restored on the way out whatever happens."""
    global _owner
    from torch._inductor.graph import GraphLowering

    real = GraphLowering.__dict__["compile_to_module"]

    def dispatch(self: Any) -> Any:
        if _owner == threading.get_ident():
            return replacement(self)
        return real(self)

    _owner = threading.get_ident()
    # Patching Inductor's method is the point here (mypy's method-assign forbids it).
    GraphLowering.compile_to_module = dispatch  # type: ignore[method-assign]
    try:
        yield
    finally:
        GraphLowering.compile_to_module = real  # type: ignore[method-assign]
        _owner = None


@contextlib.contextmanager
def serial_small_loops(enabled: bool) -> Iterator[None]:
    """With `cpp.dynamic_threads`, Inductor gives every C++ loop nest a `#pragma omp
    parallel` region, however little work it holds ("let the OMP runtime manage serial vs.
    parallel": it does not, every region wakes the team). While this thread lowers, a loop
    nest of constant sizes below the least work Inductor ever splits between two threads
    (2 x cpp.min_chunk_size elements) stays serial, as Inductor makes it on any machine when
    the thread count is fixed. Dynamic sizes keep the region: their hint is one size of many."""
    if not enabled:
        yield
        return
    from torch._inductor import config
    from torch._inductor.codegen.cpp import CppKernel, ParallelDepth

    real = CppKernel.__dict__["decide_parallel_depth"]
    owner = threading.get_ident()

    def decide(self: Any, max_parallel_depth: Any, threads: int) -> Any:
        chosen = real(self, max_parallel_depth, threads)
        if chosen.parallel_depth == 0 or threading.get_ident() != owner:
            return chosen
        ranges = list(self.call_ranges or ())
        constant = all(getattr(r, "is_number", isinstance(r, int)) for r in ranges)
        if constant and self.size_hint() < 2 * config.cpp.min_chunk_size:
            return ParallelDepth(parallel_depth=0, start_depth=max_parallel_depth.start_depth)
        return chosen

    # Patching Inductor's method is the point here (mypy's method-assign forbids it).
    CppKernel.decide_parallel_depth = decide  # type: ignore[method-assign]
    try:
        yield
    finally:
        CppKernel.decide_parallel_depth = real  # type: ignore[method-assign]


def _origins(node: Any) -> set[str]:
    """The nodes of the graph given to compile_fx that a post-grad node comes from."""
    return {str(source.name) for source in node.meta.get("from_node") or []}


@contextlib.contextmanager
def _materialized(names: frozenset[str], realized: dict[str, str]) -> Iterator[None]:
    """While Inductor lowers (this thread only): the value of each node in `names` (the
    last post-grad node of its decomposition, the one read outside it) is realized into a
    buffer, and no kernel writing such a buffer fuses with a kernel reading it.
    `realized` collects buffer -> node."""
    from torch._inductor.choices import InductorChoices
    from torch._inductor.graph import GraphLowering
    from torch._inductor.ir import TensorBox
    from torch._inductor.virtualized import V

    real = GraphLowering.__dict__["run_node"]

    def run_node(self: Any, n: Any) -> Any:
        result = real(self, n)
        if _owner != threading.get_ident() or n.op != "call_function":
            return result
        mine = _origins(n) & names
        if not mine or not isinstance(result, TensorBox):
            return result
        if any(u.op == "output" or not mine <= _origins(u) for u in n.users):
            result.realize()
            try:
                realized[result.get_name()] = sorted(mine)[0]
            except (AttributeError, NotImplementedError):
                pass
        return result

    def splits(node1: Any, node2: Any) -> bool:
        """Whether one of the two writes a realized buffer the other reads."""
        for a, b in ((node1, node2), (node2, node1)):
            written = set(a.get_buffer_names()) & set(realized)
            if written and written & {dep.name for dep in b.read_writes.reads}:
                return True
        return False

    class Choices(InductorChoices):
        @staticmethod
        def can_fuse(scheduler: Any, node1: Any, node2: Any, shared_data_score: int) -> bool:
            if splits(node1, node2):
                return False
            return InductorChoices.can_fuse(scheduler, node1, node2, shared_data_score)

    # The C++ backend writes consecutive scheduler nodes into one kernel function until
    # it flushes: it flushes after a node that writes a realized buffer.
    from torch._inductor.codegen.cpp import CppScheduling

    real_codegen = CppScheduling.__dict__["codegen_node"]

    def codegen_node(self: Any, node: Any) -> Any:
        result = real_codegen(self, node)
        if _owner == threading.get_ident() and set(node.get_buffer_names()) & set(realized):
            self._set_flush_status(True)
        return result

    GraphLowering.run_node = run_node  # type: ignore[method-assign]
    CppScheduling.codegen_node = codegen_node  # type: ignore[method-assign]
    try:
        with V.set_choices_handler(Choices()):
            yield
    finally:
        GraphLowering.run_node = real  # type: ignore[method-assign]
        CppScheduling.codegen_node = real_codegen  # type: ignore[method-assign]


@contextlib.contextmanager
def lowering_patches(
    steps: StepReport | None, settings: LowerSettings, compile_to_module: Callable[[Any], Any]
) -> Iterator[Any]:
    """What every lowering (inference's `lower_graph`, the training step's
    `inductor/training.py`) runs Inductor under, on this thread: its sub-steps reported
    (`steps`; yields lowering_steps' observer), the settings' config, serial small loops
    where asked, `compile_to_module` in place of GraphLowering.compile_to_module, and the
    torch-series patches (series.py). A series patch added here reaches both."""
    import torch._inductor.config as inductor_config

    owner = threading.get_ident()
    with (
        lowering_steps(steps) as observed,
        inductor_config.patch(_config_patches(settings)),
        serial_small_loops(settings.cpu_dynamic_threads),
        _compile_to_module_replaced(compile_to_module),
        wrapper_as_in_2_11(owner),
        ordering_kept(owner),
    ):
        yield observed


def lower_graph(
    gm: Any,
    fake_inputs: list[Any],
    settings: LowerSettings,
    decompositions: Mapping[Any, Callable[..., Any]] | None,
    compile_kernels: bool,
    steps: StepReport | None = None,
) -> RawOutput:
    """Lower `gm` with `compile_fx` on `fake_inputs` (fake tensors: symbolic sizes survive).
    With `compile_kernels` the output module is also built and loaded (its Triton kernels
    can then be run and autotuned); without, only its source is generated. `decompositions`
    replaces Inductor's own table when given. `steps(message, fraction)` hears Inductor's
    sub-steps (steps.py). Exceptions from Inductor propagate."""
    import torch
    from torch._inductor import compile_fx as compile_fx_module
    from torch._inductor.graph import GraphLowering

    real_compile = GraphLowering.__dict__["compile_to_module"]
    captured: list[RawOutput] = []

    def generate_only(graph: Any) -> Any:
        origins = buffer_origins(graph)
        wrapper_code, _ = graph.codegen()
        source = source_as_in_2_11(wrapper_code.value)
        captured.append(RawOutput(source, _capture_provenance(), origins))
        return _NoModule()

    def compile_and_keep(graph: Any) -> Any:
        origins = buffer_origins(graph)
        compiling(observed, "Triton")  # only CUDA lowerings compile their module here
        module = real_compile(graph)
        # The module's file holds exactly the generated source (PyCodeCache.write).
        with open(module.__file__, encoding="utf-8") as f:
            source = source_as_in_2_11(f.read())
        captured.append(RawOutput(source, _capture_provenance(), origins, module))
        return module

    kwargs: dict[str, Any] = {}
    if decompositions is not None:
        kwargs["decompositions"] = dict(decompositions)
    realized: dict[str, str] = {}
    observed = None
    with _LOWER_LOCK:
        with (
            lowering_patches(
                steps, settings, compile_and_keep if compile_kernels else generate_only
            ) as observed,
            _materialized(frozenset(settings.materialize), realized)
            if settings.materialize
            else contextlib.nullcontext(),
            torch.no_grad(),
        ):
            compile_fx_module.compile_fx(gm, fake_inputs, **kwargs)
    if not captured:
        raise RuntimeError("Inductor produced no output module")
    return captured[0]


def lowering_patch_installed() -> bool:
    """Whether a lowering's replacement of GraphLowering.compile_to_module is installed
    now (a diagnostic: it must not outlive lower_graph). False when Inductor was never
    imported."""
    import sys

    graph_module = sys.modules.get("torch._inductor.graph")
    if graph_module is None:
        return False
    method = graph_module.GraphLowering.__dict__.get("compile_to_module")
    return getattr(method, "__name__", "") == "dispatch"


def python_expr(expr: Any) -> str:
    """A sympy expression as Inductor's Python wrapper prints it (`pexpr`)."""
    from torch._inductor.codegen.wrapper import pexpr

    return str(pexpr(expr))
