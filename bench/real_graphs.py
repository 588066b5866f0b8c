"""Export real-size models (random weights, batch 1, normal image and sequence sizes) into
Kernel Studio projects and pack their graphs for the IDE's graph views and the graph
benchmark (tests/data/graphs/<name>/: metadata.json, and module.py when small enough).

    python bench/real_graphs.py --out OUT [--models resnet18,bert_12,...] [--device cuda]
        [--jobs N] [--timeout S] [--size PX] [--seq N] [--module-limit BYTES] [--list]

Models (zoo_models.py's builders at real sizes):
- resnet18, resnet50, densenet201: torchvision, `weights=None`, 224 px;
- gpt2_24: GPT2Model, 24 layers, n_embd 256, 4 heads, vocab 1000, n_positions 128, 64 tokens;
- bert_12, bert_48: BertModel, 12 / 48 layers, hidden 256, 4 heads, intermediate 1024,
  vocab 1000, 64 tokens.

Each model is exported by the zoo's export stage (bench/zoo_stages.py, a fresh process with
empty Inductor/Triton caches of its own) into the project OUT/<name>/; the model file, the
stage's job and log go to OUT/work/<name>/. Then OUT/graphs.tar.gz holds <name>/metadata.json
and <name>/module.py (the project's generated module, when under --module-limit bytes) of
every model that exported, and OUT/summary.json one line of figures per model."""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tarfile
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import zoo  # noqa: E402 - bench/ is not a package
import zoo_models  # noqa: E402

# The zoo's model file, importing this module's variants instead of the zoo's.
MODEL_FILE = (
    zoo.MODEL_FILE.replace(
        "Zoo model {name} (bench/zoo_models.py), written by bench/zoo.py.",
        "Real-size model {name}, written by bench/real_graphs.py.",
    )
    .replace("import zoo_models", "import real_graphs")
    .replace("zoo_models.variant(", "real_graphs.variant(")
)
assert "zoo_models" not in MODEL_FILE, "bench/zoo.py's MODEL_FILE changed"

IMAGE_SIZE = 224
SEQ = 64
VOCAB = 1000
BATCH = 1
MODULE_LIMIT = 1_500_000


def _tv_model(arch: str) -> zoo_models.ZooModel:
    """A torchvision model at `size` px (option, default IMAGE_SIZE), batch BATCH."""
    images = zoo_models._tv_inputs(arch)

    def inputs(gen: Any, options: dict[str, Any]) -> list[Any]:
        sized = {"size": IMAGE_SIZE, **options}
        return [x[:BATCH].contiguous() for x in images(gen, sized)]

    return zoo_models.ZooModel(
        arch, "torchvision", zoo_models._tv_builder(arch), inputs, flexible=True
    )


def _hf_model(name: str, kind: str, config: dict[str, Any]) -> zoo_models.ZooModel:
    """The zoo's tiny `kind` config made real-size by `config`, on `seq` tokens (option,
    default SEQ)."""

    def build(options: dict[str, Any]) -> Any:
        import transformers

        cfg, cls, keyword = zoo_models._hf_config(kind)
        cfg.update(config)
        return zoo_models.LastHidden(getattr(transformers, cls)(cfg), keyword)

    def inputs(gen: Any, options: dict[str, Any]) -> list[Any]:
        import torch

        seq = int(options.get("seq") or SEQ)
        return [torch.randint(0, VOCAB, (BATCH, seq), generator=gen)]

    return zoo_models.ZooModel(name, "hf", build, inputs)


def _bert(layers: int) -> dict[str, Any]:
    # BertConfig's defaults for what is not given (max_position_embeddings 512).
    return {
        "num_hidden_layers": layers,
        "hidden_size": 256,
        "num_attention_heads": 4,
        "intermediate_size": 1024,
        "vocab_size": VOCAB,
        "max_position_embeddings": 512,
    }


def models() -> dict[str, zoo_models.ZooModel]:
    gpt2 = {
        "n_layer": 24,
        "n_embd": 256,
        "n_head": 4,
        "vocab_size": VOCAB,
        "n_positions": 128,
    }
    made = [
        _tv_model("resnet18"),
        _tv_model("resnet50"),
        _tv_model("densenet201"),
        _hf_model("gpt2_24", "gpt2", gpt2),
        _hf_model("bert_12", "bert", _bert(12)),
        _hf_model("bert_48", "bert", _bert(48)),
    ]
    return {m.name: m for m in made}


def variant(name: str, options: dict[str, Any] | None = None) -> zoo_models.Variant:
    """The model called `name` at float32 (what the model file builds); KeyError when
    unknown."""
    return zoo_models.Variant(models()[name], "fp32", dict(options or {}))


def write_model_file(var: zoo_models.Variant, folder: str) -> str:
    path = os.path.join(folder, zoo.safe_name(var.name) + ".py")
    text = MODEL_FILE.format(
        name=var.name,
        bench=HERE,
        options=var.options,
        args=", ".join(var.model.args),
    )
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    return path


def export_one(
    var: zoo_models.Variant, out: str, device: str, timeout: float
) -> dict[str, Any]:
    """The zoo's export stage on one model into OUT/<name>/; the record."""
    name = var.name
    work = os.path.join(out, "work", name)
    project = os.path.join(out, name)
    os.makedirs(work, exist_ok=True)
    job = {
        "model_file": write_model_file(var, work),
        "device": device,
        "project": project,
        "reference": os.path.join(work, "reference.pt"),
    }
    env = zoo.stage_env(os.path.join(work, "cache"))
    start = time.monotonic()
    rec: dict[str, Any] = {"name": name, "device": device}
    try:
        got = zoo.run_stage("export", job, work, env, start + timeout)
    except zoo.StageTimeout:
        got = {"export_ok": False, "error": f"timeout: over {timeout:.0f} s"}
    rec["seconds"] = round(time.monotonic() - start, 1)
    shutil.rmtree(os.path.join(work, "cache"), ignore_errors=True)
    rec["export_ok"] = bool(got.get("export_ok"))
    if not rec["export_ok"]:
        rec["error"] = got.get("error", "")
        return rec
    rec["export_s"] = round(got["export_s"], 1)
    generated = got["generated"]
    metadata = os.path.join(os.path.dirname(generated), "metadata.json")
    with open(metadata, encoding="utf-8") as f:
        meta = json.load(f)
    rec.update(
        generated=generated,
        metadata=metadata,
        metadata_bytes=os.path.getsize(metadata),
        module_bytes=os.path.getsize(generated),
        nodes=len(meta.get("nodes") or []),
        kernels=len(meta.get("kernels") or []),
    )
    return rec


def pack(records: list[dict[str, Any]], path: str, module_limit: int) -> list[str]:
    """<name>/metadata.json (+ <name>/module.py under module_limit bytes) of every model
    that exported, into the tar.gz `path`; the members."""
    members: list[str] = []
    with tarfile.open(path, "w:gz") as tar:
        for rec in records:
            if not rec["export_ok"]:
                continue
            tar.add(rec["metadata"], f"{rec['name']}/metadata.json")
            members.append(f"{rec['name']}/metadata.json")
            if rec["module_bytes"] < module_limit:
                tar.add(rec["generated"], f"{rec['name']}/module.py")
                members.append(f"{rec['name']}/module.py")
    return members


def status_line(rec: dict[str, Any]) -> str:
    if not rec["export_ok"]:
        first = (rec.get("error") or "").strip().splitlines()[:1]
        return (
            f"{rec['name']:12} FAIL {rec['seconds']:7.1f}s  {first[0] if first else ''}"
        )
    return (
        f"{rec['name']:12} ok   {rec['seconds']:7.1f}s  nodes={rec['nodes']:5}"
        f" kernels={rec['kernels']:4} metadata={rec['metadata_bytes']:>9} B"
        f" module={rec['module_bytes']:>9} B"
    )


def main() -> int:
    known = list(models())
    parser = argparse.ArgumentParser(
        prog="bench/real_graphs.py",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--out", help="folder of the projects, work/ and graphs.tar.gz")
    parser.add_argument(
        "--models",
        default=",".join(known),
        help=f"comma list of {','.join(known)} (default: all)",
    )
    parser.add_argument("--device", choices=["cuda", "cpu"])
    parser.add_argument(
        "--jobs", type=int, default=1, help="exports at a time (one process each)"
    )
    parser.add_argument("--timeout", type=float, default=900, help="seconds per model")
    parser.add_argument(
        "--size",
        type=int,
        help=f"image size (default {IMAGE_SIZE}; smaller for a test)",
    )
    parser.add_argument(
        "--seq", type=int, help=f"sequence length (default {SEQ}; smaller for a test)"
    )
    parser.add_argument(
        "--module-limit",
        type=int,
        default=MODULE_LIMIT,
        help="pack module.py only when the generated module is smaller (bytes)",
    )
    parser.add_argument(
        "--tar", help="the archive to write (default OUT/graphs.tar.gz)"
    )
    parser.add_argument("--list", action="store_true", help="list the models and exit")
    args = parser.parse_args()
    names = [n.strip() for n in args.models.split(",") if n.strip()]
    unknown = [n for n in names if n not in known]
    if unknown:
        parser.error(f"unknown model {', '.join(unknown)} (one of {', '.join(known)})")
    if args.list:
        for name in known:
            print(f"{name:12} {models()[name].family}")
        return 0
    if not args.out:
        parser.error("--out is required")
    import torch

    device = args.device or ("cuda" if torch.cuda.is_available() else "cpu")
    options: dict[str, Any] = {}
    if args.size:
        options["size"] = args.size
    if args.seq:
        options["seq"] = args.seq
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)

    def one(name: str) -> dict[str, Any]:
        try:
            rec = export_one(variant(name, options), out, device, args.timeout)
        except Exception as exc:  # noqa: BLE001 - the bench itself failed on this model
            rec = {
                "name": name,
                "device": device,
                "export_ok": False,
                "seconds": 0.0,
                "error": f"{type(exc).__name__}: {exc}",
            }
        print(status_line(rec), flush=True)
        return rec

    with ThreadPoolExecutor(max(1, args.jobs)) as pool:
        records = list(pool.map(one, names))
    with open(os.path.join(out, "summary.json"), "w", encoding="utf-8") as f:
        for rec in records:
            f.write(json.dumps(rec, sort_keys=True) + "\n")
    tar = os.path.abspath(args.tar or os.path.join(out, "graphs.tar.gz"))
    members = pack(records, tar, args.module_limit)
    print(f"{tar}: {len(members)} files")
    for rec in records:
        if not rec["export_ok"]:
            print(f"--- {rec['name']} failed:\n{rec.get('error')}")
    return 0 if all(r["export_ok"] for r in records) else 1


if __name__ == "__main__":
    sys.exit(main())
