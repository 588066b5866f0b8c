"""ResNet: a standalone module generated from the PyTorch model.

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


@triton.jit
def promote_to_tensor(x):
    # Addition promotes to tensor for us
    return x + tl.zeros((1,), tl.int1)


@triton.jit
def is_floating(x):
    return promote_to_tensor(x).dtype.is_floating()


@triton.jit
def maximum(a, b):
    mask = a > b
    if is_floating(a):
        mask |= a != a
    return tl.where(mask, a, b)


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


# triton_poi_fused_convolution__conv2d fuses: conv2d
#   resnet.py:285  return self._forward_impl(x)
# Source node to ATen node mapping:
#   conv2d => convolution
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 192
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 3
    y1 = yindex // 3
    tmp0 = tl.load(in_ptr0 + (x2 + 49 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 3 * x2 + 147 * y1), tmp0, xmask & ymask)


# triton_poi_fused_convolution__conv2d_2 fuses: conv2d
#   resnet.py:285  return self._forward_impl(x)
# Source node to ATen node mapping:
#   conv2d => convolution
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d_2(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 3
    xnumel = 4096
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = tl.full([XBLOCK], True, tl.int1)[None, :]
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 4096 * y0), ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 3 * x1), tmp0, ymask)


# triton_poi_fused_convolution__conv2d_4 fuses: _native_batch_norm_legit_no_training_3, relu_3,
#     conv2d_4
# Launched 4 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
#   resnet.py:96  out = self.conv2(out)
# Source node to ATen node mapping:
#   conv2d_1 => convolution_1
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d_4(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 4096
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 64
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 64 * x2 + 576 * y1), tmp0, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu fuses: _native_batch_norm_legit_no_training,
#     relu
#   resnet.py:285  return self._forward_impl(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6,
#       unsqueeze_7
#   relu => relu
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 64
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, None)


# triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu fuses: _native_batch_norm_legit_no_training,
#     relu, max_pool2d
#   resnet.py:285  return self._forward_impl(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6,
#       unsqueeze_7
#   max_pool2d => _low_memory_max_pool_with_offsets
#   relu => relu
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 1024
    x1 = (xindex // 64) % 16
    x0 = xindex % 64
    x4 = xindex
    tmp0 = (-1) + 2 * x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 32, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2 * x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-2112) + x0 + 128 * x1 + 4096 * x2), tmp10, other=float("-inf"))
    tmp12 = 2 * x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-2048) + x0 + 128 * x1 + 4096 * x2), tmp16, other=float("-inf"))
    tmp18 = maximum(tmp11, tmp17)
    tmp19 = 1 + 2 * x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-1984) + x0 + 128 * x1 + 4096 * x2), tmp23, other=float("-inf"))
    tmp25 = maximum(tmp18, tmp24)
    tmp26 = 2 * x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128 * x1 + 4096 * x2), tmp30, other=float("-inf"))
    tmp32 = maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128 * x1 + 4096 * x2), tmp33, other=float("-inf"))
    tmp35 = maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128 * x1 + 4096 * x2), tmp36, other=float("-inf"))
    tmp38 = maximum(tmp35, tmp37)
    tmp39 = 1 + 2 * x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (1984 + x0 + 128 * x1 + 4096 * x2), tmp43, other=float("-inf"))
    tmp45 = maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (2048 + x0 + 128 * x1 + 4096 * x2), tmp46, other=float("-inf"))
    tmp48 = maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (2112 + x0 + 128 * x1 + 4096 * x2), tmp49, other=float("-inf"))
    tmp51 = maximum(tmp48, tmp50)
    tl.store(out_ptr0 + (x4), tmp51, None)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3 fuses: _native_batch_norm_legit_no_training_3,
#     relu_3
# Launched 2 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_1 => add_2, add_3, mul_3, mul_4, mul_5, reciprocal_1,
#       sqrt_1, sub_1, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14,
#       unsqueeze_15, unsqueeze_8, unsqueeze_9
#   relu_1 => relu_1
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 64
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, None)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4 fuses: _native_batch_norm_legit_no_training_4,
#     add_1, relu_4
# Launched 2 times.
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_2 => add_4, add_5, mul_6, mul_7, mul_8, reciprocal_2,
#       sqrt_2, sub_2, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, unsqueeze_20,
#       unsqueeze_21, unsqueeze_22, unsqueeze_23
#   add => add_6
#   relu_2 => relu_2
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 64
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tl.store(in_out_ptr0 + (x2), tmp19, None)


# triton_poi_fused_convolution__conv2d_5 fuses: conv2d_5
#   resnet.py:92  out = self.conv1(x)
# Source node to ATen node mapping:
#   conv2d_5 => convolution_5
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d_5(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 8192
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 64
    y1 = yindex // 64
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 64 * x2 + 576 * y1), tmp0, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7 fuses: _native_batch_norm_legit_no_training_8,
#     relu_7
# Launched 2 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_5 => add_12, add_13, mul_15, mul_16, mul_17, reciprocal_5,
#       sqrt_5, sub_5, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44,
#       unsqueeze_45, unsqueeze_46, unsqueeze_47
#   relu_5 => relu_5
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 128
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, None)


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9 fuses: _native_batch_norm_legit_no_training_8,
#     relu_7, conv2d_9
# Launched 3 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
#   resnet.py:96  out = self.conv2(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_5 => add_12, add_13, mul_15, mul_16, mul_17, reciprocal_5,
#       sqrt_5, sub_5, unsqueeze_40, unsqueeze_41, unsqueeze_42, unsqueeze_43, unsqueeze_44,
#       unsqueeze_45, unsqueeze_46, unsqueeze_47
#   conv2d_6 => convolution_6
#   relu_5 => relu_5
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 16384
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 128
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 128 * x2 + 1152 * y1), tmp0, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6 fuses: _native_batch_norm_legit_no_training_6,
#     _native_batch_norm_legit_no_training_7, add_2, relu_6
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:100  identity = self.downsample(x)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_6 => add_14, add_15, mul_18, mul_19, mul_20, reciprocal_6,
#       sqrt_6, sub_6, unsqueeze_48, unsqueeze_49, unsqueeze_50, unsqueeze_51, unsqueeze_52,
#       unsqueeze_53, unsqueeze_54, unsqueeze_55
#   _native_batch_norm_legit_no_training_7 => add_16, add_17, mul_21, mul_22, mul_23, reciprocal_7,
#       sqrt_7, sub_7, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, unsqueeze_60,
#       unsqueeze_61, unsqueeze_62, unsqueeze_63
#   add_2 => add_18
#   relu_6 => relu_6
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    in_ptr6,
    in_ptr7,
    in_ptr8,
    xnumel,
    XBLOCK: tl.constexpr,
):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 128
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), None)
    tmp17 = tl.load(in_ptr5 + (x0), None, eviction_policy="evict_last")
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy="evict_last")
    tmp25 = tl.load(in_ptr7 + (x0), None, eviction_policy="evict_last")
    tmp27 = tl.load(in_ptr8 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = tmp7 / tmp21
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x2), tmp31, None)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_8 fuses: _native_batch_norm_legit_no_training_9,
#     add_3, relu_8
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_9 => add_21, add_22, mul_27, mul_28, mul_29, reciprocal_9,
#       sqrt_9, sub_9, unsqueeze_72, unsqueeze_73, unsqueeze_74, unsqueeze_75, unsqueeze_76,
#       unsqueeze_77, unsqueeze_78, unsqueeze_79
#   add_3 => add_23
#   relu_8 => relu_8
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_8(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 128
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tl.store(in_out_ptr0 + (x2), tmp19, None)


# triton_poi_fused_convolution__conv2d_10 fuses: conv2d_10
#   resnet.py:92  out = self.conv1(x)
# Source node to ATen node mapping:
#   conv2d_10 => convolution_10
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d_10(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 32768
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 128
    y1 = yindex // 128
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 128 * x2 + 1152 * y1), tmp0, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11 fuses: _native_batch_norm_legit_no_training_13,
#     relu_11
# Launched 2 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_10 => add_24, add_25, mul_30, mul_31, mul_32,
#       reciprocal_10, sqrt_10, sub_10, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83,
#       unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87
#   relu_9 => relu_9
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 256
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, None)


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14 fuses: _native_batch_norm_legit_no_training_13,
#     relu_11, conv2d_14
# Launched 3 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
#   resnet.py:96  out = self.conv2(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_10 => add_24, add_25, mul_30, mul_31, mul_32,
#       reciprocal_10, sqrt_10, sub_10, unsqueeze_80, unsqueeze_81, unsqueeze_82, unsqueeze_83,
#       unsqueeze_84, unsqueeze_85, unsqueeze_86, unsqueeze_87
#   conv2d_11 => convolution_11
#   relu_9 => relu_9
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 65536
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 256
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 256 * x2 + 2304 * y1), tmp0, xmask & ymask)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_10 fuses: _native_batch_norm_legit_no_training_11,
#     _native_batch_norm_legit_no_training_12, add_4, relu_10
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:100  identity = self.downsample(x)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_11 => add_26, add_27, mul_33, mul_34, mul_35,
#       reciprocal_11, sqrt_11, sub_11, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91,
#       unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
#   _native_batch_norm_legit_no_training_12 => add_28, add_29, mul_36, mul_37, mul_38,
#       reciprocal_12, sqrt_12, sub_12, unsqueeze_100, unsqueeze_101, unsqueeze_102, unsqueeze_103,
#       unsqueeze_96, unsqueeze_97, unsqueeze_98, unsqueeze_99
#   add_4 => add_30
#   relu_10 => relu_10
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_10(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    in_ptr6,
    in_ptr7,
    in_ptr8,
    xnumel,
    XBLOCK: tl.constexpr,
):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 256
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), None)
    tmp17 = tl.load(in_ptr5 + (x0), None, eviction_policy="evict_last")
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy="evict_last")
    tmp25 = tl.load(in_ptr7 + (x0), None, eviction_policy="evict_last")
    tmp27 = tl.load(in_ptr8 + (x0), None, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = tmp7 / tmp21
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x2), tmp31, None)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12 fuses: _native_batch_norm_legit_no_training_14,
#     add_5, relu_12
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_14 => add_33, add_34, mul_42, mul_43, mul_44,
#       reciprocal_14, sqrt_14, sub_14, unsqueeze_112, unsqueeze_113, unsqueeze_114, unsqueeze_115,
#       unsqueeze_116, unsqueeze_117, unsqueeze_118, unsqueeze_119
#   add_5 => add_35
#   relu_12 => relu_12
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 256
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr0 + (x0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), None)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tl.store(in_out_ptr0 + (x2), tmp19, None)


# triton_poi_fused_convolution__conv2d_15 fuses: conv2d_15
#   resnet.py:92  out = self.conv1(x)
# Source node to ATen node mapping:
#   conv2d_15 => convolution_15
@_cached_launch
@triton.jit
def triton_poi_fused_convolution__conv2d_15(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 131072
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 256
    y1 = yindex // 256
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 256 * x2 + 2304 * y1), tmp0, xmask & ymask)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15 fuses: _native_batch_norm_legit_no_training_18,
#     relu_15
# Launched 2 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_15 => add_36, add_37, mul_45, mul_46, mul_47,
#       reciprocal_15, sqrt_15, sub_15, unsqueeze_120, unsqueeze_121, unsqueeze_122, unsqueeze_123,
#       unsqueeze_124, unsqueeze_125, unsqueeze_126, unsqueeze_127
#   relu_13 => relu_13
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = xindex % 512
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1], 0, tl.int32)
    tmp17 = maximum(tmp16, tmp15)
    tl.store(in_out_ptr0 + (x2), tmp17, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19 fuses: _native_batch_norm_legit_no_training_18,
#     relu_15, conv2d_19
# Launched 3 times.
#   resnet.py:93  out = self.bn1(out)
#   resnet.py:94  out = self.relu(out)
#   resnet.py:96  out = self.conv2(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_15 => add_36, add_37, mul_45, mul_46, mul_47,
#       reciprocal_15, sqrt_15, sub_15, unsqueeze_120, unsqueeze_121, unsqueeze_122, unsqueeze_123,
#       unsqueeze_124, unsqueeze_125, unsqueeze_126, unsqueeze_127
#   conv2d_16 => convolution_16
#   relu_13 => relu_13
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 262144
    xnumel = 9
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 512
    y1 = yindex // 512
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 512 * x2 + 4608 * y1), tmp0, xmask & ymask)


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_14 fuses: _native_batch_norm_legit_no_training_16,
#     _native_batch_norm_legit_no_training_17, add_6, relu_14
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:100  identity = self.downsample(x)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_16 => add_38, add_39, mul_48, mul_49, mul_50,
#       reciprocal_16, sqrt_16, sub_16, unsqueeze_128, unsqueeze_129, unsqueeze_130, unsqueeze_131,
#       unsqueeze_132, unsqueeze_133, unsqueeze_134, unsqueeze_135
#   _native_batch_norm_legit_no_training_17 => add_40, add_41, mul_51, mul_52, mul_53,
#       reciprocal_17, sqrt_17, sub_17, unsqueeze_136, unsqueeze_137, unsqueeze_138, unsqueeze_139,
#       unsqueeze_140, unsqueeze_141, unsqueeze_142, unsqueeze_143
#   add_6 => add_42
#   relu_14 => relu_14
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_14(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    in_ptr6,
    in_ptr7,
    in_ptr8,
    xnumel,
    XBLOCK: tl.constexpr,
):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = xindex % 512
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (x0), xmask, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x0), xmask, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x2), xmask)
    tmp17 = tl.load(in_ptr5 + (x0), xmask, eviction_policy="evict_last")
    tmp19 = tl.load(in_ptr6 + (x0), xmask, eviction_policy="evict_last")
    tmp25 = tl.load(in_ptr7 + (x0), xmask, eviction_policy="evict_last")
    tmp27 = tl.load(in_ptr8 + (x0), xmask, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp18 = tmp16 - tmp17
    tmp20 = tmp19 + tmp4
    tmp21 = tl.sqrt_rn(tmp20)
    tmp22 = tmp7 / tmp21
    tmp23 = tmp22 * tmp9
    tmp24 = tmp18 * tmp23
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tmp29 = tmp15 + tmp28
    tmp30 = tl.full([1], 0, tl.int32)
    tmp31 = maximum(tmp30, tmp29)
    tl.store(in_out_ptr0 + (x2), tmp31, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_add_mean_relu fuses: _native_batch_norm_legit_no_training_19,
#     add_7, relu_16, adaptive_avg_pool2d
#   resnet.py:97  out = self.bn2(out)
#   resnet.py:102  out += identity
#   resnet.py:103  out = self.relu(out)
#   resnet.py:285  return self._forward_impl(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_19 => add_45, add_46, mul_57, mul_58, mul_59,
#       reciprocal_19, sqrt_19, sub_19, unsqueeze_152, unsqueeze_153, unsqueeze_154, unsqueeze_155,
#       unsqueeze_156, unsqueeze_157, unsqueeze_158, unsqueeze_159
#   adaptive_avg_pool2d => mean
#   add_7 => add_47
#   relu_16 => relu_16
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_mean_relu(
    in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr1 + (x0), xmask)
    tmp3 = tl.load(in_ptr2 + (x0), xmask)
    tmp12 = tl.load(in_ptr3 + (x0), xmask)
    tmp14 = tl.load(in_ptr4 + (x0), xmask)
    tmp16 = tl.load(in_ptr5 + (x0), xmask)
    tmp20 = tl.load(in_ptr0 + (512 + x0), xmask)
    tmp25 = tl.load(in_ptr5 + (512 + x0), xmask)
    tmp29 = tl.load(in_ptr0 + (1024 + x0), xmask)
    tmp34 = tl.load(in_ptr5 + (1024 + x0), xmask)
    tmp38 = tl.load(in_ptr0 + (1536 + x0), xmask)
    tmp43 = tl.load(in_ptr5 + (1536 + x0), xmask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tmp21 = tmp20 - tmp1
    tmp22 = tmp21 * tmp10
    tmp23 = tmp22 * tmp12
    tmp24 = tmp23 + tmp14
    tmp26 = tmp24 + tmp25
    tmp27 = maximum(tmp18, tmp26)
    tmp28 = tmp19 + tmp27
    tmp30 = tmp29 - tmp1
    tmp31 = tmp30 * tmp10
    tmp32 = tmp31 * tmp12
    tmp33 = tmp32 + tmp14
    tmp35 = tmp33 + tmp34
    tmp36 = maximum(tmp18, tmp35)
    tmp37 = tmp28 + tmp36
    tmp39 = tmp38 - tmp1
    tmp40 = tmp39 * tmp10
    tmp41 = tmp40 * tmp12
    tmp42 = tmp41 + tmp14
    tmp44 = tmp42 + tmp43
    tmp45 = maximum(tmp18, tmp44)
    tmp46 = tmp37 + tmp45
    tmp47 = tl.full([1], 4.0, tl.float32)
    tmp48 = tmp46 / tmp47
    tl.store(out_ptr0 + (x0), tmp48, xmask)


def call(x):
    _check_input("x", x, 4, torch.float32, "cuda")
    x = _check_shape("x", x, (1, 3, 64, 64), (12288, 4096, 64, 1))
    weights = load_weights()
    conv1_weight = weights["conv1_weight"]
    bn1_weight = weights["bn1_weight"]
    bn1_bias = weights["bn1_bias"]
    layer1_0_conv1_weight = weights["layer1_0_conv1_weight"]
    layer1_0_bn1_weight = weights["layer1_0_bn1_weight"]
    layer1_0_bn1_bias = weights["layer1_0_bn1_bias"]
    layer1_0_conv2_weight = weights["layer1_0_conv2_weight"]
    layer1_0_bn2_weight = weights["layer1_0_bn2_weight"]
    layer1_0_bn2_bias = weights["layer1_0_bn2_bias"]
    layer1_1_conv1_weight = weights["layer1_1_conv1_weight"]
    layer1_1_bn1_weight = weights["layer1_1_bn1_weight"]
    layer1_1_bn1_bias = weights["layer1_1_bn1_bias"]
    layer1_1_conv2_weight = weights["layer1_1_conv2_weight"]
    layer1_1_bn2_weight = weights["layer1_1_bn2_weight"]
    layer1_1_bn2_bias = weights["layer1_1_bn2_bias"]
    layer2_0_conv1_weight = weights["layer2_0_conv1_weight"]
    layer2_0_bn1_weight = weights["layer2_0_bn1_weight"]
    layer2_0_bn1_bias = weights["layer2_0_bn1_bias"]
    layer2_0_conv2_weight = weights["layer2_0_conv2_weight"]
    layer2_0_bn2_weight = weights["layer2_0_bn2_weight"]
    layer2_0_bn2_bias = weights["layer2_0_bn2_bias"]
    layer2_0_downsample_0_weight = weights["layer2_0_downsample_0_weight"]
    layer2_0_downsample_1_weight = weights["layer2_0_downsample_1_weight"]
    layer2_0_downsample_1_bias = weights["layer2_0_downsample_1_bias"]
    layer2_1_conv1_weight = weights["layer2_1_conv1_weight"]
    layer2_1_bn1_weight = weights["layer2_1_bn1_weight"]
    layer2_1_bn1_bias = weights["layer2_1_bn1_bias"]
    layer2_1_conv2_weight = weights["layer2_1_conv2_weight"]
    layer2_1_bn2_weight = weights["layer2_1_bn2_weight"]
    layer2_1_bn2_bias = weights["layer2_1_bn2_bias"]
    layer3_0_conv1_weight = weights["layer3_0_conv1_weight"]
    layer3_0_bn1_weight = weights["layer3_0_bn1_weight"]
    layer3_0_bn1_bias = weights["layer3_0_bn1_bias"]
    layer3_0_conv2_weight = weights["layer3_0_conv2_weight"]
    layer3_0_bn2_weight = weights["layer3_0_bn2_weight"]
    layer3_0_bn2_bias = weights["layer3_0_bn2_bias"]
    layer3_0_downsample_0_weight = weights["layer3_0_downsample_0_weight"]
    layer3_0_downsample_1_weight = weights["layer3_0_downsample_1_weight"]
    layer3_0_downsample_1_bias = weights["layer3_0_downsample_1_bias"]
    layer3_1_conv1_weight = weights["layer3_1_conv1_weight"]
    layer3_1_bn1_weight = weights["layer3_1_bn1_weight"]
    layer3_1_bn1_bias = weights["layer3_1_bn1_bias"]
    layer3_1_conv2_weight = weights["layer3_1_conv2_weight"]
    layer3_1_bn2_weight = weights["layer3_1_bn2_weight"]
    layer3_1_bn2_bias = weights["layer3_1_bn2_bias"]
    layer4_0_conv1_weight = weights["layer4_0_conv1_weight"]
    layer4_0_bn1_weight = weights["layer4_0_bn1_weight"]
    layer4_0_bn1_bias = weights["layer4_0_bn1_bias"]
    layer4_0_conv2_weight = weights["layer4_0_conv2_weight"]
    layer4_0_bn2_weight = weights["layer4_0_bn2_weight"]
    layer4_0_bn2_bias = weights["layer4_0_bn2_bias"]
    layer4_0_downsample_0_weight = weights["layer4_0_downsample_0_weight"]
    layer4_0_downsample_1_weight = weights["layer4_0_downsample_1_weight"]
    layer4_0_downsample_1_bias = weights["layer4_0_downsample_1_bias"]
    layer4_1_conv1_weight = weights["layer4_1_conv1_weight"]
    layer4_1_bn1_weight = weights["layer4_1_bn1_weight"]
    layer4_1_bn1_bias = weights["layer4_1_bn1_bias"]
    layer4_1_conv2_weight = weights["layer4_1_conv2_weight"]
    layer4_1_bn2_weight = weights["layer4_1_bn2_weight"]
    layer4_1_bn2_bias = weights["layer4_1_bn2_bias"]
    fc_weight = weights["fc_weight"]
    fc_bias = weights["fc_bias"]
    bn1_running_mean = weights["bn1_running_mean"]
    bn1_running_var = weights["bn1_running_var"]
    bn1_num_batches_tracked = weights["bn1_num_batches_tracked"]
    layer1_0_bn1_running_mean = weights["layer1_0_bn1_running_mean"]
    layer1_0_bn1_running_var = weights["layer1_0_bn1_running_var"]
    layer1_0_bn1_num_batches_tracked = weights["layer1_0_bn1_num_batches_tracked"]
    layer1_0_bn2_running_mean = weights["layer1_0_bn2_running_mean"]
    layer1_0_bn2_running_var = weights["layer1_0_bn2_running_var"]
    layer1_0_bn2_num_batches_tracked = weights["layer1_0_bn2_num_batches_tracked"]
    layer1_1_bn1_running_mean = weights["layer1_1_bn1_running_mean"]
    layer1_1_bn1_running_var = weights["layer1_1_bn1_running_var"]
    layer1_1_bn1_num_batches_tracked = weights["layer1_1_bn1_num_batches_tracked"]
    layer1_1_bn2_running_mean = weights["layer1_1_bn2_running_mean"]
    layer1_1_bn2_running_var = weights["layer1_1_bn2_running_var"]
    layer1_1_bn2_num_batches_tracked = weights["layer1_1_bn2_num_batches_tracked"]
    layer2_0_bn1_running_mean = weights["layer2_0_bn1_running_mean"]
    layer2_0_bn1_running_var = weights["layer2_0_bn1_running_var"]
    layer2_0_bn1_num_batches_tracked = weights["layer2_0_bn1_num_batches_tracked"]
    layer2_0_bn2_running_mean = weights["layer2_0_bn2_running_mean"]
    layer2_0_bn2_running_var = weights["layer2_0_bn2_running_var"]
    layer2_0_bn2_num_batches_tracked = weights["layer2_0_bn2_num_batches_tracked"]
    layer2_0_downsample_1_running_mean = weights["layer2_0_downsample_1_running_mean"]
    layer2_0_downsample_1_running_var = weights["layer2_0_downsample_1_running_var"]
    layer2_0_downsample_1_num_batches_tracked = weights["layer2_0_downsample_1_num_batches_tracked"]
    layer2_1_bn1_running_mean = weights["layer2_1_bn1_running_mean"]
    layer2_1_bn1_running_var = weights["layer2_1_bn1_running_var"]
    layer2_1_bn1_num_batches_tracked = weights["layer2_1_bn1_num_batches_tracked"]
    layer2_1_bn2_running_mean = weights["layer2_1_bn2_running_mean"]
    layer2_1_bn2_running_var = weights["layer2_1_bn2_running_var"]
    layer2_1_bn2_num_batches_tracked = weights["layer2_1_bn2_num_batches_tracked"]
    layer3_0_bn1_running_mean = weights["layer3_0_bn1_running_mean"]
    layer3_0_bn1_running_var = weights["layer3_0_bn1_running_var"]
    layer3_0_bn1_num_batches_tracked = weights["layer3_0_bn1_num_batches_tracked"]
    layer3_0_bn2_running_mean = weights["layer3_0_bn2_running_mean"]
    layer3_0_bn2_running_var = weights["layer3_0_bn2_running_var"]
    layer3_0_bn2_num_batches_tracked = weights["layer3_0_bn2_num_batches_tracked"]
    layer3_0_downsample_1_running_mean = weights["layer3_0_downsample_1_running_mean"]
    layer3_0_downsample_1_running_var = weights["layer3_0_downsample_1_running_var"]
    layer3_0_downsample_1_num_batches_tracked = weights["layer3_0_downsample_1_num_batches_tracked"]
    layer3_1_bn1_running_mean = weights["layer3_1_bn1_running_mean"]
    layer3_1_bn1_running_var = weights["layer3_1_bn1_running_var"]
    layer3_1_bn1_num_batches_tracked = weights["layer3_1_bn1_num_batches_tracked"]
    layer3_1_bn2_running_mean = weights["layer3_1_bn2_running_mean"]
    layer3_1_bn2_running_var = weights["layer3_1_bn2_running_var"]
    layer3_1_bn2_num_batches_tracked = weights["layer3_1_bn2_num_batches_tracked"]
    layer4_0_bn1_running_mean = weights["layer4_0_bn1_running_mean"]
    layer4_0_bn1_running_var = weights["layer4_0_bn1_running_var"]
    layer4_0_bn1_num_batches_tracked = weights["layer4_0_bn1_num_batches_tracked"]
    layer4_0_bn2_running_mean = weights["layer4_0_bn2_running_mean"]
    layer4_0_bn2_running_var = weights["layer4_0_bn2_running_var"]
    layer4_0_bn2_num_batches_tracked = weights["layer4_0_bn2_num_batches_tracked"]
    layer4_0_downsample_1_running_mean = weights["layer4_0_downsample_1_running_mean"]
    layer4_0_downsample_1_running_var = weights["layer4_0_downsample_1_running_var"]
    layer4_0_downsample_1_num_batches_tracked = weights["layer4_0_downsample_1_num_batches_tracked"]
    layer4_1_bn1_running_mean = weights["layer4_1_bn1_running_mean"]
    layer4_1_bn1_running_var = weights["layer4_1_bn1_running_var"]
    layer4_1_bn1_num_batches_tracked = weights["layer4_1_bn1_num_batches_tracked"]
    layer4_1_bn2_running_mean = weights["layer4_1_bn2_running_mean"]
    layer4_1_bn2_running_var = weights["layer4_1_bn2_running_var"]
    layer4_1_bn2_num_batches_tracked = weights["layer4_1_bn2_num_batches_tracked"]
    buf_conv2d = torch.empty_strided(
        (64, 3, 7, 7), (147, 1, 21, 3), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d: conv2d
    triton_poi_fused_convolution__conv2d[_cdiv(49, 32), _cdiv(192, 32), 1](
        conv1_weight, buf_conv2d, 192, 49, XBLOCK=32, YBLOCK=32, num_warps=4, num_stages=1
    )
    buf_conv2d_2 = torch.empty_strided(
        (1, 3, 64, 64), (12288, 1, 192, 3), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_2: conv2d
    triton_poi_fused_convolution__conv2d_2[_cdiv(4096, 256), _cdiv(3, 4), 1](
        x, buf_conv2d_2, 3, 4096, XBLOCK=256, YBLOCK=4, num_warps=4, num_stages=1
    )
    buf_conv2d_1 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_4: _native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4
    triton_poi_fused_convolution__conv2d_4[_cdiv(9, 16), _cdiv(4096, 64), 1](
        layer1_0_conv1_weight,
        buf_conv2d_1,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_2_2 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1,
    #     conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused_convolution__conv2d_4: _native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4
    triton_poi_fused_convolution__conv2d_4[_cdiv(9, 16), _cdiv(4096, 64), 1](
        layer1_0_conv2_weight,
        buf_conv2d_2_2,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_3 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_4: _native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4
    triton_poi_fused_convolution__conv2d_4[_cdiv(9, 16), _cdiv(4096, 64), 1](
        layer1_1_conv1_weight,
        buf_conv2d_3,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_4 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused_convolution__conv2d_4: _native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4
    triton_poi_fused_convolution__conv2d_4[_cdiv(9, 16), _cdiv(4096, 64), 1](
        layer1_1_conv2_weight,
        buf_conv2d_4,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # convolution: conv2d
    buf_conv2d_5 = torch.convolution(
        buf_conv2d_2,
        buf_conv2d,
        stride=(2, 2),
        padding=(3, 3),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_5 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_5,
        (1, 64, 32, 32),
        (65536, 1, 2048, 64),
    )
    del buf_conv2d_2
    del buf_conv2d
    buf_relu = buf_conv2d_5  # reuse
    del buf_conv2d_5
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training, relu], Original
    #     ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu:
    #     _native_batch_norm_legit_no_training, relu
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu[_cdiv(65536, 256), 1, 1](
        buf_relu,
        bn1_running_mean,
        bn1_running_var,
        bn1_weight,
        bn1_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_max_pool2d = torch.empty_strided(
        (1, 64, 16, 16), (16384, 1, 1024, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training, relu,
    #     max_pool2d], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.max_pool2d_with_indices]
    # triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu:
    #     _native_batch_norm_legit_no_training, relu, max_pool2d
    triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu[
        _cdiv(16384, 256), 1, 1
    ](buf_relu, buf_max_pool2d, 16384, XBLOCK=256, num_warps=4, num_stages=1)
    del buf_relu
    # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
    # convolution_2: conv2d_1
    buf_conv2d_1_2 = torch.convolution(
        buf_max_pool2d,
        buf_conv2d_1,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_1_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_1_2,
        (1, 64, 16, 16),
        (16384, 1, 1024, 64),
    )
    del buf_conv2d_1
    buf_relu_1 = buf_conv2d_1_2  # reuse
    del buf_conv2d_1_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3:
    #     _native_batch_norm_legit_no_training_3, relu_3
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3[_cdiv(16384, 256), 1, 1](
        buf_relu_1,
        layer1_0_bn1_running_mean,
        layer1_0_bn1_running_var,
        layer1_0_bn1_weight,
        layer1_0_bn1_bias,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1,
    #     conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_3: conv2d_2
    buf_conv2d_2_3 = torch.convolution(
        buf_relu_1,
        buf_conv2d_2_2,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_2_3 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_2_3,
        (1, 64, 16, 16),
        (16384, 1, 1024, 64),
    )
    del buf_relu_1
    del buf_conv2d_2_2
    buf_relu_2 = buf_conv2d_2_3  # reuse
    del buf_conv2d_2_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_2, add, relu_2],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4:
    #     _native_batch_norm_legit_no_training_4, add_1, relu_4
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4[_cdiv(16384, 128), 1, 1](
        buf_relu_2,
        layer1_0_bn2_running_mean,
        layer1_0_bn2_running_var,
        layer1_0_bn2_weight,
        layer1_0_bn2_bias,
        buf_max_pool2d,
        16384,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    del buf_max_pool2d
    # Topologically Sorted Source Nodes: [conv2d_3], Original ATen: [aten.convolution]
    # convolution_4: conv2d_3
    buf_conv2d_3_2 = torch.convolution(
        buf_relu_2,
        buf_conv2d_3,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_3_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_3_2,
        (1, 64, 16, 16),
        (16384, 1, 1024, 64),
    )
    del buf_conv2d_3
    buf_relu_3 = buf_conv2d_3_2  # reuse
    del buf_conv2d_3_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_3, relu_3],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3:
    #     _native_batch_norm_legit_no_training_3, relu_3
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_3[_cdiv(16384, 256), 1, 1](
        buf_relu_3,
        layer1_1_bn1_running_mean,
        layer1_1_bn1_running_var,
        layer1_1_bn1_weight,
        layer1_1_bn1_bias,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_5: conv2d_4
    buf_conv2d_4_2 = torch.convolution(
        buf_relu_3,
        buf_conv2d_4,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_4_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_4_2,
        (1, 64, 16, 16),
        (16384, 1, 1024, 64),
    )
    del buf_relu_3
    del buf_conv2d_4
    buf_relu_4 = buf_conv2d_4_2  # reuse
    del buf_conv2d_4_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_4, add_1,
    #     relu_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4:
    #     _native_batch_norm_legit_no_training_4, add_1, relu_4
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_4[_cdiv(16384, 128), 1, 1](
        buf_relu_4,
        layer1_1_bn2_running_mean,
        layer1_1_bn2_running_var,
        layer1_1_bn2_weight,
        layer1_1_bn2_bias,
        buf_relu_2,
        16384,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    del buf_relu_2
    # Topologically Sorted Source Nodes: [conv2d_7], Original ATen: [aten.convolution]
    # convolution_6: conv2d_7
    buf_conv2d_7 = torch.convolution(
        buf_relu_4,
        layer2_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_7 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_7, (1, 128, 8, 8), (8192, 1, 1024, 128)
    )
    buf_conv2d_5_2 = torch.empty_strided(
        (128, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_5: conv2d_5
    triton_poi_fused_convolution__conv2d_5[_cdiv(9, 16), _cdiv(8192, 64), 1](
        layer2_0_conv1_weight,
        buf_conv2d_5_2,
        8192,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [conv2d_5], Original ATen: [aten.convolution]
    # convolution_7: conv2d_5
    buf_conv2d_5_3 = torch.convolution(
        buf_relu_4,
        buf_conv2d_5_2,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_5_3 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_5_3,
        (1, 128, 8, 8),
        (8192, 1, 1024, 128),
    )
    del buf_relu_4
    del buf_conv2d_5_2
    buf_relu_5 = buf_conv2d_5_3  # reuse
    del buf_conv2d_5_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_5],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7:
    #     _native_batch_norm_legit_no_training_8, relu_7
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7[_cdiv(8192, 256), 1, 1](
        buf_relu_5,
        layer2_0_bn1_running_mean,
        layer2_0_bn1_running_var,
        layer2_0_bn1_weight,
        layer2_0_bn1_bias,
        8192,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_6 = torch.empty_strided(
        (128, 128, 3, 3), (1152, 1, 384, 128), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_5,
    #     conv2d_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9:
    #     _native_batch_norm_legit_no_training_8, relu_7, conv2d_9
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9[
        _cdiv(9, 16), _cdiv(16384, 64), 1
    ](
        layer2_0_conv2_weight,
        buf_conv2d_6,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_5,
    #     conv2d_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_8: conv2d_6
    buf_conv2d_6_2 = torch.convolution(
        buf_relu_5,
        buf_conv2d_6,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_6_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_6_2,
        (1, 128, 8, 8),
        (8192, 1, 1024, 128),
    )
    del buf_relu_5
    buf_add_2 = buf_conv2d_6_2  # reuse
    del buf_conv2d_6_2
    buf_relu_6 = buf_add_2  # reuse
    del buf_add_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_6,
    #     _native_batch_norm_legit_no_training_7, add_2, relu_6], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6:
    #     _native_batch_norm_legit_no_training_6, _native_batch_norm_legit_no_training_7, add_2,
    #     relu_6
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6[_cdiv(8192, 256), 1, 1](
        buf_relu_6,
        layer2_0_bn2_running_mean,
        layer2_0_bn2_running_var,
        layer2_0_bn2_weight,
        layer2_0_bn2_bias,
        buf_conv2d_7,
        layer2_0_downsample_1_running_mean,
        layer2_0_downsample_1_running_var,
        layer2_0_downsample_1_weight,
        layer2_0_downsample_1_bias,
        8192,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    del buf_conv2d_7
    buf_conv2d_8 = buf_conv2d_6  # reuse
    del buf_conv2d_6
    # Topologically Sorted Source Nodes: [relu_6, conv2d_8], Original ATen: [aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9:
    #     _native_batch_norm_legit_no_training_8, relu_7, conv2d_9
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9[
        _cdiv(9, 16), _cdiv(16384, 64), 1
    ](
        layer2_1_conv1_weight,
        buf_conv2d_8,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [relu_6, conv2d_8], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_9: conv2d_8
    buf_conv2d_8_2 = torch.convolution(
        buf_relu_6,
        buf_conv2d_8,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_8_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_8_2,
        (1, 128, 8, 8),
        (8192, 1, 1024, 128),
    )
    buf_relu_7 = buf_conv2d_8_2  # reuse
    del buf_conv2d_8_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_7],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7:
    #     _native_batch_norm_legit_no_training_8, relu_7
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_7[_cdiv(8192, 256), 1, 1](
        buf_relu_7,
        layer2_1_bn1_running_mean,
        layer2_1_bn1_running_var,
        layer2_1_bn1_weight,
        layer2_1_bn1_bias,
        8192,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_9 = buf_conv2d_8  # reuse
    del buf_conv2d_8
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_7,
    #     conv2d_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9:
    #     _native_batch_norm_legit_no_training_8, relu_7, conv2d_9
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_9[
        _cdiv(9, 16), _cdiv(16384, 64), 1
    ](
        layer2_1_conv2_weight,
        buf_conv2d_9,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_7,
    #     conv2d_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_10: conv2d_9
    buf_conv2d_9_2 = torch.convolution(
        buf_relu_7,
        buf_conv2d_9,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_9_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_9_2,
        (1, 128, 8, 8),
        (8192, 1, 1024, 128),
    )
    del buf_relu_7
    del buf_conv2d_9
    buf_relu_8 = buf_conv2d_9_2  # reuse
    del buf_conv2d_9_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_9, add_3,
    #     relu_8], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_8:
    #     _native_batch_norm_legit_no_training_9, add_3, relu_8
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_8[_cdiv(8192, 256), 1, 1](
        buf_relu_8,
        layer2_1_bn2_running_mean,
        layer2_1_bn2_running_var,
        layer2_1_bn2_weight,
        layer2_1_bn2_bias,
        buf_relu_6,
        8192,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    del buf_relu_6
    # Topologically Sorted Source Nodes: [conv2d_12], Original ATen: [aten.convolution]
    # convolution_11: conv2d_12
    buf_conv2d_12 = torch.convolution(
        buf_relu_8,
        layer3_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_12 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_12,
        (1, 256, 4, 4),
        (4096, 1, 1024, 256),
    )
    buf_conv2d_10 = torch.empty_strided(
        (256, 128, 3, 3), (1152, 1, 384, 128), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_10: conv2d_10
    triton_poi_fused_convolution__conv2d_10[_cdiv(9, 16), _cdiv(32768, 64), 1](
        layer3_0_conv1_weight,
        buf_conv2d_10,
        32768,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [conv2d_10], Original ATen: [aten.convolution]
    # convolution_12: conv2d_10
    buf_conv2d_10_2 = torch.convolution(
        buf_relu_8,
        buf_conv2d_10,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_10_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_10_2,
        (1, 256, 4, 4),
        (4096, 1, 1024, 256),
    )
    del buf_relu_8
    del buf_conv2d_10
    buf_relu_9 = buf_conv2d_10_2  # reuse
    del buf_conv2d_10_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_10, relu_9],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_13, relu_11
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[_cdiv(4096, 128), 1, 1](
        buf_relu_9,
        layer3_0_bn1_running_mean,
        layer3_0_bn1_running_var,
        layer3_0_bn1_weight,
        layer3_0_bn1_bias,
        4096,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_11 = torch.empty_strided(
        (256, 256, 3, 3), (2304, 1, 768, 256), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_10, relu_9,
    #     conv2d_11], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(65536, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14:
    #     _native_batch_norm_legit_no_training_13, relu_11, conv2d_14
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer3_0_conv2_weight,
        buf_conv2d_11,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_10, relu_9,
    #     conv2d_11], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_13: conv2d_11
    buf_conv2d_11_2 = torch.convolution(
        buf_relu_9,
        buf_conv2d_11,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_11_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_11_2,
        (1, 256, 4, 4),
        (4096, 1, 1024, 256),
    )
    del buf_relu_9
    buf_add_4 = buf_conv2d_11_2  # reuse
    del buf_conv2d_11_2
    buf_relu_10 = buf_add_4  # reuse
    del buf_add_4
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_11,
    #     _native_batch_norm_legit_no_training_12, add_4, relu_10], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_10:
    #     _native_batch_norm_legit_no_training_11, _native_batch_norm_legit_no_training_12, add_4,
    #     relu_10
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_10[_cdiv(4096, 128), 1, 1](
        buf_relu_10,
        layer3_0_bn2_running_mean,
        layer3_0_bn2_running_var,
        layer3_0_bn2_weight,
        layer3_0_bn2_bias,
        buf_conv2d_12,
        layer3_0_downsample_1_running_mean,
        layer3_0_downsample_1_running_var,
        layer3_0_downsample_1_weight,
        layer3_0_downsample_1_bias,
        4096,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    del buf_conv2d_12
    buf_conv2d_13 = buf_conv2d_11  # reuse
    del buf_conv2d_11
    # Topologically Sorted Source Nodes: [relu_10, conv2d_13], Original ATen: [aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(65536, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14:
    #     _native_batch_norm_legit_no_training_13, relu_11, conv2d_14
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer3_1_conv1_weight,
        buf_conv2d_13,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [relu_10, conv2d_13], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_14: conv2d_13
    buf_conv2d_13_2 = torch.convolution(
        buf_relu_10,
        buf_conv2d_13,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_13_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_13_2,
        (1, 256, 4, 4),
        (4096, 1, 1024, 256),
    )
    buf_relu_11 = buf_conv2d_13_2  # reuse
    del buf_conv2d_13_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_13, relu_11],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_13, relu_11
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[_cdiv(4096, 128), 1, 1](
        buf_relu_11,
        layer3_1_bn1_running_mean,
        layer3_1_bn1_running_var,
        layer3_1_bn1_weight,
        layer3_1_bn1_bias,
        4096,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_14 = buf_conv2d_13  # reuse
    del buf_conv2d_13
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_13, relu_11,
    #     conv2d_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(65536, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14:
    #     _native_batch_norm_legit_no_training_13, relu_11, conv2d_14
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_14[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer3_1_conv2_weight,
        buf_conv2d_14,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_13, relu_11,
    #     conv2d_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_15: conv2d_14
    buf_conv2d_14_2 = torch.convolution(
        buf_relu_11,
        buf_conv2d_14,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_14_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_14_2,
        (1, 256, 4, 4),
        (4096, 1, 1024, 256),
    )
    del buf_relu_11
    del buf_conv2d_14
    buf_relu_12 = buf_conv2d_14_2  # reuse
    del buf_conv2d_14_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_14, add_5,
    #     relu_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12:
    #     _native_batch_norm_legit_no_training_14, add_5, relu_12
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12[_cdiv(4096, 256), 1, 1](
        buf_relu_12,
        layer3_1_bn2_running_mean,
        layer3_1_bn2_running_var,
        layer3_1_bn2_weight,
        layer3_1_bn2_bias,
        buf_relu_10,
        4096,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    del buf_relu_10
    # Topologically Sorted Source Nodes: [conv2d_17], Original ATen: [aten.convolution]
    # convolution_16: conv2d_17
    buf_conv2d_17 = torch.convolution(
        buf_relu_12,
        layer4_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_17 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_17,
        (1, 512, 2, 2),
        (2048, 1, 1024, 512),
    )
    buf_conv2d_15 = torch.empty_strided(
        (512, 256, 3, 3), (2304, 1, 768, 256), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten.convolution]
    y_blocks = _cdiv(131072, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused_convolution__conv2d_15: conv2d_15
    triton_poi_fused_convolution__conv2d_15[_cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks](
        layer4_0_conv1_weight,
        buf_conv2d_15,
        131072,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [conv2d_15], Original ATen: [aten.convolution]
    # convolution_17: conv2d_15
    buf_conv2d_15_2 = torch.convolution(
        buf_relu_12,
        buf_conv2d_15,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_15_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_15_2,
        (1, 512, 2, 2),
        (2048, 1, 1024, 512),
    )
    del buf_relu_12
    del buf_conv2d_15
    buf_relu_13 = buf_conv2d_15_2  # reuse
    del buf_conv2d_15_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15:
    #     _native_batch_norm_legit_no_training_18, relu_15
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15[_cdiv(2048, 256), 1, 1](
        buf_relu_13,
        layer4_0_bn1_running_mean,
        layer4_0_bn1_running_var,
        layer4_0_bn1_weight,
        layer4_0_bn1_bias,
        2048,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_16 = torch.empty_strided(
        (512, 512, 3, 3), (4608, 1, 1536, 512), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13,
    #     conv2d_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(262144, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19:
    #     _native_batch_norm_legit_no_training_18, relu_15, conv2d_19
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer4_0_conv2_weight,
        buf_conv2d_16,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13,
    #     conv2d_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_18: conv2d_16
    buf_conv2d_16_2 = torch.convolution(
        buf_relu_13,
        buf_conv2d_16,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_16_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_16_2,
        (1, 512, 2, 2),
        (2048, 1, 1024, 512),
    )
    del buf_relu_13
    del buf_conv2d_16
    buf_add_6 = buf_conv2d_16_2  # reuse
    del buf_conv2d_16_2
    buf_relu_14 = buf_add_6  # reuse
    del buf_add_6
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_16,
    #     _native_batch_norm_legit_no_training_17, add_6, relu_14], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_14:
    #     _native_batch_norm_legit_no_training_16, _native_batch_norm_legit_no_training_17, add_6,
    #     relu_14
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_14[_cdiv(2048, 256), 1, 1](
        buf_relu_14,
        layer4_0_bn2_running_mean,
        layer4_0_bn2_running_var,
        layer4_0_bn2_weight,
        layer4_0_bn2_bias,
        buf_conv2d_17,
        layer4_0_downsample_1_running_mean,
        layer4_0_downsample_1_running_var,
        layer4_0_downsample_1_weight,
        layer4_0_downsample_1_bias,
        2048,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    del buf_conv2d_17
    buf_conv2d_18 = torch.empty_strided(
        (512, 512, 3, 3), (4608, 1, 1536, 512), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [relu_14, conv2d_18], Original ATen: [aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(262144, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19:
    #     _native_batch_norm_legit_no_training_18, relu_15, conv2d_19
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer4_1_conv1_weight,
        buf_conv2d_18,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [relu_14, conv2d_18], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_19: conv2d_18
    buf_conv2d_18_2 = torch.convolution(
        buf_relu_14,
        buf_conv2d_18,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_18_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_18_2,
        (1, 512, 2, 2),
        (2048, 1, 1024, 512),
    )
    buf_relu_15 = buf_conv2d_18_2  # reuse
    del buf_conv2d_18_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_15],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15:
    #     _native_batch_norm_legit_no_training_18, relu_15
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_15[_cdiv(2048, 256), 1, 1](
        buf_relu_15,
        layer4_1_bn1_running_mean,
        layer4_1_bn1_running_var,
        layer4_1_bn1_weight,
        layer4_1_bn1_bias,
        2048,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_19 = buf_conv2d_18  # reuse
    del buf_conv2d_18
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_15,
    #     conv2d_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = _cdiv(262144, 64)
    z_blocks = _cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19:
    #     _native_batch_norm_legit_no_training_18, relu_15, conv2d_19
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_19[
        _cdiv(9, 16), _cdiv(y_blocks, z_blocks), z_blocks
    ](
        layer4_1_conv2_weight,
        buf_conv2d_19,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_15,
    #     conv2d_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_20: conv2d_19
    buf_conv2d_19_2 = torch.convolution(
        buf_relu_15,
        buf_conv2d_19,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_19_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_19_2,
        (1, 512, 2, 2),
        (2048, 1, 1024, 512),
    )
    del buf_relu_15
    del buf_conv2d_19
    buf_adaptive_avg_pool2d = torch.empty_strided(
        (1, 512, 1, 1), (512, 1, 1, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_19, add_7,
    #     relu_16, adaptive_avg_pool2d], Original ATen: [aten._native_batch_norm_legit_no_training,
    #     aten.add, aten.relu, aten.mean]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_mean_relu:
    #     _native_batch_norm_legit_no_training_19, add_7, relu_16, adaptive_avg_pool2d
    triton_poi_fused__native_batch_norm_legit_no_training_add_mean_relu[_cdiv(512, 128), 1, 1](
        buf_conv2d_19_2,
        layer4_1_bn2_running_mean,
        layer4_1_bn2_running_var,
        layer4_1_bn2_weight,
        layer4_1_bn2_bias,
        buf_relu_14,
        buf_adaptive_avg_pool2d,
        512,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    del buf_relu_14
    del buf_conv2d_19_2
    out = torch.empty_strided((1, 1000), (1000, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [view, linear], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # addmm: linear
    torch.addmm(
        fc_bias,
        reinterpret_tensor(buf_adaptive_avg_pool2d, (1, 512), (512, 1), 0),
        reinterpret_tensor(fc_weight, (512, 1000), (1, 512), 0),
        alpha=1,
        beta=1,
        out=out,
    )
    del buf_adaptive_avg_pool2d
    return out
