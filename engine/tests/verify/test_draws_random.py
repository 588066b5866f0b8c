"""Which graph nodes draw random numbers (pipeline/describe/describe.py `draws_random`, read
by verify/random_ops.py): torch tags the fused attention ops nondeterministic_seeded for
their dropout, so one with dropout_p 0 draws nothing and its step is verified by value."""

import torch

from kernel_studio.pipeline.describe.describe import draws_random
from kernel_studio.verify.random_ops import random_nodes


def _node(op: torch._ops.OpOverload, *args: object, **kwargs: object) -> torch.fx.Node:
    graph = torch.fx.Graph()
    q = graph.placeholder("q")
    return graph.call_function(op, (q, *args), kwargs)


def test_attention_without_dropout_draws_nothing() -> None:
    sdpa = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default
    assert draws_random(_node(sdpa, None, None)) is False  # dropout_p's default, 0.0
    assert draws_random(_node(sdpa, None, None, 0.0)) is False
    assert draws_random(_node(sdpa, None, None, dropout_p=0.1)) is True
    efficient = torch.ops.aten._scaled_dot_product_efficient_attention.default
    assert draws_random(_node(efficient, None, None, None, True, 0.0)) is False
    assert draws_random(_node(efficient, None, None, None, True, 0.25)) is True


def test_dropout_draws_and_plain_ops_are_not_asked() -> None:
    assert draws_random(_node(torch.ops.aten.native_dropout.default, 0.5, True)) is True
    assert draws_random(_node(torch.ops.aten.relu.default)) is None


def test_verify_takes_the_exports_answer_and_the_tag_for_older_projects() -> None:
    target = "aten._scaled_dot_product_efficient_attention.default"
    node = {"name": "attn", "op": "call_function", "target": target}
    assert random_nodes({"nodes": [{**node, "draws": False}]}) == []
    assert random_nodes({"nodes": [{**node, "draws": True}]}) == ["attn"]
    assert random_nodes({"nodes": [node]}) == ["attn"]
