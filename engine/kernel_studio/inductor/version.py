"""Which torch versions the Inductor adapter was written against, and the check every
export makes before it touches Inductor. Imports nothing from torch but its version."""

from __future__ import annotations

import logging
import os
from typing import Any

log = logging.getLogger("kernel_studio.inductor")

# The adapter reads private parts of torch._inductor whose shape changes between minor
# releases; it is written and tested against these (major.minor) series.
ADAPTER_VERSION = "2.11"
SUPPORTED_SERIES = ("2.11",)
ALLOW_UNTESTED_ENV = "KS_ALLOW_UNTESTED_TORCH"


class UnsupportedTorch(Exception):
    """The installed torch is not one the adapter was written against (and the user did not
    opt in); `message` names both versions and what to do."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def series_of(version: str) -> str:
    """ "2.11.0+cu130" -> "2.11"; "2.12.0.dev20260101" -> "2.12"."""
    parts = version.split("+", 1)[0].split(".")
    return ".".join(parts[:2])


def allow_untested(environ: dict[str, str] | None = None) -> bool:
    """Whether the user opted in to untested torch versions (KS_ALLOW_UNTESTED_TORCH=1)."""
    value = (os.environ if environ is None else environ).get(ALLOW_UNTESTED_ENV, "")
    return value.strip().lower() in ("1", "true", "yes", "on")


def inductor_status(
    torch_version: str | None = None, environ: dict[str, str] | None = None
) -> dict[str, Any]:
    """The `inductor` member of `initialize`/`environment` (docs/protocol.md):
    {"supported", "torch", "adapter", "message"}. `torch_version` defaults to the
    installed torch's."""
    if torch_version is None:
        import torch

        torch_version = str(torch.__version__)
    supported = series_of(torch_version) in SUPPORTED_SERIES
    message = None
    if not supported:
        wanted = " or ".join(f"{s}.x" for s in SUPPORTED_SERIES)
        message = (
            f"torch {torch_version} is installed, but this engine's Inductor adapter was "
            f"written against torch {wanted}; exports may fail or produce wrong metadata. "
            f"Install torch {wanted} into the engine's environment "
            f"(pip install 'torch=={SUPPORTED_SERIES[-1]}.*')"
        )
        if allow_untested(environ):
            message += f"; {ALLOW_UNTESTED_ENV}=1 is set, so exports go ahead anyway."
        else:
            message += f", or set {ALLOW_UNTESTED_ENV}=1 to export anyway."
    return {
        "supported": supported,
        "torch": torch_version,
        "adapter": ADAPTER_VERSION,
        "message": message,
    }


def require_supported_torch(
    torch_version: str | None = None, environ: dict[str, str] | None = None
) -> None:
    """Raise UnsupportedTorch on an untested torch unless the user opted in, in which case
    the problem is only logged as a warning."""
    status = inductor_status(torch_version, environ)
    if status["supported"]:
        return
    if allow_untested(environ):
        log.warning("%s", status["message"])
        return
    raise UnsupportedTorch(status["message"])
