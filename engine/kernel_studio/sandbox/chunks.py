"""Whole-tensor reductions in bounded pieces, so that comparing or fingerprinting a
tensor of several GB needs temporaries of a few MB rather than several copies of it.
`chunks` walks a tensor in row-major order (any strides; only a non-contiguous piece is
copied); `fingerprint` digests a tensor's bits, standing in for a kept copy when all
that is asked is "did it change"."""

from __future__ import annotations

import hashlib
import itertools
from collections.abc import Iterator

import torch

# Elements per piece: fp64 temporaries of 8 MB on the CPU, 32 MB on a GPU.
CHUNK_ELEMENTS = {"cpu": 1 << 20, "cuda": 1 << 22}
_MASK = (1 << 64) - 1
_MUL = 2 * 3037000493  # even, so that every weight is odd (below)
_ADD = 1442695040888963407  # odd


def chunk_limit(t: torch.Tensor) -> int:
    return CHUNK_ELEMENTS.get(t.device.type, CHUNK_ELEMENTS["cpu"])


def chunks(t: torch.Tensor, limit: int | None = None) -> Iterator[tuple[int, torch.Tensor]]:
    """(flat row-major offset, 1-D piece of at most `limit` elements) covering `t`. The
    pieces depend only on the shape, so two tensors of one shape chunk alike."""
    limit = limit or chunk_limit(t)
    n = t.numel()
    if n == 0:
        return
    if t.ndim == 0 or n <= limit:
        yield 0, t.reshape(-1)
        return
    shape = list(t.shape)
    # Split at dim k: the dims after it fit in one piece (`inner` elements per index of k).
    k, inner = len(shape) - 1, 1
    while k > 0 and inner * shape[k] <= limit:
        inner *= shape[k]
        k -= 1
    step = max(1, limit // inner)
    block = shape[k] * inner
    for p, prefix in enumerate(itertools.product(*[range(s) for s in shape[:k]])):
        sub = t[prefix] if prefix else t
        for start in range(0, shape[k], step):
            yield p * block + start * inner, sub[start : start + step].reshape(-1)


def _bits(piece: torch.Tensor) -> torch.Tensor:
    """The piece's raw bits as integers of its own width (one per element or complex
    half)."""
    if piece.is_complex():
        piece = torch.view_as_real(piece).reshape(-1)
    ints = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
    as_int = ints[piece.element_size()]
    return piece if piece.dtype == as_int else piece.view(as_int)


_WEIGHTS: dict[tuple[int, str], torch.Tensor] = {}


def _weights(n: int, device: torch.device) -> torch.Tensor:
    """i * _MUL + _ADD for i < n: odd, as _MUL is even and _ADD odd (int64 wraps)."""
    key = (n, str(device))
    if key not in _WEIGHTS:
        _WEIGHTS.clear()  # one piece size at a time is all a run needs
        _WEIGHTS[key] = torch.arange(n, dtype=torch.int64, device=device) * _MUL + _ADD
    return _WEIGHTS[key]


def fingerprint(t: torch.Tensor) -> tuple[object, ...]:
    """Shape, dtype and a digest of the bits: equal for bitwise-equal tensors, different
    otherwise (but with odds of about 2^-64). On the CPU a BLAKE2 hash of the bytes;
    on a GPU, where hashing would mean copying to the host, a sum of the bits weighted
    by position with odd weights (any single changed element changes it)."""
    t = t.detach()
    if t.device.type == "cpu":
        digest = hashlib.blake2b(digest_size=16)
        for _, piece in chunks(t):
            digest.update(_bits(piece).contiguous().numpy().data)
        return (tuple(t.shape), str(t.dtype), digest.hexdigest())
    weighted = 0
    for offset, piece in chunks(t):
        bits = _bits(piece)
        weights = _weights(bits.numel(), bits.device) + offset * _MUL
        weighted = (weighted + int((bits * weights).sum())) & _MASK
    return (tuple(t.shape), str(t.dtype), weighted)


def count(t: torch.Tensor, test: str) -> int:
    """How many elements are NaN (`test="nan"`) or infinite (`"inf"`)."""
    fn = torch.isnan if test == "nan" else torch.isinf
    return sum(int(fn(piece).sum()) for _, piece in chunks(t.detach()))
