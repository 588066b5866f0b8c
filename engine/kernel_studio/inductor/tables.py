"""Decomposition tables: the registered decompositions of ops (torch._decomp) and the
table Inductor lowers with."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any


def decompositions_for(ops: Sequence[Any]) -> dict[Any, Callable[..., Any]]:
    """The registered decomposition of each op overload in `ops` (ops without one are left
    out of the result)."""
    from torch._decomp import get_decompositions

    return dict(get_decompositions(list(ops)))


def inductor_decomposition_table() -> dict[Any, Callable[..., Any]]:
    """A copy of the decomposition table Inductor uses under the current config."""
    from torch._inductor.decomposition import select_decomp_table

    return dict(select_decomp_table())


def registered_decomposition(op: Any) -> Callable[..., Any] | None:
    """PyTorch's registered decomposition of one op overload, if it has one."""
    from torch._decomp import decomposition_table

    return decomposition_table.get(op)


def inductor_lowers(op: Any) -> bool:
    """Whether Inductor has a lowering of `op` (the overload or its packet)."""
    from torch._inductor.lowering import lowerings

    return op in lowerings or getattr(op, "overloadpacket", None) in lowerings
