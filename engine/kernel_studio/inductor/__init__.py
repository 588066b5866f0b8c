"""The Inductor adapter: the only part of the engine that touches `torch._inductor` (and
`torch._decomp`). Everything else imports this package. Written against torch 2.11.x and
2.15.x (`version.SUPPORTED_SERIES`); a new torch release is supported by changing this
package.

Importing the package imports neither torch nor Inductor; each function imports what it
needs when called, so the engine's server process never loads Inductor.

Interface, and what each part relies on inside torch (series.py: what differs between the
supported series, torch 2.11 and 2.15, and how the adapter evens it out):

- `inductor_status(torch_version=None, self_test=None) -> {"supported", "usable", "state",
  "torch", "series", "adapter", "supportedSeries", "selfTest", "message"}`,
  `require_supported_torch(self_test=...)` (raises `UnsupportedTorch` unless
  KS_ALLOW_UNTESTED_TORCH=1, then it logs a warning; a series newer than every supported
  one is "untested" and its self-test decides), `torch_series()`, `series_of(version)`:
  compare `torch.__version__`'s major.minor with the series the adapter was written against.
- `source_as_in_2_11(source)`: an output module's asserts as torch 2.11 writes them
  (`lower_graph` applies it to every lowering; series.py).
- `lower_graph(gm, fake_inputs, settings: LowerSettings, decompositions, compile_kernels)
  -> RawOutput(source, provenance: Provenance, buffer_origins, module)`: runs
  `torch._inductor.compile_fx.compile_fx` under `torch._inductor.config.patch`
  (`fx_graph_cache`, `trace.provenance_tracking_level`, `cpp_wrapper`, `cpp.dynamic_threads`,
  `cpp.threads`, `cpp.simdlen`, and the user's fusion options: `options.INDUCTOR_OPTIONS`,
  keys that must exist in `torch._inductor.config`) with `GraphLowering.compile_to_module`
  replaced for the call: generate-only uses `GraphLowering.codegen()` (returns
  `(wrapper_code, _)`, the source in `.value`); compile keeps the real method and reads
  the source back from the module's `__file__` (PyCodeCache). Provenance is read from
  `torch._inductor.debug`'s globals `_inductor_triton_kernel_to_post_grad_node_info`,
  `_inductor_post_to_pre_grad_nodes["postToPre"]` and `_inductor_kernel_stack_trace`,
  which codegen fills and `compile_fx` resets around each compile
  (`reset_provenance_globals`), hence read inside `compile_to_module`. Buffer origins use
  `GraphLowering.buffers`, `get_name()`, `get_origin_node()`, `origins`. Serialized by a
  lock (config patches are process-wide); the replacement serves only the locked thread.
- `lower_training(gm, inputs, settings, decompositions, steps, partition) -> TrainingRaw`:
  the same lowering as a training step (AOTAutograd's forward and backward, each through
  Inductor); training.py says what it relies on. `partitioner_steering(joint_pass,
  activation_memory_budget)`: AOTAutograd's partitioner steered inside the block.
- `lower_graph(..., steps=report)`: `steps.lowering_steps` reports Inductor's sub-steps to
  `report(message, fraction)` while it lowers (FX nodes lowered, scheduling and fusion, the
  code of each kernel, the module compiled), wrapping `GraphLowering.run_node`,
  `Scheduler.__init__` (`self.nodes`, `is_extern()`) and `CppScheduling` / `SIMDScheduling`
  `.codegen_node` for the lowering thread only.
- `tuned_launch_configs(module) -> {kernel: TunedKernel}`: the compiled module's
  `CachingAutotuner` objects (`launchers[0].config`, `inductor_meta`, `fn.arg_names`) and
  `GridExpr.from_meta` (torch._inductor.runtime.triton_heuristics).
- `launch_numels(module)` (a context manager recording each kernel's size arguments) and
  `retune(module, kernel_sources, run) -> {kernel: Retuned}`: the kernels tuned again at
  the sizes of another run, with candidates from their own heuristic replayed at those
  sizes (retune.py says what it relies on).
- `inductor_decomposition_table()`: `torch._inductor.decomposition.select_decomp_table()`;
  `decompositions_for(ops)`: `torch._decomp.get_decompositions`.
- `cpu_vector_isa_available(bits)`: `torch._inductor.cpu_vec_isa.valid_vec_isa_list()`
  and each ISA's `bit_width()`.
- `host_cpu_isa()`: `torch._inductor.cpu_vec_isa.pick_vec_isa()`, its `build_macro()` and
  `build_arch_flags()` (the ISA a precompile artifact's C++ kernels were generated for).
- `warm_compile_pool()`: `torch._inductor.async_compile.maybe_warm_pool()`.
- `triton_helper_sources() -> str`: the source of `torch._inductor.runtime.triton_helpers`.
- `pin_cuda_device_guard()`: a torch 2.11 workaround; calls
  `torch._C._ensureCUDADeviceGuardSet()` (what FakeTensorMode.__enter__ calls without CUDA)
  once from a thread that never exits (from a thread that exits, later exports crash).
- `preload()`: imports `torch._inductor.compile_fx` and `.decomposition` ahead of time.
- `register_inductor_ops()`: imports `torch._inductor.inductor_prims` (the `prims.*` ops
  Inductor's decompositions write, which a saved training graph holds).
- `lowering_patch_installed()`: a diagnostic, whether a lowering's replacement is in place.
- `timed_choices(report)`: a context manager; each matmul/convolution whose choices
  max-autotune times while lowering is reported as a `TimedChoice` (tuning.py says what it
  relies on: `select_algorithm`'s feedback savers).
"""

from __future__ import annotations

from kernel_studio.inductor.lowering import (
    LowerSettings,
    Provenance,
    RawOutput,
    buffer_origins,
    lower_graph,
    lowering_patch_installed,
    python_expr,
)
from kernel_studio.inductor.options import (
    INDUCTOR_OPTIONS,
    TUNING_OPTIONS,
    check_inductor_options,
)
from kernel_studio.inductor.retune import NUMEL_PARAMS, Retuned, launch_numels, retune
from kernel_studio.inductor.runtime import (
    TunedKernel,
    compile_threads,
    cpu_vector_isa_available,
    host_cpu_isa,
    inductor_triton_cache_root,
    pin_cuda_device_guard,
    plain_triton_env,
    preload,
    register_inductor_ops,
    torch_ptxas_path,
    triton_helper_sources,
    tuned_launch_configs,
    warm_compile_pool,
)
from kernel_studio.inductor.series import source_as_in_2_11
from kernel_studio.inductor.tables import (
    decompositions_for,
    inductor_decomposition_table,
    inductor_lowers,
    registered_decomposition,
)
from kernel_studio.inductor.training import TrainingRaw, lower_training, partitioner_steering
from kernel_studio.inductor.tuning import TimedChoice, timed_choices
from kernel_studio.inductor.version import (
    ADAPTER_VERSION,
    ALLOW_UNTESTED_ENV,
    SUPPORTED_SERIES,
    UnsupportedTorch,
    inductor_status,
    require_supported_torch,
    series_of,
    torch_series,
)

__all__ = [
    "ADAPTER_VERSION",
    "ALLOW_UNTESTED_ENV",
    "INDUCTOR_OPTIONS",
    "NUMEL_PARAMS",
    "SUPPORTED_SERIES",
    "TUNING_OPTIONS",
    "LowerSettings",
    "Provenance",
    "RawOutput",
    "Retuned",
    "TimedChoice",
    "TunedKernel",
    "UnsupportedTorch",
    "buffer_origins",
    "check_inductor_options",
    "compile_threads",
    "cpu_vector_isa_available",
    "host_cpu_isa",
    "decompositions_for",
    "inductor_decomposition_table",
    "inductor_lowers",
    "inductor_status",
    "inductor_triton_cache_root",
    "plain_triton_env",
    "launch_numels",
    "lower_graph",
    "lower_training",
    "partitioner_steering",
    "TrainingRaw",
    "lowering_patch_installed",
    "pin_cuda_device_guard",
    "preload",
    "register_inductor_ops",
    "python_expr",
    "registered_decomposition",
    "require_supported_torch",
    "retune",
    "series_of",
    "source_as_in_2_11",
    "timed_choices",
    "torch_ptxas_path",
    "torch_series",
    "triton_helper_sources",
    "tuned_launch_configs",
    "warm_compile_pool",
]
