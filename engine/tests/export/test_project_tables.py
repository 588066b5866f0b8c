"""kernel-studio.toml records the inputs, dynamic dims, verify defaults and engine command;
a re-export refreshes what it records and keeps the user's [verify] and [engine] tables."""

from __future__ import annotations

import os

from kernel_studio.methods.export import export_model_file
from kernel_studio.project.project_file import read_toml

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
EXAMPLE = os.path.join(REPO, "resources", "examples", "rms_norm", "model.py")


def test_tables_are_recorded_and_user_tables_survive_a_reexport(tmp_path) -> None:
    out = str(tmp_path / "p")
    export_model_file(EXAMPLE, out, device="cpu")
    toml_path = os.path.join(out, "kernel-studio.toml")
    data = read_toml(toml_path)
    assert data["inputs"] == {"x": "float32[B, T, 256]"}
    assert data["dynamic"]["T"] == {"input": "x", "dim": 1, "min": 2, "max": 4096}
    assert data["verify"]["tolerances"]["float32"] == {"rtol": 1.3e-6, "atol": 1e-5}
    assert data["engine"] == {"command": ""}

    text = open(toml_path).read()
    text = text.replace("trials = 5", "trials = 2").replace('command = ""', 'command = "ssh h"')
    with open(toml_path, "w") as f:
        f.write(text)
    dims = [{"input": "x", "dim": 0, "name": "batch", "min": 1, "max": 4}]
    export_model_file(EXAMPLE, out, device="cpu", dynamic_dims=dims)
    again = read_toml(toml_path)
    assert again["verify"]["trials"] == 2
    assert again["engine"] == {"command": "ssh h"}
    assert set(again["dynamic"]) == {"batch"}
    assert again["inputs"] == {"x": "float32[batch, 64, 256]"}
