"""The `kernel/compiled` method on real projects, no GPU needed: a C++ kernel's assembly
with a line map into its C++ string (cpu fixture project), a Triton kernel of a cuda
fixture project compiled for sm_90 through every stage to PTX and SASS with line maps into
the kernel, and edits that narrow the loads and add spills showing in the deltas against
the pristine module."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT

from kernel_studio.server.protocol import Cancelled, RpcError
from kernel_studio.server.registry import METHODS, RequestContext

PROJECTS = REPO_ROOT / "tests" / "data" / "projects"
LAYER_NORM = "triton_per_fused_native_layer_norm"
GELU = "triton_poi_fused_addmm_gelu_view"


def _call(params: dict[str, Any]) -> dict[str, Any]:
    return METHODS["kernel/compiled"](params, RequestContext(1, "kernel/compiled", lambda *a: None))


def _project(tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    shutil.copytree(PROJECTS / name, root)
    return root


def _mapped_lines_inside(result: dict[str, Any]) -> None:
    span = result["kernelLines"]
    assert result["lineMap"], result["stage"]
    text_lines = len(result["text"].splitlines())
    for ir_line, source_line in result["lineMap"]:
        assert 1 <= ir_line <= text_lines
        assert span["start"] <= source_line <= span["end"], (ir_line, source_line)


def test_cpp_kernel_assembly_maps_to_its_cpp_lines(tmp_path: Path) -> None:
    root = _project(tmp_path, "rms_norm")
    result = _call({"project": str(root), "kernel": "cpp_fused_add_mean_mul_pow_rsqrt"})
    assert result["kind"] == "cpp" and result["stage"] == "asm" and result["stages"] == ["asm"]
    _mapped_lines_inside(result)
    module = (root / "rms_norm.py").read_text().splitlines()
    mapped = {module[line - 1].strip() for _, line in result["lineMap"]}
    # The instructions come from the kernel's C++ statements, the vectorised sum among them
    # (-O3 folds the loads into the additions, so the sum's line has them).
    assert "tmp_acc0_vec = tmp_acc0_vec + tmp1;" in mapped, sorted(mapped)
    asm = result["text"].splitlines()
    assert asm[0].startswith("cpp_fused_add_mean_mul_pow_rsqrt_kernel")
    assert not any(line.strip().startswith((".loc", ".LVL", ".cfi")) for line in asm)
    assert result["resources"]["vectorised"] is True
    assert result["resources"]["vectorWidthBits"] >= 128
    assert result["pristine"] is not None and result["deltas"] == []


def test_triton_kernel_stages_for_sm90_without_a_gpu(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    result = _call({"project": str(root), "kernel": LAYER_NORM, "stage": "sass"})
    assert result["kind"] == "triton" and result["target"] == "sm_90"
    assert result["stages"] == ["ttir", "ttgir", "llir", "ptx", "sass"]
    _mapped_lines_inside(result)
    assert "LDG.E.128" in result["text"]
    resources = result["resources"]
    assert resources["registers"] > 0 and resources["spillStoreBytes"] == 0
    assert resources["numWarps"] == 2 and resources["instructions"]["globalLoads"]["128"] >= 1
    assert 0 < resources["occupancy"]["occupancy"] <= 1
    launch = result["launch"]
    assert launch["signature"]["in_ptr0"] == "*fp32" and launch["kwargs"] == {"XBLOCK": 8}
    for stage in ("ttir", "ttgir", "llir", "ptx"):  # the cache answers these at once
        other = _call({"project": str(root), "kernel": LAYER_NORM, "stage": stage})
        _mapped_lines_inside(other)
        assert other["resources"] == resources
    with pytest.raises(RpcError, match="no stage 'asm'"):
        _call({"project": str(root), "kernel": LAYER_NORM, "stage": "asm"})


def test_edits_that_narrow_loads_and_spill_show_in_the_deltas(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    module = root / "transformer_block.py"
    text = module.read_text()
    # Rows 33 floats apart: no longer 16-byte aligned, so no 128-bit loads.
    narrowed = text.replace(
        "tmp0 = tl.load(in_ptr0 + (r0_1 + 32 * x0)", "tmp0 = tl.load(in_ptr0 + (r0_1 + 33 * x0)", 1
    )
    assert narrowed != text
    # A thousand values live per thread: registers run out and spill to local memory.
    spilled = narrowed.replace(
        "    tmp10 = tmp4 * tmp9\n    tl.store(in_out_ptr0 + x2, tmp10, xmask)",
        "    tmp10 = tmp4 * tmp9\n"
        "    big = tl.load(in_ptr0 + (x0[:, None] + tl.arange(0, 1024)[None, :]),"
        " xmask[:, None], other=0.0)\n"
        "    tmp10 = tmp10 + tl.sum(big * big, 1)\n"
        "    tl.store(in_out_ptr0 + x2, tmp10, xmask)",
        1,
    )
    assert spilled != narrowed
    module.write_text(spilled)  # saved: the working module is what is compiled

    norm = _call({"project": str(root), "kernel": LAYER_NORM, "stage": "sass"})
    deltas = {d["name"]: d for d in norm["deltas"]}
    # The input's row loads narrow; the weights' stay 128-bit.
    assert deltas["globalLoads128"]["text"] == "128-bit loads 3 -> 2", norm["deltas"]
    assert deltas["globalLoads32"]["text"] == "32-bit loads 0 -> 4", norm["deltas"]
    assert "LDG.E.128" in norm["pristine"]["text"]
    assert norm["diff"].startswith("--- pristine.sass")

    gelu = _call({"project": str(root), "kernel": GELU, "stage": "ptx"})
    deltas = {d["name"]: d for d in gelu["deltas"]}
    assert deltas["spillStoreBytes"]["pristine"] == 0
    assert deltas["spillStoreBytes"]["edited"] > 0
    assert deltas["spillStoreBytes"]["text"].startswith("spills 0 bytes -> ")
    assert gelu["resources"]["stackBytes"] > 0 and gelu["resources"]["spills"] > 0
    _mapped_lines_inside(gelu)


def test_a_library_call_and_an_unknown_kernel_are_refused(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    with pytest.raises(RpcError, match="library call"):
        _call({"project": str(root), "kernel": "mm"})
    with pytest.raises(RpcError, match="no kernel nope"):
        _call({"project": str(root), "kernel": "nope"})


def test_a_cancelled_request_stops_the_compile_at_once(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    ctx = RequestContext(2, "kernel/compiled", lambda *a: None)
    timer = threading.Timer(0.5, ctx.cancel)
    timer.start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        # Unsaved text of its own: no earlier test's compile answers from the cache.
        text = (root / "transformer_block.py").read_text() + "\n# cancelled\n"
        params = {"project": str(root), "kernel": GELU, "stage": "ttir", "text": text}
        METHODS["kernel/compiled"](params, ctx)
    # The worker was killed, not waited for: importing torch and compiling take longer.
    assert time.monotonic() - started < 6.0
