"""kernel_studio.project.project_file: the one reader and writer of kernel-studio.toml. A rewrite
replaces the engine's tables and keeps the user's (comments, custom tables, key order); a
corrupt file is reported with its line and column."""

from __future__ import annotations

import os

import pytest

from kernel_studio.project.project_file import (
    ProjectFileError,
    export_record,
    generation_text,
    parse,
    read_toml,
    update_project_text,
    write_atomic,
)

ENGINE_TABLES = {
    "project": {"format": 2, "name": "rms_norm", "module": "rms_norm.py"},
    "export": {
        "generation": 2,
        "model": "/abs/model.py",
        "device": "cpu",
        "strict": False,
        "decompositions": {"base": "none", "keep": ["aten.gelu.default"], "decompose": []},
        "inductor": {},
        "dynamic_dims": [{"name": "B", "input": "x", "dim": 0, "min": 1, "max": None}],
    },
    "inputs": {"x": "float32[B, 256]"},
    "dynamic": {"B": {"input": "x", "dim": 0, "min": 1, "max": None}},
}
DEFAULTS = {"verify": {"trials": 5, "tf32": False}, "engine": {"command": ""}}

# A project file as a user left it: comments, a custom table, keys reordered, the
# engine's tables in an order of their own.
USER_TEXT = """\
# my notes on this project

[verify]
# fewer trials: the model is slow
tf32 = true
trials = 2   # was 5
tolerances = { float16 = { rtol = 0.01, atol = 0.001 } }

[project]
module = "rms_norm.py"
name = "old_name"  # the engine renames
format = 1

[export]
torch = "2.10.0"
model = "/abs/old.py"
decompositions = "{\\"keep\\": [\\"aten.gelu\\"]}"

[team]
owner = "me"
reviewed = 2026-01-02

[engine]
command = "ssh gpu python -m kernel_studio.server"
"""


def test_new_file_has_every_table_in_order() -> None:
    text = update_project_text(None, "/p/kernel-studio.toml", ENGINE_TABLES, DEFAULTS)
    assert text.startswith("# Kernel Studio project")
    data = parse(text, "x").unwrap()
    assert list(data) == ["project", "export", "inputs", "dynamic", "verify", "engine"]
    assert data["export"]["decompositions"] == ENGINE_TABLES["export"]["decompositions"]
    # None is left out (TOML has no null); nested dicts are inline tables.
    assert data["dynamic"] == {"B": {"input": "x", "dim": 0, "min": 1}}
    assert data["export"]["dynamic_dims"] == [{"name": "B", "input": "x", "dim": 0, "min": 1}]
    assert "[export.decompositions]" not in text and "[[" not in text
    assert data["export"]["inductor"] == {}


def test_rewrite_keeps_the_users_tables_comments_and_order() -> None:
    text = update_project_text(USER_TEXT, "/p/kernel-studio.toml", ENGINE_TABLES, DEFAULTS)
    # The user's tables are byte for byte as written, comments included.
    for block in (
        "[verify]\n# fewer trials: the model is slow\ntf32 = true\ntrials = 2   # was 5\n"
        "tolerances = { float16 = { rtol = 0.01, atol = 0.001 } }\n",
        '[team]\nowner = "me"\nreviewed = 2026-01-02\n',
        '[engine]\ncommand = "ssh gpu python -m kernel_studio.server"\n',
    ):
        assert block in text, block
    assert text.startswith("# my notes on this project\n")
    data = parse(text, "x").unwrap()
    # Tables stay where the user put them; new engine tables are appended.
    assert list(data) == ["verify", "project", "export", "team", "engine", "inputs", "dynamic"]
    # Engine tables: the keys the user reordered keep their places, values are new.
    assert list(data["project"]) == ["module", "name", "format"]
    assert data["project"] == {"module": "rms_norm.py", "name": "rms_norm", "format": 2}
    assert "# the engine renames" in text
    assert "torch" not in data["export"]  # keys the new record lacks are dropped
    assert list(data["export"])[:2] == ["model", "decompositions"]
    assert data["export"]["decompositions"]["keep"] == ["aten.gelu.default"]
    # Defaults do not replace the user's [verify] / [engine].
    assert data["verify"]["trials"] == 2 and 'command = ""' not in text
    # A second rewrite with the same tables changes nothing.
    again = update_project_text(text, "/p/kernel-studio.toml", ENGINE_TABLES, DEFAULTS)
    assert again == text


def test_a_table_the_user_deleted_comes_back_with_defaults() -> None:
    text = USER_TEXT.replace('[engine]\ncommand = "ssh gpu python -m kernel_studio.server"\n', "")
    out = parse(update_project_text(text, "p", ENGINE_TABLES, DEFAULTS), "p").unwrap()
    assert out["engine"] == {"command": ""}
    assert out["verify"]["trials"] == 2


@pytest.mark.writes_invalid_files
@pytest.mark.parametrize(
    ("text", "line", "column"),
    [
        ('[project]\nformat = 1\nname = "rms_norm\nmodule = 3\n', 3, 17),
        ("[project]\nformat = 1\nname\n", 3, 5),
        ("[project]\nformat = 1\n\n[verify\ntrials = 2\n", 4, 8),
        ("[project]\nformat = 1\nformat = 2\n", 3, 11),
        ("[a]\nx = 1\n[a]\ny = 2\n", 4, 1),  # tomlkit notices after the table
    ],
)
def test_corrupt_files_name_line_and_column(tmp_path, text: str, line: int, column: int) -> None:
    path = tmp_path / "kernel-studio.toml"
    path.write_text(text)
    with pytest.raises(ProjectFileError) as info:
        read_toml(str(path))
    err = info.value
    assert (err.path, err.line) == (str(path), line), str(err)
    assert err.column == column, str(err)
    assert str(err).startswith(f"{path}:{line}:{column}: ")
    assert " at line " not in err.message and err.message
    # A rewrite of a corrupt file refuses rather than lose the user's tables.
    with pytest.raises(ProjectFileError):
        update_project_text(text, str(path), ENGINE_TABLES, DEFAULTS)
    assert path.read_text() == text


@pytest.mark.writes_invalid_files
def test_unreadable_files(tmp_path) -> None:
    binary = tmp_path / "kernel-studio.toml"
    binary.write_bytes(b'[project]\nname = "\xff\xfe"\n')
    with pytest.raises(ProjectFileError, match="not UTF-8"):
        read_toml(str(binary))
    with pytest.raises(ProjectFileError, match="cannot read"):
        read_toml(str(tmp_path / "missing.toml"))


def test_format1_export_table_reads_as_generation_1() -> None:
    record = export_record(
        {"export": {"model": "/m.py", "decompositions": '{"keep": ["aten.gelu"]}'}}
    )
    assert record["generation"] == 1
    assert record["decompositions"] == {"keep": ["aten.gelu"]}
    assert export_record({"export": {"decompositions": ""}})["decompositions"] is None
    assert export_record({})["generation"] == 1
    assert export_record({"export": {"generation": "x"}})["generation"] == 1
    assert export_record({"export": {"generation": 4}})["generation"] == 4


def test_generation_text_round_trips() -> None:
    record = dict(ENGINE_TABLES["export"], created="2026-01-02T03:04:05Z", triton=None)
    text = generation_text(record)
    assert text.startswith("# Kernel Studio generation 2:")
    data = parse(text, "g").unwrap()
    assert list(data) == ["export"]
    assert data["export"]["created"] == "2026-01-02T03:04:05Z"
    assert "triton" not in data["export"]


@pytest.mark.writes_invalid_files
def test_write_atomic_replaces_whole_file_and_keeps_its_mode(tmp_path) -> None:
    path = tmp_path / "kernel-studio.toml"
    write_atomic(str(path), b"first")
    assert path.read_bytes() == b"first" and (path.stat().st_mode & 0o777) == 0o644
    os.chmod(path, 0o600)
    write_atomic(str(path), b"second")
    assert path.read_bytes() == b"second" and (path.stat().st_mode & 0o777) == 0o600
    assert os.listdir(tmp_path) == ["kernel-studio.toml"]
    with pytest.raises(OSError):
        write_atomic(str(tmp_path / "no" / "such" / "file"), b"x")
    (tmp_path / "folder").mkdir()
    with pytest.raises(OSError):
        write_atomic(str(tmp_path / "folder"), b"x")
    assert sorted(os.listdir(tmp_path)) == ["folder", "kernel-studio.toml"]
