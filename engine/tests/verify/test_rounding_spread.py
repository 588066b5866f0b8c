"""The rounding spread (kernel_studio/verify/spread.py), on real torch computations: a value
computed in another valid order that misses the accuracy checker's rule (eager's distance to
fp64 is one sample) passes by the spread; a wrong value still fails; a well-conditioned
gradient's samples stay near eager's own (a ReLU's exact zeros are not moved)."""

from __future__ import annotations

import copy
import os
import sys

import pytest
import torch

from kernel_studio.verify.compare import fp64_check, fp64_terms, rmse
from kernel_studio.verify.spread import RULE, spread_steps, widen

MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")


def _sum(_model: torch.nn.Module, inputs: list[torch.Tensor]) -> dict[str, torch.Tensor]:
    return {"loss": inputs[0].sum()}


def _judge(actual: torch.Tensor, x: torch.Tensor) -> dict:
    eager, wide = x.sum(), x.double().sum()
    factor, eps = fp64_terms(eager, 1e-5)
    record = fp64_check(actual, eager, wide, factor, eps)
    if not record["passed"]:
        samples = [s["loss"] for s in spread_steps(_sum, torch.nn.Identity(), [x])]
        widen(record, actual, eager, samples, wide, eps)
    return record


def test_a_sum_in_another_order_passes_by_the_spread() -> None:
    # 4096 values summed as 64 columns of 64: as exact as eager's order, but eager's error
    # is one sample and sometimes a lucky one (one number: the rule's factor is 3).
    widened = 0
    for seed in range(30):
        x = torch.randn(4096, generator=torch.Generator().manual_seed(seed)) * 100
        record = _judge(x.view(64, 64).sum(0).sum(), x)
        assert record["passed"], (seed, record)
        if record["rule"] == RULE:
            widened += 1
            assert record["spread"]["eagerBound"] < record["moduleRmse"] <= record["bound"]
            assert record["spread"]["samples"] == 4  # 3 nudged, 1 with decisions turned
    assert widened >= 2, "eager's bound alone fails some of them (the case's premise)"
    # A wrong sum (1e-5 relative, about 100 ulps of the result) fails with the spread too.
    x = torch.randn(4096, generator=torch.Generator().manual_seed(0)) * 100
    record = _judge(x.view(64, 64).sum(0).sum() * (1 + 1e-5), x)
    assert not record["passed"] and record["rule"] == RULE


CUDA = pytest.param(
    "cuda",
    marks=[
        pytest.mark.gpu,
        pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
    ],
)


@pytest.mark.parametrize("device", ["cpu", CUDA])
def test_a_conv_nets_gradient_samples_stay_near_eagers(device: str) -> None:
    # BatchNorm in train mode and a ReLU, whose backward masks by its exact zeros: moving a
    # zero by one ulp would open the mask and make the samples useless.
    sys.path.insert(0, MODELS)
    try:
        from train_convbn import Model
    finally:
        sys.path.remove(MODELS)
    torch.manual_seed(0)
    model, x = Model().to(device), torch.randn(4, 3, 8, 8, device=device)

    def step(m: torch.nn.Module, inputs: list[torch.Tensor]) -> dict[str, torch.Tensor]:
        m.zero_grad(set_to_none=True)
        m(inputs[0]).sum().backward()
        return {n: p.grad for n, p in m.named_parameters() if p.grad is not None}

    eager = step(copy.deepcopy(model), [x])
    wide = step(copy.deepcopy(model).double(), [x.double()])
    samples = spread_steps(step, model, [x])
    assert len(samples) == 5, "3 nudged, one in channels-last layout, one with decisions turned"
    for name in ("conv.weight", "bn.weight", "head.weight"):
        own = rmse(eager[name], wide[name])
        for s in samples:
            assert 0 < rmse(s[name], wide[name]) < 10 * own, name


def test_the_turned_sample_opens_a_mask_that_rounding_closed() -> None:
    # relu(x * y - z) with x * y = 1 + 2^-11 + 2^-24 exactly: float32 rounds the product to
    # z = 1 + 2^-11 (half an ulp, to even), so eager's ReLU input is 0 and its mask closed,
    # where the exact value is 2^-24 > 0 and the mask open. An implementation that rounds
    # the product up (another valid rounding) has the gradient y; a nudged sample leaves the
    # exact zero as it is, the turned one takes the input reflected about its float64
    # shadow (2^-23) and opens the mask.
    x = torch.tensor([1 + 2**-12], dtype=torch.float32, requires_grad=True)
    y = torch.tensor([1 + 2**-12], dtype=torch.float32)
    z = torch.tensor([1 + 2**-11], dtype=torch.float32)

    def step(_m: torch.nn.Module, inputs: list[torch.Tensor]) -> dict[str, torch.Tensor]:
        a, b, c = inputs
        torch.relu(a * b - c).sum().backward()
        return {"x": a.grad}

    eager = step(torch.nn.Identity(), [x.detach().clone().requires_grad_(), y, z])
    assert eager["x"].item() == 0.0  # the premise: float32 closed the mask
    samples = spread_steps(step, torch.nn.Identity(), [x, y, z])
    assert [s["x"].item() for s in samples[:-1]] == [0.0] * (len(samples) - 1)
    assert samples[-1]["x"].item() == y.item()


def test_the_turned_sample_takes_a_max_pools_other_choice_where_rounding_tied() -> None:
    # A window of [z, x * y] with z = 1 + 2^-11: float32 rounds the product to z, a tie
    # that eager's max pool gives to the first element; exactly the product is larger, and
    # another valid rounding picks it: the turned sample routes the gradient to x.
    x = torch.tensor([1 + 2**-12], dtype=torch.float32, requires_grad=True)
    y = torch.tensor([1 + 2**-12], dtype=torch.float32)
    z = torch.tensor([1 + 2**-11], dtype=torch.float32)

    def step(_m: torch.nn.Module, inputs: list[torch.Tensor]) -> dict[str, torch.Tensor]:
        a, b, c = inputs
        window = torch.stack([c, a * b]).view(1, 1, 1, 2)
        values, _ = torch.nn.functional.max_pool2d(window, (1, 2), return_indices=True)
        values.sum().backward()
        return {"x": a.grad if a.grad is not None else torch.zeros(1)}

    eager = step(torch.nn.Identity(), [x.detach().clone().requires_grad_(), y, z])
    assert eager["x"].item() == 0.0  # the premise: the tie went to z
    turned = spread_steps(step, torch.nn.Identity(), [x, y, z])[-1]
    assert turned["x"].item() == y.item()


def test_a_decision_turns_where_its_other_side_is_within_three_of_eagers_errors() -> None:
    from kernel_studio.verify.spread import _turned

    x = torch.tensor([1e-6, 5e-6, -1e-6, 0.0, 0.0, 2.0], dtype=torch.float32)
    exact = torch.tensor([2e-6, 4.5e-6, -0.5e-6, 0.0, 1e-9, 2.0 + 1e-7], dtype=torch.float64)
    got = _turned(x, exact, [0.0]).double()
    # Within reach (3 x eager's error of the exact value, at least the tensor's RMS error,
    # here 5e-7): mirrored about 0, or just above it from an exact zero; out of reach:
    # eager's value.
    assert got[0] == torch.tensor(-1e-6, dtype=torch.float32).double()
    assert got[1] == x[1].double()
    assert got[2] > 0
    assert got[3] == 0.0  # exactly 0 in eager and in float64: nothing to decide
    assert got[4] > 0
    assert got[5] == x[5].double()
    # A tensor computed exactly turns nothing.
    assert torch.equal(_turned(x, x.double(), [0.0]), x)


def _graph_case(graph_offset: float) -> tuple[dict, dict]:
    """A gradient the exported graphs' arithmetic computes otherwise than the model's (as
    DenseNet-161's denseblock4 on cuda: one ReLU element on the other side of zero moves a
    slice of the gradient by 1e-3): the module computes as the graphs do; eager and its
    rounded samples stay near fp64. (fp64 record, graph record)."""
    from kernel_studio.verify.graph_sample import admitted

    gen = torch.Generator().manual_seed(7)
    wide = torch.randn(256, 64, generator=gen, dtype=torch.float64)
    eager = wide.float()
    moved = torch.zeros_like(wide)
    moved[:8] = 1e-3 * torch.randn(8, 64, generator=gen, dtype=torch.float64)
    graph = (wide + moved).float()  # the graphs' float32 step
    actual = (
        wide + moved + 1e-7 * torch.randn(256, 64, generator=gen, dtype=torch.float64)
    ).float()
    graph64 = wide + graph_offset * wide  # the graphs' float64 step
    factor, eps = fp64_terms(eager, 1e-5)
    record = fp64_check(actual, eager, wide, factor, eps)
    assert not record["passed"]  # eager's bound alone fails it (the case's premise)
    samples = [(wide + 1e-7 * torch.randn(256, 64, generator=gen, dtype=torch.float64)).float()]
    ok, error64 = admitted(graph64, wide, record["eagerRmse"])
    info = {"admitted": ok, "rmse": rmse(graph, wide), "fp64Rmse": error64}
    widen(record, actual, eager, samples, wide, eps, (graph if ok else None, info))
    return record, info


def test_the_graphs_sample_passes_what_their_arithmetic_decides() -> None:
    from kernel_studio.verify.spread import spread_notes

    record, info = _graph_case(1e-15)  # the graphs in float64: the model's step
    assert info["admitted"] and record["passed"] and record["rule"] == RULE, record
    assert record["spread"]["graph"] == info
    assert max(record["spread"]["sampleRmse"]) * record["factor"] < record["moduleRmse"]
    trial = {"index": 3, "gradients": [{"name": "w", "passed": True, "fp64": record}]}
    (note,) = spread_notes([trial])
    assert "the exported step's own graphs run eagerly" in note
    assert "1 of them only by the graphs' sample" in note and "e.g. w: the graphs' RMSE" in note


def test_graphs_that_compute_another_function_are_not_a_sample() -> None:
    # Their float64 step 1e-6 off the model's (a decomposition computing something else, or
    # a graph keeping float32 somewhere): not admitted, and the verdict is eager's samples'.
    record, info = _graph_case(1e-6)
    assert not info["admitted"] and info["fp64Rmse"] > 1e-3 * record["eagerRmse"]
    assert not record["passed"] and record["spread"]["graph"]["admitted"] is False
