"""Recurrent layers export as one library call (the ATen RNN op, cuDNN's on the GPU) instead
of an unrolled loop of thousands of kernels; forcing the decomposition still unrolls them.
CPU target, small shapes."""

from __future__ import annotations

import time

import pytest
import torch
from torch import nn

from kernel_studio import torch_export_python


class Recurrent(nn.Module):
    def __init__(self, layer: nn.Module) -> None:
        super().__init__()
        self.rnn = layer
        width = getattr(layer, "proj_size", 0) or layer.hidden_size
        self.head = nn.Linear(width * (2 if layer.bidirectional else 1), 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.head(self.rnn(x)[0]))


CASES = {
    "lstm_long": (lambda: nn.LSTM(16, 32, num_layers=2, batch_first=True), (2, 256, 16)),
    "lstm_bidirectional_proj": (
        lambda: nn.LSTM(16, 32, bidirectional=True, proj_size=8),
        (12, 3, 16),
    ),
    "gru": (lambda: nn.GRU(16, 24, num_layers=2, batch_first=True), (2, 10, 16)),
    "rnn_relu_unbatched": (lambda: nn.RNN(16, 24, nonlinearity="relu"), (10, 16)),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_recurrent_layer_is_one_library_call(case):
    make, shape = CASES[case]
    torch.manual_seed(0)
    model = Recurrent(make()).eval()
    x = torch.randn(*shape)
    start = time.perf_counter()
    kernel = torch_export_python(model, (x,))
    seconds = time.perf_counter() - start
    op = {"lstm": "lstm", "gru": "gru", "rnn": "rnn_relu"}[case.split("_")[0]]
    assert f"torch.ops.aten.{op}.input(" in kernel.source
    assert "kernel_studio" not in kernel.source.split('"""', 2)[2]  # the stand-in is gone
    assert len(kernel.metadata["kernels"]) <= 6, [k["name"] for k in kernel.metadata["kernels"]]
    assert seconds < 120, f"export took {seconds:.0f} s"
    torch.testing.assert_close(kernel.run(x), model(x))


def test_forced_decomposition_unrolls():
    torch.manual_seed(0)
    model = Recurrent(nn.GRU(8, 8, batch_first=True)).eval()
    x = torch.randn(2, 3, 8)
    kernel = torch_export_python(model, (x,), decompositions=["aten.gru.input"])
    assert "aten.gru" not in kernel.source
    torch.testing.assert_close(kernel.run(x), model(x))


def test_output_keeps_the_layout_aten_gives():
    """A batch_first LSTM returned as is: the module's output has eager's strides (a
    transposed view of (T, B, H)), which verify compares."""
    torch.manual_seed(0)

    class Bare(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.lstm = nn.LSTM(8, 16, batch_first=True)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.lstm(x)[0]

    model = Bare().eval()
    x = torch.randn(3, 5, 8)
    kernel = torch_export_python(model, (x,))
    got, want = kernel.run(x), model(x)
    assert got.stride() == want.stride() == (16, 48, 1)
    torch.testing.assert_close(got, want)
