"""A training project's trial, its backward half: one training step of the module's `Module`
(its forward and backward kernels) against eager autograd on the same inputs: the loss
(the model file's loss(), else the sum of the outputs) and every gradient, of each parameter
and of each input the export marked (metadata signature.requiresGrad).

Each side steps its own copy (the module's `Module(weights)`, a deep copy of the eager
model), so that the trial's state comparisons are left alone. A gradient outside the
tolerances is judged again against an fp64 eager step, by PyTorch's accuracy checker's rule
(compare.py): a gradient that is zero in exact arithmetic (a conv bias before BatchNorm) is
rounding noise in both fp32 results."""

from __future__ import annotations

import copy
import os
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from typing import Any

import torch

from kernel_studio.verify.compare import compare_tensors, dtype_name, fp64_check, fp64_terms
from kernel_studio.verify.random_ops import seeded, structure_record
from kernel_studio.verify.spread import RULE, spread_steps, widen


def training_project(metadata: dict[str, Any]) -> bool:
    return metadata.get("mode") in ("train", "step")


def imported_step(metadata: dict[str, Any]) -> bool:
    """A training step imported from a precompile artifact: no forward of its own, one
    `step(model, *inputs)` that fills the parameters' .grad (pipeline/artifact/step.py)."""
    return metadata.get("mode") == "step"


def training_call(module: Any, metadata: dict[str, Any], loss_fn: Any) -> Callable[..., None]:
    """A function of the model's inputs running one training step of `module`'s Module
    (forward and backward kernels), for profiling a training project's kernels as they run
    in training."""
    trainable = module.Module(module.load_weights())
    original = module.__dict__["call"]  # an imported step's: step() calls the global `call`

    def step(*inputs: Any) -> None:
        trainable.zero_grad(set_to_none=True)
        if imported_step(metadata):
            replaced = module.__dict__["call"]
            module.__dict__["call"] = original
            try:
                module.step(trainable, *inputs)
            finally:
                module.__dict__["call"] = replaced
            return
        with torch.enable_grad():
            step_loss(loss_fn, trainable, marked_inputs(metadata, list(inputs))).backward()

    return step


@contextmanager
def calls_as_training_steps(session: Any, which: str) -> Iterator[None]:
    """Within it, the sandbox session's `which` module's `call` is one training step of a
    training project (its forward and backward kernels: training_call), so that profiling
    and kernel timing reach the backward kernels; other projects' `call` is left alone."""
    if not training_project(session.metadata):
        yield
        return
    module = session.modules[which].module
    call = module.__dict__["call"]
    module.__dict__["call"] = training_call(
        module, session.metadata, getattr(session, "loss", None)
    )
    try:
        yield
    finally:
        module.__dict__["call"] = call


def step_loss(fn: Callable[..., Any] | None, model: Any, inputs: list[Any]) -> torch.Tensor:
    if fn is not None:
        return fn(model, *inputs)
    out = model(*inputs)
    leaves = list(out) if isinstance(out, tuple | list) else [out]
    return sum(o.float().sum() for o in leaves if isinstance(o, torch.Tensor))  # type: ignore[return-value]


def marked_inputs(metadata: dict[str, Any], inputs: list[Any], dtype: Any = None) -> list[Any]:
    """Copies of `inputs` (in `dtype` when given), those the export differentiates
    requiring grad."""
    names = [i.get("name") for i in metadata.get("signature", {}).get("inputs") or []]
    wanted = set(metadata.get("signature", {}).get("requiresGrad") or [])
    out = []
    for name, value in zip(names, inputs, strict=False):
        if isinstance(value, torch.Tensor):
            value = value.detach().clone()
            if dtype is not None and value.is_floating_point():
                value = value.to(dtype)
            value.requires_grad_(name in wanted and value.is_floating_point())
        out.append(value)
    return out


def _step(
    fn: Callable[..., Any] | None, model: Any, inputs: list[Any]
) -> tuple[torch.Tensor, dict[str, torch.Tensor | None]]:
    """(loss, gradient by name: parameters by their names, inputs as `input:<index>`)."""
    with torch.enable_grad():
        loss = step_loss(fn, model, inputs)
        loss.backward()
    grads: dict[str, torch.Tensor | None] = {
        name: p.grad for name, p in model.named_parameters() if p.requires_grad
    }
    for i, value in enumerate(inputs):
        if isinstance(value, torch.Tensor) and value.requires_grad:
            grads[f"input:{i}"] = value.grad
    return loss.detach(), grads


def _imported(
    module: Any, trainable: Any, inputs: list[Any]
) -> tuple[torch.Tensor | None, dict[str, torch.Tensor | None]]:
    """An imported step's (result when it is one tensor, gradient by parameter name)."""
    result = module.step(
        trainable, *[v.detach() if isinstance(v, torch.Tensor) else v for v in inputs]
    )
    grads: dict[str, torch.Tensor | None] = {
        name: p.grad for name, p in trainable.named_parameters() if p.requires_grad
    }
    return (result.detach() if isinstance(result, torch.Tensor) else None), grads


def gradient_records(
    module: Any,
    model: torch.nn.Module,
    loss_fn: Callable[..., Any] | None,
    metadata: dict[str, Any],
    inputs: list[Any],
    tolerance: Callable[[str], tuple[float, float]],
    *,
    seed: int | None = None,
    by_value: bool = True,
    stage: Callable[[str], AbstractContextManager[Any]] | None = None,
    folder: str | None = None,
    trial: int | None = None,
    graphs: Callable[[], Callable[[], torch.nn.Module] | str] | None = None,
) -> tuple[list[dict[str, Any]], list[str]]:
    """One training step on each side: (a record per gradient and the loss, problems).
    `stage(name)`, when given, wraps each step (the module's, eager's, the fp64 one and
    the spread's), so that the engine sees them and verify's limit applies to each.
    `seed`: each side steps under this seed of torch's generator (a step drawing random
    numbers from it); without `by_value` (a step drawing Inductor's random numbers) the
    records judge shapes, dtypes and finite values only (random_ops.py). `folder`: a failing
    gradient's two tensors are saved there as `trial<trial>_gradient<n>_<side>.pt` (n: the
    record's place, the loss first), named by the record's `files` as an output's are.
    `graphs`, when given: the exported step's graphs as a model (a function making one) or
    why there are none, asked when the rounding spread runs (graph_sample.py)."""
    names = [i.get("name") for i in metadata.get("signature", {}).get("inputs") or []]
    trainable = module.Module(module.load_weights())
    eager = copy.deepcopy(model)
    eager.zero_grad(set_to_none=True)
    in_stage = stage or (lambda name: nullcontext())
    got_loss: torch.Tensor | None
    with in_stage("training step: the module's step"), seeded(seed):
        if imported_step(metadata):
            got_loss, got = _imported(module, trainable, marked_inputs(metadata, inputs))
        else:
            got_loss, got = _step(loss_fn, trainable, marked_inputs(metadata, inputs))
    with in_stage("training step: eager's step"), seeded(seed):
        want_loss, want = _step(loss_fn, eager, marked_inputs(metadata, inputs))
    problems: list[str] = []
    missing = sorted(set(want) - set(got))
    if missing:
        problems.append(f"the module's Module has no gradient for {', '.join(missing)}")
    wide: dict[str, Any] | None = None
    spread: list[dict[str, Any]] | None = None
    graph_sample: tuple[dict[str, Any], dict[str, Any]] | str | None = None
    records: list[dict[str, Any]] = []
    # An imported step whose fn returned no tensor (a bare .backward()) has no loss to
    # compare: its gradients are all there is.
    pairs: list[tuple[str, torch.Tensor | None, torch.Tensor | None]] = (
        [("loss", got_loss, want_loss)] if got_loss is not None else []
    )
    pairs += [(n, got.get(n), want[n]) for n in want]
    loss_dtype = _loss_dtype(want_loss, [g for g in want.values() if g is not None])
    for name, actual, expected in pairs:
        shown = name
        if name.startswith("input:"):
            index = int(name.split(":")[1])
            shown = names[index] if index < len(names) else name
        record: dict[str, Any]
        if expected is None or actual is None:
            record = {
                "passed": expected is None and actual is None,
                "reason": None if expected is None and actual is None else "no gradient",
            }
        else:
            rtol, atol = tolerance(dtype_name(loss_dtype if name == "loss" else expected.dtype))
            record = compare_tensors(actual, expected, rtol, atol, check_stride=False)
            if not by_value:
                record.update(structure_record(actual, expected))
            elif not record["passed"] and record.get("mismatches") and expected.is_floating_point():
                if wide is None:
                    try:
                        with in_stage("training step: eager's step in float64"), seeded(seed):
                            wide = _fp64_step(loss_fn, model, metadata, inputs, names)
                    except Exception as exc:  # noqa: BLE001 - the user's model and loss
                        # (a loss mixing in fp32 tensors of its own): the verdict stands.
                        wide = {"": f"{type(exc).__name__}: {exc}"[:500]}
                reference = wide.get(name)
                if "" in wide:
                    record["fp64"] = {"secondLook": True, "error": str(wide[""])}
                elif isinstance(reference, torch.Tensor):
                    factor, eps = fp64_terms(expected, atol)
                    record["fp64"] = fp64_check(actual, expected, reference, factor, eps)
                    if not record["fp64"]["passed"]:
                        if spread is None:
                            try:
                                spread = _spread(loss_fn, model, metadata, inputs, seed, in_stage)
                            except Exception as exc:  # noqa: BLE001 - as the fp64 step's:
                                # the verdict of eager's bound stands, with the reason.
                                spread = [{"": f"{type(exc).__name__}: {exc}"[:500]}]
                        if "" in spread[0]:
                            record["fp64"]["spreadError"] = spread[0][""]
                        if graph_sample is None and graphs is not None:
                            graph_sample = _graph_sample(
                                graphs, loss_fn, metadata, inputs, seed, in_stage
                            )
                        samples = [t for s in spread if isinstance(t := s.get(name), torch.Tensor)]
                        graph = _graph_value(graph_sample, name, reference, record["fp64"])
                        if samples or graph is not None:
                            widen(record["fp64"], actual, expected, samples, reference, eps, graph)
                    record["passed"] = record["fp64"]["passed"]
                    record["reason"] = (
                        None
                        if record["passed"]
                        else "RMSE against the fp64 reference is above the bound"
                        + (
                            " (factor x the worst of eager's and"
                            f" {record['fp64']['spread']['samples']} eager steps rounded otherwise"
                            " (nudged, channels-last, decisions turned)"
                            + (
                                " and the exported step's graphs"
                                if (record["fp64"]["spread"].get("graph") or {}).get("admitted")
                                else ""
                            )
                            + "' RMSE)"
                            if record["fp64"].get("rule") == RULE
                            else ""
                        )
                    )
        record["name"] = shown
        record["kind"] = (
            "loss" if name == "loss" else "input" if name.startswith("input:") else "parameter"
        )
        if not record["passed"] and folder and actual is not None and expected is not None:
            _save_pair(
                record, folder, f"trial{trial or 0}_gradient{len(records)}", actual, expected
            )
        records.append(record)
    return records, problems


def _save_pair(
    record: dict[str, Any], folder: str, stem: str, actual: torch.Tensor, expected: torch.Tensor
) -> None:
    from kernel_studio.sandbox.session import save_tensor

    for side, t in (("expected", expected), ("actual", actual)):
        saved = save_tensor(t, os.path.join(folder, f"{stem}_{side}.pt"))
        if saved:
            record.setdefault("files", {})[side] = saved


def _loss_dtype(loss: torch.Tensor, grads: list[torch.Tensor]) -> torch.dtype:
    """The dtype whose tolerance the loss gets: the least precise of the gradients' (the
    model's parameters and inputs) and its own. A bf16 model's loss summed in fp32 adds up
    outputs rounded to bf16: it is as precise as they are, and a single number's RMSE
    against fp64 is one sample, so the fp64 rule alone would fail it by chance."""
    floats = [g.dtype for g in grads if g.is_floating_point()] + [loss.dtype]
    return max(floats, key=lambda d: torch.finfo(d).eps)


def _fp64_step(
    loss_fn: Callable[..., Any] | None,
    model: torch.nn.Module,
    metadata: dict[str, Any],
    inputs: list[Any],
    names: list[Any],
) -> dict[str, torch.Tensor | None]:
    eager = copy.deepcopy(model).double()
    eager.zero_grad(set_to_none=True)
    loss, grads = _step(loss_fn, eager, marked_inputs(metadata, inputs, torch.float64))
    return {"loss": loss, **grads}


def _spread(
    loss_fn: Callable[..., Any] | None,
    model: torch.nn.Module,
    metadata: dict[str, Any],
    inputs: list[Any],
    seed: int | None,
    stage: Callable[[str], AbstractContextManager[Any]] | None = None,
) -> list[dict[str, torch.Tensor | None]]:
    """Eager's step on one-ulp nudged copies of the inputs and the model (spread.py), each
    under the trial's seed: the loss and the gradients by name, as _fp64_step's."""

    def step(twin: torch.nn.Module, nudged: list[Any]) -> dict[str, torch.Tensor | None]:
        twin.zero_grad(set_to_none=True)
        with seeded(seed):
            loss, grads = _step(loss_fn, twin, nudged)
        return {"loss": loss, **grads}

    return spread_steps(step, model, marked_inputs(metadata, inputs), stage=stage)


def _graph_sample(
    graphs: Callable[[], Callable[[], torch.nn.Module] | str],
    loss_fn: Callable[..., Any] | None,
    metadata: dict[str, Any],
    inputs: list[Any],
    seed: int | None,
    stage: Callable[[str], AbstractContextManager[Any]],
) -> tuple[dict[str, Any], dict[str, Any]] | str:
    """The exported step's graphs run eagerly (graph_sample.py): (the loss and gradients by
    name in the model's dtype, the same in float64), or why not."""
    from kernel_studio.verify.graph_sample import STAGE

    try:
        with stage(STAGE):
            make = graphs()
            if isinstance(make, str):
                return make
            model = make()
            model.zero_grad(set_to_none=True)
            with seeded(seed):
                loss, grads = _step(loss_fn, model, marked_inputs(metadata, inputs))
            sample = {"loss": loss, **grads}
            del model
            wide = make().double()
            wide.zero_grad(set_to_none=True)
            with seeded(seed):
                loss, grads = _step(loss_fn, wide, marked_inputs(metadata, inputs, torch.float64))
            return sample, {"loss": loss, **grads}
    except Exception as exc:  # noqa: BLE001 - the saved graphs and the user's loss: the
        # other samples stand, with the reason.
        return f"{type(exc).__name__}: {exc}"[:500]


def _graph_value(
    sample: tuple[dict[str, Any], dict[str, Any]] | str | None,
    name: str,
    reference: torch.Tensor,
    fp64: dict[str, Any],
) -> tuple[torch.Tensor | None, dict[str, Any]] | None:
    """Value `name` of the graphs' sample and what widen records of it: its RMSE against the
    fp64 reference, the graphs' float64 step's, and whether it is admitted (graph_sample.py);
    or why there is none. None without a sample."""
    from kernel_studio.verify.compare import rmse
    from kernel_studio.verify.graph_sample import admitted

    if sample is None:
        return None
    if isinstance(sample, str):
        return None, {"admitted": False, "error": sample}
    value = sample[0].get(name)
    if not isinstance(value, torch.Tensor) or value.shape != reference.shape:
        return None, {"admitted": False, "error": "the graphs' step has no such value"}
    ok, error64 = admitted(sample[1].get(name), reference, fp64["eagerRmse"])
    info = {"admitted": ok, "rmse": rmse(value, reference), "fp64Rmse": error64}
    return (value if ok else None), info


def session_gradients(
    session: Any,
    module: Any,
    inputs: list[Any],
    *,
    seed: int | None = None,
    by_value: bool = True,
    trial: int | None = None,
    folder: str | None = None,
) -> tuple[list[dict[str, Any]], list[str]]:
    """gradient_records of `module`'s step against the sandbox session's model, loss,
    metadata and tolerances, each step a stage of trial `trial`; a failing gradient's
    tensors saved in `folder` when given."""
    return gradient_records(
        module,
        session.model,
        getattr(session, "loss", None),
        session.metadata,
        inputs,
        session.settings.tolerance,
        seed=seed,
        by_value=by_value,
        stage=lambda name: session.stage(trial, name),
        folder=folder,
        trial=trial,
        graphs=None
        if imported_step(session.metadata)
        else lambda: _saved_graphs(session, module, trial),
    )


def _saved_graphs(
    session: Any, module: Any, trial: int | None
) -> Callable[[], torch.nn.Module] | str:
    """A function making `module`'s Module over the step's graphs the export saved
    (graph_sample.py), or why there are none (not made again: minutes on a big model)."""
    from kernel_studio.verify.graph_sample import graph_model
    from kernel_studio.verify.replay_training import _graphs

    graphs, why = _graphs(session, trial or 0, lower=False)
    if graphs is None:
        return str(why)
    return lambda: graph_model(module, graphs, session.metadata)


def _swap(into: Any, source: Any, kernel: str) -> Callable[[], None]:
    """Kernel `kernel` of module `into` replaced by `source`'s (a Triton kernel is a module
    global; a C++ kernel a launcher of the module's cpp_kernels() namespace); returns the
    undo."""
    mine, theirs = into.__dict__, source.__dict__
    if "cpp_kernels" in theirs and isinstance(theirs.get(kernel), str):
        ours_ns, their_ns = into.cpp_kernels(), source.cpp_kernels()
        old = getattr(ours_ns, kernel)
        setattr(ours_ns, kernel, getattr(their_ns, kernel))
        return lambda: setattr(ours_ns, kernel, old)
    old = mine.get(kernel)
    mine[kernel] = theirs[kernel]
    return lambda: mine.__setitem__(kernel, old)


def locate_gradients_op(session: Any, req: dict[str, Any]) -> dict[str, Any]:
    """The `locateGradients` operation: which edited kernel makes the training step's
    gradients diverge. The pristine module runs the failing trial's step with one edited
    kernel after another (in launch order: the forward's, then the backward's) taken from
    the working module; the first one whose working version fails the step is located."""
    from kernel_studio.verify.random_ops import random_nodes, same_draws

    trial = int(req["trial"])
    recipe = session.recipes[trial]
    working = session.modules["working"].module
    pristine = session.modules["pristine"].module
    draws = random_nodes(session.metadata)
    seed = int(recipe.get("seed") or 0) if draws and same_draws(session.metadata) else None
    meta_kernels = [k for k in session.metadata.get("kernels") or [] if k.get("kind") != "extern"]
    edited = set(req.get("kernels") or [])
    tried = []
    for k in meta_kernels:
        name = k["name"]
        if name not in edited or name not in working.__dict__:
            continue
        undo = _swap(pristine, working, name)
        try:
            with session.stage(trial, f"locate: the step with {name} edited"):
                records, problems = session_gradients(
                    session,
                    pristine,
                    session.inputs_for(recipe),
                    seed=seed,
                    by_value=not draws or seed is not None,
                    trial=trial,
                )
        finally:
            undo()
        passed = not problems and all(r["passed"] for r in records)
        tried.append({"kernel": name, "graph": k.get("graph"), "passed": passed})
        if not passed:
            return {"located": name, "tried": tried}
    return {"located": None, "tried": tried}
