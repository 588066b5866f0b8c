"""The module map on edited modules: the ways a user changes a clean module (decorators,
comments, kernels deleted, renamed, duplicated, moved), line endings, and texts that do not
parse (a syntax error in one kernel, in call, an unterminated string). Edits are made to the
real fixture modules."""

from __future__ import annotations

import ast
from typing import Any

import pytest
from test_module_map import corpus, fixture

from kernel_studio.methods.check_module import check_text
from kernel_studio.module_text.module_map import ModuleMap, edited_kernels, map_module
from kernel_studio.sandbox.instrument import instrument

LAYER_NORM = "triton_per_fused_native_layer_norm"
CLONE = "triton_poi_fused_clone_transpose_view"
CPP_KERNEL = "cpp_fused_add_mean_mul_pow_rsqrt"
GELU = "cpp_fused_gelu_view"


def cuda() -> tuple[str, list[dict[str, Any]]]:
    return fixture("transformer_block_cuda")


def places(m: ModuleMap) -> dict[str, tuple[Any, ...]]:
    """name -> (definition, launches, found) for comparing maps."""
    return {
        k.name: (
            k.definition and (k.definition.start, k.definition.end),
            [(s.start, s.end) for s in k.launches],
            k.found,
        )
        for k in m.kernels
    }


def block(text: str, m: ModuleMap, name: str) -> tuple[int, int]:
    """(first, last) line of a kernel's comment block and definition."""
    place = m.kernel(name)
    assert place is not None and place.definition is not None
    return place.comment or place.definition.start, place.definition.end


def cut(text: str, first: int, last: int) -> tuple[str, str]:
    """(text without lines first..last, those lines)."""
    lines = text.splitlines(keepends=True)
    return "".join(lines[: first - 1] + lines[last:]), "".join(lines[first - 1 : last])


def shifted(m: ModuleMap, *inserts: tuple[int, int]) -> dict[str, tuple[Any, ...]]:
    """`places(m)` after inserting lines: (at, count) moves every line from `at` on (in
    the numbering of `m`) down by `count`."""

    def move(line: int) -> int:
        return line + sum(count for at, count in inserts if line >= at)

    return {
        name: (d and (move(d[0]), move(d[1])), [(move(a), move(b)) for a, b in ls], found)
        for name, (d, ls, found) in places(m).items()
    }


def test_decorator_with_arguments_over_several_lines() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    autotune = (
        "@triton.autotune(\n"
        "    configs=[\n"
        '        triton.Config({"XBLOCK": 8}, num_warps=2),\n'
        '        triton.Config({"XBLOCK": 16}, num_warps=4),\n'
        "    ],\n"
        '    key=["xnumel"],\n'
        ")\n"
    )
    start = pristine.kernel(LAYER_NORM).definition.start
    edited = text.replace(
        f"@triton.jit\ndef {LAYER_NORM}(", autotune + f"@triton.jit\ndef {LAYER_NORM}("
    )
    m = map_module(edited, kernels)
    place = m.kernel(LAYER_NORM)
    assert place.definition.start == start
    assert place.definition.end == pristine.kernel(LAYER_NORM).definition.end + 7
    assert place.comment == pristine.kernel(LAYER_NORM).comment
    assert edited_kernels(m, pristine) == {k.name: k.name == LAYER_NORM for k in m.kernels}
    # The same without ast (a syntax error elsewhere in the module).
    broken = edited.replace("    del buf_linear\n", "    del buf_linear)\n", 1)
    assert map_module(broken, kernels).kernel(LAYER_NORM).definition == place.definition


def test_comments_and_blank_lines_inside_and_after_bodies() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    place = pristine.kernel(LAYER_NORM)
    lines = text.splitlines(keepends=True)
    end = place.definition.end
    middle = place.definition.start + 10
    new = (
        lines[: middle - 1]
        + ["\n", "    # a comment inside the body\n", "\n"]
        + lines[middle - 1 : end]
        + ["    # a comment after the last statement\n", "\n", "# a comment at column 0\n"]
        + lines[end:]
    )
    m = map_module("".join(new), kernels)
    got = m.kernel(LAYER_NORM)
    assert (got.definition.start, got.definition.end) == (place.definition.start, end + 3)
    assert edited_kernels(m, pristine)[LAYER_NORM] is True  # the comment inside
    expected = shifted(pristine, (middle, 3), (end + 1, 3))
    expected[LAYER_NORM] = ((place.definition.start, end + 3),) + expected[LAYER_NORM][1:]
    assert places(m) == expected
    # Comments after the body are not part of it.
    after = lines[:end] + ["    # after\n", "\n", "# column 0\n"] + lines[end:]
    m = map_module("".join(after), kernels)
    assert m.kernel(LAYER_NORM).definition.end == end
    assert not any(edited_kernels(m, pristine).values())


def test_deleted_kernel() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    first, last = block(text, pristine, CLONE)
    edited, _ = cut(text, first, last)
    m = map_module(edited, kernels)
    clone = m.kernel(CLONE)
    assert not clone.found and clone.definition is None and clone.comment is None
    assert len(clone.launches) == 1  # its launch is still in call
    assert CLONE not in {r.name for r in m.regions}
    assert edited_kernels(m, pristine) == {k.name: k.name == CLONE for k in m.kernels}
    others = {n: p for n, p in places(m).items() if n != CLONE}
    assert others == {
        n: p for n, p in shifted(pristine, (first, first - last - 1)).items() if n != CLONE
    }


def test_renamed_kernel_is_found_by_its_marker() -> None:
    text, kernels = corpus("cpu_ids_transformer_block_sdpa")
    pristine = map_module(text, kernels)
    gelu = pristine.kernel(GELU)
    renamed = text.replace(f'{GELU} = r"""', 'my_gelu = r"""').replace(
        f"        {GELU},\n", "        my_gelu,\n"
    )
    m = map_module(renamed, kernels)
    got = m.kernel(GELU)
    assert got.found and got.renamed_to == "my_gelu"
    assert got.definition == gelu.definition and got.launches == gelu.launches
    assert edited_kernels(m, pristine) == {k.name: k.name == GELU for k in m.kernels}
    assert [r for r in m.regions if r.name == GELU][0].kind == "kernel"
    # Without its marker the renamed kernel is lost.
    unmarked = renamed.replace(f"# kernel-id: {gelu.id}\n", "")
    assert not map_module(unmarked, kernels).kernel(GELU).found
    # checkModule follows it and says so.
    result = check_text(renamed, kernels)
    [problem] = result["problems"]
    assert problem["severity"] == "warning" and problem["kernel"] == GELU
    assert "my_gelu" in problem["message"]
    entry = next(k for k in result["kernels"] if k["name"] == GELU)
    assert entry["renamedTo"] == "my_gelu" and entry["line"] == gelu.definition.start


def test_renamed_triton_kernel_and_its_launch() -> None:
    """Markers on a Triton module: the kernel and its launch renamed together."""
    text, kernels = cuda()
    kernels = [dict(k) for k in kernels]
    ids = {}
    for n, k in enumerate(kernels):
        if k["kind"] == "triton":
            ids[k["name"]] = k["id"] = f"{n:012x}"
            text = text.replace(
                f"@triton.jit\ndef {k['name']}(",
                f"# kernel-id: {k['id']}\n@triton.jit\ndef {k['name']}(",
            )
    pristine = map_module(text, kernels)
    renamed = text.replace(f"def {LAYER_NORM}(", "def my_norm(").replace(
        f"    {LAYER_NORM}[", "    my_norm["
    )
    m = map_module(renamed, kernels)
    place = m.kernel(LAYER_NORM)
    assert place.renamed_to == "my_norm" and place.id == ids[LAYER_NORM]
    assert places(m) == places(pristine)
    # The comment block right above still counts as the kernel's comment (marker included).
    assert place.comment == pristine.kernel(LAYER_NORM).comment
    # Verify's instrumentation follows the rename: the same launches, named as before.
    tree, launches = instrument(renamed, {"kernels": kernels})
    _, before = instrument(text, {"kernels": kernels})
    assert [(x.kernel, x.kind, x.writes) for x in launches] == [
        (x.kernel, x.kind, x.writes) for x in before
    ]
    assert len(launches) == 15 and launches[0].kernel == LAYER_NORM
    assert launches[0].writes == ["buf_layer_norm"]
    assert "my_norm" in ast.unparse(tree)


def test_duplicated_kernel() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    first, last = block(text, pristine, CLONE)
    lines = text.splitlines(keepends=True)
    copy = "".join(lines[first - 1 : last])
    # The same name twice: Python binds the last one.
    end = pristine.call.start - 1
    twice = "".join(lines[: end - 1]) + "\n" + copy + "\n\n" + "".join(lines[end - 1 :])
    m = map_module(twice, kernels)
    clone = m.kernel(CLONE)
    assert clone.definition.start > pristine.kernel(CLONE).definition.start
    # The first one is dead code: "other", not a kernel and not a helper.
    assert [r.kind for r in m.regions if r.name == CLONE] == ["other", "kernel"]
    assert not edited_kernels(m, pristine)[CLONE]
    # A renamed copy leaves the original where it was.
    renamed = twice.replace(f"def {CLONE}(", "def my_clone(", 2).replace(
        "def my_clone(", f"def {CLONE}(", 1
    )
    m = map_module(renamed, kernels)
    assert m.kernel(CLONE).definition == pristine.kernel(CLONE).definition
    assert [r.name for r in m.regions if r.kind == "helper"][-1] == "my_clone"


def test_moved_kernel() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    first, last = block(text, pristine, LAYER_NORM)
    rest, moved = cut(text, first, last)
    m = map_module(rest + "\n\n" + moved, kernels)
    place = m.kernel(LAYER_NORM)
    assert place.definition.start > m.call.end and place.found
    assert not any(edited_kernels(m, pristine).values())
    assert [r.kind for r in m.regions][-1] == "kernel"
    assert len(place.launches) == 1


def test_cpp_string_with_lines_that_look_like_python() -> None:
    text, kernels = fixture("rms_norm")
    pristine = map_module(text, kernels)
    place = pristine.kernel(CPP_KERNEL)
    fake = "def fake():\n@decorator\nx = 1\nimport os\nclass C:\n# not a comment\n"
    edited = text.replace(f'{CPP_KERNEL} = r"""\n', f'{CPP_KERNEL} = r"""\n{fake}', 1)
    m = map_module(edited, kernels)
    assert m.kernel(CPP_KERNEL).definition.end == place.definition.end + 6
    assert m.syntax_error is None and [r.kind for r in m.regions] == [
        r.kind for r in pristine.regions
    ]
    # Also read without ast: a syntax error in call.
    broken = edited.replace("    return out\n", "    return (out\n")
    m = map_module(broken, kernels)
    assert m.syntax_error is not None
    assert (
        m.kernel(CPP_KERNEL).definition == map_module(edited, kernels).kernel(CPP_KERNEL).definition
    )
    assert places(m)[CPP_KERNEL][1] == shifted(pristine, (place.definition.start, 6))[CPP_KERNEL][1]


@pytest.mark.parametrize("ending", ["\r\n", "\r"])
def test_line_endings(ending: str) -> None:
    for text, kernels in (cuda(), fixture("rms_norm")):
        pristine = map_module(text, kernels)
        m = map_module(text.replace("\n", ending), kernels)
        assert places(m) == places(pristine) and m.regions == pristine.regions
        assert not any(edited_kernels(m, pristine).values())


BREAKS = [
    ("    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / (tmp9\n"),  # a bracket never closed
    ("    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / tmp9)\n"),  # one too many
    ("    tmp10 = tmp7 / tmp9\n", "  tmp10 = tmp7 / tmp9\n"),  # a bad dedent
    ("    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / tmp9 $\n"),  # a bad character
    ("    tmp10 = tmp7 / tmp9\n", "    tmp10 = 'tmp7 / tmp9\n"),  # an unterminated string
    ("    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / tmp9\n  else:\n"),
]


@pytest.mark.parametrize(("old", "new"), BREAKS)
def test_syntax_error_inside_one_kernel(old: str, new: str) -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    broken = text.replace(old, new, 1)
    m = map_module(broken, kernels)
    assert m.syntax_error is not None and m.syntax_error.line in (113, 114)
    extra = new.count("\n") - 1
    assert places(m) == shifted(pristine, (114, extra)) | {
        LAYER_NORM: (
            (84, 128 + extra),
            [(397 + extra, 399 + extra)],
            True,
        )
    }
    assert [(r.kind, r.name) for r in m.regions] == [(r.kind, r.name) for r in pristine.regions]
    assert edited_kernels(m, pristine) == {k.name: k.name == LAYER_NORM for k in m.kernels}


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("    del buf_linear\n", "    del (buf_linear\n"),
        ("    del buf_linear\n", "    del buf_linear)\n"),
        ("    del buf_linear\n", "    del buf_linear\n  x = 1\n"),
        ("    del buf_linear\n", "    del buf_linear\n    if x\n"),
    ],
)
def test_syntax_error_in_call(old: str, new: str) -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    m = map_module(text.replace(old, new, 1), kernels)
    assert m.syntax_error is not None and m.syntax_error.line >= 444
    extra = new.count("\n") - 1
    assert places(m) == shifted(pristine, (445, extra))
    assert m.call.start == pristine.call.start and m.call.end == pristine.call.end + extra


def test_unterminated_triple_quoted_cpp_string() -> None:
    text, kernels = fixture("rms_norm")
    pristine = map_module(text, kernels)
    place = pristine.kernel(CPP_KERNEL)
    lines = text.splitlines(keepends=True)
    assert lines[place.definition.end - 1] == '"""\n'
    broken = "".join(lines[: place.definition.end - 1] + lines[place.definition.end :])
    m = map_module(broken, kernels)
    assert m.syntax_error is not None and "string" in m.syntax_error.message
    got = m.kernel(CPP_KERNEL)
    assert got.found and got.definition.start == place.definition.start
    assert got.definition.end == place.definition.end - 1  # up to its last line of C++
    assert got.launches == [type(s)(s.start - 1, s.end - 1) for s in place.launches]
    # Everything after it is still mapped, helpers and call included.
    after = [(r.kind, r.name) for r in m.regions]
    assert after == [(r.kind, r.name) for r in pristine.regions]
    assert m.call.start == pristine.call.start - 1


def test_unterminated_docstring_in_a_triton_kernel() -> None:
    text, kernels = cuda()
    pristine = map_module(text, kernels)
    broken = text
    start = pristine.kernel(CLONE).definition.start
    lines = broken.splitlines(keepends=True)
    signature = next(i for i in range(start, len(lines)) if lines[i - 1].rstrip().endswith(":"))
    broken = "".join(
        lines[:signature] + ['    """Copies, but the docstring never ends.\n'] + lines[signature:]
    )
    m = map_module(broken, kernels)
    assert m.syntax_error is not None
    clone = m.kernel(CLONE)
    assert clone.found and clone.definition.start == start
    for name, (definition, _, found) in places(pristine).items():
        if definition and definition[0] < start:
            assert places(m)[name][0] == definition and found
    assert edited_kernels(m, pristine)[CLONE] is True


def test_texts_without_statements() -> None:
    _, kernels = cuda()
    empty = map_module("", kernels)
    assert empty.regions == [] and empty.call is None and not any(k.found for k in empty.kernels)
    comments = map_module("# only\n# comments\n", kernels)
    assert [(r.kind, r.start, r.end) for r in comments.regions] == [("other", 1, 2)]
    garbage = map_module("  )\n$$$\n'''\n", kernels)
    assert garbage.syntax_error is not None and garbage.regions[-1].end == 3
