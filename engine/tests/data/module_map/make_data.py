"""Makes the clean modules of this folder from the corpus of Inductor's raw output
(`.corpus/corpus/<device>/<case>/raw.py.txt` + `spec.json`, written by
bench/collect_corpus.py on an H100): each case runs through the engine's clean stage and
gives `<device>_<case>.py.txt` (the clean module; .txt keeps linters off it) and
`<device>_<case>.json` (its kernels as the metadata lists them). The corpus has no graph,
so these kernels have no id; one module with ids and `# kernel-id:` markers comes from a
real export instead: `cpu_ids_transformer_block_sdpa` (engine/tests/models/
transformer_block_sdpa.py exported on cpu). Run from the repository root:

    .venv/bin/python engine/tests/data/module_map/make_data.py
"""

from __future__ import annotations

import json
import os
import sys
import tempfile

from kernel_studio.pipeline.clean.assemble import clean
from kernel_studio.pipeline.clean.clean import CleanSpec, InputSpec
from kernel_studio.pipeline.lower.lower import TunedKernel
from kernel_studio.pipeline.trace.trace import DynamicDim

CASES = [
    "cuda/rms_norm",
    "cuda/embedding_gather",
    "cuda/mlp",
    "cuda/layernorm_gelu",
    "cuda/convt3d_softmax_sigmoid",
    "cuda/reductions",
    "cuda/conv1d_bn_pool",
    "cuda/conv_gn_gelu",
    "cuda/transformer_block_sdpa",
    "cuda/hf_gpt2",
    "cpu/mlp",
    "cpu/embedding_gather",
    "cpu/conv1d_bn_pool",
    "cpu/reductions",
    "cpu/transformer_block_sdpa",
]


def load_spec(path: str) -> CleanSpec:
    with open(path, encoding="utf-8") as f:
        data = json.load(f)
    data["inputs"] = [InputSpec(**i) for i in data.get("inputs") or []]
    data["dynamic_dims"] = [DynamicDim(**d) for d in data.get("dynamic_dims") or []]
    data["tuned"] = {k: TunedKernel(**v) for k, v in (data.get("tuned") or {}).items()}
    return CleanSpec(**data)


def write(stem: str, source: str, kernels: list[dict[str, object]]) -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, stem + ".py.txt"), "w", encoding="utf-8") as f:
        f.write(source)
    with open(os.path.join(here, stem + ".json"), "w", encoding="utf-8") as f:
        json.dump({"kernels": kernels}, f, indent=1)
        f.write("\n")
    print(stem, len(kernels), "kernels", file=sys.stderr)


def export_with_ids() -> None:
    from kernel_studio.methods.export import export_model_file

    model = os.path.join("engine", "tests", "models", "transformer_block_sdpa.py")
    with tempfile.TemporaryDirectory() as out:
        result = export_model_file(model, out, device="cpu")
        with open(result["generated"], encoding="utf-8") as f:
            source = f.read()
    keys = ("name", "kind", "rawName", "id")
    kernels = [{k: e[k] for k in keys} for e in result["metadata"]["kernels"]]
    write("cpu_ids_transformer_block_sdpa", source, kernels)


def main() -> None:
    corpus = os.path.join(".corpus", "corpus")
    for case in CASES:
        folder = os.path.join(corpus, case)
        with open(os.path.join(folder, "raw.py.txt"), encoding="utf-8") as f:
            raw = f.read()
        cleaned = clean(raw, load_spec(os.path.join(folder, "spec.json")))
        kernels = [
            {"name": k.name, "kind": k.kind, "rawName": k.raw_name, "id": k.id}
            for k in cleaned.kernels
        ]
        write(case.replace("/", "_"), cleaned.source, kernels)
    export_with_ids()


if __name__ == "__main__":
    main()
