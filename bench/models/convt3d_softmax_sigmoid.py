"""ConvTranspose3d + Softmax over channels + Sigmoid."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self, c_in: int = 4, c_out: int = 8) -> None:
        super().__init__()
        self.conv = nn.ConvTranspose3d(
            c_in, c_out, 3, stride=2, padding=1, output_padding=1
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(torch.softmax(self.conv(x), dim=1))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 4, 4, 6, 6)]


def get_init_inputs() -> list:
    return [4, 8]
