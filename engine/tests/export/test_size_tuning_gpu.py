"""Launch configs by size on the GPU machine: a dynamic model exported with its example at
a small size is tuned again at its smallest and largest sizes, the kernels whose best config
changes pick it at launch, and the module is right at both ends of its range."""

from __future__ import annotations

import importlib.util
import os

import pytest
import torch

pytestmark = pytest.mark.gpu

needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")

EXAMPLE = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(__file__)))),
    "resources",
    "examples",
    "rms_norm",
    "model.py",
)


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    from kernel_studio.pipeline.api import run_pipeline
    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_dynamic_shapes,
        make_init_inputs,
        make_inputs,
    )

    loaded = load_model_file(EXAMPLE)  # B in [1, 64], T in [2, 4096], example (2, 64)
    torch.manual_seed(0)
    model = build_model(loaded, make_init_inputs(loaded)).eval()
    stages = []
    lowered, _, kernel = run_pipeline(
        model,
        make_inputs(loaded),
        dynamic_shapes=make_dynamic_shapes(loaded),
        device="cuda",
        module_name="rms_norm",
        user_files=[loaded.path],
        progress=lambda stage, message, _f: stages.append((stage, message)),
    )
    path = str(tmp_path_factory.mktemp("sized") / "rms_norm.py")
    kernel.save(path)
    spec = importlib.util.spec_from_file_location("rms_norm_sized", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return lowered, kernel, module, model.to("cuda"), stages


@needs_gpu
def test_kernels_are_tuned_at_the_ends_of_the_range(exported):
    lowered, kernel, _, _, stages = exported
    tuned_sizes = {
        tuple(sorted(t.sizes.items())) for ts in lowered.tuned_by_size.values() for t in ts
    }
    assert (("B", 1), ("T", 2)) in tuned_sizes
    assert (("B", 64), ("T", 4096)) in tuned_sizes
    assert any(stage == "autotune" and "B=64, T=4096" in m for stage, m in stages)
    assert "Launch configs tuned at export for (B, T) = (1, 2);" in kernel.source


@needs_gpu
def test_a_kernel_whose_best_config_changes_picks_it_by_size(exported):
    _, kernel, _, _, _ = exported
    laddered = [
        k for k in kernel.metadata["kernels"] if k["kind"] == "triton" and "bySize" in k["launch"]
    ]
    assert laddered, [k["launch"] for k in kernel.metadata["kernels"]]
    for k in laddered:
        rungs = k["launch"]["bySize"]
        assert rungs[-1]["upTo"] is None and all(r["upTo"] for r in rungs[:-1])
        assert "# launch config by size (" in kernel.source


@needs_gpu
@pytest.mark.parametrize("shape", [(1, 2, 256), (2, 64, 256), (64, 4096, 256), (3, 1000, 256)])
def test_the_module_matches_eager_across_the_range(exported, shape):
    _, _, module, model, _ = exported
    x = torch.randn(*shape, device="cuda")
    with torch.no_grad():
        torch.testing.assert_close(module.call(x), model(x))
