"""Stage 1, trace: a model (or function) and example inputs -> a torch.export program, with
the user's Dim names mapped onto the program's size symbols."""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.pipeline.errors import ExportError, wrap
from kernel_studio.pipeline.trace.scalar_constants import inline_scalar_constants


@dataclass
class DynamicDim:
    """One dynamic size symbol: the user's name for it, where it is read, and its range."""

    name: str
    symbol: str
    input: str
    dim: int
    min: int | None
    max: int | None
    narrowed: str | None = None  # why lowering narrowed the user's range, when it did

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "name": self.name,
            "symbol": self.symbol,
            "input": self.input,
            "dim": self.dim,
            "min": self.min,
            "max": self.max,
        }
        if self.narrowed:
            out["narrowed"] = self.narrowed
        return out


@dataclass
class Traced:
    """The exported program and what later stages need to know about the user's side."""

    program: torch.export.ExportedProgram
    module: torch.nn.Module
    example_inputs: list[Any]
    input_names: list[str]
    dynamic_dims: list[DynamicDim]
    single_output: bool
    strict: bool
    device: str
    model_name: str
    user_files: list[str] = field(default_factory=list)

    @property
    def dynamic_shape_names(self) -> list[str]:
        return [d.name for d in self.dynamic_dims]


class _FunctionModule(torch.nn.Module):
    """Wraps a plain function so torch.export can trace it."""

    def __init__(self, fn: Callable[..., Any]) -> None:
        super().__init__()
        self.fn = fn

    def forward(self, *args: Any) -> Any:
        return self.fn(*args)


def _bound(value: Any) -> int | None:
    try:
        v = int(value)
    except (TypeError, ValueError, OverflowError, AttributeError):
        # An unbounded end: torch's int_oo fails int() inside sympy with AttributeError.
        return None
    return v if abs(v) < 2**62 else None


def _spec_entries(spec: Any, names: list[str]) -> dict[str, Any]:
    if spec is None:
        return {}
    if isinstance(spec, dict):
        return {str(k): v for k, v in spec.items()}
    if isinstance(spec, list | tuple):
        return {names[i]: v for i, v in enumerate(spec) if i < len(names)}
    raise ExportError("input", f"dynamic_shapes must be a dict or tuple, not {type(spec).__name__}")


def _dim_pairs(dims: Any) -> list[tuple[int, Any]]:
    if dims is None:
        return []
    if isinstance(dims, dict):
        return list(dims.items())
    if isinstance(dims, list | tuple):
        return list(enumerate(dims))
    return []


def map_dynamic_dims(
    program: torch.export.ExportedProgram, spec: Any, input_names: list[str]
) -> list[DynamicDim]:
    """The user's Dim names for the program's symbols: walk the spec next to the user-input
    placeholders (torch.export does not keep the names)."""
    entries = _spec_entries(spec, input_names)
    placeholders = {
        s.arg.name: s
        for s in program.graph_signature.input_specs
        if s.kind == torch.export.graph_signature.InputKind.USER_INPUT
    }
    nodes = {n.name: n for n in program.graph.nodes if n.op == "placeholder"}
    ranges = {str(k): v for k, v in program.range_constraints.items()}
    found: dict[str, DynamicDim] = {}
    for input_name in input_names:
        node = nodes.get(input_name) if input_name in placeholders else None
        val = node.meta.get("val") if node is not None else None
        if not isinstance(val, torch.Tensor):
            continue
        for index, dim in _dim_pairs(entries.get(input_name)):
            if isinstance(index, bool) or not isinstance(index, int):
                continue
            index = index % val.ndim
            size = val.shape[index]
            if not isinstance(size, torch.SymInt):
                continue
            expr = size.node.expr
            if not getattr(expr, "is_Symbol", False):
                continue  # derived dims become expressions of other symbols
            symbol = str(expr)
            if symbol in found:
                continue
            name = getattr(dim, "__name__", None)
            if (
                not isinstance(name, str)
                or not name.isidentifier()
                or type(dim).__name__ == "_DimHint"
            ):
                name = f"{input_name}_{index}"
            vr = ranges.get(symbol)
            found[symbol] = DynamicDim(
                name=name,
                symbol=symbol,
                input=input_name,
                dim=index,
                min=_bound(vr.lower) if vr is not None else None,
                max=_bound(vr.upper) if vr is not None else None,
            )
    # Symbols the user left unnamed (Dim.AUTO) keep a readable positional name.
    for input_name in input_names:
        node = nodes.get(input_name)
        val = node.meta.get("val") if node is not None else None
        if not isinstance(val, torch.Tensor):
            continue
        for index, size in enumerate(val.shape):
            if isinstance(size, torch.SymInt) and getattr(size.node.expr, "is_Symbol", False):
                symbol = str(size.node.expr)
                if symbol not in found:
                    vr = ranges.get(symbol)
                    found[symbol] = DynamicDim(
                        f"{input_name}_{index}",
                        symbol,
                        input_name,
                        index,
                        _bound(vr.lower) if vr is not None else None,
                        _bound(vr.upper) if vr is not None else None,
                    )
    return list(found.values())


def to_device(value: Any, device: str) -> Any:
    if isinstance(value, torch.Tensor):
        return value.to(device)
    if isinstance(value, list | tuple):
        return type(value)(to_device(v, device) for v in value)
    if isinstance(value, dict):
        return {k: to_device(v, device) for k, v in value.items()}
    return value


def _source_file(obj: Any) -> str | None:
    """The file that defines `obj`, or None. A class in a module that is not in sys.modules
    (loaded by importlib without registering it) is found through its forward's code; one
    made by `exec` has no file. Provenance is optional; the export is not."""
    try:
        return inspect.getsourcefile(obj)
    except (TypeError, OSError):
        pass
    code = getattr(getattr(obj, "forward", obj), "__code__", None)
    filename = getattr(code, "co_filename", None)
    return filename if filename and os.path.isfile(filename) else None


def _mutated_constants_as_buffers(program: Any) -> list[str]:
    """A plain tensor attribute that `forward` writes in place (`self.hidden.copy_(h0)`, not
    a registered buffer) is lifted by torch.export as a constant, and decomposing then refuses
    the mutation. It is state like a non-persistent buffer, so it is declared as one (the
    tensor stays in `program.constants`, where non-persistent buffers live). Returns the
    attribute paths so declared."""
    from torch.export.graph_signature import InputKind, InputSpec

    placeholders = {n.name: n for n in program.graph.nodes if n.op == "placeholder"}
    specs = program.graph_signature.input_specs
    declared = []
    for i, spec in enumerate(specs):
        node = placeholders.get(spec.arg.name) if hasattr(spec.arg, "name") else None
        if spec.kind != InputKind.CONSTANT_TENSOR or node is None or not _written(node):
            continue
        specs[i] = InputSpec(
            kind=InputKind.BUFFER, arg=spec.arg, target=spec.target, persistent=False
        )
        declared.append(str(spec.target))
    return declared


def written_state_elsewhere(program: Any, targets: list[str], device: str) -> list[str]:
    """The written tensor attributes that live on another device than the export's: a plain
    attribute does not move with `module.to(device)`, and Inductor cannot lower an in-place
    write across devices into a cpu tensor from a cuda kernel."""
    want = torch.device(device)
    elsewhere = []
    for target in targets:
        value = program.constants.get(target)
        if isinstance(value, torch.Tensor) and value.device.type != want.type:
            elsewhere.append(target)
    return elsewhere


class _StateOnDevice:
    """Moves tensor attributes of `module` to `device` for one export and puts the user's
    own tensors back afterwards (the exported program keeps the moved copies)."""

    def __init__(self, module: torch.nn.Module, targets: list[str], device: str) -> None:
        self.module = module
        self.targets = targets
        self.device = device
        self.saved: list[tuple[Any, str, Any]] = []

    def __enter__(self) -> _StateOnDevice:
        for target in self.targets:
            *path, name = target.split(".")
            owner: Any = self.module
            for part in path:
                owner = getattr(owner, part)
            value = getattr(owner, name)
            self.saved.append((owner, name, value))
            object.__setattr__(owner, name, value.to(self.device))
        return self

    def __exit__(self, *exc: object) -> None:
        for owner, name, value in reversed(self.saved):
            object.__setattr__(owner, name, value)


def _written(node: Any) -> bool:
    """Whether an op of the graph writes `node` in place (its schema marks the argument)."""
    for user in node.users:
        schema = getattr(user.target, "_schema", None)
        if schema is None:
            continue
        for arg, value in zip(schema.arguments, user.args, strict=False):
            if value is node and arg.alias_info is not None and arg.alias_info.is_write:
                return True
        for arg in schema.arguments:
            if user.kwargs.get(arg.name) is node and arg.alias_info is not None:
                if arg.alias_info.is_write:
                    return True
    return False


def trace(
    fn: Callable[..., Any] | torch.nn.Module,
    args: Sequence[Any],
    *,
    kwargs: dict[str, Any] | None = None,
    dynamic_shapes: Any = None,
    strict: bool = False,
    device: str = "cpu",
    user_files: list[str] | None = None,
) -> Traced:
    """Export `fn(*args, **kwargs)` on `device` with torch.export (strict or non-strict)."""
    if isinstance(fn, torch.nn.Module):
        module = fn
        target = type(fn).forward
        model_name = type(fn).__name__
    elif callable(fn):
        module = _FunctionModule(fn)
        target = fn
        model_name = getattr(fn, "__name__", "function")
    else:
        raise ExportError(
            "input", f"cannot export a {type(fn).__name__}: pass a module or function"
        )
    try:
        params = list(inspect.signature(target).parameters.values())
    except (TypeError, ValueError):
        params = []
    if isinstance(fn, torch.nn.Module) and params and params[0].name == "self":
        params = params[1:]
    names = [p.name for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    module = module.to(device)
    args = tuple(to_device(list(args), device))
    kwargs = to_device(dict(kwargs or {}), device)
    spec = dynamic_shapes
    dim_spec = dynamic_shapes
    if not isinstance(fn, torch.nn.Module) and spec is not None:
        if isinstance(spec, dict):
            per_arg = [spec.get(n) for n in names[: len(args)]]
        else:
            per_arg = list(spec)
        spec = (tuple(per_arg),)  # forward(*args) takes one spec per positional argument
        dim_spec = per_arg
    files = list(user_files or [])
    source = _source_file(type(fn) if isinstance(fn, torch.nn.Module) else fn)
    if source and source not in files:
        files.append(source)
    try:
        with torch.no_grad():
            program = torch.export.export(
                module, args, kwargs=kwargs or None, dynamic_shapes=spec, strict=strict
            )
            written = _mutated_constants_as_buffers(program)
            elsewhere = written_state_elsewhere(program, written, device)
            if elsewhere:
                # State written in place is kept on the export device: eager copies across
                # devices on each write, the exported module keeps it beside its kernels.
                with _StateOnDevice(module, elsewhere, device):
                    program = torch.export.export(
                        module, args, kwargs=kwargs or None, dynamic_shapes=spec, strict=strict
                    )
                _mutated_constants_as_buffers(program)
    except Exception as exc:  # noqa: BLE001 - every tracing failure is the user's to see
        raise wrap("export", "torch.export", exc, files) from exc
    inline_scalar_constants(program)
    user_names = [
        s.arg.name
        for s in program.graph_signature.input_specs
        if s.kind == torch.export.graph_signature.InputKind.USER_INPUT
    ]
    out_spec = program.call_spec.out_spec
    single = out_spec is not None and out_spec.is_leaf()
    return Traced(
        program=program,
        module=module,
        example_inputs=list(args) + list(kwargs.values()),
        input_names=user_names,
        dynamic_dims=map_dynamic_dims(program, dim_spec, user_names),
        single_output=bool(single),
        strict=strict,
        device=device,
        model_name=model_name,
        user_files=files,
    )
