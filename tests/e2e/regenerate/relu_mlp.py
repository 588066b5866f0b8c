"""A two-layer MLP for the merge tests; the tests change its activation (relu -> gelu)."""

import torch
from torch import nn
from torch.nn import functional as F


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(32, 64)
        self.fc2 = nn.Linear(64, 16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = F.relu(self.fc1(x))
        return torch.tanh(self.fc2(h))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 32)]


def get_init_inputs() -> list:
    return []
