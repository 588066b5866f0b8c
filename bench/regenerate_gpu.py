"""The GPU half of the regenerate check (docs/merge.md): a Triton project hand edited, its
model changed and exported again on the GPU machine; the merge runs where the app is
(`kernel-studio merge`), then the merged project is verified back on the GPU.

  python bench/regenerate_gpu.py prepare WORK     # export v1 (cuda), hand edits, v2 export
  kernel-studio merge WORK/<model>/project --json --no-verify      (on the app's machine)
  python bench/regenerate_gpu.py verify WORK      # verify every merged project on the GPU

Hand edits keep the kernels' meaning (a comment line with a token; `0.5` written as
`(0.25 + 0.25)`; a comment in `call`), so a correct merge verifies."""

from __future__ import annotations

import json
import os
import re
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
MODELS = {
    "gated_mlp": (
        os.path.join(ROOT, "tests", "e2e", "regenerate", "gated_mlp.py"),
        "        h = nn.functional.gelu(self.fc1(h))",
        "        h = torch.relu(nn.functional.gelu(self.fc1(h)))",
    ),
    "transformer_block": (
        os.path.join(ROOT, "engine", "tests", "models", "transformer_block.py"),
        "        return x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))",
        "        return x + self.fc2(torch.relu(nn.functional.gelu(self.fc1(self.norm2(x)))))",
    ),
}
_DEF = re.compile(r"^def (triton_\w+)\(.*$", re.MULTILINE)


def hand_edit(path: str, tokens: list[str]) -> list[str]:
    """Edits two Triton kernels and `call`; returns the edited kernels' names."""
    text = open(path).read()
    names = _DEF.findall(text)
    edited = []
    for name in [n for n in names if "gelu" in n][:1] + [
        n for n in names if "gelu" not in n
    ][:1]:
        token = f"TOKEN-{len(tokens)}"
        tokens.append(token)
        start = text.index(f"def {name}(")
        body = text.index("\n", text.index("):", start)) + 1
        text = text[:body] + f"    # {token}: hand edit\n" + text[body:]
        end = text.find("\n\n\n", body)
        text = (
            text[:body]
            + text[body:end].replace(" 0.5", " (0.25 + 0.25)", 1)
            + text[end:]
        )
        edited.append(name)
    token = f"TOKEN-{len(tokens)}"
    tokens.append(token)
    text = text.replace("def call(", f"# {token}: a note above call\ndef call(", 1)
    open(path, "w").write(text)
    return edited


def prepare(work: str) -> None:
    from kernel_studio.methods.export import export_model_file

    report = {}
    for name, (source, old, new) in MODELS.items():
        folder = os.path.join(work, name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        model = os.path.join(folder, os.path.basename(source))
        shutil.copy(source, model)
        project = os.path.join(folder, "project")
        first = export_model_file(model, project, device="cuda")
        working = first["module"]
        tokens: list[str] = []
        edited = hand_edit(working, tokens)
        text = open(model).read()
        assert old in text, (name, old)
        open(model, "w").write(text.replace(old, new))
        second = export_model_file(model, project, device="cuda")
        report[name] = {
            "kernels_v1": first["kernels"],
            "kernels_v2": second["kernels"],
            "edited": edited,
            "tokens": tokens,
        }
    json.dump(report, open(os.path.join(work, "prepared.json"), "w"), indent=1)
    print(json.dumps(report, indent=1))


def verify(work: str) -> None:
    from kernel_studio.verify import verify_project

    report = json.load(open(os.path.join(work, "prepared.json")))
    for name in MODELS:
        project = os.path.join(work, name, "project")
        model = os.path.join(work, name, os.path.basename(MODELS[name][0]))
        text = open(os.path.join(project, os.path.basename(MODELS[name][0]))).read()
        kept = [t for t in report[name]["tokens"] if t in text]
        result = verify_project(project, {"model": model, "trials": 5})
        print(
            f"{name}: tokens kept {len(kept)}/{len(report[name]['tokens'])}, "
            f"verdict {result['verdict']} {result.get('reason') or ''} "
            f"located {result.get('located')} edited {result.get('edits', {}).get('edited')}"
        )


if __name__ == "__main__":
    {"prepare": prepare, "verify": verify}[sys.argv[1]](os.path.abspath(sys.argv[2]))
