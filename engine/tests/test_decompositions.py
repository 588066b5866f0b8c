"""decompositions.py without an export (docs/decompositions.md): loading it and its errors
(file and line), editing it with editDecompositions (comments kept, stubs with the op's
signature, a file that does not parse left alone), and the export params it adds."""

from __future__ import annotations

import os

import pytest

from kernel_studio.decompositions import (
    DecompositionsError,
    load_decompositions_file,
    register_decomposition,
)
from kernel_studio.methods.edit_decompositions import TEMPLATE, run_edit_decompositions
from kernel_studio.methods.export import _parse
from kernel_studio.server import validation
from kernel_studio.server.protocol import RpcError

HEAD = (
    "import torch\n"
    "from kernel_studio.decompositions import register_decomposition\n"
    "aten = torch.ops.aten\n"
)


def _file(tmp_path, text: str) -> str:
    path = tmp_path / "decompositions.py"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _error(tmp_path, text: str) -> DecompositionsError:
    with pytest.raises(DecompositionsError) as caught:
        load_decompositions_file(_file(tmp_path, text))
    return caught.value


def test_a_file_loads_into_its_own_registry(tmp_path) -> None:
    text = HEAD + (
        'BASE = "default"\n'
        'KEEP = ["aten.gelu"]\n'
        'DECOMPOSE = ["aten.hardswish.default"]\n'
        "\n"
        "@register_decomposition([aten.silu.default])\n"
        "def silu(self):\n"
        "    return self * torch.sigmoid(self)\n"
    )
    loaded = load_decompositions_file(_file(tmp_path, text))
    assert loaded.base == "default"
    assert "aten.gelu.default" in loaded.keep and loaded.lines["aten.gelu.default"] == 5
    assert loaded.force == ["aten.hardswish.default"]
    assert list(loaded.custom) == ["aten.silu.default"]
    assert loaded.function_of("aten.silu.default").line == 9  # the def, not the decorator
    assert loaded.record()["custom"] == ["aten.silu.default"]
    # Torch's global table is left alone; outside a load the decorator records nothing.
    import torch
    from torch._decomp import decomposition_table

    assert (
        decomposition_table[torch.ops.aten.silu.default] is not loaded.custom["aten.silu.default"]
    )
    assert register_decomposition(torch.ops.aten.silu.default)(len) is len


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (HEAD + "KEEP = [\n  'aten.gelu.default',\n  'aten.nope.default',\n]\n", 6, "nope"),
        (HEAD + "def f(:\n    pass\n", 4, "syntax error"),
        (HEAD + "x = 1\nraise RuntimeError('no')\n", 5, "RuntimeError: no"),
        (HEAD + "@register_decomposition(42)\ndef f(x):\n    return x\n", 4, "not int"),
        (
            HEAD
            + "KEEP = ['aten.silu.default']\n@register_decomposition(aten.silu.default)\n"
            + "def silu(x):\n    return x\n",
            6,
            "both in KEEP",
        ),
        (HEAD + "BASE = 'all'\n", 4, "BASE"),
    ],
)
def test_errors_name_the_file_and_line(tmp_path, text: str, line: int, words: str) -> None:
    error = _error(tmp_path, text)
    assert error.file == str(tmp_path / "decompositions.py")
    assert error.line == line, error.message
    assert words in error.message


def _project(tmp_path) -> str:
    root = tmp_path / "p"
    root.mkdir()
    (root / "kernel-studio.toml").write_text(
        '[project]\nformat = 2\nname = "m"\nmodule = "m.py"\n\n[export]\ngeneration = 1\n'
        'model = "/abs/m.py"\ndevice = "cpu"\n',
        encoding="utf-8",
    )
    return str(root)


def _edit(project: str, op: str, setting: str) -> dict:
    params = {"project": project, "op": op, "setting": setting}
    validation.check_params("editDecompositions", params)
    return validation.checked_result("editDecompositions", run_edit_decompositions(params, None))


def test_edit_creates_the_file_and_toggles_an_op_keeping_comments(tmp_path) -> None:
    project = _project(tmp_path)
    path = os.path.join(project, "decompositions.py")
    first = _edit(project, "aten.gelu.default", "keep")
    assert first["created"] and first["changed"] and first["file"] == path
    text = open(path, encoding="utf-8").read()
    assert text.startswith(TEMPLATE.split("\n")[0])
    assert text.splitlines()[first["line"] - 1] == 'KEEP = ["aten.gelu.default"]'
    # The user's comment and code stay through keep -> decompose -> default.
    with open(path, "a", encoding="utf-8") as f:
        f.write("\n# my note\nSCALE = 2\n")
    moved = _edit(project, "aten.gelu", "decompose")
    assert not moved["created"] and moved["changed"]
    text = open(path, encoding="utf-8").read()
    assert "KEEP = []" in text and 'DECOMPOSE = ["aten.gelu.default"]' in text
    assert "# my note\nSCALE = 2\n" in text
    assert text.splitlines()[moved["line"] - 1] == 'DECOMPOSE = ["aten.gelu.default"]'
    back = _edit(project, "aten.gelu.default", "default")
    assert back["line"] is None
    text = open(path, encoding="utf-8").read()
    assert "aten.gelu" not in text.split("DECOMPOSE =")[1] and "# my note" in text
    assert not _edit(project, "aten.gelu.default", "default")["changed"]
    assert load_decompositions_file(path).keep == []


def test_a_custom_stub_has_the_ops_signature_and_loads(tmp_path) -> None:
    project = _project(tmp_path)
    path = os.path.join(project, "decompositions.py")
    result = _edit(project, "aten.gelu.default", "custom")
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines()
    assert lines[result["line"] - 1].startswith(
        "def gelu(self: torch.Tensor, *, approximate: str = 'none') -> torch.Tensor:"
    )
    assert lines[result["line"] - 2] == "@register_decomposition(aten.gelu.default)"
    assert "decomposition_table[aten.gelu.default](self, approximate=approximate)" in text
    loaded = load_decompositions_file(path)
    assert loaded.function_of("aten.gelu.default").line == result["line"]
    # Asked again: the function is there, nothing is appended.
    again = _edit(project, "aten.gelu.default", "custom")
    assert not again["changed"] and again["line"] == result["line"]
    import torch

    x = torch.randn(5)
    assert torch.allclose(loaded.custom["aten.gelu.default"](x), torch.nn.functional.gelu(x))


def test_a_file_that_does_not_parse_is_left_untouched(tmp_path) -> None:
    project = _project(tmp_path)
    path = os.path.join(project, "decompositions.py")
    broken = "KEEP = [\n    'aten.gelu.default'\n  oops(\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(broken)
    with pytest.raises(RpcError) as caught:
        _edit(project, "aten.sin.default", "keep")
    assert caught.value.data["file"] == path and caught.value.data["line"]
    assert open(path, encoding="utf-8").read() == broken


def test_a_list_that_is_no_list_literal_is_left_to_the_user(tmp_path) -> None:
    project = _project(tmp_path)
    path = os.path.join(project, "decompositions.py")
    text = "KEEP = tuple(['aten.gelu.default'])\n"
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    with pytest.raises(RpcError) as caught:
        _edit(project, "aten.sin.default", "keep")
    assert "KEEP is not a list literal" in caught.value.message
    assert open(path, encoding="utf-8").read() == text


def test_an_unknown_op_is_invalid_params(tmp_path) -> None:
    with pytest.raises(RpcError) as caught:
        _edit(_project(tmp_path), "aten.nope", "keep")
    assert caught.value.code == -32602 and "op" in caught.value.message


def test_the_export_takes_one_way_of_giving_decompositions() -> None:
    base = {"model": "/abs/m.py", "out": "/abs/out"}
    job = _parse({**base, "decompositionsFile": "/abs/d.py", "materialize": ["add"]})
    assert job["decompositions_file"] == "/abs/d.py" and job["materialize"] == ["add"]
    with pytest.raises(RpcError) as caught:
        _parse({**base, "decompositionsFile": "/abs/d.py", "decompositions": {"keep": []}})
    assert caught.value.code == -32602 and "decompositionsFile" in caught.value.message
    with pytest.raises(RpcError):
        _parse({**base, "decompositionsFile": "d.py"})


def test_a_function_that_raises_later_is_located_in_the_file(tmp_path) -> None:
    """What the export and the lowering report when a function raises while they trace it."""
    import torch

    from kernel_studio.decompositions import function_error

    text = HEAD + (
        "\n@register_decomposition(aten.silu.default)\n"
        "def silu(self):\n"
        "    scale = 2\n"
        "    raise RuntimeError('shape mismatch')\n"
    )
    loaded = load_decompositions_file(_file(tmp_path, text))
    try:
        try:
            loaded.custom["aten.silu.default"](torch.ones(2))
        except RuntimeError as inner:
            raise ValueError("Inductor's own wrapper") from inner
    except ValueError as exc:
        error = function_error(exc, loaded, "Inductor's lowering")
    assert error is not None
    assert (error.file, error.line, error.function) == (loaded.path, 8, "silu")
    assert "silu, defined at line 6" in error.message and "Inductor's lowering" in error.message
    assert function_error(ValueError("elsewhere"), loaded, "x") is None


def test_a_missing_file_fails_before_a_worker_starts(tmp_path) -> None:
    from kernel_studio.server.registry import METHODS, RequestContext

    missing = str(tmp_path / "decompositions.py")
    params = {"model": "/abs/m.py", "out": str(tmp_path / "p"), "decompositionsFile": missing}
    with pytest.raises(RpcError) as caught:
        METHODS["export"](params, RequestContext(1, "export", lambda *args: None))
    assert caught.value.code == -32000 and caught.value.data["file"] == missing
