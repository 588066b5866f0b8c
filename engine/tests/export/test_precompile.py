"""The precompile stage's plumbing that runs without a GPU (the stage itself:
test_precompile_gpu.py): what the worker is told about the inputs and weights and what it
rebuilds from that, and which Triton settings it starts with."""

from __future__ import annotations

import json
import os

import pytest
import torch

import kernel_studio
from kernel_studio.pipeline.precompile.precompile import describe, plain_triton_env, rebuild


def test_a_tensor_comes_back_with_its_layout_not_its_values() -> None:
    base = torch.arange(64, dtype=torch.float16).reshape(8, 8)
    view = base.t()[1:, 2:5]  # strided, with a storage offset
    item = json.loads(json.dumps(describe(view)))  # as it crosses the pipe
    got = rebuild(item)
    assert got.shape == view.shape and got.stride() == view.stride()
    assert got.storage_offset() == view.storage_offset() and got.dtype == torch.float16
    assert got.untyped_storage().data_ptr() != view.untyped_storage().data_ptr()
    # The worker's Triton specializes on alignment: a 16-byte aligned storage keeps the
    # view's alignment class.
    assert (got.data_ptr() - got.untyped_storage().data_ptr()) % 16 == (
        view.data_ptr() - view.untyped_storage().data_ptr()
    ) % 16


def test_numbers_lists_and_empty_tensors_come_back() -> None:
    values = [3, 0.5, True, None, [torch.zeros(0, 4), 2], (torch.ones(2, dtype=torch.int64),)]
    got = rebuild({"list": [json.loads(json.dumps(describe(v))) for v in values]})
    assert got[:4] == [3, 0.5, True, None]
    assert got[4][0].shape == (0, 4) and got[4][1] == 2
    assert got[5][0].dtype == torch.int64 and got[5][0].shape == (2,)


def test_an_input_it_cannot_describe_is_named() -> None:
    with pytest.raises(ValueError, match="an input of type dict"):
        describe({"x": 1})


def test_the_worker_gets_triton_settings_as_a_process_without_inductor(monkeypatch) -> None:
    from torch._inductor.runtime import cache_dir_utils, compile_tasks

    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_CACHE_DIR", None)
    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_PTXAS_PATH", None)
    root = os.environ.get("TORCHINDUCTOR_CACHE_DIR") or cache_dir_utils.default_cache_dir()
    torch_ptxas = os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(compile_tasks.__file__)))),
        "bin",
        "ptxas",
    )
    # What Inductor sets for itself is dropped...
    monkeypatch.setenv("TRITON_CACHE_DIR", os.path.join(root, "triton", "0"))
    monkeypatch.setenv("TRITON_PTXAS_PATH", torch_ptxas)
    assert plain_triton_env() == {"TRITON_CACHE_DIR": None, "TRITON_PTXAS_PATH": None}
    # ...what someone else set is kept...
    monkeypatch.setenv("TRITON_CACHE_DIR", "/somewhere/triton")
    monkeypatch.setenv("TRITON_PTXAS_PATH", "/usr/local/cuda/bin/ptxas")
    assert plain_triton_env() == {
        "TRITON_CACHE_DIR": "/somewhere/triton",
        "TRITON_PTXAS_PATH": "/usr/local/cuda/bin/ptxas",
    }
    # ...and the values the process started with win.
    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_CACHE_DIR", "/at/start")
    monkeypatch.setenv("TRITON_CACHE_DIR", os.path.join(root, "triton", "0"))
    assert plain_triton_env()["TRITON_CACHE_DIR"] == "/at/start"
    monkeypatch.delenv("TRITON_CACHE_DIR")
    monkeypatch.delenv("TRITON_PTXAS_PATH")
    assert plain_triton_env() == {"TRITON_CACHE_DIR": "/at/start", "TRITON_PTXAS_PATH": None}


def test_verify_and_profile_sandboxes_get_the_same_triton_settings(monkeypatch) -> None:
    """After an export in this process (the Python API: export, then verify), Inductor has
    pointed TRITON_CACHE_DIR at its own cache: the sandbox must not inherit it, or verify
    and profile would compile every kernel again beside the precompile stage's cache."""
    from types import SimpleNamespace

    from torch._inductor.runtime import cache_dir_utils

    from kernel_studio.sandbox.run import SandboxRun

    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_CACHE_DIR", None)
    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_PTXAS_PATH", None)
    root = os.environ.get("TORCHINDUCTOR_CACHE_DIR") or cache_dir_utils.default_cache_dir()
    monkeypatch.setenv("TRITON_CACHE_DIR", os.path.join(root, "triton", "0"))
    project = SimpleNamespace(device="cuda", root="/p")
    for interpreter, extra in ((False, {}), (True, {"TRITON_INTERPRET": "1"})):
        run = SandboxRun(project, SimpleNamespace(interpreter=interpreter), None, None, None)
        assert run._env() == {**plain_triton_env(), **extra}
        assert run._env()["TRITON_CACHE_DIR"] is None


def test_an_idle_job_worker_starts_the_stage_worker_ahead_and_an_export_takes_it_once() -> None:
    """What server/job_worker.py does on a cuda machine, and run_pipeline's take (the cuda
    export's stage then finds its worker's imports and compile pool done)."""
    from kernel_studio.pipeline.precompile import precompile

    precompile.prestart_worker()
    ahead = precompile._prestarted
    assert ahead is not None and ahead.alive
    precompile.prestart_worker()  # a second call keeps the live one
    assert precompile._prestarted is ahead
    taken = precompile.take_worker()
    fresh = precompile.take_worker()  # taken once: the next export starts its own
    try:
        assert taken is ahead and fresh is not ahead
        assert fresh.env == ahead.env == plain_triton_env()
    finally:
        taken.kill()
        fresh.kill()
    # A dead one is not handed out.
    precompile.prestart_worker()
    dead = precompile._prestarted
    assert dead is not None
    dead.kill()
    replaced = precompile.take_worker()
    try:
        assert replaced is not dead and replaced.alive
    finally:
        replaced.kill()
