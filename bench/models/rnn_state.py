"""Hand-written recurrent cells that keep state: a plain tensor attribute reset with copy_
(not a registered buffer) and a step counter buffer, both written in place on each call."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.cell = nn.GRUCell(32, 64)
        self.hidden = torch.zeros(8, 64)
        self.register_buffer("steps", torch.zeros((), dtype=torch.int64))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.hidden.copy_(torch.tanh(x[:, 0, :].sum(-1, keepdim=True)).expand(8, 64))
        h = self.hidden.to(x.device)  # a plain attribute does not move with .to()
        for t in range(x.shape[1]):
            h = self.cell(x[:, t], h)
        self.steps.add_(x.shape[1])
        return h


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 12, 32)]


def get_init_inputs() -> list:
    return []
