"""The export's `inductor` option: fusion-related Inductor config keys applied while
lowering, recorded in the metadata and in [export] inductor; other keys refused. On cpu
Inductor's C++ backend groups every node between two library calls into one kernel, so
the options change the kernels' code rather than their count (on cuda they change both)."""

from __future__ import annotations

import json
import os

import pytest

from kernel_studio.inductor import INDUCTOR_OPTIONS, TUNING_OPTIONS, check_inductor_options
from kernel_studio.inductor.options import option_rows
from kernel_studio.methods.export import _parse, export_model_file
from kernel_studio.methods.export_again import expand_again
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.project.project_file import read_toml
from kernel_studio.server.protocol import ErrorCode, RpcError

MODELS = os.path.join(os.path.dirname(__file__), "..", "models")
MODEL = os.path.abspath(os.path.join(MODELS, "layernorm_gelu.py"))


def read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def test_options_exist_in_the_installed_inductor() -> None:
    import torch._inductor.config as config

    for key, kind in INDUCTOR_OPTIONS.items():
        value: object = config
        for part in key.split("."):
            value = getattr(value, part)
        if value is None:  # torch 2.15: unset, Inductor uses its `_<key>_default`
            value = getattr(config, f"_{key}_default")
        assert isinstance(value, kind), key


def test_an_option_changes_the_code_and_is_recorded(tmp_path) -> None:
    plain = export_model_file(MODEL, str(tmp_path / "plain"), device="cpu")
    options = {"max_fusion_size": 1, "realize_opcount_threshold": 0}
    tuned = export_model_file(MODEL, str(tmp_path / "tuned"), device="cpu", inductor=options)
    assert read(tuned["generated"]) != read(plain["generated"])
    assert plain["metadata"]["inductor"] == {}
    assert tuned["metadata"]["inductor"] == options
    assert json.loads(read(tuned["metadataFile"]))["inductor"] == options
    assert read_toml(tuned["projectFile"])["export"]["inductor"] == options
    assert read_toml(plain["projectFile"])["export"]["inductor"] == {}
    kept = os.path.join(tuned["project"], "generations", "0001", "generation.toml")
    assert read_toml(kept)["export"]["inductor"] == options
    # Regenerating exports with the same options.
    assert expand_again({"out": tuned["project"], "again": True})["inductor"] == options


def test_unknown_keys_and_bad_values_are_refused(tmp_path) -> None:
    with pytest.raises(ExportError) as info:
        export_model_file(MODEL, str(tmp_path / "p"), device="cpu", inductor={"cpp_wrapper": 1})
    assert info.value.category == "input" and "'cpp_wrapper'" in info.value.message
    assert "max_fusion_size" in info.value.message and not (tmp_path / "p").exists()
    for bad, word in [
        ({"epilogue_fusion": 1}, "true or false"),
        ({"max_fusion_size": True}, "integer"),
        ({"max_fusion_size": -1}, "integer"),
    ]:
        with pytest.raises(ValueError, match=word):
            check_inductor_options(bad)
    params = {"model": MODEL, "out": str(tmp_path / "q")}
    with pytest.raises(RpcError) as rpc:
        _parse({**params, "inductor": {"fx_graph_cache": True}})
    assert rpc.value.code == ErrorCode.METHOD_FAILED and rpc.value.data["category"] == "input"
    assert "fx_graph_cache" in rpc.value.message and "split_reductions" in rpc.value.message
    with pytest.raises(RpcError) as rpc:
        _parse({**params, "inductor": [1]})
    assert rpc.value.code == ErrorCode.INVALID_PARAMS and "inductor" in rpc.value.message
    assert _parse({**params, "inductor": {"split_reductions": False}})["inductor"] == {
        "split_reductions": False
    }


@pytest.mark.parametrize("key", ["triton.cudagraphs", "max_autotune", "max_autotune_gemm"])
def test_gpu_only_options_are_refused_for_a_cpu_export(tmp_path, key) -> None:
    with pytest.raises(ExportError) as info:
        export_model_file(MODEL, str(tmp_path / "p"), device="cpu", inductor={key: True})
    assert info.value.category == "input" and f"inductor option {key}:" in info.value.message
    assert "this export is for cpu" in info.value.message and not (tmp_path / "p").exists()


def test_tuning_options_are_listed_as_cuda_only() -> None:
    rows = {r["key"]: r for r in option_rows({"max_autotune": True})}
    for key in TUNING_OPTIONS:
        assert rows[key]["cudaOnly"] and rows[key]["type"] == "bool" and rows[key]["description"]
        assert rows[key]["default"] is False
    assert (
        rows["max_autotune"]["value"] is True and rows["coordinate_descent_tuning"]["value"] is None
    )
