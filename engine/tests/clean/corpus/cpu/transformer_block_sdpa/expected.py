"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.11.0+cu130 for cpu.
Use: call(x) -> the model's output.
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


# cpp_fused_native_layer_norm fuses: layer_norm
#   transformer_block_sdpa.py:33  h = self.norm1(x)
cpp_fused_native_layer_norm = r"""
extern "C" void cpp_fused_native_layer_norm_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(4L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp0, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = static_cast<float>(32.0);
                            auto tmp6 = tmp4 / tmp5;
                            auto tmp7 = static_cast<float>(1e-05);
                            auto tmp8 = float(tmp6 + tmp7);
                            auto tmp9 = 1 / std::sqrt(tmp8);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp13 = tmp11 * tmp12;
                            auto tmp15 = tmp13 + tmp14;
                            tmp15.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused_add_native_layer_norm_view fuses: linear_1, add, layer_norm_1
#   transformer_block_sdpa.py:39  x = x + self.proj(a)
#   transformer_block_sdpa.py:40  return x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))
cpp_fused_add_native_layer_norm_view = r"""
extern "C" void cpp_fused_add_native_layer_norm_view_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                {
                    Welford<float> tmp_acc0 = Welford<float>();
                    Welford<at::vec::Vectorized<float>> tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    Welford<at::vec::Vectorized<float>> masked_tmp_acc0_vec = Welford<at::vec::Vectorized<float>>();
                    static WelfordHelper<float, 4096> scalar_welford_helper0(static_cast<int64_t>(32L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> welford_helper0(static_cast<int64_t>(4L));
                    static WelfordHelper<at::vec::Vectorized<float>, 4096> masked_welford_helper0(static_cast<int64_t>(0L));
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = welford_combine(tmp_acc0_vec, tmp2, &welford_helper0);
                            }
                        }
                    }
                    tmp_acc0 = welford_combine(tmp_acc0, &scalar_welford_helper0);
                    tmp_acc0_vec = welford_combine(tmp_acc0_vec, &welford_helper0);
                    masked_tmp_acc0_vec = welford_combine(masked_tmp_acc0_vec, &masked_welford_helper0);
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(masked_tmp_acc0_vec));
                    tmp_acc0 = welford_combine(tmp_acc0, welford_vec_reduce_all(tmp_acc0_vec));
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.mean);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0.m2);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(8));
                            auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = static_cast<float>(32.0);
                            auto tmp8 = tmp6 / tmp7;
                            auto tmp9 = static_cast<float>(1e-05);
                            auto tmp10 = float(tmp8 + tmp9);
                            auto tmp11 = 1 / std::sqrt(tmp10);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp5 * tmp12;
                            auto tmp15 = tmp13 * tmp14;
                            auto tmp17 = tmp15 + tmp16;
                            tmp17.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                        }
                    }
                }
            }
        }
    }
}
"""


# cpp_fused_gelu_view fuses: linear_2, gelu
#   transformer_block_sdpa.py:40  return x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))
cpp_fused_gelu_view = r"""
extern "C" void cpp_fused_gelu_view_kernel(float* in_out_ptr0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
"""


# cpp_fused_add_view fuses: linear_1, add, linear_3, add_1
#   transformer_block_sdpa.py:39  x = x + self.proj(a)
#   transformer_block_sdpa.py:40  return x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))
cpp_fused_add_view = r"""
extern "C" void cpp_fused_add_view_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
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

template <typename T, uint64_t kChunkSize>
struct WelfordHelper {
  // A data struct to help welford reduction:
  // 1. Save the reciprocal of weights to avoid redundant divisions.
  // 2. Save the welford stack, which is used to combine welford reduction
  //    with cascade summation to improve numerical stability.
  static std::vector<typename GetScalarType<T>::type> weight_recps;
  std::vector<Welford<T>> welford_stk{};
  uint64_t depth{0}; // depth of welford_stk.
  uint64_t num_chunks{0}; // number of chunks stored in welford_stk.
  WelfordHelper() = default;
  WelfordHelper(uint64_t N) {
    uint64_t m = (N + kChunkSize - 1) / kChunkSize; // div up
    depth = m > 0
        ? static_cast<std::uint64_t>(ceil(log2(static_cast<double>(m))))
        : 0;
    welford_stk.assign(depth, Welford<T>());
  }
};

template <typename T, uint64_t kChunkSize>
std::vector<typename GetScalarType<T>::type>
    WelfordHelper<T, kChunkSize>::weight_recps = []() {
      using scalar_t = typename GetScalarType<T>::type;
      std::vector<scalar_t> temp(kChunkSize);
      for (const auto i : c10::irange(kChunkSize)) {
        temp[i] = scalar_t(static_cast<double>(1) / static_cast<double>(i + 1));
      }
      return temp;
    }();

template <typename T>
Welford<T> welford_combine(
    const Welford<T>& a,
    const Welford<T>& b,
    bool use_index = false) {
  if (a.index == 0) {
    return b;
  }
  if (b.index == 0) {
    return a;
  }
  auto delta = b.mean - a.mean;
  auto a_weight = use_index ? T(a.index) : a.weight;
  auto b_weight = use_index ? T(b.index) : b.weight;
  auto new_weight = a_weight + b_weight;
  auto new_index = a.index + b.index;
  auto wb_over_w = b_weight / new_weight;
  if constexpr (IsVecType<T>::value) {
    // Guard against division by zero
    wb_over_w = T::blendv(wb_over_w, T(0), new_weight == T(0));
  }
  auto result = Welford<T>{
      a.mean + delta * wb_over_w,
      a.m2 + b.m2 + delta * delta * a_weight * wb_over_w,
      new_weight,
      new_index};
  return result;
}

template <typename T, uint64_t kChunkSize = 0>
Welford<T> welford_combine(
    Welford<T>& acc,
    T& data,
    WelfordHelper<T, kChunkSize>* w = nullptr) {
  // Combine welford reduction with cascade summation to improve numerical
  // stability.
  // https://en.wikipedia.org/wiki/Algorithms_for_calculating_variance
  // https://en.wikipedia.org/wiki/Pairwise_summation
  if (w != nullptr && w->depth > 0 && acc.index == kChunkSize) {
    w->welford_stk[0] = welford_combine(w->welford_stk[0], acc);
    w->num_chunks += 1;
    acc.mean = T(0);
    acc.m2 = T(0);
    acc.weight = T(0);
    acc.index = 0;
    uint64_t mask = w->num_chunks;
    for (uint64_t j = 1; j < w->depth && (mask & 1) == 0; ++j) {
      w->welford_stk[j] =
          welford_combine(w->welford_stk[j], w->welford_stk[j - 1]);
      w->welford_stk[j - 1] = Welford<T>();
      mask >>= 1;
    }
  }
  // Add a single data point
  uint64_t new_index = acc.index + 1;
  auto new_weight = acc.weight + T(1);
  auto delta = data - acc.mean;
  T new_mean;
  // use new_index to fecth 1 / new_weight to avoid divisions
  new_mean = acc.mean +
      ((w == nullptr || acc.index >= w->weight_recps.size())
           ? delta / new_weight
           : delta * T(w->weight_recps[acc.index]));
  auto new_delta = data - new_mean;
  auto result =
      Welford<T>{new_mean, acc.m2 + delta * new_delta, new_weight, new_index};
  return result;
}

template <typename T, uint64_t kChunkSize>
Welford<T> welford_combine(Welford<T>& acc, WelfordHelper<T, kChunkSize>* w) {
  for (const auto i : c10::irange(w->depth)) {
    acc = welford_combine(acc, w->welford_stk[i]);
  }
  return acc;
}

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename T, uint64_t kChunkSize = 0>
Welford<T> welford_combine(
    Welford<T>& acc,
    T& data,
    int64_t tail_size,
    WelfordHelper<T, kChunkSize>* w = nullptr) {
  auto out = welford_combine(acc, data, w);
  return Welford<T>{
      T::set(acc.mean, out.mean, tail_size),
      T::set(acc.m2, out.m2, tail_size),
      T::set(acc.weight, out.weight, tail_size),
      out.index};
}
#endif

#if INDUCTOR_USE_VECTOR_TYPES()
template <typename scalar_t>
inline at::vec::Vectorized<scalar_t> vec_shuffle_down(
    at::vec::Vectorized<scalar_t> x,
    size_t n) {
  using Vec = at::vec::Vectorized<scalar_t>;
  alignas(alignof(Vec)) scalar_t array[Vec::size()];
  x.store(array);
  for (size_t i = 0; i + n < Vec::size(); i += 2 * n) {
    array[i] = array[i + n];
  }
  return Vec::loadu(array);
}

#ifdef CPU_CAPABILITY_AVX2
inline at::vec::Vectorized<float> vec_shuffle_down(
    at::vec::Vectorized<float> x,
    size_t n) {
  using vec_t = at::vec::Vectorized<float>;
#define SHUFFLE_MASK(z, y, x, w) ((z << 6) | (y << 4) | (x << 2) | w)
  switch (n) {
    case 1:
      return vec_t(_mm256_permute_ps(x, SHUFFLE_MASK(1, 1, 3, 3)));
    case 2:
      return vec_t(_mm256_permute_ps(x, SHUFFLE_MASK(2, 2, 2, 2)));
    case 4:
      return vec_t(_mm256_permute2f128_ps(x, x, SHUFFLE_MASK(1, 1, 1, 1)));
  }

  TORCH_CHECK(false, "Unhandled vec_shuffle_down value ", n);
}
#endif

#ifdef CPU_CAPABILITY_AVX512
inline at::vec::Vectorized<float> vec_shuffle_down(
    at::vec::Vectorized<float> x,
    size_t n) {
  using vec_t = at::vec::Vectorized<float>;
#define SHUFFLE_MASK(z, y, x, w) ((z << 6) | (y << 4) | (x << 2) | w)
  switch (n) {
    case 1:
      return vec_t(_mm512_permute_ps(x, SHUFFLE_MASK(1, 1, 3, 3)));
    case 2:
      return vec_t(_mm512_permute_ps(x, SHUFFLE_MASK(2, 2, 2, 2)));
    case 4:
      return vec_t(_mm512_permutexvar_ps(
          _mm512_set_epi32(
              12, 12, 12, 12, 12, 12, 12, 12, 4, 4, 4, 4, 4, 4, 4, 4),
          x));
    case 8:
      return vec_t(_mm512_permutexvar_ps(
          _mm512_set_epi32(8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8), x));
  }

  TORCH_CHECK(false, "Unhandled vec_shuffle_down value ", n);
}
#endif

template <typename scalar_t>
Welford<scalar_t> welford_vec_reduce_all(
    Welford<at::vec::Vectorized<scalar_t>> acc) {
  using Vec = at::vec::Vectorized<scalar_t>;
  Welford<scalar_t> result;
  if (acc.index == 0) {
    return result;
  }
  // if all values of acc.weight are same as index,
  // use index to reduce to save the overhead of vec_shuffle_down for acc.weight
  bool use_index = (acc.weight - Vec(acc.index)).zero_mask() ==
      static_cast<int>((1 << Vec::size()) - 1);
  for (size_t n = 1; n < Vec::size(); n *= 2) {
    auto shuffled = Welford<Vec>{
        vec_shuffle_down(acc.mean, n),
        vec_shuffle_down(acc.m2, n),
        use_index ? Vec(0) : vec_shuffle_down(acc.weight, n),
        acc.index};
    acc = welford_combine(acc, shuffled, use_index);
  }

  alignas(alignof(Vec)) scalar_t array[Vec::size()];
  acc.mean.store(array);
  result.mean = array[0];

  acc.m2.store(array);
  result.m2 = array[0];

  acc.weight.store(array);
  result.weight = array[0];
  result.index = result.weight;

  return result;
}

template <typename scalar_t>
Welford<scalar_t> welford_vec_reduce_all(
    Welford<at::vec::VectorizedN<scalar_t, 2>> acc) {
  auto Welford0 = Welford<at::vec::Vectorized<scalar_t>>{
      acc.mean[0], acc.m2[0], acc.weight[0], acc.index};
  auto Welford1 = Welford<at::vec::Vectorized<scalar_t>>{
      acc.mean[1], acc.m2[1], acc.weight[1], acc.index};
  return welford_vec_reduce_all(welford_combine(Welford0, Welford1));
}
#endif
"""


_CPP_KERNELS = {
    "cpp_fused_native_layer_norm": (
        cpp_fused_native_layer_norm,
        ["const float*", "const float*", "const float*", "float*", "float*", "float*"],
    ),
    "cpp_fused_add_native_layer_norm_view": (
        cpp_fused_add_native_layer_norm_view,
        [
            "const float*",
            "const float*",
            "const float*",
            "const float*",
            "float*",
            "float*",
            "float*",
        ],
    ),
    "cpp_fused_gelu_view": (cpp_fused_gelu_view, ["float*"]),
    "cpp_fused_add_view": (cpp_fused_add_view, ["float*", "const float*", "const float*"]),
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
    x = _check_shape("x", x, (2, 8, 32), (256, 32, 1))
    weights = load_weights()
    norm1_weight = weights["norm1_weight"]
    norm1_bias = weights["norm1_bias"]
    qkv_weight = weights["qkv_weight"]
    qkv_bias = weights["qkv_bias"]
    proj_weight = weights["proj_weight"]
    proj_bias = weights["proj_bias"]
    norm2_weight = weights["norm2_weight"]
    norm2_bias = weights["norm2_bias"]
    fc1_weight = weights["fc1_weight"]
    fc1_bias = weights["fc1_bias"]
    fc2_weight = weights["fc2_weight"]
    fc2_bias = weights["fc2_bias"]
    kernels = cpp_kernels()
    buf_layer_norm = torch.empty_strided((2, 8, 1), (8, 1, 16), dtype=torch.float32, device="cpu")
    buf_layer_norm_2 = torch.empty_strided((2, 8, 1), (8, 1, 16), dtype=torch.float32, device="cpu")
    buf_layer_norm_3 = torch.empty_strided(
        (2, 8, 32), (256, 32, 1), dtype=torch.float32, device="cpu"
    )
    # cpp_fused_native_layer_norm: layer_norm
    kernels.cpp_fused_native_layer_norm(
        x, norm1_weight, norm1_bias, buf_layer_norm, buf_layer_norm_2, buf_layer_norm_3
    )
    del buf_layer_norm
    del buf_layer_norm_2
    buf_linear = torch.empty_strided((16, 96), (96, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen:
    #     [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
    # addmm: linear
    torch.addmm(
        qkv_bias,
        reinterpret_tensor(buf_layer_norm_3, (16, 32), (32, 1), 0),
        reinterpret_tensor(qkv_weight, (32, 96), (1, 32), 0),
        alpha=1,
        beta=1,
        out=buf_linear,
    )
    # Topologically Sorted Source Nodes: [linear, split, view, transpose, view_1, transpose_1,
    #     view_2, transpose_2, scaled_dot_product_attention], Original ATen: [aten.view, aten.split,
    #     aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
    # _scaled_dot_product_flash_attention_for_cpu
    buf_scaled_dot_product_attention = (
        torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(
            reinterpret_tensor(buf_linear, (2, 2, 8, 16), (768, 16, 96, 1), 0),
            reinterpret_tensor(buf_linear, (2, 2, 8, 16), (768, 16, 96, 1), 32),
            reinterpret_tensor(buf_linear, (2, 2, 8, 16), (768, 16, 96, 1), 64),
            0.0,
            True,
        )
    )
    del buf_linear
    buf_scaled_dot_product_attention_2 = buf_scaled_dot_product_attention[0]
    buf_scaled_dot_product_attention_2 = _check_shape(
        "the output of aten._scaled_dot_product_flash_attention_for_cpu.default",
        buf_scaled_dot_product_attention_2,
        (2, 2, 8, 16),
        (256, 16, 32, 1),
    )
    del buf_scaled_dot_product_attention
    buf_linear_1 = reinterpret_tensor(buf_layer_norm_3, (16, 32), (32, 1), 0)  # reuse
    del buf_layer_norm_3
    # Topologically Sorted Source Nodes: [transpose_3, view_3, linear_1], Original ATen:
    #     [aten.transpose, aten.view, aten.t, aten.addmm]
    # addmm_2: linear_1
    torch.addmm(
        proj_bias,
        reinterpret_tensor(buf_scaled_dot_product_attention_2, (16, 32), (32, 1), 0),
        reinterpret_tensor(proj_weight, (32, 32), (1, 32), 0),
        alpha=1,
        beta=1,
        out=buf_linear_1,
    )
    buf_layer_norm_1 = torch.empty_strided((2, 8, 1), (8, 1, 16), dtype=torch.float32, device="cpu")
    buf_layer_norm_1_2 = torch.empty_strided(
        (2, 8, 1), (8, 1, 16), dtype=torch.float32, device="cpu"
    )
    buf_layer_norm_1_3 = reinterpret_tensor(
        buf_scaled_dot_product_attention_2, (2, 8, 32), (256, 32, 1), 0
    )  # reuse
    del buf_scaled_dot_product_attention_2
    # cpp_fused_add_native_layer_norm_view: linear_1, add, layer_norm_1
    kernels.cpp_fused_add_native_layer_norm_view(
        x,
        buf_linear_1,
        norm2_weight,
        norm2_bias,
        buf_layer_norm_1,
        buf_layer_norm_1_2,
        buf_layer_norm_1_3,
    )
    del buf_layer_norm_1_2
    del buf_layer_norm_1
    buf_linear_2 = torch.empty_strided((16, 64), (64, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [linear_1, add, layer_norm_1, linear_2], Original ATen:
    #     [aten.view, aten.add, aten.native_layer_norm, aten.t, aten.addmm]
    # addmm_3: linear_2
    torch.addmm(
        fc1_bias,
        reinterpret_tensor(buf_layer_norm_1_3, (16, 32), (32, 1), 0),
        reinterpret_tensor(fc1_weight, (32, 64), (1, 32), 0),
        alpha=1,
        beta=1,
        out=buf_linear_2,
    )
    del buf_layer_norm_1_3
    buf_gelu = reinterpret_tensor(buf_linear_2, (2, 8, 64), (512, 64, 1), 0)  # reuse
    del buf_linear_2
    # cpp_fused_gelu_view: linear_2, gelu
    kernels.cpp_fused_gelu_view(buf_gelu)
    buf_linear_3 = torch.empty_strided((16, 32), (32, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [linear_2, gelu, linear_3], Original ATen: [aten.view,
    #     aten.gelu, aten.t, aten.addmm]
    # addmm_4: linear_3
    torch.addmm(
        fc2_bias,
        reinterpret_tensor(buf_gelu, (16, 64), (64, 1), 0),
        reinterpret_tensor(fc2_weight, (64, 32), (1, 64), 0),
        alpha=1,
        beta=1,
        out=buf_linear_3,
    )
    del buf_gelu
    out = reinterpret_tensor(buf_linear_1, (2, 8, 32), (256, 32, 1), 0)  # reuse
    del buf_linear_1
    # cpp_fused_add_view: linear_1, add, linear_3, add_1
    kernels.cpp_fused_add_view(out, x, buf_linear_3)
    return out
