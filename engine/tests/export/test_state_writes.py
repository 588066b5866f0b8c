"""State the model writes in place (buffers, tensor attributes, inputs) is written back by
the module, called several times in a row like the model; and models whose class has no
source file export (provenance is optional). CPU target, small shapes."""

from __future__ import annotations

import importlib.util
import textwrap

import torch
from torch import nn

from kernel_studio import torch_export_python


class Counter(nn.Module):
    """A step counter and a running sum: buffers updated in place on every call."""

    def __init__(self) -> None:
        super().__init__()
        self.register_buffer("steps", torch.zeros((), dtype=torch.int64))
        self.register_buffer("total", torch.zeros(8))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.steps.add_(1)
        self.total.add_(x.sum(0))
        return x * 2 + self.total


class HiddenAttribute(nn.Module):
    """A plain tensor attribute (not a buffer) reset with copy_ and then rebound, as
    hand-written RNNs keep their hidden state."""

    def __init__(self) -> None:
        super().__init__()
        self.cell = nn.RNNCell(8, 16)
        self.hidden = torch.randn(2, 16)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        self.hidden.copy_(torch.tanh(x[:, 0, :1]).expand(2, 16))  # a broadcast view
        h = self.hidden
        for t in range(x.shape[1]):
            h = self.cell(x[:, t], h)
        return h


class InPlaceInputs(nn.Module):
    """An input bumped in place and a cache slice written, as a KV cache is."""

    def forward(self, x: torch.Tensor, cache: torch.Tensor) -> torch.Tensor:
        x.add_(1)
        cache[:, 2:4] = x[:, :2] * 3
        return x.relu() + cache.sum()


def _three_calls(model: nn.Module, kernel, make_inputs) -> None:
    torch.manual_seed(1)
    for _ in range(3):
        eager_in = make_inputs()
        module_in = [t.clone() for t in eager_in]
        want = model(*eager_in)
        got = kernel.run(*module_in)
        assert isinstance(got, torch.Tensor), "a single-output model returns a tensor"
        torch.testing.assert_close(got, want)
        for g, w in zip(module_in, eager_in, strict=True):
            torch.testing.assert_close(g, w)  # inputs written as the model writes them


def test_buffers_written_back_every_call():
    model = Counter().eval()
    kernel = torch_export_python(model, (torch.randn(4, 8),))
    writes = kernel.metadata["signature"]["writes"]
    assert {(w["target"], w["kind"]) for w in writes} == {
        ("steps", "buffer"),
        ("total", "buffer"),
    }
    assert len(kernel.metadata["signature"]["outputs"]) == 1
    assert "Writes in place, as the model does: steps (buffer), total (buffer)." in kernel.source
    _three_calls(model, kernel, lambda: [torch.randn(4, 8)])
    state = kernel.module().load_weights()
    assert int(state["steps"]) == int(model.steps) == 3  # tracing moved neither
    torch.testing.assert_close(state["total"], model.total)


def test_tensor_attribute_written_in_forward():
    torch.manual_seed(0)
    model = HiddenAttribute().eval()
    kernel = torch_export_python(model, (torch.randn(2, 4, 8),))
    assert [w["kind"] for w in kernel.metadata["signature"]["writes"]] == ["buffer"]
    _three_calls(model, kernel, lambda: [torch.randn(2, 4, 8)])
    torch.testing.assert_close(kernel.module().load_weights()["hidden"], model.hidden)


def test_inputs_written_back():
    model = InPlaceInputs()
    kernel = torch_export_python(model, (torch.randn(4, 8), torch.zeros(4, 8)))
    assert [w["kind"] for w in kernel.metadata["signature"]["writes"]] == ["input", "input"]
    assert "x.copy_(" in kernel.source and "cache.copy_(" in kernel.source
    _three_calls(model, kernel, lambda: [torch.randn(4, 8), torch.randn(4, 8)])


_SOURCE = textwrap.dedent(
    """
    import torch
    from torch import nn


    class Net(nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = nn.Linear(8, 8)

        def forward(self, x):
            return torch.relu(self.lin(x))  # the relu line
    """
)


def test_class_defined_by_exec_exports():
    namespace: dict = {}
    exec(compile(_SOURCE, "<model code>", "exec"), namespace)  # noqa: S102 - how harnesses load
    model = namespace["Net"]().eval()
    x = torch.randn(2, 8)
    kernel = torch_export_python(model, (x,))
    torch.testing.assert_close(kernel.run(x), model(x))


def test_class_in_unregistered_module_keeps_provenance(tmp_path):
    path = tmp_path / "unregistered_net.py"
    path.write_text(_SOURCE, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("unregistered_net", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)  # not put in sys.modules
    model = module.Net().eval()
    x = torch.randn(2, 8)
    kernel = torch_export_python(model, (x,))
    torch.testing.assert_close(kernel.run(x), model(x))
    assert "unregistered_net.py:12  return torch.relu(self.lin(x))" in kernel.source


def test_written_attribute_on_another_device_moves_for_the_export_only() -> None:
    """A plain attribute stays where it was made when the model moves (`module.to` does not
    move it); the written one is found and moved to the export device for the export, and
    the user's own tensor is put back. Checked here with "meta" standing for the GPU."""
    from kernel_studio.pipeline.trace.trace import (
        _mutated_constants_as_buffers,
        _StateOnDevice,
        written_state_elsewhere,
    )

    model = HiddenAttribute()
    original = model.hidden
    with torch.no_grad():
        program = torch.export.export(model, (torch.randn(2, 3, 8),))
    written = _mutated_constants_as_buffers(program)
    assert written == ["hidden"]
    assert written_state_elsewhere(program, written, "cpu") == []
    assert written_state_elsewhere(program, written, "meta") == ["hidden"]
    with _StateOnDevice(model, ["hidden"], "meta"):
        assert model.hidden.device.type == "meta"
        assert "hidden" not in model._buffers
    assert model.hidden is original
