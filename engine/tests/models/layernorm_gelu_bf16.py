"""Linear + LayerNorm + GELU in bfloat16, normalisation computed in float32 (GPU only)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, dim: int = 128) -> None:
        super().__init__()
        self.fc = nn.Linear(dim, dim).to(torch.bfloat16)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.fc(x).float()
        return nn.functional.gelu(self.norm(y)).to(torch.bfloat16)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 32, 128).to(torch.bfloat16)]


def get_init_inputs() -> list:
    return [128]
