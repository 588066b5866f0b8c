"""Conv2d + GroupNorm + GELU: Inductor launches the fused pointwise kernel on a 2-D grid."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, c_in: int = 8, c_out: int = 16, groups: int = 4) -> None:
        super().__init__()
        self.conv = nn.Conv2d(c_in, c_out, 3, padding=1)
        self.norm = nn.GroupNorm(groups, c_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.gelu(self.norm(self.conv(x)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 8, 16, 16)]


def get_init_inputs() -> list:
    return [8, 16, 4]
