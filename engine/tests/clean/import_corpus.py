"""Copies cases of a corpus collected by bench/collect_corpus.py into this folder's
`corpus/<device>/<case>/` (raw.py.txt + spec.json), the spec pruned to what the clean
stage reads for that raw module and filled with this torch's triton_helpers sources.
Then regenerate the expected outputs and review them:

    cd engine
    ../.venv/bin/python tests/clean/import_corpus.py ../.corpus/corpus cuda/tv_resnet18 ...
    ../.venv/bin/python -m pytest -q -p no:cacheprovider tests/clean --update-golden
    git diff tests/clean/corpus

A case written as `cuda/NAME:postprocess` keeps only what `postprocess()` knows (the
device and the machine's C++ flags): no export context, Triton kernels autotuned. A case
collected on another torch series than 2.11 lands in `<case>_torch<series>` (the corpus is
kept per series: each series' own output)."""

from __future__ import annotations

import argparse
import inspect
import json
import os
import re
import shutil

from kernel_studio.pipeline.clean.clean import CleanSpec, clean
from kernel_studio.pipeline.clean.triton_kernels import helper_name, jit_functions

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = os.path.join(HERE, "corpus")
DIM_KEYS = ("name", "symbol", "min", "max")
LAUNCH_KEYS = ("kwargs", "num_warps", "num_stages", "grid", "grid_prefix")


def _helpers() -> dict[str, str]:
    from torch._inductor.runtime import triton_helpers

    return jit_functions(inspect.getsource(triton_helpers))


def _spec(data: dict, raw: str, postprocess: bool) -> dict:
    if postprocess:
        return {
            "device": data["device"],
            "title": "A standalone module cleaned from Inductor's output.",
            "cpp_flags": data["cpp_flags"],
            "cpp_isa_flags": data["cpp_isa_flags"],
            **({"cpp_prefix": data["cpp_prefix"]} if data.get("cpp_prefix") else {}),
        }
    spec = {k: v for k, v in data.items() if k in CleanSpec.__dataclass_fields__}
    spec["dynamic_dims"] = [{k: d.get(k) for k in DIM_KEYS} for d in data["dynamic_dims"]]
    spec["tuned"] = {
        name: {k: t.get(k, []) for k in LAUNCH_KEYS}
        for name, t in data["tuned"].items()
        if re.search(rf"\b{re.escape(name)}\b", raw)
    }
    lists = [*spec["kernel_nodes"].values(), *spec.get("launch_nodes", {}).values()]
    nodes = {n for ns in lists for n in ns}
    spec["node_sources"] = {k: v for k, v in data["node_sources"].items() if k in nodes}
    return spec


def import_case(source: str, case: str) -> str:
    name, _, mode = case.partition(":")
    device, base = name.split("/")
    with open(os.path.join(source, device, base, "raw.py.txt"), encoding="utf-8") as f:
        raw = f.read()
    with open(os.path.join(source, device, base, "spec.json"), encoding="utf-8") as f:
        data = json.load(f)
    spec = _spec(data, raw, mode == "postprocess")
    if device == "cuda":
        helpers = _helpers()
        full = CleanSpec.from_json({**spec, "triton_helpers": helpers})
        text = clean(raw, full).source
        used = {
            k: v
            for k, v in helpers.items()
            if f"def {helper_name(k)}(" in text.split("def call(")[0]
        }
        spec["triton_helpers"] = used
        assert clean(raw, CleanSpec.from_json(spec)).source == text, "pruning changed the output"
    # Cases of another torch series than 2.11 (the C++ helpers they name, `cpp_prefix`) are
    # kept beside 2.11's: `mlp_torch2.15`.
    series = spec.get("cpp_prefix")
    suffix = (f"_{mode}" if mode else "") + (
        f"_torch{series}" if series not in (None, "2.11") else ""
    )
    folder = os.path.join(CORPUS, device, base + suffix)
    os.makedirs(folder, exist_ok=True)
    shutil.copyfile(
        os.path.join(source, device, base, "raw.py.txt"), os.path.join(folder, "raw.py.txt")
    )
    with open(os.path.join(folder, "spec.json"), "w", encoding="utf-8") as f:
        json.dump(CleanSpec.from_json(spec).to_json(), f, indent=1, sort_keys=True)
        f.write("\n")
    return folder


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("source", help="a corpus folder (with cuda/ and cpu/)")
    parser.add_argument("cases", nargs="+", help="device/case[:postprocess]")
    args = parser.parse_args()
    for case in args.cases:
        print(import_case(args.source, case))


if __name__ == "__main__":
    main()
