"""What Inductor assumes of the dynamic sizes while lowering is kept: ranges it narrows become
the module's ranges (said in the header and the metadata), and a library call's output is
checked against the layout its kernels index (another size, thread count or backend may give
another). CPU target: a 1x1 ConvTranspose2d on one thread, where the fake convolution picks
its backend by `batch >= 16` and so guards `B < 16`."""

from __future__ import annotations

import pytest
import torch
from torch import nn

from kernel_studio import torch_export_python


class PointwiseDeconv(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.up = nn.ConvTranspose2d(4, 8, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.up(x)) * 2


@pytest.fixture
def one_thread():
    threads = torch.get_num_threads()
    torch.set_num_threads(1)
    try:
        yield
    finally:
        torch.set_num_threads(threads)


def test_a_range_narrowed_by_lowering_is_the_modules_range(one_thread) -> None:
    torch.manual_seed(0)
    model = PointwiseDeconv().eval()
    kernel = torch_export_python(
        model,
        (torch.randn(2, 4, 8, 8),),
        dynamic_shapes={"x": {0: torch.export.Dim("B", max=4096)}},
        device="cpu",
    )
    (dim,) = kernel.metadata["dynamicDims"]
    assert (dim["name"], dim["max"]) == ("B", 15)
    assert dim["narrowed"].startswith("from [0, 4096]: Inductor assumed B < 16 (")
    assert "Dynamic dims: B in [0, 15] (narrowed from [0, 4096]: Inductor assumed B < 16" in (
        kernel.source
    )
    for batch in (1, 15):
        x = torch.randn(batch, 4, 8, 8)
        torch.testing.assert_close(kernel.run(x), model(x))
    with pytest.raises(ValueError, match=r"B = 16 is outside its range \[0, 15\]"):
        kernel.run(torch.randn(16, 4, 8, 8))


def test_library_output_in_another_layout_is_read_right(one_thread) -> None:
    """Exported on one thread, run on several: the convolution's backend (and the layout of
    its output) may differ from the export's; the module's kernels still read it right."""
    torch.manual_seed(0)
    model = PointwiseDeconv().eval()
    kernel = torch_export_python(model, (torch.randn(2, 4, 8, 8),), device="cpu")
    assert '"the output of aten.convolution.default",' in kernel.source
    for threads in (1, 2):
        torch.set_num_threads(threads)
        x = torch.randn(2, 4, 8, 8)
        torch.testing.assert_close(kernel.run(x), model(x))
    x = torch.randn(2, 4, 8, 8).to(memory_format=torch.channels_last)
    torch.testing.assert_close(kernel.run(x), model(x))
    # The check the module runs after the call: the same tensor when the layout is the one
    # the kernels index, a copy in that layout (same values) when it is not.
    check = vars(kernel.module())["_check_shape"]
    nhwc = torch.randn(2, 8, 8, 8).to(memory_format=torch.channels_last)
    assert check("out", nhwc, (2, 8, 8, 8), (512, 1, 64, 8)) is nhwc
    nchw = nhwc.contiguous()
    got = check("out", nchw, (2, 8, 8, 8), (512, 1, 64, 8))
    assert got.stride() == (512, 1, 64, 8)
    torch.testing.assert_close(got, nchw)
    with pytest.raises(ValueError, match=r"out: expected shape \(2, 8, 8, 9\)"):
        check("out", nchw, (2, 8, 8, 9), (576, 1, 72, 8))


def test_guards_beyond_the_ranges_are_checked_or_said() -> None:
    """A guard the ranges do not imply is checked by `call` when it reads only input sizes,
    and said (not checked) when it reads a size known only inside the graph."""
    from kernel_studio.pipeline.api import clean_spec
    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.lower.lower import LoweringGuard, lower
    from kernel_studio.pipeline.trace.trace import trace

    traced = trace(
        PointwiseDeconv().eval(),
        [torch.randn(2, 4, 8, 8)],
        dynamic_shapes={"x": {0: torch.export.Dim("B", max=64)}},
    )
    lowered = lower(decompose(traced), "cpu")
    (dim,) = traced.dynamic_dims
    lowered.guards = [
        LoweringGuard(f"({dim.symbol} % 2) == 0", "(conv.py:1 in f)", False, [dim.symbol]),
        LoweringGuard("u0 <= 8", "(index.py:2 in g)", False, ["u0"]),
        LoweringGuard(f"{dim.symbol} <= 64", "(range.py:3 in h)", True, [dim.symbol]),
    ]
    spec = clean_spec(lowered, "deconv")
    assert [(g.expr, g.where) for g in spec.size_guards] == [
        (f"({dim.symbol} % 2) == 0", "(conv.py:1 in f)")
    ]
    header = "\n".join(spec.header)
    assert (
        "Checked on each call, as Inductor assumed it while lowering: (B % 2) == 0"
        " (conv.py:1 in f)." in header
    )
    assert "of sizes known only while the graph runs: u0 <= 8 (index.py:2 in g)" in header
    assert "range.py" not in header
