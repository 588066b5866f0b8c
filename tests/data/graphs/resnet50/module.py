"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.11.0+cu130 for cuda.
Use: call(x) -> the model's output.
Parameters and buffers load from <this file's name>.weights.pt next to it.
"""

import os

import torch
import triton
import triton.language as tl
from triton.language.extra import libdevice


DEVICE = "cuda"
aten = torch.ops.aten


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


# triton_poi_fused_convolution__conv2d fuses: conv2d
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   conv2d => convolution
# kernel-id: ca253563829d
@triton.jit
def triton_poi_fused_convolution__conv2d(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 3
    xnumel = 50176
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 50176 * y0), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 3 * x1), tmp0, xmask & ymask)


# triton_poi_fused_convolution__conv2d_2 fuses: conv2d
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   conv2d => convolution
# kernel-id: ca253563829d-2
@triton.jit
def triton_poi_fused_convolution__conv2d_2(
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu fuses: _native_batch_norm_legit_no_training,
#     relu
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6,
#       unsqueeze_7
#   relu => relu
# kernel-id: 4e3f2e093cf1
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 802816
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
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training => add, add_1, mul, mul_1, mul_2, reciprocal, sqrt, sub,
#       unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, unsqueeze_6,
#       unsqueeze_7
#   max_pool2d => _low_memory_max_pool_with_offsets
#   relu => relu
# kernel-id: f9f718d8fc72
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex // 3584
    x1 = (xindex // 64) % 56
    x0 = xindex % 64
    x4 = xindex
    tmp0 = (-1) + 2 * x2
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 112, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tmp2 & tmp4
    tmp6 = (-1) + 2 * x1
    tmp7 = tmp6 >= tmp1
    tmp8 = tmp6 < tmp3
    tmp9 = tmp7 & tmp8
    tmp10 = tmp5 & tmp9
    tmp11 = tl.load(in_ptr0 + ((-7232) + x0 + 128 * x1 + 14336 * x2), tmp10, other=float("-inf"))
    tmp12 = 2 * x1
    tmp13 = tmp12 >= tmp1
    tmp14 = tmp12 < tmp3
    tmp15 = tmp13 & tmp14
    tmp16 = tmp5 & tmp15
    tmp17 = tl.load(in_ptr0 + ((-7168) + x0 + 128 * x1 + 14336 * x2), tmp16, other=float("-inf"))
    tmp18 = maximum(tmp11, tmp17)
    tmp19 = 1 + 2 * x1
    tmp20 = tmp19 >= tmp1
    tmp21 = tmp19 < tmp3
    tmp22 = tmp20 & tmp21
    tmp23 = tmp5 & tmp22
    tmp24 = tl.load(in_ptr0 + ((-7104) + x0 + 128 * x1 + 14336 * x2), tmp23, other=float("-inf"))
    tmp25 = maximum(tmp18, tmp24)
    tmp26 = 2 * x2
    tmp27 = tmp26 >= tmp1
    tmp28 = tmp26 < tmp3
    tmp29 = tmp27 & tmp28
    tmp30 = tmp29 & tmp9
    tmp31 = tl.load(in_ptr0 + ((-64) + x0 + 128 * x1 + 14336 * x2), tmp30, other=float("-inf"))
    tmp32 = maximum(tmp25, tmp31)
    tmp33 = tmp29 & tmp15
    tmp34 = tl.load(in_ptr0 + (x0 + 128 * x1 + 14336 * x2), tmp33, other=float("-inf"))
    tmp35 = maximum(tmp32, tmp34)
    tmp36 = tmp29 & tmp22
    tmp37 = tl.load(in_ptr0 + (64 + x0 + 128 * x1 + 14336 * x2), tmp36, other=float("-inf"))
    tmp38 = maximum(tmp35, tmp37)
    tmp39 = 1 + 2 * x2
    tmp40 = tmp39 >= tmp1
    tmp41 = tmp39 < tmp3
    tmp42 = tmp40 & tmp41
    tmp43 = tmp42 & tmp9
    tmp44 = tl.load(in_ptr0 + (7104 + x0 + 128 * x1 + 14336 * x2), tmp43, other=float("-inf"))
    tmp45 = maximum(tmp38, tmp44)
    tmp46 = tmp42 & tmp15
    tmp47 = tl.load(in_ptr0 + (7168 + x0 + 128 * x1 + 14336 * x2), tmp46, other=float("-inf"))
    tmp48 = maximum(tmp45, tmp47)
    tmp49 = tmp42 & tmp22
    tmp50 = tl.load(in_ptr0 + (7232 + x0 + 128 * x1 + 14336 * x2), tmp49, other=float("-inf"))
    tmp51 = maximum(tmp48, tmp50)
    tl.store(out_ptr0 + (x4), tmp51, None)


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1 fuses: _native_batch_norm_legit_no_training_1,
#     relu_1
# Launched 6 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_1 => add_2, add_3, mul_3, mul_4, mul_5, reciprocal_1,
#       sqrt_1, sub_1, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14,
#       unsqueeze_15, unsqueeze_8, unsqueeze_9
#   relu_1 => relu_1
# kernel-id: 259eb73b6a56
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 200704
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


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2 fuses: _native_batch_norm_legit_no_training_1,
#     relu_1, conv2d_2
# Launched 3 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_1 => add_2, add_3, mul_3, mul_4, mul_5, reciprocal_1,
#       sqrt_1, sub_1, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, unsqueeze_14,
#       unsqueeze_15, unsqueeze_8, unsqueeze_9
#   conv2d_2 => convolution_2
#   relu_1 => relu_1
# kernel-id: 80503468c1b9
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2(
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_3 fuses: _native_batch_norm_legit_no_training_3,
#     _native_batch_norm_legit_no_training_4, add, relu_3
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_3 => add_6, add_7, mul_10, mul_11, mul_9, reciprocal_3,
#       sqrt_3, sub_3, unsqueeze_24, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28,
#       unsqueeze_29, unsqueeze_30, unsqueeze_31
#   _native_batch_norm_legit_no_training_4 => add_8, add_9, mul_12, mul_13, mul_14, reciprocal_4,
#       sqrt_4, sub_4, unsqueeze_32, unsqueeze_33, unsqueeze_34, unsqueeze_35, unsqueeze_36,
#       unsqueeze_37, unsqueeze_38, unsqueeze_39
#   add => add_10
#   relu_3 => relu_3
# kernel-id: 370a17f22739
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_3(
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
    xnumel = 802816
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6 fuses: _native_batch_norm_legit_no_training_7,
#     add_1, relu_6
# Launched 2 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_7 => add_15, add_16, mul_21, mul_22, mul_23, reciprocal_7,
#       sqrt_7, sub_7, unsqueeze_56, unsqueeze_57, unsqueeze_58, unsqueeze_59, unsqueeze_60,
#       unsqueeze_61, unsqueeze_62, unsqueeze_63
#   add_1 => add_17
#   relu_6 => relu_6
# kernel-id: d6df09ad4935
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 802816
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_10 fuses: _native_batch_norm_legit_no_training_11,
#     relu_10
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_11 => add_25, add_26, mul_33, mul_34, mul_35,
#       reciprocal_11, sqrt_11, sub_11, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91,
#       unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
#   relu_10 => relu_10
# kernel-id: 1416098625a6
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_10(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 401408
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


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12 fuses: _native_batch_norm_legit_no_training_11,
#     relu_10, conv2d_12
# Launched 4 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_11 => add_25, add_26, mul_33, mul_34, mul_35,
#       reciprocal_11, sqrt_11, sub_11, unsqueeze_88, unsqueeze_89, unsqueeze_90, unsqueeze_91,
#       unsqueeze_92, unsqueeze_93, unsqueeze_94, unsqueeze_95
#   conv2d_12 => convolution_12
#   relu_10 => relu_10
# kernel-id: 744735f977cb
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12(
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11 fuses: _native_batch_norm_legit_no_training_12,
#     relu_11
# Launched 7 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_12 => add_27, add_28, mul_36, mul_37, mul_38,
#       reciprocal_12, sqrt_12, sub_12, unsqueeze_100, unsqueeze_101, unsqueeze_102, unsqueeze_103,
#       unsqueeze_96, unsqueeze_97, unsqueeze_98, unsqueeze_99
#   relu_11 => relu_11
# kernel-id: 6b5b115724f0
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = xindex % 128
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12 fuses: _native_batch_norm_legit_no_training_13,
#     _native_batch_norm_legit_no_training_14, add_3, relu_12
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_13 => add_29, add_30, mul_39, mul_40, mul_41,
#       reciprocal_13, sqrt_13, sub_13, unsqueeze_104, unsqueeze_105, unsqueeze_106, unsqueeze_107,
#       unsqueeze_108, unsqueeze_109, unsqueeze_110, unsqueeze_111
#   _native_batch_norm_legit_no_training_14 => add_31, add_32, mul_42, mul_43, mul_44,
#       reciprocal_14, sqrt_14, sub_14, unsqueeze_112, unsqueeze_113, unsqueeze_114, unsqueeze_115,
#       unsqueeze_116, unsqueeze_117, unsqueeze_118, unsqueeze_119
#   add_3 => add_33
#   relu_12 => relu_12
# kernel-id: 95217f6f48bf
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12(
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
    xnumel = 401408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 512
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15 fuses: _native_batch_norm_legit_no_training_17,
#     add_4, relu_15
# Launched 3 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_17 => add_38, add_39, mul_51, mul_52, mul_53,
#       reciprocal_17, sqrt_17, sub_17, unsqueeze_136, unsqueeze_137, unsqueeze_138, unsqueeze_139,
#       unsqueeze_140, unsqueeze_141, unsqueeze_142, unsqueeze_143
#   add_4 => add_40
#   relu_15 => relu_15
# kernel-id: 45280f899542
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 401408
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 512
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_22 fuses: _native_batch_norm_legit_no_training_24,
#     relu_22
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_24 => add_55, add_56, mul_72, mul_73, mul_74,
#       reciprocal_24, sqrt_24, sub_24, unsqueeze_192, unsqueeze_193, unsqueeze_194, unsqueeze_195,
#       unsqueeze_196, unsqueeze_197, unsqueeze_198, unsqueeze_199
#   relu_22 => relu_22
# kernel-id: 159229f08813
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_22(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 200704
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


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25 fuses: _native_batch_norm_legit_no_training_24,
#     relu_22, conv2d_25
# Launched 6 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_24 => add_55, add_56, mul_72, mul_73, mul_74,
#       reciprocal_24, sqrt_24, sub_24, unsqueeze_192, unsqueeze_193, unsqueeze_194, unsqueeze_195,
#       unsqueeze_196, unsqueeze_197, unsqueeze_198, unsqueeze_199
#   conv2d_25 => convolution_25
#   relu_22 => relu_22
# kernel-id: e4db968c5d88
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25(
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23 fuses: _native_batch_norm_legit_no_training_25,
#     relu_23
# Launched 11 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_25 => add_57, add_58, mul_75, mul_76, mul_77,
#       reciprocal_25, sqrt_25, sub_25, unsqueeze_200, unsqueeze_201, unsqueeze_202, unsqueeze_203,
#       unsqueeze_204, unsqueeze_205, unsqueeze_206, unsqueeze_207
#   relu_23 => relu_23
# kernel-id: f98a68f2c3cb
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 50176
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = xindex % 256
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_24 fuses: _native_batch_norm_legit_no_training_26,
#     _native_batch_norm_legit_no_training_27, add_7, relu_24
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_26 => add_59, add_60, mul_78, mul_79, mul_80,
#       reciprocal_26, sqrt_26, sub_26, unsqueeze_208, unsqueeze_209, unsqueeze_210, unsqueeze_211,
#       unsqueeze_212, unsqueeze_213, unsqueeze_214, unsqueeze_215
#   _native_batch_norm_legit_no_training_27 => add_61, add_62, mul_81, mul_82, mul_83,
#       reciprocal_27, sqrt_27, sub_27, unsqueeze_216, unsqueeze_217, unsqueeze_218, unsqueeze_219,
#       unsqueeze_220, unsqueeze_221, unsqueeze_222, unsqueeze_223
#   add_7 => add_63
#   relu_24 => relu_24
# kernel-id: 2630076d333b
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_24(
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
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 1024
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27 fuses: _native_batch_norm_legit_no_training_30,
#     add_8, relu_27
# Launched 5 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_30 => add_68, add_69, mul_90, mul_91, mul_92,
#       reciprocal_30, sqrt_30, sub_30, unsqueeze_240, unsqueeze_241, unsqueeze_242, unsqueeze_243,
#       unsqueeze_244, unsqueeze_245, unsqueeze_246, unsqueeze_247
#   add_8 => add_70
#   relu_27 => relu_27
# kernel-id: 93b7d186e473
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 200704
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = xindex % 1024
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_40 fuses: _native_batch_norm_legit_no_training_43,
#     relu_40
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_43 => add_100, add_99, mul_129, mul_130, mul_131,
#       reciprocal_43, sqrt_43, sub_43, unsqueeze_344, unsqueeze_345, unsqueeze_346, unsqueeze_347,
#       unsqueeze_348, unsqueeze_349, unsqueeze_350, unsqueeze_351
#   relu_40 => relu_40
# kernel-id: 3e1cb02b7b41
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_40(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 100352
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


# triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44 fuses: _native_batch_norm_legit_no_training_43,
#     relu_40, conv2d_44
# Launched 3 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_43 => add_100, add_99, mul_129, mul_130, mul_131,
#       reciprocal_43, sqrt_43, sub_43, unsqueeze_344, unsqueeze_345, unsqueeze_346, unsqueeze_347,
#       unsqueeze_348, unsqueeze_349, unsqueeze_350, unsqueeze_351
#   conv2d_44 => convolution_44
#   relu_40 => relu_40
# kernel-id: 789a743f4417
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44(
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


# triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41 fuses: _native_batch_norm_legit_no_training_44,
#     relu_41
# Launched 5 times on different nodes; each launch in call lists its own.
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_44 => add_101, add_102, mul_132, mul_133, mul_134,
#       reciprocal_44, sqrt_44, sub_44, unsqueeze_352, unsqueeze_353, unsqueeze_354, unsqueeze_355,
#       unsqueeze_356, unsqueeze_357, unsqueeze_358, unsqueeze_359
#   relu_41 => relu_41
# kernel-id: b30c0b8b5865
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 25088
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_42 fuses: _native_batch_norm_legit_no_training_45,
#     _native_batch_norm_legit_no_training_46, add_13, relu_42
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_45 => add_103, add_104, mul_135, mul_136, mul_137,
#       reciprocal_45, sqrt_45, sub_45, unsqueeze_360, unsqueeze_361, unsqueeze_362, unsqueeze_363,
#       unsqueeze_364, unsqueeze_365, unsqueeze_366, unsqueeze_367
#   _native_batch_norm_legit_no_training_46 => add_105, add_106, mul_138, mul_139, mul_140,
#       reciprocal_46, sqrt_46, sub_46, unsqueeze_368, unsqueeze_369, unsqueeze_370, unsqueeze_371,
#       unsqueeze_372, unsqueeze_373, unsqueeze_374, unsqueeze_375
#   add_13 => add_107
#   relu_42 => relu_42
# kernel-id: 7c333e288a18
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_42(
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
    xnumel = 100352
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = xindex % 2048
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


# triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_45 fuses: _native_batch_norm_legit_no_training_49,
#     add_14, relu_45
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_49 => add_112, add_113, mul_147, mul_148, mul_149,
#       reciprocal_49, sqrt_49, sub_49, unsqueeze_392, unsqueeze_393, unsqueeze_394, unsqueeze_395,
#       unsqueeze_396, unsqueeze_397, unsqueeze_398, unsqueeze_399
#   add_14 => add_114
#   relu_45 => relu_45
# kernel-id: e9f3bcb81784
@triton.jit
def triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_45(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    ynumel,
    xnumel,
    YBLOCK: tl.constexpr,
    XBLOCK: tl.constexpr,
):
    ynumel = 2048
    xnumel = 49
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = tl.full([YBLOCK], True, tl.int1)[:, None]
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_out_ptr0 + (y0 + 2048 * x1), xmask, eviction_policy="evict_last")
    tmp1 = tl.load(in_ptr0 + (y0), None, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (y0), None, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr2 + (y0), None, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr3 + (y0), None, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr4 + (y0 + 2048 * x1), xmask, eviction_policy="evict_last")
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (y0 + 2048 * x1), tmp19, xmask)


# triton_per_fused__native_batch_norm_legit_no_training_add_mean_relu fuses: _native_batch_norm_legit_no_training_52,
#     add_15, relu_48, adaptive_avg_pool2d
#   resnet50.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   _native_batch_norm_legit_no_training_52 => add_119, add_120, mul_156, mul_157, mul_158,
#       reciprocal_52, sqrt_52, sub_52, unsqueeze_416, unsqueeze_417, unsqueeze_418, unsqueeze_419,
#       unsqueeze_420, unsqueeze_421, unsqueeze_422, unsqueeze_423
#   adaptive_avg_pool2d => mean
#   add_15 => add_121
#   relu_48 => relu_48
# kernel-id: 556ba487d0d7
@triton.jit
def triton_per_fused__native_batch_norm_legit_no_training_add_mean_relu(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    xnumel,
    r0_numel,
    XBLOCK: tl.constexpr,
):
    xnumel = 2048
    r0_numel = 49
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 2048 * r0_1), r0_mask & xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr3 + (x0), xmask, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr4 + (x0), xmask, eviction_policy="evict_last")
    tmp16 = tl.load(in_ptr5 + (x0 + 2048 * r0_1), r0_mask & xmask, other=0.0)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 1e-05, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.sqrt_rn(tmp5)
    tmp7 = tl.full([1, 1], 1, tl.int32)
    tmp8 = tmp7 / tmp6
    tmp9 = tl.full([1, 1], 1.0, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tmp2 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full([1, 1], 0, tl.int32)
    tmp19 = maximum(tmp18, tmp17)
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(r0_mask & xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp24 = tl.full([1, 1], 49.0, tl.float32)
    tmp25 = tmp23 / tmp24
    tl.debug_barrier()
    tl.store(in_out_ptr0 + (x0), tmp25, xmask)


def call(x):
    _check_input("x", x, 4, torch.float32, "cuda")
    x = _check_shape("x", x, (1, 3, 224, 224), (150528, 50176, 224, 1))
    weights = load_weights()
    inner_conv1_weight = weights["inner_conv1_weight"]
    inner_bn1_weight = weights["inner_bn1_weight"]
    inner_bn1_bias = weights["inner_bn1_bias"]
    inner_layer1_0_conv1_weight = weights["inner_layer1_0_conv1_weight"]
    inner_layer1_0_bn1_weight = weights["inner_layer1_0_bn1_weight"]
    inner_layer1_0_bn1_bias = weights["inner_layer1_0_bn1_bias"]
    inner_layer1_0_conv2_weight = weights["inner_layer1_0_conv2_weight"]
    inner_layer1_0_bn2_weight = weights["inner_layer1_0_bn2_weight"]
    inner_layer1_0_bn2_bias = weights["inner_layer1_0_bn2_bias"]
    inner_layer1_0_conv3_weight = weights["inner_layer1_0_conv3_weight"]
    inner_layer1_0_bn3_weight = weights["inner_layer1_0_bn3_weight"]
    inner_layer1_0_bn3_bias = weights["inner_layer1_0_bn3_bias"]
    inner_layer1_0_downsample_0_weight = weights["inner_layer1_0_downsample_0_weight"]
    inner_layer1_0_downsample_1_weight = weights["inner_layer1_0_downsample_1_weight"]
    inner_layer1_0_downsample_1_bias = weights["inner_layer1_0_downsample_1_bias"]
    inner_layer1_1_conv1_weight = weights["inner_layer1_1_conv1_weight"]
    inner_layer1_1_bn1_weight = weights["inner_layer1_1_bn1_weight"]
    inner_layer1_1_bn1_bias = weights["inner_layer1_1_bn1_bias"]
    inner_layer1_1_conv2_weight = weights["inner_layer1_1_conv2_weight"]
    inner_layer1_1_bn2_weight = weights["inner_layer1_1_bn2_weight"]
    inner_layer1_1_bn2_bias = weights["inner_layer1_1_bn2_bias"]
    inner_layer1_1_conv3_weight = weights["inner_layer1_1_conv3_weight"]
    inner_layer1_1_bn3_weight = weights["inner_layer1_1_bn3_weight"]
    inner_layer1_1_bn3_bias = weights["inner_layer1_1_bn3_bias"]
    inner_layer1_2_conv1_weight = weights["inner_layer1_2_conv1_weight"]
    inner_layer1_2_bn1_weight = weights["inner_layer1_2_bn1_weight"]
    inner_layer1_2_bn1_bias = weights["inner_layer1_2_bn1_bias"]
    inner_layer1_2_conv2_weight = weights["inner_layer1_2_conv2_weight"]
    inner_layer1_2_bn2_weight = weights["inner_layer1_2_bn2_weight"]
    inner_layer1_2_bn2_bias = weights["inner_layer1_2_bn2_bias"]
    inner_layer1_2_conv3_weight = weights["inner_layer1_2_conv3_weight"]
    inner_layer1_2_bn3_weight = weights["inner_layer1_2_bn3_weight"]
    inner_layer1_2_bn3_bias = weights["inner_layer1_2_bn3_bias"]
    inner_layer2_0_conv1_weight = weights["inner_layer2_0_conv1_weight"]
    inner_layer2_0_bn1_weight = weights["inner_layer2_0_bn1_weight"]
    inner_layer2_0_bn1_bias = weights["inner_layer2_0_bn1_bias"]
    inner_layer2_0_conv2_weight = weights["inner_layer2_0_conv2_weight"]
    inner_layer2_0_bn2_weight = weights["inner_layer2_0_bn2_weight"]
    inner_layer2_0_bn2_bias = weights["inner_layer2_0_bn2_bias"]
    inner_layer2_0_conv3_weight = weights["inner_layer2_0_conv3_weight"]
    inner_layer2_0_bn3_weight = weights["inner_layer2_0_bn3_weight"]
    inner_layer2_0_bn3_bias = weights["inner_layer2_0_bn3_bias"]
    inner_layer2_0_downsample_0_weight = weights["inner_layer2_0_downsample_0_weight"]
    inner_layer2_0_downsample_1_weight = weights["inner_layer2_0_downsample_1_weight"]
    inner_layer2_0_downsample_1_bias = weights["inner_layer2_0_downsample_1_bias"]
    inner_layer2_1_conv1_weight = weights["inner_layer2_1_conv1_weight"]
    inner_layer2_1_bn1_weight = weights["inner_layer2_1_bn1_weight"]
    inner_layer2_1_bn1_bias = weights["inner_layer2_1_bn1_bias"]
    inner_layer2_1_conv2_weight = weights["inner_layer2_1_conv2_weight"]
    inner_layer2_1_bn2_weight = weights["inner_layer2_1_bn2_weight"]
    inner_layer2_1_bn2_bias = weights["inner_layer2_1_bn2_bias"]
    inner_layer2_1_conv3_weight = weights["inner_layer2_1_conv3_weight"]
    inner_layer2_1_bn3_weight = weights["inner_layer2_1_bn3_weight"]
    inner_layer2_1_bn3_bias = weights["inner_layer2_1_bn3_bias"]
    inner_layer2_2_conv1_weight = weights["inner_layer2_2_conv1_weight"]
    inner_layer2_2_bn1_weight = weights["inner_layer2_2_bn1_weight"]
    inner_layer2_2_bn1_bias = weights["inner_layer2_2_bn1_bias"]
    inner_layer2_2_conv2_weight = weights["inner_layer2_2_conv2_weight"]
    inner_layer2_2_bn2_weight = weights["inner_layer2_2_bn2_weight"]
    inner_layer2_2_bn2_bias = weights["inner_layer2_2_bn2_bias"]
    inner_layer2_2_conv3_weight = weights["inner_layer2_2_conv3_weight"]
    inner_layer2_2_bn3_weight = weights["inner_layer2_2_bn3_weight"]
    inner_layer2_2_bn3_bias = weights["inner_layer2_2_bn3_bias"]
    inner_layer2_3_conv1_weight = weights["inner_layer2_3_conv1_weight"]
    inner_layer2_3_bn1_weight = weights["inner_layer2_3_bn1_weight"]
    inner_layer2_3_bn1_bias = weights["inner_layer2_3_bn1_bias"]
    inner_layer2_3_conv2_weight = weights["inner_layer2_3_conv2_weight"]
    inner_layer2_3_bn2_weight = weights["inner_layer2_3_bn2_weight"]
    inner_layer2_3_bn2_bias = weights["inner_layer2_3_bn2_bias"]
    inner_layer2_3_conv3_weight = weights["inner_layer2_3_conv3_weight"]
    inner_layer2_3_bn3_weight = weights["inner_layer2_3_bn3_weight"]
    inner_layer2_3_bn3_bias = weights["inner_layer2_3_bn3_bias"]
    inner_layer3_0_conv1_weight = weights["inner_layer3_0_conv1_weight"]
    inner_layer3_0_bn1_weight = weights["inner_layer3_0_bn1_weight"]
    inner_layer3_0_bn1_bias = weights["inner_layer3_0_bn1_bias"]
    inner_layer3_0_conv2_weight = weights["inner_layer3_0_conv2_weight"]
    inner_layer3_0_bn2_weight = weights["inner_layer3_0_bn2_weight"]
    inner_layer3_0_bn2_bias = weights["inner_layer3_0_bn2_bias"]
    inner_layer3_0_conv3_weight = weights["inner_layer3_0_conv3_weight"]
    inner_layer3_0_bn3_weight = weights["inner_layer3_0_bn3_weight"]
    inner_layer3_0_bn3_bias = weights["inner_layer3_0_bn3_bias"]
    inner_layer3_0_downsample_0_weight = weights["inner_layer3_0_downsample_0_weight"]
    inner_layer3_0_downsample_1_weight = weights["inner_layer3_0_downsample_1_weight"]
    inner_layer3_0_downsample_1_bias = weights["inner_layer3_0_downsample_1_bias"]
    inner_layer3_1_conv1_weight = weights["inner_layer3_1_conv1_weight"]
    inner_layer3_1_bn1_weight = weights["inner_layer3_1_bn1_weight"]
    inner_layer3_1_bn1_bias = weights["inner_layer3_1_bn1_bias"]
    inner_layer3_1_conv2_weight = weights["inner_layer3_1_conv2_weight"]
    inner_layer3_1_bn2_weight = weights["inner_layer3_1_bn2_weight"]
    inner_layer3_1_bn2_bias = weights["inner_layer3_1_bn2_bias"]
    inner_layer3_1_conv3_weight = weights["inner_layer3_1_conv3_weight"]
    inner_layer3_1_bn3_weight = weights["inner_layer3_1_bn3_weight"]
    inner_layer3_1_bn3_bias = weights["inner_layer3_1_bn3_bias"]
    inner_layer3_2_conv1_weight = weights["inner_layer3_2_conv1_weight"]
    inner_layer3_2_bn1_weight = weights["inner_layer3_2_bn1_weight"]
    inner_layer3_2_bn1_bias = weights["inner_layer3_2_bn1_bias"]
    inner_layer3_2_conv2_weight = weights["inner_layer3_2_conv2_weight"]
    inner_layer3_2_bn2_weight = weights["inner_layer3_2_bn2_weight"]
    inner_layer3_2_bn2_bias = weights["inner_layer3_2_bn2_bias"]
    inner_layer3_2_conv3_weight = weights["inner_layer3_2_conv3_weight"]
    inner_layer3_2_bn3_weight = weights["inner_layer3_2_bn3_weight"]
    inner_layer3_2_bn3_bias = weights["inner_layer3_2_bn3_bias"]
    inner_layer3_3_conv1_weight = weights["inner_layer3_3_conv1_weight"]
    inner_layer3_3_bn1_weight = weights["inner_layer3_3_bn1_weight"]
    inner_layer3_3_bn1_bias = weights["inner_layer3_3_bn1_bias"]
    inner_layer3_3_conv2_weight = weights["inner_layer3_3_conv2_weight"]
    inner_layer3_3_bn2_weight = weights["inner_layer3_3_bn2_weight"]
    inner_layer3_3_bn2_bias = weights["inner_layer3_3_bn2_bias"]
    inner_layer3_3_conv3_weight = weights["inner_layer3_3_conv3_weight"]
    inner_layer3_3_bn3_weight = weights["inner_layer3_3_bn3_weight"]
    inner_layer3_3_bn3_bias = weights["inner_layer3_3_bn3_bias"]
    inner_layer3_4_conv1_weight = weights["inner_layer3_4_conv1_weight"]
    inner_layer3_4_bn1_weight = weights["inner_layer3_4_bn1_weight"]
    inner_layer3_4_bn1_bias = weights["inner_layer3_4_bn1_bias"]
    inner_layer3_4_conv2_weight = weights["inner_layer3_4_conv2_weight"]
    inner_layer3_4_bn2_weight = weights["inner_layer3_4_bn2_weight"]
    inner_layer3_4_bn2_bias = weights["inner_layer3_4_bn2_bias"]
    inner_layer3_4_conv3_weight = weights["inner_layer3_4_conv3_weight"]
    inner_layer3_4_bn3_weight = weights["inner_layer3_4_bn3_weight"]
    inner_layer3_4_bn3_bias = weights["inner_layer3_4_bn3_bias"]
    inner_layer3_5_conv1_weight = weights["inner_layer3_5_conv1_weight"]
    inner_layer3_5_bn1_weight = weights["inner_layer3_5_bn1_weight"]
    inner_layer3_5_bn1_bias = weights["inner_layer3_5_bn1_bias"]
    inner_layer3_5_conv2_weight = weights["inner_layer3_5_conv2_weight"]
    inner_layer3_5_bn2_weight = weights["inner_layer3_5_bn2_weight"]
    inner_layer3_5_bn2_bias = weights["inner_layer3_5_bn2_bias"]
    inner_layer3_5_conv3_weight = weights["inner_layer3_5_conv3_weight"]
    inner_layer3_5_bn3_weight = weights["inner_layer3_5_bn3_weight"]
    inner_layer3_5_bn3_bias = weights["inner_layer3_5_bn3_bias"]
    inner_layer4_0_conv1_weight = weights["inner_layer4_0_conv1_weight"]
    inner_layer4_0_bn1_weight = weights["inner_layer4_0_bn1_weight"]
    inner_layer4_0_bn1_bias = weights["inner_layer4_0_bn1_bias"]
    inner_layer4_0_conv2_weight = weights["inner_layer4_0_conv2_weight"]
    inner_layer4_0_bn2_weight = weights["inner_layer4_0_bn2_weight"]
    inner_layer4_0_bn2_bias = weights["inner_layer4_0_bn2_bias"]
    inner_layer4_0_conv3_weight = weights["inner_layer4_0_conv3_weight"]
    inner_layer4_0_bn3_weight = weights["inner_layer4_0_bn3_weight"]
    inner_layer4_0_bn3_bias = weights["inner_layer4_0_bn3_bias"]
    inner_layer4_0_downsample_0_weight = weights["inner_layer4_0_downsample_0_weight"]
    inner_layer4_0_downsample_1_weight = weights["inner_layer4_0_downsample_1_weight"]
    inner_layer4_0_downsample_1_bias = weights["inner_layer4_0_downsample_1_bias"]
    inner_layer4_1_conv1_weight = weights["inner_layer4_1_conv1_weight"]
    inner_layer4_1_bn1_weight = weights["inner_layer4_1_bn1_weight"]
    inner_layer4_1_bn1_bias = weights["inner_layer4_1_bn1_bias"]
    inner_layer4_1_conv2_weight = weights["inner_layer4_1_conv2_weight"]
    inner_layer4_1_bn2_weight = weights["inner_layer4_1_bn2_weight"]
    inner_layer4_1_bn2_bias = weights["inner_layer4_1_bn2_bias"]
    inner_layer4_1_conv3_weight = weights["inner_layer4_1_conv3_weight"]
    inner_layer4_1_bn3_weight = weights["inner_layer4_1_bn3_weight"]
    inner_layer4_1_bn3_bias = weights["inner_layer4_1_bn3_bias"]
    inner_layer4_2_conv1_weight = weights["inner_layer4_2_conv1_weight"]
    inner_layer4_2_bn1_weight = weights["inner_layer4_2_bn1_weight"]
    inner_layer4_2_bn1_bias = weights["inner_layer4_2_bn1_bias"]
    inner_layer4_2_conv2_weight = weights["inner_layer4_2_conv2_weight"]
    inner_layer4_2_bn2_weight = weights["inner_layer4_2_bn2_weight"]
    inner_layer4_2_bn2_bias = weights["inner_layer4_2_bn2_bias"]
    inner_layer4_2_conv3_weight = weights["inner_layer4_2_conv3_weight"]
    inner_layer4_2_bn3_weight = weights["inner_layer4_2_bn3_weight"]
    inner_layer4_2_bn3_bias = weights["inner_layer4_2_bn3_bias"]
    inner_fc_weight = weights["inner_fc_weight"]
    inner_fc_bias = weights["inner_fc_bias"]
    inner_bn1_running_mean = weights["inner_bn1_running_mean"]
    inner_bn1_running_var = weights["inner_bn1_running_var"]
    inner_bn1_num_batches_tracked = weights["inner_bn1_num_batches_tracked"]
    inner_layer1_0_bn1_running_mean = weights["inner_layer1_0_bn1_running_mean"]
    inner_layer1_0_bn1_running_var = weights["inner_layer1_0_bn1_running_var"]
    inner_layer1_0_bn1_num_batches_tracked = weights["inner_layer1_0_bn1_num_batches_tracked"]
    inner_layer1_0_bn2_running_mean = weights["inner_layer1_0_bn2_running_mean"]
    inner_layer1_0_bn2_running_var = weights["inner_layer1_0_bn2_running_var"]
    inner_layer1_0_bn2_num_batches_tracked = weights["inner_layer1_0_bn2_num_batches_tracked"]
    inner_layer1_0_bn3_running_mean = weights["inner_layer1_0_bn3_running_mean"]
    inner_layer1_0_bn3_running_var = weights["inner_layer1_0_bn3_running_var"]
    inner_layer1_0_bn3_num_batches_tracked = weights["inner_layer1_0_bn3_num_batches_tracked"]
    inner_layer1_0_downsample_1_running_mean = weights["inner_layer1_0_downsample_1_running_mean"]
    inner_layer1_0_downsample_1_running_var = weights["inner_layer1_0_downsample_1_running_var"]
    inner_layer1_0_downsample_1_num_batches_tracked = weights[
        "inner_layer1_0_downsample_1_num_batches_tracked"
    ]
    inner_layer1_1_bn1_running_mean = weights["inner_layer1_1_bn1_running_mean"]
    inner_layer1_1_bn1_running_var = weights["inner_layer1_1_bn1_running_var"]
    inner_layer1_1_bn1_num_batches_tracked = weights["inner_layer1_1_bn1_num_batches_tracked"]
    inner_layer1_1_bn2_running_mean = weights["inner_layer1_1_bn2_running_mean"]
    inner_layer1_1_bn2_running_var = weights["inner_layer1_1_bn2_running_var"]
    inner_layer1_1_bn2_num_batches_tracked = weights["inner_layer1_1_bn2_num_batches_tracked"]
    inner_layer1_1_bn3_running_mean = weights["inner_layer1_1_bn3_running_mean"]
    inner_layer1_1_bn3_running_var = weights["inner_layer1_1_bn3_running_var"]
    inner_layer1_1_bn3_num_batches_tracked = weights["inner_layer1_1_bn3_num_batches_tracked"]
    inner_layer1_2_bn1_running_mean = weights["inner_layer1_2_bn1_running_mean"]
    inner_layer1_2_bn1_running_var = weights["inner_layer1_2_bn1_running_var"]
    inner_layer1_2_bn1_num_batches_tracked = weights["inner_layer1_2_bn1_num_batches_tracked"]
    inner_layer1_2_bn2_running_mean = weights["inner_layer1_2_bn2_running_mean"]
    inner_layer1_2_bn2_running_var = weights["inner_layer1_2_bn2_running_var"]
    inner_layer1_2_bn2_num_batches_tracked = weights["inner_layer1_2_bn2_num_batches_tracked"]
    inner_layer1_2_bn3_running_mean = weights["inner_layer1_2_bn3_running_mean"]
    inner_layer1_2_bn3_running_var = weights["inner_layer1_2_bn3_running_var"]
    inner_layer1_2_bn3_num_batches_tracked = weights["inner_layer1_2_bn3_num_batches_tracked"]
    inner_layer2_0_bn1_running_mean = weights["inner_layer2_0_bn1_running_mean"]
    inner_layer2_0_bn1_running_var = weights["inner_layer2_0_bn1_running_var"]
    inner_layer2_0_bn1_num_batches_tracked = weights["inner_layer2_0_bn1_num_batches_tracked"]
    inner_layer2_0_bn2_running_mean = weights["inner_layer2_0_bn2_running_mean"]
    inner_layer2_0_bn2_running_var = weights["inner_layer2_0_bn2_running_var"]
    inner_layer2_0_bn2_num_batches_tracked = weights["inner_layer2_0_bn2_num_batches_tracked"]
    inner_layer2_0_bn3_running_mean = weights["inner_layer2_0_bn3_running_mean"]
    inner_layer2_0_bn3_running_var = weights["inner_layer2_0_bn3_running_var"]
    inner_layer2_0_bn3_num_batches_tracked = weights["inner_layer2_0_bn3_num_batches_tracked"]
    inner_layer2_0_downsample_1_running_mean = weights["inner_layer2_0_downsample_1_running_mean"]
    inner_layer2_0_downsample_1_running_var = weights["inner_layer2_0_downsample_1_running_var"]
    inner_layer2_0_downsample_1_num_batches_tracked = weights[
        "inner_layer2_0_downsample_1_num_batches_tracked"
    ]
    inner_layer2_1_bn1_running_mean = weights["inner_layer2_1_bn1_running_mean"]
    inner_layer2_1_bn1_running_var = weights["inner_layer2_1_bn1_running_var"]
    inner_layer2_1_bn1_num_batches_tracked = weights["inner_layer2_1_bn1_num_batches_tracked"]
    inner_layer2_1_bn2_running_mean = weights["inner_layer2_1_bn2_running_mean"]
    inner_layer2_1_bn2_running_var = weights["inner_layer2_1_bn2_running_var"]
    inner_layer2_1_bn2_num_batches_tracked = weights["inner_layer2_1_bn2_num_batches_tracked"]
    inner_layer2_1_bn3_running_mean = weights["inner_layer2_1_bn3_running_mean"]
    inner_layer2_1_bn3_running_var = weights["inner_layer2_1_bn3_running_var"]
    inner_layer2_1_bn3_num_batches_tracked = weights["inner_layer2_1_bn3_num_batches_tracked"]
    inner_layer2_2_bn1_running_mean = weights["inner_layer2_2_bn1_running_mean"]
    inner_layer2_2_bn1_running_var = weights["inner_layer2_2_bn1_running_var"]
    inner_layer2_2_bn1_num_batches_tracked = weights["inner_layer2_2_bn1_num_batches_tracked"]
    inner_layer2_2_bn2_running_mean = weights["inner_layer2_2_bn2_running_mean"]
    inner_layer2_2_bn2_running_var = weights["inner_layer2_2_bn2_running_var"]
    inner_layer2_2_bn2_num_batches_tracked = weights["inner_layer2_2_bn2_num_batches_tracked"]
    inner_layer2_2_bn3_running_mean = weights["inner_layer2_2_bn3_running_mean"]
    inner_layer2_2_bn3_running_var = weights["inner_layer2_2_bn3_running_var"]
    inner_layer2_2_bn3_num_batches_tracked = weights["inner_layer2_2_bn3_num_batches_tracked"]
    inner_layer2_3_bn1_running_mean = weights["inner_layer2_3_bn1_running_mean"]
    inner_layer2_3_bn1_running_var = weights["inner_layer2_3_bn1_running_var"]
    inner_layer2_3_bn1_num_batches_tracked = weights["inner_layer2_3_bn1_num_batches_tracked"]
    inner_layer2_3_bn2_running_mean = weights["inner_layer2_3_bn2_running_mean"]
    inner_layer2_3_bn2_running_var = weights["inner_layer2_3_bn2_running_var"]
    inner_layer2_3_bn2_num_batches_tracked = weights["inner_layer2_3_bn2_num_batches_tracked"]
    inner_layer2_3_bn3_running_mean = weights["inner_layer2_3_bn3_running_mean"]
    inner_layer2_3_bn3_running_var = weights["inner_layer2_3_bn3_running_var"]
    inner_layer2_3_bn3_num_batches_tracked = weights["inner_layer2_3_bn3_num_batches_tracked"]
    inner_layer3_0_bn1_running_mean = weights["inner_layer3_0_bn1_running_mean"]
    inner_layer3_0_bn1_running_var = weights["inner_layer3_0_bn1_running_var"]
    inner_layer3_0_bn1_num_batches_tracked = weights["inner_layer3_0_bn1_num_batches_tracked"]
    inner_layer3_0_bn2_running_mean = weights["inner_layer3_0_bn2_running_mean"]
    inner_layer3_0_bn2_running_var = weights["inner_layer3_0_bn2_running_var"]
    inner_layer3_0_bn2_num_batches_tracked = weights["inner_layer3_0_bn2_num_batches_tracked"]
    inner_layer3_0_bn3_running_mean = weights["inner_layer3_0_bn3_running_mean"]
    inner_layer3_0_bn3_running_var = weights["inner_layer3_0_bn3_running_var"]
    inner_layer3_0_bn3_num_batches_tracked = weights["inner_layer3_0_bn3_num_batches_tracked"]
    inner_layer3_0_downsample_1_running_mean = weights["inner_layer3_0_downsample_1_running_mean"]
    inner_layer3_0_downsample_1_running_var = weights["inner_layer3_0_downsample_1_running_var"]
    inner_layer3_0_downsample_1_num_batches_tracked = weights[
        "inner_layer3_0_downsample_1_num_batches_tracked"
    ]
    inner_layer3_1_bn1_running_mean = weights["inner_layer3_1_bn1_running_mean"]
    inner_layer3_1_bn1_running_var = weights["inner_layer3_1_bn1_running_var"]
    inner_layer3_1_bn1_num_batches_tracked = weights["inner_layer3_1_bn1_num_batches_tracked"]
    inner_layer3_1_bn2_running_mean = weights["inner_layer3_1_bn2_running_mean"]
    inner_layer3_1_bn2_running_var = weights["inner_layer3_1_bn2_running_var"]
    inner_layer3_1_bn2_num_batches_tracked = weights["inner_layer3_1_bn2_num_batches_tracked"]
    inner_layer3_1_bn3_running_mean = weights["inner_layer3_1_bn3_running_mean"]
    inner_layer3_1_bn3_running_var = weights["inner_layer3_1_bn3_running_var"]
    inner_layer3_1_bn3_num_batches_tracked = weights["inner_layer3_1_bn3_num_batches_tracked"]
    inner_layer3_2_bn1_running_mean = weights["inner_layer3_2_bn1_running_mean"]
    inner_layer3_2_bn1_running_var = weights["inner_layer3_2_bn1_running_var"]
    inner_layer3_2_bn1_num_batches_tracked = weights["inner_layer3_2_bn1_num_batches_tracked"]
    inner_layer3_2_bn2_running_mean = weights["inner_layer3_2_bn2_running_mean"]
    inner_layer3_2_bn2_running_var = weights["inner_layer3_2_bn2_running_var"]
    inner_layer3_2_bn2_num_batches_tracked = weights["inner_layer3_2_bn2_num_batches_tracked"]
    inner_layer3_2_bn3_running_mean = weights["inner_layer3_2_bn3_running_mean"]
    inner_layer3_2_bn3_running_var = weights["inner_layer3_2_bn3_running_var"]
    inner_layer3_2_bn3_num_batches_tracked = weights["inner_layer3_2_bn3_num_batches_tracked"]
    inner_layer3_3_bn1_running_mean = weights["inner_layer3_3_bn1_running_mean"]
    inner_layer3_3_bn1_running_var = weights["inner_layer3_3_bn1_running_var"]
    inner_layer3_3_bn1_num_batches_tracked = weights["inner_layer3_3_bn1_num_batches_tracked"]
    inner_layer3_3_bn2_running_mean = weights["inner_layer3_3_bn2_running_mean"]
    inner_layer3_3_bn2_running_var = weights["inner_layer3_3_bn2_running_var"]
    inner_layer3_3_bn2_num_batches_tracked = weights["inner_layer3_3_bn2_num_batches_tracked"]
    inner_layer3_3_bn3_running_mean = weights["inner_layer3_3_bn3_running_mean"]
    inner_layer3_3_bn3_running_var = weights["inner_layer3_3_bn3_running_var"]
    inner_layer3_3_bn3_num_batches_tracked = weights["inner_layer3_3_bn3_num_batches_tracked"]
    inner_layer3_4_bn1_running_mean = weights["inner_layer3_4_bn1_running_mean"]
    inner_layer3_4_bn1_running_var = weights["inner_layer3_4_bn1_running_var"]
    inner_layer3_4_bn1_num_batches_tracked = weights["inner_layer3_4_bn1_num_batches_tracked"]
    inner_layer3_4_bn2_running_mean = weights["inner_layer3_4_bn2_running_mean"]
    inner_layer3_4_bn2_running_var = weights["inner_layer3_4_bn2_running_var"]
    inner_layer3_4_bn2_num_batches_tracked = weights["inner_layer3_4_bn2_num_batches_tracked"]
    inner_layer3_4_bn3_running_mean = weights["inner_layer3_4_bn3_running_mean"]
    inner_layer3_4_bn3_running_var = weights["inner_layer3_4_bn3_running_var"]
    inner_layer3_4_bn3_num_batches_tracked = weights["inner_layer3_4_bn3_num_batches_tracked"]
    inner_layer3_5_bn1_running_mean = weights["inner_layer3_5_bn1_running_mean"]
    inner_layer3_5_bn1_running_var = weights["inner_layer3_5_bn1_running_var"]
    inner_layer3_5_bn1_num_batches_tracked = weights["inner_layer3_5_bn1_num_batches_tracked"]
    inner_layer3_5_bn2_running_mean = weights["inner_layer3_5_bn2_running_mean"]
    inner_layer3_5_bn2_running_var = weights["inner_layer3_5_bn2_running_var"]
    inner_layer3_5_bn2_num_batches_tracked = weights["inner_layer3_5_bn2_num_batches_tracked"]
    inner_layer3_5_bn3_running_mean = weights["inner_layer3_5_bn3_running_mean"]
    inner_layer3_5_bn3_running_var = weights["inner_layer3_5_bn3_running_var"]
    inner_layer3_5_bn3_num_batches_tracked = weights["inner_layer3_5_bn3_num_batches_tracked"]
    inner_layer4_0_bn1_running_mean = weights["inner_layer4_0_bn1_running_mean"]
    inner_layer4_0_bn1_running_var = weights["inner_layer4_0_bn1_running_var"]
    inner_layer4_0_bn1_num_batches_tracked = weights["inner_layer4_0_bn1_num_batches_tracked"]
    inner_layer4_0_bn2_running_mean = weights["inner_layer4_0_bn2_running_mean"]
    inner_layer4_0_bn2_running_var = weights["inner_layer4_0_bn2_running_var"]
    inner_layer4_0_bn2_num_batches_tracked = weights["inner_layer4_0_bn2_num_batches_tracked"]
    inner_layer4_0_bn3_running_mean = weights["inner_layer4_0_bn3_running_mean"]
    inner_layer4_0_bn3_running_var = weights["inner_layer4_0_bn3_running_var"]
    inner_layer4_0_bn3_num_batches_tracked = weights["inner_layer4_0_bn3_num_batches_tracked"]
    inner_layer4_0_downsample_1_running_mean = weights["inner_layer4_0_downsample_1_running_mean"]
    inner_layer4_0_downsample_1_running_var = weights["inner_layer4_0_downsample_1_running_var"]
    inner_layer4_0_downsample_1_num_batches_tracked = weights[
        "inner_layer4_0_downsample_1_num_batches_tracked"
    ]
    inner_layer4_1_bn1_running_mean = weights["inner_layer4_1_bn1_running_mean"]
    inner_layer4_1_bn1_running_var = weights["inner_layer4_1_bn1_running_var"]
    inner_layer4_1_bn1_num_batches_tracked = weights["inner_layer4_1_bn1_num_batches_tracked"]
    inner_layer4_1_bn2_running_mean = weights["inner_layer4_1_bn2_running_mean"]
    inner_layer4_1_bn2_running_var = weights["inner_layer4_1_bn2_running_var"]
    inner_layer4_1_bn2_num_batches_tracked = weights["inner_layer4_1_bn2_num_batches_tracked"]
    inner_layer4_1_bn3_running_mean = weights["inner_layer4_1_bn3_running_mean"]
    inner_layer4_1_bn3_running_var = weights["inner_layer4_1_bn3_running_var"]
    inner_layer4_1_bn3_num_batches_tracked = weights["inner_layer4_1_bn3_num_batches_tracked"]
    inner_layer4_2_bn1_running_mean = weights["inner_layer4_2_bn1_running_mean"]
    inner_layer4_2_bn1_running_var = weights["inner_layer4_2_bn1_running_var"]
    inner_layer4_2_bn1_num_batches_tracked = weights["inner_layer4_2_bn1_num_batches_tracked"]
    inner_layer4_2_bn2_running_mean = weights["inner_layer4_2_bn2_running_mean"]
    inner_layer4_2_bn2_running_var = weights["inner_layer4_2_bn2_running_var"]
    inner_layer4_2_bn2_num_batches_tracked = weights["inner_layer4_2_bn2_num_batches_tracked"]
    inner_layer4_2_bn3_running_mean = weights["inner_layer4_2_bn3_running_mean"]
    inner_layer4_2_bn3_running_var = weights["inner_layer4_2_bn3_running_var"]
    inner_layer4_2_bn3_num_batches_tracked = weights["inner_layer4_2_bn3_num_batches_tracked"]
    buf_conv2d = torch.empty_strided(
        (1, 3, 224, 224), (150528, 1, 672, 3), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d: conv2d
    triton_poi_fused_convolution__conv2d[triton.cdiv(50176, 256), triton.cdiv(3, 4), 1](
        x, buf_conv2d, 3, 50176, XBLOCK=256, YBLOCK=4, num_warps=4, num_stages=1
    )
    buf_conv2d_2 = torch.empty_strided(
        (64, 3, 7, 7), (147, 1, 21, 3), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_2: conv2d
    triton_poi_fused_convolution__conv2d_2[triton.cdiv(49, 32), triton.cdiv(192, 32), 1](
        inner_conv1_weight, buf_conv2d_2, 192, 49, XBLOCK=32, YBLOCK=32, num_warps=4, num_stages=1
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # convolution: conv2d
    buf_conv2d_3 = torch.convolution(
        buf_conv2d,
        buf_conv2d_2,
        stride=(2, 2),
        padding=(3, 3),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_3 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_3,
        (1, 64, 112, 112),
        (802816, 1, 7168, 64),
    )
    del buf_conv2d
    del buf_conv2d_2
    buf_relu = buf_conv2d_3  # reuse
    del buf_conv2d_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training, relu], Original
    #     ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu:
    #     _native_batch_norm_legit_no_training, relu
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu[
        triton.cdiv(802816, 512), 1, 1
    ](
        buf_relu,
        inner_bn1_running_mean,
        inner_bn1_running_var,
        inner_bn1_weight,
        inner_bn1_bias,
        802816,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_max_pool2d = torch.empty_strided(
        (1, 64, 56, 56), (200704, 1, 3584, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training, relu,
    #     max_pool2d], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.max_pool2d_with_indices]
    # triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu:
    #     _native_batch_norm_legit_no_training, relu, max_pool2d
    triton_poi_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu[
        triton.cdiv(200704, 512), 1, 1
    ](buf_relu, buf_max_pool2d, 200704, XBLOCK=512, num_warps=8, num_stages=1)
    del buf_relu
    # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
    # convolution_2: conv2d_1
    buf_conv2d_1 = torch.convolution(
        buf_max_pool2d,
        inner_layer1_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_1 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_1,
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    buf_relu_1 = buf_conv2d_1  # reuse
    del buf_conv2d_1
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_1, relu_1
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_1,
        inner_layer1_0_bn1_running_mean,
        inner_layer1_0_bn1_running_var,
        inner_layer1_0_bn1_weight,
        inner_layer1_0_bn1_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_2_2 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1,
    #     conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_1, relu_1, conv2d_2
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2[
        triton.cdiv(9, 16), triton.cdiv(4096, 64), 1
    ](
        inner_layer1_0_conv2_weight,
        buf_conv2d_2_2,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
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
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    del buf_relu_1
    del buf_conv2d_2_2
    buf_relu_2 = buf_conv2d_2_3  # reuse
    del buf_conv2d_2_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_2, relu_2],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_2, relu_2
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_2,
        inner_layer1_0_bn2_running_mean,
        inner_layer1_0_bn2_running_var,
        inner_layer1_0_bn2_weight,
        inner_layer1_0_bn2_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_2, relu_2,
    #     conv2d_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_4: conv2d_3
    buf_conv2d_3_2 = torch.convolution(
        buf_relu_2,
        inner_layer1_0_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_3_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_3_2,
        (1, 256, 56, 56),
        (802816, 1, 14336, 256),
    )
    del buf_relu_2
    # Topologically Sorted Source Nodes: [conv2d_4], Original ATen: [aten.convolution]
    # convolution_5: conv2d_4
    buf_conv2d_4 = torch.convolution(
        buf_max_pool2d,
        inner_layer1_0_downsample_0_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_4 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_4,
        (1, 256, 56, 56),
        (802816, 1, 14336, 256),
    )
    del buf_max_pool2d
    buf_add = buf_conv2d_3_2  # reuse
    del buf_conv2d_3_2
    buf_relu_3 = buf_add  # reuse
    del buf_add
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_3,
    #     _native_batch_norm_legit_no_training_4, add, relu_3], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_3:
    #     _native_batch_norm_legit_no_training_3, _native_batch_norm_legit_no_training_4, add,
    #     relu_3
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_3[
        triton.cdiv(802816, 1024), 1, 1
    ](
        buf_relu_3,
        inner_layer1_0_bn3_running_mean,
        inner_layer1_0_bn3_running_var,
        inner_layer1_0_bn3_weight,
        inner_layer1_0_bn3_bias,
        buf_conv2d_4,
        inner_layer1_0_downsample_1_running_mean,
        inner_layer1_0_downsample_1_running_var,
        inner_layer1_0_downsample_1_weight,
        inner_layer1_0_downsample_1_bias,
        802816,
        XBLOCK=1024,
        num_warps=4,
        num_stages=1,
    )
    del buf_conv2d_4
    # Topologically Sorted Source Nodes: [relu_3, conv2d_5], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_6: conv2d_5
    buf_conv2d_5 = torch.convolution(
        buf_relu_3,
        inner_layer1_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_5 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_5,
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    buf_relu_4 = buf_conv2d_5  # reuse
    del buf_conv2d_5
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_4],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_5, relu_4
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_4,
        inner_layer1_1_bn1_running_mean,
        inner_layer1_1_bn1_running_var,
        inner_layer1_1_bn1_weight,
        inner_layer1_1_bn1_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_6 = torch.empty_strided(
        (64, 64, 3, 3), (576, 1, 192, 64), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_4,
    #     conv2d_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_5, relu_4, conv2d_6
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2[
        triton.cdiv(9, 16), triton.cdiv(4096, 64), 1
    ](
        inner_layer1_1_conv2_weight,
        buf_conv2d_6,
        4096,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_4,
    #     conv2d_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_7: conv2d_6
    buf_conv2d_6_2 = torch.convolution(
        buf_relu_4,
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
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    del buf_relu_4
    buf_relu_5 = buf_conv2d_6_2  # reuse
    del buf_conv2d_6_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_6, relu_5],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_6, relu_5
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_5,
        inner_layer1_1_bn2_running_mean,
        inner_layer1_1_bn2_running_var,
        inner_layer1_1_bn2_weight,
        inner_layer1_1_bn2_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_6, relu_5,
    #     conv2d_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_8: conv2d_7
    buf_conv2d_7 = torch.convolution(
        buf_relu_5,
        inner_layer1_1_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_7 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_7,
        (1, 256, 56, 56),
        (802816, 1, 14336, 256),
    )
    del buf_relu_5
    buf_relu_6 = buf_conv2d_7  # reuse
    del buf_conv2d_7
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_7, add_1,
    #     relu_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6:
    #     _native_batch_norm_legit_no_training_7, add_1, relu_6
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6[
        triton.cdiv(802816, 512), 1, 1
    ](
        buf_relu_6,
        inner_layer1_1_bn3_running_mean,
        inner_layer1_1_bn3_running_var,
        inner_layer1_1_bn3_weight,
        inner_layer1_1_bn3_bias,
        buf_relu_3,
        802816,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_3
    # Topologically Sorted Source Nodes: [conv2d_8], Original ATen: [aten.convolution]
    # convolution_9: conv2d_8
    buf_conv2d_8 = torch.convolution(
        buf_relu_6,
        inner_layer1_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_8 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_8,
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    buf_relu_7 = buf_conv2d_8  # reuse
    del buf_conv2d_8
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_7],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_8, relu_7
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_7,
        inner_layer1_2_bn1_running_mean,
        inner_layer1_2_bn1_running_var,
        inner_layer1_2_bn1_weight,
        inner_layer1_2_bn1_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_9 = buf_conv2d_6  # reuse
    del buf_conv2d_6
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_7,
    #     conv2d_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_8, relu_7, conv2d_9
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2[
        triton.cdiv(9, 16), triton.cdiv(4096, 64), 1
    ](
        inner_layer1_2_conv2_weight,
        buf_conv2d_9,
        4096,
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
        (1, 64, 56, 56),
        (200704, 1, 3584, 64),
    )
    del buf_relu_7
    del buf_conv2d_9
    buf_relu_8 = buf_conv2d_9_2  # reuse
    del buf_conv2d_9_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_9, relu_8],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1:
    #     _native_batch_norm_legit_no_training_9, relu_8
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_1[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_8,
        inner_layer1_2_bn2_running_mean,
        inner_layer1_2_bn2_running_var,
        inner_layer1_2_bn2_weight,
        inner_layer1_2_bn2_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_9, relu_8,
    #     conv2d_10], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_11: conv2d_10
    buf_conv2d_10 = torch.convolution(
        buf_relu_8,
        inner_layer1_2_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_10 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_10,
        (1, 256, 56, 56),
        (802816, 1, 14336, 256),
    )
    del buf_relu_8
    buf_relu_9 = buf_conv2d_10  # reuse
    del buf_conv2d_10
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_10, add_2,
    #     relu_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6:
    #     _native_batch_norm_legit_no_training_10, add_2, relu_9
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_6[
        triton.cdiv(802816, 512), 1, 1
    ](
        buf_relu_9,
        inner_layer1_2_bn3_running_mean,
        inner_layer1_2_bn3_running_var,
        inner_layer1_2_bn3_weight,
        inner_layer1_2_bn3_bias,
        buf_relu_6,
        802816,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_6
    # Topologically Sorted Source Nodes: [conv2d_11], Original ATen: [aten.convolution]
    # convolution_12: conv2d_11
    buf_conv2d_11 = torch.convolution(
        buf_relu_9,
        inner_layer2_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_11 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_11,
        (1, 128, 56, 56),
        (401408, 1, 7168, 128),
    )
    buf_relu_10 = buf_conv2d_11  # reuse
    del buf_conv2d_11
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_11, relu_10],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_10:
    #     _native_batch_norm_legit_no_training_11, relu_10
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_10[
        triton.cdiv(401408, 1024), 1, 1
    ](
        buf_relu_10,
        inner_layer2_0_bn1_running_mean,
        inner_layer2_0_bn1_running_var,
        inner_layer2_0_bn1_weight,
        inner_layer2_0_bn1_bias,
        401408,
        XBLOCK=1024,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_12 = torch.empty_strided(
        (128, 128, 3, 3), (1152, 1, 384, 128), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_11, relu_10,
    #     conv2d_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12:
    #     _native_batch_norm_legit_no_training_11, relu_10, conv2d_12
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12[
        triton.cdiv(9, 16), triton.cdiv(16384, 64), 1
    ](
        inner_layer2_0_conv2_weight,
        buf_conv2d_12,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_11, relu_10,
    #     conv2d_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_13: conv2d_12
    buf_conv2d_12_2 = torch.convolution(
        buf_relu_10,
        buf_conv2d_12,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_12_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_12_2,
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    del buf_relu_10
    buf_relu_11 = buf_conv2d_12_2  # reuse
    del buf_conv2d_12_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_12, relu_11],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_12, relu_11
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_11,
        inner_layer2_0_bn2_running_mean,
        inner_layer2_0_bn2_running_var,
        inner_layer2_0_bn2_weight,
        inner_layer2_0_bn2_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_12, relu_11,
    #     conv2d_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_14: conv2d_13
    buf_conv2d_13 = torch.convolution(
        buf_relu_11,
        inner_layer2_0_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_13 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_13,
        (1, 512, 28, 28),
        (401408, 1, 14336, 512),
    )
    del buf_relu_11
    # Topologically Sorted Source Nodes: [conv2d_14], Original ATen: [aten.convolution]
    # convolution_15: conv2d_14
    buf_conv2d_14 = torch.convolution(
        buf_relu_9,
        inner_layer2_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_14 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_14,
        (1, 512, 28, 28),
        (401408, 1, 14336, 512),
    )
    del buf_relu_9
    buf_add_3 = buf_conv2d_13  # reuse
    del buf_conv2d_13
    buf_relu_12 = buf_add_3  # reuse
    del buf_add_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_13,
    #     _native_batch_norm_legit_no_training_14, add_3, relu_12], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12:
    #     _native_batch_norm_legit_no_training_13, _native_batch_norm_legit_no_training_14, add_3,
    #     relu_12
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_12[
        triton.cdiv(401408, 512), 1, 1
    ](
        buf_relu_12,
        inner_layer2_0_bn3_running_mean,
        inner_layer2_0_bn3_running_var,
        inner_layer2_0_bn3_weight,
        inner_layer2_0_bn3_bias,
        buf_conv2d_14,
        inner_layer2_0_downsample_1_running_mean,
        inner_layer2_0_downsample_1_running_var,
        inner_layer2_0_downsample_1_weight,
        inner_layer2_0_downsample_1_bias,
        401408,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_conv2d_14
    # Topologically Sorted Source Nodes: [relu_12, conv2d_15], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_16: conv2d_15
    buf_conv2d_15 = torch.convolution(
        buf_relu_12,
        inner_layer2_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_15 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_15,
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    buf_relu_13 = buf_conv2d_15  # reuse
    del buf_conv2d_15
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_15, relu_13
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_13,
        inner_layer2_1_bn1_running_mean,
        inner_layer2_1_bn1_running_var,
        inner_layer2_1_bn1_weight,
        inner_layer2_1_bn1_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_16 = buf_conv2d_12  # reuse
    del buf_conv2d_12
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13,
    #     conv2d_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12:
    #     _native_batch_norm_legit_no_training_15, relu_13, conv2d_16
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12[
        triton.cdiv(9, 16), triton.cdiv(16384, 64), 1
    ](
        inner_layer2_1_conv2_weight,
        buf_conv2d_16,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_13,
    #     conv2d_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_17: conv2d_16
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
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    del buf_relu_13
    buf_relu_14 = buf_conv2d_16_2  # reuse
    del buf_conv2d_16_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_16, relu_14],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_16, relu_14
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_14,
        inner_layer2_1_bn2_running_mean,
        inner_layer2_1_bn2_running_var,
        inner_layer2_1_bn2_weight,
        inner_layer2_1_bn2_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_16, relu_14,
    #     conv2d_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_18: conv2d_17
    buf_conv2d_17 = torch.convolution(
        buf_relu_14,
        inner_layer2_1_conv3_weight,
        stride=(1, 1),
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
        (1, 512, 28, 28),
        (401408, 1, 14336, 512),
    )
    del buf_relu_14
    buf_relu_15 = buf_conv2d_17  # reuse
    del buf_conv2d_17
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_17, add_4,
    #     relu_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15:
    #     _native_batch_norm_legit_no_training_17, add_4, relu_15
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15[
        triton.cdiv(401408, 512), 1, 1
    ](
        buf_relu_15,
        inner_layer2_1_bn3_running_mean,
        inner_layer2_1_bn3_running_var,
        inner_layer2_1_bn3_weight,
        inner_layer2_1_bn3_bias,
        buf_relu_12,
        401408,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_12
    # Topologically Sorted Source Nodes: [conv2d_18], Original ATen: [aten.convolution]
    # convolution_19: conv2d_18
    buf_conv2d_18 = torch.convolution(
        buf_relu_15,
        inner_layer2_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_18 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_18,
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    buf_relu_16 = buf_conv2d_18  # reuse
    del buf_conv2d_18
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_16],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_18, relu_16
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_16,
        inner_layer2_2_bn1_running_mean,
        inner_layer2_2_bn1_running_var,
        inner_layer2_2_bn1_weight,
        inner_layer2_2_bn1_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_19 = buf_conv2d_16  # reuse
    del buf_conv2d_16
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_16,
    #     conv2d_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12:
    #     _native_batch_norm_legit_no_training_18, relu_16, conv2d_19
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12[
        triton.cdiv(9, 16), triton.cdiv(16384, 64), 1
    ](
        inner_layer2_2_conv2_weight,
        buf_conv2d_19,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_16,
    #     conv2d_19], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_20: conv2d_19
    buf_conv2d_19_2 = torch.convolution(
        buf_relu_16,
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
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    del buf_relu_16
    buf_relu_17 = buf_conv2d_19_2  # reuse
    del buf_conv2d_19_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_19, relu_17],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_19, relu_17
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_17,
        inner_layer2_2_bn2_running_mean,
        inner_layer2_2_bn2_running_var,
        inner_layer2_2_bn2_weight,
        inner_layer2_2_bn2_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_19, relu_17,
    #     conv2d_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_21: conv2d_20
    buf_conv2d_20 = torch.convolution(
        buf_relu_17,
        inner_layer2_2_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_20 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_20,
        (1, 512, 28, 28),
        (401408, 1, 14336, 512),
    )
    del buf_relu_17
    buf_relu_18 = buf_conv2d_20  # reuse
    del buf_conv2d_20
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_20, add_5,
    #     relu_18], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15:
    #     _native_batch_norm_legit_no_training_20, add_5, relu_18
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15[
        triton.cdiv(401408, 512), 1, 1
    ](
        buf_relu_18,
        inner_layer2_2_bn3_running_mean,
        inner_layer2_2_bn3_running_var,
        inner_layer2_2_bn3_weight,
        inner_layer2_2_bn3_bias,
        buf_relu_15,
        401408,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_15
    # Topologically Sorted Source Nodes: [conv2d_21], Original ATen: [aten.convolution]
    # convolution_22: conv2d_21
    buf_conv2d_21 = torch.convolution(
        buf_relu_18,
        inner_layer2_3_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_21 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_21,
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    buf_relu_19 = buf_conv2d_21  # reuse
    del buf_conv2d_21
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_21, relu_19],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_21, relu_19
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_19,
        inner_layer2_3_bn1_running_mean,
        inner_layer2_3_bn1_running_var,
        inner_layer2_3_bn1_weight,
        inner_layer2_3_bn1_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_22 = buf_conv2d_19  # reuse
    del buf_conv2d_19
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_21, relu_19,
    #     conv2d_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12:
    #     _native_batch_norm_legit_no_training_21, relu_19, conv2d_22
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_12[
        triton.cdiv(9, 16), triton.cdiv(16384, 64), 1
    ](
        inner_layer2_3_conv2_weight,
        buf_conv2d_22,
        16384,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_21, relu_19,
    #     conv2d_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_23: conv2d_22
    buf_conv2d_22_2 = torch.convolution(
        buf_relu_19,
        buf_conv2d_22,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_22_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_22_2,
        (1, 128, 28, 28),
        (100352, 1, 3584, 128),
    )
    del buf_relu_19
    del buf_conv2d_22
    buf_relu_20 = buf_conv2d_22_2  # reuse
    del buf_conv2d_22_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_22, relu_20],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11:
    #     _native_batch_norm_legit_no_training_22, relu_20
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_11[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_20,
        inner_layer2_3_bn2_running_mean,
        inner_layer2_3_bn2_running_var,
        inner_layer2_3_bn2_weight,
        inner_layer2_3_bn2_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_22, relu_20,
    #     conv2d_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_24: conv2d_23
    buf_conv2d_23 = torch.convolution(
        buf_relu_20,
        inner_layer2_3_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_23 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_23,
        (1, 512, 28, 28),
        (401408, 1, 14336, 512),
    )
    del buf_relu_20
    buf_relu_21 = buf_conv2d_23  # reuse
    del buf_conv2d_23
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_23, add_6,
    #     relu_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15:
    #     _native_batch_norm_legit_no_training_23, add_6, relu_21
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_15[
        triton.cdiv(401408, 512), 1, 1
    ](
        buf_relu_21,
        inner_layer2_3_bn3_running_mean,
        inner_layer2_3_bn3_running_var,
        inner_layer2_3_bn3_weight,
        inner_layer2_3_bn3_bias,
        buf_relu_18,
        401408,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_18
    # Topologically Sorted Source Nodes: [conv2d_24], Original ATen: [aten.convolution]
    # convolution_25: conv2d_24
    buf_conv2d_24 = torch.convolution(
        buf_relu_21,
        inner_layer3_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_24 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_24,
        (1, 256, 28, 28),
        (200704, 1, 7168, 256),
    )
    buf_relu_22 = buf_conv2d_24  # reuse
    del buf_conv2d_24
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_24, relu_22],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_22:
    #     _native_batch_norm_legit_no_training_24, relu_22
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_22[
        triton.cdiv(200704, 1024), 1, 1
    ](
        buf_relu_22,
        inner_layer3_0_bn1_running_mean,
        inner_layer3_0_bn1_running_var,
        inner_layer3_0_bn1_weight,
        inner_layer3_0_bn1_bias,
        200704,
        XBLOCK=1024,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_25 = torch.empty_strided(
        (256, 256, 3, 3), (2304, 1, 768, 256), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_24, relu_22,
    #     conv2d_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_24, relu_22, conv2d_25
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_0_conv2_weight,
        buf_conv2d_25,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_24, relu_22,
    #     conv2d_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_26: conv2d_25
    buf_conv2d_25_2 = torch.convolution(
        buf_relu_22,
        buf_conv2d_25,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_25_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_25_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_22
    buf_relu_23 = buf_conv2d_25_2  # reuse
    del buf_conv2d_25_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_25, relu_23],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_25, relu_23
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_23,
        inner_layer3_0_bn2_running_mean,
        inner_layer3_0_bn2_running_var,
        inner_layer3_0_bn2_weight,
        inner_layer3_0_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_25, relu_23,
    #     conv2d_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_27: conv2d_26
    buf_conv2d_26 = torch.convolution(
        buf_relu_23,
        inner_layer3_0_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_26 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_26,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_23
    # Topologically Sorted Source Nodes: [conv2d_27], Original ATen: [aten.convolution]
    # convolution_28: conv2d_27
    buf_conv2d_27 = torch.convolution(
        buf_relu_21,
        inner_layer3_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_27 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_27,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_21
    buf_add_7 = buf_conv2d_26  # reuse
    del buf_conv2d_26
    buf_relu_24 = buf_add_7  # reuse
    del buf_add_7
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_26,
    #     _native_batch_norm_legit_no_training_27, add_7, relu_24], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_24:
    #     _native_batch_norm_legit_no_training_26, _native_batch_norm_legit_no_training_27, add_7,
    #     relu_24
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_24[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_24,
        inner_layer3_0_bn3_running_mean,
        inner_layer3_0_bn3_running_var,
        inner_layer3_0_bn3_weight,
        inner_layer3_0_bn3_bias,
        buf_conv2d_27,
        inner_layer3_0_downsample_1_running_mean,
        inner_layer3_0_downsample_1_running_var,
        inner_layer3_0_downsample_1_weight,
        inner_layer3_0_downsample_1_bias,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_conv2d_27
    # Topologically Sorted Source Nodes: [relu_24, conv2d_28], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_29: conv2d_28
    buf_conv2d_28 = torch.convolution(
        buf_relu_24,
        inner_layer3_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_28 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_28,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    buf_relu_25 = buf_conv2d_28  # reuse
    del buf_conv2d_28
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_28, relu_25],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_28, relu_25
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_25,
        inner_layer3_1_bn1_running_mean,
        inner_layer3_1_bn1_running_var,
        inner_layer3_1_bn1_weight,
        inner_layer3_1_bn1_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_29 = buf_conv2d_25  # reuse
    del buf_conv2d_25
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_28, relu_25,
    #     conv2d_29], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_28, relu_25, conv2d_29
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_1_conv2_weight,
        buf_conv2d_29,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_28, relu_25,
    #     conv2d_29], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_30: conv2d_29
    buf_conv2d_29_2 = torch.convolution(
        buf_relu_25,
        buf_conv2d_29,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_29_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_29_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_25
    buf_relu_26 = buf_conv2d_29_2  # reuse
    del buf_conv2d_29_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_29, relu_26],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_29, relu_26
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_26,
        inner_layer3_1_bn2_running_mean,
        inner_layer3_1_bn2_running_var,
        inner_layer3_1_bn2_weight,
        inner_layer3_1_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_29, relu_26,
    #     conv2d_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_31: conv2d_30
    buf_conv2d_30 = torch.convolution(
        buf_relu_26,
        inner_layer3_1_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_30 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_30,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_26
    buf_relu_27 = buf_conv2d_30  # reuse
    del buf_conv2d_30
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_30, add_8,
    #     relu_27], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27:
    #     _native_batch_norm_legit_no_training_30, add_8, relu_27
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_27,
        inner_layer3_1_bn3_running_mean,
        inner_layer3_1_bn3_running_var,
        inner_layer3_1_bn3_weight,
        inner_layer3_1_bn3_bias,
        buf_relu_24,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_24
    # Topologically Sorted Source Nodes: [conv2d_31], Original ATen: [aten.convolution]
    # convolution_32: conv2d_31
    buf_conv2d_31 = torch.convolution(
        buf_relu_27,
        inner_layer3_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_31 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_31,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    buf_relu_28 = buf_conv2d_31  # reuse
    del buf_conv2d_31
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_31, relu_28],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_31, relu_28
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_28,
        inner_layer3_2_bn1_running_mean,
        inner_layer3_2_bn1_running_var,
        inner_layer3_2_bn1_weight,
        inner_layer3_2_bn1_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_32 = buf_conv2d_29  # reuse
    del buf_conv2d_29
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_31, relu_28,
    #     conv2d_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_31, relu_28, conv2d_32
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_2_conv2_weight,
        buf_conv2d_32,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_31, relu_28,
    #     conv2d_32], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_33: conv2d_32
    buf_conv2d_32_2 = torch.convolution(
        buf_relu_28,
        buf_conv2d_32,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_32_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_32_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_28
    buf_relu_29 = buf_conv2d_32_2  # reuse
    del buf_conv2d_32_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_32, relu_29],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_32, relu_29
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_29,
        inner_layer3_2_bn2_running_mean,
        inner_layer3_2_bn2_running_var,
        inner_layer3_2_bn2_weight,
        inner_layer3_2_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_32, relu_29,
    #     conv2d_33], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_34: conv2d_33
    buf_conv2d_33 = torch.convolution(
        buf_relu_29,
        inner_layer3_2_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_33 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_33,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_29
    buf_relu_30 = buf_conv2d_33  # reuse
    del buf_conv2d_33
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_33, add_9,
    #     relu_30], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27:
    #     _native_batch_norm_legit_no_training_33, add_9, relu_30
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_30,
        inner_layer3_2_bn3_running_mean,
        inner_layer3_2_bn3_running_var,
        inner_layer3_2_bn3_weight,
        inner_layer3_2_bn3_bias,
        buf_relu_27,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_27
    # Topologically Sorted Source Nodes: [conv2d_34], Original ATen: [aten.convolution]
    # convolution_35: conv2d_34
    buf_conv2d_34 = torch.convolution(
        buf_relu_30,
        inner_layer3_3_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_34 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_34,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    buf_relu_31 = buf_conv2d_34  # reuse
    del buf_conv2d_34
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_34, relu_31],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_34, relu_31
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_31,
        inner_layer3_3_bn1_running_mean,
        inner_layer3_3_bn1_running_var,
        inner_layer3_3_bn1_weight,
        inner_layer3_3_bn1_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_35 = buf_conv2d_32  # reuse
    del buf_conv2d_32
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_34, relu_31,
    #     conv2d_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_34, relu_31, conv2d_35
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_3_conv2_weight,
        buf_conv2d_35,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_34, relu_31,
    #     conv2d_35], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_36: conv2d_35
    buf_conv2d_35_2 = torch.convolution(
        buf_relu_31,
        buf_conv2d_35,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_35_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_35_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_31
    buf_relu_32 = buf_conv2d_35_2  # reuse
    del buf_conv2d_35_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_35, relu_32],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_35, relu_32
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_32,
        inner_layer3_3_bn2_running_mean,
        inner_layer3_3_bn2_running_var,
        inner_layer3_3_bn2_weight,
        inner_layer3_3_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_35, relu_32,
    #     conv2d_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_37: conv2d_36
    buf_conv2d_36 = torch.convolution(
        buf_relu_32,
        inner_layer3_3_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_36 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_36,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_32
    buf_relu_33 = buf_conv2d_36  # reuse
    del buf_conv2d_36
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_36, add_10,
    #     relu_33], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27:
    #     _native_batch_norm_legit_no_training_36, add_10, relu_33
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_33,
        inner_layer3_3_bn3_running_mean,
        inner_layer3_3_bn3_running_var,
        inner_layer3_3_bn3_weight,
        inner_layer3_3_bn3_bias,
        buf_relu_30,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_30
    # Topologically Sorted Source Nodes: [conv2d_37], Original ATen: [aten.convolution]
    # convolution_38: conv2d_37
    buf_conv2d_37 = torch.convolution(
        buf_relu_33,
        inner_layer3_4_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_37 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_37,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    buf_relu_34 = buf_conv2d_37  # reuse
    del buf_conv2d_37
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_37, relu_34],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_37, relu_34
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_34,
        inner_layer3_4_bn1_running_mean,
        inner_layer3_4_bn1_running_var,
        inner_layer3_4_bn1_weight,
        inner_layer3_4_bn1_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_38 = buf_conv2d_35  # reuse
    del buf_conv2d_35
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_37, relu_34,
    #     conv2d_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_37, relu_34, conv2d_38
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_4_conv2_weight,
        buf_conv2d_38,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_37, relu_34,
    #     conv2d_38], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_39: conv2d_38
    buf_conv2d_38_2 = torch.convolution(
        buf_relu_34,
        buf_conv2d_38,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_38_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_38_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_34
    buf_relu_35 = buf_conv2d_38_2  # reuse
    del buf_conv2d_38_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_38, relu_35],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_38, relu_35
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_35,
        inner_layer3_4_bn2_running_mean,
        inner_layer3_4_bn2_running_var,
        inner_layer3_4_bn2_weight,
        inner_layer3_4_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_38, relu_35,
    #     conv2d_39], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_40: conv2d_39
    buf_conv2d_39 = torch.convolution(
        buf_relu_35,
        inner_layer3_4_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_39 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_39,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_35
    buf_relu_36 = buf_conv2d_39  # reuse
    del buf_conv2d_39
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_39, add_11,
    #     relu_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27:
    #     _native_batch_norm_legit_no_training_39, add_11, relu_36
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_36,
        inner_layer3_4_bn3_running_mean,
        inner_layer3_4_bn3_running_var,
        inner_layer3_4_bn3_weight,
        inner_layer3_4_bn3_bias,
        buf_relu_33,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_33
    # Topologically Sorted Source Nodes: [conv2d_40], Original ATen: [aten.convolution]
    # convolution_41: conv2d_40
    buf_conv2d_40 = torch.convolution(
        buf_relu_36,
        inner_layer3_5_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_40 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_40,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    buf_relu_37 = buf_conv2d_40  # reuse
    del buf_conv2d_40
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_40, relu_37],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_40, relu_37
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_37,
        inner_layer3_5_bn1_running_mean,
        inner_layer3_5_bn1_running_var,
        inner_layer3_5_bn1_weight,
        inner_layer3_5_bn1_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_41 = buf_conv2d_38  # reuse
    del buf_conv2d_38
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_40, relu_37,
    #     conv2d_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(65536, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25:
    #     _native_batch_norm_legit_no_training_40, relu_37, conv2d_41
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_25[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer3_5_conv2_weight,
        buf_conv2d_41,
        65536,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_40, relu_37,
    #     conv2d_41], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_42: conv2d_41
    buf_conv2d_41_2 = torch.convolution(
        buf_relu_37,
        buf_conv2d_41,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_41_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_41_2,
        (1, 256, 14, 14),
        (50176, 1, 3584, 256),
    )
    del buf_relu_37
    del buf_conv2d_41
    buf_relu_38 = buf_conv2d_41_2  # reuse
    del buf_conv2d_41_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_41, relu_38],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23:
    #     _native_batch_norm_legit_no_training_41, relu_38
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_23[
        triton.cdiv(50176, 512), 1, 1
    ](
        buf_relu_38,
        inner_layer3_5_bn2_running_mean,
        inner_layer3_5_bn2_running_var,
        inner_layer3_5_bn2_weight,
        inner_layer3_5_bn2_bias,
        50176,
        XBLOCK=512,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_41, relu_38,
    #     conv2d_42], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_43: conv2d_42
    buf_conv2d_42 = torch.convolution(
        buf_relu_38,
        inner_layer3_5_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_42 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_42,
        (1, 1024, 14, 14),
        (200704, 1, 14336, 1024),
    )
    del buf_relu_38
    buf_relu_39 = buf_conv2d_42  # reuse
    del buf_conv2d_42
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_42, add_12,
    #     relu_39], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27:
    #     _native_batch_norm_legit_no_training_42, add_12, relu_39
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_27[
        triton.cdiv(200704, 512), 1, 1
    ](
        buf_relu_39,
        inner_layer3_5_bn3_running_mean,
        inner_layer3_5_bn3_running_var,
        inner_layer3_5_bn3_weight,
        inner_layer3_5_bn3_bias,
        buf_relu_36,
        200704,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_36
    # Topologically Sorted Source Nodes: [conv2d_43], Original ATen: [aten.convolution]
    # convolution_44: conv2d_43
    buf_conv2d_43 = torch.convolution(
        buf_relu_39,
        inner_layer4_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_43 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_43,
        (1, 512, 14, 14),
        (100352, 1, 7168, 512),
    )
    buf_relu_40 = buf_conv2d_43  # reuse
    del buf_conv2d_43
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_43, relu_40],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_40:
    #     _native_batch_norm_legit_no_training_43, relu_40
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_40[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_40,
        inner_layer4_0_bn1_running_mean,
        inner_layer4_0_bn1_running_var,
        inner_layer4_0_bn1_weight,
        inner_layer4_0_bn1_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    buf_conv2d_44 = torch.empty_strided(
        (512, 512, 3, 3), (4608, 1, 1536, 512), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_43, relu_40,
    #     conv2d_44], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(262144, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44:
    #     _native_batch_norm_legit_no_training_43, relu_40, conv2d_44
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer4_0_conv2_weight,
        buf_conv2d_44,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_43, relu_40,
    #     conv2d_44], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_45: conv2d_44
    buf_conv2d_44_2 = torch.convolution(
        buf_relu_40,
        buf_conv2d_44,
        stride=(2, 2),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_44_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_44_2,
        (1, 512, 7, 7),
        (25088, 1, 3584, 512),
    )
    del buf_relu_40
    buf_relu_41 = buf_conv2d_44_2  # reuse
    del buf_conv2d_44_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_44, relu_41],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41:
    #     _native_batch_norm_legit_no_training_44, relu_41
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41[
        triton.cdiv(25088, 128), 1, 1
    ](
        buf_relu_41,
        inner_layer4_0_bn2_running_mean,
        inner_layer4_0_bn2_running_var,
        inner_layer4_0_bn2_weight,
        inner_layer4_0_bn2_bias,
        25088,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_44, relu_41,
    #     conv2d_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_46: conv2d_45
    buf_conv2d_45 = torch.convolution(
        buf_relu_41,
        inner_layer4_0_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_45 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_45,
        (1, 2048, 7, 7),
        (100352, 1, 14336, 2048),
    )
    del buf_relu_41
    # Topologically Sorted Source Nodes: [conv2d_46], Original ATen: [aten.convolution]
    # convolution_47: conv2d_46
    buf_conv2d_46 = torch.convolution(
        buf_relu_39,
        inner_layer4_0_downsample_0_weight,
        stride=(2, 2),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_46 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_46,
        (1, 2048, 7, 7),
        (100352, 1, 14336, 2048),
    )
    del buf_relu_39
    buf_add_13 = buf_conv2d_45  # reuse
    del buf_conv2d_45
    buf_relu_42 = buf_add_13  # reuse
    del buf_add_13
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_45,
    #     _native_batch_norm_legit_no_training_46, add_13, relu_42], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_42:
    #     _native_batch_norm_legit_no_training_45, _native_batch_norm_legit_no_training_46, add_13,
    #     relu_42
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_42[
        triton.cdiv(100352, 512), 1, 1
    ](
        buf_relu_42,
        inner_layer4_0_bn3_running_mean,
        inner_layer4_0_bn3_running_var,
        inner_layer4_0_bn3_weight,
        inner_layer4_0_bn3_bias,
        buf_conv2d_46,
        inner_layer4_0_downsample_1_running_mean,
        inner_layer4_0_downsample_1_running_var,
        inner_layer4_0_downsample_1_weight,
        inner_layer4_0_downsample_1_bias,
        100352,
        XBLOCK=512,
        num_warps=8,
        num_stages=1,
    )
    del buf_conv2d_46
    # Topologically Sorted Source Nodes: [relu_42, conv2d_47], Original ATen: [aten.relu,
    #     aten.convolution]
    # convolution_48: conv2d_47
    buf_conv2d_47 = torch.convolution(
        buf_relu_42,
        inner_layer4_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_47 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_47,
        (1, 512, 7, 7),
        (25088, 1, 3584, 512),
    )
    buf_relu_43 = buf_conv2d_47  # reuse
    del buf_conv2d_47
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_47, relu_43],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41:
    #     _native_batch_norm_legit_no_training_47, relu_43
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41[
        triton.cdiv(25088, 128), 1, 1
    ](
        buf_relu_43,
        inner_layer4_1_bn1_running_mean,
        inner_layer4_1_bn1_running_var,
        inner_layer4_1_bn1_weight,
        inner_layer4_1_bn1_bias,
        25088,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_48 = buf_conv2d_44  # reuse
    del buf_conv2d_44
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_47, relu_43,
    #     conv2d_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(262144, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44:
    #     _native_batch_norm_legit_no_training_47, relu_43, conv2d_48
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer4_1_conv2_weight,
        buf_conv2d_48,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_47, relu_43,
    #     conv2d_48], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_49: conv2d_48
    buf_conv2d_48_2 = torch.convolution(
        buf_relu_43,
        buf_conv2d_48,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_48_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_48_2,
        (1, 512, 7, 7),
        (25088, 1, 3584, 512),
    )
    del buf_relu_43
    buf_relu_44 = buf_conv2d_48_2  # reuse
    del buf_conv2d_48_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_48, relu_44],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41:
    #     _native_batch_norm_legit_no_training_48, relu_44
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41[
        triton.cdiv(25088, 128), 1, 1
    ](
        buf_relu_44,
        inner_layer4_1_bn2_running_mean,
        inner_layer4_1_bn2_running_var,
        inner_layer4_1_bn2_weight,
        inner_layer4_1_bn2_bias,
        25088,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_48, relu_44,
    #     conv2d_49], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_50: conv2d_49
    buf_conv2d_49 = torch.convolution(
        buf_relu_44,
        inner_layer4_1_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_49 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_49,
        (1, 2048, 7, 7),
        (100352, 1, 14336, 2048),
    )
    del buf_relu_44
    buf_relu_45 = buf_conv2d_49  # reuse
    del buf_conv2d_49
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_49, add_14,
    #     relu_45], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_45:
    #     _native_batch_norm_legit_no_training_49, add_14, relu_45
    triton_poi_fused__native_batch_norm_legit_no_training_add_relu__relu_45[
        triton.cdiv(49, 32), triton.cdiv(2048, 32), 1
    ](
        buf_relu_45,
        inner_layer4_1_bn3_running_mean,
        inner_layer4_1_bn3_running_var,
        inner_layer4_1_bn3_weight,
        inner_layer4_1_bn3_bias,
        buf_relu_42,
        2048,
        49,
        XBLOCK=32,
        YBLOCK=32,
        num_warps=4,
        num_stages=1,
    )
    del buf_relu_42
    # Topologically Sorted Source Nodes: [conv2d_50], Original ATen: [aten.convolution]
    # convolution_51: conv2d_50
    buf_conv2d_50 = torch.convolution(
        buf_relu_45,
        inner_layer4_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_50 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_50,
        (1, 512, 7, 7),
        (25088, 1, 3584, 512),
    )
    buf_relu_46 = buf_conv2d_50  # reuse
    del buf_conv2d_50
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_50, relu_46],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41:
    #     _native_batch_norm_legit_no_training_50, relu_46
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41[
        triton.cdiv(25088, 128), 1, 1
    ](
        buf_relu_46,
        inner_layer4_2_bn1_running_mean,
        inner_layer4_2_bn1_running_var,
        inner_layer4_2_bn1_weight,
        inner_layer4_2_bn1_bias,
        25088,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    buf_conv2d_51 = buf_conv2d_48  # reuse
    del buf_conv2d_48
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_50, relu_46,
    #     conv2d_51], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    y_blocks = triton.cdiv(262144, 64)
    z_blocks = triton.cdiv(y_blocks, 65535)
    # triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44:
    #     _native_batch_norm_legit_no_training_50, relu_46, conv2d_51
    triton_poi_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_44[
        triton.cdiv(9, 16), triton.cdiv(y_blocks, z_blocks), z_blocks
    ](
        inner_layer4_2_conv2_weight,
        buf_conv2d_51,
        262144,
        9,
        XBLOCK=16,
        YBLOCK=64,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_50, relu_46,
    #     conv2d_51], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_52: conv2d_51
    buf_conv2d_51_2 = torch.convolution(
        buf_relu_46,
        buf_conv2d_51,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_51_2 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_51_2,
        (1, 512, 7, 7),
        (25088, 1, 3584, 512),
    )
    del buf_relu_46
    del buf_conv2d_51
    buf_relu_47 = buf_conv2d_51_2  # reuse
    del buf_conv2d_51_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_51, relu_47],
    #     Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu]
    # triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41:
    #     _native_batch_norm_legit_no_training_51, relu_47
    triton_poi_fused__native_batch_norm_legit_no_training_relu__relu_41[
        triton.cdiv(25088, 128), 1, 1
    ](
        buf_relu_47,
        inner_layer4_2_bn2_running_mean,
        inner_layer4_2_bn2_running_var,
        inner_layer4_2_bn2_weight,
        inner_layer4_2_bn2_bias,
        25088,
        XBLOCK=128,
        num_warps=4,
        num_stages=1,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_51, relu_47,
    #     conv2d_52], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_53: conv2d_52
    buf_conv2d_52 = torch.convolution(
        buf_relu_47,
        inner_layer4_2_conv3_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_52 = _check_shape(
        "the output of aten.convolution.default",
        buf_conv2d_52,
        (1, 2048, 7, 7),
        (100352, 1, 14336, 2048),
    )
    del buf_relu_47
    buf_adaptive_avg_pool2d = torch.empty_strided(
        (1, 2048, 1, 1), (2048, 1, 2048, 2048), dtype=torch.float32, device="cuda"
    )
    buf_adaptive_avg_pool2d_2 = buf_adaptive_avg_pool2d  # reuse
    del buf_adaptive_avg_pool2d
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_52, add_15,
    #     relu_48, adaptive_avg_pool2d], Original ATen: [aten._native_batch_norm_legit_no_training,
    #     aten.add, aten.relu, aten.mean]
    # triton_per_fused__native_batch_norm_legit_no_training_add_mean_relu:
    #     _native_batch_norm_legit_no_training_52, add_15, relu_48, adaptive_avg_pool2d
    triton_per_fused__native_batch_norm_legit_no_training_add_mean_relu[
        triton.cdiv(2048, 32), 1, 1
    ](
        buf_adaptive_avg_pool2d_2,
        buf_conv2d_52,
        inner_layer4_2_bn3_running_mean,
        inner_layer4_2_bn3_running_var,
        inner_layer4_2_bn3_weight,
        inner_layer4_2_bn3_bias,
        buf_relu_45,
        2048,
        49,
        XBLOCK=32,
        num_warps=8,
        num_stages=1,
    )
    del buf_relu_45
    del buf_conv2d_52
    out = torch.empty_strided((1, 1000), (1000, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_52, add_15,
    #     relu_48, adaptive_avg_pool2d, view, linear], Original ATen:
    #     [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean, aten.view,
    #     aten.t, aten.addmm]
    # addmm: linear
    torch.addmm(
        inner_fc_bias,
        torch.as_strided(buf_adaptive_avg_pool2d_2, (1, 2048), (0, 1), 0),
        torch.as_strided(inner_fc_weight, (2048, 1000), (1, 2048), 0),
        alpha=1,
        beta=1,
        out=out,
    )
    del buf_adaptive_avg_pool2d_2
    return out
