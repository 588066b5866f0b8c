"""The rounding spread (kernel_studio/verify/spread.py), on real torch computations: a value
computed in another valid order that misses the accuracy checker's rule (eager's distance to
fp64 is one sample) passes by the spread; a wrong value still fails; a well-conditioned
gradient's samples stay near eager's own (a ReLU's exact zeros are not moved)."""

from __future__ import annotations

import copy
import os
import sys

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
            assert record["spread"]["samples"] == 3
    assert widened >= 2, "eager's bound alone fails some of them (the case's premise)"
    # A wrong sum (1e-5 relative, about 100 ulps of the result) fails with the spread too.
    x = torch.randn(4096, generator=torch.Generator().manual_seed(0)) * 100
    record = _judge(x.view(64, 64).sum(0).sum() * (1 + 1e-5), x)
    assert not record["passed"] and record["rule"] == RULE


def test_a_conv_nets_gradient_samples_stay_near_eagers() -> None:
    # BatchNorm in train mode and a ReLU, whose backward masks by its exact zeros: moving a
    # zero by one ulp would open the mask and make the samples useless.
    sys.path.insert(0, MODELS)
    try:
        from train_convbn import Model
    finally:
        sys.path.remove(MODELS)
    torch.manual_seed(0)
    model, x = Model(), torch.randn(4, 3, 8, 8)

    def step(m: torch.nn.Module, inputs: list[torch.Tensor]) -> dict[str, torch.Tensor]:
        m.zero_grad(set_to_none=True)
        m(inputs[0]).sum().backward()
        return {n: p.grad for n, p in m.named_parameters() if p.grad is not None}

    eager = step(copy.deepcopy(model), [x])
    wide = step(copy.deepcopy(model).double(), [x.double()])
    samples = spread_steps(step, model, [x])
    assert len(samples) == 4, "3 nudged steps, and one more in channels-last layout"
    for name in ("conv.weight", "bn.weight", "head.weight"):
        own = rmse(eager[name], wide[name])
        for s in samples:
            assert 0 < rmse(s[name], wide[name]) < 10 * own, name
