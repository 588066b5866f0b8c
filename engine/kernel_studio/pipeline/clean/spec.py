"""The clean stage's input and output types: `CleanSpec` (everything the rewrite needs
besides Inductor's raw module, as plain data that round-trips through JSON) and `Cleaned`.

Nothing here imports torch: the clean stage is a pure function of (raw source, spec)."""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, field, fields
from typing import Any

# Ops the export hands Inductor as opaque stand-ins (pipeline/lower/library_ops.py) and the clean
# module calls as the ATen ops they stand for: Inductor's call -> the module's call.
STAND_IN_NAMESPACE = "kernel_studio"
STAND_IN_CALLS = {
    f"torch.ops.{STAND_IN_NAMESPACE}.{name}_input.default": f"torch.ops.aten.{name}.input"
    for name in ("lstm", "gru", "rnn_tanh", "rnn_relu")
}


_LIBRARY_KEY = re.compile(r"((?:extern_kernels|torch\.ops)\.[\w.]+):(\d+)")


def with_dim_names(text: str, names: dict[str, str]) -> str:
    """`text` (Python over size symbols such as `s77`, `u0`) with the symbols that have a
    name in `names` written by that name."""
    return re.sub(r"\b[su]\d+\b", lambda m: names.get(m.group(0), m.group(0)), text)


def library_function(func: str) -> str:
    """The function the clean module calls for Inductor's library call `func`: the export's
    stand-ins are their ATen ops, also as Inductor's comments name them after the clean
    stage's renaming (`torch.ops.aten.lstm.input.default`)."""
    if func in STAND_IN_CALLS:
        return STAND_IN_CALLS[func]
    for value in STAND_IN_CALLS.values():
        if func == value + ".default":
            return value
    return func


def library_key(key: str) -> str:
    """A library call's kernel key, `<function>:<provenance handle>`, with the function as
    the clean module calls it (`torch.ops.kernel_studio.lstm_input.default:2` ->
    `torch.ops.aten.lstm.input:2`); `extern_kernels.X:N` keys are kept."""
    func, _, handle = key.rpartition(":")
    return f"{library_function(func)}:{handle}" if func else key


def library_handles(raw: str) -> list[str]:
    """The keys of the raw module's library calls (`extern_kernels.X:N` and ATen fallbacks
    `torch.ops.<ns>.<op>.<overload>:N`) in launch order, from its provenance comments."""
    return [
        library_key(f"{m.group(1)}:{m.group(2)}")
        for m in re.finditer(r"# \[Provenance debug handles\] " + _LIBRARY_KEY.pattern, raw)
    ]


class CleanupError(Exception):
    """The raw module has a shape the cleanup does not understand."""


class DimNameClash(CleanupError):
    """A dynamic dim's name is already taken in the clean module (an input, a buffer, a
    helper, a builtin it uses): the user must pick another name."""


@dataclass
class InputSpec:
    """A positional argument of Inductor's `call`, as the clean module sees it."""

    name: str
    kind: str  # user / parameter / buffer / constant
    dtype: str  # "torch.float32"
    device: str  # "cpu" / "cuda"
    ndim: int  # -1 where unknown (not a tensor, or no export context)


@dataclass
class DimSpec:
    """A dynamic size: Inductor's symbol for it, the user's name and its range."""

    name: str
    symbol: str
    min: int | None = None
    max: int | None = None


@dataclass
class WriteSpec:
    """`call`'s output number `output` is the new value of input number `input` (a buffer,
    parameter or user input the model writes in place): the module copies it back there and
    does not return it."""

    output: int
    input: int


@dataclass
class SizedLaunch:
    """One rung of a kernel's launch configs by size: the config used while the product of
    the size arguments `LaunchSpec.size_of` is at most `up_to` (None: the last rung). It was
    the best config at `tuned_at` (that product at each tuning point of this rung; the dims'
    sizes there in `sizes`)."""

    up_to: int | None
    tuned_at: list[int]
    sizes: list[dict[str, int]]
    kwargs: dict[str, int]
    num_warps: int
    num_stages: int


@dataclass
class LaunchSpec:
    """The launch config Inductor's autotuner picked for one Triton kernel, and its grid
    as Inductor's GridExpr wrote it: Python expressions over the kernel's parameters
    (xnumel, ynumel, ...), after the `grid_prefix` assignments (`y_grid_raw_ = ...`).
    A kernel tuned at several sizes whose best config changes with them also has
    `by_size`, the rungs the module picks from by the product of `size_of` at launch."""

    kwargs: dict[str, int]
    num_warps: int
    num_stages: int
    grid: list[str]
    grid_prefix: list[str] = field(default_factory=list)
    size_of: list[str] = field(default_factory=list)
    by_size: list[SizedLaunch] = field(default_factory=list)


@dataclass
class SizeGuard:
    """A condition on the dynamic sizes that lowering assumed and the dims' ranges do not
    imply: `expr` is Python in the raw symbols (`(s77 % 16) == 0`), `where` Inductor's
    source location of the assumption."""

    expr: str
    where: str = ""


# Written only when set: the specs of the clean stage's corpus predate them.
_LEFT_OUT_WHEN_OFF = (
    "cpp_prefix",
    "cuda_graphs",
    "cuda_graph_writes",
    "cuda_graph_buckets",
    "cuda_graph_inputs",
    "cuda_graph_outputs",
)


@dataclass
class CleanSpec:
    """Everything the cleanup needs besides the raw source. Whatever depends on the machine
    or on the installed torch comes in here, filled by the caller (pipeline/api.py)."""

    device: str
    module_name: str = "kernel"
    title: str = "an exported model"
    inputs: list[InputSpec] | None = None
    dynamic_dims: list[DimSpec] = field(default_factory=list)
    single_output: bool = False
    writes: list[WriteSpec] = field(default_factory=list)
    size_guards: list[SizeGuard] = field(default_factory=list)
    # raw name -> the nodes of its first launch (library calls: `<function>:handle`)
    kernel_nodes: dict[str, list[str]] = field(default_factory=dict)
    # `<raw name>:<provenance handle>` -> the nodes that launch computes (sources.launch_nodes)
    launch_nodes: dict[str, list[str]] = field(default_factory=dict)
    node_sources: dict[str, list[str]] = field(default_factory=dict)  # node -> "f.py:12  code"
    buffer_nodes: dict[str, str] = field(default_factory=dict)  # buf3 -> graph node it holds
    tuned: dict[str, LaunchSpec] = field(default_factory=dict)  # raw name -> launch
    cpp_flags: list[str] = field(default_factory=list)
    cpp_isa_flags: list[str] = field(default_factory=list)  # added where the CPU has AVX2
    # The torch series whose cpp_prefix.h the C++ kernels were written against (the helper
    # definitions the module copies, cpp/prelude.py); None: torch 2.11.
    cpp_prefix: str | None = None
    header: list[str] = field(default_factory=list)
    # Inductor's triton_helpers: function name -> source of its @triton.jit definition.
    triton_helpers: dict[str, str] = field(default_factory=dict)
    kernel_ids: dict[str, str] = field(default_factory=dict)  # raw name -> identity.kernel_id
    # cuda: `call` replays as a CUDA graph (the Inductor option triton.cudagraphs); the user
    # inputs it writes in place, by name, are written back after each replay.
    cuda_graphs: bool = False
    cuda_graph_writes: list[str] = field(default_factory=list)
    # CUDA graphs by bucket (pipeline/lower/graph_buckets.py): dim name -> sizes, and per user
    # input / returned output of `call` the bucketed dim name of each dim (None: none).
    cuda_graph_buckets: dict[str, list[int]] = field(default_factory=dict)
    cuda_graph_inputs: list[list[str | None]] = field(default_factory=list)
    cuda_graph_outputs: list[list[str | None]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict; `from_json` gives back an equal spec."""
        out: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "inputs":
                value = None if value is None else [_plain(i) for i in value]
            elif f.name in ("dynamic_dims", "writes", "size_guards"):
                value = [_plain(d) for d in value]
            elif f.name == "tuned":
                value = {k: _launch_json(v) for k, v in value.items()}
            elif isinstance(value, dict):
                value = {k: list(v) if isinstance(v, list) else v for k, v in value.items()}
            elif isinstance(value, list):
                value = list(value)
            if f.name in _LEFT_OUT_WHEN_OFF and not value:
                continue
            out[f.name] = value
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CleanSpec:
        """The spec `to_json` wrote. Unknown keys are an error (a spec from another
        version of the engine should not be half-read)."""
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"clean spec: unknown keys {unknown}")
        if "device" not in data:
            raise ValueError("clean spec: no device")
        values = dict(data)
        if values.get("inputs") is not None:
            values["inputs"] = [_build(InputSpec, i, "inputs") for i in values["inputs"]]
        if "dynamic_dims" in values:
            values["dynamic_dims"] = [
                _build(DimSpec, d, "dynamic_dims") for d in values["dynamic_dims"]
            ]
        if "writes" in values:
            values["writes"] = [_build(WriteSpec, w, "writes") for w in values["writes"]]
        if "size_guards" in values:
            values["size_guards"] = [
                _build(SizeGuard, g, "size_guards") for g in values["size_guards"]
            ]
        if "tuned" in values:
            tuned = {}
            for k, v in values["tuned"].items():
                launch = _build(LaunchSpec, v, f"tuned.{k}")
                launch.by_size = [
                    _build(SizedLaunch, r, f"tuned.{k}.by_size") for r in launch.by_size
                ]
                tuned[k] = launch
            values["tuned"] = tuned
        return cls(**values)


def _launch_json(launch: LaunchSpec) -> dict[str, Any]:
    out = asdict(launch)
    if not launch.by_size:  # a kernel with one config: the keys are left out
        del out["size_of"], out["by_size"]
    return out


def _plain(obj: Any) -> dict[str, Any]:
    out = {}
    for f in fields(obj):
        value = getattr(obj, f.name)
        out[f.name] = dict(value) if isinstance(value, dict) else value
        if isinstance(value, list):
            out[f.name] = list(value)
    return out


def _build(cls: type, data: Any, where: str) -> Any:
    if not isinstance(data, dict):
        raise ValueError(f"clean spec: {where} is not an object")
    known = {f.name for f in fields(cls)}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ValueError(f"clean spec: {where} has unknown keys {unknown}")
    try:
        return cls(**data)
    except TypeError as exc:
        raise ValueError(f"clean spec: {where}: {exc}") from exc


@dataclass
class KernelInfo:
    """One kernel of the clean module (describe turns these into metadata)."""

    name: str
    raw_name: str
    kind: str  # triton / cpp / extern
    nodes: list[str]  # every launch's, in launch order
    launch: dict[str, Any] | None = None
    id: str | None = None  # identity.kernel_id; None without export context
    # The nodes of each launch in `call` (text order); empty when not known.
    launch_nodes: list[list[str]] = field(default_factory=list)
    # Each launch's provenance key (`<raw>:<handle>`, a library call's its `raw`), in
    # launch order where known: an imported step maps them to its captured graph's nodes.
    launch_keys: list[str] = field(default_factory=list)


@dataclass
class Cleaned:
    """The clean stage's result: the module source and what describe needs about it."""

    source: str
    kernels: list[KernelInfo]
    input_names: list[str]
    state_names: list[str]
    # Each size symbol `call` reads from an input: {"name" (as the module calls it),
    # "symbol" (Inductor's), "input", "dim"}, in the order `call` reads them.
    dim_reads: list[dict[str, Any]] = field(default_factory=list)
    # Input name -> {"shape", "stride"} as `call` checks them: ints, or expressions in the
    # module's dim names.
    input_layouts: dict[str, dict[str, list[int | str]]] = field(default_factory=dict)
