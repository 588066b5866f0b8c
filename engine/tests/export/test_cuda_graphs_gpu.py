"""A cuda export with the Inductor option `triton.cudagraphs` (`pytest -m gpu`): `call`
replays as a CUDA graph per input shape and gives what eager gives, call after call;
results of an earlier call stay valid; inputs and buffers the model writes in place are
written once per call; a new dynamic size records a new graph; a module that reads a value
back to the host is not graphed; a dynamic dim padded to buckets replays one graph per bucket
and gives eager's rows. Verify and profile of such a project: tests/profile/test_profile_gpu.py
and tests/verify/test_graph_buckets_gpu.py."""

from __future__ import annotations

import pytest
import torch
from torch import nn
from torch.export import Dim

from kernel_studio.pipeline.api import run_pipeline

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
GRAPHS = {"triton.cudagraphs": True}


@pytest.fixture(autouse=True)
def _no_tf32():
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    yield


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(64, 256)
        self.fc2 = nn.Linear(256, 64)
        self.norm = nn.LayerNorm(64)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x + self.fc2(torch.nn.functional.gelu(self.fc1(x))))


class Counter(nn.Module):
    """Buffers and an input written in place on every call."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("steps", torch.zeros((), dtype=torch.int64))
        self.register_buffer("total", torch.zeros(8))

    def forward(self, x: torch.Tensor, cache: torch.Tensor) -> torch.Tensor:
        self.steps.add_(1)
        self.total.add_(x.sum(0))
        cache[:, :2] = x[:, :2] * 3
        return x * 2 + self.total


def _export(model: nn.Module, args: tuple, **kw):
    return run_pipeline(model, args, device="cuda", inductor=GRAPHS, **kw)[2]


def test_call_replays_and_matches_eager_call_after_call() -> None:
    torch.manual_seed(0)
    model = Block().cuda().eval()
    kernel = _export(model, (torch.randn(4, 16, 64, device="cuda"),))
    assert "triton.cudagraphs" in kernel.source and "@_cuda_graphs()" in kernel.source
    assert kernel.metadata["inductor"] == GRAPHS
    call = kernel.module().call
    results = []
    for _ in range(4):
        x = torch.randn(4, 16, 64, device="cuda")
        with torch.no_grad():
            want = model(x)
        got = call(x)
        torch.testing.assert_close(got, want)
        results.append((got, want))
    assert len(call.graphs) == 1 and call.graphs[next(iter(call.graphs))] is not False
    # Copies: what an earlier call returned is not overwritten by the later replays.
    for got, want in results:
        torch.testing.assert_close(got, want)
    # Launching kernel by kernel gives the same numbers.
    kernel.module().CUDA_GRAPHS = False
    x = torch.randn(4, 16, 64, device="cuda")
    torch.testing.assert_close(call(x), call.__wrapped__(x))


def test_a_broadcast_input_is_copied_in_and_replayed() -> None:
    """An input made by `expand` (stride 0 along a dim) is a key of its own, and each
    replay copies its stored values in (a copy into every position would be refused)."""
    torch.manual_seed(3)
    model = Block().cuda().eval()
    kernel = _export(model, (torch.randn(4, 16, 64, device="cuda"),))
    call = kernel.module().call
    for _ in range(3):
        row = torch.randn(1, 16, 64, device="cuda")
        x = row.expand(4, 16, 64)
        with torch.no_grad():
            torch.testing.assert_close(call(x), model(x))
        dense = torch.randn(4, 16, 64, device="cuda")
        with torch.no_grad():
            torch.testing.assert_close(call(dense), model(dense))
    assert len(call.graphs) == 2 and False not in call.graphs.values()


def test_state_written_once_per_call_and_inputs_written_back() -> None:
    torch.manual_seed(1)
    model = Counter().cuda()
    args = (torch.randn(4, 8, device="cuda"), torch.zeros(4, 8, device="cuda"))
    kernel = _export(model, args)
    assert "_cuda_graphs(written=(1,))" in kernel.source
    call = kernel.module().call
    for _ in range(4):
        eager_in = [torch.randn(4, 8, device="cuda"), torch.randn(4, 8, device="cuda")]
        module_in = [t.clone() for t in eager_in]
        want = model(*eager_in)
        got = call(*module_in)
        torch.testing.assert_close(got, want)
        torch.testing.assert_close(module_in[1], eager_in[1])
    state = kernel.module().load_weights()
    assert int(state["steps"]) == int(model.steps) == 4
    torch.testing.assert_close(state["total"], model.total)


def test_a_graph_per_dynamic_size() -> None:
    from torch.export import Dim

    torch.manual_seed(2)
    model = Block().cuda().eval()
    kernel = _export(
        model,
        (torch.randn(4, 16, 64, device="cuda"),),
        dynamic_shapes={"x": {0: Dim("B", min=1, max=64)}},
    )
    call = kernel.module().call
    for batch in (4, 9, 4, 33, 9):
        x = torch.randn(batch, 16, 64, device="cuda")
        with torch.no_grad():
            torch.testing.assert_close(call(x), model(x))
    assert len(call.graphs) == 3


def test_a_call_that_reads_back_is_not_graphed() -> None:
    """A size read back from the data (a boolean mask) cannot be recorded: the module
    launches its kernels from Python and its header says why."""

    class ReadsBack(nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x[x > 0].sum() + x.mean()

    model = ReadsBack()
    x = torch.randn(64, device="cuda")
    kernel = _export(model, (x,))
    assert "@_cuda_graphs" not in kernel.source and "CUDA_GRAPHS = " not in kernel.source
    assert "a CUDA graph cannot record" in kernel.source
    call = kernel.module().call
    for _ in range(2):
        y = torch.randn(64, device="cuda")
        torch.testing.assert_close(call(y), model(y))
    torch.randn(8, device="cuda")  # torch's CUDA generator is still usable


def test_buckets_pad_a_dynamic_batch_to_a_few_graphs() -> None:
    torch.manual_seed(4)
    model = Block().cuda().eval()
    kernel = _export(
        model,
        (torch.randn(4, 16, 64, device="cuda"),),
        dynamic_shapes={"x": {0: Dim("B", min=1, max=64)}},
        cuda_graph_buckets={"B": [1, 2, 4, 8, 16]},
    )
    assert "buckets={" in kernel.source and "CUDA graphs by bucket" in kernel.source
    assert kernel.metadata["cudaGraphBuckets"] == {"B": [1, 2, 4, 8, 16]}
    call = kernel.module().call
    results = []
    for batch in (3, 5, 7, 8, 3, 16, 20, 1, 5, 20):
        x = torch.randn(batch, 16, 64, device="cuda")
        with torch.no_grad():
            want = model(x)
        got = call(x)
        assert got.shape == want.shape and got.is_contiguous()
        torch.testing.assert_close(got, want)
        results.append((got, want))
    for got, want in results:  # copies: later replays leave them alone
        torch.testing.assert_close(got, want)
    padded = sorted(k[1][0][0] for k in call.graphs if k[0] == "bucket")
    assert padded == [1, 4, 8, 16]  # 3, 5, 7, 8, 16, 1 -> four graphs
    assert len(call.graphs) == 5 and False not in call.graphs.values()  # + 20, its own


def test_buckets_write_back_the_real_rows_of_an_input() -> None:
    class Cache(nn.Module):
        def forward(self, x: torch.Tensor, cache: torch.Tensor) -> torch.Tensor:
            cache[:, :2] = x[:, :2] * 3
            return x * 2

    batch = Dim("B", min=1, max=32)
    kernel = _export(
        Cache(),
        (torch.randn(4, 8, device="cuda"), torch.zeros(4, 8, device="cuda")),
        dynamic_shapes={"x": {0: batch}, "cache": {0: batch}},
        cuda_graph_buckets={"B": [4, 8]},
    )
    assert "written=(1,)" in kernel.source
    call = kernel.module().call
    for size in (3, 6, 3, 8):
        x, cache = torch.randn(size, 8, device="cuda"), torch.randn(size, 8, device="cuda")
        want_cache = cache.clone()
        want = Cache()(x, want_cache)
        torch.testing.assert_close(call(x, cache), want)
        torch.testing.assert_close(cache, want_cache)
    assert sorted(k[1][0][0] for k in call.graphs if k[0] == "bucket") == [4, 8]
