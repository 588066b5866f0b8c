"""A training step's MLP (Linear, GELU, Linear): parameters get gradients, the input none."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, d_in: int = 16, d_hidden: int = 32, d_out: int = 8) -> None:
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(d_hidden, d_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16)]


def get_init_inputs() -> list:
    return [16, 32, 8]
