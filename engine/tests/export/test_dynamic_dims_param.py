"""The IDE's edited dynamic dims (`dynamicDims` of the `export` method) replace the model
file's `dynamic_shapes()`: names and ranges reach the metadata and the module's checks."""

from __future__ import annotations

import json
import os

import pytest

from kernel_studio.methods.export import export_model_file
from kernel_studio.pipeline.errors import ExportError

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
EXAMPLE = os.path.join(REPO, "resources", "examples", "rms_norm", "model.py")


def test_edited_dims_replace_the_model_files(tmp_path) -> None:
    dims = [
        {"input": "x", "dim": 0, "name": "batch", "min": 1, "max": 8},
        {"input": "x", "dim": 1, "name": "seq", "min": 2, "max": 512},
    ]
    result = export_model_file(EXAMPLE, str(tmp_path / "p"), device="cpu", dynamic_dims=dims)
    metadata = json.loads((tmp_path / "p" / "generated" / "metadata.json").read_text())
    got = {d["name"]: (d["input"], d["dim"], d["min"], d["max"]) for d in metadata["dynamicDims"]}
    assert got == {"batch": ("x", 0, 1, 8), "seq": ("x", 1, 2, 512)}
    source = open(result["module"]).read()
    assert '_check_range("seq", seq, 2, 512)' in source
    assert "B = " not in source


def test_an_empty_list_exports_static_shapes(tmp_path) -> None:
    export_model_file(EXAMPLE, str(tmp_path / "p"), device="cpu", dynamic_dims=[])
    metadata = json.loads((tmp_path / "p" / "generated" / "metadata.json").read_text())
    assert metadata["dynamicDims"] == []


@pytest.mark.parametrize(
    ("entry", "words"),
    [
        ({"input": "y", "dim": 0, "name": "B", "min": 1, "max": 4}, "no input 'y'"),
        ({"input": "x", "dim": 5, "name": "B", "min": 1, "max": 4}, "no dimension 5"),
        ({"input": "x", "dim": 0, "name": "not a name", "min": 1}, "identifier"),
        ({"input": "x", "dim": 0, "name": "B", "min": 9, "max": 4}, "min <= max"),
    ],
)
def test_bad_dims_are_input_errors_naming_the_model(tmp_path, entry, words) -> None:
    with pytest.raises(ExportError) as info:
        export_model_file(EXAMPLE, str(tmp_path / "p"), device="cpu", dynamic_dims=[entry])
    assert info.value.category == "input"
    assert words in info.value.message
    assert info.value.file == EXAMPLE
    assert not (tmp_path / "p").exists()
