"""The training zoo (bench/train_zoo.py) on the cpu: dropout set to 0 makes a train-mode
step repeatable, the loss is fixed, and one tiny transformers model goes end to end through
torch.compile, the training export, the standalone step, verify and the step timing (real
torch, real engine), with --previous and --budget. Not part of `make test` (about 4 minutes
on the shared 2-core machine):
`cd engine && ../.venv/bin/python -m pytest -q -p no:cacheprovider ../bench/tests/test_train_zoo.py`."""

from __future__ import annotations

import json
import os
import pathlib
import subprocess
import sys

import pytest
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
BENCH = os.path.dirname(HERE)
sys.path.insert(0, BENCH)

import train_zoo_loss  # noqa: E402
import zoo_models  # noqa: E402

TRAIN_ZOO = os.path.join(BENCH, "train_zoo.py")
MODEL = "hf_llama"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, TRAIN_ZOO, *args], capture_output=True, text=True, timeout=900
    )


@pytest.mark.parametrize(
    ("name", "zeroed"),
    [
        ("efficientnet_b0", {"features.2.0.stochastic_depth.p", "classifier.0.p"}),
        (
            "hf_bert",
            {"inner.config.attention_probs_dropout_prob", "inner.embeddings.dropout.p"},
        ),
    ],
)
def test_no_dropout_makes_a_train_step_repeatable(name: str, zeroed: set[str]) -> None:
    variant = zoo_models.variant(name, {"size": 32})
    model = variant.build().train()
    x = variant.inputs()
    torch.manual_seed(0)
    first = model(*x)
    assert not torch.equal(first, model(*x)), "dropout on: two steps differ"
    got = set(zoo_models.no_dropout(model))
    assert zeroed <= got, sorted(got)
    assert torch.equal(model(*x), model(*x))
    assert zoo_models.no_dropout(model) == []  # nothing left to zero


def test_loss_weights_are_fixed() -> None:
    out = (torch.ones(2, 3), torch.ones(4))
    torch.manual_seed(1)
    a = train_zoo_loss.weighted_sum(out)
    train_zoo_loss._WEIGHTS.clear()
    torch.manual_seed(2)
    assert torch.equal(a, train_zoo_loss.weighted_sum(out))
    # Not the plain sum: a LayerNorm's output sums to a constant.
    assert a.item() != pytest.approx(10.0)
    with pytest.raises(ValueError, match="no floating-point output"):
        train_zoo_loss.weighted_sum(torch.ones(2, dtype=torch.int64))


@pytest.fixture(scope="module")
def zoo_run(tmp_path_factory: pytest.TempPathFactory) -> str:
    out = str(tmp_path_factory.mktemp("train_zoo"))
    done = run(
        out, "--device", "cpu", "--cpu-threads", "1", "--verify-trials", "1", MODEL
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert MODEL in done.stdout
    return out


def test_a_transformers_model_passes_every_stage(zoo_run: str) -> None:
    with open(os.path.join(zoo_run, "train_zoo.jsonl"), encoding="utf-8") as f:
        (r,) = [json.loads(line) for line in f]
    assert r["name"] == MODEL and r["train"] is True and r["device"] == "cpu"
    assert r["passed"] is True and r["stage"] is None and r["cause"] is None, r[
        "failures"
    ]
    assert (r["compile_ok"], r["export_ok"], r["standalone_ok"], r["verdict"]) == (
        True,
        True,
        True,
        "pass",
    )
    assert r["kernels_forward"] >= 1 and r["kernels_backward"] >= 1
    # Every parameter of the tiny Llama has a gradient, compared with eager's.
    assert r["gradients"] == 20
    assert r["max_grad_diff"] < 1e-3 and r["loss_diff"] < 1e-3
    for key in (
        "compile_s",
        "export_s",
        "first_step_s",
        "module_ms",
        "eager_ms",
        "compiled_ms",
    ):
        assert r[key] > 0, key
    assert r["runtime_ratio"] == pytest.approx(r["module_ms"] / r["compiled_ms"])
    assert r["wall_ratio"] == pytest.approx(r["export_wall_s"] / r["compile_s"])
    assert {len(v) for v in r["rounds_ms"].values()} == {5}
    assert r["loss"].startswith("weighted sum of the outputs")
    table = pathlib.Path(zoo_run, "train_zoo.md").read_text(encoding="utf-8")
    row = next(line for line in table.splitlines() if line.startswith(f"| {MODEL} |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    assert (
        cells[1:5] == ["fp32", "cpu", "ok", "ok"]
        and cells[6] == "ok"
        and cells[8] == "pass"
    )
    assert (
        "cpu fp32: 1 models; torch.compile trains 1, export 1, standalone 1, verify 1"
        in table
    )


def test_previous_and_budget_start_nothing_again(
    zoo_run: str, tmp_path: pathlib.Path
) -> None:
    results = os.path.join(zoo_run, "train_zoo.jsonl")
    again = run(str(tmp_path), "--device", "cpu", "--previous", results, MODEL)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "previous: 1 in" in again.stdout and "0 to run" in again.stdout
    # The table of the new folder has the previous run's row.
    assert f"| {MODEL} |" in (tmp_path / "train_zoo.md").read_text(encoding="utf-8")
    spent = run(
        str(tmp_path / "b"), "--device", "cpu", "--budget", "0", "--family", "hf"
    )
    assert spent.returncode == 0, spent.stderr[-3000:]
    assert "budget of 0 s spent: 10 models left" in spent.stdout
    assert not os.path.exists(tmp_path / "b" / "train_zoo.jsonl")
