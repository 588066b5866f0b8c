"""Wrapped: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.11.0+cu130 for cuda.
Use: call(input_ids) -> the model's output.
Parameters and buffers load from <this file's name>.weights.pt next to it.
"""

import functools
import os

import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice


DEVICE = "cuda"
aten = torch.ops.aten


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


def _cdiv(a, b):
    """Blocks of size `b` that cover `a`: triton.cdiv for launch grids, in plain Python."""
    return -(a // -b)


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


# triton_per_fused_add_arange_embedding_native_layer_norm_unsqueeze fuses: embedding, arange,
#     add, unsqueeze, embedding_1, add_1, clone, layer_norm
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
# Source node to ATen node mapping:
#   add => add
#   add_1 => add_1
#   arange => iota
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm => add_4, add_5, mul, mul_1, rsqrt, sub, var_mean
#   unsqueeze => unsqueeze
@_cached_launch
@triton.jit
def triton_per_fused_add_arange_embedding_native_layer_norm_unsqueeze(
    in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 32
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    x3 = xindex
    r0_2 = r0_index
    x0 = xindex % 16
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy="evict_last")
    tmp7 = tl.load(in_ptr2 + (r0_2 + 64 * x0), xmask, eviction_policy="evict_last", other=0.0)
    tmp32 = tl.load(in_ptr3 + (r0_2), None, eviction_policy="evict_last")
    tmp34 = tl.load(in_ptr4 + (r0_2), None, eviction_policy="evict_last")
    tmp1 = tl.full([1, 1], 256, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(
        ((0 <= tmp4) & (tmp4 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 256"
    )
    tmp6 = tl.load(in_ptr1 + (r0_2 + 64 * tmp4), xmask, other=0.0)
    tmp8 = tmp6 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 64, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp15 / tmp17
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 64.0, tl.float32)
    tmp27 = tmp24 / tmp26
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(out_ptr2 + (r0_2 + 64 * x3), tmp35, xmask)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1 fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
#     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
# Launched 2 times.
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
# Source node to ATen node mapping:
#   add_2 => add_2
#   add_3 => add_3
#   arange_3 => iota_1
#   arange_4 => iota_2
#   cat => clone_3
#   cat_1 => clone_4
#   expand => expand
#   le => le
#   scaled_dot_product_attention => _scaled_dot_product_efficient_attention, expand_1, full_default,
#       full_default_1, where
#   split => split
#   transpose => permute
#   transpose_1 => permute_1
#   transpose_2 => permute_2
#   unsqueeze_10 => unsqueeze_4
#   unsqueeze_11 => unsqueeze_5
#   unsqueeze_12 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_1
#   unsqueeze_8 => unsqueeze_2
#   unsqueeze_9 => unsqueeze_3
#   view_2 => view_2
#   view_3 => view_3
#   view_4 => view_4
#   view_5 => view_5
@_cached_launch
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 64
    x1 = xindex // 64
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (64 + x0 + 192 * x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2 fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
#     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
# Launched 2 times.
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
# Source node to ATen node mapping:
#   add_2 => add_2
#   add_3 => add_3
#   arange_3 => iota_1
#   arange_4 => iota_2
#   cat => clone_3
#   cat_1 => clone_4
#   expand => expand
#   le => le
#   scaled_dot_product_attention => _scaled_dot_product_efficient_attention, expand_1, full_default,
#       full_default_1, where
#   split => split
#   transpose => permute
#   transpose_1 => permute_1
#   transpose_2 => permute_2
#   unsqueeze_10 => unsqueeze_4
#   unsqueeze_11 => unsqueeze_5
#   unsqueeze_12 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_1
#   unsqueeze_8 => unsqueeze_2
#   unsqueeze_9 => unsqueeze_3
#   view_2 => view_2
#   view_3 => view_3
#   view_4 => view_4
#   view_5 => view_5
@_cached_launch
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 64
    x1 = xindex // 64
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (128 + x0 + 192 * x1), xmask)
    tl.store(out_ptr0 + (x2), tmp0, xmask)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3 fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
#     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
# Launched 2 times.
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
# Source node to ATen node mapping:
#   add_2 => add_2
#   add_3 => add_3
#   arange_3 => iota_1
#   arange_4 => iota_2
#   cat => clone_3
#   cat_1 => clone_4
#   expand => expand
#   le => le
#   scaled_dot_product_attention => _scaled_dot_product_efficient_attention, expand_1, full_default,
#       full_default_1, where
#   split => split
#   transpose => permute
#   transpose_1 => permute_1
#   transpose_2 => permute_2
#   unsqueeze_10 => unsqueeze_4
#   unsqueeze_11 => unsqueeze_5
#   unsqueeze_12 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_1
#   unsqueeze_8 => unsqueeze_2
#   unsqueeze_9 => unsqueeze_3
#   view_2 => view_2
#   view_3 => view_3
#   view_4 => view_4
#   view_5 => view_5
@_cached_launch
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3(
    out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex % 16
    x1 = (xindex // 16) % 16
    x3 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x3), tmp5, xmask)


# triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view fuses: embedding,
#     arange, add, unsqueeze, embedding_1, add_1, clone, addmm_1, view_8, clone_3, add_4,
#     layer_norm_1
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
@_cached_launch
@triton.jit
def triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    out_ptr2,
    xnumel,
    r0_numel,
    XBLOCK: tl.constexpr,
):
    xnumel = 32
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    r0_2 = r0_index
    x3 = xindex
    x0 = xindex % 16
    tmp0 = tl.load(in_ptr0 + (r0_2), None, eviction_policy="evict_last")
    tmp1 = tl.load(in_out_ptr0 + (r0_2 + 64 * x3), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x3), xmask, eviction_policy="evict_last")
    tmp10 = tl.load(in_ptr3 + (r0_2 + 64 * x0), xmask, eviction_policy="evict_last", other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_2), None, eviction_policy="evict_last")
    tmp38 = tl.load(in_ptr5 + (r0_2), None, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 256, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(
        ((0 <= tmp7) & (tmp7 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 256"
    )
    tmp9 = tl.load(in_ptr2 + (r0_2 + 64 * tmp7), xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 64, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tmp19 / tmp21
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 64.0, tl.float32)
    tmp31 = tmp28 / tmp30
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tl.store(in_out_ptr0 + (r0_2 + 64 * x3), tmp12, xmask)
    tl.store(out_ptr2 + (r0_2 + 64 * x3), tmp39, xmask)


# triton_poi_fused_add_addmm_mul_pow_tanh_view fuses: addmm_6, view_22, mul_4, pow_2, mul_5,
#     add_9, mul_6, tanh_1, add_10, mul_7
# Launched 2 times.
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
@_cached_launch
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view(
    in_out_ptr0, in_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, None)


# triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2 fuses: addmm_3, view_12,
#     clone_4, add_7, layer_norm_2
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
@_cached_launch
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2(
    in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 32
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tl.load(in_ptr2 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy="evict_last")
    tmp30 = tl.load(in_ptr4 + (r0_1), None, eviction_policy="evict_last")
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 64, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 / tmp13
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 64.0, tl.float32)
    tmp23 = tmp20 / tmp22
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 64 * x0), tmp31, xmask)


# triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3 fuses: addmm_3, view_12,
#     clone_4, add_7, addmm_5, view_20, clone_7, add_8, layer_norm_3
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
@_cached_launch
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    out_ptr2,
    xnumel,
    r0_numel,
    XBLOCK: tl.constexpr,
):
    xnumel = 32
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy="evict_last")
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp5 = tl.load(in_ptr3 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), None, eviction_policy="evict_last")
    tmp34 = tl.load(in_ptr5 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 64, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp15 / tmp17
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 64.0, tl.float32)
    tmp27 = tmp24 / tmp26
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 64 * x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 64 * x0), tmp35, xmask)


# triton_per_fused_add_addmm_native_layer_norm_view__view_25 fuses: addmm_7, view_24, clone_8,
#     add_11, layer_norm_4, view_25
#   collect_corpus.py:88  return self.inner(input_ids=input_ids).last_hidden_state
@_cached_launch
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view__view_25(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 32
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tl.load(in_ptr1 + (r0_1 + 64 * x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy="evict_last")
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 64, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 / tmp13
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 64.0, tl.float32)
    tmp23 = tmp20 / tmp22
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 64 * x0), tmp31, xmask)


def call(input_ids):
    _check_input("input_ids", input_ids, 2, torch.int64, "cuda")
    input_ids = _check_shape("input_ids", input_ids, (2, 16), (16, 1))
    weights = load_weights()
    inner_wte_weight = weights["inner_wte_weight"]
    inner_wpe_weight = weights["inner_wpe_weight"]
    inner_h_0_ln_1_weight = weights["inner_h_0_ln_1_weight"]
    inner_h_0_ln_1_bias = weights["inner_h_0_ln_1_bias"]
    inner_h_0_attn_c_attn_weight = weights["inner_h_0_attn_c_attn_weight"]
    inner_h_0_attn_c_attn_bias = weights["inner_h_0_attn_c_attn_bias"]
    inner_h_0_attn_c_proj_weight = weights["inner_h_0_attn_c_proj_weight"]
    inner_h_0_attn_c_proj_bias = weights["inner_h_0_attn_c_proj_bias"]
    inner_h_0_ln_2_weight = weights["inner_h_0_ln_2_weight"]
    inner_h_0_ln_2_bias = weights["inner_h_0_ln_2_bias"]
    inner_h_0_mlp_c_fc_weight = weights["inner_h_0_mlp_c_fc_weight"]
    inner_h_0_mlp_c_fc_bias = weights["inner_h_0_mlp_c_fc_bias"]
    inner_h_0_mlp_c_proj_weight = weights["inner_h_0_mlp_c_proj_weight"]
    inner_h_0_mlp_c_proj_bias = weights["inner_h_0_mlp_c_proj_bias"]
    inner_h_1_ln_1_weight = weights["inner_h_1_ln_1_weight"]
    inner_h_1_ln_1_bias = weights["inner_h_1_ln_1_bias"]
    inner_h_1_attn_c_attn_weight = weights["inner_h_1_attn_c_attn_weight"]
    inner_h_1_attn_c_attn_bias = weights["inner_h_1_attn_c_attn_bias"]
    inner_h_1_attn_c_proj_weight = weights["inner_h_1_attn_c_proj_weight"]
    inner_h_1_attn_c_proj_bias = weights["inner_h_1_attn_c_proj_bias"]
    inner_h_1_ln_2_weight = weights["inner_h_1_ln_2_weight"]
    inner_h_1_ln_2_bias = weights["inner_h_1_ln_2_bias"]
    inner_h_1_mlp_c_fc_weight = weights["inner_h_1_mlp_c_fc_weight"]
    inner_h_1_mlp_c_fc_bias = weights["inner_h_1_mlp_c_fc_bias"]
    inner_h_1_mlp_c_proj_weight = weights["inner_h_1_mlp_c_proj_weight"]
    inner_h_1_mlp_c_proj_bias = weights["inner_h_1_mlp_c_proj_bias"]
    inner_ln_f_weight = weights["inner_ln_f_weight"]
    inner_ln_f_bias = weights["inner_ln_f_bias"]
    inner_h_0_attn_lifted_tensor_0 = weights["inner_h_0_attn_lifted_tensor_0"]
    inner_h_0_attn_lifted_tensor_1 = weights["inner_h_0_attn_lifted_tensor_1"]
    inner_h_1_attn_lifted_tensor_2 = weights["inner_h_1_attn_lifted_tensor_2"]
    inner_h_1_attn_lifted_tensor_3 = weights["inner_h_1_attn_lifted_tensor_3"]
    buf_layer_norm = torch.empty_strided(
        (2, 16, 64), (1024, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     layer_norm], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding,
    #     aten.native_layer_norm]
    # triton_per_fused_add_arange_embedding_native_layer_norm_unsqueeze: embedding, arange, add,
    #     unsqueeze, embedding_1, add_1, clone, layer_norm
    triton_per_fused_add_arange_embedding_native_layer_norm_unsqueeze[32, 1, 1](
        input_ids,
        inner_wte_weight,
        inner_wpe_weight,
        inner_h_0_ln_1_weight,
        inner_h_0_ln_1_bias,
        buf_layer_norm,
        32,
        64,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm = torch.empty_strided((32, 192), (192, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     layer_norm, view_1, addmm], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.embedding, aten.native_layer_norm, aten.view, aten.addmm]
    # addmm: addmm
    torch.addmm(
        inner_h_0_attn_c_attn_bias,
        reinterpret_tensor(buf_layer_norm, (32, 64), (64, 1), 0),
        inner_h_0_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm,
    )
    buf_scaled_dot_product_attention = reinterpret_tensor(
        buf_layer_norm, (2, 4, 16, 16), (1024, 16, 64, 1), 0
    )  # reuse
    del buf_layer_norm
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1[
        _cdiv(2048, 128), 1, 1
    ](buf_addmm, buf_scaled_dot_product_attention, 2048, XBLOCK=128, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_2 = torch.empty_strided(
        (2, 4, 16, 16), (1024, 16, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2[
        _cdiv(2048, 128), 1, 1
    ](buf_addmm, buf_scaled_dot_product_attention_2, 2048, XBLOCK=128, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_3 = torch.empty_strided(
        (2, 1, 16, 16), (256, 0, 16, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3[
        _cdiv(512, 256), 1, 1
    ](buf_scaled_dot_product_attention_3, 512, XBLOCK=256, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention
    buf_scaled_dot_product_attention_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            reinterpret_tensor(buf_addmm, (2, 4, 16, 16), (3072, 16, 192, 1), 0),
            buf_scaled_dot_product_attention,
            buf_scaled_dot_product_attention_2,
            reinterpret_tensor(
                buf_scaled_dot_product_attention_3, (2, 4, 16, 16), (256, 0, 16, 1), 0
            ),
            False,
            scale=0.25,
        )
    )
    del buf_addmm
    del buf_scaled_dot_product_attention
    del buf_scaled_dot_product_attention_3
    buf_scaled_dot_product_attention_5 = buf_scaled_dot_product_attention_4[0]
    buf_scaled_dot_product_attention_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_5,
        (2, 4, 16, 16),
        (1024, 16, 64, 1),
    )
    del buf_scaled_dot_product_attention_4
    buf_addmm_1 = reinterpret_tensor(
        buf_scaled_dot_product_attention_2, (32, 64), (64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2
    # Topologically Sorted Source Nodes: [transpose_3, view_6, view_7, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm: addmm_1
    torch.mm(
        reinterpret_tensor(buf_scaled_dot_product_attention_5, (32, 64), (64, 1), 0),
        inner_h_0_attn_c_proj_weight,
        out=buf_addmm_1,
    )
    buf_add_4 = reinterpret_tensor(buf_addmm_1, (2, 16, 64), (1024, 64, 1), 0)  # reuse
    del buf_addmm_1
    buf_layer_norm_1 = reinterpret_tensor(
        buf_scaled_dot_product_attention_5, (2, 16, 64), (1024, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     , view_8, add_4, layer_norm_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.embedding, aten.addmm, aten.view, aten.native_layer_norm]
    # triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view: embedding,
    #     arange, add, unsqueeze, embedding_1, add_1, clone, addmm_1, view_8, clone_3, add_4,
    #     layer_norm_1
    triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view[32, 1, 1](
        buf_add_4,
        inner_h_0_attn_c_proj_bias,
        input_ids,
        inner_wte_weight,
        inner_wpe_weight,
        inner_h_0_ln_2_weight,
        inner_h_0_ln_2_bias,
        buf_layer_norm_1,
        32,
        64,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_2 = torch.empty_strided((32, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_1, view_9, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_2: addmm_2
    torch.mm(
        reinterpret_tensor(buf_layer_norm_1, (32, 64), (64, 1), 0),
        inner_h_0_mlp_c_fc_weight,
        out=buf_addmm_2,
    )
    del buf_layer_norm_1
    buf_mul_3 = reinterpret_tensor(buf_addmm_2, (2, 16, 256), (4096, 256, 1), 0)  # reuse
    del buf_addmm_2
    # Topologically Sorted Source Nodes: [, view_10, mul, pow_1, mul_1, add_5, mul_2, tanh,
    #     add_6, mul_3], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add,
    #     aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_6, view_22, mul_4, pow_2, mul_5,
    #     add_9, mul_6, tanh_1, add_10, mul_7
    triton_poi_fused_add_addmm_mul_pow_tanh_view[_cdiv(8192, 256), 1, 1](
        buf_mul_3, inner_h_0_mlp_c_fc_bias, 8192, XBLOCK=256, num_warps=4, num_stages=1
    )
    buf_addmm_3 = torch.empty_strided((32, 64), (64, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_10, mul, pow_1, mul_1, add_5, mul_2, tanh,
    #     add_6, mul_3, view_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # mm_3: addmm_3
    torch.mm(
        reinterpret_tensor(buf_mul_3, (32, 256), (256, 1), 0),
        inner_h_0_mlp_c_proj_weight,
        out=buf_addmm_3,
    )
    del buf_mul_3
    buf_layer_norm_2 = torch.empty_strided(
        (2, 16, 64), (1024, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_12, add_7, layer_norm_2], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_3, view_12,
    #     clone_4, add_7, layer_norm_2
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[_cdiv(32, 8), 1, 1](
        buf_add_4,
        inner_h_0_mlp_c_proj_bias,
        buf_addmm_3,
        inner_h_1_ln_1_weight,
        inner_h_1_ln_1_bias,
        buf_layer_norm_2,
        32,
        64,
        XBLOCK=8,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_4 = torch.empty_strided((32, 192), (192, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_12, add_7, layer_norm_2, view_13, addmm_4],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_2: addmm_4
    torch.addmm(
        inner_h_1_attn_c_attn_bias,
        reinterpret_tensor(buf_layer_norm_2, (32, 64), (64, 1), 0),
        inner_h_1_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_4,
    )
    buf_scaled_dot_product_attention_1 = reinterpret_tensor(
        buf_layer_norm_2, (2, 4, 16, 16), (1024, 16, 64, 1), 0
    )  # reuse
    del buf_layer_norm_2
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1[
        _cdiv(2048, 128), 1, 1
    ](buf_addmm_4, buf_scaled_dot_product_attention_1, 2048, XBLOCK=128, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_1_2 = torch.empty_strided(
        (2, 4, 16, 16), (1024, 16, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_2[
        _cdiv(2048, 128), 1, 1
    ](
        buf_addmm_4,
        buf_scaled_dot_product_attention_1_2,
        2048,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_1_3 = torch.empty_strided(
        (2, 1, 16, 16), (256, 0, 16, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_1_3[
        _cdiv(512, 256), 1, 1
    ](buf_scaled_dot_product_attention_1_3, 512, XBLOCK=256, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_2
    buf_scaled_dot_product_attention_1_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            reinterpret_tensor(buf_addmm_4, (2, 4, 16, 16), (3072, 16, 192, 1), 0),
            buf_scaled_dot_product_attention_1,
            buf_scaled_dot_product_attention_1_2,
            reinterpret_tensor(
                buf_scaled_dot_product_attention_1_3, (2, 4, 16, 16), (256, 0, 16, 1), 0
            ),
            False,
            scale=0.25,
        )
    )
    del buf_addmm_4
    del buf_scaled_dot_product_attention_1
    del buf_scaled_dot_product_attention_1_3
    buf_scaled_dot_product_attention_1_5 = buf_scaled_dot_product_attention_1_4[0]
    buf_scaled_dot_product_attention_1_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_1_5,
        (2, 4, 16, 16),
        (1024, 16, 64, 1),
    )
    del buf_scaled_dot_product_attention_1_4
    buf_addmm_5 = reinterpret_tensor(
        buf_scaled_dot_product_attention_1_2, (32, 64), (64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_2
    # Topologically Sorted Source Nodes: [transpose_7, view_18, view_19, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_4: addmm_5
    torch.mm(
        reinterpret_tensor(buf_scaled_dot_product_attention_1_5, (32, 64), (64, 1), 0),
        inner_h_1_attn_c_proj_weight,
        out=buf_addmm_5,
    )
    buf_add_8 = reinterpret_tensor(buf_addmm_5, (2, 16, 64), (1024, 64, 1), 0)  # reuse
    del buf_addmm_5
    buf_layer_norm_3 = reinterpret_tensor(
        buf_scaled_dot_product_attention_1_5, (2, 16, 64), (1024, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_5
    # Topologically Sorted Source Nodes: [, view_12, add_7, view_20, add_8, layer_norm_3],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_3, view_12,
    #     clone_4, add_7, addmm_5, view_20, clone_7, add_8, layer_norm_3
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[32, 1, 1](
        buf_add_8,
        inner_h_1_attn_c_proj_bias,
        buf_add_4,
        inner_h_0_mlp_c_proj_bias,
        buf_addmm_3,
        inner_h_1_ln_2_weight,
        inner_h_1_ln_2_bias,
        buf_layer_norm_3,
        32,
        64,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_4
    del buf_addmm_3
    buf_addmm_6 = torch.empty_strided((32, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_3, view_21, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_5: addmm_6
    torch.mm(
        reinterpret_tensor(buf_layer_norm_3, (32, 64), (64, 1), 0),
        inner_h_1_mlp_c_fc_weight,
        out=buf_addmm_6,
    )
    del buf_layer_norm_3
    buf_mul_7 = reinterpret_tensor(buf_addmm_6, (2, 16, 256), (4096, 256, 1), 0)  # reuse
    del buf_addmm_6
    # Topologically Sorted Source Nodes: [, view_22, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1,
    #     add_10, mul_7], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add,
    #     aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_6, view_22, mul_4, pow_2, mul_5,
    #     add_9, mul_6, tanh_1, add_10, mul_7
    triton_poi_fused_add_addmm_mul_pow_tanh_view[_cdiv(8192, 256), 1, 1](
        buf_mul_7, inner_h_1_mlp_c_fc_bias, 8192, XBLOCK=256, num_warps=4, num_stages=1
    )
    buf_addmm_7 = torch.empty_strided((32, 64), (64, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_22, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1,
    #     add_10, mul_7, view_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # mm_6: addmm_7
    torch.mm(
        reinterpret_tensor(buf_mul_7, (32, 256), (256, 1), 0),
        inner_h_1_mlp_c_proj_weight,
        out=buf_addmm_7,
    )
    del buf_mul_7
    out = buf_add_8  # reuse
    del buf_add_8
    # Topologically Sorted Source Nodes: [, view_24, add_11, layer_norm_4], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__view_25: addmm_7, view_24, clone_8,
    #     add_11, layer_norm_4, view_25
    triton_per_fused_add_addmm_native_layer_norm_view__view_25[_cdiv(32, 8), 1, 1](
        out,
        inner_h_1_mlp_c_proj_bias,
        buf_addmm_7,
        inner_ln_f_weight,
        inner_ln_f_bias,
        32,
        64,
        XBLOCK=8,
        num_warps=2,
        num_stages=1,
    )
    del buf_addmm_7
    return out
