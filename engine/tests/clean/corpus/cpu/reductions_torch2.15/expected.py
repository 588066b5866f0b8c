"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.15.0+cu132 for cpu.
Use: call(x) -> the model's output (a tuple).
C++ kernels build on first use (torch.utils.cpp_extension, cached); they use AVX2 vectors: x86-64 processors with AVX2. OpenMP runs them on the run time's thread count.
"""

import ctypes
import hashlib
import os
import types

import torch
from torch.utils.cpp_extension import load


DEVICE = "cpu"


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


# cpp_fused_argmax_logsumexp_sum fuses: sum_1, argmax, logsumexp
#   reductions.py:9  return x.sum(dim=1), x.argmax(dim=-1), torch.logsumexp(x, dim=-1)
# kernel-id: 9e0d6e7408b7
cpp_fused_argmax_logsumexp_sum = r"""
extern "C" void cpp_fused_argmax_logsumexp_sum_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 512L*x0), static_cast<int64_t>(8));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    IndexValue<float> tmp_acc0 = IndexValue<float>{0, -std::numeric_limits<float>::infinity()};
                    IndexValueVec<float, 1, 2> tmp_acc0_vec = IndexValueVec<float, 1, 2>(-std::numeric_limits<float>::infinity());
                    float tmp_acc1 = -std::numeric_limits<float>::infinity();
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                tmp_acc0_vec = argmax_combine_vec<float, 1, 2, true>(tmp_acc0_vec, tmp0, x1);
                                tmp_acc1_vec = at::vec::maximum(tmp_acc1_vec, tmp0);
                            }
                        }
                    }
                    tmp_acc0 = argmax_combine(tmp_acc0, argmax_vec_reduce_all(tmp_acc0_vec));
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc0.index);
                    tmp_acc1 = max_propagate_nan(tmp_acc1, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc1_vec));
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = out_ptr2[static_cast<int64_t>(x0)];
                                auto tmp2 = std::abs(tmp1);
                                auto tmp3 = std::numeric_limits<float>::infinity();
                                auto tmp4 = tmp2 == tmp3;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = tmp4 ? tmp5 : tmp1;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp0 - tmp7;
                                auto tmp9 = tmp8.exp();
                                tmp_acc0_vec = tmp_acc0_vec + tmp9;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = tmp0.log();
                        auto tmp3 = tmp2.abs();
                        auto tmp4 = std::numeric_limits<float>::infinity();
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = at::vec::VecMask<float,1>(tmp3 == tmp5);
                        auto tmp7 = static_cast<float>(0.0);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = decltype(tmp8)::blendv(tmp2, tmp8, inductor_vec_mask_cast<float,1>(tmp6));
                        auto tmp10 = tmp1 + tmp9;
                        tmp10.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
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

template <typename T>
struct Welford {
  T mean = T(0);
  T m2 = T(0);
  // Use weight for tail cases since the index of each element in the vec may be
  // different. A single index can not express masked welford reduction.
  T weight = T(0);
  uint64_t index = 0;
};

template <typename T>
struct IsVecType : std::false_type {};

template <typename T>
struct IsVecMaskType : std::false_type {};

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T>
struct IsVecType<at::vec::Vectorized<T>> : std::true_type {};
template <typename T, int N>
struct IsVecType<at::vec::VectorizedN<T, N>> : std::true_type {};

template <typename T, int N>
struct IsVecMaskType<at::vec::VecMask<T, N>> : std::true_type {};

template <typename dst_t, int dst_n, typename src_t, int src_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::VecMask<src_t, src_n>& mask) {
  return mask.template cast<dst_t, dst_n>();
}

template <typename dst_t, int dst_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::Vectorized<bool>& mask) {
  return at::vec::VecMask<dst_t, dst_n>::from(
      at::vec::VectorizedN<bool, 1>(mask));
}

template <typename dst_t, int dst_n, int src_n>
inline at::vec::VecMask<dst_t, dst_n> inductor_vec_mask_cast(
    const at::vec::VectorizedN<bool, src_n>& mask) {
  return at::vec::VecMask<dst_t, dst_n>::from(mask);
}
#endif

template <typename T>
struct GetScalarType {
  using type = T;
};

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T>
struct GetScalarType<at::vec::Vectorized<T>> {
  using type = T;
};
template <typename T, int N>
struct GetScalarType<at::vec::VectorizedN<T, N>> {
  using type = T;
};
#endif

template <typename T>
struct IndexValue {
  int64_t index{};
  T value;
  IndexValue(int64_t idx, T val) : index(idx), value(val) {}
  IndexValue() = default;
};

// Refer to
// https://github.com/pytorch/pytorch/blob/b5b36cf0c4e1958f1ff25120f5d4beeef3288187/
// aten/src/ATen/native/SharedReduceOps.h#L419-L445
template <typename scalar_t>
inline bool greater_or_nan(
    scalar_t a,
    scalar_t b,
    int64_t idx_a,
    int64_t idx_b) {
  // If (a == b), then choose the one with lower idx, else max(a, b)
  if (at::_isnan(a)) {
    if (at::_isnan(b)) {
      return idx_a < idx_b;
    }
    return true;
  }
  return (a == b) ? idx_a < idx_b : (a > b);
}

template <typename scalar_t>
inline bool less_or_nan(scalar_t a, scalar_t b, int64_t idx_a, int64_t idx_b) {
  // If (a == b), then choose the one with lower idx, else min(a, b)
  if (at::_isnan(a)) {
    if (at::_isnan(b)) {
      return idx_a < idx_b;
    }
    return true;
  }
  return (a == b) ? idx_a < idx_b : (a < b);
}

template <typename T>
inline IndexValue<T>& argmin_combine(
    IndexValue<T>& a,
    T next_value,
    int64_t next_index) {
  if (!(less_or_nan(a.value, next_value, a.index, next_index))) {
    a.value = next_value;
    a.index = next_index;
  }
  return a;
}
template <typename T>
inline IndexValue<T>& argmax_combine(
    IndexValue<T>& a,
    T next_value,
    int64_t next_index) {
  if (!(greater_or_nan(a.value, next_value, a.index, next_index))) {
    a.value = next_value;
    a.index = next_index;
  }
  return a;
}
template <typename T>
inline IndexValue<T>& argmin_combine(
    IndexValue<T>& a,
    const IndexValue<T>& next) {
  return argmin_combine(a, next.value, next.index);
}
template <typename T>
inline IndexValue<T>& argmax_combine(
    IndexValue<T>& a,
    const IndexValue<T>& next) {
  return argmax_combine(a, next.value, next.index);
}

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T, int NV, int NI>
struct IndexValueVec {
  at::vec::VectorizedN<T, NV> value;
  at::vec::VectorizedN<int64_t, NI> index;

  IndexValueVec(const T _value) {
    value = at::vec::VectorizedN<T, NV>(_value);
    index = at::vec::VectorizedN<int64_t, NI>(0);
  };

  IndexValueVec() = default;
};

template <
    typename T,
    int NV,
    int NI,
    typename std::enable_if_t<at::vec::is_floating_point_v<T>, int> = 0>
at::vec::VecMask<int64_t, NI> inline get_mask_for_argmin_argmax(
    const at::vec::VecMask<T, NV>& vmask,
    const IndexValueVec<T, NV, NI>& a,
    const at::vec::VectorizedN<T, NV>& value,
    const at::vec::VectorizedN<int64_t, NI>& index) {
  /*
  vec impl for less_or_nan and greater_or_nan
  example for argmin:
  a.value = [NaN, NaN, 0, 2, 1, 0]
  value = [NaN, 0, 0, 1, 2, NaN]
  vmask = [false, false, false, false, true, false]
  all_nan_or_equal = [true, false, true, false, false, false]
  imask = [a.index[0] < index[0], ..., a.index[-1] < index[-1]]
  iv_mask = blendv (vmask, imask, all_nan_or_equal)
          [a.index[0] < index[0], false, a.index[2] < index[2], false, true,
  false] a_nan_b_not: [false, false, false, false, false, true] mask = iv_mask |
  a_nan_b_not [a.index[0] < index[0], false, a.index[2] < index[2], false, true,
  true]
  */
  using v_t = at::vec::VecMask<T, NV>;
  using i_t = at::vec::VecMask<int64_t, NI>;
  i_t vmask_itype = vmask.template cast<int64_t, NI>();
  // use itype here since there is vec impl for operator~ for itype
  // while there may not vec impl for vtype
  v_t isnan_a = a.value.isnan();
  i_t isnan_a_itype = isnan_a.template cast<int64_t, NI>();
  v_t isnan_b = value.isnan();
  i_t isnan_b_type = isnan_b.template cast<int64_t, NI>();
  i_t all_nan_mask = isnan_a_itype & isnan_b_type;
  v_t equal_mask = (a.value == value);
  i_t equal_mask_itype = equal_mask.template cast<int64_t, NI>();
  i_t all_nan_or_equal = all_nan_mask | equal_mask_itype;
  i_t imask(a.index < index);
  i_t iv_mask = i_t::blendv(vmask_itype, imask, all_nan_or_equal);
  i_t isnan_a_notnan_b = isnan_a_itype & (~isnan_b_type);
  return iv_mask | isnan_a_notnan_b;
}

template <
    typename T,
    int NV,
    int NI,
    typename std::enable_if_t<!at::vec::is_floating_point_v<T>, int> = 0>
at::vec::VecMask<int64_t, NI> inline get_mask_for_argmin_argmax(
    const at::vec::VecMask<T, NV>& vmask,
    const IndexValueVec<T, NV, NI>& a,
    const at::vec::VectorizedN<T, NV>& value,
    const at::vec::VectorizedN<int64_t, NI>& index) {
  using v_t = at::vec::VecMask<T, NV>;
  using i_t = at::vec::VecMask<int64_t, NI>;
  i_t vmask_itype = vmask.template cast<int64_t, NI>();
  v_t equal_mask = (a.value == value);
  i_t equal_mask_itype = equal_mask.template cast<int64_t, NI>();
  i_t imask(a.index < index);
  return i_t::blendv(vmask_itype, imask, equal_mask_itype);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_vec_impl(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> value,
    at::vec::VectorizedN<int64_t, NI> index,
    std::optional<int64_t> tail_size) {
  at::vec::VecMask<T, NV> vmask(a.value < value);
  at::vec::VecMask<int64_t, NI> final_mask =
      get_mask_for_argmin_argmax<T, NV, NI>(vmask, a, value, index);
  if (tail_size.has_value()) {
    a.value = at::vec::VectorizedN<T, NV>::set(
        a.value, at::vec::minimum(a.value, value), tail_size.value());
    a.index = at::vec::VectorizedN<int64_t, NI>::set(
        a.index,
        at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask),
        tail_size.value());
  } else {
    a.value = at::vec::minimum(a.value, value);
    a.index = at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask);
  }
  return a;
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_vec_impl(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> value,
    at::vec::VectorizedN<int64_t, NI> index,
    std::optional<int64_t> tail_size) {
  at::vec::VecMask<T, NV> vmask(a.value > value);
  at::vec::VecMask<int64_t, NI> final_mask =
      get_mask_for_argmin_argmax<T, NV, NI>(vmask, a, value, index);
  if (tail_size.has_value()) {
    a.value = at::vec::VectorizedN<T, NV>::set(
        a.value, at::vec::maximum(a.value, value), tail_size.value());
    a.index = at::vec::VectorizedN<int64_t, NI>::set(
        a.index,
        at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask),
        tail_size.value());
  } else {
    a.value = at::vec::maximum(a.value, value);
    a.index = at::vec::VecMask<int64_t, NI>::blendv(index, a.index, final_mask);
  }
  return a;
}

template <typename T, int NI, bool horizontal>
inline at::vec::VectorizedN<int64_t, NI> create_index(int64_t next_index) {
  at::vec::VectorizedN<int64_t, NI> next_idx;
  if constexpr (horizontal) {
    next_idx = at::vec::VectorizedN<int64_t, NI>::arange(next_index, 1);
  } else {
    next_idx = at::vec::VectorizedN<int64_t, NI>(next_index);
  }
  return next_idx;
}

template <typename T, int NV, int NI, bool horizontal>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    int64_t next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  auto next_idx = create_index<T, NI, horizontal>(next_index);
  return argmin_vec_impl(a, next_value, next_idx, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    at::vec::VectorizedN<int64_t, NI> next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmin_vec_impl(a, next_value, next_index, tail_size);
}

template <typename T, int NV, int NI, bool horizontal>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    int64_t next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  auto next_idx = create_index<T, NI, horizontal>(next_index);
  return argmax_vec_impl(a, next_value, next_idx, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& a,
    at::vec::VectorizedN<T, NV> next_value,
    at::vec::VectorizedN<int64_t, NI> next_index,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmax_vec_impl(a, next_value, next_index, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValue<T> argmin_vec_reduce_all(
    const IndexValueVec<T, NV, NI>& vec) {
  constexpr int len = at::vec::VectorizedN<T, NV>::size();
  __at_align__ T tmpval[len];
  __at_align__ int64_t tmpidx[len];
  vec.value.store(tmpval);
  vec.index.store(tmpidx);
  IndexValue res = IndexValue<T>(tmpidx[0], tmpval[0]);
  for (int i = 1; i < len; i++) {
    res = argmin_combine(res, tmpval[i], tmpidx[i]);
  }
  return res;
}

template <typename T, int NV, int NI>
inline IndexValue<T> argmax_vec_reduce_all(
    const IndexValueVec<T, NV, NI>& vec) {
  constexpr int len = at::vec::VectorizedN<T, NV>::size();
  __at_align__ T tmpval[len];
  __at_align__ int64_t tmpidx[len];
  vec.value.store(tmpval);
  vec.index.store(tmpidx);
  IndexValue res = IndexValue<T>(tmpidx[0], tmpval[0]);
  for (int i = 1; i < len; i++) {
    res = argmax_combine(res, tmpval[i], tmpidx[i]);
  }
  return res;
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmin_combine_vec(
    IndexValueVec<T, NV, NI>& vec_a,
    const IndexValueVec<T, NV, NI>& vec_b,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmin_vec_impl(vec_a, vec_b.value, vec_b.index, tail_size);
}

template <typename T, int NV, int NI>
inline IndexValueVec<T, NV, NI>& argmax_combine_vec(
    IndexValueVec<T, NV, NI>& vec_a,
    const IndexValueVec<T, NV, NI>& vec_b,
    std::optional<int64_t> tail_size = std::nullopt) {
  return argmax_vec_impl(vec_a, vec_b.value, vec_b.index, tail_size);
}
#endif

inline std::atomic<int>* inductor_cpu_integer_div_error_flag = nullptr;

inline void inductor_cpu_note_integer_div_by_zero() {
  if (inductor_cpu_integer_div_error_flag != nullptr) {
    inductor_cpu_integer_div_error_flag->store(1, std::memory_order_relaxed);
  } else {
    TORCH_CHECK(false, "ZeroDivisionError");
  }
}

inline void inductor_cpu_throw_if_integer_div_error(std::atomic<int>& err) {
  if (err.load(std::memory_order_acquire)) {
    TORCH_CHECK(false, "ZeroDivisionError");
  }
}

template <typename scalar_t>
inline scalar_t max_propagate_nan(scalar_t a, scalar_t b) {
  if (at::_isnan(a)) {
    return a;
  }
  return a > b ? a : b;
}

template <typename scalar_t>
inline scalar_t min_propagate_nan(scalar_t a, scalar_t b) {
  if (at::_isnan(a)) {
    return a;
  }
  return a < b ? a : b;
}
"""


_CPP_KERNELS = {
    "cpp_fused_argmax_logsumexp_sum": (
        cpp_fused_argmax_logsumexp_sum,
        ["float*", "const float*", "float*", "int64_t*", "float*"],
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


def call(x):
    _check_input("x", x, 3, torch.float32, "cpu")
    x = _check_shape("x", x, (4, 16, 32), (512, 32, 1))
    kernels = cpp_kernels()
    out0 = torch.empty_strided((4, 32), (32, 1), dtype=torch.float32, device="cpu")
    out1 = torch.empty_strided((4, 16), (16, 1), dtype=torch.int64, device="cpu")
    buf_logsumexp = torch.empty_strided((4, 16, 1), (16, 1, 64), dtype=torch.float32, device="cpu")
    buf_logsumexp_2 = torch.empty_strided((4, 16), (16, 1), dtype=torch.float32, device="cpu")
    out2 = buf_logsumexp_2  # reuse
    del buf_logsumexp_2
    # cpp_fused_argmax_logsumexp_sum: sum_1, argmax, logsumexp
    kernels.cpp_fused_argmax_logsumexp_sum(out2, x, out0, out1, buf_logsumexp)
    return (
        out0,
        out1,
        out2,
    )
