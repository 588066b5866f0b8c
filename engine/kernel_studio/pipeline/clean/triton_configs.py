"""Launch configs for Triton kernels that were not autotuned at export time (`postprocess`
of raw CUDA output): `@triton.autotune` candidates built from the kernel's Inductor
heuristic (pointwise / reduction / persistent_reduction) and its size hints, a simplified
form of the candidates in torch/_inductor/runtime/triton_heuristics.py."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.pipeline.clean.grids import grid_exprs
from kernel_studio.pipeline.clean.spec import CleanupError

BLOCK_PARAMS = ("XBLOCK", "YBLOCK", "ZBLOCK", "R0_BLOCK", "R1_BLOCK")
MAX_R0_BLOCK = 2048
MAX_PERSISTENT_NUMEL = 4096


class UnsupportedKernel(ValueError):
    """The kernel's heuristic or grid has no autotune form here."""


@dataclass
class Heuristic:
    """What Inductor's decorator says about one kernel."""

    kind: str  # pointwise / reduction / persistent_reduction / user_autotune / ...
    size_hints: dict[str, int]
    reduction_hint: str  # INNER / OUTER / OUTER_TINY / DEFAULT
    grid_type: str
    mutated: list[str] = field(default_factory=list)
    params: list[str] = field(default_factory=list)  # every parameter, in order
    constexprs: list[str] = field(default_factory=list)
    # The literal entries of inductor_meta (grid metadata: fixed_grid, precomputed_grids,
    # combo_grid_meta, extra_launcher_args, ...).
    inductor_meta: dict[str, Any] = field(default_factory=dict)
    # Launch options Inductor compiles the kernel with, where they differ from Triton's
    # defaults (launch_cooperative_grid=True, launch_pdl=True, enable_fp_fusion=False, ...).
    options: dict[str, Any] = field(default_factory=dict)
    constants: dict[str, Any] = field(default_factory=dict)  # triton_meta["constants"]


_NO_VALUE = object()


def _literal(node: ast.expr | None, default: Any) -> Any:
    if node is None:
        return default
    try:
        return ast.literal_eval(node)
    except ValueError:
        return default


def _dict_items(node: ast.expr | None) -> dict[str, ast.expr]:
    if not isinstance(node, ast.Dict):
        return {}
    return {
        k.value: v
        for k, v in zip(node.keys, node.values, strict=False)
        if isinstance(k, ast.Constant) and isinstance(k.value, str)
    }


def _literals(node: ast.expr | None) -> dict[str, Any]:
    items = {k: _literal(v, _NO_VALUE) for k, v in _dict_items(node).items()}
    return {k: v for k, v in items.items() if v is not _NO_VALUE}


def _options(triton_meta: dict[str, Any]) -> dict[str, Any]:
    options = {}
    if triton_meta.get("launch_cooperative_grid"):
        options["launch_cooperative_grid"] = True
    if triton_meta.get("launch_pdl"):
        options["launch_pdl"] = True
    if triton_meta.get("enable_fp_fusion") is False:
        options["enable_fp_fusion"] = False
    if triton_meta.get("disable_ftz"):
        options["enable_reflect_ftz"] = False
    return options


def _decorator(fn: ast.FunctionDef) -> ast.Call | None:
    for d in fn.decorator_list:
        if isinstance(d, ast.Call) and ast.unparse(d.func).startswith("triton_heuristics."):
            return d
    return None


def parse_heuristic(source: str, raw_name: str, tree: ast.Module | None = None) -> Heuristic:
    """Read the `@triton_heuristics.<kind>(size_hints=..., ...)` decorator of the kernel
    `raw_name` (a user-defined kernel keeps its own function name: the decorated one).
    `tree`: `source` already parsed by `ast`."""
    tree = tree or ast.parse(source)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    fn = next((f for f in functions if f.name == raw_name), None)
    if fn is None:
        decorated = [f for f in functions if _decorator(f) is not None]
        fn = decorated[0] if len(decorated) == 1 else None
    if fn is None:
        raise UnsupportedKernel(f"kernel {raw_name}: no function of that name")
    decorator = _decorator(fn)
    if decorator is None:
        raise UnsupportedKernel(f"kernel {raw_name}: no Inductor heuristic decorator")
    kind = ast.unparse(decorator.func).split(".", 1)[1]
    kw = {k.arg: k.value for k in decorator.keywords if k.arg}
    size_hints = _literal(kw.get("size_hints"), None)
    hint = kw.get("reduction_hint")
    hint_name = hint.attr if isinstance(hint, ast.Attribute) else "DEFAULT"
    meta = _literals(kw.get("inductor_meta"))
    triton_meta = _literals(kw.get("triton_meta"))
    params = [a.arg for a in fn.args.args]
    constexprs = [
        a.arg
        for a in fn.args.args
        if a.annotation is not None and ast.unparse(a.annotation).endswith("constexpr")
    ]
    return Heuristic(
        kind,
        dict(size_hints) if isinstance(size_hints, dict) else {},
        hint_name,
        meta.get("grid_type", "Grid1D"),
        list(meta.get("mutated_arg_names", [])),
        params,
        constexprs,
        meta,
        _options(triton_meta),
        dict(triton_meta.get("constants") or {}),
    )


def _pow2(n: int) -> int:
    return 1 << max(0, int(n) - 1).bit_length()


def _warps(n: int, low: int = 1, high: int = 8) -> int:
    return _pow2(min(max(n, low), high))


def _config(kwargs: dict[str, int], warps: int) -> dict[str, Any]:
    return {"kwargs": kwargs, "num_warps": warps, "num_stages": 1}


MAX_XBLOCK, MAX_YBLOCK, MAX_GRID_Y = 4096, 1024, 65535


def _tile2d(hints: dict[str, int], x: int, y: int) -> dict[str, Any]:
    """triton_config(size_hints, x, y) of Inductor's triton_heuristics (CUDA)."""
    target = x * y
    if hints["x"] * hints["y"] < target:
        target //= 8
    x, y = min(x, hints["x"]), min(y, hints["y"])
    while x < min(hints["x"], MAX_XBLOCK) and x * y < target:
        x *= 2
    while y < min(hints["y"], MAX_YBLOCK) and (y * MAX_GRID_Y < hints["y"] or x * y < target):
        y *= 2
    warps = _warps(x * y // 256)
    if x * y >= 128:
        warps = max(warps, 4)
    return _config({"YBLOCK": y, "XBLOCK": x}, warps)


def _pointwise(h: Heuristic) -> list[dict[str, Any]]:
    hints = {k: _pow2(v) for k, v in h.size_hints.items()}
    if set(hints) == {"x"}:
        numel = hints["x"]
        bs = max(256, min(numel // 128, 1024))
        sizes = [(min(bs, numel), 256), (min(bs // 2, numel), 64)]
        return [_config({"XBLOCK": x}, _warps(x // per_warp, 2)) for x, per_warp in sizes]
    if set(hints) == {"x", "y"}:
        # Inductor's 2-D list (pointwise's triton_config(size_hints, x, y) calls), grown as
        # triton_config grows them: toward x * y elements, and YBLOCK until the grid's y
        # (at most 65535 blocks) covers ynumel. (bs, 1) is the one with YBLOCK 1.
        numel = hints["x"] * hints["y"]
        bs = max(256, min(numel // 128, 1024))
        pairs = ((32, 32), (64, 64), (256, 16), (16, 256), (bs, 1), (1, bs))
        return [_tile2d(hints, x, y) for x, y in pairs]
    raise UnsupportedKernel(f"pointwise kernels over {sorted(hints)} are not supported")


def _reduction(h: Heuristic) -> list[dict[str, Any]]:
    x_hint = _pow2(h.size_hints.get("x", 1))
    r_hint = _pow2(h.size_hints.get("r0_", 1))

    def make(x: int, r: int, warps: int | None = None) -> dict[str, Any]:
        x, r = min(x, x_hint), min(r, r_hint)
        return _config({"XBLOCK": x, "R0_BLOCK": r}, warps or _warps(x * r // 128, 2))

    contiguous = make(1, MAX_R0_BLOCK)
    outer = make(64, 8)
    tiny = make(2 * (256 // r_hint) if r_hint <= 256 else 1, MAX_R0_BLOCK)
    if h.reduction_hint == "INNER":
        return [contiguous, make(8, 512)]
    if h.reduction_hint == "OUTER":
        return [outer, make(64, 64)]
    if h.reduction_hint == "OUTER_TINY":
        return [tiny]
    return [contiguous, outer, tiny, make(64, 64), make(8, 512)]


def _persistent(h: Heuristic) -> list[dict[str, Any]]:
    x_hint = _pow2(h.size_hints.get("x", 1))
    r_hint = _pow2(h.size_hints.get("r0_", 1))
    out = []
    for x in (1, 8, 32, 128):
        if x == 1 or (x * r_hint <= MAX_PERSISTENT_NUMEL and x <= x_hint):
            kwargs = {"XBLOCK": x}
            if "R0_BLOCK" in h.constexprs:
                kwargs["R0_BLOCK"] = r_hint
            out.append(_config(kwargs, _warps(x * r_hint // 128, 2, 4)))
    if h.reduction_hint == "INNER" and r_hint >= 256:
        out = out[:1]
    return out


def candidate_configs(h: Heuristic) -> list[dict[str, Any]]:
    """Candidate configs, deduplicated, each with only the kernel's own block params."""
    if h.kind not in ("pointwise", "reduction", "persistent_reduction"):
        raise UnsupportedKernel(f"heuristic {h.kind} is not supported")
    if not h.size_hints:
        raise UnsupportedKernel("size_hints are not a literal")
    unknown = [c for c in h.constexprs if c not in BLOCK_PARAMS]
    if unknown:
        raise UnsupportedKernel(f"constexpr parameters {unknown} have no autotune candidates")
    if h.kind == "pointwise":
        configs = _pointwise(h)
    elif h.kind == "reduction":
        configs = _reduction(h)
    else:
        configs = _persistent(h)
    out, seen = [], set()
    for c in configs:
        c["kwargs"] = {k: v for k, v in c["kwargs"].items() if k in h.constexprs}
        key = repr(c)
        if key not in seen:
            seen.add(key)
            out.append(c)
    return out


def autotune_grid(h: Heuristic) -> tuple[list[str], list[str]]:
    """The kernel's grid (prefix, [x, y, z]) with its block sizes symbolic: `meta["XBLOCK"]`
    for each block parameter the candidate configs set."""
    blocks: dict[str, int | str | None] = {b: f'meta["{b}"]' for b in h.constexprs}
    try:
        return grid_exprs(h.grid_type, h.inductor_meta, blocks)
    except (KeyError, CleanupError) as exc:
        raise UnsupportedKernel(f"grid type {h.grid_type}: {exc}") from exc


def autotune_decorator(h: Heuristic) -> str:
    """`@triton.autotune(configs=[...], key=[...], restore_value=[...])` for the kernel."""
    configs = ",\n".join(
        f"        triton.Config({c['kwargs']!r}, num_warps={c['num_warps']},"
        f" num_stages={c['num_stages']})"
        for c in candidate_configs(h)
    )
    key = [p for p in h.params if p.endswith("numel")]
    text = f"@triton.autotune(\n    configs=[\n{configs},\n    ],\n    key={key!r},\n"
    if h.mutated:
        # Benchmarking runs the kernel many times: in-place arguments are restored.
        text += f"    restore_value={sorted(h.mutated)!r},\n"
    return text + ")"
