"""Fixtures of the profile tests: verify's shared projects (tests/verify/verify_support.py)
and a device-peaks cache of the test session's own."""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "verify")
)

from verify_support import cpu_projects, extensions_dir, pool  # noqa: E402, F401


@pytest.fixture(scope="session", autouse=True)
def peaks_cache(tmp_path_factory):
    """Peaks measured into a temporary cache (sandboxes inherit KS_CACHE_DIR)."""
    folder = str(tmp_path_factory.mktemp("ks_cache"))
    saved = os.environ.get("KS_CACHE_DIR")
    os.environ["KS_CACHE_DIR"] = folder
    yield folder
    if saved is None:
        os.environ.pop("KS_CACHE_DIR", None)
    else:
        os.environ["KS_CACHE_DIR"] = saved
