"""The projects the regenerate UI tests start from, exported once (a CTest fixture):
OUT/one: data/rms_eps.py exported (generation 1); OUT/two: the same, then EPS changed and
exported again into it (generation 2 beside the generation-1 working copy).
Usage: regenerate_fixture.py KERNEL_STUDIO OUT"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "e2e"))
from copy_project import copy_project  # noqa: E402 - tests/e2e is not a package


def export(ks: str, root: str) -> None:
    model = os.path.join(root, "tiny", "model.py")
    run = subprocess.run(
        [
            ks,
            "export",
            model,
            "--out",
            os.path.join(root, "project"),
            "--device",
            "cpu",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if run.returncode != 0:
        sys.exit(
            f"export of {model} failed ({run.returncode}):\n{run.stdout}{run.stderr}"
        )


def main() -> None:
    ks, out = sys.argv[1], os.path.abspath(sys.argv[2])
    shutil.rmtree(out, ignore_errors=True)
    one, two = os.path.join(out, "one"), os.path.join(out, "two")
    os.makedirs(os.path.join(one, "tiny"))
    shutil.copy(
        os.path.join(HERE, "data", "rms_eps.py"), os.path.join(one, "tiny", "model.py")
    )
    export(ks, one)
    # `two` starts as a copy of `one` naming its own paths, then gets its second generation.
    copy_project(one, two)
    model = os.path.join(two, "tiny", "model.py")
    text = open(model, encoding="utf-8").read()
    open(model, "w", encoding="utf-8").write(text.replace("EPS = 1e-6", "EPS = 1e-5"))
    export(ks, two)
    print("regenerate fixture: ok")


if __name__ == "__main__":
    main()
