"""The `editDecompositions` method (docs/decompositions.md): set how one op is lowered in a
project's decompositions.py (`default`, `keep`, `decompose`, `custom`), rewriting the file
with libcst so that the user's comments and code stay; the file is created from a commented
template on first use and written atomically. Runs in a job worker (it reads op schemas);
the method's checks before that are in methods/compiler_settings.py."""

from __future__ import annotations

import ast
import keyword
import os
from typing import Any

import libcst as cst
from libcst.metadata import PositionProvider

from kernel_studio.methods.compiler_settings import (
    decompositions_path,
    project_param,
    project_record,
)
from kernel_studio.project.project_file import write_atomic
from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import param_str

SETTINGS = ("default", "keep", "decompose", "custom")
LISTS = {"keep": "KEEP", "decompose": "DECOMPOSE"}

TEMPLATE = '''"""Decompositions of this project (Kernel Studio, docs/decompositions.md).

An export again (Regenerate) reads this file: the ops in KEEP reach Inductor whole (neither
the export nor Inductor decomposes them), the ops in DECOMPOSE are decomposed at export with
PyTorch's registered decomposition, and each function decorated with
@register_decomposition(op) decomposes its op, in the export and in Inductor alike.
"""

import torch

from kernel_studio.decompositions import register_decomposition

aten = torch.ops.aten

# "none": the export decomposes nothing but what is listed here; "default": it starts from
# torch.export's default decompositions.
BASE = "none"

# Ops lowered whole: neither the export nor Inductor decomposes them.
KEEP = []

# Ops decomposed at export with PyTorch's registered decomposition.
DECOMPOSE = []
'''


def _op_name(text: str) -> Any:
    """The op overload `text` names (`aten.gelu`, `aten.gelu.default`); -32602 otherwise."""
    from kernel_studio.pipeline.decompose.ops import resolve_op
    from kernel_studio.pipeline.errors import ExportError

    try:
        ops = resolve_op(text)
    except ExportError as exc:
        raise invalid_params("op", exc.message) from exc
    if len(ops) > 1:
        default = [o for o in ops if o._overloadname == "default"]
        if not default:
            names = ", ".join(sorted(str(o) for o in ops))
            raise invalid_params("op", f"{text} has several overloads: name one of {names}")
        ops = default
    return ops[0]


def _same_op(text: str, op: str) -> bool:
    """Whether an op written as `text` (in a list or a decorator) is `op` or its packet."""
    text = text.strip().removeprefix("torch.ops.")
    return text == op or op.startswith(text + ".") and text.count(".") == 1


def _string_value(node: cst.BaseExpression) -> str | None:
    if isinstance(node, cst.SimpleString):
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    return None


class _Edit(cst.CSTTransformer):
    """Takes `op` out of KEEP and DECOMPOSE, puts it in `target` (a list name or None), and
    with `drop_decorator` removes its @register_decomposition decorators."""

    def __init__(self, op: str, target: str | None, drop_decorator: bool) -> None:
        self.op = op
        self.target = target
        self.drop_decorator = drop_decorator
        self.found: set[str] = set()
        self.not_lists: set[str] = set()  # KEEP/DECOMPOSE given as something else
        self.changed = False

    def leave_Assign(self, original: cst.Assign, updated: cst.Assign) -> cst.Assign:
        names = [t.target.value for t in updated.targets if isinstance(t.target, cst.Name)]
        name = next((n for n in names if n in LISTS.values()), None)
        if name is None:
            return updated
        if not isinstance(updated.value, cst.List):
            self.not_lists.add(name)
            return updated
        self.found.add(name)
        listed = updated.value
        elements = [
            e
            for e in listed.elements
            if not (
                isinstance(e, cst.Element)
                and (value := _string_value(e.value)) is not None
                and _same_op(value, self.op)
            )
        ]
        removed = len(elements) != len(listed.elements)
        if name == self.target:
            self.changed = True
            return updated.with_changes(value=_appended(listed, elements, self.op))
        if removed:
            self.changed = True
            return updated.with_changes(value=_closed(listed, elements))
        return updated

    def leave_FunctionDef(
        self, original: cst.FunctionDef, updated: cst.FunctionDef
    ) -> cst.FunctionDef:
        if not self.drop_decorator:
            return updated
        kept = [d for d in updated.decorators if not _decorates(d, self.op)]
        if len(kept) != len(updated.decorators):
            self.changed = True
            return updated.with_changes(decorators=kept)
        return updated


def _closed(listed: cst.List, elements: list[Any]) -> cst.List:
    """`listed` with only `elements` (some taken out): when the last one went, the line
    break (and comment) after the new last element becomes the one before `]`."""
    closing = listed.rbracket.whitespace_before
    if not elements or elements[-1] is listed.elements[-1]:
        return listed.with_changes(elements=elements)
    last = elements[-1]
    after = last.comma.whitespace_after if isinstance(last.comma, cst.Comma) else None
    if isinstance(closing, cst.ParenthesizedWhitespace) and isinstance(
        after, cst.ParenthesizedWhitespace
    ):
        assert isinstance(last.comma, cst.Comma)
        last = last.with_changes(
            comma=last.comma.with_changes(whitespace_after=cst.SimpleWhitespace(""))
        )
        rbracket = listed.rbracket.with_changes(
            whitespace_before=closing.with_changes(first_line=after.first_line)
        )
        return listed.with_changes(elements=[*elements[:-1], last], rbracket=rbracket)
    if not isinstance(closing, cst.ParenthesizedWhitespace) and isinstance(last.comma, cst.Comma):
        last = last.with_changes(comma=cst.MaybeSentinel.DEFAULT)
    return listed.with_changes(elements=[*elements[:-1], last])


def _appended(listed: cst.List, elements: list[Any], op: str) -> cst.List:
    """`listed` with `elements` and `op` added last, in the list's own layout (one per
    line or inline); a comment after the last element stays with it."""
    new = cst.Element(cst.SimpleString(f'"{op}"'))
    if not elements:
        return listed.with_changes(elements=[new])
    last = elements[-1]
    inner = listed.lbracket.whitespace_after
    closing = listed.rbracket.whitespace_before
    if isinstance(inner, cst.ParenthesizedWhitespace) and isinstance(
        closing, cst.ParenthesizedWhitespace
    ):
        # One per line: the line break before `]` (with a comment after the last element)
        # now ends the old last element's line; the new element gets a fresh line.
        before = ""
        if isinstance(last.comma, cst.Comma) and isinstance(
            last.comma.whitespace_after, cst.SimpleWhitespace
        ):
            before = last.comma.whitespace_after.value
        first = closing.first_line
        if before and not first.whitespace.value:
            first = first.with_changes(whitespace=cst.SimpleWhitespace(before))
        ends = closing.with_changes(
            first_line=first, last_line=inner.last_line, indent=inner.indent
        )
        last = last.with_changes(comma=cst.Comma(whitespace_after=ends))
        trailing = cst.Comma() if isinstance(elements[-1].comma, cst.Comma) else None
        if trailing is not None:
            new = new.with_changes(comma=trailing)
        fresh = cst.ParenthesizedWhitespace(last_line=closing.last_line, indent=closing.indent)
        rbracket = listed.rbracket.with_changes(whitespace_before=fresh)
        return listed.with_changes(elements=[*elements[:-1], last, new], rbracket=rbracket)
    if isinstance(inner, cst.ParenthesizedWhitespace):
        last = last.with_changes(comma=cst.Comma(whitespace_after=inner))
    else:
        last = last.with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
    return listed.with_changes(elements=[*elements[:-1], last, new])


def _decorates(decorator: cst.Decorator, op: str) -> bool:
    call = decorator.decorator
    if not isinstance(call, cst.Call):
        return False
    func = cst.Module([]).code_for_node(call.func)
    if not func.endswith("register_decomposition") or not call.args:
        return False
    text = cst.Module([]).code_for_node(call.args[0].value)
    items = [t.strip() for t in text.strip("[]() ").split(",") if t.strip()]
    return any(_same_op(item.strip("\"'"), op) for item in items)


def _functions_of(module: cst.Module, op: str) -> bool:
    for statement in module.body:
        if isinstance(statement, cst.FunctionDef) and any(
            _decorates(d, op) for d in statement.decorators
        ):
            return True
    return False


def _type_hint(type_text: str) -> str | None:
    optional = type_text.endswith("?")
    base = type_text.removesuffix("?")
    hints = {
        "Tensor": "torch.Tensor",
        "Tensor[]": "list[torch.Tensor]",
        "int": "int",
        "SymInt": "int",
        "int[]": "list[int]",
        "SymInt[]": "list[int]",
        "float": "float",
        "bool": "bool",
        "str": "str",
        "Scalar": "float",
        "ScalarType": "torch.dtype",
    }
    hint = hints.get(base.split("(")[0])
    if hint is None:
        return None
    return f"{hint} | None" if optional else hint


def _stub(op: Any, name: str, op_text: str) -> str:
    """A decorated function for `op` with its schema's signature; its body returns
    PyTorch's registered decomposition when there is one."""
    from kernel_studio.inductor import registered_decomposition

    schema = op._schema
    params: list[str] = []
    call: list[str] = []
    star = False
    for arg in schema.arguments:
        arg_name = arg.name + "_" if keyword.iskeyword(arg.name) else arg.name
        if arg.kwarg_only and not star:
            params.append("*")
            star = True
        text = arg_name
        hint = _type_hint(str(arg.type))
        if hint:
            text += f": {hint}"
        if arg.has_default_value():
            text += f" = {arg.default_value!r}" if hint else f"={arg.default_value!r}"
        params.append(text)
        call.append(f"{arg_name}={arg_name}" if arg.kwarg_only else arg_name)
    returns = [str(r.type) for r in schema.returns]
    ret = ""
    if len(returns) == 1 and _type_hint(returns[0]):
        ret = f" -> {_type_hint(returns[0])}"
    header = f"@register_decomposition({op_text})\ndef {name}({', '.join(params)}){ret}:\n"
    if registered_decomposition(op) is not None:
        body = (
            "    # PyTorch's own decomposition, to start from: change it.\n"
            f"    return torch._decomp.decomposition_table[{op_text}]({', '.join(call)})\n"
        )
    else:
        body = f'    raise NotImplementedError("write the decomposition of {op}")\n'
    return header + body


def _free_name(module: cst.Module, wanted: str) -> str:
    taken = {s.name.value for s in module.body if isinstance(s, cst.FunctionDef | cst.ClassDef)}
    name, i = wanted, 1
    while name in taken or keyword.iskeyword(name):
        i += 1
        name = f"{wanted}_{i}"
    return name


def _entry_line(text: str, list_name: str, op: str) -> int | None:
    from kernel_studio.decompositions import _list_entries

    found = _list_entries(ast.parse(text)).get(list_name)
    if found is None:
        return None
    for value, line in found[1]:
        if isinstance(value, str) and _same_op(value, op):
            return line
    return found[0]


def _def_line(text: str, name: str) -> int | None:
    for node in ast.parse(text).body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node.lineno
    return None


def _decorated_line(text: str, op: str) -> int | None:
    """The `def` line of the (last) function decorated for `op`."""
    module = cst.parse_module(text)
    wrapper = cst.MetadataWrapper(module)
    positions = wrapper.resolve(PositionProvider)
    line = None
    for statement in wrapper.module.body:
        if isinstance(statement, cst.FunctionDef) and any(
            _decorates(d, op) for d in statement.decorators
        ):
            line = positions[statement.name].start.line
    return line


def edit_text(text: str, op: Any, setting: str) -> tuple[str, int | None]:
    """The file's text with `op` set to `setting`, and the line to show (the list entry,
    or the custom function's `def`). Raises libcst.ParserSyntaxError."""
    name = str(op)
    module = cst.parse_module(text)
    target = LISTS.get(setting)
    edit = _Edit(name, target, drop_decorator=setting != "custom")
    module = module.visit(edit)
    if edit.not_lists:
        listed = ", ".join(sorted(edit.not_lists))
        raise ValueError(f"{listed} is not a list literal ([...]): change it by hand")
    if target and target not in edit.found:
        module = module.with_changes(
            body=[*module.body, cst.parse_statement(f'{target} = ["{name}"]\n')]
        )
    if setting == "custom" and not _functions_of(module, name):
        defines_aten = "aten = torch.ops.aten" in module.code
        packet = op.overloadpacket.__name__
        op_text = f"{'aten' if defines_aten else 'torch.ops.aten'}.{packet}.{op._overloadname}"
        fname = _free_name(
            module, packet if op._overloadname == "default" else f"{packet}_{op._overloadname}"
        )
        code = module.code.rstrip("\n") + "\n\n\n" + _stub(op, fname, op_text)
        if "register_decomposition" not in module.code:
            code = "from kernel_studio.decompositions import register_decomposition\n" + code
        if "import torch\n" not in code:
            code = "import torch\n" + code
        module = cst.parse_module(code)
    out = module.code
    if target:
        return out, _entry_line(out, target, name)
    if setting == "custom":
        return out, _decorated_line(out, name)
    return out, None


def run_edit_decompositions(params: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """The `editDecompositions` result, in the job worker."""
    project = project_param(params)
    op = _op_name(param_str(params, "op"))
    setting = params.get("setting")
    if setting not in SETTINGS:
        raise invalid_params("setting", "must be default, keep, decompose or custom")
    path = decompositions_path(project, project_record(project))
    created = not os.path.isfile(path)
    if created:
        text = TEMPLATE
    else:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise method_failed(f"cannot read {path}: {exc}", "input", file=path) from exc
    try:
        new, line = edit_text(text, op, str(setting))
    except cst.ParserSyntaxError as exc:
        raise method_failed(
            f"{path}:{exc.raw_line}: the file does not parse ({exc.message}); it was not changed",
            "input",
            file=path,
            line=exc.raw_line,
        ) from exc
    except ValueError as exc:
        raise method_failed(f"{path}: {exc}; it was not changed", "input", file=path) from exc
    changed = created or new != text
    if changed:
        write_atomic(path, new.encode("utf-8"))
    return {"file": path, "line": line, "created": created, "changed": changed}
