"""Every library call `call` makes (ATen fallbacks such as SDPA's flash attention, sort,
topk, the recurrent layers' `torch.ops.aten.lstm.input`) is a kernel of kind `extern` in
the metadata, launched where the module calls it and mapped to the graph nodes it
computes (its op's node and the getitems that take its tuple apart): the graph shows
those nodes as computed by the library call, not as left out of every kernel."""

from __future__ import annotations

import ast

import pytest
import torch
import torch.nn.functional as F
from torch import nn

from kernel_studio.pipeline.api import export_python
from kernel_studio.server import validation


class Attention(nn.Module):
    def forward(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        return F.scaled_dot_product_attention(q * 2.0, k, v).relu()


class SortTopk(nn.Module):
    def forward(self, x: torch.Tensor):
        values, indices = torch.sort(x * 2.0, dim=-1)
        top = torch.topk(x, 3, dim=-1)
        return values + 1.0, indices, top.values, top.indices


class Recurrent(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.rnn = nn.LSTM(8, 16, batch_first=True)

    def forward(self, x: torch.Tensor):
        y, (h, _c) = self.rnn(x * 2.0)
        return y.relu(), h


def _cases():
    torch.manual_seed(0)
    qkv = tuple(torch.randn(2, 4, 8, 16) for _ in range(3))
    return {
        # model, inputs, {library function: graph ops its kernel must compute}
        "sdpa": (Attention(), qkv, {"_scaled_dot_product_flash_attention_for_cpu": 1}),
        "sort_topk": (SortTopk(), (torch.randn(4, 32),), {"sort": 3, "topk": 3}),
        "lstm": (Recurrent().eval(), (torch.randn(2, 5, 8),), {"lstm": 3}),
    }


def _library_statements(source: str) -> list[tuple[int, int, str]]:
    """(first line, last line, torch.ops function) of each statement in `call` that calls
    an op through torch.ops."""
    tree = ast.parse(source)
    call = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "call")
    found = []
    for stmt in call.body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Call):
                text = ast.unparse(node.func)
                if text.startswith("torch.ops."):
                    found.append((stmt.lineno, stmt.end_lineno or stmt.lineno, text))
    return found


@pytest.mark.parametrize("case", ["sdpa", "sort_topk", "lstm"])
def test_library_calls_are_kernels_mapped_to_their_nodes(case):
    model, args, expected = _cases()[case]
    kernel = export_python(model, args, device="cpu")
    meta = kernel.metadata
    validation.check("metadata", meta)
    with torch.no_grad():
        want = model(*args)
        got = kernel.run(*args)
    for g, w in zip(
        got if isinstance(got, tuple) else (got,),
        want if isinstance(want, tuple) else (want,),
        strict=True,
    ):
        torch.testing.assert_close(g, w)

    library = [k for k in meta["kernels"] if k["kind"] == "extern"]
    statements = _library_statements(kernel.source)
    assert len(statements) == len(library) == len(expected)
    nodes = {n["name"]: n for n in meta["nodes"]}
    for (start, end, function), k in zip(statements, library, strict=True):
        # the kernel entry names the function and is launched on that statement
        assert k["rawName"].rpartition(":")[0] == function
        assert k["definition"] is None
        assert [(s["start"], s["end"]) for s in k["launches"]] == [(start, end)]
        op = function.split(".")[3]
        assert k["name"] in expected, k["name"]
        # the op's node and its getitems, nothing computed by the kernels around it
        assert len(k["nodes"]) == expected[k["name"]], k["nodes"]
        targets = [nodes[n]["target"] for n in k["nodes"]]
        assert any(op in t or "scaled_dot_product" in t for t in targets), targets
        assert all("mul" not in t for t in targets), targets
        for n in k["nodes"]:
            assert k["name"] in meta["nodeToKernels"][n]
        assert {"kernel": k["name"], "nodes": k["nodes"]} in meta["fusionGroups"]
        assert k["id"]
    # every computing node of the graph is in some kernel (views aside)
    unmapped = [
        n["name"]
        for n in meta["nodes"]
        if n["op"] == "call_function"
        and n["name"] not in meta["nodeToKernels"]
        and not any(v in n["target"] for v in ("view", "expand", "permute", "transpose"))
    ]
    assert unmapped == []
