"""Diagnostics: `debug/sleep` (round trips, progress, cancellation) and `debug/process`
(what the engine process has loaded)."""

from __future__ import annotations

import os
import sys
from typing import Any

from kernel_studio.server.registry import RequestContext, method, param_number


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


@method("debug/process")
def debug_process(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """What the server process holds: whether Inductor was ever imported into it, whether a
    lowering's patch of Inductor is installed, user modules loaded into it, and the job
    workers. Exports and inspections run in workers, so the first three stay empty."""
    from kernel_studio.inductor import lowering_patch_installed
    from kernel_studio.server.jobs import RUNNER

    return {
        "pid": os.getpid(),
        "inductorImported": "torch._inductor" in sys.modules,
        "inductorPatched": lowering_patch_installed(),
        "userModules": sorted(m for m in sys.modules if m.startswith("kernel_studio_user_")),
        "workers": RUNNER.stats(),
    }
