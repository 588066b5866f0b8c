"""Model: a standalone module generated from the PyTorch model.

Exported by Kernel Studio 0.1.0 with torch 2.15.0+cu132 for cpu.
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


# cpp_fused_gelu fuses: gelu
#   mlp.py:15  return self.fc2(self.act(self.fc1(x)))
# kernel-id: ce9f125da019
cpp_fused_gelu = r"""
extern "C" void cpp_fused_gelu_kernel(float* in_out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
    "cpp_fused_gelu": (cpp_fused_gelu, ["float*"]),
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
    _check_input("x", x, 2, torch.float32, "cpu")
    x = _check_shape("x", x, (8, 32), (32, 1))
    weights = load_weights()
    fc1_weight = weights["fc1_weight"]
    fc1_bias = weights["fc1_bias"]
    fc2_weight = weights["fc2_weight"]
    fc2_bias = weights["fc2_bias"]
    kernels = cpp_kernels()
    buf_linear = torch.empty_strided((8, 64), (64, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.addmm]
    # addmm: linear
    torch.addmm(
        fc1_bias,
        x,
        reinterpret_tensor(fc1_weight, (32, 64), (1, 32), 0),
        alpha=1,
        beta=1,
        out=buf_linear,
    )
    buf_gelu = buf_linear  # reuse
    del buf_linear
    # cpp_fused_gelu: gelu
    kernels.cpp_fused_gelu(buf_gelu)
    out = torch.empty_strided((8, 16), (16, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [gelu, linear_1], Original ATen: [aten.gelu, aten.t,
    #     aten.addmm]
    # addmm_2: linear_1
    torch.addmm(
        fc2_bias,
        buf_gelu,
        reinterpret_tensor(fc2_weight, (64, 16), (1, 64), 0),
        alpha=1,
        beta=1,
        out=out,
    )
    return out
