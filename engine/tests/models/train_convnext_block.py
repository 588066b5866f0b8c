"""A ConvNeXt block as a training step: depthwise 7x7 convolution, channels-last LayerNorm
(permute), Linear -> GELU -> Linear, layer scale, permute back and the residual; a
convolution stem before it, a stride-2 convolution (ConvNeXt's downsample) and a
mean-pooled linear head after it. Inductor's layout optimization (on for cpu convolutions)
lays the convolutions' values out channels-last: the step's forward copies the input and
the two dense convolutions' weights into that layout, in kernels that fuse no graph node."""

import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, 7, padding=3, groups=dim)
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.pwconv1 = nn.Linear(dim, 4 * dim)
        self.act = nn.GELU()
        self.pwconv2 = nn.Linear(4 * dim, dim)
        self.gamma = nn.Parameter(torch.full((dim,), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.dwconv(x).permute(0, 2, 3, 1)
        h = self.pwconv2(self.act(self.pwconv1(self.norm(h))))
        return x + (self.gamma * h).permute(0, 3, 1, 2)


class Model(nn.Module):
    def __init__(self, dim: int = 8, classes: int = 4) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, dim, 2, stride=2)
        self.block = Block(dim)
        self.down = nn.Conv2d(dim, 2 * dim, 2, stride=2)
        self.head = nn.Linear(2 * dim, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(self.down(self.block(self.stem(x))).mean(dim=(2, 3)))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 3, 16, 16)]


def get_init_inputs() -> list:
    return [8, 4]
