"""The torch series the suite runs on (kernel_studio.inductor.version.SUPPORTED_SERIES), for
the few expectations that differ between series: torch.export's node names and lifted
constants, Inductor's output. A series without an expectation fails the test by name."""

from __future__ import annotations

from typing import TypeVar

import pytest
import torch

from kernel_studio.inductor.version import series_of

SERIES = series_of(str(torch.__version__))
T = TypeVar("T")


def per_series(expected: dict[str, T]) -> T:
    """The expectation for the installed torch's series."""
    if SERIES not in expected:
        pytest.fail(f"no expectation for torch {SERIES} (only for {', '.join(sorted(expected))})")
    return expected[SERIES]
