"""A 3-D permutation tiled over x, y and z (Grid3D)."""

import torch
from torch import nn

# Inductor settings this model is exported with (bench/collect_corpus.py and
# bench/check_corpus_gpu.py apply them).
INDUCTOR_CONFIG = {"triton.max_tiles": 3, "triton.prefer_nd_tiling": True}


class Model(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x.permute(2, 0, 1) * 3.0).contiguous() + 1.0


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(24, 40, 50)]


def get_init_inputs() -> list:
    return []
