"""Capture a model file's Model on its get_inputs() with torch.compiler.precompile (torch >=
2.15), as a user would: `fn = lambda model, *inputs: model(*inputs)`, no grad; with `train`,
a training step: `fn = lambda model, *inputs: model(*inputs).sum().backward()`.

Usage: capture_artifact.py MODEL.py ARTIFACT.py [train]  (the cache: ARTIFACT.py.cache)
Exit 0 captured, 3 when this torch has no torch.compiler.precompile (said on stdout)."""

from __future__ import annotations

import importlib.util
import sys

import torch

if not hasattr(torch.compiler, "precompile"):
    print(
        f"skipped: torch.compiler.precompile needs torch >= 2.15 (torch {torch.__version__})"
    )
    sys.exit(3)
spec = importlib.util.spec_from_file_location("model", sys.argv[1])
assert spec is not None and spec.loader is not None
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
torch.manual_seed(0)
model = module.Model(*module.get_init_inputs()).eval()
path = sys.argv[2]
if sys.argv[3:] == ["train"]:
    with torch.compiler.precompile.capture(
        lambda m, *x: m(*x).sum().backward(),
        artifact_path=path,
        cache_path=path + ".cache",
    ) as capture:
        capture(model.train(), *module.get_inputs())
    print(f"captured {path}")
    sys.exit(0)
with (
    torch.no_grad(),
    torch.compiler.precompile.capture(
        lambda m, *x: m(*x), artifact_path=path, cache_path=path + ".cache"
    ) as capture,
):
    capture(model, *module.get_inputs())
print(f"captured {path}")
