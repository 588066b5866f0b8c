"""Locating the faulty kernel (inside the sandbox). The exported graph is evaluated node by
node on the failing trial's inputs (re-exported with the project's settings, then run
with an fx.Interpreter that keeps every node's value). Both modules run once with capture
on; each buffer a kernel writes is mapped to the graph node whose value the pristine
module's buffer holds (a node the kernel fuses, per the metadata), and the working
module's buffer is compared with that node's eager value (or, for a buffer that holds no
graph value, such as a partial sum, with the pristine module's buffer). The first launch
in execution order with a diverging buffer is the located kernel; launches that read
what it (transitively) wrote are tainted."""

from __future__ import annotations

import os
from typing import Any

import torch

from kernel_studio.sandbox.hooks import LaunchRecord
from kernel_studio.sandbox.host_memory import host_available_bytes, size_text
from kernel_studio.sandbox.inputs import dtype_name
from kernel_studio.sandbox.memory import device_available_bytes
from kernel_studio.sandbox.session import OpError, Session, save_tensor, spec_bytes
from kernel_studio.verify.compare import compare_tensors

MAPPING_SLACK = 10.0  # a pristine buffer may differ from its node by 10x the tolerance


def build_program(
    model: Any, examples: list[Any], spec: Any, strict: bool, decompositions: Any, device: str
) -> Any:
    """The decomposed exported program, made as the export made it (same node names)."""
    from kernel_studio.pipeline.decompose.decompose import decompose
    from kernel_studio.pipeline.trace.trace import trace

    custom = False
    if isinstance(decompositions, dict) and set(decompositions) == {"file"}:
        from kernel_studio.decompositions import load_decompositions_file

        decompositions = load_decompositions_file(str(decompositions["file"]))
        custom = bool(decompositions.functions)
    elif isinstance(decompositions, dict) and "custom" in decompositions:
        decompositions = {k: v for k, v in decompositions.items() if k != "custom"}
    traced = trace(model, examples, dynamic_shapes=spec, strict=strict, device=device)
    program = decompose(traced, decompositions).program
    if custom:
        program.graph_module.meta[TRUTH_KEY] = _custom_regions(
            traced.program, program, set(decompositions.custom)
        )
    return program


# Graph module meta: the nodes that end a decomposition of the user's own (a custom
# function of decompositions.py) -> (the op, its args and kwargs with node names). The
# graph's values there are the op's own (PyTorch's), so that a wrong function shows.
TRUTH_KEY = "kernel_studio_custom_regions"


def _custom_regions(before: Any, after: Any, ops: set[str]) -> dict[str, Any]:
    originals = {
        n.name: n for n in before.graph.nodes if n.op == "call_function" and str(n.target) in ops
    }
    names = {n.name for n in before.graph.nodes}
    groups: dict[str, list[Any]] = {}
    for node in after.graph.nodes:
        if node.op != "call_function" or node.name in names and node.name not in originals:
            continue
        for source in node.meta.get("from_node") or []:
            if source.name in originals:
                groups.setdefault(source.name, []).append(node)
    regions: dict[str, Any] = {}
    for name, nodes in groups.items():
        inside = set(nodes)
        ends = [n for n in nodes if any(u not in inside for u in n.users)]
        if len(ends) != 1:
            continue
        original = originals[name]

        def named(value: Any) -> Any:
            if isinstance(value, torch.fx.Node):
                return ("node", value.name)
            if isinstance(value, list | tuple):
                return type(value)(named(v) for v in value)
            return value

        regions[ends[0].name] = (
            original.target,
            named(tuple(original.args)),
            {k: named(v) for k, v in original.kwargs.items()},
        )
    return regions


def graph_values(
    program: Any, inputs: list[Any], wanted: set[str] | None = None, device: str | None = None
) -> dict[str, Any]:
    """The value of every node in `wanted` (default: all) when the exported graph runs
    eagerly on `inputs`, kept on `device` (default: where it was computed; "cpu" keeps
    them in host memory while the graph runs on the GPU). The interpreter frees the
    values it no longer needs, so only the kept ones add up."""
    from torch.export.graph_signature import InputKind

    sig = program.graph_signature
    args = []
    user = iter(inputs)
    for spec in sig.input_specs:
        if spec.kind == InputKind.USER_INPUT:
            args.append(next(user))
        elif spec.kind in (InputKind.PARAMETER, InputKind.BUFFER):
            value = program.state_dict.get(spec.target)
            if value is None:
                value = program.constants.get(spec.target)
            args.append(value)
        elif spec.kind in (InputKind.CONSTANT_TENSOR, InputKind.CUSTOM_OBJ):
            args.append(program.constants.get(spec.target))
        else:
            args.append(None)
    values: dict[str, Any] = {}
    regions = program.graph_module.meta.get(TRUTH_KEY) or {}
    by_name = {n.name: n for n in program.graph.nodes}

    class Recorder(torch.fx.Interpreter):
        def value_of(self, item: Any) -> Any:
            if isinstance(item, tuple) and len(item) == 2 and item[0] == "node":
                return self.env[by_name[item[1]]]
            if isinstance(item, list | tuple):
                return type(item)(self.value_of(v) for v in item)
            return item

        def run_node(self, n: torch.fx.Node) -> Any:
            result = super().run_node(n)
            region = regions.get(n.name)
            if region is not None:
                # The op's own value where the user's decomposition of it ends.
                op, op_args, op_kwargs = region
                try:
                    result = op(
                        *self.value_of(op_args),
                        **{k: self.value_of(v) for k, v in op_kwargs.items()},
                    )
                except (KeyError, RuntimeError):
                    pass
            if n.op != "output" and (wanted is None or n.name in wanted):
                if device is not None and isinstance(result, torch.Tensor):
                    values[n.name] = result.detach().to(device, copy=True)
                else:
                    values[n.name] = result
            return result

    with torch.no_grad():
        # A custom decomposition's inputs must outlive its own first nodes.
        Recorder(program.graph_module, garbage_collect_values=not regions).run(*args)
    return values


def _as_node_shape(buf: torch.Tensor, value: torch.Tensor) -> torch.Tensor | None:
    """`buf` viewed with `value`'s shape (same shape, or same element count)."""
    if tuple(buf.shape) == tuple(value.shape):
        return buf
    if buf.numel() == value.numel():
        return buf.contiguous().reshape(value.shape)
    return None


def _tolerance(settings: Any, dtype: torch.dtype, slack: float = 1.0) -> tuple[float, float]:
    rtol, atol = settings.tolerance(dtype_name(dtype))
    return rtol * slack, atol * slack


def _node_for(
    pristine: torch.Tensor, candidates: list[str], values: dict[str, Any], settings: Any
) -> tuple[str | None, float]:
    """The candidate node whose eager value the pristine buffer holds, and the slack
    (1 or MAPPING_SLACK) at which it matched."""
    for slack in (1.0, MAPPING_SLACK):
        best, best_err = None, None
        for name in candidates:
            value = values.get(name)
            if not isinstance(value, torch.Tensor) or value.dtype != pristine.dtype:
                continue
            view = _as_node_shape(pristine, value)
            if view is None:
                continue
            rtol, atol = _tolerance(settings, value.dtype, slack)
            result = compare_tensors(view, value, rtol, atol, check_stride=False)
            if result["passed"]:
                err = result["maxAbsError"] or 0.0
                if best_err is None or err < best_err:
                    best, best_err = name, err
        if best is not None:
            return best, slack
    return None, 1.0


def launch_nodes(metadata: dict[str, Any]) -> dict[tuple[str, int], list[str]]:
    """(kernel, launch statement) -> the nodes that launch computes (`launchNodes`); a
    kernel without them maps each of its launches to all its `nodes`."""
    out: dict[tuple[str, int], list[str]] = {}
    for k in metadata.get("kernels") or []:
        per_launch = k.get("launchNodes") or [k.get("nodes") or []] * len(k.get("launches") or [])
        for i, nodes in enumerate(per_launch):
            out[(k["name"], i)] = list(nodes)
    return out


def _run_keys(records: list[LaunchRecord]) -> list[tuple[str, int, int]]:
    """(kernel, launch statement, how many runs of that statement came before)."""
    seen: dict[tuple[str, int], int] = {}
    keys = []
    for r in records:
        n = seen.get((r.kernel, r.index), 0)
        seen[(r.kernel, r.index)] = n + 1
        keys.append((r.kernel, r.index, n))
    return keys


def locate(
    working: list[LaunchRecord],
    pristine: list[LaunchRecord],
    values: dict[str, Any],
    kernel_nodes: dict[str, list[str]],
    settings: Any,
    per_launch: dict[tuple[str, int], list[str]] | None = None,
    custom: bool = False,
) -> dict[str, Any]:
    """The located kernel (or None), every launch's verdict, and the tainted kernels.
    A buffer is matched among the nodes of its launch (`per_launch`, see launch_nodes), else
    among all the kernel's nodes. `custom`: the values are those of a graph with custom
    decompositions (build_program), the ops' own results where each ends."""
    # A launch statement in a loop (a while_loop's body) runs once per iteration: the n-th
    # run of a statement in one module pairs with the n-th run of it in the other.
    by_key = {key: r for key, r in zip(_run_keys(pristine), pristine, strict=True)}
    launches = []
    located = None
    located_record = None
    for key, record in zip(_run_keys(working), working, strict=True):
        twin = by_key.get(key)
        slots = []
        for j, (text, buf) in enumerate(record.writes):
            if buf is None:
                continue
            p = twin.writes[j][1] if twin is not None and j < len(twin.writes) else None
            slot: dict[str, Any] = {"buffer": text, "basis": None, "node": None}
            node, slack = (None, 1.0)
            if p is not None:
                own = (per_launch or {}).get((record.kernel, record.index))
                candidates = list(reversed(own or kernel_nodes.get(record.kernel, [])))
                node, slack = _node_for(p, candidates, values, settings)
                if node is None and custom and candidates and candidates[0] in values:
                    # The graph's values hold the ops' own results where a custom
                    # decomposition ends: a pristine buffer no node matches is the
                    # kernel's last value, made wrong by that decomposition.
                    node = candidates[0]
            if node is not None:
                expected = values[node]
                actual = _as_node_shape(buf, expected)
                slot.update(basis="node", node=node)
            elif p is not None:
                expected, actual = p, buf if tuple(buf.shape) == tuple(p.shape) else None
                slot["basis"] = "pristine"
            else:
                slot["basis"] = "none"
                slots.append(slot)
                continue
            if actual is None:
                slot["comparison"] = {"passed": False, "reason": "buffer shape changed"}
            else:
                rtol, atol = _tolerance(settings, expected.dtype, slack)
                slot["comparison"] = compare_tensors(
                    actual, expected, rtol, atol, check_stride=False
                )
                slot["_tensors"] = (expected, actual)
            slots.append(slot)
        failed = [s for s in slots if s.get("comparison") and not s["comparison"]["passed"]]
        entry = {
            "kernel": record.kernel,
            "launch": record.index,
            "order": record.order,
            "passed": not failed,
            "buffers": slots,
        }
        launches.append(entry)
        if failed and located is None:
            located, located_record = entry, record
    tainted: list[str] = []
    if located_record is not None:
        dirty = set(located_record.write_keys)
        for record in working[located_record.order + 1 :]:
            if record.reads & dirty or record.write_keys & dirty:
                if record.kernel not in tainted and record.kernel != located_record.kernel:
                    tainted.append(record.kernel)
                dirty |= record.write_keys
    return {"located": located, "launches": launches, "tainted": tainted}


# --- the `locate` operation, run in the sandbox on its session ---------------------------
# Locating keeps the graph's values and both modules' written buffers at once.
LOCATE_COPIES = 3


def _placement(session: Session, trial: int) -> str | None:
    """Where locate keeps the graph's values and the captured buffers: on the device
    when they fit, else on the host (None); a `memory` error when neither has room."""
    req = session.recipes[trial]
    dims = session.trial_dims(req)
    wanted = {n for k in session.metadata.get("kernels") or [] for n in k.get("nodes") or []}
    values = sum(
        spec_bytes(out, dims)
        for node in session.metadata.get("nodes") or []
        if node.get("name") in wanted
        for out in node.get("outputs") or []
        if isinstance(out, dict) and "shape" in out
    )
    need = LOCATE_COPIES * values
    limit = session.settings.memory_limit_bytes
    if session.device == "cuda" and need <= min(device_available_bytes(), limit or need):
        return None
    host = host_available_bytes()
    if (host is not None and need > host) or (limit is not None and need > limit):
        room = min(x for x in (host, limit) if x is not None)
        raise OpError(
            "memory",
            f"locating needs about {size_text(need)} (the graph's intermediate values"
            f" and the buffers both modules write), {size_text(room)} is free",
            trial=trial,
            stage="locate",
            neededBytes=need,
            availableBytes=room,
        )
    return "cpu" if session.device == "cuda" else None


def locate_op(session: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `locate` operation: the failing trial run again node by node against both
    modules' launches, the first launch that diverges located (and its tensors saved)."""
    trial = int(req["trial"])
    placement = _placement(session, trial)
    with session.stage(trial, "locate: tracing the model"):
        if session.program is None:
            session.program = build_program(
                session.model,
                session.inputs_for({"kind": "example"}),
                session.spec,
                session.strict,
                session.decompositions,
                session.device,
            )
    recipe = session.recipes[trial]
    wanted = {n for k in session.metadata.get("kernels") or [] for n in k.get("nodes") or []}
    with session.stage(trial, "locate: the graph's values"):
        values = graph_values(session.program, session.inputs_for(recipe), wanted, placement)
    records = {}
    for which in ("working", "pristine"):
        session.hooks.capture = True
        session.hooks.capture_device = placement
        try:
            stage = f"locate: the {which} module"
            with session.stage(trial, stage):
                session.run_module(which, session.inputs_for(recipe), trial, stage)
            records[which] = list(session.hooks.records)
        finally:
            session.hooks.capture = False
            session.hooks.capture_device = None
            session.hooks.records = []
    kernel_nodes = {k["name"]: k.get("nodes") or [] for k in session.metadata.get("kernels") or []}
    with session.stage(trial, "locate: comparison"):
        result = locate(
            records["working"],
            records["pristine"],
            values,
            kernel_nodes,
            session.settings,
            launch_nodes(session.metadata),
            custom=bool(session.program.graph_module.meta.get(TRUTH_KEY)),
        )
    folder = req.get("tensorDir")
    for entry in result["launches"]:
        for j, slot in enumerate(entry["buffers"]):
            tensors = slot.pop("_tensors", None)
            if entry is result["located"] and folder and tensors is not None:
                failed = not slot["comparison"]["passed"]
                for side, t in zip(("expected", "actual"), tensors, strict=True):
                    if failed:
                        base = f"locate_{entry['kernel']}_{entry['launch']}_{j}_{side}.pt"
                        name = save_tensor(t, os.path.join(folder, base))
                        if name:
                            slot.setdefault("files", {})[side] = name
    return result
