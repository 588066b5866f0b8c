"""LayerNorm followed by tanh-GELU."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, dim: int = 64) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return nn.functional.gelu(self.norm(x), approximate="tanh")


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16, 64)]


def get_init_inputs() -> list:
    return [64]
