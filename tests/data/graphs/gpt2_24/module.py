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
def welford_combine(mean_1, m2_1, weight_1, mean_2, m2_2, weight_2):
    delta = mean_2 - mean_1
    new_weight = weight_1 + weight_2
    w2_over_w = tl.where(new_weight == 0.0, 0.0, weight_2 / new_weight)
    return (
        mean_1 + delta * w2_over_w,
        m2_1 + m2_2 + delta * delta * weight_1 * w2_over_w,
        new_weight,
    )


@triton.jit
def welford(mean, m2, weight, dim):
    return tl.reduce((mean, m2, weight), dim, welford_combine)


@triton.jit
def welford_reduce(value, mean, m2, weight, first_iteration):
    if first_iteration:
        new_weight = tl.full(weight.shape, 1, weight.dtype)
        new_mean = value
        new_m2 = tl.zeros_like(m2)
    else:
        delta = value - mean
        new_weight = weight + 1
        new_mean = mean + delta / new_weight
        new_m2 = m2 + delta * (value - new_mean)
    return new_mean, new_m2, new_weight


# triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze fuses: embedding, arange,
#     add, unsqueeze, embedding_1, add_1, clone, layer_norm
#   gpt2_24.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   add => add
#   add_1 => add_1
#   arange => iota
#   embedding => embedding
#   embedding_1 => embedding_1
#   layer_norm => add_4, add_5, mul, mul_1, rsqrt, sub, var_mean
#   unsqueeze => unsqueeze
# kernel-id: 106fc41b403c
@triton.jit
def triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze(
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    out_ptr2,
    xnumel,
    r0_numel,
    XBLOCK: tl.constexpr,
    R0_BLOCK: tl.constexpr,
):
    xnumel = 64
    r0_numel = 256
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy="evict_last")
    tmp10_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp10_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp7 = tl.load(
            in_ptr2 + (r0_1 + 256 * x0), r0_mask & xmask, eviction_policy="evict_last", other=0.0
        )
        tmp1 = tl.full([1, 1], 1000, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(
            ((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000"
        )
        tmp6 = tl.load(
            in_ptr1 + (r0_1 + 256 * tmp4), r0_mask & xmask, eviction_policy="evict_last", other=0.0
        )
        tmp8 = tmp6 + tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp10_mean_next, tmp10_m2_next, tmp10_weight_next = welford_reduce(
            tmp9, tmp10_mean, tmp10_m2, tmp10_weight, roffset == 0
        )
        tmp10_mean = tl.where(r0_mask & xmask, tmp10_mean_next, tmp10_mean)
        tmp10_m2 = tl.where(r0_mask & xmask, tmp10_m2_next, tmp10_m2)
        tmp10_weight = tl.where(r0_mask & xmask, tmp10_weight_next, tmp10_weight)
    tmp11, tmp12, tmp13 = welford(tmp10_mean, tmp10_m2, tmp10_weight, 1)
    tmp10 = tmp11[:, None]
    tmp14 = tmp12[:, None]
    tmp15 = tmp13[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp22 = tl.load(
            in_ptr2 + (r0_1 + 256 * x0), r0_mask & xmask, eviction_policy="evict_first", other=0.0
        )
        tmp31 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy="evict_last", other=0.0)
        tmp33 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy="evict_last", other=0.0)
        tmp16 = tl.full([1, 1], 1000, tl.int32)
        tmp17 = tmp0 + tmp16
        tmp18 = tmp0 < 0
        tmp19 = tl.where(tmp18, tmp17, tmp0)
        tl.device_assert(
            ((0 <= tmp19) & (tmp19 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp19 < 1000"
        )
        tmp21 = tl.load(
            in_ptr1 + (r0_1 + 256 * tmp19),
            r0_mask & xmask,
            eviction_policy="evict_first",
            other=0.0,
        )
        tmp23 = tmp21 + tmp22
        tmp24 = tmp23 - tmp10
        tmp25 = tl.full([1, 1], 256.0, tl.float32)
        tmp26 = tmp14 / tmp25
        tmp27 = tl.full([1, 1], 1e-05, tl.float32)
        tmp28 = tmp26 + tmp27
        tmp29 = libdevice.rsqrt(tmp28)
        tmp30 = tmp24 * tmp29
        tmp32 = tmp30 * tmp31
        tmp34 = tmp32 + tmp33
        tl.store(out_ptr2 + (r0_1 + 256 * x0), tmp34, r0_mask & xmask)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
#     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
# Launched 24 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
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
# kernel-id: f95020f46265
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 256
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (256 + x0 + 768 * x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2 fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
#     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
# Launched 24 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
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
# kernel-id: f95020f46265-2
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2(
    in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 256
    x1 = xindex // 256
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (512 + x0 + 768 * x1), None)
    tl.store(out_ptr0 + (x2), tmp0, None)


# triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3 fuses: arange_3,
#     add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
#     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
#     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
# Launched 24 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
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
# kernel-id: f95020f46265-3
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3(
    out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 64
    x1 = xindex // 64
    x2 = xindex
    tmp0 = x0
    tmp1 = x1
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.full([1], float("-inf"), tl.float32)
    tmp5 = tl.where(tmp2, tmp3, tmp4)
    tl.store(out_ptr0 + (x2), tmp5, None)


# triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view fuses: embedding,
#     arange, add, unsqueeze, embedding_1, add_1, clone, addmm_1, view_8, clone_3, add_4,
#     layer_norm_1
#   gpt2_24.py:19  return self.inner(x)
# kernel-id: dfbe4cf866dd
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
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy="evict_last")
    tmp10 = tl.load(in_ptr3 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp36 = tl.load(in_ptr4 + (r0_1), None, eviction_policy="evict_last")
    tmp38 = tl.load(in_ptr5 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 1000, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(
        ((0 <= tmp7) & (tmp7 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 1000"
    )
    tmp9 = tl.load(in_ptr2 + (r0_1 + 256 * tmp7), xmask, other=0.0)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp2 + tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp18 = tl.where(xmask, tmp16, 0)
    tmp19 = tl.sum(tmp18, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 256, tl.int32)
    tmp21 = tmp20.to(tl.float32)
    tmp22 = tmp19 / tmp21
    tmp23 = tmp13 - tmp22
    tmp24 = tmp23 * tmp23
    tmp25 = tl.broadcast_to(tmp24, [XBLOCK, R0_BLOCK])
    tmp27 = tl.where(xmask, tmp25, 0)
    tmp28 = tl.sum(tmp27, 1)[:, None].to(tl.float32)
    tmp29 = tmp12 - tmp22
    tmp30 = tl.full([1, 1], 256.0, tl.float32)
    tmp31 = tmp28 / tmp30
    tmp32 = tl.full([1, 1], 1e-05, tl.float32)
    tmp33 = tmp31 + tmp32
    tmp34 = libdevice.rsqrt(tmp33)
    tmp35 = tmp29 * tmp34
    tmp37 = tmp35 * tmp36
    tmp39 = tmp37 + tmp38
    tl.store(in_out_ptr0 + (r0_1 + 256 * x0), tmp12, xmask)
    tl.store(out_ptr2 + (r0_1 + 256 * x0), tmp39, xmask)


# triton_poi_fused_add_addmm_mul_pow_tanh_view fuses: addmm_2, view_10, mul, pow_1, mul_1,
#     add_5, mul_2, tanh, add_6, mul_3
# Launched 24 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
# kernel-id: edfb42b3ec71
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view(
    in_out_ptr0, in_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 65536
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 1024
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
# Launched 23 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
# kernel-id: 12abc4945ac1
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2(
    in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tl.load(in_ptr2 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy="evict_last")
    tmp30 = tl.load(in_ptr4 + (r0_1), None, eviction_policy="evict_last")
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 / tmp13
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = tmp20 / tmp22
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 256 * x0), tmp31, xmask)


# triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3 fuses: addmm_3, view_12,
#     clone_4, add_7, addmm_5, view_20, clone_7, add_8, layer_norm_3
# Launched 23 times on different nodes; each launch in call lists its own.
#   gpt2_24.py:19  return self.inner(x)
# kernel-id: 1f17c4dc1668
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
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp5 = tl.load(in_ptr3 + (r0_1 + 256 * x0), xmask, other=0.0)
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
    tmp16 = tl.full([1, 1], 256, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = tmp15 / tmp17
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 256.0, tl.float32)
    tmp27 = tmp24 / tmp26
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 256 * x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 256 * x0), tmp35, xmask)


# triton_per_fused_add_addmm_native_layer_norm_view__view_289 fuses: addmm_95, view_288,
#     clone_96, add_99, layer_norm_48, view_289
#   gpt2_24.py:19  return self.inner(x)
# kernel-id: 06d3b64fd1e2
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view__view_289(
    in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 64
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tl.load(in_ptr1 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy="evict_last")
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 256, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = tmp11 / tmp13
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = tmp20 / tmp22
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 256 * x0), tmp31, xmask)


def call(x):
    _check_input("x", x, 2, torch.int64, "cuda")
    x = _check_shape("x", x, (1, 64), (64, 1))
    weights = load_weights()
    inner_inner_wte_weight = weights["inner_inner_wte_weight"]
    inner_inner_wpe_weight = weights["inner_inner_wpe_weight"]
    inner_inner_h_0_ln_1_weight = weights["inner_inner_h_0_ln_1_weight"]
    inner_inner_h_0_ln_1_bias = weights["inner_inner_h_0_ln_1_bias"]
    inner_inner_h_0_attn_c_attn_weight = weights["inner_inner_h_0_attn_c_attn_weight"]
    inner_inner_h_0_attn_c_attn_bias = weights["inner_inner_h_0_attn_c_attn_bias"]
    inner_inner_h_0_attn_c_proj_weight = weights["inner_inner_h_0_attn_c_proj_weight"]
    inner_inner_h_0_attn_c_proj_bias = weights["inner_inner_h_0_attn_c_proj_bias"]
    inner_inner_h_0_ln_2_weight = weights["inner_inner_h_0_ln_2_weight"]
    inner_inner_h_0_ln_2_bias = weights["inner_inner_h_0_ln_2_bias"]
    inner_inner_h_0_mlp_c_fc_weight = weights["inner_inner_h_0_mlp_c_fc_weight"]
    inner_inner_h_0_mlp_c_fc_bias = weights["inner_inner_h_0_mlp_c_fc_bias"]
    inner_inner_h_0_mlp_c_proj_weight = weights["inner_inner_h_0_mlp_c_proj_weight"]
    inner_inner_h_0_mlp_c_proj_bias = weights["inner_inner_h_0_mlp_c_proj_bias"]
    inner_inner_h_1_ln_1_weight = weights["inner_inner_h_1_ln_1_weight"]
    inner_inner_h_1_ln_1_bias = weights["inner_inner_h_1_ln_1_bias"]
    inner_inner_h_1_attn_c_attn_weight = weights["inner_inner_h_1_attn_c_attn_weight"]
    inner_inner_h_1_attn_c_attn_bias = weights["inner_inner_h_1_attn_c_attn_bias"]
    inner_inner_h_1_attn_c_proj_weight = weights["inner_inner_h_1_attn_c_proj_weight"]
    inner_inner_h_1_attn_c_proj_bias = weights["inner_inner_h_1_attn_c_proj_bias"]
    inner_inner_h_1_ln_2_weight = weights["inner_inner_h_1_ln_2_weight"]
    inner_inner_h_1_ln_2_bias = weights["inner_inner_h_1_ln_2_bias"]
    inner_inner_h_1_mlp_c_fc_weight = weights["inner_inner_h_1_mlp_c_fc_weight"]
    inner_inner_h_1_mlp_c_fc_bias = weights["inner_inner_h_1_mlp_c_fc_bias"]
    inner_inner_h_1_mlp_c_proj_weight = weights["inner_inner_h_1_mlp_c_proj_weight"]
    inner_inner_h_1_mlp_c_proj_bias = weights["inner_inner_h_1_mlp_c_proj_bias"]
    inner_inner_h_2_ln_1_weight = weights["inner_inner_h_2_ln_1_weight"]
    inner_inner_h_2_ln_1_bias = weights["inner_inner_h_2_ln_1_bias"]
    inner_inner_h_2_attn_c_attn_weight = weights["inner_inner_h_2_attn_c_attn_weight"]
    inner_inner_h_2_attn_c_attn_bias = weights["inner_inner_h_2_attn_c_attn_bias"]
    inner_inner_h_2_attn_c_proj_weight = weights["inner_inner_h_2_attn_c_proj_weight"]
    inner_inner_h_2_attn_c_proj_bias = weights["inner_inner_h_2_attn_c_proj_bias"]
    inner_inner_h_2_ln_2_weight = weights["inner_inner_h_2_ln_2_weight"]
    inner_inner_h_2_ln_2_bias = weights["inner_inner_h_2_ln_2_bias"]
    inner_inner_h_2_mlp_c_fc_weight = weights["inner_inner_h_2_mlp_c_fc_weight"]
    inner_inner_h_2_mlp_c_fc_bias = weights["inner_inner_h_2_mlp_c_fc_bias"]
    inner_inner_h_2_mlp_c_proj_weight = weights["inner_inner_h_2_mlp_c_proj_weight"]
    inner_inner_h_2_mlp_c_proj_bias = weights["inner_inner_h_2_mlp_c_proj_bias"]
    inner_inner_h_3_ln_1_weight = weights["inner_inner_h_3_ln_1_weight"]
    inner_inner_h_3_ln_1_bias = weights["inner_inner_h_3_ln_1_bias"]
    inner_inner_h_3_attn_c_attn_weight = weights["inner_inner_h_3_attn_c_attn_weight"]
    inner_inner_h_3_attn_c_attn_bias = weights["inner_inner_h_3_attn_c_attn_bias"]
    inner_inner_h_3_attn_c_proj_weight = weights["inner_inner_h_3_attn_c_proj_weight"]
    inner_inner_h_3_attn_c_proj_bias = weights["inner_inner_h_3_attn_c_proj_bias"]
    inner_inner_h_3_ln_2_weight = weights["inner_inner_h_3_ln_2_weight"]
    inner_inner_h_3_ln_2_bias = weights["inner_inner_h_3_ln_2_bias"]
    inner_inner_h_3_mlp_c_fc_weight = weights["inner_inner_h_3_mlp_c_fc_weight"]
    inner_inner_h_3_mlp_c_fc_bias = weights["inner_inner_h_3_mlp_c_fc_bias"]
    inner_inner_h_3_mlp_c_proj_weight = weights["inner_inner_h_3_mlp_c_proj_weight"]
    inner_inner_h_3_mlp_c_proj_bias = weights["inner_inner_h_3_mlp_c_proj_bias"]
    inner_inner_h_4_ln_1_weight = weights["inner_inner_h_4_ln_1_weight"]
    inner_inner_h_4_ln_1_bias = weights["inner_inner_h_4_ln_1_bias"]
    inner_inner_h_4_attn_c_attn_weight = weights["inner_inner_h_4_attn_c_attn_weight"]
    inner_inner_h_4_attn_c_attn_bias = weights["inner_inner_h_4_attn_c_attn_bias"]
    inner_inner_h_4_attn_c_proj_weight = weights["inner_inner_h_4_attn_c_proj_weight"]
    inner_inner_h_4_attn_c_proj_bias = weights["inner_inner_h_4_attn_c_proj_bias"]
    inner_inner_h_4_ln_2_weight = weights["inner_inner_h_4_ln_2_weight"]
    inner_inner_h_4_ln_2_bias = weights["inner_inner_h_4_ln_2_bias"]
    inner_inner_h_4_mlp_c_fc_weight = weights["inner_inner_h_4_mlp_c_fc_weight"]
    inner_inner_h_4_mlp_c_fc_bias = weights["inner_inner_h_4_mlp_c_fc_bias"]
    inner_inner_h_4_mlp_c_proj_weight = weights["inner_inner_h_4_mlp_c_proj_weight"]
    inner_inner_h_4_mlp_c_proj_bias = weights["inner_inner_h_4_mlp_c_proj_bias"]
    inner_inner_h_5_ln_1_weight = weights["inner_inner_h_5_ln_1_weight"]
    inner_inner_h_5_ln_1_bias = weights["inner_inner_h_5_ln_1_bias"]
    inner_inner_h_5_attn_c_attn_weight = weights["inner_inner_h_5_attn_c_attn_weight"]
    inner_inner_h_5_attn_c_attn_bias = weights["inner_inner_h_5_attn_c_attn_bias"]
    inner_inner_h_5_attn_c_proj_weight = weights["inner_inner_h_5_attn_c_proj_weight"]
    inner_inner_h_5_attn_c_proj_bias = weights["inner_inner_h_5_attn_c_proj_bias"]
    inner_inner_h_5_ln_2_weight = weights["inner_inner_h_5_ln_2_weight"]
    inner_inner_h_5_ln_2_bias = weights["inner_inner_h_5_ln_2_bias"]
    inner_inner_h_5_mlp_c_fc_weight = weights["inner_inner_h_5_mlp_c_fc_weight"]
    inner_inner_h_5_mlp_c_fc_bias = weights["inner_inner_h_5_mlp_c_fc_bias"]
    inner_inner_h_5_mlp_c_proj_weight = weights["inner_inner_h_5_mlp_c_proj_weight"]
    inner_inner_h_5_mlp_c_proj_bias = weights["inner_inner_h_5_mlp_c_proj_bias"]
    inner_inner_h_6_ln_1_weight = weights["inner_inner_h_6_ln_1_weight"]
    inner_inner_h_6_ln_1_bias = weights["inner_inner_h_6_ln_1_bias"]
    inner_inner_h_6_attn_c_attn_weight = weights["inner_inner_h_6_attn_c_attn_weight"]
    inner_inner_h_6_attn_c_attn_bias = weights["inner_inner_h_6_attn_c_attn_bias"]
    inner_inner_h_6_attn_c_proj_weight = weights["inner_inner_h_6_attn_c_proj_weight"]
    inner_inner_h_6_attn_c_proj_bias = weights["inner_inner_h_6_attn_c_proj_bias"]
    inner_inner_h_6_ln_2_weight = weights["inner_inner_h_6_ln_2_weight"]
    inner_inner_h_6_ln_2_bias = weights["inner_inner_h_6_ln_2_bias"]
    inner_inner_h_6_mlp_c_fc_weight = weights["inner_inner_h_6_mlp_c_fc_weight"]
    inner_inner_h_6_mlp_c_fc_bias = weights["inner_inner_h_6_mlp_c_fc_bias"]
    inner_inner_h_6_mlp_c_proj_weight = weights["inner_inner_h_6_mlp_c_proj_weight"]
    inner_inner_h_6_mlp_c_proj_bias = weights["inner_inner_h_6_mlp_c_proj_bias"]
    inner_inner_h_7_ln_1_weight = weights["inner_inner_h_7_ln_1_weight"]
    inner_inner_h_7_ln_1_bias = weights["inner_inner_h_7_ln_1_bias"]
    inner_inner_h_7_attn_c_attn_weight = weights["inner_inner_h_7_attn_c_attn_weight"]
    inner_inner_h_7_attn_c_attn_bias = weights["inner_inner_h_7_attn_c_attn_bias"]
    inner_inner_h_7_attn_c_proj_weight = weights["inner_inner_h_7_attn_c_proj_weight"]
    inner_inner_h_7_attn_c_proj_bias = weights["inner_inner_h_7_attn_c_proj_bias"]
    inner_inner_h_7_ln_2_weight = weights["inner_inner_h_7_ln_2_weight"]
    inner_inner_h_7_ln_2_bias = weights["inner_inner_h_7_ln_2_bias"]
    inner_inner_h_7_mlp_c_fc_weight = weights["inner_inner_h_7_mlp_c_fc_weight"]
    inner_inner_h_7_mlp_c_fc_bias = weights["inner_inner_h_7_mlp_c_fc_bias"]
    inner_inner_h_7_mlp_c_proj_weight = weights["inner_inner_h_7_mlp_c_proj_weight"]
    inner_inner_h_7_mlp_c_proj_bias = weights["inner_inner_h_7_mlp_c_proj_bias"]
    inner_inner_h_8_ln_1_weight = weights["inner_inner_h_8_ln_1_weight"]
    inner_inner_h_8_ln_1_bias = weights["inner_inner_h_8_ln_1_bias"]
    inner_inner_h_8_attn_c_attn_weight = weights["inner_inner_h_8_attn_c_attn_weight"]
    inner_inner_h_8_attn_c_attn_bias = weights["inner_inner_h_8_attn_c_attn_bias"]
    inner_inner_h_8_attn_c_proj_weight = weights["inner_inner_h_8_attn_c_proj_weight"]
    inner_inner_h_8_attn_c_proj_bias = weights["inner_inner_h_8_attn_c_proj_bias"]
    inner_inner_h_8_ln_2_weight = weights["inner_inner_h_8_ln_2_weight"]
    inner_inner_h_8_ln_2_bias = weights["inner_inner_h_8_ln_2_bias"]
    inner_inner_h_8_mlp_c_fc_weight = weights["inner_inner_h_8_mlp_c_fc_weight"]
    inner_inner_h_8_mlp_c_fc_bias = weights["inner_inner_h_8_mlp_c_fc_bias"]
    inner_inner_h_8_mlp_c_proj_weight = weights["inner_inner_h_8_mlp_c_proj_weight"]
    inner_inner_h_8_mlp_c_proj_bias = weights["inner_inner_h_8_mlp_c_proj_bias"]
    inner_inner_h_9_ln_1_weight = weights["inner_inner_h_9_ln_1_weight"]
    inner_inner_h_9_ln_1_bias = weights["inner_inner_h_9_ln_1_bias"]
    inner_inner_h_9_attn_c_attn_weight = weights["inner_inner_h_9_attn_c_attn_weight"]
    inner_inner_h_9_attn_c_attn_bias = weights["inner_inner_h_9_attn_c_attn_bias"]
    inner_inner_h_9_attn_c_proj_weight = weights["inner_inner_h_9_attn_c_proj_weight"]
    inner_inner_h_9_attn_c_proj_bias = weights["inner_inner_h_9_attn_c_proj_bias"]
    inner_inner_h_9_ln_2_weight = weights["inner_inner_h_9_ln_2_weight"]
    inner_inner_h_9_ln_2_bias = weights["inner_inner_h_9_ln_2_bias"]
    inner_inner_h_9_mlp_c_fc_weight = weights["inner_inner_h_9_mlp_c_fc_weight"]
    inner_inner_h_9_mlp_c_fc_bias = weights["inner_inner_h_9_mlp_c_fc_bias"]
    inner_inner_h_9_mlp_c_proj_weight = weights["inner_inner_h_9_mlp_c_proj_weight"]
    inner_inner_h_9_mlp_c_proj_bias = weights["inner_inner_h_9_mlp_c_proj_bias"]
    inner_inner_h_10_ln_1_weight = weights["inner_inner_h_10_ln_1_weight"]
    inner_inner_h_10_ln_1_bias = weights["inner_inner_h_10_ln_1_bias"]
    inner_inner_h_10_attn_c_attn_weight = weights["inner_inner_h_10_attn_c_attn_weight"]
    inner_inner_h_10_attn_c_attn_bias = weights["inner_inner_h_10_attn_c_attn_bias"]
    inner_inner_h_10_attn_c_proj_weight = weights["inner_inner_h_10_attn_c_proj_weight"]
    inner_inner_h_10_attn_c_proj_bias = weights["inner_inner_h_10_attn_c_proj_bias"]
    inner_inner_h_10_ln_2_weight = weights["inner_inner_h_10_ln_2_weight"]
    inner_inner_h_10_ln_2_bias = weights["inner_inner_h_10_ln_2_bias"]
    inner_inner_h_10_mlp_c_fc_weight = weights["inner_inner_h_10_mlp_c_fc_weight"]
    inner_inner_h_10_mlp_c_fc_bias = weights["inner_inner_h_10_mlp_c_fc_bias"]
    inner_inner_h_10_mlp_c_proj_weight = weights["inner_inner_h_10_mlp_c_proj_weight"]
    inner_inner_h_10_mlp_c_proj_bias = weights["inner_inner_h_10_mlp_c_proj_bias"]
    inner_inner_h_11_ln_1_weight = weights["inner_inner_h_11_ln_1_weight"]
    inner_inner_h_11_ln_1_bias = weights["inner_inner_h_11_ln_1_bias"]
    inner_inner_h_11_attn_c_attn_weight = weights["inner_inner_h_11_attn_c_attn_weight"]
    inner_inner_h_11_attn_c_attn_bias = weights["inner_inner_h_11_attn_c_attn_bias"]
    inner_inner_h_11_attn_c_proj_weight = weights["inner_inner_h_11_attn_c_proj_weight"]
    inner_inner_h_11_attn_c_proj_bias = weights["inner_inner_h_11_attn_c_proj_bias"]
    inner_inner_h_11_ln_2_weight = weights["inner_inner_h_11_ln_2_weight"]
    inner_inner_h_11_ln_2_bias = weights["inner_inner_h_11_ln_2_bias"]
    inner_inner_h_11_mlp_c_fc_weight = weights["inner_inner_h_11_mlp_c_fc_weight"]
    inner_inner_h_11_mlp_c_fc_bias = weights["inner_inner_h_11_mlp_c_fc_bias"]
    inner_inner_h_11_mlp_c_proj_weight = weights["inner_inner_h_11_mlp_c_proj_weight"]
    inner_inner_h_11_mlp_c_proj_bias = weights["inner_inner_h_11_mlp_c_proj_bias"]
    inner_inner_h_12_ln_1_weight = weights["inner_inner_h_12_ln_1_weight"]
    inner_inner_h_12_ln_1_bias = weights["inner_inner_h_12_ln_1_bias"]
    inner_inner_h_12_attn_c_attn_weight = weights["inner_inner_h_12_attn_c_attn_weight"]
    inner_inner_h_12_attn_c_attn_bias = weights["inner_inner_h_12_attn_c_attn_bias"]
    inner_inner_h_12_attn_c_proj_weight = weights["inner_inner_h_12_attn_c_proj_weight"]
    inner_inner_h_12_attn_c_proj_bias = weights["inner_inner_h_12_attn_c_proj_bias"]
    inner_inner_h_12_ln_2_weight = weights["inner_inner_h_12_ln_2_weight"]
    inner_inner_h_12_ln_2_bias = weights["inner_inner_h_12_ln_2_bias"]
    inner_inner_h_12_mlp_c_fc_weight = weights["inner_inner_h_12_mlp_c_fc_weight"]
    inner_inner_h_12_mlp_c_fc_bias = weights["inner_inner_h_12_mlp_c_fc_bias"]
    inner_inner_h_12_mlp_c_proj_weight = weights["inner_inner_h_12_mlp_c_proj_weight"]
    inner_inner_h_12_mlp_c_proj_bias = weights["inner_inner_h_12_mlp_c_proj_bias"]
    inner_inner_h_13_ln_1_weight = weights["inner_inner_h_13_ln_1_weight"]
    inner_inner_h_13_ln_1_bias = weights["inner_inner_h_13_ln_1_bias"]
    inner_inner_h_13_attn_c_attn_weight = weights["inner_inner_h_13_attn_c_attn_weight"]
    inner_inner_h_13_attn_c_attn_bias = weights["inner_inner_h_13_attn_c_attn_bias"]
    inner_inner_h_13_attn_c_proj_weight = weights["inner_inner_h_13_attn_c_proj_weight"]
    inner_inner_h_13_attn_c_proj_bias = weights["inner_inner_h_13_attn_c_proj_bias"]
    inner_inner_h_13_ln_2_weight = weights["inner_inner_h_13_ln_2_weight"]
    inner_inner_h_13_ln_2_bias = weights["inner_inner_h_13_ln_2_bias"]
    inner_inner_h_13_mlp_c_fc_weight = weights["inner_inner_h_13_mlp_c_fc_weight"]
    inner_inner_h_13_mlp_c_fc_bias = weights["inner_inner_h_13_mlp_c_fc_bias"]
    inner_inner_h_13_mlp_c_proj_weight = weights["inner_inner_h_13_mlp_c_proj_weight"]
    inner_inner_h_13_mlp_c_proj_bias = weights["inner_inner_h_13_mlp_c_proj_bias"]
    inner_inner_h_14_ln_1_weight = weights["inner_inner_h_14_ln_1_weight"]
    inner_inner_h_14_ln_1_bias = weights["inner_inner_h_14_ln_1_bias"]
    inner_inner_h_14_attn_c_attn_weight = weights["inner_inner_h_14_attn_c_attn_weight"]
    inner_inner_h_14_attn_c_attn_bias = weights["inner_inner_h_14_attn_c_attn_bias"]
    inner_inner_h_14_attn_c_proj_weight = weights["inner_inner_h_14_attn_c_proj_weight"]
    inner_inner_h_14_attn_c_proj_bias = weights["inner_inner_h_14_attn_c_proj_bias"]
    inner_inner_h_14_ln_2_weight = weights["inner_inner_h_14_ln_2_weight"]
    inner_inner_h_14_ln_2_bias = weights["inner_inner_h_14_ln_2_bias"]
    inner_inner_h_14_mlp_c_fc_weight = weights["inner_inner_h_14_mlp_c_fc_weight"]
    inner_inner_h_14_mlp_c_fc_bias = weights["inner_inner_h_14_mlp_c_fc_bias"]
    inner_inner_h_14_mlp_c_proj_weight = weights["inner_inner_h_14_mlp_c_proj_weight"]
    inner_inner_h_14_mlp_c_proj_bias = weights["inner_inner_h_14_mlp_c_proj_bias"]
    inner_inner_h_15_ln_1_weight = weights["inner_inner_h_15_ln_1_weight"]
    inner_inner_h_15_ln_1_bias = weights["inner_inner_h_15_ln_1_bias"]
    inner_inner_h_15_attn_c_attn_weight = weights["inner_inner_h_15_attn_c_attn_weight"]
    inner_inner_h_15_attn_c_attn_bias = weights["inner_inner_h_15_attn_c_attn_bias"]
    inner_inner_h_15_attn_c_proj_weight = weights["inner_inner_h_15_attn_c_proj_weight"]
    inner_inner_h_15_attn_c_proj_bias = weights["inner_inner_h_15_attn_c_proj_bias"]
    inner_inner_h_15_ln_2_weight = weights["inner_inner_h_15_ln_2_weight"]
    inner_inner_h_15_ln_2_bias = weights["inner_inner_h_15_ln_2_bias"]
    inner_inner_h_15_mlp_c_fc_weight = weights["inner_inner_h_15_mlp_c_fc_weight"]
    inner_inner_h_15_mlp_c_fc_bias = weights["inner_inner_h_15_mlp_c_fc_bias"]
    inner_inner_h_15_mlp_c_proj_weight = weights["inner_inner_h_15_mlp_c_proj_weight"]
    inner_inner_h_15_mlp_c_proj_bias = weights["inner_inner_h_15_mlp_c_proj_bias"]
    inner_inner_h_16_ln_1_weight = weights["inner_inner_h_16_ln_1_weight"]
    inner_inner_h_16_ln_1_bias = weights["inner_inner_h_16_ln_1_bias"]
    inner_inner_h_16_attn_c_attn_weight = weights["inner_inner_h_16_attn_c_attn_weight"]
    inner_inner_h_16_attn_c_attn_bias = weights["inner_inner_h_16_attn_c_attn_bias"]
    inner_inner_h_16_attn_c_proj_weight = weights["inner_inner_h_16_attn_c_proj_weight"]
    inner_inner_h_16_attn_c_proj_bias = weights["inner_inner_h_16_attn_c_proj_bias"]
    inner_inner_h_16_ln_2_weight = weights["inner_inner_h_16_ln_2_weight"]
    inner_inner_h_16_ln_2_bias = weights["inner_inner_h_16_ln_2_bias"]
    inner_inner_h_16_mlp_c_fc_weight = weights["inner_inner_h_16_mlp_c_fc_weight"]
    inner_inner_h_16_mlp_c_fc_bias = weights["inner_inner_h_16_mlp_c_fc_bias"]
    inner_inner_h_16_mlp_c_proj_weight = weights["inner_inner_h_16_mlp_c_proj_weight"]
    inner_inner_h_16_mlp_c_proj_bias = weights["inner_inner_h_16_mlp_c_proj_bias"]
    inner_inner_h_17_ln_1_weight = weights["inner_inner_h_17_ln_1_weight"]
    inner_inner_h_17_ln_1_bias = weights["inner_inner_h_17_ln_1_bias"]
    inner_inner_h_17_attn_c_attn_weight = weights["inner_inner_h_17_attn_c_attn_weight"]
    inner_inner_h_17_attn_c_attn_bias = weights["inner_inner_h_17_attn_c_attn_bias"]
    inner_inner_h_17_attn_c_proj_weight = weights["inner_inner_h_17_attn_c_proj_weight"]
    inner_inner_h_17_attn_c_proj_bias = weights["inner_inner_h_17_attn_c_proj_bias"]
    inner_inner_h_17_ln_2_weight = weights["inner_inner_h_17_ln_2_weight"]
    inner_inner_h_17_ln_2_bias = weights["inner_inner_h_17_ln_2_bias"]
    inner_inner_h_17_mlp_c_fc_weight = weights["inner_inner_h_17_mlp_c_fc_weight"]
    inner_inner_h_17_mlp_c_fc_bias = weights["inner_inner_h_17_mlp_c_fc_bias"]
    inner_inner_h_17_mlp_c_proj_weight = weights["inner_inner_h_17_mlp_c_proj_weight"]
    inner_inner_h_17_mlp_c_proj_bias = weights["inner_inner_h_17_mlp_c_proj_bias"]
    inner_inner_h_18_ln_1_weight = weights["inner_inner_h_18_ln_1_weight"]
    inner_inner_h_18_ln_1_bias = weights["inner_inner_h_18_ln_1_bias"]
    inner_inner_h_18_attn_c_attn_weight = weights["inner_inner_h_18_attn_c_attn_weight"]
    inner_inner_h_18_attn_c_attn_bias = weights["inner_inner_h_18_attn_c_attn_bias"]
    inner_inner_h_18_attn_c_proj_weight = weights["inner_inner_h_18_attn_c_proj_weight"]
    inner_inner_h_18_attn_c_proj_bias = weights["inner_inner_h_18_attn_c_proj_bias"]
    inner_inner_h_18_ln_2_weight = weights["inner_inner_h_18_ln_2_weight"]
    inner_inner_h_18_ln_2_bias = weights["inner_inner_h_18_ln_2_bias"]
    inner_inner_h_18_mlp_c_fc_weight = weights["inner_inner_h_18_mlp_c_fc_weight"]
    inner_inner_h_18_mlp_c_fc_bias = weights["inner_inner_h_18_mlp_c_fc_bias"]
    inner_inner_h_18_mlp_c_proj_weight = weights["inner_inner_h_18_mlp_c_proj_weight"]
    inner_inner_h_18_mlp_c_proj_bias = weights["inner_inner_h_18_mlp_c_proj_bias"]
    inner_inner_h_19_ln_1_weight = weights["inner_inner_h_19_ln_1_weight"]
    inner_inner_h_19_ln_1_bias = weights["inner_inner_h_19_ln_1_bias"]
    inner_inner_h_19_attn_c_attn_weight = weights["inner_inner_h_19_attn_c_attn_weight"]
    inner_inner_h_19_attn_c_attn_bias = weights["inner_inner_h_19_attn_c_attn_bias"]
    inner_inner_h_19_attn_c_proj_weight = weights["inner_inner_h_19_attn_c_proj_weight"]
    inner_inner_h_19_attn_c_proj_bias = weights["inner_inner_h_19_attn_c_proj_bias"]
    inner_inner_h_19_ln_2_weight = weights["inner_inner_h_19_ln_2_weight"]
    inner_inner_h_19_ln_2_bias = weights["inner_inner_h_19_ln_2_bias"]
    inner_inner_h_19_mlp_c_fc_weight = weights["inner_inner_h_19_mlp_c_fc_weight"]
    inner_inner_h_19_mlp_c_fc_bias = weights["inner_inner_h_19_mlp_c_fc_bias"]
    inner_inner_h_19_mlp_c_proj_weight = weights["inner_inner_h_19_mlp_c_proj_weight"]
    inner_inner_h_19_mlp_c_proj_bias = weights["inner_inner_h_19_mlp_c_proj_bias"]
    inner_inner_h_20_ln_1_weight = weights["inner_inner_h_20_ln_1_weight"]
    inner_inner_h_20_ln_1_bias = weights["inner_inner_h_20_ln_1_bias"]
    inner_inner_h_20_attn_c_attn_weight = weights["inner_inner_h_20_attn_c_attn_weight"]
    inner_inner_h_20_attn_c_attn_bias = weights["inner_inner_h_20_attn_c_attn_bias"]
    inner_inner_h_20_attn_c_proj_weight = weights["inner_inner_h_20_attn_c_proj_weight"]
    inner_inner_h_20_attn_c_proj_bias = weights["inner_inner_h_20_attn_c_proj_bias"]
    inner_inner_h_20_ln_2_weight = weights["inner_inner_h_20_ln_2_weight"]
    inner_inner_h_20_ln_2_bias = weights["inner_inner_h_20_ln_2_bias"]
    inner_inner_h_20_mlp_c_fc_weight = weights["inner_inner_h_20_mlp_c_fc_weight"]
    inner_inner_h_20_mlp_c_fc_bias = weights["inner_inner_h_20_mlp_c_fc_bias"]
    inner_inner_h_20_mlp_c_proj_weight = weights["inner_inner_h_20_mlp_c_proj_weight"]
    inner_inner_h_20_mlp_c_proj_bias = weights["inner_inner_h_20_mlp_c_proj_bias"]
    inner_inner_h_21_ln_1_weight = weights["inner_inner_h_21_ln_1_weight"]
    inner_inner_h_21_ln_1_bias = weights["inner_inner_h_21_ln_1_bias"]
    inner_inner_h_21_attn_c_attn_weight = weights["inner_inner_h_21_attn_c_attn_weight"]
    inner_inner_h_21_attn_c_attn_bias = weights["inner_inner_h_21_attn_c_attn_bias"]
    inner_inner_h_21_attn_c_proj_weight = weights["inner_inner_h_21_attn_c_proj_weight"]
    inner_inner_h_21_attn_c_proj_bias = weights["inner_inner_h_21_attn_c_proj_bias"]
    inner_inner_h_21_ln_2_weight = weights["inner_inner_h_21_ln_2_weight"]
    inner_inner_h_21_ln_2_bias = weights["inner_inner_h_21_ln_2_bias"]
    inner_inner_h_21_mlp_c_fc_weight = weights["inner_inner_h_21_mlp_c_fc_weight"]
    inner_inner_h_21_mlp_c_fc_bias = weights["inner_inner_h_21_mlp_c_fc_bias"]
    inner_inner_h_21_mlp_c_proj_weight = weights["inner_inner_h_21_mlp_c_proj_weight"]
    inner_inner_h_21_mlp_c_proj_bias = weights["inner_inner_h_21_mlp_c_proj_bias"]
    inner_inner_h_22_ln_1_weight = weights["inner_inner_h_22_ln_1_weight"]
    inner_inner_h_22_ln_1_bias = weights["inner_inner_h_22_ln_1_bias"]
    inner_inner_h_22_attn_c_attn_weight = weights["inner_inner_h_22_attn_c_attn_weight"]
    inner_inner_h_22_attn_c_attn_bias = weights["inner_inner_h_22_attn_c_attn_bias"]
    inner_inner_h_22_attn_c_proj_weight = weights["inner_inner_h_22_attn_c_proj_weight"]
    inner_inner_h_22_attn_c_proj_bias = weights["inner_inner_h_22_attn_c_proj_bias"]
    inner_inner_h_22_ln_2_weight = weights["inner_inner_h_22_ln_2_weight"]
    inner_inner_h_22_ln_2_bias = weights["inner_inner_h_22_ln_2_bias"]
    inner_inner_h_22_mlp_c_fc_weight = weights["inner_inner_h_22_mlp_c_fc_weight"]
    inner_inner_h_22_mlp_c_fc_bias = weights["inner_inner_h_22_mlp_c_fc_bias"]
    inner_inner_h_22_mlp_c_proj_weight = weights["inner_inner_h_22_mlp_c_proj_weight"]
    inner_inner_h_22_mlp_c_proj_bias = weights["inner_inner_h_22_mlp_c_proj_bias"]
    inner_inner_h_23_ln_1_weight = weights["inner_inner_h_23_ln_1_weight"]
    inner_inner_h_23_ln_1_bias = weights["inner_inner_h_23_ln_1_bias"]
    inner_inner_h_23_attn_c_attn_weight = weights["inner_inner_h_23_attn_c_attn_weight"]
    inner_inner_h_23_attn_c_attn_bias = weights["inner_inner_h_23_attn_c_attn_bias"]
    inner_inner_h_23_attn_c_proj_weight = weights["inner_inner_h_23_attn_c_proj_weight"]
    inner_inner_h_23_attn_c_proj_bias = weights["inner_inner_h_23_attn_c_proj_bias"]
    inner_inner_h_23_ln_2_weight = weights["inner_inner_h_23_ln_2_weight"]
    inner_inner_h_23_ln_2_bias = weights["inner_inner_h_23_ln_2_bias"]
    inner_inner_h_23_mlp_c_fc_weight = weights["inner_inner_h_23_mlp_c_fc_weight"]
    inner_inner_h_23_mlp_c_fc_bias = weights["inner_inner_h_23_mlp_c_fc_bias"]
    inner_inner_h_23_mlp_c_proj_weight = weights["inner_inner_h_23_mlp_c_proj_weight"]
    inner_inner_h_23_mlp_c_proj_bias = weights["inner_inner_h_23_mlp_c_proj_bias"]
    inner_inner_ln_f_weight = weights["inner_inner_ln_f_weight"]
    inner_inner_ln_f_bias = weights["inner_inner_ln_f_bias"]
    inner_inner_h_0_attn_lifted_tensor_0 = weights["inner_inner_h_0_attn_lifted_tensor_0"]
    inner_inner_h_0_attn_lifted_tensor_1 = weights["inner_inner_h_0_attn_lifted_tensor_1"]
    inner_inner_h_1_attn_lifted_tensor_2 = weights["inner_inner_h_1_attn_lifted_tensor_2"]
    inner_inner_h_1_attn_lifted_tensor_3 = weights["inner_inner_h_1_attn_lifted_tensor_3"]
    inner_inner_h_2_attn_lifted_tensor_4 = weights["inner_inner_h_2_attn_lifted_tensor_4"]
    inner_inner_h_2_attn_lifted_tensor_5 = weights["inner_inner_h_2_attn_lifted_tensor_5"]
    inner_inner_h_3_attn_lifted_tensor_6 = weights["inner_inner_h_3_attn_lifted_tensor_6"]
    inner_inner_h_3_attn_lifted_tensor_7 = weights["inner_inner_h_3_attn_lifted_tensor_7"]
    inner_inner_h_4_attn_lifted_tensor_8 = weights["inner_inner_h_4_attn_lifted_tensor_8"]
    inner_inner_h_4_attn_lifted_tensor_9 = weights["inner_inner_h_4_attn_lifted_tensor_9"]
    inner_inner_h_5_attn_lifted_tensor_10 = weights["inner_inner_h_5_attn_lifted_tensor_10"]
    inner_inner_h_5_attn_lifted_tensor_11 = weights["inner_inner_h_5_attn_lifted_tensor_11"]
    inner_inner_h_6_attn_lifted_tensor_12 = weights["inner_inner_h_6_attn_lifted_tensor_12"]
    inner_inner_h_6_attn_lifted_tensor_13 = weights["inner_inner_h_6_attn_lifted_tensor_13"]
    inner_inner_h_7_attn_lifted_tensor_14 = weights["inner_inner_h_7_attn_lifted_tensor_14"]
    inner_inner_h_7_attn_lifted_tensor_15 = weights["inner_inner_h_7_attn_lifted_tensor_15"]
    inner_inner_h_8_attn_lifted_tensor_16 = weights["inner_inner_h_8_attn_lifted_tensor_16"]
    inner_inner_h_8_attn_lifted_tensor_17 = weights["inner_inner_h_8_attn_lifted_tensor_17"]
    inner_inner_h_9_attn_lifted_tensor_18 = weights["inner_inner_h_9_attn_lifted_tensor_18"]
    inner_inner_h_9_attn_lifted_tensor_19 = weights["inner_inner_h_9_attn_lifted_tensor_19"]
    inner_inner_h_10_attn_lifted_tensor_20 = weights["inner_inner_h_10_attn_lifted_tensor_20"]
    inner_inner_h_10_attn_lifted_tensor_21 = weights["inner_inner_h_10_attn_lifted_tensor_21"]
    inner_inner_h_11_attn_lifted_tensor_22 = weights["inner_inner_h_11_attn_lifted_tensor_22"]
    inner_inner_h_11_attn_lifted_tensor_23 = weights["inner_inner_h_11_attn_lifted_tensor_23"]
    inner_inner_h_12_attn_lifted_tensor_24 = weights["inner_inner_h_12_attn_lifted_tensor_24"]
    inner_inner_h_12_attn_lifted_tensor_25 = weights["inner_inner_h_12_attn_lifted_tensor_25"]
    inner_inner_h_13_attn_lifted_tensor_26 = weights["inner_inner_h_13_attn_lifted_tensor_26"]
    inner_inner_h_13_attn_lifted_tensor_27 = weights["inner_inner_h_13_attn_lifted_tensor_27"]
    inner_inner_h_14_attn_lifted_tensor_28 = weights["inner_inner_h_14_attn_lifted_tensor_28"]
    inner_inner_h_14_attn_lifted_tensor_29 = weights["inner_inner_h_14_attn_lifted_tensor_29"]
    inner_inner_h_15_attn_lifted_tensor_30 = weights["inner_inner_h_15_attn_lifted_tensor_30"]
    inner_inner_h_15_attn_lifted_tensor_31 = weights["inner_inner_h_15_attn_lifted_tensor_31"]
    inner_inner_h_16_attn_lifted_tensor_32 = weights["inner_inner_h_16_attn_lifted_tensor_32"]
    inner_inner_h_16_attn_lifted_tensor_33 = weights["inner_inner_h_16_attn_lifted_tensor_33"]
    inner_inner_h_17_attn_lifted_tensor_34 = weights["inner_inner_h_17_attn_lifted_tensor_34"]
    inner_inner_h_17_attn_lifted_tensor_35 = weights["inner_inner_h_17_attn_lifted_tensor_35"]
    inner_inner_h_18_attn_lifted_tensor_36 = weights["inner_inner_h_18_attn_lifted_tensor_36"]
    inner_inner_h_18_attn_lifted_tensor_37 = weights["inner_inner_h_18_attn_lifted_tensor_37"]
    inner_inner_h_19_attn_lifted_tensor_38 = weights["inner_inner_h_19_attn_lifted_tensor_38"]
    inner_inner_h_19_attn_lifted_tensor_39 = weights["inner_inner_h_19_attn_lifted_tensor_39"]
    inner_inner_h_20_attn_lifted_tensor_40 = weights["inner_inner_h_20_attn_lifted_tensor_40"]
    inner_inner_h_20_attn_lifted_tensor_41 = weights["inner_inner_h_20_attn_lifted_tensor_41"]
    inner_inner_h_21_attn_lifted_tensor_42 = weights["inner_inner_h_21_attn_lifted_tensor_42"]
    inner_inner_h_21_attn_lifted_tensor_43 = weights["inner_inner_h_21_attn_lifted_tensor_43"]
    inner_inner_h_22_attn_lifted_tensor_44 = weights["inner_inner_h_22_attn_lifted_tensor_44"]
    inner_inner_h_22_attn_lifted_tensor_45 = weights["inner_inner_h_22_attn_lifted_tensor_45"]
    inner_inner_h_23_attn_lifted_tensor_46 = weights["inner_inner_h_23_attn_lifted_tensor_46"]
    inner_inner_h_23_attn_lifted_tensor_47 = weights["inner_inner_h_23_attn_lifted_tensor_47"]
    buf_layer_norm = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     layer_norm], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.embedding,
    #     aten.native_layer_norm]
    # triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze: embedding, arange, add,
    #     unsqueeze, embedding_1, add_1, clone, layer_norm
    triton_red_fused_add_arange_embedding_native_layer_norm_unsqueeze[triton.cdiv(64, 2), 1, 1](
        x,
        inner_inner_wte_weight,
        inner_inner_wpe_weight,
        inner_inner_h_0_ln_1_weight,
        inner_inner_h_0_ln_1_bias,
        buf_layer_norm,
        64,
        256,
        R0_BLOCK=256,
        XBLOCK=2,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     layer_norm, view_1, addmm], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.embedding, aten.native_layer_norm, aten.view, aten.addmm]
    # addmm: addmm
    torch.addmm(
        inner_inner_h_0_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm, (64, 256), (256, 1), 0),
        inner_inner_h_0_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm,
    )
    buf_scaled_dot_product_attention = torch.as_strided(
        buf_layer_norm, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
    #     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](buf_addmm, buf_scaled_dot_product_attention, 16384, XBLOCK=256, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
    #     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](buf_addmm, buf_scaled_dot_product_attention_2, 16384, XBLOCK=256, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_2, split, view_3, transpose, view_4,
    #     transpose_1, view_5, transpose_2, cat, cat_1, scaled_dot_product_attention
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [view_2, split, view_5, transpose_2, view_3, transpose,
    #     cat, view_4, transpose_1, cat_1, arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     scaled_dot_product_attention], Original ATen: [aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention: scaled_dot_product_attention
    buf_scaled_dot_product_attention_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention,
            buf_scaled_dot_product_attention_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm
    del buf_scaled_dot_product_attention
    del buf_scaled_dot_product_attention_3
    buf_scaled_dot_product_attention_5 = buf_scaled_dot_product_attention_4[0]
    buf_scaled_dot_product_attention_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_4
    buf_addmm_1 = torch.as_strided(
        buf_scaled_dot_product_attention_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2
    # Topologically Sorted Source Nodes: [transpose_3, view_6, view_7, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm: addmm_1
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_5, (64, 256), (256, 1), 0),
        inner_inner_h_0_attn_c_proj_weight,
        out=buf_addmm_1,
    )
    buf_add_4 = torch.as_strided(buf_addmm_1, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_1
    buf_layer_norm_1 = torch.as_strided(
        buf_scaled_dot_product_attention_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5
    # Topologically Sorted Source Nodes: [arange, add, unsqueeze, embedding_1, embedding, add_1,
    #     , view_8, add_4, layer_norm_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.embedding, aten.addmm, aten.view, aten.native_layer_norm]
    # triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view: embedding,
    #     arange, add, unsqueeze, embedding_1, add_1, clone, addmm_1, view_8, clone_3, add_4,
    #     layer_norm_1
    triton_per_fused_add_addmm_arange_embedding_native_layer_norm_unsqueeze_view[64, 1, 1](
        buf_add_4,
        inner_inner_h_0_attn_c_proj_bias,
        x,
        inner_inner_wte_weight,
        inner_inner_wpe_weight,
        inner_inner_h_0_ln_2_weight,
        inner_inner_h_0_ln_2_bias,
        buf_layer_norm_1,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_2 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_1, view_9, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_2: addmm_2
    torch.mm(
        torch.as_strided(buf_layer_norm_1, (64, 256), (256, 1), 0),
        inner_inner_h_0_mlp_c_fc_weight,
        out=buf_addmm_2,
    )
    del buf_layer_norm_1
    buf_mul_3 = torch.as_strided(buf_addmm_2, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_2
    # Topologically Sorted Source Nodes: [, view_10, mul, pow_1, mul_1, add_5, mul_2, tanh,
    #     add_6, mul_3], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add,
    #     aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_2, view_10, mul, pow_1, mul_1, add_5,
    #     mul_2, tanh, add_6, mul_3
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_3, inner_inner_h_0_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_3 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_10, mul, pow_1, mul_1, add_5, mul_2, tanh,
    #     add_6, mul_3, view_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # mm_3: addmm_3
    torch.mm(
        torch.as_strided(buf_mul_3, (64, 1024), (1024, 1), 0),
        inner_inner_h_0_mlp_c_proj_weight,
        out=buf_addmm_3,
    )
    del buf_mul_3
    buf_layer_norm_2 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_12, add_7, layer_norm_2], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_3, view_12,
    #     clone_4, add_7, layer_norm_2
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_4,
        inner_inner_h_0_mlp_c_proj_bias,
        buf_addmm_3,
        inner_inner_h_1_ln_1_weight,
        inner_inner_h_1_ln_1_bias,
        buf_layer_norm_2,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_4 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_12, add_7, layer_norm_2, view_13, addmm_4],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_2: addmm_4
    torch.addmm(
        inner_inner_h_1_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_2, (64, 256), (256, 1), 0),
        inner_inner_h_1_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_4,
    )
    buf_scaled_dot_product_attention_1 = torch.as_strided(
        buf_layer_norm_2, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_2
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](buf_addmm_4, buf_scaled_dot_product_attention_1, 16384, XBLOCK=256, num_warps=4, num_stages=1)
    buf_scaled_dot_product_attention_1_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_4,
        buf_scaled_dot_product_attention_1_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_1_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_14, split_1, view_15, transpose_4, view_16,
    #     transpose_5, view_17, transpose_6, cat_2, cat_3, scaled_dot_product_attention_1
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_1_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_14,
    #     split_1, view_17, transpose_6, view_15, transpose_4, cat_2, view_16, transpose_5, cat_3,
    #     scaled_dot_product_attention_1], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_2: scaled_dot_product_attention_1
    buf_scaled_dot_product_attention_1_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_4, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_1,
            buf_scaled_dot_product_attention_1_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_1_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_4
    del buf_scaled_dot_product_attention_1
    del buf_scaled_dot_product_attention_1_3
    buf_scaled_dot_product_attention_1_5 = buf_scaled_dot_product_attention_1_4[0]
    buf_scaled_dot_product_attention_1_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_1_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_1_4
    buf_addmm_5 = torch.as_strided(
        buf_scaled_dot_product_attention_1_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_2
    # Topologically Sorted Source Nodes: [transpose_7, view_18, view_19, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_4: addmm_5
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_1_5, (64, 256), (256, 1), 0),
        inner_inner_h_1_attn_c_proj_weight,
        out=buf_addmm_5,
    )
    buf_add_8 = torch.as_strided(buf_addmm_5, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_5
    buf_layer_norm_3 = torch.as_strided(
        buf_scaled_dot_product_attention_1_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_5
    # Topologically Sorted Source Nodes: [, view_12, add_7, view_20, add_8, layer_norm_3],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_3, view_12,
    #     clone_4, add_7, addmm_5, view_20, clone_7, add_8, layer_norm_3
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_8,
        inner_inner_h_1_attn_c_proj_bias,
        buf_add_4,
        inner_inner_h_0_mlp_c_proj_bias,
        buf_addmm_3,
        inner_inner_h_1_ln_2_weight,
        inner_inner_h_1_ln_2_bias,
        buf_layer_norm_3,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_4
    del buf_addmm_3
    buf_addmm_6 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_3, view_21, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_5: addmm_6
    torch.mm(
        torch.as_strided(buf_layer_norm_3, (64, 256), (256, 1), 0),
        inner_inner_h_1_mlp_c_fc_weight,
        out=buf_addmm_6,
    )
    del buf_layer_norm_3
    buf_mul_7 = torch.as_strided(buf_addmm_6, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_6
    # Topologically Sorted Source Nodes: [, view_22, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1,
    #     add_10, mul_7], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add,
    #     aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_6, view_22, mul_4, pow_2, mul_5,
    #     add_9, mul_6, tanh_1, add_10, mul_7
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_7, inner_inner_h_1_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_7 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_22, mul_4, pow_2, mul_5, add_9, mul_6, tanh_1,
    #     add_10, mul_7, view_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # mm_6: addmm_7
    torch.mm(
        torch.as_strided(buf_mul_7, (64, 1024), (1024, 1), 0),
        inner_inner_h_1_mlp_c_proj_weight,
        out=buf_addmm_7,
    )
    del buf_mul_7
    buf_layer_norm_4 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_24, add_11, layer_norm_4], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_7, view_24,
    #     clone_8, add_11, layer_norm_4
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_8,
        inner_inner_h_1_mlp_c_proj_bias,
        buf_addmm_7,
        inner_inner_h_2_ln_1_weight,
        inner_inner_h_2_ln_1_bias,
        buf_layer_norm_4,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_8 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_24, add_11, layer_norm_4, view_25, addmm_8],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_3: addmm_8
    torch.addmm(
        inner_inner_h_2_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_4, (64, 256), (256, 1), 0),
        inner_inner_h_2_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_8,
    )
    buf_scaled_dot_product_attention_2_2 = torch.as_strided(
        buf_layer_norm_4, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_4
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_26,
    #     split_2, view_29, transpose_10, view_27, transpose_8, cat_4, view_28, transpose_9, cat_5,
    #     scaled_dot_product_attention_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_26, split_2, view_27, transpose_8, view_28,
    #     transpose_9, view_29, transpose_10, cat_4, cat_5, scaled_dot_product_attention_2
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_8,
        buf_scaled_dot_product_attention_2_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_2_3 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_26,
    #     split_2, view_29, transpose_10, view_27, transpose_8, cat_4, view_28, transpose_9, cat_5,
    #     scaled_dot_product_attention_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_26, split_2, view_27, transpose_8, view_28,
    #     transpose_9, view_29, transpose_10, cat_4, cat_5, scaled_dot_product_attention_2
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_8,
        buf_scaled_dot_product_attention_2_3,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_2_4 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_26,
    #     split_2, view_29, transpose_10, view_27, transpose_8, cat_4, view_28, transpose_9, cat_5,
    #     scaled_dot_product_attention_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_26, split_2, view_27, transpose_8, view_28,
    #     transpose_9, view_29, transpose_10, cat_4, cat_5, scaled_dot_product_attention_2
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_2_4, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_26,
    #     split_2, view_29, transpose_10, view_27, transpose_8, cat_4, view_28, transpose_9, cat_5,
    #     scaled_dot_product_attention_2], Original ATen: [aten.arange, aten.add, aten.unsqueeze,
    #     aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat, aten.scalar_tensor,
    #     aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_3: scaled_dot_product_attention_2
    buf_scaled_dot_product_attention_2_5 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_8, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_2_2,
            buf_scaled_dot_product_attention_2_3,
            torch.as_strided(
                buf_scaled_dot_product_attention_2_4, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_8
    del buf_scaled_dot_product_attention_2_2
    del buf_scaled_dot_product_attention_2_4
    buf_scaled_dot_product_attention_2_6 = buf_scaled_dot_product_attention_2_5[0]
    buf_scaled_dot_product_attention_2_6 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_2_6,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_2_5
    buf_addmm_9 = torch.as_strided(
        buf_scaled_dot_product_attention_2_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_3
    # Topologically Sorted Source Nodes: [transpose_11, view_30, view_31, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_7: addmm_9
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_2_6, (64, 256), (256, 1), 0),
        inner_inner_h_2_attn_c_proj_weight,
        out=buf_addmm_9,
    )
    buf_add_12 = torch.as_strided(buf_addmm_9, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_9
    buf_layer_norm_5 = torch.as_strided(
        buf_scaled_dot_product_attention_2_6, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_6
    # Topologically Sorted Source Nodes: [, view_24, add_11, view_32, add_12, layer_norm_5],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_7, view_24,
    #     clone_8, add_11, addmm_9, view_32, clone_11, add_12, layer_norm_5
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_12,
        inner_inner_h_2_attn_c_proj_bias,
        buf_add_8,
        inner_inner_h_1_mlp_c_proj_bias,
        buf_addmm_7,
        inner_inner_h_2_ln_2_weight,
        inner_inner_h_2_ln_2_bias,
        buf_layer_norm_5,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_8
    del buf_addmm_7
    buf_addmm_10 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_5, view_33, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_8: addmm_10
    torch.mm(
        torch.as_strided(buf_layer_norm_5, (64, 256), (256, 1), 0),
        inner_inner_h_2_mlp_c_fc_weight,
        out=buf_addmm_10,
    )
    del buf_layer_norm_5
    buf_mul_11 = torch.as_strided(buf_addmm_10, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_10
    # Topologically Sorted Source Nodes: [, view_34, mul_8, pow_3, mul_9, add_13, mul_10,
    #     tanh_2, add_14, mul_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_10, view_34, mul_8, pow_3, mul_9,
    #     add_13, mul_10, tanh_2, add_14, mul_11
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_11, inner_inner_h_2_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_11 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_34, mul_8, pow_3, mul_9, add_13, mul_10,
    #     tanh_2, add_14, mul_11, view_35], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_9: addmm_11
    torch.mm(
        torch.as_strided(buf_mul_11, (64, 1024), (1024, 1), 0),
        inner_inner_h_2_mlp_c_proj_weight,
        out=buf_addmm_11,
    )
    del buf_mul_11
    buf_layer_norm_6 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_36, add_15, layer_norm_6], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_11, view_36,
    #     clone_12, add_15, layer_norm_6
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_12,
        inner_inner_h_2_mlp_c_proj_bias,
        buf_addmm_11,
        inner_inner_h_3_ln_1_weight,
        inner_inner_h_3_ln_1_bias,
        buf_layer_norm_6,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_12 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_36, add_15, layer_norm_6, view_37, addmm_12],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_4: addmm_12
    torch.addmm(
        inner_inner_h_3_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_6, (64, 256), (256, 1), 0),
        inner_inner_h_3_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_12,
    )
    buf_scaled_dot_product_attention_3_2 = torch.as_strided(
        buf_layer_norm_6, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_6
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_38,
    #     split_3, view_41, transpose_14, view_39, transpose_12, cat_6, view_40, transpose_13,
    #     cat_7, scaled_dot_product_attention_3], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_38, split_3, view_39, transpose_12, view_40,
    #     transpose_13, view_41, transpose_14, cat_6, cat_7, scaled_dot_product_attention_3
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_12,
        buf_scaled_dot_product_attention_3_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_3_3 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_38,
    #     split_3, view_41, transpose_14, view_39, transpose_12, cat_6, view_40, transpose_13,
    #     cat_7, scaled_dot_product_attention_3], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_38, split_3, view_39, transpose_12, view_40,
    #     transpose_13, view_41, transpose_14, cat_6, cat_7, scaled_dot_product_attention_3
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_12,
        buf_scaled_dot_product_attention_3_3,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_3_4 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_38,
    #     split_3, view_41, transpose_14, view_39, transpose_12, cat_6, view_40, transpose_13,
    #     cat_7, scaled_dot_product_attention_3], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_38, split_3, view_39, transpose_12, view_40,
    #     transpose_13, view_41, transpose_14, cat_6, cat_7, scaled_dot_product_attention_3
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_3_4, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_38,
    #     split_3, view_41, transpose_14, view_39, transpose_12, cat_6, view_40, transpose_13,
    #     cat_7, scaled_dot_product_attention_3], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_4: scaled_dot_product_attention_3
    buf_scaled_dot_product_attention_3_5 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_12, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_3_2,
            buf_scaled_dot_product_attention_3_3,
            torch.as_strided(
                buf_scaled_dot_product_attention_3_4, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_12
    del buf_scaled_dot_product_attention_3_2
    del buf_scaled_dot_product_attention_3_4
    buf_scaled_dot_product_attention_3_6 = buf_scaled_dot_product_attention_3_5[0]
    buf_scaled_dot_product_attention_3_6 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_3_6,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_3_5
    buf_addmm_13 = torch.as_strided(
        buf_scaled_dot_product_attention_3_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_3
    # Topologically Sorted Source Nodes: [transpose_15, view_42, view_43, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_10: addmm_13
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_3_6, (64, 256), (256, 1), 0),
        inner_inner_h_3_attn_c_proj_weight,
        out=buf_addmm_13,
    )
    buf_add_16 = torch.as_strided(buf_addmm_13, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_13
    buf_layer_norm_7 = torch.as_strided(
        buf_scaled_dot_product_attention_3_6, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_6
    # Topologically Sorted Source Nodes: [, view_36, add_15, view_44, add_16, layer_norm_7],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_11, view_36,
    #     clone_12, add_15, addmm_13, view_44, clone_15, add_16, layer_norm_7
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_16,
        inner_inner_h_3_attn_c_proj_bias,
        buf_add_12,
        inner_inner_h_2_mlp_c_proj_bias,
        buf_addmm_11,
        inner_inner_h_3_ln_2_weight,
        inner_inner_h_3_ln_2_bias,
        buf_layer_norm_7,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_12
    del buf_addmm_11
    buf_addmm_14 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_7, view_45, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_11: addmm_14
    torch.mm(
        torch.as_strided(buf_layer_norm_7, (64, 256), (256, 1), 0),
        inner_inner_h_3_mlp_c_fc_weight,
        out=buf_addmm_14,
    )
    del buf_layer_norm_7
    buf_mul_15 = torch.as_strided(buf_addmm_14, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_14
    # Topologically Sorted Source Nodes: [, view_46, mul_12, pow_4, mul_13, add_17, mul_14,
    #     tanh_3, add_18, mul_15], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_14, view_46, mul_12, pow_4, mul_13,
    #     add_17, mul_14, tanh_3, add_18, mul_15
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_15, inner_inner_h_3_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_15 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_46, mul_12, pow_4, mul_13, add_17, mul_14,
    #     tanh_3, add_18, mul_15, view_47], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_12: addmm_15
    torch.mm(
        torch.as_strided(buf_mul_15, (64, 1024), (1024, 1), 0),
        inner_inner_h_3_mlp_c_proj_weight,
        out=buf_addmm_15,
    )
    del buf_mul_15
    buf_layer_norm_8 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_48, add_19, layer_norm_8], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_15, view_48,
    #     clone_16, add_19, layer_norm_8
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_16,
        inner_inner_h_3_mlp_c_proj_bias,
        buf_addmm_15,
        inner_inner_h_4_ln_1_weight,
        inner_inner_h_4_ln_1_bias,
        buf_layer_norm_8,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_16 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_48, add_19, layer_norm_8, view_49, addmm_16],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_5: addmm_16
    torch.addmm(
        inner_inner_h_4_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_8, (64, 256), (256, 1), 0),
        inner_inner_h_4_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_16,
    )
    buf_scaled_dot_product_attention_4_2 = torch.as_strided(
        buf_layer_norm_8, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_8
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_50,
    #     split_4, view_53, transpose_18, view_51, transpose_16, cat_8, view_52, transpose_17,
    #     cat_9, scaled_dot_product_attention_4], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_50, split_4, view_51, transpose_16, view_52,
    #     transpose_17, view_53, transpose_18, cat_8, cat_9, scaled_dot_product_attention_4
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_16,
        buf_scaled_dot_product_attention_4_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_4_3 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_50,
    #     split_4, view_53, transpose_18, view_51, transpose_16, cat_8, view_52, transpose_17,
    #     cat_9, scaled_dot_product_attention_4], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_50, split_4, view_51, transpose_16, view_52,
    #     transpose_17, view_53, transpose_18, cat_8, cat_9, scaled_dot_product_attention_4
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_16,
        buf_scaled_dot_product_attention_4_3,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_4_4 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_50,
    #     split_4, view_53, transpose_18, view_51, transpose_16, cat_8, view_52, transpose_17,
    #     cat_9, scaled_dot_product_attention_4], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_50, split_4, view_51, transpose_16, view_52,
    #     transpose_17, view_53, transpose_18, cat_8, cat_9, scaled_dot_product_attention_4
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_4_4, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_50,
    #     split_4, view_53, transpose_18, view_51, transpose_16, cat_8, view_52, transpose_17,
    #     cat_9, scaled_dot_product_attention_4], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_5: scaled_dot_product_attention_4
    buf_scaled_dot_product_attention_4_5 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_16, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_4_2,
            buf_scaled_dot_product_attention_4_3,
            torch.as_strided(
                buf_scaled_dot_product_attention_4_4, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_16
    del buf_scaled_dot_product_attention_4_2
    del buf_scaled_dot_product_attention_4_4
    buf_scaled_dot_product_attention_4_6 = buf_scaled_dot_product_attention_4_5[0]
    buf_scaled_dot_product_attention_4_6 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_4_6,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_4_5
    buf_addmm_17 = torch.as_strided(
        buf_scaled_dot_product_attention_4_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_3
    # Topologically Sorted Source Nodes: [transpose_19, view_54, view_55, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_13: addmm_17
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_4_6, (64, 256), (256, 1), 0),
        inner_inner_h_4_attn_c_proj_weight,
        out=buf_addmm_17,
    )
    buf_add_20 = torch.as_strided(buf_addmm_17, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_17
    buf_layer_norm_9 = torch.as_strided(
        buf_scaled_dot_product_attention_4_6, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_6
    # Topologically Sorted Source Nodes: [, view_48, add_19, view_56, add_20, layer_norm_9],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_15, view_48,
    #     clone_16, add_19, addmm_17, view_56, clone_19, add_20, layer_norm_9
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_20,
        inner_inner_h_4_attn_c_proj_bias,
        buf_add_16,
        inner_inner_h_3_mlp_c_proj_bias,
        buf_addmm_15,
        inner_inner_h_4_ln_2_weight,
        inner_inner_h_4_ln_2_bias,
        buf_layer_norm_9,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_16
    del buf_addmm_15
    buf_addmm_18 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_9, view_57, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_14: addmm_18
    torch.mm(
        torch.as_strided(buf_layer_norm_9, (64, 256), (256, 1), 0),
        inner_inner_h_4_mlp_c_fc_weight,
        out=buf_addmm_18,
    )
    del buf_layer_norm_9
    buf_mul_19 = torch.as_strided(buf_addmm_18, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_18
    # Topologically Sorted Source Nodes: [, view_58, mul_16, pow_5, mul_17, add_21, mul_18,
    #     tanh_4, add_22, mul_19], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_18, view_58, mul_16, pow_5, mul_17,
    #     add_21, mul_18, tanh_4, add_22, mul_19
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_19, inner_inner_h_4_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_19 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_58, mul_16, pow_5, mul_17, add_21, mul_18,
    #     tanh_4, add_22, mul_19, view_59], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_15: addmm_19
    torch.mm(
        torch.as_strided(buf_mul_19, (64, 1024), (1024, 1), 0),
        inner_inner_h_4_mlp_c_proj_weight,
        out=buf_addmm_19,
    )
    del buf_mul_19
    buf_layer_norm_10 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_60, add_23, layer_norm_10], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_19, view_60,
    #     clone_20, add_23, layer_norm_10
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_20,
        inner_inner_h_4_mlp_c_proj_bias,
        buf_addmm_19,
        inner_inner_h_5_ln_1_weight,
        inner_inner_h_5_ln_1_bias,
        buf_layer_norm_10,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_20 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_60, add_23, layer_norm_10, view_61, addmm_20],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_6: addmm_20
    torch.addmm(
        inner_inner_h_5_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_10, (64, 256), (256, 1), 0),
        inner_inner_h_5_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_20,
    )
    buf_scaled_dot_product_attention_5_2 = torch.as_strided(
        buf_layer_norm_10, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_10
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_62,
    #     split_5, view_65, transpose_22, view_63, transpose_20, cat_10, view_64, transpose_21,
    #     cat_11, scaled_dot_product_attention_5], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_62, split_5, view_63, transpose_20, view_64,
    #     transpose_21, view_65, transpose_22, cat_10, cat_11, scaled_dot_product_attention_5
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_20,
        buf_scaled_dot_product_attention_5_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_5_3 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_62,
    #     split_5, view_65, transpose_22, view_63, transpose_20, cat_10, view_64, transpose_21,
    #     cat_11, scaled_dot_product_attention_5], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_62, split_5, view_63, transpose_20, view_64,
    #     transpose_21, view_65, transpose_22, cat_10, cat_11, scaled_dot_product_attention_5
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_20,
        buf_scaled_dot_product_attention_5_3,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_5_4 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_62,
    #     split_5, view_65, transpose_22, view_63, transpose_20, cat_10, view_64, transpose_21,
    #     cat_11, scaled_dot_product_attention_5], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_62, split_5, view_63, transpose_20, view_64,
    #     transpose_21, view_65, transpose_22, cat_10, cat_11, scaled_dot_product_attention_5
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_5_4, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_62,
    #     split_5, view_65, transpose_22, view_63, transpose_20, cat_10, view_64, transpose_21,
    #     cat_11, scaled_dot_product_attention_5], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_6: scaled_dot_product_attention_5
    buf_scaled_dot_product_attention_5_5 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_20, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_5_2,
            buf_scaled_dot_product_attention_5_3,
            torch.as_strided(
                buf_scaled_dot_product_attention_5_4, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_20
    del buf_scaled_dot_product_attention_5_2
    del buf_scaled_dot_product_attention_5_4
    buf_scaled_dot_product_attention_5_6 = buf_scaled_dot_product_attention_5_5[0]
    buf_scaled_dot_product_attention_5_6 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_5_6,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_5_5
    buf_addmm_21 = torch.as_strided(
        buf_scaled_dot_product_attention_5_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_3
    # Topologically Sorted Source Nodes: [transpose_23, view_66, view_67, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_16: addmm_21
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_5_6, (64, 256), (256, 1), 0),
        inner_inner_h_5_attn_c_proj_weight,
        out=buf_addmm_21,
    )
    buf_add_24 = torch.as_strided(buf_addmm_21, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_21
    buf_layer_norm_11 = torch.as_strided(
        buf_scaled_dot_product_attention_5_6, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_6
    # Topologically Sorted Source Nodes: [, view_60, add_23, view_68, add_24, layer_norm_11],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_19, view_60,
    #     clone_20, add_23, addmm_21, view_68, clone_23, add_24, layer_norm_11
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_24,
        inner_inner_h_5_attn_c_proj_bias,
        buf_add_20,
        inner_inner_h_4_mlp_c_proj_bias,
        buf_addmm_19,
        inner_inner_h_5_ln_2_weight,
        inner_inner_h_5_ln_2_bias,
        buf_layer_norm_11,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_20
    del buf_addmm_19
    buf_addmm_22 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_11, view_69, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_17: addmm_22
    torch.mm(
        torch.as_strided(buf_layer_norm_11, (64, 256), (256, 1), 0),
        inner_inner_h_5_mlp_c_fc_weight,
        out=buf_addmm_22,
    )
    del buf_layer_norm_11
    buf_mul_23 = torch.as_strided(buf_addmm_22, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_22
    # Topologically Sorted Source Nodes: [, view_70, mul_20, pow_6, mul_21, add_25, mul_22,
    #     tanh_5, add_26, mul_23], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_22, view_70, mul_20, pow_6, mul_21,
    #     add_25, mul_22, tanh_5, add_26, mul_23
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_23, inner_inner_h_5_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_23 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_70, mul_20, pow_6, mul_21, add_25, mul_22,
    #     tanh_5, add_26, mul_23, view_71], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_18: addmm_23
    torch.mm(
        torch.as_strided(buf_mul_23, (64, 1024), (1024, 1), 0),
        inner_inner_h_5_mlp_c_proj_weight,
        out=buf_addmm_23,
    )
    del buf_mul_23
    buf_layer_norm_12 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_72, add_27, layer_norm_12], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_23, view_72,
    #     clone_24, add_27, layer_norm_12
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_24,
        inner_inner_h_5_mlp_c_proj_bias,
        buf_addmm_23,
        inner_inner_h_6_ln_1_weight,
        inner_inner_h_6_ln_1_bias,
        buf_layer_norm_12,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_24 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_72, add_27, layer_norm_12, view_73, addmm_24],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_7: addmm_24
    torch.addmm(
        inner_inner_h_6_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_12, (64, 256), (256, 1), 0),
        inner_inner_h_6_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_24,
    )
    buf_scaled_dot_product_attention_6 = torch.as_strided(
        buf_layer_norm_12, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_12
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_74,
    #     split_6, view_77, transpose_26, view_75, transpose_24, cat_12, view_76, transpose_25,
    #     cat_13, scaled_dot_product_attention_6], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_74, split_6, view_75, transpose_24, view_76,
    #     transpose_25, view_77, transpose_26, cat_12, cat_13, scaled_dot_product_attention_6
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_24,
        buf_scaled_dot_product_attention_6,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_6_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_74,
    #     split_6, view_77, transpose_26, view_75, transpose_24, cat_12, view_76, transpose_25,
    #     cat_13, scaled_dot_product_attention_6], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_74, split_6, view_75, transpose_24, view_76,
    #     transpose_25, view_77, transpose_26, cat_12, cat_13, scaled_dot_product_attention_6
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_24,
        buf_scaled_dot_product_attention_6_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_6_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_74,
    #     split_6, view_77, transpose_26, view_75, transpose_24, cat_12, view_76, transpose_25,
    #     cat_13, scaled_dot_product_attention_6], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_74, split_6, view_75, transpose_24, view_76,
    #     transpose_25, view_77, transpose_26, cat_12, cat_13, scaled_dot_product_attention_6
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_6_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_74,
    #     split_6, view_77, transpose_26, view_75, transpose_24, cat_12, view_76, transpose_25,
    #     cat_13, scaled_dot_product_attention_6], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_7: scaled_dot_product_attention_6
    buf_scaled_dot_product_attention_6_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_24, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_6,
            buf_scaled_dot_product_attention_6_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_6_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_24
    del buf_scaled_dot_product_attention_6
    del buf_scaled_dot_product_attention_6_3
    buf_scaled_dot_product_attention_6_5 = buf_scaled_dot_product_attention_6_4[0]
    buf_scaled_dot_product_attention_6_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_6_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_6_4
    buf_addmm_25 = torch.as_strided(
        buf_scaled_dot_product_attention_6_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_2
    # Topologically Sorted Source Nodes: [transpose_27, view_78, view_79, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_19: addmm_25
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_6_5, (64, 256), (256, 1), 0),
        inner_inner_h_6_attn_c_proj_weight,
        out=buf_addmm_25,
    )
    buf_add_28 = torch.as_strided(buf_addmm_25, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_25
    buf_layer_norm_13 = torch.as_strided(
        buf_scaled_dot_product_attention_6_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_5
    # Topologically Sorted Source Nodes: [, view_72, add_27, view_80, add_28, layer_norm_13],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_23, view_72,
    #     clone_24, add_27, addmm_25, view_80, clone_27, add_28, layer_norm_13
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_28,
        inner_inner_h_6_attn_c_proj_bias,
        buf_add_24,
        inner_inner_h_5_mlp_c_proj_bias,
        buf_addmm_23,
        inner_inner_h_6_ln_2_weight,
        inner_inner_h_6_ln_2_bias,
        buf_layer_norm_13,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_24
    del buf_addmm_23
    buf_addmm_26 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_13, view_81, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_20: addmm_26
    torch.mm(
        torch.as_strided(buf_layer_norm_13, (64, 256), (256, 1), 0),
        inner_inner_h_6_mlp_c_fc_weight,
        out=buf_addmm_26,
    )
    del buf_layer_norm_13
    buf_mul_27 = torch.as_strided(buf_addmm_26, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_26
    # Topologically Sorted Source Nodes: [, view_82, mul_24, pow_7, mul_25, add_29, mul_26,
    #     tanh_6, add_30, mul_27], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_26, view_82, mul_24, pow_7, mul_25,
    #     add_29, mul_26, tanh_6, add_30, mul_27
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_27, inner_inner_h_6_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_27 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_82, mul_24, pow_7, mul_25, add_29, mul_26,
    #     tanh_6, add_30, mul_27, view_83], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_21: addmm_27
    torch.mm(
        torch.as_strided(buf_mul_27, (64, 1024), (1024, 1), 0),
        inner_inner_h_6_mlp_c_proj_weight,
        out=buf_addmm_27,
    )
    del buf_mul_27
    buf_layer_norm_14 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_84, add_31, layer_norm_14], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_27, view_84,
    #     clone_28, add_31, layer_norm_14
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_28,
        inner_inner_h_6_mlp_c_proj_bias,
        buf_addmm_27,
        inner_inner_h_7_ln_1_weight,
        inner_inner_h_7_ln_1_bias,
        buf_layer_norm_14,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_28 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_84, add_31, layer_norm_14, view_85, addmm_28],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_8: addmm_28
    torch.addmm(
        inner_inner_h_7_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_14, (64, 256), (256, 1), 0),
        inner_inner_h_7_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_28,
    )
    buf_scaled_dot_product_attention_7 = torch.as_strided(
        buf_layer_norm_14, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_14
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_86,
    #     split_7, view_89, transpose_30, view_87, transpose_28, cat_14, view_88, transpose_29,
    #     cat_15, scaled_dot_product_attention_7], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_86, split_7, view_87, transpose_28, view_88,
    #     transpose_29, view_89, transpose_30, cat_14, cat_15, scaled_dot_product_attention_7
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_28,
        buf_scaled_dot_product_attention_7,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_7_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_86,
    #     split_7, view_89, transpose_30, view_87, transpose_28, cat_14, view_88, transpose_29,
    #     cat_15, scaled_dot_product_attention_7], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_86, split_7, view_87, transpose_28, view_88,
    #     transpose_29, view_89, transpose_30, cat_14, cat_15, scaled_dot_product_attention_7
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_28,
        buf_scaled_dot_product_attention_7_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_7_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_86,
    #     split_7, view_89, transpose_30, view_87, transpose_28, cat_14, view_88, transpose_29,
    #     cat_15, scaled_dot_product_attention_7], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_86, split_7, view_87, transpose_28, view_88,
    #     transpose_29, view_89, transpose_30, cat_14, cat_15, scaled_dot_product_attention_7
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_7_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_86,
    #     split_7, view_89, transpose_30, view_87, transpose_28, cat_14, view_88, transpose_29,
    #     cat_15, scaled_dot_product_attention_7], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_8: scaled_dot_product_attention_7
    buf_scaled_dot_product_attention_7_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_28, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_7,
            buf_scaled_dot_product_attention_7_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_7_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_28
    del buf_scaled_dot_product_attention_7
    del buf_scaled_dot_product_attention_7_3
    buf_scaled_dot_product_attention_7_5 = buf_scaled_dot_product_attention_7_4[0]
    buf_scaled_dot_product_attention_7_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_7_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_7_4
    buf_addmm_29 = torch.as_strided(
        buf_scaled_dot_product_attention_7_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_2
    # Topologically Sorted Source Nodes: [transpose_31, view_90, view_91, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_22: addmm_29
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_7_5, (64, 256), (256, 1), 0),
        inner_inner_h_7_attn_c_proj_weight,
        out=buf_addmm_29,
    )
    buf_add_32 = torch.as_strided(buf_addmm_29, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_29
    buf_layer_norm_15 = torch.as_strided(
        buf_scaled_dot_product_attention_7_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_5
    # Topologically Sorted Source Nodes: [, view_84, add_31, view_92, add_32, layer_norm_15],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_27, view_84,
    #     clone_28, add_31, addmm_29, view_92, clone_31, add_32, layer_norm_15
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_32,
        inner_inner_h_7_attn_c_proj_bias,
        buf_add_28,
        inner_inner_h_6_mlp_c_proj_bias,
        buf_addmm_27,
        inner_inner_h_7_ln_2_weight,
        inner_inner_h_7_ln_2_bias,
        buf_layer_norm_15,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_28
    del buf_addmm_27
    buf_addmm_30 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_15, view_93, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_23: addmm_30
    torch.mm(
        torch.as_strided(buf_layer_norm_15, (64, 256), (256, 1), 0),
        inner_inner_h_7_mlp_c_fc_weight,
        out=buf_addmm_30,
    )
    del buf_layer_norm_15
    buf_mul_31 = torch.as_strided(buf_addmm_30, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_30
    # Topologically Sorted Source Nodes: [, view_94, mul_28, pow_8, mul_29, add_33, mul_30,
    #     tanh_7, add_34, mul_31], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_30, view_94, mul_28, pow_8, mul_29,
    #     add_33, mul_30, tanh_7, add_34, mul_31
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_31, inner_inner_h_7_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_31 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_94, mul_28, pow_8, mul_29, add_33, mul_30,
    #     tanh_7, add_34, mul_31, view_95], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_24: addmm_31
    torch.mm(
        torch.as_strided(buf_mul_31, (64, 1024), (1024, 1), 0),
        inner_inner_h_7_mlp_c_proj_weight,
        out=buf_addmm_31,
    )
    del buf_mul_31
    buf_layer_norm_16 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_96, add_35, layer_norm_16], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_31, view_96,
    #     clone_32, add_35, layer_norm_16
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_32,
        inner_inner_h_7_mlp_c_proj_bias,
        buf_addmm_31,
        inner_inner_h_8_ln_1_weight,
        inner_inner_h_8_ln_1_bias,
        buf_layer_norm_16,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_32 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_96, add_35, layer_norm_16, view_97, addmm_32],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_9: addmm_32
    torch.addmm(
        inner_inner_h_8_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_16, (64, 256), (256, 1), 0),
        inner_inner_h_8_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_32,
    )
    buf_scaled_dot_product_attention_8 = torch.as_strided(
        buf_layer_norm_16, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_16
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_98,
    #     split_8, view_101, transpose_34, view_99, transpose_32, cat_16, view_100, transpose_33,
    #     cat_17, scaled_dot_product_attention_8], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_98, split_8, view_99, transpose_32, view_100,
    #     transpose_33, view_101, transpose_34, cat_16, cat_17, scaled_dot_product_attention_8
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_32,
        buf_scaled_dot_product_attention_8,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_8_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_98,
    #     split_8, view_101, transpose_34, view_99, transpose_32, cat_16, view_100, transpose_33,
    #     cat_17, scaled_dot_product_attention_8], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_98, split_8, view_99, transpose_32, view_100,
    #     transpose_33, view_101, transpose_34, cat_16, cat_17, scaled_dot_product_attention_8
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_32,
        buf_scaled_dot_product_attention_8_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_8_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_98,
    #     split_8, view_101, transpose_34, view_99, transpose_32, cat_16, view_100, transpose_33,
    #     cat_17, scaled_dot_product_attention_8], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_98, split_8, view_99, transpose_32, view_100,
    #     transpose_33, view_101, transpose_34, cat_16, cat_17, scaled_dot_product_attention_8
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_8_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand, view_98,
    #     split_8, view_101, transpose_34, view_99, transpose_32, cat_16, view_100, transpose_33,
    #     cat_17, scaled_dot_product_attention_8], Original ATen: [aten.arange, aten.add,
    #     aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose, aten.cat,
    #     aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_9: scaled_dot_product_attention_8
    buf_scaled_dot_product_attention_8_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_32, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_8,
            buf_scaled_dot_product_attention_8_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_8_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_32
    del buf_scaled_dot_product_attention_8
    del buf_scaled_dot_product_attention_8_3
    buf_scaled_dot_product_attention_8_5 = buf_scaled_dot_product_attention_8_4[0]
    buf_scaled_dot_product_attention_8_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_8_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_8_4
    buf_addmm_33 = torch.as_strided(
        buf_scaled_dot_product_attention_8_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_2
    # Topologically Sorted Source Nodes: [transpose_35, view_102, view_103, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_25: addmm_33
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_8_5, (64, 256), (256, 1), 0),
        inner_inner_h_8_attn_c_proj_weight,
        out=buf_addmm_33,
    )
    buf_add_36 = torch.as_strided(buf_addmm_33, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_33
    buf_layer_norm_17 = torch.as_strided(
        buf_scaled_dot_product_attention_8_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_5
    # Topologically Sorted Source Nodes: [, view_96, add_35, view_104, add_36, layer_norm_17],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_31, view_96,
    #     clone_32, add_35, addmm_33, view_104, clone_35, add_36, layer_norm_17
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_36,
        inner_inner_h_8_attn_c_proj_bias,
        buf_add_32,
        inner_inner_h_7_mlp_c_proj_bias,
        buf_addmm_31,
        inner_inner_h_8_ln_2_weight,
        inner_inner_h_8_ln_2_bias,
        buf_layer_norm_17,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_32
    del buf_addmm_31
    buf_addmm_34 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_17, view_105, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_26: addmm_34
    torch.mm(
        torch.as_strided(buf_layer_norm_17, (64, 256), (256, 1), 0),
        inner_inner_h_8_mlp_c_fc_weight,
        out=buf_addmm_34,
    )
    del buf_layer_norm_17
    buf_mul_35 = torch.as_strided(buf_addmm_34, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_34
    # Topologically Sorted Source Nodes: [, view_106, mul_32, pow_9, mul_33, add_37, mul_34,
    #     tanh_8, add_38, mul_35], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_34, view_106, mul_32, pow_9, mul_33,
    #     add_37, mul_34, tanh_8, add_38, mul_35
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_35, inner_inner_h_8_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_35 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_106, mul_32, pow_9, mul_33, add_37, mul_34,
    #     tanh_8, add_38, mul_35, view_107], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_27: addmm_35
    torch.mm(
        torch.as_strided(buf_mul_35, (64, 1024), (1024, 1), 0),
        inner_inner_h_8_mlp_c_proj_weight,
        out=buf_addmm_35,
    )
    del buf_mul_35
    buf_layer_norm_18 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_108, add_39, layer_norm_18], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_35, view_108,
    #     clone_36, add_39, layer_norm_18
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_36,
        inner_inner_h_8_mlp_c_proj_bias,
        buf_addmm_35,
        inner_inner_h_9_ln_1_weight,
        inner_inner_h_9_ln_1_bias,
        buf_layer_norm_18,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_36 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_108, add_39, layer_norm_18, view_109,
    #     addmm_36], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_10: addmm_36
    torch.addmm(
        inner_inner_h_9_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_18, (64, 256), (256, 1), 0),
        inner_inner_h_9_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_36,
    )
    buf_scaled_dot_product_attention_9 = torch.as_strided(
        buf_layer_norm_18, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_18
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_110, split_9, view_113, transpose_38, view_111, transpose_36, cat_18, view_112,
    #     transpose_37, cat_19, scaled_dot_product_attention_9], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_110, split_9, view_111, transpose_36,
    #     view_112, transpose_37, view_113, transpose_38, cat_18, cat_19,
    #     scaled_dot_product_attention_9
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_36,
        buf_scaled_dot_product_attention_9,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_9_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_110, split_9, view_113, transpose_38, view_111, transpose_36, cat_18, view_112,
    #     transpose_37, cat_19, scaled_dot_product_attention_9], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_110, split_9, view_111, transpose_36,
    #     view_112, transpose_37, view_113, transpose_38, cat_18, cat_19,
    #     scaled_dot_product_attention_9
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_36,
        buf_scaled_dot_product_attention_9_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_9_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_110, split_9, view_113, transpose_38, view_111, transpose_36, cat_18, view_112,
    #     transpose_37, cat_19, scaled_dot_product_attention_9], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_110, split_9, view_111, transpose_36,
    #     view_112, transpose_37, view_113, transpose_38, cat_18, cat_19,
    #     scaled_dot_product_attention_9
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_9_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_110, split_9, view_113, transpose_38, view_111, transpose_36, cat_18, view_112,
    #     transpose_37, cat_19, scaled_dot_product_attention_9], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_10: scaled_dot_product_attention_9
    buf_scaled_dot_product_attention_9_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_36, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_9,
            buf_scaled_dot_product_attention_9_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_9_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_36
    del buf_scaled_dot_product_attention_9
    del buf_scaled_dot_product_attention_9_3
    buf_scaled_dot_product_attention_9_5 = buf_scaled_dot_product_attention_9_4[0]
    buf_scaled_dot_product_attention_9_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_9_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_9_4
    buf_addmm_37 = torch.as_strided(
        buf_scaled_dot_product_attention_9_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_2
    # Topologically Sorted Source Nodes: [transpose_39, view_114, view_115, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_28: addmm_37
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_9_5, (64, 256), (256, 1), 0),
        inner_inner_h_9_attn_c_proj_weight,
        out=buf_addmm_37,
    )
    buf_add_40 = torch.as_strided(buf_addmm_37, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_37
    buf_layer_norm_19 = torch.as_strided(
        buf_scaled_dot_product_attention_9_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_5
    # Topologically Sorted Source Nodes: [, view_108, add_39, view_116, add_40, layer_norm_19],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_35, view_108,
    #     clone_36, add_39, addmm_37, view_116, clone_39, add_40, layer_norm_19
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_40,
        inner_inner_h_9_attn_c_proj_bias,
        buf_add_36,
        inner_inner_h_8_mlp_c_proj_bias,
        buf_addmm_35,
        inner_inner_h_9_ln_2_weight,
        inner_inner_h_9_ln_2_bias,
        buf_layer_norm_19,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_36
    del buf_addmm_35
    buf_addmm_38 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_19, view_117, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_29: addmm_38
    torch.mm(
        torch.as_strided(buf_layer_norm_19, (64, 256), (256, 1), 0),
        inner_inner_h_9_mlp_c_fc_weight,
        out=buf_addmm_38,
    )
    del buf_layer_norm_19
    buf_mul_39 = torch.as_strided(buf_addmm_38, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_38
    # Topologically Sorted Source Nodes: [, view_118, mul_36, pow_10, mul_37, add_41, mul_38,
    #     tanh_9, add_42, mul_39], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_38, view_118, mul_36, pow_10, mul_37,
    #     add_41, mul_38, tanh_9, add_42, mul_39
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_39, inner_inner_h_9_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_39 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_118, mul_36, pow_10, mul_37, add_41, mul_38,
    #     tanh_9, add_42, mul_39, view_119], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_30: addmm_39
    torch.mm(
        torch.as_strided(buf_mul_39, (64, 1024), (1024, 1), 0),
        inner_inner_h_9_mlp_c_proj_weight,
        out=buf_addmm_39,
    )
    del buf_mul_39
    buf_layer_norm_20 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_120, add_43, layer_norm_20], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_39, view_120,
    #     clone_40, add_43, layer_norm_20
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_40,
        inner_inner_h_9_mlp_c_proj_bias,
        buf_addmm_39,
        inner_inner_h_10_ln_1_weight,
        inner_inner_h_10_ln_1_bias,
        buf_layer_norm_20,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_40 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_120, add_43, layer_norm_20, view_121,
    #     addmm_40], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_11: addmm_40
    torch.addmm(
        inner_inner_h_10_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_20, (64, 256), (256, 1), 0),
        inner_inner_h_10_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_40,
    )
    buf_scaled_dot_product_attention_10 = torch.as_strided(
        buf_layer_norm_20, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_20
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_122, split_10, view_125, transpose_42, view_123, transpose_40, cat_20, view_124,
    #     transpose_41, cat_21, scaled_dot_product_attention_10], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_122, split_10, view_123, transpose_40,
    #     view_124, transpose_41, view_125, transpose_42, cat_20, cat_21,
    #     scaled_dot_product_attention_10
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_40,
        buf_scaled_dot_product_attention_10,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_10_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_122, split_10, view_125, transpose_42, view_123, transpose_40, cat_20, view_124,
    #     transpose_41, cat_21, scaled_dot_product_attention_10], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_122, split_10, view_123, transpose_40,
    #     view_124, transpose_41, view_125, transpose_42, cat_20, cat_21,
    #     scaled_dot_product_attention_10
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_40,
        buf_scaled_dot_product_attention_10_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_10_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_122, split_10, view_125, transpose_42, view_123, transpose_40, cat_20, view_124,
    #     transpose_41, cat_21, scaled_dot_product_attention_10], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_122, split_10, view_123, transpose_40,
    #     view_124, transpose_41, view_125, transpose_42, cat_20, cat_21,
    #     scaled_dot_product_attention_10
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_10_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_122, split_10, view_125, transpose_42, view_123, transpose_40, cat_20, view_124,
    #     transpose_41, cat_21, scaled_dot_product_attention_10], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_11: scaled_dot_product_attention_10
    buf_scaled_dot_product_attention_10_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_40, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_10,
            buf_scaled_dot_product_attention_10_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_10_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_40
    del buf_scaled_dot_product_attention_10
    del buf_scaled_dot_product_attention_10_3
    buf_scaled_dot_product_attention_10_5 = buf_scaled_dot_product_attention_10_4[0]
    buf_scaled_dot_product_attention_10_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_10_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_10_4
    buf_addmm_41 = torch.as_strided(
        buf_scaled_dot_product_attention_10_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_2
    # Topologically Sorted Source Nodes: [transpose_43, view_126, view_127, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_31: addmm_41
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_10_5, (64, 256), (256, 1), 0),
        inner_inner_h_10_attn_c_proj_weight,
        out=buf_addmm_41,
    )
    buf_add_44 = torch.as_strided(buf_addmm_41, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_41
    buf_layer_norm_21 = torch.as_strided(
        buf_scaled_dot_product_attention_10_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_5
    # Topologically Sorted Source Nodes: [, view_120, add_43, view_128, add_44, layer_norm_21],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_39, view_120,
    #     clone_40, add_43, addmm_41, view_128, clone_43, add_44, layer_norm_21
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_44,
        inner_inner_h_10_attn_c_proj_bias,
        buf_add_40,
        inner_inner_h_9_mlp_c_proj_bias,
        buf_addmm_39,
        inner_inner_h_10_ln_2_weight,
        inner_inner_h_10_ln_2_bias,
        buf_layer_norm_21,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_40
    del buf_addmm_39
    buf_addmm_42 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_21, view_129, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_32: addmm_42
    torch.mm(
        torch.as_strided(buf_layer_norm_21, (64, 256), (256, 1), 0),
        inner_inner_h_10_mlp_c_fc_weight,
        out=buf_addmm_42,
    )
    del buf_layer_norm_21
    buf_mul_43 = torch.as_strided(buf_addmm_42, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_42
    # Topologically Sorted Source Nodes: [, view_130, mul_40, pow_11, mul_41, add_45, mul_42,
    #     tanh_10, add_46, mul_43], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_42, view_130, mul_40, pow_11, mul_41,
    #     add_45, mul_42, tanh_10, add_46, mul_43
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_43, inner_inner_h_10_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_43 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_130, mul_40, pow_11, mul_41, add_45, mul_42,
    #     tanh_10, add_46, mul_43, view_131], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_33: addmm_43
    torch.mm(
        torch.as_strided(buf_mul_43, (64, 1024), (1024, 1), 0),
        inner_inner_h_10_mlp_c_proj_weight,
        out=buf_addmm_43,
    )
    del buf_mul_43
    buf_layer_norm_22 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_132, add_47, layer_norm_22], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_43, view_132,
    #     clone_44, add_47, layer_norm_22
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_44,
        inner_inner_h_10_mlp_c_proj_bias,
        buf_addmm_43,
        inner_inner_h_11_ln_1_weight,
        inner_inner_h_11_ln_1_bias,
        buf_layer_norm_22,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_44 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_132, add_47, layer_norm_22, view_133,
    #     addmm_44], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_12: addmm_44
    torch.addmm(
        inner_inner_h_11_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_22, (64, 256), (256, 1), 0),
        inner_inner_h_11_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_44,
    )
    buf_scaled_dot_product_attention_11 = torch.as_strided(
        buf_layer_norm_22, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_22
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_134, split_11, view_137, transpose_46, view_135, transpose_44, cat_22, view_136,
    #     transpose_45, cat_23, scaled_dot_product_attention_11], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_134, split_11, view_135, transpose_44,
    #     view_136, transpose_45, view_137, transpose_46, cat_22, cat_23,
    #     scaled_dot_product_attention_11
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_44,
        buf_scaled_dot_product_attention_11,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_11_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_134, split_11, view_137, transpose_46, view_135, transpose_44, cat_22, view_136,
    #     transpose_45, cat_23, scaled_dot_product_attention_11], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_134, split_11, view_135, transpose_44,
    #     view_136, transpose_45, view_137, transpose_46, cat_22, cat_23,
    #     scaled_dot_product_attention_11
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_44,
        buf_scaled_dot_product_attention_11_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_11_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_134, split_11, view_137, transpose_46, view_135, transpose_44, cat_22, view_136,
    #     transpose_45, cat_23, scaled_dot_product_attention_11], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_134, split_11, view_135, transpose_44,
    #     view_136, transpose_45, view_137, transpose_46, cat_22, cat_23,
    #     scaled_dot_product_attention_11
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_11_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_134, split_11, view_137, transpose_46, view_135, transpose_44, cat_22, view_136,
    #     transpose_45, cat_23, scaled_dot_product_attention_11], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_12: scaled_dot_product_attention_11
    buf_scaled_dot_product_attention_11_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_44, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_11,
            buf_scaled_dot_product_attention_11_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_11_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_44
    del buf_scaled_dot_product_attention_11
    del buf_scaled_dot_product_attention_11_3
    buf_scaled_dot_product_attention_11_5 = buf_scaled_dot_product_attention_11_4[0]
    buf_scaled_dot_product_attention_11_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_11_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_11_4
    buf_addmm_45 = torch.as_strided(
        buf_scaled_dot_product_attention_11_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_2
    # Topologically Sorted Source Nodes: [transpose_47, view_138, view_139, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_34: addmm_45
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_11_5, (64, 256), (256, 1), 0),
        inner_inner_h_11_attn_c_proj_weight,
        out=buf_addmm_45,
    )
    buf_add_48 = torch.as_strided(buf_addmm_45, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_45
    buf_layer_norm_23 = torch.as_strided(
        buf_scaled_dot_product_attention_11_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_5
    # Topologically Sorted Source Nodes: [, view_132, add_47, view_140, add_48, layer_norm_23],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_43, view_132,
    #     clone_44, add_47, addmm_45, view_140, clone_47, add_48, layer_norm_23
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_48,
        inner_inner_h_11_attn_c_proj_bias,
        buf_add_44,
        inner_inner_h_10_mlp_c_proj_bias,
        buf_addmm_43,
        inner_inner_h_11_ln_2_weight,
        inner_inner_h_11_ln_2_bias,
        buf_layer_norm_23,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_44
    del buf_addmm_43
    buf_addmm_46 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_23, view_141, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_35: addmm_46
    torch.mm(
        torch.as_strided(buf_layer_norm_23, (64, 256), (256, 1), 0),
        inner_inner_h_11_mlp_c_fc_weight,
        out=buf_addmm_46,
    )
    del buf_layer_norm_23
    buf_mul_47 = torch.as_strided(buf_addmm_46, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_46
    # Topologically Sorted Source Nodes: [, view_142, mul_44, pow_12, mul_45, add_49, mul_46,
    #     tanh_11, add_50, mul_47], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_46, view_142, mul_44, pow_12, mul_45,
    #     add_49, mul_46, tanh_11, add_50, mul_47
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_47, inner_inner_h_11_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_47 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_142, mul_44, pow_12, mul_45, add_49, mul_46,
    #     tanh_11, add_50, mul_47, view_143], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_36: addmm_47
    torch.mm(
        torch.as_strided(buf_mul_47, (64, 1024), (1024, 1), 0),
        inner_inner_h_11_mlp_c_proj_weight,
        out=buf_addmm_47,
    )
    del buf_mul_47
    buf_layer_norm_24 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_144, add_51, layer_norm_24], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_47, view_144,
    #     clone_48, add_51, layer_norm_24
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_48,
        inner_inner_h_11_mlp_c_proj_bias,
        buf_addmm_47,
        inner_inner_h_12_ln_1_weight,
        inner_inner_h_12_ln_1_bias,
        buf_layer_norm_24,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_48 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_144, add_51, layer_norm_24, view_145,
    #     addmm_48], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_13: addmm_48
    torch.addmm(
        inner_inner_h_12_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_24, (64, 256), (256, 1), 0),
        inner_inner_h_12_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_48,
    )
    buf_scaled_dot_product_attention_12 = torch.as_strided(
        buf_layer_norm_24, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_24
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_146, split_12, view_149, transpose_50, view_147, transpose_48, cat_24, view_148,
    #     transpose_49, cat_25, scaled_dot_product_attention_12], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_146, split_12, view_147, transpose_48,
    #     view_148, transpose_49, view_149, transpose_50, cat_24, cat_25,
    #     scaled_dot_product_attention_12
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_48,
        buf_scaled_dot_product_attention_12,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_12_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_146, split_12, view_149, transpose_50, view_147, transpose_48, cat_24, view_148,
    #     transpose_49, cat_25, scaled_dot_product_attention_12], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_146, split_12, view_147, transpose_48,
    #     view_148, transpose_49, view_149, transpose_50, cat_24, cat_25,
    #     scaled_dot_product_attention_12
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_48,
        buf_scaled_dot_product_attention_12_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_12_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_146, split_12, view_149, transpose_50, view_147, transpose_48, cat_24, view_148,
    #     transpose_49, cat_25, scaled_dot_product_attention_12], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_146, split_12, view_147, transpose_48,
    #     view_148, transpose_49, view_149, transpose_50, cat_24, cat_25,
    #     scaled_dot_product_attention_12
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_12_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_146, split_12, view_149, transpose_50, view_147, transpose_48, cat_24, view_148,
    #     transpose_49, cat_25, scaled_dot_product_attention_12], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_13: scaled_dot_product_attention_12
    buf_scaled_dot_product_attention_12_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_48, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_12,
            buf_scaled_dot_product_attention_12_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_12_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_48
    del buf_scaled_dot_product_attention_12
    del buf_scaled_dot_product_attention_12_3
    buf_scaled_dot_product_attention_12_5 = buf_scaled_dot_product_attention_12_4[0]
    buf_scaled_dot_product_attention_12_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_12_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_12_4
    buf_addmm_49 = torch.as_strided(
        buf_scaled_dot_product_attention_12_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_12_2
    # Topologically Sorted Source Nodes: [transpose_51, view_150, view_151, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_37: addmm_49
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_12_5, (64, 256), (256, 1), 0),
        inner_inner_h_12_attn_c_proj_weight,
        out=buf_addmm_49,
    )
    buf_add_52 = torch.as_strided(buf_addmm_49, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_49
    buf_layer_norm_25 = torch.as_strided(
        buf_scaled_dot_product_attention_12_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_12_5
    # Topologically Sorted Source Nodes: [, view_144, add_51, view_152, add_52, layer_norm_25],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_47, view_144,
    #     clone_48, add_51, addmm_49, view_152, clone_51, add_52, layer_norm_25
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_52,
        inner_inner_h_12_attn_c_proj_bias,
        buf_add_48,
        inner_inner_h_11_mlp_c_proj_bias,
        buf_addmm_47,
        inner_inner_h_12_ln_2_weight,
        inner_inner_h_12_ln_2_bias,
        buf_layer_norm_25,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_48
    del buf_addmm_47
    buf_addmm_50 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_25, view_153, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_38: addmm_50
    torch.mm(
        torch.as_strided(buf_layer_norm_25, (64, 256), (256, 1), 0),
        inner_inner_h_12_mlp_c_fc_weight,
        out=buf_addmm_50,
    )
    del buf_layer_norm_25
    buf_mul_51 = torch.as_strided(buf_addmm_50, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_50
    # Topologically Sorted Source Nodes: [, view_154, mul_48, pow_13, mul_49, add_53, mul_50,
    #     tanh_12, add_54, mul_51], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_50, view_154, mul_48, pow_13, mul_49,
    #     add_53, mul_50, tanh_12, add_54, mul_51
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_51, inner_inner_h_12_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_51 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_154, mul_48, pow_13, mul_49, add_53, mul_50,
    #     tanh_12, add_54, mul_51, view_155], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_39: addmm_51
    torch.mm(
        torch.as_strided(buf_mul_51, (64, 1024), (1024, 1), 0),
        inner_inner_h_12_mlp_c_proj_weight,
        out=buf_addmm_51,
    )
    del buf_mul_51
    buf_layer_norm_26 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_156, add_55, layer_norm_26], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_51, view_156,
    #     clone_52, add_55, layer_norm_26
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_52,
        inner_inner_h_12_mlp_c_proj_bias,
        buf_addmm_51,
        inner_inner_h_13_ln_1_weight,
        inner_inner_h_13_ln_1_bias,
        buf_layer_norm_26,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_52 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_156, add_55, layer_norm_26, view_157,
    #     addmm_52], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_14: addmm_52
    torch.addmm(
        inner_inner_h_13_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_26, (64, 256), (256, 1), 0),
        inner_inner_h_13_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_52,
    )
    buf_scaled_dot_product_attention_13 = torch.as_strided(
        buf_layer_norm_26, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_26
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_158, split_13, view_161, transpose_54, view_159, transpose_52, cat_26, view_160,
    #     transpose_53, cat_27, scaled_dot_product_attention_13], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_158, split_13, view_159, transpose_52,
    #     view_160, transpose_53, view_161, transpose_54, cat_26, cat_27,
    #     scaled_dot_product_attention_13
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_52,
        buf_scaled_dot_product_attention_13,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_13_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_158, split_13, view_161, transpose_54, view_159, transpose_52, cat_26, view_160,
    #     transpose_53, cat_27, scaled_dot_product_attention_13], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_158, split_13, view_159, transpose_52,
    #     view_160, transpose_53, view_161, transpose_54, cat_26, cat_27,
    #     scaled_dot_product_attention_13
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_52,
        buf_scaled_dot_product_attention_13_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_13_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_158, split_13, view_161, transpose_54, view_159, transpose_52, cat_26, view_160,
    #     transpose_53, cat_27, scaled_dot_product_attention_13], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_158, split_13, view_159, transpose_52,
    #     view_160, transpose_53, view_161, transpose_54, cat_26, cat_27,
    #     scaled_dot_product_attention_13
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_13_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_158, split_13, view_161, transpose_54, view_159, transpose_52, cat_26, view_160,
    #     transpose_53, cat_27, scaled_dot_product_attention_13], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_14: scaled_dot_product_attention_13
    buf_scaled_dot_product_attention_13_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_52, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_13,
            buf_scaled_dot_product_attention_13_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_13_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_52
    del buf_scaled_dot_product_attention_13
    del buf_scaled_dot_product_attention_13_3
    buf_scaled_dot_product_attention_13_5 = buf_scaled_dot_product_attention_13_4[0]
    buf_scaled_dot_product_attention_13_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_13_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_13_4
    buf_addmm_53 = torch.as_strided(
        buf_scaled_dot_product_attention_13_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_13_2
    # Topologically Sorted Source Nodes: [transpose_55, view_162, view_163, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_40: addmm_53
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_13_5, (64, 256), (256, 1), 0),
        inner_inner_h_13_attn_c_proj_weight,
        out=buf_addmm_53,
    )
    buf_add_56 = torch.as_strided(buf_addmm_53, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_53
    buf_layer_norm_27 = torch.as_strided(
        buf_scaled_dot_product_attention_13_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_13_5
    # Topologically Sorted Source Nodes: [, view_156, add_55, view_164, add_56, layer_norm_27],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_51, view_156,
    #     clone_52, add_55, addmm_53, view_164, clone_55, add_56, layer_norm_27
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_56,
        inner_inner_h_13_attn_c_proj_bias,
        buf_add_52,
        inner_inner_h_12_mlp_c_proj_bias,
        buf_addmm_51,
        inner_inner_h_13_ln_2_weight,
        inner_inner_h_13_ln_2_bias,
        buf_layer_norm_27,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_52
    del buf_addmm_51
    buf_addmm_54 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_27, view_165, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_41: addmm_54
    torch.mm(
        torch.as_strided(buf_layer_norm_27, (64, 256), (256, 1), 0),
        inner_inner_h_13_mlp_c_fc_weight,
        out=buf_addmm_54,
    )
    del buf_layer_norm_27
    buf_mul_55 = torch.as_strided(buf_addmm_54, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_54
    # Topologically Sorted Source Nodes: [, view_166, mul_52, pow_14, mul_53, add_57, mul_54,
    #     tanh_13, add_58, mul_55], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_54, view_166, mul_52, pow_14, mul_53,
    #     add_57, mul_54, tanh_13, add_58, mul_55
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_55, inner_inner_h_13_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_55 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_166, mul_52, pow_14, mul_53, add_57, mul_54,
    #     tanh_13, add_58, mul_55, view_167], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_42: addmm_55
    torch.mm(
        torch.as_strided(buf_mul_55, (64, 1024), (1024, 1), 0),
        inner_inner_h_13_mlp_c_proj_weight,
        out=buf_addmm_55,
    )
    del buf_mul_55
    buf_layer_norm_28 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_168, add_59, layer_norm_28], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_55, view_168,
    #     clone_56, add_59, layer_norm_28
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_56,
        inner_inner_h_13_mlp_c_proj_bias,
        buf_addmm_55,
        inner_inner_h_14_ln_1_weight,
        inner_inner_h_14_ln_1_bias,
        buf_layer_norm_28,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_56 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_168, add_59, layer_norm_28, view_169,
    #     addmm_56], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_15: addmm_56
    torch.addmm(
        inner_inner_h_14_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_28, (64, 256), (256, 1), 0),
        inner_inner_h_14_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_56,
    )
    buf_scaled_dot_product_attention_14 = torch.as_strided(
        buf_layer_norm_28, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_28
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_170, split_14, view_173, transpose_58, view_171, transpose_56, cat_28, view_172,
    #     transpose_57, cat_29, scaled_dot_product_attention_14], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_170, split_14, view_171, transpose_56,
    #     view_172, transpose_57, view_173, transpose_58, cat_28, cat_29,
    #     scaled_dot_product_attention_14
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_56,
        buf_scaled_dot_product_attention_14,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_14_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_170, split_14, view_173, transpose_58, view_171, transpose_56, cat_28, view_172,
    #     transpose_57, cat_29, scaled_dot_product_attention_14], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_170, split_14, view_171, transpose_56,
    #     view_172, transpose_57, view_173, transpose_58, cat_28, cat_29,
    #     scaled_dot_product_attention_14
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_56,
        buf_scaled_dot_product_attention_14_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_14_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_170, split_14, view_173, transpose_58, view_171, transpose_56, cat_28, view_172,
    #     transpose_57, cat_29, scaled_dot_product_attention_14], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_170, split_14, view_171, transpose_56,
    #     view_172, transpose_57, view_173, transpose_58, cat_28, cat_29,
    #     scaled_dot_product_attention_14
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_14_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_170, split_14, view_173, transpose_58, view_171, transpose_56, cat_28, view_172,
    #     transpose_57, cat_29, scaled_dot_product_attention_14], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_15: scaled_dot_product_attention_14
    buf_scaled_dot_product_attention_14_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_56, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_14,
            buf_scaled_dot_product_attention_14_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_14_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_56
    del buf_scaled_dot_product_attention_14
    del buf_scaled_dot_product_attention_14_3
    buf_scaled_dot_product_attention_14_5 = buf_scaled_dot_product_attention_14_4[0]
    buf_scaled_dot_product_attention_14_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_14_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_14_4
    buf_addmm_57 = torch.as_strided(
        buf_scaled_dot_product_attention_14_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_14_2
    # Topologically Sorted Source Nodes: [transpose_59, view_174, view_175, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_43: addmm_57
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_14_5, (64, 256), (256, 1), 0),
        inner_inner_h_14_attn_c_proj_weight,
        out=buf_addmm_57,
    )
    buf_add_60 = torch.as_strided(buf_addmm_57, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_57
    buf_layer_norm_29 = torch.as_strided(
        buf_scaled_dot_product_attention_14_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_14_5
    # Topologically Sorted Source Nodes: [, view_168, add_59, view_176, add_60, layer_norm_29],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_55, view_168,
    #     clone_56, add_59, addmm_57, view_176, clone_59, add_60, layer_norm_29
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_60,
        inner_inner_h_14_attn_c_proj_bias,
        buf_add_56,
        inner_inner_h_13_mlp_c_proj_bias,
        buf_addmm_55,
        inner_inner_h_14_ln_2_weight,
        inner_inner_h_14_ln_2_bias,
        buf_layer_norm_29,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_56
    del buf_addmm_55
    buf_addmm_58 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_29, view_177, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_44: addmm_58
    torch.mm(
        torch.as_strided(buf_layer_norm_29, (64, 256), (256, 1), 0),
        inner_inner_h_14_mlp_c_fc_weight,
        out=buf_addmm_58,
    )
    del buf_layer_norm_29
    buf_mul_59 = torch.as_strided(buf_addmm_58, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_58
    # Topologically Sorted Source Nodes: [, view_178, mul_56, pow_15, mul_57, add_61, mul_58,
    #     tanh_14, add_62, mul_59], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_58, view_178, mul_56, pow_15, mul_57,
    #     add_61, mul_58, tanh_14, add_62, mul_59
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_59, inner_inner_h_14_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_59 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_178, mul_56, pow_15, mul_57, add_61, mul_58,
    #     tanh_14, add_62, mul_59, view_179], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_45: addmm_59
    torch.mm(
        torch.as_strided(buf_mul_59, (64, 1024), (1024, 1), 0),
        inner_inner_h_14_mlp_c_proj_weight,
        out=buf_addmm_59,
    )
    del buf_mul_59
    buf_layer_norm_30 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_180, add_63, layer_norm_30], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_59, view_180,
    #     clone_60, add_63, layer_norm_30
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_60,
        inner_inner_h_14_mlp_c_proj_bias,
        buf_addmm_59,
        inner_inner_h_15_ln_1_weight,
        inner_inner_h_15_ln_1_bias,
        buf_layer_norm_30,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_60 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_180, add_63, layer_norm_30, view_181,
    #     addmm_60], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_16: addmm_60
    torch.addmm(
        inner_inner_h_15_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_30, (64, 256), (256, 1), 0),
        inner_inner_h_15_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_60,
    )
    buf_scaled_dot_product_attention_15 = torch.as_strided(
        buf_layer_norm_30, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_30
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_182, split_15, view_185, transpose_62, view_183, transpose_60, cat_30, view_184,
    #     transpose_61, cat_31, scaled_dot_product_attention_15], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_182, split_15, view_183, transpose_60,
    #     view_184, transpose_61, view_185, transpose_62, cat_30, cat_31,
    #     scaled_dot_product_attention_15
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_60,
        buf_scaled_dot_product_attention_15,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_15_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_182, split_15, view_185, transpose_62, view_183, transpose_60, cat_30, view_184,
    #     transpose_61, cat_31, scaled_dot_product_attention_15], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_182, split_15, view_183, transpose_60,
    #     view_184, transpose_61, view_185, transpose_62, cat_30, cat_31,
    #     scaled_dot_product_attention_15
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_60,
        buf_scaled_dot_product_attention_15_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_15_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_182, split_15, view_185, transpose_62, view_183, transpose_60, cat_30, view_184,
    #     transpose_61, cat_31, scaled_dot_product_attention_15], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_182, split_15, view_183, transpose_60,
    #     view_184, transpose_61, view_185, transpose_62, cat_30, cat_31,
    #     scaled_dot_product_attention_15
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_15_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_182, split_15, view_185, transpose_62, view_183, transpose_60, cat_30, view_184,
    #     transpose_61, cat_31, scaled_dot_product_attention_15], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_16: scaled_dot_product_attention_15
    buf_scaled_dot_product_attention_15_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_60, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_15,
            buf_scaled_dot_product_attention_15_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_15_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_60
    del buf_scaled_dot_product_attention_15
    del buf_scaled_dot_product_attention_15_3
    buf_scaled_dot_product_attention_15_5 = buf_scaled_dot_product_attention_15_4[0]
    buf_scaled_dot_product_attention_15_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_15_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_15_4
    buf_addmm_61 = torch.as_strided(
        buf_scaled_dot_product_attention_15_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_15_2
    # Topologically Sorted Source Nodes: [transpose_63, view_186, view_187, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_46: addmm_61
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_15_5, (64, 256), (256, 1), 0),
        inner_inner_h_15_attn_c_proj_weight,
        out=buf_addmm_61,
    )
    buf_add_64 = torch.as_strided(buf_addmm_61, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_61
    buf_layer_norm_31 = torch.as_strided(
        buf_scaled_dot_product_attention_15_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_15_5
    # Topologically Sorted Source Nodes: [, view_180, add_63, view_188, add_64, layer_norm_31],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_59, view_180,
    #     clone_60, add_63, addmm_61, view_188, clone_63, add_64, layer_norm_31
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_64,
        inner_inner_h_15_attn_c_proj_bias,
        buf_add_60,
        inner_inner_h_14_mlp_c_proj_bias,
        buf_addmm_59,
        inner_inner_h_15_ln_2_weight,
        inner_inner_h_15_ln_2_bias,
        buf_layer_norm_31,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_60
    del buf_addmm_59
    buf_addmm_62 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_31, view_189, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_47: addmm_62
    torch.mm(
        torch.as_strided(buf_layer_norm_31, (64, 256), (256, 1), 0),
        inner_inner_h_15_mlp_c_fc_weight,
        out=buf_addmm_62,
    )
    del buf_layer_norm_31
    buf_mul_63 = torch.as_strided(buf_addmm_62, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_62
    # Topologically Sorted Source Nodes: [, view_190, mul_60, pow_16, mul_61, add_65, mul_62,
    #     tanh_15, add_66, mul_63], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_62, view_190, mul_60, pow_16, mul_61,
    #     add_65, mul_62, tanh_15, add_66, mul_63
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_63, inner_inner_h_15_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_63 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_190, mul_60, pow_16, mul_61, add_65, mul_62,
    #     tanh_15, add_66, mul_63, view_191], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_48: addmm_63
    torch.mm(
        torch.as_strided(buf_mul_63, (64, 1024), (1024, 1), 0),
        inner_inner_h_15_mlp_c_proj_weight,
        out=buf_addmm_63,
    )
    del buf_mul_63
    buf_layer_norm_32 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_192, add_67, layer_norm_32], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_63, view_192,
    #     clone_64, add_67, layer_norm_32
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_64,
        inner_inner_h_15_mlp_c_proj_bias,
        buf_addmm_63,
        inner_inner_h_16_ln_1_weight,
        inner_inner_h_16_ln_1_bias,
        buf_layer_norm_32,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_64 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_192, add_67, layer_norm_32, view_193,
    #     addmm_64], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_17: addmm_64
    torch.addmm(
        inner_inner_h_16_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_32, (64, 256), (256, 1), 0),
        inner_inner_h_16_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_64,
    )
    buf_scaled_dot_product_attention_16 = torch.as_strided(
        buf_layer_norm_32, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_32
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_194, split_16, view_197, transpose_66, view_195, transpose_64, cat_32, view_196,
    #     transpose_65, cat_33, scaled_dot_product_attention_16], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_194, split_16, view_195, transpose_64,
    #     view_196, transpose_65, view_197, transpose_66, cat_32, cat_33,
    #     scaled_dot_product_attention_16
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_64,
        buf_scaled_dot_product_attention_16,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_16_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_194, split_16, view_197, transpose_66, view_195, transpose_64, cat_32, view_196,
    #     transpose_65, cat_33, scaled_dot_product_attention_16], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_194, split_16, view_195, transpose_64,
    #     view_196, transpose_65, view_197, transpose_66, cat_32, cat_33,
    #     scaled_dot_product_attention_16
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_64,
        buf_scaled_dot_product_attention_16_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_16_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_194, split_16, view_197, transpose_66, view_195, transpose_64, cat_32, view_196,
    #     transpose_65, cat_33, scaled_dot_product_attention_16], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_194, split_16, view_195, transpose_64,
    #     view_196, transpose_65, view_197, transpose_66, cat_32, cat_33,
    #     scaled_dot_product_attention_16
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_16_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_194, split_16, view_197, transpose_66, view_195, transpose_64, cat_32, view_196,
    #     transpose_65, cat_33, scaled_dot_product_attention_16], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_17: scaled_dot_product_attention_16
    buf_scaled_dot_product_attention_16_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_64, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_16,
            buf_scaled_dot_product_attention_16_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_16_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_64
    del buf_scaled_dot_product_attention_16
    del buf_scaled_dot_product_attention_16_3
    buf_scaled_dot_product_attention_16_5 = buf_scaled_dot_product_attention_16_4[0]
    buf_scaled_dot_product_attention_16_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_16_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_16_4
    buf_addmm_65 = torch.as_strided(
        buf_scaled_dot_product_attention_16_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_16_2
    # Topologically Sorted Source Nodes: [transpose_67, view_198, view_199, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_49: addmm_65
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_16_5, (64, 256), (256, 1), 0),
        inner_inner_h_16_attn_c_proj_weight,
        out=buf_addmm_65,
    )
    buf_add_68 = torch.as_strided(buf_addmm_65, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_65
    buf_layer_norm_33 = torch.as_strided(
        buf_scaled_dot_product_attention_16_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_16_5
    # Topologically Sorted Source Nodes: [, view_192, add_67, view_200, add_68, layer_norm_33],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_63, view_192,
    #     clone_64, add_67, addmm_65, view_200, clone_67, add_68, layer_norm_33
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_68,
        inner_inner_h_16_attn_c_proj_bias,
        buf_add_64,
        inner_inner_h_15_mlp_c_proj_bias,
        buf_addmm_63,
        inner_inner_h_16_ln_2_weight,
        inner_inner_h_16_ln_2_bias,
        buf_layer_norm_33,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_64
    del buf_addmm_63
    buf_addmm_66 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_33, view_201, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_50: addmm_66
    torch.mm(
        torch.as_strided(buf_layer_norm_33, (64, 256), (256, 1), 0),
        inner_inner_h_16_mlp_c_fc_weight,
        out=buf_addmm_66,
    )
    del buf_layer_norm_33
    buf_mul_67 = torch.as_strided(buf_addmm_66, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_66
    # Topologically Sorted Source Nodes: [, view_202, mul_64, pow_17, mul_65, add_69, mul_66,
    #     tanh_16, add_70, mul_67], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_66, view_202, mul_64, pow_17, mul_65,
    #     add_69, mul_66, tanh_16, add_70, mul_67
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_67, inner_inner_h_16_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_67 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_202, mul_64, pow_17, mul_65, add_69, mul_66,
    #     tanh_16, add_70, mul_67, view_203], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_51: addmm_67
    torch.mm(
        torch.as_strided(buf_mul_67, (64, 1024), (1024, 1), 0),
        inner_inner_h_16_mlp_c_proj_weight,
        out=buf_addmm_67,
    )
    del buf_mul_67
    buf_layer_norm_34 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_204, add_71, layer_norm_34], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_67, view_204,
    #     clone_68, add_71, layer_norm_34
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_68,
        inner_inner_h_16_mlp_c_proj_bias,
        buf_addmm_67,
        inner_inner_h_17_ln_1_weight,
        inner_inner_h_17_ln_1_bias,
        buf_layer_norm_34,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_68 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_204, add_71, layer_norm_34, view_205,
    #     addmm_68], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_18: addmm_68
    torch.addmm(
        inner_inner_h_17_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_34, (64, 256), (256, 1), 0),
        inner_inner_h_17_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_68,
    )
    buf_scaled_dot_product_attention_17 = torch.as_strided(
        buf_layer_norm_34, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_34
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_206, split_17, view_209, transpose_70, view_207, transpose_68, cat_34, view_208,
    #     transpose_69, cat_35, scaled_dot_product_attention_17], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_206, split_17, view_207, transpose_68,
    #     view_208, transpose_69, view_209, transpose_70, cat_34, cat_35,
    #     scaled_dot_product_attention_17
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_68,
        buf_scaled_dot_product_attention_17,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_17_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_206, split_17, view_209, transpose_70, view_207, transpose_68, cat_34, view_208,
    #     transpose_69, cat_35, scaled_dot_product_attention_17], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_206, split_17, view_207, transpose_68,
    #     view_208, transpose_69, view_209, transpose_70, cat_34, cat_35,
    #     scaled_dot_product_attention_17
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_68,
        buf_scaled_dot_product_attention_17_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_17_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_206, split_17, view_209, transpose_70, view_207, transpose_68, cat_34, view_208,
    #     transpose_69, cat_35, scaled_dot_product_attention_17], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_206, split_17, view_207, transpose_68,
    #     view_208, transpose_69, view_209, transpose_70, cat_34, cat_35,
    #     scaled_dot_product_attention_17
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_17_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_206, split_17, view_209, transpose_70, view_207, transpose_68, cat_34, view_208,
    #     transpose_69, cat_35, scaled_dot_product_attention_17], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_18: scaled_dot_product_attention_17
    buf_scaled_dot_product_attention_17_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_68, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_17,
            buf_scaled_dot_product_attention_17_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_17_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_68
    del buf_scaled_dot_product_attention_17
    del buf_scaled_dot_product_attention_17_3
    buf_scaled_dot_product_attention_17_5 = buf_scaled_dot_product_attention_17_4[0]
    buf_scaled_dot_product_attention_17_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_17_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_17_4
    buf_addmm_69 = torch.as_strided(
        buf_scaled_dot_product_attention_17_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_17_2
    # Topologically Sorted Source Nodes: [transpose_71, view_210, view_211, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_52: addmm_69
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_17_5, (64, 256), (256, 1), 0),
        inner_inner_h_17_attn_c_proj_weight,
        out=buf_addmm_69,
    )
    buf_add_72 = torch.as_strided(buf_addmm_69, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_69
    buf_layer_norm_35 = torch.as_strided(
        buf_scaled_dot_product_attention_17_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_17_5
    # Topologically Sorted Source Nodes: [, view_204, add_71, view_212, add_72, layer_norm_35],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_67, view_204,
    #     clone_68, add_71, addmm_69, view_212, clone_71, add_72, layer_norm_35
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_72,
        inner_inner_h_17_attn_c_proj_bias,
        buf_add_68,
        inner_inner_h_16_mlp_c_proj_bias,
        buf_addmm_67,
        inner_inner_h_17_ln_2_weight,
        inner_inner_h_17_ln_2_bias,
        buf_layer_norm_35,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_68
    del buf_addmm_67
    buf_addmm_70 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_35, view_213, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_53: addmm_70
    torch.mm(
        torch.as_strided(buf_layer_norm_35, (64, 256), (256, 1), 0),
        inner_inner_h_17_mlp_c_fc_weight,
        out=buf_addmm_70,
    )
    del buf_layer_norm_35
    buf_mul_71 = torch.as_strided(buf_addmm_70, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_70
    # Topologically Sorted Source Nodes: [, view_214, mul_68, pow_18, mul_69, add_73, mul_70,
    #     tanh_17, add_74, mul_71], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_70, view_214, mul_68, pow_18, mul_69,
    #     add_73, mul_70, tanh_17, add_74, mul_71
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_71, inner_inner_h_17_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_71 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_214, mul_68, pow_18, mul_69, add_73, mul_70,
    #     tanh_17, add_74, mul_71, view_215], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_54: addmm_71
    torch.mm(
        torch.as_strided(buf_mul_71, (64, 1024), (1024, 1), 0),
        inner_inner_h_17_mlp_c_proj_weight,
        out=buf_addmm_71,
    )
    del buf_mul_71
    buf_layer_norm_36 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_216, add_75, layer_norm_36], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_71, view_216,
    #     clone_72, add_75, layer_norm_36
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_72,
        inner_inner_h_17_mlp_c_proj_bias,
        buf_addmm_71,
        inner_inner_h_18_ln_1_weight,
        inner_inner_h_18_ln_1_bias,
        buf_layer_norm_36,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_72 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_216, add_75, layer_norm_36, view_217,
    #     addmm_72], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_19: addmm_72
    torch.addmm(
        inner_inner_h_18_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_36, (64, 256), (256, 1), 0),
        inner_inner_h_18_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_72,
    )
    buf_scaled_dot_product_attention_18 = torch.as_strided(
        buf_layer_norm_36, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_36
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_218, split_18, view_221, transpose_74, view_219, transpose_72, cat_36, view_220,
    #     transpose_73, cat_37, scaled_dot_product_attention_18], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_218, split_18, view_219, transpose_72,
    #     view_220, transpose_73, view_221, transpose_74, cat_36, cat_37,
    #     scaled_dot_product_attention_18
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_72,
        buf_scaled_dot_product_attention_18,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_18_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_218, split_18, view_221, transpose_74, view_219, transpose_72, cat_36, view_220,
    #     transpose_73, cat_37, scaled_dot_product_attention_18], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_218, split_18, view_219, transpose_72,
    #     view_220, transpose_73, view_221, transpose_74, cat_36, cat_37,
    #     scaled_dot_product_attention_18
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_72,
        buf_scaled_dot_product_attention_18_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_18_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_218, split_18, view_221, transpose_74, view_219, transpose_72, cat_36, view_220,
    #     transpose_73, cat_37, scaled_dot_product_attention_18], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_218, split_18, view_219, transpose_72,
    #     view_220, transpose_73, view_221, transpose_74, cat_36, cat_37,
    #     scaled_dot_product_attention_18
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_18_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_218, split_18, view_221, transpose_74, view_219, transpose_72, cat_36, view_220,
    #     transpose_73, cat_37, scaled_dot_product_attention_18], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_19: scaled_dot_product_attention_18
    buf_scaled_dot_product_attention_18_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_72, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_18,
            buf_scaled_dot_product_attention_18_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_18_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_72
    del buf_scaled_dot_product_attention_18
    del buf_scaled_dot_product_attention_18_3
    buf_scaled_dot_product_attention_18_5 = buf_scaled_dot_product_attention_18_4[0]
    buf_scaled_dot_product_attention_18_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_18_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_18_4
    buf_addmm_73 = torch.as_strided(
        buf_scaled_dot_product_attention_18_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_18_2
    # Topologically Sorted Source Nodes: [transpose_75, view_222, view_223, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_55: addmm_73
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_18_5, (64, 256), (256, 1), 0),
        inner_inner_h_18_attn_c_proj_weight,
        out=buf_addmm_73,
    )
    buf_add_76 = torch.as_strided(buf_addmm_73, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_73
    buf_layer_norm_37 = torch.as_strided(
        buf_scaled_dot_product_attention_18_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_18_5
    # Topologically Sorted Source Nodes: [, view_216, add_75, view_224, add_76, layer_norm_37],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_71, view_216,
    #     clone_72, add_75, addmm_73, view_224, clone_75, add_76, layer_norm_37
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_76,
        inner_inner_h_18_attn_c_proj_bias,
        buf_add_72,
        inner_inner_h_17_mlp_c_proj_bias,
        buf_addmm_71,
        inner_inner_h_18_ln_2_weight,
        inner_inner_h_18_ln_2_bias,
        buf_layer_norm_37,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_72
    del buf_addmm_71
    buf_addmm_74 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_37, view_225, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_56: addmm_74
    torch.mm(
        torch.as_strided(buf_layer_norm_37, (64, 256), (256, 1), 0),
        inner_inner_h_18_mlp_c_fc_weight,
        out=buf_addmm_74,
    )
    del buf_layer_norm_37
    buf_mul_75 = torch.as_strided(buf_addmm_74, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_74
    # Topologically Sorted Source Nodes: [, view_226, mul_72, pow_19, mul_73, add_77, mul_74,
    #     tanh_18, add_78, mul_75], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_74, view_226, mul_72, pow_19, mul_73,
    #     add_77, mul_74, tanh_18, add_78, mul_75
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_75, inner_inner_h_18_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_75 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_226, mul_72, pow_19, mul_73, add_77, mul_74,
    #     tanh_18, add_78, mul_75, view_227], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_57: addmm_75
    torch.mm(
        torch.as_strided(buf_mul_75, (64, 1024), (1024, 1), 0),
        inner_inner_h_18_mlp_c_proj_weight,
        out=buf_addmm_75,
    )
    del buf_mul_75
    buf_layer_norm_38 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_228, add_79, layer_norm_38], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_75, view_228,
    #     clone_76, add_79, layer_norm_38
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_76,
        inner_inner_h_18_mlp_c_proj_bias,
        buf_addmm_75,
        inner_inner_h_19_ln_1_weight,
        inner_inner_h_19_ln_1_bias,
        buf_layer_norm_38,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_76 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_228, add_79, layer_norm_38, view_229,
    #     addmm_76], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_20: addmm_76
    torch.addmm(
        inner_inner_h_19_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_38, (64, 256), (256, 1), 0),
        inner_inner_h_19_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_76,
    )
    buf_scaled_dot_product_attention_19 = torch.as_strided(
        buf_layer_norm_38, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_38
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_230, split_19, view_233, transpose_78, view_231, transpose_76, cat_38, view_232,
    #     transpose_77, cat_39, scaled_dot_product_attention_19], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_230, split_19, view_231, transpose_76,
    #     view_232, transpose_77, view_233, transpose_78, cat_38, cat_39,
    #     scaled_dot_product_attention_19
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_76,
        buf_scaled_dot_product_attention_19,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_19_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_230, split_19, view_233, transpose_78, view_231, transpose_76, cat_38, view_232,
    #     transpose_77, cat_39, scaled_dot_product_attention_19], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_230, split_19, view_231, transpose_76,
    #     view_232, transpose_77, view_233, transpose_78, cat_38, cat_39,
    #     scaled_dot_product_attention_19
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_76,
        buf_scaled_dot_product_attention_19_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_19_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_230, split_19, view_233, transpose_78, view_231, transpose_76, cat_38, view_232,
    #     transpose_77, cat_39, scaled_dot_product_attention_19], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_230, split_19, view_231, transpose_76,
    #     view_232, transpose_77, view_233, transpose_78, cat_38, cat_39,
    #     scaled_dot_product_attention_19
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_19_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_230, split_19, view_233, transpose_78, view_231, transpose_76, cat_38, view_232,
    #     transpose_77, cat_39, scaled_dot_product_attention_19], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_20: scaled_dot_product_attention_19
    buf_scaled_dot_product_attention_19_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_76, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_19,
            buf_scaled_dot_product_attention_19_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_19_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_76
    del buf_scaled_dot_product_attention_19
    del buf_scaled_dot_product_attention_19_3
    buf_scaled_dot_product_attention_19_5 = buf_scaled_dot_product_attention_19_4[0]
    buf_scaled_dot_product_attention_19_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_19_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_19_4
    buf_addmm_77 = torch.as_strided(
        buf_scaled_dot_product_attention_19_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_19_2
    # Topologically Sorted Source Nodes: [transpose_79, view_234, view_235, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_58: addmm_77
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_19_5, (64, 256), (256, 1), 0),
        inner_inner_h_19_attn_c_proj_weight,
        out=buf_addmm_77,
    )
    buf_add_80 = torch.as_strided(buf_addmm_77, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_77
    buf_layer_norm_39 = torch.as_strided(
        buf_scaled_dot_product_attention_19_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_19_5
    # Topologically Sorted Source Nodes: [, view_228, add_79, view_236, add_80, layer_norm_39],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_75, view_228,
    #     clone_76, add_79, addmm_77, view_236, clone_79, add_80, layer_norm_39
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_80,
        inner_inner_h_19_attn_c_proj_bias,
        buf_add_76,
        inner_inner_h_18_mlp_c_proj_bias,
        buf_addmm_75,
        inner_inner_h_19_ln_2_weight,
        inner_inner_h_19_ln_2_bias,
        buf_layer_norm_39,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_76
    del buf_addmm_75
    buf_addmm_78 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_39, view_237, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_59: addmm_78
    torch.mm(
        torch.as_strided(buf_layer_norm_39, (64, 256), (256, 1), 0),
        inner_inner_h_19_mlp_c_fc_weight,
        out=buf_addmm_78,
    )
    del buf_layer_norm_39
    buf_mul_79 = torch.as_strided(buf_addmm_78, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_78
    # Topologically Sorted Source Nodes: [, view_238, mul_76, pow_20, mul_77, add_81, mul_78,
    #     tanh_19, add_82, mul_79], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_78, view_238, mul_76, pow_20, mul_77,
    #     add_81, mul_78, tanh_19, add_82, mul_79
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_79, inner_inner_h_19_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_79 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_238, mul_76, pow_20, mul_77, add_81, mul_78,
    #     tanh_19, add_82, mul_79, view_239], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_60: addmm_79
    torch.mm(
        torch.as_strided(buf_mul_79, (64, 1024), (1024, 1), 0),
        inner_inner_h_19_mlp_c_proj_weight,
        out=buf_addmm_79,
    )
    del buf_mul_79
    buf_layer_norm_40 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_240, add_83, layer_norm_40], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_79, view_240,
    #     clone_80, add_83, layer_norm_40
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_80,
        inner_inner_h_19_mlp_c_proj_bias,
        buf_addmm_79,
        inner_inner_h_20_ln_1_weight,
        inner_inner_h_20_ln_1_bias,
        buf_layer_norm_40,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_80 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_240, add_83, layer_norm_40, view_241,
    #     addmm_80], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_21: addmm_80
    torch.addmm(
        inner_inner_h_20_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_40, (64, 256), (256, 1), 0),
        inner_inner_h_20_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_80,
    )
    buf_scaled_dot_product_attention_20 = torch.as_strided(
        buf_layer_norm_40, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_40
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_242, split_20, view_245, transpose_82, view_243, transpose_80, cat_40, view_244,
    #     transpose_81, cat_41, scaled_dot_product_attention_20], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_242, split_20, view_243, transpose_80,
    #     view_244, transpose_81, view_245, transpose_82, cat_40, cat_41,
    #     scaled_dot_product_attention_20
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_80,
        buf_scaled_dot_product_attention_20,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_20_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_242, split_20, view_245, transpose_82, view_243, transpose_80, cat_40, view_244,
    #     transpose_81, cat_41, scaled_dot_product_attention_20], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_242, split_20, view_243, transpose_80,
    #     view_244, transpose_81, view_245, transpose_82, cat_40, cat_41,
    #     scaled_dot_product_attention_20
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_80,
        buf_scaled_dot_product_attention_20_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_20_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_242, split_20, view_245, transpose_82, view_243, transpose_80, cat_40, view_244,
    #     transpose_81, cat_41, scaled_dot_product_attention_20], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_242, split_20, view_243, transpose_80,
    #     view_244, transpose_81, view_245, transpose_82, cat_40, cat_41,
    #     scaled_dot_product_attention_20
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_20_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_242, split_20, view_245, transpose_82, view_243, transpose_80, cat_40, view_244,
    #     transpose_81, cat_41, scaled_dot_product_attention_20], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_21: scaled_dot_product_attention_20
    buf_scaled_dot_product_attention_20_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_80, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_20,
            buf_scaled_dot_product_attention_20_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_20_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_80
    del buf_scaled_dot_product_attention_20
    del buf_scaled_dot_product_attention_20_3
    buf_scaled_dot_product_attention_20_5 = buf_scaled_dot_product_attention_20_4[0]
    buf_scaled_dot_product_attention_20_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_20_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_20_4
    buf_addmm_81 = torch.as_strided(
        buf_scaled_dot_product_attention_20_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_20_2
    # Topologically Sorted Source Nodes: [transpose_83, view_246, view_247, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_61: addmm_81
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_20_5, (64, 256), (256, 1), 0),
        inner_inner_h_20_attn_c_proj_weight,
        out=buf_addmm_81,
    )
    buf_add_84 = torch.as_strided(buf_addmm_81, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_81
    buf_layer_norm_41 = torch.as_strided(
        buf_scaled_dot_product_attention_20_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_20_5
    # Topologically Sorted Source Nodes: [, view_240, add_83, view_248, add_84, layer_norm_41],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_79, view_240,
    #     clone_80, add_83, addmm_81, view_248, clone_83, add_84, layer_norm_41
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_84,
        inner_inner_h_20_attn_c_proj_bias,
        buf_add_80,
        inner_inner_h_19_mlp_c_proj_bias,
        buf_addmm_79,
        inner_inner_h_20_ln_2_weight,
        inner_inner_h_20_ln_2_bias,
        buf_layer_norm_41,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_80
    del buf_addmm_79
    buf_addmm_82 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_41, view_249, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_62: addmm_82
    torch.mm(
        torch.as_strided(buf_layer_norm_41, (64, 256), (256, 1), 0),
        inner_inner_h_20_mlp_c_fc_weight,
        out=buf_addmm_82,
    )
    del buf_layer_norm_41
    buf_mul_83 = torch.as_strided(buf_addmm_82, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_82
    # Topologically Sorted Source Nodes: [, view_250, mul_80, pow_21, mul_81, add_85, mul_82,
    #     tanh_20, add_86, mul_83], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_82, view_250, mul_80, pow_21, mul_81,
    #     add_85, mul_82, tanh_20, add_86, mul_83
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_83, inner_inner_h_20_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_83 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_250, mul_80, pow_21, mul_81, add_85, mul_82,
    #     tanh_20, add_86, mul_83, view_251], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_63: addmm_83
    torch.mm(
        torch.as_strided(buf_mul_83, (64, 1024), (1024, 1), 0),
        inner_inner_h_20_mlp_c_proj_weight,
        out=buf_addmm_83,
    )
    del buf_mul_83
    buf_layer_norm_42 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_252, add_87, layer_norm_42], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_83, view_252,
    #     clone_84, add_87, layer_norm_42
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_84,
        inner_inner_h_20_mlp_c_proj_bias,
        buf_addmm_83,
        inner_inner_h_21_ln_1_weight,
        inner_inner_h_21_ln_1_bias,
        buf_layer_norm_42,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_84 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_252, add_87, layer_norm_42, view_253,
    #     addmm_84], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_22: addmm_84
    torch.addmm(
        inner_inner_h_21_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_42, (64, 256), (256, 1), 0),
        inner_inner_h_21_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_84,
    )
    buf_scaled_dot_product_attention_21 = torch.as_strided(
        buf_layer_norm_42, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_42
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_254, split_21, view_257, transpose_86, view_255, transpose_84, cat_42, view_256,
    #     transpose_85, cat_43, scaled_dot_product_attention_21], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_254, split_21, view_255, transpose_84,
    #     view_256, transpose_85, view_257, transpose_86, cat_42, cat_43,
    #     scaled_dot_product_attention_21
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_84,
        buf_scaled_dot_product_attention_21,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_21_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_254, split_21, view_257, transpose_86, view_255, transpose_84, cat_42, view_256,
    #     transpose_85, cat_43, scaled_dot_product_attention_21], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_254, split_21, view_255, transpose_84,
    #     view_256, transpose_85, view_257, transpose_86, cat_42, cat_43,
    #     scaled_dot_product_attention_21
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_84,
        buf_scaled_dot_product_attention_21_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_21_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_254, split_21, view_257, transpose_86, view_255, transpose_84, cat_42, view_256,
    #     transpose_85, cat_43, scaled_dot_product_attention_21], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_254, split_21, view_255, transpose_84,
    #     view_256, transpose_85, view_257, transpose_86, cat_42, cat_43,
    #     scaled_dot_product_attention_21
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_21_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_254, split_21, view_257, transpose_86, view_255, transpose_84, cat_42, view_256,
    #     transpose_85, cat_43, scaled_dot_product_attention_21], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_22: scaled_dot_product_attention_21
    buf_scaled_dot_product_attention_21_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_84, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_21,
            buf_scaled_dot_product_attention_21_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_21_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_84
    del buf_scaled_dot_product_attention_21
    del buf_scaled_dot_product_attention_21_3
    buf_scaled_dot_product_attention_21_5 = buf_scaled_dot_product_attention_21_4[0]
    buf_scaled_dot_product_attention_21_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_21_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_21_4
    buf_addmm_85 = torch.as_strided(
        buf_scaled_dot_product_attention_21_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_21_2
    # Topologically Sorted Source Nodes: [transpose_87, view_258, view_259, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_64: addmm_85
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_21_5, (64, 256), (256, 1), 0),
        inner_inner_h_21_attn_c_proj_weight,
        out=buf_addmm_85,
    )
    buf_add_88 = torch.as_strided(buf_addmm_85, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_85
    buf_layer_norm_43 = torch.as_strided(
        buf_scaled_dot_product_attention_21_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_21_5
    # Topologically Sorted Source Nodes: [, view_252, add_87, view_260, add_88, layer_norm_43],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_83, view_252,
    #     clone_84, add_87, addmm_85, view_260, clone_87, add_88, layer_norm_43
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_88,
        inner_inner_h_21_attn_c_proj_bias,
        buf_add_84,
        inner_inner_h_20_mlp_c_proj_bias,
        buf_addmm_83,
        inner_inner_h_21_ln_2_weight,
        inner_inner_h_21_ln_2_bias,
        buf_layer_norm_43,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_84
    del buf_addmm_83
    buf_addmm_86 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_43, view_261, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_65: addmm_86
    torch.mm(
        torch.as_strided(buf_layer_norm_43, (64, 256), (256, 1), 0),
        inner_inner_h_21_mlp_c_fc_weight,
        out=buf_addmm_86,
    )
    del buf_layer_norm_43
    buf_mul_87 = torch.as_strided(buf_addmm_86, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_86
    # Topologically Sorted Source Nodes: [, view_262, mul_84, pow_22, mul_85, add_89, mul_86,
    #     tanh_21, add_90, mul_87], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_86, view_262, mul_84, pow_22, mul_85,
    #     add_89, mul_86, tanh_21, add_90, mul_87
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_87, inner_inner_h_21_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_87 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_262, mul_84, pow_22, mul_85, add_89, mul_86,
    #     tanh_21, add_90, mul_87, view_263], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_66: addmm_87
    torch.mm(
        torch.as_strided(buf_mul_87, (64, 1024), (1024, 1), 0),
        inner_inner_h_21_mlp_c_proj_weight,
        out=buf_addmm_87,
    )
    del buf_mul_87
    buf_layer_norm_44 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_264, add_91, layer_norm_44], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_87, view_264,
    #     clone_88, add_91, layer_norm_44
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_88,
        inner_inner_h_21_mlp_c_proj_bias,
        buf_addmm_87,
        inner_inner_h_22_ln_1_weight,
        inner_inner_h_22_ln_1_bias,
        buf_layer_norm_44,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_88 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_264, add_91, layer_norm_44, view_265,
    #     addmm_88], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_23: addmm_88
    torch.addmm(
        inner_inner_h_22_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_44, (64, 256), (256, 1), 0),
        inner_inner_h_22_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_88,
    )
    buf_scaled_dot_product_attention_22 = torch.as_strided(
        buf_layer_norm_44, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_44
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_266, split_22, view_269, transpose_90, view_267, transpose_88, cat_44, view_268,
    #     transpose_89, cat_45, scaled_dot_product_attention_22], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_266, split_22, view_267, transpose_88,
    #     view_268, transpose_89, view_269, transpose_90, cat_44, cat_45,
    #     scaled_dot_product_attention_22
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_88,
        buf_scaled_dot_product_attention_22,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_22_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_266, split_22, view_269, transpose_90, view_267, transpose_88, cat_44, view_268,
    #     transpose_89, cat_45, scaled_dot_product_attention_22], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_266, split_22, view_267, transpose_88,
    #     view_268, transpose_89, view_269, transpose_90, cat_44, cat_45,
    #     scaled_dot_product_attention_22
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_88,
        buf_scaled_dot_product_attention_22_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_22_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_266, split_22, view_269, transpose_90, view_267, transpose_88, cat_44, view_268,
    #     transpose_89, cat_45, scaled_dot_product_attention_22], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_266, split_22, view_267, transpose_88,
    #     view_268, transpose_89, view_269, transpose_90, cat_44, cat_45,
    #     scaled_dot_product_attention_22
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_22_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_266, split_22, view_269, transpose_90, view_267, transpose_88, cat_44, view_268,
    #     transpose_89, cat_45, scaled_dot_product_attention_22], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_23: scaled_dot_product_attention_22
    buf_scaled_dot_product_attention_22_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_88, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_22,
            buf_scaled_dot_product_attention_22_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_22_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_88
    del buf_scaled_dot_product_attention_22
    del buf_scaled_dot_product_attention_22_3
    buf_scaled_dot_product_attention_22_5 = buf_scaled_dot_product_attention_22_4[0]
    buf_scaled_dot_product_attention_22_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_22_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_22_4
    buf_addmm_89 = torch.as_strided(
        buf_scaled_dot_product_attention_22_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_22_2
    # Topologically Sorted Source Nodes: [transpose_91, view_270, view_271, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_67: addmm_89
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_22_5, (64, 256), (256, 1), 0),
        inner_inner_h_22_attn_c_proj_weight,
        out=buf_addmm_89,
    )
    buf_add_92 = torch.as_strided(buf_addmm_89, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_89
    buf_layer_norm_45 = torch.as_strided(
        buf_scaled_dot_product_attention_22_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_22_5
    # Topologically Sorted Source Nodes: [, view_264, add_91, view_272, add_92, layer_norm_45],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_87, view_264,
    #     clone_88, add_91, addmm_89, view_272, clone_91, add_92, layer_norm_45
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_92,
        inner_inner_h_22_attn_c_proj_bias,
        buf_add_88,
        inner_inner_h_21_mlp_c_proj_bias,
        buf_addmm_87,
        inner_inner_h_22_ln_2_weight,
        inner_inner_h_22_ln_2_bias,
        buf_layer_norm_45,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_88
    del buf_addmm_87
    buf_addmm_90 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_45, view_273, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_68: addmm_90
    torch.mm(
        torch.as_strided(buf_layer_norm_45, (64, 256), (256, 1), 0),
        inner_inner_h_22_mlp_c_fc_weight,
        out=buf_addmm_90,
    )
    del buf_layer_norm_45
    buf_mul_91 = torch.as_strided(buf_addmm_90, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_90
    # Topologically Sorted Source Nodes: [, view_274, mul_88, pow_23, mul_89, add_93, mul_90,
    #     tanh_22, add_94, mul_91], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_90, view_274, mul_88, pow_23, mul_89,
    #     add_93, mul_90, tanh_22, add_94, mul_91
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_91, inner_inner_h_22_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_91 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_274, mul_88, pow_23, mul_89, add_93, mul_90,
    #     tanh_22, add_94, mul_91, view_275], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_69: addmm_91
    torch.mm(
        torch.as_strided(buf_mul_91, (64, 1024), (1024, 1), 0),
        inner_inner_h_22_mlp_c_proj_weight,
        out=buf_addmm_91,
    )
    del buf_mul_91
    buf_layer_norm_46 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, view_276, add_95, layer_norm_46], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2: addmm_91, view_276,
    #     clone_92, add_95, layer_norm_46
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_2[64, 1, 1](
        buf_add_92,
        inner_inner_h_22_mlp_c_proj_bias,
        buf_addmm_91,
        inner_inner_h_23_ln_1_weight,
        inner_inner_h_23_ln_1_bias,
        buf_layer_norm_46,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_addmm_92 = torch.empty_strided((64, 768), (768, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_276, add_95, layer_norm_46, view_277,
    #     addmm_92], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # addmm_24: addmm_92
    torch.addmm(
        inner_inner_h_23_attn_c_attn_bias,
        torch.as_strided(buf_layer_norm_46, (64, 256), (256, 1), 0),
        inner_inner_h_23_attn_c_attn_weight,
        alpha=1,
        beta=1,
        out=buf_addmm_92,
    )
    buf_scaled_dot_product_attention_23 = torch.as_strided(
        buf_layer_norm_46, (1, 4, 64, 64), (16384, 64, 256, 1), 0
    )  # reuse
    del buf_layer_norm_46
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_278, split_23, view_281, transpose_94, view_279, transpose_92, cat_46, view_280,
    #     transpose_93, cat_47, scaled_dot_product_attention_23], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_278, split_23, view_279, transpose_92,
    #     view_280, transpose_93, view_281, transpose_94, cat_46, cat_47,
    #     scaled_dot_product_attention_23
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_92,
        buf_scaled_dot_product_attention_23,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_23_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 64, 256, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_278, split_23, view_281, transpose_94, view_279, transpose_92, cat_46, view_280,
    #     transpose_93, cat_47, scaled_dot_product_attention_23], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_278, split_23, view_279, transpose_92,
    #     view_280, transpose_93, view_281, transpose_94, cat_46, cat_47,
    #     scaled_dot_product_attention_23
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_2[
        triton.cdiv(16384, 256), 1, 1
    ](
        buf_addmm_92,
        buf_scaled_dot_product_attention_23_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_23_3 = torch.empty_strided(
        (1, 1, 64, 64), (4096, 0, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_278, split_23, view_281, transpose_94, view_279, transpose_92, cat_46, view_280,
    #     transpose_93, cat_47, scaled_dot_product_attention_23], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3:
    #     arange_3, add_2, arange_4, add_3, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10,
    #     unsqueeze_11, unsqueeze_12, le, expand, view_278, split_23, view_279, transpose_92,
    #     view_280, transpose_93, view_281, transpose_94, cat_46, cat_47,
    #     scaled_dot_product_attention_23
    triton_poi_fused__scaled_dot_product_efficient_attention_add_arange_cat_expand_le_scalar_tensor_split_transpose_unsqueeze_view_where__scaled_dot_product_attention_3[
        triton.cdiv(4096, 128), 1, 1
    ](buf_scaled_dot_product_attention_23_3, 4096, XBLOCK=128, num_warps=4, num_stages=1)
    # Topologically Sorted Source Nodes: [arange_4, add_3, unsqueeze_10, unsqueeze_11,
    #     unsqueeze_12, arange_3, add_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, le, expand,
    #     view_278, split_23, view_281, transpose_94, view_279, transpose_92, cat_46, view_280,
    #     transpose_93, cat_47, scaled_dot_product_attention_23], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.le, aten.expand, aten.view, aten.split, aten.transpose,
    #     aten.cat, aten.scalar_tensor, aten.where, aten._scaled_dot_product_efficient_attention]
    # _scaled_dot_product_efficient_attention_24: scaled_dot_product_attention_23
    buf_scaled_dot_product_attention_23_4 = (
        torch.ops.aten._scaled_dot_product_efficient_attention.default(
            torch.as_strided(buf_addmm_92, (1, 4, 64, 64), (49152, 64, 768, 1), 0),
            buf_scaled_dot_product_attention_23,
            buf_scaled_dot_product_attention_23_2,
            torch.as_strided(
                buf_scaled_dot_product_attention_23_3, (1, 4, 64, 64), (4096, 0, 64, 1), 0
            ),
            False,
            scale=0.125,
        )
    )
    del buf_addmm_92
    del buf_scaled_dot_product_attention_23
    del buf_scaled_dot_product_attention_23_3
    buf_scaled_dot_product_attention_23_5 = buf_scaled_dot_product_attention_23_4[0]
    buf_scaled_dot_product_attention_23_5 = _check_shape(
        "the output of aten._scaled_dot_product_efficient_attention.default",
        buf_scaled_dot_product_attention_23_5,
        (1, 4, 64, 64),
        (16384, 64, 256, 1),
    )
    del buf_scaled_dot_product_attention_23_4
    buf_addmm_93 = torch.as_strided(
        buf_scaled_dot_product_attention_23_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_23_2
    # Topologically Sorted Source Nodes: [transpose_95, view_282, view_283, ], Original ATen:
    #     [aten.transpose, aten.view, aten.addmm]
    # mm_70: addmm_93
    torch.mm(
        torch.as_strided(buf_scaled_dot_product_attention_23_5, (64, 256), (256, 1), 0),
        inner_inner_h_23_attn_c_proj_weight,
        out=buf_addmm_93,
    )
    buf_add_96 = torch.as_strided(buf_addmm_93, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_addmm_93
    buf_layer_norm_47 = torch.as_strided(
        buf_scaled_dot_product_attention_23_5, (1, 64, 256), (16384, 256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_23_5
    # Topologically Sorted Source Nodes: [, view_276, add_95, view_284, add_96, layer_norm_47],
    #     Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3: addmm_91, view_276,
    #     clone_92, add_95, addmm_93, view_284, clone_95, add_96, layer_norm_47
    triton_per_fused_add_addmm_native_layer_norm_view__layer_norm_3[64, 1, 1](
        buf_add_96,
        inner_inner_h_23_attn_c_proj_bias,
        buf_add_92,
        inner_inner_h_22_mlp_c_proj_bias,
        buf_addmm_91,
        inner_inner_h_23_ln_2_weight,
        inner_inner_h_23_ln_2_bias,
        buf_layer_norm_47,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_add_92
    del buf_addmm_91
    buf_addmm_94 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [layer_norm_47, view_285, ], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.addmm]
    # mm_71: addmm_94
    torch.mm(
        torch.as_strided(buf_layer_norm_47, (64, 256), (256, 1), 0),
        inner_inner_h_23_mlp_c_fc_weight,
        out=buf_addmm_94,
    )
    del buf_layer_norm_47
    buf_mul_95 = torch.as_strided(buf_addmm_94, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_addmm_94
    # Topologically Sorted Source Nodes: [, view_286, mul_92, pow_24, mul_93, add_97, mul_94,
    #     tanh_23, add_98, mul_95], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow,
    #     aten.add, aten.tanh]
    # triton_poi_fused_add_addmm_mul_pow_tanh_view: addmm_94, view_286, mul_92, pow_24, mul_93,
    #     add_97, mul_94, tanh_23, add_98, mul_95
    triton_poi_fused_add_addmm_mul_pow_tanh_view[triton.cdiv(65536, 512), 1, 1](
        buf_mul_95, inner_inner_h_23_mlp_c_fc_bias, 65536, XBLOCK=512, num_warps=4, num_stages=1
    )
    buf_addmm_95 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, view_286, mul_92, pow_24, mul_93, add_97, mul_94,
    #     tanh_23, add_98, mul_95, view_287], Original ATen: [aten.addmm, aten.view, aten.mul,
    #     aten.pow, aten.add, aten.tanh]
    # mm_72: addmm_95
    torch.mm(
        torch.as_strided(buf_mul_95, (64, 1024), (1024, 1), 0),
        inner_inner_h_23_mlp_c_proj_weight,
        out=buf_addmm_95,
    )
    del buf_mul_95
    out = buf_add_96  # reuse
    del buf_add_96
    # Topologically Sorted Source Nodes: [, view_288, add_99, layer_norm_48], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view__view_289: addmm_95, view_288, clone_96,
    #     add_99, layer_norm_48, view_289
    triton_per_fused_add_addmm_native_layer_norm_view__view_289[64, 1, 1](
        out,
        inner_inner_h_23_mlp_c_proj_bias,
        buf_addmm_95,
        inner_inner_ln_f_weight,
        inner_inner_ln_f_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_addmm_95
    return out
