"""The model zoo's registry (bench/zoo.py): name -> how to build the model with random
weights and its example inputs, by family.

- `torchvision`: every classification model of `torchvision.models.list_models(module=
  torchvision.models)`, `weights=None`, batch 2, small images where the architecture
  allows (64 px; the sizes an architecture needs in SIZES);
- `hf`: Hugging Face `transformers` models from tiny configs (2 layers, hidden 64, 16
  tokens), random weights, nothing downloaded;
- `rnn`: recurrent cells written by hand and run for a few time steps, plus nn.GRUCell
  and nn.LSTM;
- `ops`: fused-op chains (zoo_ops.py).

A variant is a model at one dtype: `resnet18` (float32), `resnet18@fp16`, `resnet18@bf16`.
The model file bench/zoo.py writes for a variant calls `variant(name).build()` in
`Model.__init__` and `variant(name).inputs()` in `get_inputs()`."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import torch
from torch import nn

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from zoo_ops import OPS_MODELS  # noqa: E402 - bench/ is not a package

DTYPES = {"fp32": torch.float32, "fp16": torch.float16, "bf16": torch.bfloat16}
ALL_LOW = ("fp32", "fp16", "bf16")
FAMILIES = ("torchvision", "hf", "rnn", "ops")
# Example inputs are drawn from their own generator, so that they do not depend on what the
# model's construction took from the global one.
INPUT_SEED = 1234


@dataclass(frozen=True)
class ZooModel:
    """One model of the zoo at float32: `build()` makes it (random weights, eval mode is
    set by the caller), `inputs(gen)` its example inputs on the cpu. `args` names
    forward()'s parameters; `dtypes` the variants it has; `flexible`: its image size can
    be changed (`size` option)."""

    name: str
    family: str
    build: Callable[[dict[str, Any]], nn.Module]
    inputs: Callable[[torch.Generator, dict[str, Any]], list[torch.Tensor]]
    args: tuple[str, ...] = ("x",)
    dtypes: tuple[str, ...] = ("fp32",)
    flexible: bool = False


@dataclass(frozen=True)
class Variant:
    """A zoo model at one dtype, with options (`size`: image size override of the
    torchvision models that allow it; `batch`: the inputs' batch size, 2 by default;
    `train`: the inputs of a training step, where an architecture needs other sizes)."""

    model: ZooModel
    dtype: str
    options: dict[str, Any] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return variant_name(self.model.name, self.dtype)

    def build(self) -> nn.Module:
        module = self.model.build(self.options).eval()
        if self.dtype != "fp32":
            module = module.to(DTYPES[self.dtype])
        return module

    def inputs(self) -> list[torch.Tensor]:
        gen = torch.Generator().manual_seed(INPUT_SEED)
        made = self.model.inputs(gen, self.options)
        dtype = DTYPES[self.dtype]
        return [t.to(dtype) if t.is_floating_point() else t for t in made]


def variant_name(base: str, dtype: str) -> str:
    return base if dtype == "fp32" else f"{base}@{dtype}"


# --- torchvision -----------------------------------------------------------------------
# Image sizes an architecture needs (the default is 64 px): MaxViT's partitions of 7 need
# 224; Inception v3 needs at least 75; Swin at 112 keeps its windows shifting in three of
# four stages (at 64 px only the first does).
SIZES = {"maxvit_t": 224, "inception_v3": 96}
# In training (the `train` option, bench/train_zoo.py) Inception v3 runs its aux head too:
# a 5x5 average pool (stride 3) then a 5x5 convolution on Mixed_6e's 17x17, which 299 px
# is the least input that gives (at 96 px Mixed_6e is 4x4 and the pool's output empty).
TRAIN_SIZES = {"inception_v3": 299}
SWIN_SIZE = 112
# Models also run in float16 and bfloat16 (one of each kind of network).
TV_LOW = {
    "resnet50",
    "mobilenet_v3_small",
    "efficientnet_b0",
    "convnext_tiny",
    "densenet121",
    "regnet_y_400mf",
    "vit_b_16",
    "swin_t",
}


def _batch(options: dict[str, Any]) -> int:
    """The inputs' batch size: the `batch` option, 2 by default."""
    return int(options.get("batch") or 2)


def _tv_size(arch: str, options: dict[str, Any]) -> int:
    if options.get("train") and arch in TRAIN_SIZES:
        return TRAIN_SIZES[arch]
    if arch in SIZES:
        return SIZES[arch]
    default = SWIN_SIZE if arch.startswith("swin") else 64
    return int(options.get("size") or default)


def _tv_builder(arch: str) -> Callable[[dict[str, Any]], nn.Module]:
    def build(options: dict[str, Any]) -> nn.Module:
        import torchvision

        kwargs: dict[str, Any] = {}
        if arch.startswith("vit_"):
            # ViT takes the image size as an argument: a multiple of its patch size.
            patch = int(arch.rsplit("_", 1)[1])
            size = _tv_size(arch, options)
            kwargs["image_size"] = max(patch, size // patch * patch)
        if arch in ("inception_v3", "googlenet"):
            # Random weights: the aux heads only run in training; init_weights=False skips
            # scipy's truncated normal (the result is random weights either way).
            kwargs["init_weights"] = False
        return getattr(torchvision.models, arch)(weights=None, **kwargs)

    return build


def _tv_inputs(
    arch: str,
) -> Callable[[torch.Generator, dict[str, Any]], list[torch.Tensor]]:
    def inputs(gen: torch.Generator, options: dict[str, Any]) -> list[torch.Tensor]:
        size = _tv_size(arch, options)
        if arch.startswith("vit_"):
            patch = int(arch.rsplit("_", 1)[1])
            size = max(patch, size // patch * patch)
        return [torch.randn(_batch(options), 3, size, size, generator=gen)]

    return inputs


def torchvision_models() -> list[ZooModel]:
    import torchvision

    return [
        ZooModel(
            arch,
            "torchvision",
            _tv_builder(arch),
            _tv_inputs(arch),
            dtypes=ALL_LOW if arch in TV_LOW else ("fp32",),
            flexible=arch not in SIZES,
        )
        for arch in sorted(torchvision.models.list_models(module=torchvision.models))
    ]


# --- Hugging Face transformers ---------------------------------------------------------
VOCAB = 256
SEQ = 16


class LastHidden(nn.Module):
    """A transformers model called with one keyword input, returning last_hidden_state."""

    def __init__(self, inner: nn.Module, keyword: str) -> None:
        super().__init__()
        self.inner = inner
        self.keyword = keyword

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.inner(**{self.keyword: x}).last_hidden_state


def _hf_config(kind: str) -> tuple[Any, str, str]:
    """(config, model class name, input keyword) of a tiny random model."""
    import transformers as tf

    common = {"vocab_size": VOCAB}
    if kind == "bert":
        cfg = tf.BertConfig(
            num_hidden_layers=2,
            hidden_size=64,
            num_attention_heads=4,
            intermediate_size=128,
            max_position_embeddings=64,
            **common,
        )
        return cfg, "BertModel", "input_ids"
    if kind == "gpt2":
        cfg = tf.GPT2Config(
            n_layer=2,
            n_embd=64,
            n_head=4,
            n_positions=64,
            bos_token_id=VOCAB - 1,
            eos_token_id=VOCAB - 1,
            **common,
        )
        return cfg, "GPT2Model", "input_ids"
    if kind == "llama":
        cfg = tf.LlamaConfig(
            num_hidden_layers=2,
            hidden_size=64,
            num_attention_heads=4,
            num_key_value_heads=2,
            intermediate_size=128,
            max_position_embeddings=64,
            **common,
        )
        return cfg, "LlamaModel", "input_ids"
    if kind == "t5_encoder":
        cfg = tf.T5Config(
            num_layers=2, d_model=64, d_kv=16, d_ff=128, num_heads=4, **common
        )
        return cfg, "T5EncoderModel", "input_ids"
    cfg = tf.ViTConfig(
        num_hidden_layers=2,
        hidden_size=64,
        num_attention_heads=4,
        intermediate_size=128,
        image_size=32,
        patch_size=8,
    )
    return cfg, "ViTModel", "pixel_values"


def _hf_builder(kind: str) -> Callable[[dict[str, Any]], nn.Module]:
    def build(options: dict[str, Any]) -> nn.Module:
        import transformers

        cfg, cls, keyword = _hf_config(kind)
        return LastHidden(getattr(transformers, cls)(cfg), keyword)

    return build


def _hf_inputs(
    kind: str,
) -> Callable[[torch.Generator, dict[str, Any]], list[torch.Tensor]]:
    def inputs(gen: torch.Generator, options: dict[str, Any]) -> list[torch.Tensor]:
        if kind == "vit":
            return [torch.randn(_batch(options), 3, 32, 32, generator=gen)]
        return [torch.randint(0, VOCAB, (_batch(options), SEQ), generator=gen)]

    return inputs


HF_KINDS = ("bert", "gpt2", "llama", "t5_encoder", "vit")


def hf_models() -> list[ZooModel]:
    return [
        ZooModel(f"hf_{k}", "hf", _hf_builder(k), _hf_inputs(k), dtypes=ALL_LOW)
        for k in HF_KINDS
    ]


# --- recurrent cells -------------------------------------------------------------------
STEPS = 4


class RNNCellLoop(nn.Module):
    """Elman cell by hand: h = tanh(x W_ih + h W_hh + b), over STEPS steps."""

    def __init__(self, features: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.ih = nn.Linear(features, hidden)
        self.hh = nn.Linear(hidden, hidden)

    def forward(self, x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        outs = []
        for t in range(x.shape[1]):
            h = torch.tanh(self.ih(x[:, t]) + self.hh(h))
            outs.append(h)
        return torch.stack(outs, 1)


class GRUCellLoop(nn.Module):
    """GRU cell by hand (the gates of nn.GRUCell), over STEPS steps."""

    def __init__(self, features: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.ih = nn.Linear(features, 3 * hidden)
        self.hh = nn.Linear(hidden, 3 * hidden)

    def forward(self, x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        outs = []
        for t in range(x.shape[1]):
            ir, iz, in_ = self.ih(x[:, t]).chunk(3, -1)
            hr, hz, hn = self.hh(h).chunk(3, -1)
            r = torch.sigmoid(ir + hr)
            z = torch.sigmoid(iz + hz)
            n = torch.tanh(in_ + r * hn)
            h = (1 - z) * n + z * h
            outs.append(h)
        return torch.stack(outs, 1)


class LSTMCellLoop(nn.Module):
    """LSTM cell by hand, over STEPS steps; returns the outputs and the last cell state."""

    def __init__(self, features: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.gates = nn.Linear(features + hidden, 4 * hidden)

    def forward(
        self, x: torch.Tensor, h: torch.Tensor
    ) -> tuple[torch.Tensor, torch.Tensor]:
        c = torch.zeros_like(h)
        outs = []
        for t in range(x.shape[1]):
            i, f, g, o = self.gates(torch.cat([x[:, t], h], -1)).chunk(4, -1)
            c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
            outs.append(h)
        return torch.stack(outs, 1), c


class TorchGRUCellLoop(nn.Module):
    """nn.GRUCell over STEPS steps."""

    def __init__(self, features: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.cell = nn.GRUCell(features, hidden)

    def forward(self, x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        outs = []
        for t in range(x.shape[1]):
            h = self.cell(x[:, t], h)
            outs.append(h)
        return torch.stack(outs, 1)


class TorchLSTM(nn.Module):
    """nn.LSTM, one layer, batch first, from a given initial state."""

    def __init__(self, features: int = 32, hidden: int = 64) -> None:
        super().__init__()
        self.lstm = nn.LSTM(features, hidden, batch_first=True)

    def forward(self, x: torch.Tensor, h: torch.Tensor) -> torch.Tensor:
        state = (h.unsqueeze(0), torch.zeros_like(h).unsqueeze(0))
        return self.lstm(x, state)[0]


def _rnn_inputs(gen: torch.Generator, options: dict[str, Any]) -> list[torch.Tensor]:
    batch = _batch(options)
    return [
        torch.randn(batch, STEPS, 32, generator=gen),
        torch.randn(batch, 64, generator=gen),
    ]


RNN_CLASSES: dict[str, type[nn.Module]] = {
    "rnn_cell_loop": RNNCellLoop,
    "gru_cell_loop": GRUCellLoop,
    "lstm_cell_loop": LSTMCellLoop,
    "torch_gru_cell_loop": TorchGRUCellLoop,
    "torch_lstm": TorchLSTM,
}


def rnn_models() -> list[ZooModel]:
    return [
        ZooModel(
            name,
            "rnn",
            lambda options, cls=cls: cls(),
            _rnn_inputs,
            args=("x", "h"),
            dtypes=ALL_LOW,
        )
        for name, cls in RNN_CLASSES.items()
    ]


# --- own fused-op models ---------------------------------------------------------------
def ops_models() -> list[ZooModel]:
    return [
        ZooModel(
            op.name,
            "ops",
            lambda options, op=op: op.build(),
            lambda gen, options, op=op: op.inputs(gen),
            args=op.args,
            dtypes=op.dtypes,
        )
        for op in OPS_MODELS
    ]


# --- training ----------------------------------------------------------------------------
def _dropout_name(key: str) -> bool:
    return "dropout" in key or "drop_prob" in key or key.endswith("pdrop")


def no_dropout(module: nn.Module) -> list[str]:
    """Sets every dropout probability of `module` to 0 (bench/train_zoo.py: random masks
    cannot be compared elementwise): nn.Dropout*, torchvision's StochasticDepth, float
    attributes that modules pass to F.dropout / scaled_dot_product_attention (`dropout`,
    `attention_dropout`, `dropout_prob`, `attn_pdrop`...) and the same fields of a
    transformers config. Returns what it zeroed (module path and attribute)."""
    zeroed: list[str] = []
    for path, m in module.named_modules():
        where = path or "<model>"
        if (
            isinstance(m, nn.modules.dropout._DropoutNd)
            or type(m).__name__ == "StochasticDepth"
        ):
            if m.p:
                zeroed.append(f"{where}.p")
                m.p = 0.0
        for key, value in list(vars(m).items()):
            if isinstance(value, float) and value and _dropout_name(key):
                zeroed.append(f"{where}.{key}")
                setattr(m, key, 0.0)
        config = vars(m).get("config")
        if config is not None and hasattr(config, "to_dict"):
            for key, value in config.to_dict().items():
                if isinstance(value, float) and value and _dropout_name(key):
                    zeroed.append(f"{where}.config.{key}")
                    setattr(config, key, 0.0)
    return zeroed


# --- the registry ----------------------------------------------------------------------
_FAMILY_LISTS: dict[str, Callable[[], list[ZooModel]]] = {
    "torchvision": torchvision_models,
    "hf": hf_models,
    "rnn": rnn_models,
    "ops": ops_models,
}


def models(families: list[str] | None = None) -> list[ZooModel]:
    """The zoo's models of `families` (all when None), in family order."""
    out: list[ZooModel] = []
    for family in families or FAMILIES:
        out.extend(_FAMILY_LISTS[family]())
    return out


def variants(
    families: list[str] | None = None,
    dtypes: list[str] | None = None,
    options: dict[str, Any] | None = None,
) -> list[Variant]:
    """Every variant of the zoo's models of `families` in `dtypes` (all when None)."""
    wanted = dtypes or list(DTYPES)
    return [
        Variant(m, d, dict(options or {}))
        for m in models(families)
        for d in m.dtypes
        if d in wanted
    ]


def variant(name: str, options: dict[str, Any] | None = None) -> Variant:
    """The variant called `name` (`resnet18`, `hf_bert@bf16`); KeyError when unknown."""
    base, _, dtype = name.partition("@")
    dtype = dtype or "fp32"
    if dtype not in DTYPES:
        raise KeyError(f"{name}: unknown dtype {dtype!r} (one of {', '.join(DTYPES)})")
    # The family of a name is found without importing the other families' libraries.
    for family in ("ops", "rnn", "hf", "torchvision"):
        for model in _FAMILY_LISTS[family]():
            if model.name == base:
                if dtype not in model.dtypes:
                    raise KeyError(f"{name}: {base} has no {dtype} variant")
                return Variant(model, dtype, dict(options or {}))
    raise KeyError(f"{name}: no such zoo model")
