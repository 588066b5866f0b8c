"""What the precompile worker does while the export traces and lowers (it has nothing to do
until the clean module exists): the one-time start-up costs its first request would
otherwise pay on the export's critical path. The CUDA context, cuBLAS's and cuDNN's handles
(the stage runs the module's library calls for real), and Triton's compiler (its backend,
MLIR context and ptxas, with one tiny kernel compiled, not launched, into Triton's cache)."""

from __future__ import annotations

import torch
import triton
import triton.language as tl


@triton.jit
def _warm_up_kernel(in_ptr, out_ptr, n, BLOCK: tl.constexpr):
    i = tl.arange(0, BLOCK)
    mask = i < n
    tl.store(out_ptr + i, tl.load(in_ptr + i, mask) + 1.0, mask)


def warm_up() -> None:
    """Raises what a warm-up step raises (the caller logs it and goes on)."""
    x = torch.ones(16, 16, device="cuda")
    x @ x  # noqa: B018 - cuBLAS's handle and workspace
    image = torch.ones(1, 4, 8, 8, device="cuda")
    torch.nn.functional.conv2d(image, torch.ones(4, 4, 3, 3, device="cuda"))  # cuDNN's
    out = torch.empty_like(x)
    _warm_up_kernel.warmup(x, out, x.numel(), BLOCK=256, grid=(1,))
    torch.cuda.synchronize()
