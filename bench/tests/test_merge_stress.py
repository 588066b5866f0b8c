"""The merge stress benchmark's comparison with git merge-file (bench/merge_stress.py,
`compare_with_git`): an edit git keeps cleanly where it belongs that kernel-studio merge
strands or puts into a conflict is counted against us, and the other way round for us. Not
part of `make test`: `cd engine && ../.venv/bin/python -m pytest -q -p no:cacheprovider
../bench/tests`."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from merge_stress import compare_with_git  # noqa: E402


def side(classes: dict[str, str], misplaced: list[str] | None = None) -> dict:
    return {"classes": classes, "misplaced": misplaced or []}


def test_git_clean_and_ours_not_is_our_failure() -> None:
    row = {
        "git": side(
            {"a": "preserved", "b": "preserved", "c": "conflict", "d": "preserved"},
            misplaced=["d"],
        ),
        "ks": side(
            {"a": "stranded", "b": "conflict", "c": "preserved", "d": "stranded"}
        ),
    }
    compare_with_git(row)
    # d: git kept it, but in the wrong kernel: no failure of ours to strand it.
    assert row["worseThanGit"] == ["a", "b"]
    assert row["betterThanGit"] == ["c"]


def test_a_failed_merge_is_not_compared() -> None:
    row = {"git": side({"a": "preserved"}), "ks": {"error": "exit 3"}}
    compare_with_git(row)
    assert "worseThanGit" not in row
