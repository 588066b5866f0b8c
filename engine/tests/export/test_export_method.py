"""The `export` server method and the project folder it writes."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from kernel_studio.server.protocol import RpcError
from kernel_studio.server.registry import METHODS, RequestContext

EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "rms_norm_dynamic.py")


class Ctx(RequestContext):
    """A real request context whose `$/progress` notifications are kept."""

    def __init__(self) -> None:
        super().__init__(1, "export", self._keep)
        self.reports: list[dict] = []

    def _keep(self, method: str, params: dict) -> None:
        self.reports.append(params)

    @property
    def stages(self) -> list[str]:
        """The stages reported, repeats of the same stage in a row counted once."""
        stages: list[str] = []
        for report in self.reports:
            if not stages or stages[-1] != report["stage"]:
                stages.append(report["stage"])
        return stages


def test_export_method_writes_project(tmp_path):
    import kernel_studio.methods.export  # noqa: F401 - registers the method

    model = tmp_path / "rms_norm_dynamic.py"
    shutil.copy(EXAMPLE, model)
    out = tmp_path / "proj"
    ctx = Ctx()
    result = METHODS["export"]({"model": str(model), "out": str(out), "device": "cpu"}, ctx)
    assert ctx.stages[:4] == ["load", "trace", "decompose", "lower"]
    assert {"clean", "describe"} <= set(ctx.stages)
    # Inductor's sub-steps move the bar through the lowering (it sat at 35% before).
    lower = [r for r in ctx.reports if r["stage"] == "lower"]
    messages = " | ".join(r["message"] for r in lower)
    for step in ("lowering FX node", "scheduling and fusing", "writing the code of kernel"):
        assert step in messages, messages
    fractions = [r["fraction"] for r in lower]
    assert fractions == sorted(fractions), fractions
    assert len(set(fractions)) >= 4 and 0.35 <= fractions[0] and fractions[-1] <= 0.6, fractions
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
    import kernel_studio.methods.export  # noqa: F401

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


CALLABLE_FILE = """
import torch


def scaled_relu(x, y):
    return torch.relu(x * 2.0 + y)


def make_inputs():
    return [torch.randn(4, 8), torch.randn(4, 8)]


def broken_inputs():
    raise RuntimeError("no data")


def shapes():
    batch = torch.export.Dim("B", min=2, max=64)
    return {"x": {0: batch}, "y": {0: batch}}
"""


def test_export_method_callable_file(tmp_path):
    import kernel_studio.methods.export  # noqa: F401

    src = tmp_path / "funcs.py"
    src.write_text(CALLABLE_FILE)
    out = tmp_path / "proj"
    ctx = Ctx()
    params = {
        "callable": f"{src}:scaled_relu",
        "inputs": f"{src}:make_inputs",
        "dynamicShapes": f"{src}:shapes",
        "out": str(out),
        "device": "cpu",
    }
    result = METHODS["export"](params, ctx)
    assert ctx.stages[:2] == ["load", "trace"]
    assert result["module"] == str(out / "scaled_relu.py")
    assert [d["name"] for d in result["metadata"]["dynamicDims"]] == ["B"]
    toml = (out / "kernel-studio.toml").read_text()
    assert f'callable = "{src}:scaled_relu"' in toml and "model =" not in toml
    # The callable's file stands in for the model file: hashed, not copied.
    from kernel_studio.project.generations import file_sha256, staleness
    from kernel_studio.project.project_file import read_toml

    record = read_toml(str(out / "kernel-studio.toml"))["export"]
    assert record["callable_file"] == str(src)
    assert record["model_sha256"] == file_sha256(str(src))
    assert not (out / "generations" / "0001" / "model").exists()
    assert staleness(str(out)) == []
    src.write_text(CALLABLE_FILE + "\n# edited\n")
    assert [r["what"] for r in staleness(str(out))] == ["model"]


def test_export_method_callable_module(tmp_path, monkeypatch):
    import torch

    import kernel_studio.methods.export  # noqa: F401

    pkg = tmp_path / "ks_test_pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "funcs.py").write_text(CALLABLE_FILE)
    monkeypatch.syspath_prepend(str(tmp_path))
    out = tmp_path / "proj"
    params = {
        "callable": "ks_test_pkg.funcs:scaled_relu",
        "inputs": "ks_test_pkg.funcs:make_inputs",
        "out": str(out),
        "device": "cpu",
    }
    result = METHODS["export"](params, Ctx())
    from kernel_studio.pipeline.api import ExportedKernel

    kernel = ExportedKernel(source=(out / "generated" / "scaled_relu.py").read_text())
    x, y = torch.randn(4, 8), torch.randn(4, 8)
    torch.testing.assert_close(kernel.run(x, y), torch.relu(x * 2.0 + y))
    assert result["kernels"]


def test_export_method_callable_errors(tmp_path):
    import kernel_studio.methods.export  # noqa: F401

    src = tmp_path / "funcs.py"
    src.write_text(CALLABLE_FILE)
    out = str(tmp_path / "proj")
    for params in (
        {"callable": "no_colon", "inputs": f"{src}:make_inputs"},
        {"callable": "relative/file.py:f", "inputs": f"{src}:make_inputs"},
        {"callable": f"{src}:scaled_relu"},
        {"callable": f"{src}:scaled_relu", "inputs": f"{src}:make_inputs", "model": str(src)},
    ):
        with pytest.raises(RpcError) as info:
            METHODS["export"]({**params, "out": out, "device": "cpu"}, Ctx())
        assert info.value.code == -32602, params

    def failing(params):
        with pytest.raises(RpcError) as info:
            METHODS["export"]({**params, "out": out, "device": "cpu"}, Ctx())
        assert info.value.code == -32000 and info.value.data["category"] == "input"
        assert not os.path.exists(out)
        return info.value.data

    data = failing({"callable": f"{src}:scaled_relu", "inputs": f"{src}:broken_inputs"})
    assert data["file"] == str(src) and data["line"] == 14
    data = failing({"callable": f"{src}:missing", "inputs": f"{src}:make_inputs"})
    assert data["file"] == str(src) and "missing" in data["hint"]
    data = failing({"callable": "ks_no_such_module:f", "inputs": f"{src}:make_inputs"})
    assert "sys.path" in data["hint"]


def test_a_full_disk_is_an_environment_error_and_the_old_project_stays(tmp_path, monkeypatch):
    """The disk fills up while the project is written: an `environment` error (the machine,
    not the request) with what to do, and the project as it was before, byte for byte."""
    import errno

    from kernel_studio.methods import export as export_module
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.project.commit import ProjectWrite

    model = tmp_path / "rms_norm_dynamic.py"
    shutil.copy(EXAMPLE, model)
    out = tmp_path / "proj"
    export_module.export_model_file(str(model), str(out), device="cpu")
    before = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    real_file = ProjectWrite.file

    def full_disk(self: ProjectWrite, rel: str) -> str:
        if rel.endswith(".weights.pt"):  # the largest file runs out of room
            raise OSError(errno.ENOSPC, "No space left on device")
        return real_file(self, rel)

    monkeypatch.setattr(ProjectWrite, "file", full_disk)
    with pytest.raises(ExportError) as info:
        export_module.export_model_file(str(model), str(out), device="cpu")
    error = info.value
    assert error.category == "environment"
    assert str(out) in error.message and "No space left on device" in error.message
    assert "free space on the disk" in (error.hint or "")
    after = {p: p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}
    assert after == before


def test_a_folder_that_cannot_be_written_stays_bad_input() -> None:
    import errno

    from kernel_studio.pipeline.errors import write_error

    assert write_error("/p", OSError(errno.EACCES, "Permission denied")).category == "input"
    assert write_error("/p", OSError(errno.EROFS, "Read-only file system")).category == (
        "environment"
    )


def test_relative_paths_of_the_python_api_are_recorded_so_they_resolve_anywhere(
    tmp_path, monkeypatch
):
    """`export_model_file("model.py", "proj")` from the model's folder: the project records
    the model so that verify finds it from any working folder."""
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.sandbox.project import open_project

    work = tmp_path / "work"
    work.mkdir()
    shutil.copy(EXAMPLE, work / "model.py")
    monkeypatch.chdir(work)
    export_model_file("model.py", "proj", device="cpu")
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    project = open_project(str(work / "proj"))
    assert project.model_path == str(work / "model.py")
