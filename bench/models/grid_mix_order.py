"""Sums of one tensor over both of its dims, which Inductor can compute in one
mix-order reduction kernel (MixOrderReductionGrid)."""

import torch
from torch import nn


class Model(nn.Module):
    def forward(
        self, x: torch.Tensor, w: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        y = x * w
        return y.sum(dim=0), y.sum(dim=1)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8192, 1024), torch.randn(1024)]


def get_init_inputs() -> list:
    return []
