"""An RMSNorm whose epsilon is EPS: the regenerate UI tests change it (one line of its one
kernel changes)."""

import torch
import torch.nn as nn

EPS = 1e-6


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.ones(64))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x * torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + EPS) * self.weight


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(4, 64)]
