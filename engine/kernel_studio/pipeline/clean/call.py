"""The clean module's `call`: Inductor's `call` rewritten statement by statement with libcst,
so that Inductor's comments (`# Topologically Sorted Source Nodes: ...`, `# reuse`) stay
with the statements they describe. Launches become plain Triton launches with their grid,
`kernels.<name>(...)` for C++ kernels and `torch.<op>(...)` for library calls; Inductor's
helpers empty_strided_cuda and assert_size_stride become torch calls and input checks;
reinterpret_tensor keeps its name (the module defines it)."""

from __future__ import annotations

import keyword
import re
import textwrap
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import libcst as cst

from kernel_studio.pipeline.clean.cst_tools import code, dotted, expr, names_in, rename
from kernel_studio.pipeline.clean.grids import grid_exprs, lambda_grid, launch_grid
from kernel_studio.pipeline.clean.spec import (
    STAND_IN_CALLS,
    CleanSpec,
    CleanupError,
    InputSpec,
    LaunchSpec,
    library_function,
    library_key,
    with_dim_names,
)
from kernel_studio.pipeline.clean.triton_configs import Heuristic, UnsupportedKernel, autotune_grid

EXTERN_TO_TORCH = {
    "mm": "torch.mm",
    "bmm": "torch.bmm",
    "addmm": "torch.addmm",
    "baddbmm": "torch.baddbmm",
    "convolution": "torch.convolution",
}
COMMENT_WIDTH = 100
_DROPPED_CALLS = ("args.clear", "torch.cuda.set_device", "assert_alignment")
_PROVENANCE = "# [Provenance debug handles]"


@dataclass
class TritonFacts:
    """What the launch rewrite needs to know about one Triton kernel."""

    params: list[str]
    constexprs: list[str]
    heuristic: Heuristic | None


@dataclass
class LaunchRecord:
    """One launch in `call`, in order (for the kernel list and metadata)."""

    raw: str  # raw kernel name, or `extern_kernels.X:handle` for a library call
    kind: str  # triton / cpp / extern
    label: str  # the name the clean module shows for it
    key: str | None = None  # Triton / C++: `<raw>:<provenance handle>` when known


def comment_lines(text: str, indent: int = 4) -> list[str]:
    """`text` (a `# ...` comment) wrapped at COMMENT_WIDTH, continuation lines indented."""
    width = COMMENT_WIDTH - indent
    if len(text) <= width:
        return [text]
    body = text[1:].strip()
    return [
        "# " + line if i == 0 else "#     " + line
        for i, line in enumerate(
            textwrap.wrap(body, width - 6, break_long_words=False, break_on_hyphens=False)
        )
    ]


def _empty_lines(texts: list[str]) -> list[cst.EmptyLine]:
    return [cst.EmptyLine(comment=cst.Comment(t)) for t in texts]


def _kept_comments(lines: list[cst.EmptyLine]) -> list[cst.EmptyLine]:
    """Inductor's comments minus its internal provenance handles, wrapped; blank lines
    dropped (ruff lays out the function)."""
    out: list[cst.EmptyLine] = []
    for line in lines:
        if line.comment is None or line.comment.value.startswith(_PROVENANCE):
            continue
        out += _empty_lines(comment_lines(line.comment.value))
    return out


def _handle(lines: list[cst.EmptyLine]) -> str | None:
    """The library call's key from its provenance comment (`extern_kernels.mm:3`,
    `torch.ops.aten.sort.stable:2`)."""
    for line in lines:
        if line.comment is not None and line.comment.value.startswith(_PROVENANCE):
            m = re.search(r"((?:extern_kernels|torch\.ops)\.[\w.]+:\d+)", line.comment.value)
            if m:
                return library_key(m.group(1))
    return None


def _launch_key(lines: list[cst.EmptyLine], raw: str) -> str | None:
    """A Triton or C++ launch's provenance key (`triton_poi_fused_gelu_3:17`) from the
    handle comment Inductor writes above it."""
    pattern = re.compile(re.escape(_PROVENANCE) + r"\s+" + re.escape(raw) + r":(\d+)\b")
    for line in lines:
        if line.comment is not None:
            m = pattern.match(line.comment.value)
            if m:
                return f"{raw}:{m.group(1)}"
    return None


# ATen fallbacks Inductor calls by their op (`torch.ops.aten.sort.stable(...)`), the
# export's stand-ins included: library calls like `extern_kernels.mm`.
_LIBRARY_CALL = re.compile(r"torch\.ops\.\w+\.\w+(?:\.\w+)?")


def _line(small: cst.BaseSmallStatement) -> cst.SimpleStatementLine:
    return cst.SimpleStatementLine([small])


class _Alloc(cst.CSTTransformer):
    """empty_strided_<dev> -> torch.empty_strided (reinterpret_tensor stays: the module
    defines it, clean_runtime.VIEWS); the export's stand-ins for library ops -> the ATen
    ops."""

    def leave_Call(self, original_node: cst.Call, updated_node: cst.Call) -> cst.BaseExpression:
        func = dotted(updated_node.func) or ""
        m = re.fullmatch(r"empty_strided_(cpu|cuda)", func)
        if m:
            args = list(updated_node.args)
            dtype = args[2].value if len(args) > 2 else cst.Name("None")
            return updated_node.with_changes(
                func=expr("torch.empty_strided"),
                args=[
                    *[a.with_changes(comma=cst.MaybeSentinel.DEFAULT) for a in args[:2]],
                    cst.Arg(dtype, keyword=cst.Name("dtype")),
                    cst.Arg(cst.SimpleString(f'"{m.group(1)}"'), keyword=cst.Name("device")),
                ],
            )
        if func in STAND_IN_CALLS:  # an op kept as one library call (pipeline/lower/library_ops.py)
            call = updated_node.with_changes(func=expr(STAND_IN_CALLS[func]))
            # The code after it indexes the outputs by the layout the stand-in declared:
            # contiguous, and a batch_first output as a transposed view of (T, B, H).
            args = list(call.args)
            batch_first = bool(args) and code(args[-1].value).strip() == "True"
            if batch_first:
                return cst.parse_expression(
                    "tuple(t.transpose(0, 1).contiguous().transpose(0, 1)"
                    " if i == 0 and t.dim() == 3 else t.contiguous()"
                    f" for i, t in enumerate({code(call)}))"
                )
            return cst.parse_expression(f"tuple(t.contiguous() for t in {code(call)})")
        if func.startswith(("empty_strided_", "alloc_from_pool", "torch._C")):
            raise CleanupError(f"unsupported call {func} in the raw module")
        return updated_node


def _check_allocated_before_use(body: list[cst.BaseStatement], args: set[str]) -> None:
    """Raises CleanupError when a statement of `call`'s straight-line code (device guards
    included) reads a buffer (`bufN`) that no earlier statement assigns: Inductor ordered a
    kernel before the one creating its buffer, which would fail at run time
    (UnboundLocalError) or read a value not yet computed. Inside control flow (torch.cond,
    while_loop) every buffer a block mentions counts as assigned there."""
    assigned = set(args)

    def walk(statements: Sequence[cst.BaseStatement]) -> None:
        for stmt in statements:
            if isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock):
                walk(list(stmt.body.body))
                continue
            if not isinstance(stmt, cst.SimpleStatementLine):
                assigned.update(names_in(stmt))
                continue
            for small in stmt.body:
                targets: set[str] = set()
                if isinstance(small, cst.Assign):
                    for t in small.targets:
                        targets.update(names_in(t.target))
                    used = names_in(small.value)
                else:
                    used = names_in(small)
                for name in used:
                    if re.fullmatch(r"buf\d+", name) and name not in assigned:
                        statement = code(small).strip().splitlines()[0][:120]
                        raise CleanupError(
                            f"Inductor's output module uses {name} before it creates it"
                            f" (in call: {statement}): its kernels are out of order"
                        )
                assigned.update(targets)

    walk(body)


def _layout_check(what: str, name: str, args: list[cst.BaseExpression]) -> cst.Assign:
    """`name = _check_shape(what, name, sizes, strides)` from Inductor's assert's arguments."""
    check = expr(f"_check_shape({what!r}, {name}, 0, 0)")
    assert isinstance(check, cst.Call)
    new_args = [*check.args[:2], cst.Arg(args[1]), cst.Arg(args[2])]
    return cst.Assign([cst.AssignTarget(cst.Name(name))], check.with_changes(args=new_args))


@dataclass
class CallRewriter:
    """Rebuilds the body of Inductor's `call` for the clean module. After `rewrite`, the
    fields say what the module around it needs (inputs, symbols, checks, launches)."""

    spec: CleanSpec
    kernel_names: dict[str, str]  # raw -> clean
    kinds: dict[str, str]  # raw -> triton / cpp
    triton: dict[str, TritonFacts]
    kernel_nodes: dict[str, list[str]]
    extern_order: list[str]  # provenance handles of library calls, in launch order
    # raw Triton / C++ kernel -> its launches' provenance keys, in the raw module's order
    launch_order: dict[str, list[str]] = field(default_factory=dict)
    arg_map: dict[str, InputSpec] = field(default_factory=dict)
    renames: dict[str, str] = field(default_factory=dict)
    symbols: dict[str, str] = field(default_factory=dict)  # raw symbol -> expression source
    # raw symbol -> (input name, "size"/"stride", index): where `call` reads it
    symbol_reads: dict[str, tuple[str, str, int]] = field(default_factory=dict)
    # input name -> Inductor's (sizes, strides) tuples for it, raw symbols in them
    input_layouts: dict[str, tuple[cst.BaseExpression, cst.BaseExpression]] = field(
        default_factory=dict
    )
    shape_checks: list[cst.SimpleStatementLine] = field(default_factory=list)
    launches: list[LaunchRecord] = field(default_factory=list)
    uses_cpp: bool = False  # the module launches C++ kernels (in call or a subgraph)
    call_uses_cpp: bool = False  # call itself does
    subgraph_names: list[str] = field(default_factory=list)  # raw subgraph functions
    _sizes: dict[str, tuple[str, str]] = field(default_factory=dict)
    _pending: list[cst.EmptyLine] = field(default_factory=list)
    _extern_counts: dict[str, int] = field(default_factory=dict)
    taken: set[str] = field(default_factory=set)
    # Renames that hold in every function: dynamic dims' symbols, kernel names.
    _shared_renames: dict[str, str] = field(default_factory=dict)
    _body: list[cst.BaseStatement] | None = None
    _subgraph_args: set[str] | None = None  # the args of the subgraph being rewritten
    _subgraph_name: str = ""
    _fn_cpp: bool = False

    # -- entry -------------------------------------------------------------------------
    def prepare(self, fn: cst.FunctionDef) -> None:
        """Read `call`'s arguments and set up the names; before rewrite_subgraph."""
        if self._body is not None:
            return
        if not isinstance(fn.body, cst.IndentedBlock):
            raise CleanupError("call's body is not an indented block")
        body = list(fn.body.body)
        if not body:
            raise CleanupError("call is empty")
        raw_args = self._unpack(body.pop(0))
        _check_allocated_before_use(body, set(raw_args))
        self._body = body
        inputs = self.spec.inputs or [
            InputSpec(a, "user", "", self.spec.device, -1) for a in raw_args
        ]
        if len(inputs) != len(raw_args):
            raise CleanupError(f"call takes {len(raw_args)} args, expected {len(inputs)}")
        for raw, inp in zip(raw_args, inputs, strict=True):
            self.arg_map[raw] = inp
            self.renames[raw] = inp.name
        self._shared_renames = {d.symbol: d.name for d in self.spec.dynamic_dims}
        self._shared_renames.update(self.kernel_names)
        self.renames.update(self._shared_renames)
        self.taken = {i.name for i in inputs} | {d.name for d in self.spec.dynamic_dims}
        self.renames.update(self._numel_renames(fn))

    def rewrite(self, fn: cst.FunctionDef) -> list[cst.BaseStatement]:
        """The body of the clean `call` (before the final renames, see `renames`)."""
        self.prepare(fn)
        assert self._body is not None
        self._fn_cpp = False
        out = self._statements(self._body)
        self.call_uses_cpp = self._fn_cpp
        return out

    def _numel_renames(self, fn: cst.FunctionDef) -> dict[str, str]:
        """`<kernel>_xnumel = ...` locals read better as plain `xnumel`."""
        out: dict[str, str] = {}
        for name in set(re.findall(r"\b(\w+?_(?:[xyz]|r\d_)numel)\b", code(fn))):
            m = re.fullmatch(r"(\w+?)_((?:[xyz]|r\d_)numel)", name)
            if m and m.group(1) in self.kinds:
                out[name] = m.group(2)
        return out

    def rewrite_subgraph(self, fn: cst.FunctionDef) -> cst.FunctionDef:
        """A function Inductor lifted a subgraph into (a branch of torch.cond, the condition
        or body of a while_loop), rewritten like `call` and renamed: its locals lose the
        function's name as prefix (`true_graph_0_buf1` -> `buf1`). Call `prepare` first."""
        name = fn.name.value
        if not isinstance(fn.body, cst.IndentedBlock) or not fn.body.body:
            raise CleanupError(f"subgraph function {name}: its body is not an indented block")
        body = list(fn.body.body)
        first = body[0].body[0] if isinstance(body[0], cst.SimpleStatementLine) else None
        unpacks = isinstance(first, cst.Assign) and code(first.value).strip() == "args"
        args = self._unpack(body[0], name) if unpacks else []  # a subgraph without inputs
        self._subgraph_args, self._fn_cpp, self._pending = set(args), False, []
        self._subgraph_name = name
        try:
            statements = self._statements(body)
        finally:
            self._subgraph_args, self._pending = None, []
        if self._fn_cpp:
            statements.insert(1 if args else 0, _simple_line("kernels = cpp_kernels()"))
        renames: dict[str, str] = {**self._shared_renames, **self._numel_renames(fn)}
        reserved = (
            set(self.kernel_names.values())
            | set(self.subgraph_names)
            | set(renames.values())
            | {"args", "kernels", "torch", "triton", "tl", "libdevice", "aten", "DEVICE"}
        )
        prefix = name + "_"
        for local in set(names_in(fn)):
            if local.startswith(prefix) and local not in self.subgraph_names:
                short = local[len(prefix) :]
                if short.isidentifier() and not keyword.iskeyword(short) and short not in reserved:
                    renames.setdefault(local, short)
        block = cst.IndentedBlock(body=[rename(s, renames) for s in statements])
        return fn.with_changes(body=block, leading_lines=[])

    def _unpack(self, first: cst.BaseStatement, function: str = "call") -> list[str]:
        small = first.body[0] if isinstance(first, cst.SimpleStatementLine) else None
        if not (
            isinstance(small, cst.Assign)
            and isinstance(small.value, cst.Name)
            and small.value.value == "args"
        ):
            raise CleanupError(f"{function} does not start by unpacking its args")
        target = small.targets[0].target
        elements = target.elements if isinstance(target, cst.Tuple) else [cst.Element(target)]
        names = [e.value.value for e in elements if isinstance(e.value, cst.Name)]
        if len(names) != len(elements):
            raise CleanupError(f"{function} unpacks its args into something other than names")
        return names

    # -- statements --------------------------------------------------------------------
    def _statements(self, body: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
        out: list[cst.BaseStatement] = []
        for stmt in body:
            out.extend(self._statement(stmt))
        return out

    def _statement(self, stmt: cst.BaseStatement) -> Sequence[cst.BaseStatement]:
        if isinstance(stmt, cst.With) and isinstance(stmt.body, cst.IndentedBlock):
            # Device guards: the module runs on the current device.
            self._pending += list(stmt.leading_lines)
            return self._statements(list(stmt.body.body))
        # Every statement is a simple line or a compound one; both carry leading lines.
        assert isinstance(stmt, cst.SimpleStatementLine | cst.BaseCompoundStatement)
        comments = self._pending + list(stmt.leading_lines)
        self._pending = []
        if not isinstance(stmt, cst.SimpleStatementLine):
            # Control flow (torch.cond's `if`, while_loop's `while`): each block rewritten
            # like the body around it.
            kept = self._compound(stmt).with_changes(leading_lines=_kept_comments(comments))
            return [kept]
        out: list[cst.SimpleStatementLine] = []
        for small in stmt.body:
            out += self._small(small, comments if not out else [])
        if not out:
            self._pending = comments
            return []
        # Inductor's trailing comment (`# reuse`, `# alias`) stays on the first statement.
        if stmt.trailing_whitespace.comment is not None:
            first = out[0]
            if not first.trailing_whitespace.comment:
                out[0] = first.with_changes(trailing_whitespace=stmt.trailing_whitespace)
        first = out[0]
        out[0] = first.with_changes(
            leading_lines=_kept_comments(comments) + list(first.leading_lines)
        )
        return out

    def _compound(self, stmt: cst.BaseCompoundStatement) -> cst.BaseCompoundStatement:
        if isinstance(stmt, cst.If | cst.While):
            orelse: cst.CSTNode | None = stmt.orelse
            if isinstance(orelse, cst.If):
                orelse = self._compound(orelse)
            elif isinstance(orelse, cst.Else):
                orelse = orelse.with_changes(body=self._suite(orelse.body))
            return stmt.with_changes(
                test=self._alloc(stmt.test), body=self._suite(stmt.body), orelse=orelse
            )
        if isinstance(stmt, cst.For):
            orelse = stmt.orelse
            if orelse is not None:
                orelse = orelse.with_changes(body=self._suite(orelse.body))
            return stmt.with_changes(
                iter=self._alloc(stmt.iter), body=self._suite(stmt.body), orelse=orelse
            )
        # Other compound statements (not seen in Inductor's output) are kept, with
        # Inductor's helpers replaced.
        return self._alloc(stmt)

    def _suite(self, suite: cst.BaseSuite) -> cst.IndentedBlock:
        """A block rewritten statement by statement (`pass` where nothing is left)."""
        if isinstance(suite, cst.IndentedBlock):
            statements: list[cst.BaseStatement] = list(suite.body)
        else:
            assert isinstance(suite, cst.SimpleStatementSuite)
            statements = [cst.SimpleStatementLine(list(suite.body))]
        outer, self._pending = self._pending, []
        body = self._statements(statements)
        self._pending = outer  # comments of statements dropped at the block's end go too
        return cst.IndentedBlock(body=body or [_line(cst.Pass())])

    def _small(
        self, small: cst.BaseSmallStatement, comments: list[cst.EmptyLine]
    ) -> list[cst.SimpleStatementLine]:
        value = getattr(small, "value", None)
        if isinstance(small, cst.Assign) and len(small.targets) == 1:
            target = small.targets[0].target
            if isinstance(target, cst.Name):
                sizes = self._size_assignment(target.value, value)
                if sizes is not None:
                    return sizes
                if isinstance(value, cst.Call) and (dotted(value.func) or "").startswith(
                    "get_raw_stream"
                ):
                    return []
            if isinstance(value, cst.Call) and (dotted(value.func) or "").startswith(
                "extern_kernels."
            ):
                return self._extern(small, value, comments)
        if isinstance(small, cst.Assign | cst.Expr) and isinstance(value, cst.Call):
            if _LIBRARY_CALL.fullmatch(dotted(value.func) or ""):
                return self._library(small, value, comments)
        if isinstance(small, cst.Expr) and isinstance(value, cst.Call):
            func = dotted(value.func) or ""
            if func in _DROPPED_CALLS:
                return []
            if func == "assert_size_stride":
                return self._shape_check(value)
            if func.startswith("extern_kernels."):
                return self._extern(small, value, comments)
            if func.endswith(".run") and self.kinds.get(func[:-4]) == "triton":
                return self._triton_launch(func[:-4], value, comments)
            if self.kinds.get(func) == "cpp":
                self.uses_cpp = self._fn_cpp = True
                name = self.kernel_names[func]
                key = self._next_key(func, comments)
                self.launches.append(LaunchRecord(func, "cpp", name, key))
                launch = small.with_changes(value=value.with_changes(func=expr(f"kernels.{name}")))
                return [self._labelled(_line(self._alloc(launch)), func, name, key)]
        if isinstance(small, cst.Del):
            targets = small.target.elements if isinstance(small.target, cst.Tuple) else None
            names = [small.target] if targets is None else [e.value for e in targets]
            if all(isinstance(n, cst.Name) and n.value in self.arg_map for n in names):
                return []  # inputs and weights are the caller's; dropping them reads as noise
        if (
            isinstance(small, cst.Return)
            and isinstance(small.value, cst.Tuple)
            and self._subgraph_args is None
        ):
            returned = small.value
            writes = self._write_backs(returned.elements)
            dropped = {w.output for w in self.spec.writes}
            elements = [e for i, e in enumerate(returned.elements) if i not in dropped]
            if self.spec.single_output and len(elements) == 1:
                small = small.with_changes(value=elements[0].value)
            elif dropped:
                tail = [e.with_changes(comma=cst.MaybeSentinel.DEFAULT) for e in elements]
                small = small.with_changes(value=returned.with_changes(elements=tail))
            return [*writes, _line(self._alloc(small))]
        return [_line(self._alloc(small))]

    def _write_backs(self, elements: Sequence[cst.BaseElement]) -> list[cst.SimpleStatementLine]:
        """The state the model writes in place (buffers, parameters, inputs): the graph
        returns the new values; the module copies each into the tensor it belongs to."""
        raw_args = {inp.name: raw for raw, inp in self.arg_map.items()}
        inputs = self.spec.inputs or []
        lines: list[cst.SimpleStatementLine] = []
        for w in self.spec.writes:
            if w.output >= len(elements) or w.input >= len(inputs):
                raise CleanupError(f"state write {w.output} -> {w.input} is out of range")
            target = raw_args[inputs[w.input].name]
            value = code(elements[w.output].value)
            statement = cst.parse_statement(f"{target}.copy_({value})")
            lines.append(cst.ensure_type(self._alloc(statement), cst.SimpleStatementLine))
        if lines:
            comment = "# The model writes this state in place: copy the new values back."
            lines[0] = lines[0].with_changes(
                leading_lines=[cst.EmptyLine(comment=cst.Comment(comment))]
            )
        return lines

    def _alloc(self, node: cst.CSTNode) -> Any:
        return node.visit(_Alloc())

    def _size_assignment(self, target: str, value: Any) -> list[cst.SimpleStatementLine] | None:
        """`X_size = argN.size()` and `s0 = X_size[0]`: the symbols come from the inputs
        (in `call`, read in the prologue; in a subgraph, read where Inductor reads them).
        None: not such an assignment."""
        args = self.arg_map if self._subgraph_args is None else self._subgraph_args
        if (
            self._subgraph_args is None
            and isinstance(value, cst.Name)
            and value.value in args
            and self.arg_map[value.value].ndim < 0
        ):
            # `s0 = sym_size_int`: a size given as an argument (a training step's backward
            # takes the sizes its forward saved), read in the prologue like the others.
            self.symbols[target] = self.arg_map[value.value].name
            return []
        if isinstance(value, cst.Call) and not value.args:
            m = re.fullmatch(r"(\w+)\.(size|stride)", dotted(value.func) or "")
            if m and m.group(1) in args:
                self._sizes[target] = (m.group(1), m.group(2))
                return []
        if isinstance(value, cst.Subscript) and isinstance(value.value, cst.Name):
            got = self._sizes.get(value.value.value)
            if got is not None and len(value.slice) == 1:
                arg, what = got
                index = code(value.slice[0].slice).strip()
                name = self.arg_map[arg].name if self._subgraph_args is None else arg
                source = f"{name}.shape[{index}]" if what == "size" else f"{name}.stride({index})"
                if self._subgraph_args is not None:
                    return [_simple_line(f"{target} = {source}")]
                self.symbols[target] = source
                if index.isdigit():
                    self.symbol_reads[target] = (name, what, int(index))
                return []
        return None

    def _shape_check(self, call: cst.Call) -> list[cst.SimpleStatementLine]:
        """Inductor's size/stride asserts: on a user input, the input check at the top (an
        input in another layout is copied into the kernels' one); on a library call's
        output, the same check in place: the kernels after it index the layout that the
        call gave at the example sizes, which another size, thread count or backend may
        change (a copy into the expected layout then, never a wrong read)."""
        args = [a.value for a in call.args]
        first = args[0] if args else None
        if not isinstance(first, cst.Name) or len(args) < 3:
            return []
        if first.value in self.arg_map:
            inp = self.arg_map[first.value]
            self.input_layouts[inp.name] = (args[1], args[2])
            if inp.kind == "user":
                # The input rebinds to its copy when it came in another layout.
                self.shape_checks.append(_line(_layout_check(inp.name, first.value, args)))
            return []
        op = args[3] if len(args) >= 4 else None
        what = "a library call's output"
        if self._subgraph_args is not None and first.value in self._subgraph_args:
            local = first.value.removeprefix(self._subgraph_name + "_")
            what = f"{self._subgraph_name}'s input {local}"  # as its kernels index it
        elif isinstance(op, cst.SimpleString):
            name = library_function(str(op.evaluated_value))
            what = "the output of " + name.removeprefix("torch.ops.")
        return [_line(self._alloc(_layout_check(what, first.value, args)))]

    # -- launches ------------------------------------------------------------------------
    def _next_key(self, raw: str, comments: list[cst.EmptyLine]) -> str | None:
        """The provenance key of this launch of `raw`: from its handle comment, else the
        next of the raw module's handles for `raw` (in text order, as launches are)."""
        key = _launch_key(comments, raw)
        if key is None:
            done = sum(1 for launch in self.launches if launch.raw == raw)
            order = self.launch_order.get(raw, [])
            key = order[done] if done < len(order) else None
        return key

    def _labelled(
        self, line: cst.SimpleStatementLine, raw: str, label: str, key: str | None = None
    ) -> cst.SimpleStatementLine:
        nodes = self.spec.launch_nodes.get(key or "") or self.kernel_nodes.get(raw, [])
        text = f"# {label}" + (": " + ", ".join(nodes) if nodes else "")
        return line.with_changes(leading_lines=_empty_lines(comment_lines(text)))

    def _extern(
        self, small: cst.BaseSmallStatement, call: cst.Call, comments: list[cst.EmptyLine]
    ) -> list[cst.SimpleStatementLine]:
        func = dotted(call.func) or ""
        op = func.split(".", 1)[1]
        if op not in EXTERN_TO_TORCH:
            raise CleanupError(f"library call {func} has no public torch equivalent here")
        index = sum(1 for launch in self.launches if launch.kind == "extern")
        handle = _handle(comments) or (
            self.extern_order[index] if index < len(self.extern_order) else func
        )
        label = self._library_label(op)
        self.launches.append(LaunchRecord(handle, "extern", label))
        new = small.with_changes(value=call.with_changes(func=expr(EXTERN_TO_TORCH[op])))
        return [self._labelled(_line(self._alloc(new)), handle, label)]

    def _library(
        self, small: cst.BaseSmallStatement, call: cst.Call, comments: list[cst.EmptyLine]
    ) -> list[cst.SimpleStatementLine]:
        """An ATen fallback (`buf1 = torch.ops.aten.sort.stable(...)`, a stand-in's op):
        kept as the call, recorded as a library kernel like `extern_kernels.*` ones."""
        function = library_function(dotted(call.func) or "")
        op = function.split(".")[3] if function.count(".") >= 3 else function
        label = self._library_label(op)
        index = sum(1 for launch in self.launches if launch.kind == "extern")
        handle = _handle(comments)
        if handle is None and index < len(self.extern_order):
            candidate = self.extern_order[index]
            handle = candidate if candidate.rpartition(":")[0] == function else None
        self.launches.append(LaunchRecord(handle or f"{function}:{label}", "extern", label))
        return [self._labelled(_line(self._alloc(small)), handle or "", label)]

    def _library_label(self, op: str) -> str:
        count = self._extern_counts.get(op, 0) + 1
        self._extern_counts[op] = count
        return op if count == 1 else f"{op}_{count}"

    def _triton_launch(
        self, raw: str, call: cst.Call, comments: list[cst.EmptyLine]
    ) -> list[cst.SimpleStatementLine]:
        facts = self.triton[raw]
        name = self.kernel_names[raw]
        args = [a.value for a in call.args if a.keyword is None]
        extra = list(
            (facts.heuristic.inductor_meta if facts.heuristic else {}).get(
                "extra_launcher_args", []
            )
        )
        passed = [p for p in facts.params if p not in facts.constexprs]
        if len(args) != len(passed) + len(extra):
            raise CleanupError(
                f"kernel {raw}: launched with {len(args)} arguments, its parameters take"
                f" {len(passed)}" + (f" and {len(extra)} grid values" if extra else "")
            )
        binding = dict(zip([*passed, *extra], args, strict=True))
        kernel_args = args[: len(passed)]
        tuned = self.spec.tuned.get(raw)
        key = self._next_key(raw, comments)
        self.launches.append(LaunchRecord(raw, "triton", name, key))
        statements: list[cst.SimpleStatementLine] = []
        if tuned is not None and tuned.by_size and facts.heuristic is not None:
            statements, grid, keywords = self._sized_launch(raw, tuned, facts, binding)
            subscript = cst.Subscript(
                cst.Name(name), [cst.SubscriptElement(cst.Index(g)) for g in grid]
            )
        elif tuned is not None:
            statements, grid = launch_grid(tuned.grid_prefix, tuned.grid, binding, raw, self.taken)
            keywords = self._tuned_keywords(raw, tuned, facts)
            subscript = cst.Subscript(
                cst.Name(name), [cst.SubscriptElement(cst.Index(g)) for g in grid]
            )
        else:
            h = facts.heuristic
            if h is None:
                raise CleanupError(f"no launch config or heuristic for Triton kernel {raw}")
            try:
                prefix, grid_text = autotune_grid(h)
            except UnsupportedKernel as exc:
                raise CleanupError(f"kernel {raw}: {exc}") from exc
            lam = lambda_grid(prefix, grid_text, binding, raw)
            keywords = [cst.Arg(_value(v), keyword=cst.Name(k)) for k, v in h.options.items()]
            subscript = cst.Subscript(cst.Name(name), [cst.SubscriptElement(cst.Index(lam))])
        launch = cst.Call(subscript, [cst.Arg(a) for a in kernel_args] + keywords)
        return [*statements, self._labelled(_line(cst.Expr(launch)), raw, name, key)]

    def _sized_launch(
        self, raw: str, tuned: LaunchSpec, facts: TritonFacts, binding: dict[str, Any]
    ) -> tuple[list[cst.SimpleStatementLine], list[cst.BaseExpression], list[cst.Arg]]:
        """The launch of a kernel whose config depends on its size: one assignment picks
        the values that differ between the rungs (`XBLOCK, num_warps = (8, 2) if xnumel <=
        2896 else (128, 4)`), the grid and the keywords read them."""
        h = facts.heuristic
        assert h is not None
        rungs = [
            {**r.kwargs, "num_warps": r.num_warps, "num_stages": r.num_stages}
            for r in tuned.by_size
        ]
        varying = [k for k in rungs[0] if len({r[k] for r in rungs}) > 1]
        local = {}
        for key in varying:
            name = key
            while name in self.taken or name in binding:
                name += "_"
            local[key] = name
        sizes = []
        for param in tuned.size_of:
            if param not in binding:
                raise CleanupError(f"kernel {raw}: its size argument {param} is not passed")
            text = code(binding[param])
            sizes.append(text if len(tuned.size_of) == 1 or text.isidentifier() else f"({text})")
        size = " * ".join(sizes)

        def values(r: dict[str, int]) -> str:
            items = [str(r[k]) for k in varying]
            return items[0] if len(items) == 1 else "(" + ", ".join(items) + ")"

        choice = values(rungs[-1])
        for rung, spec in zip(reversed(rungs[:-1]), reversed(tuned.by_size[:-1]), strict=True):
            choice = f"{values(rung)} if {size} <= {spec.up_to} else {choice}"
        targets = ", ".join(local[k] for k in varying)
        at = ", ".join(str(n) for r in tuned.by_size for n in r.tuned_at)
        said = " * ".join(tuned.size_of)
        comment = comment_lines(f"# launch config by size ({said}), tuned at export at {at}")
        pick = _simple_line(f"{targets} = {choice}").with_changes(
            leading_lines=_empty_lines(comment)
        )
        fixed = {k: v for k, v in rungs[0].items() if k not in local}
        blocks: dict[str, Any] = {k: local.get(k, fixed.get(k)) for k in tuned.by_size[0].kwargs}
        try:
            prefix, grid_text = grid_exprs(h.grid_type, h.inductor_meta, blocks)
        except CleanupError as exc:
            raise CleanupError(f"kernel {raw}: {exc}") from exc
        named = {**binding, **{n: cst.Name(n) for n in local.values()}}
        statements, grid = launch_grid(prefix, grid_text, named, raw, self.taken)
        chosen: dict[str, Any] = {
            k: cst.Name(local[k]) if k in local else v for k, v in rungs[0].items()
        }
        keywords = self._tuned_keywords(raw, tuned, facts, chosen)
        return [pick, *statements], grid, keywords

    def _tuned_keywords(
        self,
        raw: str,
        tuned: LaunchSpec,
        facts: TritonFacts,
        chosen: dict[str, Any] | None = None,
    ) -> list[cst.Arg]:
        """The launch keywords: the config's values (`chosen`: the values or names of a
        launch by size, num_warps and num_stages included), the constexprs' constants and
        Inductor's launch options."""
        values: dict[str, Any] = dict(sorted(tuned.kwargs.items()))
        if chosen is not None:
            values = {k: v for k, v in chosen.items() if k not in ("num_warps", "num_stages")}
            values = dict(sorted(values.items()))
        constants = facts.heuristic.constants if facts.heuristic else {}
        for p in facts.constexprs:
            if p not in values:
                if p not in constants:
                    raise CleanupError(
                        f"kernel {raw}: constexpr parameter {p} has no value at its launch"
                    )
                values[p] = constants[p]
        values["num_warps"] = tuned.num_warps if chosen is None else chosen["num_warps"]
        values["num_stages"] = tuned.num_stages if chosen is None else chosen["num_stages"]
        if facts.heuristic is not None:
            values.update(facts.heuristic.options)
        return [
            cst.Arg(v if isinstance(v, cst.BaseExpression) else _value(v), keyword=cst.Name(k))
            for k, v in values.items()
        ]


def _value(value: Any) -> cst.BaseExpression:
    return expr(repr(value))


def _simple_line(line: str) -> cst.SimpleStatementLine:
    return cst.ensure_type(cst.parse_statement(line), cst.SimpleStatementLine)


def prologue(rewriter: CallRewriter, state: list[InputSpec]) -> list[cst.SimpleStatementLine]:
    """Input checks, dynamic sizes, weights and the C++ kernels, before the body."""
    spec = rewriter.spec
    lines: list[str] = []
    users = [i for i in rewriter.arg_map.values() if i.kind == "user"]
    for inp in users:
        if inp.ndim >= 0:
            lines.append(
                f"_check_input({inp.name!r}, {inp.name}, {inp.ndim}, {inp.dtype}, {inp.device!r})"
            )
    dims = {d.symbol: d for d in spec.dynamic_dims}
    for raw_sym, source in rewriter.symbols.items():
        lines.append(f"{rewriter.renames.get(raw_sym, raw_sym)} = {source}")
    for raw_sym in rewriter.symbols:
        d = dims.get(raw_sym)
        if d is not None and (d.min is not None or d.max is not None):
            lines.append(f"_check_range({d.name!r}, {d.name}, {d.min}, {d.max})")
    for guard in spec.size_guards:
        text = with_dim_names(guard.expr, rewriter.renames)
        why = "the kernels were lowered assuming it" + (f" {guard.where}" if guard.where else "")
        lines.append(f"_check_sizes({text}, {text!r}, {why!r})")
    out = [_simple_line(line) for line in lines]
    out += rewriter.shape_checks
    after = []
    if state:
        after.append("weights = load_weights()")
        after += [f"{s.name} = weights[{s.name!r}]" for s in state]
    if rewriter.call_uses_cpp:
        after.append("kernels = cpp_kernels()")
    out += [_simple_line(line) for line in after]
    return out
