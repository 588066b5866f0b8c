"""LeNet-5 for the merge tests: relu in the body (after each convolution) and in the head
(after fc1 and fc2), so the same op of the same (root) module sits in several kernels. The
tests change the head's activation (relu(fc1) -> gelu(fc1)) or remove a head layer (fc2)."""

import torch
from torch import nn
from torch.nn import functional as F


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(1, 6, 5, padding=2)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.max_pool2d(F.relu(self.conv1(x)), 2)
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.flatten(1)
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        return self.fc3(x)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 1, 28, 28)]


def get_init_inputs() -> list:
    return []
