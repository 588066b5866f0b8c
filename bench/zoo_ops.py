"""The model zoo's own fused-op models (bench/zoo_models.py, family `ops`): convolution and
transposed convolution chains (1d/2d/3d) with a norm, an activation and pooling, GEMMs with
epilogues, reductions, softmax variants and losses. One table row per model: how to build
it and its example inputs (small shapes, so that the cpu runs them quickly too). `PATTERNS`
are the four shapes of model where the default export trailed torch.compile on an outside
benchmark (docs/benchmarks.md, "The slow patterns"), at that benchmark's sizes."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import torch
import torch.nn.functional as F
from torch import nn

ALL_DTYPES = ("fp32", "fp16", "bf16")


@dataclass(frozen=True)
class OpModel:
    """An own model: `build()` with random weights, `inputs(gen)` on the cpu."""

    name: str
    build: Callable[[], nn.Module]
    inputs: Callable[[torch.Generator], list[torch.Tensor]]
    args: tuple[str, ...] = ("x",)
    dtypes: tuple[str, ...] = ALL_DTYPES


class Fn(nn.Module):
    """A function of its inputs and its own parameters (`params`: name -> shape, drawn
    from randn scaled by 1/sqrt(fan-in))."""

    def __init__(
        self, fn: Callable[..., Any], params: dict[str, tuple[int, ...]] | None = None
    ) -> None:
        super().__init__()
        self.fn = fn
        for name, shape in (params or {}).items():
            scale = 1.0 / math.sqrt(shape[0]) if len(shape) > 1 else 0.1
            self.register_parameter(name, nn.Parameter(torch.randn(shape) * scale))

    def forward(self, *xs: torch.Tensor) -> Any:
        return self.fn(self, *xs)


class Residual(nn.Module):
    """ResNet's basic block: conv-bn-relu-conv-bn, plus the input, relu."""

    def __init__(self, channels: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(channels, channels, 3, padding=1, bias=False),
            nn.BatchNorm2d(channels),
            nn.ReLU(),
            nn.Conv2d(channels, channels, 3, padding=1, bias=False),
            nn.BatchNorm2d(channels),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.body(x) + x)


def _randn(*shape: int) -> Callable[[torch.Generator], torch.Tensor]:
    return lambda gen: torch.randn(*shape, generator=gen)


def _randint(high: int, *shape: int) -> Callable[[torch.Generator], torch.Tensor]:
    return lambda gen: torch.randint(0, high, shape, generator=gen)


def _inputs(*makers: Callable[[torch.Generator], torch.Tensor]) -> Any:
    return lambda gen: [make(gen) for make in makers]


def _seq(*layers: Callable[[], nn.Module]) -> Callable[[], nn.Module]:
    """A builder of nn.Sequential whose layers are made when it is built (so that the
    weights come from the caller's seed)."""
    return lambda: nn.Sequential(*(layer() for layer in layers))


def _conv(
    name: str, shape: tuple[int, ...], *layers: Callable[[], nn.Module]
) -> OpModel:
    return OpModel(name, _seq(*layers), _inputs(_randn(*shape)))


def _fn(
    name: str,
    fn: Callable[..., Any],
    inputs: Any,
    params: dict[str, tuple[int, ...]] | None = None,
    args: tuple[str, ...] = ("x",),
) -> OpModel:
    return OpModel(name, lambda: Fn(fn, params), inputs, args)


def _attention(m: nn.Module, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> Any:
    scores = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
    return torch.matmul(torch.softmax(scores, -1), v)


def _causal_softmax(m: nn.Module, x: torch.Tensor) -> torch.Tensor:
    n = x.shape[-1]
    mask = torch.ones(n, n, dtype=torch.bool, device=x.device).triu(1)
    return (x * 0.125).masked_fill(mask, float("-inf")).softmax(-1)


def _swiglu(m: nn.Module, x: torch.Tensor) -> torch.Tensor:
    return (F.silu(x @ m.w1) * (x @ m.w2)) @ m.w3


CONV = [
    _conv(
        "conv1d_bn_relu_maxpool",
        (2, 8, 64),
        lambda: nn.Conv1d(8, 16, 3, padding=1),
        lambda: nn.BatchNorm1d(16),
        nn.ReLU,
        lambda: nn.MaxPool1d(2),
    ),
    _conv(
        "conv1d_gn_gelu_avgpool",
        (2, 8, 64),
        lambda: nn.Conv1d(8, 16, 5, padding=2),
        lambda: nn.GroupNorm(4, 16),
        nn.GELU,
        lambda: nn.AvgPool1d(2),
    ),
    _conv(
        "conv2d_bn_relu_maxpool",
        (2, 3, 32, 32),
        lambda: nn.Conv2d(3, 16, 3, padding=1),
        lambda: nn.BatchNorm2d(16),
        nn.ReLU,
        lambda: nn.MaxPool2d(2),
    ),
    _conv(
        "conv2d_gn_silu_avgpool",
        (2, 3, 32, 32),
        lambda: nn.Conv2d(3, 16, 3, stride=2, padding=1),
        lambda: nn.GroupNorm(4, 16),
        nn.SiLU,
        lambda: nn.AvgPool2d(2),
    ),
    _conv(
        "conv2d_in_leakyrelu_adaptivepool",
        (2, 3, 32, 32),
        lambda: nn.Conv2d(3, 16, 3),
        lambda: nn.InstanceNorm2d(16, affine=True),
        lambda: nn.LeakyReLU(0.1),
        lambda: nn.AdaptiveAvgPool2d(1),
        nn.Flatten,
    ),
    _conv(
        "conv2d_depthwise_bn_relu6_pointwise",
        (2, 16, 32, 32),
        lambda: nn.Conv2d(16, 16, 3, padding=1, groups=16),
        lambda: nn.BatchNorm2d(16),
        nn.ReLU6,
        lambda: nn.Conv2d(16, 32, 1),
    ),
    _conv(
        "conv2d_dilated_bn_hardswish_maxpool",
        (2, 3, 32, 32),
        lambda: nn.Conv2d(3, 16, 3, dilation=2, padding=2),
        lambda: nn.BatchNorm2d(16),
        nn.Hardswish,
        lambda: nn.MaxPool2d(3, stride=2, padding=1),
    ),
    OpModel(
        "conv2d_residual_block", lambda: Residual(16), _inputs(_randn(2, 16, 16, 16))
    ),
    _conv(
        "conv3d_bn_relu_maxpool",
        (2, 3, 8, 16, 16),
        lambda: nn.Conv3d(3, 8, 3, padding=1),
        lambda: nn.BatchNorm3d(8),
        nn.ReLU,
        lambda: nn.MaxPool3d(2),
    ),
    _conv(
        "conv3d_gn_mish_avgpool",
        (2, 3, 8, 16, 16),
        lambda: nn.Conv3d(3, 8, 3),
        lambda: nn.GroupNorm(2, 8),
        nn.Mish,
        lambda: nn.AvgPool3d(2),
    ),
    _conv(
        "convt1d_bn_tanh",
        (2, 8, 32),
        lambda: nn.ConvTranspose1d(8, 4, 4, stride=2, padding=1),
        lambda: nn.BatchNorm1d(4),
        nn.Tanh,
    ),
    _conv(
        "convt2d_gn_sigmoid_maxpool",
        (2, 8, 16, 16),
        lambda: nn.ConvTranspose2d(8, 8, 3, stride=2, padding=1, output_padding=1),
        lambda: nn.GroupNorm(2, 8),
        nn.Sigmoid,
        lambda: nn.MaxPool2d(2),
    ),
    _conv(
        "convt2d_in_elu_avgpool",
        (2, 8, 16, 16),
        lambda: nn.ConvTranspose2d(8, 4, 4, stride=2),
        lambda: nn.InstanceNorm2d(4),
        nn.ELU,
        lambda: nn.AvgPool2d(2),
    ),
    _conv(
        "convt3d_in_leakyrelu_avgpool",
        (2, 4, 4, 8, 8),
        lambda: nn.ConvTranspose3d(4, 4, 3, stride=2, padding=1),
        lambda: nn.InstanceNorm3d(4, affine=True),
        lambda: nn.LeakyReLU(0.2),
        lambda: nn.AvgPool3d(2),
    ),
]

GEMM = [
    _conv("linear_relu", (8, 64), lambda: nn.Linear(64, 128), nn.ReLU),
    _conv(
        "linear_gelu_linear",
        (2, 16, 64),
        lambda: nn.Linear(64, 256),
        nn.GELU,
        lambda: nn.Linear(256, 64),
    ),
    _conv(
        "linear_layernorm_silu",
        (2, 16, 64),
        lambda: nn.Linear(64, 96),
        lambda: nn.LayerNorm(96),
        nn.SiLU,
    ),
    _fn(
        "matmul_bias_tanh_residual",
        lambda m, x: torch.tanh(x @ m.w + m.b) + x,
        _inputs(_randn(32, 64)),
        {"w": (64, 64), "b": (64,)},
    ),
    _fn(
        "matmul_swiglu",
        _swiglu,
        _inputs(_randn(2, 16, 64)),
        {"w1": (64, 128), "w2": (64, 128), "w3": (128, 64)},
    ),
    _fn(
        "bmm_softmax_bmm",
        _attention,
        _inputs(_randn(2, 4, 16, 32), _randn(2, 4, 16, 32), _randn(2, 4, 16, 32)),
        args=("q", "k", "v"),
    ),
]

X3 = _inputs(_randn(4, 96, 80))
REDUCTIONS = [
    _fn("reduce_sum", lambda m, x: x.sum(-1), X3),
    _fn("reduce_mean", lambda m, x: x.mean((1, 2)), X3),
    _fn("reduce_amax", lambda m, x: x.amax(1), X3),
    _fn("reduce_argmax", lambda m, x: x.argmax(-1), X3),
    _fn("reduce_var", lambda m, x: x.var(-1), X3),
    _fn("reduce_norm", lambda m, x: torch.linalg.vector_norm(x, 2, -1), X3),
]

S3 = _inputs(_randn(4, 8, 128))
SOFTMAX = [
    _fn("softmax_last", lambda m, x: x.softmax(-1), S3),
    _fn("softmax_dim1", lambda m, x: x.softmax(1), S3),
    _fn("log_softmax", lambda m, x: F.log_softmax(x, -1), S3),
    _fn("logsumexp", lambda m, x: torch.logsumexp(x, -1), S3),
    _fn("softmax_causal_scaled", _causal_softmax, _inputs(_randn(2, 4, 32, 32))),
]

LOGITS = _inputs(_randn(16, 10), _randint(10, 16))
PAIR = _inputs(_randn(8, 32), _randn(8, 32))
LOSSES = [
    _fn(
        "cross_entropy",
        lambda m, x, t: F.cross_entropy(x, t),
        LOGITS,
        args=("x", "target"),
    ),
    _fn(
        "cross_entropy_smoothing",
        lambda m, x, t: F.cross_entropy(x, t, label_smoothing=0.1, reduction="sum"),
        LOGITS,
        args=("x", "target"),
    ),
    _fn("mse_loss", lambda m, x, y: F.mse_loss(x, y), PAIR, args=("x", "y")),
    _fn(
        "smooth_l1_loss",
        lambda m, x, y: F.smooth_l1_loss(x, y, beta=0.5),
        PAIR,
        args=("x", "y"),
    ),
    _fn(
        "kl_div",
        lambda m, x, y: F.kl_div(
            F.log_softmax(x, -1), F.softmax(y, -1), reduction="batchmean"
        ),
        PAIR,
        args=("x", "y"),
    ),
    _fn(
        "bce_with_logits",
        lambda m, x, y: F.binary_cross_entropy_with_logits(x, torch.sigmoid(y)),
        PAIR,
        args=("x", "y"),
    ),
]


class DoubleConv(nn.Module):
    """Two 3x3 convolutions, each with BatchNorm and a softmax over the width."""

    def __init__(self, cin: int, cout: int) -> None:
        super().__init__()
        self.body = nn.Sequential(
            nn.Conv2d(cin, cout, 3, padding=1),
            nn.BatchNorm2d(cout),
            nn.Softmax(dim=-1),
            nn.Conv2d(cout, cout, 3, padding=1),
            nn.BatchNorm2d(cout),
            nn.Softmax(dim=-1),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.body(x)


class UNetSoftmax(nn.Module):
    """A U-Net: `levels` DoubleConvs with max pooling down, a bottleneck, transposed
    convolutions up with skip concatenations, a 1x1 head and a softmax over the channels."""

    def __init__(
        self, cin: int = 8, cout: int = 4, features: int = 32, levels: int = 2
    ) -> None:
        super().__init__()
        widths = [features * 2**i for i in range(levels + 1)]
        self.down = nn.ModuleList(
            DoubleConv(a, b) for a, b in zip([cin] + widths[:-2], widths[:-1])
        )
        self.bottleneck = DoubleConv(widths[-2], widths[-1])
        self.pool = nn.MaxPool2d(2)
        self.ups = nn.ModuleList(
            nn.ConvTranspose2d(2 * w, w, 2, stride=2) for w in reversed(widths[:-1])
        )
        self.up = nn.ModuleList(DoubleConv(2 * w, w) for w in reversed(widths[:-1]))
        self.head = nn.Conv2d(features, cout, 1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        skips = []
        for block in self.down:
            x = block(x)
            skips.append(x)
            x = self.pool(x)
        x = self.bottleneck(x)
        for upsample, block, skip in zip(self.ups, self.up, reversed(skips)):
            x = block(torch.cat([upsample(x), skip], 1))
        return torch.softmax(self.head(x), 1)


class ConvTGapLse(nn.Module):
    """ConvTranspose2d -> global average pool -> bias add -> logsumexp over channels ->
    sum -> multiply."""

    def __init__(self, cin: int = 3, cout: int = 16) -> None:
        super().__init__()
        self.convt = nn.ConvTranspose2d(cin, cout, 3)
        self.bias = nn.Parameter(torch.randn(cout, 1, 1) * 0.1)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.convt(x).mean((2, 3), keepdim=True) + self.bias
        return torch.logsumexp(x, 1, keepdim=True).sum((2, 3)) * 10.0


def _gemm_mul_leakyrelu(m: nn.Module, x: torch.Tensor) -> torch.Tensor:
    return F.leaky_relu((x @ m.w.t() + m.b) * 2.0, 0.1)


PATTERNS = [
    OpModel("pattern_unet_softmax", UNetSoftmax, _inputs(_randn(8, 8, 64, 256))),
    OpModel(
        "pattern_convt_gap_bias_lse_sum_mul",
        ConvTGapLse,
        _inputs(_randn(128, 3, 32, 32)),
    ),
    _conv(
        "pattern_matmul_mish_mish",
        (128, 10),
        lambda: nn.Linear(10, 20),
        nn.Mish,
        nn.Mish,
    ),
    _fn(
        "pattern_gemm_mul_leakyrelu",
        _gemm_mul_leakyrelu,
        _inputs(_randn(128, 512)),
        {"w": (1024, 512), "b": (1024,)},
    ),
]
# The same patterns at sizes where the call is bound by its kernels, not by launching
# them (the GPU only: fp32 and bf16).
PATTERNS_LARGE = [
    OpModel(
        "pattern_unet_softmax_large",
        lambda: UNetSoftmax(8, 4, 64, levels=4),
        _inputs(_randn(8, 8, 64, 512)),
        dtypes=("fp32", "bf16"),
    ),
    OpModel(
        "pattern_convt_gap_bias_lse_sum_mul_large",
        lambda: ConvTGapLse(64, 128),
        _inputs(_randn(16, 64, 128, 128)),
        dtypes=("fp32", "bf16"),
    ),
    OpModel(
        "pattern_matmul_mish_mish_large",
        _seq(lambda: nn.Linear(4096, 4096), nn.Mish, nn.Mish),
        _inputs(_randn(1024, 4096)),
        dtypes=("fp32", "bf16"),
    ),
    OpModel(
        "pattern_gemm_mul_leakyrelu_large",
        lambda: Fn(_gemm_mul_leakyrelu, {"w": (4096, 4096), "b": (4096,)}),
        _inputs(_randn(1024, 4096)),
        dtypes=("fp32", "bf16"),
    ),
]

OPS_MODELS: list[OpModel] = (
    CONV + GEMM + REDUCTIONS + SOFTMAX + LOSSES + PATTERNS + PATTERNS_LARGE
)
