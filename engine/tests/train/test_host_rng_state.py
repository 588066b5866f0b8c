"""A CUDA attention op's philox seed and offset, saved for the backward, are host tensors
(pipeline/train/lower.py: `_host_rng_state`), found by the op's return names."""

import operator

import torch

from kernel_studio.pipeline.train.lower import _host_rng_state


def _forward(op: torch._ops.OpOverload, indices: list[int]) -> torch.fx.GraphModule:
    graph = torch.fx.Graph()
    q = graph.placeholder("q")
    attention = graph.call_function(op, (q, q, q, None, True))
    for i in indices:
        item = graph.call_function(operator.getitem, (attention, i))
        item.name = f"getitem_{i}"
        item.meta["val"] = torch.empty((), dtype=torch.int64, device="meta")
    graph.output(tuple(graph.nodes)[-1])
    return torch.fx.GraphModule(torch.nn.Module(), graph)


def test_efficient_attention_seed_and_offset_on_cuda() -> None:
    forward = _forward(torch.ops.aten._scaled_dot_product_efficient_attention.default, [1, 2, 3])
    assert _host_rng_state(forward, "cuda") == {"getitem_2", "getitem_3"}
    assert _host_rng_state(forward, "cpu") == set()


def test_flash_attention_rng_state_stays_on_the_device() -> None:
    forward = _forward(torch.ops.aten._scaled_dot_product_flash_attention.default, [6, 7])
    assert _host_rng_state(forward, "cuda") == set()


def test_cudnn_attention_seed_and_offset_stay_on_the_device() -> None:
    forward = _forward(torch.ops.aten._scaled_dot_product_cudnn_attention.default, [6, 7])
    assert _host_rng_state(forward, "cuda") == set()
