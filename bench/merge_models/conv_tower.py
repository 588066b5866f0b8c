"""A convolutional tower for the merge stress benchmark (bench/merge_stress.py): stages
of convolution, batch norm, activations, pooling and residual adds, the convolutions being
library calls that split the cpu export into 20+ C++ kernels (each stage scales by a
constant of its own so that no two stages share a kernel's code). `VARIANT` selects a
regeneration cause; the benchmark writes a copy of this file with it changed."""

import torch
from torch import nn

VARIANT = "base"
CHANNELS = 8
SLOPE = 0.1
CHANGED = {}  # stage index -> its constant, replacing 1 + index / 8

STAGES = ["res", "pool", "res", "squeeze", "res", "pool", "squeeze", "res"] * 2
if VARIANT == "layer_added":
    STAGES = STAGES[:8] + ["res"] + STAGES[8:]
elif VARIANT == "layer_removed":
    STAGES = STAGES[:6] + STAGES[7:]
elif VARIANT == "reordered":
    STAGES = STAGES[:5] + [STAGES[6], STAGES[5]] + STAGES[7:]
elif VARIANT == "constant_changed":
    CHANGED = {6: 3.0}


class Residual(nn.Module):
    def __init__(self, c: int, k: float) -> None:
        super().__init__()
        self.k = k
        self.conv1 = nn.Conv2d(c, c, 3, padding=1)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1)
        self.bn2 = nn.BatchNorm2d(c)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = nn.functional.leaky_relu(self.bn1(self.conv1(x)) * self.k, SLOPE)
        return nn.functional.silu(x + self.bn2(self.conv2(h)))


class Pool(nn.Module):
    def __init__(self, c: int, k: float) -> None:
        super().__init__()
        self.k = k
        self.conv = nn.Conv2d(c, c, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.conv(nn.functional.avg_pool2d(x, 3, 1, 1) + x * self.k))


class Squeeze(nn.Module):
    def __init__(self, c: int, k: float) -> None:
        super().__init__()
        self.k = k
        self.reduce = nn.Conv2d(c, c // 2, 1)
        self.expand = nn.Conv2d(c // 2, c, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        s = x.mean(dim=(2, 3), keepdim=True) * self.k
        s = torch.sigmoid(self.expand(nn.functional.gelu(self.reduce(s))))
        return x * s


STAGE_TYPES = {"res": Residual, "pool": Pool, "squeeze": Squeeze}


class Model(nn.Module):
    def __init__(self, channels: int = CHANNELS) -> None:
        super().__init__()
        self.stem = nn.Conv2d(3, channels, 3, padding=1)
        self.stages = nn.ModuleList(
            STAGE_TYPES[kind](channels, CHANGED.get(i, 1.0 + i / 8))
            for i, kind in enumerate(STAGES)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = torch.tanh(self.stem(x))
        for stage in self.stages:
            x = stage(x)
        return torch.softmax(x.flatten(1), dim=-1)


def get_init_inputs() -> list:
    return [CHANNELS]


def get_inputs() -> list:
    return [torch.randn(2, 3, 16, 16)]
