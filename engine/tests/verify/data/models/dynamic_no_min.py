"""RMS-scaled rows and their sum over time; the time dim is dynamic with no declared
minimum, so torch.export lets it go down to 0 (and verify's first random trial takes 0)."""

import torch
import torch.nn as nn
from torch.export import Dim

HIDDEN = 192


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.linspace(0.5, 1.5, HIDDEN))

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        y = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        return y, y.sum(1)  # the sum runs over the dynamic dim (empty at T = 0)


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(3, 4, HIDDEN)]


def dynamic_shapes() -> dict:
    return {"x": {0: Dim("B", min=2, max=8), 1: Dim("T")}}
