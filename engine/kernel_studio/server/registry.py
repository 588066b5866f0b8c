"""The method registry: handler modules add their methods with `@method("name")`, the
server looks them up in `METHODS`. Also the per-request context handlers receive and
small helpers for reading params."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from typing import Any

from kernel_studio.server.protocol import Cancelled, invalid_params

# Methods the server implements itself (lifecycle, notifications); no handler may take them.
RESERVED = frozenset({"initialize", "shutdown", "exit", "$/cancelRequest", "$/progress"})


class RequestContext:
    """What a handler gets besides its params: progress reports and cancellation checks
    for the one request it is serving."""

    def __init__(
        self,
        request_id: int,
        method: str,
        notify: Callable[[str, dict[str, Any]], None],
    ) -> None:
        self.request_id = request_id
        self.method = method
        self._notify = notify
        self._cancelled = threading.Event()

    def cancel(self) -> None:
        """Mark the request cancelled; the handler notices at its next check."""
        self._cancelled.set()

    @property
    def cancelled(self) -> bool:
        return self._cancelled.is_set()

    def check_cancelled(self) -> None:
        """Raise `Cancelled` if the client cancelled this request."""
        if self._cancelled.is_set():
            raise Cancelled()

    def wait(self, seconds: float) -> None:
        """Sleep up to `seconds`, waking early (with `Cancelled`) if the request is cancelled."""
        if self._cancelled.wait(max(0.0, seconds)):
            raise Cancelled()

    def progress(self, stage: str, message: str, fraction: float | None = None) -> None:
        """Send `$/progress` for this request (token = request id); raises `Cancelled` first
        if the request was cancelled, so every report is also a cancellation point."""
        self.check_cancelled()
        if fraction is not None:
            fraction = min(1.0, max(0.0, float(fraction)))
        self._notify(
            "$/progress",
            {"token": self.request_id, "stage": stage, "message": message, "fraction": fraction},
        )


Handler = Callable[[dict[str, Any], RequestContext], Any]

METHODS: dict[str, Handler] = {}


def register_method(name: str, handler: Handler) -> None:
    """Add `handler` as the implementation of method `name`."""
    if name in RESERVED:
        raise ValueError(f"method name {name!r} is reserved for the server")
    if name in METHODS and METHODS[name] is not handler:
        raise ValueError(f"method {name!r} is already registered")
    METHODS[name] = handler


def method(name: str) -> Callable[[Handler], Handler]:
    """Decorator form of `register_method`."""

    def decorate(handler: Handler) -> Handler:
        register_method(name, handler)
        return handler

    return decorate


_MISSING: Any = object()


def param_str(params: dict[str, Any], name: str, default: Any = _MISSING) -> str:
    """A string parameter; -32602 naming it if it is missing or not a string."""
    value = params.get(name, _MISSING)
    if value is _MISSING:
        if default is _MISSING:
            raise invalid_params(name, "is required")
        return default
    if not isinstance(value, str):
        raise invalid_params(name, "must be a string")
    return value


def param_number(
    params: dict[str, Any],
    name: str,
    default: Any = _MISSING,
    *,
    minimum: float | None = None,
    maximum: float | None = None,
    integer: bool = False,
) -> Any:
    """A numeric parameter within [minimum, maximum]; -32602 naming it otherwise."""
    value = params.get(name, _MISSING)
    if value is _MISSING:
        if default is _MISSING:
            raise invalid_params(name, "is required")
        return default
    kind = "an integer" if integer else "a number"
    # bool is an int in Python but not a number on the wire.
    if isinstance(value, bool) or not isinstance(value, int if integer else (int, float)):
        raise invalid_params(name, f"must be {kind}")
    if not math.isfinite(value):
        raise invalid_params(name, f"must be {kind}")
    if minimum is not None and value < minimum:
        raise invalid_params(name, f"must be at least {minimum}")
    if maximum is not None and value > maximum:
        raise invalid_params(name, f"must be at most {maximum}")
    return value
