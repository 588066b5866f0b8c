"""Stage 3, lower: the decomposed program -> Inductor's raw output module source, with the
provenance maps (kernel -> fused graph nodes) and, on CUDA, the autotuned launch configs."""

from __future__ import annotations

import dataclasses
import keyword
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.decompositions import function_error
from kernel_studio.inductor import (
    LowerSettings,
    Provenance,
    RawOutput,
    TunedKernel,
    cpu_vector_isa_available,
    launch_numels,
    lower_graph,
    python_expr,
    tuned_launch_configs,
    warm_compile_pool,
)
from kernel_studio.pipeline.clean.module_names import is_reserved
from kernel_studio.pipeline.clean.spec import with_dim_names
from kernel_studio.pipeline.decompose.decompose import Decomposed
from kernel_studio.pipeline.errors import ExportError, wrap
from kernel_studio.pipeline.lower.library_ops import with_stand_ins


@dataclass
class GraphInput:
    """One placeholder of the lowered graph: a user input or a parameter/buffer/constant."""

    placeholder: str
    kind: str  # "user", "parameter", "buffer", "constant"
    target: str | None  # state-dict key for parameters/buffers/constants
    name: str  # the Python name it gets in the clean module
    value: Any  # the fake tensor (meta["val"])


@dataclass
class Lowered:
    decomposed: Decomposed
    device: str
    raw_source: str
    graph_inputs: list[GraphInput]
    provenance: Provenance
    tuned: dict[str, TunedKernel]
    cpp_flags: list[str]
    seconds: float
    module: Any = None  # the compiled raw module (cuda, before autotuning)
    buffer_origins: dict[str, str] = field(default_factory=dict)  # buf3 -> post-grad node
    inductor: dict[str, bool | int] = field(default_factory=dict)  # the user's options
    materialize: list[str] = field(default_factory=list)  # nodes realized to a buffer
    guards: list[LoweringGuard] = field(default_factory=list)  # what lowering assumed
    # The autotune run at the example: each kernel's size arguments and the memory it took.
    example_numels: dict[str, dict[str, int]] = field(default_factory=dict)
    example_peak: int = 0
    # Kernel -> its tunings by size (size_tuning.py), the example's first; the notes say
    # where it was tuned for the module's header.
    tuned_by_size: dict[str, list[Any]] = field(default_factory=dict)
    tuning_notes: list[str] = field(default_factory=list)
    tuning_seconds: float = 0.0
    # max-autotune: each matmul/convolution whose choices Inductor timed while lowering
    # (kernel_studio.inductor.TimedChoice).
    timed_choices: list[Any] = field(default_factory=list)
    # CUDA graphs by bucket: the dims `call` pads (pipeline/graph_buckets.BucketPlan).
    cuda_graph_plan: Any = None

    @classmethod
    def of(
        cls,
        raw: RawOutput,
        decomposed: Decomposed,
        device: str,
        inputs: list[GraphInput],
        seconds: float,
        **more: Any,
    ) -> Lowered:
        """The lowering of `decomposed` that Inductor output as `raw`, nothing tuned yet;
        `more`: the other fields."""
        return cls(
            decomposed=decomposed,
            device=device,
            raw_source=raw.source,
            graph_inputs=inputs,
            provenance=raw.provenance,
            tuned={},
            cpp_flags=cpp_flags() if device == "cpu" else [],
            seconds=seconds,
            module=raw.module,
            buffer_origins=raw.buffer_origins,
            **more,
        )


@dataclass
class LoweringGuard:
    """A condition on the dynamic sizes that Inductor assumed while lowering (a layout or
    backend decided at the example size): the kernels are right only where it holds.
    `expr` is Python in the graph's symbols; `implied` when the narrowed ranges of the
    dynamic dims already guarantee it (otherwise the module checks it on each call)."""

    expr: str
    where: str
    implied: bool
    symbols: list[str] = field(default_factory=list)  # the size symbols it reads


def _py_name(text: str, taken: set[str]) -> str:
    """`text` as a Python identifier none of `taken` and none the clean module binds itself
    (module_names.py), with `_2`, `_3`, ... appended where needed."""
    name = re.sub(r"\W", "_", text).strip("_") or "value"
    if name[0].isdigit() or keyword.iskeyword(name):
        name = "_" + name
    base, i = name, 1
    while name in taken or is_reserved(name):
        i += 1
        name = f"{base}_{i}"
    taken.add(name)
    return name


def graph_inputs(decomposed: Decomposed) -> list[GraphInput]:
    """The graph's placeholders with the names they get in the clean module: a user input
    keeps its own name (the model's argument), unless the module binds that name itself
    (`weights`, `load_weights`, `buf0`, ...: then `weights_2`); parameters, buffers and
    constants are named after their state-dict key (`lin.weight` -> `lin_weight`)."""
    program = decomposed.program
    kinds = torch.export.graph_signature.InputKind
    nodes = [n for n in program.graph.nodes if n.op == "placeholder"]
    specs = program.graph_signature.input_specs
    user = [n.name for n, s in zip(nodes, specs, strict=False) if s.kind == kinds.USER_INPUT]
    taken = set(decomposed.traced.input_names) | set(user)
    named = {n: _py_name(n, taken) if is_reserved(n) else n for n in user}
    result = []
    for node, spec in zip(nodes, specs, strict=False):
        if spec.kind == kinds.USER_INPUT:
            result.append(
                GraphInput(node.name, "user", None, named[node.name], node.meta.get("val"))
            )
            continue
        kind = {
            kinds.PARAMETER: "parameter",
            kinds.BUFFER: "buffer",
            kinds.CONSTANT_TENSOR: "constant",
        }.get(spec.kind)
        if kind is None:
            raise ExportError("export", f"inputs of kind {spec.kind.name} are not supported")
        result.append(
            GraphInput(node.name, kind, spec.target, _py_name(spec.target, taken), node.meta["val"])
        )
    return result


@dataclass
class StateWrite:
    """An output of the functional graph that is the new value of a buffer, a parameter or a
    user input the model writes in place: the module copies it back into that tensor."""

    output: int  # position among the graph's outputs
    input: int  # position among graph_inputs (the tensor written)
    kind: str  # "buffer", "parameter", "input"
    target: str  # state-dict key, or the user input's name


def state_writes(decomposed: Decomposed, inputs: list[GraphInput]) -> list[StateWrite]:
    """The graph signature's mutation outputs, mapped to the inputs they write back."""
    kinds = torch.export.graph_signature.OutputKind
    by_target = {gi.target: i for i, gi in enumerate(inputs) if gi.kind != "user"}
    by_placeholder = {gi.placeholder: i for i, gi in enumerate(inputs) if gi.kind == "user"}
    writes = []
    for pos, spec in enumerate(decomposed.program.graph_signature.output_specs):
        if spec.kind == kinds.USER_OUTPUT:
            continue
        if spec.kind in (kinds.BUFFER_MUTATION, kinds.PARAMETER_MUTATION):
            index = by_target.get(spec.target)
            kind = "buffer" if spec.kind == kinds.BUFFER_MUTATION else "parameter"
        elif spec.kind == kinds.USER_INPUT_MUTATION:
            index = by_placeholder.get(spec.target)
            kind = "input"
        else:
            raise ExportError("export", f"graph outputs of kind {spec.kind.name} are not supported")
        if index is None:
            raise ExportError("export", f"the graph writes {spec.target!r}, which it does not read")
        writes.append(StateWrite(pos, index, kind, spec.target or ""))
    return writes


def state_tensors(
    decomposed: Decomposed, *, snapshot_written: bool = False
) -> dict[str, torch.Tensor]:
    """Parameters, buffers and constants by the clean module's names: the model's own
    tensors, or with `snapshot_written` a copy of those the model writes in place (their
    values at export time, which later calls of the model do not move)."""
    program = decomposed.program
    inputs = graph_inputs(decomposed)
    written = {w.input for w in state_writes(decomposed, inputs)} if snapshot_written else set()
    out = {}
    for i, gi in enumerate(inputs):
        if gi.kind == "user":
            continue
        value = program.state_dict.get(gi.target)
        if value is None:
            value = program.constants[gi.target]
        out[gi.name] = value.detach().clone() if i in written else value.detach()
    return out


# CPU kernels are generated for a machine-independent target, so that the saved module
# builds and runs on x86-64 machines in general (not only on the exporting one):
# - `dynamic_threads`: `#pragma omp parallel` without `num_threads(N)`, and per-thread
#   reduction buffers sized by `omp_get_max_threads()` at run time (Inductor otherwise
#   bakes this machine's core count into both);
# - a nominal thread count for Inductor's parallel-depth heuristic (source identical on
#   every machine);
# - 256-bit vectors (AVX2 width). The module compiles that code with AVX2 flags where the
#   processor has AVX2, else with ATen's portable vector types, which have the same width.
NOMINAL_THREADS = 16
VECTOR_BITS = 256
ISA_MACROS = ["CPU_CAPABILITY_AVX2"]
ISA_FLAGS = ["-mavx2", "-mfma", "-mf16c"]


def _avx2_available() -> bool:
    return cpu_vector_isa_available(VECTOR_BITS)


def cpu_settings() -> LowerSettings:
    """Inductor settings for CPU code generation (see the comment above)."""
    return LowerSettings(
        cpu_dynamic_threads=True,
        cpu_threads=NOMINAL_THREADS,
        # 1 matches no vector ISA: plain scalar loops where AVX2 code cannot be generated.
        cpu_simd_bits=VECTOR_BITS if _avx2_available() else 1,
    )


def cpp_flags() -> list[str]:
    """The compiler flags every machine builds the CPU kernels with (the AVX2 flags are
    added at import time by the module itself, where the processor has AVX2)."""
    return [
        "-O3",
        "-DNDEBUG",
        "-fno-trapping-math",
        "-funsafe-math-optimizations",
        "-ffinite-math-only",
        "-fno-signed-zeros",
        "-fno-math-errno",
        "-fno-finite-math-only",
        "-fno-unsafe-math-optimizations",
        "-ffp-contract=off",
        "-fno-tree-loop-vectorize",
        "-fopenmp",
        "-Wno-unused-variable",
        "-Wno-unknown-pragmas",
    ]


def cpp_isa_flags() -> list[str]:
    """Flags for processors with AVX2 (empty when the code was generated without vectors)."""
    return [f"-D{m}" for m in ISA_MACROS] + ISA_FLAGS if _avx2_available() else []


def warm_up(device: str) -> None:
    """Start Inductor's compile worker pool now, so that its processes start while the
    model is traced (only CUDA exports compile kernels while lowering)."""
    if device == "cuda":
        warm_compile_pool()


def lower(
    decomposed: Decomposed,
    device: str,
    *,
    compile_kernels: bool = True,
    inductor: dict[str, bool | int] | None = None,
    materialize: list[str] | None = None,
    steps: Callable[[str, float], None] | None = None,
) -> Lowered:
    """Lower with Inductor on the program's own fake inputs (symbolic sizes survive).
    On CPU only code is generated (the clean module compiles its kernels itself); on CUDA
    the raw module is also compiled (unless `compile_kernels` is false) so that the
    autotune stage can run it once and read the configs Inductor's autotuner picks.
    `inductor`: the user's fusion options (inductor/options.py), checked. `materialize`:
    graph nodes (metadata `nodes[].name`) whose values go to a buffer no kernel fuses
    across. `steps(message, fraction)`: Inductor's sub-steps as it goes (progress)."""
    from kernel_studio.pipeline.trace.control_flow import check_control_flow  # imports lower

    start = time.perf_counter()
    check_control_flow(decomposed.program.graph_module, decomposed.traced.user_files)
    inputs = graph_inputs(decomposed)
    settings = cpu_settings() if device == "cpu" else LowerSettings()
    options = dict(inductor or {})
    names = check_materialize(decomposed, materialize or [])
    settings = dataclasses.replace(
        settings, options=tuple(sorted(options.items())), materialize=tuple(names)
    )
    shape_env = shape_env_of(inputs)
    seen = len(shape_env.guards) if shape_env is not None else 0
    ranges = dict(shape_env.var_to_range) if shape_env is not None else {}
    try:
        raw = lower_graph(
            with_stand_ins(decomposed.program.graph_module, decomposed.force),
            [gi.value for gi in inputs],
            settings,
            decomposed.inductor_table,
            compile_kernels=device == "cuda" and compile_kernels,
            steps=steps,
        )
    except ExportError:
        raise
    except Exception as exc:  # noqa: BLE001
        dfile = decomposed.file
        located = function_error(exc, dfile, "Inductor's lowering") if dfile else None
        if located is not None:
            raise ExportError(
                "lowering", located.message, file=located.file, line=located.line
            ) from exc
        raise wrap("lowering", "Inductor lowering", exc, decomposed.traced.user_files) from exc
    guards = _lowering_guards(decomposed, shape_env, seen, ranges)
    return Lowered.of(
        raw,
        decomposed,
        device,
        inputs,
        time.perf_counter() - start,
        inductor=options,
        guards=guards,
        materialize=list(settings.materialize),
    )


def check_materialize(decomposed: Decomposed, names: list[str]) -> list[str]:
    """`names`, each a computing node of the decomposed graph, sorted; an unknown one is
    an ExportError on the `materialize` param naming it and the closest node names."""
    import difflib

    computed = [n.name for n in decomposed.program.graph.nodes if n.op == "call_function"]
    known = set(computed)
    for name in names:
        if name not in known:
            close = difflib.get_close_matches(name, computed, n=3)
            also = f" (did you mean {', '.join(close)}?)" if close else ""
            raise ExportError(
                "input",
                f"materialize: the graph has no node {name!r}{also}",
                hint="name a node as the graph shows it (metadata nodes[].name)",
                param="materialize",
            )
    return sorted(set(names))


def shape_env_of(inputs: list[GraphInput]) -> Any:
    """The shape environment of the graph's fake inputs (None without symbolic sizes)."""
    from torch._guards import detect_fake_mode

    fake_mode = detect_fake_mode([gi.value for gi in inputs])
    return getattr(fake_mode, "shape_env", None)


def _lowering_guards(
    decomposed: Decomposed, shape_env: Any, seen: int, before: dict[Any, Any]
) -> list[LoweringGuard]:
    """The guards Inductor added to the program's shape environment while lowering. The
    ranges they narrow become the dynamic dims' ranges (`DynamicDim.narrowed` says why);
    a guard the narrowed ranges do not imply is kept for the module to check."""
    if shape_env is None or len(shape_env.guards) <= seen:
        return []
    import sympy  # type: ignore[import-untyped]
    from torch.utils._sympy.value_ranges import bound_sympy

    traced = decomposed.traced
    after = shape_env.var_to_range
    names = {d.symbol: d.name for d in traced.dynamic_dims}
    guards = []
    for guard in shape_env.guards[seen:]:
        implied = bound_sympy(guard.expr, dict(after)).lower == sympy.true
        where = str(getattr(guard, "sloc", "") or "")
        symbols = sorted(str(sym) for sym in guard.expr.free_symbols)
        guards.append(LoweringGuard(python_expr(guard.expr), where, bool(implied), symbols))
    said = []
    for g in guards:
        text = with_dim_names(g.expr, names)
        said.append(f"{text} {g.where}" if g.where else text)
    assumed = "Inductor assumed " + "; ".join(said) + " while lowering"
    by_symbol = {str(sym): sym for sym in after}
    dims = []
    for d in traced.dynamic_dims:
        sym = by_symbol.get(d.symbol)
        if sym is None or sym not in before or after[sym] == before[sym]:
            dims.append(d)
            continue
        low, high = d.min, d.max
        new, old = after[sym], before[sym]
        if new.lower != old.lower and new.lower.is_finite:
            low = int(new.lower)
        if new.upper != old.upper and new.upper.is_finite:
            high = int(new.upper)
        was = f"[{d.min}, {'inf' if d.max is None else d.max}]"
        dims.append(dataclasses.replace(d, min=low, max=high, narrowed=f"from {was}: {assumed}"))
    traced.dynamic_dims = dims
    return guards


def autotune(lowered: Lowered, real_inputs: list[Any] | None = None) -> Lowered:
    """Run the compiled raw module once on the example inputs (cuda): Inductor's autotuner
    benchmarks its candidate configs per kernel; the winners go into `lowered.tuned`."""
    if lowered.device == "cpu" or lowered.module is None:
        return lowered
    start = time.perf_counter()
    decomposed = lowered.decomposed
    try:
        state = state_tensors(decomposed)
        args = []
        users = iter(real_inputs or decomposed.traced.example_inputs)
        for gi in lowered.graph_inputs:
            args.append(next(users) if gi.kind == "user" else state[gi.name])
        kept = list(args)  # the module's call empties the list it is given
        with launch_numels(lowered.module) as numels, torch.no_grad():
            lowered.module.call(args)
        torch.cuda.synchronize()
        lowered.example_numels = numels
        lowered.tuned = tuned_launch_configs(lowered.module)
        if decomposed.traced.dynamic_dims:
            # What one run takes (the tuning run above also held the autotuner's buffers):
            # what tuning at larger sizes scales from.
            base = torch.cuda.memory_allocated()
            torch.cuda.reset_peak_memory_stats()
            with torch.no_grad():
                lowered.module.call(kept)
            torch.cuda.synchronize()
            lowered.example_peak = max(0, torch.cuda.max_memory_allocated() - base)
    except Exception as exc:  # noqa: BLE001
        raise wrap("lowering", "autotuning the kernels", exc) from exc
    lowered.seconds += time.perf_counter() - start
    return lowered
