"""Stage 4 of a training export, the one module: the clean forward module and the clean
backward module (each made by the clean stage like an inference module) joined into one
source: the backward's kernels next to the forward's (renamed where a name is taken),
`call_forward` and `call_backward`, then `TrainingStep` (the autograd.Function binding them),
`Module` (an nn.Module with the model's parameter names) and `call` (inference)."""

from __future__ import annotations

import ast
import dataclasses
import re
from dataclasses import dataclass

from kernel_studio.pipeline.clean import runtime as clean_runtime
from kernel_studio.pipeline.clean.cpp.prelude import prelude
from kernel_studio.pipeline.clean.format import format_source
from kernel_studio.pipeline.clean.spec import Cleaned, KernelInfo

FORWARD_CALL = "call_forward"
BACKWARD_CALL = "call_backward"


@dataclass
class StepInput:
    """A forward input as the module's `_INPUTS` lists it."""

    name: str  # the argument of call_forward
    kind: str  # user / parameter / buffer / constant
    target: str | None  # state-dict key
    requires_grad: bool


@dataclass
class Segment:
    """A top-level statement of a module with the comment lines above it."""

    names: list[str]
    text: str


def segments(source: str) -> tuple[str, list[Segment]]:
    """(the module's docstring with what precedes it, its other top-level statements)."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    out: list[Segment] = []
    previous_end = 0
    head = ""
    for i, stmt in enumerate(tree.body):
        start = stmt.lineno - 1
        if getattr(stmt, "decorator_list", None):
            start = min(d.lineno for d in stmt.decorator_list) - 1  # type: ignore[attr-defined]
        end = stmt.end_lineno or stmt.lineno
        text = "".join(lines[previous_end:end])
        previous_end = end
        if i == 0 and isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
            head = text
            continue
        names: list[str] = []
        if isinstance(stmt, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef):
            names = [stmt.name]
        elif isinstance(stmt, ast.Assign):
            names = [t.id for t in stmt.targets if isinstance(t, ast.Name)]
        elif isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name):
            names = [stmt.target.id]
        elif isinstance(stmt, ast.Import | ast.ImportFrom):
            names = [ast.unparse(stmt)]
        del start
        out.append(Segment(names, text))
    return head, out


def _rename(source: str, old: str, new: str, kind: str) -> str:
    """Kernel `old` -> `new` in a clean module: its definition, launches and comments (a C++
    kernel's exported function `<name>_kernel` too); a library call only in the comment
    that names its launch."""
    if kind == "extern":
        return re.sub(rf"^(\s*# ){re.escape(old)}(:)", rf"\g<1>{new}\2", source, flags=re.M)
    source = re.sub(rf"\b{re.escape(old)}_kernel\b", f"{new}_kernel", source)
    return re.sub(rf"\b{re.escape(old)}\b", new, source)


def _dict_entries(text: str) -> list[str]:
    """The entry lines of `_CPP_KERNELS = {...}`."""
    body = text[text.index("{") + 1 : text.rindex("}")]
    return [line for line in body.splitlines() if line.strip()]


def join_modules(
    forward: Cleaned,
    backward: Cleaned,
    footer: str,
    cpp_prefix: str | None,
) -> tuple[Cleaned, list[str]]:
    """One module from the two clean modules and the training `footer` (which defines
    `call`), and the names of the backward kernels in it: those whose names the forward
    module already binds get `_bw`."""
    taken = set()
    for seg in segments(forward.source)[1]:
        taken.update(seg.names)
    taken |= {k.name for k in forward.kernels}
    bw_source = backward.source
    bw_kernels: list[KernelInfo] = []
    for k in backward.kernels:
        name = k.name
        if name in taken:
            new, i = f"{name}_bw", 1
            while new in taken or re.search(rf"\b{re.escape(new)}\b", bw_source):
                i += 1
                new = f"{name}_bw{i}"
            bw_source = _rename(bw_source, name, new, k.kind)
            name = new
        taken.add(name)
        bw_kernels.append(dataclasses.replace(k, name=name))
    fw_source = re.sub(r"^def call\(", f"def {FORWARD_CALL}(", forward.source, flags=re.M)
    bw_source = re.sub(r"^def call\(", f"def {BACKWARD_CALL}(", bw_source, flags=re.M)
    head, fw_segs = segments(fw_source)
    _, bw_segs = segments(bw_source)
    have = {n for s in fw_segs for n in s.names}
    cpp_entries = []
    added: list[Segment] = []
    for seg in bw_segs:
        if seg.names == ["_CPP_KERNELS"]:
            cpp_entries = _dict_entries(seg.text)
        elif seg.names and all(n in have for n in seg.names):
            continue
        elif seg.names and seg.names[0].startswith("import "):
            added.insert(0, seg)
        else:
            added.append(seg)
    imports = [s for s in added if s.names and s.names[0].startswith("import ")]
    rest = [s for s in added if s not in imports]
    parts: list[str] = [head]
    last_import = max(
        (i for i, s in enumerate(fw_segs) if s.names and s.names[0].startswith("import ")),
        default=-1,
    )
    if "import os" not in have:  # the weights file's path
        imports.append(Segment(["import os"], "import os\n"))
    if "load_weights" not in have:  # a forward module takes its parameters as arguments
        rest.insert(0, Segment(["load_weights"], "\n\n" + clean_runtime.WEIGHTS.strip() + "\n"))
    # The backward's kernels go before the C++ kernel table that names them (else before
    # call_forward).
    before = "_CPP_PRELUDE" if "_CPP_PRELUDE" in have else FORWARD_CALL
    for i, seg in enumerate(fw_segs):
        if seg.names == [before]:
            parts += [s.text for s in rest if s.names != [BACKWARD_CALL]]
        if seg.names == ["_CPP_KERNELS"] and cpp_entries:
            entries = _dict_entries(seg.text) + cpp_entries
            lead = seg.text[: seg.text.index("_CPP_KERNELS")]
            parts.append(lead + "_CPP_KERNELS = {\n" + "\n".join(entries) + "\n}\n")
        elif seg.names == ["_CPP_PRELUDE"] and cpp_entries:
            lead = seg.text[: seg.text.index("_CPP_PRELUDE")]
            text = prelude([forward.source, backward.source], cpp_prefix)
            parts.append(lead + f'_CPP_PRELUDE = r"""\n{text}"""\n')
        else:
            parts.append(seg.text)
        if i == last_import:
            parts += [s.text for s in imports]
        if seg.names == [FORWARD_CALL]:
            parts += [s.text for s in rest if s.names == [BACKWARD_CALL]]
    if cpp_entries and "_CPP_KERNELS" not in have:
        raise ValueError("the backward has C++ kernels and the forward none: not supported yet")
    source = format_source("".join(parts) + "\n\n" + footer)
    joined = dataclasses.replace(forward, source=source, kernels=forward.kernels + bw_kernels)
    return joined, [k.name for k in bw_kernels]


def footer(
    inputs: list[StepInput],
    user_outputs: int,
    tangents: list[int],
    single_output: bool,
    loss: str,
) -> str:
    """`TrainingStep`, `Module` and `call` of a training module."""
    users = [i.name for i in inputs if i.kind == "user"]
    table = ",\n".join(
        f"    ({i.name!r}, {i.kind!r}, {i.target!r}, {i.requires_grad!r})" for i in inputs
    )
    args = ", ".join(i.name if i.kind == "user" else f"weights[{i.name!r}]" for i in inputs)
    ret = "results[0]" if single_output else f"tuple(results[:{user_outputs}])"
    return f'''
# Training: the forward kernels (call_forward) and the backward kernels (call_backward)
# bound as one autograd.Function. The loss: {loss}.
# Each input of call_forward: (name, kind, state-dict key, requires grad).
_INPUTS = [
{table},
]
# call_forward returns the model's outputs ({user_outputs}), then the values saved for the
# backward (tensors, then sizes); call_backward takes the saved sizes, the saved tensors, then
# the gradients of the outputs listed in _TANGENTS, and returns one gradient per input of
# call_forward (None where none is needed).
_USER_OUTPUTS = {user_outputs}
_TANGENTS = {tangents!r}
_SINGLE_OUTPUT = {single_output!r}


class TrainingStep(torch.autograd.Function):
    """apply(*inputs, in _INPUTS order) -> the model's outputs, through the exported
    forward kernels; backward through the exported backward kernels."""

    @staticmethod
    def forward(ctx, *inputs):
        results = call_forward(*inputs)
        outputs = tuple(results[:_USER_OUTPUTS])
        saved = results[_USER_OUTPUTS:]
        ctx.save_for_backward(*[s for s in saved if isinstance(s, torch.Tensor)])
        # Sizes (of dynamic dims) the backward reads: ints, after the tensors.
        ctx.sizes = [s for s in saved if not isinstance(s, torch.Tensor)]
        ctx.mark_non_differentiable(*[o for i, o in enumerate(outputs) if i not in _TANGENTS])
        return outputs

    @staticmethod
    def backward(ctx, *grads):
        # call_backward takes the saved sizes first (AOTAutograd's order).
        return tuple(
            call_backward(*ctx.sizes, *ctx.saved_tensors, *[grads[i] for i in _TANGENTS])
        )


class Module(torch.nn.Module):
    """The model as an nn.Module: forward runs the exported forward kernels, backward the
    exported backward kernels. Parameters and buffers have the model's names (torch.optim
    works on it), copied from `weights` (default: the weights file); buffers the model
    updates in training (running statistics) are updated here as the model does. Tied
    parameters (one tensor under two names in `weights`, e.g. an embedding shared by an
    encoder) are one Parameter here too, whose gradient adds up both uses."""

    def __init__(self, weights=None):
        super().__init__()
        weights = load_weights() if weights is None else weights
        tied = {{}}
        for name, kind, target, requires_grad in _INPUTS:
            if kind == "user":
                continue
            owner = self
            *path, leaf = target.split(".")
            for part in path:
                if part not in owner._modules:
                    owner.add_module(part, torch.nn.Module())
                owner = owner._modules[part]
            value = weights[name]
            key = (
                value.untyped_storage().data_ptr(),
                value.storage_offset(),
                tuple(value.shape),
                tuple(value.stride()),
                value.dtype,
            )
            if kind == "parameter" and value.numel() and key in tied:
                owner.register_parameter(leaf, tied[key])
                continue
            value = value.detach().clone()
            if kind == "parameter":
                tied[key] = torch.nn.Parameter(value, requires_grad)
                owner.register_parameter(leaf, tied[key])
            else:
                owner.register_buffer(leaf, value, persistent=kind == "buffer")

    def forward(self, {", ".join(users)}):
        state = dict(self.named_parameters(remove_duplicate=False))
        state.update(self.named_buffers())
        given = {{{", ".join(f"{u!r}: {u}" for u in users)}}}
        values = [given[n] if kind == "user" else state[t] for n, kind, t, _ in _INPUTS]
        outputs = TrainingStep.apply(*values)
        return outputs[0] if _SINGLE_OUTPUT else outputs


def module(weights=None):
    """A new Module (its own copy of the parameters and buffers)."""
    return Module(weights)


def call({", ".join(users)}):
    """Inference: the forward kernels on the weights file's parameters."""
    weights = load_weights()
    with torch.no_grad():
        results = call_forward({args})
    return {ret}
'''
