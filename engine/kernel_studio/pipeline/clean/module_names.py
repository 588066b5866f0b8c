"""Names the clean module binds itself, which no input or parameter may take: an input
`weights` would shadow `call`'s own `weights = load_weights()`, a parameter `load_weights`
the loader. Inputs and state named like one of these get another name in the module
(lower.graph_inputs); the model's own names stay in the metadata and the graph."""

from __future__ import annotations

import ast
import functools
import re

from kernel_studio.pipeline.clean import runtime as clean_runtime
from kernel_studio.pipeline.clean.cpp_kernels import CPP_RUNTIME

# Bound by the module's imports and constants (assemble._imports, assemble's constants).
IMPORTED = {
    "ctypes",
    "functools",
    "hashlib",
    "libdevice",
    "load",
    "math",
    "os",
    "tl",
    "torch",
    "triton",
    "types",
    "warnings",
}
CONSTANTS = {
    "DEVICE",
    "aten",
    "inductor_ops",
    "extern_kernels",
    "_CPP_PRELUDE",
    "_CPP_KERNELS",
    "_CPP_FLAGS",
    "_CPP_AVX2_FLAGS",
}
# `call` itself and the locals it binds whatever the model: the weights and the C++
# kernels, and the grid lambdas' `meta`.
CALL_LOCALS = {"call", "weights", "kernels", "meta"}

# Names Inductor's raw module uses that the cleanup maps (buffers, size symbols, launch
# sizes) and the functions it lifts subgraphs into.
RAW_NAMES = re.compile(r"buf\d+|arg\d+_\d+|k?s\d+|u\d+|[xyz]numel|r\d_numel|\w+_graph_\d+|out\d+")


def _template_names(source: str) -> set[str]:
    """Names a runtime template binds at the module's top level."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, ast.FunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names |= {n.id for n in ast.walk(target) if isinstance(n, ast.Name)}
    return names


@functools.cache
def reserved() -> frozenset[str]:
    """Every name the runtime templates, imports, constants and `call` bind."""
    templates = [v for k, v in vars(clean_runtime).items() if k.isupper() and isinstance(v, str)]
    names = set(IMPORTED | CONSTANTS | CALL_LOCALS)
    for source in [*templates, CPP_RUNTIME]:
        names |= _template_names(source)
    return frozenset(names)


def is_reserved(name: str) -> bool:
    return name in reserved() or RAW_NAMES.fullmatch(name) is not None
