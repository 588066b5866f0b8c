"""`kernel-studio export --decompositions FILE --materialize NODE` with the real engine on cpu
(docs/decompositions.md).

Usage: decompositions_cli.py KERNEL_STUDIO MODEL WORK_DIR
Writes a decompositions.py (sin kept, gelu decomposed, silu by a function of its own) in
WORK_DIR, exports MODEL with it and `sin` materialised, and checks the kernels (sin alone in
one), the metadata and the project's record; --decompositions with --keep is refused."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tomllib

KS, MODEL, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
PROJECT = os.path.join(WORK, "project")
FILE = os.path.join(WORK, "decompositions.py")

TEXT = """import torch

from kernel_studio.decompositions import register_decomposition

aten = torch.ops.aten

KEEP = ["aten.sin.default"]
DECOMPOSE = ["aten.gelu.default"]


@register_decomposition(aten.silu.default)
def silu(self):
    return self * torch.sigmoid(self)
"""


def fail(message: str) -> None:
    print(f"FAILED: {message}")
    sys.exit(1)


def ks(*args: str) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([KS, *args], capture_output=True, text=True, timeout=600)
    print(f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stderr}")
    return run


shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
with open(FILE, "w", encoding="utf-8") as f:
    f.write(TEXT)

refused = ks(
    "export", MODEL, "--out", PROJECT, "--decompositions", FILE, "--keep", "aten.sin"
)
if refused.returncode != 2 or "not both" not in refused.stderr:
    fail("--decompositions with --keep was not refused")

run = ks(
    "export", MODEL, "--out", PROJECT, "--device", "cpu", "--json",
    "--decompositions", FILE, "--materialize", "sin",
)  # fmt: skip
if run.returncode != 0:
    fail(f"export exited with {run.returncode}:\n{run.stdout}")
metadata = json.loads(run.stdout)["metadata"]
if metadata["decompositions"].get("custom") != ["aten.silu.default"]:
    fail(f"custom decompositions: {metadata['decompositions']}")
if metadata["materialize"] != ["sin"]:
    fail(f"materialize: {metadata['materialize']}")
kernels = [k["nodes"] for k in metadata["kernels"]]
if ["sin"] not in kernels or len(kernels) != 2:
    fail(f"sin is not a kernel of its own: {kernels}")
with open(os.path.join(PROJECT, "kernel-studio.toml"), "rb") as f:
    record = tomllib.load(f)["export"]
if record.get("decompositions_file") != FILE or record.get("materialize") != ["sin"]:
    fail(f"the record: {record}")
if not os.path.isfile(
    os.path.join(PROJECT, "generations", "0001", "decompositions.py")
):
    fail("generation 1 keeps no copy of decompositions.py")
print("decompositions cli: ok")
