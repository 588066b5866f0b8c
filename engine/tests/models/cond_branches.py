"""torch.cond on a data-dependent predicate: each branch runs a few pointwise ops and a
reduction, one reads a learned weight; dynamic batch dim B."""

import torch
from torch import nn
from torch.export import Dim


class Model(nn.Module):
    def __init__(self, dim: int = 16) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.linspace(0.5, 1.5, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        def positive(x: torch.Tensor) -> torch.Tensor:
            y = torch.sin(x) * self.weight + 1.0
            return y / y.abs().sum(-1, keepdim=True)

        def negative(x: torch.Tensor) -> torch.Tensor:
            y = torch.cos(x) - 3.0
            return y * y.amax(-1, keepdim=True)

        return torch.cond(x.sum() > 0, positive, negative, (x,)) + 1.0


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16).abs()]


def get_init_inputs() -> list:
    return [16]


def dynamic_shapes() -> dict:
    return {"x": {0: Dim("B", min=1, max=64)}}


def test_sizes() -> list[list[torch.Tensor]]:
    # Both branches, at other batch sizes.
    return [[-torch.rand(3, 16) - 0.1], [torch.rand(7, 16) + 0.1], [-torch.rand(1, 16) - 0.1]]
