"""Conv1d + BatchNorm1d (eval) + ReLU + MaxPool1d + a channels-last style transpose."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, c_in: int = 6, c_out: int = 12) -> None:
        super().__init__()
        self.conv = nn.Conv1d(c_in, c_out, 5, padding=2)
        self.bn = nn.BatchNorm1d(c_out)
        self.pool = nn.MaxPool1d(2)
        self.eval()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.pool(torch.relu(self.bn(self.conv(x))))
        return y.transpose(1, 2).contiguous() * 2.0


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(3, 6, 40)]


def get_init_inputs() -> list:
    return [6, 12]
