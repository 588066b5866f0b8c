"""`debug/sleep`: a diagnostic for round trips, progress and cancellation."""

from __future__ import annotations

from typing import Any

from kernel_studio.methods import RequestContext, method, param_number


@method("debug/sleep")
def debug_sleep(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """Sleep `seconds` in `steps` slices with `$/progress` (stage "sleep") after each;
    a cancel wakes it at once."""
    seconds = param_number(params, "seconds", 1.0, minimum=0, maximum=3600)
    steps = param_number(params, "steps", 10, minimum=1, maximum=100_000, integer=True)
    for step in range(1, steps + 1):
        ctx.wait(seconds / steps)
        ctx.progress("sleep", f"slept {step}/{steps}", step / steps)
    return {"slept": seconds}
