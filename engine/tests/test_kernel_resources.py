"""The `kernel/resources` method on real projects, no GPU needed: the resources of several
kernels at once (Triton for sm_90, C++ on the host), cached in the project's
.kernel-studio/resources/ so asking again compiles nothing and an edit compiles only the kernel
it touches; an edit that makes a Triton kernel spill shows there; the project's target
(`[compiled] target`, set through `kernel/setTarget`) is what kernel/compiled compiles for."""

from __future__ import annotations

import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT

from kernel_studio.server.protocol import Cancelled, RpcError
from kernel_studio.server.registry import METHODS, RequestContext

PROJECTS = REPO_ROOT / "tests" / "data" / "projects"
LAYER_NORM = "triton_per_fused_native_layer_norm"
GELU = "triton_poi_fused_addmm_gelu_view"
# A thousand values live per thread: registers run out and spill to local memory.
SPILL_AT = "    tmp10 = tmp4 * tmp9\n    tl.store(in_out_ptr0 + x2, tmp10, xmask)"
SPILL = (
    "    tmp10 = tmp4 * tmp9\n"
    "    big = tl.load(in_ptr0 + (x0[:, None] + tl.arange(0, 1024)[None, :]),"
    " xmask[:, None], other=0.0)\n"
    "    tmp10 = tmp10 + tl.sum(big * big, 1)\n"
    "    tl.store(in_out_ptr0 + x2, tmp10, xmask)"
)


def _call(name: str, params: dict[str, Any], ctx: RequestContext | None = None) -> Any:
    return METHODS[name](params, ctx or RequestContext(1, name, lambda *a: None))


def _project(tmp_path: Path, name: str) -> Path:
    root = tmp_path / name
    shutil.copytree(PROJECTS / name, root)
    return root


def _by_kernel(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {row["kernel"]: row for row in result["kernels"]}


def test_triton_resources_are_cached_and_an_edit_that_spills_recompiles_one(
    tmp_path: Path,
) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    params = {"project": str(root), "kernels": [LAYER_NORM, GELU], "target": "sm_90"}
    nothing = _call("kernel/resources", {**params, "cachedOnly": True})
    assert nothing["pending"] == 2 and nothing["computed"] == 0
    assert all("resources" not in row for row in nothing["kernels"])

    messages: list[str] = []
    ctx = RequestContext(
        2, "kernel/resources", lambda _method, p: messages.append(str(p["message"]))
    )
    first = _call("kernel/resources", params, ctx)
    assert first["target"] == "sm_90" and first["targetSource"] == "request"
    assert first["computed"] == 2
    rows = _by_kernel(first)
    for name in (LAYER_NORM, GELU):
        resources = rows[name]["resources"]
        assert rows[name]["kind"] == "triton" and rows[name]["cached"] is False
        assert resources["registers"] > 0 and resources["spills"] == 0
        assert 0 < resources["occupancy"]["occupancy"] <= 1
        assert resources["instructions"]["total"] > 0  # SASS was read, not returned
    assert any(m.startswith("resources 2/2: ") for m in messages), messages
    assert len(list((root / ".kernel-studio" / "resources").glob("*.json"))) == 2

    started = time.monotonic()
    again = _call("kernel/resources", params)
    assert time.monotonic() - started < 2.0  # a reopen is instant: nothing compiles
    assert again["computed"] == 0
    assert {r["kernel"]: r["resources"] for r in again["kernels"]} == {
        r["kernel"]: r["resources"] for r in first["kernels"]
    }
    assert all(r["cached"] for r in again["kernels"])

    module = root / "transformer_block.py"
    text = module.read_text()
    assert SPILL_AT in text
    module.write_text(text.replace(SPILL_AT, SPILL, 1))
    edited = _call("kernel/resources", params)
    assert edited["computed"] == 1  # the layer norm's text did not change
    rows = _by_kernel(edited)
    assert rows[LAYER_NORM]["cached"] is True
    spilled = rows[GELU]["resources"]
    assert spilled["spills"] > 0 and spilled["spillStoreBytes"] > 0, spilled
    assert spilled["stackBytes"] > 0


def test_cpp_resources_and_unknown_kernels(tmp_path: Path) -> None:
    root = _project(tmp_path, "rms_norm")
    result = _call("kernel/resources", {"project": str(root)})
    assert result["target"] is None  # no Triton kernel: nothing compiled for a GPU
    (row,) = result["kernels"]
    assert row["kind"] == "cpp" and row["resources"]["vectorised"] is True
    assert row["resources"]["vectorWidthBits"] >= 128
    with pytest.raises(RpcError, match="no kernel nope"):
        _call("kernel/resources", {"project": str(root), "kernels": ["nope"]})


def test_the_project_target_is_recorded_and_used(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    toml = root / "kernel-studio.toml"
    toml.write_text(toml.read_text() + '\n[mine]\nkept = "yes"  # the user\'s\n')
    assert _call("kernel/setTarget", {"project": str(root), "target": "80"}) == {"target": "sm_80"}
    text = toml.read_text()
    assert '[compiled]\ntarget = "sm_80"' in text and 'kept = "yes"  # the user\'s' in text
    result = _call("kernel/compiled", {"project": str(root), "kernel": GELU, "stage": "ptx"})
    assert result["target"] == "sm_80" and result["targetSource"] == "project"
    assert ".target sm_80" in result["text"]
    with pytest.raises(RpcError, match="expected sm_NN"):
        _call("kernel/setTarget", {"project": str(root), "target": "volta"})
    _call("kernel/setTarget", {"project": str(root), "target": ""})
    assert "sm_80" not in toml.read_text()


def test_a_cancelled_resources_request_stops_at_once(tmp_path: Path) -> None:
    root = _project(tmp_path, "transformer_block_cuda")
    ctx = RequestContext(3, "kernel/resources", lambda *a: None)
    timer = threading.Timer(0.5, ctx.cancel)
    timer.start()
    started = time.monotonic()
    with pytest.raises(Cancelled):
        _call("kernel/resources", {"project": str(root), "target": "sm_90"}, ctx)
    assert time.monotonic() - started < 6.0
    assert not list((root / ".kernel-studio" / "resources").glob("*.json"))


@pytest.mark.parametrize(
    ("name", "kernels", "target"),
    [("transformer_block_cuda", [GELU], "sm_90"), ("rms_norm", None, None)],
)
def test_a_long_compile_says_it_is_alive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, kernels: Any, target: Any
) -> None:
    # The app takes a request silent for 30 s for a hung engine; one big kernel on a busy
    # machine compiles for longer. Between kernels the request reports every HEARTBEAT
    # seconds (here 0.05: a one-kernel compile is far longer).
    from kernel_studio.compiled import project_resources

    monkeypatch.setattr(project_resources, "HEARTBEAT", 0.05)
    root = _project(tmp_path, name)
    messages: list[str] = []
    ctx = RequestContext(
        4, "kernel/resources", lambda _method, p: messages.append(str(p["message"]))
    )
    params: dict[str, Any] = {"project": str(root)}
    if kernels:
        params.update(kernels=kernels, target=target)
    result = _call("kernel/resources", params, ctx)
    assert result["computed"] >= 1
    alive = [m for m in messages if "more (" in m and "s since the last)" in m]
    assert alive and alive[0].startswith("resources 0/"), messages
