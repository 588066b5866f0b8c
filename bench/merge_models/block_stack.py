"""A stack of mixed blocks for the merge stress benchmark (bench/merge_stress.py): MLP,
attention-like, gated and normalising blocks, each with Linear layers between them, so
that the cpu export has 20+ C++ kernels (Inductor's C++ backend puts the nodes between two
library calls into one kernel; each block scales by a constant of its own so that no two
blocks share a kernel's code). `VARIANT` selects a regeneration cause; the benchmark
writes a copy of this file with it changed."""

import torch
from torch import nn

VARIANT = "base"
DIM = 32
SCALE = 0.5
CHANGED = {}  # block index -> its constant, replacing 1 + index / 8

ORDER = [
    "mlp",
    "attn",
    "gated",
    "norm",
    "mlp",
    "gated",
    "attn",
    "norm",
    "mlp",
    "gated",
] * 2
if VARIANT == "layer_added":
    ORDER = ORDER[:9] + ["norm"] + ORDER[9:]
elif VARIANT == "layer_removed":
    ORDER = ORDER[:8] + ORDER[9:]
elif VARIANT == "reordered":
    ORDER = ORDER[:6] + [ORDER[7], ORDER[6]] + ORDER[8:]
elif VARIANT == "constant_changed":
    CHANGED = {7: 3.0}


class Mlp(nn.Module):
    def __init__(self, dim: int, c: float) -> None:
        super().__init__()
        self.c = c
        self.up = nn.Linear(dim, 2 * dim)
        self.down = nn.Linear(2 * dim, dim)
        self.norm = nn.LayerNorm(dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x + self.down(nn.functional.gelu(self.up(x) * self.c)))


class Attn(nn.Module):
    def __init__(self, dim: int, c: float) -> None:
        super().__init__()
        self.c = c
        self.qk = nn.Linear(dim, 2 * dim)
        self.out = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k = self.qk(x).chunk(2, dim=-1)
        weights = torch.softmax(q @ k.transpose(-2, -1) * (SCALE * self.c), dim=-1)
        return x + self.out(torch.tanh(weights @ x))


class Gated(nn.Module):
    def __init__(self, dim: int, c: float) -> None:
        super().__init__()
        self.c = c
        self.gate = nn.Linear(dim, dim)
        self.value = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        mixed = torch.sigmoid(self.gate(x) * self.c) * nn.functional.silu(self.value(x))
        return x + mixed - mixed.mean(dim=-1, keepdim=True)


class Norm(nn.Module):
    def __init__(self, dim: int, c: float) -> None:
        super().__init__()
        self.c = c
        self.weight = nn.Parameter(torch.ones(dim))
        self.proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        rms = torch.rsqrt(x.pow(2).mean(dim=-1, keepdim=True) + 1e-6)
        return (
            self.proj(x * rms * self.weight).relu()
            + x.amax(dim=-1, keepdim=True) * self.c
        )


BLOCKS = {"mlp": Mlp, "attn": Attn, "gated": Gated, "norm": Norm}


class Model(nn.Module):
    def __init__(self, dim: int = DIM) -> None:
        super().__init__()
        self.blocks = nn.ModuleList(
            BLOCKS[kind](dim, CHANGED.get(i, 1.0 + i / 8))
            for i, kind in enumerate(ORDER)
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return x.sum(dim=-1)


def get_init_inputs() -> list:
    return [DIM]


def get_inputs() -> list:
    return [torch.randn(2, 16, DIM)]
