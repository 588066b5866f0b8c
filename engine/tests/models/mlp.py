"""Two-layer MLP with parameters (Linear, GELU, Linear)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, d_in: int = 32, d_hidden: int = 64, d_out: int = 16) -> None:
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(d_hidden, d_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 32)]


def get_init_inputs() -> list:
    return [32, 64, 16]
