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


_weights = None


def load_weights():
    """The parameters and buffers, read once from `<this file's name>.weights.pt` next to
    this module (written by Kernel Studio with torch.save)."""
    global _weights
    if _weights is None:
        path = os.path.splitext(os.path.abspath(__file__))[0] + ".weights.pt"
        _weights = torch.load(path, map_location=DEVICE, weights_only=True)
    return _weights


# cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze fuses: _native_batch_norm_legit_no_training,
#     relu, max_pool1d, transpose, clone, mul
#   conv1d_bn_pool.py:16  y = self.pool(torch.relu(self.bn(self.conv(x))))
#   conv1d_bn_pool.py:17  return y.transpose(1, 2).contiguous() * 2.0
cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze = r"""
extern "C" void cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze_kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(40L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(40L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 40L*x1 + 480L*x0), static_cast<int64_t>(8));
                                auto tmp1 = in_ptr0[static_cast<int64_t>(x1)];
                                auto tmp4 = in_ptr1[static_cast<int64_t>(x1)];
                                auto tmp14 = in_ptr2[static_cast<int64_t>(x1)];
                                auto tmp17 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp5 = static_cast<float>(1e-05);
                                auto tmp6 = float(tmp4 + tmp5);
                                auto tmp7 = std::sqrt(tmp6);
                                auto tmp8 = static_cast<int32_t>(1);
                                auto tmp9 = tmp8 / tmp7;
                                auto tmp10 = static_cast<float>(1.0);
                                auto tmp11 = float(tmp9 * tmp10);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp3 * tmp12;
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = tmp13 * tmp15;
                                auto tmp18 = at::vec::Vectorized<float>(tmp17);
                                auto tmp19 = tmp16 + tmp18;
                                auto tmp20 = at::vec::clamp_min(tmp19, decltype(tmp19)(0));
                                tmp20.store(in_out_ptr0 + static_cast<int64_t>(x2 + 40L*x1 + 480L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_out_ptr0[static_cast<int64_t>(2L*x2 + 40L*x1 + 480L*x0)];
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(1L + 2L*x2 + 40L*x1 + 480L*x0)];
                                auto tmp2 = max_propagate_nan(tmp0, tmp1);
                                auto tmp3 = static_cast<float>(2.0);
                                auto tmp4 = float(tmp2 * tmp3);
                                out_ptr0[static_cast<int64_t>(x1 + 12L*x2 + 240L*x0)] = tmp4;
                            }
                        }
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
    "cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze": (
        cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze,
        ["float*", "const float*", "const float*", "const float*", "const float*", "float*"],
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
    x = _check_shape("x", x, (3, 6, 40), (240, 40, 1))
    weights = load_weights()
    conv_weight = weights["conv_weight"]
    conv_bias = weights["conv_bias"]
    bn_weight = weights["bn_weight"]
    bn_bias = weights["bn_bias"]
    bn_running_mean = weights["bn_running_mean"]
    bn_running_var = weights["bn_running_var"]
    bn_num_batches_tracked = weights["bn_num_batches_tracked"]
    kernels = cpp_kernels()
    # Topologically Sorted Source Nodes: [conv1d], Original ATen: [aten.convolution]
    # convolution: conv1d
    buf_conv1d = torch.convolution(
        x,
        conv_weight,
        conv_bias,
        stride=(1,),
        padding=(2,),
        dilation=(1,),
        transposed=False,
        output_padding=(0,),
        groups=1,
    )
    buf_conv1d = _check_shape(
        "the output of aten.convolution.default", buf_conv1d, (3, 12, 40), (480, 40, 1)
    )
    buf_relu = buf_conv1d  # reuse
    del buf_conv1d
    out = torch.empty_strided((3, 20, 12), (240, 12, 1), dtype=torch.float32, device="cpu")
    # cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze:
    #     _native_batch_norm_legit_no_training, relu, max_pool1d, transpose, clone, mul
    kernels.cpp_fused__native_batch_norm_legit_no_training_clone_max_pool2d_with_indices_mul_relu_squeeze_transpose_unsqueeze(
        buf_relu, bn_running_mean, bn_running_var, bn_weight, bn_bias, out
    )
    return out
