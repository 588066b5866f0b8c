"""Importing a torch.compiler.precompile artifact (torch 2.15) made here, in a separate
process as a user would, into a project that verifies against the model: an inference
artifact, and a training step's."""

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


@pytest.fixture(scope="module")
def train_artifact(artifacts: str) -> str:
    return capture(artifacts, "train")


@needs_precompile
def test_training_step_imports_then_verifies(train_artifact: str, tmp_path) -> None:
    """fn = lambda m, *x: m(*x).sum().backward(): one graph of forward and backward whose
    `call` returns fn's None and the four gradients; step() fills .grad as upstream's
    driver does, and verify checks each gradient against the model's eager step."""
    from kernel_studio.methods.import_artifact import import_artifact
    from kernel_studio.project.project_file import read_toml
    from kernel_studio.verify.run import verify_project

    out = str(tmp_path / "step")
    result = import_artifact(train_artifact, MLP, out)
    meta = result["metadata"]
    assert meta["mode"] == "step"
    assert meta["step"] == {
        "gradients": ["fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"],
        "results": 1,
        "loss": "sum of outputs",
        "graphSplit": True,
        "graphFile": "artifact/mlp_train.graph.py",
    }
    # The graph upstream captured, traced again: the names its comments use, the backward
    # from the seed of .backward() on.
    with open(os.path.join(out, meta["step"]["graphFile"]), encoding="utf-8") as f:
        graph = f.read()
    assert "# Inputs: flat_1 = fc1.weight," in graph and "flat_5 = x." in graph
    seed = graph.index("# ---- the backward, from the seed of .backward() on ----")
    assert graph.index("gelu = torch.ops.aten.gelu.default") < seed
    assert seed < graph.index("gelu_backward = torch.ops.aten.gelu_backward.default")
    kernels = {k["name"]: k for k in meta["kernels"]}
    # The forward's fc1 matmul (on the model's graph); the backward's seed with fc2.bias's
    # gradient, and gelu's backward fused with the gelu it recomputes and fc1.bias's
    # gradient (upstream's C++ kernels, named after their ops, no comment), on the
    # captured step's backward, as a training export's backward kernels.
    assert (kernels["addmm"]["graph"], kernels["addmm"]["nodes"]) == ("forward", ["linear"])
    assert kernels["addmm"]["capturedNodes"] == ["addmm"]
    backward = kernels["cpp_fused_gelu_gelu_backward_sum"]
    assert (backward["graph"], backward["nodes"]) == (
        "backward",
        ["gelu", "gelu_backward", "sum_3"],
    )
    seed_kernel = kernels["cpp_fused_expand_ones_like_sum"]
    assert (seed_kernel["graph"], seed_kernel["nodes"]) == (
        "backward",
        ["ones_like", "expand", "sum_2"],
    )
    assert sorted(k["graph"] for k in meta["kernels"]).count("backward") == 5
    assert meta["nodeToKernels"] == {"linear": ["addmm"]}
    assert read_toml(os.path.join(out, "kernel-studio.toml"))["export"]["train"] is True

    # The module's own step on the weights file's parameters, against eager autograd.
    import importlib.util

    spec = importlib.util.spec_from_file_location("imported_step", result["module"])
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    model = module.Module()
    x = torch.randn(8, 32)
    assert module.step(model, x) is None
    eager = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(), torch.nn.Linear(64, 16))
    eager.load_state_dict(
        {k.replace("fc1", "0").replace("fc2", "2"): v for k, v in model.state_dict().items()}
    )
    eager(x).sum().backward()
    for name, p in model.named_parameters():
        twin = eager.get_parameter(name.replace("fc1", "0").replace("fc2", "2"))
        torch.testing.assert_close(p.grad, twin.grad)
    module.step(model, x)  # accumulates, as .backward() does
    torch.testing.assert_close(model.fc2.bias.grad, 2 * eager[2].bias.grad)
    with pytest.raises(RuntimeError, match="no forward of its own"):
        model(x)

    report = verify_project(out, {"trials": 2})
    assert report["verdict"] == "pass", report["reason"]
    assert [g["name"] for g in report["trials"][0]["gradients"]] == meta["step"]["gradients"]

    # A broken edit of the backward kernel: the gradients diverge and the edit is located.
    working = os.path.join(out, "mlp.py")
    with open(working, encoding="utf-8") as f:
        text = f.read()
    at = text.index("auto tmp9 = static_cast<float>(0.5);")
    with open(working, "w", encoding="utf-8") as f:
        f.write(text[:at] + text[at:].replace("(0.5)", "(0.6)", 1))
    report = verify_project(out, {"trials": 1})
    assert report["verdict"] == "fail"
    assert report["located"]["kernel"] == "cpp_fused_gelu_gelu_backward_sum"
    assert "fc1.weight" in report["reason"]
    # Located by replaying the kernels against the captured step's values (not by swapping
    # edits): the forward's matmul and the seed's kernel match them, the edited kernel's
    # buffer holding gelu_backward does not, and what reads it is tainted.
    status = {k["kernel"]: k["status"] for k in report["kernels"]}
    assert status["addmm"] == status["cpp_fused_expand_ones_like_sum"] == "ok"
    assert status["cpp_fused_gelu_gelu_backward_sum"] == "failed"
    assert status["mm_3"] == "tainted"
    failed = [b for b in report["located"]["buffers"] if not b["comparison"]["passed"]]
    assert failed and failed[0]["node"] == "gelu_backward"
    assert report["located"]["nodes"] == ["gelu", "gelu_backward", "sum_3"]
    assert not any("each edited kernel in turn" in n for n in report["notes"])


@needs_precompile
def test_refusals_name_the_file(train_artifact: str, tmp_path) -> None:
    from kernel_studio.methods.import_artifact import import_artifact

    # A step whose graph writes in place (as BatchNorm's running statistics in train mode:
    # the copy_ Inductor fuses into a kernel named after it).
    with open(train_artifact, encoding="utf-8") as f:
        text = f.read()
    writes = str(tmp_path / "writes.py")
    with open(writes, "w", encoding="utf-8") as f:
        f.write(text.replace("cpp_fused_gelu_gelu_backward_sum_1", "cpp_fused_copy__gelu_1"))
    with pytest.raises(ExportError) as exc:
        import_artifact(writes, MLP, str(tmp_path / "a"))
    assert exc.value.file == writes and "writes tensors in place" in exc.value.message
    assert "cpp_fused_copy__gelu_1" in exc.value.message
    line = text.splitlines().index(
        next(ln for ln in text.splitlines() if ln.startswith("cpp_fused_gelu_gelu_backward"))
    )
    assert exc.value.line == line + 1
    for wrong, said in ((MLP, "does not define"), (train_artifact + ".cache", "not Python text")):
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
