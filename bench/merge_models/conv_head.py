"""A small convolutional net for the merge stress benchmark (bench/merge_stress.py) with the
same activation in several modules: relu after each convolution of the body (an nn.ReLU
module per stage) and after the head's linear layers (`F.relu` of the root module, one per
source line), as LeNet-5 has. Its causes change one activation of the head or of the body,
or remove a head layer: kernels whose code does not change sit beside kernels that share
their op and module. `VARIANT` selects a regeneration cause; the benchmark writes a copy of
this file with it changed."""

import torch
from torch import nn
from torch.nn import functional as F

VARIANT = "base"
HEAD_ACT = F.gelu if VARIANT == "head_activation" else F.relu
BODY_ACT = nn.GELU if VARIANT == "body_activation" else nn.ReLU
HEAD = [96, 64] if VARIANT == "head_layer_removed" else [96, 80, 64]


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1),
            nn.ReLU(),
            nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1),
            BODY_ACT(),
            nn.MaxPool2d(2),
            nn.Conv2d(16, 16, 3, padding=1),
            nn.ReLU(),
        )
        self.fc1 = nn.Linear(16 * 4 * 4, 96)
        self.hidden = nn.ModuleList(
            nn.Linear(a, b) for a, b in zip(HEAD[:-1], HEAD[1:], strict=True)
        )
        self.out = nn.Linear(HEAD[-1], 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.body(x).flatten(1)
        x = F.relu(self.fc1(x))
        for layer in self.hidden:
            x = HEAD_ACT(layer(x))
        return self.out(x)


def get_inputs() -> list:
    return [torch.randn(2, 3, 16, 16)]


def get_init_inputs() -> list:
    return []
