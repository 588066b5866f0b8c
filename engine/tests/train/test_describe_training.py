"""describe_training on real partitions: the saved activations are what AOTAutograd's
forward returns for the backward (count, layouts, bytes), the recomputed nodes are ops of
both graphs, each backward node names its forward node."""

from __future__ import annotations

import pytest
import torch
from partition_capture import Step, capture, eager_gradients, gradients, load_model

from kernel_studio.pipeline.describe.training import (
    describe_training,
    forward_node_of,
    moved_node_origin,
)

MODELS = ["train_mlp", "train_convbn", "train_block"]


@pytest.fixture(scope="module", params=MODELS)
def step(request: pytest.FixtureRequest) -> tuple[str, Step, list[torch.Tensor], dict]:
    model, inputs = load_model(request.param)
    step = capture(model, inputs)
    described = describe_training(
        step.fw,
        step.bw,
        num_user_outputs=1,
        fw_metadata=step.fw_metadata,
        input_names=step.input_names(["x"]),
        input_kinds=step.input_kinds(1),
    )
    return request.param, step, inputs, described


def test_saved_activations_are_what_the_forward_returns_for_the_backward(step) -> None:
    name, step, inputs, described = step
    model, _ = load_model(name)
    # Run the step: its forward call records what it really returned for the backward.
    out, grads = gradients(step, inputs)
    _, eager = eager_gradients(model, inputs)
    for key in eager:
        torch.testing.assert_close(grads[key], eager[key], msg=f"{name}: gradient of {key}")
    saved, call_inputs = step.saved()
    entries = described["savedActivations"]
    assert len(entries) == len(saved) > 0
    input_storages = {t.untyped_storage().data_ptr() for t in call_inputs}
    activation_storages: dict[int, int] = {}
    for entry, tensor in zip(entries, saved, strict=True):
        assert entry["shape"] == list(tensor.shape), entry
        assert entry["stride"] == list(tensor.stride()), entry
        assert entry["dtype"] == str(tensor.dtype).removeprefix("torch.")
        assert entry["bytes"] == tensor.numel() * tensor.element_size()
        storage = tensor.untyped_storage()
        if storage.data_ptr() in input_storages:
            assert entry["kind"] in ("parameter", "input"), entry
        else:
            assert entry["kind"] == "activation", entry
            activation_storages[storage.data_ptr()] = storage.nbytes()
    assert described["savedBytes"] == sum(activation_storages.values()) > 0
    # Saved parameters (or views of them) name the module's parameter; the input is x.
    state = dict(step.module.named_parameters()) | dict(step.module.named_buffers())
    placeholders = {n.name for n in step.fw.graph.nodes if n.op == "placeholder"}
    for entry in entries:
        if entry["kind"] != "activation":
            assert entry.get("viewOf", entry["forwardNode"]) in placeholders, entry
        if entry["kind"] == "parameter":
            assert entry["input"] in state, entry
        if entry["kind"] == "input":
            assert entry["input"] == "x", entry


def test_gradients_recomputed_nodes_and_provenance(step) -> None:
    name, step, inputs, described = step
    params = [n for n, p in step.module.named_parameters() if p.requires_grad]
    differentiated = ["x"] if inputs[0].requires_grad else []  # the MLP's input
    assert [g["name"] for g in described["gradients"]] == params + differentiated
    kinds = ["parameter"] * len(params) + ["input"] * len(differentiated)
    assert [g["kind"] for g in described["gradients"]] == kinds
    fw_ops = {n.name for n in step.fw.graph.nodes if n.op == "call_function"}
    bw_ops = {n.name for n in step.bw.graph.nodes if n.op == "call_function"}
    assert set(described["recomputed"]) == fw_ops & bw_ops
    if name != "train_convbn":  # GELU and LayerNorm pieces are recomputed by default
        assert described["recomputed"]
    assert described["partitioner"] == {"activationMemoryBudget": 1.0, "policy": {}}
    origin = forward_node_of(step.bw, step.fw)
    fw_names = {n.name for n in step.fw.graph.nodes}
    for node in step.bw.graph.nodes:
        if node.op == "placeholder" and not node.name.startswith("tangents"):
            assert origin[node.name] == node.name  # a saved value
        elif node.op == "call_function":
            assert origin[node.name] in fw_names, node.name
    assert all(origin[n] is None for n in origin if n.startswith("tangents"))


def test_mlp_backward_nodes_name_the_forward_op_they_differentiate() -> None:
    model, inputs = load_model("train_mlp")
    step = capture(model, inputs)
    origin = forward_node_of(step.bw, step.fw)
    target = {n.name: n.target for n in step.fw.graph.nodes}
    gelu = [
        n
        for n in step.bw.graph.nodes
        if str(n.meta.get("original_aten")).startswith("aten.gelu_backward")
    ]
    assert gelu
    # The GELU's derivative belongs to the GELU's result (the last op of its decomposition).
    for node in gelu:
        assert target[origin[node.name]] == torch.ops.aten.mul.Tensor
        assert step.fw.graph.find_nodes(op="call_function", target=torch.ops.aten.addmm.default)
    mms = [n for n in step.bw.graph.nodes if n.target == torch.ops.aten.mm.default]
    assert {target[origin[n.name]] for n in mms} == {torch.ops.aten.addmm.default}


def test_backward_ops_moved_into_the_forward_name_the_op_they_serve() -> None:
    # The partitioner computes a weight's transpose for the backward's matmul in the forward
    # (tagged is_backward, without the module's nn_module_stack): it belongs to that Linear.
    model, inputs = load_model("train_mlp")
    step = capture(model, inputs)
    moved = moved_node_origin(step.fw)
    tagged = {n.name for n in step.fw.graph.nodes if n.meta.get("partitioner_tag") == "is_backward"}
    assert tagged and set(moved) == tagged
    target = {n.name: n.target for n in step.fw.graph.nodes}
    assert {target[n] for n in moved} == {torch.ops.aten.permute.default}
    assert {target[o] for o in moved.values()} == {torch.ops.aten.addmm.default}


def test_bad_arguments_are_named() -> None:
    model, inputs = load_model("train_mlp")
    step = capture(model, inputs)
    with pytest.raises(ValueError, match="input_names has 1 names for 5"):
        describe_training(step.fw, step.bw, num_user_outputs=1, input_names=["x"])
    with pytest.raises(ValueError, match="'weight' is not parameter, buffer or input"):
        describe_training(step.fw, step.bw, num_user_outputs=1, input_kinds=["weight"] * 5)
