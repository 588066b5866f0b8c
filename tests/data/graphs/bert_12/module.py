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
def _any_combine(a, b):
    return a | b


@triton.jit
def any_(a, dim):
    return tl.reduce(a, dim, _any_combine)


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


@triton.jit
def max2(a, dim):
    return tl.reduce(a, dim, maximum)


# triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice fuses: slice_1, expand,
#     gather, embedding, embedding_1, add, embedding_2, add_1, layer_norm, clone
#   bert_12.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   add => add
#   add_1 => add_1
#   embedding => embedding
#   embedding_1 => embedding_1
#   embedding_2 => embedding_2
#   expand => expand
#   gather => gather
#   layer_norm => add_2, add_3, mul, mul_1, rsqrt, sub, var_mean
#   slice_1 => slice_1
# kernel-id: 2a0f73b67181
@triton.jit
def triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    in_ptr5,
    in_ptr6,
    in_ptr7,
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy="evict_last")
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy="evict_last")
    tmp46 = tl.load(in_ptr6 + (r0_1), None, eviction_policy="evict_last")
    tmp48 = tl.load(in_ptr7 + (r0_1), None, eviction_policy="evict_last")
    tmp1 = tl.full([1, 1], 1000, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(
        ((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000"
    )
    tmp6 = tl.load(in_ptr1 + (r0_1 + 256 * tmp4), xmask, other=0.0)
    tmp8 = tl.full([1, 1], 512, tl.int32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp7 < 0
    tmp11 = tl.where(tmp10, tmp9, tmp7)
    tl.device_assert(
        ((0 <= tmp11) & (tmp11 < 512)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 512"
    )
    tmp13 = tl.load(in_ptr3 + (tmp11), xmask, eviction_policy="evict_last")
    tmp14 = tl.full([1, 1], 2, tl.int32)
    tmp15 = tmp13 + tmp14
    tmp16 = tmp13 < 0
    tmp17 = tl.where(tmp16, tmp15, tmp13)
    tl.device_assert(((0 <= tmp17) & (tmp17 < 2)) | ~(xmask), "index out of bounds: 0 <= tmp17 < 2")
    tmp19 = tl.load(in_ptr4 + (r0_1 + 256 * tmp17), xmask, other=0.0)
    tmp20 = tmp6 + tmp19
    tmp21 = tl.load(in_ptr5 + (r0_1 + 256 * tmp11), xmask, other=0.0)
    tmp22 = tmp20 + tmp21
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(xmask, tmp23, 0)
    tmp26 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.full([1, 1], 256, tl.int32)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp29 / tmp31
    tmp33 = tmp23 - tmp32
    tmp34 = tmp33 * tmp33
    tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
    tmp37 = tl.where(xmask, tmp35, 0)
    tmp38 = tl.sum(tmp37, 1)[:, None].to(tl.float32)
    tmp39 = tmp22 - tmp32
    tmp40 = tl.full([1, 1], 256.0, tl.float32)
    tmp41 = tmp38 / tmp40
    tmp42 = tl.full([1, 1], 1e-12, tl.float32)
    tmp43 = tmp41 + tmp42
    tmp44 = libdevice.rsqrt(tmp43)
    tmp45 = tmp39 * tmp44
    tmp47 = tmp45 * tmp46
    tmp49 = tmp47 + tmp48
    tl.store(in_out_ptr0 + (r0_1 + 256 * x0), tmp49, xmask)


# triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention fuses: linear, view,
#     transpose, scaled_dot_product_attention
# Launched 12 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# kernel-id: 0a80d8020dd7
@triton.jit
def triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention(
    in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK: tl.constexpr
):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 64
    x2 = xindex // 4096
    x1 = (xindex // 64) % 64
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64 * x2), None, eviction_policy="evict_last")
    tmp1 = tl.load(in_ptr1 + (x0 + 64 * x2 + 256 * x1), None)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x3), tmp4, None)


# triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2 fuses: linear_1,
#     view_1, transpose_1, scaled_dot_product_attention
# Launched 12 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# kernel-id: 26ba0517a008
@triton.jit
def triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2(
    in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 256
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy="evict_last")
    tmp1 = tl.load(in_ptr1 + (y0 + 256 * x1), xmask & ymask, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1, 1], 0.3535533905932738, tl.float32)
    tmp4 = tmp2 * tmp3
    tl.store(out_ptr0 + (x1 + 64 * y0), tmp4, xmask & ymask)


# triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where fuses: arange_2,
#     add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2, scaled_dot_product_attention
# Launched 12 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# kernel-id: 5c6b1cebb854
@triton.jit
def triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where(
    in_out_ptr0, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 256
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
    x0 = xindex % 64
    tmp0 = tl.load(in_out_ptr0 + (r0_2 + 64 * x3), xmask, other=0.0)
    tmp1 = x0
    tmp2 = tl.full([1, 1], 0, tl.int64)
    tmp3 = tmp1 >= tmp2
    tmp4 = tl.full([1, 1], 0.0, tl.float32)
    tmp5 = tl.full([1, 1], float("-inf"), tl.float32)
    tmp6 = tl.where(tmp3, tmp4, tmp5)
    tmp7 = tmp0 + tmp6
    tmp8 = tmp7 == tmp5
    tmp9 = tmp8 == 0
    tmp10 = tmp9.to(tl.int64)
    tmp11 = tmp10 != 0
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, False)
    tmp15 = any_(tmp14, 1)[:, None].to(tl.int1)
    tmp16 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp18 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(xmask, tmp18, float("-inf"))
    tmp21 = max2(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tmp16 - tmp21
    tmp23 = libdevice.exp(tmp22)
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp28 = tmp15 == 0
    tmp29 = tmp7 - tmp21
    tmp30 = libdevice.exp(tmp29)
    tmp31 = tmp30 / tmp27
    tmp32 = tl.where(tmp28, tmp4, tmp31)
    tl.store(in_out_ptr0 + (r0_2 + 64 * x3), tmp32, xmask)


# triton_poi_fused_clone_transpose_view fuses: scaled_dot_product_attention, transpose_3,
#     clone_1
# Launched 12 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# Source node to ATen node mapping:
#   clone_1 => clone_1
#   scaled_dot_product_attention => view_14
#   transpose_3 => permute_7
# kernel-id: cc853966f55b
@triton.jit
def triton_poi_fused_clone_transpose_view(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex % 64
    x1 = (xindex // 64) % 4
    x2 = xindex // 256
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 64 * x2 + 4096 * x1), None)
    tl.store(out_ptr0 + (x3), tmp0, None)


# triton_per_fused_add_addmm_native_layer_norm_view fuses: linear_3, clone_2, add_4,
#     layer_norm_1
# Launched 24 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# kernel-id: 763b42e90a2f
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view(
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
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy="evict_last")
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 256 * x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy="evict_last")
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
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
    tmp24 = tl.full([1, 1], 1e-12, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 256 * x0), tmp31, xmask)


# triton_poi_fused_addmm_gelu_view fuses: linear_4, gelu
# Launched 12 times on different nodes; each launch in call lists its own.
#   bert_12.py:19  return self.inner(x)
# kernel-id: a892dc0d9452
@triton.jit
def triton_poi_fused_addmm_gelu_view(in_out_ptr0, in_ptr0, xnumel, XBLOCK: tl.constexpr):
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
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, None)


def call(x):
    _check_input("x", x, 2, torch.int64, "cuda")
    x = _check_shape("x", x, (1, 64), (64, 1))
    weights = load_weights()
    inner_inner_embeddings_word_embeddings_weight = weights[
        "inner_inner_embeddings_word_embeddings_weight"
    ]
    inner_inner_embeddings_position_embeddings_weight = weights[
        "inner_inner_embeddings_position_embeddings_weight"
    ]
    inner_inner_embeddings_token_type_embeddings_weight = weights[
        "inner_inner_embeddings_token_type_embeddings_weight"
    ]
    inner_inner_embeddings_LayerNorm_weight = weights["inner_inner_embeddings_LayerNorm_weight"]
    inner_inner_embeddings_LayerNorm_bias = weights["inner_inner_embeddings_LayerNorm_bias"]
    inner_inner_encoder_layer_0_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_0_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_0_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_0_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_0_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_0_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_0_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_0_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_0_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_0_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_0_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_0_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_0_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_0_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_0_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_0_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_0_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_0_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_0_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_0_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_0_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_0_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_0_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_0_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_0_output_dense_weight = weights[
        "inner_inner_encoder_layer_0_output_dense_weight"
    ]
    inner_inner_encoder_layer_0_output_dense_bias = weights[
        "inner_inner_encoder_layer_0_output_dense_bias"
    ]
    inner_inner_encoder_layer_0_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_0_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_0_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_0_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_1_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_1_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_1_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_1_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_1_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_1_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_1_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_1_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_1_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_1_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_1_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_1_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_1_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_1_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_1_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_1_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_1_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_1_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_1_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_1_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_1_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_1_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_1_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_1_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_1_output_dense_weight = weights[
        "inner_inner_encoder_layer_1_output_dense_weight"
    ]
    inner_inner_encoder_layer_1_output_dense_bias = weights[
        "inner_inner_encoder_layer_1_output_dense_bias"
    ]
    inner_inner_encoder_layer_1_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_1_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_1_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_1_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_2_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_2_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_2_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_2_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_2_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_2_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_2_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_2_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_2_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_2_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_2_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_2_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_2_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_2_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_2_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_2_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_2_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_2_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_2_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_2_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_2_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_2_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_2_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_2_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_2_output_dense_weight = weights[
        "inner_inner_encoder_layer_2_output_dense_weight"
    ]
    inner_inner_encoder_layer_2_output_dense_bias = weights[
        "inner_inner_encoder_layer_2_output_dense_bias"
    ]
    inner_inner_encoder_layer_2_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_2_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_2_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_2_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_3_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_3_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_3_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_3_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_3_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_3_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_3_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_3_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_3_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_3_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_3_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_3_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_3_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_3_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_3_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_3_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_3_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_3_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_3_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_3_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_3_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_3_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_3_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_3_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_3_output_dense_weight = weights[
        "inner_inner_encoder_layer_3_output_dense_weight"
    ]
    inner_inner_encoder_layer_3_output_dense_bias = weights[
        "inner_inner_encoder_layer_3_output_dense_bias"
    ]
    inner_inner_encoder_layer_3_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_3_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_3_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_3_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_4_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_4_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_4_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_4_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_4_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_4_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_4_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_4_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_4_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_4_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_4_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_4_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_4_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_4_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_4_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_4_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_4_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_4_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_4_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_4_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_4_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_4_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_4_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_4_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_4_output_dense_weight = weights[
        "inner_inner_encoder_layer_4_output_dense_weight"
    ]
    inner_inner_encoder_layer_4_output_dense_bias = weights[
        "inner_inner_encoder_layer_4_output_dense_bias"
    ]
    inner_inner_encoder_layer_4_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_4_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_4_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_4_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_5_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_5_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_5_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_5_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_5_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_5_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_5_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_5_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_5_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_5_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_5_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_5_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_5_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_5_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_5_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_5_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_5_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_5_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_5_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_5_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_5_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_5_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_5_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_5_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_5_output_dense_weight = weights[
        "inner_inner_encoder_layer_5_output_dense_weight"
    ]
    inner_inner_encoder_layer_5_output_dense_bias = weights[
        "inner_inner_encoder_layer_5_output_dense_bias"
    ]
    inner_inner_encoder_layer_5_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_5_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_5_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_5_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_6_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_6_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_6_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_6_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_6_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_6_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_6_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_6_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_6_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_6_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_6_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_6_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_6_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_6_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_6_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_6_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_6_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_6_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_6_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_6_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_6_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_6_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_6_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_6_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_6_output_dense_weight = weights[
        "inner_inner_encoder_layer_6_output_dense_weight"
    ]
    inner_inner_encoder_layer_6_output_dense_bias = weights[
        "inner_inner_encoder_layer_6_output_dense_bias"
    ]
    inner_inner_encoder_layer_6_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_6_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_6_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_6_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_7_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_7_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_7_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_7_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_7_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_7_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_7_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_7_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_7_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_7_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_7_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_7_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_7_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_7_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_7_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_7_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_7_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_7_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_7_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_7_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_7_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_7_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_7_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_7_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_7_output_dense_weight = weights[
        "inner_inner_encoder_layer_7_output_dense_weight"
    ]
    inner_inner_encoder_layer_7_output_dense_bias = weights[
        "inner_inner_encoder_layer_7_output_dense_bias"
    ]
    inner_inner_encoder_layer_7_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_7_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_7_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_7_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_8_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_8_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_8_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_8_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_8_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_8_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_8_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_8_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_8_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_8_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_8_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_8_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_8_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_8_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_8_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_8_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_8_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_8_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_8_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_8_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_8_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_8_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_8_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_8_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_8_output_dense_weight = weights[
        "inner_inner_encoder_layer_8_output_dense_weight"
    ]
    inner_inner_encoder_layer_8_output_dense_bias = weights[
        "inner_inner_encoder_layer_8_output_dense_bias"
    ]
    inner_inner_encoder_layer_8_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_8_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_8_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_8_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_9_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_9_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_9_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_9_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_9_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_9_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_9_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_9_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_9_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_9_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_9_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_9_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_9_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_9_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_9_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_9_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_9_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_9_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_9_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_9_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_9_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_9_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_9_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_9_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_9_output_dense_weight = weights[
        "inner_inner_encoder_layer_9_output_dense_weight"
    ]
    inner_inner_encoder_layer_9_output_dense_bias = weights[
        "inner_inner_encoder_layer_9_output_dense_bias"
    ]
    inner_inner_encoder_layer_9_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_9_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_9_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_9_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_10_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_10_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_10_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_10_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_10_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_10_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_10_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_10_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_10_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_10_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_10_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_10_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_10_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_10_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_10_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_10_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_10_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_10_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_10_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_10_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_10_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_10_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_10_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_10_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_10_output_dense_weight = weights[
        "inner_inner_encoder_layer_10_output_dense_weight"
    ]
    inner_inner_encoder_layer_10_output_dense_bias = weights[
        "inner_inner_encoder_layer_10_output_dense_bias"
    ]
    inner_inner_encoder_layer_10_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_10_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_10_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_10_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_11_attention_self_query_weight = weights[
        "inner_inner_encoder_layer_11_attention_self_query_weight"
    ]
    inner_inner_encoder_layer_11_attention_self_query_bias = weights[
        "inner_inner_encoder_layer_11_attention_self_query_bias"
    ]
    inner_inner_encoder_layer_11_attention_self_key_weight = weights[
        "inner_inner_encoder_layer_11_attention_self_key_weight"
    ]
    inner_inner_encoder_layer_11_attention_self_key_bias = weights[
        "inner_inner_encoder_layer_11_attention_self_key_bias"
    ]
    inner_inner_encoder_layer_11_attention_self_value_weight = weights[
        "inner_inner_encoder_layer_11_attention_self_value_weight"
    ]
    inner_inner_encoder_layer_11_attention_self_value_bias = weights[
        "inner_inner_encoder_layer_11_attention_self_value_bias"
    ]
    inner_inner_encoder_layer_11_attention_output_dense_weight = weights[
        "inner_inner_encoder_layer_11_attention_output_dense_weight"
    ]
    inner_inner_encoder_layer_11_attention_output_dense_bias = weights[
        "inner_inner_encoder_layer_11_attention_output_dense_bias"
    ]
    inner_inner_encoder_layer_11_attention_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_11_attention_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_11_attention_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_11_attention_output_LayerNorm_bias"
    ]
    inner_inner_encoder_layer_11_intermediate_dense_weight = weights[
        "inner_inner_encoder_layer_11_intermediate_dense_weight"
    ]
    inner_inner_encoder_layer_11_intermediate_dense_bias = weights[
        "inner_inner_encoder_layer_11_intermediate_dense_bias"
    ]
    inner_inner_encoder_layer_11_output_dense_weight = weights[
        "inner_inner_encoder_layer_11_output_dense_weight"
    ]
    inner_inner_encoder_layer_11_output_dense_bias = weights[
        "inner_inner_encoder_layer_11_output_dense_bias"
    ]
    inner_inner_encoder_layer_11_output_LayerNorm_weight = weights[
        "inner_inner_encoder_layer_11_output_LayerNorm_weight"
    ]
    inner_inner_encoder_layer_11_output_LayerNorm_bias = weights[
        "inner_inner_encoder_layer_11_output_LayerNorm_bias"
    ]
    inner_inner_pooler_dense_weight = weights["inner_inner_pooler_dense_weight"]
    inner_inner_pooler_dense_bias = weights["inner_inner_pooler_dense_bias"]
    inner_inner_embeddings_position_ids = weights["inner_inner_embeddings_position_ids"]
    inner_inner_embeddings_token_type_ids = weights["inner_inner_embeddings_token_type_ids"]
    buf_add_1 = torch.empty_strided(
        (1, 64, 256), (16384, 256, 1), dtype=torch.float32, device="cuda"
    )
    buf_clone = buf_add_1  # reuse
    del buf_add_1
    # Topologically Sorted Source Nodes: [embedding, expand, slice_1, gather, embedding_1, add,
    #     embedding_2, add_1, layer_norm], Original ATen: [aten.embedding, aten.expand, aten.slice,
    #     aten.gather, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice: slice_1, expand,
    #     gather, embedding, embedding_1, add, embedding_2, add_1, layer_norm, clone
    triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice[64, 1, 1](
        buf_clone,
        x,
        inner_inner_embeddings_word_embeddings_weight,
        inner_inner_embeddings_position_ids,
        inner_inner_embeddings_token_type_ids,
        inner_inner_embeddings_token_type_embeddings_weight,
        inner_inner_embeddings_position_embeddings_weight,
        inner_inner_embeddings_LayerNorm_weight,
        inner_inner_embeddings_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear, ], Original ATen: [aten.view, aten.t, aten.addmm]
    # mm: linear
    torch.mm(
        torch.as_strided(buf_clone, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear,
    )
    buf_linear_1 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_1, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_2: linear_1
    torch.mm(
        torch.as_strided(buf_clone, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_1,
    )
    buf_scaled_dot_product_attention = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear, view, transpose,
    #     scaled_dot_product_attention], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear, view,
    #     transpose, scaled_dot_product_attention
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_0_attention_self_query_bias,
        buf_linear,
        buf_scaled_dot_product_attention,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_2 = torch.as_strided(
        buf_linear, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear
    # Topologically Sorted Source Nodes: [, linear_1, view_1, transpose_1,
    #     scaled_dot_product_attention], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_1,
    #     view_1, transpose_1, scaled_dot_product_attention
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_0_attention_self_key_bias,
        buf_linear_1,
        buf_scaled_dot_product_attention_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_3 = torch.as_strided(
        buf_linear_1, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_1
    # Topologically Sorted Source Nodes: [, linear, view, transpose,
    #     scaled_dot_product_attention, linear_1, view_1, transpose_1], Original ATen: [aten.addmm,
    #     aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm: scaled_dot_product_attention
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_3,
    )
    buf_scaled_dot_product_attention_4 = torch.as_strided(
        buf_scaled_dot_product_attention_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention, arange_2, add_2,
    #     unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2, ], Original ATen: [aten.view,
    #     aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.scalar_tensor,
    #     aten.where, aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_2 = torch.as_strided(
        buf_scaled_dot_product_attention_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2
    # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm: linear_2
    torch.addmm(
        inner_inner_encoder_layer_0_attention_self_value_bias,
        torch.as_strided(buf_clone, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_2,
    )
    buf_scaled_dot_product_attention_5 = torch.as_strided(
        buf_scaled_dot_product_attention, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention, arange_2, add_2,
    #     unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2, , linear_2, view_2, transpose_2],
    #     Original ATen: [aten.view, aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand,
    #     aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp, aten.transpose,
    #     aten.bmm]
    # bmm_2: scaled_dot_product_attention
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_2, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_5,
    )
    del buf_linear_2
    buf_clone_1 = torch.as_strided(
        buf_scaled_dot_product_attention_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention, transpose_3, clone_1],
    #     Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention, transpose_3, clone_1
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_5,
        buf_clone_1,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_3 = torch.as_strided(
        buf_scaled_dot_product_attention_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention, transpose_3, clone_1,
    #     view_3, linear_3, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t,
    #     aten.addmm]
    # mm_3: linear_3
    torch.mm(
        torch.as_strided(buf_clone_1, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_3,
    )
    del buf_clone_1
    buf_layer_norm_1 = torch.as_strided(buf_linear_3, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_3
    # Topologically Sorted Source Nodes: [, linear_3, add_4, layer_norm_1], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_3, clone_2, add_4, layer_norm_1
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_1,
        inner_inner_encoder_layer_0_attention_output_dense_bias,
        buf_clone,
        inner_inner_encoder_layer_0_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_0_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_clone
    buf_linear_4 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_4, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_4: linear_4
    torch.mm(
        torch.as_strided(buf_layer_norm_1, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_4,
    )
    buf_gelu = torch.as_strided(buf_linear_4, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_4
    # Topologically Sorted Source Nodes: [, linear_4, gelu], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_4, gelu
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu,
        inner_inner_encoder_layer_0_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_5 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_4, gelu, linear_5], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_5: linear_5
    torch.mm(
        torch.as_strided(buf_gelu, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_0_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_5,
    )
    del buf_gelu
    buf_layer_norm_2 = torch.as_strided(buf_linear_5, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_5
    # Topologically Sorted Source Nodes: [, linear_5, add_5, layer_norm_2], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_5, clone_3, add_5, layer_norm_2
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_2,
        inner_inner_encoder_layer_0_output_dense_bias,
        buf_layer_norm_1,
        inner_inner_encoder_layer_0_output_LayerNorm_weight,
        inner_inner_encoder_layer_0_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_6 = torch.as_strided(buf_layer_norm_1, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_1
    # Topologically Sorted Source Nodes: [linear_6, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_6: linear_6
    torch.mm(
        torch.as_strided(buf_layer_norm_2, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_6,
    )
    buf_linear_7 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_7, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_7: linear_7
    torch.mm(
        torch.as_strided(buf_layer_norm_2, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_7,
    )
    buf_scaled_dot_product_attention_1 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_6, view_4, transpose_4,
    #     scaled_dot_product_attention_1], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_6, view_4,
    #     transpose_4, scaled_dot_product_attention_1
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_1_attention_self_query_bias,
        buf_linear_6,
        buf_scaled_dot_product_attention_1,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_1_2 = torch.as_strided(
        buf_linear_6, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_6
    # Topologically Sorted Source Nodes: [, linear_7, view_5, transpose_5,
    #     scaled_dot_product_attention_1], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_7,
    #     view_5, transpose_5, scaled_dot_product_attention_1
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_1_attention_self_key_bias,
        buf_linear_7,
        buf_scaled_dot_product_attention_1_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_1_3 = torch.as_strided(
        buf_linear_7, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_7
    # Topologically Sorted Source Nodes: [, linear_6, view_4, transpose_4,
    #     scaled_dot_product_attention_1, linear_7, view_5, transpose_5], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_3: scaled_dot_product_attention_1
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_1, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_1_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_1_3,
    )
    buf_scaled_dot_product_attention_1_4 = torch.as_strided(
        buf_scaled_dot_product_attention_1_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_1, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_1
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_1_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_8 = torch.as_strided(
        buf_scaled_dot_product_attention_1_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_2
    # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_2: linear_8
    torch.addmm(
        inner_inner_encoder_layer_1_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_2, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_8,
    )
    buf_scaled_dot_product_attention_1_5 = torch.as_strided(
        buf_scaled_dot_product_attention_1, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_1, , linear_8, view_6,
    #     transpose_6], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand,
    #     aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub, aten.exp,
    #     aten.transpose, aten.bmm]
    # bmm_4: scaled_dot_product_attention_1
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_1_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_8, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_1_5,
    )
    del buf_linear_8
    buf_clone_4 = torch.as_strided(
        buf_scaled_dot_product_attention_1_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_1, transpose_7, clone_4],
    #     Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_1, transpose_7, clone_4
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_1_5,
        buf_clone_4,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_9 = torch.as_strided(
        buf_scaled_dot_product_attention_1_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_1_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_1, transpose_7, clone_4,
    #     view_7, linear_9, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t,
    #     aten.addmm]
    # mm_8: linear_9
    torch.mm(
        torch.as_strided(buf_clone_4, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_9,
    )
    del buf_clone_4
    buf_layer_norm_3 = torch.as_strided(buf_linear_9, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_9
    # Topologically Sorted Source Nodes: [, linear_9, add_6, layer_norm_3], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_9, clone_5, add_6, layer_norm_3
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_3,
        inner_inner_encoder_layer_1_attention_output_dense_bias,
        buf_layer_norm_2,
        inner_inner_encoder_layer_1_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_1_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_2
    buf_linear_10 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_10, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_9: linear_10
    torch.mm(
        torch.as_strided(buf_layer_norm_3, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_10,
    )
    buf_gelu_1 = torch.as_strided(buf_linear_10, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_10
    # Topologically Sorted Source Nodes: [, linear_10, gelu_1], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_10, gelu_1
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_1,
        inner_inner_encoder_layer_1_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_11 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_10, gelu_1, linear_11], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_10: linear_11
    torch.mm(
        torch.as_strided(buf_gelu_1, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_1_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_11,
    )
    del buf_gelu_1
    buf_layer_norm_4 = torch.as_strided(buf_linear_11, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_11
    # Topologically Sorted Source Nodes: [, linear_11, add_7, layer_norm_4], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_11, clone_6, add_7, layer_norm_4
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_4,
        inner_inner_encoder_layer_1_output_dense_bias,
        buf_layer_norm_3,
        inner_inner_encoder_layer_1_output_LayerNorm_weight,
        inner_inner_encoder_layer_1_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_12 = torch.as_strided(buf_layer_norm_3, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_3
    # Topologically Sorted Source Nodes: [linear_12, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_11: linear_12
    torch.mm(
        torch.as_strided(buf_layer_norm_4, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_12,
    )
    buf_linear_13 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_13, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_12: linear_13
    torch.mm(
        torch.as_strided(buf_layer_norm_4, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_13,
    )
    buf_scaled_dot_product_attention_2_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_12, view_8, transpose_8,
    #     scaled_dot_product_attention_2], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_12,
    #     view_8, transpose_8, scaled_dot_product_attention_2
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_2_attention_self_query_bias,
        buf_linear_12,
        buf_scaled_dot_product_attention_2_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_2_3 = torch.as_strided(
        buf_linear_12, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_12
    # Topologically Sorted Source Nodes: [, linear_13, view_9, transpose_9,
    #     scaled_dot_product_attention_2], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_13,
    #     view_9, transpose_9, scaled_dot_product_attention_2
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_2_attention_self_key_bias,
        buf_linear_13,
        buf_scaled_dot_product_attention_2_3,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_2_4 = torch.as_strided(
        buf_linear_13, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_13
    # Topologically Sorted Source Nodes: [, linear_12, view_8, transpose_8,
    #     scaled_dot_product_attention_2, linear_13, view_9, transpose_9], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_5: scaled_dot_product_attention_2
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_2_2, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_2_3, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_2_4,
    )
    buf_scaled_dot_product_attention_2_5 = torch.as_strided(
        buf_scaled_dot_product_attention_2_4, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_4
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_2, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_2
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_2_5, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_14 = torch.as_strided(
        buf_scaled_dot_product_attention_2_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_3
    # Topologically Sorted Source Nodes: [linear_14], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_3: linear_14
    torch.addmm(
        inner_inner_encoder_layer_2_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_4, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_14,
    )
    buf_scaled_dot_product_attention_2_6 = torch.as_strided(
        buf_scaled_dot_product_attention_2_2, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_2
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_2, , linear_14, view_10,
    #     transpose_10], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_6: scaled_dot_product_attention_2
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_2_5, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_14, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_2_6,
    )
    del buf_linear_14
    buf_clone_7 = torch.as_strided(
        buf_scaled_dot_product_attention_2_5, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_2, transpose_11,
    #     clone_7], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_2, transpose_11, clone_7
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_2_6,
        buf_clone_7,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_15 = torch.as_strided(
        buf_scaled_dot_product_attention_2_6, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2_6
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_2, transpose_11, clone_7,
    #     view_11, linear_15, ], Original ATen: [aten.view, aten.transpose, aten.clone, aten.t,
    #     aten.addmm]
    # mm_13: linear_15
    torch.mm(
        torch.as_strided(buf_clone_7, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_15,
    )
    del buf_clone_7
    buf_layer_norm_5 = torch.as_strided(buf_linear_15, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_15
    # Topologically Sorted Source Nodes: [, linear_15, add_8, layer_norm_5], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_15, clone_8, add_8, layer_norm_5
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_5,
        inner_inner_encoder_layer_2_attention_output_dense_bias,
        buf_layer_norm_4,
        inner_inner_encoder_layer_2_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_2_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_4
    buf_linear_16 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_16, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_14: linear_16
    torch.mm(
        torch.as_strided(buf_layer_norm_5, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_16,
    )
    buf_gelu_2 = torch.as_strided(buf_linear_16, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_16
    # Topologically Sorted Source Nodes: [, linear_16, gelu_2], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_16, gelu_2
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_2,
        inner_inner_encoder_layer_2_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_17 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_16, gelu_2, linear_17], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_15: linear_17
    torch.mm(
        torch.as_strided(buf_gelu_2, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_2_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_17,
    )
    del buf_gelu_2
    buf_layer_norm_6 = torch.as_strided(buf_linear_17, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_17
    # Topologically Sorted Source Nodes: [, linear_17, add_9, layer_norm_6], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_17, clone_9, add_9, layer_norm_6
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_6,
        inner_inner_encoder_layer_2_output_dense_bias,
        buf_layer_norm_5,
        inner_inner_encoder_layer_2_output_LayerNorm_weight,
        inner_inner_encoder_layer_2_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_18 = torch.as_strided(buf_layer_norm_5, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_5
    # Topologically Sorted Source Nodes: [linear_18, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_16: linear_18
    torch.mm(
        torch.as_strided(buf_layer_norm_6, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_18,
    )
    buf_linear_19 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_19, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_17: linear_19
    torch.mm(
        torch.as_strided(buf_layer_norm_6, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_19,
    )
    buf_scaled_dot_product_attention_3_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_18, view_12, transpose_12,
    #     scaled_dot_product_attention_3], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_18,
    #     view_12, transpose_12, scaled_dot_product_attention_3
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_3_attention_self_query_bias,
        buf_linear_18,
        buf_scaled_dot_product_attention_3_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_3_3 = torch.as_strided(
        buf_linear_18, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_18
    # Topologically Sorted Source Nodes: [, linear_19, view_13, transpose_13,
    #     scaled_dot_product_attention_3], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_19,
    #     view_13, transpose_13, scaled_dot_product_attention_3
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_3_attention_self_key_bias,
        buf_linear_19,
        buf_scaled_dot_product_attention_3_3,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_3_4 = torch.as_strided(
        buf_linear_19, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_19
    # Topologically Sorted Source Nodes: [, linear_18, view_12, transpose_12,
    #     scaled_dot_product_attention_3, linear_19, view_13, transpose_13], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_7: scaled_dot_product_attention_3
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_3_2, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_3_3, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_3_4,
    )
    buf_scaled_dot_product_attention_3_5 = torch.as_strided(
        buf_scaled_dot_product_attention_3_4, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_4
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_3, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_3
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_3_5, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_20 = torch.as_strided(
        buf_scaled_dot_product_attention_3_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_3
    # Topologically Sorted Source Nodes: [linear_20], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_4: linear_20
    torch.addmm(
        inner_inner_encoder_layer_3_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_6, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_20,
    )
    buf_scaled_dot_product_attention_3_6 = torch.as_strided(
        buf_scaled_dot_product_attention_3_2, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_2
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_3, , linear_20, view_14,
    #     transpose_14], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_8: scaled_dot_product_attention_3
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_3_5, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_20, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_3_6,
    )
    del buf_linear_20
    buf_clone_10 = torch.as_strided(
        buf_scaled_dot_product_attention_3_5, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_3, transpose_15,
    #     clone_10], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_3, transpose_15, clone_10
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_3_6,
        buf_clone_10,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_21 = torch.as_strided(
        buf_scaled_dot_product_attention_3_6, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_3_6
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_3, transpose_15,
    #     clone_10, view_15, linear_21, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_18: linear_21
    torch.mm(
        torch.as_strided(buf_clone_10, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_21,
    )
    del buf_clone_10
    buf_layer_norm_7 = torch.as_strided(buf_linear_21, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_21
    # Topologically Sorted Source Nodes: [, linear_21, add_10, layer_norm_7], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_21, clone_11, add_10, layer_norm_7
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_7,
        inner_inner_encoder_layer_3_attention_output_dense_bias,
        buf_layer_norm_6,
        inner_inner_encoder_layer_3_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_3_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_6
    buf_linear_22 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_22, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_19: linear_22
    torch.mm(
        torch.as_strided(buf_layer_norm_7, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_22,
    )
    buf_gelu_3 = torch.as_strided(buf_linear_22, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_22
    # Topologically Sorted Source Nodes: [, linear_22, gelu_3], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_22, gelu_3
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_3,
        inner_inner_encoder_layer_3_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_23 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_22, gelu_3, linear_23], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_20: linear_23
    torch.mm(
        torch.as_strided(buf_gelu_3, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_3_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_23,
    )
    del buf_gelu_3
    buf_layer_norm_8 = torch.as_strided(buf_linear_23, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_23
    # Topologically Sorted Source Nodes: [, linear_23, add_11, layer_norm_8], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_23, clone_12, add_11, layer_norm_8
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_8,
        inner_inner_encoder_layer_3_output_dense_bias,
        buf_layer_norm_7,
        inner_inner_encoder_layer_3_output_LayerNorm_weight,
        inner_inner_encoder_layer_3_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_24 = torch.as_strided(buf_layer_norm_7, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_7
    # Topologically Sorted Source Nodes: [linear_24, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_21: linear_24
    torch.mm(
        torch.as_strided(buf_layer_norm_8, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_24,
    )
    buf_linear_25 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_25, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_22: linear_25
    torch.mm(
        torch.as_strided(buf_layer_norm_8, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_25,
    )
    buf_scaled_dot_product_attention_4_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_24, view_16, transpose_16,
    #     scaled_dot_product_attention_4], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_24,
    #     view_16, transpose_16, scaled_dot_product_attention_4
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_4_attention_self_query_bias,
        buf_linear_24,
        buf_scaled_dot_product_attention_4_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_4_3 = torch.as_strided(
        buf_linear_24, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_24
    # Topologically Sorted Source Nodes: [, linear_25, view_17, transpose_17,
    #     scaled_dot_product_attention_4], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_25,
    #     view_17, transpose_17, scaled_dot_product_attention_4
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_4_attention_self_key_bias,
        buf_linear_25,
        buf_scaled_dot_product_attention_4_3,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_4_4 = torch.as_strided(
        buf_linear_25, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_25
    # Topologically Sorted Source Nodes: [, linear_24, view_16, transpose_16,
    #     scaled_dot_product_attention_4, linear_25, view_17, transpose_17], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_9: scaled_dot_product_attention_4
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_4_2, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_4_3, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_4_4,
    )
    buf_scaled_dot_product_attention_4_5 = torch.as_strided(
        buf_scaled_dot_product_attention_4_4, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_4
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_4, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_4
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_4_5, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_26 = torch.as_strided(
        buf_scaled_dot_product_attention_4_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_3
    # Topologically Sorted Source Nodes: [linear_26], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_5: linear_26
    torch.addmm(
        inner_inner_encoder_layer_4_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_8, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_26,
    )
    buf_scaled_dot_product_attention_4_6 = torch.as_strided(
        buf_scaled_dot_product_attention_4_2, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_2
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_4, , linear_26, view_18,
    #     transpose_18], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_10: scaled_dot_product_attention_4
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_4_5, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_26, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_4_6,
    )
    del buf_linear_26
    buf_clone_13 = torch.as_strided(
        buf_scaled_dot_product_attention_4_5, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_4, transpose_19,
    #     clone_13], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_4, transpose_19, clone_13
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_4_6,
        buf_clone_13,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_27 = torch.as_strided(
        buf_scaled_dot_product_attention_4_6, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_4_6
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_4, transpose_19,
    #     clone_13, view_19, linear_27, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_23: linear_27
    torch.mm(
        torch.as_strided(buf_clone_13, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_27,
    )
    del buf_clone_13
    buf_layer_norm_9 = torch.as_strided(buf_linear_27, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_27
    # Topologically Sorted Source Nodes: [, linear_27, add_12, layer_norm_9], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_27, clone_14, add_12, layer_norm_9
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_9,
        inner_inner_encoder_layer_4_attention_output_dense_bias,
        buf_layer_norm_8,
        inner_inner_encoder_layer_4_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_4_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_8
    buf_linear_28 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_28, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_24: linear_28
    torch.mm(
        torch.as_strided(buf_layer_norm_9, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_28,
    )
    buf_gelu_4 = torch.as_strided(buf_linear_28, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_28
    # Topologically Sorted Source Nodes: [, linear_28, gelu_4], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_28, gelu_4
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_4,
        inner_inner_encoder_layer_4_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_29 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_28, gelu_4, linear_29], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_25: linear_29
    torch.mm(
        torch.as_strided(buf_gelu_4, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_4_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_29,
    )
    del buf_gelu_4
    buf_layer_norm_10 = torch.as_strided(buf_linear_29, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_29
    # Topologically Sorted Source Nodes: [, linear_29, add_13, layer_norm_10], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_29, clone_15, add_13, layer_norm_10
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_10,
        inner_inner_encoder_layer_4_output_dense_bias,
        buf_layer_norm_9,
        inner_inner_encoder_layer_4_output_LayerNorm_weight,
        inner_inner_encoder_layer_4_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_30 = torch.as_strided(buf_layer_norm_9, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_9
    # Topologically Sorted Source Nodes: [linear_30, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_26: linear_30
    torch.mm(
        torch.as_strided(buf_layer_norm_10, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_30,
    )
    buf_linear_31 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_31, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_27: linear_31
    torch.mm(
        torch.as_strided(buf_layer_norm_10, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_31,
    )
    buf_scaled_dot_product_attention_5_2 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_30, view_20, transpose_20,
    #     scaled_dot_product_attention_5], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_30,
    #     view_20, transpose_20, scaled_dot_product_attention_5
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_5_attention_self_query_bias,
        buf_linear_30,
        buf_scaled_dot_product_attention_5_2,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_5_3 = torch.as_strided(
        buf_linear_30, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_30
    # Topologically Sorted Source Nodes: [, linear_31, view_21, transpose_21,
    #     scaled_dot_product_attention_5], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_31,
    #     view_21, transpose_21, scaled_dot_product_attention_5
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_5_attention_self_key_bias,
        buf_linear_31,
        buf_scaled_dot_product_attention_5_3,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_5_4 = torch.as_strided(
        buf_linear_31, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_31
    # Topologically Sorted Source Nodes: [, linear_30, view_20, transpose_20,
    #     scaled_dot_product_attention_5, linear_31, view_21, transpose_21], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_11: scaled_dot_product_attention_5
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_5_2, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_5_3, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_5_4,
    )
    buf_scaled_dot_product_attention_5_5 = torch.as_strided(
        buf_scaled_dot_product_attention_5_4, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_4
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_5, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_5
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_5_5, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_32 = torch.as_strided(
        buf_scaled_dot_product_attention_5_3, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_3
    # Topologically Sorted Source Nodes: [linear_32], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_6: linear_32
    torch.addmm(
        inner_inner_encoder_layer_5_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_10, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_32,
    )
    buf_scaled_dot_product_attention_5_6 = torch.as_strided(
        buf_scaled_dot_product_attention_5_2, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_2
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_5, , linear_32, view_22,
    #     transpose_22], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_12: scaled_dot_product_attention_5
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_5_5, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_32, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_5_6,
    )
    del buf_linear_32
    buf_clone_16 = torch.as_strided(
        buf_scaled_dot_product_attention_5_5, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_5, transpose_23,
    #     clone_16], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_5, transpose_23, clone_16
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_5_6,
        buf_clone_16,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_33 = torch.as_strided(
        buf_scaled_dot_product_attention_5_6, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_5_6
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_5, transpose_23,
    #     clone_16, view_23, linear_33, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_28: linear_33
    torch.mm(
        torch.as_strided(buf_clone_16, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_33,
    )
    del buf_clone_16
    buf_layer_norm_11 = torch.as_strided(buf_linear_33, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_33
    # Topologically Sorted Source Nodes: [, linear_33, add_14, layer_norm_11], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_33, clone_17, add_14, layer_norm_11
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_11,
        inner_inner_encoder_layer_5_attention_output_dense_bias,
        buf_layer_norm_10,
        inner_inner_encoder_layer_5_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_5_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_10
    buf_linear_34 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_34, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_29: linear_34
    torch.mm(
        torch.as_strided(buf_layer_norm_11, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_34,
    )
    buf_gelu_5 = torch.as_strided(buf_linear_34, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_34
    # Topologically Sorted Source Nodes: [, linear_34, gelu_5], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_34, gelu_5
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_5,
        inner_inner_encoder_layer_5_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_35 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_34, gelu_5, linear_35], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_30: linear_35
    torch.mm(
        torch.as_strided(buf_gelu_5, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_5_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_35,
    )
    del buf_gelu_5
    buf_layer_norm_12 = torch.as_strided(buf_linear_35, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_35
    # Topologically Sorted Source Nodes: [, linear_35, add_15, layer_norm_12], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_35, clone_18, add_15, layer_norm_12
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_12,
        inner_inner_encoder_layer_5_output_dense_bias,
        buf_layer_norm_11,
        inner_inner_encoder_layer_5_output_LayerNorm_weight,
        inner_inner_encoder_layer_5_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_36 = torch.as_strided(buf_layer_norm_11, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_11
    # Topologically Sorted Source Nodes: [linear_36, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_31: linear_36
    torch.mm(
        torch.as_strided(buf_layer_norm_12, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_36,
    )
    buf_linear_37 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_37, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_32: linear_37
    torch.mm(
        torch.as_strided(buf_layer_norm_12, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_37,
    )
    buf_scaled_dot_product_attention_6 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_36, view_24, transpose_24,
    #     scaled_dot_product_attention_6], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_36,
    #     view_24, transpose_24, scaled_dot_product_attention_6
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_6_attention_self_query_bias,
        buf_linear_36,
        buf_scaled_dot_product_attention_6,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_6_2 = torch.as_strided(
        buf_linear_36, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_36
    # Topologically Sorted Source Nodes: [, linear_37, view_25, transpose_25,
    #     scaled_dot_product_attention_6], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_37,
    #     view_25, transpose_25, scaled_dot_product_attention_6
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_6_attention_self_key_bias,
        buf_linear_37,
        buf_scaled_dot_product_attention_6_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_6_3 = torch.as_strided(
        buf_linear_37, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_37
    # Topologically Sorted Source Nodes: [, linear_36, view_24, transpose_24,
    #     scaled_dot_product_attention_6, linear_37, view_25, transpose_25], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_13: scaled_dot_product_attention_6
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_6, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_6_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_6_3,
    )
    buf_scaled_dot_product_attention_6_4 = torch.as_strided(
        buf_scaled_dot_product_attention_6_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_6, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_6
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_6_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_38 = torch.as_strided(
        buf_scaled_dot_product_attention_6_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_2
    # Topologically Sorted Source Nodes: [linear_38], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_7: linear_38
    torch.addmm(
        inner_inner_encoder_layer_6_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_12, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_38,
    )
    buf_scaled_dot_product_attention_6_5 = torch.as_strided(
        buf_scaled_dot_product_attention_6, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_6, , linear_38, view_26,
    #     transpose_26], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_14: scaled_dot_product_attention_6
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_6_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_38, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_6_5,
    )
    del buf_linear_38
    buf_clone_19 = torch.as_strided(
        buf_scaled_dot_product_attention_6_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_6, transpose_27,
    #     clone_19], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_6, transpose_27, clone_19
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_6_5,
        buf_clone_19,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_39 = torch.as_strided(
        buf_scaled_dot_product_attention_6_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_6_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_6, transpose_27,
    #     clone_19, view_27, linear_39, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_33: linear_39
    torch.mm(
        torch.as_strided(buf_clone_19, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_39,
    )
    del buf_clone_19
    buf_layer_norm_13 = torch.as_strided(buf_linear_39, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_39
    # Topologically Sorted Source Nodes: [, linear_39, add_16, layer_norm_13], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_39, clone_20, add_16, layer_norm_13
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_13,
        inner_inner_encoder_layer_6_attention_output_dense_bias,
        buf_layer_norm_12,
        inner_inner_encoder_layer_6_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_6_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_12
    buf_linear_40 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_40, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_34: linear_40
    torch.mm(
        torch.as_strided(buf_layer_norm_13, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_40,
    )
    buf_gelu_6 = torch.as_strided(buf_linear_40, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_40
    # Topologically Sorted Source Nodes: [, linear_40, gelu_6], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_40, gelu_6
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_6,
        inner_inner_encoder_layer_6_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_41 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_40, gelu_6, linear_41], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_35: linear_41
    torch.mm(
        torch.as_strided(buf_gelu_6, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_6_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_41,
    )
    del buf_gelu_6
    buf_layer_norm_14 = torch.as_strided(buf_linear_41, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_41
    # Topologically Sorted Source Nodes: [, linear_41, add_17, layer_norm_14], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_41, clone_21, add_17, layer_norm_14
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_14,
        inner_inner_encoder_layer_6_output_dense_bias,
        buf_layer_norm_13,
        inner_inner_encoder_layer_6_output_LayerNorm_weight,
        inner_inner_encoder_layer_6_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_42 = torch.as_strided(buf_layer_norm_13, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_13
    # Topologically Sorted Source Nodes: [linear_42, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_36: linear_42
    torch.mm(
        torch.as_strided(buf_layer_norm_14, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_42,
    )
    buf_linear_43 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_43, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_37: linear_43
    torch.mm(
        torch.as_strided(buf_layer_norm_14, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_43,
    )
    buf_scaled_dot_product_attention_7 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_42, view_28, transpose_28,
    #     scaled_dot_product_attention_7], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_42,
    #     view_28, transpose_28, scaled_dot_product_attention_7
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_7_attention_self_query_bias,
        buf_linear_42,
        buf_scaled_dot_product_attention_7,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_7_2 = torch.as_strided(
        buf_linear_42, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_42
    # Topologically Sorted Source Nodes: [, linear_43, view_29, transpose_29,
    #     scaled_dot_product_attention_7], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_43,
    #     view_29, transpose_29, scaled_dot_product_attention_7
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_7_attention_self_key_bias,
        buf_linear_43,
        buf_scaled_dot_product_attention_7_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_7_3 = torch.as_strided(
        buf_linear_43, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_43
    # Topologically Sorted Source Nodes: [, linear_42, view_28, transpose_28,
    #     scaled_dot_product_attention_7, linear_43, view_29, transpose_29], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_15: scaled_dot_product_attention_7
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_7, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_7_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_7_3,
    )
    buf_scaled_dot_product_attention_7_4 = torch.as_strided(
        buf_scaled_dot_product_attention_7_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_7, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_7
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_7_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_44 = torch.as_strided(
        buf_scaled_dot_product_attention_7_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_2
    # Topologically Sorted Source Nodes: [linear_44], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_8: linear_44
    torch.addmm(
        inner_inner_encoder_layer_7_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_14, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_44,
    )
    buf_scaled_dot_product_attention_7_5 = torch.as_strided(
        buf_scaled_dot_product_attention_7, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_7, , linear_44, view_30,
    #     transpose_30], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_16: scaled_dot_product_attention_7
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_7_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_44, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_7_5,
    )
    del buf_linear_44
    buf_clone_22 = torch.as_strided(
        buf_scaled_dot_product_attention_7_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_7, transpose_31,
    #     clone_22], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_7, transpose_31, clone_22
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_7_5,
        buf_clone_22,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_45 = torch.as_strided(
        buf_scaled_dot_product_attention_7_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_7_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_7, transpose_31,
    #     clone_22, view_31, linear_45, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_38: linear_45
    torch.mm(
        torch.as_strided(buf_clone_22, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_45,
    )
    del buf_clone_22
    buf_layer_norm_15 = torch.as_strided(buf_linear_45, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_45
    # Topologically Sorted Source Nodes: [, linear_45, add_18, layer_norm_15], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_45, clone_23, add_18, layer_norm_15
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_15,
        inner_inner_encoder_layer_7_attention_output_dense_bias,
        buf_layer_norm_14,
        inner_inner_encoder_layer_7_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_7_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_14
    buf_linear_46 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_46, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_39: linear_46
    torch.mm(
        torch.as_strided(buf_layer_norm_15, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_46,
    )
    buf_gelu_7 = torch.as_strided(buf_linear_46, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_46
    # Topologically Sorted Source Nodes: [, linear_46, gelu_7], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_46, gelu_7
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_7,
        inner_inner_encoder_layer_7_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_47 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_46, gelu_7, linear_47], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_40: linear_47
    torch.mm(
        torch.as_strided(buf_gelu_7, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_7_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_47,
    )
    del buf_gelu_7
    buf_layer_norm_16 = torch.as_strided(buf_linear_47, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_47
    # Topologically Sorted Source Nodes: [, linear_47, add_19, layer_norm_16], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_47, clone_24, add_19, layer_norm_16
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_16,
        inner_inner_encoder_layer_7_output_dense_bias,
        buf_layer_norm_15,
        inner_inner_encoder_layer_7_output_LayerNorm_weight,
        inner_inner_encoder_layer_7_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_48 = torch.as_strided(buf_layer_norm_15, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_15
    # Topologically Sorted Source Nodes: [linear_48, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_41: linear_48
    torch.mm(
        torch.as_strided(buf_layer_norm_16, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_48,
    )
    buf_linear_49 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_49, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_42: linear_49
    torch.mm(
        torch.as_strided(buf_layer_norm_16, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_49,
    )
    buf_scaled_dot_product_attention_8 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_48, view_32, transpose_32,
    #     scaled_dot_product_attention_8], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_48,
    #     view_32, transpose_32, scaled_dot_product_attention_8
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_8_attention_self_query_bias,
        buf_linear_48,
        buf_scaled_dot_product_attention_8,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_8_2 = torch.as_strided(
        buf_linear_48, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_48
    # Topologically Sorted Source Nodes: [, linear_49, view_33, transpose_33,
    #     scaled_dot_product_attention_8], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_49,
    #     view_33, transpose_33, scaled_dot_product_attention_8
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_8_attention_self_key_bias,
        buf_linear_49,
        buf_scaled_dot_product_attention_8_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_8_3 = torch.as_strided(
        buf_linear_49, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_49
    # Topologically Sorted Source Nodes: [, linear_48, view_32, transpose_32,
    #     scaled_dot_product_attention_8, linear_49, view_33, transpose_33], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_17: scaled_dot_product_attention_8
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_8, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_8_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_8_3,
    )
    buf_scaled_dot_product_attention_8_4 = torch.as_strided(
        buf_scaled_dot_product_attention_8_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_8, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_8
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_8_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_50 = torch.as_strided(
        buf_scaled_dot_product_attention_8_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_2
    # Topologically Sorted Source Nodes: [linear_50], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_9: linear_50
    torch.addmm(
        inner_inner_encoder_layer_8_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_16, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_50,
    )
    buf_scaled_dot_product_attention_8_5 = torch.as_strided(
        buf_scaled_dot_product_attention_8, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_8, , linear_50, view_34,
    #     transpose_34], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_18: scaled_dot_product_attention_8
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_8_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_50, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_8_5,
    )
    del buf_linear_50
    buf_clone_25 = torch.as_strided(
        buf_scaled_dot_product_attention_8_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_8, transpose_35,
    #     clone_25], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_8, transpose_35, clone_25
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_8_5,
        buf_clone_25,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_51 = torch.as_strided(
        buf_scaled_dot_product_attention_8_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_8_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_8, transpose_35,
    #     clone_25, view_35, linear_51, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_43: linear_51
    torch.mm(
        torch.as_strided(buf_clone_25, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_51,
    )
    del buf_clone_25
    buf_layer_norm_17 = torch.as_strided(buf_linear_51, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_51
    # Topologically Sorted Source Nodes: [, linear_51, add_20, layer_norm_17], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_51, clone_26, add_20, layer_norm_17
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_17,
        inner_inner_encoder_layer_8_attention_output_dense_bias,
        buf_layer_norm_16,
        inner_inner_encoder_layer_8_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_8_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_16
    buf_linear_52 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_52, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_44: linear_52
    torch.mm(
        torch.as_strided(buf_layer_norm_17, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_52,
    )
    buf_gelu_8 = torch.as_strided(buf_linear_52, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_52
    # Topologically Sorted Source Nodes: [, linear_52, gelu_8], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_52, gelu_8
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_8,
        inner_inner_encoder_layer_8_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_53 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_52, gelu_8, linear_53], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_45: linear_53
    torch.mm(
        torch.as_strided(buf_gelu_8, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_8_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_53,
    )
    del buf_gelu_8
    buf_layer_norm_18 = torch.as_strided(buf_linear_53, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_53
    # Topologically Sorted Source Nodes: [, linear_53, add_21, layer_norm_18], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_53, clone_27, add_21, layer_norm_18
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_18,
        inner_inner_encoder_layer_8_output_dense_bias,
        buf_layer_norm_17,
        inner_inner_encoder_layer_8_output_LayerNorm_weight,
        inner_inner_encoder_layer_8_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_54 = torch.as_strided(buf_layer_norm_17, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_17
    # Topologically Sorted Source Nodes: [linear_54, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_46: linear_54
    torch.mm(
        torch.as_strided(buf_layer_norm_18, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_54,
    )
    buf_linear_55 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_55, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_47: linear_55
    torch.mm(
        torch.as_strided(buf_layer_norm_18, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_55,
    )
    buf_scaled_dot_product_attention_9 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_54, view_36, transpose_36,
    #     scaled_dot_product_attention_9], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_54,
    #     view_36, transpose_36, scaled_dot_product_attention_9
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_9_attention_self_query_bias,
        buf_linear_54,
        buf_scaled_dot_product_attention_9,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_9_2 = torch.as_strided(
        buf_linear_54, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_54
    # Topologically Sorted Source Nodes: [, linear_55, view_37, transpose_37,
    #     scaled_dot_product_attention_9], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_55,
    #     view_37, transpose_37, scaled_dot_product_attention_9
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_9_attention_self_key_bias,
        buf_linear_55,
        buf_scaled_dot_product_attention_9_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_9_3 = torch.as_strided(
        buf_linear_55, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_55
    # Topologically Sorted Source Nodes: [, linear_54, view_36, transpose_36,
    #     scaled_dot_product_attention_9, linear_55, view_37, transpose_37], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_19: scaled_dot_product_attention_9
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_9, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_9_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_9_3,
    )
    buf_scaled_dot_product_attention_9_4 = torch.as_strided(
        buf_scaled_dot_product_attention_9_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_9, ], Original ATen: [aten.arange,
    #     aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view, aten.scalar_tensor, aten.where,
    #     aten._safe_softmax, prims.prepare_softmax_online, aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_9
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_9_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_56 = torch.as_strided(
        buf_scaled_dot_product_attention_9_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_2
    # Topologically Sorted Source Nodes: [linear_56], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_10: linear_56
    torch.addmm(
        inner_inner_encoder_layer_9_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_18, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_56,
    )
    buf_scaled_dot_product_attention_9_5 = torch.as_strided(
        buf_scaled_dot_product_attention_9, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_9, , linear_56, view_38,
    #     transpose_38], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_20: scaled_dot_product_attention_9
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_9_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_56, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_9_5,
    )
    del buf_linear_56
    buf_clone_28 = torch.as_strided(
        buf_scaled_dot_product_attention_9_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_9, transpose_39,
    #     clone_28], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_9, transpose_39, clone_28
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_9_5,
        buf_clone_28,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_57 = torch.as_strided(
        buf_scaled_dot_product_attention_9_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_9_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_9, transpose_39,
    #     clone_28, view_39, linear_57, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_48: linear_57
    torch.mm(
        torch.as_strided(buf_clone_28, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_57,
    )
    del buf_clone_28
    buf_layer_norm_19 = torch.as_strided(buf_linear_57, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_57
    # Topologically Sorted Source Nodes: [, linear_57, add_22, layer_norm_19], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_57, clone_29, add_22, layer_norm_19
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_19,
        inner_inner_encoder_layer_9_attention_output_dense_bias,
        buf_layer_norm_18,
        inner_inner_encoder_layer_9_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_9_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_18
    buf_linear_58 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_58, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_49: linear_58
    torch.mm(
        torch.as_strided(buf_layer_norm_19, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_58,
    )
    buf_gelu_9 = torch.as_strided(buf_linear_58, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_58
    # Topologically Sorted Source Nodes: [, linear_58, gelu_9], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_58, gelu_9
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_9,
        inner_inner_encoder_layer_9_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_59 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_58, gelu_9, linear_59], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_50: linear_59
    torch.mm(
        torch.as_strided(buf_gelu_9, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_9_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_59,
    )
    del buf_gelu_9
    buf_layer_norm_20 = torch.as_strided(buf_linear_59, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_59
    # Topologically Sorted Source Nodes: [, linear_59, add_23, layer_norm_20], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_59, clone_30, add_23, layer_norm_20
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_20,
        inner_inner_encoder_layer_9_output_dense_bias,
        buf_layer_norm_19,
        inner_inner_encoder_layer_9_output_LayerNorm_weight,
        inner_inner_encoder_layer_9_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_60 = torch.as_strided(buf_layer_norm_19, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_19
    # Topologically Sorted Source Nodes: [linear_60, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_51: linear_60
    torch.mm(
        torch.as_strided(buf_layer_norm_20, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_60,
    )
    buf_linear_61 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_61, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_52: linear_61
    torch.mm(
        torch.as_strided(buf_layer_norm_20, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_61,
    )
    buf_scaled_dot_product_attention_10 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_60, view_40, transpose_40,
    #     scaled_dot_product_attention_10], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_60,
    #     view_40, transpose_40, scaled_dot_product_attention_10
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_10_attention_self_query_bias,
        buf_linear_60,
        buf_scaled_dot_product_attention_10,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_10_2 = torch.as_strided(
        buf_linear_60, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_60
    # Topologically Sorted Source Nodes: [, linear_61, view_41, transpose_41,
    #     scaled_dot_product_attention_10], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_61,
    #     view_41, transpose_41, scaled_dot_product_attention_10
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_10_attention_self_key_bias,
        buf_linear_61,
        buf_scaled_dot_product_attention_10_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_10_3 = torch.as_strided(
        buf_linear_61, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_61
    # Topologically Sorted Source Nodes: [, linear_60, view_40, transpose_40,
    #     scaled_dot_product_attention_10, linear_61, view_41, transpose_41], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_21: scaled_dot_product_attention_10
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_10, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_10_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_10_3,
    )
    buf_scaled_dot_product_attention_10_4 = torch.as_strided(
        buf_scaled_dot_product_attention_10_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_10, ], Original ATen:
    #     [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view,
    #     aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online,
    #     aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_10
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_10_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_62 = torch.as_strided(
        buf_scaled_dot_product_attention_10_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_2
    # Topologically Sorted Source Nodes: [linear_62], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_11: linear_62
    torch.addmm(
        inner_inner_encoder_layer_10_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_20, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_62,
    )
    buf_scaled_dot_product_attention_10_5 = torch.as_strided(
        buf_scaled_dot_product_attention_10, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_10, , linear_62, view_42,
    #     transpose_42], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_22: scaled_dot_product_attention_10
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_10_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_62, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_10_5,
    )
    del buf_linear_62
    buf_clone_31 = torch.as_strided(
        buf_scaled_dot_product_attention_10_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_10, transpose_43,
    #     clone_31], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_10, transpose_43, clone_31
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_10_5,
        buf_clone_31,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_63 = torch.as_strided(
        buf_scaled_dot_product_attention_10_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_10_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_10, transpose_43,
    #     clone_31, view_43, linear_63, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_53: linear_63
    torch.mm(
        torch.as_strided(buf_clone_31, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_63,
    )
    del buf_clone_31
    buf_layer_norm_21 = torch.as_strided(buf_linear_63, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_63
    # Topologically Sorted Source Nodes: [, linear_63, add_24, layer_norm_21], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_63, clone_32, add_24, layer_norm_21
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_21,
        inner_inner_encoder_layer_10_attention_output_dense_bias,
        buf_layer_norm_20,
        inner_inner_encoder_layer_10_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_10_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_20
    buf_linear_64 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_64, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_54: linear_64
    torch.mm(
        torch.as_strided(buf_layer_norm_21, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_64,
    )
    buf_gelu_10 = torch.as_strided(buf_linear_64, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_64
    # Topologically Sorted Source Nodes: [, linear_64, gelu_10], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_64, gelu_10
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_10,
        inner_inner_encoder_layer_10_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_65 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_64, gelu_10, linear_65], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_55: linear_65
    torch.mm(
        torch.as_strided(buf_gelu_10, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_10_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_65,
    )
    del buf_gelu_10
    buf_layer_norm_22 = torch.as_strided(buf_linear_65, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_65
    # Topologically Sorted Source Nodes: [, linear_65, add_25, layer_norm_22], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_65, clone_33, add_25, layer_norm_22
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_22,
        inner_inner_encoder_layer_10_output_dense_bias,
        buf_layer_norm_21,
        inner_inner_encoder_layer_10_output_LayerNorm_weight,
        inner_inner_encoder_layer_10_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    buf_linear_66 = torch.as_strided(buf_layer_norm_21, (64, 256), (256, 1), 0)  # reuse
    del buf_layer_norm_21
    # Topologically Sorted Source Nodes: [linear_66, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_56: linear_66
    torch.mm(
        torch.as_strided(buf_layer_norm_22, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_attention_self_query_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_66,
    )
    buf_linear_67 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_67, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_57: linear_67
    torch.mm(
        torch.as_strided(buf_layer_norm_22, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_attention_self_key_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_67,
    )
    buf_scaled_dot_product_attention_11 = torch.empty_strided(
        (1, 4, 64, 64), (16384, 4096, 64, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [, linear_66, view_44, transpose_44,
    #     scaled_dot_product_attention_11], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention: linear_66,
    #     view_44, transpose_44, scaled_dot_product_attention_11
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention[
        triton.cdiv(16384, 256), 1, 1
    ](
        inner_inner_encoder_layer_11_attention_self_query_bias,
        buf_linear_66,
        buf_scaled_dot_product_attention_11,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_11_2 = torch.as_strided(
        buf_linear_66, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_linear_66
    # Topologically Sorted Source Nodes: [, linear_67, view_45, transpose_45,
    #     scaled_dot_product_attention_11], Original ATen: [aten.addmm, aten.view, aten.transpose,
    #     aten.mul]
    # triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2: linear_67,
    #     view_45, transpose_45, scaled_dot_product_attention_11
    triton_poi_fused_addmm_mul_transpose_view__scaled_dot_product_attention_2[
        triton.cdiv(64, 64), triton.cdiv(256, 4), 1
    ](
        inner_inner_encoder_layer_11_attention_self_key_bias,
        buf_linear_67,
        buf_scaled_dot_product_attention_11_2,
        256,
        64,
        XBLOCK=64,
        YBLOCK=4,
        num_warps=4,
        num_stages=1,
    )
    buf_scaled_dot_product_attention_11_3 = torch.as_strided(
        buf_linear_67, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_linear_67
    # Topologically Sorted Source Nodes: [, linear_66, view_44, transpose_44,
    #     scaled_dot_product_attention_11, linear_67, view_45, transpose_45], Original ATen:
    #     [aten.addmm, aten.view, aten.transpose, aten.mul, aten.bmm]
    # bmm_23: scaled_dot_product_attention_11
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_11, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_scaled_dot_product_attention_11_2, (4, 64, 64), (4096, 64, 1), 0),
        out=buf_scaled_dot_product_attention_11_3,
    )
    buf_scaled_dot_product_attention_11_4 = torch.as_strided(
        buf_scaled_dot_product_attention_11_3, (1, 4, 64, 64), (16384, 4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_3
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_11, ], Original ATen:
    #     [aten.arange, aten.add, aten.unsqueeze, aten.ge, aten.expand, aten.view,
    #     aten.scalar_tensor, aten.where, aten._safe_softmax, prims.prepare_softmax_online,
    #     aten.sub, aten.exp]
    # triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where:
    #     arange_2, add_2, unsqueeze_6, unsqueeze_7, unsqueeze_8, ge, expand_2,
    #     scaled_dot_product_attention_11
    triton_per_fused__safe_softmax_add_arange_exp_expand_ge_prepare_softmax_online_scalar_tensor_sub_unsqueeze_view_where[
        triton.cdiv(256, 8), 1, 1
    ](buf_scaled_dot_product_attention_11_4, 256, 64, XBLOCK=8, num_warps=2, num_stages=1)
    buf_linear_68 = torch.as_strided(
        buf_scaled_dot_product_attention_11_2, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_2
    # Topologically Sorted Source Nodes: [linear_68], Original ATen: [aten.view, aten.t, aten.addmm]
    # addmm_12: linear_68
    torch.addmm(
        inner_inner_encoder_layer_11_attention_self_value_bias,
        torch.as_strided(buf_layer_norm_22, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_attention_self_value_weight, (256, 256), (1, 256), 0
        ),
        alpha=1,
        beta=1,
        out=buf_linear_68,
    )
    buf_scaled_dot_product_attention_11_5 = torch.as_strided(
        buf_scaled_dot_product_attention_11, (4, 64, 64), (4096, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11
    # Topologically Sorted Source Nodes: [arange_2, add_2, unsqueeze_6, unsqueeze_7,
    #     unsqueeze_8, ge, expand_2, scaled_dot_product_attention_11, , linear_68, view_46,
    #     transpose_46], Original ATen: [aten.arange, aten.add, aten.unsqueeze, aten.ge,
    #     aten.expand, aten.view, aten.scalar_tensor, aten.where, aten._safe_softmax, aten.sub,
    #     aten.exp, aten.transpose, aten.bmm]
    # bmm_24: scaled_dot_product_attention_11
    torch.bmm(
        torch.as_strided(buf_scaled_dot_product_attention_11_4, (4, 64, 64), (4096, 64, 1), 0),
        torch.as_strided(buf_linear_68, (4, 64, 64), (64, 256, 1), 0),
        out=buf_scaled_dot_product_attention_11_5,
    )
    del buf_linear_68
    buf_clone_34 = torch.as_strided(
        buf_scaled_dot_product_attention_11_4, (1, 64, 4, 64), (16384, 256, 64, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_4
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_11, transpose_47,
    #     clone_34], Original ATen: [aten.view, aten.transpose, aten.clone]
    # triton_poi_fused_clone_transpose_view: scaled_dot_product_attention_11, transpose_47, clone_34
    triton_poi_fused_clone_transpose_view[triton.cdiv(16384, 256), 1, 1](
        buf_scaled_dot_product_attention_11_5,
        buf_clone_34,
        16384,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_69 = torch.as_strided(
        buf_scaled_dot_product_attention_11_5, (64, 256), (256, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_11_5
    # Topologically Sorted Source Nodes: [scaled_dot_product_attention_11, transpose_47,
    #     clone_34, view_47, linear_69, ], Original ATen: [aten.view, aten.transpose, aten.clone,
    #     aten.t, aten.addmm]
    # mm_58: linear_69
    torch.mm(
        torch.as_strided(buf_clone_34, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_attention_output_dense_weight, (256, 256), (1, 256), 0
        ),
        out=buf_linear_69,
    )
    del buf_clone_34
    buf_layer_norm_23 = torch.as_strided(buf_linear_69, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_69
    # Topologically Sorted Source Nodes: [, linear_69, add_26, layer_norm_23], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_69, clone_35, add_26, layer_norm_23
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        buf_layer_norm_23,
        inner_inner_encoder_layer_11_attention_output_dense_bias,
        buf_layer_norm_22,
        inner_inner_encoder_layer_11_attention_output_LayerNorm_weight,
        inner_inner_encoder_layer_11_attention_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_22
    buf_linear_70 = torch.empty_strided((64, 1024), (1024, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [linear_70, ], Original ATen: [aten.view, aten.t,
    #     aten.addmm]
    # mm_59: linear_70
    torch.mm(
        torch.as_strided(buf_layer_norm_23, (64, 256), (256, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_intermediate_dense_weight, (256, 1024), (1, 256), 0
        ),
        out=buf_linear_70,
    )
    buf_gelu_11 = torch.as_strided(buf_linear_70, (1, 64, 1024), (65536, 1024, 1), 0)  # reuse
    del buf_linear_70
    # Topologically Sorted Source Nodes: [, linear_70, gelu_11], Original ATen: [aten.addmm,
    #     aten.view, aten.gelu]
    # triton_poi_fused_addmm_gelu_view: linear_70, gelu_11
    triton_poi_fused_addmm_gelu_view[triton.cdiv(65536, 256), 1, 1](
        buf_gelu_11,
        inner_inner_encoder_layer_11_intermediate_dense_bias,
        65536,
        XBLOCK=256,
        num_warps=4,
        num_stages=1,
    )
    buf_linear_71 = torch.empty_strided((64, 256), (256, 1), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [, linear_70, gelu_11, linear_71], Original ATen:
    #     [aten.addmm, aten.view, aten.gelu, aten.t]
    # mm_60: linear_71
    torch.mm(
        torch.as_strided(buf_gelu_11, (64, 1024), (1024, 1), 0),
        torch.as_strided(
            inner_inner_encoder_layer_11_output_dense_weight, (1024, 256), (1, 1024), 0
        ),
        out=buf_linear_71,
    )
    del buf_gelu_11
    out = torch.as_strided(buf_linear_71, (1, 64, 256), (16384, 256, 1), 0)  # reuse
    del buf_linear_71
    # Topologically Sorted Source Nodes: [, linear_71, add_27, layer_norm_24], Original ATen:
    #     [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
    # triton_per_fused_add_addmm_native_layer_norm_view: linear_71, clone_36, add_27, layer_norm_24
    triton_per_fused_add_addmm_native_layer_norm_view[64, 1, 1](
        out,
        inner_inner_encoder_layer_11_output_dense_bias,
        buf_layer_norm_23,
        inner_inner_encoder_layer_11_output_LayerNorm_weight,
        inner_inner_encoder_layer_11_output_LayerNorm_bias,
        64,
        256,
        XBLOCK=1,
        num_warps=2,
        num_stages=1,
    )
    del buf_layer_norm_23
    return out
