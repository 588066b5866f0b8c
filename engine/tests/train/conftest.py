"""Fixtures of the training export tests: C++ kernels build into one temp folder per session,
and the training exports several test modules share are made once per session."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest

MODELS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "models")


@pytest.fixture(scope="session", autouse=True)
def _extensions_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    if "TORCH_EXTENSIONS_DIR" not in os.environ:
        os.environ["TORCH_EXTENSIONS_DIR"] = str(tmp_path_factory.mktemp("torch_extensions"))
    yield


class TrainExports:
    """`export --train` on cpu of tests/models/<name>.py with the default settings, made on
    first use: `get(name)` is the project folder and the export's result, for reading; a test
    that writes into a project (verify's reports, an edit) takes `copy(name, dest)`."""

    def __init__(self, root: str) -> None:
        self.root = root
        self.done: dict[str, tuple[str, dict[str, Any]]] = {}

    def get(self, name: str) -> tuple[str, dict[str, Any]]:
        if name not in self.done:
            from kernel_studio.methods.export import export_model_file

            out = os.path.join(self.root, name)
            path = os.path.join(MODELS, name + ".py")
            self.done[name] = (out, export_model_file(path, out, device="cpu", train=True))
        return self.done[name]

    def copy(self, name: str, dest: str) -> tuple[str, dict[str, Any]]:
        """The project copied to `dest` (its working copy and records as the export left
        them), and the result with the copy's module and project."""
        out, result = self.get(name)
        shutil.copytree(out, dest)
        module = os.path.join(dest, os.path.relpath(result["module"], out))
        return dest, {**result, "module": module, "project": dest}


@pytest.fixture(scope="session")
def train_exports(tmp_path_factory: pytest.TempPathFactory) -> TrainExports:
    return TrainExports(str(tmp_path_factory.mktemp("train_exports")))
