"""Dynamic dim names reach everything the module says: postprocess's
`dynamic_shape_names` renames Inductor's size symbols in `call` (reads, shape checks,
buffer sizes, kernel arguments), in Inductor's comments and in the metadata; a name that
is already taken in the module is refused with an error naming the clash."""

from __future__ import annotations

import re

import pytest
import torch
from torch.export import Dim

from kernel_studio import export_and_codegen, export_python, postprocess
from kernel_studio.pipeline.errors import ExportError


class TwoDims(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(16, 16)
        self.norm = torch.nn.LayerNorm(16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.norm(torch.relu(self.lin(x)))
        return y.softmax(1) * 2.0 + y.amax(1, keepdim=True)


@pytest.fixture(scope="module")
def raw_and_model():
    torch.manual_seed(0)
    model = TwoDims().eval()
    x = torch.randn(3, 5, 16)
    spec = {"x": (Dim("B"), Dim("T"), Dim.STATIC)}
    raw = export_and_codegen(model, (x,), dynamic_shapes=spec, device="cpu")
    return raw, model


def _symbols(raw: str) -> list[str]:
    return re.findall(r"^\s*(s\d+) = arg\d+_1_size\[\d\]", raw, re.M)


def test_mapping_renames_every_symbol(raw_and_model):
    raw, model = raw_and_model
    symbols = _symbols(raw)
    assert len(symbols) == 2
    names = dict(zip(symbols, ["batch", "seq"], strict=True))
    kernel = postprocess(raw, dynamic_shape_names=names)
    for sym in symbols:
        assert not re.search(rf"\b{sym}\b", kernel.source), sym
    call = kernel.source[kernel.source.index("def call(") :]
    assert "batch = " in call and "seq = " in call
    assert "Dynamic dims: batch, seq." in kernel.source
    # metadata: the dims and the input layouts in the given names
    dims = kernel.metadata["dynamicDims"]
    assert [(d["name"], d["symbol"], d["dim"]) for d in dims] == [
        ("batch", symbols[0], 0),
        ("seq", symbols[1], 1),
    ]
    x_input = kernel.metadata["signature"]["inputs"][-1]
    assert x_input["name"] == dims[0]["input"]
    assert x_input["shape"] == ["batch", "seq", 16]
    assert kernel.dynamic_shape_names == ["batch", "seq"]
    # runs and matches eager at two sizes
    assert len(kernel.metadata["signature"]["inputs"]) == 5
    order = _param_order(raw, model)
    for shape in [(3, 5, 16), (2, 9, 16)]:
        x = torch.randn(shape)
        with torch.no_grad():
            (got,) = kernel.run(*order, x)
            torch.testing.assert_close(got, model(x))


def _param_order(raw: str, model: TwoDims) -> list[torch.Tensor]:
    """The parameters as Inductor's call takes them (before the input): export lifts them
    in module order."""
    m = re.search(r"def call\(self, args\):\n\s*(.*) = args", raw)
    assert m is not None and len(m.group(1).split(",")) == 5
    return [model.lin.weight, model.lin.bias, model.norm.weight, model.norm.bias]


def test_list_names_follow_call_order(raw_and_model):
    raw, model = raw_and_model
    symbols = _symbols(raw)
    kernel = postprocess(raw, dynamic_shape_names=["n", "t"])
    assert [d["name"] for d in kernel.metadata["dynamicDims"]] == ["n", "t"]
    assert [d["symbol"] for d in kernel.metadata["dynamicDims"]] == symbols
    x = torch.randn(4, 6, 16)
    with torch.no_grad():
        (got,) = kernel.run(*_param_order(raw, model), x)
        torch.testing.assert_close(got, model(x))


def test_without_names_the_symbols_stay(raw_and_model):
    raw, _ = raw_and_model
    kernel = postprocess(raw)
    assert [d["name"] for d in kernel.metadata["dynamicDims"]] == _symbols(raw)


@pytest.mark.parametrize(
    ("name", "clash"),
    [
        ("buf0", "variable buf0"),
        ("arg4_1", "input arg4_1"),
        ("kernels", "variable kernels"),
        ("torch", "module's torch"),
        ("_check_shape", "module's _check_shape"),
    ],
)
def test_taken_name_is_refused(raw_and_model, name, clash):
    raw, _ = raw_and_model
    with pytest.raises(ExportError) as info:
        postprocess(raw, dynamic_shape_names=["batch", name])
    assert info.value.category == "input"
    assert f"dynamic dim name {name!r} clashes with" in str(info.value)
    assert clash in str(info.value)


def test_free_name_that_is_an_input_elsewhere_is_fine(raw_and_model):
    """`x` is no name of the postprocessed module (its inputs are arg0_1...): accepted."""
    raw, model = raw_and_model
    kernel = postprocess(raw, dynamic_shape_names=["x", "y"])
    x = torch.randn(2, 3, 16)
    with torch.no_grad():
        (got,) = kernel.run(*_param_order(raw, model), x)
        torch.testing.assert_close(got, model(x))


def test_bad_names_and_symbols_are_refused(raw_and_model):
    raw, _ = raw_and_model
    with pytest.raises(ExportError, match="s999 is not a size symbol"):
        postprocess(raw, dynamic_shape_names={"s999": "batch"})
    with pytest.raises(ExportError, match="1 names for 2 size symbols"):
        postprocess(raw, dynamic_shape_names=["batch"])
    with pytest.raises(ExportError, match="is not a Python name"):
        postprocess(raw, dynamic_shape_names=["batch", "not a name"])
    with pytest.raises(ExportError, match="two dynamic dims have this name"):
        postprocess(raw, dynamic_shape_names=["batch", "batch"])


def test_export_refuses_a_dim_named_like_its_input():
    model = TwoDims().eval()
    spec = {"x": (Dim("x"), Dim("T"), Dim.STATIC)}
    with pytest.raises(ExportError) as info:
        export_python(model, (torch.randn(3, 5, 16),), dynamic_shapes=spec, device="cpu")
    assert info.value.category == "input"
    assert "dynamic dim name 'x' clashes with call's input x" in str(info.value)
