"""A remote engine exports and verifies a copy of the user's model file (docs/protocol.md,
"Workspaces"): the project records the app's path (`modelOrigin`), and verify runs against
the copy it is given (`model`)."""

from __future__ import annotations

import json
import os
import shutil

import pytest

from kernel_studio.methods.export import export_model_file
from kernel_studio.project.project_file import export_record, read_toml
from kernel_studio.server.protocol import RpcError
from kernel_studio.server.registry import METHODS, RequestContext
from kernel_studio.verify.run import VerifyInputError, verify_project

EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "rms_norm_dynamic.py")


def _strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


@pytest.fixture(scope="module")
def remote_export(tmp_path_factory):
    """An export of a copy under the engine's inputs folder, recorded as the laptop's
    `.../rms_norm_dynamic/model.py`, which does not exist on this side."""
    root = tmp_path_factory.mktemp("remote")
    copy = root / "mirror" / ".kernel-studio" / "remote" / "inputs" / "model.py"
    copy.parent.mkdir(parents=True)
    shutil.copy(EXAMPLE, copy)
    origin = "/home/user/models/rms_norm_dynamic/model.py"
    out = root / "mirror" / "project"
    result = export_model_file(str(copy), str(out), device="cpu", model_origin=origin)
    return copy, origin, out, result


def test_the_project_records_the_origin(remote_export):
    copy, origin, out, result = remote_export
    # The module is named after the origin's folder, not after the copy's ("inputs").
    assert os.path.basename(result["module"]) == "rms_norm_dynamic.py"
    assert export_record(read_toml(str(out / "kernel-studio.toml")))["model"] == origin
    with open(out / "generated" / "metadata.json", encoding="utf-8") as f:
        metadata = json.load(f)
    strings = list(_strings(metadata))
    assert not [s for s in strings if str(copy.parent) in s]
    sources = [n["source"] for n in metadata["nodes"] if n.get("source")]
    assert sources and {s["file"] for s in sources} == {origin}
    # The generation keeps the model's text under the origin's name.
    generations = sorted((out / "generations").iterdir())
    assert (generations[-1] / "model" / "model.py").read_bytes() == copy.read_bytes()


def test_verify_runs_against_the_copy_it_is_given(remote_export, pool):
    copy, origin, out, _ = remote_export
    with pytest.raises(VerifyInputError, match="model file"):
        verify_project(str(out), {"trials": 1}, pool=pool)
    report = verify_project(str(out), {"trials": 1, "model": str(copy)}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]


def test_errors_name_the_origin(tmp_path):
    import kernel_studio.methods.export  # noqa: F401 - registers the method

    copy = tmp_path / "inputs" / "model.py"
    copy.parent.mkdir()
    copy.write_text("import torch\n\nclass Model(torch.nn.Module):\n    def forward(self x):\n")
    origin = "/home/user/models/broken/model.py"
    ctx = RequestContext(1, "export", lambda method, params: None)
    params = {"model": str(copy), "out": str(tmp_path / "p"), "modelOrigin": origin}
    with pytest.raises(RpcError) as info:
        METHODS["export"](params, ctx)
    data = info.value.data
    assert data["file"] == origin
    assert str(copy) not in info.value.message
    with pytest.raises(RpcError) as info:
        METHODS["export"]({**params, "modelOrigin": "relative/model.py"}, ctx)
    assert info.value.code == -32602 and "'modelOrigin'" in info.value.message
