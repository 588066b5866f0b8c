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


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu fuses: conv1d,
#     _native_batch_norm_legit_no_training, relu
#   conv1d_bn_pool.py:16  y = self.pool(torch.relu(self.bn(self.conv(x))))
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   conv1d => convolution
#   relu => relu
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 1440
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = (xindex // 40) % 12
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (x1), xmask, eviction_policy="evict_last")
    tmp5 = tl.load(in_ptr2 + (x1), xmask, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (x1), xmask, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (x1), xmask, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tl.sqrt_rn(tmp7)
    tmp9 = tl.full([1], 1, tl.int32)
    tmp10 = tmp9 / tmp8
    tmp11 = tl.full([1], 1.0, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp13 = tmp4 * tmp12
    tmp15 = tmp13 * tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tl.store(in_out_ptr0 + (x3), tmp19, xmask)


# triton_poi_fused__native_batch_norm_legit_no_training_clone_convolution_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze fuses: conv1d,
#     _native_batch_norm_legit_no_training, relu, max_pool1d, transpose, clone, mul
#   conv1d_bn_pool.py:16  y = self.pool(torch.relu(self.bn(self.conv(x))))
#   conv1d_bn_pool.py:17  return y.transpose(1, 2).contiguous() * 2.0
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   clone => clone
#   conv1d => convolution
#   max_pool1d => _low_memory_max_pool_with_offsets, squeeze, unsqueeze_4
#   mul => mul_3
#   relu => relu
#   transpose => permute
@_cached_launch
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_clone_convolution_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 36
    xnumel = 20
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 12
    y1 = yindex // 12
    tmp0 = tl.load(in_ptr0 + (2 * x2 + 40 * y3), xmask & ymask, eviction_policy="evict_last")
    tmp1 = tl.load(in_ptr0 + (1 + 2 * x2 + 40 * y3), xmask & ymask, eviction_policy="evict_last")
    tmp2 = maximum(tmp0, tmp1)
    tmp3 = tl.full([1, 1], 2.0, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (y0 + 12 * x2 + 240 * y1), tmp4, xmask & ymask)


def call(x):
    _check_input("x", x, 3, torch.float32, "cuda")
    x = _check_shape("x", x, (3, 6, 40), (240, 40, 1))
    weights = load_weights()
    conv_weight = weights["conv_weight"]
    conv_bias = weights["conv_bias"]
    bn_weight = weights["bn_weight"]
    bn_bias = weights["bn_bias"]
    bn_running_mean = weights["bn_running_mean"]
    bn_running_var = weights["bn_running_var"]
    bn_num_batches_tracked = weights["bn_num_batches_tracked"]
    # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
    # convolution: conv1d
    buf_conv1d = torch.convolution(
        x,
        conv_weight,
        stride=(1,),
        padding=(2,),
        dilation=(1,),
        transposed=False,
        output_padding=(0,),
        groups=1,
        bias=None,
    )
    buf_conv1d = _check_shape(
        "the output of aten.convolution.default", buf_conv1d, (3, 12, 40), (480, 40, 1)
    )
    buf_relu = buf_conv1d  # reuse
    del buf_conv1d
    # Topologically Sorted Source Nodes: [conv1d, _native_batch_norm_legit_no_training, relu],
    #     Original ATen: [aten.convolution, aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu: conv1d,
    #     _native_batch_norm_legit_no_training, relu
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu[_cdiv(1440, 128), 1, 1](
        buf_relu,
        conv_bias,
        bn_running_mean,
        bn_running_var,
        bn_weight,
        bn_bias,
        1440,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    out = torch.empty_strided((3, 20, 12), (240, 12, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [conv1d, _native_batch_norm_legit_no_training, relu,
    #     max_pool1d, transpose, clone, mul], Original ATen: [aten.convolution,
    #     aten._native_batch_norm_legit_no_training, aten.relu, aten.unsqueeze,
    #     aten.max_pool2d_with_indices, aten.squeeze, aten.transpose, aten.clone, aten.mul]
    # triton_poi_fused__native_batch_norm_legit_no_training_clone_convolution_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze:
    #     conv1d, _native_batch_norm_legit_no_training, relu, max_pool1d, transpose, clone, mul
    triton_poi_fused__native_batch_norm_legit_no_training_clone_convolution_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze[
        _cdiv(20, 32), _cdiv(36, 32), 1
    ](buf_relu, out, 36, 20, XBLOCK=32, YBLOCK=32, num_warps=4, num_stages=1)
    del buf_relu
    return out
