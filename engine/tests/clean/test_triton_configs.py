"""The `@triton.autotune` candidates of a 2-D (y, x) pointwise kernel that was not tuned at
export (pipeline/clean/triton_configs.py): Inductor's own list, as its triton_config grows
each entry. The list had four of Inductor's six entries, without their growth: no YBLOCK 1
(Inductor's (bs, 1) entry), and for a large ynumel (a channels-last copy of a big
activation) no YBLOCK large enough for the grid's y (at most 65535 blocks)."""

from __future__ import annotations

import pytest
from torch._inductor.runtime.triton_heuristics import triton_config

from kernel_studio.pipeline.clean.triton_configs import Heuristic, candidate_configs

HINTS = [
    {"y": 16, "x": 256},
    {"y": 128, "x": 16},
    {"y": 32768, "x": 4},
    {"y": 1 << 22, "x": 4},
    {"y": 8, "x": 1024},
    {"y": 512, "x": 512},
]


def _inductor(hints: dict[str, int]) -> set[tuple[int, int, int]]:
    numel = hints["x"] * hints["y"]
    bs = max(256, min(numel // 128, 1024))
    pairs = ((32, 32), (64, 64), (256, 16), (16, 256), (bs, 1), (1, bs))
    out = set()
    for x, y in pairs:
        c = triton_config(hints, x, y)
        out.add((c.kwargs["YBLOCK"], c.kwargs["XBLOCK"], c.num_warps))
    return out


@pytest.mark.parametrize("hints", HINTS, ids=lambda h: f"y{h['y']}_x{h['x']}")
def test_2d_candidates_are_inductors(hints: dict[str, int]) -> None:
    h = Heuristic("pointwise", hints, "DEFAULT", "Grid2D", constexprs=["YBLOCK", "XBLOCK"])
    configs = candidate_configs(h)
    got = {(c["kwargs"]["YBLOCK"], c["kwargs"]["XBLOCK"], c["num_warps"]) for c in configs}
    assert got == _inductor(hints)
    for c in configs:  # every candidate launches: the grid's y stays within CUDA's limit
        assert -(-hints["y"] // c["kwargs"]["YBLOCK"]) <= 65535
