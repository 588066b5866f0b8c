"""Importing a torch.compiler.precompile artifact (torch 2.15) made here, in a separate
process as a user would, into a project that verifies against the model."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
import torch

from kernel_studio.pipeline.errors import ExportError

TESTS = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MLP = os.path.join(TESTS, "models", "mlp.py")

needs_precompile = pytest.mark.skipif(
    not hasattr(torch.compiler, "precompile"),
    reason="torch.compiler.precompile needs torch >= 2.15",
)

# The capture, as upstream documents it: fn is the whole computation, the model is passed
# again at run time. argv: model file, artifact path, "train" for a training step.
CAPTURE = """
import importlib.util, sys, torch
spec = importlib.util.spec_from_file_location("model", sys.argv[1])
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
torch.manual_seed(0)
model = mod.Model(*mod.get_init_inputs()).eval()
xs = mod.get_inputs()
path = sys.argv[2]
if sys.argv[3] == "train":
    fn = lambda m, *x: m(*x).sum().backward()
    with torch.compiler.precompile.capture(fn, artifact_path=path, cache_path=path + ".cache") as c:
        c(model, *xs)
else:
    with torch.no_grad(), torch.compiler.precompile.capture(
        lambda m, *x: m(*x), artifact_path=path, cache_path=path + ".cache"
    ) as c:
        c(model, *xs)
"""


def capture(folder: str, kind: str) -> str:
    path = os.path.join(folder, f"mlp_{kind}.py")
    subprocess.run(
        [sys.executable, "-c", CAPTURE, MLP, path, kind], check=True, capture_output=True
    )
    return path


@pytest.fixture(scope="module")
def artifacts(tmp_path_factory: pytest.TempPathFactory) -> str:
    return str(tmp_path_factory.mktemp("precompile"))


@needs_precompile
def test_import_then_verify(artifacts: str, tmp_path) -> None:
    from kernel_studio.methods.import_artifact import import_artifact
    from kernel_studio.project.project_file import read_toml
    from kernel_studio.verify.run import verify_project

    artifact = capture(artifacts, "inference")
    out = str(tmp_path / "mlp")
    result = import_artifact(artifact, MLP, out)
    assert result["graphFrom"] == "model" and result["generation"] == 1
    kernels = {k["name"]: k for k in result["metadata"]["kernels"]}
    # The artifact's own C++ kernel (upstream's name, cleaned), on the nodes it fuses.
    assert kernels["cpp_fused_gelu"]["nodes"] == ["gelu"]
    assert kernels["cpp_fused_gelu"]["rawName"] == "cpp_fused_gelu_0"
    assert sorted(n for k in kernels.values() for n in k["nodes"] if n.startswith("linear")) == [
        "linear",
        "linear_1",
    ]
    with open(result["module"], encoding="utf-8") as f:
        module = f.read()
    assert "torch.compiler.precompile artifact mlp_inference.py" in module
    assert "torch._inductor" not in module and "async_compile" not in module
    with open(artifact, "rb") as f, open(result["artifact"], "rb") as kept:
        assert kept.read() == f.read()
    record = read_toml(os.path.join(out, "kernel-studio.toml"))["export"]
    assert record["artifact"] == "artifact/mlp_inference.py" and record["model"] == MLP

    report = verify_project(out, {"trials": 2})
    assert report["verdict"] == "pass", report["reason"]


@needs_precompile
def test_refusals_name_the_file(artifacts: str, tmp_path) -> None:
    from kernel_studio.methods.import_artifact import import_artifact

    train = capture(artifacts, "train")
    with pytest.raises(ExportError) as exc:
        import_artifact(train, MLP, str(tmp_path / "a"))
    assert exc.value.file == train and "a training-step artifact" in exc.value.message
    assert "not supported yet" in exc.value.message
    assert exc.value.line is not None  # GRAD_PARAM_INDICES
    for wrong, said in ((MLP, "does not define"), (train + ".cache", "not Python text")):
        with pytest.raises(ExportError) as exc:
            import_artifact(wrong, MLP, str(tmp_path / "b"))
        assert exc.value.file == wrong and "not a torch.compiler.precompile artifact" in str(
            exc.value.message
        ), exc.value.message
        assert said in exc.value.message
    assert not os.path.exists(tmp_path / "a") and not os.path.exists(tmp_path / "b")


@pytest.mark.skipif(
    hasattr(torch.compiler, "precompile"), reason="the series has torch.compiler.precompile"
)
def test_older_series_says_what_it_needs() -> None:
    from kernel_studio.pipeline.artifact.run import check_precompile_series

    with pytest.raises(ExportError) as exc:
        check_precompile_series()
    assert exc.value.category == "environment"
    assert "needs torch >= 2.15" in exc.value.message


def test_launches_get_handles_and_nodes_from_upstreams_comments() -> None:
    """Upstream's module has no provenance maps: each launch's source-node comment (and a
    C++ kernel's name where it has none) gives its nodes on the re-exported graph."""
    from kernel_studio.pipeline.artifact.lowered import provenance_from_comments

    def f(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
        y = torch.nn.functional.linear(x, w)
        return torch.sigmoid(torch.relu(y + 1))

    graph = torch.fx.symbolic_trace(f).graph
    raw = "\n".join(
        [
            "triton_poi_fused_add_relu_0 = async_compile.triton('k', '''...''')",
            "cpp_fused_sigmoid_1 = async_compile.cpp_pybinding(['float*'], '''...''')",
            "def call(args):",
            "    # Topologically Sorted Source Nodes: [t, addmm], Original ATen: [aten.addmm]",
            "    extern_kernels.addmm(b, x, w, out=buf0)",
            "    # Topologically Sorted Source Nodes: [add, relu], Original ATen: [aten.add]",
            "    triton_poi_fused_add_relu_0.run(buf0, 16, stream=stream0)",
            "    cpp_fused_sigmoid_1(buf0)",
            "    return (buf0, )",
        ]
    )
    text, provenance = provenance_from_comments(raw, graph)
    assert provenance.kernel_to_post == {
        "extern_kernels.addmm:0": ["linear"],
        "triton_poi_fused_add_relu_0:1": ["add", "relu"],
        "cpp_fused_sigmoid_1:2": ["sigmoid"],
    }
    lines = text.splitlines()
    at = lines.index("    triton_poi_fused_add_relu_0.run(buf0, 16, stream=stream0)")
    assert lines[at - 1] == "    # [Provenance debug handles] triton_poi_fused_add_relu_0:1"
