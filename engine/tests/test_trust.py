"""Workspace trust in the engine (docs/security.md, "Workspace trust"): a request that would run
a project's code (its decompositions.py, model file, module) is refused with category
`untrusted` unless the user's trust store, which the engine reads itself, covers the folder;
a mirror carries the trust the app gave at workspace/open."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT, EngineProcess

from kernel_studio.project import trust
from kernel_studio.server.protocol import RpcError
from kernel_studio.server.registry import METHODS, RequestContext

RMS_NORM = REPO_ROOT / "tests" / "data" / "projects" / "rms_norm"


def _call(method: str, params: dict[str, Any]) -> dict[str, Any]:
    return METHODS[method](params, RequestContext(1, method, lambda *a: None))


@pytest.fixture()
def own_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A trust store of this test's own, trusting nothing yet."""
    store = tmp_path / "store" / "trusted-folders.json"
    monkeypatch.setenv(trust.TRUST_FILE_ENV, str(store))
    monkeypatch.delenv(trust.SESSION_ENV, raising=False)
    return store


def _hostile_project(tmp_path: Path) -> tuple[Path, Path]:
    """A copy of rms_norm whose decompositions.py writes a file when it is imported."""
    project = tmp_path / "sent" / "rms_norm"
    shutil.copytree(RMS_NORM, project)
    marker = tmp_path / "ran.txt"
    (project / "decompositions.py").write_text(
        f"import pathlib\npathlib.Path({str(marker)!r}).write_text('ran')\n"
    )
    return project, marker


def test_an_untrusted_project_runs_nothing_then_trust_runs_it(
    tmp_path: Path, own_store: Path
) -> None:
    project, marker = _hostile_project(tmp_path)
    for method, params in [
        ("compilerSettings", {"project": str(project)}),
        ("verify", {"project": str(project), "trials": 1}),
        ("profile", {"project": str(project)}),
        (
            "kernel/compiled",
            {"project": str(project), "kernel": "cpp_fused_add_mean_mul_pow_rsqrt"},
        ),
        ("export", {"out": str(project), "again": True}),
        ("editDecompositions", {"project": str(project), "op": "aten.gelu", "setting": "keep"}),
        ("kernel/resources", {"project": str(project)}),
    ]:
        with pytest.raises(RpcError) as raised:
            _call(method, params)
        error = raised.value.to_json()
        assert error["data"]["category"] == "untrusted", (method, error)
        assert error["message"].startswith(f"{project} is not a trusted folder: "), error
        assert "kernel-studio trust" in error["data"]["hint"]
    assert not marker.exists()
    assert "KEEP" not in (project / "decompositions.py").read_text()
    assert not (project / ".kernel-studio" / "verify").exists()

    # A trusted parent trusts its children; the store is written atomically, as JSON.
    trust.trust(str(project.parent))
    assert trust.trusted_root(str(project)) == os.path.realpath(project.parent)
    result = _call("compilerSettings", {"project": str(project)})
    assert result["decompositions"]["exists"] is True
    assert marker.read_text() == "ran"


def test_this_sessions_folders_are_trusted_without_the_store(
    tmp_path: Path, own_store: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    project, _ = _hostile_project(tmp_path)
    assert trust.trusted_root(str(project)) is None
    monkeypatch.setenv(trust.SESSION_ENV, str(project))
    assert trust.trusted_root(str(project / "model.py")) == str(project)
    assert not own_store.exists()


def test_a_link_into_an_untrusted_folder_is_not_trusted(tmp_path: Path, own_store: Path) -> None:
    trusted = tmp_path / "trusted"
    trusted.mkdir()
    trust.trust(str(trusted))
    project, _ = _hostile_project(tmp_path)
    os.symlink(project, trusted / "link")
    assert trust.trusted_root(str(trusted / "link")) is None


def test_a_mirror_runs_code_only_when_the_app_trusts_its_folder(tmp_path: Path) -> None:
    # No shared files: the engine keeps a mirror, and the app's word decides.
    env = {"KS_WORKSPACE_ROOT": str(tmp_path / "workspaces"), "KS_NO_SHARED_FILES": "1"}
    with EngineProcess(env_extra=env) as engine:
        engine.initialize()
        for trusted in (False, True):
            opened = engine.call(
                "workspace/open", {"local": "/home/me/sent", "client": "t", "trusted": trusted}
            )
            shutil.copytree(RMS_NORM, opened["root"], dirs_exist_ok=True)
            response, _ = engine.request(
                "compilerSettings", {"project": opened["root"]}, timeout=60
            )
            error = response.get("error") or {}
            category = (error.get("data") or {}).get("category")
            if trusted:
                assert category != "untrusted", response
            else:
                assert category == "untrusted", response
                assert error["message"].startswith("/home/me/sent is not a trusted folder"), error


def test_the_engine_refuses_to_write_an_untrusted_projects_decompositions(
    tmp_path: Path, own_store: Path
) -> None:
    # Over the protocol, from the engine process: editDecompositions writes code that the
    # project's next export runs, so an untrusted folder's file is left as it was.
    project, marker = _hostile_project(tmp_path)
    before = (project / "decompositions.py").read_bytes()
    params = {"project": str(project), "op": "aten.gelu", "setting": "keep"}
    with EngineProcess() as engine:
        engine.initialize()
        response, _ = engine.request("editDecompositions", params, timeout=60)
        error = response["error"]
        assert error["code"] == -32000, response
        assert error["data"]["category"] == "untrusted", response
        assert error["data"]["file"] == str(project), response
        assert error["message"] == (
            f"{project} is not a trusted folder: editDecompositions writes Python code that "
            "its next export runs; nothing was written"
        )
        assert (project / "decompositions.py").read_bytes() == before
        # Trusted (the engine reads the store at each request): the edit is made.
        trust.trust(str(project))
        result = engine.call("editDecompositions", params, timeout=120)
        assert result["changed"] is True and result["file"] == str(project / "decompositions.py")
        assert '"aten.gelu.default"' in (project / "decompositions.py").read_text()
    assert not marker.exists()  # the edit parses the file, it never imports it
