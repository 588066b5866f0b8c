"""Control flow (torch.cond, while_loop and the higher-order ops that become them) on the
CPU target: the subgraph functions Inductor lifts the branches and loop bodies into are
kept and cleaned like `call`, their kernels are in the metadata (mapped to the cond or
while_loop node) and found by the module map; outputs match eager for every branch and
iteration count. The saved modules also run in a fresh process under the import trap
(test_export_cpu.py: both models are in CPU_MODELS)."""

from __future__ import annotations

import ast

import pytest
import torch
from torch import nn
from torch._higher_order_ops.while_loop import while_loop
from torch_series import per_series

from kernel_studio import torch_export_python
from kernel_studio.module_text.module_map import map_module
from kernel_studio.pipeline.clean.format import format_source
from kernel_studio.pipeline.errors import ExportError


def _functions(source: str) -> dict[str, tuple[int, int]]:
    tree = ast.parse(source)
    return {
        n.name: (n.lineno, n.end_lineno or n.lineno)
        for n in tree.body
        if isinstance(n, ast.FunctionDef)
    }


def _assert_subgraph_kernels(kernel, owner: str, functions: list[str]) -> None:
    """The kernels launched in the subgraph functions map to the `owner` node, and their
    launches (metadata and module map alike) are inside those functions."""
    spans = _functions(kernel.source)
    lines = kernel.source.splitlines()
    meta = kernel.metadata
    inside = [
        k
        for k in meta["kernels"]
        if k["launches"]
        and any(spans[f][0] <= s["start"] <= spans[f][1] for f in functions for s in k["launches"])
    ]
    assert inside, "no kernel is launched in the subgraph functions"
    for k in inside:
        assert k["nodes"] == [owner], k
        comment = lines[k["definition"]["comment"] - 1 : k["definition"]["start"]]
        assert any(line.startswith("# Launched in ") for line in comment), k["name"]
    assert sorted(meta["nodeToKernels"][owner]) == sorted(k["name"] for k in inside)
    assert len({k["id"] for k in meta["kernels"]}) == len(meta["kernels"])
    module_map = map_module(kernel.source, meta["kernels"])
    for k, place in zip(meta["kernels"], module_map.kernels, strict=True):
        assert [s.to_json() for s in place.launches] == k["launches"], k["name"]


def test_cond_branches_are_functions_with_cleaned_kernels(cpu_exports):
    kernel, expected, cases = cpu_exports.get("cond_branches")
    # The cases take both branches, at several batch sizes (dynamic dim B).
    assert {bool(case[0].sum() > 0) for case in cases} == {True, False}
    assert len({case[0].shape[0] for case in cases}) > 1
    for case, want in zip(cases, expected, strict=True):
        torch.testing.assert_close(kernel.run(*case), want)
    src = kernel.source
    assert format_source(src) == src
    spans = _functions(src)
    # Both branches before `call`, in the order Inductor writes them (torch 2.15: false first).
    first, second = per_series(
        {"2.11": ("true_graph_0", "false_graph_0"), "2.15": ("false_graph_0", "true_graph_0")}
    )
    assert spans[first][0] < spans[second][0] < spans["call"][0]
    # Locals lose the function's prefix; the dynamic dim keeps the user's name.
    body = "\n".join(src.splitlines()[spans["true_graph_0"][0] - 1 : spans["true_graph_0"][1]])
    assert "true_graph_0_" not in body
    assert "B = arg0_1.shape[0]" in body and "kernels = cpp_kernels()" in body
    call = "\n".join(src.splitlines()[spans["call"][0] - 1 :])
    # torch 2.15 selects the branch by index (`int(pred.item())`, false first).
    branch = per_series({"2.11": "if buf_gt.item():", "2.15": "if buf2_selector == 0:"})
    assert branch in call and "true_graph_0(true_graph_0_args)" in call
    _assert_subgraph_kernels(kernel, "cond", ["true_graph_0", "false_graph_0"])
    # The branches' kernels both map to `cond`; the subgraph function keeps their ids
    # apart without numbering.
    assert all("-" not in k["id"] for k in kernel.metadata["kernels"])


def test_while_loop_body_and_condition_are_functions(cpu_exports):
    kernel, expected, cases = cpu_exports.get("while_loop_tanh")
    assert sorted(int(case[1]) for case in cases) == [0, 3, 6]  # no iteration, and more
    for case, want in zip(cases, expected, strict=True):
        torch.testing.assert_close(kernel.run(*case), want)
    spans = _functions(kernel.source)
    assert {"while_loop_cond_graph_0", "while_loop_body_graph_0"} <= set(spans)
    assert "while should_loop:" in kernel.source
    _assert_subgraph_kernels(
        kernel, "while_loop", ["while_loop_cond_graph_0", "while_loop_body_graph_0"]
    )


class NestedCond(nn.Module):
    """A cond in a cond's branch."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        def inner_true(x: torch.Tensor) -> torch.Tensor:
            return x.sin() * 2

        def inner_false(x: torch.Tensor) -> torch.Tensor:
            return x.cos() + 1

        def outer_true(x: torch.Tensor) -> torch.Tensor:
            return torch.cond(x.mean() > 0.5, inner_true, inner_false, (x,)) * x.sum()

        def outer_false(x: torch.Tensor) -> torch.Tensor:
            return x - x.amax()

        return torch.cond(x.sum() > 0, outer_true, outer_false, (x,))


def test_nested_cond_every_path_matches_eager():
    model = NestedCond()
    kernel = torch_export_python(model, (torch.rand(4, 8),), device="cpu")
    spans = _functions(kernel.source)
    assert {"true_graph_0", "true_graph_0_true_graph_0", "true_graph_0_false_graph_0"} <= set(spans)
    paths = [torch.rand(4, 8) + 0.6, torch.rand(4, 8) * 0.4, -torch.rand(4, 8)]
    for x in paths:
        torch.testing.assert_close(kernel.run(x), model(x))
    _assert_subgraph_kernels(kernel, "cond", [f for f in spans if "graph_0" in f])


class ConstantBranches(nn.Module):
    """A cond without operands: its branch functions take no inputs."""

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        def twos() -> torch.Tensor:
            return torch.ones(8) * 2

        def steps() -> torch.Tensor:
            return torch.arange(8.0)

        return x * torch.cond(x.sum() > 0, twos, steps, ())


def test_cond_without_operands():
    model = ConstantBranches()
    kernel = torch_export_python(model, (torch.rand(4, 8),), device="cpu")
    for x in (torch.rand(4, 8), -torch.rand(4, 8)):
        torch.testing.assert_close(kernel.run(x), model(x))
    _assert_subgraph_kernels(kernel, "cond", ["true_graph_0", "false_graph_0"])


class IntCounter(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        def cond(i: int, h: torch.Tensor) -> bool:
            return i < 3

        def body(i: int, h: torch.Tensor) -> tuple[int, torch.Tensor]:
            return i + 1, h * 2 + 1

        return while_loop(cond, body, (0, x))[1]


def test_while_loop_carrying_an_int_is_a_lowering_error_naming_the_node():
    with pytest.raises(ExportError) as info:
        torch_export_python(IntCounter(), (torch.randn(4, 8),), device="cpu")
    err = info.value
    assert err.category == "lowering"
    assert "while_loop node 'while_loop' carries int 0" in err.message
    assert err.hint is not None and "torch.tensor(0)" in err.hint
    assert err.file is not None and err.file.endswith("test_control_flow.py")
