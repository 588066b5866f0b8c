"""A small conv net with BatchNorm in train mode (batch statistics; the running statistics
are written back), ReLU and a linear head, as a training step (loss: sum of the outputs)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, channels: int = 8, classes: int = 4) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, channels, 3, padding=1)
        self.bn = nn.BatchNorm2d(channels)
        self.head = nn.Linear(channels, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = torch.relu(self.bn(self.conv(x)))
        return self.head(h.mean(dim=(2, 3)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 3, 8, 8)]


def get_init_inputs() -> list:
    return [8, 4]
