"""Launch grids of Triton kernels in the clean module.

Inductor describes a kernel's grid with a GridExpr class named by `grid_type` in the
kernel's inductor_meta (torch/_inductor/runtime/triton_heuristics.py): Python expressions
over the kernel's parameters (`xnumel`, `ynumel`, ..., `xnumel_0` for combo kernels),
the extra launcher arguments of user kernels (`_grid_0`, `_launcher_s0`) and the block
sizes of the config, after a few prefix assignments (`y_grid_raw_ = ...`).

- For an autotuned kernel the spec holds the expressions Inductor generated for the
  winning config (LaunchSpec.grid / grid_prefix): `launch_grid` turns them into
  statements and grid elements of the clean `call`.
- For a kernel given `@triton.autotune` candidates (no export context), `grid_exprs`
  generates them the way each GridExpr class does, with the block sizes left symbolic
  (`meta["XBLOCK"]`), and `lambda_grid` makes them a `lambda meta: (...)`.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import Any

import libcst as cst

from kernel_studio.pipeline.clean.cst_tools import bare, code, expr, names_in, rename
from kernel_studio.pipeline.clean.spec import CleanupError

MAX_Y_GRID = 65535  # CUDA's limit on grid y and z; torch's runtime_utils.get_max_y_grid()

# Readable names for Inductor's grid temporaries in the clean `call`.
TEMP_NAMES = {"y_grid_raw_": "y_blocks", "y_grid_div_": "z_blocks"}
BUILTINS = {"max", "min", "triton", "_cdiv"}  # _cdiv: what Inductor's ceildiv becomes

Block = int | str | None


class _Expr:
    """Inductor's GridExpr helpers (constant folding where the values are ints)."""

    def __init__(self) -> None:
        self.prefix: list[str] = []

    @staticmethod
    def ceildiv(numel: int | str, block: Block) -> int | str:
        if block is None or block == 1:
            return numel
        if isinstance(numel, int) and isinstance(block, int):
            return -(numel // -block)
        return f"-(({numel}) // -({block}))"

    @staticmethod
    def _fold(fn: Callable[[list[int]], int], seq: list[int | str]) -> list[int | str]:
        items: list[int | str] = [x for x in seq if not isinstance(x, int)]
        consts = [x for x in seq if isinstance(x, int)]
        if consts:
            items.append(fn(consts))
        return items

    def maximum(self, seq: list[int | str]) -> int | str:
        items = self._fold(max, seq)
        return items[0] if len(items) <= 1 else f"max({', '.join(map(str, items))})"

    def summation(self, seq: list[int | str]) -> int | str:
        items = self._fold(sum, seq)
        return items[0] if len(items) <= 1 else " + ".join(map(str, items))

    def product(self, seq: list[int | str]) -> int | str:
        items = self._fold(math.prod, seq)
        return items[0] if len(items) <= 1 else " * ".join(map(str, items))

    def yz_overflow(self, y_blocks: int | str) -> tuple[int | str, int | str]:
        self.prefix += [
            f"y_grid_raw_ = {y_blocks}",
            f"y_grid_div_ = {self.ceildiv('y_grid_raw_', MAX_Y_GRID)}",
        ]
        # No y blocks (ynumel 0) makes y_grid_div_ 0: torch 2.15's guard, kept for every series.
        y_grid = f"(0 if y_grid_div_ == 0 else {self.ceildiv('y_grid_raw_', 'y_grid_div_')})"
        return y_grid, "y_grid_div_"


def _combo(g: _Expr, imeta: dict[str, Any], cfg: dict[str, Block], kind: str) -> list[Any]:
    combo = imeta["combo_grid_meta"]
    cfg = {**(combo.get("default_config") or {}), **cfg}
    count = combo["num_kernels"]
    no_x = [combo[f"no_x_dim_{i}"] for i in range(count)]
    xs = [combo[f"xnumel_{i}"] or f"xnumel_{i}" for i in range(count)]
    ys = [combo[f"ynumel_{i}"] or f"ynumel_{i}" for i in range(count) if f"ynumel_{i}" in combo]
    if kind == "SequentialFlattenComboKernelGrid":
        totals = []
        for i in range(count):
            x_blocks = g.ceildiv(xs[i], 1 if no_x[i] else cfg.get(f"XBLOCK_{i}"))
            y_blocks: int | str = 1
            if f"ynumel_{i}" in combo:
                y_blocks = g.ceildiv(combo[f"ynumel_{i}"] or f"ynumel_{i}", cfg.get(f"YBLOCK_{i}"))
            totals.append(g.product([x_blocks, y_blocks]))
        x = g.summation(totals)
        if combo.get("min_blocks"):
            x = g.maximum([x, combo["min_blocks"]])
        return [x, 1, 1]
    if kind == "SequentialComboKernelGrid":
        x = g.summation(
            [
                g.ceildiv(n, 1 if flag else cfg.get("XBLOCK"))
                for n, flag in zip(xs, no_x, strict=True)
            ]
        )
    else:  # RoundRobinComboKernelGrid
        exprs = [n for n, flag in zip(xs, no_x, strict=True) if flag]
        with_x = [n for n, flag in zip(xs, no_x, strict=True) if not flag]
        if with_x:
            exprs.append(g.ceildiv(g.maximum(with_x), cfg.get("XBLOCK")))
        x = f"({g.maximum(exprs)}) * {count}"
    if combo.get("min_blocks"):
        x = g.maximum([x, combo["min_blocks"]])
    if ys:
        y, z = g.yz_overflow(g.ceildiv(g.maximum(ys), cfg.get("YBLOCK")))
        return [x, y, z]
    return [x, 1, 1]


def grid_exprs(
    grid_type: str, inductor_meta: dict[str, Any], cfg: dict[str, Block]
) -> tuple[list[str], list[str]]:
    """(prefix statements, [x, y, z]) as Inductor's GridExpr `grid_type` generates them for
    the config `cfg` (block sizes as ints, or symbolic as `meta["XBLOCK"]` strings)."""
    g = _Expr()
    get = cfg.get
    if grid_type == "Grid1D":
        grid: list[Any] = [g.ceildiv("xnumel", get("XBLOCK")), 1, 1]
    elif grid_type == "Grid2D":
        grid = [g.ceildiv("xnumel", get("XBLOCK")), g.ceildiv("ynumel", get("YBLOCK")), 1]
    elif grid_type == "Grid3D":
        grid = [
            g.ceildiv("xnumel", get("XBLOCK")),
            g.ceildiv("ynumel", get("YBLOCK")),
            g.ceildiv("znumel", get("ZBLOCK")),
        ]
    elif grid_type == "BatchMatmulGrid3D":
        grid = [
            g.ceildiv("znumel", get("ZBLOCK")),
            g.ceildiv("ynumel", get("YBLOCK")),
            g.ceildiv("xnumel", get("XBLOCK")),
        ]
    elif grid_type == "Grid2DWithYZOverflow":
        grid = [
            g.ceildiv("xnumel", get("XBLOCK")),
            *g.yz_overflow(g.ceildiv("ynumel", get("YBLOCK"))),
        ]
    elif grid_type == "MixOrderReductionGrid":
        grid = [g.ceildiv("xnumel", get("RSPLIT_SIZE")), 1, 1]
    elif grid_type == "CooperativeReductionGrid":
        grid = [str(get("RSPLIT")), g.ceildiv("xnumel", get("XBLOCK")), 1]
    elif grid_type == "SplitScanGrid":
        grid = [g.ceildiv("r0_numel", get("R0_BLOCK")), "xnumel", 1]
    elif grid_type == "FixedGrid":
        grid = list(inductor_meta["fixed_grid"])
    elif grid_type == "PrecomputedGrid":
        for candidate in inductor_meta["precomputed_grids"]:
            if all(get(k) == v for k, v in candidate["config"].items()):
                grid = list(candidate["python"])
                break
        else:
            raise CleanupError(f"no precomputed grid for the config {cfg}")
    elif grid_type in (
        "SequentialComboKernelGrid",
        "RoundRobinComboKernelGrid",
        "SequentialFlattenComboKernelGrid",
    ):
        grid = _combo(g, inductor_meta, cfg, grid_type)
    else:
        raise CleanupError(f"grid type {grid_type} is not supported")
    return g.prefix, [str(e) for e in grid]


class _Cdiv(cst.CSTTransformer):
    """`-((a) // -(b))`, Inductor's ceiling division, -> `_cdiv(a, b)` (the module's plain
    Python `triton.cdiv`: Triton's is a constexpr function, 30 times slower to call, and
    grids are computed at every launch)."""

    def leave_UnaryOperation(
        self, original_node: cst.UnaryOperation, updated_node: cst.UnaryOperation
    ) -> cst.BaseExpression:
        inner = updated_node.expression
        if (
            isinstance(updated_node.operator, cst.Minus)
            and isinstance(inner, cst.BinaryOperation)
            and isinstance(inner.operator, cst.FloorDivide)
            and isinstance(inner.right, cst.UnaryOperation)
            and isinstance(inner.right.operator, cst.Minus)
        ):
            return cst.Call(
                expr("_cdiv"),
                [cst.Arg(bare(inner.left)), cst.Arg(bare(inner.right.expression))],
                lpar=updated_node.lpar,
                rpar=updated_node.rpar,
            )
        return updated_node


@functools.cache
def _parsed(text: str) -> cst.BaseExpression:
    parsed = expr(text).visit(_Cdiv())
    assert isinstance(parsed, cst.BaseExpression)  # _Cdiv replaces nodes, never removes one
    return parsed


def _convert(
    text: str, binding: dict[str, Any], kernel: str, allowed: set[str]
) -> cst.BaseExpression:
    node = _parsed(text)
    unknown = [n for n in names_in(node) if n not in binding and n not in allowed]
    if unknown:
        raise CleanupError(
            f"kernel {kernel}: its grid uses {unknown[0]}, which is not an argument of its launch"
        )
    return bare(rename(node, binding))


def launch_grid(
    prefix: list[str], grid: list[str], binding: dict[str, Any], kernel: str, taken: set[str]
) -> tuple[list[cst.SimpleStatementLine], list[cst.BaseExpression]]:
    """Statements for the prefix assignments and the three grid elements, with the kernel's
    parameters replaced by the launch's arguments (`binding`: name -> expression)."""
    binding = dict(binding)
    statements = []
    for line in prefix:
        target, _, value = line.partition(" = ")
        if not target.isidentifier() or not value:
            raise CleanupError(f"kernel {kernel}: unexpected grid statement {line!r}")
        name = TEMP_NAMES.get(target, target.rstrip("_") or target)
        while name in taken:
            name += "_"
        converted = _convert(value, binding, kernel, BUILTINS)
        statements.append(
            cst.SimpleStatementLine([cst.Assign([cst.AssignTarget(cst.Name(name))], converted)])
        )
        binding[target] = cst.Name(name)
    return statements, [_convert(g, binding, kernel, BUILTINS) for g in grid]


def lambda_grid(
    prefix: list[str], grid: list[str], binding: dict[str, Any], kernel: str
) -> cst.BaseExpression:
    """`lambda meta: (x, y)` for `@triton.autotune` launches: the prefix assignments are
    substituted into the grid (a lambda holds one expression) and trailing 1s dropped."""
    binding = dict(binding)
    for line in prefix:
        target, _, value = line.partition(" = ")
        binding[target] = _convert(value, binding, kernel, BUILTINS | {"meta"})
    elements = [_convert(g, binding, kernel, BUILTINS | {"meta"}) for g in grid]
    while len(elements) > 1 and code(elements[-1]) == "1":
        elements.pop()
    items = ", ".join(code(e) for e in elements)
    return expr(f"lambda meta: ({items}{',' if len(elements) == 1 else ''})")
