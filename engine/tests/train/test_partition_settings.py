"""The partitioner settings as compiler settings: the export's params checked (the param
at fault named), the [export] record read back by an export again and by compilerSettings,
and an inference export refusing them."""

from __future__ import annotations

import os

import pytest

from kernel_studio.methods.compiler_settings import _partitioner
from kernel_studio.methods.export import _parse, export_model_file
from kernel_studio.methods.export_again import recorded_params
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.server.protocol import RpcError

MODELS_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")
BASE = {"model": "/abs/m.py", "out": "/abs/out"}


def test_the_export_params_are_checked() -> None:
    assert _parse(BASE)["partition"] == {}
    job = _parse({**BASE, "activationMemoryBudget": 0.5, "recompute": {"addmm": "recompute"}})
    assert job["partition"] == {
        "activation_memory_budget": 0.5,
        "recompute": {"addmm": "recompute"},
    }
    # The defaults are not recorded.
    assert _parse({**BASE, "activationMemoryBudget": 1, "recompute": {}})["partition"] == {}
    for params, name, text in (
        ({"activationMemoryBudget": 2}, "activationMemoryBudget", "from 0 to 1"),
        ({"recompute": {"addmm": "keep"}}, "recompute", 'node addmm must be "save" or'),
        ({"recompute": ["addmm"]}, "recompute", "must be a table of forward node names"),
    ):
        with pytest.raises(RpcError) as caught:
            _parse({**BASE, **params})
        assert caught.value.code == -32602
        assert caught.value.message.startswith(f"invalid params: '{name}'")
        assert text in caught.value.message


def test_the_record_is_read_back() -> None:
    record = {
        "model": "/abs/m.py",
        "activation_memory_budget": 0.25,
        "recompute": {"erf": "save", "addmm": "recompute"},
    }
    params = recorded_params(record, "/abs/p/kernel-studio.toml")
    assert params["activationMemoryBudget"] == 0.25
    assert params["recompute"] == {"erf": "save", "addmm": "recompute"}
    assert "recompute" not in recorded_params({"model": "/abs/m.py"}, "/abs/p/k.toml")
    assert _partitioner(record) == {
        "activationMemoryBudget": 0.25,
        "recompute": {"addmm": "recompute", "erf": "save"},
    }
    assert _partitioner({}) == {"activationMemoryBudget": 1.0, "recompute": {}}


def test_an_inference_export_refuses_them(tmp_path) -> None:
    out = str(tmp_path / "p")
    with pytest.raises(ExportError, match="this export is for inference") as error:
        export_model_file(
            os.path.join(MODELS_DIR, "train_mlp.py"),
            out,
            device="cpu",
            partition={"recompute": {"addmm": "recompute"}},
        )
    assert error.value.category == "input"
    assert not os.path.exists(out)


def test_a_training_export_follows_and_records_them(tmp_path) -> None:
    from kernel_studio.methods.compiler_settings import run_compiler_settings
    from kernel_studio.methods.export_again import expand_again

    model = os.path.join(MODELS_DIR, "train_mlp.py")
    out = str(tmp_path / "p")
    result = export_model_file(
        model, out, device="cpu", train=True, partition={"recompute": {"addmm": "recompute"}}
    )
    training = result["metadata"]["training"]
    assert training["partitioner"] == {
        "activationMemoryBudget": 1.0,
        "policy": {"addmm": "recompute"},
    }
    assert "addmm" in training["recomputed"]
    assert "addmm" not in [a["name"] for a in training["savedActivations"]]
    # Regenerate sends them again; compilerSettings shows them.
    again = expand_again({"out": out, "again": True})
    assert again["recompute"] == {"addmm": "recompute"} and again["train"] is True
    shown = run_compiler_settings({"project": out}, None)["partitioner"]
    assert shown == {"activationMemoryBudget": 1.0, "recompute": {"addmm": "recompute"}}
    # A node the forward graph lacks stops the export, named, and writes nothing.
    with pytest.raises(ExportError, match="the forward graph has no node fc3") as error:
        export_model_file(
            model,
            str(tmp_path / "q"),
            device="cpu",
            train=True,
            partition={"recompute": {"fc3": "save"}},
        )
    assert error.value.category == "input" and "addmm" in (error.value.hint or "")
    assert not os.path.exists(tmp_path / "q")


def test_the_python_api_takes_them() -> None:
    from partition_capture import load_model

    from kernel_studio import export_python

    model, inputs = load_model("train_mlp")
    kernel = export_python(model, inputs, device="cpu", train=True, activation_memory_budget=0.0)
    training = kernel.metadata["training"]
    assert training["partitioner"]["activationMemoryBudget"] == 0.0
    # At budget 0 the forward keeps no activation of its own: the backward recomputes.
    assert training["savedBytes"] == 0 and "addmm" in training["recomputed"]
