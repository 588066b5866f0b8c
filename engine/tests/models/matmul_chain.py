"""A compute-heavy stack for the GPU profile test: large Linear layers (cuBLAS matmuls)
with GELU between them (Triton kernels)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, dim: int = 2048, depth: int = 4) -> None:
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(dim, dim) for _ in range(depth))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x))
        return x


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4096, 2048)]


def get_init_inputs() -> list:
    return [2048, 4]
