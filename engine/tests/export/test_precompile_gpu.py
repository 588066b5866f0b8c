"""A cuda export compiles the clean module's Triton kernels and their launchers into
Triton's cache (the precompile stage, `pytest -m gpu`): the module's first run in a new
process compiles nothing (no file is added to the cache) and gives eager's results; the
dry run leaves the caller's random generators and inputs as they were; a module that reads
a value back leaves its compiles to the first run, and says so."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import torch
from torch import nn

from kernel_studio.pipeline.api import run_pipeline
from kernel_studio.pipeline.precompile.precompile import (
    PrecompileWorker,
    plain_triton_env,
    precompile,
)

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]


class ConvNet(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.fc = nn.Linear(8, 10)

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        y = torch.relu(self.bn(self.conv(x)))
        return torch.softmax(self.fc(y.mean(dim=(2, 3))), dim=-1), y.amax(dim=1)


FIRST_RUN = """
import importlib.util, json, sys
import torch
spec = importlib.util.spec_from_file_location("first", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
x = torch.load(sys.argv[2], weights_only=True).cuda()
with torch.no_grad():
    out = module.call(x)
torch.save([t.cpu() for t in out], sys.argv[3])
"""


def _files(folder: str) -> set[str]:
    return {
        os.path.relpath(os.path.join(root, name), folder)
        for root, _, names in os.walk(folder)
        for name in names
    }


def _first_run_compiles_nothing(
    tmp_path: Path, cache: Path, kernel: Any, x: torch.Tensor, script: str
) -> Any:
    """`script` (argv: the saved module, the input, where it saves its result) run in a new
    process on `kernel` saved and `x`: its first run compiles nothing (no kernel, no
    launcher added to or taken from Triton's cache `cache`); returns what it saved."""
    before = _files(str(cache))
    generated = kernel.save(tmp_path / "generated")
    torch.save(x.cpu(), tmp_path / "x.pt")
    (tmp_path / "first_run.py").write_text(script)
    # The user's process: no Inductor, so none of the Triton settings it made in this one.
    env = dict(os.environ)
    for key, value in plain_triton_env().items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    subprocess.run(
        [
            sys.executable,
            str(tmp_path / "first_run.py"),
            generated,
            str(tmp_path / "x.pt"),
            str(tmp_path / "result.pt"),
        ],
        env=env,
        check=True,
        timeout=300,
    )
    after = _files(str(cache))
    assert after == before, sorted(after ^ before)[:10]
    return torch.load(tmp_path / "result.pt", weights_only=True)


def test_first_run_in_a_new_process_compiles_nothing(tmp_path, monkeypatch) -> None:
    cache = tmp_path / "triton-cache"
    monkeypatch.setenv("TRITON_CACHE_DIR", str(cache))
    torch.manual_seed(0)
    model = ConvNet().cuda().eval()
    x = torch.randn(2, 3, 16, 16, device="cuda")
    stages: list[tuple[str, str]] = []
    kernel = run_pipeline(
        model,
        (x,),
        device="cuda",
        progress=lambda stage, message, fraction: stages.append((stage, message)),
    )[2]
    said = [m for s, m in stages if s == "precompile"]
    assert said[0] == "compiling the module's kernels", stages
    # The worker compiles while the metadata is written.
    names = [s for s, _ in stages]
    assert names.index("precompile") < names.index("describe") < len(names) - 1, stages
    assert said[-1].endswith(" s") and "kernels compiled in" in said[-1], said
    assert int(said[-1].split()[0]) >= 3  # the pointwise, reduction and softmax kernels
    compiled = _files(str(cache))
    assert any(name.endswith(".cubin") for name in compiled)
    assert any("__triton_launcher" in name for name in compiled)
    got = _first_run_compiles_nothing(tmp_path, cache, kernel, x, FIRST_RUN)
    with torch.no_grad():
        want = model(x)
    for g, w in zip(got, want, strict=True):
        torch.testing.assert_close(g, w.cpu(), rtol=1e-4, atol=1e-5)


class Noisy(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.nn.functional.dropout(torch.relu(x) * 2.0, p=0.5, training=True) + x


def test_dry_run_leaves_generators_and_inputs_alone(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    x = torch.randn(64, 32, device="cuda")
    kernel = run_pipeline(Noisy(), (x,), device="cuda")[2]
    kept = x.clone()
    gpu, cpu = torch.cuda.get_rng_state(), torch.get_rng_state()
    done = precompile(kernel.load_module(), [x])
    assert done.kernels >= 1 and not done.skipped
    assert torch.equal(torch.cuda.get_rng_state(), gpu)
    assert torch.equal(torch.get_rng_state(), cpu)
    assert torch.equal(x, kept)
    # The module still runs and draws from the generator as it should.
    torch.manual_seed(1)
    a = kernel.run(x)
    torch.manual_seed(1)
    b = kernel.run(x)
    assert torch.equal(a, b)


class ReadsBack(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        kept = x[x > 0]
        return torch.sigmoid(kept) * kept.sum()


def test_a_module_that_reads_back_compiles_on_its_first_run(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("TRITON_CACHE_DIR", str(tmp_path / "triton-cache"))
    stages: list[tuple[str, str]] = []
    x = torch.randn(256, device="cuda")
    kernel = run_pipeline(
        ReadsBack(),
        (x,),
        device="cuda",
        progress=lambda stage, message, fraction: stages.append((stage, message)),
    )[2]
    said = [m for s, m in stages if s == "precompile"]
    assert len(said) == 1 and said[0].startswith("kernels compile on the first run: node "), said
    assert "reads a value back" in said[0]
    with torch.no_grad():
        got = kernel.run(x)
    kept = x[x > 0]
    torch.testing.assert_close(got, torch.sigmoid(kept) * kept.sum())


def test_the_worker_warms_up_before_its_first_request(tmp_path, monkeypatch) -> None:
    """While the export traces and lowers, the worker sets up cuBLAS, cuDNN and Triton's
    compiler (a tiny kernel compiled into the cache), then says it is ready."""
    cache = tmp_path / "triton-cache"
    monkeypatch.setenv("TRITON_CACHE_DIR", str(cache))
    worker = PrecompileWorker()
    try:
        worker.wait_ready()
        deadline = time.monotonic() + 30  # its log is read by a thread of its own
        while "warmed up in" not in worker.log_tail() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert "warmed up in" in worker.log_tail(), worker.log_tail()
    finally:
        worker.kill()
    assert any("_warm_up_kernel" in name for name in _files(str(cache)))


FIRST_STEP = """
import importlib.util, sys
import torch
spec = importlib.util.spec_from_file_location("first_step", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
x = torch.load(sys.argv[2], weights_only=True).cuda()
trainable = module.Module()
out = trainable(x)
sum(o.sum() for o in out).backward()
torch.save({n: p.grad.cpu() for n, p in trainable.named_parameters()}, sys.argv[3])
"""


def test_a_training_steps_first_step_compiles_nothing(tmp_path, monkeypatch) -> None:
    """A training export compiles the joined module's forward and backward kernels (the
    worker runs call_forward, then call_backward on what it saved): the module's first
    training step in a new process adds nothing to Triton's cache, and its gradients are
    eager autograd's."""
    cache = tmp_path / "triton-cache"
    monkeypatch.setenv("TRITON_CACHE_DIR", str(cache))
    torch.manual_seed(0)
    model = ConvNet().cuda().train()
    x = torch.randn(2, 3, 16, 16, device="cuda")
    stages: list[tuple[str, str]] = []
    kernel = run_pipeline(
        model,
        (x,),
        device="cuda",
        train=True,
        progress=lambda stage, message, fraction: stages.append((stage, message)),
    )[2]
    said = [m for s, m in stages if s == "precompile"]
    assert said and said[0] == "compiling the module's kernels", stages
    names = [s for s, _ in stages]
    assert names.index("precompile") < names.index("describe"), stages
    assert "kernels compiled in" in said[-1], said
    backward = [
        k
        for k in kernel.metadata["kernels"]
        if k.get("graph") == "backward" and k.get("kind") == "triton"
    ]
    # At least one compile per backward Triton kernel (and the forward's).
    assert int(said[-1].split()[0]) >= len(backward) >= 2, said
    got = _first_run_compiles_nothing(tmp_path, cache, kernel, x, FIRST_STEP)
    model.zero_grad()
    sum(o.sum() for o in model(x)).backward()
    for name, p in model.named_parameters():
        torch.testing.assert_close(got[name], p.grad.cpu(), rtol=1e-3, atol=1e-4, msg=name)
