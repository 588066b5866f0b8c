"""C++ kernels of tiny loops with and without an OpenMP region: the default cpu export
(loop nests below 2 x cpp.min_chunk_size elements serial, inductor/lowering.py:
`serial_small_loops`) against the same export with every loop nest in a `#pragma omp
parallel` region (what Inductor's dynamic-threads mode writes), and torch.compile.

    PYTHONPATH=engine:bench python bench/cpu_small_loops_ab.py OUT [--threads N] NAME...

NAME: a zoo model (bench/zoo_models.py, e.g. resnet18, hf_gpt2; `--size`, `--batch` as the
zoo's options). Each model is exported twice in this process, both modules imported, then
A/B/C interleaved (7 rounds, median of the per-round mean over 20 calls). Writes
OUT/cpu_small_loops.jsonl and prints one line per model."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import statistics
import sys
import time
from collections.abc import Iterator
from typing import Any

import torch


@contextlib.contextmanager
def _every_loop_parallel() -> Iterator[None]:
    import kernel_studio.inductor.lowering as lowering
    import kernel_studio.inductor.training as training

    real = lowering.serial_small_loops
    lowering.serial_small_loops = training.serial_small_loops = lambda enabled: real(
        False
    )  # type: ignore[assignment]
    try:
        yield
    finally:
        lowering.serial_small_loops = training.serial_small_loops = real  # type: ignore[assignment]


def _load(path: str, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ms(fn: Any, inputs: list[torch.Tensor], n: int = 20) -> float:
    t0 = time.perf_counter()
    for _ in range(n):
        fn(*inputs)
    return (time.perf_counter() - t0) * 1000 / n


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("names", nargs="+")
    parser.add_argument(
        "--threads", type=int, default=0, help="torch threads (0: default)"
    )
    parser.add_argument("--size", type=int, default=64)
    parser.add_argument("--batch", type=int, default=2)
    args = parser.parse_args()
    if args.threads:
        torch.set_num_threads(args.threads)
    os.makedirs(args.out, exist_ok=True)
    from kernel_studio.pipeline.api import export_python
    from zoo_models import variant

    for name in args.names:
        v = variant(name, {"size": args.size, "batch": args.batch})
        model, inputs = v.build(), v.inputs()
        module_name = name.replace("@", "_")
        serial = export_python(model, inputs, device="cpu", module_name=module_name)
        with _every_loop_parallel():
            parallel = export_python(
                model, inputs, device="cpu", module_name=module_name
            )
        sides = {
            "serial": _load(
                serial.save(os.path.join(args.out, "serial")), "serial_" + module_name
            ).call,
            "parallel": _load(
                parallel.save(os.path.join(args.out, "parallel")),
                "parallel_" + module_name,
            ).call,
            "compile": torch.compile(model),
        }
        with torch.no_grad():
            for fn in sides.values():
                for _ in range(3):
                    fn(*inputs)
            times: dict[str, list[float]] = {k: [] for k in sides}
            for _ in range(7):
                for k, fn in sides.items():
                    times[k].append(_ms(fn, inputs))
        record = {
            "model": name,
            "threads": torch.get_num_threads(),
            "regions": {
                "serial": serial.source.count("#pragma omp parallel"),
                "parallel": parallel.source.count("#pragma omp parallel"),
            },
            **{f"{k}Ms": round(statistics.median(t), 4) for k, t in times.items()},
        }
        record["serial/parallel"] = round(record["serialMs"] / record["parallelMs"], 3)
        record["serial/compile"] = round(record["serialMs"] / record["compileMs"], 3)
        with open(os.path.join(args.out, "cpu_small_loops.jsonl"), "a") as f:
            f.write(json.dumps(record) + "\n")
        print(json.dumps(record), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
