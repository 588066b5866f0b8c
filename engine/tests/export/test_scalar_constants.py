"""The pass that turns scalars torch.export lifted into 0-dim cpu constants back into
literals (pipeline/trace/scalar_constants.py), on a graph whose tensors are on the meta device
(a device other than the cpu, as a GPU export's are; no GPU needed)."""

from __future__ import annotations

import torch
from export_support import ShiftedWindowMask
from torch_series import per_series

from kernel_studio.pipeline.trace.scalar_constants import inline_scalar_constants

CONSTANT = torch.export.graph_signature.InputKind.CONSTANT_TENSOR


def _lifted(program: torch.export.ExportedProgram) -> list[str]:
    specs = program.graph_signature.input_specs
    return [str(s.target) for s in specs if s.kind == CONSTANT]


def test_cpu_scalars_met_on_another_device_become_full():
    x = torch.randn(2, 12, 12, device="meta")
    program = torch.export.export(ShiftedWindowMask(), (x,))
    on_cpu = [t for t in _lifted(program) if program.constants[t].device.type == "cpu"]
    assert on_cpu  # masked_fill's torch.tensor(-100.0)
    assert inline_scalar_constants(program) == on_cpu
    program.validate()
    assert not set(on_cpu) & set(_lifted(program)) and not set(on_cpu) & set(program.constants)
    fulls = [n for n in program.graph.nodes if n.target is torch.ops.aten.full.default]
    assert [(n.args, n.kwargs["device"].type) for n in fulls] == [(([], -100.0), "meta")]
    assert fulls[0].meta["val"].device.type == "meta"
    assert "masked_fill" in str(fulls[0].meta.get("stack_trace"))
    out = program.module()(x)
    assert [tuple(o.shape) for o in out] == [(2, 12, 12), (2, 12, 12)]
    decomposed = program.run_decompositions()
    assert not _lifted(decomposed)


def test_scalars_met_on_the_cpu_stay_constants():
    program = torch.export.export(ShiftedWindowMask(), (torch.randn(2, 12, 12),))
    lifted = _lifted(program)
    # torch 2.15 lifts only the torch.tensor value (the `mask[a:b] = count` scalars stay literal).
    assert len(lifted) == per_series({"2.11": 10, "2.15": 1})
    assert inline_scalar_constants(program) == []
    assert _lifted(program) == lifted
