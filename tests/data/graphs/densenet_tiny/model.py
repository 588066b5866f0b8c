"""A small DenseNet (tests/data/graphs/densenet_tiny): a stem, three dense blocks of four
BN-ReLU-conv layers (growth 8), each layer reading the concatenation of every earlier one,
transitions (BN-ReLU-1x1 conv-avg pool) between them, 32 px images."""

import torch
from torch import nn


class DenseLayer(nn.Module):
    def __init__(self, channels: int, growth: int) -> None:
        super().__init__()
        self.norm1 = nn.BatchNorm2d(channels)
        self.conv1 = nn.Conv2d(channels, 2 * growth, 1, bias=False)
        self.norm2 = nn.BatchNorm2d(2 * growth)
        self.conv2 = nn.Conv2d(2 * growth, growth, 3, padding=1, bias=False)

    def forward(self, features):
        x = torch.cat(features, 1)
        x = self.conv1(torch.relu(self.norm1(x)))
        return self.conv2(torch.relu(self.norm2(x)))


class DenseBlock(nn.Module):
    def __init__(self, layers: int, channels: int, growth: int) -> None:
        super().__init__()
        self.layers = nn.ModuleList(
            DenseLayer(channels + i * growth, growth) for i in range(layers)
        )

    def forward(self, x):
        features = [x]
        for layer in self.layers:
            features.append(layer(features))
        return torch.cat(features, 1)


class Transition(nn.Sequential):
    def __init__(self, channels: int, out: int) -> None:
        super().__init__(nn.BatchNorm2d(channels), nn.ReLU(), nn.Conv2d(channels, out, 1, bias=False),
                         nn.AvgPool2d(2))


class DenseNetTiny(nn.Module):
    def __init__(self, growth: int = 8, blocks: tuple = (4, 4, 4), classes: int = 10) -> None:
        super().__init__()
        channels = 2 * growth
        self.stem = nn.Sequential(nn.Conv2d(3, channels, 3, padding=1, bias=False),
                                  nn.BatchNorm2d(channels), nn.ReLU())
        stages = []
        for i, layers in enumerate(blocks):
            stages.append(DenseBlock(layers, channels, growth))
            channels += layers * growth
            if i + 1 < len(blocks):
                stages.append(Transition(channels, channels // 2))
                channels //= 2
        self.features = nn.Sequential(*stages)
        self.norm = nn.BatchNorm2d(channels)
        self.classifier = nn.Linear(channels, classes)

    def forward(self, images):
        x = torch.relu(self.norm(self.features(self.stem(images))))
        return self.classifier(x.mean(dim=(2, 3)))


class Model(DenseNetTiny):
    def __init__(self) -> None:
        super().__init__()
        self.eval()


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(1, 3, 32, 32)]
