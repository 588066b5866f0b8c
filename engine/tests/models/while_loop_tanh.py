"""torch's while_loop: a counter tensor and a carried tensor updated by a pointwise body
until the counter reaches a bound that is an input's value."""

import torch
from torch import nn
from torch._higher_order_ops.while_loop import while_loop


class Model(nn.Module):
    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.scale = nn.Parameter(torch.linspace(0.5, 1.5, dim))

    def forward(self, x: torch.Tensor, steps: torch.Tensor) -> torch.Tensor:
        def cond(i: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
            return i < steps

        def body(i: torch.Tensor, h: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
            return i + 1, torch.tanh(h * self.scale + 0.1)

        i, h = while_loop(cond, body, (torch.zeros((), dtype=torch.int64), x))
        return h.sum(-1) + i


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 8), torch.tensor(3)]


def get_init_inputs() -> list:
    return [8]


def test_sizes() -> list[list[torch.Tensor]]:
    # No iteration, and more iterations than the example.
    return [[torch.randn(4, 8), torch.tensor(0)], [torch.randn(4, 8), torch.tensor(6)]]
