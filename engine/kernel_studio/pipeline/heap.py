"""The export's Python heap kept out of the garbage collector's full passes while the
engine's own stages run (docs/benchmarks.md, "Export time: our own costs").

After torch.export and Inductor the process holds millions of tracked objects (torch's
modules, the traced program, Inductor's IR), and every full collection the clean stage's
allocations trigger walks all of them: in an export of a transformers GPT-2 on the cpu one
`ast.parse` of Inductor's output took 1.7 s, nearly all of it such a pass, against 0.02 s in
a small process. `gc.freeze()` moves the objects alive at that moment into the permanent
generation, which collections skip; objects made afterwards are collected as usual, and
`gc.unfreeze()` at the end gives the frozen ones back to the collector."""

from __future__ import annotations

import gc


def freeze_heap() -> bool:
    """Freeze the objects alive now; False (nothing done) where the caller's process froze
    objects itself or turned the collector off: it manages its heap, and `thaw_heap` must
    not unfreeze what it froze."""
    if gc.get_freeze_count() or not gc.isenabled():
        return False
    gc.freeze()
    return True


def refreeze_heap(frozen: bool) -> None:
    """After a stage that made many long-lived objects (lowering): freeze those too."""
    if frozen:
        gc.freeze()


def thaw_heap(frozen: bool) -> None:
    """Give the frozen objects back to the collector (the export is done)."""
    if frozen:
        gc.unfreeze()
