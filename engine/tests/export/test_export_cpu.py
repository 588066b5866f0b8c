"""CPU target end to end: export, save, import in a fresh process under an import trap,
run, compare with eager; plus source hygiene, metadata and determinism."""

from __future__ import annotations

import ast

import pytest
import torch
from export_support import CPU_MODELS, ShiftedWindowMask, as_tuple, load_model
from torch_series import per_series

from kernel_studio.pipeline.clean.format import format_source


@pytest.mark.parametrize("name", CPU_MODELS)
def test_fresh_process_matches_eager(cpu_exports, name):
    outputs = cpu_exports.outputs(CPU_MODELS)[name]
    _, expected, cases = cpu_exports.get(name)
    assert len(outputs) == len(cases)
    for got, want in zip(outputs, expected, strict=False):
        for g, w in zip(as_tuple(got), as_tuple(want), strict=True):
            torch.testing.assert_close(g, w)


@pytest.mark.parametrize("name", ["rms_norm_dynamic", "mlp", "transformer_block"])
def test_source_is_standalone_and_readable(cpu_exports, name):
    kernel, _, _ = cpu_exports.get(name)
    src = kernel.source
    for bad in ("torch._inductor", "torch._C._dynamo", "async_compile", "/tmp/torchinductor"):
        assert bad not in src
    assert format_source(src) == src, "not ruff-formatted"
    tree = ast.parse(src)
    imported = {
        alias.name.split(".")[0]
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in (node.names if isinstance(node, ast.Import) else [ast.alias(node.module)])
    }
    assert imported <= {"torch", "triton", "ctypes", "hashlib", "os", "types"}
    for k in kernel.metadata["kernels"]:
        if k["kind"] == "cpp":
            assert f"# {k['name']} fuses: " in src
            assert not k["name"][-1].isdigit() or "__" in k["name"], k["name"]


def test_dynamic_names_and_checks(cpu_exports):
    kernel, _, _ = cpu_exports.get("rms_norm_dynamic")
    assert kernel.dynamic_shape_names == ["B", "T"]
    assert "B = x.shape[0]" in kernel.source and "T = x.shape[1]" in kernel.source
    assert "s77" not in kernel.source
    with pytest.raises(ValueError, match=r"x: expected dtype torch.float32, got torch.float64"):
        kernel.run(torch.randn(2, 8, 64, dtype=torch.float64))
    with pytest.raises(ValueError, match=r"B = 65 is outside its range \[1, 64\]"):
        kernel.run(torch.randn(65, 8, 64))
    with pytest.raises(ValueError, match=r"x: expected shape \(2, 8, 64\), got \(2, 8, 32\)"):
        kernel.run(torch.randn(2, 8, 32))
    with pytest.raises(ValueError, match=r"x: expected 3 dimensions"):
        kernel.run(torch.randn(8, 64))
    # Another layout is copied into the exported one, as eager would take it.
    view = torch.randn(2, 64, 8).transpose(1, 2)
    torch.testing.assert_close(kernel.run(view), kernel.run(view.contiguous()))


def test_in_process_run_and_boxed_run(cpu_exports):
    kernel, expected, cases = cpu_exports.get("mlp")
    torch.testing.assert_close(kernel.run(*cases[0]), expected[0])
    args = list(cases[0])
    torch.testing.assert_close(kernel.boxed_run(args), expected[0])
    assert args == []
    assert kernel.tensor_arg_count == 1


def test_metadata(cpu_exports):
    kernel, _, _ = cpu_exports.get("rms_norm_dynamic")
    meta = kernel.metadata
    assert meta["schema"] == "kernel-studio/metadata" and meta["version"] == 1
    assert meta["device"] == "cpu" and meta["provenance"] == "inductor"
    assert [d["name"] for d in meta["dynamicDims"]] == ["B", "T"]
    assert meta["dynamicDims"][0]["min"] == 1 and meta["dynamicDims"][0]["max"] == 64
    assert meta["signature"]["inputs"][0]["shape"] == ["B", "T", 64]
    assert meta["signature"]["state"][0]["name"] == "weight"
    nodes = {n["name"]: n for n in meta["nodes"]}
    assert nodes["pow_1"]["source"]["line"] == 15
    # torch.export numbers the nodes of a graph differently in each series.
    last = per_series({"2.11": "mul_13", "2.15": "mul_1"})
    assert nodes[last]["outputs"][0]["shape"] == ["B", "T", 64]
    lines = kernel.source.splitlines()
    (k,) = meta["kernels"]
    assert k["kind"] == "cpp" and set(k["nodes"]) >= {"pow_1", "mean", "rsqrt", last}
    assert lines[k["definition"]["start"] - 1].startswith(k["name"] + " = ")
    assert lines[k["definition"]["comment"] - 1].startswith("# " + k["name"])
    (launch,) = k["launches"]
    assert f"kernels.{k['name']}(" in lines[launch["start"] - 1]
    assert meta["nodeToKernels"]["mean"] == [k["name"]]


def test_metadata_extern_kernels(cpu_exports):
    kernel, _, _ = cpu_exports.get("mlp")
    kinds = {k["name"]: k for k in kernel.metadata["kernels"]}
    externs = [k for k in kinds.values() if k["kind"] == "extern"]
    assert externs and all(k["launches"] for k in externs)
    assert "torch.addmm(" in kernel.source
    lines = kernel.source.splitlines()
    for k in externs:
        assert "torch." in lines[k["launches"][0]["start"] - 1]
    assert any("linear" in k["nodes"] for k in externs)


def test_deterministic_source():
    loaded, model, cases, spec = load_model("rms_norm_dynamic")
    from kernel_studio.pipeline.api import export_python

    first = export_python(model, cases[0], dynamic_shapes=spec, device="cpu").source
    loaded, model, cases, spec = load_model("rms_norm_dynamic")
    second = export_python(model, cases[0], dynamic_shapes=spec, device="cpu").source
    assert first.encode() == second.encode()


def test_function_export_and_postprocess():
    from kernel_studio import export_and_codegen, postprocess, torch_export_python

    def f(a, b):
        return torch.relu(a * b + 1.0)

    a, b = torch.randn(4, 8), torch.randn(4, 8)
    k = torch_export_python(f, (a, b), device="cpu")
    torch.testing.assert_close(k.run(a, b), f(a, b))
    raw = export_and_codegen(f, (a, b), device="cpu")
    assert "async_compile" in raw
    cleaned = postprocess(raw, tensor_arg_count=2)
    assert "torch._inductor" not in cleaned.source
    (out,) = cleaned.run(a, b)  # without the export context call returns a tuple
    torch.testing.assert_close(out, f(a, b))


def test_decomposition_settings():
    from kernel_studio.pipeline.decompose.decompose import parse_spec

    base, keep, force, table = parse_spec({"keep": ["aten.gelu"], "base": "default"})
    assert base == "default" and torch.ops.aten.gelu.default in keep and table is None
    _, _, force, _ = parse_spec(["aten.addmm.default"])
    assert force == [torch.ops.aten.addmm.default]
    loaded, model, cases, _ = load_model("layernorm_gelu")
    from kernel_studio.pipeline.api import export_python

    # Named as the shared export's module: its C++ kernels, built by the same name and
    # source, are then not built a second time.
    k = export_python(
        model,
        cases[0],
        device="cpu",
        module_name="layernorm_gelu",
        decompositions={"decompose": ["aten.native_layer_norm"]},
    )
    assert k.metadata["decompositions"]["decompose"]
    torch.testing.assert_close(k.run(*cases[0]), model(*cases[0]))


def _slice_then_matmul(x, w):
    return x[:, 1:] @ w, x.t()[2:] * 2.0


@pytest.mark.parametrize("fast", [True, False], ids=["torch-helper", "fallback"])
def test_inputs_that_are_views_at_an_offset(fast):
    """Inductor reads a part of an input through `reinterpret_tensor(x, sizes, strides,
    offset)`, the offset counted from where x starts: an input that is itself a view into a
    larger tensor (storage offset 27 here) gives eager's result, with torch's C++ helper and
    with the module's plain-Python fallback."""
    from kernel_studio.pipeline.api import export_python

    x, w = torch.randn(8, 9), torch.randn(8, 5)
    kernel = export_python(_slice_then_matmul, (x, w), device="cpu")
    assert "reinterpret_tensor(args_0, (8, 8), (9, 1), 1)" in kernel.source
    assert "torch.as_strided(" not in kernel.source
    module = kernel.load_module()
    if not fast:
        module.reinterpret_tensor = module._reinterpret_view
    else:
        assert module.reinterpret_tensor is not module._reinterpret_view
    big = torch.randn(20, 9)
    view = big[3:11]
    assert view.storage_offset() == 27
    for got, want in zip(module.call(view, w), _slice_then_matmul(view, w), strict=True):
        torch.testing.assert_close(got, want)


def test_lifted_scalars_stay_constants_on_the_cpu():
    """On the cpu the scalars torch.export lifts into 0-dim constants (`mask[a:b] = count`,
    `torch.tensor(v)`) stay state the C++ kernels read in place (on a GPU they become
    literals, test_export_gpu): Inductor's C++ code for them as literals in masked vector
    loops does not compile (torch.compile fails on this model), the export's does."""
    from kernel_studio.pipeline.api import export_python

    model, x = ShiftedWindowMask(), torch.randn(2, 12, 12)
    kernel = export_python(model, (x,), device="cpu")
    state = kernel.metadata["signature"]["state"]
    # torch 2.15's export keeps the `mask[a:b] = count` scalars literal: only the
    # torch.tensor value is lifted.
    assert len(state) == per_series({"2.11": 10, "2.15": 1})
    assert {s["kind"] for s in state} == {"constant"}
    for got, want in zip(kernel.run(x), model(x), strict=True):
        torch.testing.assert_close(got, want)
