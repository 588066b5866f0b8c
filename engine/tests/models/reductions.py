"""Reductions: sum, argmax (int64 output), logsumexp."""

import torch
from torch import nn


class Model(nn.Module):
    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return x.sum(dim=1), x.argmax(dim=-1), torch.logsumexp(x, dim=-1)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16, 32)]


def get_init_inputs() -> list:
    return []
