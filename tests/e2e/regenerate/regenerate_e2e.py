"""End-to-end checks of `kernel-studio regenerate` with the real engine on cpu (docs/merge.md).

Usage: regenerate_e2e.py KERNEL_STUDIO WORK_DIR SCENARIO
Each scenario exports gated_mlp.py, hand edits the working copy (every edit carries a token),
changes the model file, regenerates and checks the outcome, the exit code and that every
token is where it must be (never lost)."""

from __future__ import annotations

import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
from copy_project import copy_project  # noqa: E402 - tests/e2e is not a package

KS, WORK, SCENARIO = sys.argv[1], sys.argv[2], sys.argv[3]
ROOT = os.path.join(WORK, SCENARIO)
MODEL = os.path.join(ROOT, "gated_mlp.py")
PROJECT = os.path.join(ROOT, "project")
WORKING = os.path.join(PROJECT, "gated_mlp.py")


def fail(message: str) -> None:
    print(f"FAILED ({SCENARIO}): {message}")
    sys.exit(1)


# torch 2.15's linear reshapes its 3-D output with aten._unsafe_view where 2.11 uses aten.view,
# and Inductor names a kernel after its nodes' aten ops: the gelu kernel, then with the relu.
_SERIES = ".".join(importlib.metadata.version("torch").split(".")[:2])
_GELU_KERNELS = {
    "2.11": ("cpp_fused_gelu_view", "cpp_fused_gelu_relu_view"),
    "2.15": ("cpp_fused__unsafe_view_gelu", "cpp_fused__unsafe_view_gelu_relu"),
}
if _SERIES not in _GELU_KERNELS:
    fail(f"no expectation for torch {_SERIES}")
GELU, GELU_RELU = _GELU_KERNELS[_SERIES]


def ks(*args: str, **kw: object) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([KS, *args], capture_output=True, text=True, timeout=600, **kw)  # type: ignore[call-overload]
    print(
        f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stdout}{run.stderr}"
    )
    return run


def edit_model(old: str, new: str) -> None:
    text = open(MODEL).read()
    if old not in text:
        fail(f"model text {old!r} not found")
    open(MODEL, "w").write(text.replace(old, new))


def kernel_body(text: str, name: str) -> tuple[int, int]:
    """Start and end offsets of C++ kernel `name`'s source string."""
    start = text.index(f'{name} = r"""')
    return start, text.index('"""', start + len(name) + 8)


def edit_kernel(name: str, old: str, new: str) -> None:
    text = open(WORKING).read()
    start, end = kernel_body(text, name)
    body = text[start:end]
    if old not in body:
        fail(f"{name}: {old!r} not in the kernel")
    open(WORKING, "w").write(text[:start] + body.replace(old, new, 1) + text[end:])


def add_token(name: str, token: str) -> None:
    """A comment line with `token` right after the kernel's first `{`."""
    text = open(WORKING).read()
    start, end = kernel_body(text, name)
    brace = text.index("{", start)
    open(WORKING, "w").write(
        text[: brace + 1] + f"\n    // {token}" + text[brace + 1 :]
    )


def edit_call(token: str) -> None:
    text = open(WORKING).read()
    at = text.index("    weights = load_weights()\n")
    at = text.index("\n", at)
    open(WORKING, "w").write(text[:at] + f"  # {token}" + text[at:])


# The locks: the engine's commit lock and the writer lock every writer opens (empty files).
LOCK_FILES = {os.path.join(".kernel-studio", name) for name in ("lock", "writer.lock")}


def tree_hashes(root: str) -> dict[str, str]:
    out = {}
    for folder, _, files in os.walk(root):
        for f in files:
            path = os.path.join(folder, f)
            if os.path.relpath(path, root) in LOCK_FILES:
                continue
            with open(path, "rb") as fh:
                out[os.path.relpath(path, root)] = hashlib.sha256(fh.read()).hexdigest()
    return out


def regenerate(*extra: str) -> tuple[int, dict]:
    run = ks("regenerate", PROJECT, "--json", *extra)
    try:
        return run.returncode, json.loads(run.stdout)
    except ValueError:
        fail(f"no JSON answer (exit {run.returncode})")
        raise


FIXTURE = os.path.join(WORK, "fixture")


def make_fixture() -> None:
    """The one export every scenario starts from (the `fixture` scenario, run first)."""
    shutil.rmtree(FIXTURE, ignore_errors=True)
    os.makedirs(FIXTURE)
    model = os.path.join(FIXTURE, "gated_mlp.py")
    shutil.copy(os.path.join(HERE, "gated_mlp.py"), model)
    project = os.path.join(FIXTURE, "project")
    if ks("export", model, "--out", project, "--device", "cpu").returncode != 0:
        fail("export failed")
    record = json.load(open(os.path.join(project, ".kernel-studio", "working.json")))
    if record != {"generation": 1}:
        fail(f"working.json after the first export: {record}")


def setup() -> None:
    """A copy of the fixture for this scenario: its files name the copy's paths (the project
    records its model file's absolute path)."""
    shutil.rmtree(ROOT, ignore_errors=True)
    copy_project(FIXTURE, ROOT)


def expect(condition: bool, message: str) -> None:
    if not condition:
        fail(message)


def scenario_renamed() -> None:
    """A layer added (gelu -> relu(gelu)) renames the gelu kernel; edits in it, in the norm
    kernel and in `call` all land, the launches follow the new name, and it verifies."""
    add_token(GELU, "TOKEN-GELU")
    add_token("cpp_fused_native_layer_norm", "TOKEN-NORM")
    edit_call("TOKEN-CALL")
    edit_model(
        "        h = nn.functional.gelu(self.fc1(h))",
        "        h = torch.relu(nn.functional.gelu(self.fc1(h)))",
    )
    code, answer = regenerate()
    expect(code == 0, f"exit {code}, expected 0")
    expect(
        answer["outcome"] == "merged" and answer["verify"]["verdict"] == "pass",
        "not verified",
    )
    expect(
        answer["renamed"] == {GELU: GELU_RELU},
        "rename",
    )
    text = open(WORKING).read()
    for token in ("TOKEN-GELU", "TOKEN-NORM", "TOKEN-CALL"):
        expect(token in text, f"{token} lost")
    start, end = kernel_body(text, GELU_RELU)
    expect(
        "TOKEN-GELU" in text[start:end], "the gelu edit is not in the renamed kernel"
    )
    # A word of its own: 2.15's old name is the start of the new one.
    expect(
        re.search(rf"\b{GELU}\b", text) is None, "the old kernel name is still launched"
    )
    results = {k["new"]: k["result"] for k in answer["kernels"]}
    expect(results[GELU_RELU] == "merged", f"results {results}")
    record = json.load(open(os.path.join(PROJECT, ".kernel-studio", "working.json")))
    expect(record == {"generation": 2}, f"working.json {record}")
    expect(ks("merge", PROJECT, "--json").returncode == 0, "merge when up to date")
    # The kernel-level diff of the two generations names the renamed kernel and its change.
    run = ks("diff", PROJECT, "--json")
    diff = json.loads(run.stdout)
    changed = [k for k in diff["kernels"] if k["codeChanged"]]
    expect(
        [(k["oldNames"], k["newNames"]) for k in changed] == [([GELU], [GELU_RELU])],
        f"diff {changed}",
    )
    expect("+" in changed[0]["diff"] and "relu" in changed[0]["diff"], "no code diff")


def scenario_conflict() -> None:
    """The user and the new generation change the same line: exit 4, zdiff3 blocks in the
    working copy, the other edits merged, and a second regenerate refuses (exit 2)."""
    edit_kernel(
        "cpp_fused_native_layer_norm",
        "static_cast<float>(1e-05);",
        "static_cast<float>(1e-05); // TOKEN-EPS",
    )
    add_token(GELU, "TOKEN-GELU")
    edit_model("eps=1e-05", "eps=1e-03")
    code, answer = regenerate()
    expect(code == 4, f"exit {code}, expected 4")
    expect(
        answer["outcome"] == "conflicts" and answer["written"], "conflicts not written"
    )
    text = open(WORKING).read()
    for marker in (
        "<<<<<<< mine",
        "||||||| base (generation 1)",
        "=======",
        ">>>>>>> new (generation 2)",
    ):
        expect(marker in text, f"no {marker!r} line")
    expect("TOKEN-EPS" in text and "TOKEN-GELU" in text, "an edit is lost")
    expect(
        "static_cast<float>(0.001)" in text or "1e-03" in text or "0.001" in text,
        "new eps missing",
    )
    code, answer = regenerate()
    expect(
        code == 2 and "conflict" in answer["message"], "regenerate with conflicts left"
    )
    # Resolved in an editor (mine taken): the record counts it once anything reads it.
    record_path = os.path.join(PROJECT, ".kernel-studio", "merge.json")
    record = json.load(open(record_path))
    expect(record["conflicts"] >= 1 and record["resolvedConflicts"] == 0, f"{record}")
    resolved, side = [], "common"
    for line in open(WORKING).read().splitlines(keepends=True):
        if line.startswith("<<<<<<< "):
            side = "mine"
        elif line.startswith(("||||||| ", "=======")) and side != "common":
            side = "other"
        elif line.startswith(">>>>>>> "):
            side = "common"
        elif side != "other":
            resolved.append(line)
    open(WORKING, "w").write("".join(resolved))
    expect(ks("status", PROJECT).returncode in (0, 1), "status after resolving")
    record = json.load(open(record_path))
    expect(
        record["resolvedConflicts"] == record["conflicts"],
        f"resolvedConflicts {record['resolvedConflicts']} of {record['conflicts']}",
    )


def scenario_stranded() -> None:
    """The norm layer removed: the user's edit of its kernel is kept as a stranded edit
    (listed, in a file), never dropped; the rest merges and verifies. A stranding is not a
    clean merge: exit 5, outcome `stranded`, the kernel named in the message."""
    add_token("cpp_fused_native_layer_norm", "TOKEN-NORM")
    add_token(GELU, "TOKEN-GELU")
    edit_model("        h = self.norm(x)\n", "        h = x\n")
    code, answer = regenerate()
    expect(code == 5, f"exit {code}, expected 5")
    expect(answer["outcome"] == "stranded", f"outcome {answer['outcome']}")
    expect(
        "cpp_fused_native_layer_norm" in answer["message"]
        and answer["verify"]["verdict"] == "pass",
        f"message {answer['message']}",
    )
    stranded = answer["stranded"]
    expect(
        len(stranded) == 1 and stranded[0]["name"] == "cpp_fused_native_layer_norm",
        f"{stranded}",
    )
    expect(
        "TOKEN-NORM" in open(stranded[0]["file"]).read(), "stranded file lacks the edit"
    )
    expect("TOKEN-GELU" in open(WORKING).read(), "gelu edit lost")
    record = json.load(open(os.path.join(PROJECT, ".kernel-studio", "merge.json")))
    expect(
        record["stranded"][0]["file"] == stranded[0]["file"],
        "merge.json lacks the stranded edit",
    )


def scenario_verify_fails() -> None:
    """A clean merge is not a correct merge: a wrong hand edit (gelu's 0.5 halved) merges
    cleanly with the new generation and verification names the kernel (exit 1)."""
    edit_kernel(GELU, "static_cast<float>(0.5);", "static_cast<float>(0.25);")
    edit_model("eps=1e-05", "eps=1e-03")
    code, answer = regenerate()
    expect(code == 1, f"exit {code}, expected 1")
    expect(answer["outcome"] == "verify-failed" and answer["written"], "outcome")
    expect(
        answer["verify"]["located"] == GELU,
        f"located {answer['verify']}",
    )
    expect(
        f"verification failed in kernel {GELU}" in answer["message"],
        "message",
    )


def scenario_cancel() -> None:
    """Ctrl+C during the export: exit 130 and the project is byte for byte as it was."""
    add_token(GELU, "TOKEN-GELU")
    edit_model("eps=1e-05", "eps=1e-03")
    before = tree_hashes(PROJECT)
    proc = subprocess.Popen(
        [KS, "regenerate", PROJECT], stderr=subprocess.PIPE, text=True
    )
    assert proc.stderr is not None
    for line in proc.stderr:
        print(line, end="")
        if "trace:" in line:
            break
    proc.send_signal(signal.SIGINT)
    rest = proc.communicate(timeout=120)[1]
    print(rest)
    expect(proc.returncode == 130, f"exit {proc.returncode}, expected 130")
    expect(tree_hashes(PROJECT) == before, "the project changed")


def scenario_killed() -> None:
    """kill -9 at moments through a regenerate: the working copy is always whole, either the
    user's text or the complete merge (tokens included), never half written."""
    add_token(GELU, "TOKEN-GELU")
    edit_model(
        "        h = nn.functional.gelu(self.fc1(h))",
        "        h = torch.relu(nn.functional.gelu(self.fc1(h)))",
    )
    mine = open(WORKING).read()
    saved = os.path.join(ROOT, "saved")
    shutil.copytree(PROJECT, saved)
    started = time.monotonic()
    code, _ = regenerate("--no-verify")
    full = time.monotonic() - started
    expect(code == 0, "the unkilled run failed")
    merged = open(WORKING).read()
    fractions = (0.9, 0.99)
    for fraction in fractions:
        shutil.rmtree(PROJECT)
        shutil.copytree(saved, PROJECT)
        proc = subprocess.Popen(
            [KS, "regenerate", PROJECT, "--no-verify"],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(full * fraction)
        proc.kill()
        proc.wait()
        text = open(WORKING).read()
        expect(
            text in (mine, merged),
            f"killed at {fraction:.2f}: a working copy that is neither",
        )
        print(
            f"killed at {fraction:.2f} of {full:.1f} s: working copy is "
            f"{'the merge' if text == merged else 'as it was'}"
        )
        # Whatever the kill left, the next run completes the job.
        if text == mine and fraction == fractions[-1]:
            code, answer = regenerate("--no-verify")
            expect(
                code == 0 and "TOKEN-GELU" in open(WORKING).read(), "rerun after kill"
            )


def generation_numbers() -> tuple[int, int, list[int]]:
    """kernel-studio.toml's generation, working.json's and the kept generations."""
    toml = open(os.path.join(PROJECT, "kernel-studio.toml")).read()
    current = int(toml.split("\ngeneration = ", 1)[1].split("\n", 1)[0])
    working = json.load(open(os.path.join(PROJECT, ".kernel-studio", "working.json")))
    kept = sorted(int(n) for n in os.listdir(os.path.join(PROJECT, "generations")))
    return current, working["generation"], kept


def wait_for_holder(proc: subprocess.Popen[str]) -> dict:
    holder = os.path.join(PROJECT, ".kernel-studio", "writer.json")
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if os.path.exists(holder):
            return json.load(open(holder))
        time.sleep(0.05)
    fail("the first regenerate never took the project's writer lock")
    return {}


def hold(proc: subprocess.Popen[str]) -> dict:
    """Stops `proc`, a regenerate, once it holds the project's writer lock (SIGSTOP; it
    keeps the lock until SIGCONT or its end): however soon its export is done (Inductor's
    FX graph cache answers an export it has seen in a second), it is still the holder
    while the test looks. Returns writer.json's holder."""
    holder = wait_for_holder(proc)
    os.kill(proc.pid, signal.SIGSTOP)
    problem = None
    if holder.get("pid") != proc.pid:
        problem = f"writer.json names {holder}, not {proc.pid}"
    elif not os.path.exists(os.path.join(PROJECT, ".kernel-studio", "writer.json")):
        problem = "the regenerate let the lock go before it was stopped"
    if problem is not None:
        proc.kill()  # not left stopped
        fail(problem)
    return holder


def scenario_concurrent() -> None:
    """Two regenerates of one project at once: the second refuses at once (exit 7) naming
    the first, held while it looks, which then merges alone (generations 1 -> 2, working
    copy based on 2). Then a regenerate killed (-9) while it holds the lock leaves it stale:
    the next one takes it over, says so, and numbers the generation after the last."""
    add_token(GELU, "TOKEN-GELU")
    edit_model("eps=1e-05", "eps=1e-03")
    first = subprocess.Popen(
        [KS, "regenerate", PROJECT, "--no-verify"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    hold(first)
    started = time.monotonic()
    try:
        code, answer = regenerate("--no-verify")
    finally:
        os.kill(first.pid, signal.SIGCONT)
    took = time.monotonic() - started
    expect(code == 7, f"the second regenerate: exit {code}, expected 7")
    expect(
        f"is being written by `kernel-studio regenerate` (pid {first.pid}, since "
        in answer.get("message", ""),
        f"the refusal does not name the holder: {answer.get('message')}",
    )
    expect(answer.get("outcome") == "busy" and not answer.get("exported"), str(answer))
    print(f"second regenerate refused in {took:.1f} s")
    print(first.communicate(timeout=600)[0])
    expect(first.returncode == 0, f"the first regenerate: exit {first.returncode}")
    expect(
        generation_numbers() == (2, 2, [1, 2]), f"generations {generation_numbers()}"
    )
    expect("TOKEN-GELU" in open(WORKING).read(), "the edit is lost")
    expect(
        not os.path.exists(os.path.join(PROJECT, ".kernel-studio", "writer.json")),
        "the lock's holder file outlived its holder",
    )

    killed = subprocess.Popen(
        [KS, "regenerate", PROJECT, "--no-verify"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    hold(killed)
    killed.kill()
    killed.wait()
    time.sleep(1.0)  # its engine sees its stdin close and ends
    run = ks("regenerate", PROJECT, "--no-verify")
    expect(
        run.returncode == 0, f"the regenerate after a killed one: exit {run.returncode}"
    )
    expect(
        f"took over the lock of {PROJECT} from `kernel-studio regenerate` (pid {killed.pid}"
        in run.stderr
        and "which ended without releasing it" in run.stderr,
        "no word of the stale lock taken over",
    )
    current, working, kept = generation_numbers()
    expect(
        current == working == kept[-1] and kept == list(range(1, current + 1)),
        f"generations after the takeover: {current}, {working}, {kept}",
    )
    expect("TOKEN-GELU" in open(WORKING).read(), "the edit is lost after the takeover")


def scenario_base_missing() -> None:
    """working.json names a generation that is not kept: merge takes the closest one and
    says so, naming both (it used to replace it without a word)."""
    record = os.path.join(PROJECT, ".kernel-studio", "working.json")
    with open(record, "w") as f:
        json.dump({"generation": 3}, f)
    run = ks("merge", PROJECT)
    expect(run.returncode == 0, f"merge: exit {run.returncode}")
    expect(
        f"{record} names generation 3, which is not kept (no {PROJECT}/generations/0003): "
        "the working copy is taken as based on generation 1, the kept one closest to it"
        in run.stderr,
        "no warning naming both generations",
    )


SCENARIOS = {
    "renamed": scenario_renamed,
    "conflict": scenario_conflict,
    "stranded": scenario_stranded,
    "verify_fails": scenario_verify_fails,
    "cancel": scenario_cancel,
    "killed": scenario_killed,
    "concurrent": scenario_concurrent,
    "base_missing": scenario_base_missing,
}

if __name__ == "__main__":
    if SCENARIO == "fixture":
        make_fixture()
    else:
        setup()
        SCENARIOS[SCENARIO]()
    print(f"regenerate {SCENARIO}: ok")
