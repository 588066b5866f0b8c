"""A project's decompositions.py and materialised nodes through real CPU exports: kept,
forced and custom decompositions, verify of a right and of a wrong custom function, a
function that raises, a node materialised into its own kernel, compilerSettings of the
result, and staleness when the file changes (docs/decompositions.md)."""

from __future__ import annotations

import os
import shutil
import tomllib

import pytest
from verify_support import TESTS_DIR

from kernel_studio.methods.compiler_settings import run_compiler_settings
from kernel_studio.methods.export import export_model_file, run_export
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.project.generations import staleness
from kernel_studio.server import validation
from kernel_studio.server.protocol import RpcError
from kernel_studio.verify.run import verify_project

MODEL = os.path.join(TESTS_DIR, "models", "sin_silu_gelu.py")

FILE = '''"""Decompositions of the test project."""

import torch

from kernel_studio.decompositions import register_decomposition

aten = torch.ops.aten

KEEP = ["aten.sin.default"]
DECOMPOSE = [
    "aten.gelu.default",  # erf and friends
]


@register_decomposition(aten.silu.default)
def silu(self):
    return self * torch.sigmoid(self)
'''


def _write(folder, text: str) -> str:
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(str(folder), "decompositions.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def _export(tmp, name: str, text: str, **kwargs):
    path = _write(tmp / (name + "-file"), text)
    out = str(tmp / name)
    result = export_model_file(MODEL, out, device="cpu", decompositions_file=path, **kwargs)
    return out, path, result


@pytest.fixture(scope="module")
def exported(tmp_path_factory):
    """The model exported with FILE, sin materialised."""
    return _export(tmp_path_factory.mktemp("decompositions"), "p", FILE, materialize=["sin"])


def test_the_file_decides_keep_decompose_and_custom(exported, pool) -> None:
    out, path, result = exported
    metadata = result["metadata"]
    assert metadata["decompositions"] == {
        "keep": ["aten.sin.default"],
        "decompose": ["aten.gelu.default"],
        "custom": ["aten.silu.default"],
    }
    graph = metadata["opCounts"]["graph"]
    assert graph["aten.sin.default"] == 1 and "aten.silu.default" not in graph
    assert "aten.gelu.default" not in graph and "aten.erf.default" in graph
    assert graph["aten.sigmoid.default"] == 1  # the user's silu
    before = metadata["opCounts"]["beforeDecomposition"]
    assert before["aten.silu.default"] == 1 and before["aten.gelu.default"] == 1
    # The record: the spec as run, the file (outside the project: absolute) and its hash.
    with open(os.path.join(out, "kernel-studio.toml"), "rb") as f:
        record = tomllib.load(f)["export"]
    assert record["decompositions"]["custom"] == ["aten.silu.default"]
    assert record["decompositions_file"] == path
    assert len(record["decompositions_sha256"]) == 64
    assert record["materialize"] == ["sin"]
    kept = os.path.join(out, "generations", "0001", "decompositions.py")
    with open(kept, encoding="utf-8") as f:
        assert f.read() == FILE
    report = verify_project(out, {"trials": 1}, pool=pool)
    assert report["verdict"] == "pass", report["reason"]


def test_a_materialised_node_ends_its_kernel(exported) -> None:
    kernels = exported[2]["metadata"]["kernels"]
    assert [k["nodes"] for k in kernels if "sin" in k["nodes"]] == [["sin"]]
    assert len(kernels) == 2
    assert exported[2]["metadata"]["materialize"] == ["sin"]


def test_compiler_settings_reads_rows_counts_and_defaults(exported) -> None:
    out, path, _ = exported
    settings = run_compiler_settings({"project": out, "completions": True}, None)
    validation.checked_result("compilerSettings", settings)
    assert settings["generation"] == 1 and settings["device"] == "cpu"
    d = settings["decompositions"]
    assert d["file"] == path and d["exists"] and d["error"] is None and d["base"] == "none"
    rows = {r["op"]: r for r in d["rows"]}
    assert rows["aten.sin.default"]["setting"] == "keep"
    assert rows["aten.sin.default"]["line"] == 9
    assert rows["aten.gelu.default"] | {"inductor": None} == {
        "op": "aten.gelu.default",
        "count": 1,
        "inGraph": 0,
        "setting": "decompose",
        "inductor": None,
        "line": 11,
    }
    assert rows["aten.silu.default"]["setting"] == "custom"
    assert rows["aten.silu.default"]["function"] == "silu"
    assert rows["aten.silu.default"]["line"] == 16
    assert rows["aten.sigmoid.default"]["count"] == 0
    assert rows["aten.sigmoid.default"]["inGraph"] == 1
    assert rows["aten.gelu.default"]["inductor"] == "decomposes"
    assert rows["aten.sin.default"]["inductor"] == "lowers"
    options = {o["key"]: o for o in settings["inductor"]}
    assert options["max_fusion_size"]["default"] == 64
    assert options["max_fusion_size"]["value"] is None
    assert options["triton.persistent_reductions"]["cudaOnly"]
    assert settings["materialize"] == ["sin"]
    assert "aten.gelu.default" in settings["completions"]


def test_staleness_names_the_file_when_it_changes_or_goes(exported, tmp_path) -> None:
    out, path, _ = exported
    assert staleness(out) == []
    original = open(path, encoding="utf-8").read()
    try:
        _write(os.path.dirname(path), original + "# changed\n")
        (reason,) = staleness(out)
        assert (
            reason["what"] == "decompositions" and "decompositions.py changed" in reason["message"]
        )
        os.unlink(path)
        (reason,) = staleness(out)
        assert "missing" in reason["message"]
    finally:
        _write(os.path.dirname(path), original)
    assert staleness(out) == []


def test_a_wrong_custom_decomposition_is_located_by_verify(tmp_path, pool) -> None:
    wrong = FILE.replace("self * torch.sigmoid(self)", "self * torch.sigmoid(self) * 1.01")
    out, _, _ = _export(tmp_path, "wrong", wrong)
    report = verify_project(out, {"trials": 1}, pool=pool)
    assert report["verdict"] == "fail", (report["reason"], report.get("error"))
    # The kernel holding the user's silu (sigmoid, mul) is the one located.
    assert {"sigmoid", "mul"} <= set(report["located"]["nodes"])


def test_a_function_that_raises_is_named_with_its_line(tmp_path) -> None:
    broken = FILE.replace(
        "    return self * torch.sigmoid(self)", '    raise ValueError("not yet")'
    )
    with pytest.raises(ExportError) as caught:
        _export(tmp_path, "raises", broken)
    error = caught.value
    assert error.file and error.file.endswith("decompositions.py")
    assert error.line == 17
    assert "silu" in error.message and "line 16" in error.message
    assert "not yet" in error.message


def test_an_unknown_node_to_materialise_is_invalid_params(tmp_path) -> None:
    class Ctx:
        def progress(self, *args: object) -> None:
            pass

    params = {"model": MODEL, "out": str(tmp_path / "m"), "device": "cpu", "materialize": ["sinn"]}
    with pytest.raises(RpcError) as caught:
        run_export(params, Ctx())
    assert caught.value.code == -32602
    assert "sinn" in caught.value.message and "sin" in caught.value.message.split("mean")[-1]
    # The param is named once, the hint travels in data.hint.
    assert caught.value.message.startswith("invalid params: 'materialize': the graph has no")
    assert "nodes[].name" in caught.value.data["hint"]
    assert not os.path.exists(tmp_path / "m")


def test_an_export_again_reads_the_projects_file(exported, tmp_path) -> None:
    from kernel_studio.methods.export_again import expand_again

    out = str(tmp_path / "copy")
    shutil.copytree(exported[0], out, ignore=shutil.ignore_patterns(".kernel-studio"))
    params = expand_again({"out": out, "again": True})
    assert params["decompositionsFile"] == exported[1]
    assert params["materialize"] == ["sin"]
    assert "decompositions" not in params
    # A file the user creates in the project: stale, and the next export again reads it.
    with open(os.path.join(out, "kernel-studio.toml"), encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(out, "kernel-studio.toml"), "w", encoding="utf-8") as f:
        f.write("\n".join(line for line in text.splitlines() if "decompositions_" not in line))
    own = _write(out, FILE)
    assert expand_again({"out": out, "again": True})["decompositionsFile"] == own
    assert [r["what"] for r in staleness(out)] == ["decompositions"]
    # The request's own decompositions win over the file.
    given = expand_again({"out": out, "again": True, "decompositions": {"keep": []}})
    assert "decompositionsFile" not in given

    # The export again: generation 2 made with the project's own file, recorded relative.
    class Ctx:
        def progress(self, *args: object) -> None:
            pass

    result = run_export({"out": out, "again": True}, Ctx())
    assert result["generation"] == 2
    with open(os.path.join(out, "kernel-studio.toml"), "rb") as f:
        record = tomllib.load(f)["export"]
    assert record["decompositions_file"] == "decompositions.py"
    assert record["materialize"] == ["sin"]
    assert staleness(out) == []
    assert os.path.isfile(os.path.join(out, "generations", "0002", "decompositions.py"))


def test_the_methods_through_the_engine(exported, tmp_path) -> None:
    """compilerSettings and editDecompositions over the protocol: each in a job worker, the
    results as the schemas say (KS_VALIDATE=1)."""
    from engine_process import EngineProcess

    out = str(tmp_path / "copy")
    shutil.copytree(exported[0], out, ignore=shutil.ignore_patterns(".kernel-studio"))
    # The copy's own decompositions.py (the recorded one is the fixture's).
    toml = os.path.join(out, "kernel-studio.toml")
    with open(toml, encoding="utf-8") as f:
        text = f.read()
    with open(toml, "w", encoding="utf-8") as f:
        f.write("\n".join(line for line in text.splitlines() if "decompositions_" not in line))
    own = _write(out, FILE)
    with EngineProcess() as engine:
        engine.initialize()
        edit = engine.call(
            "editDecompositions",
            {"project": out, "op": "aten.cos.default", "setting": "keep"},
            timeout=120,
        )
        assert edit["file"] == own and edit["changed"] and not edit["created"]
        settings = engine.call("compilerSettings", {"project": out}, timeout=120)
        rows = {r["op"]: r for r in settings["decompositions"]["rows"]}
        assert rows["aten.cos.default"]["setting"] == "keep"
        assert rows["aten.cos.default"]["count"] == 0
        assert "completions" not in settings
        response, _ = engine.request("compilerSettings", {"project": "relative/path"}, timeout=30)
        assert response["error"]["code"] == -32602
