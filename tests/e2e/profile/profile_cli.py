"""`kernel-studio profile` (docs/profiling.md) with the real engine on the CPU.

Usage: profile_cli.py KERNEL_STUDIO PROJECT WORK_DIR
PROJECT is a cpu export of engine/tests/models/repeated_blocks.py (fixture
e2e.export_repeated_blocks: one C++ kernel launched four times, four library calls). On a copy
of it in WORK_DIR: the table names every kernel of the metadata, the run is kept in the history;
`--json` prints the report (schema kernel-studio/profile, the same kernels, the file it wrote);
a folder that is not a project exits 2 naming it."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys

KS, FIXTURE, WORK = sys.argv[1], sys.argv[2], sys.argv[3]
PROJECT = os.path.join(WORK, "repeated_blocks")
HISTORY = os.path.join(PROJECT, ".kernel-studio", "profile", "history.jsonl")


def fail(message: str) -> None:
    print(f"FAILED: {message}")
    sys.exit(1)


def ks(*args: str, code: int = 0) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([KS, *args], capture_output=True, text=True, timeout=300)
    print(f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stderr}")
    if run.returncode != code:
        fail(f"exit {run.returncode}, expected {code}:\n{run.stdout}\n{run.stderr}")
    return run


def history() -> list[dict]:
    if not os.path.isfile(HISTORY):
        return []
    with open(HISTORY, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


shutil.rmtree(WORK, ignore_errors=True)
os.makedirs(WORK)
shutil.copytree(FIXTURE, PROJECT, ignore=shutil.ignore_patterns(".kernel-studio"))
with open(os.path.join(PROJECT, "generated", "metadata.json"), encoding="utf-8") as f:
    kernels = {k["name"]: len(k["launches"]) for k in json.load(f)["kernels"]}
if len(kernels) != 5:
    fail(f"expected the fixture's 5 kernels, got {sorted(kernels)}")

# The table: its header, then one row per kernel (slowest first), "name ×N" for N launches.
table = ks("profile", PROJECT).stdout
print(table)
header = re.search(r"^kernel +kind +time +share +bandwidth +compute +roofline *$", table, re.M)
if not header:
    fail("no table header")
rows = table[header.end() :].strip().splitlines()[: len(kernels)]
shown = {}
for row in rows:
    m = re.match(r"^(\S+)(?: ×(\d+))? +(cpp|extern) +([0-9.]+ [nµm]?s) +([0-9.]+)%", row)
    if not m:
        fail(f"not a kernel row: {row!r}")
    shown[m.group(1)] = int(m.group(2) or 1)
if shown != kernels:
    fail(f"the table shows {shown}, the metadata has {kernels}")
if not re.search(r"^device   : .*\(cpu\)", table, re.M) or "method   : wall-clock" not in table:
    fail("no device or method line")
report = re.search(r"^report   : (\S+/profile\.json) ", table, re.M)
if not report or not os.path.isfile(report.group(1)):
    fail(f"the report named is not there: {report and report.group(1)}")
runs = history()
if len(runs) != 1 or set(runs[0]["kernels"]) != set(kernels):
    fail(f"history after one run: {runs}")

# --json: the report itself.
answer = json.loads(ks("profile", PROJECT, "--json", "--repeats", "2", "--warmup", "1").stdout)
if not isinstance(answer, dict) or answer.get("schema") != "kernel-studio/profile":
    fail(f"not a profile report: {str(answer)[:200]}")
if answer["settings"] != {"warmup": 1, "repeats": 2} or answer["method"] != "wall-clock":
    fail(f"settings {answer['settings']}, method {answer['method']}")
working = answer["modules"]["working"]
if {k["kernel"]: k["launches"] for k in working["kernels"]} != kernels:
    fail(f"json kernels {[k['kernel'] for k in working['kernels']]}")
if len(working["launches"]) != sum(kernels.values()):
    fail(f"{len(working['launches'])} launches, expected {sum(kernels.values())}")
seconds = [k["seconds"] for k in working["kernels"]]
if seconds != sorted(seconds, reverse=True) or min(seconds) <= 0:
    fail(f"kernel seconds not positive, slowest first: {seconds}")
with open(answer["reportFile"], encoding="utf-8") as f:
    if json.load(f)["runId"] != answer["runId"]:
        fail("the report file is another run's")
runs = history()
if len(runs) != 2 or runs[-1]["runId"] != answer["runId"]:
    fail(f"history after two runs: {[r['runId'] for r in runs]}")

# Not a project: exit 2, the folder named, nothing started.
not_project = os.path.join(WORK, "not-a-project")
os.makedirs(not_project)
run = ks("profile", not_project, code=2)
if f"{not_project}: not a project folder" not in run.stderr:
    fail(f"the message does not name {not_project}: {run.stderr}")
missing = os.path.join(WORK, "missing")
run = ks("profile", missing, code=2)
if f"{missing}: not a project folder" not in run.stderr:
    fail(f"the message does not name {missing}: {run.stderr}")

# A cuda project on this engine without a GPU: exit 2, said so (no interpreter profiling).
# tests/data/projects/transformer_block_cuda (an H100 export), its model file pointed here.
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
cuda = os.path.join(WORK, "transformer_block_cuda")
shutil.copytree(os.path.join(ROOT, "tests", "data", "projects", "transformer_block_cuda"), cuda)
toml = os.path.join(cuda, "kernel-studio.toml")
with open(toml, encoding="utf-8") as f:
    text = f.read()
model = os.path.join(ROOT, "engine", "tests", "models", "transformer_block.py")
text = re.sub(r'(?m)^model = ".*"$', f'model = "{model}"', text)
with open(toml, "w", encoding="utf-8") as f:
    f.write(text)
run = ks("profile", cuda, code=2)
if "profiling a cuda project needs a GPU" not in run.stderr:
    fail(f"a cuda project without a GPU: {run.stderr}")
if os.path.exists(os.path.join(cuda, ".kernel-studio", "profile", "history.jsonl")):
    fail("a profile that could not run recorded a run")

print("profile cli: ok")
