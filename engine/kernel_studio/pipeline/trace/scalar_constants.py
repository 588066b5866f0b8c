"""Python scalars that torch.export lifted into constant tensors, made scalars again.

`mask[a:b, c:d] = count` (Swin's shifted-window mask) or `x.masked_fill(m, torch.tensor(v))`
reach the exported program as a 0-dim cpu tensor constant (`torch.tensor(count)`) read
through `lift_fresh_copy`. Inductor treats such a constant as an input: on cuda it copies it
to the GPU on every call (an allocation and a copy each, 18 a call in swin_v2_t), where
torch.compile, tracing the Python scalar, writes the number into the kernel. Here each such
constant whose every use combines it with tensors of one GPU device becomes
`aten.full([], value)` on that device: a literal Inductor folds into the kernel. Where the
uses are on the cpu the constant stays: the C++ kernels read it in place (no copy), and
Inductor's C++ code for such literals in masked vector loops does not always compile
(torch.compile fails on export_support.ShiftedWindowMask on the cpu)."""

from __future__ import annotations

from typing import Any

import torch

_aten = torch.ops.aten
# Ops that pass the constant on unchanged (torch.export reads a lifted constant through
# lift_fresh_copy; a decomposed graph through clone).
_PASS_THROUGH = {
    _aten.lift_fresh_copy.default,
    _aten.clone.default,
    _aten.detach.default,
    _aten.detach_.default,
    _aten.alias.default,
}


def _tensor_device(node: Any) -> torch.device | None:
    val = node.meta.get("val") if isinstance(node, torch.fx.Node) else None
    return val.device if isinstance(val, torch.Tensor) else None


def _consumers_device(node: torch.fx.Node) -> torch.device | None:
    """The one device of the other tensors every use of `node` combines it with (looking
    through copies); None where a use has no other tensor or tensors of several devices."""
    devices: set[torch.device] = set()
    for user in node.users:
        if user.op != "call_function":
            return None
        if user.target in _PASS_THROUGH:
            device = _consumers_device(user)
            if device is None:
                return None
            devices.add(device)
            continue
        others = [
            d for a in user.all_input_nodes if a is not node for d in [_tensor_device(a)] if d
        ]
        if not others:
            return None
        devices |= set(others)
    return devices.pop() if len(devices) == 1 else None


def inline_scalar_constants(program: torch.export.ExportedProgram) -> list[str]:
    """Replace each lifted 0-dim real constant (torch.export makes them on the cpu) that
    only meets tensors of one device other than the cpu by `aten.full([], value,
    device=that device)`; drops its placeholder, input spec and constant. Returns the
    constants' targets so replaced."""
    from torch._guards import detect_fake_mode
    from torch.export.graph_signature import InputKind

    graph = program.graph_module.graph
    placeholders = {n.name: n for n in graph.nodes if n.op == "placeholder"}
    first = next((n for n in graph.nodes if n.op != "placeholder"), None)
    specs = program.graph_signature.input_specs
    done: list[str] = []
    for spec in list(specs):
        node = placeholders.get(getattr(spec.arg, "name", ""))
        value = program.constants.get(spec.target or "")
        if (
            spec.kind != InputKind.CONSTANT_TENSOR
            or node is None
            or first is None
            or not isinstance(value, torch.Tensor)
            or value.ndim != 0
            or value.dtype.is_complex
            or not node.users
        ):
            continue
        device = _consumers_device(node)
        fake = node.meta.get("val")
        mode = detect_fake_mode([fake]) if isinstance(fake, torch.Tensor) else None
        if device is None or device.type == "cpu" or mode is None:
            continue
        with graph.inserting_before(first):
            full = graph.call_function(
                _aten.full.default,
                ([], value.item()),
                {
                    "dtype": value.dtype,
                    "layout": torch.strided,
                    "device": device,
                    "pin_memory": False,
                },
            )
        with mode:
            full.meta["val"] = torch.empty((), dtype=value.dtype, device=device)
        # Where the scalar appears in the model's code: its first use's source.
        use = next(iter(node.users))
        full.meta.update({k: v for k, v in use.meta.items() if k != "val"})
        node.replace_all_uses_with(full)
        graph.erase_node(node)
        specs.remove(spec)
        program.constants.pop(spec.target)
        done.append(str(spec.target))
    if done:
        program.graph_module.recompile()
    return done
