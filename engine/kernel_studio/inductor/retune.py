"""Tuning a compiled output module's Triton kernels again at other sizes of its dynamic dims.

Inductor's autotuner tunes each kernel once, at the sizes of the first call, among candidate
configs built from `size_hints` (the example's sizes rounded up to powers of two). Here each
launch of a kernel during a run of the module at another size gets candidates built by the
kernel's own heuristic (`triton_heuristics.pointwise/reduction/persistent_reduction`,
replayed from its decorator with `return_configs=True`) for that launch's sizes, compiled,
benchmarked (`CachingAutotuner.autotune_to_one_config`, without writing Inductor's autotune
cache) and launched with the winner. The kernels' own state is restored afterwards.

Relies on (torch 2.11): `CachingAutotuner.run(*args, stream, **kwargs)` being what the
module calls, its `compile_results`, `launchers`, `_precompile_config(cfg)`,
`_make_launchers()`, `autotune_to_one_config(*args, **kwargs)`, `save_cache_hook`,
`fn.arg_names`, `fn.fn` / `_reload_kernel`, `filename`, and the heuristics' `return_configs`.
"""

from __future__ import annotations

import ast
import contextlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from kernel_studio.inductor.runtime import TunedKernel, tuned_kernel

# A kernel's size parameters, in Inductor's order, and the size_hints key of each.
NUMEL_PARAMS = {"xnumel": "x", "ynumel": "y", "znumel": "z", "r0_numel": "r0_", "r1_numel": "r1_"}
HEURISTICS = ("pointwise", "reduction", "persistent_reduction")
# Grids whose block sizes are not plain config values (combo kernels, precomputed grids).
FIXED_GRIDS = ("FixedGrid", "PrecomputedGrid")


@dataclass
class Retuned:
    """One kernel's launch at one size: the values of its size parameters and the config
    it was tuned to there."""

    numels: dict[str, int]
    config: TunedKernel


def _autotuners(module: Any) -> dict[str, Any]:
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner

    return {n: v for n, v in vars(module).items() if isinstance(v, CachingAutotuner)}


def _numels(kernel: Any, args: tuple[Any, ...]) -> dict[str, int]:
    names = list(kernel.fn.arg_names)
    out = {}
    for param in NUMEL_PARAMS:
        if param in names and names.index(param) < len(args):
            value = args[names.index(param)]
            if isinstance(value, int):
                out[param] = int(value)
    return out


@contextlib.contextmanager
def launch_numels(module: Any) -> Iterator[dict[str, dict[str, int]]]:
    """Within the block, the size parameters of each kernel's (first) launch are recorded:
    kernel name -> {"xnumel": 4096, ...}."""
    seen: dict[str, dict[str, int]] = {}
    kernels = _autotuners(module)
    for name, kernel in kernels.items():
        original = kernel.run

        def run(*args: Any, _k: Any = kernel, _n: str = name, _o: Any = original, **kw: Any) -> Any:
            seen.setdefault(_n, _numels(_k, args))
            return _o(*args, **kw)

        kernel.run = run
    try:
        yield seen
    finally:
        for kernel in kernels.values():
            vars(kernel).pop("run", None)


class _Heuristic:
    """A kernel's Inductor heuristic, replayable at other size hints."""

    def __init__(self, kind: str, keywords: dict[str, Any], size_hints: dict[str, int]) -> None:
        self.kind = kind
        self.keywords = keywords
        self.size_hints = size_hints

    def configs(self, numels: dict[str, int]) -> list[Any]:
        from torch._inductor.runtime import triton_heuristics
        from torch._inductor.runtime.runtime_utils import next_power_of_2

        hints = dict(self.size_hints)
        for param, value in numels.items():
            key = NUMEL_PARAMS[param]
            if key in hints:
                hints[key] = next_power_of_2(max(1, value))
        fn = getattr(triton_heuristics, self.kind)
        keywords = {
            k: (dict(v) if isinstance(v, dict) else v) for k, v in self.keywords.items()
        }  # the heuristics write into inductor_meta
        return list(fn(size_hints=hints, return_configs=True, **keywords))


def replayable(kernel_source: str, filename: str | None) -> _Heuristic | None:
    """The heuristic of a kernel's source (`@triton_heuristics.<kind>(...)`), or None for
    a kernel whose configs do not come from size hints (templates, user kernels, combo
    kernels, fixed grids)."""
    tree = ast.parse(kernel_source)
    namespace: dict[str, Any] = {"__file__": filename}
    for stmt in tree.body:
        if isinstance(stmt, ast.Import | ast.ImportFrom):
            exec(compile(ast.Module([stmt], []), "<kernel imports>", "exec"), namespace)  # noqa: S102
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for d in fn.decorator_list:
            if not (isinstance(d, ast.Call) and isinstance(d.func, ast.Attribute)):
                continue
            if ast.unparse(d.func.value) != "triton_heuristics" or d.func.attr not in HEURISTICS:
                continue
            keywords = {}
            for k in d.keywords:
                if k.arg is None:
                    return None
                keywords[k.arg] = eval(  # noqa: S307 - the kernel's own decorator arguments
                    compile(ast.Expression(k.value), "<kernel decorator>", "eval"), namespace
                )
            hints = keywords.pop("size_hints", None)
            meta = keywords.get("inductor_meta") or {}
            if (
                not isinstance(hints, dict)
                or meta.get("combo_grid_meta")
                or meta.get("grid_type") in FIXED_GRIDS
            ):
                return None
            return _Heuristic(d.func.attr, keywords, dict(hints))
    return None


class _Retuner:
    """Replaces one kernel's `run` while the module runs at another size."""

    def __init__(self, name: str, kernel: Any, heuristic: _Heuristic) -> None:
        self.name = name
        self.kernel = kernel
        self.heuristic = heuristic
        self.saved = (list(kernel.compile_results), list(kernel.launchers))
        self.original = kernel.run
        self.result: Retuned | None = None

    def __call__(self, *args: Any, stream: Any, **kwargs: Any) -> Any:
        k = self.kernel
        if self.result is None:
            numels = _numels(k, args)
            if getattr(k.fn, "fn", None) is None and getattr(k, "_reload_kernel", None):
                k.fn = k._reload_kernel().fn
            names = set(k.fn.arg_names)
            results = []
            for cfg in self.heuristic.configs(numels):
                if cfg.kwargs.get("XBLOCK") == 1 and "XBLOCK" not in names:
                    cfg.kwargs.pop("XBLOCK")  # as cached_autotune does for no_x_dim kernels
                with contextlib.suppress(Exception):  # out of resources: not a candidate
                    results.append(k._precompile_config(cfg))
            if not results:
                raise RuntimeError(f"kernel {self.name}: no config compiles at {numels}")
            k.compile_results = results
            k.launchers = []
            k._make_launchers()
            if len(k.launchers) > 1:
                hook, k.save_cache_hook = k.save_cache_hook, None
                try:
                    k.autotune_to_one_config(*args, **kwargs)
                finally:
                    k.save_cache_hook = hook
            self.result = Retuned(numels, tuned_kernel(k))
        return self.original(*args, stream=stream, **kwargs)

    def restore(self) -> None:
        vars(self.kernel).pop("run", None)
        self.kernel.compile_results, self.kernel.launchers = self.saved


def retune(
    module: Any, kernel_sources: dict[str, str], run: Callable[[], None]
) -> dict[str, Retuned]:
    """Run the module once through `run` with every replayable kernel tuned at the sizes
    it is launched with; kernel name -> what it was tuned to (kernels not launched in the
    run are missing). The kernels are as before afterwards."""
    retuners = []
    for name, kernel in _autotuners(module).items():
        source = kernel_sources.get(name)
        heuristic = replayable(source, getattr(kernel, "filename", None)) if source else None
        if heuristic is None or not kernel.launchers:
            continue
        retuner = _Retuner(name, kernel, heuristic)
        kernel.run = retuner
        retuners.append(retuner)
    try:
        run()
    finally:
        for r in retuners:
            r.restore()
    return {r.name: r.result for r in retuners if r.result is not None}
