"""Embedding lookup and gather with int64 index inputs."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, vocab: int = 50, dim: int = 16) -> None:
        super().__init__()
        self.emb = nn.Embedding(vocab, dim)

    def forward(self, ids: torch.Tensor, index: torch.Tensor) -> torch.Tensor:
        e = self.emb(ids)
        return torch.gather(e, 2, index) * 2.0


def get_inputs() -> list[torch.Tensor]:
    g = torch.Generator().manual_seed(0)
    ids = torch.randint(0, 50, (2, 6), generator=g, dtype=torch.int64)
    index = torch.randint(0, 16, (2, 6, 4), generator=g, dtype=torch.int64)
    return [ids, index]


def get_init_inputs() -> list:
    return [50, 16]
