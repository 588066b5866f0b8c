"""The clean stage over the corpus of real Inductor output: byte-identical to the reviewed
expected modules, standalone, complete, compilable and deterministic."""

from __future__ import annotations

import ast
import hashlib
import json
import os
import re
import subprocess
import sys

import pytest
from corpus_support import case_names, cleaned, path, read, spec_json

from kernel_studio.methods.check_module import ALLOWED_PACKAGES
from kernel_studio.pipeline.clean.clean import CleanSpec, CleanupError, clean
from kernel_studio.pipeline.clean.raw_module import read_raw
from kernel_studio.pipeline.describe.describe import kernel_places

ENGINE_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASES = case_names()


def test_the_corpus_covers_what_inductor_emits():
    devices = {c.split("/")[0] for c in CASES}
    assert devices == {"cpu", "cuda"}
    raws = {c: read(c, "raw.py.txt") for c in CASES}
    everything = "\n".join(raws.values())
    for grid in ("Grid1D", "Grid2D", "Grid2DWithYZOverflow"):
        assert f"'grid_type': '{grid}'" in everything, grid
    for heuristic in ("pointwise", "persistent_reduction", "reduction"):
        assert f"@triton_heuristics.{heuristic}(" in everything, heuristic
    for op in ("mm", "bmm", "addmm", "convolution"):
        assert f"extern_kernels.{op}(" in everything, op
    assert any(spec_json(c).get("dynamic_dims") for c in CASES)
    assert any(not spec_json(c).get("tuned") and c.startswith("cuda/") for c in CASES)
    for dtype in ("*fp16", "*bf16"):
        assert dtype in everything, dtype
    # Control flow: subgraph functions for torch.cond's branches and a while_loop.
    assert "def true_graph_0(args):" in everything
    assert "def while_loop_body_graph_0(args):" in everything


@pytest.mark.parametrize("case", CASES)
def test_matches_expected_module(case, request):
    got = cleaned(case).source
    expected_path = path(case, "expected.py")
    if request.config.getoption("--update-golden"):
        with open(expected_path, "w", encoding="utf-8", newline="") as f:
            f.write(got)
    assert os.path.exists(expected_path), f"{case}: no expected.py (run with --update-golden)"
    assert got.encode() == read(case, "expected.py").encode(), (
        f"{case}: the clean module changed; review it (pytest tests/clean --update-golden,"
        " then git diff)"
    )


@pytest.mark.parametrize("case", CASES)
def test_module_is_standalone_and_compiles(case):
    source = cleaned(case).source
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module]
            for name in names:
                root = (name or "").split(".")[0]
                assert root in ALLOWED_PACKAGES or root in sys.stdlib_module_names, name
    for bad in ("torch._inductor", "torch._C._dynamo", "async_compile", "/tmp/", "<torch/csrc"):
        assert bad not in source, bad
    # The cuda modules cannot run here, but every one compiles to bytecode.
    compile(source, path(case, "expected.py"), "exec")


@pytest.mark.parametrize("case", CASES)
def test_every_kernel_is_defined_and_launched(case):
    raw = read(case, "raw.py.txt")
    result = cleaned(case)
    kernels = read_raw(raw).kernels
    by_raw = {k.raw_name: k for k in result.kernels}
    assert {k.raw_name for k in kernels} <= set(by_raw)
    ranges = kernel_places(result.source, result.kernels)
    lines = result.source.splitlines()
    for k in result.kernels:
        where = ranges[k.name]
        if k.kind != "extern":
            assert where["definition"] is not None, k.name
            start = lines[where["definition"]["start"] - 1]
            assert start.startswith(("@triton", "@_cached_launch", f"{k.name} = ")), start
            assert lines[where["definition"]["comment"] - 1].startswith(f"# {k.name}")
        call = {"triton": rf"\b{k.raw_name}\.run\(", "cpp": rf"\b{k.raw_name}\("}.get(k.kind)
        launches = len(re.findall(call, raw)) if call else 1
        assert len(where["launches"]) == launches, k.name
        for launch in where["launches"]:
            text = lines[launch["start"] - 1].strip()
            expected = {"triton": f"{k.name}[", "cpp": f"kernels.{k.name}("}.get(k.kind, "")
            assert text.startswith(expected), text
            if k.kind == "extern":  # a library call: torch.mm(...), torch.ops.aten.sort...
                whole = "\n".join(lines[launch["start"] - 1 : launch["end"]])
                assert "torch." in whole, whole


@pytest.mark.parametrize("case", CASES)
def test_spec_round_trips_through_json(case):
    data = spec_json(case)
    spec = CleanSpec.from_json(data)
    assert spec.to_json() == data
    assert CleanSpec.from_json(json.loads(json.dumps(spec.to_json()))) == spec


def test_clean_twice_gives_the_same_bytes():
    for case in ("cuda/tv_resnet18", "cpu/reductions", "cuda/conv_gn_gelu_postprocess"):
        again = clean(read(case, "raw.py.txt"), CleanSpec.from_json(spec_json(case)))
        assert again.source.encode() == cleaned(case).source.encode()


HASH_ALL = """
import hashlib, json, sys
sys.path.insert(0, sys.argv[1])
from corpus_support import case_names, cleaned
print(json.dumps({c: hashlib.sha256(cleaned(c).source.encode()).hexdigest() for c in case_names()}))
"""


def test_hash_seed_and_working_directory_do_not_change_the_output(tmp_path):
    """Fresh interpreters with other hash seeds (set and dict order of strings), run from
    a folder with a ruff config of its own, give the same bytes."""
    (tmp_path / "pyproject.toml").write_text("[tool.ruff]\nline-length = 40\n")
    (tmp_path / "ruff.toml").write_text("line-length = 50\n[format]\nquote-style = 'single'\n")
    here = os.path.dirname(os.path.abspath(__file__))
    procs = []
    for seed in ("1", "4242"):
        path = os.pathsep.join(p for p in (ENGINE_DIR, os.environ.get("PYTHONPATH")) if p)
        env = dict(os.environ, PYTHONHASHSEED=seed, PYTHONPATH=path)
        procs.append(
            subprocess.Popen(
                [sys.executable, "-c", HASH_ALL, here],
                cwd=tmp_path,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    expected = {c: hashlib.sha256(cleaned(c).source.encode()).hexdigest() for c in CASES}
    for proc in procs:
        out, err = proc.communicate(timeout=900)
        assert proc.returncode == 0, err[-3000:]
        assert json.loads(out.strip().splitlines()[-1]) == expected


PURE = """
import json, sys
sys.path.insert(0, sys.argv[1])
from kernel_studio.pipeline.clean.clean import CleanSpec, CleanupError, clean
raw = open(sys.argv[2], encoding="utf-8").read()
spec = CleanSpec.from_json(json.load(open(sys.argv[3], encoding="utf-8")))
clean(raw, spec)
print(json.dumps(sorted(m for m in sys.modules if m == "torch" or m.startswith("torch."))))
"""


@pytest.mark.parametrize("case", ["cuda/tv_resnet18", "cpu/conv_bn_relu"])
def test_clean_imports_neither_torch_nor_inductor(case):
    proc = subprocess.run(
        [sys.executable, "-c", PURE, ENGINE_DIR, path(case, "raw.py.txt"), path(case, "spec.json")],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert json.loads(proc.stdout.strip().splitlines()[-1]) == []


def test_a_helper_missing_from_the_spec_is_named():
    data = spec_json("cuda/reductions")
    data["triton_helpers"] = {k: v for k, v in data["triton_helpers"].items() if k != "maximum"}
    with pytest.raises(
        CleanupError, match=r"triton_helpers\.maximum \(used by max2\) is not a plain @triton.jit"
    ):
        clean(read("cuda/reductions", "raw.py.txt"), CleanSpec.from_json(data))


def test_a_spec_with_unknown_keys_is_refused():
    data = {**spec_json("cpu/mlp"), "cpu_count": 16}
    with pytest.raises(ValueError, match=r"unknown keys \['cpu_count'\]"):
        CleanSpec.from_json(data)
    data = spec_json("cuda/tv_resnet18")
    next(iter(data["tuned"].values()))["arg_names"] = []
    with pytest.raises(ValueError, match=r"tuned\.\w+ has unknown keys \['arg_names'\]"):
        CleanSpec.from_json(data)


def test_every_triton_helper_of_this_torch_can_be_copied():
    """The jit functions of torch's triton_helpers (what api.py puts in the spec) copy into
    a module with everything they use."""
    from kernel_studio.pipeline.api import triton_helper_sources
    from kernel_studio.pipeline.clean.triton_kernels import helper_sources

    helpers = triton_helper_sources()
    assert {"maximum", "welford_combine", "sort_with_index"} <= set(helpers)
    source = "\n\n".join(helper_sources(set(helpers), helpers))
    assert "triton_helpers" not in source and "tl.standard._log2(" in source
    compile("import triton\nimport triton.language as tl\n" + source, "helpers", "exec")


def test_triton_builtin_helpers_are_defined_with_tritons_marker():
    """Inductor's compile-time builtins (a cooperative reduction's constexpr_next_power_of_2,
    if_mask) are not jit functions: the module defines them with tl.core.builtin, and Triton
    accepts them as builtins."""
    import triton
    import triton.language as tl

    from kernel_studio.pipeline.api import triton_helper_sources
    from kernel_studio.pipeline.clean.triton_kernels import BUILTIN_HELPERS, helper_sources

    helpers = triton_helper_sources()
    assert set(BUILTIN_HELPERS).isdisjoint(helpers)  # torch's are not plain jit functions
    source = "\n\n".join(helper_sources(set(BUILTIN_HELPERS), helpers))
    namespace = {"triton": triton, "tl": tl}
    exec(compile(source, "helpers", "exec"), namespace)  # noqa: S102
    semantic = object()
    power = namespace["constexpr_next_power_of_2"](tl.constexpr(5), _semantic=semantic)
    assert getattr(namespace["constexpr_next_power_of_2"], "__triton_builtin__", False)
    assert power.value == 8
    assert namespace["if_mask"](tl.constexpr(None), 3, _semantic=semantic).value is None
    assert namespace["if_mask"]("mask", 3, _semantic=semantic) == 3


def test_a_size_guard_of_the_lowering_is_checked_on_each_call():
    """A condition lowering assumed that the dims' ranges do not say (here B * T even) is
    checked by the module before anything runs, with the condition and where it came from."""
    import torch

    data = spec_json("cpu/rms_norm_dynamic")
    data["size_guards"] = [{"expr": "((s77*s27) % 2) == 0", "where": "(lowering.py:1 in f)"}]
    source = clean(read("cpu/rms_norm_dynamic", "raw.py.txt"), CleanSpec.from_json(data)).source
    assert "((B * T) % 2) == 0," in source and '"((B*T) % 2) == 0",' in source
    namespace: dict = {"__name__": "guarded", "__file__": "/nonexistent/guarded.py"}
    exec(compile(source, "guarded.py", "exec"), namespace)
    with pytest.raises(ValueError, match=r"\(\(B\*T\) % 2\) == 0 is false .*lowering.py:1"):
        namespace["call"](torch.randn(3, 5, 64))
    # Sizes that satisfy it get past the checks (to the weights, absent here).
    with pytest.raises(FileNotFoundError):
        namespace["call"](torch.randn(3, 4, 64))
    assert "_check_sizes" not in cleaned("cpu/rms_norm_dynamic").source


def test_a_name_call_reads_that_the_clean_module_lacks_is_named():
    """A subgraph function the cleanup did not carry over fails the export, not the run."""
    raw = read("cpu/cond_branches", "raw.py.txt").replace(
        "def false_graph_0(args):", "def unreached_graph(args):"
    )
    with pytest.raises(CleanupError, match=r"call uses 'false_graph_0' \(line \d+"):
        clean(raw, CleanSpec.from_json(spec_json("cpu/cond_branches")))


def test_a_buffer_used_before_it_is_created_fails_the_cleanup():
    """Kernels out of order (torch 2.11's C++ backend passed a zero-filled buffer to a
    kernel before allocating it, inductor/series.py `ordering_kept`) fail the export with
    the statement named, not the module's run with UnboundLocalError."""
    raw = read("cpu/mlp", "raw.py.txt")
    alloc = "        buf2 = empty_strided_cpu((8, 16), (16, 1), torch.float32)\n"
    launch = raw.index("        extern_kernels.addmm(arg3_1, buf1")
    end = raw.index("\n", launch) + 1
    assert raw.count(alloc) == 1 and raw.index(alloc) < launch
    moved = raw.replace(alloc, "")
    moved = moved.replace(raw[launch:end], raw[launch:end] + alloc)
    with pytest.raises(CleanupError, match=r"uses buf2 before it creates it \(in call: extern_k"):
        clean(moved, CleanSpec.from_json(spec_json("cpu/mlp")))
