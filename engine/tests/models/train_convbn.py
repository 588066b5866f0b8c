"""A training step's conv net: Conv2d, BatchNorm2d in train mode (batch statistics, running
stats written back), ReLU, Conv2d, global average pool."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, c_in: int = 3, c_mid: int = 8, c_out: int = 4) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c_mid, 3, padding=1)
        self.bn = nn.BatchNorm2d(c_mid)
        self.conv2 = nn.Conv2d(c_mid, c_out, 3, padding=1)
        self.train()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.relu(self.bn(self.conv1(x)))
        return self.conv2(y).mean(dim=(2, 3))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 3, 8, 8)]


def get_init_inputs() -> list:
    return [3, 8, 4]
