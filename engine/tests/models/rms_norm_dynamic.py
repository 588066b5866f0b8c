"""RMSNorm with a learned weight and dynamic batch/sequence dims B and T."""

import torch
from torch import nn
from torch.export import Dim


class Model(nn.Module):
    def __init__(self, dim: int = 64, eps: float = 1e-6) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.linspace(0.5, 1.5, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rms = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return x * rms * self.weight


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 8, 64)]


def get_init_inputs() -> list:
    return [64]


def dynamic_shapes() -> dict:
    return {"x": {0: Dim("B", min=1, max=64), 1: Dim("T", min=2, max=1024)}}


def test_sizes() -> list[list[torch.Tensor]]:
    return [[torch.randn(1, 3, 64)], [torch.randn(4, 17, 64)], [torch.randn(7, 100, 64)]]
