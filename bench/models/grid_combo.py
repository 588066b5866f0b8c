"""Independent pointwise ops that Inductor's combo kernels put in one launch
(ComboKernelGrid); the clean module must launch the combined kernel with its grid."""

import torch
from torch import nn

# Inductor settings this model is exported with (bench/collect_corpus.py and
# bench/check_corpus_gpu.py apply them).
INDUCTOR_CONFIG = {"combo_kernels": True, "combo_kernel_allow_mixed_sizes": 2}


class Model(nn.Module):
    def forward(
        self, a: torch.Tensor, b: torch.Tensor, c: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor, torch.Tensor]:
        return (
            torch.sigmoid(a) * 2.0,
            torch.tanh(b) + 1.0,
            torch.relu(c.t().contiguous()),
        )


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(4096), torch.randn(1000, 3), torch.randn(64, 96)]


def get_init_inputs() -> list:
    return []
