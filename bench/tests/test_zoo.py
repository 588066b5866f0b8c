"""The model zoo benchmark (bench/zoo.py) end to end on the cpu: two tiny own models through
torch.compile, the engine's export, the standalone module, verify and the runtime
comparison (real torch, real engine), the JSON lines, --resume, the Markdown report, a
per-model timeout, and the standalone stage's refusal of torch._inductor. Not part of
`make test` (2 to 3.5 minutes on the shared 2-core machine):
`cd engine && ../.venv/bin/python -m pytest -q -p no:cacheprovider ../bench/tests/test_zoo.py`."""

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
ZOO = os.path.join(BENCH, "zoo.py")
MODELS = ["reduce_sum", "softmax_last"]


def zoo(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, ZOO, *args],
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def records(out: str) -> list[dict]:
    with open(os.path.join(out, "zoo.jsonl"), encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.fixture(scope="module")
def zoo_run(
    tmp_path_factory: pytest.TempPathFactory,
) -> tuple[str, subprocess.CompletedProcess[str]]:
    out = str(tmp_path_factory.mktemp("zoo"))
    run = zoo(
        "--out", out, "--device", "cpu", "--jobs", "2", "--cpu-threads", "1", *MODELS
    )
    assert run.returncode == 0, run.stderr[-3000:]
    return out, run


def test_two_own_models_pass_every_stage(
    zoo_run: tuple[str, subprocess.CompletedProcess[str]],
) -> None:
    out, run = zoo_run
    got = {r["name"]: r for r in records(out)}
    assert sorted(got) == MODELS
    for name, r in got.items():
        assert r["family"] == "ops" and r["dtype"] == "fp32" and r["device"] == "cpu"
        assert r["torch"] == torch.__version__
        assert (r["eager_ok"], r["compile_ok"], r["export_ok"], r["standalone_ok"]) == (
            True,
            True,
            True,
            True,
        ), r["failures"]
        assert r["verdict"] == "pass" and r["passed"] is True, r["failures"]
        assert r["stage"] is None and r["failures"] == {} and r["timeout"] is False
        assert r["kernels"] >= 1
        for key in (
            "compile_s",
            "export_s",
            "first_run_s",
            "exported_ms",
            "compiled_ms",
        ):
            assert r[key] > 0, (name, key)
        assert r["runtime_ratio"] == pytest.approx(r["exported_ms"] / r["compiled_ms"])
        assert r["wall_ratio"] == pytest.approx(
            (r["export_s"] + r["first_run_s"]) / r["compile_s"]
        )
        assert len(r["exported_rounds_ms"]) == len(r["compiled_rounds_ms"]) == 5
        assert r["standalone_max_diff"] < 1e-4
        assert set(r["stage_s"]) == {
            "compile",
            "export",
            "standalone",
            "verify",
            "runtime",
        }
        # A passing model's work folder (project, caches) is removed without --keep.
        assert not os.path.exists(os.path.join(out, "work", name))
        assert name in run.stdout
    assert "**2 of 2** models that torch.compile compiles pass" in run.stdout


def test_resume_skips_finished_models(
    zoo_run: tuple[str, subprocess.CompletedProcess[str]],
) -> None:
    out, _ = zoo_run
    again = zoo("--out", out, "--device", "cpu", "--resume", *MODELS)
    assert again.returncode == 0, again.stderr[-3000:]
    assert "resume: 2 already in" in again.stdout and "0 to run" in again.stdout
    assert len(records(out)) == 2


def test_report_prints_the_markdown_table(
    zoo_run: tuple[str, subprocess.CompletedProcess[str]],
) -> None:
    out, _ = zoo_run
    report = zoo("report", os.path.join(out, "zoo.jsonl"))
    assert report.returncode == 0, report.stderr
    text = report.stdout
    assert (
        "**2 of 2** models that torch.compile compiles pass export -> standalone -> verify on cpu (100.0%"
        in text
    )
    assert "By family: ops 2/2." in text
    assert "Geomean runtime exported / torch.compile:" in text
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    assert rows[0].startswith(
        "| model | family | dtype | torch.compile | export | standalone | verify"
    )
    for name in MODELS:
        row = next(r for r in rows if r.startswith(f"| {name} |"))
        cells = [c.strip() for c in row.strip("|").split("|")]
        assert cells[1:7] == ["ops", "fp32", "ok", "ok", "ok", "pass"]
        assert float(cells[7]) > 0
    assert "Failures" not in text


def test_timeout_names_the_stage_and_kills_it(tmp_path: pathlib.Path) -> None:
    out = str(tmp_path)
    run = zoo("--out", out, "--device", "cpu", "--timeout", "4", "reduce_mean")
    assert run.returncode == 0, run.stderr[-3000:]
    (r,) = records(out)
    assert r["name"] == "reduce_mean" and r["timeout"] is True and r["passed"] is False
    assert r["stage"] == "compile"
    assert (
        r["failures"]["compile"] == "timeout: over 4 s for the model, in stage compile"
    )
    # Kept for a look, with the model file the stages ran.
    assert os.path.isfile(os.path.join(out, "work", "reduce_mean", "reduce_mean.py"))
    report = zoo("report", os.path.join(out, "zoo.jsonl")).stdout
    assert "timeout (compile)" in report and "1 timed out" in report
    assert "- `reduce_mean`, compile:" in report


def test_standalone_stage_refuses_inductor(tmp_path: pathlib.Path) -> None:
    """A module that needs torch._inductor does not pass as standalone."""
    module = tmp_path / "needs_inductor.py"
    module.write_text(
        "import torch\n\n\ndef call(x):\n    import torch._inductor.config\n\n    return x + 1\n"
    )
    reference = tmp_path / "reference.pt"
    torch.save(
        {"inputs": [torch.ones(3)], "expected": [torch.full((3,), 2.0)]}, reference
    )
    job = tmp_path / "job.json"
    job.write_text(
        json.dumps(
            {
                "device": "cpu",
                "generated": str(module),
                "reference": str(reference),
                "tolerances": {"float32": [1.3e-6, 1e-5]},
            }
        )
    )
    run = subprocess.run(
        [sys.executable, os.path.join(BENCH, "zoo_stages.py"), "standalone", str(job)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    result = json.loads(run.stdout.strip().splitlines()[-1].removeprefix("RESULT "))
    assert result["standalone_ok"] is False
    assert "import of torch._inductor refused" in result["error"]
    # The same module without the import passes.
    module.write_text("import torch\n\n\ndef call(x):\n    return x + 1\n")
    run = subprocess.run(
        [sys.executable, os.path.join(BENCH, "zoo_stages.py"), "standalone", str(job)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    result = json.loads(run.stdout.strip().splitlines()[-1].removeprefix("RESULT "))
    assert result["standalone_ok"] is True, result


def test_list_and_budget(tmp_path: pathlib.Path) -> None:
    listed = zoo(
        "--list", "--family", "ops,rnn", "--dtype", "fp32", "--filter", "^reduce_|gru"
    )
    assert listed.returncode == 0, listed.stderr
    names = [line.split()[0] for line in listed.stdout.splitlines()[:-1]]
    assert names == [
        "reduce_sum",
        "reduce_mean",
        "reduce_amax",
        "reduce_argmax",
        "reduce_var",
        "reduce_norm",
        "gru_cell_loop",
        "torch_gru_cell_loop",
    ]
    assert listed.stdout.splitlines()[-1] == "8 variants"
    assert "unknown family nope" in zoo("--list", "--family", "nope").stderr
    # No model starts once the budget is spent: nothing is recorded, --resume runs it later.
    out = str(tmp_path)
    run = zoo(
        "--out", out, "--device", "cpu", "--budget", "0", "reduce_sum", "hf_bert@bf16"
    )
    assert run.returncode == 0, run.stderr[-3000:]
    assert "budget of 0 s spent: 2 models left for --resume" in run.stdout
    assert not os.path.exists(os.path.join(out, "zoo.jsonl"))


def test_an_inductor_option_reaches_the_export(tmp_path: pathlib.Path) -> None:
    """`--inductor KEY=VALUE` exports with the option (recorded in the line); here one the
    engine refuses on the cpu, so the export stage fails naming it."""
    bad = zoo("--list", "--inductor", "triton.cudagraphs=maybe", "reduce_sum")
    assert (
        bad.returncode == 2
        and "expected KEY=true, KEY=false or KEY=INTEGER" in bad.stderr
    )
    out = str(tmp_path)
    run = zoo(
        "--out", out, "--device", "cpu", "--no-runtime",
        "--inductor", "triton.cudagraphs=true", "reduce_sum",
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    (rec,) = records(out)
    assert rec["inductor"] == {"triton.cudagraphs": True}
    assert rec["compile_ok"] and rec["export_ok"] is False
    assert "triton.cudagraphs" in rec["failures"]["export"], rec["failures"]


def test_the_batch_and_size_options_shape_the_inputs() -> None:
    sys.path.insert(0, BENCH)
    from zoo_models import SEQ, variant

    (image,) = variant("resnet18", {"batch": 3, "size": 48}).inputs()
    assert tuple(image.shape) == (3, 3, 48, 48)
    (tokens,) = variant("hf_gpt2@bf16", {"batch": 5}).inputs()
    assert tuple(tokens.shape) == (5, SEQ) and tokens.dtype == torch.int64
    x, h = variant("torch_lstm", {"batch": 4}).inputs()
    assert x.shape[0] == h.shape[0] == 4
    # Without options the zoo's shapes are unchanged: batch 2.
    assert variant("resnet18").inputs()[0].shape[0] == 2


def test_models_spread_over_the_gpus_given(tmp_path: pathlib.Path) -> None:
    """run_all with several GPUs: each model's stage environments see one GPU, the least
    busy when it starts, and its record names it; without GPUs the environment is left."""
    import threading
    import time
    import types

    sys.path.insert(0, BENCH)
    import zoo as zoo_module

    seen: dict[str, str] = {}
    running: dict[str, int] = {}
    most: dict[str, int] = {}
    lock = threading.Lock()

    def run_one(variant: object) -> dict:
        gpu = zoo_module.stage_env(str(tmp_path))["CUDA_VISIBLE_DEVICES"]
        with lock:
            running[gpu] = running.get(gpu, 0) + 1
            most[gpu] = max(most.get(gpu, 0), running[gpu])
        time.sleep(0.2)
        with lock:
            running[gpu] -= 1
        seen[variant.name] = gpu
        return {"name": variant.name}

    variants = [types.SimpleNamespace(name=f"m{i}") for i in range(8)]
    results = str(tmp_path / "r.jsonl")
    left = zoo_module.run_all(
        variants, run_one, dict, results, None, 4, lambda r: r["name"], gpus=["2", "5"]
    )
    assert left == []
    assert sorted(set(seen.values())) == ["2", "5"]
    assert most == {"2": 2, "5": 2}  # 4 jobs, 2 GPUs: never 3 on one
    with open(results, encoding="utf-8") as f:
        assert {r["name"]: r["gpu_slot"] for r in map(json.loads, f)} == seen
    env = zoo_module.stage_env(str(tmp_path))
    assert env.get("CUDA_VISIBLE_DEVICES") == os.environ.get("CUDA_VISIBLE_DEVICES")
