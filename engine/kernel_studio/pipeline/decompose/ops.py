"""Operator names as users write them (`aten.gelu`, `aten.gelu.default`,
`torch.ops.aten.gelu.default`) resolved to torch's op overloads: the project's
decompositions.py and the decompose stage both name ops this way."""

from __future__ import annotations

from typing import Any

import torch

from kernel_studio.pipeline.errors import ExportError


def resolve_op(name: str | Any) -> list[Any]:
    """`aten.gelu`, `aten.gelu.default` or `torch.ops.aten.gelu.default` -> op overloads."""
    if not isinstance(name, str):
        if isinstance(name, torch._ops.OpOverloadPacket):
            return [getattr(name, o) for o in name.overloads()]
        return [name]
    parts = name.removeprefix("torch.ops.").split(".")
    if len(parts) < 2:
        raise ExportError("input", f"unknown operator {name!r}", hint="write it as aten.NAME")
    namespace, op = parts[0], parts[1]
    try:
        packet = getattr(getattr(torch.ops, namespace), op)
        if len(parts) > 2:
            return [getattr(packet, parts[2])]
        return [getattr(packet, o) for o in packet.overloads()]
    except (AttributeError, RuntimeError) as exc:
        raise ExportError(
            "input",
            f"unknown operator {name!r}",
            hint="write it as aten.NAME or aten.NAME.overload",
        ) from exc
