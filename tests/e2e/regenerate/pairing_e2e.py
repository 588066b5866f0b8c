"""End-to-end checks of the merge's kernel pairing with the real engine on cpu (docs/merge.md,
"Matching"): models whose activation appears in several kernels of the same module.

Usage: pairing_e2e.py KERNEL_STUDIO WORK_DIR SCENARIO
`fixture` exports lenet5.py and relu_mlp.py once; each scenario copies one export, hand edits
kernels of the working copy (each edit a token), changes the model file, runs
`kernel-studio regenerate --json` and checks the pairs, the outcome, the exit code and where
every token is."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KS, WORK, SCENARIO = sys.argv[1], sys.argv[2], sys.argv[3]
FIXTURE = os.path.join(WORK, "fixture")
ROOT = os.path.join(WORK, SCENARIO)
MODELS = ("lenet5", "relu_mlp")


def fail(message: str) -> None:
    print(f"FAILED ({SCENARIO}): {message}")
    sys.exit(1)


def expect(condition: bool, message: str) -> None:
    if not condition:
        fail(message)


def ks(*args: str) -> subprocess.CompletedProcess[str]:
    run = subprocess.run([KS, *args], capture_output=True, text=True, timeout=600)
    print(
        f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stdout}{run.stderr}"
    )
    return run


def read(path: str) -> str:
    with open(path, encoding="utf-8") as f:
        return f.read()


def write(path: str, text: str) -> None:
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class Project:
    """A copy of one model's fixture export: its model file and working copy."""

    def __init__(self, model: str) -> None:
        shutil.rmtree(ROOT, ignore_errors=True)
        source = os.path.join(FIXTURE, model)
        target = os.path.join(ROOT, model)
        shutil.copytree(source, target)
        # The project records its model file's absolute path: name the copy's.
        for folder, _, files in os.walk(target):
            for name in files:
                if name.endswith((".toml", ".json", ".py")):
                    path = os.path.join(folder, name)
                    text = read(path)
                    if source in text:
                        write(path, text.replace(source, target))
        self.model = os.path.join(target, model + ".py")
        self.folder = os.path.join(target, "project")
        self.working = os.path.join(self.folder, model + ".py")

    def edit_model(self, old: str, new: str) -> None:
        text = read(self.model)
        expect(old in text, f"model text {old!r} not found")
        write(self.model, text.replace(old, new, 1))

    def kernel(self, name: str, text: str | None = None) -> str:
        """The C++ source string of kernel `name` in the working copy (or in `text`)."""
        text = read(self.working) if text is None else text
        start = text.index(f'\n{name} = r"""') + 1
        return text[start : text.index('"""', start + len(name) + 8)]

    def add_token(self, name: str, token: str) -> None:
        """A comment line with `token` right after the kernel's first `{`."""
        text = read(self.working)
        start = text.index(f'\n{name} = r"""') + 1
        brace = text.index("{", start)
        write(self.working, text[: brace + 1] + f"\n    // {token}" + text[brace + 1 :])

    def regenerate(self) -> tuple[int, dict]:
        run = ks("regenerate", self.folder, "--json")
        try:
            return run.returncode, json.loads(run.stdout)
        except ValueError:
            fail(f"no JSON answer (exit {run.returncode})")
            raise


def pairs(answer: dict) -> dict[str, dict]:
    """Old kernel name -> its entry in the answer's `kernels`."""
    return {name: k for k in answer["kernels"] for name in k["oldNames"]}


BODY = "cpp_fused_convolution_max_pool2d_with_indices_relu"
FC1_RELU = "cpp_fused_relu__relu_2"
FC2_RELU = "cpp_fused_relu__relu_3"


def make_fixture() -> None:
    shutil.rmtree(FIXTURE, ignore_errors=True)
    for model in MODELS:
        folder = os.path.join(FIXTURE, model)
        os.makedirs(folder)
        shutil.copy(os.path.join(HERE, model + ".py"), folder)
        out = os.path.join(folder, "project")
        run = ks(
            "export",
            os.path.join(folder, model + ".py"),
            "--out",
            out,
            "--device",
            "cpu",
        )
        expect(run.returncode == 0, f"export of {model} failed")


def scenario_lenet_head_gelu() -> None:
    """LeNet-5, relu(fc1) -> gelu(fc1): the body's kernel has the same id and code, so it is
    `same` and keeps its edit although a relu kernel of the same module is gone; the fc1 relu
    kernel becomes cpp_fused_gelu, launched at the same place on the same buffer, and its edit
    merges into it. Nothing stranded, verified, exit 0; the diff moves no node."""
    p = Project("lenet5")
    p.add_token(BODY, "TOKEN-BODY")
    p.add_token(FC1_RELU, "TOKEN-FC1")
    p.edit_model("x = F.relu(self.fc1(x))", "x = F.gelu(self.fc1(x))")
    code, answer = p.regenerate()
    expect(code == 0, f"exit {code}, expected 0")
    expect(answer["outcome"] == "merged", f"outcome {answer['outcome']}")
    expect(answer["verify"]["verdict"] == "pass", "not verified")
    expect(answer["stranded"] == [], f"stranded {answer['stranded']}")
    got = pairs(answer)
    body = got[BODY]
    expect(
        (body["match"], body["newNames"], body["result"]) == ("same", [BODY], "mine"),
        f"body kernel {body}",
    )
    fc1 = got[FC1_RELU]
    expect(
        (fc1["match"], fc1["newNames"], fc1["pairedBy"], fc1["result"])
        == ("changed", ["cpp_fused_gelu"], "launch", "merged"),
        f"fc1 kernel {fc1}",
    )
    expect(got[FC2_RELU]["match"] == "renamed", f"fc2 kernel {got[FC2_RELU]}")
    expect("TOKEN-BODY" in p.kernel(BODY), "the body edit left its kernel")
    gelu = p.kernel("cpp_fused_gelu")
    expect(
        "TOKEN-FC1" in gelu and "erf()" in gelu,
        "the fc1 edit is not in the gelu kernel",
    )
    diff = json.loads(ks("diff", p.folder, "--json").stdout)
    expect(diff["movedNodes"] == [], f"moved nodes {diff['movedNodes']}")
    by_new = {tuple(k["newNames"]): k for k in diff["kernels"]}
    expect(by_new[(BODY,)]["match"] == "same", f"diff pairs {diff['kernels']}")
    expect(not by_new[(BODY,)]["codeChanged"], "the body kernel's code changed")


def scenario_mlp_gelu() -> None:
    """An MLP's relu -> gelu: the relu kernel is cpp_fused_gelu now (same launch, same module),
    paired `changed` by its launch site; the edit merges into it, verified, exit 0."""
    p = Project("relu_mlp")
    relu = next(
        k["name"]
        for k in json.load(open(os.path.join(p.folder, "generated", "metadata.json")))[
            "kernels"
        ]
        if k["kind"] == "cpp" and "relu" in k["name"]
    )
    p.add_token(relu, "TOKEN-RELU")
    p.edit_model("h = F.relu(self.fc1(x))", "h = F.gelu(self.fc1(x))")
    code, answer = p.regenerate()
    expect(code == 0, f"exit {code}, expected 0")
    expect(answer["stranded"] == [], f"stranded {answer['stranded']}")
    pair = pairs(answer)[relu]
    expect(
        (pair["match"], pair["result"], pair.get("pairedBy"))
        == ("changed", "merged", "launch"),
        f"relu kernel {pair}",
    )
    expect(len(pair["newNames"]) == 1 and "gelu" in pair["newNames"][0], f"{pair}")
    expect(
        "TOKEN-RELU" in p.kernel(pair["newNames"][0]),
        "the edit is not in the gelu kernel",
    )


def scenario_lenet_head_removed() -> None:
    """LeNet-5 without fc2 (and its relu): the fc2 relu kernel is gone, its edit stranded (a
    plain 3-way merge conflicts too: the code was deleted) with no unchanged kernel as a
    candidate; the body's edit stays. A stranding is its own outcome: exit 5, `stranded` with
    the kernel named in the JSON message, and `status` says so."""
    p = Project("lenet5")
    p.add_token(BODY, "TOKEN-BODY")
    p.add_token(FC2_RELU, "TOKEN-FC2")
    p.edit_model("        x = F.relu(self.fc2(x))\n", "")
    p.edit_model("self.fc3 = nn.Linear(84, 10)", "self.fc3 = nn.Linear(120, 10)")
    code, answer = p.regenerate()
    expect(code == 5, f"exit {code}, expected 5 (stranded)")
    expect(answer["outcome"] == "stranded", f"outcome {answer['outcome']}")
    expect(answer["verify"]["verdict"] == "pass", "not verified")
    expect(FC2_RELU in answer["message"] and "stranded" in answer["message"], "message")
    [stranded] = answer["stranded"]
    expect(
        stranded["name"] == FC2_RELU and stranded["match"] == "removed", f"{stranded}"
    )
    expect(BODY not in stranded["candidates"], f"candidates {stranded['candidates']}")
    expect("TOKEN-FC2" in read(stranded["file"]), "the stranded file lacks the edit")
    got = pairs(answer)
    expect(
        got[BODY]["match"] == "same" and got[BODY]["result"] == "mine", f"{got[BODY]}"
    )
    expect("TOKEN-BODY" in p.kernel(BODY), "the body edit left its kernel")
    status = ks("status", p.folder, "--json")
    report = json.loads(status.stdout)
    expect(report["strandedEdits"] == 1, f"status {report}")


SCENARIOS = {
    "lenet_head_gelu": scenario_lenet_head_gelu,
    "mlp_gelu": scenario_mlp_gelu,
    "lenet_head_removed": scenario_lenet_head_removed,
}

if __name__ == "__main__":
    if SCENARIO == "fixture":
        make_fixture()
    else:
        SCENARIOS[SCENARIO]()
    print(f"pairing {SCENARIO}: ok")
