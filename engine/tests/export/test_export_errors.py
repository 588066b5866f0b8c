"""Every error category: input, export, lowering, cleanup; located in the user's file."""

from __future__ import annotations

import os
import textwrap

import pytest
import torch

from kernel_studio.methods.export import export_model_file
from kernel_studio.pipeline.errors import ExportError


def write(tmp_path, text: str, name: str = "model.py") -> str:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text))
    return str(path)


def test_missing_model_is_input_error(tmp_path):
    path = write(tmp_path, "def get_inputs():\n    return []\n")
    out = str(tmp_path / "out")
    with pytest.raises(ExportError) as info:
        export_model_file(path, out, device="cpu")
    assert info.value.category == "input"
    assert "Model" in info.value.message
    assert not os.path.exists(out)


def test_bad_inputs_is_input_error_with_line(tmp_path):
    path = write(
        tmp_path,
        """
        import torch
        class Model(torch.nn.Module):
            def forward(self, x):
                return x + 1
        def get_inputs():
            raise RuntimeError("no data")
        def get_init_inputs():
            return []
        """,
    )
    with pytest.raises(ExportError) as info:
        export_model_file(path, str(tmp_path / "out"), device="cpu")
    assert info.value.category == "input"
    assert info.value.file == path and info.value.line == 7


def test_data_dependent_control_flow_is_export_error(tmp_path):
    path = write(
        tmp_path,
        """
        import torch
        class Model(torch.nn.Module):
            def forward(self, x):
                if x.sum() > 0:
                    return x * 2
                return x
        def get_inputs():
            return [torch.randn(4)]
        def get_init_inputs():
            return []
        """,
    )
    out = str(tmp_path / "out")
    with pytest.raises(ExportError) as info:
        export_model_file(path, out, device="cpu")
    assert info.value.category == "export"
    assert info.value.file == path and info.value.line == 5
    assert not os.path.exists(out)


def test_lowering_failure_is_lowering_error(monkeypatch):
    import torch._inductor.compile_fx as compile_fx_module

    def broken(*args, **kwargs):
        raise RuntimeError("unsupported op for the test")

    monkeypatch.setattr(compile_fx_module, "compile_fx", broken)
    from kernel_studio.pipeline.api import export_python

    with pytest.raises(ExportError) as info:
        export_python(lambda x: x + 1, (torch.randn(3),), device="cpu")
    assert info.value.category == "lowering"
    assert "unsupported op for the test" in info.value.message


def test_unknown_raw_shape_is_cleanup_error():
    from kernel_studio import postprocess

    with pytest.raises(ExportError) as info:
        postprocess("x = 1\n", device="cpu")
    assert info.value.category == "cleanup"


def test_unknown_decomposition_is_input_error():
    from kernel_studio.pipeline.api import export_python

    with pytest.raises(ExportError) as info:
        export_python(
            lambda x: x + 1, (torch.randn(3),), device="cpu", decompositions=["aten.nonsense"]
        )
    assert info.value.category == "input"
