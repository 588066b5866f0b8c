"""A cuda export tuned at export time (`pytest -m gpu`): with `max_autotune` Inductor times
Triton matmul templates against the library calls while lowering (each timing reported as
`lower` progress), coordinate descent refines the launch configs, and the module holds the
winners: template kernels with their block sizes written in, launches with their warps and
stages, no autotuner and nothing of Inductor; it says so in its header and verifies."""

from __future__ import annotations

import os

import pytest
import torch
from torch import nn

from kernel_studio.methods.export import export_model_file
from kernel_studio.pipeline.api import run_pipeline
from kernel_studio.verify.run import verify_project

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
TUNED = {"coordinate_descent_tuning": True, "max_autotune": True}
MLP = os.path.join(os.path.dirname(__file__), "..", "models", "mlp.py")


@pytest.fixture(autouse=True)
def _triton_templates_only(monkeypatch):
    """The library call may win every timing at these sizes: with Triton's templates as
    the only choices the module must hold template kernels."""
    import torch._inductor.config as config

    monkeypatch.setattr(config, "max_autotune_gemm_backends", "TRITON")
    torch.backends.cuda.matmul.allow_tf32 = False
    yield


class Mlp(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = nn.Linear(256, 512)
        self.fc2 = nn.Linear(512, 256)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.nn.functional.gelu(self.fc1(x)))


def test_the_module_holds_the_winners_and_tunes_nothing() -> None:
    torch.manual_seed(0)
    model = Mlp().cuda().eval()
    x = torch.randn(128, 256, device="cuda")
    said: list[tuple[str, str]] = []
    lowered, _, kernel = run_pipeline(
        model, (x,), device="cuda", inductor=TUNED, progress=lambda s, m, f: said.append((s, m))
    )
    timings = [m for s, m in said if s == "lower" and m.startswith("max_autotune ")]
    assert timings and len(timings) == len(lowered.timed_choices)
    assert "template triton_" in timings[0] and "fastest of" in timings[0]
    source = kernel.source
    assert "triton_tem_" in source and "tl.dot(" in source and "BLOCK_M: tl.constexpr = " in source
    assert f"Tuned at export on {torch.cuda.get_device_name()}" in source
    assert "Inductor options: coordinate_descent_tuning=True, max_autotune=True." in source
    assert "triton.autotune" not in source and "torch._inductor" not in source
    assert "num_warps=" in source and "num_stages=" in source
    assert kernel.metadata["inductor"] == TUNED
    with torch.no_grad():
        want = model(x)
    torch.testing.assert_close(kernel.module().call(x), want, rtol=1e-4, atol=1e-4)


def test_a_tuned_project_verifies(tmp_path) -> None:
    result = export_model_file(MLP, str(tmp_path / "p"), device="cuda", inductor=TUNED)
    with open(result["generated"], encoding="utf-8") as f:
        assert "triton_tem_" in f.read()
    report = verify_project(result["project"], {"trials": 3})
    assert report["verdict"] == "pass", report.get("reason")
