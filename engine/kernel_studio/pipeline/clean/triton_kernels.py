"""Cleanup of Inductor's Triton kernels: plain `@triton.jit` functions that use only triton,
triton.language and triton.language.extra.libdevice; Inductor's triton_helpers are copied
into the module as ordinary jit functions. The kernels' own text (comments, layout) is
kept: only decorators, a few names and the function's name change."""

from __future__ import annotations

import ast
import builtins
import io
import textwrap
import tokenize
from dataclasses import dataclass, field

import libcst as cst

from kernel_studio.pipeline.clean.cst_tools import code, dotted, names_in

_RESERVED = set(dir(builtins)) | {"math", "torch", "triton", "tl", "libdevice", "call"}
LOG_2_E = "_LOG_2_E: tl.constexpr = tl.constexpr(1.4426950408889634)"
# Triton functions triton_helpers imports by bare name, and where the module finds them.
TRITON_NAMES = {"_log2": "tl.standard._log2"}


def helper_name(name: str) -> str:
    """The clean module's name for Inductor's `triton_helpers.<name>`."""
    return name + "_" if name in _RESERVED else name


def _is_triton_jit(dec: cst.Decorator) -> bool:
    target = dec.decorator.func if isinstance(dec.decorator, cst.Call) else dec.decorator
    return dotted(target) in ("triton.jit", "jit")


def jit_functions(module_source: str) -> dict[str, str]:
    """The plain `@triton.jit` functions of a module (Inductor's triton_helpers), by name:
    what CleanSpec.triton_helpers holds."""
    module = cst.parse_module(module_source)
    out = {}
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef) and stmt.decorators:
            if all(_is_triton_jit(d) for d in stmt.decorators):
                out[stmt.name.value] = code(stmt.with_changes(leading_lines=[])).strip() + "\n"
    return out


class _Rewriter(cst.CSTTransformer):
    """triton_helpers.X -> X, tl_math.X -> tl.math.X; records the helpers used. In a
    helper's own source (`local` set) bare helper names and `math.X` are rewritten too."""

    def __init__(self, local_helpers: set[str] | None = None) -> None:
        super().__init__()
        self.helpers: set[str] = set()
        self.local = local_helpers or set()
        self.uses_log2e = False

    def visit_Attribute(self, node: cst.Attribute) -> bool:
        return False

    def leave_Attribute(
        self, original_node: cst.Attribute, updated_node: cst.Attribute
    ) -> cst.BaseExpression:
        value = updated_node.value
        if isinstance(value, cst.Name):
            if value.value == "triton_helpers":
                self.helpers.add(updated_node.attr.value)
                return cst.Name(
                    helper_name(updated_node.attr.value),
                    lpar=updated_node.lpar,
                    rpar=updated_node.rpar,
                )
            # tl_math in kernels, math in triton_helpers: both are triton.language.math.
            if value.value == "tl_math" or (value.value == "math" and self.local):
                return updated_node.with_changes(
                    value=cst.Attribute(cst.Name("tl"), cst.Name("math"))
                )
        return updated_node.with_changes(value=value.visit(self))

    def visit_Arg(self, node: cst.Arg) -> bool:
        return False

    def leave_Arg(self, original_node: cst.Arg, updated_node: cst.Arg) -> cst.Arg:
        return updated_node.with_changes(value=updated_node.value.visit(self))

    def visit_Param(self, node: cst.Param) -> bool:
        return False

    def leave_Param(self, original_node: cst.Param, updated_node: cst.Param) -> cst.Param:
        if updated_node.default is not None:
            return updated_node.with_changes(default=updated_node.default.visit(self))
        return updated_node

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.BaseExpression:
        if self.local and updated_node.value in TRITON_NAMES:
            return cst.parse_expression(TRITON_NAMES[updated_node.value])
        if updated_node.value in self.local:
            self.helpers.add(updated_node.value)
            return updated_node.with_changes(value=helper_name(updated_node.value))
        if updated_node.value == "_LOG_2_E":
            self.uses_log2e = True
        return updated_node


def _with_jit_only(fn: cst.FunctionDef) -> cst.FunctionDef:
    """Inductor's autotuning decorators dropped; `@triton.jit` (added where missing)."""
    kept = [d for d in fn.decorators if _is_triton_jit(d)]
    if not kept:
        kept = [cst.Decorator(cst.Attribute(cst.Name("triton"), cst.Name("jit")))]
    return fn.with_changes(decorators=kept, leading_lines=[])


@dataclass
class TritonKernelSource:
    """One kernel after cleanup: its jit function source and the helpers it needs."""

    name: str
    source: str
    helpers: set[str] = field(default_factory=set)
    params: list[str] = field(default_factory=list)
    constexprs: list[str] = field(default_factory=list)
    extra_functions: list[str] = field(default_factory=list)


def _is_constexpr(param: cst.Param) -> bool:
    annotation = param.annotation
    return annotation is not None and (dotted(annotation.annotation) or "").endswith("constexpr")


def _is_jit_ast(dec: ast.expr) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    return ast.unparse(target) in ("triton.jit", "jit")


def _is_inductor_ast(dec: ast.expr) -> bool:
    target = dec.func if isinstance(dec, ast.Call) else dec
    return ast.unparse(target).startswith("triton_heuristics.")


def _main_function(functions: list[ast.FunctionDef], raw_name: str) -> ast.FunctionDef:
    for fn in functions:
        if fn.name == raw_name:
            return fn
    # A user-defined kernel keeps its own function name: the one Inductor decorates.
    decorated = [f for f in functions if any(_is_inductor_ast(d) for d in f.decorator_list)]
    if len(decorated) == 1:
        return decorated[0]
    raise ValueError(f"kernel {raw_name}: no function of that name in its source")


def _function_text(lines: list[str], fn: ast.FunctionDef, source: str) -> str:
    """The function from its `def` line on, under its own @triton.jit decorators (Inductor's
    autotuning decorator, a long literal, is never parsed again)."""
    jit = [ast.get_source_segment(source, d) for d in fn.decorator_list if _is_jit_ast(d)]
    decorators = "".join(f"@{d}\n" for d in jit if d) or "@triton.jit\n"
    body = textwrap.dedent("\n".join(lines[fn.lineno - 1 : fn.end_lineno]))
    return decorators + body + "\n"


def clean_triton_kernel(
    source: str, raw_name: str, name: str, tree: ast.Module | None = None
) -> TritonKernelSource:
    """Take the kernel function out of Inductor's kernel module source, drop Inductor's
    autotuning decorator and rename it `name`. Other functions (and constants) of the
    source come along as `extra_functions`. `tree`: `source` already parsed by `ast`."""
    tree = tree or ast.parse(source)
    lines = source.splitlines()
    functions = [s for s in tree.body if isinstance(s, ast.FunctionDef)]
    main = _main_function(functions, raw_name)
    extra = [
        ast.get_source_segment(source, s) or ""
        for s in tree.body
        if isinstance(s, ast.Assign | ast.AnnAssign)
    ]
    rewriter = _Rewriter()
    main_text = ""
    params: list[str] = []
    constexprs: list[str] = []
    for fn in functions:
        text = _function_text(lines, fn, source)
        rewritten = _rewritten_text(text, fn, lines, rewriter) if fn is main else None
        if rewritten is not None:
            # The kernel's text with the rewriter's few changes made on its tokens: what
            # libcst prints (the corpus tests hold both to the same bytes), without a libcst
            # parse, walk and print of the function (most of the clean stage's time).
            head = f"def {fn.name}("
            at = rewritten.index(head)
            main_text = (rewritten[:at] + f"def {name}(" + rewritten[at + len(head) :]).strip()
            params = [a.arg for a in fn.args.args]
            constexprs = [a.arg for a in fn.args.args if _is_constexpr_ast(a)]
            continue
        parsed = cst.parse_module(text).body[0]
        assert isinstance(parsed, cst.FunctionDef)
        new = cst.ensure_type(parsed.visit(rewriter), cst.FunctionDef)
        if fn is main:
            params = [p.name.value for p in parsed.params.params]
            constexprs = [p.name.value for p in parsed.params.params if _is_constexpr(p)]
            main_text = code(new.with_changes(name=cst.Name(name))).strip()
        else:
            extra.append(code(new).strip())
    helpers = set(rewriter.helpers)
    if rewriter.uses_log2e:
        helpers.add("_LOG_2_E")
    return TritonKernelSource(
        name=name,
        source=main_text,
        helpers=helpers,
        params=params,
        constexprs=constexprs,
        extra_functions=extra,
    )


def _plain_layout(text: str, fn: ast.FunctionDef, lines: list[str]) -> bool:
    """Plain parameters (positional, no defaults) and a top-level function indented by 4
    spaces without tabs: the layout libcst prints back as it reads."""
    args = fn.args
    plain = not (
        args.posonlyargs
        or args.kwonlyargs
        or args.vararg
        or args.kwarg
        or args.defaults
        or args.kw_defaults
    )
    first = lines[fn.body[0].lineno - 1]
    indented = fn.col_offset == 0 and first.startswith("    ") and first[4:5] not in (" ", "\t")
    return plain and indented and "\t" not in text and text.count(f"def {fn.name}(") == 1


def _rewritten_text(
    text: str, fn: ast.FunctionDef, lines: list[str], rewriter: _Rewriter
) -> str | None:
    """A kernel function's text with _Rewriter's changes (no local helpers) made on its
    tokens: `triton_helpers.X` -> X's helper name, `tl_math.` -> `tl.math.`, `_LOG_2_E`
    noted; the helpers used are added to `rewriter`. None where the text is not in a layout
    this reproduces libcst's print of (the caller uses libcst then)."""
    if not _plain_layout(text, fn, lines) or "_LOG_2_E" in {a.arg for a in fn.args.args}:
        return None
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, SyntaxError):
        return None
    rows = text.splitlines(keepends=True)
    starts = [0]
    for row in rows:
        starts.append(starts[-1] + len(row))

    def at(position: tuple[int, int]) -> int:
        return starts[position[0] - 1] + position[1]

    edits: list[tuple[int, int, str]] = []
    helpers: set[str] = set()
    uses_log2e = False
    for i, tok in enumerate(tokens):
        if tok.type != tokenize.NAME:
            continue
        prev = tokens[i - 1] if i else None
        after = tokens[i + 1] if i + 1 < len(tokens) else None
        attribute = prev is not None and prev.type == tokenize.OP and prev.string == "."
        dot = after is not None and after.type == tokenize.OP and after.string == "."
        if tok.string == "_LOG_2_E":
            keyword = after is not None and after.string == "=" and after.type == tokenize.OP
            if attribute or keyword:
                return None  # an attribute or keyword of that name: libcst decides
            uses_log2e = True
        elif tok.string in ("triton_helpers", "tl_math") and not attribute and dot:
            assert after is not None
            attr = tokens[i + 2] if i + 2 < len(tokens) else None
            if attr is None or attr.type != tokenize.NAME:
                return None
            if tok.end != after.start or after.end != attr.start:
                return None  # spaces around the dot: libcst's print drops them
            if tok.string == "tl_math":
                edits.append((at(tok.start), at(tok.end), "tl.math"))
            else:
                helpers.add(attr.string)
                edits.append((at(tok.start), at(attr.end), helper_name(attr.string)))
        elif tok.string in ("triton_helpers", "tl_math"):
            return None
    out = text
    for start, end, new in reversed(edits):
        out = out[:start] + new + out[end:]
    rewriter.helpers |= helpers
    rewriter.uses_log2e = rewriter.uses_log2e or uses_log2e
    return out


def _is_constexpr_ast(arg: ast.arg) -> bool:
    """_is_constexpr for an `ast` parameter: an annotation naming `constexpr` (a name or
    dotted attribute, as `dotted` reads it)."""
    node = arg.annotation
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if not isinstance(node, ast.Name):
        return False
    return ".".join([node.id, *reversed(parts)]).endswith("constexpr")


class _Targets(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def _add(self, target: cst.CSTNode | None) -> None:
        if target is not None:
            self.names |= set(names_in(target))

    def visit_AssignTarget(self, node: cst.AssignTarget) -> None:
        self._add(node.target)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        self._add(node.target)

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        self._add(node.target)

    def visit_For(self, node: cst.For) -> None:
        self._add(node.target)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self._add(node.target)

    def visit_AsName(self, node: cst.AsName) -> None:
        self._add(node.name)


def _free_names(fn: cst.FunctionDef) -> set[str]:
    """Names a helper uses without defining them (module globals: other helpers, tl...)."""
    targets = _Targets()
    fn.body.visit(targets)
    params = {p.name.value for p in [*fn.params.params, *fn.params.kwonly_params]}
    return set(names_in(fn.body)) - targets.names - params


# Inductor's helpers that are Triton builtins (evaluated while a kernel compiles), not
# @triton.jit functions: the module defines its own with Triton's public builtin marker.
BUILTIN_HELPERS = {
    "constexpr_next_power_of_2": '''@tl.core.builtin
def constexpr_next_power_of_2(n, _semantic=None):
    """triton.next_power_of_2 of a constexpr, evaluated while the kernel compiles."""
    return tl.constexpr(triton.next_power_of_2(n.value))''',
    "if_mask": '''@tl.core.builtin
def if_mask(mask, val, _semantic=None):
    """None when `mask` is the constexpr None (a load without a mask), else `val`."""
    if isinstance(mask, tl.constexpr) and mask.value is None:
        return tl.constexpr(None)
    return val''',
}


def helper_sources(names: set[str], defs: dict[str, str]) -> list[str]:
    """Sources of the triton_helpers functions `names` and everything they call, in a
    stable order (dependencies first). `defs` is CleanSpec.triton_helpers."""
    parsed: dict[str, cst.FunctionDef] = {}
    done: dict[str, str] = {}
    log2e = False

    def definition(name: str) -> cst.FunctionDef:
        if name not in parsed:
            if name not in defs:
                raise ValueError(
                    f"Inductor helper triton_helpers.{name} is not a plain @triton.jit"
                    " function (or not in this torch): it cannot be copied into the module"
                )
            fn = cst.parse_module(defs[name]).body[0]
            if not isinstance(fn, cst.FunctionDef):
                raise ValueError(f"Inductor helper triton_helpers.{name}: not a function")
            parsed[name] = fn
        return parsed[name]

    def add(name: str, stack: tuple[str, ...] = ()) -> None:
        nonlocal log2e
        if name == "_LOG_2_E":
            log2e = True
            return
        if name in done or name in stack:
            return
        if name in BUILTIN_HELPERS:
            done[name] = BUILTIN_HELPERS[name]
            return
        rewriter = _Rewriter(local_helpers=set(defs) - {name})
        fn = definition(name)
        known = set(defs) | set(BUILTIN_HELPERS) | _RESERVED | set(TRITON_NAMES) | {"_LOG_2_E"}
        for used in sorted(_free_names(fn) - known):
            raise ValueError(
                f"Inductor helper triton_helpers.{used} (used by {name}) is not a"
                " plain @triton.jit function (or not in this torch): it cannot be copied"
                " into the module"
            )
        new = cst.ensure_type(fn.visit(rewriter), cst.FunctionDef)
        new = _with_jit_only(new).with_changes(name=cst.Name(helper_name(name)))
        for dep in sorted(rewriter.helpers):
            add(dep, stack + (name,))
        if rewriter.uses_log2e:
            log2e = True
        done[name] = code(new).strip()

    for n in sorted(names):
        add(n)
    out = list(done.values())
    if log2e:
        out.insert(0, LOG_2_E)
    return out
