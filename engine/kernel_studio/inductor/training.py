"""`lower_training`: one FX graph through AOTAutograd and Inductor as a training step: the
forward and the backward graph AOTAutograd's partitioner makes from the joint graph, each
lowered by Inductor, with what the pipeline needs from inside each compile.

It relies on: `compile_fx(gm, inputs, inner_compile=...)` running AOTAutograd when an input
requires grad and grad mode is on; `torch._functorch.config.force_non_lazy_backward_lowering`
(the backward lowered during the same call, not at the first backward); `inner_compile`
called with `is_backward` for each graph (the graphs Inductor receives, before its
post-grad passes rewrite them in place); `TracingContext.try_get().fw_metadata`
(ViewAndMutationMeta: which outputs get a tangent) readable inside the forward's compile;
the same `GraphLowering.compile_to_module` replacement as lower_graph (lowering.py); and, with
symbolic sizes, `graph_compile._apply_tensorify_python_scalars` left out (below)."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.inductor.lowering import (
    _LOWER_LOCK,
    LowerSettings,
    Provenance,
    RawOutput,
    _capture_provenance,
    _NoModule,
    buffer_origins,
    lowering_patches,
)
from kernel_studio.inductor.series import source_as_in_2_11
from kernel_studio.inductor.steps import StepReport


@dataclass
class TrainingRaw:
    """The two lowerings of a training step. `forward_graph` and `backward_graph` are copies
    of the FX graph modules Inductor received (AOTAutograd's partition; node meta kept:
    `seq_nr`, `stack_trace`, `nn_module_stack`, `partitioner_tag`...). `output_requires_grad`:
    for each output of the graph given to lower_training, whether it gets a tangent (a
    gradient flowing back into the backward)."""

    forward: RawOutput
    backward: RawOutput
    forward_graph: Any
    backward_graph: Any
    output_requires_grad: list[bool] = field(default_factory=list)
    fw_metadata: Any = None


def _snapshot(gm: Any) -> Any:
    """A copy of `gm`'s graph (nodes and their meta, shallowly) on the same root: Inductor's
    post-grad passes rewrite the graph it is given in place."""
    import torch

    graph = torch.fx.Graph()
    out = graph.graph_copy(gm.graph, {})
    graph.output(out)
    return torch.fx.GraphModule(gm, graph)


def _without(provenance: Provenance, earlier: Provenance) -> Provenance:
    """The kernels of a later lowering of the same compile_fx call (Inductor keeps adding
    to the kernel map across the forward and backward lowerings), its nodes as they are
    named in its own graph (no pre-grad mapping: the backward has no pre-grad graph)."""
    return Provenance(
        kernel_to_post={
            k: v for k, v in provenance.kernel_to_post.items() if k not in earlier.kernel_to_post
        },
        post_to_pre={},
        kernel_stacks={
            k: v for k, v in provenance.kernel_stacks.items() if k not in earlier.kernel_stacks
        },
    )


@contextlib.contextmanager
def _nothing() -> Iterator[None]:
    yield


def _symbolic(inputs: list[Any]) -> bool:
    import torch

    return any(
        isinstance(s, torch.SymInt) for x in inputs if isinstance(x, torch.Tensor) for s in x.shape
    )


@contextlib.contextmanager
def _floats_from_sizes_kept() -> Iterator[None]:
    """AOTAutograd's pass turning Python floats into tensors (tensorify_python_scalars) left
    out: it is for the float inputs Dynamo makes symbolic, which an exported program has
    none of, and it fails (KeyError on the size symbol) on a float computed from a dynamic
    size that no graph node reads, as BatchNorm's running variance does in training
    (n / (n - 1)). Inductor computes such a float from the sizes itself."""
    from torch._functorch._aot_autograd import graph_compile

    real = graph_compile.__dict__.get("_apply_tensorify_python_scalars")
    if real is None:
        yield
        return
    graph_compile._apply_tensorify_python_scalars = lambda module: None
    try:
        yield
    finally:
        graph_compile._apply_tensorify_python_scalars = real


def lower_training(
    gm: Any,
    inputs: list[Any],
    settings: LowerSettings,
    decompositions: Mapping[Any, Callable[..., Any]] | None,
    steps: StepReport | None = None,
    partition: Callable[[], Any] | None = None,
    compile_kernels: bool = False,
) -> TrainingRaw:
    """Lower `gm` as a training step: `inputs` are fake tensors, those that need a gradient
    with requires_grad set. Only code is generated unless `compile_kernels` (then both output
    modules are also built and loaded, for the autotune stage to run). `partition()`, when
    given, is a context manager entered around the compile (the partitioner's settings).
    Exceptions from AOTAutograd and Inductor propagate."""
    import torch
    import torch._functorch.config as functorch_config
    from torch._guards import TracingContext
    from torch._inductor import compile_fx as compile_fx_module

    captured: list[RawOutput] = []
    graphs: dict[bool, Any] = {}
    meta: list[Any] = []

    from torch._inductor.graph import GraphLowering

    real_compile = GraphLowering.__dict__["compile_to_module"]

    def keep_metadata() -> None:
        if not meta:
            context = TracingContext.try_get()
            meta.append(getattr(context, "fw_metadata", None))

    def generate_only(graph: Any) -> Any:
        origins = buffer_origins(graph)
        wrapper_code, _ = graph.codegen()
        source = source_as_in_2_11(wrapper_code.value)
        captured.append(RawOutput(source, _capture_provenance(), origins))
        keep_metadata()
        return _NoModule()

    def compile_and_keep(graph: Any) -> Any:
        origins = buffer_origins(graph)
        module = real_compile(graph)
        # The module's file holds exactly the generated source (PyCodeCache.write).
        with open(module.__file__, encoding="utf-8") as f:
            source = source_as_in_2_11(f.read())
        captured.append(RawOutput(source, _capture_provenance(), origins, module))
        keep_metadata()
        return module

    def inner_compile(graph_module: Any, example_inputs: Any, **kwargs: Any) -> Any:
        graphs[bool(kwargs.get("is_backward"))] = _snapshot(graph_module)
        return compile_fx_module.compile_fx_inner(graph_module, example_inputs, **kwargs)

    kwargs: dict[str, Any] = {}
    if decompositions is not None:
        kwargs["decompositions"] = dict(decompositions)
    with _LOWER_LOCK:
        with (
            lowering_patches(
                steps, settings, compile_and_keep if compile_kernels else generate_only
            ),
            functorch_config.patch(force_non_lazy_backward_lowering=True),
            partition() if partition is not None else _nothing(),
            _floats_from_sizes_kept() if _symbolic(inputs) else _nothing(),
            torch.enable_grad(),
        ):
            compile_fx_module.compile_fx(gm, inputs, inner_compile=inner_compile, **kwargs)
    if len(captured) != 2 or False not in graphs or True not in graphs:
        raise RuntimeError(
            f"AOTAutograd and Inductor produced {len(captured)} output modules, not a forward"
            " and a backward (does any input or parameter require grad?)"
        )
    forward, backward = captured
    backward.provenance = _without(backward.provenance, forward.provenance)
    forward.provenance = Provenance(
        kernel_to_post=forward.provenance.kernel_to_post,
        post_to_pre={},
        kernel_stacks=forward.provenance.kernel_stacks,
    )
    fw_metadata = meta[0] if meta else None
    output_info = getattr(fw_metadata, "output_info", None) or []
    return TrainingRaw(
        forward=forward,
        backward=backward,
        forward_graph=graphs[False],
        backward_graph=graphs[True],
        output_requires_grad=[bool(o.requires_grad) for o in output_info],
        fw_metadata=fw_metadata,
    )


@contextlib.contextmanager
def partitioner_steering(
    joint_pass: Callable[[Any], None], activation_memory_budget: float | None
) -> Iterator[None]:
    """AOTAutograd's partitioner steered while inside: `joint_pass(graph)` runs on the joint
    graph before it is partitioned (after a pass already set: torch 2.15 also takes a list
    of them), and `activation_memory_budget` (None: as configured) bounds what it saves.
    A plain function, not a CustomGraphPass: AOTAutograd's cache stays out, so a cached
    partition never skips the pass."""
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    previous: Any = inductor_config.joint_custom_post_pass
    before = list(previous) if isinstance(previous, list | tuple) else [previous]

    def chained(graph: Any) -> None:
        for other in before:
            if other is not None:
                other(graph)
        joint_pass(graph)

    with contextlib.ExitStack() as patches:
        if activation_memory_budget is not None:
            patches.enter_context(
                functorch_config.patch(activation_memory_budget=activation_memory_budget)
            )
        patches.enter_context(inductor_config.patch(joint_custom_post_pass=chained))
        yield
