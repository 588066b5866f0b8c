"""A functional model of about 2,000 ops: a forward that calls functional ops directly, in a
loop, with no submodule (every op at the graph's root, nothing to fold by module). Small
tensors on cpu; the graph pane folds its root into groups of consecutive ops."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, dim: int = 8, steps: int = 250) -> None:
        super().__init__()
        self.steps = steps
        self.weight = nn.Parameter(torch.randn(dim, dim) * 0.1)
        self.bias = nn.Parameter(torch.zeros(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for _ in range(self.steps):  # 8 ops a step: a library mm, 7 fused into one kernel
            h = torch.mm(x, self.weight)
            x = x + torch.tanh(h + self.bias) * 0.5 + torch.sin(x) * 0.1
        return x


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 8)]


def get_init_inputs() -> list:
    return [8, 250]
