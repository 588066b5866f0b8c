"""A stack of identical blocks (Linear -> LayerNorm -> ReLU), as transformers and ResNets
repeat theirs: Inductor writes one kernel for the blocks' norms and launches it once per
block."""

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.norm(self.fc(x)))


class Model(nn.Module):
    def __init__(self, dim: int = 32, depth: int = 4) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(Block(dim) for _ in range(depth))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return x


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 32)]


def get_init_inputs() -> list:
    return [32, 4]
