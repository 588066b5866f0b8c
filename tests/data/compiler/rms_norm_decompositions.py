"""Decompositions of this project (Kernel Studio, docs/decompositions.md).

An export again (Regenerate) reads this file: the ops in KEEP reach Inductor whole (neither
the export nor Inductor decomposes them), the ops in DECOMPOSE are decomposed at export with
PyTorch's registered decomposition, and each function decorated with
@register_decomposition(op) decomposes its op, in the export and in Inductor alike.
"""

import torch

from kernel_studio.decompositions import register_decomposition

aten = torch.ops.aten

# "none": the export decomposes nothing but what is listed here; "default": it starts from
# torch.export's default decompositions.
BASE = "none"

# Ops lowered whole: neither the export nor Inductor decomposes them.
KEEP = ["aten.rsqrt.default"]

# Ops decomposed at export with PyTorch's registered decomposition.
DECOMPOSE = []


@register_decomposition(aten.mean.dim)
def mean_dim(x, dim, keepdim=False, dtype=None):
    # The mean as a sum and one division: the reduction fuses with the square before it.
    n = 1
    for d in dim:
        n *= x.shape[d]
    return aten.sum.dim_IntList(x, dim, keepdim, dtype=dtype) / n
