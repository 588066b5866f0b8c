"""An MLP for the merge stress benchmark (bench/merge_stress.py): three hidden layers with
the same activation (`F.relu` of the root module), a residual add and a norm. Its causes
change the activation of one layer (relu -> gelu) or of all of them, or remove a layer.
`VARIANT` selects a regeneration cause; the benchmark writes a copy of this file with it
changed."""

import torch
from torch import nn
from torch.nn import functional as F

VARIANT = "base"
DIM = 48
ACTS = {
    "one_activation": [F.relu, F.gelu, F.relu],
    "all_activations": [F.gelu, F.gelu, F.gelu],
}.get(VARIANT, [F.relu, F.relu, F.relu])
LAYERS = 2 if VARIANT == "layer_removed" else 3


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.inp = nn.Linear(DIM, DIM)
        self.layers = nn.ModuleList(nn.Linear(DIM, DIM) for _ in range(LAYERS))
        self.norm = nn.LayerNorm(DIM)
        self.out = nn.Linear(DIM, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = F.relu(self.inp(x))
        for layer, act in zip(self.layers, ACTS, strict=False):
            x = x + act(layer(x))
        return self.out(self.norm(x))


def get_inputs() -> list:
    return [torch.randn(4, DIM)]


def get_init_inputs() -> list:
    return []
