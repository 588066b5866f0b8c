"""Inputs and state named like what the clean module binds itself: `call`'s locals
(`weights`, `kernels`), its helpers (`load_weights`, `reinterpret_tensor`, `_check_shape`)
and Inductor's buffer names (`buf0`). The batch dim of the input `weights` is dynamic."""

import torch
import torch.nn as nn
from torch.export import Dim


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.weights = nn.Parameter(torch.randn(16, 16) / 4)
        self.load_weights = nn.Parameter(torch.randn(16))
        self.register_buffer("reinterpret_tensor", torch.randn(17, 16) / 4)
        self.register_buffer("buf0", torch.randn(16))

    def forward(
        self,
        weights: torch.Tensor,
        kernels: torch.Tensor,
        buf0: torch.Tensor,
        _check_shape: torch.Tensor,
    ) -> tuple[torch.Tensor, torch.Tensor]:
        a = torch.relu(weights @ self.weights + self.load_weights) * buf0.sum()
        # A view at an offset of a buffer: `call` reads it through `reinterpret_tensor`.
        b = kernels[:, 1:] @ self.reinterpret_tensor[1:]
        return a + self.buf0 + _check_shape, b.sum(0)


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(4, 16), torch.randn(4, 17), torch.randn(3), torch.randn(16)]


def dynamic_shapes() -> dict:
    return {"weights": {0: Dim("B", min=1, max=32)}, "kernels": None, "buf0": None, "_check_shape": None}
