"""Shared exports for the export tests: each model is exported once per session, and all
saved modules run together in one fresh process under an import trap."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch

MODELS_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")
ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(__file__)))

CPU_MODELS = [
    "rms_norm",
    "rms_norm_dynamic",
    "mlp",
    "layernorm_gelu",
    "transformer_block",
    "transformer_block_sdpa",
    "conv_bn_relu",
    "reductions",
    "embedding_gather",
    "cond_branches",
    "while_loop_tanh",
    "repeated_blocks",
]
GPU_MODELS = CPU_MODELS + ["rms_norm_fp16", "layernorm_gelu_bf16"]

# Runs in a fresh interpreter: refuses torch._inductor, imports each saved module as a
# package module, runs it on the saved inputs and saves the outputs.
RUNNER = textwrap.dedent(
    """
    import importlib, importlib.abc, sys
    class Trap(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name == "torch._inductor" or name.startswith("torch._inductor."):
                raise ImportError("import trap: " + name)
            return None
    sys.meta_path.insert(0, Trap())
    import torch
    root, names = sys.argv[1], sys.argv[2:]
    sys.path.insert(0, root)
    results = {}
    for name in names:
        cases = torch.load(f"{root}/{name}.inputs.pt", weights_only=False)
        module = importlib.import_module(f"ks_exports.{name}")
        outs = []
        with torch.no_grad():
            for args in cases:
                outs.append(module.call(*args))
        results[name] = outs
    assert not any(m.startswith("torch._inductor") for m in sys.modules)
    torch.save(results, f"{root}/outputs.pt")
    """
)


def load_model(name: str):
    import torch

    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_dynamic_shapes,
        make_init_inputs,
        make_inputs,
    )

    loaded = load_model_file(os.path.join(MODELS_DIR, name + ".py"))
    torch.manual_seed(0)
    model = build_model(loaded, make_init_inputs(loaded))
    model.eval()
    inputs = make_inputs(loaded)
    sizes = getattr(loaded.module, "test_sizes", None)
    cases = [inputs] + (sizes() if sizes else [])
    return loaded, model, cases, make_dynamic_shapes(loaded)


class Exports:
    """Lazily exports models for one device and runs the saved modules in one process."""

    def __init__(self, device: str, root: str) -> None:
        self.device = device
        self.root = root
        self.items: dict = {}
        self._outputs = None
        os.makedirs(os.path.join(root, "ks_exports"), exist_ok=True)
        open(os.path.join(root, "ks_exports", "__init__.py"), "w").close()

    def get(self, name: str):
        if name not in self.items:
            import torch

            from kernel_studio.pipeline.api import run_pipeline

            loaded, model, cases, spec = load_model(name)
            _, _, kernel = run_pipeline(
                model,
                cases[0],
                dynamic_shapes=spec,
                device=self.device,
                module_name=name,
                user_files=[loaded.path],
            )
            kernel.save(os.path.join(self.root, "ks_exports", name + ".py"))
            dev_cases = [[t.to(self.device) for t in case] for case in cases]
            torch.save(dev_cases, os.path.join(self.root, name + ".inputs.pt"))
            model = model.to(self.device)
            with torch.no_grad():
                expected = [model(*case) for case in dev_cases]
            self.items[name] = (kernel, expected, dev_cases)
        return self.items[name]

    def outputs(self, names: list[str]):
        if self._outputs is None:
            for name in names:
                self.get(name)
            env = dict(os.environ, PYTHONPATH=ENGINE_DIR)
            proc = subprocess.run(
                [sys.executable, "-c", RUNNER, self.root, *names],
                capture_output=True,
                text=True,
                env=env,
                timeout=1800,
            )
            assert proc.returncode == 0, proc.stderr[-6000:]
            import torch

            self._outputs = torch.load(os.path.join(self.root, "outputs.pt"), weights_only=False)
        return self._outputs


@pytest.fixture(scope="session", autouse=True)
def _extensions_dir(tmp_path_factory):
    """C++ kernels build into one temp folder per test session (shared with subprocesses)."""
    if "TORCH_EXTENSIONS_DIR" not in os.environ:
        os.environ["TORCH_EXTENSIONS_DIR"] = str(tmp_path_factory.mktemp("torch_extensions"))
    yield


@pytest.fixture(scope="session")
def cpu_exports(tmp_path_factory) -> Exports:
    return Exports("cpu", str(tmp_path_factory.mktemp("cpu_exports")))


@pytest.fixture(scope="session")
def gpu_exports(tmp_path_factory) -> Exports:
    return Exports("cuda", str(tmp_path_factory.mktemp("gpu_exports")))


def as_tuple(value):
    return value if isinstance(value, tuple) else (value,)


def dump(obj) -> str:
    return json.dumps(obj, indent=1)[:4000]


class ShiftedWindowMask(torch.nn.Module):
    """Swin's shifted-window mask (`mask[a:b, c:d] = count`) and a masked_fill with a
    `torch.tensor` value: torch.export lifts each scalar into a 0-dim cpu constant (torch
    2.15 only the `torch.tensor` one)."""

    def forward(self, x: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        mask = x.new_zeros(x.shape[-2:])
        count = 0
        for rows in (slice(0, -4), slice(-4, -2), slice(-2, None)):
            for cols in (slice(0, -4), slice(-4, -2), slice(-2, None)):
                mask[rows, cols] = count
                count += 1
        return x + mask, x.masked_fill(x > 1, torch.tensor(-100.0))
