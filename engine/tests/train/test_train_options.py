"""`export --train` with what an inference export takes (cpu): a dynamic batch dim (the
module trains at two batch sizes as eager autograd does, BatchNorm's running statistics
included), Inductor options (applied to the forward and the backward, recorded for
regenerate), and the options it refuses, each named with the reason."""

from __future__ import annotations

import copy
import importlib.util
import os
import tomllib
from typing import Any

import pytest
import torch

from kernel_studio.methods.export import SEED, export_model_file
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.project.model_file import build_model, load_model_file, make_init_inputs

MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")
GRAD_TOL = {"rtol": 1e-4, "atol": 1e-4}


def _import(path: str) -> Any:
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _model(path: str) -> torch.nn.Module:
    loaded = load_model_file(path)
    torch.manual_seed(SEED)  # as the export built it: same weights
    return build_model(loaded, make_init_inputs(loaded)).train()


@pytest.mark.parametrize(
    "name, shape",
    # The block saves sizes (ints) for its backward; BatchNorm scales its running variance
    # by n / (n - 1), a float of the dynamic batch.
    [("train_block", (8, 32)), ("train_convbn", (3, 8, 8))],
)
def test_a_dynamic_batch_trains_at_two_sizes(name: str, shape: tuple, tmp_path) -> None:
    path = os.path.join(MODELS, name + ".py")
    dims = [{"input": "x", "dim": 0, "name": "batch", "min": 2, "max": 64}]
    result = export_model_file(path, str(tmp_path), device="cpu", train=True, dynamic_dims=dims)
    assert [d["name"] for d in result["metadata"]["dynamicDims"]] == ["batch"]
    with open(result["module"], encoding="utf-8") as f:
        assert "Dynamic dims: batch in [2, 64]." in f.read()
    module = _import(result["module"])
    model = _model(path)
    trainable = module.Module()
    torch.manual_seed(1)
    for batch in (5, 2):
        x = torch.randn(batch, *shape)
        got, want = trainable(x).sum(), model(x).sum()
        got.backward()
        want.backward()
        torch.testing.assert_close(got, want, **GRAD_TOL)
        for (n, p), (_, q) in zip(
            trainable.named_parameters(), model.named_parameters(), strict=True
        ):
            torch.testing.assert_close(p.grad, q.grad, **GRAD_TOL, msg=lambda m, n=n: f"{n}: {m}")
        for (n, b), (_, c) in zip(trainable.named_buffers(), model.named_buffers(), strict=True):
            torch.testing.assert_close(b, c, msg=lambda m, n=n, b=batch: f"batch {b}, {n}: {m}")
        trainable.zero_grad()
        model.zero_grad()
    with pytest.raises(ValueError, match="batch"):
        trainable(torch.randn(1, *shape))  # below the range
    # The graphs verify's locate replays keep the symbolic sizes: the block's backward takes
    # the sizes its forward saved.
    from kernel_studio.pipeline.train.graphs import load_graphs

    _, backward = load_graphs(
        os.path.join(str(tmp_path), "generated"), 1, result["metadata"], trusted=True
    )
    sizes = [
        n.name
        for n in backward.graph.nodes
        if n.op == "placeholder" and isinstance(n.meta.get("val"), torch.SymInt)
    ]
    assert bool(sizes) == (name == "train_block"), sizes


def _kernel_text(module: str, name: str) -> str:
    with open(module, encoding="utf-8") as f:
        text = f.read()
    start = text.index(f"{name} = r")
    return text[start : text.index('"""', text.index('"""', start) + 3)]


def test_inductor_options_reach_both_graphs_and_are_recorded(tmp_path, train_exports) -> None:
    from kernel_studio.methods.export_again import expand_again

    path = os.path.join(MODELS, "train_dropout.py")
    # fallback_random changes the forward (torch's dropout, not Inductor's random numbers);
    # unroll_reductions_threshold 1 the backward (the bias gradient's sum over the batch of
    # 4, unrolled by default, stays a loop).
    options = {"fallback_random": True, "unroll_reductions_threshold": 1}
    _, plain = train_exports.get("train_dropout")
    tuned = export_model_file(
        path, str(tmp_path / "tuned"), device="cpu", train=True, inductor=options
    )
    assert tuned["metadata"]["inductor"] == options
    with open(tuned["projectFile"], "rb") as f:
        assert tomllib.load(f)["export"]["inductor"] == options
    assert expand_again({"out": tuned["project"], "again": True})["inductor"] == options

    def nodes(result: dict, graph: str) -> set[str]:
        kernels = result["metadata"]["kernels"]
        return {n for k in kernels if k["graph"] == graph for n in k["nodes"]}

    assert "native_dropout" in nodes(tuned, "forward")
    assert "inductor_random_default" in nodes(plain, "forward")
    assert _kernel_text(tuned["module"], "cpp_fused_sum") != _kernel_text(
        plain["module"], "cpp_fused_sum"
    )
    with open(tuned["module"], encoding="utf-8") as f:
        assert "fallback_random=True, unroll_reductions_threshold=1" in f.read()


def test_what_a_training_export_refuses_is_named_with_why(tmp_path) -> None:
    from kernel_studio.pipeline.train.export import refusal

    path = os.path.join(MODELS, "train_mlp.py")
    with pytest.raises(ExportError, match="does not take materialize: .*AOTAutograd") as info:
        export_model_file(path, str(tmp_path), device="cpu", train=True, materialize=["gelu"])
    assert info.value.param == "materialize"
    key, message = refusal({"triton.cudagraphs": True}, None) or ("", "")
    assert key == "triton.cudagraphs"
    assert "inductor option triton.cudagraphs: " in message and "autograd.Function" in message
    assert refusal({"fallback_random": True, "max_autotune": True}, None) is None


def test_dropout_exports_and_trains(train_exports) -> None:
    """Inductor's own random numbers in the kernels: the module trains, and eager's draws
    are other ones."""
    path = os.path.join(MODELS, "train_dropout.py")
    _, result = train_exports.get("train_dropout")
    trainable = _import(result["module"]).Module()
    x = torch.randn(4, 16)
    out = trainable(x)
    out.sum().backward()
    assert all(p.grad is not None and bool(p.grad.isfinite().all()) for p in trainable.parameters())
    model = copy.deepcopy(_model(path))
    with torch.no_grad():
        assert not torch.allclose(out, model(x))
