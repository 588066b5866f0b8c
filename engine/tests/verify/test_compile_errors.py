"""Compile errors of edited kernels placed at the working module's lines: a real g++ build
of an edited C++ kernel (cpu), real triton CompilationErrors (triton's front end compiles
to TTIR without a GPU) and an edited Triton kernel verified on a GPU."""

from __future__ import annotations

import ast
import importlib.util
import os
import sys
import textwrap

import pytest
import torch
from verify_support import Projects, edited, module_path

from kernel_studio.sandbox.compile_errors import cpp_compile_error, triton_compile_error
from kernel_studio.server import validation
from kernel_studio.verify.run import verify_project

CPP_KERNEL = "cpp_fused_add_mean_mul_pow_rsqrt"
TRITON_KERNEL = "triton_per_fused_add_mean_mul_pow_rsqrt"


def _place(text: str, needle: str) -> tuple[int, int]:
    """(1-based line, 0-based column) of the first `needle` in `text`."""
    at = text.index(needle)
    line = text.count("\n", 0, at) + 1
    return line, at - (text.rfind("\n", 0, at) + 1)


# --- C++: a real build ---------------------------------------------------------------


def test_broken_cpp_kernel_is_reported_at_its_module_line(cpu_projects, pool):
    project = cpu_projects.get("rms_norm")
    with edited(project, "auto tmp3 = tmp1 / tmp2;", "auto tmp3 = tmp1 / tmp99;") as path:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        report = verify_project(project, {"trials": 1}, pool=pool)
    validation.check("verify-report", report)
    line, column = _place(text, "tmp99;")
    fault = report["fault"]
    assert report["verdict"] == "error"
    assert fault["kind"] == "load"
    assert (fault["kernel"], fault["line"], fault["column"]) == (CPP_KERNEL, line, column)
    compiled = fault["compile"]
    assert compiled["compiler"] == "c++" and compiled["file"] == module_path(project)
    first = compiled["diagnostics"][0]
    assert (first["kernel"], first["line"], first["column"]) == (CPP_KERNEL, line, column)
    assert "tmp99" in first["message"] and "not declared" in first["message"]
    # The compiler's context under the message, in the module's lines, not the .cpp's.
    detail = "\n".join(first["detail"])
    assert "rms_norm.py: In function" in detail
    assert f"{line} |" in detail and "^~~~~" in detail and ".cpp" not in detail
    assert "ninja: build stopped" in compiled["output"]  # the whole output, for the log
    assert report["reason"] == (
        f"kernel {CPP_KERNEL} does not compile: rms_norm.py:{line}:{column + 1}: error: "
        + first["message"]
    )
    assert report["located"]["kernel"] == CPP_KERNEL
    # Fixed, the module builds and passes again.
    again = verify_project(project, {"trials": 1}, pool=pool)
    assert again["verdict"] == "pass", again["reason"]


MODULE = '''import torch

prelude = r"""
#include <cstdint>
"""

# a comment
k_one = r"""
extern "C" void k_one_kernel(float* out) {
    out[0] = 1.0f;
}
"""

k_two = r"""
extern "C" void k_two_kernel(float* out) {
    out[0] = helper<int>(out);
    out[1] = missing;
}
"""
'''


def test_cpp_errors_map_through_headers_and_each_kernel():
    # cpp_kernels() joins an include and the module's strings into one .cpp file.
    strings = [s.value.value for s in ast.parse(MODULE).body if isinstance(s, ast.Assign)]
    cpp_text = "\n".join(["#include <torch/prefix.h>", *strings])
    cpp = "/tmp/ext/ks_m/ks_m.cpp"
    # Lines of the .cpp: the kernels' strings start after the include and the prelude.
    two_line = cpp_text.splitlines().index("    out[0] = helper<int>(out);") + 1
    missing_line = two_line + 1
    output = textwrap.dedent(f"""\
        Error building extension 'ks_m': [1/2] c++ -c {cpp} -o ks_m.o
        FAILED: ks_m.o
        c++ -c {cpp} -o ks_m.o
        In file included from {cpp}:1:
        /usr/include/helper.h: In instantiation of 'T helper(float*) [with T = int]':
        {cpp}:{two_line}:25:   required from here
        /usr/include/helper.h:5:12: error: invalid conversion from 'float*' to 'int'
            5 |     return p;
              |            ^
        {cpp}: In function 'void k_two_kernel(float*)':
        {cpp}:{missing_line}:14: error: 'missing' was not declared in this scope
         {missing_line:>4} |     out[1] = missing;
              |              ^~~~~~~
        /usr/lib/gcc/foo.cpp:3:1: error: somewhere else entirely
        ninja: build stopped: subcommand failed.
        """)
    kernels = {"k_one": (8, 12), "k_two": (14, 19)}

    def kernel_at(line: int) -> str | None:
        return next((k for k, (a, b) in kernels.items() if a <= line <= b), None)

    found = cpp_compile_error(output, MODULE, "/p/m.py", kernel_at, {cpp: cpp_text}.get)
    assert found is not None and found.compiler == "c++"
    header, missing, elsewhere = found.diagnostics
    # An error in a header is placed at the kernel line that instantiated it.
    assert (header.kernel, header.line, header.column) == ("k_two", 16, 24)
    assert header.message == "invalid conversion from 'float*' to 'int'"
    assert "m.py:16:25:   required from here" in header.detail
    assert (missing.kernel, missing.line, missing.column) == ("k_two", 17, 13)
    assert "m.py: In function 'void k_two_kernel(float*)':" in missing.detail
    assert any(d.strip() == "17 |     out[1] = missing;" for d in missing.detail)
    # An error with no place in the module comes last, with its own place in the detail.
    assert (elsewhere.kernel, elsewhere.line) == (None, 0)
    assert elsewhere.detail[0].startswith("/usr/lib/gcc/foo.cpp:3:1: error:")
    assert found.where() == ("m.py:16:25: error: invalid conversion from 'float*' to 'int'")
    # Without the .cpp file nothing is placed, but every error is still there.
    blind = cpp_compile_error(output, MODULE, "/p/m.py", kernel_at, lambda _: None)
    assert blind is not None and [d.line for d in blind.diagnostics] == [0, 0, 0]


def test_output_without_an_error_is_not_a_compile_error():
    assert cpp_compile_error("ninja: build stopped\n", MODULE, "/p/m.py", lambda _: None) is None


# --- Triton: real CompilationErrors from triton's front end ----------------------------

TRITON_MODULE = """import triton
import triton.language as tl


@triton.jit
def helper(x):
    return x * undefined_name


# kernel-id: 0123456789ab
@triton.autotune(
    configs=[triton.Config({"XBLOCK": 128})],
    key=["xnumel"],
)
@triton.jit
def k_add(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xindex = tl.program_id(0) * XBLOCK + tl.arange(0, XBLOCK)
    xmask = xindex < xnumel
    tmp0 = tl.load(in_ptr0 + xindex, xmask)
    tmp1 = tl.lodd(tmp0)
    tl.store(out_ptr0 + xindex, tmp1, xmask)


@triton.jit
def k_mul(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xindex = tl.arange(0, XBLOCK)
    tmp0 = tl.load(in_ptr0 + xindex)
    tmp1 = helper(tmp0)
    tl.store(out_ptr0 + xindex, tmp1)


@triton.jit
def k_range(in_ptr0, out_ptr0, xnumel, XBLOCK: tl.constexpr):
    xindex = tl.arange(0, 3)
    tl.store(out_ptr0 + xindex, tl.load(in_ptr0 + xindex))
"""


@pytest.fixture(scope="module")
def triton_module(tmp_path_factory):
    pytest.importorskip("triton")
    path = tmp_path_factory.mktemp("triton_errors") / "kmod.py"
    path.write_text(TRITON_MODULE, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("ks_compile_errors_kmod", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    yield str(path), module
    del sys.modules[spec.name]


def _compile_error(fn) -> BaseException:
    """What triton raises compiling `fn` for an sm_90 GPU (the front end needs none)."""
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    from triton.runtime.jit import JITFunction

    while not isinstance(fn, JITFunction):  # an autotuned kernel wraps the jit function
        fn = fn.fn
    signature = {"in_ptr0": "*fp32", "out_ptr0": "*fp32", "xnumel": "i32", "XBLOCK": "constexpr"}
    source = ASTSource(fn, signature, {"XBLOCK": 128})
    try:
        triton.compile(source, target=GPUTarget("cuda", 90, 32))
    except Exception as exc:  # noqa: BLE001 - the error is what the test wants
        return exc
    raise AssertionError("the kernel compiled")


KERNEL_LINES = {"k_add": (10, 21), "k_mul": (24, 29), "k_range": (32, 35)}


def _kernel_at(line: int) -> str | None:
    return next((k for k, (a, b) in KERNEL_LINES.items() if a <= line <= b), None)


def test_triton_error_in_a_kernel_is_placed_at_its_line(triton_module):
    path, module = triton_module
    exc = _compile_error(module.k_add)
    found = triton_compile_error(exc, TRITON_MODULE, path, _kernel_at)
    assert found is not None and found.compiler == "triton" and found.file == path
    d = found.first
    assert (d.kernel, d.line, d.column) == ("k_add", *_place(TRITON_MODULE, "tl.lodd("))
    assert d.message == "AttributeError: module 'triton.language' has no attribute 'lodd'"
    assert d.detail == ["    tmp1 = tl.lodd(tmp0)", "           ^"]
    assert "at 5:11:" in found.output  # triton's own text, relative to the def line
    assert found.where() == f"kmod.py:{d.line}:12: error: {d.message}"


def test_triton_error_in_a_helper_names_the_launched_kernel(triton_module):
    path, module = triton_module
    exc = _compile_error(module.k_mul)
    found = triton_compile_error(exc, TRITON_MODULE, path, _kernel_at)
    assert found is not None
    d = found.first
    # The place is the helper's line; the kernel is the one launched; the call is a note.
    assert (d.kernel, d.line, d.column) == ("k_mul", *_place(TRITON_MODULE, "undefined_name"))
    assert d.message == "NameError: undefined_name is not defined"
    call_line, call_column = _place(TRITON_MODULE, "helper(tmp0)")
    assert d.detail[-1] == f"kmod.py:{call_line}:{call_column + 1}: note: called from k_mul"


def test_triton_semantic_error_keeps_triton_message(triton_module):
    path, module = triton_module
    exc = _compile_error(module.k_range)
    found = triton_compile_error(exc, TRITON_MODULE, path, _kernel_at)
    assert found is not None
    d = found.first
    line, _ = _place(TRITON_MODULE, "tl.arange(0, 3)")
    assert (d.kernel, d.line) == ("k_range", line)
    assert "power of 2" in d.message


def test_other_exceptions_are_not_compile_errors():
    assert triton_compile_error(ValueError("x"), TRITON_MODULE, "/m.py", _kernel_at) is None


# --- Triton on a GPU: a real launch of an edited kernel --------------------------------


@pytest.fixture(scope="module")
def gpu_projects(tmp_path_factory) -> Projects:
    return Projects(str(tmp_path_factory.mktemp("compile_errors_gpu")), "cuda")


@pytest.mark.gpu
@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")
def test_broken_triton_kernel_is_reported_at_its_module_line(gpu_projects, pool):
    project = gpu_projects.get("rms_norm")
    old = "xoffset = tl.program_id(0) * XBLOCK\n"
    new = old + "    bad = tl.arange(0, 3)\n"
    with edited(project, old, new, after=f"def {TRITON_KERNEL}(") as path:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        report = verify_project(project, {"trials": 1}, pool=pool)
    validation.check("verify-report", report)
    line, _ = _place(text, "bad = tl.arange(0, 3)")
    fault = report["fault"]
    assert fault["kind"] == "exception" and report["verdict"] == "fail"
    assert (fault["kernel"], fault["line"]) == (TRITON_KERNEL, line)
    first = fault["compile"]["diagnostics"][0]
    assert fault["compile"]["compiler"] == "triton"
    assert (first["kernel"], first["line"]) == (TRITON_KERNEL, line)
    assert "power of 2" in first["message"]
    name = os.path.basename(path)
    assert report["reason"].startswith(f"kernel {TRITON_KERNEL} does not compile: {name}:{line}:")
    again = verify_project(project, {"trials": 1}, pool=pool)
    assert again["verdict"] == "pass", again["reason"]


def test_sandbox_reports_a_triton_compile_error_at_its_line(triton_module, tmp_path):
    """The sandbox's module run: a call() whose kernel fails to compile is an `exception`
    fault carrying the placed error (the GPU test launches a real one)."""
    from kernel_studio.sandbox.modules import load_module
    from kernel_studio.sandbox.session import OpError, Session

    compile_k_add = """

def call():
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource

    signature = {"in_ptr0": "*fp32", "out_ptr0": "*fp32", "xnumel": "i32", "XBLOCK": "constexpr"}
    source = ASTSource(k_add.fn, signature, {"XBLOCK": 128})
    triton.compile(source, target=GPUTarget("cuda", 90, 32))
"""
    path = tmp_path / "kmod_call.py"
    text = TRITON_MODULE + compile_k_add
    path.write_text(text, encoding="utf-8")
    metadata = {"kernels": [{"name": k, "kind": "triton"} for k in KERNEL_LINES]}
    session = Session(lambda message: None)
    session.metadata = metadata
    session.interpreter = False
    session.modules["working"] = load_module(str(path), "kmod_call", metadata, session.hooks)[0]
    with pytest.raises(OpError) as raised:
        session.run_module("working", [], 0, "module run")
    error = raised.value
    line, column = _place(text, "tl.lodd(")
    assert error.kind == "exception"
    assert (error.extra["kernel"], error.extra["line"], error.extra["column"]) == (
        "k_add",
        line,
        column,
    )
    compiled = error.extra["compile"]
    assert compiled["compiler"] == "triton" and compiled["file"] == str(path)
    assert error.message == (
        f"kernel k_add does not compile: kmod_call.py:{line}:{column + 1}: error: "
        "AttributeError: module 'triton.language' has no attribute 'lodd'"
    )
