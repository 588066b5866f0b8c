"""Loading model files: every failure names the file and, where it exists, the line."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import torch
from torch.export import Dim

from kernel_studio.project.model_file import (
    ModelFileError,
    build_model,
    call_user,
    describe_dynamic_shapes,
    input_names,
    load_model_file,
    make_dynamic_shapes,
    make_init_inputs,
    make_inputs,
)

GOOD_MODEL = """\
import torch

class Model(torch.nn.Module):
    def __init__(self, n):
        super().__init__()
        self.w = torch.nn.Parameter(torch.ones(n))

    def forward(self, x, y):
        return x * self.w + y

def get_inputs():
    return [torch.randn(2, 4), torch.randn(2, 4)]

def get_init_inputs():
    return [4]
"""


def write(tmp_path: Path, source: str, name: str = "model.py") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(source))
    return path


def load_error(path: Path) -> ModelFileError:
    with pytest.raises(ModelFileError) as info:
        load_model_file(path)
    return info.value


def test_good_model_loads_and_runs(tmp_path: Path) -> None:
    loaded = load_model_file(write(tmp_path, GOOD_MODEL))
    model = build_model(loaded, make_init_inputs(loaded))
    inputs = make_inputs(loaded)
    assert model(*inputs).shape == (2, 4)
    assert make_dynamic_shapes(loaded) is None
    assert input_names(loaded.model_class) == ["x", "y"]


def test_each_load_reads_the_file_again(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD_MODEL)
    first = load_model_file(path)
    path.write_text(GOOD_MODEL.replace("return [4]", "return [5]"))  # same size, same second
    second = load_model_file(path)
    assert first.module is not second.module
    assert make_init_inputs(first) == [4] and make_init_inputs(second) == [5]
    assert not (tmp_path / "__pycache__").exists()


def test_missing_file(tmp_path: Path) -> None:
    error = load_error(tmp_path / "nope.py")
    assert error.file == str(tmp_path / "nope.py") and error.line is None
    assert "not found" in error.message and error.hint


def test_directory_is_not_a_model_file(tmp_path: Path) -> None:
    assert load_error(tmp_path).file == str(tmp_path)


def test_syntax_error_has_line(tmp_path: Path) -> None:
    path = write(tmp_path, "import torch\n\ndef get_inputs(:\n    pass\n")
    error = load_error(path)
    assert (error.file, error.line) == (str(path), 3)
    assert "syntax" in error.message


def test_exception_while_importing_points_at_innermost_line(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """\
        def helper():
            return {}["missing"]

        x = 1
        helper()
        """,
    )
    error = load_error(path)
    assert (error.file, error.line) == (str(path), 2)
    assert "KeyError" in error.message


def test_exit_while_importing_is_an_error_not_an_exit(tmp_path: Path) -> None:
    error = load_error(write(tmp_path, "import sys\nsys.exit(2)\n"))
    assert error.line == 2


@pytest.mark.parametrize(
    ("old", "new", "missing"),
    [
        ("class Model(torch.nn.Module):", "class Other(torch.nn.Module):", "Model"),
        ("def get_inputs():", "def inputs():", "get_inputs"),
        ("def get_init_inputs():", "def init_inputs():", "get_init_inputs"),
    ],
)
def test_missing_entry_point(tmp_path: Path, old: str, new: str, missing: str) -> None:
    path = write(tmp_path, GOOD_MODEL.replace(old, new))
    error = load_error(path)
    assert error.file == str(path)
    assert missing in error.message and missing in (error.hint or "")


def test_model_must_be_a_class(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD_MODEL + "\nModel = 3\n")
    assert "Model" in load_error(path).message


def test_get_inputs_must_return_a_list(tmp_path: Path) -> None:
    source = GOOD_MODEL.replace(
        "return [torch.randn(2, 4), torch.randn(2, 4)]", "return torch.randn(2, 4)"
    )
    path = write(tmp_path, source)
    loaded = load_model_file(path)
    with pytest.raises(ModelFileError) as info:
        make_inputs(loaded)
    assert (info.value.file, info.value.line) == (str(path), 11)
    assert "Tensor" in info.value.message


def test_errors_in_user_functions_point_into_the_file(tmp_path: Path) -> None:
    path = write(tmp_path, GOOD_MODEL.replace("return [4]", "return [1 / 0]"))
    loaded = load_model_file(path)
    with pytest.raises(ModelFileError) as info:
        make_init_inputs(loaded)
    assert (info.value.file, info.value.line) == (str(path), 15)
    assert "ZeroDivisionError" in info.value.message

    loaded = load_model_file(write(tmp_path, GOOD_MODEL, "good.py"))
    model = build_model(loaded, [4])
    with pytest.raises(ModelFileError) as info:
        call_user(loaded.path, "Model.forward", "fix it", model, torch.ones(3), torch.ones(3))
    assert (info.value.file, info.value.line) == (loaded.path, 9)


def test_input_names() -> None:
    class Plain(torch.nn.Module):
        def forward(self, x, mask=None, *rest, scale=1.0):
            return x

    class Static:
        @staticmethod
        def forward(a, b):
            return a

    assert input_names(Plain) == ["x", "mask"]
    assert input_names(Static) == ["a", "b"]


def test_describe_dynamic_shapes_dict_spec() -> None:
    inputs = [torch.randn(2, 8, 16)]
    spec = {"x": {0: Dim("B", min=1, max=64), -2: Dim("T", min=2, max=4096), 2: None}}
    assert describe_dynamic_shapes(spec, inputs, ["x"]) == {
        "x": {"0": {"name": "B", "min": 1, "max": 64}, "1": {"name": "T", "min": 2, "max": 4096}}
    }


def test_describe_dynamic_shapes_tuple_spec_hints_and_unbounded() -> None:
    batch = Dim("B", max=8)
    spec = ((batch, Dim.STATIC), None, [Dim.AUTO, 2 * batch])
    described = describe_dynamic_shapes(spec, [torch.ones(2, 3)] * 3, ["a", "b"])
    assert described == {
        "a": {"0": {"name": "B", "min": 0, "max": 8}},
        "input2": {
            "0": {"name": None, "min": None, "max": None},
            "1": {"name": "2*B", "min": 0, "max": 16},
        },
    }
    unbounded = describe_dynamic_shapes({"x": (Dim("N"),)}, [torch.ones(2)], ["x"])
    assert unbounded == {"x": {"0": {"name": "N", "min": 0, "max": None}}}


def test_describe_dynamic_shapes_rejects_malformed_specs() -> None:
    assert describe_dynamic_shapes(None, [], []) is None
    with pytest.raises(ValueError):
        describe_dynamic_shapes(Dim("B"), [], [])
    with pytest.raises(ValueError):
        describe_dynamic_shapes({"x": Dim("B")}, [torch.ones(2)], ["x"])
    with pytest.raises(ValueError):
        describe_dynamic_shapes({"x": {"0": Dim("B")}}, [torch.ones(2)], ["x"])
