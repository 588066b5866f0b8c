"""The bundled example (resources/examples/rms_norm) runs, is right, and exports."""

from __future__ import annotations

import pytest
import torch
from engine_process import EXAMPLE_MODEL

from kernel_studio.project.model_file import (
    LoadedModel,
    build_model,
    load_model_file,
    make_dynamic_shapes,
    make_init_inputs,
    make_inputs,
)


@pytest.fixture(scope="module")
def example() -> LoadedModel:
    return load_model_file(EXAMPLE_MODEL)


def reference_rms_norm(x: torch.Tensor, weight: torch.Tensor, eps: float = 1e-6) -> torch.Tensor:
    x64 = x.double()
    normalized = x64 / torch.sqrt((x64 * x64).mean(dim=-1, keepdim=True) + eps)
    return (normalized * weight.double()).to(x.dtype)


def test_example_runs_eagerly_and_matches_reference(example: LoadedModel) -> None:
    torch.manual_seed(0)
    model = build_model(example, make_init_inputs(example))
    with torch.no_grad():
        model.weight.copy_(torch.linspace(0.5, 1.5, 256))  # not all ones, so weight matters
    [x] = make_inputs(example)
    assert x.shape == (2, 64, 256)
    out = model(x)
    assert out.shape == x.shape
    torch.testing.assert_close(out, reference_rms_norm(x, model.weight))


def test_example_exports_with_its_dynamic_shapes(example: LoadedModel) -> None:
    torch.manual_seed(0)
    model = build_model(example, make_init_inputs(example))
    inputs = tuple(make_inputs(example))
    program = torch.export.export(
        model, inputs, dynamic_shapes=make_dynamic_shapes(example), strict=False
    )
    ranges = {str(r) for r in program.range_constraints.values()}
    assert ranges == {"VR[1, 64]", "VR[2, 4096]"}
    other = torch.randn(3, 17, 256)
    torch.testing.assert_close(program.module()(other), model(other))
