"""A cuda project's Triton kernels compile once (`pytest -m gpu`; the cpu case is
test_compile_once.py): the export's precompile stage compiles them and their launchers into
Triton's cache, and profile, verify, a regenerate, verify in a new sandbox process and the
user's own first run load them from there. What Triton compiles is a kernel for one
specialization of its arguments (each pointer's and integer's divisibility by 16, each size's
launch config): the export compiles the example inputs' specialization; verify's trials of a
dynamic model run other sizes (every dim at its minimum, then at its maximum:
sandbox/inputs.py), whose specializations it compiles once, into the same cache; nothing
is compiled twice (H200, torch 2.11: the example's kernel was a cache hit in verify's
sandbox, the two new ones were rms_norm's kernel at B=1, T=2, where xnumel is not a multiple
of 16, and at the largest trial's launch config). A regenerate compiles only the kernels
whose text changed. The engine here started with TRITON_CACHE_DIR set, as the app's engine
and the user's process share one; Inductor's own compiles go to its cache, elsewhere."""

from __future__ import annotations

import ast
import os
import subprocess
import sys

import pytest
import torch
from verify_support import MODELS

import kernel_studio
from kernel_studio.inductor import plain_triton_env
from kernel_studio.methods.export import export_model_file
from kernel_studio.profile.run import profile_project
from kernel_studio.sandbox.pool import SandboxPool
from kernel_studio.verify.run import verify_project

pytestmark = [
    pytest.mark.gpu,
    pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU"),
]

NAME = "rms_norm"  # verified on cuda by test_verify_gpu.py


def _files(folder: str) -> set[str]:
    return {
        os.path.relpath(os.path.join(root, name), folder)
        for root, _, names in os.walk(folder)
        for name in names
    }


def _kernels(path: str) -> dict[str, str]:
    """Each Triton kernel's text (decorators included) in the module at `path`."""
    with open(path, encoding="utf-8") as f:
        source = f.read()
    lines = source.splitlines()
    out = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef) and node.decorator_list:
            first = min(d.lineno for d in node.decorator_list)
            text = "\n".join(lines[first - 1 : node.end_lineno])
            if "triton.jit" in text.split("def ", 1)[0]:
                out[node.name] = text
    return out


def _cubins(files: set[str]) -> set[str]:
    """The kernel names of the compiled kernels among the cache's `files`."""
    return {os.path.basename(f)[: -len(".cubin")] for f in files if f.endswith(".cubin")}


def test_profile_verify_regenerate_and_first_run_compile_nothing_twice(
    tmp_path, monkeypatch
) -> None:
    cache = str(tmp_path / "triton-cache")
    # As an engine started with TRITON_CACHE_DIR=cache: the precompile worker, the
    # sandboxes and the user's process use it; this process's Inductor uses its own.
    monkeypatch.setitem(kernel_studio.TRITON_ENV_AT_START, "TRITON_CACHE_DIR", cache)
    # Unset, as in an engine that never lowered (and restored after the test: Inductor sets
    # it in this process).
    monkeypatch.setenv("TRITON_CACHE_DIR", cache)
    monkeypatch.delenv("TRITON_CACHE_DIR")
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "inductor-cache"))
    project = str(tmp_path / NAME)
    result = export_model_file(MODELS[NAME], project, device="cuda")
    generated = result["generated"]
    first_kernels = _kernels(generated)
    assert first_kernels, "no Triton kernel in the module"
    after_export = _files(cache)
    assert _cubins(after_export) >= set(first_kernels), sorted(after_export)
    assert any("__triton_launcher" in name for name in after_export)

    pool = SandboxPool()
    try:
        profile_project(project, {"warmup": 1, "repeats": 2}, pool=pool)
        assert _files(cache) == after_export, "profile compiled again"
        report = verify_project(project, {"trials": 2}, pool=pool)
        assert report["verdict"] == "pass", report["reason"]
        after_verify = _files(cache)
        # Only the trials' other specializations of the module's own kernels.
        assert _cubins(after_verify - after_export) <= set(first_kernels), sorted(
            after_verify - after_export
        )

        export_model_file(MODELS[NAME], project, device="cuda")  # a regenerate
        changed = {
            name for name, text in _kernels(generated).items() if first_kernels.get(name) != text
        }
        after_regenerate = _files(cache)
        new = after_regenerate - after_verify
        assert _cubins(new) <= changed, (sorted(new), sorted(changed))
        if not changed:
            assert not new, sorted(new)

        pool.close()
        pool = SandboxPool()  # a fresh sandbox process, as after the app restarts
        report = verify_project(project, {"trials": 2}, pool=pool)
        assert report["verdict"] == "pass", report["reason"]
        again = _files(cache) - after_regenerate
        assert _cubins(again) <= changed, ("a new sandbox compiled again", sorted(again))
        if not changed:
            assert not again, ("a new sandbox compiled again", sorted(again))
        after_second_verify = _files(cache)
    finally:
        pool.close()

    # The user's own first run: `import rms_norm` from the project folder, in a
    # process without Inductor.
    env = dict(os.environ, PYTHONPATH=project)
    for key, value in plain_triton_env().items():
        if value is None:
            env.pop(key, None)
        else:
            env[key] = value
    assert env["TRITON_CACHE_DIR"] == cache
    script = (
        f"import torch, {NAME} as m\n"
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('model', {MODELS[NAME]!r})\n"
        "model = importlib.util.module_from_spec(spec); spec.loader.exec_module(model)\n"
        "torch.manual_seed(0)\n"
        "inputs = [t.cuda() for t in model.get_inputs()]\n"
        "with torch.no_grad():\n"
        "    m.call(*inputs)\n"
        "torch.cuda.synchronize()\n"
        "print('ran')\n"
    )
    run = subprocess.run(
        [sys.executable, "-c", script],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr[-4000:]
    assert "ran" in run.stdout
    assert _files(cache) == after_second_verify, "the first run compiled again"
