"""One trial inside the sandbox: the working module and the eager model on the same
inputs, each output compared, the guards against false passes (a changed input, a cached
output), within a memory budget (docs/verification.md, "Memory").

What a trial holds at its peak: two copies of the inputs while the module runs (its own
and eager's, made before it so that an input the module changes does not reach eager;
on the CPU the example trial hands eager the example inputs themselves), then eager's
copy, both outputs and the eager forward's activations; the module's copy is dropped
before eager runs unless the module changed it. The input guard keeps a fingerprint of
each input, not a copy; the caching guard keeps the last outputs' storage addresses,
weak references and fingerprints, not the outputs. Comparisons run piece by piece."""

from __future__ import annotations

import copy
import math
import os
import time
import weakref
from typing import TYPE_CHECKING, Any

import torch
from torch.utils._pytree import tree_leaves

from kernel_studio.sandbox.chunks import fingerprint
from kernel_studio.sandbox.host_memory import size_text
from kernel_studio.sandbox.inputs import clone_inputs
from kernel_studio.sandbox.memory import Need, Probe, estimate
from kernel_studio.verify.compare import (
    all_close,
    compare_tensors,
    compare_values,
    dtype_name,
    fp64_check,
    fp64_terms,
    strides_differ,
)
from kernel_studio.verify.gradients import imported_step, session_gradients, training_project
from kernel_studio.verify.random_ops import random_nodes, same_draws, seeded, structure_record

if TYPE_CHECKING:
    from kernel_studio.sandbox.session import Session


def _prints(values: list[Any]) -> list[Any]:
    return [fingerprint(v) if isinstance(v, torch.Tensor) else None for v in values]


def _trial_name(req: dict[str, Any]) -> str:
    index = int(req["index"])
    if req.get("kind") == "example":
        return f"trial {index} (the example inputs)"
    sizes = ", ".join(f"{k}={v}" for k, v in (req.get("sizes") or {}).items())
    return f"trial {index} (random inputs{', ' + sizes if sizes else ''})"


def _check_memory(s: Session, req: dict[str, Any], probe: Probe) -> tuple[Need, int | None]:
    """The trial's estimated need and what is free; a `memory` error before anything is
    allocated when the need exceeds what is free (or memoryLimitBytes)."""
    from kernel_studio.sandbox.session import OpError

    inputs, outputs = s.io_bytes(req)
    host_examples = req.get("kind") == "example" and s.device == "cpu"
    activations = 0
    if s.activations is not None:  # measured on an earlier trial, scaled to this one
        measured, basis = s.activations
        activations = int(measured * (inputs + outputs) / basis) if basis else measured
    fp64 = 0
    if s.settings.fp64_reference:
        wide_in, wide_out = s.io_bytes(req, wide=True)
        fp64 = wide_in + wide_out
    need = estimate(inputs, outputs, 1 if host_examples else 2, activations, fp64, s.device)
    available = probe.available()
    limit = s.settings.memory_limit_bytes
    room = min(x for x in (available, limit) if x is not None) if (available or limit) else None
    if room is not None and need.total > room:
        if limit is not None and (available is None or limit < available):
            where = f"memoryLimitBytes allows {size_text(limit)}"
            advice = "Raise memoryLimitBytes or use smaller inputs."
        else:
            where = f"{probe.where()} has {size_text(available)} free"
            advice = "Free memory, verify on a machine with more, or use smaller inputs."
        raise OpError(
            "memory",
            f"{_trial_name(req)}: verify needs about {size_text(need.total)} of memory"
            f" ({', '.join(need.parts)}), {where}. {advice}",
            trial=int(req["index"]),
            stage="planning",
            neededBytes=need.total,
            availableBytes=room,
        )
    return need, available


def _mutations(
    s: Session,
    before: list[Any],
    module_prints: list[Any],
    eager_prints: list[Any],
    mod_in: list[Any],
    ref_in: list[Any],
) -> list[str]:
    names = [i.get("name") for i in s.metadata.get("signature", {}).get("inputs") or []]
    written = {w["name"] for w in _writes(s) if w.get("kind") == "input"}
    out = []
    for i, (b, m, e) in enumerate(zip(before, module_prints, eager_prints, strict=False)):
        if b is None:
            continue
        name = names[i] if i < len(names) else f"input {i}"
        module_changed, eager_changed = m != b, e != b
        if module_changed and not eager_changed:
            out.append(f"call() modified its input {name} (the model does not)")
        elif name in written:
            continue  # the model writes it: compared as state, after every call
        elif eager_changed and (
            not module_changed or not all_close(mod_in[i], ref_in[i], 1e-5, 1e-6)
        ):
            out.append(f"input {name} after call() differs from the model's in-place result")
    return out


STATE_CALLS = 3  # calls in a row per trial for a model that writes state


def _writes(s: Session) -> list[dict[str, Any]]:
    """The state the model writes in place (metadata `signature.writes`)."""
    return [w for w in s.metadata.get("signature", {}).get("writes") or [] if isinstance(w, dict)]


def _written_inputs(s: Session) -> list[tuple[int, dict[str, Any]]]:
    names = [i.get("name") for i in s.metadata.get("signature", {}).get("inputs") or []]
    return [
        (names.index(w["name"]), w)
        for w in _writes(s)
        if w.get("kind") == "input" and w.get("name") in names
    ]


def _tensor_at(root: Any, target: str) -> torch.Tensor | None:
    value: Any = root
    for part in target.split("."):
        value = getattr(value, part, None)
    return value if isinstance(value, torch.Tensor) else None


def _eager_state(s: Session, target: str) -> torch.Tensor | None:
    """The eager model's tensor at `target` (a state-dict key or a tensor attribute)."""
    return _tensor_at(s.model, target)


def _module_state(s: Session, name: str) -> torch.Tensor | None:
    """The working module's tensor `name` (its weights, as `load_weights` keeps them)."""
    load = getattr(s.modules["working"].module, "load_weights", None)
    value = load().get(name) if callable(load) else None
    return value if isinstance(value, torch.Tensor) else None


def _reset_state(s: Session) -> None:
    """Both sides start every trial from the exported state: the model's written buffers
    and attributes and the module's copies of them get the values they had at open."""
    held = [w for w in _writes(s) if w.get("kind") != "input"]
    if s.state_start is None:
        s.state_start = {}
        for w in held:
            value = _eager_state(s, w["target"])
            if value is not None:
                s.state_start[w["name"]] = value.detach().clone()
    with torch.no_grad():
        for w in held:
            start = s.state_start.get(w["name"])
            if start is None:
                continue
            for value in (_eager_state(s, w["target"]), _module_state(s, w["name"])):
                if value is not None:
                    value.copy_(start)


def _fp64_calls(s: Session, req: dict[str, Any], wide: dict[str, Any]) -> dict[int, Any]:
    """The float64 model through the trial's calls 1..STATE_CALLS on its inputs, from the
    state both sides started from: per call, its outputs and the written buffers and
    attributes after it (cached in `wide`, the trial's; {} when the float64 model fails)."""
    if "calls" in wide:
        return wide["calls"]
    wide["calls"] = {}
    try:
        if s.model64 is None:
            s.model64 = copy.deepcopy(s.model).double()
        held = [w for w in _writes(s) if w.get("kind") != "input"]
        with torch.no_grad():
            for w in held:
                start = (s.state_start or {}).get(w["name"])
                value = _tensor_at(s.model64, w["target"])
                if start is not None and value is not None:
                    value.copy_(start)
            for call in range(1, STATE_CALLS + 1):
                args = [
                    v.double() if isinstance(v, torch.Tensor) and v.is_floating_point() else v
                    for v in s.inputs_for(req)
                ]
                outputs = tree_leaves(s.model64(*args))
                del args
                state = {}
                for w in held:
                    value = _tensor_at(s.model64, w["target"])
                    if value is not None:
                        state[w["name"]] = value.detach().clone()
                wide["calls"][call] = {"outputs": outputs, "state": state}
    except Exception as exc:  # noqa: BLE001 - the elementwise verdicts stand
        wide["calls"] = {}
        wide["error"] = f"{type(exc).__name__}: {exc}"[:500]
    return wide["calls"]


def _state_second_look(
    s: Session, req: dict[str, Any], call: int, r: dict[str, Any], a: Any, e: Any, wide: dict
) -> None:
    """A written float buffer or attribute that missed the elementwise tolerance, judged by
    the outputs' fp64 rule against the float64 model's after as many calls (BatchNorm's
    running statistics are sums over the batch of values that differ by rounding)."""
    with s.stage(int(req["index"]), "fp64 reference (state)"):
        reference = _fp64_calls(s, req, wide).get(call, {}).get("state", {}).get(r["name"])
    if reference is None:
        r["fp64"] = {"secondLook": True, "error": wide.get("error", "no fp64 state")}
        return
    _judge_by_fp64(r, a, e, reference, s.settings.tolerance(dtype_name(e.dtype))[1])
    r["fp64"]["secondLook"] = True


def _state_records(
    s: Session,
    call: int,
    mod_in: list[Any],
    ref_in: list[Any],
    req: dict[str, Any] | None = None,
    wide: dict[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Each written buffer, attribute and input after call number `call`: the module's
    against the model's, with the outputs' tolerance rules (a float buffer or attribute
    that misses them is judged again against the float64 model's state after as many calls,
    given the trial's request `req` and its cache `wide`)."""
    records: list[dict[str, Any]] = []
    inputs = dict((w["name"], i) for i, w in _written_inputs(s))
    for w in _writes(s):
        if w.get("kind") == "input":
            i = inputs.get(w["name"])
            actual = mod_in[i] if i is not None and i < len(mod_in) else None
            expected = ref_in[i] if i is not None and i < len(ref_in) else None
        else:
            actual, expected = _module_state(s, w["name"]), _eager_state(s, w["target"])
        if isinstance(actual, torch.Tensor) and isinstance(expected, torch.Tensor):
            rtol, atol = s.settings.tolerance(dtype_name(expected.dtype))
            r = compare_tensors(actual, expected, rtol, atol, check_stride=False)
            r["name"] = w["name"]
            if (
                not r["passed"]
                and r.get("mismatches")
                and expected.is_floating_point()
                and w.get("kind") != "input"
                and req is not None
                and wide is not None
            ):
                _state_second_look(s, req, call, r, actual, expected, wide)
        else:
            missing = "the module" if not isinstance(actual, torch.Tensor) else "the model"
            r = {"passed": False, "reason": f"{missing} has no tensor {w['name']}"}
        records.append(
            {"call": call, "name": w["name"], "kind": w.get("kind"), "target": w.get("target"), **r}
        )
    return records


def _state_problems(state: list[dict[str, Any]]) -> list[str]:
    return [
        f"state {r['name']} ({r['kind']}) after call {r['call']} differs from the model's:"
        f" {r['reason']}"
        for r in state
        if not r["passed"]
    ]


def _more_calls(
    s: Session,
    req: dict[str, Any],
    state: list[dict[str, Any]],
    wide: dict[str, Any],
    seed: int | None = None,
    by_value: bool = True,
) -> list[dict[str, Any]]:
    """Calls 2..STATE_CALLS of a model that writes state: the module and the model each
    called again in a row on fresh copies of the same inputs, the outputs and the state
    compared after each call (appended to `state`). `seed`, `by_value`: a graph drawing
    random numbers, as in run_trial."""
    from kernel_studio.sandbox.session import OpError

    index = int(req["index"])
    calls = []
    for call in range(2, STATE_CALLS + 1):
        with s.stage(index, f"making the inputs (call {call})"):
            mod_in = s.inputs_for(req)
            ref_in = clone_inputs(mod_in)
        again = None if seed is None else seed + call
        with seeded(again):
            actual = s.run_module("working", mod_in, index, f"module run (call {call})")
        with s.stage(index, f"eager forward (call {call})"):
            try:
                with torch.no_grad(), seeded(again):
                    expected = s.model(*ref_in)
            except Exception as exc:  # noqa: BLE001
                message = f"the eager model failed on call {call}: {type(exc).__name__}: {exc}"
                raise OpError("reference", message) from exc
        with s.stage(index, f"comparison (call {call})"):
            outs, refs = tree_leaves(actual), tree_leaves(expected)
            results = _compare(s, index, outs, refs, None, None)
            if not by_value:
                for r, a, e in zip(results, outs, refs, strict=False):
                    r.update(structure_record(a, e))
            state += _state_records(s, call, mod_in, ref_in, req, wide)
        if by_value:
            # The float64 model after as many calls (the second look of call 1's outputs).
            _fp64_second_look(
                s,
                req,
                results,
                outs,
                refs,
                lambda c=call: _fp64_calls(s, req, wide)[c]["outputs"],
            )
        passed = len(outs) == len(refs) and all(r["passed"] for r in results)
        del mod_in, ref_in, actual, expected, outs, refs
        calls.append({"call": call, "passed": passed, "outputs": results})
    return calls


# The caching guard keeps up to this many elements of each model output for the next
# trial (the whole output, or evenly spaced elements of a larger one), so that an output the
# model itself changes only by rounding (a bf16 loss; a softmax over channels saturated to
# 0 and 1 where the model's values differ in denormals) is not taken for a cached one. A
# cached module whose output the model moved by more than the tolerance fails the
# comparison itself; the guard is for outputs the comparison cannot tell apart.
KEPT_EXPECTED = 1 << 16


def _kept_elements(e: torch.Tensor) -> torch.Tensor:
    """The model output's elements the guard keeps: all, or KEPT_EXPECTED evenly spaced."""
    flat = e.detach().reshape(-1)
    if flat.numel() <= KEPT_EXPECTED:
        return flat.clone()
    index = torch.linspace(0, flat.numel() - 1, KEPT_EXPECTED, device=flat.device).long()
    return flat[index]


def _output_record(s: Session, a: Any, e: Any) -> dict[str, Any] | None:
    """What the caching guard needs of an output for the next trial."""
    if not isinstance(a, torch.Tensor):
        return None
    root = a._base if a._base is not None else a
    kept = None
    if isinstance(e, torch.Tensor) and e.is_floating_point():
        kept = (_kept_elements(e), *s.settings.tolerance(dtype_name(e.dtype)))
    return {
        "alive": weakref.ref(root),  # alive only while someone else still holds it
        "storage": a.untyped_storage().data_ptr(),
        "shape": tuple(a.shape),
        "actual": fingerprint(a),
        "expected": fingerprint(e) if isinstance(e, torch.Tensor) else None,
        "kept": kept,
    }


def _moved_by_rounding(now: dict[str, Any], before: dict[str, Any]) -> bool:
    """The model's output of this trial is within the comparison's tolerance of the
    previous trial's (at the kept elements): a module output that stayed bitwise the same is
    then as right as the model's and says nothing of caching."""
    if now["kept"] is None or before["kept"] is None:
        return False
    (e, rtol, atol), (b, _, _) = now["kept"], before["kept"]
    return e.shape == b.shape and all_close(b, e, rtol, atol)


def _cached(previous: list[Any] | None, records: list[Any]) -> list[str]:
    """An output that is the previous trial's tensor (same storage, still held by the
    module), or bitwise unchanged while the model's output changed."""
    if previous is None:
        return []
    out = []
    for i, (now, before) in enumerate(zip(records, previous, strict=False)):
        if now is None or before is None or not math.prod(now["shape"]):
            continue
        if before["alive"]() is not None and now["storage"] == before["storage"]:
            out.append(f"output {i} is the same tensor as the previous trial's (cached)")
        elif (
            now["shape"] == before["shape"]
            and now["actual"] == before["actual"]
            and now["expected"] is not None
            and before["expected"] is not None
            and now["expected"][0] == before["expected"][0]
            and now["expected"] != before["expected"]
            and not _moved_by_rounding(now, before)
        ):
            out.append(f"output {i} did not change although the inputs did (cached)")
    return out


def _fp64_outputs(s: Session, req: dict[str, Any]) -> list[Any]:
    """The model in float64 on a fresh float64 copy of the trial's inputs."""
    if s.model64 is None:
        s.model64 = copy.deepcopy(s.model).double()
    args = s.inputs_for(req)
    for i, v in enumerate(args):
        if isinstance(v, torch.Tensor) and v.is_floating_point():
            args[i] = v.double()  # the narrow copy goes as soon as the wide one exists
    with torch.no_grad():
        return tree_leaves(s.model64(*args))


def _judge_by_fp64(r: dict[str, Any], a: Any, e: Any, wide: Any, atol: float) -> None:
    """PyTorch's accuracy checker's rule on one float output (`r` is its record)."""
    factor, eps = fp64_terms(e, atol)
    r["fp64"] = fp64_check(a, e, wide, factor, eps)
    stride = bool(r["reason"]) and r["reason"].startswith("stride")
    r["passed"] = r["fp64"]["passed"] and not stride
    if not r["passed"] and not stride:
        r["reason"] = "RMSE against the fp64 reference is above the bound"
    elif r["passed"]:
        r["reason"] = None


def _values_only(r: dict[str, Any]) -> bool:
    """An output that failed on its values (its shape and dtype agree)."""
    return not r["passed"] and bool(r.get("mismatches"))


def _fp64_second_look(
    s: Session,
    req: dict[str, Any],
    results: list[dict[str, Any]],
    outs: list[Any],
    refs: list[Any],
    reference: Any = None,
) -> None:
    """Outputs that missed the elementwise tolerance are judged again against an fp64
    reference: a long reduction summed in another order (a split cumsum, a mix-order sum),
    or intermediates kept in fp32 where eager rounds each op to bf16, differ from eager by
    more than the tolerance while being as close to the exact result as eager is. The
    module passes when its RMSE against fp64 is within the accuracy checker's factor of
    eager's; a wrong kernel stays far outside it. Recorded as `fp64` with `"secondLook"`.
    `reference`: a function giving the fp64 outputs (default: the fp64 model on the trial's
    inputs)."""
    failing = [
        i
        for i, r in enumerate(results)
        if _values_only(r) and isinstance(refs[i], torch.Tensor) and refs[i].is_floating_point()
    ]
    if not failing:
        return
    index = int(req["index"])
    try:
        with s.stage(index, "fp64 reference"):
            wide = reference() if reference is not None else _fp64_outputs(s, req)
    except Exception as exc:  # noqa: BLE001 - the elementwise verdict stands
        for i in failing:
            results[i]["fp64"] = {"secondLook": True, "error": f"{type(exc).__name__}: {exc}"}
        return
    for i in failing:
        if i < len(wide) and isinstance(wide[i], torch.Tensor):
            _, atol = s.settings.tolerance(dtype_name(refs[i].dtype))
            r = results[i]
            elementwise = r["reason"]
            _judge_by_fp64(r, outs[i], refs[i], wide[i], atol)
            r["fp64"]["secondLook"] = True
            if r["passed"] and strides_differ(outs[i], refs[i]):
                r["passed"] = False
                r["reason"] = (
                    f"stride {list(outs[i].stride())} != expected {list(refs[i].stride())}"
                )
            elif not r["passed"]:
                r["reason"] = f"{elementwise}; {r['reason']}"
    del wide


def _compare(
    s: Session, index: int, outs: list[Any], refs: list[Any], fp64: Any, folder: str | None
) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    for i, (a, e) in enumerate(zip(outs, refs, strict=False)):
        if isinstance(e, torch.Tensor) and isinstance(a, torch.Tensor):
            rtol, atol = s.settings.tolerance(dtype_name(e.dtype))
            r = compare_tensors(a, e, rtol, atol)
            if fp64 is not None and e.is_floating_point() and r["mismatches"] is not None:
                _judge_by_fp64(r, a, e, fp64[i], atol)
        else:
            r = compare_values(a, e)
        r["output"] = i
        if not r["passed"] and folder and isinstance(a, torch.Tensor):
            from kernel_studio.sandbox.session import save_tensor

            for side, t in (("expected", e), ("actual", a)):
                name = save_tensor(t, os.path.join(folder, f"trial{index}_output{i}_{side}.pt"))
                if name:
                    r.setdefault("files", {})[side] = name
        results.append(r)
    return results


def run_trial(s: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `trial` operation (the reply's keys are the report's trial record)."""
    from kernel_studio.sandbox.session import OpError, describe

    index = int(req["index"])
    s.recipes[index] = dict(req)
    if imported_step(s.metadata):
        return _step_trial(s, req, index)
    probe = Probe(s.device)
    need, available = _check_memory(s, req, probe)
    writes = _writes(s)
    if writes:
        with s.stage(index, "setting the state"):
            _reset_state(s)
    with s.stage(index, "making the inputs"):
        if req.get("kind") == "example" and s.device == "cpu":
            # The examples already live here: eager gets them, the module a copy.
            ref_in = s.examples()
            before = list(s.example_prints)
            mod_in = clone_inputs(ref_in)
        else:
            mod_in = s.inputs_for(req)
            ref_in = clone_inputs(mod_in)
            before = _prints(mod_in)
        described = describe(ref_in)
    # A graph drawing random numbers: with fallback_random both sides draw from torch's
    # generator under the trial's seed; else only their structure is compared.
    draws = random_nodes(s.metadata)
    seed = int(req.get("seed") or 0) if draws and same_draws(s.metadata) else None
    by_value = not draws or seed is not None
    t0 = time.perf_counter()
    with seeded(seed):
        actual = s.run_module("working", mod_in, index, "module run")
    t1 = time.perf_counter()
    with s.stage(index, "module run: checking its inputs"):
        module_prints = _prints(mod_in)
        # Eager needs the module's copy only to compare an input both changed (or one the
        # model writes: its state is compared below).
        kept = {i for i, _ in _written_inputs(s)}
        for i, (changed, original) in enumerate(zip(module_prints, before, strict=True)):
            if changed == original and i not in kept:
                mod_in[i] = None
    with s.stage(index, "eager forward"):
        try:
            with torch.no_grad(), seeded(seed):
                expected = s.model(*ref_in)
            if s.device == "cuda":
                torch.cuda.synchronize()
        except OpError:
            raise
        except Exception as exc:  # noqa: BLE001
            from kernel_studio.sandbox.memory import is_oom

            if is_oom(exc):
                raise
            message = f"the eager model failed: {type(exc).__name__}: {exc}"
            raise OpError("reference", message) from exc
    t2 = time.perf_counter()
    with s.stage(index, "comparison"):
        eager_prints = _prints(ref_in)
        problems = _mutations(s, before, module_prints, eager_prints, mod_in, ref_in)
        wide: dict[str, Any] = {}  # the fp64 states, made when a state needs them
        state = _state_records(s, 1, mod_in, ref_in, req, wide) if writes else []
        if ref_in is s.examples_cpu and eager_prints != before:
            s.examples_spoiled = True  # the model changed them in place: make them again
        del mod_in, ref_in
        outs, refs = tree_leaves(actual), tree_leaves(expected)
        del actual, expected
        if len(outs) != len(refs):
            problems.append(f"call() returned {len(outs)} outputs, the model {len(refs)}")
    fp64 = None
    if s.settings.fp64_reference:
        with s.stage(index, "fp64 reference"):
            fp64 = _fp64_outputs(s, req)
    with s.stage(index, "comparison"):
        results = _compare(s, index, outs, refs, fp64, req.get("tensorDir"))
        del fp64
    if not by_value:
        for r, a, e in zip(results, outs, refs, strict=False):
            r.update(structure_record(a, e))
    elif not s.settings.fp64_reference:
        _fp64_second_look(s, req, results, outs, refs)
    with s.stage(index, "comparison"):
        records = [_output_record(s, a, e) for a, e in zip(outs, refs, strict=False)]
        problems += _cached(s.previous, records)
        s.previous = records
    gradients: list[dict[str, Any]] = []
    if training_project(s.metadata):
        with s.stage(index, "training step"):
            gradients, more = session_gradients(
                s,
                s.modules["working"].module,
                s.inputs_for(req),
                seed=seed,
                by_value=by_value,
                trial=index,
                folder=req.get("tensorDir"),
            )
        problems += more
    calls: list[dict[str, Any]] = []
    if writes:
        calls = _more_calls(s, req, state, wide, seed, by_value)
    problems += _state_problems(state)
    peak = probe.peak()
    if peak is not None:
        # What the trial used beyond the eager forward's inputs and outputs: its
        # activations (the peak is almost always there), which the next trial's estimate
        # scales to its own sizes.
        s.trial_peaks[index] = peak - probe.start
        used = peak - probe.start - need.activation_base
        s.activations = (max(0, used), sum(s.io_bytes(req)))
    passed = (
        not problems
        and all(r["passed"] for r in results)
        and all(c["passed"] for c in calls)
        and all(r["passed"] for r in state)
        and all(g["passed"] for g in gradients)
    )
    extra: dict[str, Any] = {"calls": calls, "state": state} if writes else {}
    if gradients:
        extra["gradients"] = gradients
    if draws:
        extra["random"] = {"nodes": draws, "compared": by_value}
    return {
        **extra,
        "index": index,
        "kind": req.get("kind"),
        "sizes": req.get("sizes") or {},
        "inputs": described,
        "passed": passed,
        "outputs": results,
        "problems": problems,
        "moduleSeconds": t1 - t0,
        "referenceSeconds": t2 - t1,
        "memory": {
            "device": s.device,
            "startBytes": probe.start,
            "peakBytes": peak,
            "estimatedBytes": need.total,
            "availableBytes": available,
        },
    }


def _step_trial(s: Session, req: dict[str, Any], index: int) -> dict[str, Any]:
    """A trial of an imported training step: it has no forward of its own, so the trial is
    its step against the model's eager step (verify/gradients.py)."""
    from kernel_studio.sandbox.session import describe

    probe = Probe(s.device)
    need, available = _check_memory(s, req, probe)
    with s.stage(index, "making the inputs"):
        inputs = s.inputs_for(req)
        described = describe(inputs)
    t0 = time.perf_counter()
    with s.stage(index, "training step"):
        gradients, problems = session_gradients(
            s, s.modules["working"].module, inputs, trial=index, folder=req.get("tensorDir")
        )
    peak = probe.peak()
    return {
        "gradients": gradients,
        "index": index,
        "kind": req.get("kind"),
        "sizes": req.get("sizes") or {},
        "inputs": described,
        "passed": not problems and bool(gradients) and all(g["passed"] for g in gradients),
        "outputs": [],
        "problems": problems,
        "moduleSeconds": time.perf_counter() - t0,
        "referenceSeconds": 0.0,
        "memory": {
            "device": s.device,
            "startBytes": probe.start,
            "peakBytes": peak,
            "estimatedBytes": need.total,
            "availableBytes": available,
        },
    }
