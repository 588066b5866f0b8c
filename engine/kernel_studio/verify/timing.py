"""Timing one kernel in the sandbox (the `timing` operation): its first launch, in the working
module and in the pristine one, on the example inputs, and their ratio. In a training project
the module runs a training step, so that a backward kernel is reached too."""

from __future__ import annotations

from typing import Any

from kernel_studio.sandbox.session import Session
from kernel_studio.verify.gradients import calls_as_training_steps


def timing_op(session: Session, req: dict[str, Any]) -> dict[str, Any]:
    """The `timing` operation: each named kernel's first launch timed in the working and
    the pristine module on the example inputs."""
    out = []
    for kernel in req.get("kernels") or []:
        entry: dict[str, Any] = {"kernel": kernel}
        for which in ("working", "pristine"):
            session.hooks.timing_target = (kernel, 0)
            try:
                inputs = session.inputs_for({"kind": "example"})
                with calls_as_training_steps(session, which):
                    session.run_module(which, inputs, None, f"timing ({which} module)")
                result = session.hooks.timing_result
            finally:
                session.hooks.timing_target = None
            entry[which + "Seconds"] = result["medianSeconds"] if result else None
            entry["repeats"] = result["repeats"] if result else 0
        w, p = entry.get("workingSeconds"), entry.get("pristineSeconds")
        entry["ratio"] = (w / p) if w and p else None
        out.append(entry)
    return {"kernels": out}
