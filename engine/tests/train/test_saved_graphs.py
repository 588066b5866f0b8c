"""AOTAutograd's graphs a training export keeps for verify's locate (generated/graphs/,
pipeline/train/graphs.py): every node back by its name and op (attention, BatchNorm's
backward, Inductor's random ops, a dynamic batch's symbolic sizes: test_train_options.py);
files of another generation or metadata, changed after the export, or missing are refused
with the reason; nothing is read from a folder that is not trusted; an export again
rewrites them for its generation and keeps none in generations/."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from typing import Any

import pytest
import torch

from kernel_studio.pipeline.train.graphs import (
    FILES,
    GRAPHS_DIR,
    RECORD,
    GraphsUnavailable,
    load_graphs,
)


def _metadata(project: str) -> dict[str, Any]:
    with open(os.path.join(project, "generated", "metadata.json"), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.parametrize("name", ["train_convbn", "train_block", "train_dropout"])
def test_saved_graphs_hold_every_node_by_name_and_op(name: str, train_exports) -> None:
    out, _ = train_exports.get(name)
    meta = _metadata(out)
    forward, backward = load_graphs(os.path.join(out, "generated"), 1, meta, trusted=True)
    for gm, nodes in ((forward, meta["nodes"]), (backward, meta["backwardNodes"])):
        described = {n["name"]: n for n in nodes}
        assert sorted(n.name for n in gm.graph.nodes) == sorted(described)
        for node in gm.graph.nodes:
            if isinstance(node.target, torch._ops.OpOverload):
                assert str(node.target) == described[node.name]["target"], node.name
    targets = {str(n.target) for n in forward.graph.nodes}
    if name == "train_dropout":  # Inductor's own random numbers, as its lowering drew them
        assert {"prims.inductor_seeds.default", "prims.inductor_random.default"} <= targets


# Verify's sandbox reads the graphs without having imported Inductor, whose decompositions
# write ops of its own (Inductor's random numbers here; max pooling's offsets in a ResNet).
IN_A_FRESH_PROCESS = """
import json, sys
from kernel_studio.pipeline.train.graphs import load_graphs
assert not any(m.startswith("torch._inductor") for m in sys.modules)
generated = sys.argv[1]
with open(generated + "/metadata.json", encoding="utf-8") as f:
    meta = json.load(f)
forward, backward = load_graphs(generated, 1, meta, trusted=True)
print(sorted({str(n.target) for n in forward.graph.nodes if "inductor" in str(n.target)}))
"""


def test_graphs_load_in_a_process_without_inductor(train_exports) -> None:
    out, _ = train_exports.get("train_dropout")
    engine = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "PYTHONPATH": engine}
    done = subprocess.run(
        [sys.executable, "-c", IN_A_FRESH_PROCESS, os.path.join(out, "generated")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert "prims.inductor_random.default" in done.stdout


def _copy_generated(train_exports, dest: str) -> tuple[str, dict[str, Any]]:
    out, _ = train_exports.get("train_convbn")
    generated = os.path.join(dest, "generated")
    shutil.copytree(os.path.join(out, "generated"), generated)
    return generated, _metadata(out)


def _record(generated: str) -> tuple[str, dict[str, Any]]:
    path = os.path.join(generated, GRAPHS_DIR, RECORD)
    with open(path, encoding="utf-8") as f:
        return path, json.load(f)


def _write(path: str, record: dict[str, Any]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f)


def test_stale_changed_or_missing_graphs_are_refused_with_the_reason(
    tmp_path, train_exports
) -> None:
    generated, meta = _copy_generated(train_exports, str(tmp_path))
    load_graphs(generated, 1, meta, trusted=True)  # as exported: they load
    with pytest.raises(GraphsUnavailable, match="of generation 1, not of the current generation 2"):
        load_graphs(generated, 2, meta, trusted=True)
    with pytest.raises(GraphsUnavailable, match="not written with this generation's metadata"):
        load_graphs(generated, 1, {**meta, "kernels": meta["kernels"][1:]}, trusted=True)
    backward = os.path.join(generated, GRAPHS_DIR, FILES["backward"])
    with open(backward, "rb") as f:
        data = f.read()
    with open(backward, "wb") as f:
        f.write(data[:-1] + bytes([data[-1] ^ 1]))
    with pytest.raises(GraphsUnavailable, match="backward.pt2 was changed after the export"):
        load_graphs(generated, 1, meta, trusted=True)
    record_path, record = _record(generated)
    _write(record_path, {k: v for k, v in record.items() if k != "files"} | {"error": "why"})
    with pytest.raises(GraphsUnavailable, match="the export could not save them: why"):
        load_graphs(generated, 1, meta, trusted=True)
    shutil.rmtree(os.path.join(generated, GRAPHS_DIR))
    with pytest.raises(GraphsUnavailable, match="saved no graphs.*exported before") as missing:
        load_graphs(generated, 1, meta, trusted=True)
    assert missing.value.regenerate


def test_graphs_of_a_folder_that_is_not_trusted_are_not_read(
    tmp_path, train_exports, monkeypatch
) -> None:
    from kernel_studio.sandbox.pool import SandboxPool
    from kernel_studio.sandbox.project import open_project
    from kernel_studio.sandbox.run import SandboxRun
    from kernel_studio.sandbox.settings import make_settings

    # A forward archive replaced, its record stamped to match: what someone who can write
    # the folder could do. Trusted, it is read (and fails to load); untrusted, not opened.
    generated, meta = _copy_generated(train_exports, str(tmp_path))
    forward = os.path.join(generated, GRAPHS_DIR, FILES["forward"])
    with open(forward, "wb") as f:
        f.write(b"not an archive")
    record_path, record = _record(generated)
    record["files"]["forward"]["sha256"] = hashlib.sha256(b"not an archive").hexdigest()
    _write(record_path, record)
    with pytest.raises(GraphsUnavailable, match="forward.pt2 does not load"):
        load_graphs(generated, 1, meta, trusted=True)
    with pytest.raises(GraphsUnavailable, match="not trusted") as refused:
        load_graphs(generated, 1, meta, trusted=False)
    assert not refused.value.regenerate
    # What the sandbox is told (SandboxRun's `trusted`): the trust store's word, unless the
    # caller (the `verify` method, after its own check) says.
    project, _ = train_exports.copy("train_convbn", str(tmp_path / "project"))
    monkeypatch.setenv("KS_TRUST_FILE", str(tmp_path / "empty-store.json"))
    monkeypatch.delenv("KS_TRUSTED_FOLDERS", raising=False)
    pool = SandboxPool()
    try:
        opened = open_project(project)
        assert not SandboxRun(opened, make_settings({}), pool, None, None).trusted
        assert SandboxRun(opened, make_settings({}), pool, None, None, trusted=True).trusted
        monkeypatch.setenv("KS_TRUSTED_FOLDERS", project)
        assert SandboxRun(opened, make_settings({}), pool, None, None).trusted
    finally:
        pool.close()


def test_export_again_rewrites_the_graphs_for_its_generation(tmp_path, train_exports) -> None:
    from kernel_studio.methods.export import export_model_file

    out, result = train_exports.copy("train_mlp", str(tmp_path / "train_mlp"))
    model = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models", "train_mlp.py")
    export_model_file(model, out, device="cpu", train=True)
    generated = os.path.join(out, "generated")
    _, record = _record(generated)
    assert record["generation"] == 2
    load_graphs(generated, 2, _metadata(out), trusted=True)
    for number in ("0001", "0002"):  # only the current generation is replayed
        assert not os.path.exists(os.path.join(out, "generations", number, GRAPHS_DIR))
