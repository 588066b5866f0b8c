"""Launch grids: every GridExpr class of torch's Inductor runtime, checked against torch's
own implementation: the expressions (the autotune path generates them itself) and the
grid a clean launch computes (the prefix statements and elements `call` gets)."""

from __future__ import annotations

import libcst as cst
import pytest
import triton
from torch._inductor.runtime.triton_heuristics import GridExpr
from torch_series import SERIES

from kernel_studio.pipeline.clean import runtime as clean_runtime
from kernel_studio.pipeline.clean.cst_tools import code
from kernel_studio.pipeline.clean.grids import grid_exprs, lambda_grid, launch_grid
from kernel_studio.pipeline.clean.spec import CleanupError

_RUNTIME: dict = {}
exec(clean_runtime.CDIV, _RUNTIME)  # noqa: S102 - the helper the module defines
_CDIV = _RUNTIME["_cdiv"]

COMBO = {
    "num_kernels": 3,
    "min_blocks": 0,
    "default_config": {"XBLOCK": 32},
    "xnumel_0": None,
    "xnumel_1": 1024,
    "xnumel_2": None,
    "no_x_dim_0": False,
    "no_x_dim_1": True,
    "no_x_dim_2": False,
}
COMBO_2D = {**COMBO, "ynumel_0": None, "ynumel_2": 4096, "min_blocks": 8}
PRECOMPUTED = [
    {"config": {"BLOCK": 128}, "python": ["-((_launcher_s0) // -(128))", "1", "1"]},
    {"config": {"BLOCK": 64}, "python": ["-((_launcher_s0) // -(64))", "_launcher_s1", "1"]},
]

# (grid type, inductor_meta, config, values of the names the grid uses)
CASES = [
    ("Grid1D", {}, {"XBLOCK": 128}, {"xnumel": 1000}),
    ("Grid1D", {}, {}, {"xnumel": 7}),
    ("Grid2D", {}, {"XBLOCK": 16, "YBLOCK": 64}, {"xnumel": 9, "ynumel": 5000}),
    (
        "Grid3D",
        {},
        {"XBLOCK": 8, "YBLOCK": 4, "ZBLOCK": 2},
        {"xnumel": 9, "ynumel": 7, "znumel": 5},
    ),
    (
        "BatchMatmulGrid3D",
        {},
        {"XBLOCK": 8, "YBLOCK": 4, "ZBLOCK": 2},
        {"xnumel": 90, "ynumel": 70, "znumel": 5},
    ),
    (
        "Grid2DWithYZOverflow",
        {},
        {"XBLOCK": 16, "YBLOCK": 64},
        {"xnumel": 9, "ynumel": 64 * 70000 + 3},
    ),
    ("Grid2DWithYZOverflow", {}, {"XBLOCK": 16, "YBLOCK": 64}, {"xnumel": 9, "ynumel": 65536}),
    ("MixOrderReductionGrid", {}, {"RSPLIT_SIZE": 64, "XBLOCK": 8}, {"xnumel": 1000}),
    ("CooperativeReductionGrid", {}, {"RSPLIT": 16, "XBLOCK": 4}, {"xnumel": 10}),
    ("SplitScanGrid", {}, {"XBLOCK": 1, "R0_BLOCK": 1024}, {"xnumel": 3, "r0_numel": 5000}),
    (
        "FixedGrid",
        {"fixed_grid": ["_grid_0", "_grid_1", "_grid_2"]},
        {},
        {"_grid_0": 5, "_grid_1": 2, "_grid_2": 1},
    ),
    (
        "PrecomputedGrid",
        {"precomputed_grids": PRECOMPUTED},
        {"BLOCK": 64},
        {"_launcher_s0": 1000, "_launcher_s1": 3},
    ),
    (
        "SequentialComboKernelGrid",
        {"combo_grid_meta": COMBO},
        {"XBLOCK": 64},
        {"xnumel_0": 100, "xnumel_2": 3000},
    ),
    (
        "RoundRobinComboKernelGrid",
        {"combo_grid_meta": COMBO},
        {"XBLOCK": 64},
        {"xnumel_0": 100, "xnumel_2": 3000},
    ),
    (
        "SequentialComboKernelGrid",
        {"combo_grid_meta": COMBO_2D},
        {"XBLOCK": 64, "YBLOCK": 2},
        {"xnumel_0": 100, "xnumel_2": 3000, "ynumel_0": 200000},
    ),
    (
        "SequentialFlattenComboKernelGrid",
        {"combo_grid_meta": COMBO_2D},
        {"XBLOCK_0": 32, "XBLOCK_2": 16, "YBLOCK_0": 4, "YBLOCK_2": 8},
        {"xnumel_0": 100, "xnumel_2": 3000, "ynumel_0": 20},
    ),
]
IDS = [f"{c[0]}-{i}" for i, c in enumerate(CASES)]


def _torch(grid_type: str, meta: dict, cfg: dict) -> GridExpr:
    return GridExpr.from_meta({"grid_type": grid_type, **meta}, dict(cfg))


@pytest.mark.parametrize(("grid_type", "meta", "cfg", "values"), CASES, ids=IDS)
def test_expressions_are_inductors(grid_type, meta, cfg, values):
    prefix, grid = grid_exprs(grid_type, meta, cfg)
    expected = _torch(grid_type, meta, cfg)
    assert prefix == expected.prefix
    want = [str(expected.x_grid), str(expected.y_grid), str(expected.z_grid)]
    if "y_grid_div_" in want[2] and SERIES == "2.11":
        # torch 2.15 guards the y grid against no y blocks; the clean module does on 2.11 too.
        want[1] = f"(0 if y_grid_div_ == 0 else {want[1]})"
    assert grid == want


def _run(statements: list[cst.SimpleStatementLine], elements: list[cst.BaseExpression]):
    scope = {"triton": triton, "_cdiv": _CDIV}
    for statement in statements:
        exec(code(statement), scope)  # noqa: S102 - expressions this test generated
    return tuple(eval(code(e), scope) for e in elements)  # noqa: S307


@pytest.mark.parametrize(("grid_type", "meta", "cfg", "values"), CASES, ids=IDS)
def test_launch_grid_computes_inductors_grid(grid_type, meta, cfg, values):
    """The clean launch's grid, with the kernel's parameters bound to the launch's
    arguments, is the grid Inductor's launcher computes (GridExpr.eval_slow)."""
    expected = _torch(grid_type, meta, cfg)
    binding = {name: cst.Integer(str(value)) for name, value in values.items()}
    statements, elements = launch_grid(
        expected.prefix,
        [str(expected.x_grid), str(expected.y_grid), str(expected.z_grid)],
        binding,
        "kernel",
        taken=set(),
    )
    assert _run(statements, elements) == tuple(expected.eval_slow(dict(values)))
    for element in elements:
        assert "//" not in code(element)  # ceiling divisions read as _cdiv


SYMBOLIC = [c for c in CASES if c[0] != "PrecomputedGrid"]


@pytest.mark.parametrize(("grid_type", "meta", "cfg", "values"), SYMBOLIC)
def test_autotune_lambda_computes_inductors_grid(grid_type, meta, cfg, values):
    """`lambda meta: (...)` with symbolic block sizes gives, for the config's values, the
    grid Inductor computes for that config."""
    symbolic = {k: f'meta["{k}"]' for k in cfg}
    prefix, grid = grid_exprs(grid_type, meta, symbolic)
    binding = {name: cst.Integer(str(value)) for name, value in values.items()}
    scope = {"triton": triton, "_cdiv": _CDIV}
    function = eval(code(lambda_grid(prefix, grid, binding, "kernel")), scope)  # noqa: S307
    got = tuple(function(dict(cfg))) + (1, 1)
    assert got[:3] == tuple(_torch(grid_type, meta, cfg).eval_slow(dict(values)))


def test_a_precomputed_grid_needs_a_config():
    """User kernels' precomputed grids exist for the configs Inductor saw, not for
    symbolic block sizes: such a kernel needs its autotuned launch config."""
    with pytest.raises(CleanupError, match="no precomputed grid for the config"):
        grid_exprs(
            "PrecomputedGrid", {"precomputed_grids": PRECOMPUTED}, {"BLOCK": 'meta["BLOCK"]'}
        )


def test_prefix_names_read_well_and_do_not_clash():
    statements, elements = launch_grid(
        ["y_grid_raw_ = -((ynumel) // -(64))", "y_grid_div_ = -((y_grid_raw_) // -(65535))"],
        ["-((xnumel) // -(16))", "-((y_grid_raw_) // -(y_grid_div_))", "y_grid_div_"],
        {"xnumel": cst.Name("xnumel"), "ynumel": cst.Integer("65536")},
        "kernel",
        taken={"z_blocks"},
    )
    assert [code(s).strip() for s in statements] == [
        "y_blocks = _cdiv(65536, 64)",
        "z_blocks_ = _cdiv(y_blocks, 65535)",
    ]
    assert [code(e) for e in elements] == [
        "_cdiv(xnumel, 16)",
        "_cdiv(y_blocks, z_blocks_)",
        "z_blocks_",
    ]


def test_substituted_expressions_keep_their_meaning():
    """A launch argument that is an expression is parenthesized inside an operator."""
    _, elements = launch_grid(
        [],
        ["-((xnumel) // -(8))", "xnumel * 2", "1"],
        {"xnumel": cst.parse_expression("T * B + 1")},
        "k",
        set(),
    )
    assert [code(e) for e in elements] == ["_cdiv(T * B + 1, 8)", "(T * B + 1) * 2", "1"]


def test_a_grid_name_without_a_value_is_an_error():
    with pytest.raises(CleanupError, match="kernel k: its grid uses ynumel"):
        launch_grid([], ["-((ynumel) // -(8))", "1", "1"], {"xnumel": cst.Integer("4")}, "k", set())


def test_an_unknown_grid_type_is_an_error():
    with pytest.raises(CleanupError, match="grid type HexGrid is not supported"):
        grid_exprs("HexGrid", {}, {})
