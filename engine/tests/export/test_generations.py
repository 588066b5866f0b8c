"""Every export is a generation: generations/NNNN keeps each pristine module (the merge base
of later hand edits), generation.toml and [export] record what it was made from, and
`staleness` tells when that no longer matches. Real cpu exports of the rms_norm example."""

from __future__ import annotations

import hashlib
import json
import os
import shutil

import pytest
from torch_series import per_series

from kernel_studio import __version__
from kernel_studio.methods.export import export_model_file
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.project.generations import project_status, staleness, versions
from kernel_studio.project.project_file import read_toml, rewrite_project_file
from kernel_studio.sandbox.project import open_project, read_project_files
from kernel_studio.server.protocol import RpcError
from kernel_studio.server.registry import METHODS

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
EXAMPLE = os.path.join(REPO, "resources", "examples", "rms_norm", "model.py")
FORMAT1 = os.path.join(REPO, "tests", "data", "projects", "rms_norm")
FORMAT1_MODEL = "/work/main/resources/examples/rms_norm/model.py"  # as the fixture records it


def sha(path) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def read_bytes(folder: str, rel: str) -> bytes:
    with open(os.path.join(folder, rel), "rb") as f:
        return f.read()


def snapshot(root) -> dict[str, str]:
    """Every file under `root` (the lock files aside) -> its sha256."""
    out = {}
    for folder, _, files in os.walk(root):
        for name in files:
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if rel not in (
                os.path.join(".kernel-studio", "lock"),
                os.path.join(".kernel-studio", "writer.lock"),
            ):
                out[rel] = sha(path)
    return out


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """One real export (generation 1) of a copy of the example model."""
    base = tmp_path_factory.mktemp("generation1")
    model = base / "rms_norm.py"
    shutil.copy(EXAMPLE, model)
    export_model_file(str(model), str(base / "p"), device="cpu")
    return base


def clone(exported, tmp_path):
    """A copy of the exported project and of its model, the record pointing at the copy."""
    tmp_path.mkdir(exist_ok=True)
    model = tmp_path / "rms_norm.py"
    shutil.copy(exported / "rms_norm.py", model)
    root = tmp_path / "p"
    shutil.copytree(exported / "p", root)
    set_export(root, model=str(model))
    return root, model


def set_export(root, **changes) -> None:
    path = str(root / "kernel-studio.toml")
    record = read_toml(path)["export"]
    record.update(changes)
    rewrite_project_file(path, {"export": record})


def test_two_exports_keep_the_first_generation(tmp_path) -> None:
    model = tmp_path / "rms_norm.py"
    shutil.copy(EXAMPLE, model)
    root = tmp_path / "p"
    result = export_model_file(str(model), str(root), device="cpu")
    assert result["generation"] == 1
    g1 = root / "generations" / "0001"
    assert sorted(os.listdir(g1)) == [
        "generation.toml",
        "inductor_output.py.txt",
        "metadata.json",
        "model",
        "rms_norm.py",
    ]
    assert (g1 / "model" / "rms_norm.py").read_bytes() == model.read_bytes()
    assert (g1 / "rms_norm.py").read_bytes() == (root / "generated" / "rms_norm.py").read_bytes()
    record = read_toml(str(root / "kernel-studio.toml"))["export"]
    assert read_toml(str(g1 / "generation.toml"))["export"] == record
    assert record["generation"] == 1
    assert record["model"] == str(model) and record["model_sha256"] == sha(model)
    assert record["working_module_sha256"] == sha(root / "generated" / "rms_norm.py")
    assert record["decompositions"] == {"base": "none", "keep": [], "decompose": []}
    assert record["inductor"] == {}
    assert record["dynamic_dims"] == [
        {"name": "B", "input": "x", "dim": 0, "min": 1, "max": 64},
        {"name": "T", "input": "x", "dim": 1, "min": 2, "max": 4096},
    ]
    assert record["dynamic_dims_from"] == "model"
    assert (record["device"], record["strict"]) == ("cpu", False)
    now = versions()
    assert (record["engine"], record["python"]) == (__version__, now["python"])
    assert record["torch"] == now["torch"] and record.get("triton") == now["triton"]
    assert len(record["created"]) == 20 and record["created"].endswith("Z")
    first = snapshot(g1)

    # The user edits the working module and the project file, and changes the model.
    (root / "rms_norm.py").write_text("# my edits\n")
    toml = root / "kernel-studio.toml"
    text = toml.read_text()
    text = text.replace("[verify]\n", "[verify]\n# two trials are enough here\n")
    text = text.replace(
        'name = "rms_norm"\nmodule = "rms_norm.py"', 'module = "rms_norm.py"\nname = "rms_norm"'
    )
    text += '\n[team]\nowner = "me"  # ask me first\n'
    toml.write_text(text)
    model.write_text(model.read_text() + "\n# a comment changes the model file\n")
    dims = [{"input": "x", "dim": 0, "name": "batch", "min": 1, "max": 8}]
    result = export_model_file(str(model), str(root), device="cpu", dynamic_dims=dims)

    assert result["generation"] == 2
    assert snapshot(g1) == first, "generation 1 is kept as it was"
    g2 = root / "generations" / "0002"
    assert (g2 / "rms_norm.py").read_bytes() == (root / "generated" / "rms_norm.py").read_bytes()
    assert (g2 / "model" / "rms_norm.py").read_bytes() == model.read_bytes()
    assert not [p for p in os.listdir(g2) if p.endswith(".weights.pt")]
    assert (root / "generated" / "rms_norm.weights.pt").exists()
    assert (root / "rms_norm.py").read_text() == "# my edits\n"
    text = toml.read_text()
    assert "[verify]\n# two trials are enough here\n" in text
    assert '[team]\nowner = "me"  # ask me first\n' in text
    assert '[project]\nformat = 2\nmodule = "rms_norm.py"\nname = "rms_norm"\n' in text
    data = read_toml(str(toml))
    assert data["export"]["generation"] == 2
    assert data["export"]["dynamic_dims_from"] == "request"
    assert data["export"]["model_sha256"] == sha(model) != record["model_sha256"]
    assert read_toml(str(g2 / "generation.toml"))["export"] == data["export"]
    assert set(data["dynamic"]) == {"batch"}
    # Nothing left over from the writes.
    assert sorted(os.listdir(root / ".kernel-studio")) == ["lock", "working.json"]
    assert sorted(os.listdir(tmp_path)) == ["p", "rms_norm.py"]

    status = project_status(str(root))
    assert (status["format"], status["generation"], status["stale"]) == (2, 2, False)
    assert [g["number"] for g in status["generations"]] == [1, 2]
    assert status["generations"][0]["path"] == str(g1)
    assert status["generations"][0]["created"] == record["created"]


def test_staleness_reasons(exported, tmp_path) -> None:
    root, model = clone(exported, tmp_path / "a")
    assert staleness(str(root)) == []

    model.write_text(model.read_text() + "\n# changed\n")
    [reason] = staleness(str(root))
    assert reason["what"] == "model"
    assert "rms_norm.py changed since generation 1 (sha256" in reason["message"]
    model.unlink()
    [reason] = staleness(str(root))
    assert reason["what"] == "model" and "rms_norm.py is missing" in reason["message"]

    root, _ = clone(exported, tmp_path / "b")
    set_export(root, engine="0.0.1", torch="1.0.0")
    reasons = staleness(str(root))
    assert [r["what"] for r in reasons] == ["engine", "torch"]
    assert (
        reasons[0]["message"] == f"engine {__version__} differs from 0.0.1, which made generation 1"
    )

    # Triton matters to cuda projects only.
    root, _ = clone(exported, tmp_path / "c")
    set_export(root, triton="0.0.1")
    assert staleness(str(root)) == []
    set_export(root, device="cuda")
    [reason] = staleness(str(root))
    installed = versions()["triton"]
    assert reason["what"] == "triton"
    if installed:
        assert reason["message"].startswith(f"triton {installed} differs from 0.0.1")
    else:
        assert reason["message"].startswith("triton is not installed")

    status = project_status(str(root))
    assert status["stale"] is True and status["reasons"] == [reason]


def test_format1_project_opens_and_its_generation_is_kept(tmp_path) -> None:
    (tmp_path / "rms_norm").mkdir()
    model = tmp_path / "rms_norm" / "model.py"  # named as the fixture's model
    shutil.copy(EXAMPLE, model)
    root = tmp_path / "p"
    shutil.copytree(FORMAT1, root)
    toml = root / "kernel-studio.toml"
    text = toml.read_text().replace(FORMAT1_MODEL, str(model))
    toml.write_text(text + "\n[verify]\n# mine\ntrials = 2\n")
    pristine = (root / "generated" / "rms_norm.py").read_bytes()
    before = snapshot(root)

    files = read_project_files(str(root))
    assert files.name == "rms_norm" and files.data["project"]["format"] == 1
    project = open_project(str(root))
    assert project.export["generation"] == 1 and project.decompositions() is None
    assert project.verify_defaults == {"trials": 2}

    # No hash in format 1: a model file newer than generated/ is stale.
    made = os.path.getmtime(root / "generated" / "rms_norm.py")
    os.utime(model, (made - 100, made - 100))
    status = project_status(str(root))
    # The fixture was made with torch 2.11: on another series that alone makes it stale.
    torch_changed = per_series({"2.11": False, "2.15": True})
    assert (status["format"], status["generation"], status["stale"]) == (1, 1, torch_changed)
    assert status["generations"] == [
        {
            "number": 1,
            "created": None,
            "device": "cpu",
            "engine": "0.1.0",
            "torch": "2.11.0+cu130",
            "triton": None,
            "path": str(root / "generated"),
        }
    ]
    os.utime(model, (made + 100, made + 100))
    [reason] = [r for r in staleness(str(root)) if r["what"] != "torch"]
    assert reason["what"] == "model" and "format 1" in reason["message"]
    assert snapshot(root) == before, "reading a format 1 project rewrites nothing"

    result = export_model_file(str(model), str(root), device="cpu")
    assert result["generation"] == 2
    g1 = root / "generations" / "0001"
    assert (g1 / "rms_norm.py").read_bytes() == pristine
    assert (g1 / "metadata.json").read_bytes() == read_bytes(FORMAT1, "generated/metadata.json")
    old = read_toml(str(g1 / "generation.toml"))["export"]
    assert old["generation"] == 1 and old["model"] == str(model)
    assert old["working_module_sha256"] == hashlib.sha256(pristine).hexdigest()
    assert old["torch"] == "2.11.0+cu130" and "model_sha256" not in old
    assert not (g1 / "model").exists()
    assert (root / "generations" / "0002" / "rms_norm.py").exists()
    data = read_toml(str(toml))
    assert data["project"]["format"] == 2 and data["export"]["generation"] == 2
    assert "[verify]\n# mine\ntrials = 2\n" in toml.read_text()
    assert (root / "rms_norm.py").read_bytes() == read_bytes(FORMAT1, "rms_norm.py")


@pytest.mark.writes_invalid_files
def test_a_failing_reexport_changes_nothing(exported, tmp_path) -> None:
    root, model = clone(exported, tmp_path)
    before = snapshot(root)
    source = model.read_text()
    model.write_text(source.replace("class Model", "class Renamed"))
    with pytest.raises(ExportError):
        export_model_file(str(model), str(root), device="cpu")
    assert snapshot(root) == before

    # A project file that does not parse: the export stops, naming where.
    model.write_text(source)
    toml = root / "kernel-studio.toml"
    toml.write_text(toml.read_text().replace("[verify]", "[verify\n"))
    before = snapshot(root)
    with pytest.raises(ExportError) as info:
        export_model_file(str(model), str(root), device="cpu")
    err = info.value
    assert err.category == "input" and err.file == str(toml) and err.line
    assert f"{toml}:{err.line}:" in err.message
    assert snapshot(root) == before
    assert sorted(os.listdir(root / ".kernel-studio")) == ["lock", "working.json"]


@pytest.mark.writes_invalid_files
def test_project_status_method(exported, tmp_path) -> None:
    import kernel_studio.methods.project_status  # noqa: F401 - registers the method

    root, _ = clone(exported, tmp_path)
    result = METHODS["projectStatus"]({"project": str(root)}, None)
    assert result["generation"] == 1 and result["reasons"] == []
    assert json.loads(json.dumps(result)) == result
    with pytest.raises(RpcError) as info:
        METHODS["projectStatus"]({"project": "relative"}, None)
    assert info.value.code == -32602
    with pytest.raises(RpcError) as info:
        METHODS["projectStatus"]({"project": str(tmp_path / "nothing")}, None)
    assert info.value.code == -32000 and info.value.data["category"] == "input"
    toml = root / "kernel-studio.toml"
    toml.write_text("[project]\nformat = 2\nname = \n")
    with pytest.raises(RpcError) as info:
        METHODS["projectStatus"]({"project": str(root)}, None)
    assert info.value.data == {"category": "input", "file": str(toml), "line": 3}
    assert info.value.message.startswith(f"{toml}:3:")


def working_base(root) -> dict:
    with open(os.path.join(root, ".kernel-studio", "working.json"), encoding="utf-8") as f:
        return json.load(f)


def test_the_export_that_creates_the_working_copy_records_its_base(exported, tmp_path) -> None:
    """.kernel-studio/working.json: written with a new project and with a recreated working
    copy, left alone by a re-export that keeps the user's copy."""
    assert working_base(exported / "p") == {"generation": 1}
    root, model = clone(exported, tmp_path)
    export_model_file(str(model), str(root), device="cpu")  # the working copy stays
    assert working_base(root) == {"generation": 1}
    (root / "rms_norm.py").unlink()
    (root / ".kernel-studio" / "working.json").unlink()
    export_model_file(str(model), str(root), device="cpu")  # generation 3 makes a new copy
    assert working_base(root) == {"generation": 3}
    assert read_bytes(str(root), "rms_norm.py") == read_bytes(
        str(root), os.path.join("generations", "0003", "rms_norm.py")
    )
    (root / ".kernel-studio" / "working.json").write_text('{"generation": 2}\n')
    export_model_file(str(model), str(root), device="cpu")
    assert working_base(root) == {"generation": 2}  # a merge's record is not the export's
