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

The last sample mirrors each op's own rounding (_mirror_mode): every op's result is put as
far from the float64 result of the same op on the same inputs as float32 rounding put it, on
the other side: another valid rounding of every op, deterministic, as far off as eager's
rounding makes each op. One-ulp nudges move a value by its own ulp; a value made small by
cancellation (BatchNorm over a few values, then a residual add) carries its operands'
rounding, far more, and its sign can be rounding: the mirror puts such a value on the
other side of zero, where the nudges never reach. ResNet-18's training step at 64 px on
the cpu (torch 2.15): one ReLU input was -2.3e-6 in float64, -1.8e-5 in eager's float32
and positive in the exported module, so one mask element differed and every gradient
before it missed eager's bound by 1e4x; no nudged sample crossed it, the mirrored one did
and its gradients' distance to fp64 equals the module's to 6 digits
(docs/benchmarks.md, "Training steps on the zoo")."""

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


def _mirror_mode() -> Any:
    """A dispatch mode that reflects each op's own rounding about its float64 result: every
    op that makes a new floating tensor also runs on its inputs in float64, and its result
    becomes `2 * wide - result` in its dtype (the same distance from the op's exact value,
    on the other side). A result whose sign is the op's rounding (a ReLU's input near zero
    after an ill-conditioned BatchNorm) changes sign here, where one-ulp nudges never reach
    it. Views, ops whose result aliases an input (in-place ops), random ops, and ops
    with no float64 kernel are left as they are."""
    import torch
    from torch.utils._python_dispatch import TorchDispatchMode
    from torch.utils._pytree import tree_map

    def wide(t: Any) -> Any:
        if isinstance(t, torch.Tensor) and t.is_floating_point():
            return t.detach().to(torch.float64)
        return t

    def mirrored(out: Any, exact: Any) -> Any:
        if (
            isinstance(out, torch.Tensor)
            and out.is_floating_point()
            and out.numel()
            and isinstance(exact, torch.Tensor)
            and exact.shape == out.shape
        ):
            with torch.no_grad():
                out.copy_(2 * exact.to(torch.float64) - out.to(torch.float64))
        return out

    class Mirror(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            out = func(*args, **kwargs)
            if (
                func.is_view
                or torch.Tag.nondeterministic_seeded in func.tags
                or any(r.alias_info is not None for r in func._schema.returns)
            ):
                return out
            try:
                with torch.no_grad():
                    exact = func(*tree_map(wide, args), **tree_map(wide, kwargs))
            except Exception:  # noqa: BLE001 - no float64 kernel (flash attention...)
                return out
            if isinstance(out, tuple | list) and isinstance(exact, tuple | list):
                return type(out)(mirrored(o, e) for o, e in zip(out, exact, strict=False))
            return mirrored(out, exact)

    return Mirror()


def spread_steps(
    step: Callable[[torch.nn.Module, list[Any]], dict[str, torch.Tensor | None]],
    model: torch.nn.Module,
    inputs: list[Any],
    samples: int = SAMPLES,
    stage: Callable[[str], AbstractContextManager[Any]] | None = None,
) -> list[dict[str, torch.Tensor | None]]:
    """`step(model, inputs)` (values by name) on `samples` nudged copies of both, every
    op's result nudged too (_rounding_mode), on one more in channels-last layout for a model
    with convolutions, and on the model and inputs as they are with every op's rounding
    mirrored (_mirror_mode); each sample runs in `stage(name)`, when given
    (the sandbox's stage: said to the engine, and timed by verify's per-stage limit)."""
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
    with (stage or _no_stage)(f"rounding spread, eager step {total} of {total} (mirrored)"):
        twin = copy.deepcopy(model)
        same = [
            v.detach().clone().requires_grad_(v.requires_grad) if isinstance(v, torch.Tensor) else v
            for v in inputs
        ]
        with _mirror_mode():
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
) -> None:
    """The fp64 record `record` (fp64_check's, failed) judged again with the rounding
    spread: bound = factor x max(eager's RMSE, each sample's RMSE) + eps. `bound` becomes
    the one the verdict used; eager's alone stays as `spread.eagerBound`."""
    from kernel_studio.sandbox.chunks import count
    from kernel_studio.verify.compare import rmse

    spread = [rmse(s, fp64) for s in samples]
    worst = max([record["eagerRmse"], *spread])
    bound = record["factor"] * worst + eps
    record["spread"] = {
        "samples": len(spread),
        "sampleRmse": spread,
        "eagerBound": record["bound"],
    }
    record["rule"] = RULE
    record["bound"] = bound
    nan_extra = count(actual, "nan") > max(count(s, "nan") for s in [eager, *samples])
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
            " a conv net; eager's own rounding mirrored about float64)"
            f" (e.g. {worst['name']}: RMSE {f['moduleRmse']:.3g} <= {f['bound']:.3g}; eager's"
            f" bound alone {f['spread']['eagerBound']:.3g})"
        )
    return notes


def _ratio(fp64: dict[str, Any]) -> float:
    eager_bound = fp64["spread"]["eagerBound"]
    return fp64["moduleRmse"] / eager_bound if eager_bound else float("inf")
