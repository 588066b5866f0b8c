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


_weights = None


def load_weights():
    """The parameters and buffers, read once from `<this file's name>.weights.pt` next to
    this module (written by Kernel Studio with torch.save)."""
    global _weights
    if _weights is None:
        path = os.path.splitext(os.path.abspath(__file__))[0] + ".weights.pt"
        _weights = torch.load(path, map_location=DEVICE, weights_only=True)
    return _weights


# cpp_fused_add_mul_sin_tanh__add_2 fuses: tanh, mul, add_1, sin, mul_1, add_2
#   functional_2k.py:19  x = x + torch.tanh(h + self.bias) * 0.5 + torch.sin(x) * 0.1
# kernel-id: 9392023da894
cpp_fused_add_mul_sin_tanh__add_2 = r"""
extern "C" void cpp_fused_add_mul_sin_tanh__add_2_kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1.tanh();
                    auto tmp3 = static_cast<float>(0.5);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp0 + tmp5;
                    auto tmp7 = tmp0.sin();
                    auto tmp8 = static_cast<float>(0.1);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
"""


# cpp_fused_add_mul_sin_tanh__add_5 fuses: tanh_1, mul_2, add_4, sin_1, mul_3, add_5
# Launched 249 times on different nodes; each launch in call lists its own.
#   functional_2k.py:19  x = x + torch.tanh(h + self.bias) * 0.5 + torch.sin(x) * 0.1
# kernel-id: 9392023da894-2
cpp_fused_add_mul_sin_tanh__add_5 = r"""
extern "C" void cpp_fused_add_mul_sin_tanh__add_5_kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp2 = tmp1.tanh();
                    auto tmp3 = static_cast<float>(0.5);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = tmp0 + tmp5;
                    auto tmp7 = tmp0.sin();
                    auto tmp8 = static_cast<float>(0.1);
                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                    auto tmp10 = tmp7 * tmp9;
                    auto tmp11 = tmp6 + tmp10;
                    tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
    "cpp_fused_add_mul_sin_tanh__add_2": (
        cpp_fused_add_mul_sin_tanh__add_2,
        ["float*", "const float*"],
    ),
    "cpp_fused_add_mul_sin_tanh__add_5": (
        cpp_fused_add_mul_sin_tanh__add_5,
        ["float*", "const float*"],
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
    _check_input("x", x, 2, torch.float32, "cpu")
    x = _check_shape("x", x, (4, 8), (8, 1))
    weights = load_weights()
    weight = weights["weight"]
    bias = weights["bias"]
    kernels = cpp_kernels()
    buf_add = torch.empty_strided((4, 8), (8, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm: add
    torch.addmm(bias, x, weight, alpha=1, beta=1, out=buf_add)
    buf_add_2 = buf_add  # reuse
    del buf_add
    # cpp_fused_add_mul_sin_tanh__add_2: tanh, mul, add_1, sin, mul_1, add_2
    kernels.cpp_fused_add_mul_sin_tanh__add_2(buf_add_2, x)
    buf_add_3 = torch.empty_strided((4, 8), (8, 1), dtype=torch.float32, device="cpu")
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_2: add_3
    torch.addmm(bias, buf_add_2, weight, alpha=1, beta=1, out=buf_add_3)
    buf_add_5 = buf_add_2  # reuse
    del buf_add_2
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_1, mul_2, add_4, sin_1, mul_3, add_5
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_5, buf_add_3)
    buf_add_6 = buf_add_3  # reuse
    del buf_add_3
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_3: add_6
    torch.addmm(bias, buf_add_5, weight, alpha=1, beta=1, out=buf_add_6)
    buf_add_8 = buf_add_5  # reuse
    del buf_add_5
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_2, mul_4, add_7, sin_2, mul_5, add_8
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_8, buf_add_6)
    buf_add_9 = buf_add_6  # reuse
    del buf_add_6
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_4: add_9
    torch.addmm(bias, buf_add_8, weight, alpha=1, beta=1, out=buf_add_9)
    buf_add_11 = buf_add_8  # reuse
    del buf_add_8
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_3, mul_6, add_10, sin_3, mul_7, add_11
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_11, buf_add_9)
    buf_add_12 = buf_add_9  # reuse
    del buf_add_9
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_5: add_12
    torch.addmm(bias, buf_add_11, weight, alpha=1, beta=1, out=buf_add_12)
    buf_add_14 = buf_add_11  # reuse
    del buf_add_11
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_4, mul_8, add_13, sin_4, mul_9, add_14
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_14, buf_add_12)
    buf_add_15 = buf_add_12  # reuse
    del buf_add_12
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_6: add_15
    torch.addmm(bias, buf_add_14, weight, alpha=1, beta=1, out=buf_add_15)
    buf_add_17 = buf_add_14  # reuse
    del buf_add_14
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_5, mul_10, add_16, sin_5, mul_11, add_17
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_17, buf_add_15)
    buf_add_18 = buf_add_15  # reuse
    del buf_add_15
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_7: add_18
    torch.addmm(bias, buf_add_17, weight, alpha=1, beta=1, out=buf_add_18)
    buf_add_20 = buf_add_17  # reuse
    del buf_add_17
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_6, mul_12, add_19, sin_6, mul_13, add_20
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_20, buf_add_18)
    buf_add_21 = buf_add_18  # reuse
    del buf_add_18
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_8: add_21
    torch.addmm(bias, buf_add_20, weight, alpha=1, beta=1, out=buf_add_21)
    buf_add_23 = buf_add_20  # reuse
    del buf_add_20
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_7, mul_14, add_22, sin_7, mul_15, add_23
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_23, buf_add_21)
    buf_add_24 = buf_add_21  # reuse
    del buf_add_21
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_9: add_24
    torch.addmm(bias, buf_add_23, weight, alpha=1, beta=1, out=buf_add_24)
    buf_add_26 = buf_add_23  # reuse
    del buf_add_23
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_8, mul_16, add_25, sin_8, mul_17, add_26
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_26, buf_add_24)
    buf_add_27 = buf_add_24  # reuse
    del buf_add_24
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_10: add_27
    torch.addmm(bias, buf_add_26, weight, alpha=1, beta=1, out=buf_add_27)
    buf_add_29 = buf_add_26  # reuse
    del buf_add_26
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_9, mul_18, add_28, sin_9, mul_19, add_29
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_29, buf_add_27)
    buf_add_30 = buf_add_27  # reuse
    del buf_add_27
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_11: add_30
    torch.addmm(bias, buf_add_29, weight, alpha=1, beta=1, out=buf_add_30)
    buf_add_32 = buf_add_29  # reuse
    del buf_add_29
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_10, mul_20, add_31, sin_10, mul_21, add_32
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_32, buf_add_30)
    buf_add_33 = buf_add_30  # reuse
    del buf_add_30
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_12: add_33
    torch.addmm(bias, buf_add_32, weight, alpha=1, beta=1, out=buf_add_33)
    buf_add_35 = buf_add_32  # reuse
    del buf_add_32
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_11, mul_22, add_34, sin_11, mul_23, add_35
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_35, buf_add_33)
    buf_add_36 = buf_add_33  # reuse
    del buf_add_33
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_13: add_36
    torch.addmm(bias, buf_add_35, weight, alpha=1, beta=1, out=buf_add_36)
    buf_add_38 = buf_add_35  # reuse
    del buf_add_35
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_12, mul_24, add_37, sin_12, mul_25, add_38
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_38, buf_add_36)
    buf_add_39 = buf_add_36  # reuse
    del buf_add_36
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_14: add_39
    torch.addmm(bias, buf_add_38, weight, alpha=1, beta=1, out=buf_add_39)
    buf_add_41 = buf_add_38  # reuse
    del buf_add_38
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_13, mul_26, add_40, sin_13, mul_27, add_41
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_41, buf_add_39)
    buf_add_42 = buf_add_39  # reuse
    del buf_add_39
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_15: add_42
    torch.addmm(bias, buf_add_41, weight, alpha=1, beta=1, out=buf_add_42)
    buf_add_44 = buf_add_41  # reuse
    del buf_add_41
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_14, mul_28, add_43, sin_14, mul_29, add_44
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_44, buf_add_42)
    buf_add_45 = buf_add_42  # reuse
    del buf_add_42
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_16: add_45
    torch.addmm(bias, buf_add_44, weight, alpha=1, beta=1, out=buf_add_45)
    buf_add_47 = buf_add_44  # reuse
    del buf_add_44
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_15, mul_30, add_46, sin_15, mul_31, add_47
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_47, buf_add_45)
    buf_add_48 = buf_add_45  # reuse
    del buf_add_45
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_17: add_48
    torch.addmm(bias, buf_add_47, weight, alpha=1, beta=1, out=buf_add_48)
    buf_add_50 = buf_add_47  # reuse
    del buf_add_47
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_16, mul_32, add_49, sin_16, mul_33, add_50
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_50, buf_add_48)
    buf_add_51 = buf_add_48  # reuse
    del buf_add_48
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_18: add_51
    torch.addmm(bias, buf_add_50, weight, alpha=1, beta=1, out=buf_add_51)
    buf_add_53 = buf_add_50  # reuse
    del buf_add_50
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_17, mul_34, add_52, sin_17, mul_35, add_53
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_53, buf_add_51)
    buf_add_54 = buf_add_51  # reuse
    del buf_add_51
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_19: add_54
    torch.addmm(bias, buf_add_53, weight, alpha=1, beta=1, out=buf_add_54)
    buf_add_56 = buf_add_53  # reuse
    del buf_add_53
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_18, mul_36, add_55, sin_18, mul_37, add_56
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_56, buf_add_54)
    buf_add_57 = buf_add_54  # reuse
    del buf_add_54
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_20: add_57
    torch.addmm(bias, buf_add_56, weight, alpha=1, beta=1, out=buf_add_57)
    buf_add_59 = buf_add_56  # reuse
    del buf_add_56
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_19, mul_38, add_58, sin_19, mul_39, add_59
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_59, buf_add_57)
    buf_add_60 = buf_add_57  # reuse
    del buf_add_57
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_21: add_60
    torch.addmm(bias, buf_add_59, weight, alpha=1, beta=1, out=buf_add_60)
    buf_add_62 = buf_add_59  # reuse
    del buf_add_59
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_20, mul_40, add_61, sin_20, mul_41, add_62
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_62, buf_add_60)
    buf_add_63 = buf_add_60  # reuse
    del buf_add_60
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_22: add_63
    torch.addmm(bias, buf_add_62, weight, alpha=1, beta=1, out=buf_add_63)
    buf_add_65 = buf_add_62  # reuse
    del buf_add_62
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_21, mul_42, add_64, sin_21, mul_43, add_65
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_65, buf_add_63)
    buf_add_66 = buf_add_63  # reuse
    del buf_add_63
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_23: add_66
    torch.addmm(bias, buf_add_65, weight, alpha=1, beta=1, out=buf_add_66)
    buf_add_68 = buf_add_65  # reuse
    del buf_add_65
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_22, mul_44, add_67, sin_22, mul_45, add_68
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_68, buf_add_66)
    buf_add_69 = buf_add_66  # reuse
    del buf_add_66
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_24: add_69
    torch.addmm(bias, buf_add_68, weight, alpha=1, beta=1, out=buf_add_69)
    buf_add_71 = buf_add_68  # reuse
    del buf_add_68
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_23, mul_46, add_70, sin_23, mul_47, add_71
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_71, buf_add_69)
    buf_add_72 = buf_add_69  # reuse
    del buf_add_69
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_25: add_72
    torch.addmm(bias, buf_add_71, weight, alpha=1, beta=1, out=buf_add_72)
    buf_add_74 = buf_add_71  # reuse
    del buf_add_71
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_24, mul_48, add_73, sin_24, mul_49, add_74
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_74, buf_add_72)
    buf_add_75 = buf_add_72  # reuse
    del buf_add_72
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_26: add_75
    torch.addmm(bias, buf_add_74, weight, alpha=1, beta=1, out=buf_add_75)
    buf_add_77 = buf_add_74  # reuse
    del buf_add_74
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_25, mul_50, add_76, sin_25, mul_51, add_77
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_77, buf_add_75)
    buf_add_78 = buf_add_75  # reuse
    del buf_add_75
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_27: add_78
    torch.addmm(bias, buf_add_77, weight, alpha=1, beta=1, out=buf_add_78)
    buf_add_80 = buf_add_77  # reuse
    del buf_add_77
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_26, mul_52, add_79, sin_26, mul_53, add_80
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_80, buf_add_78)
    buf_add_81 = buf_add_78  # reuse
    del buf_add_78
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_28: add_81
    torch.addmm(bias, buf_add_80, weight, alpha=1, beta=1, out=buf_add_81)
    buf_add_83 = buf_add_80  # reuse
    del buf_add_80
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_27, mul_54, add_82, sin_27, mul_55, add_83
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_83, buf_add_81)
    buf_add_84 = buf_add_81  # reuse
    del buf_add_81
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_29: add_84
    torch.addmm(bias, buf_add_83, weight, alpha=1, beta=1, out=buf_add_84)
    buf_add_86 = buf_add_83  # reuse
    del buf_add_83
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_28, mul_56, add_85, sin_28, mul_57, add_86
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_86, buf_add_84)
    buf_add_87 = buf_add_84  # reuse
    del buf_add_84
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_30: add_87
    torch.addmm(bias, buf_add_86, weight, alpha=1, beta=1, out=buf_add_87)
    buf_add_89 = buf_add_86  # reuse
    del buf_add_86
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_29, mul_58, add_88, sin_29, mul_59, add_89
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_89, buf_add_87)
    buf_add_90 = buf_add_87  # reuse
    del buf_add_87
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_31: add_90
    torch.addmm(bias, buf_add_89, weight, alpha=1, beta=1, out=buf_add_90)
    buf_add_92 = buf_add_89  # reuse
    del buf_add_89
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_30, mul_60, add_91, sin_30, mul_61, add_92
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_92, buf_add_90)
    buf_add_93 = buf_add_90  # reuse
    del buf_add_90
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_32: add_93
    torch.addmm(bias, buf_add_92, weight, alpha=1, beta=1, out=buf_add_93)
    buf_add_95 = buf_add_92  # reuse
    del buf_add_92
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_31, mul_62, add_94, sin_31, mul_63, add_95
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_95, buf_add_93)
    buf_add_96 = buf_add_93  # reuse
    del buf_add_93
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_33: add_96
    torch.addmm(bias, buf_add_95, weight, alpha=1, beta=1, out=buf_add_96)
    buf_add_98 = buf_add_95  # reuse
    del buf_add_95
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_32, mul_64, add_97, sin_32, mul_65, add_98
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_98, buf_add_96)
    buf_add_99 = buf_add_96  # reuse
    del buf_add_96
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_34: add_99
    torch.addmm(bias, buf_add_98, weight, alpha=1, beta=1, out=buf_add_99)
    buf_add_101 = buf_add_98  # reuse
    del buf_add_98
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_33, mul_66, add_100, sin_33, mul_67, add_101
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_101, buf_add_99)
    buf_add_102 = buf_add_99  # reuse
    del buf_add_99
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_35: add_102
    torch.addmm(bias, buf_add_101, weight, alpha=1, beta=1, out=buf_add_102)
    buf_add_104 = buf_add_101  # reuse
    del buf_add_101
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_34, mul_68, add_103, sin_34, mul_69, add_104
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_104, buf_add_102)
    buf_add_105 = buf_add_102  # reuse
    del buf_add_102
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_36: add_105
    torch.addmm(bias, buf_add_104, weight, alpha=1, beta=1, out=buf_add_105)
    buf_add_107 = buf_add_104  # reuse
    del buf_add_104
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_35, mul_70, add_106, sin_35, mul_71, add_107
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_107, buf_add_105)
    buf_add_108 = buf_add_105  # reuse
    del buf_add_105
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_37: add_108
    torch.addmm(bias, buf_add_107, weight, alpha=1, beta=1, out=buf_add_108)
    buf_add_110 = buf_add_107  # reuse
    del buf_add_107
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_36, mul_72, add_109, sin_36, mul_73, add_110
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_110, buf_add_108)
    buf_add_111 = buf_add_108  # reuse
    del buf_add_108
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_38: add_111
    torch.addmm(bias, buf_add_110, weight, alpha=1, beta=1, out=buf_add_111)
    buf_add_113 = buf_add_110  # reuse
    del buf_add_110
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_37, mul_74, add_112, sin_37, mul_75, add_113
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_113, buf_add_111)
    buf_add_114 = buf_add_111  # reuse
    del buf_add_111
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_39: add_114
    torch.addmm(bias, buf_add_113, weight, alpha=1, beta=1, out=buf_add_114)
    buf_add_116 = buf_add_113  # reuse
    del buf_add_113
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_38, mul_76, add_115, sin_38, mul_77, add_116
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_116, buf_add_114)
    buf_add_117 = buf_add_114  # reuse
    del buf_add_114
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_40: add_117
    torch.addmm(bias, buf_add_116, weight, alpha=1, beta=1, out=buf_add_117)
    buf_add_119 = buf_add_116  # reuse
    del buf_add_116
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_39, mul_78, add_118, sin_39, mul_79, add_119
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_119, buf_add_117)
    buf_add_120 = buf_add_117  # reuse
    del buf_add_117
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_41: add_120
    torch.addmm(bias, buf_add_119, weight, alpha=1, beta=1, out=buf_add_120)
    buf_add_122 = buf_add_119  # reuse
    del buf_add_119
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_40, mul_80, add_121, sin_40, mul_81, add_122
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_122, buf_add_120)
    buf_add_123 = buf_add_120  # reuse
    del buf_add_120
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_42: add_123
    torch.addmm(bias, buf_add_122, weight, alpha=1, beta=1, out=buf_add_123)
    buf_add_125 = buf_add_122  # reuse
    del buf_add_122
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_41, mul_82, add_124, sin_41, mul_83, add_125
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_125, buf_add_123)
    buf_add_126 = buf_add_123  # reuse
    del buf_add_123
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_43: add_126
    torch.addmm(bias, buf_add_125, weight, alpha=1, beta=1, out=buf_add_126)
    buf_add_128 = buf_add_125  # reuse
    del buf_add_125
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_42, mul_84, add_127, sin_42, mul_85, add_128
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_128, buf_add_126)
    buf_add_129 = buf_add_126  # reuse
    del buf_add_126
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_44: add_129
    torch.addmm(bias, buf_add_128, weight, alpha=1, beta=1, out=buf_add_129)
    buf_add_131 = buf_add_128  # reuse
    del buf_add_128
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_43, mul_86, add_130, sin_43, mul_87, add_131
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_131, buf_add_129)
    buf_add_132 = buf_add_129  # reuse
    del buf_add_129
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_45: add_132
    torch.addmm(bias, buf_add_131, weight, alpha=1, beta=1, out=buf_add_132)
    buf_add_134 = buf_add_131  # reuse
    del buf_add_131
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_44, mul_88, add_133, sin_44, mul_89, add_134
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_134, buf_add_132)
    buf_add_135 = buf_add_132  # reuse
    del buf_add_132
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_46: add_135
    torch.addmm(bias, buf_add_134, weight, alpha=1, beta=1, out=buf_add_135)
    buf_add_137 = buf_add_134  # reuse
    del buf_add_134
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_45, mul_90, add_136, sin_45, mul_91, add_137
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_137, buf_add_135)
    buf_add_138 = buf_add_135  # reuse
    del buf_add_135
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_47: add_138
    torch.addmm(bias, buf_add_137, weight, alpha=1, beta=1, out=buf_add_138)
    buf_add_140 = buf_add_137  # reuse
    del buf_add_137
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_46, mul_92, add_139, sin_46, mul_93, add_140
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_140, buf_add_138)
    buf_add_141 = buf_add_138  # reuse
    del buf_add_138
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_48: add_141
    torch.addmm(bias, buf_add_140, weight, alpha=1, beta=1, out=buf_add_141)
    buf_add_143 = buf_add_140  # reuse
    del buf_add_140
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_47, mul_94, add_142, sin_47, mul_95, add_143
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_143, buf_add_141)
    buf_add_144 = buf_add_141  # reuse
    del buf_add_141
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_49: add_144
    torch.addmm(bias, buf_add_143, weight, alpha=1, beta=1, out=buf_add_144)
    buf_add_146 = buf_add_143  # reuse
    del buf_add_143
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_48, mul_96, add_145, sin_48, mul_97, add_146
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_146, buf_add_144)
    buf_add_147 = buf_add_144  # reuse
    del buf_add_144
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_50: add_147
    torch.addmm(bias, buf_add_146, weight, alpha=1, beta=1, out=buf_add_147)
    buf_add_149 = buf_add_146  # reuse
    del buf_add_146
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_49, mul_98, add_148, sin_49, mul_99, add_149
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_149, buf_add_147)
    buf_add_150 = buf_add_147  # reuse
    del buf_add_147
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_51: add_150
    torch.addmm(bias, buf_add_149, weight, alpha=1, beta=1, out=buf_add_150)
    buf_add_152 = buf_add_149  # reuse
    del buf_add_149
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_50, mul_100, add_151, sin_50, mul_101, add_152
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_152, buf_add_150)
    buf_add_153 = buf_add_150  # reuse
    del buf_add_150
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_52: add_153
    torch.addmm(bias, buf_add_152, weight, alpha=1, beta=1, out=buf_add_153)
    buf_add_155 = buf_add_152  # reuse
    del buf_add_152
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_51, mul_102, add_154, sin_51, mul_103, add_155
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_155, buf_add_153)
    buf_add_156 = buf_add_153  # reuse
    del buf_add_153
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_53: add_156
    torch.addmm(bias, buf_add_155, weight, alpha=1, beta=1, out=buf_add_156)
    buf_add_158 = buf_add_155  # reuse
    del buf_add_155
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_52, mul_104, add_157, sin_52, mul_105, add_158
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_158, buf_add_156)
    buf_add_159 = buf_add_156  # reuse
    del buf_add_156
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_54: add_159
    torch.addmm(bias, buf_add_158, weight, alpha=1, beta=1, out=buf_add_159)
    buf_add_161 = buf_add_158  # reuse
    del buf_add_158
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_53, mul_106, add_160, sin_53, mul_107, add_161
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_161, buf_add_159)
    buf_add_162 = buf_add_159  # reuse
    del buf_add_159
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_55: add_162
    torch.addmm(bias, buf_add_161, weight, alpha=1, beta=1, out=buf_add_162)
    buf_add_164 = buf_add_161  # reuse
    del buf_add_161
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_54, mul_108, add_163, sin_54, mul_109, add_164
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_164, buf_add_162)
    buf_add_165 = buf_add_162  # reuse
    del buf_add_162
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_56: add_165
    torch.addmm(bias, buf_add_164, weight, alpha=1, beta=1, out=buf_add_165)
    buf_add_167 = buf_add_164  # reuse
    del buf_add_164
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_55, mul_110, add_166, sin_55, mul_111, add_167
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_167, buf_add_165)
    buf_add_168 = buf_add_165  # reuse
    del buf_add_165
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_57: add_168
    torch.addmm(bias, buf_add_167, weight, alpha=1, beta=1, out=buf_add_168)
    buf_add_170 = buf_add_167  # reuse
    del buf_add_167
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_56, mul_112, add_169, sin_56, mul_113, add_170
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_170, buf_add_168)
    buf_add_171 = buf_add_168  # reuse
    del buf_add_168
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_58: add_171
    torch.addmm(bias, buf_add_170, weight, alpha=1, beta=1, out=buf_add_171)
    buf_add_173 = buf_add_170  # reuse
    del buf_add_170
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_57, mul_114, add_172, sin_57, mul_115, add_173
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_173, buf_add_171)
    buf_add_174 = buf_add_171  # reuse
    del buf_add_171
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_59: add_174
    torch.addmm(bias, buf_add_173, weight, alpha=1, beta=1, out=buf_add_174)
    buf_add_176 = buf_add_173  # reuse
    del buf_add_173
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_58, mul_116, add_175, sin_58, mul_117, add_176
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_176, buf_add_174)
    buf_add_177 = buf_add_174  # reuse
    del buf_add_174
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_60: add_177
    torch.addmm(bias, buf_add_176, weight, alpha=1, beta=1, out=buf_add_177)
    buf_add_179 = buf_add_176  # reuse
    del buf_add_176
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_59, mul_118, add_178, sin_59, mul_119, add_179
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_179, buf_add_177)
    buf_add_180 = buf_add_177  # reuse
    del buf_add_177
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_61: add_180
    torch.addmm(bias, buf_add_179, weight, alpha=1, beta=1, out=buf_add_180)
    buf_add_182 = buf_add_179  # reuse
    del buf_add_179
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_60, mul_120, add_181, sin_60, mul_121, add_182
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_182, buf_add_180)
    buf_add_183 = buf_add_180  # reuse
    del buf_add_180
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_62: add_183
    torch.addmm(bias, buf_add_182, weight, alpha=1, beta=1, out=buf_add_183)
    buf_add_185 = buf_add_182  # reuse
    del buf_add_182
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_61, mul_122, add_184, sin_61, mul_123, add_185
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_185, buf_add_183)
    buf_add_186 = buf_add_183  # reuse
    del buf_add_183
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_63: add_186
    torch.addmm(bias, buf_add_185, weight, alpha=1, beta=1, out=buf_add_186)
    buf_add_188 = buf_add_185  # reuse
    del buf_add_185
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_62, mul_124, add_187, sin_62, mul_125, add_188
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_188, buf_add_186)
    buf_add_189 = buf_add_186  # reuse
    del buf_add_186
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_64: add_189
    torch.addmm(bias, buf_add_188, weight, alpha=1, beta=1, out=buf_add_189)
    buf_add_191 = buf_add_188  # reuse
    del buf_add_188
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_63, mul_126, add_190, sin_63, mul_127, add_191
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_191, buf_add_189)
    buf_add_192 = buf_add_189  # reuse
    del buf_add_189
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_65: add_192
    torch.addmm(bias, buf_add_191, weight, alpha=1, beta=1, out=buf_add_192)
    buf_add_194 = buf_add_191  # reuse
    del buf_add_191
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_64, mul_128, add_193, sin_64, mul_129, add_194
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_194, buf_add_192)
    buf_add_195 = buf_add_192  # reuse
    del buf_add_192
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_66: add_195
    torch.addmm(bias, buf_add_194, weight, alpha=1, beta=1, out=buf_add_195)
    buf_add_197 = buf_add_194  # reuse
    del buf_add_194
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_65, mul_130, add_196, sin_65, mul_131, add_197
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_197, buf_add_195)
    buf_add_198 = buf_add_195  # reuse
    del buf_add_195
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_67: add_198
    torch.addmm(bias, buf_add_197, weight, alpha=1, beta=1, out=buf_add_198)
    buf_add_200 = buf_add_197  # reuse
    del buf_add_197
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_66, mul_132, add_199, sin_66, mul_133, add_200
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_200, buf_add_198)
    buf_add_201 = buf_add_198  # reuse
    del buf_add_198
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_68: add_201
    torch.addmm(bias, buf_add_200, weight, alpha=1, beta=1, out=buf_add_201)
    buf_add_203 = buf_add_200  # reuse
    del buf_add_200
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_67, mul_134, add_202, sin_67, mul_135, add_203
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_203, buf_add_201)
    buf_add_204 = buf_add_201  # reuse
    del buf_add_201
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_69: add_204
    torch.addmm(bias, buf_add_203, weight, alpha=1, beta=1, out=buf_add_204)
    buf_add_206 = buf_add_203  # reuse
    del buf_add_203
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_68, mul_136, add_205, sin_68, mul_137, add_206
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_206, buf_add_204)
    buf_add_207 = buf_add_204  # reuse
    del buf_add_204
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_70: add_207
    torch.addmm(bias, buf_add_206, weight, alpha=1, beta=1, out=buf_add_207)
    buf_add_209 = buf_add_206  # reuse
    del buf_add_206
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_69, mul_138, add_208, sin_69, mul_139, add_209
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_209, buf_add_207)
    buf_add_210 = buf_add_207  # reuse
    del buf_add_207
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_71: add_210
    torch.addmm(bias, buf_add_209, weight, alpha=1, beta=1, out=buf_add_210)
    buf_add_212 = buf_add_209  # reuse
    del buf_add_209
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_70, mul_140, add_211, sin_70, mul_141, add_212
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_212, buf_add_210)
    buf_add_213 = buf_add_210  # reuse
    del buf_add_210
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_72: add_213
    torch.addmm(bias, buf_add_212, weight, alpha=1, beta=1, out=buf_add_213)
    buf_add_215 = buf_add_212  # reuse
    del buf_add_212
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_71, mul_142, add_214, sin_71, mul_143, add_215
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_215, buf_add_213)
    buf_add_216 = buf_add_213  # reuse
    del buf_add_213
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_73: add_216
    torch.addmm(bias, buf_add_215, weight, alpha=1, beta=1, out=buf_add_216)
    buf_add_218 = buf_add_215  # reuse
    del buf_add_215
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_72, mul_144, add_217, sin_72, mul_145, add_218
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_218, buf_add_216)
    buf_add_219 = buf_add_216  # reuse
    del buf_add_216
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_74: add_219
    torch.addmm(bias, buf_add_218, weight, alpha=1, beta=1, out=buf_add_219)
    buf_add_221 = buf_add_218  # reuse
    del buf_add_218
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_73, mul_146, add_220, sin_73, mul_147, add_221
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_221, buf_add_219)
    buf_add_222 = buf_add_219  # reuse
    del buf_add_219
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_75: add_222
    torch.addmm(bias, buf_add_221, weight, alpha=1, beta=1, out=buf_add_222)
    buf_add_224 = buf_add_221  # reuse
    del buf_add_221
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_74, mul_148, add_223, sin_74, mul_149, add_224
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_224, buf_add_222)
    buf_add_225 = buf_add_222  # reuse
    del buf_add_222
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_76: add_225
    torch.addmm(bias, buf_add_224, weight, alpha=1, beta=1, out=buf_add_225)
    buf_add_227 = buf_add_224  # reuse
    del buf_add_224
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_75, mul_150, add_226, sin_75, mul_151, add_227
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_227, buf_add_225)
    buf_add_228 = buf_add_225  # reuse
    del buf_add_225
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_77: add_228
    torch.addmm(bias, buf_add_227, weight, alpha=1, beta=1, out=buf_add_228)
    buf_add_230 = buf_add_227  # reuse
    del buf_add_227
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_76, mul_152, add_229, sin_76, mul_153, add_230
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_230, buf_add_228)
    buf_add_231 = buf_add_228  # reuse
    del buf_add_228
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_78: add_231
    torch.addmm(bias, buf_add_230, weight, alpha=1, beta=1, out=buf_add_231)
    buf_add_233 = buf_add_230  # reuse
    del buf_add_230
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_77, mul_154, add_232, sin_77, mul_155, add_233
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_233, buf_add_231)
    buf_add_234 = buf_add_231  # reuse
    del buf_add_231
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_79: add_234
    torch.addmm(bias, buf_add_233, weight, alpha=1, beta=1, out=buf_add_234)
    buf_add_236 = buf_add_233  # reuse
    del buf_add_233
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_78, mul_156, add_235, sin_78, mul_157, add_236
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_236, buf_add_234)
    buf_add_237 = buf_add_234  # reuse
    del buf_add_234
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_80: add_237
    torch.addmm(bias, buf_add_236, weight, alpha=1, beta=1, out=buf_add_237)
    buf_add_239 = buf_add_236  # reuse
    del buf_add_236
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_79, mul_158, add_238, sin_79, mul_159, add_239
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_239, buf_add_237)
    buf_add_240 = buf_add_237  # reuse
    del buf_add_237
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_81: add_240
    torch.addmm(bias, buf_add_239, weight, alpha=1, beta=1, out=buf_add_240)
    buf_add_242 = buf_add_239  # reuse
    del buf_add_239
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_80, mul_160, add_241, sin_80, mul_161, add_242
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_242, buf_add_240)
    buf_add_243 = buf_add_240  # reuse
    del buf_add_240
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_82: add_243
    torch.addmm(bias, buf_add_242, weight, alpha=1, beta=1, out=buf_add_243)
    buf_add_245 = buf_add_242  # reuse
    del buf_add_242
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_81, mul_162, add_244, sin_81, mul_163, add_245
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_245, buf_add_243)
    buf_add_246 = buf_add_243  # reuse
    del buf_add_243
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_83: add_246
    torch.addmm(bias, buf_add_245, weight, alpha=1, beta=1, out=buf_add_246)
    buf_add_248 = buf_add_245  # reuse
    del buf_add_245
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_82, mul_164, add_247, sin_82, mul_165, add_248
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_248, buf_add_246)
    buf_add_249 = buf_add_246  # reuse
    del buf_add_246
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_84: add_249
    torch.addmm(bias, buf_add_248, weight, alpha=1, beta=1, out=buf_add_249)
    buf_add_251 = buf_add_248  # reuse
    del buf_add_248
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_83, mul_166, add_250, sin_83, mul_167, add_251
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_251, buf_add_249)
    buf_add_252 = buf_add_249  # reuse
    del buf_add_249
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_85: add_252
    torch.addmm(bias, buf_add_251, weight, alpha=1, beta=1, out=buf_add_252)
    buf_add_254 = buf_add_251  # reuse
    del buf_add_251
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_84, mul_168, add_253, sin_84, mul_169, add_254
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_254, buf_add_252)
    buf_add_255 = buf_add_252  # reuse
    del buf_add_252
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_86: add_255
    torch.addmm(bias, buf_add_254, weight, alpha=1, beta=1, out=buf_add_255)
    buf_add_257 = buf_add_254  # reuse
    del buf_add_254
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_85, mul_170, add_256, sin_85, mul_171, add_257
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_257, buf_add_255)
    buf_add_258 = buf_add_255  # reuse
    del buf_add_255
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_87: add_258
    torch.addmm(bias, buf_add_257, weight, alpha=1, beta=1, out=buf_add_258)
    buf_add_260 = buf_add_257  # reuse
    del buf_add_257
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_86, mul_172, add_259, sin_86, mul_173, add_260
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_260, buf_add_258)
    buf_add_261 = buf_add_258  # reuse
    del buf_add_258
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_88: add_261
    torch.addmm(bias, buf_add_260, weight, alpha=1, beta=1, out=buf_add_261)
    buf_add_263 = buf_add_260  # reuse
    del buf_add_260
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_87, mul_174, add_262, sin_87, mul_175, add_263
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_263, buf_add_261)
    buf_add_264 = buf_add_261  # reuse
    del buf_add_261
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_89: add_264
    torch.addmm(bias, buf_add_263, weight, alpha=1, beta=1, out=buf_add_264)
    buf_add_266 = buf_add_263  # reuse
    del buf_add_263
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_88, mul_176, add_265, sin_88, mul_177, add_266
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_266, buf_add_264)
    buf_add_267 = buf_add_264  # reuse
    del buf_add_264
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_90: add_267
    torch.addmm(bias, buf_add_266, weight, alpha=1, beta=1, out=buf_add_267)
    buf_add_269 = buf_add_266  # reuse
    del buf_add_266
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_89, mul_178, add_268, sin_89, mul_179, add_269
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_269, buf_add_267)
    buf_add_270 = buf_add_267  # reuse
    del buf_add_267
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_91: add_270
    torch.addmm(bias, buf_add_269, weight, alpha=1, beta=1, out=buf_add_270)
    buf_add_272 = buf_add_269  # reuse
    del buf_add_269
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_90, mul_180, add_271, sin_90, mul_181, add_272
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_272, buf_add_270)
    buf_add_273 = buf_add_270  # reuse
    del buf_add_270
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_92: add_273
    torch.addmm(bias, buf_add_272, weight, alpha=1, beta=1, out=buf_add_273)
    buf_add_275 = buf_add_272  # reuse
    del buf_add_272
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_91, mul_182, add_274, sin_91, mul_183, add_275
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_275, buf_add_273)
    buf_add_276 = buf_add_273  # reuse
    del buf_add_273
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_93: add_276
    torch.addmm(bias, buf_add_275, weight, alpha=1, beta=1, out=buf_add_276)
    buf_add_278 = buf_add_275  # reuse
    del buf_add_275
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_92, mul_184, add_277, sin_92, mul_185, add_278
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_278, buf_add_276)
    buf_add_279 = buf_add_276  # reuse
    del buf_add_276
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_94: add_279
    torch.addmm(bias, buf_add_278, weight, alpha=1, beta=1, out=buf_add_279)
    buf_add_281 = buf_add_278  # reuse
    del buf_add_278
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_93, mul_186, add_280, sin_93, mul_187, add_281
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_281, buf_add_279)
    buf_add_282 = buf_add_279  # reuse
    del buf_add_279
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_95: add_282
    torch.addmm(bias, buf_add_281, weight, alpha=1, beta=1, out=buf_add_282)
    buf_add_284 = buf_add_281  # reuse
    del buf_add_281
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_94, mul_188, add_283, sin_94, mul_189, add_284
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_284, buf_add_282)
    buf_add_285 = buf_add_282  # reuse
    del buf_add_282
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_96: add_285
    torch.addmm(bias, buf_add_284, weight, alpha=1, beta=1, out=buf_add_285)
    buf_add_287 = buf_add_284  # reuse
    del buf_add_284
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_95, mul_190, add_286, sin_95, mul_191, add_287
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_287, buf_add_285)
    buf_add_288 = buf_add_285  # reuse
    del buf_add_285
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_97: add_288
    torch.addmm(bias, buf_add_287, weight, alpha=1, beta=1, out=buf_add_288)
    buf_add_290 = buf_add_287  # reuse
    del buf_add_287
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_96, mul_192, add_289, sin_96, mul_193, add_290
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_290, buf_add_288)
    buf_add_291 = buf_add_288  # reuse
    del buf_add_288
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_98: add_291
    torch.addmm(bias, buf_add_290, weight, alpha=1, beta=1, out=buf_add_291)
    buf_add_293 = buf_add_290  # reuse
    del buf_add_290
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_97, mul_194, add_292, sin_97, mul_195, add_293
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_293, buf_add_291)
    buf_add_294 = buf_add_291  # reuse
    del buf_add_291
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_99: add_294
    torch.addmm(bias, buf_add_293, weight, alpha=1, beta=1, out=buf_add_294)
    buf_add_296 = buf_add_293  # reuse
    del buf_add_293
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_98, mul_196, add_295, sin_98, mul_197, add_296
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_296, buf_add_294)
    buf_add_297 = buf_add_294  # reuse
    del buf_add_294
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_100: add_297
    torch.addmm(bias, buf_add_296, weight, alpha=1, beta=1, out=buf_add_297)
    buf_add_299 = buf_add_296  # reuse
    del buf_add_296
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_99, mul_198, add_298, sin_99, mul_199, add_299
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_299, buf_add_297)
    buf_add_300 = buf_add_297  # reuse
    del buf_add_297
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_101: add_300
    torch.addmm(bias, buf_add_299, weight, alpha=1, beta=1, out=buf_add_300)
    buf_add_302 = buf_add_299  # reuse
    del buf_add_299
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_100, mul_200, add_301, sin_100, mul_201, add_302
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_302, buf_add_300)
    buf_add_303 = buf_add_300  # reuse
    del buf_add_300
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_102: add_303
    torch.addmm(bias, buf_add_302, weight, alpha=1, beta=1, out=buf_add_303)
    buf_add_305 = buf_add_302  # reuse
    del buf_add_302
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_101, mul_202, add_304, sin_101, mul_203, add_305
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_305, buf_add_303)
    buf_add_306 = buf_add_303  # reuse
    del buf_add_303
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_103: add_306
    torch.addmm(bias, buf_add_305, weight, alpha=1, beta=1, out=buf_add_306)
    buf_add_308 = buf_add_305  # reuse
    del buf_add_305
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_102, mul_204, add_307, sin_102, mul_205, add_308
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_308, buf_add_306)
    buf_add_309 = buf_add_306  # reuse
    del buf_add_306
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_104: add_309
    torch.addmm(bias, buf_add_308, weight, alpha=1, beta=1, out=buf_add_309)
    buf_add_311 = buf_add_308  # reuse
    del buf_add_308
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_103, mul_206, add_310, sin_103, mul_207, add_311
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_311, buf_add_309)
    buf_add_312 = buf_add_309  # reuse
    del buf_add_309
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_105: add_312
    torch.addmm(bias, buf_add_311, weight, alpha=1, beta=1, out=buf_add_312)
    buf_add_314 = buf_add_311  # reuse
    del buf_add_311
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_104, mul_208, add_313, sin_104, mul_209, add_314
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_314, buf_add_312)
    buf_add_315 = buf_add_312  # reuse
    del buf_add_312
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_106: add_315
    torch.addmm(bias, buf_add_314, weight, alpha=1, beta=1, out=buf_add_315)
    buf_add_317 = buf_add_314  # reuse
    del buf_add_314
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_105, mul_210, add_316, sin_105, mul_211, add_317
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_317, buf_add_315)
    buf_add_318 = buf_add_315  # reuse
    del buf_add_315
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_107: add_318
    torch.addmm(bias, buf_add_317, weight, alpha=1, beta=1, out=buf_add_318)
    buf_add_320 = buf_add_317  # reuse
    del buf_add_317
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_106, mul_212, add_319, sin_106, mul_213, add_320
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_320, buf_add_318)
    buf_add_321 = buf_add_318  # reuse
    del buf_add_318
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_108: add_321
    torch.addmm(bias, buf_add_320, weight, alpha=1, beta=1, out=buf_add_321)
    buf_add_323 = buf_add_320  # reuse
    del buf_add_320
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_107, mul_214, add_322, sin_107, mul_215, add_323
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_323, buf_add_321)
    buf_add_324 = buf_add_321  # reuse
    del buf_add_321
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_109: add_324
    torch.addmm(bias, buf_add_323, weight, alpha=1, beta=1, out=buf_add_324)
    buf_add_326 = buf_add_323  # reuse
    del buf_add_323
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_108, mul_216, add_325, sin_108, mul_217, add_326
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_326, buf_add_324)
    buf_add_327 = buf_add_324  # reuse
    del buf_add_324
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_110: add_327
    torch.addmm(bias, buf_add_326, weight, alpha=1, beta=1, out=buf_add_327)
    buf_add_329 = buf_add_326  # reuse
    del buf_add_326
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_109, mul_218, add_328, sin_109, mul_219, add_329
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_329, buf_add_327)
    buf_add_330 = buf_add_327  # reuse
    del buf_add_327
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_111: add_330
    torch.addmm(bias, buf_add_329, weight, alpha=1, beta=1, out=buf_add_330)
    buf_add_332 = buf_add_329  # reuse
    del buf_add_329
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_110, mul_220, add_331, sin_110, mul_221, add_332
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_332, buf_add_330)
    buf_add_333 = buf_add_330  # reuse
    del buf_add_330
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_112: add_333
    torch.addmm(bias, buf_add_332, weight, alpha=1, beta=1, out=buf_add_333)
    buf_add_335 = buf_add_332  # reuse
    del buf_add_332
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_111, mul_222, add_334, sin_111, mul_223, add_335
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_335, buf_add_333)
    buf_add_336 = buf_add_333  # reuse
    del buf_add_333
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_113: add_336
    torch.addmm(bias, buf_add_335, weight, alpha=1, beta=1, out=buf_add_336)
    buf_add_338 = buf_add_335  # reuse
    del buf_add_335
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_112, mul_224, add_337, sin_112, mul_225, add_338
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_338, buf_add_336)
    buf_add_339 = buf_add_336  # reuse
    del buf_add_336
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_114: add_339
    torch.addmm(bias, buf_add_338, weight, alpha=1, beta=1, out=buf_add_339)
    buf_add_341 = buf_add_338  # reuse
    del buf_add_338
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_113, mul_226, add_340, sin_113, mul_227, add_341
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_341, buf_add_339)
    buf_add_342 = buf_add_339  # reuse
    del buf_add_339
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_115: add_342
    torch.addmm(bias, buf_add_341, weight, alpha=1, beta=1, out=buf_add_342)
    buf_add_344 = buf_add_341  # reuse
    del buf_add_341
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_114, mul_228, add_343, sin_114, mul_229, add_344
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_344, buf_add_342)
    buf_add_345 = buf_add_342  # reuse
    del buf_add_342
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_116: add_345
    torch.addmm(bias, buf_add_344, weight, alpha=1, beta=1, out=buf_add_345)
    buf_add_347 = buf_add_344  # reuse
    del buf_add_344
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_115, mul_230, add_346, sin_115, mul_231, add_347
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_347, buf_add_345)
    buf_add_348 = buf_add_345  # reuse
    del buf_add_345
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_117: add_348
    torch.addmm(bias, buf_add_347, weight, alpha=1, beta=1, out=buf_add_348)
    buf_add_350 = buf_add_347  # reuse
    del buf_add_347
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_116, mul_232, add_349, sin_116, mul_233, add_350
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_350, buf_add_348)
    buf_add_351 = buf_add_348  # reuse
    del buf_add_348
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_118: add_351
    torch.addmm(bias, buf_add_350, weight, alpha=1, beta=1, out=buf_add_351)
    buf_add_353 = buf_add_350  # reuse
    del buf_add_350
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_117, mul_234, add_352, sin_117, mul_235, add_353
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_353, buf_add_351)
    buf_add_354 = buf_add_351  # reuse
    del buf_add_351
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_119: add_354
    torch.addmm(bias, buf_add_353, weight, alpha=1, beta=1, out=buf_add_354)
    buf_add_356 = buf_add_353  # reuse
    del buf_add_353
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_118, mul_236, add_355, sin_118, mul_237, add_356
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_356, buf_add_354)
    buf_add_357 = buf_add_354  # reuse
    del buf_add_354
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_120: add_357
    torch.addmm(bias, buf_add_356, weight, alpha=1, beta=1, out=buf_add_357)
    buf_add_359 = buf_add_356  # reuse
    del buf_add_356
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_119, mul_238, add_358, sin_119, mul_239, add_359
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_359, buf_add_357)
    buf_add_360 = buf_add_357  # reuse
    del buf_add_357
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_121: add_360
    torch.addmm(bias, buf_add_359, weight, alpha=1, beta=1, out=buf_add_360)
    buf_add_362 = buf_add_359  # reuse
    del buf_add_359
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_120, mul_240, add_361, sin_120, mul_241, add_362
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_362, buf_add_360)
    buf_add_363 = buf_add_360  # reuse
    del buf_add_360
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_122: add_363
    torch.addmm(bias, buf_add_362, weight, alpha=1, beta=1, out=buf_add_363)
    buf_add_365 = buf_add_362  # reuse
    del buf_add_362
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_121, mul_242, add_364, sin_121, mul_243, add_365
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_365, buf_add_363)
    buf_add_366 = buf_add_363  # reuse
    del buf_add_363
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_123: add_366
    torch.addmm(bias, buf_add_365, weight, alpha=1, beta=1, out=buf_add_366)
    buf_add_368 = buf_add_365  # reuse
    del buf_add_365
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_122, mul_244, add_367, sin_122, mul_245, add_368
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_368, buf_add_366)
    buf_add_369 = buf_add_366  # reuse
    del buf_add_366
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_124: add_369
    torch.addmm(bias, buf_add_368, weight, alpha=1, beta=1, out=buf_add_369)
    buf_add_371 = buf_add_368  # reuse
    del buf_add_368
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_123, mul_246, add_370, sin_123, mul_247, add_371
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_371, buf_add_369)
    buf_add_372 = buf_add_369  # reuse
    del buf_add_369
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_125: add_372
    torch.addmm(bias, buf_add_371, weight, alpha=1, beta=1, out=buf_add_372)
    buf_add_374 = buf_add_371  # reuse
    del buf_add_371
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_124, mul_248, add_373, sin_124, mul_249, add_374
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_374, buf_add_372)
    buf_add_375 = buf_add_372  # reuse
    del buf_add_372
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_126: add_375
    torch.addmm(bias, buf_add_374, weight, alpha=1, beta=1, out=buf_add_375)
    buf_add_377 = buf_add_374  # reuse
    del buf_add_374
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_125, mul_250, add_376, sin_125, mul_251, add_377
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_377, buf_add_375)
    buf_add_378 = buf_add_375  # reuse
    del buf_add_375
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_127: add_378
    torch.addmm(bias, buf_add_377, weight, alpha=1, beta=1, out=buf_add_378)
    buf_add_380 = buf_add_377  # reuse
    del buf_add_377
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_126, mul_252, add_379, sin_126, mul_253, add_380
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_380, buf_add_378)
    buf_add_381 = buf_add_378  # reuse
    del buf_add_378
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_128: add_381
    torch.addmm(bias, buf_add_380, weight, alpha=1, beta=1, out=buf_add_381)
    buf_add_383 = buf_add_380  # reuse
    del buf_add_380
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_127, mul_254, add_382, sin_127, mul_255, add_383
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_383, buf_add_381)
    buf_add_384 = buf_add_381  # reuse
    del buf_add_381
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_129: add_384
    torch.addmm(bias, buf_add_383, weight, alpha=1, beta=1, out=buf_add_384)
    buf_add_386 = buf_add_383  # reuse
    del buf_add_383
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_128, mul_256, add_385, sin_128, mul_257, add_386
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_386, buf_add_384)
    buf_add_387 = buf_add_384  # reuse
    del buf_add_384
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_130: add_387
    torch.addmm(bias, buf_add_386, weight, alpha=1, beta=1, out=buf_add_387)
    buf_add_389 = buf_add_386  # reuse
    del buf_add_386
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_129, mul_258, add_388, sin_129, mul_259, add_389
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_389, buf_add_387)
    buf_add_390 = buf_add_387  # reuse
    del buf_add_387
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_131: add_390
    torch.addmm(bias, buf_add_389, weight, alpha=1, beta=1, out=buf_add_390)
    buf_add_392 = buf_add_389  # reuse
    del buf_add_389
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_130, mul_260, add_391, sin_130, mul_261, add_392
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_392, buf_add_390)
    buf_add_393 = buf_add_390  # reuse
    del buf_add_390
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_132: add_393
    torch.addmm(bias, buf_add_392, weight, alpha=1, beta=1, out=buf_add_393)
    buf_add_395 = buf_add_392  # reuse
    del buf_add_392
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_131, mul_262, add_394, sin_131, mul_263, add_395
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_395, buf_add_393)
    buf_add_396 = buf_add_393  # reuse
    del buf_add_393
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_133: add_396
    torch.addmm(bias, buf_add_395, weight, alpha=1, beta=1, out=buf_add_396)
    buf_add_398 = buf_add_395  # reuse
    del buf_add_395
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_132, mul_264, add_397, sin_132, mul_265, add_398
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_398, buf_add_396)
    buf_add_399 = buf_add_396  # reuse
    del buf_add_396
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_134: add_399
    torch.addmm(bias, buf_add_398, weight, alpha=1, beta=1, out=buf_add_399)
    buf_add_401 = buf_add_398  # reuse
    del buf_add_398
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_133, mul_266, add_400, sin_133, mul_267, add_401
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_401, buf_add_399)
    buf_add_402 = buf_add_399  # reuse
    del buf_add_399
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_135: add_402
    torch.addmm(bias, buf_add_401, weight, alpha=1, beta=1, out=buf_add_402)
    buf_add_404 = buf_add_401  # reuse
    del buf_add_401
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_134, mul_268, add_403, sin_134, mul_269, add_404
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_404, buf_add_402)
    buf_add_405 = buf_add_402  # reuse
    del buf_add_402
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_136: add_405
    torch.addmm(bias, buf_add_404, weight, alpha=1, beta=1, out=buf_add_405)
    buf_add_407 = buf_add_404  # reuse
    del buf_add_404
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_135, mul_270, add_406, sin_135, mul_271, add_407
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_407, buf_add_405)
    buf_add_408 = buf_add_405  # reuse
    del buf_add_405
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_137: add_408
    torch.addmm(bias, buf_add_407, weight, alpha=1, beta=1, out=buf_add_408)
    buf_add_410 = buf_add_407  # reuse
    del buf_add_407
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_136, mul_272, add_409, sin_136, mul_273, add_410
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_410, buf_add_408)
    buf_add_411 = buf_add_408  # reuse
    del buf_add_408
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_138: add_411
    torch.addmm(bias, buf_add_410, weight, alpha=1, beta=1, out=buf_add_411)
    buf_add_413 = buf_add_410  # reuse
    del buf_add_410
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_137, mul_274, add_412, sin_137, mul_275, add_413
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_413, buf_add_411)
    buf_add_414 = buf_add_411  # reuse
    del buf_add_411
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_139: add_414
    torch.addmm(bias, buf_add_413, weight, alpha=1, beta=1, out=buf_add_414)
    buf_add_416 = buf_add_413  # reuse
    del buf_add_413
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_138, mul_276, add_415, sin_138, mul_277, add_416
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_416, buf_add_414)
    buf_add_417 = buf_add_414  # reuse
    del buf_add_414
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_140: add_417
    torch.addmm(bias, buf_add_416, weight, alpha=1, beta=1, out=buf_add_417)
    buf_add_419 = buf_add_416  # reuse
    del buf_add_416
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_139, mul_278, add_418, sin_139, mul_279, add_419
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_419, buf_add_417)
    buf_add_420 = buf_add_417  # reuse
    del buf_add_417
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_141: add_420
    torch.addmm(bias, buf_add_419, weight, alpha=1, beta=1, out=buf_add_420)
    buf_add_422 = buf_add_419  # reuse
    del buf_add_419
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_140, mul_280, add_421, sin_140, mul_281, add_422
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_422, buf_add_420)
    buf_add_423 = buf_add_420  # reuse
    del buf_add_420
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_142: add_423
    torch.addmm(bias, buf_add_422, weight, alpha=1, beta=1, out=buf_add_423)
    buf_add_425 = buf_add_422  # reuse
    del buf_add_422
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_141, mul_282, add_424, sin_141, mul_283, add_425
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_425, buf_add_423)
    buf_add_426 = buf_add_423  # reuse
    del buf_add_423
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_143: add_426
    torch.addmm(bias, buf_add_425, weight, alpha=1, beta=1, out=buf_add_426)
    buf_add_428 = buf_add_425  # reuse
    del buf_add_425
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_142, mul_284, add_427, sin_142, mul_285, add_428
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_428, buf_add_426)
    buf_add_429 = buf_add_426  # reuse
    del buf_add_426
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_144: add_429
    torch.addmm(bias, buf_add_428, weight, alpha=1, beta=1, out=buf_add_429)
    buf_add_431 = buf_add_428  # reuse
    del buf_add_428
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_143, mul_286, add_430, sin_143, mul_287, add_431
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_431, buf_add_429)
    buf_add_432 = buf_add_429  # reuse
    del buf_add_429
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_145: add_432
    torch.addmm(bias, buf_add_431, weight, alpha=1, beta=1, out=buf_add_432)
    buf_add_434 = buf_add_431  # reuse
    del buf_add_431
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_144, mul_288, add_433, sin_144, mul_289, add_434
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_434, buf_add_432)
    buf_add_435 = buf_add_432  # reuse
    del buf_add_432
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_146: add_435
    torch.addmm(bias, buf_add_434, weight, alpha=1, beta=1, out=buf_add_435)
    buf_add_437 = buf_add_434  # reuse
    del buf_add_434
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_145, mul_290, add_436, sin_145, mul_291, add_437
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_437, buf_add_435)
    buf_add_438 = buf_add_435  # reuse
    del buf_add_435
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_147: add_438
    torch.addmm(bias, buf_add_437, weight, alpha=1, beta=1, out=buf_add_438)
    buf_add_440 = buf_add_437  # reuse
    del buf_add_437
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_146, mul_292, add_439, sin_146, mul_293, add_440
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_440, buf_add_438)
    buf_add_441 = buf_add_438  # reuse
    del buf_add_438
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_148: add_441
    torch.addmm(bias, buf_add_440, weight, alpha=1, beta=1, out=buf_add_441)
    buf_add_443 = buf_add_440  # reuse
    del buf_add_440
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_147, mul_294, add_442, sin_147, mul_295, add_443
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_443, buf_add_441)
    buf_add_444 = buf_add_441  # reuse
    del buf_add_441
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_149: add_444
    torch.addmm(bias, buf_add_443, weight, alpha=1, beta=1, out=buf_add_444)
    buf_add_446 = buf_add_443  # reuse
    del buf_add_443
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_148, mul_296, add_445, sin_148, mul_297, add_446
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_446, buf_add_444)
    buf_add_447 = buf_add_444  # reuse
    del buf_add_444
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_150: add_447
    torch.addmm(bias, buf_add_446, weight, alpha=1, beta=1, out=buf_add_447)
    buf_add_449 = buf_add_446  # reuse
    del buf_add_446
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_149, mul_298, add_448, sin_149, mul_299, add_449
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_449, buf_add_447)
    buf_add_450 = buf_add_447  # reuse
    del buf_add_447
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_151: add_450
    torch.addmm(bias, buf_add_449, weight, alpha=1, beta=1, out=buf_add_450)
    buf_add_452 = buf_add_449  # reuse
    del buf_add_449
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_150, mul_300, add_451, sin_150, mul_301, add_452
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_452, buf_add_450)
    buf_add_453 = buf_add_450  # reuse
    del buf_add_450
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_152: add_453
    torch.addmm(bias, buf_add_452, weight, alpha=1, beta=1, out=buf_add_453)
    buf_add_455 = buf_add_452  # reuse
    del buf_add_452
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_151, mul_302, add_454, sin_151, mul_303, add_455
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_455, buf_add_453)
    buf_add_456 = buf_add_453  # reuse
    del buf_add_453
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_153: add_456
    torch.addmm(bias, buf_add_455, weight, alpha=1, beta=1, out=buf_add_456)
    buf_add_458 = buf_add_455  # reuse
    del buf_add_455
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_152, mul_304, add_457, sin_152, mul_305, add_458
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_458, buf_add_456)
    buf_add_459 = buf_add_456  # reuse
    del buf_add_456
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_154: add_459
    torch.addmm(bias, buf_add_458, weight, alpha=1, beta=1, out=buf_add_459)
    buf_add_461 = buf_add_458  # reuse
    del buf_add_458
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_153, mul_306, add_460, sin_153, mul_307, add_461
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_461, buf_add_459)
    buf_add_462 = buf_add_459  # reuse
    del buf_add_459
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_155: add_462
    torch.addmm(bias, buf_add_461, weight, alpha=1, beta=1, out=buf_add_462)
    buf_add_464 = buf_add_461  # reuse
    del buf_add_461
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_154, mul_308, add_463, sin_154, mul_309, add_464
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_464, buf_add_462)
    buf_add_465 = buf_add_462  # reuse
    del buf_add_462
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_156: add_465
    torch.addmm(bias, buf_add_464, weight, alpha=1, beta=1, out=buf_add_465)
    buf_add_467 = buf_add_464  # reuse
    del buf_add_464
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_155, mul_310, add_466, sin_155, mul_311, add_467
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_467, buf_add_465)
    buf_add_468 = buf_add_465  # reuse
    del buf_add_465
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_157: add_468
    torch.addmm(bias, buf_add_467, weight, alpha=1, beta=1, out=buf_add_468)
    buf_add_470 = buf_add_467  # reuse
    del buf_add_467
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_156, mul_312, add_469, sin_156, mul_313, add_470
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_470, buf_add_468)
    buf_add_471 = buf_add_468  # reuse
    del buf_add_468
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_158: add_471
    torch.addmm(bias, buf_add_470, weight, alpha=1, beta=1, out=buf_add_471)
    buf_add_473 = buf_add_470  # reuse
    del buf_add_470
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_157, mul_314, add_472, sin_157, mul_315, add_473
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_473, buf_add_471)
    buf_add_474 = buf_add_471  # reuse
    del buf_add_471
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_159: add_474
    torch.addmm(bias, buf_add_473, weight, alpha=1, beta=1, out=buf_add_474)
    buf_add_476 = buf_add_473  # reuse
    del buf_add_473
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_158, mul_316, add_475, sin_158, mul_317, add_476
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_476, buf_add_474)
    buf_add_477 = buf_add_474  # reuse
    del buf_add_474
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_160: add_477
    torch.addmm(bias, buf_add_476, weight, alpha=1, beta=1, out=buf_add_477)
    buf_add_479 = buf_add_476  # reuse
    del buf_add_476
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_159, mul_318, add_478, sin_159, mul_319, add_479
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_479, buf_add_477)
    buf_add_480 = buf_add_477  # reuse
    del buf_add_477
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_161: add_480
    torch.addmm(bias, buf_add_479, weight, alpha=1, beta=1, out=buf_add_480)
    buf_add_482 = buf_add_479  # reuse
    del buf_add_479
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_160, mul_320, add_481, sin_160, mul_321, add_482
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_482, buf_add_480)
    buf_add_483 = buf_add_480  # reuse
    del buf_add_480
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_162: add_483
    torch.addmm(bias, buf_add_482, weight, alpha=1, beta=1, out=buf_add_483)
    buf_add_485 = buf_add_482  # reuse
    del buf_add_482
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_161, mul_322, add_484, sin_161, mul_323, add_485
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_485, buf_add_483)
    buf_add_486 = buf_add_483  # reuse
    del buf_add_483
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_163: add_486
    torch.addmm(bias, buf_add_485, weight, alpha=1, beta=1, out=buf_add_486)
    buf_add_488 = buf_add_485  # reuse
    del buf_add_485
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_162, mul_324, add_487, sin_162, mul_325, add_488
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_488, buf_add_486)
    buf_add_489 = buf_add_486  # reuse
    del buf_add_486
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_164: add_489
    torch.addmm(bias, buf_add_488, weight, alpha=1, beta=1, out=buf_add_489)
    buf_add_491 = buf_add_488  # reuse
    del buf_add_488
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_163, mul_326, add_490, sin_163, mul_327, add_491
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_491, buf_add_489)
    buf_add_492 = buf_add_489  # reuse
    del buf_add_489
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_165: add_492
    torch.addmm(bias, buf_add_491, weight, alpha=1, beta=1, out=buf_add_492)
    buf_add_494 = buf_add_491  # reuse
    del buf_add_491
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_164, mul_328, add_493, sin_164, mul_329, add_494
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_494, buf_add_492)
    buf_add_495 = buf_add_492  # reuse
    del buf_add_492
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_166: add_495
    torch.addmm(bias, buf_add_494, weight, alpha=1, beta=1, out=buf_add_495)
    buf_add_497 = buf_add_494  # reuse
    del buf_add_494
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_165, mul_330, add_496, sin_165, mul_331, add_497
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_497, buf_add_495)
    buf_add_498 = buf_add_495  # reuse
    del buf_add_495
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_167: add_498
    torch.addmm(bias, buf_add_497, weight, alpha=1, beta=1, out=buf_add_498)
    buf_add_500 = buf_add_497  # reuse
    del buf_add_497
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_166, mul_332, add_499, sin_166, mul_333, add_500
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_500, buf_add_498)
    buf_add_501 = buf_add_498  # reuse
    del buf_add_498
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_168: add_501
    torch.addmm(bias, buf_add_500, weight, alpha=1, beta=1, out=buf_add_501)
    buf_add_503 = buf_add_500  # reuse
    del buf_add_500
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_167, mul_334, add_502, sin_167, mul_335, add_503
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_503, buf_add_501)
    buf_add_504 = buf_add_501  # reuse
    del buf_add_501
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_169: add_504
    torch.addmm(bias, buf_add_503, weight, alpha=1, beta=1, out=buf_add_504)
    buf_add_506 = buf_add_503  # reuse
    del buf_add_503
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_168, mul_336, add_505, sin_168, mul_337, add_506
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_506, buf_add_504)
    buf_add_507 = buf_add_504  # reuse
    del buf_add_504
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_170: add_507
    torch.addmm(bias, buf_add_506, weight, alpha=1, beta=1, out=buf_add_507)
    buf_add_509 = buf_add_506  # reuse
    del buf_add_506
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_169, mul_338, add_508, sin_169, mul_339, add_509
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_509, buf_add_507)
    buf_add_510 = buf_add_507  # reuse
    del buf_add_507
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_171: add_510
    torch.addmm(bias, buf_add_509, weight, alpha=1, beta=1, out=buf_add_510)
    buf_add_512 = buf_add_509  # reuse
    del buf_add_509
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_170, mul_340, add_511, sin_170, mul_341, add_512
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_512, buf_add_510)
    buf_add_513 = buf_add_510  # reuse
    del buf_add_510
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_172: add_513
    torch.addmm(bias, buf_add_512, weight, alpha=1, beta=1, out=buf_add_513)
    buf_add_515 = buf_add_512  # reuse
    del buf_add_512
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_171, mul_342, add_514, sin_171, mul_343, add_515
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_515, buf_add_513)
    buf_add_516 = buf_add_513  # reuse
    del buf_add_513
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_173: add_516
    torch.addmm(bias, buf_add_515, weight, alpha=1, beta=1, out=buf_add_516)
    buf_add_518 = buf_add_515  # reuse
    del buf_add_515
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_172, mul_344, add_517, sin_172, mul_345, add_518
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_518, buf_add_516)
    buf_add_519 = buf_add_516  # reuse
    del buf_add_516
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_174: add_519
    torch.addmm(bias, buf_add_518, weight, alpha=1, beta=1, out=buf_add_519)
    buf_add_521 = buf_add_518  # reuse
    del buf_add_518
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_173, mul_346, add_520, sin_173, mul_347, add_521
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_521, buf_add_519)
    buf_add_522 = buf_add_519  # reuse
    del buf_add_519
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_175: add_522
    torch.addmm(bias, buf_add_521, weight, alpha=1, beta=1, out=buf_add_522)
    buf_add_524 = buf_add_521  # reuse
    del buf_add_521
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_174, mul_348, add_523, sin_174, mul_349, add_524
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_524, buf_add_522)
    buf_add_525 = buf_add_522  # reuse
    del buf_add_522
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_176: add_525
    torch.addmm(bias, buf_add_524, weight, alpha=1, beta=1, out=buf_add_525)
    buf_add_527 = buf_add_524  # reuse
    del buf_add_524
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_175, mul_350, add_526, sin_175, mul_351, add_527
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_527, buf_add_525)
    buf_add_528 = buf_add_525  # reuse
    del buf_add_525
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_177: add_528
    torch.addmm(bias, buf_add_527, weight, alpha=1, beta=1, out=buf_add_528)
    buf_add_530 = buf_add_527  # reuse
    del buf_add_527
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_176, mul_352, add_529, sin_176, mul_353, add_530
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_530, buf_add_528)
    buf_add_531 = buf_add_528  # reuse
    del buf_add_528
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_178: add_531
    torch.addmm(bias, buf_add_530, weight, alpha=1, beta=1, out=buf_add_531)
    buf_add_533 = buf_add_530  # reuse
    del buf_add_530
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_177, mul_354, add_532, sin_177, mul_355, add_533
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_533, buf_add_531)
    buf_add_534 = buf_add_531  # reuse
    del buf_add_531
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_179: add_534
    torch.addmm(bias, buf_add_533, weight, alpha=1, beta=1, out=buf_add_534)
    buf_add_536 = buf_add_533  # reuse
    del buf_add_533
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_178, mul_356, add_535, sin_178, mul_357, add_536
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_536, buf_add_534)
    buf_add_537 = buf_add_534  # reuse
    del buf_add_534
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_180: add_537
    torch.addmm(bias, buf_add_536, weight, alpha=1, beta=1, out=buf_add_537)
    buf_add_539 = buf_add_536  # reuse
    del buf_add_536
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_179, mul_358, add_538, sin_179, mul_359, add_539
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_539, buf_add_537)
    buf_add_540 = buf_add_537  # reuse
    del buf_add_537
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_181: add_540
    torch.addmm(bias, buf_add_539, weight, alpha=1, beta=1, out=buf_add_540)
    buf_add_542 = buf_add_539  # reuse
    del buf_add_539
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_180, mul_360, add_541, sin_180, mul_361, add_542
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_542, buf_add_540)
    buf_add_543 = buf_add_540  # reuse
    del buf_add_540
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_182: add_543
    torch.addmm(bias, buf_add_542, weight, alpha=1, beta=1, out=buf_add_543)
    buf_add_545 = buf_add_542  # reuse
    del buf_add_542
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_181, mul_362, add_544, sin_181, mul_363, add_545
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_545, buf_add_543)
    buf_add_546 = buf_add_543  # reuse
    del buf_add_543
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_183: add_546
    torch.addmm(bias, buf_add_545, weight, alpha=1, beta=1, out=buf_add_546)
    buf_add_548 = buf_add_545  # reuse
    del buf_add_545
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_182, mul_364, add_547, sin_182, mul_365, add_548
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_548, buf_add_546)
    buf_add_549 = buf_add_546  # reuse
    del buf_add_546
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_184: add_549
    torch.addmm(bias, buf_add_548, weight, alpha=1, beta=1, out=buf_add_549)
    buf_add_551 = buf_add_548  # reuse
    del buf_add_548
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_183, mul_366, add_550, sin_183, mul_367, add_551
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_551, buf_add_549)
    buf_add_552 = buf_add_549  # reuse
    del buf_add_549
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_185: add_552
    torch.addmm(bias, buf_add_551, weight, alpha=1, beta=1, out=buf_add_552)
    buf_add_554 = buf_add_551  # reuse
    del buf_add_551
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_184, mul_368, add_553, sin_184, mul_369, add_554
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_554, buf_add_552)
    buf_add_555 = buf_add_552  # reuse
    del buf_add_552
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_186: add_555
    torch.addmm(bias, buf_add_554, weight, alpha=1, beta=1, out=buf_add_555)
    buf_add_557 = buf_add_554  # reuse
    del buf_add_554
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_185, mul_370, add_556, sin_185, mul_371, add_557
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_557, buf_add_555)
    buf_add_558 = buf_add_555  # reuse
    del buf_add_555
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_187: add_558
    torch.addmm(bias, buf_add_557, weight, alpha=1, beta=1, out=buf_add_558)
    buf_add_560 = buf_add_557  # reuse
    del buf_add_557
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_186, mul_372, add_559, sin_186, mul_373, add_560
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_560, buf_add_558)
    buf_add_561 = buf_add_558  # reuse
    del buf_add_558
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_188: add_561
    torch.addmm(bias, buf_add_560, weight, alpha=1, beta=1, out=buf_add_561)
    buf_add_563 = buf_add_560  # reuse
    del buf_add_560
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_187, mul_374, add_562, sin_187, mul_375, add_563
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_563, buf_add_561)
    buf_add_564 = buf_add_561  # reuse
    del buf_add_561
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_189: add_564
    torch.addmm(bias, buf_add_563, weight, alpha=1, beta=1, out=buf_add_564)
    buf_add_566 = buf_add_563  # reuse
    del buf_add_563
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_188, mul_376, add_565, sin_188, mul_377, add_566
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_566, buf_add_564)
    buf_add_567 = buf_add_564  # reuse
    del buf_add_564
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_190: add_567
    torch.addmm(bias, buf_add_566, weight, alpha=1, beta=1, out=buf_add_567)
    buf_add_569 = buf_add_566  # reuse
    del buf_add_566
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_189, mul_378, add_568, sin_189, mul_379, add_569
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_569, buf_add_567)
    buf_add_570 = buf_add_567  # reuse
    del buf_add_567
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_191: add_570
    torch.addmm(bias, buf_add_569, weight, alpha=1, beta=1, out=buf_add_570)
    buf_add_572 = buf_add_569  # reuse
    del buf_add_569
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_190, mul_380, add_571, sin_190, mul_381, add_572
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_572, buf_add_570)
    buf_add_573 = buf_add_570  # reuse
    del buf_add_570
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_192: add_573
    torch.addmm(bias, buf_add_572, weight, alpha=1, beta=1, out=buf_add_573)
    buf_add_575 = buf_add_572  # reuse
    del buf_add_572
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_191, mul_382, add_574, sin_191, mul_383, add_575
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_575, buf_add_573)
    buf_add_576 = buf_add_573  # reuse
    del buf_add_573
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_193: add_576
    torch.addmm(bias, buf_add_575, weight, alpha=1, beta=1, out=buf_add_576)
    buf_add_578 = buf_add_575  # reuse
    del buf_add_575
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_192, mul_384, add_577, sin_192, mul_385, add_578
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_578, buf_add_576)
    buf_add_579 = buf_add_576  # reuse
    del buf_add_576
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_194: add_579
    torch.addmm(bias, buf_add_578, weight, alpha=1, beta=1, out=buf_add_579)
    buf_add_581 = buf_add_578  # reuse
    del buf_add_578
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_193, mul_386, add_580, sin_193, mul_387, add_581
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_581, buf_add_579)
    buf_add_582 = buf_add_579  # reuse
    del buf_add_579
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_195: add_582
    torch.addmm(bias, buf_add_581, weight, alpha=1, beta=1, out=buf_add_582)
    buf_add_584 = buf_add_581  # reuse
    del buf_add_581
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_194, mul_388, add_583, sin_194, mul_389, add_584
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_584, buf_add_582)
    buf_add_585 = buf_add_582  # reuse
    del buf_add_582
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_196: add_585
    torch.addmm(bias, buf_add_584, weight, alpha=1, beta=1, out=buf_add_585)
    buf_add_587 = buf_add_584  # reuse
    del buf_add_584
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_195, mul_390, add_586, sin_195, mul_391, add_587
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_587, buf_add_585)
    buf_add_588 = buf_add_585  # reuse
    del buf_add_585
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_197: add_588
    torch.addmm(bias, buf_add_587, weight, alpha=1, beta=1, out=buf_add_588)
    buf_add_590 = buf_add_587  # reuse
    del buf_add_587
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_196, mul_392, add_589, sin_196, mul_393, add_590
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_590, buf_add_588)
    buf_add_591 = buf_add_588  # reuse
    del buf_add_588
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_198: add_591
    torch.addmm(bias, buf_add_590, weight, alpha=1, beta=1, out=buf_add_591)
    buf_add_593 = buf_add_590  # reuse
    del buf_add_590
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_197, mul_394, add_592, sin_197, mul_395, add_593
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_593, buf_add_591)
    buf_add_594 = buf_add_591  # reuse
    del buf_add_591
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_199: add_594
    torch.addmm(bias, buf_add_593, weight, alpha=1, beta=1, out=buf_add_594)
    buf_add_596 = buf_add_593  # reuse
    del buf_add_593
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_198, mul_396, add_595, sin_198, mul_397, add_596
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_596, buf_add_594)
    buf_add_597 = buf_add_594  # reuse
    del buf_add_594
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_200: add_597
    torch.addmm(bias, buf_add_596, weight, alpha=1, beta=1, out=buf_add_597)
    buf_add_599 = buf_add_596  # reuse
    del buf_add_596
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_199, mul_398, add_598, sin_199, mul_399, add_599
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_599, buf_add_597)
    buf_add_600 = buf_add_597  # reuse
    del buf_add_597
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_201: add_600
    torch.addmm(bias, buf_add_599, weight, alpha=1, beta=1, out=buf_add_600)
    buf_add_602 = buf_add_599  # reuse
    del buf_add_599
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_200, mul_400, add_601, sin_200, mul_401, add_602
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_602, buf_add_600)
    buf_add_603 = buf_add_600  # reuse
    del buf_add_600
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_202: add_603
    torch.addmm(bias, buf_add_602, weight, alpha=1, beta=1, out=buf_add_603)
    buf_add_605 = buf_add_602  # reuse
    del buf_add_602
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_201, mul_402, add_604, sin_201, mul_403, add_605
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_605, buf_add_603)
    buf_add_606 = buf_add_603  # reuse
    del buf_add_603
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_203: add_606
    torch.addmm(bias, buf_add_605, weight, alpha=1, beta=1, out=buf_add_606)
    buf_add_608 = buf_add_605  # reuse
    del buf_add_605
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_202, mul_404, add_607, sin_202, mul_405, add_608
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_608, buf_add_606)
    buf_add_609 = buf_add_606  # reuse
    del buf_add_606
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_204: add_609
    torch.addmm(bias, buf_add_608, weight, alpha=1, beta=1, out=buf_add_609)
    buf_add_611 = buf_add_608  # reuse
    del buf_add_608
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_203, mul_406, add_610, sin_203, mul_407, add_611
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_611, buf_add_609)
    buf_add_612 = buf_add_609  # reuse
    del buf_add_609
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_205: add_612
    torch.addmm(bias, buf_add_611, weight, alpha=1, beta=1, out=buf_add_612)
    buf_add_614 = buf_add_611  # reuse
    del buf_add_611
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_204, mul_408, add_613, sin_204, mul_409, add_614
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_614, buf_add_612)
    buf_add_615 = buf_add_612  # reuse
    del buf_add_612
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_206: add_615
    torch.addmm(bias, buf_add_614, weight, alpha=1, beta=1, out=buf_add_615)
    buf_add_617 = buf_add_614  # reuse
    del buf_add_614
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_205, mul_410, add_616, sin_205, mul_411, add_617
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_617, buf_add_615)
    buf_add_618 = buf_add_615  # reuse
    del buf_add_615
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_207: add_618
    torch.addmm(bias, buf_add_617, weight, alpha=1, beta=1, out=buf_add_618)
    buf_add_620 = buf_add_617  # reuse
    del buf_add_617
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_206, mul_412, add_619, sin_206, mul_413, add_620
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_620, buf_add_618)
    buf_add_621 = buf_add_618  # reuse
    del buf_add_618
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_208: add_621
    torch.addmm(bias, buf_add_620, weight, alpha=1, beta=1, out=buf_add_621)
    buf_add_623 = buf_add_620  # reuse
    del buf_add_620
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_207, mul_414, add_622, sin_207, mul_415, add_623
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_623, buf_add_621)
    buf_add_624 = buf_add_621  # reuse
    del buf_add_621
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_209: add_624
    torch.addmm(bias, buf_add_623, weight, alpha=1, beta=1, out=buf_add_624)
    buf_add_626 = buf_add_623  # reuse
    del buf_add_623
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_208, mul_416, add_625, sin_208, mul_417, add_626
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_626, buf_add_624)
    buf_add_627 = buf_add_624  # reuse
    del buf_add_624
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_210: add_627
    torch.addmm(bias, buf_add_626, weight, alpha=1, beta=1, out=buf_add_627)
    buf_add_629 = buf_add_626  # reuse
    del buf_add_626
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_209, mul_418, add_628, sin_209, mul_419, add_629
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_629, buf_add_627)
    buf_add_630 = buf_add_627  # reuse
    del buf_add_627
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_211: add_630
    torch.addmm(bias, buf_add_629, weight, alpha=1, beta=1, out=buf_add_630)
    buf_add_632 = buf_add_629  # reuse
    del buf_add_629
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_210, mul_420, add_631, sin_210, mul_421, add_632
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_632, buf_add_630)
    buf_add_633 = buf_add_630  # reuse
    del buf_add_630
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_212: add_633
    torch.addmm(bias, buf_add_632, weight, alpha=1, beta=1, out=buf_add_633)
    buf_add_635 = buf_add_632  # reuse
    del buf_add_632
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_211, mul_422, add_634, sin_211, mul_423, add_635
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_635, buf_add_633)
    buf_add_636 = buf_add_633  # reuse
    del buf_add_633
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_213: add_636
    torch.addmm(bias, buf_add_635, weight, alpha=1, beta=1, out=buf_add_636)
    buf_add_638 = buf_add_635  # reuse
    del buf_add_635
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_212, mul_424, add_637, sin_212, mul_425, add_638
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_638, buf_add_636)
    buf_add_639 = buf_add_636  # reuse
    del buf_add_636
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_214: add_639
    torch.addmm(bias, buf_add_638, weight, alpha=1, beta=1, out=buf_add_639)
    buf_add_641 = buf_add_638  # reuse
    del buf_add_638
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_213, mul_426, add_640, sin_213, mul_427, add_641
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_641, buf_add_639)
    buf_add_642 = buf_add_639  # reuse
    del buf_add_639
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_215: add_642
    torch.addmm(bias, buf_add_641, weight, alpha=1, beta=1, out=buf_add_642)
    buf_add_644 = buf_add_641  # reuse
    del buf_add_641
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_214, mul_428, add_643, sin_214, mul_429, add_644
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_644, buf_add_642)
    buf_add_645 = buf_add_642  # reuse
    del buf_add_642
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_216: add_645
    torch.addmm(bias, buf_add_644, weight, alpha=1, beta=1, out=buf_add_645)
    buf_add_647 = buf_add_644  # reuse
    del buf_add_644
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_215, mul_430, add_646, sin_215, mul_431, add_647
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_647, buf_add_645)
    buf_add_648 = buf_add_645  # reuse
    del buf_add_645
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_217: add_648
    torch.addmm(bias, buf_add_647, weight, alpha=1, beta=1, out=buf_add_648)
    buf_add_650 = buf_add_647  # reuse
    del buf_add_647
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_216, mul_432, add_649, sin_216, mul_433, add_650
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_650, buf_add_648)
    buf_add_651 = buf_add_648  # reuse
    del buf_add_648
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_218: add_651
    torch.addmm(bias, buf_add_650, weight, alpha=1, beta=1, out=buf_add_651)
    buf_add_653 = buf_add_650  # reuse
    del buf_add_650
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_217, mul_434, add_652, sin_217, mul_435, add_653
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_653, buf_add_651)
    buf_add_654 = buf_add_651  # reuse
    del buf_add_651
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_219: add_654
    torch.addmm(bias, buf_add_653, weight, alpha=1, beta=1, out=buf_add_654)
    buf_add_656 = buf_add_653  # reuse
    del buf_add_653
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_218, mul_436, add_655, sin_218, mul_437, add_656
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_656, buf_add_654)
    buf_add_657 = buf_add_654  # reuse
    del buf_add_654
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_220: add_657
    torch.addmm(bias, buf_add_656, weight, alpha=1, beta=1, out=buf_add_657)
    buf_add_659 = buf_add_656  # reuse
    del buf_add_656
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_219, mul_438, add_658, sin_219, mul_439, add_659
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_659, buf_add_657)
    buf_add_660 = buf_add_657  # reuse
    del buf_add_657
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_221: add_660
    torch.addmm(bias, buf_add_659, weight, alpha=1, beta=1, out=buf_add_660)
    buf_add_662 = buf_add_659  # reuse
    del buf_add_659
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_220, mul_440, add_661, sin_220, mul_441, add_662
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_662, buf_add_660)
    buf_add_663 = buf_add_660  # reuse
    del buf_add_660
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_222: add_663
    torch.addmm(bias, buf_add_662, weight, alpha=1, beta=1, out=buf_add_663)
    buf_add_665 = buf_add_662  # reuse
    del buf_add_662
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_221, mul_442, add_664, sin_221, mul_443, add_665
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_665, buf_add_663)
    buf_add_666 = buf_add_663  # reuse
    del buf_add_663
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_223: add_666
    torch.addmm(bias, buf_add_665, weight, alpha=1, beta=1, out=buf_add_666)
    buf_add_668 = buf_add_665  # reuse
    del buf_add_665
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_222, mul_444, add_667, sin_222, mul_445, add_668
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_668, buf_add_666)
    buf_add_669 = buf_add_666  # reuse
    del buf_add_666
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_224: add_669
    torch.addmm(bias, buf_add_668, weight, alpha=1, beta=1, out=buf_add_669)
    buf_add_671 = buf_add_668  # reuse
    del buf_add_668
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_223, mul_446, add_670, sin_223, mul_447, add_671
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_671, buf_add_669)
    buf_add_672 = buf_add_669  # reuse
    del buf_add_669
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_225: add_672
    torch.addmm(bias, buf_add_671, weight, alpha=1, beta=1, out=buf_add_672)
    buf_add_674 = buf_add_671  # reuse
    del buf_add_671
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_224, mul_448, add_673, sin_224, mul_449, add_674
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_674, buf_add_672)
    buf_add_675 = buf_add_672  # reuse
    del buf_add_672
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_226: add_675
    torch.addmm(bias, buf_add_674, weight, alpha=1, beta=1, out=buf_add_675)
    buf_add_677 = buf_add_674  # reuse
    del buf_add_674
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_225, mul_450, add_676, sin_225, mul_451, add_677
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_677, buf_add_675)
    buf_add_678 = buf_add_675  # reuse
    del buf_add_675
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_227: add_678
    torch.addmm(bias, buf_add_677, weight, alpha=1, beta=1, out=buf_add_678)
    buf_add_680 = buf_add_677  # reuse
    del buf_add_677
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_226, mul_452, add_679, sin_226, mul_453, add_680
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_680, buf_add_678)
    buf_add_681 = buf_add_678  # reuse
    del buf_add_678
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_228: add_681
    torch.addmm(bias, buf_add_680, weight, alpha=1, beta=1, out=buf_add_681)
    buf_add_683 = buf_add_680  # reuse
    del buf_add_680
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_227, mul_454, add_682, sin_227, mul_455, add_683
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_683, buf_add_681)
    buf_add_684 = buf_add_681  # reuse
    del buf_add_681
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_229: add_684
    torch.addmm(bias, buf_add_683, weight, alpha=1, beta=1, out=buf_add_684)
    buf_add_686 = buf_add_683  # reuse
    del buf_add_683
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_228, mul_456, add_685, sin_228, mul_457, add_686
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_686, buf_add_684)
    buf_add_687 = buf_add_684  # reuse
    del buf_add_684
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_230: add_687
    torch.addmm(bias, buf_add_686, weight, alpha=1, beta=1, out=buf_add_687)
    buf_add_689 = buf_add_686  # reuse
    del buf_add_686
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_229, mul_458, add_688, sin_229, mul_459, add_689
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_689, buf_add_687)
    buf_add_690 = buf_add_687  # reuse
    del buf_add_687
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_231: add_690
    torch.addmm(bias, buf_add_689, weight, alpha=1, beta=1, out=buf_add_690)
    buf_add_692 = buf_add_689  # reuse
    del buf_add_689
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_230, mul_460, add_691, sin_230, mul_461, add_692
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_692, buf_add_690)
    buf_add_693 = buf_add_690  # reuse
    del buf_add_690
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_232: add_693
    torch.addmm(bias, buf_add_692, weight, alpha=1, beta=1, out=buf_add_693)
    buf_add_695 = buf_add_692  # reuse
    del buf_add_692
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_231, mul_462, add_694, sin_231, mul_463, add_695
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_695, buf_add_693)
    buf_add_696 = buf_add_693  # reuse
    del buf_add_693
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_233: add_696
    torch.addmm(bias, buf_add_695, weight, alpha=1, beta=1, out=buf_add_696)
    buf_add_698 = buf_add_695  # reuse
    del buf_add_695
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_232, mul_464, add_697, sin_232, mul_465, add_698
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_698, buf_add_696)
    buf_add_699 = buf_add_696  # reuse
    del buf_add_696
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_234: add_699
    torch.addmm(bias, buf_add_698, weight, alpha=1, beta=1, out=buf_add_699)
    buf_add_701 = buf_add_698  # reuse
    del buf_add_698
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_233, mul_466, add_700, sin_233, mul_467, add_701
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_701, buf_add_699)
    buf_add_702 = buf_add_699  # reuse
    del buf_add_699
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_235: add_702
    torch.addmm(bias, buf_add_701, weight, alpha=1, beta=1, out=buf_add_702)
    buf_add_704 = buf_add_701  # reuse
    del buf_add_701
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_234, mul_468, add_703, sin_234, mul_469, add_704
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_704, buf_add_702)
    buf_add_705 = buf_add_702  # reuse
    del buf_add_702
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_236: add_705
    torch.addmm(bias, buf_add_704, weight, alpha=1, beta=1, out=buf_add_705)
    buf_add_707 = buf_add_704  # reuse
    del buf_add_704
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_235, mul_470, add_706, sin_235, mul_471, add_707
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_707, buf_add_705)
    buf_add_708 = buf_add_705  # reuse
    del buf_add_705
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_237: add_708
    torch.addmm(bias, buf_add_707, weight, alpha=1, beta=1, out=buf_add_708)
    buf_add_710 = buf_add_707  # reuse
    del buf_add_707
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_236, mul_472, add_709, sin_236, mul_473, add_710
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_710, buf_add_708)
    buf_add_711 = buf_add_708  # reuse
    del buf_add_708
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_238: add_711
    torch.addmm(bias, buf_add_710, weight, alpha=1, beta=1, out=buf_add_711)
    buf_add_713 = buf_add_710  # reuse
    del buf_add_710
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_237, mul_474, add_712, sin_237, mul_475, add_713
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_713, buf_add_711)
    buf_add_714 = buf_add_711  # reuse
    del buf_add_711
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_239: add_714
    torch.addmm(bias, buf_add_713, weight, alpha=1, beta=1, out=buf_add_714)
    buf_add_716 = buf_add_713  # reuse
    del buf_add_713
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_238, mul_476, add_715, sin_238, mul_477, add_716
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_716, buf_add_714)
    buf_add_717 = buf_add_714  # reuse
    del buf_add_714
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_240: add_717
    torch.addmm(bias, buf_add_716, weight, alpha=1, beta=1, out=buf_add_717)
    buf_add_719 = buf_add_716  # reuse
    del buf_add_716
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_239, mul_478, add_718, sin_239, mul_479, add_719
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_719, buf_add_717)
    buf_add_720 = buf_add_717  # reuse
    del buf_add_717
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_241: add_720
    torch.addmm(bias, buf_add_719, weight, alpha=1, beta=1, out=buf_add_720)
    buf_add_722 = buf_add_719  # reuse
    del buf_add_719
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_240, mul_480, add_721, sin_240, mul_481, add_722
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_722, buf_add_720)
    buf_add_723 = buf_add_720  # reuse
    del buf_add_720
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_242: add_723
    torch.addmm(bias, buf_add_722, weight, alpha=1, beta=1, out=buf_add_723)
    buf_add_725 = buf_add_722  # reuse
    del buf_add_722
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_241, mul_482, add_724, sin_241, mul_483, add_725
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_725, buf_add_723)
    buf_add_726 = buf_add_723  # reuse
    del buf_add_723
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_243: add_726
    torch.addmm(bias, buf_add_725, weight, alpha=1, beta=1, out=buf_add_726)
    buf_add_728 = buf_add_725  # reuse
    del buf_add_725
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_242, mul_484, add_727, sin_242, mul_485, add_728
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_728, buf_add_726)
    buf_add_729 = buf_add_726  # reuse
    del buf_add_726
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_244: add_729
    torch.addmm(bias, buf_add_728, weight, alpha=1, beta=1, out=buf_add_729)
    buf_add_731 = buf_add_728  # reuse
    del buf_add_728
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_243, mul_486, add_730, sin_243, mul_487, add_731
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_731, buf_add_729)
    buf_add_732 = buf_add_729  # reuse
    del buf_add_729
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_245: add_732
    torch.addmm(bias, buf_add_731, weight, alpha=1, beta=1, out=buf_add_732)
    buf_add_734 = buf_add_731  # reuse
    del buf_add_731
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_244, mul_488, add_733, sin_244, mul_489, add_734
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_734, buf_add_732)
    buf_add_735 = buf_add_732  # reuse
    del buf_add_732
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_246: add_735
    torch.addmm(bias, buf_add_734, weight, alpha=1, beta=1, out=buf_add_735)
    buf_add_737 = buf_add_734  # reuse
    del buf_add_734
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_245, mul_490, add_736, sin_245, mul_491, add_737
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_737, buf_add_735)
    buf_add_738 = buf_add_735  # reuse
    del buf_add_735
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_247: add_738
    torch.addmm(bias, buf_add_737, weight, alpha=1, beta=1, out=buf_add_738)
    buf_add_740 = buf_add_737  # reuse
    del buf_add_737
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_246, mul_492, add_739, sin_246, mul_493, add_740
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_740, buf_add_738)
    buf_add_741 = buf_add_738  # reuse
    del buf_add_738
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_248: add_741
    torch.addmm(bias, buf_add_740, weight, alpha=1, beta=1, out=buf_add_741)
    buf_add_743 = buf_add_740  # reuse
    del buf_add_740
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_247, mul_494, add_742, sin_247, mul_495, add_743
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_743, buf_add_741)
    buf_add_744 = buf_add_741  # reuse
    del buf_add_741
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_249: add_744
    torch.addmm(bias, buf_add_743, weight, alpha=1, beta=1, out=buf_add_744)
    buf_add_746 = buf_add_743  # reuse
    del buf_add_743
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_248, mul_496, add_745, sin_248, mul_497, add_746
    kernels.cpp_fused_add_mul_sin_tanh__add_5(buf_add_746, buf_add_744)
    buf_add_747 = buf_add_744  # reuse
    del buf_add_744
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.add]
    # addmm_250: add_747
    torch.addmm(bias, buf_add_746, weight, alpha=1, beta=1, out=buf_add_747)
    out = buf_add_746  # reuse
    del buf_add_746
    # cpp_fused_add_mul_sin_tanh__add_5: tanh_249, mul_498, add_748, sin_249, mul_499, add_749
    kernels.cpp_fused_add_mul_sin_tanh__add_5(out, buf_add_747)
    return out
