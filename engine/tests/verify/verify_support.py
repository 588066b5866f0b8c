"""Shared projects for the verify tests: each example is exported once per session into a
project folder; tests edit the working module and put it back (`edited`)."""

from __future__ import annotations

import contextlib
import importlib.util
import os
import shutil
from types import ModuleType

import pytest

TESTS_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPO = os.path.dirname(os.path.dirname(TESTS_DIR))
MODELS = {
    "rms_norm": os.path.join(REPO, "resources", "examples", "rms_norm", "model.py"),
    "transformer_block": os.path.join(TESTS_DIR, "models", "transformer_block.py"),
    "conv_bn_relu": os.path.join(TESTS_DIR, "models", "conv_bn_relu.py"),
    "cond_branches": os.path.join(TESTS_DIR, "models", "cond_branches.py"),
    "while_loop_tanh": os.path.join(TESTS_DIR, "models", "while_loop_tanh.py"),
    "repeated_blocks": os.path.join(TESTS_DIR, "models", "repeated_blocks.py"),
}


# The verify tests' own models (engine/tests/verify/data/models).
DATA_MODELS = os.path.join(TESTS_DIR, "verify", "data", "models")


def export_data_model(tmp_path_factory: pytest.TempPathFactory, name: str) -> str:
    """DATA_MODELS/<name>.py exported on the cpu into a fresh project folder."""
    from kernel_studio.methods.export import export_model_file

    folder = str(tmp_path_factory.mktemp(name) / name)
    export_model_file(os.path.join(DATA_MODELS, name + ".py"), folder, device="cpu")
    return folder


def load_file(path: str, name: str) -> ModuleType:
    """The Python file at `path` imported as module `name`."""
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Projects:
    """Exports on first use; `get(name)` is the project folder."""

    def __init__(self, root: str, device: str) -> None:
        self.root = root
        self.device = device
        self.folders: dict[str, str] = {}

    def get(self, name: str) -> str:
        if name not in self.folders:
            from kernel_studio.methods.export import export_model_file

            folder = os.path.join(self.root, name)
            export_model_file(MODELS[name], folder, device=self.device)
            self.folders[name] = folder
        return self.folders[name]


def module_path(project: str) -> str:
    name = os.path.basename(project)
    return os.path.join(project, name + ".py")


@contextlib.contextmanager
def edited(project: str, old: str, new: str, after: str = ""):
    """The working module with the first `old` (after the text `after`) replaced by
    `new`, restored afterwards."""
    path = module_path(project)
    with open(path, encoding="utf-8") as f:
        original = f.read()
    start = original.index(after) if after else 0
    at = original.index(old, start)
    with open(path, "w", encoding="utf-8") as f:
        f.write(original[:at] + new + original[at + len(old) :])
    try:
        yield path
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)


def copy_project(project: str, dest: str) -> str:
    shutil.copytree(project, dest, ignore=shutil.ignore_patterns(".kernel-studio"))
    return dest


@pytest.fixture(scope="session", autouse=True)
def extensions_dir(tmp_path_factory):
    """C++ kernels build into one temp folder per test session (sandboxes inherit it)."""
    if "TORCH_EXTENSIONS_DIR" not in os.environ:
        os.environ["TORCH_EXTENSIONS_DIR"] = str(tmp_path_factory.mktemp("torch_extensions"))
    yield


@pytest.fixture(scope="session")
def cpu_projects(tmp_path_factory) -> Projects:
    return Projects(str(tmp_path_factory.mktemp("verify_cpu")), "cpu")


@pytest.fixture(scope="module")
def pool():
    from kernel_studio.sandbox.pool import SandboxPool

    p = SandboxPool()
    yield p
    p.close()
