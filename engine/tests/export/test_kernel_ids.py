"""Kernel ids (pipeline/describe/identity.py): what they hash, and that a kernel keeps its id when
a change elsewhere in the model makes Inductor renumber kernels and graph nodes. Also the
`# kernel-id:` marker the clean stage writes and the module map reads."""

from __future__ import annotations

import re

import torch
from torch import nn

from kernel_studio.module_text.module_map import map_module
from kernel_studio.pipeline.api import export_python, postprocess
from kernel_studio.pipeline.describe.identity import NodeKey, kernel_id, raw_kernels, unique_ids


class Block(nn.Module):
    """With `extra`, one more kernel runs first and one more tanh node comes first."""

    def __init__(self, extra: bool) -> None:
        super().__init__()
        self.extra = extra
        self.lin = nn.Linear(16, 16)
        self.norm = nn.LayerNorm(16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if self.extra:
            x = torch.tanh(x) * 2.0
        h = self.lin(x)
        return torch.tanh(self.norm(h))


def test_kernel_id_hashes_what_is_computed() -> None:
    a = NodeKey("aten.mean.dim", "norm", "model.py", 15)
    b = NodeKey("aten.rsqrt.default", "norm", "model.py", 15)
    kid = kernel_id("triton", [a, b])
    assert re.fullmatch(r"[0-9a-f]{12}", kid)
    assert kid == kernel_id("triton", [NodeKey("aten.mean.dim", "norm", "model.py", 15), b])
    assert kid != kernel_id("triton", [b, a])  # graph order counts
    assert kid != kernel_id("cpp", [a, b])
    assert kid != kernel_id("triton", [a, NodeKey("aten.rsqrt.default", "norm", "model.py", 16)])
    assert kid != kernel_id("triton", [a, NodeKey("aten.rsqrt.default", "", "model.py", 15)])
    assert kernel_id("extern", []) != kernel_id("triton", [])
    assert unique_ids(["a", "b", "a", "a"]) == ["a", "b", "a-2", "a-3"]


def test_raw_kernels_in_definition_then_launch_order() -> None:
    raw = (
        "triton_poi_fused_0 = async_compile.triton('triton_poi_fused_0', '''\n'''\n"
        "cpp_fused_1 = async_compile.cpp_pybinding(['float*'], '''\n'''\n"
        "    # [Provenance debug handles] extern_kernels.mm:4\n"
        "    # [Provenance debug handles] triton_poi_fused_0:3\n"
    )
    assert raw_kernels(raw) == [
        ("triton_poi_fused_0", "triton"),
        ("cpp_fused_1", "cpp"),
        ("extern_kernels.mm:4", "extern"),
    ]


def test_ids_survive_renumbering_and_markers_lead_the_map() -> None:
    x = torch.randn(4, 16)
    plain = export_python(Block(False), (x,), device="cpu")
    extra = export_python(Block(True), (x,), device="cpu")
    before = {k["name"]: k for k in plain.metadata["kernels"]}
    after = {k["name"]: k for k in extra.metadata["kernels"]}
    norm = "cpp_fused_native_layer_norm_tanh"
    # Inductor renumbered the kernel, its library call and the tanh node...
    assert before[norm]["rawName"] != after[norm]["rawName"]
    assert before["addmm"]["rawName"] != after["addmm"]["rawName"]
    assert before[norm]["nodes"] != after[norm]["nodes"]
    # ... and the ids stay: the same ops, module paths and source lines.
    assert before[norm]["id"] == after[norm]["id"]
    assert before["addmm"]["id"] == after["addmm"]["id"]
    ids = [k["id"] for k in extra.metadata["kernels"]]
    assert len(set(ids)) == len(ids) == 3
    assert all(re.fullmatch(r"[0-9a-f]{12}", i) for i in ids)
    # The marker is the last line of each definition's comment block.
    lines = extra.source.splitlines()
    for k in extra.metadata["kernels"]:
        if k["definition"] is not None:
            assert lines[k["definition"]["start"] - 2] == f"# kernel-id: {k['id']}"
            assert lines[k["definition"]["comment"] - 1].startswith(f"# {k['name']} fuses: ")
    renamed = extra.source.replace(f'{norm} = r"""', 'my_norm = r"""')
    renamed = renamed.replace(f"        {norm},\n", "        my_norm,\n")
    place = map_module(renamed, extra.metadata["kernels"]).kernel(norm)
    assert place is not None and place.renamed_to == "my_norm" and place.id == after[norm]["id"]
    # Without the export context there are no ids and no markers.
    cleaned = postprocess(extra.raw_source or "", device="cpu")
    assert "# kernel-id:" not in cleaned.source
    assert all(k["id"] is None for k in cleaned.metadata["kernels"])
