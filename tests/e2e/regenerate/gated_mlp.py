"""A small model for the regenerate tests: norm, MLP with gelu, a sigmoid gate, a reduction.

The tests write variants of it (a layer added or removed, a constant changed) to a copy."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(64, eps=1e-05)
        self.fc1 = nn.Linear(64, 128)
        self.fc2 = nn.Linear(128, 64)
        self.gate = nn.Linear(64, 64)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        h = nn.functional.gelu(self.fc1(h))
        y = x + self.fc2(h)
        g = torch.sigmoid(self.gate(y))
        return y * g + torch.tanh(y).sum(-1, keepdim=True)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 8, 64)]


def get_init_inputs() -> list:
    return []
