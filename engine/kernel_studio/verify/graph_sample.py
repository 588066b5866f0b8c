"""One more sample of the rounding spread (spread.py) for an exported training step: the
step's own forward and backward graphs, AOTAutograd's, which the module's kernels compute,
run eagerly in the model's dtype.

The other samples are the model's own step rounded otherwise. The graphs compute the same
step in other arithmetic: BatchNorm decomposed into a mean, a variance and a scale (as
torch.compile's step computes it), its backward in AOTAutograd's terms. Where a value made
small by cancellation decides a ReLU, the graphs' rounding can decide it otherwise than the
model's, and the module, which computes as the graphs do, decides it as they do. DenseNet-161's
training step on cuda (a batch of 2 at 224 px): the graphs in float32 put 10 ReLU elements
on the other side of zero from float64 (e.g. -1.86e-5 in float64, 1.06e-5 in float32), and
24 gradients of denseblock4's layers 17 to 21 land 1.4e-3 from the fp64 step, against eager's
9e-6 and every eager-rounded sample's 1e-5; the module lands where the graphs do (0.00141 and
0.00141 for layer 17's conv2.weight), and the graphs in float64 land 1.35e-14 from the fp64
step (bench/train_decisions.py, docs/benchmarks.md).

A sample is a valid rounding of the step only where the graphs compute the model's step: each
value's sample is admitted only when the graphs' float64 step lands within ADMIT x eager's own
RMSE of the fp64 reference (a decomposition computing another function, or a graph that keeps
float32 somewhere, lands far from it and is never a sample). The graphs are the ones the export
saved (code: loaded from a trusted folder only, as locate loads them); without them there is no
such sample (it is not worth lowering the model again inside a trial's time limit), and the
record says why."""

from __future__ import annotations

from typing import Any

import torch

# The graphs' float64 step must land this close to the fp64 reference (a fraction of eager's
# own float32 RMSE) for their float32 step to count as a rounding of the model's step.
ADMIT = 1e-3
STAGE = "rounding spread: the exported step's graphs, in the model's dtype and in float64"


class _GraphStep(torch.autograd.Function):
    """apply(graphs, layout, *inputs in _INPUTS order) -> the model's outputs, through the
    forward graph; backward through the backward graph (as the module's TrainingStep through
    its kernels)."""

    @staticmethod
    def forward(ctx: Any, graphs: Any, layout: Any, *inputs: Any) -> Any:
        forward, backward = graphs
        writes, user_outputs, tangents = layout
        with torch.no_grad():
            results = list(forward(*inputs))
        outputs = tuple(results[writes : writes + user_outputs])
        saved = results[writes + user_outputs :]
        ctx.save_for_backward(*[s for s in saved if isinstance(s, torch.Tensor)])
        ctx.sizes = [s for s in saved if not isinstance(s, torch.Tensor)]
        ctx.backward_graph = backward
        ctx.tangents = tangents
        ctx.mark_non_differentiable(*[o for i, o in enumerate(outputs) if i not in tangents])
        return outputs

    @staticmethod
    def backward(ctx: Any, *grads: Any) -> Any:
        with torch.no_grad():
            results = ctx.backward_graph(
                *ctx.sizes, *ctx.saved_tensors, *[grads[i] for i in ctx.tangents]
            )
        return (None, None, *results)


def graph_model(module: Any, graphs: Any, metadata: dict[str, Any]) -> torch.nn.Module:
    """The module's Module (its parameters and buffers, by the model's names) whose forward
    runs the forward graph and whose backward runs the backward graph."""
    trainable = module.Module(module.load_weights())
    layout = (
        len(metadata.get("signature", {}).get("writes") or []),
        int(module._USER_OUTPUTS),
        list(module._TANGENTS),
    )
    users = [name for name, kind, _, _ in module._INPUTS if kind == "user"]
    single = bool(module._SINGLE_OUTPUT)

    def forward(*args: Any, **kwargs: Any) -> Any:
        given = dict(zip(users, args, strict=False))
        given.update(kwargs)
        state = dict(trainable.named_parameters(remove_duplicate=False))
        state.update(trainable.named_buffers())
        values = [
            given[name] if kind == "user" else state[target]
            for name, kind, target, _ in module._INPUTS
        ]
        outputs = _GraphStep.apply(graphs, layout, *values)
        return outputs[0] if single else outputs

    trainable.forward = forward
    return trainable


def admitted(sample64: Any, reference: torch.Tensor, eager_rmse: float) -> tuple[bool, float]:
    """(whether the graphs' float32 sample of this value counts, the RMSE of their float64
    step against the fp64 reference)."""
    from kernel_studio.verify.compare import rmse

    if not isinstance(sample64, torch.Tensor) or sample64.shape != reference.shape:
        return False, float("nan")
    error = rmse(sample64, reference)
    return error <= ADMIT * eager_rmse, error
