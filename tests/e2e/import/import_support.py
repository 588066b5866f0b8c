"""What the import e2e scripts (import_cli.py, import_train_cli.py) share: failing with a
message, running kernel-studio, and the artifact captured in a process of its own
(capture_artifact.py) into a fresh work folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

import torch

CAPTURE = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "capture_artifact.py"
)


def fail(message: str) -> None:
    print(f"FAILED: {message}")
    sys.exit(1)


def ks(binary: str, *args: str) -> subprocess.CompletedProcess[str]:
    """`kernel-studio ARGS` (its stderr printed for the log)."""
    run = subprocess.run([binary, *args], capture_output=True, text=True, timeout=600)
    print(f"$ kernel-studio {' '.join(args)} -> {run.returncode}\n{run.stderr}")
    return run


def capture(model: str, artifact: str, work: str, train: bool = False) -> None:
    """WORK made afresh and MODEL captured into ARTIFACT (a training step with `train`);
    on a torch without torch.compiler.precompile the script says it skipped and exits 0."""
    if not hasattr(torch.compiler, "precompile"):
        print(
            "skipped: torch.compiler.precompile needs torch >= 2.15"
            f" (torch {torch.__version__})"
        )
        sys.exit(0)
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    subprocess.run(
        [sys.executable, CAPTURE, model, artifact, *(["train"] if train else [])],
        check=True,
        timeout=600,
    )
