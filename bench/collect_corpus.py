"""Collects a corpus of Inductor raw output modules with everything the clean stage needs
(the clean spec as JSON), one folder per model and device, for the engine's cleanup tests
(engine/tests/clean/corpus) and for looking at what Inductor really emits.

Run where the device exists (cuda on the GPU machine):
    PYTHONPATH=engine python3 bench/collect_corpus.py --device cuda --out DIR [CASE ...]
Each case runs in its own process (a crash or a hang costs one case); per case the folder
holds `raw.py.txt`, `spec.json`, and `clean.py` or `error.txt`, and `summary.json` lists
every case with its outcome and timings."""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
ENGINE = os.path.join(HERE, "..", "engine")
MODEL_DIRS = [os.path.join(ENGINE, "tests", "models"), os.path.join(HERE, "models")]


def _model_files() -> dict[str, str]:
    found = {}
    for folder in MODEL_DIRS:
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py") and not name.startswith("_"):
                found[name[:-3]] = os.path.join(folder, name)
    return found


def _torchvision(name: str, size: int) -> Any:
    import torch
    import torchvision

    def build() -> tuple[Any, list[Any]]:
        torch.manual_seed(0)
        model = getattr(torchvision.models, name)(weights=None).eval()
        return model, [torch.randn(1, 3, size, size)]

    return build


def _hf(kind: str) -> Any:
    import torch

    def build() -> tuple[Any, list[Any]]:
        import transformers

        torch.manual_seed(0)
        if kind == "gpt2":
            cfg = transformers.GPT2Config(
                n_layer=2, n_embd=64, n_head=4, vocab_size=256
            )
            model = transformers.GPT2Model(cfg)
        elif kind == "bert":
            cfg = transformers.BertConfig(
                num_hidden_layers=2,
                hidden_size=64,
                num_attention_heads=4,
                intermediate_size=128,
                vocab_size=256,
            )
            model = transformers.BertModel(cfg)
        else:
            cfg = transformers.LlamaConfig(
                num_hidden_layers=2,
                hidden_size=64,
                num_attention_heads=4,
                num_key_value_heads=2,
                intermediate_size=128,
                vocab_size=256,
            )
            model = transformers.LlamaModel(cfg)
        model.eval()
        ids = torch.randint(0, 256, (2, 16))

        class Wrapped(torch.nn.Module):
            def __init__(self) -> None:
                super().__init__()
                self.inner = model

            def forward(self, input_ids: torch.Tensor) -> torch.Tensor:
                return self.inner(input_ids=input_ids).last_hidden_state

        return Wrapped().eval(), [ids]

    return build


BUILDERS: dict[str, Any] = {
    "tv_resnet18": ("torchvision", "resnet18", 64),
    "tv_mobilenet_v3_small": ("torchvision", "mobilenet_v3_small", 64),
    "tv_densenet121": ("torchvision", "densenet121", 64),
    "tv_shufflenet_v2_x0_5": ("torchvision", "shufflenet_v2_x0_5", 64),
    "tv_regnet_y_400mf": ("torchvision", "regnet_y_400mf", 64),
    "tv_efficientnet_b0": ("torchvision", "efficientnet_b0", 64),
    "tv_convnext_tiny": ("torchvision", "convnext_tiny", 64),
    "tv_swin_t": ("torchvision", "swin_t", 224),
    "hf_gpt2": ("hf", "gpt2", 0),
    "hf_bert": ("hf", "bert", 0),
    "hf_llama": ("hf", "llama", 0),
}


def run_case(name: str, device: str, out: str) -> dict[str, Any]:
    """In this process: trace, decompose, lower (+ autotune), then write raw + spec and try
    the clean stage."""
    import torch

    import torch._inductor.config

    from kernel_studio.project.model_file import (
        build_model,
        load_model_file,
        make_dynamic_shapes,
        make_init_inputs,
        make_inputs,
    )
    from kernel_studio.pipeline.api import clean_spec
    from kernel_studio.pipeline.clean.clean import clean
    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.lower.lower import autotune, lower
    from kernel_studio.pipeline.trace.trace import trace

    folder = os.path.join(out, device, name)
    os.makedirs(folder, exist_ok=True)
    times: dict[str, float] = {}
    files = _model_files()
    user_files: list[str] = []
    dynamic = None
    inductor_config: dict[str, Any] = {}
    if name in files:
        loaded = load_model_file(files[name])
        torch.manual_seed(0)
        model = build_model(loaded, make_init_inputs(loaded))
        torch.manual_seed(0)
        inputs = make_inputs(loaded)
        dynamic = make_dynamic_shapes(loaded)
        user_files = [files[name]]
        inductor_config = dict(getattr(loaded.module, "INDUCTOR_CONFIG", {}))
    else:
        family, arch, size = BUILDERS[name]
        build = _torchvision(arch, size) if family == "torchvision" else _hf(arch)
        model, inputs = build()
    t = time.perf_counter()
    traced = trace(
        model, inputs, dynamic_shapes=dynamic, device=device, user_files=user_files
    )
    times["trace"] = time.perf_counter() - t
    t = time.perf_counter()
    decomposed = decompose(traced, None)
    times["decompose"] = time.perf_counter() - t
    t = time.perf_counter()
    # A model file may ask for Inductor settings (INDUCTOR_CONFIG) that make it emit a
    # particular kind of kernel or grid.
    with torch._inductor.config.patch(inductor_config):
        lowered = lower(decomposed, device)
        times["lower"] = time.perf_counter() - t
        if device == "cuda":
            t = time.perf_counter()
            autotune(lowered)
            times["autotune"] = time.perf_counter() - t
    spec = clean_spec(lowered, name)
    with open(os.path.join(folder, "raw.py.txt"), "w", encoding="utf-8") as f:
        f.write(lowered.raw_source)
    with open(os.path.join(folder, "spec.json"), "w", encoding="utf-8") as f:
        json.dump(spec.to_json(), f, indent=1, sort_keys=True)
    t = time.perf_counter()
    try:
        cleaned = clean(lowered.raw_source, spec)
    except Exception as exc:  # noqa: BLE001 - the corpus records every failure
        with open(os.path.join(folder, "error.txt"), "w", encoding="utf-8") as f:
            f.write(f"{type(exc).__name__}: {exc}\n\n{traceback.format_exc()}")
        return {
            "case": name,
            "device": device,
            "status": "failed",
            "error": str(exc),
            **times,
        }
    times["clean"] = time.perf_counter() - t
    with open(os.path.join(folder, "clean.py"), "w", encoding="utf-8") as f:
        f.write(cleaned.source)
    return {
        "case": name,
        "device": device,
        "status": "ok",
        "kernels": len(cleaned.kernels),
        **times,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("cases", nargs="*")
    parser.add_argument("--device", default="cuda")
    parser.add_argument("--out", required=True)
    parser.add_argument("--jobs", type=int, default=4)
    parser.add_argument("--timeout", type=float, default=300)
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        result = run_case(args.cases[0], args.device, args.out)
        print("RESULT " + json.dumps(result))
        return
    cases = args.cases or sorted(_model_files()) + sorted(BUILDERS)

    def one(name: str) -> dict[str, Any]:
        cmd = [
            sys.executable,
            __file__,
            "--one",
            "--device",
            args.device,
            "--out",
            args.out,
            name,
        ]
        started = time.perf_counter()
        try:
            proc = subprocess.run(
                cmd, capture_output=True, text=True, timeout=args.timeout
            )
        except subprocess.TimeoutExpired:
            return {"case": name, "device": args.device, "status": "timeout"}
        for line in proc.stdout.splitlines():
            if line.startswith("RESULT "):
                result = json.loads(line[7:])
                result["wall"] = time.perf_counter() - started
                return result
        return {
            "case": name,
            "device": args.device,
            "status": "crashed",
            "error": proc.stderr[-3000:],
        }

    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(one, cases))
    for r in results:
        print(f"{r['case']:28} {r['status']:8} {r.get('error', '')[:160]!s}")
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, f"summary-{args.device}.json"), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main()
