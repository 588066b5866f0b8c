"""Inductor's layout optimization in a training step (docs/architecture.md, Training).
With it, the step's forward copies its input and the dense convolutions' weights into
channels-last in kernels that fuse no graph node (raw `triton_poi_fused_0`, `_1`, `_2`).
The clean stage named them `triton_poi_fused`, `_2`, `_3`, then renamed raw names to clean
ones over `call` once more: the launch of raw `_1` (clean `_2`) became a launch of clean
`_3`, the input's copy, so the downsample convolution read a weight never written
(ConvNeXt-T's and EfficientNet-B0's steps on cuda computed other values). The cuda
forward is stored (engine/tests/models/train_convnext_block.py lowered for cuda with
layout optimization forced; no GPU needed to clean it). The cpu step with the layout (on
there: mkldnn) is checked against eager by test_train_export.py's conv net."""

from __future__ import annotations

import json
import os
import re

from kernel_studio.pipeline.clean.clean import CleanSpec, clean, stable_names

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "convnext_layout_cuda")


def _read(name: str) -> str:
    with open(os.path.join(DATA, name), encoding="utf-8") as f:
        return f.read()


def _labelled_launches(source: str) -> list[tuple[str, str]]:
    """(the kernel a launch's comment names, the kernel it calls) for each Triton launch:
    `# name: nodes` above it (the nodes may go on over `#     ` lines)."""
    lines = source.splitlines()
    out = []
    for i, line in enumerate(lines):
        launch = re.match(r"\s*(triton_\w+)\[", line)
        if not launch:
            continue
        j = i - 1
        while j > 0 and re.match(r"\s*#\s{4,}", lines[j]):
            j -= 1
        label = re.fullmatch(r"\s*# (\w+)(?::.*)?", lines[j])
        out.append((label.group(1) if label else "", launch.group(1)))
    return out


def test_cuda_forward_launches_the_kernels_it_names() -> None:
    raw = _read("forward.raw.py.txt")
    cleaned = clean(raw, CleanSpec.from_json(json.loads(_read("forward.spec.json"))))
    launches = _labelled_launches(cleaned.source)
    unnamed = re.findall(r"^def (triton_poi_fused_\d+)\(", raw, flags=re.M)
    assert len(unnamed) == 3  # the input's and two weights' channels-last copies
    raw_order = re.findall(r"^\s*(triton_\w+)\.run\(", raw, flags=re.M)
    assert len(launches) == len(raw_order)
    assert [called for label, called in launches if label != called] == []
    # Each raw kernel is launched as the clean kernel of its own name (in launch order).
    by_raw = {k.raw_name: k.name for k in cleaned.kernels if k.kind == "triton"}
    assert [called for _, called in launches] == [by_raw[r] for r in raw_order]


def test_a_clean_name_is_never_another_kernels_raw_name() -> None:
    raw = ["triton_poi_fused_0", "triton_poi_fused_1", "triton_poi_fused_2"]
    names = stable_names(raw, {})
    assert len(set(names.values())) == 3
    assert all(clean_name not in raw or clean_name == r for r, clean_name in names.items())
