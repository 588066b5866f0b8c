"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.15.0+cu132 for cpu.
Use: call(x) -> the model's output.
Dynamic dims: B in [1, 64], T in [2, 1024].
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


# cpp_fused_add_mean_mul_pow_rsqrt fuses: pow_1, mean, add, rsqrt, mul, mul_1
#   rms_norm_dynamic.py:15  rms = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
#   rms_norm_dynamic.py:16  return x * rms * self.weight
# kernel-id: c8fc21b49067
cpp_fused_add_mean_mul_pow_rsqrt = r"""
extern "C" void cpp_fused_add_mean_mul_pow_rsqrt_kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0*ks1); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(8));
                            auto tmp2 = static_cast<float>(64.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
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
"""


_CPP_KERNELS = {
    "cpp_fused_add_mean_mul_pow_rsqrt": (
        cpp_fused_add_mean_mul_pow_rsqrt,
        ["const float*", "const float*", "float*", "float*", "const int64_t", "const int64_t"],
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
    B = x.shape[0]
    T = x.shape[1]
    _check_range("B", B, 1, 64)
    _check_range("T", T, 2, 1024)
    x = _check_shape("x", x, (B, T, 64), (64 * T, 64, 1))
    weights = load_weights()
    weight = weights["weight"]
    kernels = cpp_kernels()
    buf_mean = torch.empty_strided((B, T, 1), (T, 1, T * B), dtype=torch.float32, device="cpu")
    out = torch.empty_strided((B, T, 64), (64 * T, 64, 1), dtype=torch.float32, device="cpu")
    # cpp_fused_add_mean_mul_pow_rsqrt: pow_1, mean, add, rsqrt, mul, mul_1
    kernels.cpp_fused_add_mean_mul_pow_rsqrt(x, weight, buf_mean, out, T, B)
    return out
