"""Which torch versions the Inductor adapter was written against, and the check every
export makes before it touches Inductor. Imports nothing from torch but its version."""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import Any

log = logging.getLogger("kernel_studio.inductor")

# The adapter reads private parts of torch._inductor whose shape changes between minor
# releases; it is written and tested against these (major.minor) series, oldest first
# (series.py holds what differs between them).
SUPPORTED_SERIES = ("2.11", "2.15")
# The series named by the `adapter` member when the installed torch is in none of them.
ADAPTER_VERSION = SUPPORTED_SERIES[-1]
ALLOW_UNTESTED_ENV = "KS_ALLOW_UNTESTED_TORCH"

# The states of a torch series (the `state` member of `inductor`): one the adapter was tested
# on; a newer one, which exports once a self-test (an export and verify of a small model,
# pipeline/self_test.py) has passed on it; an older or other one, refused.
SUPPORTED, UNTESTED, UNSUPPORTED = "supported", "untested", "unsupported"


class UnsupportedTorch(Exception):
    """The installed torch is not one the adapter was written against (and the user did not
    opt in, or its self-test failed); `message` names both versions and what to do."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def series_of(version: str) -> str:
    """ "2.11.0+cu130" -> "2.11"; "2.12.0.dev20260101" -> "2.12"."""
    parts = version.split("+", 1)[0].split(".")
    return ".".join(parts[:2])


def torch_series() -> str:
    """The installed torch's series."""
    import torch

    return series_of(str(torch.__version__))


def _key(series: str) -> tuple[int, ...]:
    try:
        return tuple(int(p) for p in series.split("."))
    except ValueError:
        return (-1,)


def series_state(torch_version: str) -> str:
    """SUPPORTED, UNTESTED (a series newer than every supported one, same major) or
    UNSUPPORTED (older, in between, another major, unreadable)."""
    series = series_of(torch_version)
    if series in SUPPORTED_SERIES:
        return SUPPORTED
    newest = _key(SUPPORTED_SERIES[-1])
    mine = _key(series)
    if len(mine) == 2 and mine[0] == newest[0] and mine > newest:
        return UNTESTED
    return UNSUPPORTED


def allow_untested(environ: dict[str, str] | None = None) -> bool:
    """Whether the user opted in to untested torch versions (KS_ALLOW_UNTESTED_TORCH=1)."""
    value = (os.environ if environ is None else environ).get(ALLOW_UNTESTED_ENV, "")
    return value.strip().lower() in ("1", "true", "yes", "on")


def _tested() -> str:
    return " and ".join(f"{s}.x" for s in SUPPORTED_SERIES)


def inductor_status(
    torch_version: str | None = None,
    environ: dict[str, str] | None = None,
    self_test: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """The `inductor` member of `initialize`/`environment` (docs/protocol.md): {"supported",
    "usable", "state", "torch", "series", "adapter", "supportedSeries", "selfTest",
    "message"}. `torch_version` defaults to the installed torch's; `self_test` is the result
    of the self-test on it ({"passed", "detail", "seconds"}), None when it has not run."""
    if torch_version is None:
        import torch

        torch_version = str(torch.__version__)
    series = series_of(torch_version)
    state = series_state(torch_version)
    opted_in = allow_untested(environ)
    passed = bool(self_test and self_test.get("passed"))
    message = None
    if state == UNTESTED:
        message = (
            f"torch {torch_version} is newer than the series this engine's Inductor adapter "
            f"was tested on (torch {_tested()}): untested"
        )
        if self_test is None:
            message += (
                "; a self-test (export and verify of a small model) runs before the first "
                "export (kernel-studio doctor runs it now)"
            )
        elif passed:
            message += (
                f", self-test passed ({self_test.get('detail', '')}); exports go ahead, "
                "verify what you export"
            )
        else:
            message += (
                f", self-test failed: {self_test.get('detail', '')}. Install torch "
                f"{SUPPORTED_SERIES[-1]}.x into the engine's environment "
                f"(pip install 'torch=={SUPPORTED_SERIES[-1]}.*')"
            )
    elif state == UNSUPPORTED:
        message = (
            f"torch {torch_version} is installed, but this engine's Inductor adapter was "
            f"written against torch {_tested()}; exports may fail or produce wrong metadata. "
            f"Install torch {SUPPORTED_SERIES[-1]}.x into the engine's environment "
            f"(pip install 'torch=={SUPPORTED_SERIES[-1]}.*')"
        )
    if message is not None and not (state == UNTESTED and (self_test is None or passed)):
        if opted_in:
            message += f"; {ALLOW_UNTESTED_ENV}=1 is set, so exports go ahead anyway."
        else:
            message += f", or set {ALLOW_UNTESTED_ENV}=1 to export anyway."
    return {
        "supported": state == SUPPORTED,
        # Whether exports go ahead: a supported series, an untested one whose self-test
        # passed (or has yet to run: the export runs it), or the user opted in.
        "usable": state == SUPPORTED
        or (state == UNTESTED and (self_test is None or passed))
        or opted_in,
        "state": state,
        "torch": torch_version,
        "series": series,
        "adapter": series if state == SUPPORTED else ADAPTER_VERSION,
        "supportedSeries": list(SUPPORTED_SERIES),
        "selfTest": self_test,
        "message": message,
    }


def require_supported_torch(
    torch_version: str | None = None,
    environ: dict[str, str] | None = None,
    self_test: Callable[[], dict[str, Any]] | None = None,
) -> None:
    """Raise UnsupportedTorch on a torch the adapter was not written against, unless the
    user opted in (then the problem is only logged as a warning). On an untested newer
    series, `self_test()` (run when given) decides: passed, a warning; failed, refused."""
    if torch_version is None:
        import torch

        torch_version = str(torch.__version__)
    state = series_state(torch_version)
    if state == SUPPORTED:
        return
    result = None
    if state == UNTESTED:
        result = self_test() if self_test is not None else {"passed": False, "detail": "not run"}
    status = inductor_status(torch_version, environ, result)
    if status["usable"]:
        log.warning("%s", status["message"])
        return
    raise UnsupportedTorch(status["message"])
