"""An imported training step (a precompile artifact whose fn ran a backward): which of its
kernels belong to the forward and which to the backward, and the footer that binds its one
`call` to the model's parameters.

Upstream's artifact is one make_fx graph of the whole step: the forward, the loss, the
seed of `.backward()` and the backward, returning fn's result then one gradient per
parameter in GRAD_PARAM_INDICES. The graph itself is not in the artifact, only the names
of its nodes in the source-node comments and the kernels' names. The same trace of the
model file's step (torch._precompile's own capture, of `loss(model, *inputs).backward()`)
gives those names back: its nodes before the seed are the forward, the rest the backward.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.inductor import Provenance
from kernel_studio.pipeline.artifact.lowered import (
    _FAMILIES,
    _LAUNCH,
    _SOURCES,
    _by_name,
    _family,
    _kernel_names,
    _op,
)


@dataclass
class StepGraph:
    """The captured step's graph, as far as it was recovered: each launch key's nodes of
    that graph and whether it runs in the backward."""

    recovered: bool
    launch_graph: dict[str, str] = field(default_factory=dict)  # key -> forward/backward
    note: str | None = None


def captured_graph(
    model: torch.nn.Module, inputs: list[Any], loss: Callable[..., Any]
) -> torch.fx.GraphModule:
    """The make_fx graph torch.compiler.precompile captures of `loss(model, *inputs)
    .backward()` (torch._precompile._capture, the trace the artifact was lowered from);
    on a copy of the model, so its `.grad` stays as it was."""
    import torch.fx.traceback as fx_traceback
    from torch._precompile import _capture  # torch >= 2.15 (checked by the caller)

    hooks: Callable[..., None] | None
    try:
        from torch._functorch._aot_autograd.logging_utils import (
            setup_stacktrace_preservation_hooks,
        )

        hooks = setup_stacktrace_preservation_hooks
    except ImportError:  # pragma: no cover - a series without it: no seq_nr in the backward
        hooks = None

    def step(m: Any, *x: Any) -> None:
        value = loss(m, *x)
        if hooks is not None and value.grad_fn is not None:
            # As AOTAutograd traces its joint graph: each backward node's `seq_nr` is the
            # forward op's it differentiates (step_graph.py links them by it).
            hooks([value.grad_fn])
        value.backward()

    twin = copy.deepcopy(model)
    with fx_traceback.preserve_node_meta():
        return _capture(step, (twin, *inputs)).gm


def graph_text(gm: torch.fx.GraphModule, inputs: list[str], where: str) -> str:
    """The captured step's graph as Python (FX code), for the project to keep beside the
    artifact: a header naming its inputs, a comment where the backward starts."""
    backward = backward_nodes(gm.graph)
    first = next((n.name for n in gm.graph.nodes if n.name in backward), None)
    lines = gm.code.strip("\n").splitlines()
    if first is not None:
        at = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith(f"{first} = ")), None)
        if at is not None:
            lines.insert(at, "    # ---- the backward, from the seed of .backward() on ----")
    placeholders = [n.name for n in gm.graph.nodes if n.op == "placeholder"]
    named = ", ".join(f"{p} = {n}" for p, n in zip(placeholders, inputs, strict=False))
    header = [
        "# The graph torch.compiler.precompile captured of this training step (a make_fx trace,",
        f"# traced again by Kernel Studio from {where}): its node names are those of the",
        "# artifact's source-node comments and kernel names. Read-only: nothing runs it.",
        f"# Inputs: {named}.",
    ]
    return "\n".join(header + lines) + "\n"


def backward_nodes(graph: torch.fx.Graph) -> set[str]:
    """The nodes of the step's backward: from the seed of `.backward()` (a ones_like of the
    0-dim loss) on. Empty when there is no such seed."""
    nodes = [n for n in graph.nodes if n.op == "call_function"]
    for i, n in enumerate(nodes):
        if _op(n) == "ones_like" and n.args:
            val = getattr(n.args[0], "meta", {}).get("val")
            if isinstance(val, torch.Tensor) and val.dim() == 0:
                return {m.name for m in nodes[i:]}
    return set()


def _launch_nodes(raw: str, graph: torch.fx.Graph) -> dict[str, list[str]]:
    """Each `# [Provenance debug handles] key` launch of `raw` (already annotated by
    lowered.provenance_from_comments) -> the nodes of the captured `graph` it computes:
    the source-node comment's names (a library call: its own op only), else the ops its
    kernel name lists."""
    names = {n.name for n in graph.nodes}
    kernels = _kernel_names(raw)
    out: dict[str, list[str]] = {}
    pending: list[str] | None = None
    key: str | None = None
    claimed: set[str] = set()
    for line in raw.splitlines():
        text = line.strip()
        if m := _SOURCES.match(text):
            pending = [n.strip() for n in m.group(1).split(",") if n.strip()]
            continue
        if text.startswith("# [Provenance debug handles] "):
            key = text.split("] ", 1)[1]
            continue
        launch = _LAUNCH.match(line) if key and not text.startswith("#") else None
        if key is None and text and not text.startswith("#"):
            if not re.match(r"\w+_[xyzr]\d*numel = |stream\d+ = |buf\d+ = empty", text):
                pending = None
            continue
        if launch and key:
            name = launch.group("name")
            if name.startswith("extern_kernels."):
                own = [n for n in pending or [] if _family(_base(n)) is not None and n in names]
                out[key] = own[-1:]
            elif pending is not None:
                out[key] = [n for n in pending if n in names]
            elif name in kernels:
                out[key] = _by_name(name, graph, claimed)
            key, pending = None, None
    return out


def _base(name: str) -> str:
    return re.sub(r"_\d+$", "", name)


def step_provenance(
    raw: str, captured: torch.fx.Graph, exported: torch.fx.Graph
) -> tuple[Provenance, dict[str, str]]:
    """The provenance of `raw`'s launches on the `exported` graph (the model's, as the
    project shows it) and each launch's graph (forward/backward), from the `captured` step.
    A forward node maps to the exported graph's node of the same name, or a library call to
    the exported graph's call of its family in the same rank among the forward's; an
    `<op>_backward` node to the forward node it differentiates (the same rank of `<op>`);
    other backward nodes (the gradients' matmuls and reductions) to none."""
    backward = backward_nodes(captured)
    exported_names = {n.name for n in exported.nodes if n.op == "call_function"}
    ours: dict[str, list[str]] = {f: [] for f in _FAMILIES}
    for n in exported.nodes:
        if n.op == "call_function" and (f := _family(_op(n))) is not None:
            ours[f].append(n.name)
    by_op: dict[str, list[str]] = {}  # captured forward nodes by op, in order
    for n in captured.nodes:
        if n.op == "call_function" and n.name not in backward:
            by_op.setdefault(_op(n), []).append(n.name)
    rank_of = {name: (op, i) for op, names in by_op.items() for i, name in enumerate(names)}
    backward_rank: dict[str, int] = {}
    counts: dict[str, int] = {}
    for n in captured.nodes:
        if n.op == "call_function" and n.name in backward and _op(n).endswith("_backward"):
            op = _op(n)
            backward_rank[n.name] = counts.get(op, 0)
            counts[op] = counts.get(op, 0) + 1
    ops = {n.name: _op(n) for n in captured.nodes if n.op == "call_function"}

    def forward_to_exported(name: str) -> str | None:
        op, k = rank_of.get(name, ("", -1))
        family = _family(op)
        if family is not None:
            ranked = [x for o, xs in by_op.items() if _family(o) == family for x in xs]
            ranked.sort(key=lambda x: list(ops).index(x))
            at = ranked.index(name)
            return ours[family][at] if at < len(ours[family]) else None
        return name if name in exported_names else None

    def to_exported(name: str) -> str | None:
        if name not in backward:
            return forward_to_exported(name)
        op = ops.get(name, "")
        if op.endswith("_backward"):
            fw = by_op.get(op.removesuffix("_backward")) or []
            k = backward_rank.get(name, -1)
            return forward_to_exported(fw[k]) if 0 <= k < len(fw) else None
        return None

    provenance = Provenance()
    graph_of: dict[str, str] = {}
    for key, nodes in _launch_nodes(raw, captured).items():
        mapped = [m for n in nodes if (m := to_exported(n)) is not None]
        provenance.kernel_to_post[key] = list(dict.fromkeys(mapped))
        graph_of[key] = "backward" if any(n in backward for n in nodes) else "forward"
    return provenance, graph_of


def step_footer(
    inputs: list[tuple[str, str, str | None]], grads: list[str], results: int, loss: str
) -> str:
    """`Module`, `step` and `module` of an imported training step. `inputs`: call's
    arguments (name, kind, state-dict key); `grads`: the state-dict key of each gradient
    call returns after fn's `results` result values."""
    users = [name for name, kind, _ in inputs if kind == "user"]
    table = ",\n".join(f"    ({n!r}, {k!r}, {t!r})" for n, k, t in inputs)
    grad_table = "\n".join(f"    {g!r}," for g in grads)
    args = ", ".join(users)
    return f'''
# An imported training step: call (the module's entry point, as in every module) runs the
# whole step torch.compiler.precompile
# captured (the forward, the loss, its backward) in one graph, and returns what the
# captured fn returned ({results} value(s), None for a bare .backward()), then one gradient per
# parameter in _GRADS. The loss it was captured with is the artifact's own; this project
# verifies it against {loss}.
# Each input of call: (name, kind, state-dict key).
_INPUTS = [
{table},
]
_GRADS = [
{grad_table}
]
_RESULTS = {results}


class Module(torch.nn.Module):
    """The model's parameters and buffers by the model's names, copied from `weights`
    (default: the weights file). It has no forward of its own: the step computes the
    forward and the backward together (step(module, {args}))."""

    def __init__(self, weights=None):
        super().__init__()
        weights = load_weights() if weights is None else weights
        for name, kind, target in _INPUTS:
            if kind == "user":
                continue
            owner = self
            *path, leaf = target.split(".")
            for part in path:
                if part not in owner._modules:
                    owner.add_module(part, torch.nn.Module())
                owner = owner._modules[part]
            value = weights[name].detach().clone()
            if kind == "parameter":
                owner.register_parameter(leaf, torch.nn.Parameter(value))
            else:
                owner.register_buffer(leaf, value, persistent=kind == "buffer")

    def forward(self, *inputs):
        raise RuntimeError(
            "an imported training step has no forward of its own: step(module, *inputs)"
            " runs the forward and the backward together"
        )


def module(weights=None):
    """A new Module (its own copy of the parameters and buffers)."""
    return Module(weights)


def step(model, {args}):
    """One training step, as the artifact's fn: the kernels below on `model`'s parameters
    and buffers (Module(), or any nn.Module with the model's names) and the inputs. Each
    gradient is added to its parameter's .grad (set where it is None), as .backward()
    does; returns what the captured fn returned."""
    state = dict(model.named_parameters())
    state.update(model.named_buffers())
    given = {{{", ".join(f"{u!r}: {u}" for u in users)}}}
    values = [given[n] if kind == "user" else state[t].detach() for n, kind, t in _INPUTS]
    with torch.no_grad():
        results = call(*values)
    for target, grad in zip(_GRADS, results[_RESULTS:]):
        parameter = state[target]
        if parameter.grad is None:
            parameter.grad = grad
        else:
            parameter.grad.add_(grad)
    out = tuple(results[:_RESULTS])
    return out[0] if len(out) == 1 else out
'''
