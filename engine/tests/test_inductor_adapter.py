"""The Inductor adapter (kernel_studio.inductor): the torch version check, exports from
several threads of one process (the library API), the two ways of lowering, and the report
of what max-autotune timed."""

from __future__ import annotations

import logging
import threading

import pytest
import torch
from torch_series import SERIES

from kernel_studio.inductor import (
    ALLOW_UNTESTED_ENV,
    UnsupportedTorch,
    inductor_status,
    lowering_patch_installed,
    require_supported_torch,
    source_as_in_2_11,
    timed_choices,
)


def test_status_of_the_installed_torch() -> None:
    status = inductor_status()
    series = SERIES
    assert status == {
        "supported": True,
        "usable": True,
        "state": "supported",
        "torch": torch.__version__,
        "series": series,
        "adapter": series,
        "supportedSeries": ["2.11", "2.15"],
        "selfTest": None,
        "message": None,
    }


@pytest.mark.parametrize(
    "version", ["2.11.0", "2.11.1+cpu", "2.11.0+cu130", "2.15.0", "2.15.0+cu132", "2.15.1+cpu"]
)
def test_every_release_of_a_supported_series_is_supported(version: str) -> None:
    status = inductor_status(version, environ={})
    assert status["supported"] is True and status["adapter"] == status["series"]
    require_supported_torch(version, environ={})


@pytest.mark.parametrize("version", ["2.12.0+cu130", "2.10.1", "2.14.0", "3.0.0.dev20270101"])
def test_an_older_or_other_torch_fails_fast(version: str) -> None:
    status = inductor_status(version, environ={})
    assert status["supported"] is False and status["usable"] is False
    assert status["state"] == "unsupported" and status["torch"] == version
    with pytest.raises(UnsupportedTorch) as info:
        require_supported_torch(version, environ={}, self_test=_never)
    message = info.value.message
    assert version in message and "2.11.x and 2.15.x" in message and ALLOW_UNTESTED_ENV in message
    assert message == status["message"]


def _never() -> dict[str, object]:
    raise AssertionError("the self-test runs only on an untested newer series")


def test_a_newer_series_is_untested_and_its_self_test_decides(
    caplog: pytest.LogCaptureFixture,
) -> None:
    before = inductor_status("2.16.0", environ={})
    assert before["state"] == "untested" and before["usable"] is True
    assert before["adapter"] == "2.15" and before["selfTest"] is None
    assert "untested" in before["message"] and "self-test" in before["message"]
    passed = {"passed": True, "detail": "a cpu export verified", "seconds": 1.0}
    with caplog.at_level(logging.WARNING, logger="kernel_studio.inductor"):
        require_supported_torch("2.16.0", environ={}, self_test=lambda: passed)
    assert "untested, self-test passed (a cpu export verified)" in caplog.text
    failed = {"passed": False, "detail": "export failed: boom"}
    status = inductor_status("2.16.0", environ={}, self_test=failed)
    assert status["usable"] is False
    assert "untested, self-test failed: export failed: boom" in status["message"]
    with pytest.raises(UnsupportedTorch) as info:
        require_supported_torch("2.16.0", environ={}, self_test=lambda: failed)
    assert info.value.message == status["message"]
    # Without a self-test to run, an untested series is refused like a failed one.
    with pytest.raises(UnsupportedTorch, match="self-test failed: not run"):
        require_supported_torch("2.16.0", environ={})


def test_the_user_may_opt_in_to_an_untested_torch(caplog: pytest.LogCaptureFixture) -> None:
    environ = {ALLOW_UNTESTED_ENV: "1"}
    with caplog.at_level(logging.WARNING, logger="kernel_studio.inductor"):
        require_supported_torch("2.12.0", environ=environ)
        require_supported_torch("2.16.0", environ=environ, self_test=lambda: {"passed": False})
    assert "torch 2.12.0 is installed" in caplog.text and "self-test failed" in caplog.text
    status = inductor_status("2.12.0", environ=environ)
    assert status["supported"] is False and status["usable"] is True


def test_untested_torch_is_an_environment_error_of_the_export() -> None:
    from kernel_studio.methods.export import check_torch_supported
    from kernel_studio.pipeline.api import check_torch

    # The installed torch is supported: both checks pass without a word.
    check_torch()
    check_torch_supported()


def test_library_exports_from_two_threads() -> None:
    """Exports from two threads are serialized and each gets its own output; the patch of
    Inductor is gone afterwards. The second export starts after the first thread has
    exited, which crashes torch 2.11 without CUDA unless pin_cuda_device_guard ran."""
    from kernel_studio import export_python

    def scale(x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(x) * 3.0

    def shift(x: torch.Tensor) -> torch.Tensor:
        return torch.tanh(x) - 1.0

    x = torch.randn(16, 8)
    results: dict[str, object] = {}

    def run(name: str, fn: object) -> None:
        try:
            results[name] = export_python(fn, (x,), device="cpu", module_name=name)
        except BaseException as exc:  # noqa: BLE001 - reported by the assertions below
            results[name] = exc

    threads = [
        threading.Thread(target=run, args=("scale", scale)),
        threading.Thread(target=run, args=("shift", shift)),
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(600)
    kernels = {name: results[name] for name in ("scale", "shift")}
    for name, kernel in kernels.items():
        assert not isinstance(kernel, BaseException), f"{name}: {kernel!r}"
    torch.testing.assert_close(kernels["scale"].run(x), scale(x))  # type: ignore[union-attr]
    torch.testing.assert_close(kernels["shift"].run(x), shift(x))  # type: ignore[union-attr]
    assert "sigmoid" in kernels["scale"].raw_source  # type: ignore[union-attr]
    assert "tanh" in kernels["shift"].raw_source  # type: ignore[union-attr]
    assert lowering_patch_installed() is False


def test_compiled_lowering_keeps_the_generated_source() -> None:
    """The compile path (what CUDA exports use, to autotune) reads the source back from the
    built module: the same code as the generate-only path, and a module that runs."""
    from kernel_studio.inductor import lower_graph
    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.lower.lower import cpu_settings, graph_inputs
    from kernel_studio.pipeline.trace.trace import trace

    def fn(x: torch.Tensor) -> torch.Tensor:
        return torch.sigmoid(x) * 3.0

    decomposed = decompose(trace(fn, (torch.randn(8, 4),), device="cpu"))
    fake = [gi.value for gi in graph_inputs(decomposed)]
    gm, settings = decomposed.program.graph_module, cpu_settings()
    generated = lower_graph(gm, fake, settings, None, compile_kernels=False)
    compiled = lower_graph(gm, fake, settings, None, compile_kernels=True)

    def body(source: str) -> list[str]:
        return [line for line in source.splitlines() if not line.startswith("# AOT ID")]

    assert generated.module is None and compiled.module is not None
    assert body(compiled.source) == body(generated.source)
    assert compiled.provenance == generated.provenance
    assert list(compiled.provenance.kernel_to_post.values()) == [["mul", "sigmoid"]]
    x = torch.randn(8, 4)
    torch.testing.assert_close(compiled.module.call([x])[0], fn(x))
    assert lowering_patch_installed() is False


def test_each_op_max_autotune_times_is_reported_and_the_report_is_removed() -> None:
    """Inductor's cpu GEMM template against the library call (the cpu form of what a cuda
    export's max_autotune times): one record per op, passed on as it is timed; a failing
    report stops nothing; after the block Inductor's list of savers is as it was."""
    import torch._inductor.config as config
    from torch._inductor.cpu_vec_isa import valid_vec_isa_list
    from torch._inductor.select_algorithm import get_algorithm_selector_cache

    if not valid_vec_isa_list():
        pytest.skip("Inductor's cpu GEMM template needs a vector ISA")
    savers = list(get_algorithm_selector_cache().feedback_saver_fns)
    seen = []

    def report(choice) -> None:
        seen.append(choice)
        raise RuntimeError("a report that fails")

    torch._dynamo.reset()
    model = torch.nn.Linear(128, 64).eval()
    patches = {
        "max_autotune": True,
        "freezing": True,  # the cpu template needs its weight as a constant
        "max_autotune_gemm_backends": "ATEN,CPP",
        "fx_graph_cache": False,
        "autotune_local_cache": False,
    }
    with torch.no_grad(), config.patch(patches), timed_choices(report) as timed:
        x = torch.randn(32, 128)
        torch.testing.assert_close(torch.compile(model)(x), model(x))
    assert get_algorithm_selector_cache().feedback_saver_fns == savers
    assert len(timed) == 1 and seen == timed
    choice = timed[0]
    assert choice.shapes.startswith("32x128") and choice.choices == 2
    assert choice.fastest_ms > 0 and choice.library_ms is not None and choice.library_ms > 0
    text = choice.text()
    assert text.startswith(choice.op + "(32x128") and text.endswith("fastest of 2")
    kind = "library call" if choice.library else "template"
    assert f"): {kind} {choice.fastest} " in text and "library call" in text


def test_the_output_module_checks_every_input_at_the_top_of_call() -> None:
    """torch 2.15 defers input asserts to the first kernel reading each input (grouped) and
    drops those of inputs no kernel reads; the adapter has every series write torch 2.11's
    form: one assert per input at the top of `call`, in input order (inductor/series.py)."""
    from kernel_studio import export_and_codegen

    def f(x: torch.Tensor, unused: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        return torch.relu(x @ w) + 1.0

    raw = export_and_codegen(
        f, (torch.randn(4, 8), torch.randn(3), torch.randn(8, 5)), device="cpu"
    )
    call = raw[raw.index("def call(") :]
    asserts = [line.strip() for line in call.splitlines() if "assert_" in line]
    assert [a.split("(")[1].split(",")[0] for a in asserts[:3]] == ["arg0_1", "arg1_1", "arg2_1"]
    assert asserts[1] == "assert_size_stride(arg1_1, (3, ), (1, ))"
    first_kernel = min(call.index(k) for k in ("extern_kernels.", "cpp_fused_") if k in call)
    assert call.index(asserts[2]) < first_kernel
    assert "assert_size_stride_grouped(" not in call and "assert_tensor_metadata(" not in call


def test_asserts_of_a_later_series_read_as_2_11_writes_them() -> None:
    source = (
        "def call(args):\n"
        "    assert_size_stride_grouped((arg1_1, arg0_1), ((s77, s27, 256), (256, )), "
        "((256*s27, 256, 1), (1, )), 'input')\n"
        "    assert_tensor_metadata(buf2, (4, 5), (5, 1), torch.float32, "
        "'torch.ops.aten.mm.default')\n"
        "    return (buf2, )\n"
    )
    assert source_as_in_2_11(source) == (
        "def call(args):\n"
        "    assert_size_stride(arg1_1, (s77, s27, 256), (256*s27, 256, 1))\n"
        "    assert_size_stride(arg0_1, (256, ), (1, ))\n"
        "    assert_size_stride(buf2, (4, 5), (5, 1), 'torch.ops.aten.mm.default')\n"
        "    return (buf2, )\n"
    )
    sizes = "def call(self, args):\n    s77 = arg4_1.size()[0]\n    s27 = arg4_1.size()[1]\n"
    assert source_as_in_2_11(sizes) == (
        "def call(self, args):\n    arg4_1_size = arg4_1.size()\n"
        "    s77 = arg4_1_size[0]\n    s27 = arg4_1_size[1]\n"
    )
    with pytest.raises(ValueError, match="line 1: unexpected form"):
        source_as_in_2_11("assert_tensor_metadata(buf2, (4, 5))\n")
