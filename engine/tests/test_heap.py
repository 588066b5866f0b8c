"""pipeline/heap.py: the export freezes the heap for its own stages and gives it back, and
leaves a caller's own frozen heap alone."""

from __future__ import annotations

import gc

from kernel_studio.pipeline.heap import freeze_heap, refreeze_heap, thaw_heap


def test_the_heap_is_frozen_then_given_back() -> None:
    assert gc.get_freeze_count() == 0
    frozen = freeze_heap()
    try:
        assert frozen and gc.get_freeze_count() > 0
        kept = [[i] for i in range(10)]  # containers: objects the collector tracks
        before = gc.get_freeze_count()
        refreeze_heap(frozen)
        assert gc.get_freeze_count() >= before + len(kept)
    finally:
        thaw_heap(frozen)
    assert gc.get_freeze_count() == 0


def test_a_callers_frozen_heap_stays_frozen() -> None:
    gc.freeze()
    try:
        count = gc.get_freeze_count()
        frozen = freeze_heap()
        assert frozen is False
        refreeze_heap(frozen)
        thaw_heap(frozen)
        assert gc.get_freeze_count() == count
    finally:
        gc.unfreeze()
