"""The module map's contract over real clean modules: the checked-in project fixtures
(tests/data/projects, engine/tests/verify/data) and clean modules of the corpus
(engine/tests/data/module_map): every kernel found, definitions that end where the body
ends, launches inside `call`, the metadata's own ranges for the pristine module, edits
in bodies detected and edits elsewhere not. Also the moduleMap method."""

from __future__ import annotations

import ast
import inspect
import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from engine_process import ENGINE_DIR, REPO_ROOT, EngineProcess

from kernel_studio.methods.module_map import module_map, project_map
from kernel_studio.module_text.module_map import ModuleMap, edited_kernels, map_module
from kernel_studio.module_text.statements import module_statements, split_lines, tolerant_statements
from kernel_studio.server.protocol import ErrorCode, RpcError
from kernel_studio.server.registry import METHODS, RequestContext

PROJECTS = REPO_ROOT / "tests" / "data" / "projects"
FIXTURES = {
    "rms_norm": PROJECTS / "rms_norm",
    "transformer_block": PROJECTS / "transformer_block",
    "transformer_block_cuda": PROJECTS / "transformer_block_cuda",
    "rms_norm_cuda": ENGINE_DIR / "tests" / "verify" / "data" / "rms_norm_cuda",
}
DATA = ENGINE_DIR / "tests" / "data" / "module_map"
CORPUS = sorted(p.name.removesuffix(".py.txt") for p in DATA.glob("*.py.txt"))


def fixture(name: str) -> tuple[str, list[dict[str, Any]]]:
    """The pristine module of a fixture project and its metadata's kernels."""
    root = FIXTURES[name]
    metadata = json.loads((root / "generated" / "metadata.json").read_text())
    module = (root / "kernel-studio.toml").read_text().split('module = "', 1)[1].split('"')[0]
    return (root / "generated" / module).read_text(), metadata["kernels"]


def corpus(name: str) -> tuple[str, list[dict[str, Any]]]:
    text = (DATA / f"{name}.py.txt").read_text()
    return text, json.loads((DATA / f"{name}.json").read_text())["kernels"]


def defined(m: ModuleMap) -> list[Any]:
    return [k for k in m.kernels if k.kind != "extern"]


def ast_definitions(text: str) -> dict[str, tuple[int, int]]:
    """Independent oracle: (first decorator or assignment line, end line) of every
    top-level definition, the last one of a name winning."""
    out = {}
    for node in ast.parse(text).body:
        decorators = getattr(node, "decorator_list", [])
        start = min([d.lineno for d in decorators] + [node.lineno])
        for name in [getattr(node, "name", None)] + [
            t.id for t in getattr(node, "targets", []) if isinstance(t, ast.Name)
        ]:
            if name:
                out[name] = (start, node.end_lineno)
    return out


def launch_comments(text: str, m: ModuleMap) -> dict[str, list[int]]:
    """Independent oracle: the clean stage writes `# <kernel>` or `# <kernel>: nodes` above
    every launch in call; the launch is the next line that is not a comment."""
    lines = split_lines(text)
    names = {k.name for k in m.kernels}
    out: dict[str, list[int]] = {}
    assert m.call is not None
    for number in range(m.call.start, m.call.end + 1):
        match = re.match(r"\s*# ([\w.]+)(:|$)", lines[number - 1])
        if match and match.group(1) in names:
            after = number + 1
            while lines[after - 1].lstrip().startswith("#"):
                after += 1
            out.setdefault(match.group(1), []).append(after)
    return out


def insert_before(text: str, line: int, new: str) -> str:
    lines = text.splitlines(keepends=True)
    return "".join(lines[: line - 1] + [new + "\n"] + lines[line - 1 :])


def body_edit(text: str, place: Any) -> str:
    """`text` with a line added at the very end of the kernel's body (inside the C++
    string, before its closing quotes; as the last statement of a Triton function)."""
    lines = text.splitlines()
    last = lines[place.definition.end - 1]
    if place.kind == "cpp":
        return insert_before(text, place.definition.end, "// edited")
    indent = last[: len(last) - len(last.lstrip())]
    return insert_before(text, place.definition.end + 1, indent + "pass")


def check_pristine(text: str, kernels: list[dict[str, Any]]) -> ModuleMap:
    m = map_module(text, kernels)
    lines = split_lines(text)
    assert m.syntax_error is None and m.call is not None
    assert len(m.kernels) == len(kernels)
    oracle = ast_definitions(text)
    comments = launch_comments(text, m)
    for place in m.kernels:
        assert place.found, place.name
        assert all(m.call.start <= s.start <= s.end <= m.call.end for s in place.launches)
        assert [s.start for s in place.launches] == comments.get(place.name, []), place.name
        if place.kind == "extern":
            assert place.definition is None and place.launches
            continue
        assert (place.definition.start, place.definition.end) == oracle[place.name]
        # The body's end: the next line is blank (or the end of the text), the last line
        # is body, never a signature's closing `):`.
        after = lines[place.definition.end] if place.definition.end < len(lines) else ""
        assert not after.strip(), place.name
        assert not lines[place.definition.end - 1].rstrip().endswith(":")
        assert place.comment is not None and place.comment < place.definition.start
        assert lines[place.comment - 1].startswith(f"# {place.name}")
    return m


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_fixture_maps_match_their_metadata(name: str) -> None:
    text, kernels = fixture(name)
    m = check_pristine(text, kernels)
    for place, entry in zip(m.kernels, kernels, strict=True):
        assert place.name == entry["name"] and place.id is None  # no ids in these fixtures
        assert [s.to_json() for s in place.launches] == entry["launches"]
        if entry["definition"] is None:
            assert place.definition is None
            continue
        assert place.definition.to_json() == {
            "start": entry["definition"]["start"],
            "end": entry["definition"]["end"],
        }
        assert place.comment == entry["definition"]["comment"]


def test_wrapped_triton_signatures_end_with_their_bodies() -> None:
    """A formatter-wrapped `def k(\\n    in_ptr0, ...\\n):` ends at the body's last line."""
    text, kernels = fixture("transformer_block_cuda")
    lines = text.splitlines()
    m = map_module(text, kernels)
    triton = [k for k in m.kernels if k.kind == "triton"]
    assert len(triton) == 9
    wrapped = 0
    for place in triton:
        signature_end = next(
            i
            for i in range(place.definition.start, place.definition.end + 1)
            if lines[i - 1].rstrip().endswith(":")
        )
        wrapped += signature_end > place.definition.start + 1
        assert place.definition.end - signature_end >= 5
        assert lines[place.definition.end - 1].lstrip().startswith("tl.store(")
    assert wrapped == 7  # the other two signatures fit on one line


@pytest.mark.parametrize("name", sorted(FIXTURES) + CORPUS)
def test_body_edits_are_edited_and_other_edits_are_not(name: str) -> None:
    text, kernels = fixture(name) if name in FIXTURES else corpus(name)
    pristine = map_module(text, kernels)
    assert not any(edited_kernels(pristine, pristine).values())
    bodies = defined(pristine)
    detected = 0
    for place in bodies:
        changed = edited_kernels(map_module(body_edit(text, place), kernels), pristine)
        assert changed == {k.name: k.name == place.name for k in pristine.kernels}
        detected += 1
    assert detected == len(bodies)
    # Outside the kernels: a comment in call, a launch argument, the header, the lines
    # between kernels (their comment blocks included) and trailing whitespace.
    assert pristine.call is not None
    outside = insert_before(text, pristine.call.end, "    # edited in call")
    outside = outside.replace("import torch\n", "import torch\nimport math\n", 1)
    for place in reversed(bodies):
        outside = insert_before(outside, place.comment or place.definition.start, "# note")
    outside = "\n".join(line + "  " for line in outside.splitlines()) + "\n\n\n"
    assert not any(edited_kernels(map_module(outside, kernels), pristine).values())


@pytest.mark.parametrize("name", CORPUS)
def test_corpus_modules(name: str) -> None:
    text, kernels = corpus(name)
    m = check_pristine(text, kernels)
    assert m.kernels and all(k.launches for k in m.kernels)


@pytest.mark.parametrize("name", sorted(FIXTURES) + CORPUS)
def test_statements_without_ast_agree_with_ast(name: str) -> None:
    """The tolerant reading (used after a syntax error) finds what `ast` finds."""
    text, _ = fixture(name) if name in FIXTURES else corpus(name)
    lines, parsed, problem = module_statements(text)
    assert problem is None
    tolerant = tolerant_statements(lines, 0, len(lines), 0)
    assert [(s.start, s.end, s.kind, s.names) for s in tolerant] == [
        (s.start, s.end, s.kind, s.names) for s in parsed
    ]


@pytest.mark.parametrize("name", sorted(FIXTURES) + CORPUS)
def test_regions_cover_the_text_in_order(name: str) -> None:
    text, kernels = fixture(name) if name in FIXTURES else corpus(name)
    m = map_module(text, kernels)
    assert m.regions[0].start == 1 and m.regions[-1].end == m.line_count
    for before, after in zip(m.regions, m.regions[1:], strict=False):
        assert after.start == before.end + 1
    assert m.regions[0].kind == "header"
    kernel_regions = {r.name: r for r in m.regions if r.kind == "kernel"}
    assert set(kernel_regions) == {k.name for k in defined(m)}
    for place in defined(m):
        region = kernel_regions[place.name]
        assert region.start == place.comment and region.end >= place.definition.end
    [call] = [r for r in m.regions if r.kind == "call"]
    assert (call.start, call.end) == (m.call.start, m.call.end)


def test_ids_and_markers_of_an_exported_module() -> None:
    """A module exported with ids: each definition has its `# kernel-id:` marker as the
    last comment line, and the metadata's id is carried to the map."""
    text, kernels = corpus("cpu_ids_transformer_block_sdpa")
    lines = text.splitlines()
    m = check_pristine(text, kernels)
    ids = [k["id"] for k in kernels]
    assert all(re.fullmatch(r"[0-9a-f]{12}(-\d+)?", i) for i in ids)
    assert len(set(ids)) == len(ids)
    for place in m.kernels:
        assert place.id == next(k["id"] for k in kernels if k["name"] == place.name)
        if place.definition is not None:
            assert lines[place.definition.start - 2] == f"# kernel-id: {place.id}"


def copy_project(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(FIXTURES[name], tmp_path / name))


def test_project_map_compares_with_the_pristine_module(tmp_path: Path) -> None:
    project = copy_project(tmp_path, "transformer_block_cuda")
    working = project / "transformer_block.py"
    clean = project_map(str(project))
    assert clean["syntaxError"] is None and clean["seconds"] >= 0
    assert [k["edited"] for k in clean["kernels"]] == [False] * 15
    assert set(clean) == {"kernels", "call", "regions", "syntaxError", "seconds"}
    text = working.read_text()
    m = map_module(
        text, json.loads((project / "generated" / "metadata.json").read_text())["kernels"]
    )
    last = m.kernels[-7]  # the last Triton kernel
    edited = body_edit(text, last)
    result = project_map(str(project), edited)
    assert [k["name"] for k in result["kernels"] if k["edited"]] == [last.name]
    working.write_text(edited)  # without text: the working module on disk
    assert project_map(str(project))["kernels"][8]["edited"] is True
    # A new pristine module (a re-export) is read again, not taken from before.
    (project / "generated" / "transformer_block.py").write_text(edited)
    assert not any(k["edited"] for k in project_map(str(project))["kernels"])
    (project / "generated" / "transformer_block.py").unlink()
    assert all(k["edited"] is None for k in project_map(str(project))["kernels"])


def test_handler_params_and_errors(tmp_path: Path) -> None:
    ctx = RequestContext(1, "moduleMap", lambda method, params: None)
    assert inspect.unwrap(METHODS["moduleMap"]) is module_map
    for params, name in [({}, "project"), ({"project": "rel/dir"}, "project")]:
        with pytest.raises(RpcError) as info:
            module_map(params, ctx)
        assert info.value.code == ErrorCode.INVALID_PARAMS and name in info.value.message
    project = copy_project(tmp_path, "rms_norm")
    with pytest.raises(RpcError) as info:
        module_map({"project": str(project), "text": 3}, ctx)
    assert info.value.code == ErrorCode.INVALID_PARAMS and "text" in info.value.message
    for folder in (str(tmp_path), str(tmp_path / "missing")):
        with pytest.raises(RpcError) as info:
            module_map({"project": folder}, ctx)
        assert info.value.code == ErrorCode.METHOD_FAILED
        assert info.value.data["category"] == "input"
    (project / "rms_norm.py").unlink()
    with pytest.raises(RpcError) as info:
        module_map({"project": str(project)}, ctx)
    assert "cannot read the working module" in info.value.message
    result = module_map({"project": str(project), "text": "def call(x):\n    return x\n"}, ctx)
    [kernel] = result["kernels"]
    assert not kernel["found"] and kernel["edited"] is True
    assert result["call"] == {"start": 1, "end": 2}


def test_module_map_through_the_engine(tmp_path: Path) -> None:
    project = copy_project(tmp_path, "transformer_block_cuda")
    text = (project / "transformer_block.py").read_text()
    broken = text.replace("    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / (tmp9\n", 1)
    with EngineProcess() as engine:
        engine.initialize()
        clean = engine.call("moduleMap", {"project": str(project), "text": None})
        assert clean["syntaxError"] is None and len(clean["kernels"]) == 15
        result = engine.call("moduleMap", {"project": str(project), "text": broken})
        assert result["syntaxError"]["line"] == 113
        assert result["syntaxError"]["message"].startswith("SyntaxError")
        assert [k["definition"] for k in result["kernels"]] == [
            k["definition"] for k in clean["kernels"]
        ]
        assert [k["name"] for k in result["kernels"] if k["edited"]] == [
            "triton_per_fused_native_layer_norm"
        ]
        checked = engine.call("checkModule", {"project": str(project), "text": broken})
        assert checked["syntaxError"] == result["syntaxError"]
        assert checked["kernels"][0]["line"] == 84 and checked["kernels"][0]["edited"] is True
        response, _ = engine.request("moduleMap", {"project": "relative"})
        assert response["error"]["code"] == ErrorCode.INVALID_PARAMS
        assert engine.bad_lines == []


def test_project_map_against_a_kept_generation(tmp_path: Path) -> None:
    """`generation`: generations/NNNN's metadata and pristine module take generated/'s
    place; without text the map is that pristine module's."""
    project = copy_project(tmp_path, "transformer_block_cuda")
    kept = project / "generations" / "0001"
    kept.mkdir(parents=True)
    text = (project / "generated" / "transformer_block.py").read_text()
    metadata = json.loads((project / "generated" / "metadata.json").read_text())
    last = map_module(text, metadata["kernels"]).kernels[-7]  # the last Triton kernel
    old = body_edit(text, last)  # generation 1's pristine differs in one kernel
    (kept / "transformer_block.py").write_text(old)
    metadata["kernels"] = metadata["kernels"][:-1]  # and has one kernel fewer
    (kept / "metadata.json").write_text(json.dumps(metadata))
    own = project_map(str(project), None, 1)
    assert len(own["kernels"]) == 14 and not any(k["edited"] for k in own["kernels"])
    assert own == {**project_map(str(project), old, 1), "seconds": own["seconds"]}
    working = project_map(str(project), text, 1)["kernels"]  # the working copy's text
    assert [k["name"] for k in working if k["edited"]] == [last.name]
    assert len(project_map(str(project))["kernels"]) == 15  # generated/ as before
    ctx = RequestContext(1, "moduleMap", lambda method, params: None)
    result = module_map({"project": str(project), "text": text, "generation": 1}, ctx)
    assert [k["name"] for k in result["kernels"] if k["edited"]] == [last.name]
    result = module_map({"project": str(project), "text": None, "generation": 1}, ctx)
    assert result["kernels"] == own["kernels"]
    with pytest.raises(RpcError) as info:
        module_map({"project": str(project), "generation": 2}, ctx)
    assert info.value.code == ErrorCode.METHOD_FAILED and info.value.data["category"] == "input"
    assert str(project / "generations" / "0002") in info.value.message
    for bad in (0, -1, "1", True, 1.5):
        with pytest.raises(RpcError) as info:
            module_map({"project": str(project), "generation": bad}, ctx)
        assert info.value.code == ErrorCode.INVALID_PARAMS and "generation" in info.value.message


CONTROL_FLOW = '''\
import torch

cpp_fused_sin = r"""
extern "C" void cpp_fused_sin_kernel(const float* in_ptr0, float* out_ptr0) {}
"""


def unused(args):
    torch.mm(args[0], args[1], out=args[2])


def true_graph_0(args):
    (arg0_1,) = args
    kernels = cpp_kernels()
    buf0 = torch.empty_strided((4, 4), (4, 1), dtype=torch.float32, device="cpu")
    # cpp_fused_sin: cond
    kernels.cpp_fused_sin(arg0_1, buf0)
    torch.mm(buf0, buf0, out=arg0_1)
    return (arg0_1,)


def false_graph_0(args):
    (arg0_1,) = args
    return (arg0_1,)


def call(x):
    kernels = cpp_kernels()
    buf = torch.empty_strided((4, 4), (4, 1), dtype=torch.float32, device="cpu")
    torch.mm(x, x, out=buf)
    if buf.sum().item() > 0:
        out = true_graph_0([buf])
    else:
        out = false_graph_0([buf])
    return out[0]
'''


def test_launches_in_subgraph_functions_call_reaches() -> None:
    """Control flow: the functions `call` calls (a cond's branches) launch kernels too; a
    library call is counted in text order, and a function `call` never calls is not
    read."""
    kernels = [
        {"name": "cpp_fused_sin", "kind": "cpp", "id": None},
        {"name": "mm", "kind": "extern", "rawName": "extern_kernels.mm:2", "id": None},
        {"name": "mm_2", "kind": "extern", "rawName": "extern_kernels.mm:1", "id": None},
    ]
    m = map_module(CONTROL_FLOW, kernels)
    lines = split_lines(CONTROL_FLOW)
    launches = {k.name: [lines[s.start - 1].strip() for s in k.launches] for k in m.kernels}
    assert launches == {
        "cpp_fused_sin": ["kernels.cpp_fused_sin(arg0_1, buf0)"],
        "mm": ["torch.mm(buf0, buf0, out=arg0_1)"],
        "mm_2": ["torch.mm(x, x, out=buf)"],
    }
    regions = {r.name: r.kind for r in m.regions}
    assert regions["true_graph_0"] == regions["unused"] == "helper"
    # The same text without `call`'s name-calls has the branch's launches no more.
    flat = CONTROL_FLOW.replace("true_graph_0([buf])", "[buf]")
    m = map_module(flat, kernels)
    assert [len(k.launches) for k in m.kernels] == [0, 1, 0]
