"""The C++ preamble of clean CPU modules: its helper definitions are torch's own (those of
the installed torch's series copied verbatim from its cpp_prefix.h), it compiles with
public headers only (every series' sections), and every corpus module's kernels compile
against the preamble the module carries."""

from __future__ import annotations

import ast
import os
import re
import subprocess

import pytest
import torch
from corpus_support import case_names, cleaned
from torch.utils.cpp_extension import include_paths
from torch_series import SERIES

from kernel_studio.pipeline.clean.cpp.prelude import (
    INCLUDES,
    PRIVATE_PREFIX,
    SECTIONS_BY_SERIES,
    sections_for,
    sections_of,
)

HEADER = os.path.join(
    os.path.dirname(torch.__file__), "include", "torch", "csrc", "inductor", "cpp_prefix.h"
)
AVX2 = ["-DCPU_CAPABILITY_AVX2", "-mavx2", "-mfma", "-mf16c"]
CPU_CASES = [c for c in case_names() if c.startswith("cpu/")]


def _header() -> str:
    with open(HEADER, encoding="utf-8") as f:
        return f.read()


def _syntax_check(source: str, flags: list[str], tmp_path) -> None:  # noqa: ANN001
    path = tmp_path / "module.cpp"
    path.write_text(source)
    command = ["g++", "-std=c++17", "-fsyntax-only", "-fopenmp", *flags]
    for folder in include_paths():
        command += ["-I", folder]
    result = subprocess.run([*command, str(path)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stderr[-4000:]


def test_helper_definitions_are_torchs_own():
    header = _header()
    assert SERIES in SECTIONS_BY_SERIES
    for section in sections_of(SERIES):
        for _, piece in section.pieces:
            assert piece.strip("\n") in header, f"{section.name}: not in {HEADER}"


def test_every_helper_of_the_header_has_a_section():
    """Every name cpp_prefix.h defines for kernels (all but the GEMM template helpers,
    which only Inductor's C++ GEMM templates use) comes with some section."""
    header = _header()
    gemm = header.index("// NOLINTBEGIN(*-avoid-c-arrays)")
    defined = set(
        re.findall(r"^(?:struct|inline \S+|constexpr \S+) (\w+)[ ({<]", header[:gemm], re.M)
    )
    defined |= set(
        re.findall(
            r"^(?:template <.*>\n)?(?:\w+<[^>]*>&?|\w+|inline [\w:<>&, ]+?&?)\s(\w+)\(",
            header[:gemm],
            re.M,
        )
    )
    defined -= {"if", "return", "for"}
    sections = sections_of(SERIES)
    text = "\n".join(s.text for s in sections)
    missing = sorted(n for n in defined if not re.search(rf"\b{n}\b", text))
    assert not missing, missing
    covered = {name for s in sections for name in s.symbols}
    for name in ("welford_combine", "argmax_combine_vec", "cascade_sum_combine", "atomic_add"):
        assert name in covered


def test_sections_follow_what_the_kernels_use():
    kernel = "auto tmp = max_propagate_nan(a, b); Welford<float> w; transpose_mxn<float, 8, 8>"
    names = [s.name for s in sections_for([kernel])]
    assert names == ["traits", "propagate_nan", "atomic_add", "transpose"]
    assert sections_for(["out_ptr0[0] = in_ptr0[0] + 1;"]) == []


def test_a_series_gets_the_sections_of_its_header():
    """torch 2.15's kernels flag an integer division by zero through helpers 2.11 has not;
    a series after the known ones gets the newest one's sections, a spec naming none 2.11's."""
    assert [s.name for s in sections_for(["mod(a, b)"], "2.15")] == ["integer_div_error", "mod"]
    assert "inductor_cpu_note_integer_div_by_zero" in sections_for(["mod(a, b)"], "2.15")[1].text
    assert [s.name for s in sections_for(["mod(a, b)"])] == ["mod"]
    flag = "inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;"
    assert [s.name for s in sections_for([flag], "2.15")] == ["integer_div_error"]
    assert sections_of("2.16") is sections_of("2.15")
    assert sections_of(None) is sections_of("2.11") is sections_of("2.12")
    welford = [s.name for s in sections_for(["welford_combine(a, b)"], "2.15")]
    assert welford == ["traits", "ceil_log2", "welford"]


def _namespaced(name: str, text: str) -> str:
    """`text` in a namespace named after `name` (one translation unit checks several preambles
    or modules: their definitions do not meet, and g++ names the namespace of an error)."""
    space = "case_" + re.sub(r"\W", "_", name)
    return f"namespace {space} {{\n{text}\n}}  // namespace {space}\n"


@pytest.mark.parametrize("flags", [AVX2, []], ids=["avx2", "scalar"])
def test_the_whole_preamble_compiles_with_public_headers(flags, tmp_path):
    """Every series' sections, each in a namespace of its own after the includes (one g++
    run for all: parsing the headers is most of its time)."""
    bodies = ["\n\n".join(s.text for s in sections_of(series)) for series in SECTIONS_BY_SERIES]
    assert not any("<torch/csrc" in b or PRIVATE_PREFIX in b for b in bodies)
    assert "<torch/csrc" not in INCLUDES and PRIVATE_PREFIX not in INCLUDES
    source = INCLUDES + "".join(
        _namespaced(series, body) for series, body in zip(SECTIONS_BY_SERIES, bodies, strict=True)
    )
    _syntax_check(source, flags, tmp_path)


def _literals(source: str) -> dict[str, object]:
    out = {}
    for stmt in ast.parse(source).body:
        if isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name):
            try:
                out[stmt.targets[0].id] = ast.literal_eval(stmt.value)
            except ValueError:
                continue
    return out


def test_corpus_kernels_compile_against_their_module_preamble(tmp_path):
    """What `cpp_kernels()` builds: the module's _CPP_PRELUDE, then every kernel string,
    with the module's flags (the export tests build and run such modules end to end). One g++
    run per set of flags: the preamble's includes once, then each module's helper sections and
    kernels in a namespace named after its case (`extern "C"` left out: the kernels of
    different modules share names)."""
    head = INCLUDES.strip()
    by_flags: dict[tuple[str, ...], list[str]] = {}
    for case in CPU_CASES:
        values = _literals(cleaned(case).source)
        kernels = [k.name for k in cleaned(case).kernels if k.kind == "cpp"]
        assert kernels, case
        preamble = values["_CPP_PRELUDE"].strip()
        assert preamble.startswith(head), f"{case}: the preamble does not start with INCLUDES"
        body = "\n".join(
            [preamble[len(head) :]] + [values[k].replace('extern "C"', "") for k in kernels]
        )
        flags = tuple(values["_CPP_FLAGS"] + values["_CPP_AVX2_FLAGS"])
        by_flags.setdefault(flags, []).append(_namespaced(case, body))
    assert sum(len(bodies) for bodies in by_flags.values()) == len(CPU_CASES) > 0
    for flags, bodies in by_flags.items():
        _syntax_check(head + "\n" + "".join(bodies), list(flags), tmp_path)
