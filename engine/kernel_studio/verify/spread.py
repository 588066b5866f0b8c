"""The rounding spread: how far from the fp64 reference an fp32 (or bf16...) computation of
a training step's gradients can land by rounding alone, measured with more than one sample.

PyTorch's accuracy checker (compare.py, `fp64_check`) bounds the module's RMSE against
fp64 by a factor times eager's own. Eager's distance is one sample of the rounding error:
for a well-conditioned value any sample is representative, but for an ill-conditioned one
(BatchNorm in train mode over a few values per channel, whose gradients divide by the
batch's standard deviation; a squeeze-excitation gate; a loss, one number) eager's sample
can be lucky, and a module that sums in another order (as Inductor does, and as
torch.compile's own step does) fails although it is as exact as fp32 allows. A gradient
that misses the rule is judged again against the worst of a few more samples: eager's step
with its inputs, parameters and buffers, and the floating result of every op it runs, each
moved by one unit in the last place of its dtype, up or down at random from a fixed seed
(`torch.nextafter`; an exact zero stays: rounding is relative, and a ReLU's backward masks
by its zeros). Such a step is another valid rounding of the same computation at the dtype's
precision: its distance to fp64 is what the value's conditioning makes of rounding. The
factor is kept: the module passes when its RMSE is within factor x the worst of eager's and
the samples' (+ eps). A wrong kernel (a 1e-3 relative change) stays far outside: a
well-conditioned gradient's samples are 2x to 3x eager's distance.

A model with 2-D convolutions gets one more sample, in channels-last layout (its 4-D
parameters and inputs): Inductor's layout optimization runs a training step's convolutions
channels-last, where cuDNN picks other algorithms and BatchNorm reduces in another order,
each a valid fp32 result whose distance to fp64 eager's contiguous step does not sample
(ResNet-50's layer4 on cuda: BatchNorm over 2 x 2 maps of a batch of 2).

The last sample turns eager's decisions that rounding made (_reflected_mode): eager's step
with a float64 shadow of every value, where each ReLU-like op (a mask, a clamp's bounds)
puts an input on the other side of its turning point where that side lies within REACH x
eager's own error of the input's float64 value, and a max pool takes the choice of its
input reflected about its float64 value (`2 x64 - x32`). One-ulp nudges move a value by its
own ulp; a value made small by cancellation (BatchNorm over a few values, then a residual
add) carries its operands' rounding, far more, and its side can be rounding. ResNet-18's
training step at 64 px on the cpu (torch 2.15): verify failed 2 of 5 random trials of the
pristine export, each by one ReLU element whose side differed from eager's (-2.3e-6 in
float64, -1.8e-5 in eager's float32, positive in the module; and one at 1.5e-6 whose eager
error was larger than it on the same side), every gradient before it 1e4x outside eager's
bound; no nudged sample crossed either, the turned sample does and its gradients' distance
to fp64 equals the module's to 5 digits (conv1.weight 2.29611 / 2.29610 and 1.15345 /
1.15346) (docs/benchmarks.md, "Training steps on the zoo")."""

from __future__ import annotations

import copy
from collections.abc import Callable
from contextlib import AbstractContextManager, nullcontext
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the engine process reads the notes without importing torch
    import torch

SAMPLES = 3  # perturbed eager steps
SEED = 0x5EED  # their directions: the same on every run and device
RULE = "rounding spread"


def _nudged(t: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """`t` with every element moved by one ulp of its dtype, up or down at random."""
    import torch

    up = torch.randint(0, 2, tuple(t.shape), generator=gen, dtype=torch.bool)
    up = up.to(t.device)
    toward = torch.where(
        up,
        torch.full((), float("inf"), dtype=t.dtype, device=t.device),
        torch.full((), float("-inf"), dtype=t.dtype, device=t.device),
    )
    t = t.detach()
    return torch.where(t == 0, t, torch.nextafter(t, toward))  # an exact zero stays


def nudged_model(model: torch.nn.Module, gen: torch.Generator) -> torch.nn.Module:
    """A deep copy of `model` whose floating parameters and buffers are one ulp away."""
    import torch

    twin = copy.deepcopy(model)
    with torch.no_grad():
        for t in list(twin.parameters()) + list(twin.buffers()):
            if t.is_floating_point() and t.numel():
                t.copy_(_nudged(t, gen))
    return twin


def nudged_inputs(inputs: list[Any], gen: torch.Generator) -> list[Any]:
    """Copies of the floating tensors of `inputs` one ulp away, requiring grad as they do
    (others as they are)."""
    import torch

    return [
        _nudged(v, gen).requires_grad_(v.requires_grad)
        if isinstance(v, torch.Tensor) and v.is_floating_point()
        else v
        for v in inputs
    ]


def _rounding_mode(seed: int) -> Any:
    """A dispatch mode moving the floating result of every op that makes a new tensor by
    one ulp, up or down at random (its own generator per device, seeded with `seed`):
    eager's step with every op's result rounded to a neighbouring value, as another order
    of a reduction or another fusion rounds it. Views and in-place ops are left as they are
    (no rounding of their own; their tensors' producers were moved)."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_map

    generators: dict[torch.device, torch.Generator] = {}

    def nudge(t: Any) -> Any:
        if not isinstance(t, torch.Tensor) or not t.is_floating_point() or not t.numel():
            return t
        gen = generators.get(t.device)
        if gen is None:
            gen = generators[t.device] = torch.Generator(t.device).manual_seed(seed)
        up = torch.randint(0, 2, tuple(t.shape), generator=gen, device=t.device).bool()
        inf = torch.full((), float("inf"), dtype=t.dtype, device=t.device)
        # Rounding is relative: an exact zero (a ReLU's, whose backward masks by it) stays.
        return torch.where(t == 0, t, torch.nextafter(t, torch.where(up, inf, -inf)))

    class Rounding(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            out = func(*args, **(kwargs or {}))
            if func._schema.is_mutable or func.is_view:
                return out
            return tree_map(nudge, out)

    return Rounding()


# Ops that turn at a value of their first input (a ReLU's mask, a clamp's bounds, a max
# pool's choice): where float32 rounding decides on which side an input lands.
DECISIONS = frozenset(
    {
        "relu",
        "relu_",
        "threshold",
        "threshold_",
        "hardtanh",
        "hardtanh_",
        "leaky_relu",
        "leaky_relu_",
        "clamp",
        "clamp_",
        "clamp_min",
        "clamp_min_",
        "clamp_max",
        "clamp_max_",
        "max_pool1d_with_indices",
        "max_pool2d_with_indices",
        "max_pool3d_with_indices",
    }
)


# How far from float64 another valid rounding of a decision's input may land, in units of
# eager's own error there: the accuracy rule's largest factor (compare.py), which lets a
# module's RMSE be that many times eager's.
REACH = 3.0


def _points(name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> list[float]:
    """The op's turning points (a ReLU's 0, a threshold, a clamp's bounds)."""

    def arg(i: int, key: str, default: Any) -> Any:
        return args[i] if len(args) > i else kwargs.get(key, default)

    if name.startswith(("relu", "leaky_relu")):
        points = [0.0]
    elif name.startswith("threshold"):
        points = [arg(1, "threshold", 0.0)]
    elif name.startswith("hardtanh"):
        points = [arg(1, "min_val", -1.0), arg(2, "max_val", 1.0)]
    elif name.startswith("clamp_min"):
        points = [arg(1, "min", None)]
    elif name.startswith("clamp_max"):
        points = [arg(1, "max", None)]
    else:  # clamp
        points = [arg(1, "min", None), arg(2, "max", None)]
    return [float(p) for p in points if isinstance(p, int | float)]


def _turned(x: torch.Tensor, exact: torch.Tensor, points: list[float]) -> torch.Tensor:
    """`x` (eager's input of a decision) with each element that another valid rounding could
    put on the other side of a turning point put there: where the other side lies within
    REACH x eager's error of the exact value (at that element, or the tensor's RMS error if
    larger). Every other element stays eager's."""
    import torch

    x64 = x.detach().to(torch.float64)
    # Eager's error at one element is one sample (small by luck where a rounding happened
    # to land near the exact value): at least the tensor's RMS error.
    error = (x64 - exact).abs()
    reach = REACH * torch.maximum(error, error.square().mean().sqrt())
    out = x64.clone()
    for p in points:
        above = x64 > p
        crosses = torch.where(above, exact - reach <= p, exact + reach > p) & (reach > 0)
        # Exactly at the point both in eager and in float64 (a structural zero: padding, a
        # masked position): no rounding decides it.
        crosses &= (x64 != p) | (exact != p)
        other = torch.where(above, 2 * p - x64, p + torch.maximum(p - x64, reach))
        out = torch.where(crosses, other, out)
    return out.to(x.dtype)


def _pool_turned(func: Any, args: tuple[Any, ...], kwargs: dict[str, Any], reflected: Any) -> Any:
    """A max pool (values, indices) whose windows take the reflected input's choice where it
    differs from eager's (a near tie that rounding decided), eager's elsewhere."""
    import torch

    values, indices = func(*args, **kwargs)
    x = args[0]
    if x.dim() != indices.dim() or x.dim() < 3:  # an unbatched input: eager's choice
        return values, indices
    _, other_indices = func(reflected, *args[1:], **kwargs)
    turned = other_indices != indices
    # The chosen element's own value (eager's), at the other choice.
    rows = (*indices.shape[:2], -1)
    picked = torch.gather(x.detach().reshape(rows), 2, other_indices.reshape(rows)).reshape(
        indices.shape
    )
    with torch.no_grad():
        values.copy_(torch.where(turned, picked, values))
        indices.copy_(torch.where(turned, other_indices, indices))
    return values, indices


def _reflected_mode() -> Any:
    """A dispatch mode that runs eager's step with a float64 shadow of every floating
    tensor (each op also run on its inputs' shadows, in place where the op is, through
    views as they are) and lets each op of DECISIONS decide the other way for the inputs
    whose side of a turning point rounding may decide: `_turned` (within REACH x eager's
    error of the exact value), a max pool the window's choice of its input reflected about
    its shadow, `2 * exact - value`; every other input stays eager's, so that later
    decisions see eager's values where nothing turned. Random ops'
    results and results without a float64 kernel are their own shadows."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_map
    from torch.utils.weak import WeakTensorKeyDictionary

    shadows = WeakTensorKeyDictionary()

    def exact(t: Any) -> Any:
        if isinstance(t, torch.Tensor) and t.is_floating_point():
            shadow = shadows.get(t)
            return shadow if shadow is not None else t.detach().to(torch.float64)
        return t

    def remember(out: Any, wide: Any) -> None:
        outs = out if isinstance(out, tuple | list) else (out,)
        wides = wide if isinstance(wide, tuple | list) else (wide,)
        for k, o in enumerate(outs):
            if not isinstance(o, torch.Tensor) or not o.is_floating_point():
                continue
            w = wides[k] if k < len(wides) else None
            if isinstance(w, torch.Tensor) and w.shape == o.shape and w.is_floating_point():
                shadows[o] = w if w.dtype == torch.float64 else w.to(torch.float64)
            else:
                shadows[o] = o.detach().to(torch.float64)

    class Reflected(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if torch.Tag.nondeterministic_seeded in func.tags:
                out = func(*args, **kwargs)
                remember(out, None)
                return out
            wide_args, wide_kwargs = tree_map(exact, args), tree_map(exact, kwargs)
            first = args[0] if args else None
            name = func.overloadpacket.__name__
            if name in DECISIONS and isinstance(first, torch.Tensor) and first.is_floating_point():
                if name.startswith("max_pool"):
                    reflected = 2 * wide_args[0] - first.detach().to(torch.float64)
                    out = _pool_turned(func, args, kwargs, reflected.to(first.dtype))
                else:
                    # Only the inputs that may land on the other side: the rest stays
                    # eager's, so that a later decision sees eager's values where none turned.
                    turned = _turned(first, wide_args[0], _points(name, args, kwargs))
                    if func._schema.is_mutable:  # in place: the input is the result's storage
                        with torch.no_grad():
                            first.copy_(turned)
                        out = func(*args, **kwargs)
                    else:
                        out = func(turned, *args[1:], **kwargs)
            else:
                out = func(*args, **kwargs)
            try:
                with torch.no_grad():
                    wide = func(*wide_args, **wide_kwargs)
            except Exception:  # noqa: BLE001 - no float64 kernel: the result is its shadow
                wide = None
            remember(out, wide)
            return out

    return Reflected()


def spread_steps(
    step: Callable[[torch.nn.Module, list[Any]], dict[str, torch.Tensor | None]],
    model: torch.nn.Module,
    inputs: list[Any],
    samples: int = SAMPLES,
    stage: Callable[[str], AbstractContextManager[Any]] | None = None,
) -> list[dict[str, torch.Tensor | None]]:
    """`step(model, inputs)` (values by name) on `samples` nudged copies of both, every
    op's result nudged too (_rounding_mode), on one more in channels-last layout for a model
    with convolutions, and on the model and inputs as they are with each decision's input
    turned where eager's own error decided its side (_reflected_mode); each sample runs in
    `stage(name)`, when given (the sandbox's stage: said to the engine, and timed by
    verify's per-stage limit)."""
    import torch

    gen = torch.Generator().manual_seed(SEED)
    out = []
    total = samples + (1 if has_convolutions(model) else 0) + 1
    for k in range(total - 1):
        with (stage or _no_stage)(f"rounding spread, eager step {k + 1} of {total}"):
            twin = nudged_model(model, gen)
            nudged = nudged_inputs(inputs, gen)
            if k == samples:  # the channels-last sample
                twin = twin.to(memory_format=torch.channels_last)
                nudged = [_channels_last(v) for v in nudged]
            with _rounding_mode(SEED + 1 + k):
                out.append(step(twin, nudged))
            del twin
    with (stage or _no_stage)(f"rounding spread, eager step {total} of {total} (decisions turned)"):
        twin = copy.deepcopy(model)
        same = [
            v.detach().clone().requires_grad_(v.requires_grad) if isinstance(v, torch.Tensor) else v
            for v in inputs
        ]
        with _reflected_mode():
            out.append(step(twin, same))
        del twin
    return out


def _no_stage(name: str) -> AbstractContextManager[Any]:
    return nullcontext()


def has_convolutions(model: torch.nn.Module) -> bool:
    """Whether `model` holds a 2-D convolution's weight (a 4-D floating parameter): its
    step may run in channels-last layout in the module (Inductor's layout optimization)."""
    return any(p.dim() == 4 and p.is_floating_point() for p in model.parameters())


def _channels_last(v: Any) -> Any:
    import torch

    if isinstance(v, torch.Tensor) and v.dim() == 4 and v.is_floating_point():
        return v.detach().to(memory_format=torch.channels_last).requires_grad_(v.requires_grad)
    return v


def widen(
    record: dict[str, Any],
    actual: torch.Tensor,
    eager: torch.Tensor,
    samples: list[torch.Tensor],
    fp64: torch.Tensor,
    eps: float,
    graph: tuple[torch.Tensor | None, dict[str, Any]] | None = None,
) -> None:
    """The fp64 record `record` (fp64_check's, failed) judged again with the rounding
    spread: bound = factor x max(eager's RMSE, each sample's RMSE) + eps. `bound` becomes
    the one the verdict used; eager's alone stays as `spread.eagerBound`. `graph`: the
    exported step's graphs' value (None when not admitted) and its record
    (graph_sample.py), recorded as `spread.graph`; an admitted one is a sample too."""
    from kernel_studio.sandbox.chunks import count
    from kernel_studio.verify.compare import rmse

    spread = [rmse(s, fp64) for s in samples]
    extra = [graph[0]] if graph is not None and graph[0] is not None else []
    worst = max([record["eagerRmse"], *spread, *[rmse(s, fp64) for s in extra]])
    bound = record["factor"] * worst + eps
    record["spread"] = {
        "samples": len(spread),
        "sampleRmse": spread,
        "eagerBound": record["bound"],
    }
    if graph is not None:
        record["spread"]["graph"] = graph[1]
    record["rule"] = RULE
    record["bound"] = bound
    nan_extra = count(actual, "nan") > max(count(s, "nan") for s in [eager, *samples, *extra])
    record["passed"] = record["moduleRmse"] <= bound and not nan_extra


def spread_notes(trials: list[dict[str, Any]]) -> list[str]:
    """A report note per trial whose gradients (or loss) passed only by the rounding
    spread: which values, and the bound against eager's."""
    notes = []
    for t in trials:
        wider = [
            g
            for g in t.get("gradients") or []
            if g.get("passed") and (g.get("fp64") or {}).get("rule") == RULE
        ]
        if not wider:
            continue
        names = ", ".join(g["name"] for g in wider[:4]) + (
            f" and {len(wider) - 4} more" if len(wider) > 4 else ""
        )
        # The example: the value furthest outside eager's bound alone.
        worst = max(wider, key=lambda g: _ratio(g["fp64"]))
        f = worst["fp64"]
        notes.append(
            f"trial {t['index']}: {len(wider)} gradient{'s' if len(wider) > 1 else ''} ({names})"
            f" passed the fp64 rule by the {RULE} (eager's own RMSE against fp64 is one"
            f" sample of fp32's rounding): bound = {f['factor']:g} x the worst RMSE of eager"
            f" and {f['spread']['samples']} eager steps rounded otherwise (the inputs, the"
            " weights and every op's result nudged by one ulp; in channels-last layout for"
            " a conv net; with the ReLU-like decisions that eager's rounding made turned)"
            + (
                " and the exported step's own graphs run eagerly"
                if any(_graph_admitted(g["fp64"]) for g in wider)
                else ""
            )
            + f" (e.g. {worst['name']}: RMSE {f['moduleRmse']:.3g} <= {f['bound']:.3g}; eager's"
            f" bound alone {f['spread']['eagerBound']:.3g})"
            + _graph_note([g for g in wider if _graph_widened(g["fp64"])])
        )
    return notes


def _graph_admitted(fp64: dict[str, Any]) -> bool:
    return bool((fp64["spread"].get("graph") or {}).get("admitted"))


def _graph_widened(fp64: dict[str, Any]) -> bool:
    """Whether the value passed by the exported graphs' sample only: eager's and the
    eager-rounded samples' RMSE alone give a bound the module's RMSE is above."""
    if not _graph_admitted(fp64):
        return False
    graph = fp64["spread"]["graph"]["rmse"]
    others = [r for r in [fp64["eagerRmse"], *fp64["spread"]["sampleRmse"]] if isinstance(r, float)]
    if not isinstance(graph, float) or not others or graph <= max(others):
        return False
    eps = fp64["bound"] - fp64["factor"] * graph
    return bool(fp64["moduleRmse"] > fp64["factor"] * max(others) + eps)


def _graph_note(by_graphs: list[dict[str, Any]]) -> str:
    """What the note says of the values whose bound the graphs' sample made."""
    if not by_graphs:
        return ""
    g = max(by_graphs, key=lambda r: r["fp64"]["spread"]["graph"]["rmse"])
    f = g["fp64"]
    rest = max(r for r in [f["eagerRmse"], *f["spread"]["sampleRmse"]] if isinstance(r, float))
    return (
        f"; {len(by_graphs)} of them only by the graphs' sample (the graphs' arithmetic, which the"
        f" kernels compute, rounds otherwise than the model's; e.g. {g['name']}: the graphs' RMSE"
        f" {f['spread']['graph']['rmse']:.3g}, the module's {f['moduleRmse']:.3g}, eager's"
        f" samples' at most {rest:.3g})"
    )


def _ratio(fp64: dict[str, Any]) -> float:
    eager_bound = fp64["spread"]["eagerBound"]
    return fp64["moduleRmse"] / eager_bound if eager_bound else float("inf")
