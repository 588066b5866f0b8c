"""The `export` server method and the project folder it writes."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from kernel_studio.methods import METHODS
from kernel_studio.protocol import RpcError

EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "rms_norm_dynamic.py")


class Ctx:
    def __init__(self) -> None:
        self.stages: list[str] = []

    def progress(self, stage, message, fraction=None):
        self.stages.append(stage)

    def check_cancelled(self):
        pass


def test_export_method_writes_project(tmp_path):
    import kernel_studio.export_method  # noqa: F401 - registers the method

    model = tmp_path / "rms_norm_dynamic.py"
    shutil.copy(EXAMPLE, model)
    out = tmp_path / "proj"
    ctx = Ctx()
    result = METHODS["export"]({"model": str(model), "out": str(out), "device": "cpu"}, ctx)
    assert ctx.stages[:4] == ["load", "trace", "decompose", "lower"]
    assert {"clean", "describe"} <= set(ctx.stages)
    assert result["project"] == str(out)
    assert result["module"] == str(out / "rms_norm_dynamic.py")
    assert result["generated"] == str(out / "generated" / "rms_norm_dynamic.py")
    assert result["kernels"] == [k["name"] for k in result["metadata"]["kernels"]]
    for rel in (
        "kernel-studio.toml",
        "rms_norm_dynamic.py",
        "rms_norm_dynamic.weights.pt",
        "generated/rms_norm_dynamic.py",
        "generated/rms_norm_dynamic.weights.pt",
        "generated/metadata.json",
    ):
        assert (out / rel).exists(), rel
    with open(out / "generated" / "metadata.json") as f:
        assert json.load(f)["kernels"] == result["metadata"]["kernels"]
    toml = (out / "kernel-studio.toml").read_text()
    assert 'device = "cpu"' in toml and "[export]" in toml
    assert not [p for p in os.listdir(tmp_path) if p.startswith(".ks-export-")]

    # A second export keeps the user's working copy.
    (out / "rms_norm_dynamic.py").write_text("# my edits\n")
    METHODS["export"]({"model": str(model), "out": str(out), "device": "cpu"}, Ctx())
    assert (out / "rms_norm_dynamic.py").read_text() == "# my edits\n"


def test_export_method_errors(tmp_path):
    import kernel_studio.export_method  # noqa: F401

    with pytest.raises(RpcError) as info:
        METHODS["export"]({"model": "relative.py", "out": str(tmp_path)}, Ctx())
    assert info.value.code == -32602
    with pytest.raises(RpcError) as info:
        METHODS["export"](
            {"model": str(tmp_path / "missing.py"), "out": str(tmp_path / "o"), "device": "cpu"},
            Ctx(),
        )
    assert info.value.code == -32000 and info.value.data["category"] == "input"
    assert not (tmp_path / "o").exists()
    other = tmp_path / "other"
    other.mkdir()
    (other / "notes.txt").write_text("x")
    model = tmp_path / "m.py"
    shutil.copy(EXAMPLE, model)
    with pytest.raises(RpcError) as info:
        METHODS["export"]({"model": str(model), "out": str(other), "device": "cpu"}, Ctx())
    assert info.value.data["category"] == "input"
