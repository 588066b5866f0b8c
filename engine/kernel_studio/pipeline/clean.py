"""Stage 4, clean: Inductor's raw output module -> a standalone, readable module.

The rewrite works on Python syntax trees (`ast`): kernels are taken out of their
`async_compile` calls, `call` is rebuilt statement by statement, then the module is
assembled and formatted with ruff. Nothing in the result imports torch._inductor."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field
from typing import Any

COMMENT_MARK = "__ks_comment__:"

EXTERN_TO_TORCH = {
    "mm": "torch.mm",
    "bmm": "torch.bmm",
    "addmm": "torch.addmm",
    "baddbmm": "torch.baddbmm",
    "convolution": "torch.convolution",
}


@dataclass
class InputSpec:
    """A positional argument of Inductor's `call`, as the clean module sees it."""

    name: str
    kind: str  # user / parameter / buffer / constant
    dtype: str  # "torch.float32"
    device: str  # "cpu" / "cuda"
    ndim: int


@dataclass
class CleanSpec:
    """Everything the cleanup needs besides the raw source."""

    device: str
    module_name: str = "kernel"
    title: str = "an exported model"
    inputs: list[InputSpec] | None = None
    dynamic_dims: list[Any] = field(default_factory=list)  # trace.DynamicDim
    single_output: bool = False
    kernel_nodes: dict[str, list[str]] = field(default_factory=dict)  # raw name -> nodes
    node_sources: dict[str, list[str]] = field(default_factory=dict)  # node -> "f.py:12  code"
    buffer_nodes: dict[str, str] = field(default_factory=dict)  # buf3 -> graph node it holds
    tuned: dict[str, Any] = field(default_factory=dict)  # raw name -> lower.TunedKernel
    cpp_flags: list[str] = field(default_factory=list)
    cpp_isa_flags: list[str] = field(default_factory=list)  # added where the CPU has AVX2
    header: list[str] = field(default_factory=list)
    kernel_ids: dict[str, str] = field(default_factory=dict)  # raw name -> identity.kernel_id


@dataclass
class KernelInfo:
    name: str
    raw_name: str
    kind: str  # triton / cpp / extern
    nodes: list[str]
    launch: dict[str, Any] | None = None
    id: str | None = None  # identity.kernel_id; None without export context


@dataclass
class Cleaned:
    source: str
    kernels: list[KernelInfo]
    input_names: list[str]
    state_names: list[str]


class CleanupError(Exception):
    """The raw module has a shape the cleanup does not understand."""


def _call(node: ast.AST) -> tuple[str, ast.Call] | None:
    if isinstance(node, ast.Expr):
        node = node.value
    if isinstance(node, ast.Call):
        return ast.unparse(node.func), node
    return None


def find_kernels(tree: ast.Module) -> list[tuple[str, str, ast.Call]]:
    """(raw name, kind, async_compile call) for every kernel definition, in order."""
    found = []
    for stmt in tree.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            got = _call(stmt.value)
            if isinstance(target, ast.Name) and got and got[0].startswith("async_compile."):
                kind = got[0].split(".", 1)[1]
                if kind not in ("triton", "cpp_pybinding"):
                    raise CleanupError(f"kernel {target.id}: async_compile.{kind} is not supported")
                found.append((target.id, "triton" if kind == "triton" else "cpp", got[1]))
    return found


def find_call(tree: ast.Module) -> ast.FunctionDef:
    for stmt in tree.body:
        if isinstance(stmt, ast.FunctionDef) and stmt.name == "call":
            return stmt
        if isinstance(stmt, ast.ClassDef):
            for item in stmt.body:
                if isinstance(item, ast.FunctionDef) and item.name == "call":
                    return item
    raise CleanupError("the raw module has no call function")


def stable_names(raw_names: list[str], kernel_nodes: dict[str, list[str]]) -> dict[str, str]:
    """Kernel names without Inductor's global counter; a clash is settled by the name of
    the last graph node the kernel fuses (the value it produces)."""
    base = {raw: re.sub(r"_\d+$", "", raw) for raw in raw_names}
    counts: dict[str, int] = {}
    for b in base.values():
        counts[b] = counts.get(b, 0) + 1
    names: dict[str, str] = {}
    used: set[str] = set()
    for raw in raw_names:
        name = base[raw]
        if counts[name] > 1:
            nodes = kernel_nodes.get(raw) or []
            if nodes:
                name = f"{name}__{nodes[-1]}"
        candidate, i = name, 2
        while candidate in used:
            candidate = f"{name}_{i}"
            i += 1
        used.add(candidate)
        names[raw] = candidate
    return names


def nodes_from_comments(raw: str) -> dict[str, list[str]]:
    """Fallback node map: the `Topologically Sorted Source Nodes` comment Inductor writes
    above each launch (Triton output only)."""
    result: dict[str, list[str]] = {}
    pending: list[str] | None = None
    for line in raw.splitlines():
        text = line.strip()
        m = re.match(r"# Topologically Sorted Source Nodes: \[(.*?)\]", text)
        if m:
            pending = [n.strip() for n in m.group(1).split(",") if n.strip()]
            continue
        if pending is not None and not text.startswith("#"):
            m = re.match(r"(\w+)\.run\(", text) or re.match(
                r"(?:\w+ = )?(extern_kernels\.\w+)\(", text
            )
            if m and ("_xnumel" not in text.split("(")[0]):
                result.setdefault(m.group(1), pending)
                pending = None
            elif not re.match(r"\w+_[xyzr]\d*numel = |stream\d+ = ", text):
                pending = None
    return result


class _Renamer(ast.NodeTransformer):
    def __init__(self, names: dict[str, str]) -> None:
        self.names = names

    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in self.names:
            return ast.copy_location(ast.Name(self.names[node.id], node.ctx), node)
        return node


def _expr(text: str) -> ast.expr:
    return ast.parse(text, mode="eval").body


def _comment(text: str) -> ast.stmt:
    return ast.Expr(ast.Constant(COMMENT_MARK + text))


class _CdivRewriter(ast.NodeTransformer):
    """-((a) // -(b)) -> triton.cdiv(a, b)."""

    def visit_UnaryOp(self, node: ast.UnaryOp) -> ast.AST:
        self.generic_visit(node)
        inner = node.operand
        if (
            isinstance(node.op, ast.USub)
            and isinstance(inner, ast.BinOp)
            and isinstance(inner.op, ast.FloorDiv)
            and isinstance(inner.right, ast.UnaryOp)
            and isinstance(inner.right.op, ast.USub)
        ):
            return ast.Call(_expr("triton.cdiv"), [inner.left, inner.right.operand], [])
        return node


class CallRewriter:
    """Rebuilds the body of Inductor's `call` for the clean module."""

    def __init__(self, spec: CleanSpec, kernel_names: dict[str, str], kinds: dict[str, str]):
        self.spec = spec
        self.kernel_names = kernel_names
        self.kinds = kinds
        self.arg_map: dict[str, InputSpec] = {}
        self.sizes: dict[str, tuple[str, str]] = {}  # X_size -> (raw arg, "shape"/"stride")
        self.symbols: dict[str, str] = {}  # raw symbol -> clean expression source
        self.shape_checks: list[ast.stmt] = []
        self.extern_launches: list[tuple[str, str]] = []
        self.triton_args: dict[str, list[str]] = {}
        self.uses_cpp = False
        self.renames: dict[str, str] = {}
        self.heuristics: dict[str, Any] = {}  # raw name -> triton_configs.Heuristic

    def _clean(self, node: ast.AST) -> Any:
        return _Renamer(self.renames).visit(node)

    def rewrite(self, fn: ast.FunctionDef) -> list[ast.stmt]:
        body = list(fn.body)
        first = body.pop(0)
        if not (isinstance(first, ast.Assign) and ast.unparse(first.value) == "args"):
            raise CleanupError("call does not start by unpacking its args")
        target = first.targets[0]
        raw_args = [e.id for e in target.elts] if isinstance(target, ast.Tuple) else [target.id]
        inputs = self.spec.inputs or [
            InputSpec(a, "user", "", self.spec.device, -1) for a in raw_args
        ]
        if len(inputs) != len(raw_args):
            raise CleanupError(f"call takes {len(raw_args)} args, expected {len(inputs)}")
        for raw, inp in zip(raw_args, inputs, strict=False):
            self.arg_map[raw] = inp
            self.renames[raw] = inp.name
        dim_names = {d.symbol: d.name for d in self.spec.dynamic_dims}
        self.renames.update(dim_names)
        self.renames.update(self.kernel_names)
        # `<kernel>_xnumel = ...` locals read better as plain `xnumel`.
        for node in ast.walk(fn):
            if isinstance(node, ast.Name):
                m = re.fullmatch(r"(\w+?)_((?:[xyz]|r\d_)numel)", node.id)
                if m and m.group(1) in self.kinds:
                    self.renames[node.id] = m.group(2)
        out = self._statements(body)
        return out

    def _statements(self, body: list[ast.stmt]) -> list[ast.stmt]:
        out: list[ast.stmt] = []
        for stmt in body:
            out.extend(self._statement(stmt))
        return out

    def _statement(self, stmt: ast.stmt) -> list[ast.stmt]:
        if isinstance(stmt, ast.With):
            return self._statements(stmt.body)
        got = _call(stmt) if isinstance(stmt, ast.Expr) else None
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target = stmt.targets[0]
            value = stmt.value
            text = ast.unparse(value)
            if isinstance(target, ast.Name):
                m = re.fullmatch(r"(\w+)\.(size|stride)\(\)", text)
                if m and m.group(1) in self.arg_map:
                    self.sizes[target.id] = (m.group(1), m.group(2))
                    return []
                if isinstance(value, ast.Subscript) and ast.unparse(value.value) in self.sizes:
                    arg, what = self.sizes[ast.unparse(value.value)]
                    index = ast.unparse(value.slice)
                    name = self.arg_map[arg].name
                    expr = f"{name}.shape[{index}]" if what == "size" else f"{name}.stride({index})"
                    self.symbols[target.id] = expr
                    return []
                if re.fullmatch(r"get_raw_stream\(.*\)", text):
                    return []
            if isinstance(value, ast.Call) and ast.unparse(value.func).startswith(
                "extern_kernels."
            ):
                return self._extern(stmt, value)
        if got:
            func, call = got
            if func in ("args.clear", "torch.cuda.set_device", "assert_alignment"):
                return []
            if func == "assert_size_stride":
                arg = ast.unparse(call.args[0])
                if arg in self.arg_map and self.arg_map[arg].kind == "user":
                    inp = self.arg_map[arg]
                    check = ast.Expr(
                        ast.Call(
                            _expr("_check_shape"),
                            [
                                ast.Constant(inp.name),
                                ast.Name(inp.name, ast.Load()),
                                *call.args[1:3],
                            ],
                            [],
                        )
                    )
                    self.shape_checks.append(self._clean(check))
                return []
            if func.startswith("extern_kernels."):
                return self._extern(stmt, call)
            if func.endswith(".run") and func[:-4] in self.kinds:
                return self._triton_launch(func[:-4], call)
            if func in self.kinds and self.kinds[func] == "cpp":
                self.uses_cpp = True
                name = self.kernel_names[func]
                call.func = _expr(f"kernels.{name}")
                return [_comment(f"launch:{func}"), self._clean(self._alloc(stmt))]
        if isinstance(stmt, ast.Delete) and all(
            isinstance(t, ast.Name) and t.id in self.arg_map for t in stmt.targets
        ):
            return []  # inputs and weights are the caller's; dropping them reads as noise
        if isinstance(stmt, ast.Return) and isinstance(stmt.value, ast.Tuple):
            if self.spec.single_output and len(stmt.value.elts) == 1:
                stmt.value = stmt.value.elts[0]
        return [self._clean(self._alloc(stmt))]

    def _alloc(self, stmt: ast.stmt) -> ast.stmt:
        """empty_strided_<dev>/reinterpret_tensor -> torch.empty_strided/torch.as_strided."""

        class Alloc(ast.NodeTransformer):
            def visit_Call(self, node: ast.Call) -> ast.AST:
                self.generic_visit(node)
                func = ast.unparse(node.func)
                m = re.fullmatch(r"empty_strided_(cpu|cuda)", func)
                if m:
                    dtype = node.args[2] if len(node.args) > 2 else ast.Constant(None)
                    return ast.Call(
                        _expr("torch.empty_strided"),
                        node.args[:2],
                        [
                            ast.keyword("dtype", dtype),
                            ast.keyword("device", ast.Constant(m.group(1))),
                        ],
                    )
                if func == "reinterpret_tensor":
                    return ast.Call(_expr("torch.as_strided"), node.args, node.keywords)
                if func.startswith(("empty_strided_", "alloc_from_pool", "torch._C")):
                    raise CleanupError(f"unsupported call {func} in the raw module")
                return node

        return Alloc().visit(stmt)

    def _extern(self, stmt: ast.stmt, call: ast.Call) -> list[ast.stmt]:
        func = ast.unparse(call.func)
        op = func.split(".", 1)[1]
        if op not in EXTERN_TO_TORCH:
            raise CleanupError(f"library call {func} has no public torch equivalent here")
        call.func = _expr(EXTERN_TO_TORCH[op])
        self.extern_launches.append((func, op))
        return [_comment(f"launch:{func}"), self._clean(self._alloc(stmt))]

    def _triton_launch(self, raw: str, call: ast.Call) -> list[ast.stmt]:
        tuned = self.spec.tuned.get(raw)
        if tuned is None:
            return self._autotuned_launch(raw, call)
        names = [a for a in tuned.arg_names if a not in tuned.kwargs]
        args = [self._clean(a) for a in call.args]
        binding = dict(zip(names, args, strict=False))
        grid = []
        for g in tuned.grid:
            expr = _Renamer({}).visit(_expr(g))

            class Bind(ast.NodeTransformer):
                def visit_Name(self, node: ast.Name) -> ast.AST:
                    return binding.get(node.id, node)

            grid.append(_CdivRewriter().visit(Bind().visit(expr)))
        if tuned.grid_prefix:
            raise CleanupError(f"kernel {raw}: grids with a prefix are not supported yet")
        keywords = [ast.keyword(k, ast.Constant(v)) for k, v in sorted(tuned.kwargs.items())]
        keywords += [
            ast.keyword("num_warps", ast.Constant(tuned.num_warps)),
            ast.keyword("num_stages", ast.Constant(tuned.num_stages)),
        ]
        launch = ast.Call(
            ast.Subscript(
                ast.Name(self.kernel_names[raw], ast.Load()), ast.Tuple(grid, ast.Load())
            ),
            args,
            keywords,
        )
        return [_comment(f"launch:{raw}"), ast.Expr(launch)]

    def _autotuned_launch(self, raw: str, call: ast.Call) -> list[ast.stmt]:
        """`kernel[lambda meta: grid](args)` for a kernel emitted with @triton.autotune."""
        from kernel_studio.pipeline.triton_configs import UnsupportedKernel, grid_axes

        h = self.heuristics.get(raw)
        if h is None:
            raise CleanupError(f"no launch config or heuristic for Triton kernel {raw}")
        names = [p for p in h.params if p not in h.constexprs]
        args = [self._clean(a) for a in call.args]
        binding = dict(zip(names, args, strict=False))
        try:
            axes = grid_axes(h)
        except UnsupportedKernel as exc:
            raise CleanupError(f"kernel {raw}: {exc}") from exc
        elems = []
        for numel, block in axes:
            if numel not in binding:
                raise CleanupError(f"kernel {raw}: no {numel} argument at its launch")
            n = ast.unparse(binding[numel])
            elems.append(f"triton.cdiv({n}, meta[{block!r}])" if block else n)
        grid = _expr(f"lambda meta: ({', '.join(elems)},)")
        launch = ast.Call(
            ast.Subscript(ast.Name(self.kernel_names[raw], ast.Load()), grid), args, []
        )
        return [_comment(f"launch:{raw}"), ast.Expr(launch)]
