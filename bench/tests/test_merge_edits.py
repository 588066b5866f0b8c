"""The merge stress benchmark's pure parts (bench/merge_edits.py) on a checked-in clean
module: edits land where they are planned, every token once, and the classifier tells
preserved, conflict, stranded and lost tokens apart. Not part of `make test`:
`cd engine && ../.venv/bin/python -m pytest -q -p no:cacheprovider ../bench/tests`."""

from __future__ import annotations

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.dirname(HERE))

from merge_edits import apply_edits, classify, conflicts, plan_edits, spurious  # noqa: E402

from kernel_studio.module_text.module_map import map_module  # noqa: E402

PROJECTS = os.path.join(REPO, "tests", "data", "projects")


def project(name: str, module: str) -> tuple[str, list[dict]]:
    root = os.path.join(PROJECTS, name)
    with open(os.path.join(root, "generated", module), encoding="utf-8") as f:
        text = f.read()
    with open(os.path.join(root, "generated", "metadata.json"), encoding="utf-8") as f:
        return text, json.load(f)["kernels"]


def test_edits_land_in_their_regions_once_each() -> None:
    for name, module in [
        ("transformer_block", "transformer_block.py"),
        ("transformer_block_cuda", "transformer_block.py"),
    ]:
        text, kernels = project(name, module)
        before = map_module(text, kernels)
        for seed in range(40):
            rng = random.Random(seed)
            edits = plan_edits(
                text, before, rng, f"t{seed}", call_rate=1.0, helper_rate=1.0
            )
            assert 1 <= len(edits) <= 6 and len({e.line for e in edits}) == len(edits)
            edited = apply_edits(text, edits, rng)
            after = map_module(edited, kernels)
            assert after.syntax_error is None, (name, seed)
            for edit in edits:
                assert edited.count(edit.token) == 1
                line = next(
                    i + 1 for i, x in enumerate(edited.splitlines()) if edit.token in x
                )
                if edit.where == "kernel":
                    span = after.kernel(edit.name).definition
                    assert span.start < line <= span.end, (name, seed, edit)
                    assert after.kernel(edit.name).text != before.kernel(edit.name).text
                elif edit.where == "call":
                    assert after.call.start < line <= after.call.end
                else:
                    region = next(r for r in after.regions if r.name == edit.name)
                    assert region.start < line <= region.end


def test_tokens_are_classified_by_where_they_end_up() -> None:
    merged = "\n".join(
        [
            "a = 1  # tokA",
            "<<<<<<< mine",
            "b = 2  # tokB",
            "||||||| base",
            "b = 2",
            "=======",
            "b = 3",
            ">>>>>>> new",
            "c = 4",
        ]
    )
    got = classify(["tokA", "tokB", "tokC", "tokD"], merged, ["x = 1  # tokC"])
    assert got == {
        "tokA": "preserved",
        "tokB": "conflict",
        "tokC": "stranded",
        "tokD": "lost",
    }
    [block] = conflicts(merged)
    assert (block.start, block.end, block.mine, block.base, block.new) == (
        2,
        8,
        ["b = 2  # tokB"],
        ["b = 2"],
        ["b = 3"],
    )
    assert not spurious(block)
    renamed = conflicts(
        "<<<<<<< ours\nx  # t\n||||||| base\ncpp_fused_add_3(a)\n=======\n"
        "cpp_fused_add_5(a)\n>>>>>>> theirs\n"
    )
    assert spurious(renamed[0])
    assert conflicts("<<<<<<< ours\nx\n=======\ny\n>>>>>>> theirs\n")[0].base is None
