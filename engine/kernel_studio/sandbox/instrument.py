"""Instrumenting a clean module: find every kernel launch in `call` and surround it with
hooks, so the sandbox can report which kernel runs (crash/hang attribution), clone the
buffers a kernel writes (locating the faulty kernel) and repeat one launch (timing).

A launch statement `S` (whose call expression is `E`) becomes

    __ks_hook__.begin("kernel", i, lambda: (<tensor args>,))
    S with E replaced by __ks_hook__.run("kernel", i, lambda: E)
    __ks_hook__.end("kernel", i, lambda: (<written args>,), ("<written arg text>", ...))

Launches are found by the module map (module_text/module_map.py), so the working module may have
moved lines or renamed a kernel: C++ kernels are `kernels.NAME(...)`, Triton kernels
`NAME[grid](...)` (or `NAME.run(...)`), library calls `torch.addmm(..., out=buf)` (or
`buf = torch.convolution(...)`), the n-th call of a torch function being the n-th library
kernel of that function in the metadata. Line numbers of the original statements are kept,
so tracebacks and `@triton.jit` source lookup still work."""

from __future__ import annotations

import ast
import copy
import re
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.module_text.module_map import (
    find_launches,
    launch_function_nodes,
    map_module,
    renames,
)

HOOK = "__ks_hook__"
# The nodes with a source position that a hook statement can hold.
_POSITIONED = (ast.stmt, ast.expr, ast.keyword, ast.arg)


@dataclass
class Launch:
    """One launch statement in the module's `call` or a subgraph function it calls."""

    kernel: str
    kind: str
    index: int  # how many launches of this kernel come before it
    line: int
    writes: list[str] = field(default_factory=list)
    # The written arguments the kernel also reads (Inductor's `in_out_ptr` parameters).
    inout: list[str] = field(default_factory=list)


_CPP_PARAMS = re.compile(r'extern\s+"C"\s+void\s+\w+\s*\(([^)]*)\)')


def _cpp_parameters(tree: ast.Module) -> dict[str, list[str]]:
    """Each C++ kernel string's parameter names, by the name of the string constant
    (`extern "C" void NAME_kernel(float* in_out_ptr0, const float* in_ptr1, ...)`)."""
    out = {}
    for node in tree.body:
        if not (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
        ):
            continue
        found = _CPP_PARAMS.search(node.value.value)
        if found:
            params = [p.strip() for p in found.group(1).split(",") if p.strip()]
            out[node.targets[0].id] = [re.split(r"[\s*&]+", p)[-1] for p in params]
    return out


def _cpp_signatures(tree: ast.Module) -> dict[str, list[str]]:
    """`_CPP_KERNELS = {"name": (source, ["const float*", "float*", ...])}`."""
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "_CPP_KERNELS" for t in node.targets)
            and isinstance(node.value, ast.Dict)
        ):
            out = {}
            for key, value in zip(node.value.keys, node.value.values, strict=False):
                try:
                    name = ast.literal_eval(key) if key is not None else None
                    sig = ast.literal_eval(value.elts[1]) if isinstance(value, ast.Tuple) else None
                except (ValueError, IndexError, TypeError):
                    continue
                if isinstance(name, str) and isinstance(sig, list):
                    out[name] = [str(s) for s in sig]
            return out
    return {}


def _triton_written(fn: ast.FunctionDef) -> list[int]:
    """Positions of the parameters a Triton kernel stores to: names under `tl.store`'s
    pointer argument, plus Inductor's `out_ptr*`/`in_out_ptr*` parameters."""
    params = [a.arg for a in fn.args.args]
    stored: set[str] = set()
    for node in ast.walk(fn):
        if (
            isinstance(node, ast.Call)
            and ast.unparse(node.func) in ("tl.store", "tl.atomic_add", "tl.atomic_max")
            and node.args
        ):
            stored |= {n.id for n in ast.walk(node.args[0]) if isinstance(n, ast.Name)}
    return [
        i for i, p in enumerate(params) if p in stored or p.startswith(("out_ptr", "in_out_ptr"))
    ]


def _loaded(target: ast.expr) -> list[ast.expr]:
    """The values an assignment target names, as expressions that read them: a target
    has Store context, which the hooks' lambdas cannot compile."""
    if isinstance(target, ast.Name):
        return [ast.Name(target.id, ast.Load())]
    if isinstance(target, ast.Attribute):
        return [ast.Attribute(copy.deepcopy(target.value), target.attr, ast.Load())]
    if isinstance(target, ast.Subscript):
        value, index = copy.deepcopy(target.value), copy.deepcopy(target.slice)
        return [ast.Subscript(value, index, ast.Load())]
    if isinstance(target, ast.Tuple | ast.List):
        # `a, b = f(...)`: each element; a starred one holds no single buffer.
        return [e for t in target.elts for e in _loaded(t)]
    return []


def _call_of(stmt: ast.stmt) -> ast.Call | None:
    value = getattr(stmt, "value", None) if isinstance(stmt, ast.Expr | ast.Assign) else None
    return value if isinstance(value, ast.Call) else None


class _Transformer:
    def __init__(
        self,
        tree: ast.Module,
        fn: list[ast.FunctionDef],
        source: str,
        metadata: dict[str, Any],
    ) -> None:
        kernels = [k for k in metadata.get("kernels") or [] if isinstance(k, dict)]
        # Only a kernel with an id can have been renamed (its marker names it).
        has_ids = any(k.get("id") for k in kernels)
        renamed = renames(map_module(source, kernels)) if has_ids else {}
        # Launches the wrapper can take over: the call is the statement's own value.
        self.sites = {
            id(site.stmt): site
            for site in find_launches(fn, kernels, renamed)
            if site.call is _call_of(site.stmt)
        }
        self.cpp = _cpp_signatures(tree)
        self.triton = {
            n.name: _triton_written(n) for n in tree.body if isinstance(n, ast.FunctionDef)
        }
        self.params = {
            n.name: [a.arg for a in n.args.args]
            for n in tree.body
            if isinstance(n, ast.FunctionDef)
        }
        self.params |= _cpp_parameters(tree)
        self.launches: list[Launch] = []
        self.counts: dict[str, int] = {}

    def written(
        self, name: str | None, used: str | None, kind: str, stmt: ast.stmt, call: ast.Call
    ) -> list[ast.expr]:
        """The arguments the launch writes. `used`: the name the launch calls the kernel
        by (another than `name` when the user renamed it)."""
        if kind == "extern":
            outs = [k.value for k in call.keywords if k.arg == "out"]
            if isinstance(stmt, ast.Assign):
                outs += [e for t in stmt.targets for e in _loaded(t)]
            return outs
        if kind == "cpp":
            sig = self.cpp.get(name or "") or self.cpp.get(used or "")
            if sig is None:
                return [a for a in call.args if isinstance(a, ast.Name)]
            return [
                a
                for a, t in zip(call.args, sig, strict=False)
                if t.strip().endswith("*") and not t.strip().startswith("const")
            ]
        positions = self.triton.get(used or "")
        if positions is None:
            return [a for a in call.args if isinstance(a, ast.Name)]
        return [call.args[i] for i in positions if i < len(call.args)]

    def read_and_written(self, used: str | None, kind: str, call: ast.Call) -> list[str]:
        """The arguments passed as `in_out_ptr*` parameters (a Triton or C++ kernel that
        updates a buffer in place)."""
        if kind == "extern":
            return []
        names = self.params.get(used or "") or []
        return [
            ast.unparse(a)
            for a, p in zip(call.args, names, strict=False)
            if p.startswith("in_out_ptr")
        ]

    def statement(self, stmt: ast.stmt) -> list[ast.stmt]:
        for attr in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, attr, None)
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                setattr(stmt, attr, self.statements(inner))
        site = self.sites.get(id(stmt))
        # A site's call is its statement's own value (see __init__): an Expr or an Assign.
        if site is None or not isinstance(stmt, ast.Expr | ast.Assign):
            return [stmt]
        name, kind, call = site.kernel, site.kind, site.call
        index = self.counts.get(name, 0)
        self.counts[name] = index + 1
        writes = self.written(name, site.name, kind, stmt, call)
        inout = self.read_and_written(site.name, kind, call)
        reads = [a for a in call.args if not isinstance(a, ast.Constant)]
        reads += [k.value for k in call.keywords if not isinstance(k.value, ast.Constant)]
        self.launches.append(
            Launch(name, kind, index, stmt.lineno, [ast.unparse(w) for w in writes], inout)
        )
        return self.wrap(stmt, call, name, index, reads, writes)

    def statements(self, body: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for stmt in body:
            out.extend(self.statement(stmt))
        return out

    @staticmethod
    def wrap(
        stmt: ast.Expr | ast.Assign,
        call: ast.Call,
        name: str,
        index: int,
        reads: list[ast.expr],
        writes: list[ast.expr],
    ) -> list[ast.stmt]:
        def lam(body: ast.expr) -> ast.Lambda:
            args = ast.arguments(
                posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], defaults=[]
            )
            return ast.Lambda(args, body)

        def hook(method: str, *args: ast.expr) -> ast.Expr:
            func = ast.Attribute(ast.Name(HOOK, ast.Load()), method, ast.Load())
            return ast.Expr(ast.Call(func, [ast.Constant(name), ast.Constant(index), *args], []))

        def tup(exprs: list[ast.expr]) -> ast.Tuple:
            return ast.Tuple([copy.deepcopy(e) for e in exprs], ast.Load())

        texts = ast.Tuple([ast.Constant(ast.unparse(w)) for w in writes], ast.Load())
        begin = hook("begin", lam(tup(reads)))
        end = hook("end", lam(tup(writes)), texts)
        run = ast.Call(
            ast.Attribute(ast.Name(HOOK, ast.Load()), "run", ast.Load()),
            [ast.Constant(name), ast.Constant(index), lam(call)],
            [],
        )
        stmt.value = run
        out: list[ast.stmt] = [begin, stmt, end]
        for node in out:
            ast.copy_location(node, stmt)
            ast.fix_missing_locations(node)
        for node in (begin, end):  # keep every line of the hooks on the launch's line
            for sub in ast.walk(node):
                if isinstance(sub, _POSITIONED):
                    sub.lineno = sub.end_lineno = stmt.lineno
        return out


def find_call(tree: ast.Module) -> ast.FunctionDef | None:
    for node in tree.body:
        if isinstance(node, ast.FunctionDef) and node.name == "call":
            return node
    return None


def instrument(source: str, metadata: dict[str, Any]) -> tuple[ast.Module, list[Launch]]:
    """Parse `source`, put hooks around every launch in `call` and in the subgraph
    functions it calls (control flow); returns the new tree (to compile with the module's
    own file name) and the launches found, in source order. A launch in a loop runs (and
    is reported) once per iteration."""
    tree = ast.parse(source)
    if find_call(tree) is None:
        raise ValueError("the module defines no call() function")
    kernels = [k for k in metadata.get("kernels") or [] if isinstance(k, dict)]
    functions = launch_function_nodes(tree, kernels)
    transformer = _Transformer(tree, functions, source, metadata)
    for fn in functions:
        fn.body = transformer.statements(fn.body)
    ast.fix_missing_locations(tree)
    return tree, transformer.launches
