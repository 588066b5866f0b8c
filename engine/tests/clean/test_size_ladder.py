"""Launch configs by size: where an export tunes (tuning_points), the ladder a kernel's
tunings become (size_ladder), and the clean module's launch that picks from it (on a real
raw CUDA module of the corpus; the tuning itself runs on the GPU machine:
tests/export/test_size_tuning_gpu.py)."""

from __future__ import annotations

import ast
import dataclasses
import math

import pytest
from corpus_support import read, spec_json

from kernel_studio.inductor import TunedKernel
from kernel_studio.module_text.module_map import find_launches, launch_function_nodes
from kernel_studio.pipeline.clean.clean import CleanSpec, clean
from kernel_studio.pipeline.clean.spec import SizedLaunch
from kernel_studio.pipeline.lower.size_tuning import SizedTuning, size_ladder, tuning_points
from kernel_studio.sandbox.instrument import instrument

CASE = "cuda/rms_norm_dynamic"  # B in [1, 64], T in [2, 1024]; xnumel = T * B
KERNEL = "triton_per_fused_add_mean_mul_pow_rsqrt_0"


def _config(xblock: int, warps: int, stages: int = 1) -> TunedKernel:
    return TunedKernel({"XBLOCK": xblock}, warps, stages, [], [], [])


def _tuning(x: int, xblock: int, warps: int, r: int = 64) -> SizedTuning:
    return SizedTuning({"B": 1, "T": x}, {"xnumel": x, "r0_numel": r}, _config(xblock, warps))


def always(_point: dict[str, int]) -> bool:
    return True


def test_points_span_the_range_with_midpoints_where_it_is_wide():
    ranges = {"s0": (1, 64), "s1": (2, 1024)}
    example = {"s0": 4, "s1": 32}
    points = tuning_points(ranges, example, always, always)
    assert points[0] == {"s0": 1, "s1": 2}  # the smallest first
    assert points[-1] == {"s0": 64, "s1": 1024}
    # between the example (128 elements) and the top (65,536): a geometric midpoint
    assert {"s0": 16, "s1": 181} in points
    assert example not in points
    totals = [math.prod(p.values()) for p in points]
    assert totals == sorted(totals)


def test_an_unbounded_dim_goes_up_to_sixteen_times_its_example_and_shrinks_to_fit():
    points = tuning_points({"s0": (2, None)}, {"s0": 100}, always, always)
    assert points[-1] == {"s0": 1600}
    small = tuning_points({"s0": (2, None)}, {"s0": 100}, lambda p: p["s0"] <= 500, always)
    assert max(p["s0"] for p in small) == 400  # halved until it fits
    assert all(p["s0"] <= 500 for p in small)


def test_points_move_to_where_the_lowering_guards_hold():
    def multiple_of_16(p: dict[str, int]) -> bool:
        return p["s0"] % 16 == 0

    points = tuning_points({"s0": (1, 1000)}, {"s0": 64}, always, multiple_of_16)
    assert points and all(p["s0"] % 16 == 0 for p in points)
    assert points[-1]["s0"] <= 1000


def test_one_config_everywhere_gives_no_ladder():
    entries = [_tuning(128, 8, 2), _tuning(2, 8, 2), _tuning(65536, 8, 2)]
    assert size_ladder(entries) == ([], [])


def test_ladder_rungs_thresholds_and_merging():
    entries = [  # the example first, then the retunings
        _tuning(128, 8, 2),
        _tuning(2, 8, 2),
        _tuning(2896, 64, 4),
        _tuning(65536, 64, 4),
        _tuning(262144, 128, 8),
    ]
    params, rungs = size_ladder(entries)
    assert params == ["xnumel"]  # r0_numel is the same everywhere
    assert [r.kwargs["XBLOCK"] for r in rungs] == [8, 64, 128]
    assert rungs[0].tuned_at == [2, 128] and rungs[1].tuned_at == [2896, 65536]
    assert rungs[0].up_to == math.isqrt(128 * 2896)
    assert rungs[1].up_to == math.isqrt(65536 * 262144)
    assert rungs[-1].up_to is None


def test_the_example_wins_a_tie_at_one_size():
    entries = [_tuning(128, 8, 2), _tuning(128, 16, 4), _tuning(4096, 64, 4)]
    _, rungs = size_ladder(entries)
    assert rungs[0].kwargs == {"XBLOCK": 8} and rungs[0].num_warps == 2


def test_a_ladder_over_two_size_arguments_dispatches_on_their_product():
    entries = [
        SizedTuning({"B": 2}, {"xnumel": 2, "r0_numel": 64}, _config(1, 2)),
        SizedTuning({"B": 64}, {"xnumel": 64, "r0_numel": 4096}, _config(1, 8)),
    ]
    params, rungs = size_ladder(entries)
    assert params == ["xnumel", "r0_numel"]
    assert rungs[0].up_to == math.isqrt(128 * 64 * 4096)


def _laddered_spec() -> CleanSpec:
    spec = CleanSpec.from_json(spec_json(CASE))
    base = spec.tuned[KERNEL]
    rungs = [
        SizedLaunch(181, [2, 16], [{"B": 1, "T": 2}, {"B": 4, "T": 4}], {"XBLOCK": 1}, 2, 1),
        SizedLaunch(2896, [128, 2048], [{"B": 4, "T": 32}], {"XBLOCK": 8}, 2, 1),
        SizedLaunch(None, [65536], [{"B": 64, "T": 1024}], {"XBLOCK": 128}, 8, 1),
    ]
    spec.tuned[KERNEL] = dataclasses.replace(base, size_of=["xnumel"], by_size=rungs)
    return spec


@pytest.fixture(scope="module")
def laddered():
    return clean(read(CASE, "raw.py.txt"), _laddered_spec())


def test_the_clean_launch_picks_its_config_by_size(laddered):
    source = laddered.source
    assert "# launch config by size (xnumel), tuned at export at 2, 16, 128, 2048, 65536" in (
        source
    )
    pick = next(line.strip() for line in source.splitlines() if "if xnumel <=" in line)
    assert pick.startswith("XBLOCK, num_warps = ")
    target, value = pick.split(" = ", 1)
    for xnumel, expected in ((2, (1, 2)), (181, (1, 2)), (182, (8, 2)), (2896, (8, 2))):
        assert eval(value, {"xnumel": xnumel}) == expected  # noqa: S307
    assert eval(value, {"xnumel": 10**6}) == (128, 8)  # noqa: S307
    launch = next(line.strip() for line in source.splitlines() if "_cdiv(xnumel, XBLOCK)" in line)
    assert launch.startswith("triton_per_fused_add_mean_mul_pow_rsqrt[")
    tree = ast.parse(source)
    call = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "call")
    keywords = {
        k.arg: ast.unparse(k.value)
        for n in ast.walk(call)
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Subscript)
        for k in n.keywords
    }
    assert keywords == {"XBLOCK": "XBLOCK", "num_warps": "num_warps", "num_stages": "1"}


def test_the_ladder_is_in_the_metadata_and_the_launch_is_one_site(laddered):
    [kernel] = [k for k in laddered.kernels if k.kind == "triton"]
    launch = kernel.launch
    assert launch is not None and launch["sizeOf"] == ["xnumel"]
    assert [r["upTo"] for r in launch["bySize"]] == [181, 2896, None]
    assert launch["bySize"][2]["kwargs"] == {"XBLOCK": 128}
    kernels = [{"name": k.name, "kind": k.kind} for k in laddered.kernels]
    tree = ast.parse(laddered.source)
    sites = find_launches(launch_function_nodes(tree, kernels), kernels, {})
    assert [s.kernel for s in sites if s.kind == "triton"] == [kernel.name]
    _, launches = instrument(laddered.source, {"kernels": kernels})
    assert [entry.kernel for entry in launches if entry.kind == "triton"] == [kernel.name]


def test_a_ladder_round_trips_through_the_spec_json():
    spec = _laddered_spec()
    again = CleanSpec.from_json(spec.to_json())
    assert again == spec
    assert again.tuned[KERNEL].by_size[1].kwargs == {"XBLOCK": 8}


def test_a_ladder_matches_the_metadata_schema(laddered):
    import json
    import pathlib

    from kernel_studio.server import validation

    path = pathlib.Path(__file__).resolve().parents[1] / "verify/data/rms_norm_cuda"
    metadata = json.loads((path / "generated" / "metadata.json").read_text())
    assert metadata["kernels"][0]["kind"] == "triton"
    [kernel] = [k for k in laddered.kernels if k.kind == "triton"]
    metadata["kernels"][0]["launch"] = kernel.launch
    assert validation.problems("metadata", metadata) == []
    metadata["kernels"][0]["launch"]["bySize"][0]["upTo"] = "2896"
    assert validation.problems("metadata", metadata)
