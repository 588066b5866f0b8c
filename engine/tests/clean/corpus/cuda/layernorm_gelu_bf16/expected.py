"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.11.0+cu130 for cuda.
Use: call(x) -> the model's output.
Parameters and buffers load from <this file's name>.weights.pt next to it.
"""

import functools
import os

import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice


DEVICE = "cuda"


# Kernels launch from a cache of their compiled forms (`@_cached_launch`). False launches
# every kernel through Triton's JIT: the same kernels, more host time per launch.
LAUNCH_CACHE = True


def _check_input(name, value, ndim, dtype, device):
    if not isinstance(value, torch.Tensor):
        raise ValueError(f"{name}: expected a tensor, got {type(value).__name__}")
    if value.ndim != ndim:
        raise ValueError(f"{name}: expected {ndim} dimensions, got shape {tuple(value.shape)}")
    if value.dtype != dtype:
        raise ValueError(f"{name}: expected dtype {dtype}, got {value.dtype}")
    if value.device.type != device:
        raise ValueError(f"{name}: expected a tensor on {device}, got one on {value.device}")


def _check_range(name, value, low, high):
    if (low is not None and value < low) or (high is not None and value > high):
        raise ValueError(f"{name} = {value} is outside its range [{low}, {high}]")


def _check_shape(name, value, shape, stride):
    """`value` laid out as the kernels index it: itself when its strides match (those of
    dims of size 1 and of empty tensors mean nothing), else a copy in that layout."""
    if value.stride() == stride and value.shape == shape:
        return value
    if tuple(value.shape) != tuple(shape):
        raise ValueError(f"{name}: expected shape {tuple(shape)}, got {tuple(value.shape)}")
    if value.numel() == 0 or all(
        size <= 1 or want == got for size, want, got in zip(shape, stride, value.stride())
    ):
        return value
    if any(size > 1 and want == 0 for size, want in zip(shape, stride)):
        raise ValueError(
            f"{name}: expected stride {tuple(stride)} (a broadcast tensor), got {value.stride()}"
        )
    return torch.empty_strided(shape, stride, dtype=value.dtype, device=value.device).copy_(value)


def _reinterpret_view(base, size, stride, offset=0):
    return base.as_strided(size, stride, base.storage_offset() + offset)


# `reinterpret_tensor(base, size, stride, offset)`: a view of base's memory with these sizes
# and strides, starting `offset` elements after where base starts (an input may itself be a
# view). The C++ helper Inductor's own wrapper calls where this torch has it: half the host
# time of torch.as_strided, which matters at hundreds of views a call.
_TORCH_GUARDS = getattr(getattr(torch._C, "_dynamo", None), "guards", None)
reinterpret_tensor = getattr(_TORCH_GUARDS, "_reinterpret_tensor", _reinterpret_view)


_weights = None


def load_weights():
    """The parameters and buffers, read once from `<this file's name>.weights.pt` next to
    this module (written by Kernel Studio with torch.save)."""
    global _weights
    if _weights is None:
        path = os.path.splitext(os.path.abspath(__file__))[0] + ".weights.pt"
        _weights = torch.load(path, map_location=DEVICE, weights_only=True)
    return _weights


class _CachedLaunch:
    """`kernel[grid](*args, **options)` as Triton's JIT runs it, with the compiled kernel
    remembered for what the JIT compiles it for (each tensor's dtype and 16-byte alignment,
    the other arguments' values, the options): a later launch with the same goes straight
    to the compiled kernel's launcher. A first launch, a grid function, a changed global
    the kernel reads or an active launch hook goes through the JIT, which compiles and
    checks as usual."""

    def __init__(self, fn):
        self.fn = fn
        self.compiled = {}

    def __getattr__(self, name):
        return getattr(self.fn, name)

    def __getitem__(self, grid):
        return functools.partial(self.launch, grid)

    def launch(self, grid, *args, **options):
        if not LAUNCH_CACHE or callable(grid):
            return self.fn[grid](*args, **options)
        device = _current_device()
        key = (
            device,
            *options.items(),
            *[
                (a.dtype, a.data_ptr() % 16 == 0) if isinstance(a, torch.Tensor) else (type(a), a)
                for a in args
            ],
        )
        try:
            hit = self.compiled.get(key)
        except TypeError:  # an argument that cannot be part of a key
            hit = key = None
        enter, leave = _RUNTIME.launch_enter_hook, _RUNTIME.launch_exit_hook
        if (
            hit is None
            or getattr(enter, "calls", True)
            or getattr(leave, "calls", True)
            or (self.fn.used_global_vals and self._globals_changed())
        ):
            kernel = self.fn[grid](*args, **options)  # compiles, or says what changed
            if key is not None:
                self._remember(key, kernel, len(args), options)
            return kernel
        launcher, handles, tail, kernel = hit
        size = len(grid)
        # No launch metadata and no hooks: both hook chains are empty here.
        launcher(
            grid[0],
            grid[1] if size > 1 else 1,
            grid[2] if size > 2 else 1,
            _current_stream(device),
            *handles,
            None,
            None,
            None,
            *args,
            *tail,
        )
        return kernel

    def _remember(self, key, kernel, given, options):
        names = self.fn.arg_names[given:]
        if (
            len(self.compiled) < 256
            and all(name in options for name in names)
            and not self.fn.pre_run_hooks
            and not hasattr(kernel, "result")
        ):
            launcher = kernel.run
            handles = (kernel.function, kernel.packed_metadata)
            # Triton's CUDA launcher without its Python wrapper, which only allocates
            # scratch memory (none here) before calling it.
            if (
                type(launcher).__name__ == "CudaLauncher"
                and getattr(launcher, "global_scratch_size", 1) == 0
                and getattr(launcher, "profile_scratch_size", 1) == 0
                and hasattr(launcher, "launch_pdl")
            ):
                handles = (
                    kernel.function,
                    launcher.launch_cooperative_grid,
                    launcher.launch_pdl,
                    None,
                    None,
                    kernel.packed_metadata,
                )
                launcher = launcher.launch
            tail = tuple(options[name] for name in names)
            self.compiled[key] = (launcher, handles, tail, kernel)

    def _globals_changed(self):
        return any(
            scope.get(name, self) != value
            for (name, _), (value, scope) in self.fn.used_global_vals.items()
        )


def _cached_launch(fn):
    """The kernel's decorator (above `@triton.jit`). The Triton interpreter's kernels and
    autotuned ones launch as they are."""
    if (
        isinstance(fn, triton.runtime.JITFunction)
        and hasattr(triton, "knobs")
        and _current_device is not None
    ):
        return _CachedLaunch(fn)
    return fn


_RUNTIME = getattr(triton, "knobs", None) and triton.knobs.runtime
# What Triton's CUDA driver reads (torch.cuda.current_device without its lazy-init check:
# a cached kernel means CUDA is up).
_current_device = getattr(torch._C, "_cuda_getDevice", None)
_current_stream = getattr(torch._C, "_cuda_getCurrentRawStream", None)


# triton_per_fused__to_copy_gelu_native_layer_norm_view fuses: linear, _to_copy, layer_norm,
#     gelu, _to_copy_1
#   layernorm_gelu_bf16.py:14  y = self.fc(x).float()
#   layernorm_gelu_bf16.py:15  return nn.functional.gelu(self.norm(y)).to(torch.bfloat16)
# Source node to ATen node mapping:
#   _to_copy => convert_element_type_3
#   _to_copy_1 => convert_element_type_4
#   gelu => add_2, erf, mul_2, mul_3, mul_4
#   layer_norm => add, add_1, mul, mul_1, rsqrt, sub, var_mean
#   linear => view_1
@_cached_launch
@triton.jit
def triton_per_fused__to_copy_gelu_native_layer_norm_view(
    in_ptr0, in_ptr1, in_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 128
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128 * x0), xmask, other=0.0).to(tl.float32)
    tmp25 = tl.load(in_ptr1 + (r0_1), None, eviction_policy="evict_last")
    tmp27 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp1 = tmp0.to(tl.float32)
    tmp2 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp4 = tl.where(xmask, tmp2, 0)
    tmp5 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.full([1, 1], 128, tl.int32)
    tmp10 = tmp9.to(tl.float32)
    tmp11 = tmp8 / tmp10
    tmp12 = tmp2 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tmp1 - tmp11
    tmp19 = tl.full([1, 1], 128.0, tl.float32)
    tmp20 = tmp17 / tmp19
    tmp21 = tl.full([1, 1], 1e-05, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = libdevice.rsqrt(tmp22)
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tl.full([1, 1], 0.5, tl.float32)
    tmp30 = tmp28 * tmp29
    tmp31 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp32 = tmp28 * tmp31
    tmp33 = libdevice.erf(tmp32)
    tmp34 = tl.full([1, 1], 1.0, tl.float32)
    tmp35 = tmp33 + tmp34
    tmp36 = tmp30 * tmp35
    tmp37 = tmp36.to(tl.float32)
    tl.store(out_ptr3 + (r0_1 + 128 * x0), tmp37, xmask)


def call(x):
    _check_input("x", x, 3, torch.bfloat16, "cuda")
    x = _check_shape("x", x, (4, 32, 128), (4096, 128, 1))
    weights = load_weights()
    fc_weight = weights["fc_weight"]
    fc_bias = weights["fc_bias"]
    norm_weight = weights["norm_weight"]
    norm_bias = weights["norm_bias"]
    buf_linear = torch.empty_strided((128, 128), (128, 1), dtype=torch.bfloat16, device="cuda")
    # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm: linear
    torch.addmm(
        fc_bias,
        reinterpret_tensor(x, (128, 128), (128, 1), 0),
        reinterpret_tensor(fc_weight, (128, 128), (1, 128), 0),
        alpha=1,
        beta=1,
        out=buf_linear,
    )
    out = torch.empty_strided((4, 32, 128), (4096, 128, 1), dtype=torch.bfloat16, device="cuda")
    # Topologically Sorted Source Nodes: [linear, _to_copy, layer_norm, gelu, _to_copy_1],
    #     Original ATen: [aten.view, aten._to_copy, aten.native_layer_norm, aten.gelu]
    # triton_per_fused__to_copy_gelu_native_layer_norm_view: linear, _to_copy, layer_norm, gelu,
    #     _to_copy_1
    triton_per_fused__to_copy_gelu_native_layer_norm_view[128, 1, 1](
        buf_linear, norm_weight, norm_bias, out, 128, 128, XBLOCK=1, num_warps=2, num_stages=1
    )
    del buf_linear
    return out
