"""`export` with `again` (docs/protocol.md): the params of a project's own export, read
from its kernel-studio.toml, so the app regenerates a project exactly as it was made."""

from __future__ import annotations

import os

import pytest

from kernel_studio.methods.export_again import expand_again
from kernel_studio.server.protocol import RpcError


def write_project(root, export_table: str) -> str:
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "kernel-studio.toml"), "w", encoding="utf-8") as f:
        f.write('[project]\nformat = 2\nname = "m"\nmodule = "m.py"\n\n[export]\n' + export_table)
    return str(root)


def test_a_model_file_export_is_repeated_with_its_settings(tmp_path) -> None:
    root = write_project(
        tmp_path / "p",
        'generation = 3\nmodel = "/abs/m.py"\ndevice = "cuda"\nstrict = true\n'
        'decompositions = {base = "default", keep = ["aten.gelu.default"], decompose = []}\n'
        "inductor = {max_fusion_size = 8}\n"
        'dynamic_dims = [{name = "B", input = "x", dim = 0, min = 1, max = 64}]\n'
        'dynamic_dims_from = "request"\n',
    )
    params = expand_again({"out": root, "again": True})
    assert params == {
        "out": root,
        "model": "/abs/m.py",
        "device": "cuda",
        "strict": True,
        "decompositions": {"base": "default", "keep": ["aten.gelu.default"], "decompose": []},
        "inductor": {"max_fusion_size": 8},
        "dynamicDims": [{"input": "x", "dim": 0, "name": "B", "min": 1, "max": 64}],
    }
    # What the request gives wins (a remote engine's copy of the model file).
    assert (
        expand_again({"out": root, "again": True, "model": "/copy/m.py"})["model"] == "/copy/m.py"
    )


def test_a_callable_export_is_repeated_by_reference(tmp_path) -> None:
    root = write_project(
        tmp_path / "p",
        'generation = 1\ncallable = "pkg.models:fn"\ninputs = "pkg.models:make_inputs"\n'
        'device = "cpu"\nstrict = false\n',
    )
    params = expand_again({"out": root, "again": True})
    assert params == {
        "out": root,
        "callable": "pkg.models:fn",
        "inputs": "pkg.models:make_inputs",
        "device": "cpu",
        "strict": False,
    }


def test_model_dims_stay_the_models_own(tmp_path) -> None:
    root = write_project(
        tmp_path / "p",
        'generation = 1\nmodel = "/abs/m.py"\n'
        'dynamic_dims = [{name = "B", input = "x", dim = 0, min = 1}]\n'
        'dynamic_dims_from = "model"\n',
    )
    assert "dynamicDims" not in expand_again({"out": root, "again": True})


def test_without_again_params_pass_through() -> None:
    params = {"out": "/x", "model": "/m.py"}
    assert expand_again(params) is params


@pytest.mark.parametrize(
    ("params", "code", "text"),
    [
        ({"out": "rel", "again": True}, -32602, "'out'"),
        ({"out": "/x", "again": "yes"}, -32602, "'again'"),
        ({"out": "/nonexistent/ks-project", "again": True}, -32000, "not a project"),
    ],
)
def test_bad_requests_say_what_is_wrong(params, code: int, text: str) -> None:
    with pytest.raises(RpcError) as info:
        expand_again(params)
    assert info.value.code == code
    assert text in info.value.message


@pytest.mark.writes_invalid_files
def test_a_record_without_model_or_callable_is_an_input_error(tmp_path) -> None:
    root = write_project(tmp_path / "p", 'generation = 1\ndevice = "cpu"\n')
    with pytest.raises(RpcError) as info:
        expand_again({"out": root, "again": True})
    assert info.value.data["category"] == "input"
    assert "kernel-studio.toml" in info.value.message
