"""Verify of a module that pads a dynamic dim to CUDA graph buckets (`pytest -m gpu`):
padding is the user's claim that rows are independent along the dim, so verify runs a trial
at a size inside a bucket; a model whose rows mix across the batch fails there. The project
records the buckets for the next export and the Compiler pane's settings offer them."""

from __future__ import annotations

import textwrap

import pytest
import torch

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]
GRAPHS = {"triton.cudagraphs": True}


MODEL = """
import torch
from torch import nn


class Model(nn.Module):
    def forward(self, x):
        return {body}


def get_inputs():
    return [torch.randn(4, 32)]


def get_init_inputs():
    return []
"""


def test_verify_fails_a_model_whose_rows_mix_inside_a_bucket(tmp_path, pool) -> None:
    """A softmax over the batch sees the padded rows in the trial inside a bucket."""
    from kernel_studio.methods.compiler_settings import run_compiler_settings
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.methods.export_again import expand_again
    from kernel_studio.project.project_file import export_record, read_toml
    from kernel_studio.verify.run import verify_project

    dims = [{"input": "x", "dim": 0, "name": "B", "min": 1, "max": 32}]
    verdicts = {}
    for name, body in [
        ("rows", "torch.tanh(x) * x.sum(1, keepdim=True)"),
        ("mixes", "torch.softmax(x, dim=0) * 2"),
    ]:
        path = tmp_path / f"{name}.py"
        path.write_text(textwrap.dedent(MODEL.format(body=body)))
        project = str(tmp_path / name)
        export_model_file(
            str(path),
            project,
            device="cuda",
            dynamic_dims=dims,
            inductor=GRAPHS,
            cuda_graph_buckets={"B": [1, 2, 4, 8, 16, 32]},
        )
        record = export_record(read_toml(f"{project}/kernel-studio.toml"))
        assert record["cuda_graph_buckets"] == {"B": [1, 2, 4, 8, 16, 32]}
        assert expand_again({"again": True, "out": project})["cudaGraphBuckets"] == {
            "B": [1, 2, 4, 8, 16, 32]
        }
        settings = run_compiler_settings({"project": project}, None)
        assert settings["cudaGraphBuckets"] == {"B": [1, 2, 4, 8, 16, 32]}
        assert settings["dynamicDims"] == [{"name": "B", "min": 1, "max": 32}]
        report = verify_project(project, {"trials": 4}, pool=pool)
        assert "a trial at B = 3: inside a CUDA graph bucket, run padded" in report["notes"]
        verdicts[name] = report["verdict"]
    assert verdicts == {"rows": "pass", "mixes": "fail"}, verdicts
