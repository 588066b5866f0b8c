"""bench/train_decisions.py on the cpu (real torch, real engine): a conv net whose ReLU output
is saved for the next convolution's backward. The pristine export decides every element as
eager does; a module whose forward kernel puts every negative ReLU input on the positive side
(by a millionth of it) is seen element by element, far beyond rounding's reach, and the eager
backward with the module's decisions makes the module's gradients. Not part of `make test`
(about 30 s): `cd engine && ../.venv/bin/python -m pytest -q -p no:cacheprovider
../bench/tests/test_train_decisions.py`."""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Iterator

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

import train_decisions  # noqa: E402

MODEL = """
import torch
from torch import nn


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.bn = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 4, 3, padding=1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.conv2(torch.relu(self.bn(self.conv1(x)))).mean(dim=(2, 3))


def get_inputs() -> list[torch.Tensor]:
    return [torch.randn(2, 3, 8, 8)]


def get_init_inputs() -> list:
    return []
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, str]]:
    # The project's folder trusted in a trust store of the test's own (its saved graphs
    # are code: loaded from a trusted folder only), never the user's.
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.project import trust

    root = tmp_path_factory.mktemp("decisions")
    before = os.environ.get(trust.TRUST_FILE_ENV)
    os.environ[trust.TRUST_FILE_ENV] = str(root / "trusted-folders.json")
    trust.trust(str(root))
    model = root / "convrelu.py"
    model.write_text(MODEL, encoding="utf-8")
    try:
        result = export_model_file(
            str(model), str(root / "project"), device="cpu", train=True
        )
        yield str(root / "project"), result["module"]
    finally:
        if before is None:
            os.environ.pop(trust.TRUST_FILE_ENV, None)
        else:
            os.environ[trust.TRUST_FILE_ENV] = before


def test_a_pristine_export_decides_as_eager(project) -> None:
    out, _ = project
    result = train_decisions.analyse(out, trial=1, trials=2, seed=0, show=4)
    assert result["verify"]["passed"] and result["graphs"] == "saved"
    assert result["flips"] == [] and result["flippedElements"] == 0
    names = {g["name"] for g in result["gradients"]}
    assert {"conv1.weight", "bn.weight", "conv2.weight"} <= names
    assert result["eagerFlips"] == [] and result["eagerFlippedElements"] == 0
    for g in result["gradients"]:
        assert g["decidedMinusEager"] == 0.0
        # Rounding only (conv1.bias's gradient is zero but for it: BatchNorm follows).
        assert g["moduleMinusEager"] <= 1e-4 * g["rmsEager"] + 1e-6, g
        # Against verify's fp64 reference: the graphs in float64 are the model's step; the
        # module and the graphs' float32 step are as far off as rounding.
        assert g["graph64MinusFp64"] <= 1e-9 * g["rmsEager"] + 1e-12, g
        assert g["moduleMinusFp64"] <= 1e-4 * g["rmsEager"] + 1e-6, g
        assert g["graphMinusFp64"] <= 1e-4 * g["rmsEager"] + 1e-6, g


def test_a_module_that_decides_otherwise_is_seen_and_explains_its_gradients(
    project,
) -> None:
    out, module = project
    with open(module, encoding="utf-8") as f:
        original = f.read()
    # The forward's ReLU, max(x, 0), as max(x, -1e-6 x): every negative input lands on the
    # positive side, every positive output is unchanged.
    planted, count = re.subn(
        r"at::vec::clamp_min\((tmp\d+), decltype\(\1\)\(0\)\)",
        r"at::vec::maximum(\1, \1 * decltype(\1)(-1e-6))",
        original,
        count=1,
    )
    assert count == 1
    with open(module, "w", encoding="utf-8") as f:
        f.write(planted)
    try:
        result = train_decisions.analyse(out, trial=1, trials=2, seed=0, show=4)
    finally:
        with open(module, "w", encoding="utf-8") as f:
            f.write(original)
    assert not result["verify"]["passed"]
    assert result["flippedElements"] > 100  # about half of 2 x 8 x 8 x 8
    first = result["flips"][0]
    assert (
        first["node"].startswith("relu")
        and first["eager"] == 0.0
        and first["module"] > 0
    )
    assert first["module"] == pytest.approx(-1e-6 * first["input32"], rel=1e-3)
    # Far outside what rounding decides: the input is a whole value away from zero.
    assert all(f["reach"] > 1e3 for f in result["flips"] if abs(f["input64"]) > 1e-3)
    failing = [g for g in result["gradients"] if g["failedVerify"]]
    assert failing
    for g in failing:
        assert g["moduleMinusDecided"] < 1e-3 * g["moduleMinusEager"], g
        # The module is off the reference, the graphs are not: the kernel, not the arithmetic.
        assert g["moduleMinusFp64"] > 1e3 * g["graphMinusFp64"], g
