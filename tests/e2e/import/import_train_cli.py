"""`kernel-studio import` of a training step captured by torch.compiler.precompile (torch >=
2.15), then `verify`, a hand edit of a backward kernel, `verify` again and `regenerate` into
Kernel Studio's own training export, with the real engine on cpu.

Usage: import_train_cli.py KERNEL_STUDIO MODEL WORK_DIR
Captures MODEL (an MLP) as `fn = lambda m, *x: m(*x).sum().backward()` in a process of its
own, imports the artifact (mode "step": forward and backward kernels of one graph), verifies
its gradients against the model's eager step, edits the backward kernel (verify passes), and
regenerates: generation 2 is a training export (mode "train") and the edit is merged into its
kernel. (A broken edit located: engine/tests/export/test_import_artifact.py.)"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib

import import_support
from import_support import capture, fail

KS, MODEL, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
PROJECT = os.path.join(WORK, "project")
ARTIFACT = os.path.join(WORK, "mlp_step.py")
KERNEL = "cpp_fused_gelu_gelu_backward_sum"
TOKEN = "// ks-import-train-e2e: a hand edit"


def ks(*args: str) -> subprocess.CompletedProcess[str]:
    return import_support.ks(KS, *args)


def metadata() -> dict:
    with open(
        os.path.join(PROJECT, "generated", "metadata.json"), encoding="utf-8"
    ) as f:
        return json.load(f)


capture(MODEL, ARTIFACT, WORK, train=True)

run = ks("import", ARTIFACT, "--model", MODEL, "--out", PROJECT, "--json")
if run.returncode != 0:
    fail(f"import exited with {run.returncode}:\n{run.stdout}")
meta = json.loads(run.stdout)["metadata"]
graphs = {k["name"]: k.get("graph") for k in meta["kernels"]}
if meta.get("mode") != "step" or graphs.get(KERNEL) != "backward":
    fail(f"the imported step's mode and kernels: {meta.get('mode')} {graphs}")
with open(os.path.join(PROJECT, "kernel-studio.toml"), "rb") as f:
    record = tomllib.load(f)["export"]
if record.get("artifact") != "artifact/mlp_step.py" or record.get("train") is not True:
    fail(f"the record: {record}")
backward = {n["name"] for n in meta.get("backwardNodes") or []}
if "gelu_backward" not in backward or not meta.get("training", {}).get("savedActivations"):
    fail(f"the imported step's backward graph: {sorted(backward)}")
# The project as imported, for ui.screenshot.imported_step (this test sets up its fixture).
shutil.copytree(PROJECT, os.path.join(WORK, "imported-step"))

verify = ks("verify", PROJECT, "--trials", "1")
if verify.returncode != 0 or "verdict  : PASS" not in verify.stdout:
    fail(f"verify of the imported step:\n{verify.stdout}")

working = os.path.join(PROJECT, "mlp.py")
text = open(working, encoding="utf-8").read()
start = text.index(f'{KERNEL} = r"""')
at = text.index("{", start) + 1
open(working, "w", encoding="utf-8").write(text[:at] + "\n    " + TOKEN + text[at:])
verify = ks("verify", PROJECT, "--trials", "1")
if verify.returncode != 0 or "verdict  : PASS" not in verify.stdout:
    fail(f"verify of the harmless edit:\n{verify.stdout}")

regen = ks("regenerate", PROJECT)
print(regen.stdout[-3000:])
if regen.returncode != 0:
    fail(f"regenerate exited with {regen.returncode}")
if not os.path.isdir(os.path.join(PROJECT, "generations", "0002")):
    fail("regenerate made no generation 2")
if metadata().get("mode") != "train":
    fail("generation 2 is not a training export")
merged = open(working, encoding="utf-8").read()
if TOKEN not in merged:
    fail("the hand edit of the imported step's kernel was lost by the regenerate")
if "def call_backward(" not in merged:
    fail("the working copy is not the training module after the regenerate")
print("import train cli: ok")
