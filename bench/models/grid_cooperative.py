"""A full reduction done by one cooperative kernel (CooperativeReductionGrid, launched
with launch_cooperative_grid=True)."""

import torch
from torch import nn

# Inductor settings this model is exported with (bench/collect_corpus.py and
# bench/check_corpus_gpu.py apply them).
INDUCTOR_CONFIG = {
    "triton.cooperative_reductions": True,
    "triton.force_cooperative_reductions": True,
}


class Model(nn.Module):
    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        return x.sum(), (x * x).mean(dim=1)


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(8, 65536)]


def get_init_inputs() -> list:
    return []
