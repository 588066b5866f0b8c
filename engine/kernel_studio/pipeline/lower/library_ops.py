"""Ops the export keeps as one library call instead of letting Inductor lower them.

Recurrent layers (nn.LSTM, nn.GRU, nn.RNN) reach Inductor as one `aten.lstm.input` node, and
Inductor's own decomposition unrolls it into every time step of every layer: thousands of
kernels that compile for minutes and run slower than cuDNN's fused RNN. The export hands
Inductor an opaque stand-in (`kernel_studio::lstm_input`, ...) that it calls as a fallback,
and the clean stage writes the call back as the ATen op (`torch.ops.aten.lstm.input`), so
the module needs only torch. The outputs are laid out as the stand-in's fake says, which is
how ATen lays them out (a batch_first output is a transposed view), whatever the kernel
behind the op returns. Forcing the op's decomposition
(`decompose: ["aten.lstm"]`) lowers it as Inductor does."""

from __future__ import annotations

from typing import Any

import torch

from kernel_studio.pipeline.clean.spec import STAND_IN_NAMESPACE as NAMESPACE


def _rnn_output(x: torch.Tensor, h: torch.Tensor, bidirectional: bool, batch_first: bool):
    """The output of an RNN layer stack as ATen lays it out: (T, B, D*H), or (T, D*H)
    unbatched, where H is the last size of the hidden state (the projection size with
    proj_size); batch_first gives (B, T, D*H) as a transposed view of (T, B, D*H)."""
    width = h.shape[-1] * (2 if bidirectional else 1)
    if batch_first and x.dim() == 3:
        return x.new_empty((x.shape[1], x.shape[0], width)).transpose(0, 1)
    return x.new_empty((*x.shape[:-1], width))


def _as_declared(out: tuple[torch.Tensor, ...], batch_first: bool) -> tuple[torch.Tensor, ...]:
    """The real op's outputs in the layout the fake declares (the clean module does the same,
    pipeline/clean/call.py): the code after the call indexes them by those strides."""
    return tuple(
        t.transpose(0, 1).contiguous().transpose(0, 1)
        if i == 0 and batch_first and t.dim() == 3
        else t.contiguous()
        for i, t in enumerate(out)
    )


@torch.library.custom_op(f"{NAMESPACE}::lstm_input", mutates_args=())
def lstm_input(
    x: torch.Tensor,
    hx: list[torch.Tensor],
    params: list[torch.Tensor],
    has_biases: bool,
    num_layers: int,
    dropout: float,
    train: bool,
    bidirectional: bool,
    batch_first: bool,
) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
    out = torch.ops.aten.lstm.input(
        x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first
    )
    return _as_declared(out, batch_first)  # type: ignore[return-value]


@lstm_input.register_fake
def _(x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
    out = _rnn_output(x, hx[0], bidirectional, batch_first)
    return out, hx[0].new_empty(hx[0].shape), hx[1].new_empty(hx[1].shape)


def _rnn_stand_in(name: str) -> Any:
    aten_op = getattr(torch.ops.aten, name.removesuffix("_input")).input

    def impl(
        x: torch.Tensor,
        hx: torch.Tensor,
        params: list[torch.Tensor],
        has_biases: bool,
        num_layers: int,
        dropout: float,
        train: bool,
        bidirectional: bool,
        batch_first: bool,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        out = aten_op(
            x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first
        )
        return _as_declared(out, batch_first)  # type: ignore[return-value]

    op = torch.library.custom_op(f"{NAMESPACE}::{name}", impl, mutates_args=())

    @op.register_fake
    def _(x, hx, params, has_biases, num_layers, dropout, train, bidirectional, batch_first):
        return _rnn_output(x, hx, bidirectional, batch_first), hx.new_empty(hx.shape)

    return op


gru_input = _rnn_stand_in("gru_input")
rnn_tanh_input = _rnn_stand_in("rnn_tanh_input")
rnn_relu_input = _rnn_stand_in("rnn_relu_input")


def _stand_ins() -> dict[Any, Any]:
    ns = getattr(torch.ops, NAMESPACE)
    return {
        torch.ops.aten.lstm.input: ns.lstm_input.default,
        torch.ops.aten.gru.input: ns.gru_input.default,
        torch.ops.aten.rnn_tanh.input: ns.rnn_tanh_input.default,
        torch.ops.aten.rnn_relu.input: ns.rnn_relu_input.default,
    }


def with_stand_ins(gm: torch.fx.GraphModule, forced: list[str]) -> torch.fx.GraphModule:
    """`gm`, or a copy of it whose recurrent ops call the stand-ins (the program's own graph
    keeps the ATen ops: the graph view and the metadata show them). Ops in `forced`
    (resolved overload names the user asked to decompose) are left to Inductor."""
    table = {k: v for k, v in _stand_ins().items() if str(k) not in forced}
    if not any(n.op == "call_function" and n.target in table for n in gm.graph.nodes):
        return gm
    copy = torch.fx.GraphModule(gm, _copy_graph(gm.graph))
    for node in copy.graph.nodes:
        if node.op == "call_function" and node.target in table:
            node.target = table[node.target]
    copy.recompile()
    return copy


def _copy_graph(graph: torch.fx.Graph) -> torch.fx.Graph:
    new = torch.fx.Graph()
    new.output(new.graph_copy(graph, {}))  # names and meta are kept
    return new
