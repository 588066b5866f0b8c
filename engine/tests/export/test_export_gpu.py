"""The cuda/Triton target on a GPU machine (`make test-gpu`)."""

from __future__ import annotations

import pytest
import torch
from export_support import GPU_MODELS, ShiftedWindowMask, as_tuple

pytestmark = pytest.mark.gpu

needs_gpu = pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA GPU")


@pytest.fixture(autouse=True)
def _no_tf32():
    # TF32 matmuls/convolutions differ from fp32 eager beyond assert_close's defaults.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    yield


@needs_gpu
@pytest.mark.parametrize("name", GPU_MODELS)
def test_gpu_fresh_process_matches_eager(gpu_exports, name):
    outputs = gpu_exports.outputs(GPU_MODELS)[name]
    _, expected, cases = gpu_exports.get(name)
    for got, want in zip(outputs, expected, strict=False):
        for g, w in zip(as_tuple(got), as_tuple(want), strict=True):
            torch.testing.assert_close(g, w)


@needs_gpu
@pytest.mark.parametrize("name", ["rms_norm_dynamic", "transformer_block", "reductions"])
def test_gpu_source_is_plain_triton(gpu_exports, name):
    kernel, _, _ = gpu_exports.get(name)
    src = kernel.source
    for bad in ("torch._inductor", "triton_heuristics", ".run(", "stream=", "async_compile"):
        assert bad not in src, bad
    assert "@triton.jit" in src
    triton_kernels = [k for k in kernel.metadata["kernels"] if k["kind"] == "triton"]
    assert triton_kernels
    lines = src.splitlines()
    for k in triton_kernels:
        assert k["launch"]["num_warps"] > 0
        start = k["definition"]["start"]
        assert lines[start - 1 : start + 1] == ["@_cached_launch", "@triton.jit"]
        assert k["launches"], k["name"]
        assert lines[k["launches"][0]["start"] - 1].strip().startswith(k["name"] + "[")


@needs_gpu
@pytest.mark.parametrize("name", ["rms_norm_dynamic", "transformer_block", "reductions"])
def test_gpu_kernel_ids_markers_and_module_map(gpu_exports, name):
    """Every kernel has an id, each definition its `# kernel-id:` marker, and the module
    map of the exported module gives the metadata's own ranges."""
    import re

    from kernel_studio.module_text.module_map import map_module

    kernel, _, _ = gpu_exports.get(name)
    kernels = kernel.metadata["kernels"]
    ids = [k["id"] for k in kernels]
    assert all(re.fullmatch(r"[0-9a-f]{12}(-\d+)?", i) for i in ids) and len(set(ids)) == len(ids)
    lines = kernel.source.splitlines()
    m = map_module(kernel.source, kernels)
    assert m.syntax_error is None
    for k, place in zip(kernels, m.kernels, strict=True):
        assert place.found and place.id == k["id"]
        assert [s.to_json() for s in place.launches] == k["launches"]
        if k["definition"] is None:
            continue
        assert lines[k["definition"]["start"] - 2] == f"# kernel-id: {k['id']}"
        assert place.definition.to_json() == {
            "start": k["definition"]["start"],
            "end": k["definition"]["end"],
        }
        assert lines[k["definition"]["end"] - 1].startswith("    ")  # the body, not `):`


@needs_gpu
@pytest.mark.parametrize("name", ["rms_norm_dynamic", "layernorm_gelu", "transformer_block"])
def test_gpu_provenance_agrees_with_comments(gpu_exports, name):
    from kernel_studio.pipeline.clean.clean import nodes_from_comments

    kernel, _, _ = gpu_exports.get(name)
    from_comments = nodes_from_comments(kernel.raw_source)
    meta = {k["rawName"]: k for k in kernel.metadata["kernels"] if k["kind"] == "triton"}
    assert kernel.metadata["provenance"] == "inductor"
    assert meta
    for raw, k in meta.items():
        assert raw in from_comments, raw
        # The comment above a kernel's first launch names that launch's nodes.
        first = (k.get("launchNodes") or [k["nodes"]])[0]
        assert set(first) == {n for n in from_comments[raw] if n}, raw


@needs_gpu
def test_gpu_postprocess_without_export_context_autotunes():
    """export_and_codegen + postprocess: no baked configs, so every kernel carries
    @triton.autotune candidates; the module runs and matches eager."""
    from kernel_studio import export_and_codegen, postprocess

    def f(x, w, y):
        h = torch.nn.functional.layer_norm(x, (x.shape[-1],)) * w  # looped reduction
        t = (h.t() + 1.0).contiguous()  # tiled 2D pointwise
        return t, y.softmax(-1), (x * x).sum(0)  # persistent reduction, outer reduction

    args = (
        torch.randn(64, 4096, device="cuda"),
        torch.randn(4096, device="cuda"),
        torch.randn(256, 32, device="cuda"),
    )
    raw = export_and_codegen(f, args, device="cuda")
    kernel = postprocess(raw)
    src = kernel.source
    assert src.count("@triton.autotune(") == raw.count("async_compile.triton(") >= 3
    assert "@triton.autotune(" in src and "torch._inductor" not in src
    got = kernel.run(*args)
    for g, w in zip(got, f(*args), strict=True):
        torch.testing.assert_close(g, w)


@needs_gpu
def test_gpu_inputs_that_are_views_at_an_offset():
    """A cuda module reads parts of inputs through `reinterpret_tensor` (offset from where the
    input starts): inputs that are views into larger tensors give eager's results."""
    from kernel_studio.pipeline.api import export_python

    def f(x, w):
        return x[:, 1:] @ w, (x.t()[2:] * 2.0).sum(0)

    x, w = torch.randn(64, 33, device="cuda"), torch.randn(32, 16, device="cuda")
    kernel = export_python(f, (x, w), device="cuda")
    assert "reinterpret_tensor(" in kernel.source
    big = torch.randn(100, 33, device="cuda")
    view = big[5:69]
    for got, want in zip(kernel.run(view, w), f(view, w), strict=True):
        torch.testing.assert_close(got, want)


@needs_gpu
def test_gpu_lifted_scalars_are_not_copied_each_call():
    """A 0-dim cpu constant torch.export lifted from a Python scalar is a literal in the
    Triton kernels: the cuda module neither loads it nor copies it to the GPU per call."""
    from kernel_studio.pipeline.api import export_python

    model, x = ShiftedWindowMask(), torch.randn(2, 12, 12, device="cuda")
    kernel = export_python(model, (x,), device="cuda")
    assert kernel.metadata["signature"]["state"] == []
    assert ".copy_(" not in kernel.source.split("def call(")[1]
    for got, want in zip(kernel.run(x), model(x), strict=True):
        torch.testing.assert_close(got, want)


class _LSTM(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lstm = torch.nn.LSTM(32, 64, batch_first=True)

    def forward(self, x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        return self.lstm(x, (h.unsqueeze(0), torch.zeros_like(h).unsqueeze(0)))[0]


@needs_gpu
def test_gpu_lstm_weights_load_as_one_buffer(tmp_path):
    """nn.LSTM's weights, flattened into one buffer in cuDNN's order on the GPU, are saved
    as views of one block and load back so: cuDNN reads them in place instead of compacting
    them into such a buffer on every call."""
    import importlib.util

    from kernel_studio.pipeline.api import export_python

    model = _LSTM().cuda()
    x, h = torch.randn(2, 8, 32, device="cuda"), torch.randn(2, 64, device="cuda")
    path = export_python(model, (x, h), device="cuda", module_name="lstm").save(tmp_path)
    spec = importlib.util.spec_from_file_location("lstm_module", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    weights = module.load_weights()
    assert len(weights) == 4
    assert len({w.untyped_storage().data_ptr() for w in weights.values()}) == 1
    flat = model.lstm._flat_weights
    for got, want in zip(sorted(weights.values(), key=lambda w: w.data_ptr()), flat, strict=True):
        assert got.data_ptr() - got.untyped_storage().data_ptr() == (
            want.data_ptr() - want.untyped_storage().data_ptr()
        )
    with torch.no_grad():
        torch.testing.assert_close(module.call(x, h), model(x, h))
