"""Fixtures of the training export tests: C++ kernels build into one temp folder per session."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest


@pytest.fixture(scope="session", autouse=True)
def _extensions_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    if "TORCH_EXTENSIONS_DIR" not in os.environ:
        os.environ["TORCH_EXTENSIONS_DIR"] = str(tmp_path_factory.mktemp("torch_extensions"))
    yield
