"""CUDA graphs per shape bucket (the export option `cudaGraphBuckets`, docs/project-format.md
"CUDA graphs"): a dynamic dim named here is padded, when `call` runs, up to the next of its
bucket sizes, so that a dynamic batch replays one of a few recorded graphs instead of
recording a graph per size. This module checks the option and works out, from the exported
program, which dims of `call`'s inputs are padded and which dims of its outputs are cut back
to the real size: only dims whose size is exactly the dim's symbol. A size expression that
merely contains it (`2*B`, `B*T` after a reshape) cannot be padded row by row, and is
refused naming the input or output. (The `export` method checks the option without torch:
torch is imported where the plan is made.)"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kernel_studio.pipeline.clean.spec import with_dim_names
from kernel_studio.pipeline.errors import ExportError

PARAM = "cudaGraphBuckets"


def check_buckets(value: Any) -> dict[str, list[int]]:
    """The option as given (`{"B": [1, 2, 4, 8]}`, null or {} for none), sizes sorted and
    without repeats. Raises ValueError saying what does not fit."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise ValueError("must be an object of dynamic dim names to lists of sizes, or null")
    out = {}
    for name, sizes in value.items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"{name!r}: a dim name must be a non-empty string")
        if not isinstance(sizes, list) or not sizes:
            raise ValueError(f"{name}: must be a non-empty list of sizes")
        for s in sizes:
            if isinstance(s, bool) or not isinstance(s, int) or s < 1:
                raise ValueError(f"{name}: {s!r} is not a positive integer size")
        out[name] = sorted(set(sizes))
    return dict(sorted(out.items()))


@dataclass
class BucketPlan:
    """Where `call` pads and cuts: per input of `call` (its user inputs, in order) and per
    output it returns, the bucketed dim name of each dim, or None (not padded)."""

    buckets: dict[str, list[int]] = field(default_factory=dict)
    inputs: list[list[str | None]] = field(default_factory=list)
    outputs: list[list[str | None]] = field(default_factory=list)

    def header(self) -> str:
        """The module header's sentence."""
        dims = "; ".join(
            f"{name} up to the next of {', '.join(map(str, sizes))}"
            for name, sizes in self.buckets.items()
        )
        return (
            f"CUDA graphs by bucket (cuda_graph_buckets): call pads {dims}, repeating the last"
            " row, replays that size's graph and returns the real rows; a larger size gets a"
            " graph of its own. Rows along a bucketed dim must not mix (verify checks a size"
            " inside a bucket)."
        )


def _symbols(size: Any) -> set[str]:
    import torch

    if isinstance(size, torch.SymInt):
        return {str(s) for s in size.node.expr.free_symbols}
    return set()


def _dims_of(value: Any, symbols: dict[str, str], what: str) -> list[str | None]:
    """Per dim of `value` (a fake tensor, or a size), the bucketed dim it is exactly, else
    None; an ExportError for a size that holds a bucketed symbol in another expression."""
    import torch

    sizes = list(value.shape) if isinstance(value, torch.Tensor) else [value]
    out: list[str | None] = []
    for k, size in enumerate(sizes):
        found = _symbols(size) & set(symbols)
        text = str(size.node.expr) if isinstance(size, torch.SymInt) else str(size)
        exact = bool(found) and text in symbols
        if found and not (exact and isinstance(value, torch.Tensor)):
            name = symbols[sorted(found)[0]]
            where = f"dim {k} of {what}" if isinstance(value, torch.Tensor) else what
            raise ExportError(
                "input",
                f"cuda_graph_buckets: {where} has size {with_dim_names(text, symbols)}, which"
                f" holds {name} in another"
                f" expression: only dims of size exactly {name} can be padded to a bucket",
                hint=f"leave {name} out of the buckets, or make it the size of whole dims",
                param=PARAM,
            )
        out.append(symbols[text] if exact else None)
    return out if isinstance(value, torch.Tensor) else []


def _check_range(name: str, sizes: list[int], d: Any) -> None:
    """Every bucket size of `name` inside its dim `d`'s range (trace.DynamicDim)."""
    low = [s for s in sizes if d.min is not None and s < d.min]
    high = [s for s in sizes if d.max is not None and s > d.max]
    if low or high:
        s = (low or high)[0]
        why = f" (narrowed {d.narrowed})" if d.narrowed else ""
        raise ExportError(
            "input",
            f"cuda_graph_buckets: {name} = {s} is outside {name}'s range"
            f" [{d.min}, {'inf' if d.max is None else d.max}]{why}",
            hint=f"leave {s} out of {name}'s buckets: the module refuses a size outside the"
            " range, padded or not",
            param=PARAM,
        )


def check_narrowed(buckets: dict[str, list[int]], dynamic_dims: list[Any]) -> None:
    """The bucket sizes against the dims' ranges once lowering is done: a range Inductor
    narrowed while lowering (trace.DynamicDim.narrowed) may leave a bucket outside it."""
    by_name = {d.name: d for d in dynamic_dims}
    for name, sizes in buckets.items():
        d = by_name.get(name)
        if d is not None and d.narrowed:
            _check_range(name, sizes, d)


def plan_buckets(
    buckets: dict[str, list[int]],
    dynamic_dims: list[Any],
    inputs: list[tuple[str, Any]],
    outputs: list[Any],
) -> BucketPlan:
    """The plan for `buckets` (checked) over the export's `dynamic_dims` (trace.DynamicDim),
    `call`'s user inputs as (name, fake value) and its outputs' fake values. Raises
    ExportError naming the dim, input or output that cannot be bucketed."""
    if not buckets:
        return BucketPlan()
    by_name = {d.name: d for d in dynamic_dims}
    symbols = {}
    for name, sizes in buckets.items():
        d = by_name.get(name)
        if d is None:
            known = ", ".join(sorted(by_name)) or "none"
            raise ExportError(
                "input",
                f"cuda_graph_buckets: {name} is not a dynamic dim of this export (its dynamic"
                f" dims: {known})",
                param=PARAM,
            )
        _check_range(name, sizes, d)
        symbols[d.symbol] = name
    plan = BucketPlan(buckets=dict(buckets))
    plan.inputs = [_dims_of(v, symbols, f"input {n}") for n, v in inputs]
    plan.outputs = [_dims_of(v, symbols, f"output {i}") for i, v in enumerate(outputs)]
    padded = {n for dims in plan.inputs for n in dims if n}
    for name in buckets:
        if name not in padded:
            raise ExportError(
                "input",
                f"cuda_graph_buckets: no input of call has a dim of size exactly {name}",
                param=PARAM,
            )
    return plan


def user_outputs(program: Any) -> list[Any]:
    """The fake values of the program's user outputs, in `call`'s return order."""
    import torch

    kinds = torch.export.graph_signature.OutputKind
    output = next(n for n in program.graph.nodes if n.op == "output")
    values = list(output.args[0])
    out = []
    for spec, node in zip(program.graph_signature.output_specs, values, strict=True):
        if spec.kind == kinds.USER_OUTPUT:
            out.append(node.meta.get("val") if isinstance(node, torch.fx.Node) else node)
    return out
