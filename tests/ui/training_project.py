"""A project folder around a training step of tests/data/training (its metadata, and
Inductor's two modules as the code), for the screenshot of a training project:

    python tests/ui/training_project.py OUT NAME
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

DATA = Path(__file__).resolve().parent.parent / "data" / "training"

MODELS = {"mlp": "mlp.py", "transformer_block": "transformer_block_sdpa.py"}

TOML = """# Kernel Studio project: how the files in generated/ were made.

[project]
format = 1
name = "{name}"
module = "{name}.py"

[export]
model = "model.py"
device = "cpu"
strict = false
train = true
"""


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    name = sys.argv[2]
    project = Path(sys.argv[1]) / name
    shutil.rmtree(project, ignore_errors=True)
    (project / "generated").mkdir(parents=True)
    shutil.copyfile(DATA / f"{name}.json", project / "generated" / "metadata.json")
    shutil.copyfile(DATA / f"{name}.py", project / "generated" / f"{name}.py")
    shutil.copyfile(DATA / f"{name}.py", project / f"{name}.py")
    # The model it was made of (engine/tests/models), for the Model Source pane.
    model = DATA.parent.parent.parent / "engine" / "tests" / "models" / MODELS[name]
    shutil.copyfile(model, project / "model.py")
    (project / "kernel-studio.toml").write_text(TOML.format(name=name), encoding="utf-8")
    print(f"training project: {project}")


if __name__ == "__main__":
    main()
