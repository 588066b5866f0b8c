"""Project folders for the screenshots of real models, from tests/data/graphs.

tests/data/graphs/<name>/ holds a real export's metadata.json and clean module (made on the
GPU machine by bench/real_graphs.py; weights and generations left out). This writes each as
a format 1 project (kernel-studio.toml, generated/, the working module) under OUT/<name>:

    python tests/ui/graph_projects.py OUT [NAME ...]
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

GRAPHS = Path(__file__).resolve().parent.parent / "data" / "graphs"

TOML = """# Kernel Studio project: how the files in generated/ were made.

[project]
format = 1
name = "{name}"
module = "{name}.py"

[export]
model = "{name}.py"
device = "{device}"
strict = false
engine = "0.1.0"
torch = "2.11.0+cu130"
"""


def write_project(name: str, out: Path) -> Path:
    source = GRAPHS / name
    project = out / name
    generated = project / "generated"
    generated.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(source / "metadata.json", generated / "metadata.json")
    shutil.copyfile(source / "module.py", generated / f"{name}.py")
    shutil.copyfile(source / "module.py", project / f"{name}.py")
    device = json.loads((source / "metadata.json").read_text()).get("device", "cuda")
    (project / "kernel-studio.toml").write_text(
        TOML.format(name=name, device=device), encoding="utf-8"
    )
    return project


def main() -> None:
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    out = Path(sys.argv[1])
    names = sys.argv[2:] or sorted(
        p.name for p in GRAPHS.iterdir() if (p / "module.py").exists()
    )
    for name in names:
        print(f"graph project: {write_project(name, out)}")
    print("graph projects: ok")


if __name__ == "__main__":
    main()
