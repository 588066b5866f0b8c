"""The `checkModule` method: planted edits in copies of the checked-in project fixtures
(tests/data/projects), checked in-process and through a real engine."""

from __future__ import annotations

import ast
import inspect
import shutil
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT, EngineProcess

from kernel_studio.methods.check_module import (
    IMPORT_MESSAGE,
    check_module,
    check_project,
    check_text,
)
from kernel_studio.server.protocol import ErrorCode, RpcError
from kernel_studio.server.registry import METHODS, RequestContext

PROJECTS = REPO_ROOT / "tests" / "data" / "projects"
CUDA_MODULE = "transformer_block.py"
LAYER_NORM = "triton_per_fused_native_layer_norm"
CLONE = "triton_poi_fused_clone_transpose_view"
CPP_KERNEL = "cpp_fused_add_mean_mul_pow_rsqrt"


def copy_project(tmp_path: Path, name: str) -> Path:
    return Path(shutil.copytree(PROJECTS / name, tmp_path / name))


def module_text(name: str, module: str) -> str:
    return (PROJECTS / name / module).read_text()


def check(project: Path | str, text: str | None = None) -> dict[str, Any]:
    return check_project(str(project), text)


def replace_once(text: str, old: str, new: str) -> str:
    assert text.count(old) >= 1, old
    return text.replace(old, new, 1)


def delete_definition(text: str, name: str) -> str:
    """`text` without the top-level definition of `name` (decorators included)."""
    for node in ast.parse(text).body:
        targets = getattr(node, "targets", [])
        if getattr(node, "name", None) == name or any(
            getattr(t, "id", None) == name for t in targets
        ):
            start = min([d.lineno for d in getattr(node, "decorator_list", [])] + [node.lineno])
            lines = text.splitlines(keepends=True)
            return "".join(lines[: start - 1] + lines[node.end_lineno :])
    raise AssertionError(f"no definition of {name}")


def line_of(text: str, needle: str) -> int:
    for number, line in enumerate(text.splitlines(), 1):
        if needle in line:
            return number
    raise AssertionError(needle)


def defined(result: dict[str, Any]) -> list[dict[str, Any]]:
    """The kernels of a checkModule result that have a definition in the text."""
    return [k for k in result["kernels"] if k["kind"] != "extern" and k["found"]]


def only(problems: list[dict[str, Any]], **match: Any) -> dict[str, Any]:
    found = [p for p in problems if all(p[k] == v for k, v in match.items())]
    assert len(found) == 1, problems
    return found[0]


@pytest.mark.parametrize(
    ("name", "module", "count"),
    [
        ("rms_norm", "rms_norm.py", 1),
        ("transformer_block", "transformer_block.py", 7),
        ("transformer_block_cuda", CUDA_MODULE, 9),
    ],
)
def test_clean_modules_have_no_problems(name: str, module: str, count: int) -> None:
    result = check(PROJECTS / name)
    assert result["problems"] == [] and result["syntaxError"] is None
    assert len(defined(result)) == count
    assert result["seconds"] >= 0
    assert all(k["found"] and k["edited"] is False for k in result["kernels"])
    text = module_text(name, module)
    for kernel in defined(result):
        first = text.splitlines()[kernel["line"] - 1]
        assert first.startswith(("@triton.jit", f"{kernel['name']} = "))
        assert kernel["line"] == kernel["definition"]["start"]
        assert kernel["endLine"] == kernel["definition"]["end"]
    call = result["call"]
    assert text.splitlines()[call["start"] - 1].startswith("def call(")


def test_kernel_lines_match_the_metadata() -> None:
    result = check(PROJECTS / "transformer_block_cuda")
    found = {k["name"]: k["line"] for k in result["kernels"]}
    assert found[LAYER_NORM] == 84  # generated/metadata.json: definition.start


def test_unsaved_text_is_checked_instead_of_the_file(tmp_path: Path) -> None:
    project = copy_project(tmp_path, "rms_norm")
    text = module_text("rms_norm", "rms_norm.py")
    broken = replace_once(text, "def call(x):", "def call(x)")
    assert check(project, broken)["problems"]
    assert check(project)["problems"] == []
    # Without `text` the working module on disk is read.
    (project / "rms_norm.py").write_text(broken)
    assert check(project)["problems"]


def test_syntax_error_has_line_and_column(tmp_path: Path) -> None:
    text = module_text("transformer_block_cuda", CUDA_MODULE)
    text = replace_once(text, "    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / (tmp9\n")
    result = check(PROJECTS / "transformer_block_cuda", text)
    [problem] = result["problems"]
    assert problem["severity"] == "error"
    assert problem["message"].startswith("SyntaxError")
    assert problem["line"] == line_of(text, "tmp10 = tmp7 / (tmp9")
    assert problem["kernel"] is None
    # The module map still locates every kernel and launch around the broken line.
    assert result["syntaxError"]["line"] == problem["line"]
    assert len(defined(result)) == 9
    layer_norm = next(k for k in result["kernels"] if k["name"] == LAYER_NORM)
    assert layer_norm["edited"] is True and layer_norm["line"] == 84

    bad_indent = replace_once(text, "def call(x):", "def call(x):\n  pass\n    x = 1")
    problem = check(PROJECTS / "transformer_block_cuda", bad_indent)["problems"][0]
    assert problem["message"].startswith(("IndentationError", "SyntaxError"))


def test_syntax_error_column_is_in_characters() -> None:
    text = 'x = "äöü" + (1 2)\n'
    [problem] = check_text(text, [])["problems"][:1]
    assert problem["line"] == 1
    assert text[problem["column"] :].startswith("1 2")


@pytest.mark.parametrize(
    "statement",
    [
        "from torch._inductor.runtime import triton_helpers",
        "import torch._dynamo",
        "from torch._C import _dynamo",
        "from torch import _inductor",
        "import numpy as np",
        "from . import helpers",
        "helpers = __import__('torch._inductor.utils')",
    ],
)
def test_forbidden_import_is_reported_at_its_line(statement: str) -> None:
    text = module_text("rms_norm", "rms_norm.py")
    text = replace_once(text, "import torch\n", f"import torch\n{statement}\n")
    problems = check(PROJECTS / "rms_norm", text)["problems"]
    problem = only(problems, severity="error")
    assert problem["line"] == line_of(text, statement)
    assert problem["message"].startswith(IMPORT_MESSAGE)


def test_allowed_imports() -> None:
    text = module_text("rms_norm", "rms_norm.py")
    extra = "import json\nimport torch.nn.functional as F\nimport triton.language as tl\n"
    text = replace_once(text, "import torch\n", "import torch\n" + extra)
    assert check(PROJECTS / "rms_norm", text)["problems"] == []


def test_deleted_triton_kernel_is_reported_where_it_is_launched() -> None:
    text = delete_definition(module_text("transformer_block_cuda", CUDA_MODULE), CLONE)
    result = check(PROJECTS / "transformer_block_cuda", text)
    problem = only(result["problems"], kernel=CLONE)
    assert problem["severity"] == "error"
    assert "is not defined" in problem["message"]
    assert problem["line"] == line_of(text, f"{CLONE}[")
    assert CLONE not in {k["name"] for k in defined(result)}
    assert len(defined(result)) == 8
    clone = next(k for k in result["kernels"] if k["name"] == CLONE)
    assert clone["definition"] is None and clone["edited"] is True
    assert [launch["start"] for launch in clone["launches"]] == [line_of(text, f"{CLONE}[")]


def test_deleted_cpp_kernel_and_call(tmp_path: Path) -> None:
    text = module_text("rms_norm", "rms_norm.py")
    text = delete_definition(delete_definition(text, CPP_KERNEL), "call")
    problems = check(PROJECTS / "rms_norm", text)["problems"]
    kernel = only(problems, kernel=CPP_KERNEL)
    assert kernel["line"] == line_of(text, f"        {CPP_KERNEL},")
    call = only(problems, kernel=None)
    assert call["line"] == 0 and "call()" in call["message"]


def test_kernel_that_lost_its_decorator_or_became_code() -> None:
    text = module_text("transformer_block_cuda", CUDA_MODULE)
    undecorated = replace_once(text, f"@triton.jit\ndef {LAYER_NORM}(", f"def {LAYER_NORM}(")
    problem = only(check(PROJECTS / "transformer_block_cuda", undecorated)["problems"])
    assert problem["kernel"] == LAYER_NORM and "@triton.jit" in problem["message"]
    assert problem["line"] == line_of(undecorated, f"def {LAYER_NORM}(")

    cpp = module_text("rms_norm", "rms_norm.py")
    cpp = replace_once(cpp, f'{CPP_KERNEL} = r"""', f'{CPP_KERNEL} = 1\n_unused = r"""')
    problem = only(check(PROJECTS / "rms_norm", cpp)["problems"])
    assert problem["kernel"] == CPP_KERNEL and "string" in problem["message"]


def test_misspelled_tl_attribute_is_an_error_at_its_column() -> None:
    text = module_text("transformer_block_cuda", CUDA_MODULE)
    text = replace_once(text, "tmp0 = tl.load(in_ptr0", "tmp0 = tl.lodd(in_ptr0")
    problem = only(check(PROJECTS / "transformer_block_cuda", text)["problems"])
    line = text.splitlines()[problem["line"] - 1]
    assert problem["severity"] == "error"
    assert problem["kernel"] == LAYER_NORM
    assert line[problem["column"] : problem["endColumn"]] == "lodd"
    assert "tl.lodd" in problem["message"]


def test_attribute_checks_follow_aliases_and_submodules() -> None:
    text = module_text("transformer_block_cuda", CUDA_MODULE)
    text = replace_once(text, "libdevice.rsqrt(tmp21)", "libdevice.rsqrtt(tmp21)")
    text = replace_once(text, "tl.sum(tmp6, 1)", "tl.math.sqrt(tl.standard.sum(tmp6, 1))")
    problem = only(check(PROJECTS / "transformer_block_cuda", text)["problems"])
    assert "rsqrtt" in problem["message"]


def test_undefined_name_in_a_kernel_is_a_warning() -> None:
    text = module_text("transformer_block_cuda", CUDA_MODULE)
    text = replace_once(text, "    tmp10 = tmp7 / tmp9\n", "    tmp10 = tmp7 / tmp99\n")
    problem = only(check(PROJECTS / "transformer_block_cuda", text)["problems"])
    line = text.splitlines()[problem["line"] - 1]
    assert problem["severity"] == "warning"
    assert problem["kernel"] == LAYER_NORM
    assert line[problem["column"] : problem["endColumn"]] == "tmp99"


def test_names_bound_in_many_ways_are_not_undefined() -> None:
    text = """
import triton
import triton.language as tl
from triton.language.extra import libdevice as ld

SCALE = 2.0
for _i in range(1):
    LOOPED = _i

@triton.jit
def helper(x):
    return x

@triton.jit
def k(x_ptr, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros((BLOCK,), tl.float32)
    for i in tl.static_range(4):
        acc += helper(offs) * SCALE * LOOPED + i
    if (m := n) > 0:
        acc = tl.where(offs < m, acc, ld.rsqrt(acc))
    tl.store(x_ptr + offs, acc)

def call(x):
    k[(1,)](x, 1, BLOCK=4)
"""
    result = check_text(text, [{"name": "k", "kind": "triton"}])
    assert result["problems"] == []
    [kernel] = result["kernels"]
    assert (kernel["name"], kernel["line"], kernel["endLine"]) == ("k", 14, 22)
    assert kernel["launches"] == [{"start": 25, "end": 25}] and kernel["edited"] is None


def test_extern_kernels_need_no_definition() -> None:
    kernels = [{"name": "mm", "kind": "extern"}, {"name": "other", "kind": None}]
    assert check_text("def call():\n    pass\n", kernels)["problems"] == []


def test_handler_params_and_errors(tmp_path: Path) -> None:
    ctx = RequestContext(1, "checkModule", lambda method, params: None)
    assert inspect.unwrap(METHODS["checkModule"]) is check_module
    for params, name in [({}, "project"), ({"project": "rel/dir"}, "project")]:
        with pytest.raises(RpcError) as info:
            check_module(params, ctx)
        assert info.value.code == ErrorCode.INVALID_PARAMS and name in info.value.message
    project = str(copy_project(tmp_path, "rms_norm"))
    with pytest.raises(RpcError) as info:
        check_module({"project": project, "text": 3}, ctx)
    assert info.value.code == ErrorCode.INVALID_PARAMS and "text" in info.value.message
    for folder in (str(tmp_path), str(tmp_path / "missing")):
        with pytest.raises(RpcError) as info:
            check_module({"project": folder}, ctx)
        assert info.value.code == ErrorCode.METHOD_FAILED
        assert info.value.data["category"] == "input"
    (Path(project) / "generated" / "metadata.json").unlink()
    with pytest.raises(RpcError) as info:
        check_module({"project": project}, ctx)
    assert info.value.data["category"] == "input"
    assert check_module({"project": str(PROJECTS / "rms_norm")}, ctx)["problems"] == []


def test_check_through_the_engine(tmp_path: Path) -> None:
    project = copy_project(tmp_path, "transformer_block_cuda")
    text = (project / CUDA_MODULE).read_text()
    text = replace_once(text, "tmp0 = tl.load(in_ptr0", "tmp0 = tl.lodd(in_ptr0")
    with EngineProcess() as engine:
        engine.initialize()
        clean = engine.call("checkModule", {"project": str(project)})
        assert clean["problems"] == [] and len(defined(clean)) == 9
        result = engine.call("checkModule", {"project": str(project), "text": text})
        [problem] = result["problems"]
        assert problem["kernel"] == LAYER_NORM and problem["severity"] == "error"
        assert set(problem) == {"line", "column", "endColumn", "severity", "message", "kernel"}
        response, _ = engine.request("checkModule", {"project": str(tmp_path)})
        assert response["error"]["code"] == ErrorCode.METHOD_FAILED
        assert response["error"]["data"]["category"] == "input"
        response, _ = engine.request("checkModule", {"project": "relative"})
        assert response["error"]["code"] == ErrorCode.INVALID_PARAMS
        api = engine.call("tritonApi")
        assert any(entry["name"] == "tl.load" for entry in api["entries"])
        assert engine.bad_lines == []
