"""The loss of bench/train_zoo.py's training steps, one definition for every side: the
model file's `loss()` (which the engine's verify uses), the standalone run, eager and
torch.compile.

The loss is a weighted sum of the model's outputs: sum(output.float() * W), W a fixed
standard-normal tensor per output (seeded by the output's position, made once per shape and
device). A plain sum of the outputs would do for a classifier's logits but not for the
transformers models, whose last_hidden_state ends in a LayerNorm: the sum of a LayerNorm's
output does not depend on its input (weight 1, bias 0 at init), so every gradient before it
is rounding noise in both results and comparing them says nothing. Imports only torch (the
standalone process may import nothing else)."""

from __future__ import annotations

from typing import Any

import torch

LOSS = "weighted sum of the outputs: sum(output.float() * W), W fixed N(0, 1) (bench/train_zoo_loss.py)"
SEED = 4321
_WEIGHTS: dict[tuple[int, tuple[int, ...], str], torch.Tensor] = {}


def _leaves(value: Any) -> list[torch.Tensor]:
    if isinstance(value, torch.Tensor):
        return [value] if value.is_floating_point() else []
    if isinstance(value, list | tuple):
        return [t for v in value for t in _leaves(v)]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _leaves(v)]
    return []


def weighted_sum(outputs: Any) -> torch.Tensor:
    """sum(o.float() * W_i) over the floating outputs o (W_i fixed per position and shape)."""
    total: torch.Tensor | None = None
    for i, out in enumerate(_leaves(outputs)):
        key = (i, tuple(out.shape), str(out.device))
        weight = _WEIGHTS.get(key)
        if weight is None:
            gen = torch.Generator().manual_seed(SEED + i)
            weight = torch.randn(tuple(out.shape), generator=gen).to(out.device)
            _WEIGHTS[key] = weight
        term = (out.float() * weight).sum()
        total = term if total is None else total + term
    if total is None:
        raise ValueError("the model has no floating-point output to form a loss from")
    return total


def loss(model: Any, *inputs: Any) -> torch.Tensor:
    """The training step's loss of `model` on `inputs`."""
    return weighted_sum(model(*inputs))
