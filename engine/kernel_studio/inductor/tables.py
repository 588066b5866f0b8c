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
