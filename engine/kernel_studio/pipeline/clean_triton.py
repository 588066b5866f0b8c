"""Cleanup of Inductor's Triton kernels: plain `@triton.jit` functions that use only triton,
triton.language and triton.language.extra.libdevice; Inductor's triton_helpers are copied
into the module as ordinary jit functions."""

from __future__ import annotations

import ast
import builtins
import copy
import functools
import inspect
from dataclasses import dataclass, field

_RESERVED = set(dir(builtins)) | {"math", "torch", "triton", "tl", "libdevice", "call"}


def helper_name(name: str) -> str:
    """The clean module's name for Inductor's `triton_helpers.<name>`."""
    return name + "_" if name in _RESERVED else name


@functools.cache
def _helper_defs() -> dict[str, ast.FunctionDef]:
    from torch._inductor.runtime import triton_helpers

    tree = ast.parse(inspect.getsource(triton_helpers))
    return {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}


def _is_triton_jit(dec: ast.expr) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    return ast.unparse(target) in ("triton.jit", "jit")


class _Rewriter(ast.NodeTransformer):
    """triton_helpers.X -> X, tl_math.X -> tl.math.X, records helpers used."""

    def __init__(self, local_helpers: set[str] | None = None) -> None:
        self.helpers: set[str] = set()
        self.local = local_helpers or set()
        self.uses_log2e = False

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        if isinstance(node.value, ast.Name):
            if node.value.id == "triton_helpers":
                self.helpers.add(node.attr)
                return ast.copy_location(ast.Name(helper_name(node.attr), ast.Load()), node)
            # tl_math in kernels, math in triton_helpers: both are triton.language.math.
            if node.value.id == "tl_math" or (node.value.id == "math" and self.local):
                return ast.copy_location(
                    ast.Attribute(
                        ast.Attribute(ast.Name("tl", ast.Load()), "math", ast.Load()),
                        node.attr,
                        ast.Load(),
                    ),
                    node,
                )
        return node

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in self.local:
            self.helpers.add(node.id)
            return ast.copy_location(ast.Name(helper_name(node.id), node.ctx), node)
        if node.id == "_LOG_2_E":
            self.uses_log2e = True
        return node


@dataclass
class TritonKernelSource:
    """One kernel after cleanup: its jit function source and the helpers it needs."""

    name: str
    source: str
    helpers: set[str] = field(default_factory=set)
    arg_names: list[str] = field(default_factory=list)
    extra_functions: list[str] = field(default_factory=list)


def clean_triton_kernel(source: str, raw_name: str, name: str) -> TritonKernelSource:
    """Take the `@triton.jit` function `raw_name` out of Inductor's kernel module source,
    drop Inductor's autotuning decorator and rename it `name`."""
    tree = ast.parse(source)
    functions = [n for n in tree.body if isinstance(n, ast.FunctionDef)]
    main = next((f for f in functions if f.name == raw_name), None)
    if main is None:
        raise ValueError(f"kernel {raw_name}: no function of that name in its source")
    rewriter = _Rewriter()
    extra = []
    for fn in functions:
        fn = rewriter.visit(copy.deepcopy(fn))
        fn.decorator_list = [d for d in fn.decorator_list if _is_triton_jit(d)]
        if not fn.decorator_list:
            fn.decorator_list = [ast.Attribute(ast.Name("triton", ast.Load()), "jit", ast.Load())]
        if fn.name == raw_name:
            fn.name = name
            main = fn
        else:
            extra.append(ast.unparse(ast.fix_missing_locations(fn)))
    arg_names = [a.arg for a in main.args.args]
    helpers = set(rewriter.helpers)
    if rewriter.uses_log2e:
        helpers.add("_LOG_2_E")
    return TritonKernelSource(
        name=name,
        source=ast.unparse(ast.fix_missing_locations(main)),
        helpers=helpers,
        arg_names=arg_names,
        extra_functions=extra,
    )


def helper_sources(names: set[str]) -> list[str]:
    """Sources of the triton_helpers functions `names` and everything they call, in a
    stable order (dependencies first)."""
    defs = _helper_defs()
    done: dict[str, str] = {}
    log2e = False

    def add(name: str, stack: tuple[str, ...] = ()) -> None:
        nonlocal log2e
        if name == "_LOG_2_E":
            log2e = True
            return
        if name in done or name in stack:
            return
        fn = defs.get(name)
        if fn is None:
            raise ValueError(f"Inductor helper triton_helpers.{name} is not supported")
        if not all(_is_triton_jit(d) for d in fn.decorator_list):
            raise ValueError(f"Inductor helper triton_helpers.{name} is not a plain jit function")
        rewriter = _Rewriter(local_helpers=set(defs) - {name})
        new = rewriter.visit(copy.deepcopy(fn))
        new.name = helper_name(name)
        for dep in sorted(rewriter.helpers):
            add(dep, stack + (name,))
        if rewriter.uses_log2e:
            log2e = True
        done[name] = ast.unparse(ast.fix_missing_locations(new))

    for n in sorted(names):
        add(n)
    out = list(done.values())
    if log2e:
        out.insert(0, "_LOG_2_E: tl.constexpr = tl.constexpr(1.4426950408889634)")
    return out
