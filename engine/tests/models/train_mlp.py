"""Two-layer MLP (Linear, GELU, Linear) as a training step: the loss is the mean squared
error against a target, and the input gets a gradient too."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, d_in: int = 32, d_hidden: int = 64, d_out: int = 16) -> None:
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(d_hidden, d_out)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.act(self.fc1(x)))


def loss(model: nn.Module, x: torch.Tensor) -> torch.Tensor:
    target = torch.linspace(-1.0, 1.0, 16, device=x.device, dtype=x.dtype)
    return nn.functional.mse_loss(model(x), target.expand(x.shape[0], 16))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 32, requires_grad=True)]


def get_init_inputs() -> list:
    return [32, 64, 16]
