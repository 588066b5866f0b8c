"""A ConvTranspose2d with a wide dynamic batch (Dim max 4096): lowering may assume something
of the batch while the fake convolution picks its backend (a narrowed range in the module's
header and metadata); its output's layout is checked after the library call."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.up = nn.ConvTranspose2d(16, 8, 3, stride=2, padding=1, output_padding=1)
        self.norm = nn.BatchNorm2d(8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(self.norm(self.up(x))) * x.mean()


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4, 16, 12, 12)]


def get_init_inputs() -> list:
    return []


def dynamic_shapes() -> dict:
    return {"x": {0: torch.export.Dim("B", max=4096)}}
