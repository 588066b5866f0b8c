"""Stage 3 of a training export, lower: the decomposed program -> AOTAutograd's forward and
backward graphs, each lowered by Inductor (inductor/training.py), as two `Lowered` the clean
and describe stages take like an inference lowering's."""

from __future__ import annotations

import dataclasses
import operator
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any, cast

import torch

from kernel_studio.inductor import (
    LowerSettings,
    TrainingRaw,
    launch_numels,
    lower_training,
    tuned_launch_configs,
)
from kernel_studio.pipeline.decompose.decompose import Decomposed
from kernel_studio.pipeline.errors import ExportError, wrap
from kernel_studio.pipeline.lower.library_ops import with_stand_ins
from kernel_studio.pipeline.lower.lower import (
    GraphInput,
    Lowered,
    _py_name,
    cpu_settings,
    graph_inputs,
    state_tensors,
    state_writes,
)


class GraphView:
    """The exported program seen through another graph (AOTAutograd's forward or backward):
    `graph` and `graph_module` are that graph's, `graph_signature` the program's unless
    given, everything else the program's."""

    def __init__(self, program: Any, gm: Any, signature: Any = None) -> None:
        self._program = program
        self.graph_module = gm
        self.graph = gm.graph
        self._signature = signature

    @property
    def graph_signature(self) -> Any:
        return self._signature if self._signature is not None else self._program.graph_signature

    def __getattr__(self, name: str) -> Any:
        return getattr(self._program, name)


@dataclass
class TrainingLowered:
    """A training step lowered. `forward` is over AOTAutograd's forward graph, with the
    model's inputs (parameters, buffers, user inputs); its graph returns the state writes
    and user outputs (`num_outputs`, as the exported program does), then `saved` values for
    the backward. `backward` is over the backward graph: its inputs are the saved values then
    one tangent per output in `tangent_outputs` (positions among the forward's outputs), and
    it returns one gradient per forward input (None where none is needed)."""

    forward: Lowered
    backward: Lowered
    raw: TrainingRaw
    num_outputs: int
    saved: list[str]
    tangent_outputs: list[int]
    requires_grad: list[int]  # forward input positions that get a gradient
    seconds: float = 0.0
    single_output: bool = False  # the model returns one tensor, not a tuple
    backward_names: dict[str, str] = field(default_factory=dict)  # bw placeholder -> name


def _fake_inputs(inputs: list[GraphInput], grad_inputs: set[str]) -> list[Any]:
    """The graph's fake inputs, parameters and the user inputs in `grad_inputs` requiring
    grad (a parameter the model froze does not)."""
    out = []
    for gi in inputs:
        value = gi.value
        wants = gi.kind == "parameter" or (gi.kind == "user" and gi.placeholder in grad_inputs)
        if wants and isinstance(value, torch.Tensor) and value.is_floating_point():
            value = value.detach().requires_grad_(True)
        out.append(value)
    return out


def _frozen(decomposed: Decomposed) -> set[str]:
    """State-dict keys of the model's parameters that do not require grad."""
    module = decomposed.traced.module
    return {n for n, p in module.named_parameters() if not p.requires_grad}


def lower_step(
    decomposed: Decomposed,
    device: str,
    grad_inputs: list[str],
    *,
    steps: Callable[[str, float], None] | None = None,
    partition: Callable[[], Any] | None = None,
    inductor: dict[str, bool | int] | None = None,
) -> TrainingLowered:
    """Lower the program as a training step: gradients for its parameters (those requiring
    grad in the model) and for the user inputs named in `grad_inputs`. `inductor`: the
    user's options (inductor/options.py), checked, for the forward and the backward."""
    start = time.perf_counter()
    traced = decomposed.traced
    inputs = graph_inputs(decomposed)
    unknown = [n for n in grad_inputs if n not in {gi.placeholder for gi in inputs}]
    if unknown:
        raise ExportError(
            "input",
            f"inputs requiring grad: the model has no input {unknown[0]!r}",
            hint="name inputs as the model's forward names them",
        )
    frozen = _frozen(decomposed)
    fakes = _fake_inputs(inputs, set(grad_inputs))
    for i, gi in enumerate(inputs):
        if gi.kind == "parameter" and gi.target in frozen:
            fakes[i] = gi.value
    settings: LowerSettings = cpu_settings() if device == "cpu" else LowerSettings()
    options = dict(inductor or {})
    settings = dataclasses.replace(settings, options=tuple(sorted(options.items())))
    try:
        raw = lower_training(
            views_as_reshapes(with_stand_ins(decomposed.program.graph_module, decomposed.force)),
            fakes,
            settings,
            decomposed.inductor_table,
            steps=steps,
            partition=partition,
            compile_kernels=device == "cuda",
        )
    except ExportError:
        raise
    except Exception as exc:  # noqa: BLE001
        raise wrap("lowering", "AOTAutograd and Inductor", exc, traced.user_files) from exc
    requires = [i for i, v in enumerate(fakes) if isinstance(v, torch.Tensor) and v.requires_grad]
    lowered = _views(decomposed, device, inputs, raw, requires, time.perf_counter() - start)
    if device == "cuda":
        try:
            autotune_step(lowered)
        except Exception as exc:  # noqa: BLE001
            raise wrap("lowering", "autotuning the kernels", exc, traced.user_files) from exc
        lowered.seconds = time.perf_counter() - start
    lowered.forward.inductor = options
    lowered.backward.inductor = options
    return lowered


def autotune_step(lowered: TrainingLowered) -> None:
    """The autotune stage of a cuda training export: Inductor's compiled forward runs on the
    example inputs and its compiled backward on what that forward saved and gradients of
    ones for the outputs; each Triton kernel's autotuner benchmarks its candidate configs on
    the way, and the winners go into each side's `tuned` (so the clean module launches every
    kernel with one config, through its launch cache, as an inference export does). Buffers
    the step writes are copies: the model's own are left as they were."""
    fw, bw = lowered.forward, lowered.backward
    if fw.module is None or bw.module is None:
        return
    state = state_tensors(fw.decomposed)
    users = iter(fw.decomposed.traced.example_inputs)
    args = []
    for gi in fw.graph_inputs:
        if gi.kind == "user":
            args.append(next(users).detach())
        else:
            value = state[gi.name]
            args.append(value if gi.kind == "parameter" else value.clone())
    with launch_numels(fw.module) as fw_numels, torch.no_grad():
        results = list(fw.module.call(args))
    saved = results[lowered.num_outputs :]
    tangents = [torch.ones_like(results[i]) for i in lowered.tangent_outputs]
    with launch_numels(bw.module) as bw_numels, torch.no_grad():
        bw.module.call([*saved, *tangents])
    torch.cuda.synchronize()
    fw.tuned, fw.example_numels = tuned_launch_configs(fw.module), fw_numels
    bw.tuned, bw.example_numels = tuned_launch_configs(bw.module), bw_numels


# Memory-efficient attention makes its philox seed and offset with `at::scalar_tensor` on the
# host (attention.cu), unless a CUDA graph is being captured; cuDNN attention's stay on the
# device.
_HOST_RNG_OPS = (
    "aten::_scaled_dot_product_efficient_attention",
    "aten::_efficient_attention_forward",
)


def _host_rng_state(forward: Any, device: str) -> set[str]:
    """The forward's getitems of memory-efficient attention's philox seed and offset (its
    returns of those names): 0-dim int64 tensors that the op makes on the host outside CUDA
    graph capture while their fake values say cuda. Saved for the backward, they reach
    `call_backward` on the cpu, so its input check says cpu."""
    if device != "cuda":
        return set()
    found = set()
    for node in forward.graph.nodes:
        if node.op != "call_function" or node.target is not operator.getitem:
            continue
        source, index = node.args[0], node.args[1]
        schema = getattr(getattr(source, "target", None), "_schema", None)
        returns = [r.name for r in schema.returns] if schema is not None else []
        val = node.meta.get("val")
        if (
            schema is not None
            and schema.name in _HOST_RNG_OPS
            and isinstance(index, int)
            and index < len(returns)
            and returns[index] in ("philox_seed", "philox_offset")
            and isinstance(val, torch.Tensor)
            and val.ndim == 0
        ):
            found.add(node.name)
    return found


def views_as_reshapes(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """`gm`, or a copy of it whose `aten.view` calls are `aten.reshape` (a view where the
    strides allow, else a copy). torch.export turns a model's `reshape` into `view` when
    the traced tensor's strides allowed one; AOTAutograd's retrace can give a tensor other
    strides (T5's attention output, transposed: "Cannot view a tensor with shape [2, 16, 4,
    16] and strides (1024, 16, 256, 1)"). The export graph is functional, so a copy where a
    view was is the same values."""
    view = torch.ops.aten.view.default
    if not any(n.op == "call_function" and n.target is view for n in gm.graph.nodes):
        return gm
    graph = torch.fx.Graph()
    graph.output(graph.graph_copy(gm.graph, {}))  # names and meta are kept
    copy = torch.fx.GraphModule(gm, graph)
    for node in copy.graph.nodes:
        if node.op == "call_function" and node.target is view:
            node.target = torch.ops.aten.reshape.default
    copy.recompile()
    return copy


def _views(
    decomposed: Decomposed,
    device: str,
    inputs: list[GraphInput],
    raw: TrainingRaw,
    requires: list[int],
    seconds: float,
) -> TrainingLowered:
    program = decomposed.program
    num_outputs = len(program.graph_signature.output_specs)
    fw_out = next(n for n in raw.forward_graph.graph.nodes if n.op == "output")
    fw_values = list(fw_out.args[0])
    saved = [a.name if isinstance(a, torch.fx.Node) else str(a) for a in fw_values[num_outputs:]]
    # Outputs that get a tangent, in order (ViewAndMutationMeta.output_info).
    flags = raw.output_requires_grad[:num_outputs]
    tangent_outputs = [i for i, f in enumerate(flags) if f]
    # Every output of the forward graph but the saved ones leaves `call` as the program's.
    traced = dataclasses.replace(decomposed.traced, single_output=False)
    fw_decomposed = dataclasses.replace(
        decomposed, traced=traced, program=cast(Any, GraphView(program, raw.forward_graph))
    )
    forward = Lowered.of(raw.forward, fw_decomposed, device, inputs, seconds)
    # The backward's inputs: a saved parameter or input by its name in the module, other
    # saved values by their forward node, tangents as AOTAutograd names them.
    by_primal = {f"primals_{i + 1}": gi for i, gi in enumerate(inputs)}
    host_rng = _host_rng_state(raw.forward_graph, device)
    taken = {gi.name for gi in inputs}
    bw_inputs = []
    names = {}
    for node in raw.backward_graph.graph.nodes:
        if node.op != "placeholder":
            continue
        gi = by_primal.get(node.name)
        name = gi.name if gi is not None else _py_name(node.name, taken)
        names[node.name] = name
        value = node.meta.get("val")
        if node.name in host_rng:
            value = torch.empty((), dtype=torch.int64)
        bw_inputs.append(GraphInput(node.name, "user", None, name, value))
    if len(bw_inputs) != len(saved) + len(tangent_outputs):
        raise ExportError(
            "lowering",
            f"the backward takes {len(bw_inputs)} inputs, not the {len(saved)} saved values"
            f" and {len(tangent_outputs)} gradients of outputs the forward gives (saved symbolic"
            " sizes or aliased outputs are not supported yet)",
        )
    signature = SimpleNamespace(input_specs=[], output_specs=[])
    bw_decomposed = dataclasses.replace(
        decomposed,
        traced=traced,
        program=cast(Any, GraphView(program, raw.backward_graph, signature)),
    )
    backward = Lowered.of(raw.backward, bw_decomposed, device, bw_inputs, 0.0)
    assert state_writes(bw_decomposed, bw_inputs) == []
    return TrainingLowered(
        forward=forward,
        backward=backward,
        raw=raw,
        num_outputs=num_outputs,
        saved=saved,
        tangent_outputs=tangent_outputs,
        requires_grad=requires,
        seconds=seconds,
        single_output=decomposed.traced.single_output,
        backward_names=names,
    )
