"""A standalone module cleaned from Inductor's output."""

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


def _cdiv(a, b):
    """Blocks of size `b` that cover `a`: triton.cdiv for launch grids, in plain Python."""
    return -(a // -b)


# triton_poi_fused_convolution__conv2d fuses: conv2d
# Source node to ATen node mapping:
#   conv2d => convolution
@triton.autotune(
    configs=[
        triton.Config({"YBLOCK": 16, "XBLOCK": 64}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 16, "XBLOCK": 256}, num_warps=8, num_stages=1),
        triton.Config({"YBLOCK": 1, "XBLOCK": 256}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 16, "XBLOCK": 16}, num_warps=4, num_stages=1),
    ],
    key=["ynumel", "xnumel"],
)
@triton.jit
def triton_poi_fused_convolution__conv2d(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 16
    xnumel = 256
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 8
    y1 = yindex // 8
    tmp0 = tl.load(in_ptr0 + (x2 + 256 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 8 * x2 + 2048 * y1), tmp0, xmask & ymask)


# triton_poi_fused_convolution__conv2d_2 fuses: conv2d
# Source node to ATen node mapping:
#   conv2d => convolution
@triton.autotune(
    configs=[
        triton.Config({"YBLOCK": 64, "XBLOCK": 16}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 32, "XBLOCK": 16}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 128, "XBLOCK": 16}, num_warps=8, num_stages=1),
        triton.Config({"YBLOCK": 16, "XBLOCK": 16}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 128, "XBLOCK": 2}, num_warps=4, num_stages=1),
    ],
    key=["ynumel", "xnumel"],
)
@triton.jit
def triton_poi_fused_convolution__conv2d_2(
    in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK: tl.constexpr, XBLOCK: tl.constexpr
):
    ynumel = 128
    xnumel = 9
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = yindex % 8
    y1 = yindex // 8
    tmp0 = tl.load(in_ptr0 + (x2 + 9 * y3), xmask & ymask, eviction_policy="evict_last")
    tl.store(out_ptr0 + (y0 + 8 * x2 + 72 * y1), tmp0, xmask & ymask)


# triton_per_fused_convolution_native_group_norm fuses: conv2d, group_norm
# Source node to ATen node mapping:
#   conv2d => convolution
#   group_norm => var_mean, view
@triton.autotune(
    configs=[
        triton.Config({"XBLOCK": 1}, num_warps=4, num_stages=1),
    ],
    key=["xnumel", "r0_numel"],
)
@triton.jit
def triton_per_fused_convolution_native_group_norm(
    in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK: tl.constexpr
):
    xnumel = 8
    r0_numel = 1024
    R0_BLOCK: tl.constexpr = 1024
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
    r0_2 = r0_index % 4
    r0_3 = r0_index // 4
    x0 = xindex % 4
    x1 = xindex // 4
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_2 + 4 * x0 + 16 * r0_3 + 4096 * x1), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_2 + 4 * x0), xmask, eviction_policy="evict_last", other=0.0)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = tl.full([1, 1], 1024, tl.int32)
    tmp11 = tmp10.to(tl.float32)
    tmp12 = tmp9 / tmp11
    tmp13 = tmp3 - tmp12
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp12, xmask)
    tl.store(out_ptr1 + (x4), tmp18, xmask)


# triton_poi_fused_convolution_gelu_native_group_norm fuses: conv2d, group_norm, gelu
# Source node to ATen node mapping:
#   conv2d => convolution
#   gelu => add_2, erf, mul_2, mul_3, mul_4
#   group_norm => add, add_1, mul, mul_1, rsqrt, sub, unsqueeze, unsqueeze_1, unsqueeze_2,
#       unsqueeze_3, unsqueeze_4, unsqueeze_5, var_mean, view, view_1
@triton.autotune(
    configs=[
        triton.Config({"YBLOCK": 64, "XBLOCK": 16}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 256, "XBLOCK": 16}, num_warps=8, num_stages=1),
        triton.Config({"YBLOCK": 16, "XBLOCK": 16}, num_warps=4, num_stages=1),
        triton.Config({"YBLOCK": 256, "XBLOCK": 1}, num_warps=4, num_stages=1),
    ],
    key=["ynumel", "xnumel"],
    restore_value=["in_out_ptr0"],
)
@triton.jit
def triton_poi_fused_convolution_gelu_native_group_norm(
    in_out_ptr0,
    in_ptr0,
    in_ptr1,
    in_ptr2,
    in_ptr3,
    in_ptr4,
    out_ptr0,
    ynumel,
    xnumel,
    YBLOCK: tl.constexpr,
    XBLOCK: tl.constexpr,
):
    ynumel = 512
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y1 = yindex // 256
    y0 = yindex % 256
    tmp0 = tl.load(in_out_ptr0 + (x2 + 16 * y3), xmask & ymask, eviction_policy="evict_last")
    tmp1 = tl.load(in_ptr0 + (x2), xmask, eviction_policy="evict_last")
    tmp3 = tl.load(in_ptr1 + (4 * y1 + (x2 // 4)), xmask & ymask, eviction_policy="evict_last")
    tmp5 = tl.load(in_ptr2 + (4 * y1 + (x2 // 4)), xmask & ymask, eviction_policy="evict_last")
    tmp12 = tl.load(in_ptr3 + (x2), xmask, eviction_policy="evict_last")
    tmp14 = tl.load(in_ptr4 + (x2), xmask, eviction_policy="evict_last")
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 - tmp3
    tmp6 = tl.full([1, 1], 1024.0, tl.float32)
    tmp7 = tmp5 / tmp6
    tmp8 = tl.full([1, 1], 1e-05, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = libdevice.rsqrt(tmp9)
    tmp11 = tmp4 * tmp10
    tmp13 = tmp11 * tmp12
    tmp15 = tmp13 + tmp14
    tmp16 = tl.full([1, 1], 0.5, tl.float32)
    tmp17 = tmp15 * tmp16
    tmp18 = tl.full([1, 1], 0.7071067811865476, tl.float32)
    tmp19 = tmp15 * tmp18
    tmp20 = libdevice.erf(tmp19)
    tmp21 = tl.full([1, 1], 1.0, tl.float32)
    tmp22 = tmp20 + tmp21
    tmp23 = tmp17 * tmp22
    tl.store(out_ptr0 + (y0 + 256 * x2 + 4096 * y1), tmp23, xmask & ymask)


def call(arg0_1, arg1_1, arg2_1, arg3_1, arg4_1):
    arg0_1 = _check_shape("arg0_1", arg0_1, (16, 8, 3, 3), (72, 9, 3, 1))
    arg1_1 = _check_shape("arg1_1", arg1_1, (16,), (1,))
    arg2_1 = _check_shape("arg2_1", arg2_1, (16,), (1,))
    arg3_1 = _check_shape("arg3_1", arg3_1, (16,), (1,))
    arg4_1 = _check_shape("arg4_1", arg4_1, (2, 8, 16, 16), (2048, 256, 16, 1))
    buf0 = torch.empty_strided(
        (2, 8, 16, 16), (2048, 1, 128, 8), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d: conv2d
    triton_poi_fused_convolution__conv2d[
        lambda meta: (_cdiv(256, meta["XBLOCK"]), _cdiv(16, meta["YBLOCK"]))
    ](arg4_1, buf0, 16, 256)
    buf1 = torch.empty_strided((16, 8, 3, 3), (72, 1, 24, 8), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # triton_poi_fused_convolution__conv2d_2: conv2d
    triton_poi_fused_convolution__conv2d_2[
        lambda meta: (_cdiv(9, meta["XBLOCK"]), _cdiv(128, meta["YBLOCK"]))
    ](arg0_1, buf1, 128, 9)
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # convolution
    buf2 = torch.convolution(
        buf0,
        buf1,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf2 = _check_shape(
        "the output of aten.convolution.default", buf2, (2, 16, 16, 16), (4096, 1, 256, 16)
    )
    del buf0
    del buf1
    buf3 = torch.empty_strided((2, 4, 1, 1), (4, 1, 8, 8), dtype=torch.float32, device="cuda")
    buf4 = torch.empty_strided((2, 4, 1, 1), (4, 1, 8, 8), dtype=torch.float32, device="cuda")
    # Topologically Sorted Source Nodes: [conv2d, group_norm], Original ATen: [aten.convolution,
    #     aten.native_group_norm]
    # triton_per_fused_convolution_native_group_norm: conv2d, group_norm
    triton_per_fused_convolution_native_group_norm[lambda meta: (_cdiv(8, meta["XBLOCK"]),)](
        buf2, arg1_1, buf3, buf4, 8, 1024
    )
    buf6 = buf2  # reuse
    del buf2
    out = torch.empty_strided(
        (2, 16, 16, 16), (4096, 256, 16, 1), dtype=torch.float32, device="cuda"
    )
    # Topologically Sorted Source Nodes: [conv2d, group_norm, gelu], Original ATen:
    #     [aten.convolution, aten.native_group_norm, aten.gelu]
    # triton_poi_fused_convolution_gelu_native_group_norm: conv2d, group_norm, gelu
    triton_poi_fused_convolution_gelu_native_group_norm[
        lambda meta: (_cdiv(16, meta["XBLOCK"]), _cdiv(512, meta["YBLOCK"]))
    ](buf6, arg1_1, buf3, buf4, arg2_1, arg3_1, out, 512, 16)
    del buf3
    del buf4
    del buf6
    return (out,)
