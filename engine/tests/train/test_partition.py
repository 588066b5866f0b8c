"""training_partition steers AOTAutograd's partitioner: a node set to "recompute" leaves
the saved activations and the backward computes it again, "save" keeps the backward from
computing a node again, a memory budget below 1 saves fewer bytes; the gradients stay
eager autograd's. Unknown or backward nodes are refused by name."""

from __future__ import annotations

import operator

import pytest
import torch
from partition_capture import capture, eager_gradients, gradients, load_model

from kernel_studio.pipeline.describe.training import describe_training
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.lower.partition import (
    PartitionSettings,
    check_partition_settings,
    partition_settings,
)


def _step(name: str, settings: object = None) -> tuple[dict, dict, dict]:
    """The described partition, the compiled step's gradients and eager's."""
    model, inputs = load_model(name)
    step = capture(model, inputs, settings)
    described = describe_training(
        step.fw, step.bw, num_user_outputs=1, fw_metadata=step.fw_metadata, settings=settings
    )
    _, grads = gradients(step, inputs)
    _, eager = eager_gradients(model, inputs)
    return described, grads, eager


def _activations(described: dict) -> list[str]:
    return [a["name"] for a in described["savedActivations"] if a["kind"] == "activation"]


def _same(grads: dict, eager: dict) -> None:
    assert grads.keys() == eager.keys()
    for key in eager:
        torch.testing.assert_close(grads[key], eager[key], msg=f"gradient of {key}")


@pytest.fixture(scope="module")
def mlp_default() -> dict:
    described, grads, eager = _step("train_mlp")
    _same(grads, eager)
    return described


def test_recompute_a_saved_node(mlp_default: dict) -> None:
    # By default the MLP saves fc1's matmul (addmm) for GELU's backward.
    assert "addmm" in _activations(mlp_default)
    assert "addmm" not in mlp_default["recomputed"]
    described, grads, eager = _step("train_mlp", {"recompute": {"addmm": "recompute"}})
    assert "addmm" not in _activations(described)
    assert "addmm" in described["recomputed"]
    assert described["savedBytes"] < mlp_default["savedBytes"]
    assert described["partitioner"]["policy"] == {"addmm": "recompute"}
    _same(grads, eager)


def test_save_a_recomputed_node(mlp_default: dict) -> None:
    # By default the backward computes GELU's erf again.
    assert "erf" in mlp_default["recomputed"]
    described, grads, eager = _step("train_mlp", {"recompute": {"erf": "save"}})
    assert "erf" not in described["recomputed"]
    _same(grads, eager)


def test_memory_budget_saves_fewer_bytes() -> None:
    default, grads, eager = _step("train_block")
    _same(grads, eager)
    described, grads, eager = _step("train_block", {"activation_memory_budget": 0.1})
    assert described["savedBytes"] < default["savedBytes"]
    assert len(described["recomputed"]) > len(default["recomputed"])
    assert described["partitioner"]["activationMemoryBudget"] == 0.1
    _same(grads, eager)


def test_a_node_the_forward_lacks_is_named() -> None:
    model, inputs = load_model("train_mlp")
    with pytest.raises(ExportError, match="the forward graph has no node fc9") as error:
        capture(model, inputs, {"recompute": {"fc9": "save"}})
    assert error.value.category == "input"
    assert "addmm" in (error.value.hint or "")
    with pytest.raises(ExportError, match="node mm cannot be saved or recomputed: it is computed"):
        capture(model, inputs, {"recompute": {"mm": "recompute"}})
    with pytest.raises(ExportError, match="primals_1 cannot be saved or recomputed: it is an in"):
        capture(model, inputs, {"recompute": {"primals_1": "recompute"}})


def test_settings_are_checked() -> None:
    assert check_partition_settings() == PartitionSettings()
    assert PartitionSettings().record() == {}
    settings = check_partition_settings(0.5, {"b": "save", "a": "recompute"})
    assert settings.record() == {
        "activation_memory_budget": 0.5,
        "recompute": {"a": "recompute", "b": "save"},
    }
    for budget in (1.5, -0.1, True, "half", float("nan")):
        with pytest.raises(ValueError, match="activation_memory_budget must be a number from 0"):
            check_partition_settings(budget)
    with pytest.raises(ValueError, match='recompute: node addmm must be "save" or "recompute"'):
        check_partition_settings(1.0, {"addmm": "keep"})
    with pytest.raises(ValueError, match="recompute must be a table"):
        check_partition_settings(1.0, ["addmm"])
    with pytest.raises(ExportError, match="activation_memory_budget must be"):
        partition_settings({"activation_memory_budget": 2})


def test_an_item_of_a_multi_output_op_goes_with_its_op() -> None:
    # Attention returns (output, logsumexp, ...): a choice on its output item applies to the
    # attention op (the partitioner cannot recompute an item without its op).
    model, inputs = load_model("train_block")
    step = capture(model, inputs)
    item = next(
        n
        for n in step.fw.graph.nodes
        if n.target is operator.getitem and "scaled_dot_product" in str(n.args[0].target)
    )
    described, grads, eager = _step("train_block", {"recompute": {item.name: "recompute"}})
    # (torch 2.11 counts attention on cpu as a random op: the forward runs it under
    # run_and_save_rng_state and the backward replays it with that state; 2.15 recomputes it
    # as it is. The item is the backward's again on both.)
    assert item.name in described["recomputed"]
    assert item.name not in [a["name"] for a in described["savedActivations"]]
    _same(grads, eager)
