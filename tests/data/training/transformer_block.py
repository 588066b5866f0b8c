# ---- Inductor's output module of the forward graph ----
# AOT ID: ['1_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_add_mul_rsqrt_sub_var_mean_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(32.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(32.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = tmp8 + tmp9;
                        tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_rsqrt_sub_var_mean_view_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(32.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp6 = tmp5 * tmp5;
                            tmp_acc0_vec = tmp_acc0_vec + tmp6;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(32.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    auto tmp4 = static_cast<float>(1e-05);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6.rsqrt();
                    tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 - tmp4;
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp10 = tmp8 * tmp9;
                        auto tmp12 = tmp10 + tmp11;
                        tmp12.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_erf_mul_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                        tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = tmp0 + tmp1;
                    auto tmp4 = tmp2 + tmp3;
                    tmp4.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1 = args
        args.clear()
        assert_size_stride(arg0_1, (32, ), (1, ))
        assert_size_stride(arg1_1, (32, ), (1, ))
        assert_size_stride(arg2_1, (96, 32), (32, 1))
        assert_size_stride(arg3_1, (96, ), (1, ))
        assert_size_stride(arg4_1, (32, 32), (32, 1))
        assert_size_stride(arg5_1, (32, ), (1, ))
        assert_size_stride(arg6_1, (32, ), (1, ))
        assert_size_stride(arg7_1, (32, ), (1, ))
        assert_size_stride(arg8_1, (64, 32), (32, 1))
        assert_size_stride(arg9_1, (64, ), (1, ))
        assert_size_stride(arg10_1, (32, 64), (64, 1))
        assert_size_stride(arg11_1, (32, ), (1, ))
        assert_size_stride(arg12_1, (2, 8, 32), (256, 32, 1))
        buf0 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf3 = reinterpret_tensor(buf2, (2, 8, 1), (8, 1, 1), 0); del buf2  # reuse
        buf4 = empty_strided_cpu((2, 8, 32), (256, 32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_mul_rsqrt_sub_var_mean_0:1
        cpp_fused_add_mul_rsqrt_sub_var_mean_0(buf1, buf3, arg12_1, arg0_1, arg1_1, buf4)
        del arg0_1
        del arg1_1
        buf5 = empty_strided_cpu((16, 96), (96, 1), torch.float32)
        # Topologically Sorted Source Nodes: [var_mean, sub, mul, mul_1, add_1, view, permute, addmm], Original ATen: [aten.var_mean, aten.sub, aten.mul, aten.add, aten.view, aten.permute, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:2
        extern_kernels.addmm(arg3_1, reinterpret_tensor(buf4, (16, 32), (32, 1), 0), reinterpret_tensor(arg2_1, (32, 96), (1, 32), 0), alpha=1, beta=1, out=buf5)
        del arg3_1
        # Topologically Sorted Source Nodes: [view_1, split, view_2, permute_1, view_3, permute_2, view_4, permute_3, _scaled_dot_product_flash_attention_for_cpu], Original ATen: [aten.view, aten.split, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:3
        buf6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 0), reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 32), reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 64), 0.0, True)
        buf7 = buf6[0]
        assert_size_stride(buf7, (2, 2, 8, 16), (256, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf7, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        buf8 = buf6[1]
        assert_size_stride(buf8, (2, 2, 8), (16, 1, 2), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf8, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf6
        buf9 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_4, view_5, view_6, permute_5, addmm_1], Original ATen: [aten.permute, aten.view, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:4
        extern_kernels.addmm(arg5_1, reinterpret_tensor(buf7, (16, 32), (32, 1), 0), reinterpret_tensor(arg4_1, (32, 32), (1, 32), 0), alpha=1, beta=1, out=buf9)
        del arg5_1
        buf10 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf11 = buf10; del buf10  # reuse
        buf12 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf13 = reinterpret_tensor(buf12, (2, 8, 1), (8, 1, 1), 0); del buf12  # reuse
        buf14 = empty_strided_cpu((2, 8, 32), (256, 32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_mul_rsqrt_sub_var_mean_view_1:5
        cpp_fused_add_mul_rsqrt_sub_var_mean_view_1(buf11, buf13, arg12_1, buf9, arg6_1, arg7_1, buf14)
        del arg7_1
        buf15 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_7, add_2, var_mean_1, sub_1, mul_2, mul_3, add_4, view_8, permute_6, addmm_2], Original ATen: [aten.view, aten.add, aten.var_mean, aten.sub, aten.mul, aten.permute, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:6
        extern_kernels.addmm(arg9_1, reinterpret_tensor(buf14, (16, 32), (32, 1), 0), reinterpret_tensor(arg8_1, (32, 64), (1, 32), 0), alpha=1, beta=1, out=buf15)
        del arg9_1
        buf16 = empty_strided_cpu((2, 8, 64), (512, 64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_erf_mul_view_2:7
        cpp_fused_add_erf_mul_view_2(buf15, buf16)
        buf17 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_9, mul_4, mul_5, erf, add_5, mul_6, view_10, permute_7, addmm_3], Original ATen: [aten.view, aten.mul, aten.erf, aten.add, aten.permute, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:8
        extern_kernels.addmm(arg11_1, reinterpret_tensor(buf16, (16, 64), (64, 1), 0), reinterpret_tensor(arg10_1, (64, 32), (1, 64), 0), alpha=1, beta=1, out=buf17)
        del arg11_1
        buf18 = reinterpret_tensor(buf17, (2, 8, 32), (256, 32, 1), 0); del buf17  # reuse
        # [Provenance debug handles] cpp_fused_add_view_3:9
        cpp_fused_add_view_3(buf18, arg12_1, buf9)
        return (buf18, arg6_1, arg12_1, reinterpret_tensor(buf1, (2, 8, 1), (8, 1, 1), 0), buf3, reinterpret_tensor(buf4, (16, 32), (32, 1), 0), reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 0), reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 32), reinterpret_tensor(buf5, (2, 2, 8, 16), (768, 16, 96, 1), 64), buf8, reinterpret_tensor(buf7, (16, 32), (32, 1), 0), buf9, reinterpret_tensor(buf11, (2, 8, 1), (8, 1, 1), 0), buf13, reinterpret_tensor(buf14, (16, 32), (32, 1), 0), buf15, reinterpret_tensor(buf16, (16, 64), (64, 1), 0), arg10_1, arg8_1, arg4_1, buf7, arg2_1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((96, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((2, 8, 32), (256, 32, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))

# ---- Inductor's output module of the backward graph ----
# AOT ID: ['2_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_add_erf_exp_mul_view_0 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_mul_sub_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp2 = tmp0 * tmp1;
                            auto tmp5 = tmp3 + tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 - tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 * tmp10;
                            auto tmp12 = tmp2 * tmp11;
                            tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            tmp_acc1_vec = tmp_acc1_vec + tmp12;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                        auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                        auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                        auto tmp2 = static_cast<float>(32.0);
                        auto tmp3 = tmp1 / tmp2;
                        auto tmp6 = tmp4 * tmp5;
                        auto tmp7 = at::vec::Vectorized<float>(tmp2);
                        auto tmp8 = tmp6 * tmp7;
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 - tmp10;
                        auto tmp14 = tmp12 + tmp13;
                        auto tmp16 = at::vec::Vectorized<float>(tmp15);
                        auto tmp17 = tmp14 - tmp16;
                        auto tmp18 = at::vec::Vectorized<float>(tmp1);
                        auto tmp19 = tmp17 * tmp18;
                        auto tmp21 = at::vec::Vectorized<float>(tmp20);
                        auto tmp22 = tmp19 * tmp21;
                        auto tmp23 = tmp11 - tmp22;
                        auto tmp24 = at::vec::Vectorized<float>(tmp3);
                        auto tmp25 = tmp24 * tmp23;
                        auto tmp26 = tmp0 + tmp25;
                        tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_view_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                            transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(2L),false>(in_ptr0 + static_cast<int64_t>(x1 + 2L*x2 + 16L*x0), static_cast<int64_t>(2L), tmp0, static_cast<int64_t>(8L));
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(2L); x1_inner++)
                            {
                                auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 16L*x0), static_cast<int64_t>(8L));
                            }
                        }
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_permute_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 96L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mul_sub_sum_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                float tmp_acc1 = 0;
                at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                float tmp_acc2 = 0;
                at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                float tmp_acc3 = 0;
                at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            auto tmp2 = in_ptr2[static_cast<int64_t>(x1)];
                            auto tmp5 = in_ptr3[static_cast<int64_t>(x1)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                            auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                            auto tmp3 = at::vec::Vectorized<float>(tmp2);
                            auto tmp4 = tmp1 - tmp3;
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp8 = tmp0 * tmp7;
                            auto tmp11 = tmp1 + tmp10;
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 - tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp9 * tmp17;
                            tmp_acc0_vec = tmp_acc0_vec + tmp8;
                            tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            tmp_acc2_vec = tmp_acc2_vec + tmp18;
                            tmp_acc3_vec = tmp_acc3_vec + tmp9;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(96L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 96L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(96L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_div_mul_sub_sum_view_6 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(16L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 32L*x1), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32L)))
                {
                    tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_erf_exp_mul_sum_view_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1 = args
        args.clear()
        assert_size_stride(arg0_1, (32, ), (1, ))
        assert_size_stride(arg1_1, (2, 8, 32), (256, 32, 1))
        assert_size_stride(arg2_1, (2, 8, 1), (8, 1, 1))
        assert_size_stride(arg3_1, (2, 8, 1), (8, 1, 1))
        assert_size_stride(arg4_1, (16, 32), (32, 1))
        assert_size_stride(arg5_1, (2, 2, 8, 16), (768, 16, 96, 1))
        assert_size_stride(arg6_1, (2, 2, 8, 16), (768, 16, 96, 1))
        assert_size_stride(arg7_1, (2, 2, 8, 16), (768, 16, 96, 1))
        assert_size_stride(arg8_1, (2, 2, 8), (16, 1, 2))
        assert_size_stride(arg9_1, (16, 32), (32, 1))
        assert_size_stride(arg10_1, (16, 32), (32, 1))
        assert_size_stride(arg11_1, (2, 8, 1), (8, 1, 1))
        assert_size_stride(arg12_1, (2, 8, 1), (8, 1, 1))
        assert_size_stride(arg13_1, (16, 32), (32, 1))
        assert_size_stride(arg14_1, (16, 64), (64, 1))
        assert_size_stride(arg15_1, (16, 64), (64, 1))
        assert_size_stride(arg16_1, (32, 64), (64, 1))
        assert_size_stride(arg17_1, (64, 32), (32, 1))
        assert_size_stride(arg18_1, (32, 32), (32, 1))
        assert_size_stride(arg19_1, (2, 2, 8, 16), (256, 16, 32, 1))
        assert_size_stride(arg20_1, (96, 32), (32, 1))
        assert_size_stride(arg21_1, (2, 8, 32), (256, 32, 1))
        buf0 = empty_strided_cpu((16, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_12, mm], Original ATen: [aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(reinterpret_tensor(arg21_1, (16, 32), (32, 1), 0), arg16_1, out=buf0)
        del arg16_1
        buf1 = reinterpret_tensor(buf0, (2, 8, 64), (512, 64, 1), 0); del buf0  # reuse
        # [Provenance debug handles] cpp_fused_add_erf_exp_mul_view_0:2
        cpp_fused_add_erf_exp_mul_view_0(buf1, arg14_1)
        del arg14_1
        buf2 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_14, view_9, mul_5, erf, add_5, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, view_15, mm_2], Original ATen: [aten.view, aten.mul, aten.erf, aten.add, aten.exp, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf1, (16, 64), (64, 1), 0), arg17_1, out=buf2)
        del arg17_1
        buf3 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf4 = empty_strided_cpu((2, 8, 1), (8, 1, 16), torch.float32)
        buf5 = empty_strided_cpu((2, 8, 32), (256, 32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_div_mul_sub_sum_view_1:4
        cpp_fused_add_div_mul_sub_sum_view_1(buf2, arg0_1, arg1_1, arg10_1, arg11_1, arg12_1, arg21_1, buf3, buf4, buf5)
        del arg0_1
        del buf3
        del buf4
        buf6 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div, view_17, mul_15, mul_16, sub_3, view_7, add_2, sub_1, mul_2, mul_18, sub_4, mul_19, add_9, view_18, mm_4], Original ATen: [aten.div, aten.view, aten.mul, aten.sub, aten.add, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf5, (16, 32), (32, 1), 0), arg18_1, out=buf6)
        del arg18_1
        buf7 = empty_strided_cpu((2, 2, 8), (16, 8, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_view_2:6
        cpp_fused__scaled_dot_product_flash_attention_for_cpu_backward_permute_view_2(arg8_1, buf7)
        del arg8_1
        # Topologically Sorted Source Nodes: [view_20, view_21, permute_20, _scaled_dot_product_flash_attention_for_cpu_backward], Original ATen: [aten.view, aten.permute, aten._scaled_dot_product_flash_attention_for_cpu_backward]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default:7
        buf8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(reinterpret_tensor(buf6, (2, 2, 8, 16), (256, 16, 32, 1), 0), arg5_1, arg6_1, arg7_1, arg19_1, buf7, 0.0, True)
        del arg19_1
        del arg5_1
        del arg6_1
        del arg7_1
        buf9 = buf8[0]
        assert_size_stride(buf9, (2, 2, 8, 16), (256, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf9 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf10 = buf8[1]
        assert_size_stride(buf10, (2, 2, 8, 16), (256, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf10 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        buf11 = buf8[2]
        assert_size_stride(buf11, (2, 2, 8, 16), (256, 16, 32, 1), 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default')
        # buffer buf11 (op: torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default) is assumed to be not aligned
        del buf8
        buf15 = empty_strided_cpu((2, 8, 96), (768, 96, 1), torch.float32)
        buf12 = reinterpret_tensor(buf15, (2, 8, 32), (768, 96, 1), 0)  # alias
        buf13 = reinterpret_tensor(buf15, (2, 8, 32), (768, 96, 1), 32)  # alias
        buf14 = reinterpret_tensor(buf15, (2, 8, 32), (768, 96, 1), 64)  # alias
        # [Provenance debug handles] cpp_fused_cat_permute_view_3:8
        cpp_fused_cat_permute_view_3(buf9, buf10, buf11, buf12, buf13, buf14)
        del buf10
        del buf11
        del buf12
        del buf13
        del buf14
        del buf9
        buf16 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [view_25, mm_6], Original ATen: [aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:9
        extern_kernels.mm(reinterpret_tensor(buf15, (16, 96), (96, 1), 0), arg20_1, out=buf16)
        del arg20_1
        buf17 = reinterpret_tensor(buf7, (32, ), (1, ), 0); del buf7  # reuse
        buf18 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf23 = empty_strided_cpu((32, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((32, ), (1, ), torch.float32)
        # [Provenance debug handles] cpp_fused_add_mul_sub_sum_view_4:10
        cpp_fused_add_mul_sub_sum_view_4(buf16, arg1_1, arg2_1, arg3_1, buf2, arg10_1, arg11_1, arg12_1, buf17, buf18, buf23, buf24)
        del arg10_1
        del arg11_1
        del arg12_1
        del arg1_1
        del arg2_1
        del arg3_1
        del buf16
        del buf2
        buf19 = empty_strided_cpu((96, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_25, permute_25, mm_7], Original ATen: [aten.view, aten.permute, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:11
        extern_kernels.mm(reinterpret_tensor(buf15, (96, 16), (1, 96), 0), arg4_1, out=buf19)
        del arg4_1
        buf20 = empty_strided_cpu((1, 96), (96, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_sum_view_5:12
        cpp_fused_sum_view_5(buf15, buf20)
        del buf15
        buf21 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [div, view_17, mul_15, mul_16, sub_3, view_7, add_2, sub_1, mul_2, mul_18, sub_4, mul_19, add_9, view_18, permute_17, mm_5], Original ATen: [aten.div, aten.view, aten.mul, aten.sub, aten.add, aten.permute, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf5, (32, 16), (1, 32), 0), arg9_1, out=buf21)
        del arg9_1
        buf22 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_div_mul_sub_sum_view_6:14
        cpp_fused_add_div_mul_sub_sum_view_6(buf5, buf22)
        del buf5
        buf25 = empty_strided_cpu((64, 32), (32, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_14, view_9, mul_5, erf, add_5, mul_8, mul_9, mul_10, exp, mul_11, mul_12, add_8, mul_13, view_15, permute_13, mm_3], Original ATen: [aten.view, aten.mul, aten.erf, aten.add, aten.exp, aten.permute, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 16), (1, 64), 0), arg13_1, out=buf25)
        del arg13_1
        buf26 = empty_strided_cpu((1, 64), (64, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_erf_exp_mul_sum_view_7:16
        cpp_fused_add_erf_exp_mul_sum_view_7(buf1, buf26)
        del buf1
        buf27 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_12, permute_9, mm_1], Original ATen: [aten.view, aten.permute, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(arg21_1, (32, 16), (1, 32), 0), arg15_1, out=buf27)
        del arg15_1
        buf28 = empty_strided_cpu((1, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_div_mul_sub_sum_view_6:18
        cpp_fused_add_div_mul_sub_sum_view_6(arg21_1, buf28)
        del arg21_1
        return (buf17, buf18, buf19, reinterpret_tensor(buf20, (96, ), (1, ), 0), buf21, reinterpret_tensor(buf22, (32, ), (1, ), 0), buf23, buf24, buf25, reinterpret_tensor(buf26, (64, ), (1, ), 0), buf27, reinterpret_tensor(buf28, (32, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    _shared_storage_5 = rand_strided((1536,), (1,), device='cpu', dtype=torch.float32)
    _shared_storage_7 = rand_strided((512,), (1,), device='cpu', dtype=torch.float32)
    arg0_1 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((2, 8, 32), (256, 32, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg5_1 = torch.as_strided(_shared_storage_5, (2, 2, 8, 16), (768, 16, 96, 1))
    arg6_1 = torch.as_strided(_shared_storage_5, (2, 2, 8, 16), (768, 16, 96, 1))
    arg7_1 = torch.as_strided(_shared_storage_5, (2, 2, 8, 16), (768, 16, 96, 1))
    arg8_1 = rand_strided((2, 2, 8), (16, 1, 2), device='cpu', dtype=torch.float32)
    arg9_1 = torch.as_strided(_shared_storage_7, (16, 32), (32, 1))
    arg10_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((2, 8, 1), (8, 1, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg19_1 = torch.as_strided(_shared_storage_7, (2, 2, 8, 16), (256, 16, 32, 1))
    arg20_1 = rand_strided((96, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((2, 8, 32), (256, 32, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
