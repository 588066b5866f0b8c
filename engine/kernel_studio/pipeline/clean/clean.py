"""Stage 4, clean: Inductor's raw output module -> a standalone, readable module.

`clean(raw, spec)` is a pure function: the same raw source and CleanSpec give the same
bytes on any machine. It imports neither torch nor torch._inductor; whatever depends on
the machine or the installed torch comes in through the spec. The rewrite works on
libcst syntax trees, so Inductor's comments and the kernels' own text survive: kernels
are taken out of their `async_compile` calls (triton_kernels.py, cpp_kernels.py), `call` is
rebuilt statement by statement (call.py, grids.py), then the module is assembled
(assemble.py) and formatted with the pinned ruff (format.py)."""

from __future__ import annotations

from kernel_studio.pipeline.clean.assemble import assemble
from kernel_studio.pipeline.clean.call import EXTERN_TO_TORCH
from kernel_studio.pipeline.clean.raw_module import nodes_from_comments, stable_names
from kernel_studio.pipeline.clean.spec import (
    Cleaned,
    CleanSpec,
    CleanupError,
    DimSpec,
    InputSpec,
    KernelInfo,
    LaunchSpec,
    SizeGuard,
    WriteSpec,
)


def clean(raw: str, spec: CleanSpec) -> Cleaned:
    """Rewrite Inductor's output module `raw` into the clean module. Raises CleanupError
    (a raw shape the cleanup does not handle), ExportError("environment") without the
    pinned ruff."""
    return assemble(raw, spec)


__all__ = [
    "EXTERN_TO_TORCH",
    "Cleaned",
    "CleanSpec",
    "CleanupError",
    "DimSpec",
    "InputSpec",
    "KernelInfo",
    "LaunchSpec",
    "SizeGuard",
    "WriteSpec",
    "clean",
    "nodes_from_comments",
    "stable_names",
]
