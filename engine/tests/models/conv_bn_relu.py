"""Conv2d + BatchNorm2d (eval, running stats as buffers) + ReLU."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, c_in: int = 3, c_out: int = 8) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, 3, padding=1)
        self.bn = nn.BatchNorm2d(c_out)
        with torch.no_grad():
            self.bn.running_mean.uniform_(-0.5, 0.5)
            self.bn.running_var.uniform_(0.5, 1.5)
        self.eval()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.bn(self.conv(x)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 3, 8, 8)]


def get_init_inputs() -> list:
    return [3, 8]
