"""Three pointwise ops that fuse into one kernel: sin, SiLU, GELU (+ 1)."""

import torch


class Model(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = torch.sin(x)
        z = torch.nn.functional.silu(y)
        return torch.nn.functional.gelu(z) + 1.0


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 16)]


def get_init_inputs() -> list:
    return []
