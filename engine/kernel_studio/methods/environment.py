"""What the engine runs on: torch/triton versions and devices, for `initialize` and the
`environment` method. torch is imported lazily so the server starts without it."""

from __future__ import annotations

import importlib.metadata
import logging
import os
import platform
import sys
from types import ModuleType
from typing import Any

from kernel_studio import __version__, contain, self_test
from kernel_studio.inductor import inductor_status
from kernel_studio.inductor.version import UNTESTED, series_state
from kernel_studio.server.protocol import PROTOCOL_VERSION, method_failed
from kernel_studio.server.registry import RequestContext, method

log = logging.getLogger(__name__)

# Distributions that provide the `triton` package, in the order we look for them.
_TRITON_DISTRIBUTIONS = ("triton", "pytorch-triton", "pytorch-triton-rocm", "triton-windows")


def _import_torch() -> ModuleType:
    try:
        import torch
    except ImportError as exc:
        raise method_failed(
            f"torch cannot be imported: {exc}",
            "environment",
            hint="install torch into the engine's Python environment",
        ) from exc
    return torch


def triton_version() -> str | None:
    """The installed triton's version, from package metadata (triton is never imported)."""
    for name in _TRITON_DISTRIBUTIONS:
        try:
            return importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            continue
    return None


def describe_devices(free_memory: bool = False) -> list[dict[str, Any]]:
    """The cpu entry, then one entry per visible CUDA device; with `free_memory`, each CUDA
    entry also gets `freeMemory` measured now (null if it cannot be measured)."""
    torch = _import_torch()
    devices: list[dict[str, Any]] = [
        {"type": "cpu", "name": platform.machine(), "cores": os.cpu_count()}
    ]
    if not torch.cuda.is_available():
        return devices
    for index in range(torch.cuda.device_count()):
        props = torch.cuda.get_device_properties(index)
        device: dict[str, Any] = {
            "type": "cuda",
            "index": index,
            "name": props.name,
            "computeCapability": f"{props.major}.{props.minor}",
            "totalMemory": int(props.total_memory),
        }
        if free_memory:
            try:
                device["freeMemory"] = int(torch.cuda.mem_get_info(index)[0])
            except RuntimeError as exc:
                log.warning("cannot measure free memory of cuda:%d: %s", index, exc)
                device["freeMemory"] = None
        devices.append(device)
    return devices


def inductor_info(version: str, ctx: RequestContext | None = None) -> dict[str, Any]:
    """The `inductor` member: on an untested torch with the self-test's result, the cached
    one, else (with the request `ctx`, which gets progress meanwhile) one run now
    (kernel_studio/self_test)."""
    result = None
    if series_state(version) == UNTESTED:
        if ctx is None:
            result = self_test.cached_result(version)
        else:

            def waiting(seconds: float) -> None:
                ctx.progress("self-test", f"self-test of torch {version}: {seconds:.0f} s", None)

            result = self_test.result(version, waiting=waiting)
    return inductor_status(version, self_test=result)


def initialize_info(ctx: RequestContext | None = None) -> dict[str, Any]:
    """The result of `initialize` (docs/protocol.md)."""
    torch = _import_torch()
    return {
        "engine": {"name": "kernel_studio", "version": __version__},
        "protocolVersion": PROTOCOL_VERSION,
        "torch": str(torch.__version__),
        "triton": triton_version(),
        "devices": describe_devices(),
        # Whether this torch is one the Inductor adapter was written against.
        "inductor": inductor_info(str(torch.__version__), ctx),
        # Whether model code in workers can signal the engine (docs/security.md).
        "containment": contain.report(),
    }


@method("environment")
def environment(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """`environment`: everything `initialize` reports plus python, platform and CUDA; on an
    untested torch the self-test runs first unless its result is cached."""
    torch = _import_torch()
    info = initialize_info(ctx)
    info["devices"] = describe_devices(free_memory=True)
    info["python"] = {"executable": sys.executable, "version": platform.python_version()}
    info["platform"] = platform.platform()
    info["cudaAvailable"] = bool(torch.cuda.is_available())
    info["cudaVersion"] = torch.version.cuda
    return info
