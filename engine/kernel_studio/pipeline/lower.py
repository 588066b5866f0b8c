"""Stage 3, lower: the decomposed program -> Inductor's raw output module source, with the
provenance maps (kernel -> fused graph nodes) and, on CUDA, the autotuned launch configs."""

from __future__ import annotations

import contextlib
import keyword
import re
import time
from dataclasses import dataclass, field
from typing import Any
from unittest import mock

import torch

from kernel_studio.pipeline.decompose import Decomposed
from kernel_studio.pipeline.errors import ExportError, wrap


@dataclass
class GraphInput:
    """One placeholder of the lowered graph: a user input or a parameter/buffer/constant."""

    placeholder: str
    kind: str  # "user", "parameter", "buffer", "constant"
    target: str | None  # state-dict key for parameters/buffers/constants
    name: str  # the Python name it gets in the clean module
    value: Any  # the fake tensor (meta["val"])


@dataclass
class TunedKernel:
    """The launch config Inductor's autotuner picked for one Triton kernel."""

    kwargs: dict[str, int]
    num_warps: int
    num_stages: int
    grid: list[str]  # python expressions over xnumel/ynumel/znumel/r0_numel
    grid_prefix: list[str]
    arg_names: list[str]


@dataclass
class Provenance:
    """Inductor's provenance maps: kernel `name:handle` -> post-grad nodes, post-grad ->
    pre-grad (our graph's) nodes, and kernel -> user stack frames."""

    kernel_to_post: dict[str, list[str]] = field(default_factory=dict)
    post_to_pre: dict[str, list[str]] = field(default_factory=dict)
    kernel_stacks: dict[str, list[str]] = field(default_factory=dict)


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


def _py_name(text: str, taken: set[str]) -> str:
    name = re.sub(r"\W", "_", text).strip("_") or "value"
    if name[0].isdigit() or keyword.iskeyword(name):
        name = "_" + name
    base, i = name, 1
    while name in taken:
        i += 1
        name = f"{base}_{i}"
    taken.add(name)
    return name


def graph_inputs(decomposed: Decomposed) -> list[GraphInput]:
    program = decomposed.program
    kinds = torch.export.graph_signature.InputKind
    nodes = [n for n in program.graph.nodes if n.op == "placeholder"]
    specs = program.graph_signature.input_specs
    taken = set(decomposed.traced.input_names) | {"call", "torch", "triton", "tl", "aten"}
    result = []
    for node, spec in zip(nodes, specs, strict=False):
        if spec.kind == kinds.USER_INPUT:
            result.append(GraphInput(node.name, "user", None, node.name, node.meta.get("val")))
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


def state_tensors(decomposed: Decomposed) -> dict[str, torch.Tensor]:
    """Parameters, buffers and constants by the clean module's names."""
    program = decomposed.program
    out = {}
    for gi in graph_inputs(decomposed):
        if gi.kind == "user":
            continue
        value = program.state_dict.get(gi.target)
        if value is None:
            value = program.constants[gi.target]
        out[gi.name] = value.detach()
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
    from torch._inductor.cpu_vec_isa import valid_vec_isa_list

    return any(isa.bit_width() == VECTOR_BITS for isa in valid_vec_isa_list())


def cpu_settings() -> dict[str, Any]:
    """Inductor settings for CPU code generation (see the comment above)."""
    return {
        "cpp.dynamic_threads": True,
        "cpp.threads": NOMINAL_THREADS,
        # 1 matches no vector ISA: plain scalar loops where AVX2 code cannot be generated.
        "cpp.simdlen": VECTOR_BITS if _avx2_available() else 1,
    }


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


def _tuned_kernels(module: Any) -> dict[str, TunedKernel]:
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner, GridExpr

    tuned = {}
    for name, value in vars(module).items():
        if not isinstance(value, CachingAutotuner) or not value.launchers:
            continue
        cfg = value.launchers[0].config
        grid = GridExpr.from_meta(value.inductor_meta, cfg)
        tuned[name] = TunedKernel(
            kwargs={k: int(v) for k, v in cfg.kwargs.items()},
            num_warps=int(cfg.num_warps),
            num_stages=int(cfg.num_stages),
            grid=[str(grid.x_grid), str(grid.y_grid), str(grid.z_grid)],
            grid_prefix=list(grid.prefix),
            arg_names=list(value.fn.arg_names),
        )
    return tuned


def buffer_origins(graph: Any) -> dict[str, str]:
    """Inductor buffer name -> the post-grad graph node whose value it holds (the buffer's
    origin node, else the last of its origins in graph order)."""
    order = {n: i for i, n in enumerate(graph.graph.nodes)}
    result = {}
    for buf in list(getattr(graph, "buffers", [])):
        try:
            name = buf.get_name()
            node = buf.get_origin_node()
            if node is None:
                nodes = [n for n in getattr(buf, "origins", ()) if n in order]
                node = max(nodes, key=order.__getitem__) if nodes else None
        except (AttributeError, NotImplementedError):
            continue
        if node is not None and node.op == "call_function":
            result[name] = node.name
    return result


def warm_up(device: str) -> None:
    """Start Inductor's compile worker pool now, so that its processes start while the
    model is traced (torch.compile does the same when its backend is first called)."""
    if device != "cuda":
        return
    try:
        from torch._inductor.async_compile import maybe_warm_pool

        maybe_warm_pool()
    except Exception:  # noqa: BLE001 - only an optimization; lowering works without it
        pass


def lower(decomposed: Decomposed, device: str, *, compile_kernels: bool = True) -> Lowered:
    """Lower with `compile_fx` on the program's own fake inputs (symbolic sizes survive).
    On CPU only code is generated (the clean module compiles its kernels itself); on CUDA
    the raw module is also compiled (unless `compile_kernels` is false) so that the
    autotune stage can run it once and read the configs Inductor's autotuner picks."""
    import torch._inductor.config as inductor_config
    import torch._inductor.debug as inductor_debug
    from torch._inductor.compile_fx import compile_fx
    from torch._inductor.graph import GraphLowering

    start = time.perf_counter()
    inputs = graph_inputs(decomposed)
    gm = decomposed.program.graph_module
    fake = [gi.value for gi in inputs]
    sources: list[str] = []
    modules: list[Any] = []
    prov = Provenance()
    real_dump = inductor_debug.dump_inductor_provenance_info
    real_compile = GraphLowering.compile_to_module

    def capture_provenance() -> dict[str, Any]:
        result = real_dump()
        prov.kernel_to_post = {
            k: list(v)
            for k, v in inductor_debug._inductor_triton_kernel_to_post_grad_node_info.items()
        }
        prov.post_to_pre = {
            k: list(v)
            for k, v in inductor_debug._inductor_post_to_pre_grad_nodes.get("postToPre", {}).items()
        }
        prov.kernel_stacks = {
            k: list(v) for k, v in inductor_debug._inductor_kernel_stack_trace.items()
        }
        return result

    def save_output_code(code: str) -> None:
        sources.append(code)

    origins: dict[str, str] = {}

    def codegen_only(self: Any) -> Any:
        origins.update(buffer_origins(self))
        wrapper_code, _ = self.codegen()
        save_output_code(wrapper_code.value)

        class _NoModule:
            def call(self, *args: Any) -> None:
                return None

        return _NoModule()

    def compile_and_keep(self: Any) -> Any:
        origins.update(buffer_origins(self))
        module = real_compile(self)
        modules.append(module)
        return module

    settings: dict[str, Any] = {
        "fx_graph_cache": False,
        "trace.provenance_tracking_level": 1,
        "cpp_wrapper": False,
    }
    if device == "cpu":
        settings.update(cpu_settings())
    patches = [
        inductor_config.patch(settings),
        mock.patch.object(inductor_debug, "dump_inductor_provenance_info", capture_provenance),
        mock.patch.object(GraphLowering, "save_output_code", save_output_code),
    ]
    if device == "cpu" or not compile_kernels:
        patches.append(mock.patch.object(GraphLowering, "compile_to_module", codegen_only))
    else:
        patches.append(mock.patch.object(GraphLowering, "compile_to_module", compile_and_keep))
    try:
        with contextlib.ExitStack() as stack:
            for p in patches:
                stack.enter_context(p)
            stack.enter_context(torch.no_grad())
            kwargs = {}
            if decomposed.inductor_table is not None:
                kwargs["decompositions"] = decomposed.inductor_table
            compile_fx(gm, fake, **kwargs)
    except ExportError:
        raise
    except Exception as exc:  # noqa: BLE001
        raise wrap("lowering", "Inductor lowering", exc, decomposed.traced.user_files) from exc
    if not sources:
        raise ExportError("lowering", "Inductor produced no output module")
    return Lowered(
        decomposed=decomposed,
        device=device,
        raw_source=sources[0],
        graph_inputs=inputs,
        provenance=prov,
        tuned={},
        cpp_flags=cpp_flags() if device == "cpu" else [],
        seconds=time.perf_counter() - start,
        module=modules[0] if modules else None,
        buffer_origins=origins,
    )


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
        with torch.no_grad():
            lowered.module.call(args)
        torch.cuda.synchronize()
        lowered.tuned = _tuned_kernels(lowered.module)
    except Exception as exc:  # noqa: BLE001
        raise wrap("lowering", "autotuning the kernels", exc) from exc
    lowered.seconds += time.perf_counter() - start
    return lowered
