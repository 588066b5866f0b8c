"""`training` of a training project's metadata (docs/metadata.md, "Training"): what the
forward saves for the backward (which forward node each saved tensor is, its layout and
bytes), the forward ops the backward computes again, which forward node each backward node
derives from, the gradients, and the partitioner's settings.

Read from the two graphs AOTAutograd's partitioner made (the forward Inductor receives
returns its own outputs, then the saved tensors, then saved sizes; the backward's
placeholders are the saved values, then the tangents). What is reliable on torch 2.11 and
2.15 alike:
- names: the partitioner copies nodes out of the joint graph by name, so a value the
  forward saves is a placeholder of the same name in the backward, and an op the backward
  recomputes is a node of the same name in both graphs (the partitioner's own
  AOT_PARTITIONER_DEBUG report counts rematerialized nodes exactly so);
- `seq_nr`: a backward node carries the seq_nr of the forward op whose derivative it is
  part of (a recomputed node the one of the op it copies), the forward's nodes theirs;
- `partitioner_tag` ("is_forward" / "is_backward"), which only says which side of the joint
  graph a node came from: a backward op the partitioner moved into the forward (a weight's
  transpose) says "is_backward" there. Used here to prefer forward ops for provenance."""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.pipeline.describe.describe import _Symbols

KINDS = ("activation", "parameter", "input")


def _hint(value: Any) -> int:
    """A size as an int: symbolic sizes at the example inputs' values."""
    if isinstance(value, torch.SymInt):
        node = value.node
        hint = getattr(node, "hint", None)
        if hint is not None:
            return int(hint)
        env: Any = node.shape_env
        return int(env.size_hint(node.expr))
    return int(value)


def _span(shape: Sequence[Any], stride: Sequence[Any]) -> Any:
    """Elements a tensor of this layout spans in memory (0 when empty)."""
    if any(_hint(s) == 0 for s in shape):
        return 0
    return 1 + sum((s - 1) * st for s, st in zip(shape, stride, strict=True))


def tensor_bytes(value: torch.Tensor) -> int:
    """The bytes of a (fake or real) tensor's elements, at the example sizes."""
    numel = 1
    for s in value.shape:
        numel *= _hint(s)
    return numel * value.element_size()


def span_bytes(value: torch.Tensor) -> int:
    """The bytes of memory a (fake or real) tensor's layout spans, at the example sizes."""
    shape = [_hint(s) for s in value.shape]
    stride = [_hint(s) for s in value.stride()]
    return int(_span(shape, stride)) * value.element_size()


def _size_expr(value: torch.Tensor) -> Any:
    """A tensor's bytes as an int or an expression of the dynamic sizes."""
    expr: Any = value.element_size()
    for s in value.shape:
        expr = expr * (s.node.expr if isinstance(s, torch.SymInt) else s)
    return expr


def _bytes_expr(value: torch.Tensor, render: Any) -> str | None:
    """The bytes as an expression of the dynamic sizes, or None when all are static."""
    if all(isinstance(s, int) for s in value.shape):
        return None
    return str(render(_size_expr(value)))


def _aliases(node: Any) -> bool:
    """Whether the op returns an alias of (a view into) its first argument: a view op, or
    an item of a view op's list (`split`, `unbind`)."""
    if node.op != "call_function" or not node.args:
        return False
    if node.target is operator.getitem:
        parent = node.args[0]
        return isinstance(parent, torch.fx.Node) and _aliases(parent)
    schema = getattr(node.target, "_schema", None)
    if schema is None or not schema.returns:
        return False
    alias = schema.returns[0].alias_info
    return alias is not None and not alias.is_write


def _base(node: Any) -> Any:
    """The node whose memory `node` is: through views to the value they look into."""
    for _ in range(10000):
        if not _aliases(node):
            break
        if node.target is operator.getitem:
            node = node.args[0]
        arg = node.args[0]
        if not isinstance(arg, torch.fx.Node):
            break
        node = arg
    return node


def _graph(gm: Any) -> Any:
    return gm.graph if hasattr(gm, "graph") else gm


def _outputs(graph: Any) -> list[Any]:
    out = graph.output_node() if hasattr(graph, "output_node") else None
    if out is None:
        out = next(n for n in reversed(graph.nodes) if n.op == "output")
    args = out.args[0]
    return list(args) if isinstance(args, list | tuple) else [args]


def forward_node_of(bw_gm: Any, fw_gm: Any) -> dict[str, str | None]:
    """Backward node name -> the forward node it derives from, or None: a saved value (a
    backward placeholder) is the forward node of that name; an op the backward recomputes
    is its forward copy (same name); any other op is the forward op whose derivative it is
    part of (same seq_nr; of the forward's nodes with that seq_nr, the last forward op, which
    is the op's result where the op was decomposed). Tangents and nodes without seq_nr
    map to None."""
    fw_nodes = [n for n in _graph(fw_gm).nodes if n.op in ("placeholder", "call_function")]
    fw_names = {n.name for n in fw_nodes}
    by_seq: dict[int, str] = {}
    moved: dict[int, str] = {}  # backward ops the partitioner moved into the forward
    for node in fw_nodes:
        seq = node.meta.get("seq_nr")
        if node.op != "call_function" or not isinstance(seq, int):
            continue
        if node.meta.get("partitioner_tag") == "is_backward":
            moved[seq] = node.name
        else:
            by_seq[seq] = node.name
    result: dict[str, str | None] = {}
    for node in _graph(bw_gm).nodes:
        if node.op not in ("placeholder", "call_function"):
            continue
        if node.name in fw_names:
            result[node.name] = node.name
            continue
        seq = node.meta.get("seq_nr")
        if node.op == "placeholder" or not isinstance(seq, int):
            result[node.name] = None
            continue
        result[node.name] = by_seq.get(seq, moved.get(seq))
    return result


def moved_node_origin(fw_gm: Any) -> dict[str, str]:
    """Forward node name -> the forward op it derives from, for the backward ops the
    partitioner moved into the forward (a weight's transpose for its gradient's matmul, a
    normalization's 1 / N): the op of the same seq_nr that is not itself moved."""
    nodes = [n for n in _graph(fw_gm).nodes if n.op == "call_function"]
    by_seq: dict[int, str] = {}
    for node in nodes:
        seq = node.meta.get("seq_nr")
        if isinstance(seq, int) and node.meta.get("partitioner_tag") != "is_backward":
            by_seq[seq] = node.name
    result: dict[str, str] = {}
    for node in nodes:
        seq = node.meta.get("seq_nr")
        if node.meta.get("partitioner_tag") == "is_backward" and isinstance(seq, int):
            origin = by_seq.get(seq)
            if origin is not None:
                result[node.name] = origin
    return result


def recomputed_nodes(fw_gm: Any, bw_gm: Any) -> list[str]:
    """The forward ops the backward computes again (nodes of the same name in both graphs),
    in forward order."""
    bw = {n.name for n in _graph(bw_gm).nodes if n.op == "call_function"}
    return [n.name for n in _graph(fw_gm).nodes if n.op == "call_function" and n.name in bw]


def _num_returns(num_user_outputs: int, fw_metadata: Any) -> int:
    """How many of the forward's outputs are not saved for the backward."""
    if fw_metadata is not None:
        returns = getattr(fw_metadata, "num_forward_returns", None)
        if isinstance(returns, int):
            # Functionalized RNG: the forward's new RNG offset comes after its returns.
            return returns + int(getattr(fw_metadata, "num_outputs_rng_offset", 0) or 0)
    return int(num_user_outputs)


@dataclass
class SavedValues:
    """What the forward keeps for the backward, as `training` shows it."""

    activations: list[dict[str, Any]] = field(default_factory=list)  # `savedActivations`
    sizes: list[dict[str, Any]] = field(default_factory=list)  # saved symbolic sizes
    bytes: int = 0  # memory kept alive: a view's whole base, once per base
    bytes_expr: Any = 0  # the same as an expression of the dynamic sizes


def saved_values(
    nodes: Iterable[torch.fx.Node],
    *,
    kind_of: Mapping[str, str],
    input_of: Mapping[str, str],
    forward_of: Mapping[str, str | None] | None = None,
    render: Callable[[Any], int | str] | None = None,
) -> SavedValues:
    """The `savedActivations` entries of the saved `nodes`, in order, and the bytes they
    keep alive. A view (a weight's transpose) is its base's: `viewOf` names the base, a
    parameter's or an input's view is of that kind and names it (`input`), and an
    activation's memory is its base's, counted once however many views of it are saved.

    `kind_of`: placeholder name -> "parameter", "buffer" or "input"; `input_of`:
    placeholder name -> the model's name of it (a state-dict key, an input's name);
    `forward_of`: a node's name -> the forward node it shows as (default: its own name; an
    imported step's captured nodes map to the exported graph's); `render`: sizes as ints or
    expressions of the user's Dim names."""
    forward: Callable[[str], str | None] = (
        (lambda name: name) if forward_of is None else forward_of.get
    )
    render = render or _Symbols({})
    out = SavedValues()
    counted: set[str] = set()
    for node in nodes:
        value = node.meta.get("val")
        if not isinstance(value, torch.Tensor):
            out.sizes.append(
                {"name": node.name, "value": render(value) if value is not None else None}
            )
            continue
        base = _base(node)
        kind = (
            ("input" if kind_of.get(base.name) == "input" else "parameter")
            if base.op == "placeholder"
            else "activation"
        )
        entry: dict[str, Any] = {
            "name": node.name,
            "forwardNode": forward(node.name),
            "shape": [render(s) for s in value.shape],
            "stride": [render(s) for s in value.stride()],
            "dtype": str(value.dtype).removeprefix("torch."),
            "bytes": tensor_bytes(value),
            "kind": kind,
        }
        expr = _bytes_expr(value, render)
        if expr is not None:
            entry["bytesExpr"] = expr
        if base is not node:
            entry["viewOf"] = forward(base.name) or base.name
        if base.name in input_of:
            entry["input"] = input_of[base.name]
        out.activations.append(entry)
        # A view keeps its whole base alive: memory is counted once per base.
        if kind == "activation" and base.name not in counted:
            counted.add(base.name)
            base_value = base.meta.get("val")
            if not isinstance(base_value, torch.Tensor):
                base_value = value
            out.bytes += span_bytes(base_value)
            out.bytes_expr = out.bytes_expr + _size_expr(base_value)
    return out


def describe_training(
    fw_gm: Any,
    bw_gm: Any,
    *,
    num_user_outputs: int,
    fw_metadata: Any = None,
    input_names: Sequence[str] | None = None,
    input_kinds: Sequence[str] | None = None,
    settings: Any = None,
    loss: str = "sum of outputs",
    symbols: Mapping[str, str] | None = None,
) -> dict[str, Any]:
    """The `training` metadata object of the forward and backward graphs (GraphModules or
    Graphs) the partitioner made.

    `num_user_outputs`: the forward's outputs before the saved values (AOTAutograd's
    `num_forward_returns`: new values of written inputs, the user's outputs); `fw_metadata`
    (ViewAndMutationMeta), when given, supplies that count instead. `input_names`: the
    model's names of the forward's placeholders, in order (a parameter's state-dict key, an
    input's name; default: the placeholders' graph names), for `gradients` and a saved
    tensor's `input`;
    `input_kinds`: per placeholder "parameter", "buffer" or "input" (default, called
    inside the compile: the leading placeholders AOTAutograd lifted from the module are
    parameters, the others inputs; outside: those `fw_metadata` marks static).
    `settings`: the partitioner's (pipeline/lower/partition.py).
    `symbols`: dynamic size symbol -> the user's Dim name."""
    from kernel_studio.pipeline.lower.partition import partition_settings

    render = _Symbols(dict(symbols or {}))
    fw, bw = _graph(fw_gm), _graph(bw_gm)
    placeholders = [n for n in fw.nodes if n.op == "placeholder"]
    names = list(input_names) if input_names is not None else [n.name for n in placeholders]
    if len(names) != len(placeholders):
        raise ValueError(
            f"input_names has {len(names)} names for {len(placeholders)} forward placeholders"
        )
    kinds = _kinds(placeholders, input_kinds, fw_metadata)
    shown = {p.name: names[i] for i, p in enumerate(placeholders)}
    kind_of = {p.name: kinds[i] for i, p in enumerate(placeholders)}

    outputs = _outputs(fw)
    returns = _num_returns(num_user_outputs, fw_metadata)
    if not 0 <= returns <= len(outputs):
        raise ValueError(f"the forward has {len(outputs)} outputs, fewer than {returns} returns")
    kept = saved_values(
        [n for n in outputs[returns:] if isinstance(n, torch.fx.Node)],
        kind_of=kind_of,
        input_of=shown,
        render=render,
    )
    gradients = []
    for i, grad in enumerate(_outputs(bw)):
        if grad is None or i >= len(placeholders):
            continue
        kind = kinds[i]
        gradients.append(
            {"name": names[i], "kind": "parameter" if kind in ("parameter", "buffer") else "input"}
        )
    out: dict[str, Any] = {
        "savedActivations": kept.activations,
        "savedBytes": kept.bytes,
        "recomputed": recomputed_nodes(fw, bw),
        "partitioner": partition_settings(settings).metadata(),
        "gradients": gradients,
        "loss": loss,
    }
    if not isinstance(kept.bytes_expr, int) and not getattr(kept.bytes_expr, "is_number", False):
        out["savedBytesExpr"] = str(render(kept.bytes_expr))
    if kept.sizes:
        out["savedSizes"] = kept.sizes
    return out


def _kinds(placeholders: list[Any], given: Sequence[str] | None, fw_metadata: Any) -> list[str]:
    if given is not None:
        kinds = list(given)
        if len(kinds) != len(placeholders):
            raise ValueError(
                f"input_kinds has {len(kinds)} kinds for {len(placeholders)} forward placeholders"
            )
        bad = [k for k in kinds if k not in ("parameter", "buffer", "input")]
        if bad:
            raise ValueError(f"input_kinds: {bad[0]!r} is not parameter, buffer or input")
        return kinds
    # Inside the compile, AOTAutograd's tracing context knows how many of the leading
    # placeholders are the module's parameters and buffers; else its static inputs are.
    context = torch._guards.TracingContext.try_get()
    params = getattr(context, "params_flat", None) if context is not None else None
    if params is not None:
        return ["parameter" if i < len(params) else "input" for i in range(len(placeholders))]
    static = set(getattr(fw_metadata, "static_input_indices", None) or [])
    return ["parameter" if i in static else "input" for i in range(len(placeholders))]
