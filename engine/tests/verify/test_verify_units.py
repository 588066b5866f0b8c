"""The pieces of verify that need no sandbox: comparison, trial inputs, settings, kernel
texts and launch instrumentation."""

from __future__ import annotations

import ast

import pytest
import torch

from kernel_studio.module_text.module_map import edited_kernels, map_module
from kernel_studio.sandbox.hooks import LaunchHooks
from kernel_studio.sandbox.inputs import make_inputs, plan_trials
from kernel_studio.sandbox.instrument import HOOK, instrument
from kernel_studio.sandbox.settings import SettingsError, make_settings
from kernel_studio.verify.compare import compare_tensors, fp64_check


def test_compare_reports_numbers_and_first_mismatch():
    e = torch.zeros(2, 3)
    a = e.clone()
    a[1, 2] = 0.5
    r = compare_tensors(a, e, 1.3e-6, 1e-5)
    assert not r["passed"] and r["mismatches"] == 1
    assert r["firstMismatch"] == [1, 2] and r["maxAbsError"] == 0.5
    assert compare_tensors(e.clone(), e, 1.3e-6, 1e-5)["passed"]


def test_compare_nan_inf_shape_dtype_stride():
    e = torch.tensor([1.0, float("nan"), float("inf")])
    assert compare_tensors(e.clone(), e, 0, 0)["passed"]  # NaN matches NaN, inf by sign
    bad = torch.tensor([float("nan"), float("nan"), float("inf")])
    r = compare_tensors(bad, e, 0, 0)
    assert not r["passed"] and "unexpected NaN" in r["reason"] and r["nan"]["actual"] == 2
    assert "shape" in compare_tensors(torch.zeros(3, 1), torch.zeros(3), 0, 0)["reason"]
    assert "dtype" in compare_tensors(torch.zeros(3).double(), torch.zeros(3), 0, 0)["reason"]
    t = torch.zeros(4, 5)
    assert "stride" in compare_tensors(t.t().contiguous().t(), t, 0, 0)["reason"]
    ints = torch.arange(4)
    assert not compare_tensors(ints + 1, ints, 1.0, 1.0)["passed"]  # integers exact


def test_fp64_check_bounds_by_eager_error():
    ref = torch.linspace(0, 1, 100, dtype=torch.float64)
    eager = ref.float()
    good = fp64_check(eager.clone(), eager, ref, 2.0, 1e-6)
    assert good["passed"]
    assert not fp64_check(eager + 1e-3, eager, ref, 2.0, 1e-6)["passed"]


def _meta(dims, inputs):
    return {"dynamicDims": dims, "signature": {"inputs": inputs}}


def test_plan_samples_range_ends_and_clamps():
    meta = _meta(
        [
            {"name": "B", "input": "x", "dim": 0, "min": 1, "max": 64},
            {"name": "T", "input": "x", "dim": 1, "min": 2, "max": 4096},
        ],
        [{"name": "x", "shape": ["B", "T", 256]}],
    )
    plan = plan_trials(meta, [torch.zeros(2, 8, 256)], 4, 0, "cpu")
    assert plan.sizes[0] == {"B": 1, "T": 2}
    big = plan.sizes[1]
    assert big["B"] * big["T"] * 256 <= 1 << 20
    assert plan.clamps and all("clamped" in c for c in plan.clamps)
    assert all(1 <= s["B"] <= big["B"] and 2 <= s["T"] <= big["T"] for s in plan.sizes)


def test_random_inputs_keep_index_ranges_and_derived_shapes():
    meta = _meta(
        [{"name": "T", "input": "ids", "dim": 1, "min": 2, "max": 9}],
        [{"name": "ids", "shape": [2, "T"]}, {"name": "h", "shape": [2, "2*T"]}],
    )
    ids = torch.tensor([[3, 7, 49], [0, 10, 20]])
    h = torch.rand(2, 6) + 1.0
    new_ids, new_h = make_inputs(meta, [ids, h], {"T": 5}, seed=3, device="cpu")
    assert new_ids.shape == (2, 5) and new_h.shape == (2, 10)
    assert new_ids.dtype == torch.int64 and 0 <= int(new_ids.min()) and int(new_ids.max()) <= 49
    assert float(new_h.min()) >= 0  # a non-negative example stays non-negative
    again = make_inputs(meta, [ids, h], {"T": 5}, seed=3, device="cpu")
    assert torch.equal(again[1], new_h)  # seeded


def test_settings_merge_and_validate():
    s = make_settings({"trials": 2, "tolerances": {"float32": {"atol": 1e-3}}}, {"tf32": True})
    assert s.trials == 2 and s.tf32 and s.tolerance("float32") == (1.3e-6, 1e-3)
    assert s.tolerance("int64") == (0.0, 0.0)
    for bad in ({"trials": -1}, {"tf32": "yes"}, {"tolerances": {"float32": {"rtol": -1}}}):
        with pytest.raises(SettingsError):
            make_settings(bad)


MODULE = '''
import torch
import triton
import triton.language as tl

@triton.jit
def triton_red(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    x = tl.arange(0, XBLOCK)
    tl.store(out_ptr0 + x, tl.load(in_ptr0 + x))

cpp_k = r"""extern "C" void cpp_k_kernel(const float* in_ptr0, float* out_ptr0) {}"""

_CPP_KERNELS = {"cpp_k": (cpp_k, ["const float*", "float*"])}

def call(x):
    buf0 = torch.empty_like(x)
    triton_red[(1, 1, 1)](x, buf0, 4, XBLOCK=4)
    kernels.cpp_k(buf0, x)
    torch.addmm(x, x, x, out=buf0)
    return buf0
'''
META = {
    "kernels": [
        {"name": "triton_red", "kind": "triton"},
        {"name": "cpp_k", "kind": "cpp"},
        {"name": "addmm", "kind": "extern", "launches": [{"start": 19, "end": 19}]},
    ]
}


def test_instrument_finds_launches_and_written_buffers():
    tree, launches = instrument(MODULE, META)
    assert [(x.kernel, x.kind, x.writes) for x in launches] == [
        ("triton_red", "triton", ["buf0"]),
        ("cpp_k", "cpp", ["x"]),
        ("addmm", "extern", ["buf0"]),
    ]
    text = ast.unparse(tree)
    assert text.count("__ks_hook__.begin") == 3 and text.count("__ks_hook__.end") == 3
    assert (
        launches[0].line
        == MODULE.splitlines().index("    triton_red[(1, 1, 1)](x, buf0, 4, XBLOCK=4)") + 1
    )


ASSIGNED = """
import types

import torch

def call(x):
    buf0 = torch.mm(x, x)
    bufs = [None]
    bufs[0] = torch.mm(buf0, x)
    box = types.SimpleNamespace()
    box.out = torch.mm(x, buf0)
    row0, row1 = torch.mm(buf0, buf0)
    return buf0, bufs[0], box.out, row0, row1
"""


def test_instrumented_library_calls_with_assigned_results_compile_and_capture():
    """`buf = torch.mm(...)` (as cpu exports of conv nets write `torch.convolution`): the
    assignment's targets are what the launch writes, read back after it."""
    kernels = [{"name": n, "kind": "extern"} for n in ("mm", "mm_1", "mm_2", "mm_3")]
    tree, launches = instrument(ASSIGNED, {"kernels": kernels})
    assert [(x.kernel, x.writes) for x in launches] == [
        ("mm", ["buf0"]),
        ("mm_1", ["bufs[0]"]),
        ("mm_2", ["box.out"]),
        ("mm_3", ["row0", "row1"]),
    ]
    hooks = LaunchHooks(None, cuda=False)
    hooks.capture = True
    scope = {HOOK: hooks}
    exec(compile(tree, "assigned.py", "exec"), scope)
    x = torch.arange(4.0).reshape(2, 2)
    outputs = scope["call"](x)
    written = [(r.kernel, [text for text, _ in r.writes]) for r in hooks.records]
    assert written == [(x.kernel, x.writes) for x in launches]
    values = [value for r in hooks.records for _, value in r.writes]
    assert len(values) == len(outputs)
    for value, output in zip(values, outputs, strict=True):
        assert value is not None and torch.equal(value, output)


def test_edited_kernels_compare_definitions():
    pristine = map_module(MODULE, META["kernels"])
    edited = MODULE.replace("tl.load(in_ptr0 + x)", "tl.load(in_ptr0 + x) * 2")
    assert edited_kernels(map_module(edited, META["kernels"]), pristine) == {
        "triton_red": True,
        "cpp_k": False,
        "addmm": False,
    }
    # Launches are not part of a kernel's text.
    moved = MODULE.replace("(x, buf0, 4, XBLOCK=4)", "(x, buf0, 4, XBLOCK=8)")
    assert not any(edited_kernels(map_module(moved, META["kernels"]), pristine).values())


class _SettingsOnly:
    """What the caching guard reads of a session."""

    def __init__(self) -> None:
        self.settings = make_settings({})


def _guard(outputs: list[tuple[torch.Tensor, torch.Tensor]]) -> list[str]:
    """The caching guard's problems over trials of (module output, model output)."""
    from kernel_studio.verify.trial import _cached, _output_record

    s, previous, problems = _SettingsOnly(), None, []
    for a, e in outputs:
        records = [_output_record(s, a, e)]  # type: ignore[arg-type]
        problems += _cached(previous, records)
        previous = records
    return problems


def test_caching_guard_takes_a_bf16_loss_that_moved_by_rounding_for_a_right_one():
    """A bf16 mean over many elements: the model's own value moves by one ulp between
    trials while the module's (summed in fp32) rounds to the same value both times."""
    loss = torch.tensor(2.0, dtype=torch.bfloat16)
    ulp_up = torch.tensor(2.015625, dtype=torch.bfloat16)
    assert _guard([(loss.clone(), loss.clone()), (loss.clone(), ulp_up)]) == []


def test_caching_guard_flags_an_output_that_stays_while_the_model_moves():
    first, second = torch.randn(8, 8), torch.randn(8, 8)
    problems = _guard([(first.clone(), first), (first.clone(), second)])
    assert problems == ["output 0 did not change although the inputs did (cached)"]


def test_caching_guard_takes_a_saturated_softmax_over_channels_for_a_right_one():
    """A U-Net's softmax over channels, saturated: the module's output is exactly 0 and 1 in
    both trials (its exp flushed the denormals), the model's differs between trials only in
    denormals. The output is larger than the guard keeps whole."""
    from kernel_studio.verify.trial import KEPT_EXPECTED

    shape = (2, 4, 128, 128)
    assert torch.Size(shape).numel() > KEPT_EXPECTED
    one_hot = torch.zeros(shape)
    one_hot[:, 0] = 1.0

    def model_output(seed: int) -> torch.Tensor:
        tiny = torch.rand(shape, generator=torch.Generator().manual_seed(seed)) * 1e-40
        return torch.where(one_hot == 1.0, one_hot, tiny)

    first, second = model_output(1), model_output(2)
    assert not torch.equal(first, second)
    assert _guard([(one_hot.clone(), first), (one_hot.clone(), second)]) == []


def test_caching_guard_flags_a_large_output_that_stays_while_the_model_moves():
    from kernel_studio.verify.trial import KEPT_EXPECTED

    first, second = torch.randn(KEPT_EXPECTED * 3 + 7), torch.randn(KEPT_EXPECTED * 3 + 7)
    problems = _guard([(first.clone(), first), (first.clone(), second)])
    assert problems == ["output 0 did not change although the inputs did (cached)"]
