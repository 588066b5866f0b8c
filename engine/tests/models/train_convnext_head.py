"""ConvNeXt's last stage and head as a training step: two blocks (depthwise 7x7
convolution, channels-last LayerNorm, Linear -> GELU -> Linear, layer scale, residual), then
AdaptiveAvgPool2d(1), a LayerNorm over channels (permute there and back) and the linear
head, as torchvision's ConvNeXt ends. The blocks' output is channels-last, so the pooling
restrides its mean (`as_strided`), whose gradient is a zero-filled buffer written in place
(`full` + `as_strided_scatter`) that the layer scales' gradients read: on torch 2.11's C++
backend the zero fill ran after the write and the buffer reached a kernel before it was
allocated (inductor/series.py, `ordering_kept`)."""

import torch
import torch.nn.functional as F
from torch import nn


class LayerNorm2d(nn.LayerNorm):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x.permute(0, 2, 3, 1)
        x = F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)
        return x.permute(0, 3, 1, 2)


class Block(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, 7, padding=3, groups=dim)
        self.norm = nn.LayerNorm(dim, eps=1e-6)
        self.pwconv1 = nn.Linear(dim, 4 * dim)
        self.pwconv2 = nn.Linear(4 * dim, dim)
        self.layer_scale = nn.Parameter(torch.full((dim, 1, 1), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(self.dwconv(x).permute(0, 2, 3, 1))
        h = self.pwconv2(F.gelu(self.pwconv1(h))).permute(0, 3, 1, 2)
        return self.layer_scale * h + x


class Model(nn.Module):
    def __init__(self, dim: int = 16, depth: int = 2, classes: int = 10) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, dim, 4, stride=4)
        self.blocks = nn.Sequential(*[Block(dim) for _ in range(depth)])
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.norm = LayerNorm2d(dim, eps=1e-6)
        self.head = nn.Linear(dim, classes)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.avgpool(self.blocks(self.stem(x)))
        return self.head(torch.flatten(self.norm(h), 1))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 3, 8, 8)]


def get_init_inputs() -> list:
    return [16, 2, 10]
