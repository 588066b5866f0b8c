"""RMSNorm over the last dimension with a learnable weight (KernelBench convention)."""

import torch
import torch.nn as nn
from torch.export import Dim

HIDDEN = 256
EPS = 1e-6


class Model(nn.Module):
    def __init__(self, hidden: int = HIDDEN, eps: float = EPS) -> None:
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(hidden))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rms = torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + self.eps)
        return x * rms * self.weight


def get_init_inputs() -> list:
    return [HIDDEN]


def get_inputs() -> list:
    # (batch, seq, hidden)
    return [torch.randn(2, 64, HIDDEN)]


def dynamic_shapes() -> dict:
    return {"x": {0: Dim("B", min=1, max=64), 1: Dim("T", min=2, max=4096)}}
