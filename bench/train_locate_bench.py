"""Locate's time on a training project (cpu): the replay of a failing trial's kernels
(verify/replay_training.py) with the graphs the export saved (generated/graphs/) against the
same replay making them again (trace, decompose, AOTAutograd and Inductor's lowering), as it
must for a project exported before the graphs were kept.

    python bench/train_locate_bench.py [--model resnet18|transformer] [--rounds 2] [--json]

The model is exported once for cpu as a training step (resnet18: torchvision's, 10 classes,
2x3x32x32; transformer: 4 pre-norm blocks, dim 256, 4 heads, 4x64 tokens). Each round takes
a fresh sandbox per variant (nothing cached from the last round), runs the example trial,
then times the `replayTraining` request alone (the graphs, both eager runs, both modules'
captured runs and the comparison) and, inside it, the graphs' stage (the sandbox's stage
events). The graphs are removed from a copy of the project for the "made again" variant."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from typing import Any

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "engine"))

RESNET = """import torch, torchvision


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.net = torchvision.models.resnet18(num_classes=10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net(x)


def get_inputs():
    return [torch.randn(2, 3, 32, 32)]


def get_init_inputs():
    return []
"""

TRANSFORMER = """import torch
from torch import nn


class Block(nn.Module):
    def __init__(self, dim: int, heads: int) -> None:
        super().__init__()
        self.heads = heads
        self.norm1 = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.norm2 = nn.LayerNorm(dim)
        self.fc1 = nn.Linear(dim, 4 * dim)
        self.fc2 = nn.Linear(4 * dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, c = x.shape
        q, k, v = self.qkv(self.norm1(x)).split(c, dim=-1)
        q, k, v = (y.view(b, t, self.heads, c // self.heads).transpose(1, 2) for y in (q, k, v))
        a = nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(a.transpose(1, 2).reshape(b, t, c))
        return x + self.fc2(nn.functional.gelu(self.fc1(self.norm2(x))))


class Model(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.blocks = nn.Sequential(*[Block(256, 4) for _ in range(4)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.blocks(x)


def get_inputs():
    return [torch.randn(4, 64, 256)]


def get_init_inputs():
    return []
"""


def replay(project: str) -> dict[str, Any]:
    """One fresh sandbox: open, load, the example trial, then the timed replayTraining."""
    from kernel_studio.sandbox.pool import SandboxPool
    from kernel_studio.sandbox.project import open_project
    from kernel_studio.sandbox.settings import make_settings
    from kernel_studio.verify.replay_training import LOWERED_STAGE, SAVED_STAGE
    from kernel_studio.verify.run import _Run

    pool = SandboxPool()
    try:
        run = _Run(
            open_project(project), make_settings({"trials": 0}), pool, None, None, True
        )
        run.box, _ = pool.get(run.key, run._env(), project)
        run.box.wait_ready(None)
        run._open(run.box)
        run._load(run.box, "working")
        os.makedirs(run.run_dir, exist_ok=True)
        trial = {
            "index": 0,
            "kind": "example",
            "sizes": {},
            "seed": 0,
            "tensorDir": run.run_dir,
        }
        run.request("trial", trial, 600)
        run._load(run.box, "pristine")
        stages: list[tuple[float, str]] = []
        run.box.on_stage = lambda stage: stages.append((time.perf_counter(), stage))
        t0 = time.perf_counter()
        found = run.request(
            "replayTraining", {"trial": 0, "tensorDir": run.run_dir}, 1800
        )
        total = time.perf_counter() - t0
    finally:
        pool.close()
    graphs = [
        (t, s)
        for t, s in stages
        if s.startswith(SAVED_STAGE) or s.startswith(LOWERED_STAGE)
    ]
    after = [t for t, _ in stages if t > graphs[-1][0]]
    return {
        "seconds": total,
        "graphsSeconds": (after[0] if after else t0 + total) - graphs[0][0],
        "lowered": next((s for _, s in graphs if s.startswith(LOWERED_STAGE)), None),
        "launches": len(found.get("launches") or []),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--model", choices=("resnet18", "transformer"), default="resnet18"
    )
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    from kernel_studio.methods.export import export_model_file
    from kernel_studio.project.trust import SESSION_ENV

    folder = tempfile.mkdtemp(prefix="ks-locate-bench-")
    os.environ[SESSION_ENV] = folder  # the projects are this run's own: trusted
    os.environ.setdefault(
        "TORCH_EXTENSIONS_DIR", os.path.join(folder, "torch_extensions")
    )
    try:
        model = os.path.join(folder, f"train_{args.model}.py")
        with open(model, "w", encoding="utf-8") as f:
            f.write(RESNET if args.model == "resnet18" else TRANSFORMER)
        saved = os.path.join(folder, "saved")
        t0 = time.perf_counter()
        export_model_file(model, saved, device="cpu", train=True)
        export_seconds = time.perf_counter() - t0
        with open(os.path.join(saved, "generated", "graphs", "graphs.json")) as f:
            record = json.load(f)
        files = [
            os.path.join(saved, "generated", "graphs", e["file"])
            for e in record["files"].values()
        ]
        # What keeping them adds to the export: the two graphs written again (as loaded).
        from kernel_studio.pipeline.train.graphs import load_graphs, save_graphs

        with open(os.path.join(saved, "generated", "metadata.json")) as f:
            metadata = json.load(f)
        graphs = load_graphs(
            os.path.join(saved, "generated"), 1, metadata, trusted=True
        )
        save_seconds = save_graphs(*graphs).seconds
        again = os.path.join(folder, "again")
        shutil.copytree(saved, again)
        shutil.rmtree(os.path.join(again, "generated", "graphs"))
        rounds: dict[str, list[dict[str, Any]]] = {"saved": [], "again": []}
        for _ in range(args.rounds):
            rounds["saved"].append(replay(saved))
            rounds["again"].append(replay(again))
        assert not any(r["lowered"] for r in rounds["saved"]), rounds["saved"]
        assert all(r["lowered"] for r in rounds["again"])
        result = {
            "model": args.model,
            "exportSeconds": round(export_seconds, 1),
            "graphBytes": sum(os.path.getsize(p) for p in files),
            "saveSeconds": round(save_seconds, 2),
            "nodes": {k: len(v["nodes"]) for k, v in record["files"].items()},
            **{
                variant: {
                    key: round(statistics.median(r[key] for r in runs), 2)
                    for key in ("seconds", "graphsSeconds")
                }
                for variant, runs in rounds.items()
            },
            "launches": rounds["saved"][0]["launches"],
        }
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value}")


if __name__ == "__main__":
    main()
