"""CPU modules do not carry the exporting machine: no baked thread count, no baked
instruction-set flags (chosen at import time), and readable buffer names."""

from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
import textwrap

import torch
from export_support import ENGINE_DIR

RUN = textwrap.dedent(
    """
    import importlib, json, sys
    import torch
    sys.path.insert(0, sys.argv[1])
    module = importlib.import_module("ks_portable")
    x = torch.load(sys.argv[2])
    out = module.call(x)
    print(json.dumps({"out": out.tolist(), "flags": module._cpp_flags(),
                      "capability": torch.backends.cpu.get_cpu_capability()}))
    """
)


def _literal(source: str, name: str):
    for stmt in ast.parse(source).body:
        if isinstance(stmt, ast.Assign) and getattr(stmt.targets[0], "id", None) == name:
            return ast.literal_eval(stmt.value)
    raise AssertionError(f"{name} not in the module")


def test_cpu_sources_carry_no_machine_settings(cpu_exports):
    for name in ("rms_norm_dynamic", "reductions", "transformer_block"):
        src = cpu_exports.get(name)[0].source
        assert "num_threads(" not in src, name
        flags = _literal(src, "_CPP_FLAGS")
        assert not [f for f in flags if f.startswith(("-m", "-DCPU_CAPABILITY", "-march"))]
        assert "torch.backends.cpu.get_cpu_capability()" in src


def test_parallel_reduction_any_thread_count_and_portable_build(tmp_path):
    import json

    from kernel_studio.pipeline.api import export_python

    def total(x):
        return x.sum(0)

    # Small integers: the sum is exact in any order and with any number of threads.
    x = torch.randint(-8, 8, (1 << 16, 8)).float()
    kernel = export_python(total, (x,), device="cpu")
    src = kernel.source
    assert "omp_get_max_threads()" in src and "num_threads(" not in src
    kernel.save(tmp_path / "ks_portable.py")
    torch.save(x, tmp_path / "x.pt")
    expected = total(x)
    torch.testing.assert_close(kernel.run(x), expected)
    runs = {}
    for threads, capability in (("1", None), ("3", None), ("3", "default")):
        env = dict(os.environ, PYTHONPATH=ENGINE_DIR, OMP_NUM_THREADS=threads)
        if capability:
            env["ATEN_CPU_CAPABILITY"] = capability
        runs[threads, capability] = subprocess.run(
            [sys.executable, "-c", RUN, str(tmp_path), str(tmp_path / "x.pt")],
            capture_output=True,
            text=True,
            env=env,
            timeout=600,
        )
    for threads in ("1", "3"):
        proc = runs[threads, None]
        assert proc.returncode == 0, proc.stderr[-4000:]
        result = json.loads(proc.stdout.strip().splitlines()[-1])
        torch.testing.assert_close(torch.tensor(result["out"]), expected)
        assert "-mavx2" in result["flags"]
    # Where torch reports no AVX2 the module says so instead of crashing on an illegal
    # instruction.
    proc = runs["3", "default"]
    assert proc.returncode != 0 and "use AVX2 vectors" in proc.stderr


def test_buffer_names_follow_graph_nodes(cpu_exports):
    src = cpu_exports.get("rms_norm_dynamic")[0].source
    assert re.search(r"^    buf_mean = torch\.empty_strided\(", src, re.M)
    block = cpu_exports.get("transformer_block")[0].source
    call = block[block.index("def call(") :]
    assert not re.search(r"\bbuf\d+\b", call)
    assert "buf_layer_norm" in call and "buf_linear" in call


def test_postprocess_raw_cuda_output_emits_autotune():
    """Raw CUDA output captured on the GPU machine (transformer_block): without export
    context every Triton kernel gets @triton.autotune candidates from its heuristic."""
    from kernel_studio import postprocess

    path = os.path.join(os.path.dirname(__file__), "data", "transformer_block_cuda.raw.txt")
    with open(path) as f:
        raw = f.read()
    first = postprocess(raw, device="cuda").source
    assert postprocess(raw, device="cuda").source == first
    kernels = re.findall(r"^def (\w+)\(", first, re.M)
    triton_kernels = [k for k in kernels if k.startswith("triton_")]
    assert first.count("@triton.autotune(") == len(triton_kernels) == 9
    for bad in ("torch._inductor", "triton_heuristics", ".run(", "async_compile"):
        assert bad not in first
    assert 'restore_value=["in_out_ptr0"]' in first
    assert 'lambda meta: (_cdiv(8, meta["XBLOCK"]), _cdiv(64, meta["YBLOCK"]))' in first
    assert re.search(
        r'triton\.Config\(\{"XBLOCK": \d+, "R0_BLOCK"|triton\.Config\(\{"XBLOCK": \d+\}', first
    )
    compile(first, "clean", "exec")
