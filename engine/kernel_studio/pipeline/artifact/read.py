"""Read a `torch.compiler.precompile` artifact (torch 2.15): its calling convention (the
literal constants upstream writes at the top level and reads back with an AST walk, as
here) and the Inductor output module inlined in it. Nothing of the artifact runs here."""

from __future__ import annotations

import ast
import os
import re
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.pipeline.errors import ExportError

# The inner Inductor module sits between this banner and `_inner_call = call`
# (torch/_functorch/_aot_autograd/to_standalone_python.py, _compose_standalone_module).
INNER_BANNER = "# Inner Inductor output code (kernels + ``call``)"
INNER_END = "_inner_call = call"

# What a make_fx artifact of the inductor backend always defines (torch/_precompile.py,
# _parse_artifact_metadata).
REQUIRED = (
    "BACKEND",
    "MODULE_POSITIONS",
    "NUM_POSITIONAL_ARGS",
    "PARAM_NAMES",
    "BUFFER_NAMES",
    "GRAD_PARAM_INDICES",
    "IN_SPEC",
    "OUT_SPEC",
    "USER_INPUT_SHAPES",
    "USER_INPUT_DTYPES",
    "USER_INPUT_DEVICES",
)

NOT_AN_ARTIFACT_HINT = (
    "give the .py file torch.compiler.precompile.capture wrote (artifact_path), not its cache"
)


@dataclass
class Artifact:
    """A precompile artifact of one model called on tensors (`lambda model, *xs: model(*xs)`)."""

    path: str
    data: bytes
    inner_source: str  # Inductor's output module: kernels, `call(args)`
    inner_line: int  # where it starts in the artifact (1-based)
    param_names: list[str]
    buffer_names: list[str]
    input_shapes: list[list[int]]
    input_dtypes: list[str]  # "float32"
    device: str  # "cpu" or "cuda"
    constants: dict[str, Any] = field(default_factory=dict)
    # A training step (fn ran a backward): the parameters (indices into param_names) whose
    # gradients the inner `call` returns last, after fn's `results` result values.
    grad_param_indices: list[int] = field(default_factory=list)
    results: int = 1

    @property
    def step(self) -> bool:
        return bool(self.grad_param_indices)

    @property
    def grad_names(self) -> list[str]:
        return [self.param_names[i] for i in self.grad_param_indices]

    @property
    def state_names(self) -> list[str]:
        """Parameters then buffers: the first arguments of the inner `call`, in order."""
        return self.param_names + self.buffer_names

    def inputs_text(self) -> str:
        return ", ".join(
            f"{d}[{', '.join(str(s) for s in shape)}]"
            for d, shape in zip(self.input_dtypes, self.input_shapes, strict=True)
        )


def _fail(path: str, message: str, line: int | None = None, hint: str | None = None) -> ExportError:
    return ExportError("input", f"{path}: {message}", file=path, line=line, hint=hint)


def _constants(tree: ast.Module, path: str) -> tuple[dict[str, Any], dict[str, int]]:
    values: dict[str, Any] = {}
    lines: dict[str, int] = {}
    for node in tree.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
        ):
            name = node.targets[0].id
            if name.isupper():
                try:
                    values[name] = ast.literal_eval(node.value)
                except ValueError:
                    continue
                lines[name] = node.lineno
    return values, lines


def _inner_module(text: str, path: str) -> tuple[str, int]:
    lines = text.splitlines()
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == INNER_BANNER)
        end = next(i for i in range(start, len(lines)) if lines[i].strip() == INNER_END)
    except StopIteration:
        raise _fail(
            path,
            "no Inductor output module in it (expected the 'Inner Inductor output code'"
            f" banner and '{INNER_END}' after it): the artifact's layout is not one this"
            " engine reads",
            hint="capture it again with torch 2.15's torch.compiler.precompile",
        ) from None
    first = start + 1
    while first < end and lines[first].startswith("# ==="):
        first += 1
    return "\n".join(lines[first:end]) + "\n", first + 1


def read_artifact(path: str) -> Artifact:
    """The artifact at `path`, checked to be one this engine imports. Raises ExportError
    (`input`) naming the file and what is wrong with it."""
    path = os.path.abspath(path)
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise _fail(path, f"cannot read it: {exc.strerror or exc}") from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise _fail(
            path,
            "not a torch.compiler.precompile artifact (not Python text)",
            hint=NOT_AN_ARTIFACT_HINT,
        ) from None
    try:
        tree = ast.parse(text, filename=path)
    except SyntaxError as exc:
        raise _fail(
            path,
            f"not a torch.compiler.precompile artifact (not Python: {exc.msg})",
            line=exc.lineno,
            hint=NOT_AN_ARTIFACT_HINT,
        ) from None
    values, lines = _constants(tree, path)
    if values.get("TRACER") == "dynamo":
        raise _fail(
            path,
            "a multi-graph (Dynamo tracer) precompile artifact: importing one is not"
            " supported yet, only the make_fx tracer's single graph",
            line=lines.get("TRACER"),
        )
    missing = [name for name in REQUIRED if name not in values]
    if missing:
        raise _fail(
            path,
            "not a torch.compiler.precompile artifact (it does not define"
            f" {', '.join(missing[:3])}{', ...' if len(missing) > 3 else ''})",
            hint=NOT_AN_ARTIFACT_HINT,
        )
    if values["BACKEND"] != "inductor":
        raise _fail(
            path,
            f"captured with backend={values['BACKEND']!r}: it holds no Inductor kernels to"
            " import",
            line=lines["BACKEND"],
            hint="capture it with the default backend ('inductor')",
        )
    if values["MODULE_POSITIONS"] != [0]:
        raise _fail(
            path,
            "its fn does not take one model as its first argument"
            f" (MODULE_POSITIONS = {values['MODULE_POSITIONS']}): only"
            " fn = lambda model, *inputs: model(*inputs) is imported",
            line=lines["MODULE_POSITIONS"],
        )
    shapes = values["USER_INPUT_SHAPES"]
    dtypes = values["USER_INPUT_DTYPES"]
    devices = values["USER_INPUT_DEVICES"]
    if len(shapes) != values["NUM_POSITIONAL_ARGS"] - 1 or any(s is None for s in shapes):
        raise _fail(
            path,
            "its fn takes inputs other than tensors (or nested ones): only tensors passed"
            " one by one to the model are imported",
            line=lines["USER_INPUT_SHAPES"],
        )
    if any(d is None for s in shapes for d in s):
        raise _fail(
            path,
            "captured with dynamic (mark_unbacked) dims: importing one is not supported"
            " yet, only static shapes",
            line=lines["USER_INPUT_SHAPES"],
        )
    kinds = {str(d).split(":")[0] for d in devices}
    if len(kinds) != 1 or not kinds <= {"cpu", "cuda"}:
        raise _fail(
            path,
            f"its inputs are on {', '.join(sorted(map(str, devices)))}: one device, cpu or"
            " cuda, is imported",
            line=lines["USER_INPUT_DEVICES"],
        )
    inner, inner_line = _inner_module(text, path)
    grads = [int(i) for i in values["GRAD_PARAM_INDICES"]]
    results = _result_count(values["OUT_SPEC"])
    if grads:
        _check_step(text, path, values, lines, grads, results)
        _check_writes(inner, inner_line, path)
    return Artifact(
        path=path,
        data=data,
        inner_source=inner,
        inner_line=inner_line,
        param_names=list(values["PARAM_NAMES"]),
        buffer_names=list(values["BUFFER_NAMES"]),
        input_shapes=[list(s) for s in shapes],
        input_dtypes=[str(d).removeprefix("torch.") for d in dtypes],
        device=kinds.pop(),
        constants=values,
        grad_param_indices=grads,
        results=results,
    )


def _result_count(spec: Any) -> int:
    """How many values fn's result flattens to (upstream's pytree spec as JSON: leaves are
    the nodes without a type; a bare `.backward()` step returns one leaf, None)."""
    import json

    try:
        tree = json.loads(spec)[1] if isinstance(spec, str) else None
    except (ValueError, IndexError, TypeError):
        tree = None
    if not isinstance(tree, dict):
        return 1

    def leaves(node: dict[str, Any]) -> int:
        children = node.get("children_spec") or []
        return 1 if node.get("type") is None else sum(leaves(c) for c in children)

    return leaves(tree)


def _check_step(
    text: str,
    path: str,
    values: dict[str, Any],
    lines: dict[str, int],
    grads: list[int],
    results: int,
) -> None:
    """Refusals of a training step this engine cannot run as the artifact does."""
    if any(i < 0 or i >= len(values["PARAM_NAMES"]) for i in grads):
        raise _fail(
            path,
            f"GRAD_PARAM_INDICES {grads} name parameters it does not have",
            line=lines["GRAD_PARAM_INDICES"],
        )
    # AOTAutograd's runtime wrapper checks the inner call's output count: fn's result and
    # the gradients, plus one per tensor fn writes in place (copied back by the wrapper).
    counts = [int(n) for n in re.findall(r"expected (\d+) outputs, got", text)]
    if counts and counts[0] != results + len(grads):
        written = counts[0] - results - len(grads)
        raise _fail(
            path,
            f"a training step that writes {written} tensor(s) in place besides the gradients"
            " (an optimizer step, BatchNorm's running statistics in train mode, an in-place"
            " update of an input): importing one is not supported yet, only a step whose"
            " only effect is the parameters' .grad",
            line=lines["GRAD_PARAM_INDICES"],
            hint="capture fn = lambda model, *inputs: loss(model(*inputs)).backward() and"
            " step the optimizer outside it",
        )


def _check_writes(inner: str, inner_line: int, path: str) -> None:
    """A training step whose graph writes tensors in place (`aten.copy_` into an input:
    BatchNorm's running statistics in train mode, an in-place update of an input) is
    refused, naming the kernel: the step's verification compares gradients, not state."""
    for i, line in enumerate(inner.splitlines()):
        m = re.match(r"(\w*_copy__\w*) = async_compile\.", line)
        where = m.group(1) if m else None
        if where is None and re.search(r"Original ATen: \[.*\baten\.copy_\b", line):
            where = "a library call"
        if where is not None:
            raise _fail(
                path,
                f"a training step that writes tensors in place besides the gradients ({where}"
                " copies into the model's state or an input: BatchNorm's running statistics in"
                " train mode, an optimizer step, an in-place update): importing one is not"
                " supported yet, only a step whose only effect is the parameters' .grad",
                line=inner_line + i,
                hint="capture the step with the model in eval mode, or without the in-place"
                " update; step the optimizer outside the captured fn",
            )
