"""`kernel-studio import` of a torch.compiler.precompile artifact made here (torch >= 2.15),
then `verify`, a hand edit and `regenerate` with the real engine on cpu.

Usage: import_cli.py KERNEL_STUDIO MODEL WORK_DIR
Captures MODEL (an MLP) with torch.compiler.precompile in a process of its own, imports the
artifact, checks the project (kernels, the artifact kept, the record), verifies it, edits
a kernel of the working copy and regenerates: the edit survives into generation 2. A file
that is not an artifact is refused (exit 2, naming it)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib

import import_support
from import_support import capture, fail

KS, MODEL, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
PROJECT = os.path.join(WORK, "project")
ARTIFACT = os.path.join(WORK, "mlp_precompiled.py")
TOKEN = "// ks-import-e2e: a hand edit"


def ks(*args: str) -> subprocess.CompletedProcess[str]:
    return import_support.ks(KS, *args)


capture(MODEL, ARTIFACT, WORK)

refused = ks("import", MODEL, "--model", MODEL, "--out", os.path.join(WORK, "refused"))
if (
    refused.returncode != 2
    or "not a torch.compiler.precompile artifact" not in refused.stderr
):
    fail("a model file was not refused as an artifact")
if MODEL not in refused.stderr:
    fail("the refusal does not name the file")

run = ks("import", ARTIFACT, "--model", MODEL, "--out", PROJECT, "--json")
if run.returncode != 0:
    fail(f"import exited with {run.returncode}:\n{run.stdout}")
result = json.loads(run.stdout)
kernels = {k["name"]: k["nodes"] for k in result["metadata"]["kernels"]}
if kernels.get("cpp_fused_gelu") != ["gelu"]:
    fail(f"the artifact's C++ kernel and its node: {kernels}")
kept = os.path.join(PROJECT, "artifact", os.path.basename(ARTIFACT))
if result["artifact"] != kept or open(kept, "rb").read() != open(ARTIFACT, "rb").read():
    fail("the artifact is not kept in the project")
with open(os.path.join(PROJECT, "kernel-studio.toml"), "rb") as f:
    record = tomllib.load(f)["export"]
if (
    record.get("artifact") != "artifact/mlp_precompiled.py"
    or record.get("generation") != 1
):
    fail(f"the record: {record}")

verify = ks("verify", PROJECT, "--trials", "1")
if verify.returncode != 0 or "verdict  : PASS" not in verify.stdout:
    fail(f"verify of the imported project:\n{verify.stdout}")

working = os.path.join(PROJECT, "mlp.py")
text = open(working).read()
start = text.index('cpp_fused_gelu = r"""')
at = text.index("{", start) + 1
open(working, "w").write(text[:at] + "\n    " + TOKEN + text[at:])
regen = ks("regenerate", PROJECT)
if regen.returncode != 0:
    fail(f"regenerate exited with {regen.returncode}:\n{regen.stdout}")
if TOKEN not in open(working).read():
    fail("the hand edit of the imported kernel was lost by the regenerate")
if not os.path.isdir(os.path.join(PROJECT, "generations", "0002")):
    fail("regenerate made no generation 2")
print("import cli: ok")
