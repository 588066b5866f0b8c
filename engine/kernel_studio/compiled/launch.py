"""The launch a module makes of a Triton kernel, read from `call`'s text without running
it: each argument as the JIT sees it (a tensor's dtype and whether its data is 16-byte
aligned, an int's value where the text has it), the constexprs and the options
(`num_warps`, `num_stages`, ...). The Triton worker turns it into the specialization
Triton's JIT computes for the same values, so the kernel compiled here is the one the
module runs.

A tensor's dtype is followed through `call`'s assignments (`buf = torch.empty_strided(...,
dtype=...)`, `x = _check_shape(...)`, `a = b`, `reinterpret_tensor(b, ...)`) back to an
input's `_check_input`, a weight's metadata entry or the graph node a buffer is named
after (`buf_<node>`)."""

from __future__ import annotations

import ast
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.module_text.module_map import KernelPlace

# torch dtype name -> Triton's pointer element type (as the JIT names it).
TRITON_TYPES = {
    "float32": "fp32",
    "float": "fp32",
    "float16": "fp16",
    "half": "fp16",
    "bfloat16": "bf16",
    "float64": "fp64",
    "double": "fp64",
    "int64": "i64",
    "long": "i64",
    "int32": "i32",
    "int": "i32",
    "int16": "i16",
    "int8": "i8",
    "uint8": "u8",
    "bool": "u1",
    "float8_e4m3fn": "fp8e4nv",
    "float8_e5m2": "fp8e5",
}
ITEM_BYTES = {"float64": 8, "int64": 8, "float32": 4, "int32": 4, "float16": 2, "bfloat16": 2}
OPTION_NAMES = ("num_warps", "num_stages", "num_ctas", "maxnreg", "enable_fp_fusion")
_COPYING = ("_check_shape", "reinterpret_tensor", "_reinterpret_view", "as_strided", "view")


class LaunchError(ValueError):
    """The launch cannot be read from the text (the message names the line)."""


@dataclass
class LaunchArg:
    """One argument: `kind` tensor/int/float/none; `dtype` (torch's name) for a tensor,
    `value` for an int known from the text, `aligned` false for a view whose offset breaks
    16-byte alignment."""

    name: str
    kind: str
    dtype: str | None = None
    value: Any = None
    aligned: bool = True

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": self.kind,
            "dtype": self.dtype,
            "value": self.value,
            "aligned": self.aligned,
        }


@dataclass
class Launch:
    function: str  # the kernel's function name in the text
    line: int  # the launch statement's first line
    args: list[LaunchArg]
    kwargs: dict[str, Any]  # constexprs passed by name
    options: dict[str, Any]
    assumptions: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "function": self.function,
            "line": self.line,
            "args": [a.to_json() for a in self.args],
            "kwargs": self.kwargs,
            "options": self.options,
            "assumptions": self.assumptions,
        }


def _literal(node: ast.AST) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return _NOT_LITERAL


_NOT_LITERAL = object()


def _dtype_of(node: ast.AST) -> str | None:
    """`torch.float32` -> "float32"."""
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        if node.value.id == "torch" and node.attr in TRITON_TYPES:
            return node.attr
    return None


def _call_name(node: ast.Call) -> str:
    func = node.func
    if isinstance(func, ast.Attribute):
        return func.attr
    return func.id if isinstance(func, ast.Name) else ""


class _Values:
    """What `call` binds to each name, in text order: a dtype for tensors, an int for sizes."""

    def __init__(self, metadata: dict[str, Any]) -> None:
        self.dtypes: dict[str, str] = {}
        self.ints: dict[str, Any] = {}
        self.offsets: dict[str, bool] = {}  # name -> aligned
        signature = metadata.get("signature") or {}
        self.state = {
            s.get("name"): s.get("dtype")
            for s in (signature.get("state") or [])
            if isinstance(s, dict) and isinstance(s.get("name"), str)
        }
        for s in signature.get("state") or []:
            if isinstance(s, dict) and isinstance(s.get("target"), str):
                self.state.setdefault(s["target"], s.get("dtype"))
        self.nodes: dict[str, str] = {}
        for n in metadata.get("nodes") or []:
            outputs = n.get("outputs") if isinstance(n, dict) else None
            if outputs and isinstance(outputs[0], dict) and outputs[0].get("dtype"):
                self.nodes[n["name"]] = str(outputs[0]["dtype"])

    @staticmethod
    def _plain(dtype: Any) -> str | None:
        if not isinstance(dtype, str):
            return None
        name = dtype.removeprefix("torch.")
        return name if name in TRITON_TYPES else None

    def tensor_dtype(self, node: ast.AST) -> str | None:
        if isinstance(node, ast.Name):
            if node.id in self.dtypes:
                return self.dtypes[node.id]
            if node.id.startswith("buf_"):
                return self._plain(self.nodes.get(node.id[4:]))
            return None
        if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
            key = _literal(node.slice)
            if node.value.id == "weights" and isinstance(key, str):
                return self._plain(self.state.get(key))
            return self.tensor_dtype(node.value)
        if isinstance(node, ast.Call):
            for kw in node.keywords:
                if kw.arg == "dtype":
                    return _dtype_of(kw.value)
            name = _call_name(node)
            if name == "_check_shape" and len(node.args) > 1:
                return self.tensor_dtype(node.args[1])
            if name in ("to", "view") and isinstance(node.func, ast.Attribute):
                for a in node.args:
                    if _dtype_of(a):
                        return _dtype_of(a)
                return self.tensor_dtype(node.func.value)
            for a in node.args:
                dtype = self.tensor_dtype(a)
                if dtype:
                    return dtype
        return None

    def aligned(self, node: ast.AST, dtype: str | None) -> bool:
        """False when the tensor is a view whose literal offset breaks 16-byte alignment."""
        if isinstance(node, ast.Name):
            return self.offsets.get(node.id, True)
        if isinstance(node, ast.Call) and _call_name(node) in ("reinterpret_tensor", "as_strided"):
            offset = node.args[3] if len(node.args) > 3 else None
            value = _literal(offset) if offset is not None else 0
            if isinstance(value, int):
                return (value * ITEM_BYTES.get(dtype or "", 4)) % 16 == 0
            return False
        return True

    def bind(self, stmt: ast.stmt) -> None:
        if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call):
            call = stmt.value
            if _call_name(call) == "_check_input" and len(call.args) >= 4:
                target, dtype = call.args[1], _dtype_of(call.args[3])
                if isinstance(target, ast.Name) and dtype:
                    self.dtypes[target.id] = dtype
            return
        if not isinstance(stmt, ast.Assign):
            return
        value = stmt.value
        for target in stmt.targets:
            names = (
                [target]
                if isinstance(target, ast.Name)
                else [e for e in target.elts if isinstance(e, ast.Name)]
                if isinstance(target, ast.Tuple)
                else []
            )
            if isinstance(target, ast.Tuple) and isinstance(value, ast.Tuple):
                for t, v in zip(target.elts, value.elts, strict=False):
                    if isinstance(t, ast.Name):
                        self._bind_one(t.id, v)
                continue
            for t in names:
                self._bind_one(t.id, value)

    def _bind_one(self, name: str, value: ast.AST) -> None:
        literal = _literal(value)
        if isinstance(literal, int) and not isinstance(literal, bool):
            self.ints[name] = literal
            return
        dtype = self.tensor_dtype(value)
        if dtype:
            self.dtypes[name] = dtype
            self.offsets[name] = self.aligned(value, dtype)
        elif isinstance(value, ast.IfExp):  # `XBLOCK, num_warps = (1, 2) if n <= k else (4, 1)`
            self.ints.pop(name, None)


def _launch_call(stmt: ast.stmt, names: set[str]) -> ast.Call | None:
    for node in ast.walk(stmt):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Subscript):
            head = node.func.value
            if isinstance(head, ast.Name) and head.id in names:
                return node
    return None


def _statements(body: list[ast.stmt]) -> list[ast.stmt]:
    """Every statement of a function body, nested ones included, in text order."""
    out: list[ast.stmt] = []
    for stmt in body:
        out.append(stmt)
        for attr in ("body", "orelse", "finalbody"):
            inner = getattr(stmt, attr, None)
            if isinstance(inner, list) and inner and isinstance(inner[0], ast.stmt):
                out.extend(_statements(inner))
    return out


def read_launch(text: str, place: KernelPlace, metadata: dict[str, Any]) -> Launch:
    """The first launch of `place`'s kernel in `text`. Raises LaunchError."""
    function = place.renamed_to or place.name
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:
        raise LaunchError(f"the module does not parse (line {exc.lineno}: {exc.msg})") from exc
    if not place.launches:
        raise LaunchError(f"kernel {place.name}: `call` does not launch it")
    first = place.launches[0].start
    kernel_meta: dict[str, Any] = next(
        (k for k in metadata.get("kernels") or [] if k.get("name") == place.name), {}
    )
    for top in tree.body:
        if not isinstance(top, ast.FunctionDef):
            continue
        if not (top.lineno <= first <= (top.end_lineno or top.lineno)):
            continue
        values = _Values(metadata)
        for stmt in _statements(top.body):
            if stmt.lineno <= first <= (stmt.end_lineno or stmt.lineno):
                call = _launch_call(stmt, {function, place.name})
                if call is not None:
                    return _read_call(call, stmt.lineno, function, values, kernel_meta)
            if stmt.lineno < first:
                values.bind(stmt)
    raise LaunchError(f"kernel {place.name}: no `{function}[grid](...)` launch at line {first}")


def _read_call(
    call: ast.Call, line: int, function: str, values: _Values, kernel_meta: dict[str, Any]
) -> Launch:
    assumptions: list[str] = []
    args: list[LaunchArg] = []
    for i, node in enumerate(call.args):
        label = ast.unparse(node)
        literal = _literal(node)
        if literal is None:
            args.append(LaunchArg(label, "none"))
        elif isinstance(literal, bool) or isinstance(literal, float):
            args.append(
                LaunchArg(label, "float" if isinstance(literal, float) else "int", None, literal)
            )
        elif isinstance(literal, int):
            args.append(LaunchArg(label, "int", None, literal))
        elif isinstance(node, ast.Name) and node.id in values.ints:
            args.append(LaunchArg(label, "int", None, values.ints[node.id]))
        else:
            dtype = values.tensor_dtype(node)
            if dtype:
                args.append(LaunchArg(label, "tensor", dtype, None, values.aligned(node, dtype)))
            else:
                # A size the text computes (a dynamic dim): an int whose value is not known
                # here, so neither 1 nor a multiple of 16 (the JIT's specializations).
                args.append(LaunchArg(label, "int", None, None))
                assumptions.append(
                    f"argument {i + 1} ({label}) taken as an int of unknown value"
                    " (no divisibility hint)"
                )
    kwargs: dict[str, Any] = {}
    options: dict[str, Any] = {}
    launch_meta = kernel_meta.get("launch")
    tuned: dict[str, Any] = launch_meta if isinstance(launch_meta, dict) else {}
    for kw in call.keywords:
        if kw.arg is None:
            continue
        value = _literal(kw.value)
        if value is _NOT_LITERAL and isinstance(kw.value, ast.Name):
            value = values.ints.get(kw.value.id, _NOT_LITERAL)
        if value is _NOT_LITERAL:
            fallback = (tuned.get("kwargs") or {}).get(kw.arg, tuned.get(kw.arg))
            if fallback is None:
                raise LaunchError(f"line {line}: {kw.arg}={ast.unparse(kw.value)} is not a value")
            assumptions.append(
                f"{kw.arg} = {fallback}: the config tuned at the example size"
                f" (the text picks it at run time: {ast.unparse(kw.value)})"
            )
            value = fallback
        (options if kw.arg in OPTION_NAMES else kwargs)[kw.arg] = value
    return Launch(function, line, args, kwargs, options, assumptions)
