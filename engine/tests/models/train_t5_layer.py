"""One layer of transformers' T5 encoder (tiny config, random weights, no dropout) as a
training step. On the cpu torch.export traces its attention's output in a layout where the
`.contiguous()` after the transpose is a no-op and T5's reshape a view, which
AOTAutograd's retrace (the attention's math: a contiguous output) cannot take; the training
export lowers views as reshapes (pipeline/train/lower.py views_as_reshapes)."""

import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        import transformers

        config = transformers.T5Config(
            vocab_size=64, num_layers=1, d_model=32, d_kv=8, d_ff=64, num_heads=4, dropout_rate=0.0
        )
        self.inner = transformers.T5EncoderModel(config)

    def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
        return self.inner(input_ids=input_ids).last_hidden_state


def get_inputs() -> list[torch.Tensor]:
    return [torch.randint(0, 64, (2, 8))]


def get_init_inputs() -> list:
    return []
