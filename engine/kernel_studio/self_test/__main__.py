"""`python -m kernel_studio.self_test`: export a small model (RMSNorm, a linear layer and
SiLU, with a dynamic batch) on the cpu into a temporary project and verify it against the
eager model; prints one JSON line {"passed", "detail"}. Exit status 0 when it passed."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from typing import Any

MODEL = """\
import torch
from torch.export import Dim


class Model(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.rand(64) + 0.5)
        self.proj = torch.nn.Linear(64, 32)

    def forward(self, x):
        x = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.weight
        return torch.nn.functional.silu(self.proj(x))


def get_init_inputs():
    return []


def get_inputs():
    return [torch.randn(4, 64)]


def dynamic_shapes():
    return {"x": {0: Dim("B", min=1, max=64)}}
"""


def run_self_test() -> dict[str, Any]:
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.pipeline.errors import ExportError
    from kernel_studio.sandbox.run import DEFAULT_POOL
    from kernel_studio.verify.run import VerifyInputError, verify_project

    with tempfile.TemporaryDirectory(prefix="ks-self-test-") as folder:
        model = os.path.join(folder, "model.py")
        with open(model, "w", encoding="utf-8") as f:
            f.write(MODEL)
        project = os.path.join(folder, "project")
        try:
            exported = export_model_file(model, project, device="cpu")
        except ExportError as exc:
            return {"passed": False, "detail": f"export failed: [{exc.category}] {exc.message}"}
        try:
            report = verify_project(project, {"trials": 3})
        except VerifyInputError as exc:
            return {"passed": False, "detail": f"verify failed: {exc.message}"}
        finally:
            DEFAULT_POOL.close()
        kernels = len(exported.get("kernels", []))
        if report.get("verdict") != "pass":
            why = report.get("reason") or report.get("verdict")
            return {"passed": False, "detail": f"verify: {why}"}
        return {
            "passed": True,
            "detail": f"a cpu export of {kernels} kernels verified against eager in 3 trials",
        }


def main() -> int:
    try:
        result = run_self_test()
    except Exception as exc:  # noqa: BLE001 - any failure is the test's answer
        result = {"passed": False, "detail": f"{type(exc).__name__}: {exc}"}
    print(json.dumps(result))
    return 0 if result["passed"] else 1


if __name__ == "__main__":
    sys.exit(main())
