"""Makes a project with three generations for the generation diff tests (docs/merge.md, "Diff").

Usage: two_generations.py KERNEL_STUDIO WORK_DIR FIXTURE
Starts from a copy of FIXTURE (e2e.regenerate_fixture's folder: tests/e2e/regenerate/gated_mlp.py
and its cpu export by the real engine, generation 1), changes the
model (the gelu wrapped in a relu, another LayerNorm eps), exports again into the same
project, and checks that `kernel-studio diff --json` reports a changed kernel with its diff;
then adds a cumsum after the gate's sigmoid (a line of its own, so the sigmoid's line is
carried), which splits a kernel, and exports a third generation whose diff moves nodes; that
one is verified and profiled, and the diff's table of generations shows its verdict, time and
kernel times beside generation 2's counts."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from copy_project import copy_project  # noqa: E402 - tests/e2e is not a package

KS, WORK, FIXTURE = sys.argv[1], sys.argv[2], os.path.abspath(sys.argv[3])
MODEL = os.path.join(WORK, "gated_mlp.py")
PROJECT = os.path.join(WORK, "project")


def fail(message: str) -> None:
    print(f"FAILED: {message}")
    sys.exit(1)


def ks(*args: str) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([KS, *args], capture_output=True, text=True, timeout=600)
    print(f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stderr}")
    if run.returncode != 0:
        fail(f"kernel-studio {args[0]} exited with {run.returncode}:\n{run.stdout}")
    return run


def edit_model(old: str, new: str) -> None:
    text = open(MODEL).read()
    if old not in text:
        fail(f"model text {old!r} not found in {MODEL}")
    open(MODEL, "w").write(text.replace(old, new))


# Generation 1: the fixture's export, copied; its files name the copy's paths (the project
# records its model file's absolute path).
shutil.rmtree(WORK, ignore_errors=True)
copy_project(FIXTURE, WORK)
edit_model(
    "h = nn.functional.gelu(self.fc1(h))",
    "h = torch.relu(nn.functional.gelu(self.fc1(h)))",
)
edit_model("eps=1e-05", "eps=1e-03")
ks("export", MODEL, "--out", PROJECT, "--device", "cpu")
answer = json.loads(ks("diff", PROJECT, "--json").stdout)
if (answer["from"], answer["to"]) != (1, 2):
    fail(f"expected generations 1 -> 2, got {answer['from']} -> {answer['to']}")
changed = [k for k in answer["kernels"] if k["codeChanged"]]
if not changed or not any("relu" in k["diff"] for k in changed):
    fail(f"no changed kernel with relu in its diff: {json.dumps(answer['summary'])}")
text = open(MODEL).read()
open(MODEL, "w").write(
    text.replace(
        "        g = torch.sigmoid(self.gate(y))\n",
        "        g = torch.sigmoid(self.gate(y))\n        g = g.cumsum(-1)\n",
    )
)
ks("export", MODEL, "--out", PROJECT, "--device", "cpu")
# The working copy (made by the first export) merged into the third generation and verified,
# then profiled: the diff's table of generations says so.
ks("merge", PROJECT)
ks("profile", PROJECT, "--repeats", "3", "--warmup", "1")
third = json.loads(ks("diff", PROJECT, "2", "3", "--json").stdout)
if not any(k["match"] == "split" for k in third["kernels"]) or not third["movedNodes"]:
    fail(f"no split kernel or moved nodes from 2 to 3: {json.dumps(third['summary'])}")
older, newer = third["generations"]["from"], third["generations"]["to"]
if (older["generation"], newer["generation"]) != (2, 3) or not newer["current"]:
    fail(f"generations table: {json.dumps(third['generations'])}")
if newer["kernels"] <= older["kernels"] or newer["launches"] < newer["kernels"]:
    fail(f"the split should add a kernel: {older['kernels']} -> {newer['kernels']}")
if older["verify"] is not None or (newer["verify"] or {}).get("verdict") != "pass":
    fail(f"verdicts: {older['verify']} -> {newer['verify']}")
profile = newer["profile"] or {}
if older["profile"] is not None or not profile.get("seconds", 0) > 0:
    fail(f"profiles: {older['profile']} -> {newer['profile']}")
# Kernel time and call time are measured in different runs (each launch clocked on its own, the
# call timed whole), so on a busy machine either can be the larger: both must be there, and
# their ratio is a benchmark's business (docs/benchmarks.md, "Per-kernel profile").
if not profile.get("kernelSeconds", 0) > 0:
    fail(f"profiles: {older['profile']} -> {newer['profile']}")
timed = [k for k in third["kernels"] if k.get("seconds", {}).get("new")]
if not timed or any(k["seconds"]["old"] is not None for k in timed):
    fail(f"kernel times of generation 3 only: {json.dumps(third['kernels'])[:800]}")
text = ks("diff", PROJECT, "2", "3", "--stat").stdout
for needle in (
    "time/call  : not profiled -> ",
    "kernel time: not profiled -> ",
    "verify     : not verified -> pass",
    "launches",
):
    if needle not in text:
        fail(f"{needle!r} not in the diff's text:\n{text}")
print(f"two generations: ok ({json.dumps(answer['summary'])})")
