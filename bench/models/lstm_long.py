"""A two-layer LSTM over a long sequence (512 steps) with a linear head: exported as one
cuDNN call, not as Inductor's loop unrolled over every step."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lstm = nn.LSTM(64, 128, num_layers=2, batch_first=True)
        self.head = nn.Linear(128, 16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.head(self.lstm(x)[0]))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 512, 64)]


def get_init_inputs() -> list:
    return []
