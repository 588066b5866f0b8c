"""A cuda export's Triton kernels launch through `_CachedLaunch` (`pytest -m gpu`): after
the first call no launch goes through Triton's JIT, the results are eager's and those of
the JIT path (`LAUNCH_CACHE = False`), an argument the compiled kernel was not specialized
for (a misaligned input, a new dynamic size) compiles through the JIT like before, and an
active Triton launch hook sees every launch."""

from __future__ import annotations

import pytest
import torch
import triton
from torch import nn

from kernel_studio.pipeline.api import run_pipeline

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(64, 256)
        self.fc2 = nn.Linear(256, 64)
        self.norm = nn.LayerNorm(64)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.norm(x + self.fc2(torch.nn.functional.gelu(self.fc1(x))))


class Pointwise(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(x) * x + 1.0


@pytest.fixture(autouse=True)
def _no_tf32():
    torch.backends.cuda.matmul.allow_tf32 = False
    yield


@pytest.fixture
def jit_launches(monkeypatch):
    """How many launches went through Triton's JIT (JITFunction.run, which compiles)."""
    count = [0]
    real = triton.runtime.JITFunction.run

    def counted(self, *args, **kwargs):
        count[0] += 1
        return real(self, *args, **kwargs)

    monkeypatch.setattr(triton.runtime.JITFunction, "run", counted)
    return count


def _kernels(module) -> list:
    return [v for v in vars(module).values() if type(v).__name__ == "_CachedLaunch"]


def test_launches_after_the_first_call_skip_the_jit(jit_launches) -> None:
    torch.manual_seed(0)
    model = Block().cuda().eval()
    x = torch.randn(4, 16, 64, device="cuda")
    kernel = run_pipeline(model, (x,), device="cuda")[2]
    source = kernel.source
    assert "LAUNCH_CACHE = True" in source
    assert source.count("@_cached_launch\n@triton.jit") >= 2
    assert "triton.cdiv(" not in source.split("def call(", 1)[1] and "_cdiv(" in source
    module = kernel.module()
    kernels = _kernels(module)
    assert len(kernels) == source.count("@_cached_launch\n")
    with torch.no_grad():
        want = model(x)
    jit_launches[0] = 0
    first = module.call(x)
    launches = jit_launches[0]
    assert launches >= len(kernels)
    assert all(k.compiled for k in kernels)
    jit_launches[0] = 0
    for _ in range(3):
        torch.testing.assert_close(module.call(x), want)
    assert jit_launches[0] == 0
    torch.testing.assert_close(first, want)
    # The JIT path gives the same bits.
    module.LAUNCH_CACHE = False
    try:
        jit = module.call(x)
        assert jit_launches[0] == launches
    finally:
        module.LAUNCH_CACHE = True
    assert torch.equal(jit, module.call(x))


def test_a_misaligned_input_compiles_its_own_kernel(jit_launches) -> None:
    model = Pointwise().cuda()
    x = torch.randn(4, 1024, device="cuda")
    module = run_pipeline(model, (x,), device="cuda")[2].module()
    module.call(x)
    (kernel,) = _kernels(module)
    aligned = dict(kernel.compiled)
    # A view 4 bytes into a buffer: same shape and strides, a pointer off 16-byte alignment.
    storage = torch.randn(4 * 1024 + 1, device="cuda")
    shifted = storage[1:].view(4, 1024)
    assert shifted.data_ptr() % 16 != 0
    jit_launches[0] = 0
    torch.testing.assert_close(module.call(shifted), model(shifted))
    assert jit_launches[0] == 1 and len(kernel.compiled) == len(aligned) + 1
    torch.testing.assert_close(module.call(shifted), model(shifted))
    torch.testing.assert_close(module.call(x), model(x))
    assert jit_launches[0] == 1


def test_a_new_dynamic_size_goes_through_the_jit_once(jit_launches) -> None:
    model = Pointwise().cuda()
    x = torch.randn(4, 1024, device="cuda")
    batch = torch.export.Dim("batch", min=2, max=64)
    kernel = run_pipeline(model, (x,), device="cuda", dynamic_shapes={"x": {0: batch}})[2]
    module = kernel.module()
    jit_launches[0] = 0  # the export's own (its precompile stage)
    for batch in (4, 6, 4, 6, 9):
        y = torch.randn(batch, 1024, device="cuda")
        torch.testing.assert_close(module.call(y), model(y))
    (cached,) = _kernels(module)
    assert jit_launches[0] == len(cached.compiled) == 3


def test_a_launch_hook_sees_every_launch() -> None:
    model = Pointwise().cuda()
    x = torch.randn(4, 1024, device="cuda")
    module = run_pipeline(model, (x,), device="cuda")[2].module()
    module.call(x)
    seen = []

    def hook(metadata):
        seen.append(metadata.get()["name"])

    triton.knobs.runtime.launch_enter_hook.add(hook)
    try:
        for _ in range(3):
            torch.testing.assert_close(module.call(x), model(x))
    finally:
        triton.knobs.runtime.launch_enter_hook.remove(hook)
    (kernel,) = _kernels(module)
    assert seen == [kernel.fn.__name__] * 3
