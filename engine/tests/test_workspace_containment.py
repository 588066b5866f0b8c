"""Workspaces stay inside their root (docs/protocol.md, "Workspaces"), against the real engine
process: no read, write or removal through a link that leads out, and no shared workspace
whose root is the file system's root, a system folder or the home folder. Files outside are
checked byte for byte afterwards."""

from __future__ import annotations

import base64
import hashlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from engine_process import EngineProcess

INVALID_PARAMS = -32602


@pytest.fixture(scope="module")
def engine(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EngineProcess]:
    """One engine for the module; each test opens a mirror of a folder of its own."""
    env = {"KS_WORKSPACE_ROOT": str(tmp_path_factory.mktemp("workspaces"))}
    with EngineProcess(env_extra=env) as process:
        process.initialize()
        yield process


def sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def open_mirror(engine: EngineProcess, local: str) -> tuple[str, Path]:
    """A fresh mirror: the workspace of `local`, a folder name no other test uses."""
    result = engine.call("workspace/open", {"local": local, "client": "test"})
    assert result["shared"] is False
    return result["workspace"], Path(result["root"])


def error_of(engine: EngineProcess, method: str, params: dict[str, Any]) -> dict[str, Any]:
    response, _ = engine.request(method, params)
    assert "error" in response, response
    return response["error"]


@pytest.fixture()
def outside(tmp_path: Path) -> Path:
    """A folder outside every workspace, with a file that must not change."""
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "secret.txt").write_text("not yours\n")
    return folder


def test_a_link_to_a_file_outside_is_not_read(engine: EngineProcess, outside: Path) -> None:
    wid, root = open_mirror(engine, "/app/read")
    os.symlink(outside / "secret.txt", root / "passwd")
    error = error_of(engine, "workspace/read", {"workspace": wid, "path": "passwd"})
    assert error["code"] == INVALID_PARAMS
    assert "leads out of the workspace" in error["message"]
    assert "not yours" not in str(error)


def test_no_write_through_a_linked_folder(engine: EngineProcess, outside: Path) -> None:
    wid, root = open_mirror(engine, "/app/write")
    os.symlink(outside, root / "linked")
    data = b"planted\n"
    params = {
        "workspace": wid,
        "path": "linked/new.txt",
        "data": base64.b64encode(data).decode(),
        "sha256": sha(data),
    }
    error = error_of(engine, "workspace/write", params)
    assert error["code"] == INVALID_PARAMS and "'path'" in error["message"]
    assert sorted(p.name for p in outside.iterdir()) == ["secret.txt"]
    # Nor over a link to a file outside, nor through a planted upload file.
    os.symlink(outside / "secret.txt", root / "over.txt")
    error = error_of(engine, "workspace/write", {**params, "path": "over.txt"})
    assert error["code"] == INVALID_PARAMS
    os.symlink(outside / "secret.txt", root / "plain.txt.ks-upload")
    error = error_of(engine, "workspace/write", {**params, "path": "plain.txt"})
    assert error["code"] == INVALID_PARAMS
    assert (outside / "secret.txt").read_text() == "not yours\n"


def test_no_removal_through_a_linked_folder(engine: EngineProcess, outside: Path) -> None:
    wid, root = open_mirror(engine, "/app/remove")
    os.symlink(outside, root / "linked")
    os.symlink(outside / "secret.txt", root / "link-to-secret")
    error = error_of(engine, "workspace/remove", {"workspace": wid, "paths": ["linked/secret.txt"]})
    assert error["code"] == INVALID_PARAMS and "'paths[0]'" in error["message"]
    error = error_of(engine, "workspace/remove", {"workspace": wid, "paths": ["link-to-secret"]})
    assert error["code"] == INVALID_PARAMS
    assert (outside / "secret.txt").read_text() == "not yours\n"


def test_the_list_names_no_link(engine: EngineProcess, outside: Path) -> None:
    wid, root = open_mirror(engine, "/app/list")
    (root / "model.py").write_text("x = 1\n")
    os.symlink(outside, root / "linked")
    os.symlink(outside / "secret.txt", root / "secret")
    files = engine.call("workspace/list", {"workspace": wid})["files"]
    assert [f["path"] for f in files] == ["model.py"]


@pytest.mark.parametrize("local", ["/", "/etc", "/usr", "/tmp", "HOME"])
def test_a_system_folder_or_home_is_no_shared_workspace(
    engine: EngineProcess, tmp_path: Path, local: str
) -> None:
    """A probe the engine reads at the same path would make the folder shared: its root
    would be `local` itself, so every file under it the workspace's."""
    folder = str(Path.home()) if local == "HOME" else local
    probe = tmp_path / "probe.txt"
    probe.write_text("probe\n")
    params = {
        "local": folder,
        "client": "test",
        "probe": {"path": str(probe), "sha256": sha(probe.read_bytes())},
    }
    error = error_of(engine, "workspace/open", params)
    assert error["code"] == INVALID_PARAMS and "'local'" in error["message"]
    assert "open a project or export folder instead" in error["message"]


def test_a_project_folder_is_still_shared_and_files_move(
    engine: EngineProcess, tmp_path: Path
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "model.py").write_text("x = 1\n")
    probe = {"path": str(project / "model.py"), "sha256": sha(b"x = 1\n")}
    result = engine.call("workspace/open", {"local": str(project), "client": "t", "probe": probe})
    assert result["shared"] is True and result["root"] == str(project)
    # A mirror still takes writes into subfolders, reads them back and removes them.
    wid, root = open_mirror(engine, str(project))
    data = b"print('hi')\n"
    engine.call(
        "workspace/write",
        {"workspace": wid, "path": "a/b/c.py", "data": base64.b64encode(data).decode(),
         "sha256": sha(data)},
    )  # fmt: skip
    read = engine.call("workspace/read", {"workspace": wid, "path": "a/b/c.py"})
    assert base64.b64decode(read["data"]) == data
    assert engine.call("workspace/remove", {"workspace": wid, "paths": ["a/b/c.py"]}) == {
        "removed": ["a/b/c.py"]
    }
    assert not (root / "a" / "b" / "c.py").exists()


def test_a_read_or_write_error_names_the_file_with_its_category(engine: EngineProcess) -> None:
    wid, _ = open_mirror(engine, "/app/errors")
    error = error_of(engine, "workspace/read", {"workspace": wid, "path": "missing.py"})
    assert error["code"] == -32000
    assert error["message"] == "missing.py: no such file in the workspace"
    assert error["data"] == {"category": "input"}
    data = base64.b64encode(b"abc").decode()
    params = {"workspace": wid, "path": "a.py", "data": data, "sha256": sha(b"abd")}
    error = error_of(engine, "workspace/write", params)
    assert error["message"].startswith("a.py: sha256 ") and error["data"] == {"category": "input"}
    error = error_of(engine, "workspace/write", {**params, "offset": 7, "final": False})
    assert "chunk at offset 7" in error["message"] and error["data"] == {"category": "input"}
