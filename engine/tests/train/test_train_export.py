"""`export --train` on cpu: the MLP (with loss() and an input needing a gradient), a conv net
with BatchNorm in train mode and a transformer block. The written module, imported on its
own, trains: its Module's loss and every gradient equal eager autograd's, BatchNorm's
running statistics move as the model's, and torch.optim steps it like the model."""

from __future__ import annotations

import importlib.util
import os
import tomllib
from typing import Any

import pytest
import torch

from kernel_studio.methods.export import SEED, export_model_file
from kernel_studio.project.model_file import (
    build_model,
    load_model_file,
    make_init_inputs,
    make_inputs,
)

# Gradients sum over the batch in another order than eager's: a gradient that is zero in
# exact arithmetic (a conv bias before BatchNorm) comes out as rounding noise near 1e-5.
GRAD_TOL = {"rtol": 1e-4, "atol": 1e-4}
MODELS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")


def _import(path: str) -> Any:
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module", params=["train_mlp", "train_convbn", "train_block"])
def exported(request: pytest.FixtureRequest, train_exports: Any) -> Any:
    name = request.param
    model_path = os.path.join(MODELS, name + ".py")
    _, result = train_exports.get(name)
    loaded = load_model_file(model_path)
    torch.manual_seed(SEED)  # the model as the export built it: same weights
    model = build_model(loaded, make_init_inputs(loaded)).train()
    return name, result, loaded, model, _import(result["module"])


def _step(model: torch.nn.Module, loaded: Any, inputs: list[torch.Tensor]) -> torch.Tensor:
    if loaded.loss is not None:
        return loaded.loss(model, *inputs)
    out = model(*inputs)
    return sum(o.sum() for o in out) if isinstance(out, tuple) else out.sum()


def test_training_module_matches_eager_autograd(exported: Any) -> None:
    name, result, loaded, model, module = exported
    trainable = module.Module()
    assert [n for n, _ in trainable.named_parameters()] == [n for n, _ in model.named_parameters()]
    eager_opt = torch.optim.SGD(model.parameters(), lr=0.1)
    module_opt = torch.optim.SGD(trainable.parameters(), lr=0.1)
    torch.manual_seed(1)
    for _ in range(2):  # the second step runs on the first step's updated weights
        inputs = make_inputs(loaded)
        copies = [x.detach().clone().requires_grad_(x.requires_grad) for x in inputs]
        eager_opt.zero_grad()
        module_opt.zero_grad()
        want = _step(model, loaded, inputs)
        got = _step(trainable, loaded, copies)
        want.backward()
        got.backward()
        torch.testing.assert_close(got, want)
        for (n, p), (_, q) in zip(
            trainable.named_parameters(), model.named_parameters(), strict=True
        ):
            assert p.grad is not None, f"{name}: {n} has no gradient"
            torch.testing.assert_close(p.grad, q.grad, **GRAD_TOL, msg=lambda m, n=n: f"{n}: {m}")
        for x, y in zip(copies, inputs, strict=True):
            if y.requires_grad:
                torch.testing.assert_close(x.grad, y.grad, **GRAD_TOL)
        for (n, b), (_, c) in zip(trainable.named_buffers(), model.named_buffers(), strict=True):
            torch.testing.assert_close(b, c, msg=lambda m, n=n: f"{n}: {m}")
        eager_opt.step()
        module_opt.step()
    # Inference: call() runs the forward kernels on the weights file's parameters.
    torch.manual_seed(SEED)
    fresh = build_model(loaded, make_init_inputs(loaded)).train()
    inputs = [x.detach() for x in make_inputs(loaded)]
    with torch.no_grad():
        torch.testing.assert_close(module.call(*inputs), fresh(*inputs))


def test_training_metadata_and_project_record(exported: Any) -> None:
    name, result, loaded, model, module = exported
    meta = result["metadata"]
    assert meta["mode"] == "train"
    graphs = {k["graph"] for k in meta["kernels"]}
    assert graphs == {"forward", "backward"}
    names = [k["name"] for k in meta["kernels"]]
    assert len(names) == len(set(names)), "kernel names are unique across both graphs"
    backward_nodes = {n["name"] for n in meta["backwardNodes"]}
    forward_nodes = {n["name"] for n in meta["nodes"]}
    for k in meta["kernels"]:
        assert set(k["nodes"]) <= (backward_nodes if k["graph"] == "backward" else forward_nodes)
    linked = [n["forwardNode"] for n in meta["backwardNodes"] if n["forwardNode"]]
    assert linked and set(linked) <= forward_nodes
    # Each backward op is in the module of the forward op it derives from (the graph pane
    # folds the backward by module; AOTAutograd leaves most backward ops without one).
    module_of = {n["name"]: n["modulePath"] for n in meta["nodes"]}
    for node in meta["backwardNodes"]:
        if node["op"] == "call_function" and module_of.get(node["forwardNode"]):
            assert node["modulePath"], node["name"]
    if name != "train_convbn":  # the weights' transposes the partitioner moved forward
        transposes = [
            n
            for n in meta["nodes"]
            if n["target"].endswith("permute.default") and n["inputs"][0].startswith("primals")
        ]
        assert transposes and all(n["modulePath"] for n in transposes)
    assert {g["graph"] for g in meta["fusionGroups"]} == {"forward", "backward"}
    expected_grad_inputs = ["x"] if name == "train_mlp" else []
    assert meta["signature"]["requiresGrad"] == expected_grad_inputs
    assert meta["training"]["loss"] == (
        "loss() in train_mlp.py" if name == "train_mlp" else "sum of outputs"
    )
    with open(result["projectFile"], "rb") as f:
        record = tomllib.load(f)["export"]
    assert record["train"] is True
    if name == "train_convbn":
        writes = {w["target"] for w in meta["signature"]["writes"]}
        assert writes == {"bn.running_mean", "bn.running_var", "bn.num_batches_tracked"}
    raw = os.path.join(
        os.path.dirname(result["projectFile"]), "generated", "inductor_output.py.txt"
    )
    with open(raw, encoding="utf-8") as f:
        assert "Inductor's output module for the backward graph" in f.read()


def test_training_export_refuses_a_function() -> None:
    from kernel_studio import export_python
    from kernel_studio.pipeline.errors import ExportError

    with pytest.raises(ExportError, match="takes an nn.Module"):
        export_python(lambda t: t * 2, (torch.randn(2, 4),), train=True, device="cpu")


def test_kernel_ids_are_distinct_across_both_graphs(exported: Any) -> None:
    ids = [k["id"] for k in exported[1]["metadata"]["kernels"]]
    assert all(ids) and len(ids) == len(set(ids))


def test_export_again_makes_a_training_step_again(exported: Any) -> None:
    from kernel_studio.methods.export_again import expand_again

    name, result, *_ = exported
    params = expand_again({"out": os.path.dirname(result["projectFile"]), "again": True})
    assert params["train"] is True


def test_t5_attention_reshape_exports_and_trains(tmp_path: Any) -> None:
    # torch.export recorded T5's reshape of the attention output as a view; the training
    # lowering failed with "Cannot view a tensor with shape [2, 16, 4, 16] and strides
    # (1024, 16, 256, 1)" (bench/train_zoo.py, hf_t5_encoder) until views became reshapes.
    path = os.path.join(MODELS, "train_t5_layer.py")
    result = export_model_file(path, str(tmp_path), device="cpu", train=True)
    module = _import(result["module"])
    loaded = load_model_file(path)
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded)).train()
    (ids,) = make_inputs(loaded)
    trainable = module.Module()
    module_out = trainable(ids)
    module_out.float().sum().backward()
    model(ids).float().sum().backward()
    grads = dict(model.named_parameters())
    for name, p in trainable.named_parameters():
        torch.testing.assert_close(p.grad, grads[name].grad, **GRAD_TOL, msg=name)
    assert any(k["graph"] == "backward" for k in result["metadata"]["kernels"])


def test_convnext_head_backward_allocates_before_it_writes(tmp_path: Any) -> None:
    # ConvNeXt's pooling gradient is a zero-filled buffer written in place. On torch 2.11's
    # C++ backend the fusion that recomputes a node's loop body dropped the scheduler's
    # ordering dependencies: the backward passed that buffer to a kernel before allocating
    # it (UnboundLocalError; bench/train_zoo.py, convnext_tiny on the cpu) and zero-filled
    # it after the kernel wrote it (inductor/series.py, ordering_kept).
    path = os.path.join(MODELS, "train_convnext_head.py")
    result = export_model_file(path, str(tmp_path), device="cpu", train=True)
    module = _import(result["module"])
    loaded = load_model_file(path)
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded)).train()
    trainable = module.Module()
    (x,) = make_inputs(loaded)
    got, want = trainable(x).sum(), model(x).sum()
    got.backward()
    want.backward()
    torch.testing.assert_close(got, want)
    grads = dict(model.named_parameters())
    for name, p in trainable.named_parameters():
        torch.testing.assert_close(p.grad, grads[name].grad, **GRAD_TOL, msg=name)


def test_precompile_runs_the_forward_and_the_backward(exported: Any) -> None:
    """The precompile stage's run of a training module (cuda: every launch a compile) is
    its step: call_forward on the weights, call_backward on what it saved with gradients of
    ones; on cpu it computes, and its gradients are eager autograd's for those ones."""
    from kernel_studio.pipeline.precompile.precompile import run_call

    name, result, loaded, _, _ = exported
    module = _import(result["module"])  # its own weights: the forward writes buffers
    torch.manual_seed(SEED)
    model = build_model(loaded, make_init_inputs(loaded)).train()
    torch.manual_seed(2)
    inputs = make_inputs(loaded)
    grads = run_call(module, [x.detach() for x in inputs])
    out = model(*inputs)
    outs = out if isinstance(out, tuple) else (out,)
    chosen = [outs[i] for i in module._TANGENTS]
    torch.autograd.backward(chosen, [torch.ones_like(o) for o in chosen])
    params = dict(model.named_parameters())
    users = iter(inputs)
    checked = 0
    for (n, kind, target, _), grad in zip(module._INPUTS, grads, strict=True):
        want = next(users).grad if kind == "user" else getattr(params.get(target), "grad", None)
        if want is None:
            assert grad is None or kind == "buffer", f"{name}: {n}"
            continue
        torch.testing.assert_close(grad, want, **GRAD_TOL, msg=lambda m, n=n: f"{n}: {m}")
        checked += 1
    assert checked >= len(params)
