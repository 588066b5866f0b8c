"""A kernel Inductor launches once per block of a repeated stack: every launch maps to
exactly the nodes it computes (metadata `launchNodes`, the comment above each launch),
the kernel's nodes cover every block, and its name and id come from its first launch (a
deeper stack leaves both alone)."""

from __future__ import annotations

import importlib.util
import os
import re

import pytest
import torch
from export_support import MODELS_DIR

from kernel_studio.pipeline.api import export_python
from kernel_studio.server.validation import problems

KERNEL = "cpp_fused_native_layer_norm_relu"


def _model(depth: int):
    spec = importlib.util.spec_from_file_location(
        "repeated_blocks", os.path.join(MODELS_DIR, "repeated_blocks.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    torch.manual_seed(0)
    return module.Model(32, depth).eval(), module.get_inputs()


def _kernel(meta: dict, name: str) -> dict:
    (k,) = [k for k in meta["kernels"] if k["name"] == name]
    return k


def test_each_launch_maps_to_its_own_blocks_nodes(cpu_exports):
    kernel, _, _ = cpu_exports.get("repeated_blocks")
    meta = kernel.metadata
    assert problems("metadata", meta) == []
    nodes = {n["name"]: n for n in meta["nodes"]}
    k = _kernel(meta, KERNEL)
    assert len(k["launches"]) == 4
    assert k["launchNodes"] == [
        ["layer_norm", "relu"],
        ["layer_norm_1", "relu_1"],
        ["layer_norm_2", "relu_2"],
        ["layer_norm_3", "relu_3"],
    ]
    for i, launch_nodes in enumerate(k["launchNodes"]):
        paths = {nodes[n]["modulePath"] for n in launch_nodes}
        assert paths == {f"blocks.{i}.norm", f"blocks.{i}"}
    # The kernel's nodes are every launch's; the groups and the node map follow.
    assert k["nodes"] == [n for launch in k["launchNodes"] for n in launch]
    (group,) = [g for g in meta["fusionGroups"] if g["kernel"] == KERNEL]
    assert group["nodes"] == k["nodes"]
    for n in k["nodes"]:
        assert meta["nodeToKernels"][n] == [KERNEL]
    # Every op of every block has a kernel.
    ops = [n["name"] for n in meta["nodes"] if n["op"] == "call_function"]
    assert [n for n in ops if n not in meta["nodeToKernels"]] == []
    # Library calls: one launch each, its own node.
    externs = [k for k in meta["kernels"] if k["kind"] == "extern"]
    assert [e["launchNodes"] for e in externs] == [
        [["linear"]],
        [["linear_1"]],
        [["linear_2"]],
        [["linear_3"]],
    ]


def test_the_comment_above_each_launch_lists_its_nodes(cpu_exports):
    kernel, _, _ = cpu_exports.get("repeated_blocks")
    lines = kernel.source.splitlines()
    k = _kernel(kernel.metadata, KERNEL)
    for launch, launch_nodes in zip(k["launches"], k["launchNodes"], strict=True):
        assert f"kernels.{KERNEL}(" in lines[launch["start"] - 1]
        assert lines[launch["start"] - 2].strip() == f"# {KERNEL}: " + ", ".join(launch_nodes)
    comment = "\n".join(lines[k["definition"]["comment"] - 1 : k["definition"]["start"]])
    assert f"# {KERNEL} fuses: layer_norm, relu" in comment
    assert "Launched 4 times" in comment


def test_name_and_id_come_from_the_first_launch():
    ids = {}
    for depth in (2, 3):
        model, inputs = _model(depth)
        meta = export_python(model, inputs, device="cpu").metadata
        k = _kernel(meta, KERNEL)
        assert len(k["launchNodes"]) == depth
        ids[depth] = k["id"]
    assert re.fullmatch(r"[0-9a-f]{12}", ids[2]) and ids[2] == ids[3]


needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


@pytest.mark.gpu
@needs_gpu
def test_gpu_each_launch_of_a_triton_kernel_maps_to_its_blocks_nodes(gpu_exports):
    kernel, _, _ = gpu_exports.get("repeated_blocks")
    meta = kernel.metadata
    assert problems("metadata", meta) == []
    nodes = {n["name"]: n for n in meta["nodes"]}
    per_block = [k for k in meta["kernels"] if k["kind"] == "triton" and len(k["launches"]) == 4]
    assert per_block, [(k["name"], len(k["launches"])) for k in meta["kernels"]]
    lines = kernel.source.splitlines()
    for k in per_block:
        assert len(k["launchNodes"]) == 4
        for i, launch_nodes in enumerate(k["launchNodes"]):
            assert launch_nodes
            assert {nodes[n]["modulePath"].split(".")[1] for n in launch_nodes} == {str(i)}
            start = k["launches"][i]["start"]
            above = next(t for t in reversed(lines[: start - 1]) if t.strip().startswith("#"))
            assert above.strip() == f"# {k['name']}: " + ", ".join(launch_nodes)
    ops = [n["name"] for n in meta["nodes"] if n["op"] == "call_function"]
    assert [n for n in ops if n not in meta["nodeToKernels"]] == []
