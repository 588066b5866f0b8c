"""Why a training project's trial fails verify: the ReLU decisions of the module's forward
against eager's, and how much of the gradients' difference they explain.

Verify (kernel_studio/verify) judges a gradient by its RMSE against an fp64 step, bounded by
eager's and a few eager steps rounded otherwise (verify/spread.py), the last of which turns
the ReLU decisions that rounding may decide within REACH x eager's error. A module that puts
one ReLU element on the other side of zero beyond that reach fails although its kernels are
right. This runs one trial of a project in this process, as verify's sandbox runs it (the
same requests: open, load, trial), then AOTAutograd's forward graph the export saved, eagerly
in fp32 and fp64, and the module's `call_forward` on the same parameters and inputs, and
compares each saved ReLU output (and saved mask) element by element:

- every element whose side differs between the module and eager: the node, the index, the
  fp64 and eager fp32 input, the module's output, and the reach it needs (|fp64 input| /
  eager's error there: verify's turned sample covers it when that is below REACH x max(the
  element's, the tensor's RMS) error);
- each gradient of the backward: the RMS difference module - eager (the module's own
  backward on its saved values) and decided - eager, where "decided" is the eager backward
  graph on eager's saved values with the module's decisions at those elements. When the two
  agree (and module - decided is small), the module's difference is its decisions;
- each saved ReLU element the graphs' fp32 step decides otherwise than their fp64 step, and
  per gradient the RMSE against verify's fp64 reference (the model's step in float64) of the
  module, of the graphs' fp32 step and of the graphs' fp64 step: where the module lands with
  the graphs' fp32 step and their fp64 step lands on the reference, the difference is the
  graphs' arithmetic, which verify's graphs' sample covers (kernel_studio/verify/graph_sample.py).

    PYTHONPATH=engine python bench/train_decisions.py PROJECT --trial 4 [--trials 5] [--seed 0]
        [--show 12] [--json OUT.json] [--trust]

The saved graphs are code of the project: they are loaded from a trusted folder only (else
made again, minutes on a big model); `--trust` trusts the project's folder first, as
`kernel-studio verify --trust` does."""

from __future__ import annotations

import argparse
import json
import math
import sys
from typing import Any

import torch


def _rms(t: torch.Tensor) -> float:
    t = t.detach().double()
    return math.sqrt(float(t.square().mean())) if t.numel() else 0.0


def _wide(v: Any) -> Any:
    if isinstance(v, torch.Tensor) and v.is_floating_point():
        return v.detach().double()
    return v


class InProcess:
    """A sandbox whose requests run in this process on one Session (the ops of
    kernel_studio/sandbox/worker.py that a trial needs)."""

    def __init__(self, session: Any) -> None:
        from kernel_studio.verify.trial import run_trial

        self.ops = {
            "open": session.open,
            "load": session.load,
            "trial": lambda req: run_trial(session, req),
        }

    def request(
        self, op: str, payload: dict[str, Any], timeout: float, cancelled: Any
    ) -> Any:
        return self.ops[op](payload)


def _saved_names(forward: Any, writes: int, user_outputs: int) -> list[str | None]:
    """The forward graph's saved values (its outputs after the writes and the model's
    outputs): each tensor's node name, in call_backward's order (sizes first)."""
    out = next(n for n in forward.graph.nodes if n.op == "output")
    values = list(out.args[0])[writes + user_outputs :]
    return [v.name if isinstance(v, torch.fx.Node) else None for v in values]


def _is_decision(node: Any) -> str | None:
    """'relu' for a ReLU's output, 'mask' for a saved comparison against a point."""
    target = str(getattr(node, "target", ""))
    if target.startswith(("aten.relu", "aten.threshold.")):
        return "relu"
    if target.startswith(("aten.le.", "aten.lt.", "aten.ge.", "aten.gt.")):
        return "mask"
    return None


def analyse(
    project_dir: str, trial: int, trials: int, seed: int, show: int
) -> dict[str, Any]:
    from kernel_studio.sandbox.project import open_project
    from kernel_studio.sandbox.run import SandboxRun
    from kernel_studio.sandbox.session import Session
    from kernel_studio.sandbox.settings import VerifySettings
    from kernel_studio.verify.replay_training import _graphs, _run_graph, _tangents
    from kernel_studio.verify.run import trial_seed

    project = open_project(project_dir)
    settings = VerifySettings(trials=trials, seed=seed, timeout_seconds=3600.0)
    session = Session(lambda message: None)
    # The trust store says whether the saved graphs (code) are loaded (verify's rule).
    run = SandboxRun(project, settings, pool=None, progress=None, cancelled=None)  # type: ignore[arg-type]
    box = InProcess(session)
    opened = run._open(box)  # type: ignore[arg-type]
    run._load(box, "working")  # type: ignore[arg-type]
    sizes = opened.get("plan", {}).get("sizes") or []
    payload = {
        "index": trial,
        "kind": "example" if trial == 0 else "random",
        "sizes": sizes[trial - 1] if trial and trial - 1 < len(sizes) else {},
        "seed": trial_seed(settings.seed, trial),
        "tensorDir": None,
    }
    record = box.ops["trial"](payload)
    failing = {g["name"]: g for g in record.get("gradients") or [] if not g["passed"]}

    meta = session.metadata
    (forward, backward), why = _graphs(session, trial)
    working = session.modules["working"].module
    weights = working.load_weights()
    recipe = session.recipes[trial]
    inputs = [
        x.detach() if isinstance(x, torch.Tensor) else x
        for x in session.inputs_for(recipe)
    ]

    def arguments() -> list[Any]:
        users = iter(inputs)
        return [
            next(users) if kind == "user" else weights[name].detach().clone()
            for name, kind, _, _ in working._INPUTS
        ]

    writes = len(meta.get("signature", {}).get("writes") or [])
    user_outputs = int(working._USER_OUTPUTS)
    fw_values, fw_out = _run_graph(forward, arguments())
    fw64_out: list[Any] = []
    try:
        fw64_values, fw64_out = _run_graph(forward, [_wide(a) for a in arguments()])
    except Exception as exc:  # noqa: BLE001 - a graph that fixes fp32 somewhere
        fw64_values = {}
        print(f"the forward graph does not run in fp64: {exc}", file=sys.stderr)
    with torch.no_grad():
        results = list(working.call_forward(*arguments()))
    names = _saved_names(forward, writes, user_outputs)
    eager_saved = fw_out[writes + user_outputs :]
    module_saved = results[user_outputs:]
    # Both in the graph's output order; call_backward takes the sizes first.
    eager_t = [s for s in eager_saved if isinstance(s, torch.Tensor)]
    module_t = [s for s in module_saved if isinstance(s, torch.Tensor)]
    tensor_names = [
        n
        for n, s in zip(names, eager_saved, strict=True)
        if isinstance(s, torch.Tensor)
    ]
    sizes_saved = [s for s in eager_saved if not isinstance(s, torch.Tensor)]
    nodes = {n.name: n for n in forward.graph.nodes}

    flips: list[dict[str, Any]] = []
    decided_t = list(eager_t)
    for i, (name, e, m) in enumerate(zip(tensor_names, eager_t, module_t, strict=True)):
        node = nodes.get(name or "")
        kind = _is_decision(node) if node is not None else None
        if kind is None or e.shape != m.shape:
            continue
        if kind == "relu":
            differ = (e == 0) != (m == 0)
        else:
            differ = e != m
        count = int(differ.sum())
        if not count:
            continue
        decided_t[i] = torch.where(differ, m, e)
        source = (
            node.args[0].name
            if kind == "relu" and isinstance(node.args[0], torch.fx.Node)
            else None
        )
        x32 = fw_values.get(source) if source else None
        x64 = fw64_values.get(source) if source else None
        error = (x32.double() - x64) if x32 is not None and x64 is not None else None
        rms_error = _rms(error) if error is not None else None
        for flat in differ.flatten().nonzero().flatten()[:show].tolist():
            index = list(torch.unravel_index(torch.tensor(flat), e.shape))
            at = tuple(int(j) for j in index)
            entry: dict[str, Any] = {
                "node": name,
                "kind": kind,
                "index": list(at),
                "eager": float(e[at]),
                "module": float(m[at]),
                "elements": count,
            }
            if x32 is not None and x64 is not None and error is not None:
                here = abs(float(error[at]))
                entry.update(
                    input=source,
                    input64=float(x64[at]),
                    input32=float(x32[at]),
                    eagerError=here,
                    tensorRmsError=rms_error,
                    reach=abs(float(x64[at])) / max(here, rms_error or 0.0, 1e-300),
                )
            flips.append(entry)

    # Eager's fp32 graphs against their own fp64 run: the decisions fp32 rounding made in
    # the exported step's arithmetic (the module's), whatever the module decided.
    eager_flips: list[dict[str, Any]] = []
    eager_flipped = 0
    if fw64_out:
        saved64 = fw64_out[writes + user_outputs :]
        for name, e, w in zip(names, eager_saved, saved64, strict=True):
            node = nodes.get(name or "")
            kind = _is_decision(node) if node is not None else None
            if kind != "relu" or not isinstance(e, torch.Tensor) or e.shape != w.shape:
                continue
            differ = (e == 0) != (w <= 0)
            count = int(differ.sum())
            if not count:
                continue
            eager_flipped += count
            source = (
                node.args[0].name if isinstance(node.args[0], torch.fx.Node) else None
            )
            x32, x64 = fw_values.get(source), fw64_values.get(source)
            for flat in differ.flatten().nonzero().flatten()[:show].tolist():
                at = tuple(
                    int(j) for j in torch.unravel_index(torch.tensor(flat), e.shape)
                )
                entry = {"node": name, "index": list(at), "elements": count}
                if x32 is not None and x64 is not None:
                    entry.update(input32=float(x32[at]), input64=float(x64[at]))
                eager_flips.append(entry)

    outputs = fw_out[writes : writes + user_outputs]
    tangents = _tangents(session, outputs, list(working._TANGENTS), inputs)
    _, eager_grads = _run_graph(backward, [*sizes_saved, *eager_t, *tangents])
    _, decided_grads = _run_graph(backward, [*sizes_saved, *decided_t, *tangents])
    graph64_grads: list[Any] = []
    if fw64_out:
        outputs64 = fw64_out[writes : writes + user_outputs]
        saved64 = fw64_out[writes + user_outputs :]
        tangents64 = [
            _wide(t)
            for t in _tangents(session, outputs64, list(working._TANGENTS), inputs)
        ]
        try:
            _, graph64_grads = _run_graph(
                backward,
                [
                    *[s for s in saved64 if not isinstance(s, torch.Tensor)],
                    *[s for s in saved64 if isinstance(s, torch.Tensor)],
                    *tangents64,
                ],
            )
        except Exception as exc:  # noqa: BLE001 - a graph that fixes fp32 somewhere
            print(f"the backward graph does not run in fp64: {exc}", file=sys.stderr)
    # Verify's reference: the model's own step in fp64 (kernel_studio/verify/gradients.py).
    from kernel_studio.verify.gradients import _fp64_step

    signature = meta.get("signature", {}).get("inputs") or []
    reference = _fp64_step(
        getattr(session, "loss", None),
        session.model,
        meta,
        inputs,
        [i.get("name") for i in signature],
    )
    with torch.no_grad():
        module_grads = list(
            working.call_backward(
                *[s for s in module_saved if not isinstance(s, torch.Tensor)],
                *module_t,
                *tangents,
            )
        )
    gradients = []
    user_index = 0
    for k, ((name, kind, target, _), e, d, m) in enumerate(
        zip(working._INPUTS, eager_grads, decided_grads, module_grads, strict=False)
    ):
        ref = reference.get(target if kind != "user" else f"input:{user_index}")
        user_index += kind == "user"
        if not all(isinstance(t, torch.Tensor) for t in (e, d, m)):
            continue
        shown = target if kind != "user" else f"{name} (input)"
        row = {
            "name": shown,
            "failedVerify": shown in failing or name in failing,
            "rmsEager": _rms(e),
            "moduleMinusEager": _rms(m - e),
            "decidedMinusEager": _rms(d - e),
            "moduleMinusDecided": _rms(m - d),
        }
        if isinstance(ref, torch.Tensor) and ref.shape == e.shape:
            row.update(
                moduleMinusFp64=_rms(m.double() - ref),
                graphMinusFp64=_rms(e.double() - ref),
            )
            g64 = graph64_grads[k] if k < len(graph64_grads) else None
            if isinstance(g64, torch.Tensor) and g64.shape == ref.shape:
                row["graph64MinusFp64"] = _rms(g64.double() - ref)
        gradients.append(row)
    return {
        "project": project_dir,
        "trial": trial,
        "verify": {"passed": record.get("passed"), "failing": sorted(failing)},
        "graphs": "saved" if why is None else f"made again: {why}",
        "flips": flips,
        "flippedElements": sum({f["node"]: f["elements"] for f in flips}.values()),
        "eagerFlips": eager_flips,
        "eagerFlippedElements": eager_flipped,
        "gradients": gradients,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("project")
    parser.add_argument("--trial", type=int, required=True)
    parser.add_argument(
        "--trials", type=int, default=5, help="verify's trials (its plan)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--show", type=int, default=12, help="elements listed per node")
    parser.add_argument("--json", help="write the whole result here")
    parser.add_argument(
        "--trust", action="store_true", help="trust the project's folder first"
    )
    args = parser.parse_args(argv)
    if args.trust:
        from kernel_studio.project.trust import trust

        trust(args.project)
    result = analyse(args.project, args.trial, args.trials, args.seed, args.show)
    if args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1)
    v = result["verify"]
    print(
        f"trial {result['trial']}: verify {'pass' if v['passed'] else 'fail'}", end=""
    )
    print(
        f" ({len(v['failing'])} failing: {', '.join(v['failing'][:4])})"
        if v["failing"]
        else ""
    )
    print(f"graphs: {result['graphs']}")
    print(
        f"ReLU elements whose side differs, module against eager: {result['flippedElements']}"
    )
    for f in result["flips"]:
        where = f"{f['node']}{f['index']}"
        if "input64" in f:
            print(
                f"  {where}: fp64 input {f['input64']:.3g}, eager {f['input32']:.3g}"
                f" (error {f['eagerError']:.2g}, tensor RMS {f['tensorRmsError']:.2g}),"
                f" eager out {f['eager']:.3g}, module out {f['module']:.3g}: reach {f['reach']:.3g}"
            )
        else:
            print(f"  {where}: eager {f['eager']:.3g}, module {f['module']:.3g}")
    print(
        "ReLU elements whose side differs, eager's fp32 graph against its fp64 run:"
        f" {result['eagerFlippedElements']}"
    )
    for f in result["eagerFlips"]:
        print(
            f"  {f['node']}{f['index']}: fp64 input {f.get('input64', float('nan')):.3g},"
            f" eager {f.get('input32', float('nan')):.3g}"
        )
    rows = sorted(
        result["gradients"],
        key=lambda g: -g["moduleMinusEager"] / max(g["rmsEager"], 1e-30),
    )
    print("gradient: RMS of eager's, module - eager, decided - eager, module - decided")
    for g in rows[: max(args.show, 1)]:
        mark = " (fails verify)" if g["failedVerify"] else ""
        print(
            f"  {g['name']}{mark}: {g['rmsEager']:.3g}, {g['moduleMinusEager']:.3g},"
            f" {g['decidedMinusEager']:.3g}, {g['moduleMinusDecided']:.3g}"
        )
    print(
        "against the fp64 reference (the model's step): RMSE of module, eager's graph,"
        " the graph in fp64"
    )
    for g in [r for r in result["gradients"] if r["failedVerify"]][: max(args.show, 1)]:
        print(
            f"  {g['name']}: {g.get('moduleMinusFp64', float('nan')):.3g},"
            f" {g.get('graphMinusFp64', float('nan')):.3g},"
            f" {g.get('graph64MinusFp64', float('nan')):.3g}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
