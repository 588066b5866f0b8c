"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.11.0+cu130 for cpu.
Use: call(images) -> the model's output.
C++ kernels build on first use (torch.utils.cpp_extension, cached); they use AVX2 vectors: x86-64 processors with AVX2. OpenMP runs them on the run time's thread count.
Parameters and buffers load from <this file's name>.weights.pt next to it.
"""

import ctypes
import hashlib
import os
import types

import torch
from torch.utils.cpp_extension import load


DEVICE = "cpu"
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


# cpp_fused_convolution fuses: conv2d
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
# kernel-id: 0deaee157126
cpp_fused_convolution = r"""
extern "C" void cpp_fused_convolution_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(8L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(3L) && x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(3L); x0_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 1024L*x0 + 1024L*x0_inner), static_cast<int64_t>(8));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x0_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x0 + 3L*x1), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(8));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4 fuses: _native_batch_norm_legit_no_training,
#     relu, cat, _native_batch_norm_legit_no_training_1, relu_1, cat_1, cat_2, cat_3, cat_4
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 3270a791f1ad
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp26 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp21 = tmp20 + tmp5;
                            auto tmp22 = tmp21.sqrt();
                            auto tmp23 = tmp22.reciprocal();
                            auto tmp24 = tmp23 * tmp10;
                            auto tmp25 = tmp19 * tmp24;
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp29 = tmp27 + tmp28;
                            auto tmp30 = at::vec::clamp_min(tmp29, decltype(tmp29)(0));
                            tmp30.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 24L*x0));
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2 fuses: _native_batch_norm_legit_no_training_2,
#     relu_2, conv2d_2
# Launched 4 times on different nodes; each launch in call lists its own.
#   densenet_tiny.py:20  return self.conv2(torch.relu(self.norm2(x)))
# kernel-id: cf69f64099c3
cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2 fuses: cat_1,
#     _native_batch_norm_legit_no_training_3, relu_3, cat_2, cat_3, cat_4
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 9dfc3e5e0cdd
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 24L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 32L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 24L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 24L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3 fuses: cat_2,
#     _native_batch_norm_legit_no_training_5, relu_5, cat_3, cat_4
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 5e046c08e059
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr3 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4 fuses: cat_3,
#     _native_batch_norm_legit_no_training_7, relu_7, cat_4
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: cc235aed4535
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 40L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9 fuses: cat_4,
#     _native_batch_norm_legit_no_training_9, relu_9
#   densenet_tiny.py:34  return torch.cat(features, 1)
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
# kernel-id: 3e03c18949df
cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10 fuses: avg_pool2d,
#     cat_5, _native_batch_norm_legit_no_training_10, relu_10
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
# kernel-id: ba679efc645b
cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(24L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(24L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 48L*x1 + 1536L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(24L + x2 + 48L*x1 + 1536L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(768L + x2 + 48L*x1 + 1536L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(792L + x2 + 48L*x1 + 1536L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = static_cast<float>(4.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 / tmp8;
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(1e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 + tmp14;
                                auto tmp16 = tmp15.sqrt();
                                auto tmp17 = tmp16.reciprocal();
                                auto tmp18 = static_cast<float>(1.0);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp21 = tmp11 * tmp20;
                                auto tmp23 = tmp21 * tmp22;
                                auto tmp25 = tmp23 + tmp24;
                                auto tmp26 = at::vec::clamp_min(tmp25, decltype(tmp25)(0));
                                tmp26.store(out_ptr0 + static_cast<int64_t>(x2 + 24L*x1 + 384L*x0));
                                tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 32L*x1 + 512L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11 fuses: _native_batch_norm_legit_no_training_11,
#     relu_11, conv2d_11
# Launched 4 times on different nodes; each launch in call lists its own.
#   densenet_tiny.py:20  return self.conv2(torch.relu(self.norm2(x)))
# kernel-id: e655c336bdf8
cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9 fuses: avg_pool2d,
#     cat_5, cat_6, _native_batch_norm_legit_no_training_12, relu_12, cat_7, cat_8, cat_9
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: be6ff4bc7848
cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9 fuses: cat_7,
#     _native_batch_norm_legit_no_training_14, relu_14, cat_8, cat_9
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: d9b90dbf442c
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(24L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 48L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 40L*x0));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 48L*x0));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(40L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 40L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 40L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2 fuses: cat_8,
#     _native_batch_norm_legit_no_training_16, relu_16, cat_9
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 71df32141d09
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 48L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(48L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 48L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 48L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18 fuses: cat_9,
#     _native_batch_norm_legit_no_training_18, relu_18
#   densenet_tiny.py:34  return torch.cat(features, 1)
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
# kernel-id: 807512699031
cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(56L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(56L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 56L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr1 + static_cast<int64_t>(x1 + 56L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19 fuses: avg_pool2d_1,
#     cat_10, _native_batch_norm_legit_no_training_19, relu_19
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
# kernel-id: e7945361ee6b
cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(28L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(24L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(28L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(448L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(8));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(476L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(8));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = static_cast<float>(4.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 / tmp8;
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(1e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 + tmp14;
                                auto tmp16 = tmp15.sqrt();
                                auto tmp17 = tmp16.reciprocal();
                                auto tmp18 = static_cast<float>(1.0);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp21 = tmp11 * tmp20;
                                auto tmp23 = tmp21 * tmp22;
                                auto tmp25 = tmp23 + tmp24;
                                auto tmp26 = at::vec::clamp_min(tmp25, decltype(tmp25)(0));
                                tmp26.store(out_ptr0 + static_cast<int64_t>(x2 + 28L*x1 + 224L*x0));
                                tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 36L*x1 + 288L*x0));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(24L) && x2 < static_cast<int64_t>(28L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(4L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(28L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(4L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(448L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(4L));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(476L + x2 + 56L*x1 + 896L*x0), static_cast<int64_t>(4L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(4L));
                                auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(4L));
                                auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(4L));
                                auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(4L));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = static_cast<float>(4.0);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 / tmp8;
                                auto tmp11 = tmp9 - tmp10;
                                auto tmp13 = static_cast<float>(1e-05);
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 + tmp14;
                                auto tmp16 = tmp15.sqrt();
                                auto tmp17 = tmp16.reciprocal();
                                auto tmp18 = static_cast<float>(1.0);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp21 = tmp11 * tmp20;
                                auto tmp23 = tmp21 * tmp22;
                                auto tmp25 = tmp23 + tmp24;
                                auto tmp26 = at::vec::clamp_min(tmp25, decltype(tmp25)(0));
                                tmp26.store(out_ptr0 + static_cast<int64_t>(x2 + 28L*x1 + 224L*x0), static_cast<int64_t>(4L));
                                tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 36L*x1 + 288L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20 fuses: _native_batch_norm_legit_no_training_20,
#     relu_20, conv2d_20
# Launched 4 times on different nodes; each launch in call lists its own.
#   densenet_tiny.py:20  return self.conv2(torch.relu(self.norm2(x)))
# kernel-id: 9751aba129cc
cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(8));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 144L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 144L*x0), static_cast<int64_t>(16L));
                            }
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14 fuses: avg_pool2d_1,
#     cat_10, cat_11, _native_batch_norm_legit_no_training_21, relu_21, cat_12, cat_13, cat_14
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 186936b1c727
cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 36L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 44L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 52L*x0));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 60L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(36L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 36L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 36L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(32L) && x1 < static_cast<int64_t>(36L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 36L*x0), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr4 + static_cast<int64_t>(x1 + 36L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14 fuses: cat_12,
#     _native_batch_norm_legit_no_training_23, relu_23, cat_13, cat_14
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 5c666d910091
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(28L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(24L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 36L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 44L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 52L*x0));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 60L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(24L) && x1 < static_cast<int64_t>(28L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 36L*x0), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 44L*x0), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 52L*x0), static_cast<int64_t>(4L));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 60L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 44L*x0));
                            tmp0.store(out_ptr4 + static_cast<int64_t>(x1 + 52L*x0));
                            tmp0.store(out_ptr5 + static_cast<int64_t>(x1 + 60L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(44L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(40L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 44L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 44L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(40L) && x1 < static_cast<int64_t>(44L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 44L*x0), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr6 + static_cast<int64_t>(x1 + 44L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2 fuses: cat_13,
#     _native_batch_norm_legit_no_training_25, relu_25, cat_14
#   densenet_tiny.py:18  x = torch.cat(features, 1)
#   densenet_tiny.py:19  x = self.conv1(torch.relu(self.norm1(x)))
#   densenet_tiny.py:34  return torch.cat(features, 1)
# kernel-id: 8bc05bb25078
cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2 = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 52L*x0));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 60L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(52L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(48L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 52L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 52L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(48L) && x1 < static_cast<int64_t>(52L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 52L*x0), static_cast<int64_t>(4L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(4L));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.sqrt();
                            auto tmp8 = tmp7.reciprocal();
                            auto tmp9 = static_cast<float>(1.0);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            auto tmp16 = tmp14 + tmp15;
                            auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 52L*x0), static_cast<int64_t>(4L));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu fuses: cat_14,
#     _native_batch_norm_legit_no_training_27, relu_27, mean
#   densenet_tiny.py:34  return torch.cat(features, 1)
#   densenet_tiny.py:61  x = torch.relu(self.norm(self.features(self.stem(images))))
#   densenet_tiny.py:62  return self.classifier(x.mean(dim=(2, 3)))
# kernel-id: 9c2c476eaac9
cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0)
{
    auto out_ptr1 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 60L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(60L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 60L*x1), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp4 = static_cast<float>(1e-05);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 + tmp5;
                                auto tmp7 = tmp6.sqrt();
                                auto tmp8 = tmp7.reciprocal();
                                auto tmp9 = static_cast<float>(1.0);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                auto tmp14 = tmp12 * tmp13;
                                auto tmp16 = tmp14 + tmp15;
                                auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                                tmp_acc0_vec = tmp_acc0_vec + tmp17;
                            }
                            if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(60L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 60L*x1), static_cast<int64_t>(4L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                                auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                                auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp4 = static_cast<float>(1e-05);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 + tmp5;
                                auto tmp7 = tmp6.sqrt();
                                auto tmp8 = tmp7.reciprocal();
                                auto tmp9 = static_cast<float>(1.0);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                auto tmp14 = tmp12 * tmp13;
                                auto tmp16 = tmp14 + tmp15;
                                auto tmp17 = at::vec::clamp_min(tmp16, decltype(tmp16)(0));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp17, static_cast<int64_t>(4L));
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(60L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(56L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(64.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(56L) && x0 < static_cast<int64_t>(60L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                        auto tmp1 = static_cast<float>(64.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
}
"""


_CPP_PRELUDE = r"""
// Kernels generated by PyTorch Inductor. The helper definitions they use are copied below
// from torch/csrc/inductor/cpp_prefix.h; everything else comes from public ATen/c10 headers.
#include <omp.h>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <vector>

#include <ATen/NumericUtils.h>
#include <ATen/core/PhiloxRNGEngine.h>

#include <c10/util/BFloat16-math.h>
#include <c10/util/BFloat16.h>
#include <c10/util/Float8_e4m3fn.h>
#include <c10/util/Float8_e4m3fnuz.h>
#include <c10/util/Float8_e5m2.h>
#include <c10/util/Float8_e5m2fnuz.h>
#include <c10/util/Half.h>
#include <c10/util/TypeCast.h>
#include <c10/util/generic_math.h>
#include <c10/util/irange.h>

#if defined(CPU_CAPABILITY_AVX512) || defined(CPU_CAPABILITY_AVX2) ||  \
    defined(CPU_CAPABILITY_ZVECTOR) || defined(CPU_CAPABILITY_NEON) || \
    defined(CPU_CAPABILITY_VSX) || defined(CPU_CAPABILITY_SVE256)
#define INDUCTOR_USE_VECTOR_TYPES() 1
#else
#define INDUCTOR_USE_VECTOR_TYPES() 0
#endif

#if INDUCTOR_USE_VECTOR_TYPES()
#include <ATen/cpu/vec/functional.h>
#include <ATen/cpu/vec/vec.h>
#else
// For calc_erfinv
#include <ATen/native/Math.h>
#endif

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T>
inline T max_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = at::vec::maximum(a, b);
  return T::set(a, out, tail_size);
}

template <>
inline at::vec::VecMask<float, 1> max_masked_reduce(
    const at::vec::VecMask<float, 1>& a,
    const at::vec::VecMask<float, 1>& b,
    const int64_t tail_size) {
  auto out = a | b;
  return at::vec::VecMask<float, 1>::set(a, out, tail_size);
}

template <typename T>
inline T min_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = at::vec::minimum(a, b);
  return T::set(a, out, tail_size);
}

template <>
inline at::vec::VecMask<float, 1> min_masked_reduce(
    const at::vec::VecMask<float, 1>& a,
    const at::vec::VecMask<float, 1>& b,
    const int64_t tail_size) {
  auto out = a & b;
  return at::vec::VecMask<float, 1>::set(a, out, tail_size);
}

template <typename T>
inline T sum_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = a + b;
  return T::set(a, out, tail_size);
}

template <>
inline at::vec::VecMask<float, 1> sum_masked_reduce(
    const at::vec::VecMask<float, 1>& a,
    const at::vec::VecMask<float, 1>& b,
    const int64_t tail_size) {
  auto out = a | b;
  return at::vec::VecMask<float, 1>::set(a, out, tail_size);
}

template <typename T>
T prod_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = a * b;
  return T::set(a, out, tail_size);
}

template <typename T>
T xor_sum_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = a ^ b;
  return T::set(a, out, tail_size);
}

template <typename T>
T any_masked_reduce(const T& a, const T& b, const int64_t tail_size) {
  auto out = a | b;
  return T::set(a, out, tail_size);
}
#endif

template <typename T>
struct AsIntegerType {
  typedef T type;
};
template <>
struct AsIntegerType<float> {
  typedef uint32_t type;
};
template <>
struct AsIntegerType<double> {
  typedef uint64_t type;
};
template <>
struct AsIntegerType<at::BFloat16> {
  typedef uint16_t type;
};

template <typename T>
typename std::enable_if_t<
    !c10::is_reduced_floating_point_v<T>,
    T> inline fetch_value(volatile T* addr) {
  return *addr;
}

template <typename T>
typename std::enable_if_t<
    c10::is_reduced_floating_point_v<T>,
    T> inline fetch_value(volatile T* addr) {
  return T(addr->x, T::from_bits());
}

template <typename T>
typename std::enable_if_t<!std::is_integral_v<T>> atomic_add(
    volatile T* addr,
    T offset) {
  typedef typename AsIntegerType<T>::type alt_type;

  static_assert(
      sizeof(std::atomic<alt_type>) == sizeof(T), "std::atomic issue");

  alt_type expected;

  alt_type desired;

  std::atomic<alt_type>* atomic_addr = (std::atomic<alt_type>*)addr;
  do {
    T val = fetch_value(addr);
    reinterpret_cast<T*>(&expected)[0] = val;
    reinterpret_cast<T*>(&desired)[0] = val + offset;
  } while (!atomic_addr->compare_exchange_weak(
      expected, desired, std::memory_order_relaxed));
}

// Since C++20 float is supported by fetch_add, but the performance may not
// better than compare_exchange_weak, which can be checked by microbenchmark
// inductor_cpu_atomic.py
template <typename T>
typename std::enable_if_t<std::is_integral_v<T>> atomic_add(
    volatile T* addr,
    T offset) {
  static_assert(sizeof(std::atomic<T>) == sizeof(T), "std::atomic issue");
  std::atomic<T>* atomic_addr = (std::atomic<T>*)addr;
  atomic_addr->fetch_add(offset, std::memory_order_relaxed);
}

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T, int NI, int NV>
void atomic_add_vec(
    T* addr,
    at::vec::VectorizedN<int64_t, NI> index,
    at::vec::VectorizedN<T, NV> offset,
    std::optional<int64_t> tail_size = std::nullopt) {
  constexpr int len = at::vec::VectorizedN<int64_t, NI>::size();
  static_assert(len <= at::vec::VectorizedN<T, NV>::size());
  __at_align__ std::array<T, len> tmpbuf;
  __at_align__ std::array<int64_t, len> tmpidx;
  offset.store(tmpbuf.data(), len);
  index.store(tmpidx.data(), len);
  int size = tail_size.has_value() ? tail_size.value() : len;
  for (int i = 0; i < size; i++) {
    atomic_add(addr + tmpidx[i], tmpbuf[i]);
  }
}
#endif

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T, bool atomic_add>
struct transpose_mxn_helper;

template <typename T>
struct transpose_mxn_helper<T, true> {
  static void call(
      const T* src,
      int64_t ld_src,
      T* dst,
      int64_t ld_dst,
      int M,
      int N) {
    for (int i = 0; i < M; i++) {
      for (int j = 0; j < N; j++) {
        atomic_add(&dst[j * ld_dst + i], src[i * ld_src + j]);
      }
    }
  }
};

template <typename T>
struct transpose_mxn_helper<T, false> {
  static void call(
      const T* src,
      int64_t ld_src,
      T* dst,
      int64_t ld_dst,
      int M,
      int N) {
    at::vec::transpose_mxn<T>(src, ld_src, dst, ld_dst, M, N);
  }
};

template <typename T, bool atomic_add>
inline void transpose_mxn(
    const T* src,
    int64_t ld_src,
    T* dst,
    int64_t ld_dst,
    int M,
    int N) {
  transpose_mxn_helper<T, atomic_add>::call(src, ld_src, dst, ld_dst, M, N);
}

template <typename T, int M, int N, bool atomic_add>
inline void transpose_mxn(
    const T* src,
    int64_t ld_src,
    T* dst,
    int64_t ld_dst) {
  transpose_mxn<T, atomic_add>(src, ld_src, dst, ld_dst, M, N);
}
#endif
"""


_CPP_KERNELS = {
    "cpp_fused_convolution": (
        cpp_fused_convolution,
        ["const float*", "const float*", "float*", "float*"],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4,
        [
            "float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2": (
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2,
        [
            "float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10": (
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11": (
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11,
        [
            "float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9": (
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19": (
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20": (
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20,
        [
            "float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14": (
        cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2": (
        cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu": (
        cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu,
        [
            "float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
        ],
    ),
}


_CPP_FLAGS = [
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


_CPP_AVX2_FLAGS = ["-DCPU_CAPABILITY_AVX2", "-mavx2", "-mfma", "-mf16c"]


_cpp_kernels = None


def _cpp_flags():
    """Build flags for this machine, chosen at import time. Kernels generated with 256-bit
    vectors (_CPP_AVX2_FLAGS set) need AVX2 (x86-64 processors since about 2013) whatever
    the exporting machine had; scalar kernels build anywhere. OpenMP runs them on as many
    threads as it is given (OMP_NUM_THREADS, else all cores)."""
    if not _CPP_AVX2_FLAGS:
        return list(_CPP_FLAGS)
    capability = torch.backends.cpu.get_cpu_capability()
    if capability not in ("AVX2", "AVX512"):
        raise RuntimeError(
            "the C++ kernels of this module use AVX2 vectors, and torch reports CPU"
            f" capability {capability} here: export the model again on this machine"
        )
    return _CPP_FLAGS + _CPP_AVX2_FLAGS


def _launcher(function, signature):
    """Call a kernel through ctypes: tensors as data pointers, sizes as int64."""
    convert = []
    for ctype in signature:
        if ctype.endswith("*"):
            convert.append(lambda t: ctypes.c_void_p(t.data_ptr()))
        elif "float" in ctype or "double" in ctype:
            convert.append(ctypes.c_float if "float" in ctype else ctypes.c_double)
        else:
            convert.append(lambda n: ctypes.c_int64(int(n)))

    def launch(*args):
        function(*[c(a) for c, a in zip(convert, args)])

    return launch


def cpp_kernels():
    """Compile the C++ kernels above once (torch.utils.cpp_extension.load, cached on disk
    by source hash under TORCH_EXTENSIONS_DIR or ~/.cache/torch_extensions) and return
    a namespace of launchers."""
    global _cpp_kernels
    if _cpp_kernels is None:
        source = "\n".join([_CPP_PRELUDE] + [s for s, _ in _CPP_KERNELS.values()])
        flags = _cpp_flags()
        digest = hashlib.sha256((source + repr(flags)).encode()).hexdigest()[:16]
        name = f"ks_{__name__.rpartition('.')[2]}_{digest}"
        root = os.environ.get("TORCH_EXTENSIONS_DIR") or os.path.join(
            os.path.expanduser("~"), ".cache", "torch_extensions"
        )
        folder = os.path.join(root, name)
        library = os.path.join(folder, name + ".so")
        if not os.path.exists(library):
            os.makedirs(folder, exist_ok=True)
            path = os.path.join(folder, name + ".cpp")
            with open(path, "w") as f:
                f.write(source)
            load(
                name=name,
                sources=[path],
                extra_cflags=flags,
                extra_ldflags=["-lgomp"],
                build_directory=folder,
                is_python_module=False,
            )
        lib = ctypes.CDLL(library)
        _cpp_kernels = types.SimpleNamespace(
            **{
                n: _launcher(getattr(lib, n + "_kernel"), signature)
                for n, (_, signature) in _CPP_KERNELS.items()
            }
        )
    return _cpp_kernels


def call(images):
    _check_input("images", images, 4, torch.float32, "cpu")
    images = _check_shape("images", images, (1, 3, 32, 32), (3072, 1024, 32, 1))
    weights = load_weights()
    stem_0_weight = weights["stem_0_weight"]
    stem_1_weight = weights["stem_1_weight"]
    stem_1_bias = weights["stem_1_bias"]
    features_0_layers_0_norm1_weight = weights["features_0_layers_0_norm1_weight"]
    features_0_layers_0_norm1_bias = weights["features_0_layers_0_norm1_bias"]
    features_0_layers_0_conv1_weight = weights["features_0_layers_0_conv1_weight"]
    features_0_layers_0_norm2_weight = weights["features_0_layers_0_norm2_weight"]
    features_0_layers_0_norm2_bias = weights["features_0_layers_0_norm2_bias"]
    features_0_layers_0_conv2_weight = weights["features_0_layers_0_conv2_weight"]
    features_0_layers_1_norm1_weight = weights["features_0_layers_1_norm1_weight"]
    features_0_layers_1_norm1_bias = weights["features_0_layers_1_norm1_bias"]
    features_0_layers_1_conv1_weight = weights["features_0_layers_1_conv1_weight"]
    features_0_layers_1_norm2_weight = weights["features_0_layers_1_norm2_weight"]
    features_0_layers_1_norm2_bias = weights["features_0_layers_1_norm2_bias"]
    features_0_layers_1_conv2_weight = weights["features_0_layers_1_conv2_weight"]
    features_0_layers_2_norm1_weight = weights["features_0_layers_2_norm1_weight"]
    features_0_layers_2_norm1_bias = weights["features_0_layers_2_norm1_bias"]
    features_0_layers_2_conv1_weight = weights["features_0_layers_2_conv1_weight"]
    features_0_layers_2_norm2_weight = weights["features_0_layers_2_norm2_weight"]
    features_0_layers_2_norm2_bias = weights["features_0_layers_2_norm2_bias"]
    features_0_layers_2_conv2_weight = weights["features_0_layers_2_conv2_weight"]
    features_0_layers_3_norm1_weight = weights["features_0_layers_3_norm1_weight"]
    features_0_layers_3_norm1_bias = weights["features_0_layers_3_norm1_bias"]
    features_0_layers_3_conv1_weight = weights["features_0_layers_3_conv1_weight"]
    features_0_layers_3_norm2_weight = weights["features_0_layers_3_norm2_weight"]
    features_0_layers_3_norm2_bias = weights["features_0_layers_3_norm2_bias"]
    features_0_layers_3_conv2_weight = weights["features_0_layers_3_conv2_weight"]
    features_1_0_weight = weights["features_1_0_weight"]
    features_1_0_bias = weights["features_1_0_bias"]
    features_1_2_weight = weights["features_1_2_weight"]
    features_2_layers_0_norm1_weight = weights["features_2_layers_0_norm1_weight"]
    features_2_layers_0_norm1_bias = weights["features_2_layers_0_norm1_bias"]
    features_2_layers_0_conv1_weight = weights["features_2_layers_0_conv1_weight"]
    features_2_layers_0_norm2_weight = weights["features_2_layers_0_norm2_weight"]
    features_2_layers_0_norm2_bias = weights["features_2_layers_0_norm2_bias"]
    features_2_layers_0_conv2_weight = weights["features_2_layers_0_conv2_weight"]
    features_2_layers_1_norm1_weight = weights["features_2_layers_1_norm1_weight"]
    features_2_layers_1_norm1_bias = weights["features_2_layers_1_norm1_bias"]
    features_2_layers_1_conv1_weight = weights["features_2_layers_1_conv1_weight"]
    features_2_layers_1_norm2_weight = weights["features_2_layers_1_norm2_weight"]
    features_2_layers_1_norm2_bias = weights["features_2_layers_1_norm2_bias"]
    features_2_layers_1_conv2_weight = weights["features_2_layers_1_conv2_weight"]
    features_2_layers_2_norm1_weight = weights["features_2_layers_2_norm1_weight"]
    features_2_layers_2_norm1_bias = weights["features_2_layers_2_norm1_bias"]
    features_2_layers_2_conv1_weight = weights["features_2_layers_2_conv1_weight"]
    features_2_layers_2_norm2_weight = weights["features_2_layers_2_norm2_weight"]
    features_2_layers_2_norm2_bias = weights["features_2_layers_2_norm2_bias"]
    features_2_layers_2_conv2_weight = weights["features_2_layers_2_conv2_weight"]
    features_2_layers_3_norm1_weight = weights["features_2_layers_3_norm1_weight"]
    features_2_layers_3_norm1_bias = weights["features_2_layers_3_norm1_bias"]
    features_2_layers_3_conv1_weight = weights["features_2_layers_3_conv1_weight"]
    features_2_layers_3_norm2_weight = weights["features_2_layers_3_norm2_weight"]
    features_2_layers_3_norm2_bias = weights["features_2_layers_3_norm2_bias"]
    features_2_layers_3_conv2_weight = weights["features_2_layers_3_conv2_weight"]
    features_3_0_weight = weights["features_3_0_weight"]
    features_3_0_bias = weights["features_3_0_bias"]
    features_3_2_weight = weights["features_3_2_weight"]
    features_4_layers_0_norm1_weight = weights["features_4_layers_0_norm1_weight"]
    features_4_layers_0_norm1_bias = weights["features_4_layers_0_norm1_bias"]
    features_4_layers_0_conv1_weight = weights["features_4_layers_0_conv1_weight"]
    features_4_layers_0_norm2_weight = weights["features_4_layers_0_norm2_weight"]
    features_4_layers_0_norm2_bias = weights["features_4_layers_0_norm2_bias"]
    features_4_layers_0_conv2_weight = weights["features_4_layers_0_conv2_weight"]
    features_4_layers_1_norm1_weight = weights["features_4_layers_1_norm1_weight"]
    features_4_layers_1_norm1_bias = weights["features_4_layers_1_norm1_bias"]
    features_4_layers_1_conv1_weight = weights["features_4_layers_1_conv1_weight"]
    features_4_layers_1_norm2_weight = weights["features_4_layers_1_norm2_weight"]
    features_4_layers_1_norm2_bias = weights["features_4_layers_1_norm2_bias"]
    features_4_layers_1_conv2_weight = weights["features_4_layers_1_conv2_weight"]
    features_4_layers_2_norm1_weight = weights["features_4_layers_2_norm1_weight"]
    features_4_layers_2_norm1_bias = weights["features_4_layers_2_norm1_bias"]
    features_4_layers_2_conv1_weight = weights["features_4_layers_2_conv1_weight"]
    features_4_layers_2_norm2_weight = weights["features_4_layers_2_norm2_weight"]
    features_4_layers_2_norm2_bias = weights["features_4_layers_2_norm2_bias"]
    features_4_layers_2_conv2_weight = weights["features_4_layers_2_conv2_weight"]
    features_4_layers_3_norm1_weight = weights["features_4_layers_3_norm1_weight"]
    features_4_layers_3_norm1_bias = weights["features_4_layers_3_norm1_bias"]
    features_4_layers_3_conv1_weight = weights["features_4_layers_3_conv1_weight"]
    features_4_layers_3_norm2_weight = weights["features_4_layers_3_norm2_weight"]
    features_4_layers_3_norm2_bias = weights["features_4_layers_3_norm2_bias"]
    features_4_layers_3_conv2_weight = weights["features_4_layers_3_conv2_weight"]
    norm_weight = weights["norm_weight"]
    norm_bias = weights["norm_bias"]
    classifier_weight = weights["classifier_weight"]
    classifier_bias = weights["classifier_bias"]
    stem_1_running_mean = weights["stem_1_running_mean"]
    stem_1_running_var = weights["stem_1_running_var"]
    stem_1_num_batches_tracked = weights["stem_1_num_batches_tracked"]
    features_0_layers_0_norm1_running_mean = weights["features_0_layers_0_norm1_running_mean"]
    features_0_layers_0_norm1_running_var = weights["features_0_layers_0_norm1_running_var"]
    features_0_layers_0_norm1_num_batches_tracked = weights[
        "features_0_layers_0_norm1_num_batches_tracked"
    ]
    features_0_layers_0_norm2_running_mean = weights["features_0_layers_0_norm2_running_mean"]
    features_0_layers_0_norm2_running_var = weights["features_0_layers_0_norm2_running_var"]
    features_0_layers_0_norm2_num_batches_tracked = weights[
        "features_0_layers_0_norm2_num_batches_tracked"
    ]
    features_0_layers_1_norm1_running_mean = weights["features_0_layers_1_norm1_running_mean"]
    features_0_layers_1_norm1_running_var = weights["features_0_layers_1_norm1_running_var"]
    features_0_layers_1_norm1_num_batches_tracked = weights[
        "features_0_layers_1_norm1_num_batches_tracked"
    ]
    features_0_layers_1_norm2_running_mean = weights["features_0_layers_1_norm2_running_mean"]
    features_0_layers_1_norm2_running_var = weights["features_0_layers_1_norm2_running_var"]
    features_0_layers_1_norm2_num_batches_tracked = weights[
        "features_0_layers_1_norm2_num_batches_tracked"
    ]
    features_0_layers_2_norm1_running_mean = weights["features_0_layers_2_norm1_running_mean"]
    features_0_layers_2_norm1_running_var = weights["features_0_layers_2_norm1_running_var"]
    features_0_layers_2_norm1_num_batches_tracked = weights[
        "features_0_layers_2_norm1_num_batches_tracked"
    ]
    features_0_layers_2_norm2_running_mean = weights["features_0_layers_2_norm2_running_mean"]
    features_0_layers_2_norm2_running_var = weights["features_0_layers_2_norm2_running_var"]
    features_0_layers_2_norm2_num_batches_tracked = weights[
        "features_0_layers_2_norm2_num_batches_tracked"
    ]
    features_0_layers_3_norm1_running_mean = weights["features_0_layers_3_norm1_running_mean"]
    features_0_layers_3_norm1_running_var = weights["features_0_layers_3_norm1_running_var"]
    features_0_layers_3_norm1_num_batches_tracked = weights[
        "features_0_layers_3_norm1_num_batches_tracked"
    ]
    features_0_layers_3_norm2_running_mean = weights["features_0_layers_3_norm2_running_mean"]
    features_0_layers_3_norm2_running_var = weights["features_0_layers_3_norm2_running_var"]
    features_0_layers_3_norm2_num_batches_tracked = weights[
        "features_0_layers_3_norm2_num_batches_tracked"
    ]
    features_1_0_running_mean = weights["features_1_0_running_mean"]
    features_1_0_running_var = weights["features_1_0_running_var"]
    features_1_0_num_batches_tracked = weights["features_1_0_num_batches_tracked"]
    features_2_layers_0_norm1_running_mean = weights["features_2_layers_0_norm1_running_mean"]
    features_2_layers_0_norm1_running_var = weights["features_2_layers_0_norm1_running_var"]
    features_2_layers_0_norm1_num_batches_tracked = weights[
        "features_2_layers_0_norm1_num_batches_tracked"
    ]
    features_2_layers_0_norm2_running_mean = weights["features_2_layers_0_norm2_running_mean"]
    features_2_layers_0_norm2_running_var = weights["features_2_layers_0_norm2_running_var"]
    features_2_layers_0_norm2_num_batches_tracked = weights[
        "features_2_layers_0_norm2_num_batches_tracked"
    ]
    features_2_layers_1_norm1_running_mean = weights["features_2_layers_1_norm1_running_mean"]
    features_2_layers_1_norm1_running_var = weights["features_2_layers_1_norm1_running_var"]
    features_2_layers_1_norm1_num_batches_tracked = weights[
        "features_2_layers_1_norm1_num_batches_tracked"
    ]
    features_2_layers_1_norm2_running_mean = weights["features_2_layers_1_norm2_running_mean"]
    features_2_layers_1_norm2_running_var = weights["features_2_layers_1_norm2_running_var"]
    features_2_layers_1_norm2_num_batches_tracked = weights[
        "features_2_layers_1_norm2_num_batches_tracked"
    ]
    features_2_layers_2_norm1_running_mean = weights["features_2_layers_2_norm1_running_mean"]
    features_2_layers_2_norm1_running_var = weights["features_2_layers_2_norm1_running_var"]
    features_2_layers_2_norm1_num_batches_tracked = weights[
        "features_2_layers_2_norm1_num_batches_tracked"
    ]
    features_2_layers_2_norm2_running_mean = weights["features_2_layers_2_norm2_running_mean"]
    features_2_layers_2_norm2_running_var = weights["features_2_layers_2_norm2_running_var"]
    features_2_layers_2_norm2_num_batches_tracked = weights[
        "features_2_layers_2_norm2_num_batches_tracked"
    ]
    features_2_layers_3_norm1_running_mean = weights["features_2_layers_3_norm1_running_mean"]
    features_2_layers_3_norm1_running_var = weights["features_2_layers_3_norm1_running_var"]
    features_2_layers_3_norm1_num_batches_tracked = weights[
        "features_2_layers_3_norm1_num_batches_tracked"
    ]
    features_2_layers_3_norm2_running_mean = weights["features_2_layers_3_norm2_running_mean"]
    features_2_layers_3_norm2_running_var = weights["features_2_layers_3_norm2_running_var"]
    features_2_layers_3_norm2_num_batches_tracked = weights[
        "features_2_layers_3_norm2_num_batches_tracked"
    ]
    features_3_0_running_mean = weights["features_3_0_running_mean"]
    features_3_0_running_var = weights["features_3_0_running_var"]
    features_3_0_num_batches_tracked = weights["features_3_0_num_batches_tracked"]
    features_4_layers_0_norm1_running_mean = weights["features_4_layers_0_norm1_running_mean"]
    features_4_layers_0_norm1_running_var = weights["features_4_layers_0_norm1_running_var"]
    features_4_layers_0_norm1_num_batches_tracked = weights[
        "features_4_layers_0_norm1_num_batches_tracked"
    ]
    features_4_layers_0_norm2_running_mean = weights["features_4_layers_0_norm2_running_mean"]
    features_4_layers_0_norm2_running_var = weights["features_4_layers_0_norm2_running_var"]
    features_4_layers_0_norm2_num_batches_tracked = weights[
        "features_4_layers_0_norm2_num_batches_tracked"
    ]
    features_4_layers_1_norm1_running_mean = weights["features_4_layers_1_norm1_running_mean"]
    features_4_layers_1_norm1_running_var = weights["features_4_layers_1_norm1_running_var"]
    features_4_layers_1_norm1_num_batches_tracked = weights[
        "features_4_layers_1_norm1_num_batches_tracked"
    ]
    features_4_layers_1_norm2_running_mean = weights["features_4_layers_1_norm2_running_mean"]
    features_4_layers_1_norm2_running_var = weights["features_4_layers_1_norm2_running_var"]
    features_4_layers_1_norm2_num_batches_tracked = weights[
        "features_4_layers_1_norm2_num_batches_tracked"
    ]
    features_4_layers_2_norm1_running_mean = weights["features_4_layers_2_norm1_running_mean"]
    features_4_layers_2_norm1_running_var = weights["features_4_layers_2_norm1_running_var"]
    features_4_layers_2_norm1_num_batches_tracked = weights[
        "features_4_layers_2_norm1_num_batches_tracked"
    ]
    features_4_layers_2_norm2_running_mean = weights["features_4_layers_2_norm2_running_mean"]
    features_4_layers_2_norm2_running_var = weights["features_4_layers_2_norm2_running_var"]
    features_4_layers_2_norm2_num_batches_tracked = weights[
        "features_4_layers_2_norm2_num_batches_tracked"
    ]
    features_4_layers_3_norm1_running_mean = weights["features_4_layers_3_norm1_running_mean"]
    features_4_layers_3_norm1_running_var = weights["features_4_layers_3_norm1_running_var"]
    features_4_layers_3_norm1_num_batches_tracked = weights[
        "features_4_layers_3_norm1_num_batches_tracked"
    ]
    features_4_layers_3_norm2_running_mean = weights["features_4_layers_3_norm2_running_mean"]
    features_4_layers_3_norm2_running_var = weights["features_4_layers_3_norm2_running_var"]
    features_4_layers_3_norm2_num_batches_tracked = weights[
        "features_4_layers_3_norm2_num_batches_tracked"
    ]
    norm_running_mean = weights["norm_running_mean"]
    norm_running_var = weights["norm_running_var"]
    norm_num_batches_tracked = weights["norm_num_batches_tracked"]
    kernels = cpp_kernels()
    buf_conv2d = torch.empty_strided(
        (1, 3, 32, 32), (3072, 1, 96, 3), dtype=torch.float32, device="cpu"
    )
    buf_conv2d_2 = torch.empty_strided(
        (16, 3, 3, 3), (27, 1, 9, 3), dtype=torch.float32, device="cpu"
    )
    # cpp_fused_convolution: conv2d
    kernels.cpp_fused_convolution(images, stem_0_weight, buf_conv2d, buf_conv2d_2)
    # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
    # convolution: conv2d
    buf_conv2d_3 = torch.convolution(
        buf_conv2d,
        buf_conv2d_2,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_3 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_3, (1, 16, 32, 32), (16384, 1, 512, 16)
    )
    del buf_conv2d
    del buf_conv2d_2
    buf_cat = buf_conv2d_3  # reuse
    del buf_conv2d_3
    buf_relu_1 = torch.empty_strided(
        (1, 16, 32, 32), (16384, 1, 512, 16), dtype=torch.float32, device="cpu"
    )
    buf_cat_1 = torch.empty_strided(
        (1, 24, 32, 32), (24576, 1, 768, 24), dtype=torch.float32, device="cpu"
    )
    buf_cat_1_2 = reinterpret_tensor(buf_cat_1, (1, 16, 32, 32), (24576, 1, 768, 24), 0)  # alias
    buf_cat_2 = torch.empty_strided(
        (1, 32, 32, 32), (32768, 1, 1024, 32), dtype=torch.float32, device="cpu"
    )
    buf_cat_2_2 = reinterpret_tensor(buf_cat_2, (1, 16, 32, 32), (32768, 1, 1024, 32), 0)  # alias
    buf_cat_3 = torch.empty_strided(
        (1, 40, 32, 32), (40960, 1, 1280, 40), dtype=torch.float32, device="cpu"
    )
    buf_cat_3_2 = reinterpret_tensor(buf_cat_3, (1, 16, 32, 32), (40960, 1, 1280, 40), 0)  # alias
    buf_cat_4 = torch.empty_strided(
        (1, 48, 32, 32), (49152, 1, 1536, 48), dtype=torch.float32, device="cpu"
    )
    buf_cat_4_2 = reinterpret_tensor(buf_cat_4, (1, 16, 32, 32), (49152, 1, 1536, 48), 0)  # alias
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4:
    #     _native_batch_norm_legit_no_training, relu, cat, _native_batch_norm_legit_no_training_1,
    #     relu_1, cat_1, cat_2, cat_3, cat_4
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4(
        buf_cat,
        stem_1_running_mean,
        stem_1_running_var,
        stem_1_weight,
        stem_1_bias,
        features_0_layers_0_norm1_running_mean,
        features_0_layers_0_norm1_running_var,
        features_0_layers_0_norm1_weight,
        features_0_layers_0_norm1_bias,
        buf_relu_1,
        buf_cat_1_2,
        buf_cat_2_2,
        buf_cat_3_2,
        buf_cat_4_2,
    )
    del buf_cat
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_1, relu_1,
    #     conv2d_1], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_2: conv2d_1
    buf_conv2d_1 = torch.convolution(
        buf_relu_1,
        features_0_layers_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_1 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_1, (1, 16, 32, 32), (16384, 1, 512, 16)
    )
    del buf_relu_1
    buf_relu_2 = buf_conv2d_1  # reuse
    del buf_conv2d_1
    buf_conv2d_2_2 = torch.empty_strided(
        (8, 16, 3, 3), (144, 1, 48, 16), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_2, relu_2, conv2d_2
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2(
        buf_relu_2,
        features_0_layers_0_norm2_running_mean,
        features_0_layers_0_norm2_running_var,
        features_0_layers_0_norm2_weight,
        features_0_layers_0_norm2_bias,
        features_0_layers_0_conv2_weight,
        buf_conv2d_2_2,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_2, relu_2,
    #     conv2d_2], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_3: conv2d_2
    buf_conv2d_2_3 = torch.convolution(
        buf_relu_2,
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
        "the output of aten.convolution.default", buf_conv2d_2_3, (1, 8, 32, 32), (8192, 1, 256, 8)
    )
    del buf_relu_2
    buf_cat_1_3 = reinterpret_tensor(buf_cat_1, (1, 8, 32, 32), (24576, 1, 768, 24), 16)  # alias
    buf_cat_2_3 = reinterpret_tensor(buf_cat_2, (1, 8, 32, 32), (32768, 1, 1024, 32), 16)  # alias
    buf_cat_3_3 = reinterpret_tensor(buf_cat_3, (1, 8, 32, 32), (40960, 1, 1280, 40), 16)  # alias
    buf_cat_4_3 = reinterpret_tensor(buf_cat_4, (1, 8, 32, 32), (49152, 1, 1536, 48), 16)  # alias
    buf_relu_3 = torch.empty_strided(
        (1, 24, 32, 32), (24576, 1, 768, 24), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2: cat_1,
    #     _native_batch_norm_legit_no_training_3, relu_3, cat_2, cat_3, cat_4
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_2(
        buf_conv2d_2_3,
        buf_cat_1,
        features_0_layers_1_norm1_running_mean,
        features_0_layers_1_norm1_running_var,
        features_0_layers_1_norm1_weight,
        features_0_layers_1_norm1_bias,
        buf_cat_1_3,
        buf_cat_2_3,
        buf_cat_3_3,
        buf_cat_4_3,
        buf_relu_3,
    )
    del buf_cat_1_3
    del buf_cat_1
    del buf_conv2d_2_3
    del buf_cat_1_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_3, relu_3,
    #     conv2d_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_4: conv2d_3
    buf_conv2d_3_2 = torch.convolution(
        buf_relu_3,
        features_0_layers_1_conv1_weight,
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
        (1, 16, 32, 32),
        (16384, 1, 512, 16),
    )
    del buf_relu_3
    buf_relu_4 = buf_conv2d_3_2  # reuse
    del buf_conv2d_3_2
    buf_conv2d_4 = buf_conv2d_2_2  # reuse
    del buf_conv2d_2_2
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_4, relu_4, conv2d_4
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2(
        buf_relu_4,
        features_0_layers_1_norm2_running_mean,
        features_0_layers_1_norm2_running_var,
        features_0_layers_1_norm2_weight,
        features_0_layers_1_norm2_bias,
        features_0_layers_1_conv2_weight,
        buf_conv2d_4,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_4, relu_4,
    #     conv2d_4], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_5: conv2d_4
    buf_conv2d_4_2 = torch.convolution(
        buf_relu_4,
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
        "the output of aten.convolution.default", buf_conv2d_4_2, (1, 8, 32, 32), (8192, 1, 256, 8)
    )
    del buf_relu_4
    del buf_conv2d_4
    buf_cat_2_4 = reinterpret_tensor(buf_cat_2, (1, 8, 32, 32), (32768, 1, 1024, 32), 24)  # alias
    buf_cat_3_4 = reinterpret_tensor(buf_cat_3, (1, 8, 32, 32), (40960, 1, 1280, 40), 24)  # alias
    buf_cat_4_4 = reinterpret_tensor(buf_cat_4, (1, 8, 32, 32), (49152, 1, 1536, 48), 24)  # alias
    buf_relu_5 = torch.empty_strided(
        (1, 32, 32, 32), (32768, 1, 1024, 32), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3: cat_2,
    #     _native_batch_norm_legit_no_training_5, relu_5, cat_3, cat_4
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_3(
        buf_conv2d_4_2,
        buf_cat_2,
        features_0_layers_2_norm1_running_mean,
        features_0_layers_2_norm1_running_var,
        features_0_layers_2_norm1_weight,
        features_0_layers_2_norm1_bias,
        buf_cat_2_4,
        buf_cat_3_4,
        buf_cat_4_4,
        buf_relu_5,
    )
    del buf_conv2d_4_2
    del buf_cat_2_2
    del buf_cat_2_3
    del buf_cat_2_4
    del buf_cat_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_5, relu_5,
    #     conv2d_5], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_6: conv2d_5
    buf_conv2d_5 = torch.convolution(
        buf_relu_5,
        features_0_layers_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_5 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_5, (1, 16, 32, 32), (16384, 1, 512, 16)
    )
    del buf_relu_5
    buf_relu_6 = buf_conv2d_5  # reuse
    del buf_conv2d_5
    buf_conv2d_6 = torch.empty_strided(
        (8, 16, 3, 3), (144, 1, 48, 16), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_6, relu_6, conv2d_6
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2(
        buf_relu_6,
        features_0_layers_2_norm2_running_mean,
        features_0_layers_2_norm2_running_var,
        features_0_layers_2_norm2_weight,
        features_0_layers_2_norm2_bias,
        features_0_layers_2_conv2_weight,
        buf_conv2d_6,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_6, relu_6,
    #     conv2d_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_7: conv2d_6
    buf_conv2d_6_2 = torch.convolution(
        buf_relu_6,
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
        "the output of aten.convolution.default", buf_conv2d_6_2, (1, 8, 32, 32), (8192, 1, 256, 8)
    )
    del buf_relu_6
    buf_cat_3_5 = reinterpret_tensor(buf_cat_3, (1, 8, 32, 32), (40960, 1, 1280, 40), 32)  # alias
    buf_cat_4_5 = reinterpret_tensor(buf_cat_4, (1, 8, 32, 32), (49152, 1, 1536, 48), 32)  # alias
    buf_relu_7 = torch.empty_strided(
        (1, 40, 32, 32), (40960, 1, 1280, 40), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4: cat_3,
    #     _native_batch_norm_legit_no_training_7, relu_7, cat_4
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_4_4(
        buf_conv2d_6_2,
        buf_cat_3,
        features_0_layers_3_norm1_running_mean,
        features_0_layers_3_norm1_running_var,
        features_0_layers_3_norm1_weight,
        features_0_layers_3_norm1_bias,
        buf_cat_3_5,
        buf_cat_4_5,
        buf_relu_7,
    )
    del buf_cat_3_2
    del buf_cat_3_3
    del buf_cat_3_4
    del buf_cat_3_5
    del buf_cat_3
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_7, relu_7,
    #     conv2d_7], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_8: conv2d_7
    buf_conv2d_7 = torch.convolution(
        buf_relu_7,
        features_0_layers_3_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_7 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_7, (1, 16, 32, 32), (16384, 1, 512, 16)
    )
    del buf_relu_7
    buf_relu_8 = buf_conv2d_7  # reuse
    del buf_conv2d_7
    buf_conv2d_8 = buf_conv2d_6  # reuse
    del buf_conv2d_6
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2:
    #     _native_batch_norm_legit_no_training_8, relu_8, conv2d_8
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_2(
        buf_relu_8,
        features_0_layers_3_norm2_running_mean,
        features_0_layers_3_norm2_running_var,
        features_0_layers_3_norm2_weight,
        features_0_layers_3_norm2_bias,
        features_0_layers_3_conv2_weight,
        buf_conv2d_8,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_8, relu_8,
    #     conv2d_8], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_9: conv2d_8
    buf_conv2d_8_2 = torch.convolution(
        buf_relu_8,
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
        "the output of aten.convolution.default", buf_conv2d_8_2, (1, 8, 32, 32), (8192, 1, 256, 8)
    )
    del buf_relu_8
    buf_cat_4_6 = reinterpret_tensor(buf_cat_4, (1, 8, 32, 32), (49152, 1, 1536, 48), 40)  # alias
    buf_relu_9 = torch.empty_strided(
        (1, 48, 32, 32), (49152, 1, 1536, 48), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9: cat_4,
    #     _native_batch_norm_legit_no_training_9, relu_9
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_9(
        buf_conv2d_8_2,
        buf_cat_4,
        features_1_0_running_mean,
        features_1_0_running_var,
        features_1_0_weight,
        features_1_0_bias,
        buf_cat_4_6,
        buf_relu_9,
    )
    del buf_cat_4_2
    del buf_cat_4_3
    del buf_cat_4_4
    del buf_cat_4_5
    del buf_cat_4_6
    del buf_cat_4
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_9, relu_9,
    #     conv2d_9], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_10: conv2d_9
    buf_conv2d_9 = torch.convolution(
        buf_relu_9,
        features_1_2_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_9 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_9, (1, 24, 32, 32), (24576, 1, 768, 24)
    )
    del buf_relu_9
    buf_relu_10 = torch.empty_strided(
        (1, 24, 16, 16), (6144, 1, 384, 24), dtype=torch.float32, device="cpu"
    )
    buf_cat_6 = reinterpret_tensor(buf_conv2d_8_2, (1, 32, 16, 16), (8192, 1, 512, 32), 0)  # reuse
    del buf_conv2d_8_2
    buf_cat_5 = reinterpret_tensor(buf_cat_6, (1, 24, 16, 16), (8192, 1, 512, 32), 0)  # alias
    # cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10: avg_pool2d,
    #     cat_5, _native_batch_norm_legit_no_training_10, relu_10
    kernels.cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_10(
        buf_conv2d_9,
        features_2_layers_0_norm1_running_mean,
        features_2_layers_0_norm1_running_var,
        features_2_layers_0_norm1_weight,
        features_2_layers_0_norm1_bias,
        buf_relu_10,
        buf_cat_5,
    )
    del buf_conv2d_9
    # Topologically Sorted Source Nodes: [avg_pool2d, _native_batch_norm_legit_no_training_10,
    #     relu_10, conv2d_10], Original ATen: [aten.avg_pool2d,
    #     aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
    # convolution_11: conv2d_10
    buf_conv2d_10 = torch.convolution(
        buf_relu_10,
        features_2_layers_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_10 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_10, (1, 16, 16, 16), (4096, 1, 256, 16)
    )
    del buf_relu_10
    buf_relu_11 = buf_conv2d_10  # reuse
    del buf_conv2d_10
    buf_conv2d_11 = buf_conv2d_8  # reuse
    del buf_conv2d_8
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11:
    #     _native_batch_norm_legit_no_training_11, relu_11, conv2d_11
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11(
        buf_relu_11,
        features_2_layers_0_norm2_running_mean,
        features_2_layers_0_norm2_running_var,
        features_2_layers_0_norm2_weight,
        features_2_layers_0_norm2_bias,
        features_2_layers_0_conv2_weight,
        buf_conv2d_11,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_11, relu_11,
    #     conv2d_11], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_12: conv2d_11
    buf_conv2d_11_2 = torch.convolution(
        buf_relu_11,
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
        "the output of aten.convolution.default", buf_conv2d_11_2, (1, 8, 16, 16), (2048, 1, 128, 8)
    )
    del buf_relu_11
    buf_cat_6_2 = reinterpret_tensor(buf_cat_6, (1, 8, 16, 16), (8192, 1, 512, 32), 24)  # alias
    buf_cat_7 = torch.empty_strided(
        (1, 40, 16, 16), (10240, 1, 640, 40), dtype=torch.float32, device="cpu"
    )
    buf_cat_7_2 = reinterpret_tensor(buf_cat_7, (1, 8, 16, 16), (10240, 1, 640, 40), 24)  # alias
    buf_cat_8 = torch.empty_strided(
        (1, 48, 16, 16), (12288, 1, 768, 48), dtype=torch.float32, device="cpu"
    )
    buf_cat_8_2 = reinterpret_tensor(buf_cat_8, (1, 8, 16, 16), (12288, 1, 768, 48), 24)  # alias
    buf_cat_9 = torch.empty_strided(
        (1, 56, 16, 16), (14336, 1, 896, 56), dtype=torch.float32, device="cpu"
    )
    buf_cat_9_2 = reinterpret_tensor(buf_cat_9, (1, 8, 16, 16), (14336, 1, 896, 56), 24)  # alias
    buf_relu_12 = reinterpret_tensor(
        buf_conv2d_6_2, (1, 32, 16, 16), (8192, 1, 512, 32), 0
    )  # reuse
    del buf_conv2d_6_2
    # cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9: avg_pool2d,
    #     cat_5, cat_6, _native_batch_norm_legit_no_training_12, relu_12, cat_7, cat_8, cat_9
    kernels.cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_9(
        buf_conv2d_11_2,
        buf_cat_6,
        features_2_layers_1_norm1_running_mean,
        features_2_layers_1_norm1_running_var,
        features_2_layers_1_norm1_weight,
        features_2_layers_1_norm1_bias,
        buf_cat_6_2,
        buf_cat_7_2,
        buf_cat_8_2,
        buf_cat_9_2,
        buf_relu_12,
    )
    del buf_conv2d_11_2
    del buf_cat_6_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_12, relu_12,
    #     conv2d_12], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_13: conv2d_12
    buf_conv2d_12 = torch.convolution(
        buf_relu_12,
        features_2_layers_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_12 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_12, (1, 16, 16, 16), (4096, 1, 256, 16)
    )
    del buf_relu_12
    buf_relu_13 = buf_conv2d_12  # reuse
    del buf_conv2d_12
    buf_conv2d_13 = buf_conv2d_11  # reuse
    del buf_conv2d_11
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11:
    #     _native_batch_norm_legit_no_training_13, relu_13, conv2d_13
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11(
        buf_relu_13,
        features_2_layers_1_norm2_running_mean,
        features_2_layers_1_norm2_running_var,
        features_2_layers_1_norm2_weight,
        features_2_layers_1_norm2_bias,
        features_2_layers_1_conv2_weight,
        buf_conv2d_13,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_13, relu_13,
    #     conv2d_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_14: conv2d_13
    buf_conv2d_13_2 = torch.convolution(
        buf_relu_13,
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
        "the output of aten.convolution.default", buf_conv2d_13_2, (1, 8, 16, 16), (2048, 1, 128, 8)
    )
    del buf_relu_13
    buf_cat_7_3 = reinterpret_tensor(buf_cat_7, (1, 24, 16, 16), (10240, 1, 640, 40), 0)  # alias
    buf_cat_8_3 = reinterpret_tensor(buf_cat_8, (1, 24, 16, 16), (12288, 1, 768, 48), 0)  # alias
    buf_cat_9_3 = reinterpret_tensor(buf_cat_9, (1, 24, 16, 16), (14336, 1, 896, 56), 0)  # alias
    buf_cat_7_4 = reinterpret_tensor(buf_cat_7, (1, 8, 16, 16), (10240, 1, 640, 40), 32)  # alias
    buf_cat_8_4 = reinterpret_tensor(buf_cat_8, (1, 8, 16, 16), (12288, 1, 768, 48), 32)  # alias
    buf_cat_9_4 = reinterpret_tensor(buf_cat_9, (1, 8, 16, 16), (14336, 1, 896, 56), 32)  # alias
    buf_relu_14 = torch.empty_strided(
        (1, 40, 16, 16), (10240, 1, 640, 40), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9: cat_7,
    #     _native_batch_norm_legit_no_training_14, relu_14, cat_8, cat_9
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9(
        buf_cat_5,
        buf_conv2d_13_2,
        buf_cat_7,
        features_2_layers_2_norm1_running_mean,
        features_2_layers_2_norm1_running_var,
        features_2_layers_2_norm1_weight,
        features_2_layers_2_norm1_bias,
        buf_cat_7_3,
        buf_cat_8_3,
        buf_cat_9_3,
        buf_cat_7_4,
        buf_cat_8_4,
        buf_cat_9_4,
        buf_relu_14,
    )
    del buf_cat_5
    del buf_cat_6
    del buf_conv2d_13_2
    del buf_cat_7_3
    del buf_cat_7_2
    del buf_cat_7_4
    del buf_cat_7
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_14, relu_14,
    #     conv2d_14], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_15: conv2d_14
    buf_conv2d_14 = torch.convolution(
        buf_relu_14,
        features_2_layers_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_14 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_14, (1, 16, 16, 16), (4096, 1, 256, 16)
    )
    del buf_relu_14
    buf_relu_15 = buf_conv2d_14  # reuse
    del buf_conv2d_14
    buf_conv2d_15 = buf_conv2d_13  # reuse
    del buf_conv2d_13
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11:
    #     _native_batch_norm_legit_no_training_15, relu_15, conv2d_15
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11(
        buf_relu_15,
        features_2_layers_2_norm2_running_mean,
        features_2_layers_2_norm2_running_var,
        features_2_layers_2_norm2_weight,
        features_2_layers_2_norm2_bias,
        features_2_layers_2_conv2_weight,
        buf_conv2d_15,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_15, relu_15,
    #     conv2d_15], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_16: conv2d_15
    buf_conv2d_15_2 = torch.convolution(
        buf_relu_15,
        buf_conv2d_15,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_15_2 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_15_2, (1, 8, 16, 16), (2048, 1, 128, 8)
    )
    del buf_relu_15
    buf_cat_8_5 = reinterpret_tensor(buf_cat_8, (1, 8, 16, 16), (12288, 1, 768, 48), 40)  # alias
    buf_cat_9_5 = reinterpret_tensor(buf_cat_9, (1, 8, 16, 16), (14336, 1, 896, 56), 40)  # alias
    buf_relu_16 = torch.empty_strided(
        (1, 48, 16, 16), (12288, 1, 768, 48), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2: cat_8,
    #     _native_batch_norm_legit_no_training_16, relu_16, cat_9
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_9_2(
        buf_conv2d_15_2,
        buf_cat_8,
        features_2_layers_3_norm1_running_mean,
        features_2_layers_3_norm1_running_var,
        features_2_layers_3_norm1_weight,
        features_2_layers_3_norm1_bias,
        buf_cat_8_5,
        buf_cat_9_5,
        buf_relu_16,
    )
    del buf_conv2d_15_2
    del buf_cat_8_3
    del buf_cat_8_2
    del buf_cat_8_4
    del buf_cat_8_5
    del buf_cat_8
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_16, relu_16,
    #     conv2d_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_17: conv2d_16
    buf_conv2d_16 = torch.convolution(
        buf_relu_16,
        features_2_layers_3_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_16 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_16, (1, 16, 16, 16), (4096, 1, 256, 16)
    )
    del buf_relu_16
    buf_relu_17 = buf_conv2d_16  # reuse
    del buf_conv2d_16
    buf_conv2d_17 = buf_conv2d_15  # reuse
    del buf_conv2d_15
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11:
    #     _native_batch_norm_legit_no_training_17, relu_17, conv2d_17
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_11(
        buf_relu_17,
        features_2_layers_3_norm2_running_mean,
        features_2_layers_3_norm2_running_var,
        features_2_layers_3_norm2_weight,
        features_2_layers_3_norm2_bias,
        features_2_layers_3_conv2_weight,
        buf_conv2d_17,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_17, relu_17,
    #     conv2d_17], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_18: conv2d_17
    buf_conv2d_17_2 = torch.convolution(
        buf_relu_17,
        buf_conv2d_17,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_17_2 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_17_2, (1, 8, 16, 16), (2048, 1, 128, 8)
    )
    del buf_relu_17
    buf_cat_9_6 = reinterpret_tensor(buf_cat_9, (1, 8, 16, 16), (14336, 1, 896, 56), 48)  # alias
    buf_relu_18 = torch.empty_strided(
        (1, 56, 16, 16), (14336, 1, 896, 56), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18: cat_9,
    #     _native_batch_norm_legit_no_training_18, relu_18
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__relu_18(
        buf_conv2d_17_2,
        buf_cat_9,
        features_3_0_running_mean,
        features_3_0_running_var,
        features_3_0_weight,
        features_3_0_bias,
        buf_cat_9_6,
        buf_relu_18,
    )
    del buf_conv2d_17_2
    del buf_cat_9_3
    del buf_cat_9_2
    del buf_cat_9_4
    del buf_cat_9_5
    del buf_cat_9_6
    del buf_cat_9
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_18, relu_18,
    #     conv2d_18], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_19: conv2d_18
    buf_conv2d_18 = torch.convolution(
        buf_relu_18,
        features_3_2_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_18 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_18, (1, 28, 16, 16), (7168, 1, 448, 28)
    )
    del buf_relu_18
    buf_relu_19 = torch.empty_strided(
        (1, 28, 8, 8), (1792, 1, 224, 28), dtype=torch.float32, device="cpu"
    )
    buf_cat_11 = torch.empty_strided(
        (1, 36, 8, 8), (2304, 1, 288, 36), dtype=torch.float32, device="cpu"
    )
    buf_cat_10 = reinterpret_tensor(buf_cat_11, (1, 28, 8, 8), (2304, 1, 288, 36), 0)  # alias
    # cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19: avg_pool2d_1,
    #     cat_10, _native_batch_norm_legit_no_training_19, relu_19
    kernels.cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_relu__relu_19(
        buf_conv2d_18,
        features_4_layers_0_norm1_running_mean,
        features_4_layers_0_norm1_running_var,
        features_4_layers_0_norm1_weight,
        features_4_layers_0_norm1_bias,
        buf_relu_19,
        buf_cat_10,
    )
    del buf_conv2d_18
    # Topologically Sorted Source Nodes: [avg_pool2d_1, _native_batch_norm_legit_no_training_19,
    #     relu_19, conv2d_19], Original ATen: [aten.avg_pool2d,
    #     aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
    # convolution_20: conv2d_19
    buf_conv2d_19 = torch.convolution(
        buf_relu_19,
        features_4_layers_0_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_19 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_19, (1, 16, 8, 8), (1024, 1, 128, 16)
    )
    del buf_relu_19
    buf_relu_20 = buf_conv2d_19  # reuse
    del buf_conv2d_19
    buf_conv2d_20 = buf_conv2d_17  # reuse
    del buf_conv2d_17
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20:
    #     _native_batch_norm_legit_no_training_20, relu_20, conv2d_20
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20(
        buf_relu_20,
        features_4_layers_0_norm2_running_mean,
        features_4_layers_0_norm2_running_var,
        features_4_layers_0_norm2_weight,
        features_4_layers_0_norm2_bias,
        features_4_layers_0_conv2_weight,
        buf_conv2d_20,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_20, relu_20,
    #     conv2d_20], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_21: conv2d_20
    buf_conv2d_20_2 = torch.convolution(
        buf_relu_20,
        buf_conv2d_20,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_20_2 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_20_2, (1, 8, 8, 8), (512, 1, 64, 8)
    )
    del buf_relu_20
    buf_cat_11_2 = reinterpret_tensor(buf_cat_11, (1, 8, 8, 8), (2304, 1, 288, 36), 28)  # alias
    buf_cat_12 = torch.empty_strided(
        (1, 44, 8, 8), (2816, 1, 352, 44), dtype=torch.float32, device="cpu"
    )
    buf_cat_12_2 = reinterpret_tensor(buf_cat_12, (1, 8, 8, 8), (2816, 1, 352, 44), 28)  # alias
    buf_cat_13 = torch.empty_strided(
        (1, 52, 8, 8), (3328, 1, 416, 52), dtype=torch.float32, device="cpu"
    )
    buf_cat_13_2 = reinterpret_tensor(buf_cat_13, (1, 8, 8, 8), (3328, 1, 416, 52), 28)  # alias
    buf_cat_14 = torch.empty_strided(
        (1, 60, 8, 8), (3840, 1, 480, 60), dtype=torch.float32, device="cpu"
    )
    buf_cat_14_2 = reinterpret_tensor(buf_cat_14, (1, 8, 8, 8), (3840, 1, 480, 60), 28)  # alias
    buf_relu_21 = torch.empty_strided(
        (1, 36, 8, 8), (2304, 1, 288, 36), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14: avg_pool2d_1,
    #     cat_10, cat_11, _native_batch_norm_legit_no_training_21, relu_21, cat_12, cat_13, cat_14
    kernels.cpp_fused__native_batch_norm_legit_no_training_avg_pool2d_cat_relu__cat_14(
        buf_conv2d_20_2,
        buf_cat_11,
        features_4_layers_1_norm1_running_mean,
        features_4_layers_1_norm1_running_var,
        features_4_layers_1_norm1_weight,
        features_4_layers_1_norm1_bias,
        buf_cat_11_2,
        buf_cat_12_2,
        buf_cat_13_2,
        buf_cat_14_2,
        buf_relu_21,
    )
    del buf_conv2d_20_2
    del buf_cat_11_2
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_21, relu_21,
    #     conv2d_21], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_22: conv2d_21
    buf_conv2d_21 = torch.convolution(
        buf_relu_21,
        features_4_layers_1_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_21 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_21, (1, 16, 8, 8), (1024, 1, 128, 16)
    )
    del buf_relu_21
    buf_relu_22 = buf_conv2d_21  # reuse
    del buf_conv2d_21
    buf_conv2d_22 = buf_conv2d_20  # reuse
    del buf_conv2d_20
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20:
    #     _native_batch_norm_legit_no_training_22, relu_22, conv2d_22
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20(
        buf_relu_22,
        features_4_layers_1_norm2_running_mean,
        features_4_layers_1_norm2_running_var,
        features_4_layers_1_norm2_weight,
        features_4_layers_1_norm2_bias,
        features_4_layers_1_conv2_weight,
        buf_conv2d_22,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_22, relu_22,
    #     conv2d_22], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_23: conv2d_22
    buf_conv2d_22_2 = torch.convolution(
        buf_relu_22,
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
        "the output of aten.convolution.default", buf_conv2d_22_2, (1, 8, 8, 8), (512, 1, 64, 8)
    )
    del buf_relu_22
    buf_cat_12_3 = reinterpret_tensor(buf_cat_12, (1, 28, 8, 8), (2816, 1, 352, 44), 0)  # alias
    buf_cat_13_3 = reinterpret_tensor(buf_cat_13, (1, 28, 8, 8), (3328, 1, 416, 52), 0)  # alias
    buf_cat_14_3 = reinterpret_tensor(buf_cat_14, (1, 28, 8, 8), (3840, 1, 480, 60), 0)  # alias
    buf_cat_12_4 = reinterpret_tensor(buf_cat_12, (1, 8, 8, 8), (2816, 1, 352, 44), 36)  # alias
    buf_cat_13_4 = reinterpret_tensor(buf_cat_13, (1, 8, 8, 8), (3328, 1, 416, 52), 36)  # alias
    buf_cat_14_4 = reinterpret_tensor(buf_cat_14, (1, 8, 8, 8), (3840, 1, 480, 60), 36)  # alias
    buf_relu_23 = torch.empty_strided(
        (1, 44, 8, 8), (2816, 1, 352, 44), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14: cat_12,
    #     _native_batch_norm_legit_no_training_23, relu_23, cat_13, cat_14
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14(
        buf_cat_10,
        buf_conv2d_22_2,
        buf_cat_12,
        features_4_layers_2_norm1_running_mean,
        features_4_layers_2_norm1_running_var,
        features_4_layers_2_norm1_weight,
        features_4_layers_2_norm1_bias,
        buf_cat_12_3,
        buf_cat_13_3,
        buf_cat_14_3,
        buf_cat_12_4,
        buf_cat_13_4,
        buf_cat_14_4,
        buf_relu_23,
    )
    del buf_cat_12
    del buf_cat_10
    del buf_cat_11
    del buf_conv2d_22_2
    del buf_cat_12_3
    del buf_cat_12_2
    del buf_cat_12_4
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_23, relu_23,
    #     conv2d_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_24: conv2d_23
    buf_conv2d_23 = torch.convolution(
        buf_relu_23,
        features_4_layers_2_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_23 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_23, (1, 16, 8, 8), (1024, 1, 128, 16)
    )
    del buf_relu_23
    buf_relu_24 = buf_conv2d_23  # reuse
    del buf_conv2d_23
    buf_conv2d_24 = buf_conv2d_22  # reuse
    del buf_conv2d_22
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20:
    #     _native_batch_norm_legit_no_training_24, relu_24, conv2d_24
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20(
        buf_relu_24,
        features_4_layers_2_norm2_running_mean,
        features_4_layers_2_norm2_running_var,
        features_4_layers_2_norm2_weight,
        features_4_layers_2_norm2_bias,
        features_4_layers_2_conv2_weight,
        buf_conv2d_24,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_24, relu_24,
    #     conv2d_24], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_25: conv2d_24
    buf_conv2d_24_2 = torch.convolution(
        buf_relu_24,
        buf_conv2d_24,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_24_2 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_24_2, (1, 8, 8, 8), (512, 1, 64, 8)
    )
    del buf_relu_24
    buf_cat_13_5 = reinterpret_tensor(buf_cat_13, (1, 8, 8, 8), (3328, 1, 416, 52), 44)  # alias
    buf_cat_14_5 = reinterpret_tensor(buf_cat_14, (1, 8, 8, 8), (3840, 1, 480, 60), 44)  # alias
    buf_relu_25 = torch.empty_strided(
        (1, 52, 8, 8), (3328, 1, 416, 52), dtype=torch.float32, device="cpu"
    )
    # cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2: cat_13,
    #     _native_batch_norm_legit_no_training_25, relu_25, cat_14
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_relu__cat_14_2(
        buf_conv2d_24_2,
        buf_cat_13,
        features_4_layers_3_norm1_running_mean,
        features_4_layers_3_norm1_running_var,
        features_4_layers_3_norm1_weight,
        features_4_layers_3_norm1_bias,
        buf_cat_13_5,
        buf_cat_14_5,
        buf_relu_25,
    )
    del buf_conv2d_24_2
    del buf_cat_13_3
    del buf_cat_13_2
    del buf_cat_13_4
    del buf_cat_13_5
    del buf_cat_13
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_25, relu_25,
    #     conv2d_25], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_26: conv2d_25
    buf_conv2d_25 = torch.convolution(
        buf_relu_25,
        features_4_layers_3_conv1_weight,
        stride=(1, 1),
        padding=(0, 0),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_25 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_25, (1, 16, 8, 8), (1024, 1, 128, 16)
    )
    del buf_relu_25
    buf_relu_26 = buf_conv2d_25  # reuse
    del buf_conv2d_25
    buf_conv2d_26 = buf_conv2d_24  # reuse
    del buf_conv2d_24
    # cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20:
    #     _native_batch_norm_legit_no_training_26, relu_26, conv2d_26
    kernels.cpp_fused__native_batch_norm_legit_no_training_convolution_relu__conv2d_20(
        buf_relu_26,
        features_4_layers_3_norm2_running_mean,
        features_4_layers_3_norm2_running_var,
        features_4_layers_3_norm2_weight,
        features_4_layers_3_norm2_bias,
        features_4_layers_3_conv2_weight,
        buf_conv2d_26,
    )
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_26, relu_26,
    #     conv2d_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.convolution]
    # convolution_27: conv2d_26
    buf_conv2d_26_2 = torch.convolution(
        buf_relu_26,
        buf_conv2d_26,
        stride=(1, 1),
        padding=(1, 1),
        dilation=(1, 1),
        transposed=False,
        output_padding=(0, 0),
        groups=1,
        bias=None,
    )
    buf_conv2d_26_2 = _check_shape(
        "the output of aten.convolution.default", buf_conv2d_26_2, (1, 8, 8, 8), (512, 1, 64, 8)
    )
    del buf_relu_26
    del buf_conv2d_26
    buf_cat_14_6 = reinterpret_tensor(buf_cat_14, (1, 8, 8, 8), (3840, 1, 480, 60), 52)  # alias
    buf_mean = torch.empty_strided((1, 60), (60, 1), dtype=torch.float32, device="cpu")
    buf_mean_2 = buf_mean  # reuse
    del buf_mean
    # cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu: cat_14,
    #     _native_batch_norm_legit_no_training_27, relu_27, mean
    kernels.cpp_fused__native_batch_norm_legit_no_training_cat_mean_relu(
        buf_mean_2,
        buf_conv2d_26_2,
        buf_cat_14,
        norm_running_mean,
        norm_running_var,
        norm_weight,
        norm_bias,
        buf_cat_14_6,
    )
    del buf_conv2d_26_2
    del buf_cat_14_3
    del buf_cat_14_2
    del buf_cat_14_4
    del buf_cat_14_5
    del buf_cat_14_6
    del buf_cat_14
    out = torch.empty_strided((1, 10), (10, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [_native_batch_norm_legit_no_training_27, relu_27,
    #     mean, linear], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu,
    #     aten.mean, aten.t, aten.addmm]
    # addmm: linear
    torch.addmm(
        classifier_bias,
        buf_mean_2,
        reinterpret_tensor(classifier_weight, (60, 10), (1, 60), 0),
        alpha=1,
        beta=1,
        out=out,
    )
    return out
