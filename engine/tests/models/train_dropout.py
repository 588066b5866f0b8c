"""A training step that draws random numbers: Linear, BatchNorm (state it writes), dropout,
Linear. Exported as is, the
module's kernels draw Inductor's own random numbers; with the Inductor option
fallback_random they call torch's dropout, drawing what eager draws under the same seed."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, d_in: int = 16, d_hidden: int = 32, p: float = 0.25) -> None:
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.bn = nn.BatchNorm1d(d_hidden)
        self.drop = nn.Dropout(p)
        self.fc2 = nn.Linear(d_hidden, d_in)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(self.drop(torch.relu(self.bn(self.fc1(x)))))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16)]


def get_init_inputs() -> list:
    return [16, 32, 0.25]
