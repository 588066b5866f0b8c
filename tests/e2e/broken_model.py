"""A model file whose Model raises while being built: inspect must name this file and line."""

import torch


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        raise ValueError("this model cannot be built")


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(2, 2)]
