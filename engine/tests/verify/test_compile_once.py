"""A cpu project's C++ kernels compile once: the first of verify, profile, a regenerate with
no change and the user's own import builds them into TORCH_EXTENSIONS_DIR, and every other
one loads that build (docs/benchmarks.md, "Export time: our own costs")."""

from __future__ import annotations

import gc
import glob
import hashlib
import os
import subprocess
import sys

from verify_support import MODELS

from kernel_studio.methods.export import export_model_file
from kernel_studio.profile.run import profile_project
from kernel_studio.sandbox.pool import SandboxPool
from kernel_studio.verify.run import verify_project


def _builds(root: str) -> dict[str, tuple[int, int]]:
    """Every extension library built under `root`: path -> (inode, mtime). A build writes a
    new file (the linker replaces it), so a second compile changes its entry."""
    out = {}
    for path in glob.glob(os.path.join(root, "*", "*.so")):
        st = os.stat(path)
        out[path] = (st.st_ino, st.st_mtime_ns)
    return out


def _sha(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def test_verify_profile_regenerate_and_import_compile_the_kernels_once(
    tmp_path, monkeypatch
) -> None:
    extensions = str(tmp_path / "extensions")
    monkeypatch.setenv("TORCH_EXTENSIONS_DIR", extensions)
    project = str(tmp_path / "rms_norm")
    export_model_file(MODELS["rms_norm"], project, device="cpu")
    generated = os.path.join(project, "generated", "rms_norm.py")
    first_bytes = _sha(generated)
    assert gc.get_freeze_count() == 0  # the export gave its frozen heap back
    assert _builds(extensions) == {}  # the export generates code; it compiles no kernel

    pool = SandboxPool()  # its sandboxes start now, with the extensions folder above
    try:
        report = verify_project(project, {"trials": 1}, pool=pool)
        assert report["verdict"] == "pass", report["reason"]
        built = _builds(extensions)
        assert len(built) == 1, built  # working and pristine module: one build

        profile_project(project, {"warmup": 1, "repeats": 1}, pool=pool)
        assert _builds(extensions) == built

        # A regenerate with nothing changed writes the same module: nothing to compile.
        export_model_file(MODELS["rms_norm"], project, device="cpu")
        assert _sha(generated) == first_bytes
        pool.close()
        pool = SandboxPool()  # a fresh sandbox process, as after the app restarts
        report = verify_project(project, {"trials": 1}, pool=pool)
        assert report["verdict"] == "pass", report["reason"]
        assert _builds(extensions) == built
    finally:
        pool.close()

    # The user's own first run: `import rms_norm` from the project folder.
    run = subprocess.run(
        [
            sys.executable,
            "-c",
            "import rms_norm, torch; kernels = rms_norm.cpp_kernels();"
            " print(sorted(vars(kernels)))",
        ],
        cwd=project,
        env={**os.environ, "PYTHONPATH": project},
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert run.returncode == 0, run.stderr
    assert "cpp_fused" in run.stdout
    assert _builds(extensions) == built
