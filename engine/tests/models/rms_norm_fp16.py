"""RMSNorm in float16 (GPU only: half-precision CPU kernels are not a target)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, dim: int = 256) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.linspace(0.5, 1.5, dim).to(torch.float16))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        xf = x.float()
        rms = torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-6)
        return (xf * rms).to(x.dtype) * self.weight


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 32, 256).to(torch.float16)]


def get_init_inputs() -> list:
    return [256]
