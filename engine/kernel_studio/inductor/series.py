"""What differs between the torch series the adapter supports (version.SUPPORTED_SERIES), kept
here so that the rest of the engine sees one Inductor: the output module as torch 2.11 writes
it. Each difference is detected by what the installed torch has (an attribute, a method),
never by its version number, so a series in between or after behaves the same way.

- Input size/stride asserts (torch 2.15): Inductor defers each input's `assert_size_stride`
  to just before the first kernel that reads the input, groups several into one
  `assert_size_stride_grouped((a, b), (size_a, size_b), (stride_a, stride_b), 'input')`,
  and drops the assert of an input no kernel reads. The clean stage turns the asserts into
  the module's input checks (an input in another layout is copied into the kernels' one),
  so every input must have one: `_asserts_at_the_top` writes them all at the top of `call`
  again, one per input in input order, as torch 2.11 does
  (`PythonWrapperCodegen.codegen_input_size_asserts`, `_pending_input_asserts`).
- Output asserts of library calls (torch 2.15): `assert_tensor_metadata(buf, size, stride,
  dtype, op)` (from `torch._inductor.runtime.runtime_utils`) also checks the dtype, which
  only a custom op's wrong fake kernel gets wrong; the clean stage's layout check of a
  library call's output reads torch 2.11's `assert_size_stride(buf, size, stride, op)`.
- Size symbols (torch 2.15): `s77 = arg4_1.size()[0]` where 2.11 writes `arg4_1_size =
  arg4_1.size()` once per input and function, then `s77 = arg4_1_size[0]` (the form the
  clean stage and `size_symbols` read); the same for strides.
- Ordering dependencies across a recomputed loop body (torch 2.11): when the C++ backend
  fuses two nodes of compatible ranges or splits a loop, it recomputes one node's sizes and
  body (`SchedulerNode.recompute_size_and_body`), which re-derives the node's reads from
  its body alone: the ordering-only dependencies the scheduler added (StarDep: run after
  the buffer's prior writer, as a mutation must; WeakDep: after its prior readers) and the
  renames of mutated buffers it reads are lost. The scheduler may then run a mutation
  before the kernel that creates the buffer it writes: a training step whose backward
  writes a zero-filled buffer in place (`full` + `as_strided_scatter`, the gradient of
  AdaptiveAvgPool2d over a channels-last input, as in ConvNeXt) passed that buffer to a
  kernel before allocating it (UnboundLocalError), and the zero fill ran after the kernel
  that wrote it. PyTorch fixed it (pytorch/pytorch#178486); `ordering_kept` puts the lost
  dependencies back on a torch without the fix. Triton lowerings never call the method.
- `source_as_in_2_11(source)` rewrites these lines of an output module into torch 2.11's
  form, line by line: every lowering's source, and raw source from another torch given to
  `postprocess`."""

from __future__ import annotations

import ast
import contextlib
import re
import threading
from collections.abc import Iterator
from typing import Any

_ASSERT = re.compile(
    r"^(?P<indent>[ \t]*)(?P<func>assert_size_stride_grouped|assert_tensor_metadata)\(.*\)[ \t]*$",
    re.M,
)


@contextlib.contextmanager
def wrapper_as_in_2_11(owner: int) -> Iterator[None]:
    """While one lowering runs on thread `owner`: Inductor's Python wrapper writes what
    torch 2.11's writes where a later series changed it (see the module doc). Nothing is
    replaced on a torch that already does."""
    with _asserts_at_the_top(owner):
        yield


@contextlib.contextmanager
def _asserts_at_the_top(owner: int) -> Iterator[None]:
    from torch._inductor.codegen.wrapper import PythonWrapperCodegen

    real = PythonWrapperCodegen.__dict__.get("codegen_input_size_asserts")
    if real is None or not _defers_input_asserts(PythonWrapperCodegen):
        yield
        return

    def codegen_input_size_asserts(self: Any) -> None:
        real(self)
        pending = getattr(self, "_pending_input_asserts", None)
        if threading.get_ident() != owner or not isinstance(pending, dict):
            return
        for name, (size, stride) in list(pending.items()):
            self.prefix.writeline(f"assert_size_stride({name}, {size}, {stride})")
        pending.clear()

    PythonWrapperCodegen.codegen_input_size_asserts = codegen_input_size_asserts  # type: ignore[method-assign]
    try:
        yield
    finally:
        PythonWrapperCodegen.codegen_input_size_asserts = real  # type: ignore[method-assign]


@contextlib.contextmanager
def ordering_kept(owner: int) -> Iterator[None]:
    """While one lowering runs on thread `owner`: a scheduler node whose sizes and body are
    recomputed keeps its ordering-only dependencies and its mutated buffers' renames (see
    the module doc). On a torch that already keeps them, nothing is missing after the call
    and nothing changes."""
    from torch._inductor.dependencies import StarDep, WeakDep
    from torch._inductor.scheduler import SchedulerNode
    from torch.utils._ordered_set import OrderedSet

    real = SchedulerNode.__dict__.get("recompute_size_and_body")
    if real is None:
        yield
        return

    def recompute_size_and_body(self: Any, *args: Any, **kwargs: Any) -> Any:
        if threading.get_ident() != owner:
            return real(self, *args, **kwargs)
        ordering = [d for d in self.read_writes.reads if isinstance(d, StarDep | WeakDep)]
        result = real(self, *args, **kwargs)
        reads = self.read_writes.reads
        lost = OrderedSet(d for d in ordering if d not in reads)
        renames = getattr(self, "mutation_renames", None) or {}
        if lost or any(d.name in renames for d in reads):
            self.set_read_writes(self.read_writes.with_read(lost).rename(renames))
        return result

    SchedulerNode.recompute_size_and_body = recompute_size_and_body  # type: ignore[method-assign]
    try:
        yield
    finally:
        SchedulerNode.recompute_size_and_body = real  # type: ignore[method-assign]


def _defers_input_asserts(wrapper_class: Any) -> bool:
    """Whether this Inductor defers input asserts to the first kernel reading the input."""
    return hasattr(wrapper_class, "codegen_deferred_input_asserts")


def source_as_in_2_11(source: str) -> str:
    """`source` with each `assert_size_stride_grouped(names, sizes, strides, op)` line
    replaced by one `assert_size_stride(name, size, stride)` line per name, and each
    `assert_tensor_metadata(name, size, stride, dtype, op)` by `assert_size_stride(name,
    size, stride, op)`. Raises ValueError naming the line when one does not parse."""

    def one(match: re.Match[str]) -> str:
        line_no = source.count("\n", 0, match.start()) + 1
        text = match.group(0).strip()
        try:
            call = ast.parse(text, mode="eval").body
        except SyntaxError as exc:
            raise ValueError(f"line {line_no}: cannot read {text!r}: {exc.msg}") from exc
        args = call.args if isinstance(call, ast.Call) else []

        def src(node: ast.expr) -> str:
            return ast.get_source_segment(text, node) or ast.unparse(node)

        indent = match.group("indent")
        if match.group("func") == "assert_tensor_metadata":
            if len(args) != 5:
                raise ValueError(f"line {line_no}: unexpected form of {text!r}")
            name, size, stride, _dtype, op = (src(a) for a in args)
            return f"{indent}assert_size_stride({name}, {size}, {stride}, {op})"
        if len(args) < 3 or not all(isinstance(a, ast.Tuple) for a in args[:3]):
            raise ValueError(f"line {line_no}: unexpected form of {text!r}")
        names, sizes, strides = (a.elts for a in args[:3] if isinstance(a, ast.Tuple))
        if not len(names) == len(sizes) == len(strides):
            raise ValueError(f"line {line_no}: {text!r} has groups of unequal length")
        return "\n".join(
            f"{indent}assert_size_stride({src(n)}, {src(s)}, {src(t)})"
            for n, s, t in zip(names, sizes, strides, strict=True)
        )

    return _sizes_as_in_2_11(_ASSERT.sub(one, source))


_SIZE_READ = re.compile(
    r"^(?P<indent>[ \t]*)(?P<sym>\w+) = (?P<arg>\w+)\.(?P<kind>size|stride)\(\)\[(?P<dim>\d+)\]$"
)
_SIZE_OF = re.compile(r"^[ \t]*(?P<name>\w+_(?:size|stride)) = \w+\.(?:size|stride)\(\)$")


def _sizes_as_in_2_11(source: str) -> str:
    """`s77 = arg4_1.size()[0]` -> `arg4_1_size = arg4_1.size()` (once per function) and
    `s77 = arg4_1_size[0]`."""
    if ".size()[" not in source and ".stride()[" not in source:
        return source
    out: list[str] = []
    bound: set[str] = set()
    for line in source.split("\n"):
        if line.lstrip().startswith("def "):
            bound = set()
        known = _SIZE_OF.match(line)
        if known:
            bound.add(known.group("name"))
        read = _SIZE_READ.match(line)
        if read:
            indent, arg, kind = read.group("indent"), read.group("arg"), read.group("kind")
            name = f"{arg}_{kind}"
            if name not in bound:
                out.append(f"{indent}{name} = {arg}.{kind}()")
                bound.add(name)
            line = f"{indent}{read.group('sym')} = {name}[{read.group('dim')}]"
        out.append(line)
    return "\n".join(out)
