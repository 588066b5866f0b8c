"""The JSON Schemas of the app <-> engine contract (`kernel_studio/schemas/`, described in
its README.md): validators compiled once per schema, the params check the server runs
before dispatch, and the result/error/notification checks it runs when `KS_VALIDATE=1`
(the test suite sets it). The app compiles the same files in (core/schema/)."""

from __future__ import annotations

import functools
import json
import os
from pathlib import Path
from typing import Any

from jsonschema import Draft7Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

from kernel_studio.server.protocol import ErrorCode, RpcError

SCHEMA_DIR = Path(__file__).parent.parent / "schemas"
SUFFIX = ".schema.json"
# Set to "1" to check every result, error and notification the engine sends.
VALIDATE_ENV = "KS_VALIDATE"


class SchemaViolation(Exception):
    """A value the engine produced (or read) does not match its schema."""


def enabled() -> bool:
    """Whether outgoing messages are checked (`KS_VALIDATE=1`)."""
    return os.environ.get(VALIDATE_ENV) == "1"


def schema_name(method: str, part: str) -> str:
    """The schema of a method's `params` or `result`: `$/progress` -> `progress.params`,
    `debug/sleep` -> `debug-sleep.result` (the file is NAME.schema.json)."""
    return method.removeprefix("$/").replace("/", "-") + "." + part


@functools.cache
def _registry() -> Registry:
    # Every file is a resource named by its file name, so the relative `$ref`s between them
    # ("common.schema.json#/definitions/tensor") resolve without any `$id`.
    resources = [
        (path.name, Resource.from_contents(json.loads(path.read_text()), DRAFT7))
        for path in sorted(SCHEMA_DIR.glob("*" + SUFFIX))
    ]
    return Registry().with_resources(resources)


def names() -> list[str]:
    """Every schema's name (file name without `.schema.json`)."""
    return sorted(path.name.removesuffix(SUFFIX) for path in SCHEMA_DIR.glob("*" + SUFFIX))


def has_schema(name: str) -> bool:
    return (SCHEMA_DIR / (name + SUFFIX)).is_file()


@functools.cache
def validator(name: str) -> Draft7Validator:
    """The compiled validator of schema `name` (e.g. "metadata", "verify.params")."""
    schema = _registry().contents(name + SUFFIX)
    return Draft7Validator(schema, registry=_registry())


def _path(error: ValidationError) -> str:
    return "/".join(str(part) for part in error.absolute_path)


def describe(error: ValidationError) -> str:
    """`kernels/3/definition/start: -1 is less than the minimum of 1` (no path at the root)."""
    path = _path(error)
    message = error.message
    if error.validator == "not" and error.validator_value == {}:
        # A member banned in this form of the params ({"not": {}}, with a description why).
        message = "not allowed here" + (
            f": {error.schema['description']}" if isinstance(error.schema, dict) else ""
        )
    return f"{path}: {message}" if path else message


def problems(name: str, value: Any) -> list[str]:
    """Every violation of schema `name` by `value`, most relevant first; [] when valid."""
    errors = list(validator(name).iter_errors(value))
    if not errors:
        return []
    first = best_match(errors)
    return [describe(first)] + [describe(e) for e in errors if e is not first]


def check(name: str, value: Any, what: str | None = None) -> None:
    """Raise SchemaViolation when `value` does not match schema `name`."""
    found = problems(name, value)
    if found:
        more = f" (and {len(found) - 1} more)" if len(found) > 1 else ""
        raise SchemaViolation(f"{what or name} violates {name}{SUFFIX}: {found[0]}{more}")


def check_params(method: str, params: Any) -> None:
    """-32602 naming the member when `params` break the method's params schema; methods
    without a schema (test handlers) are not checked."""
    name = schema_name(method, "params")
    if not has_schema(name):
        return
    error = best_match(validator(name).iter_errors(params))
    if error is not None:
        raise RpcError(ErrorCode.INVALID_PARAMS, f"invalid params: {describe(error)}")


def checked_result(method: str, result: Any) -> Any:
    """`result`, after checking it against the method's result schema when enabled."""
    name = schema_name(method, "result")
    if enabled() and has_schema(name):
        check(name, result, f"result of {method}")
    return result


def error_problem(error: dict[str, Any]) -> str | None:
    """When enabled: why an error object breaks error.schema.json, else None."""
    if not enabled():
        return None
    found = problems("error", error)
    return found[0] if found else None


def check_notification(method: str, params: Any) -> None:
    """When enabled: raise SchemaViolation if a notification's params break its schema."""
    name = schema_name(method, "params")
    if enabled() and has_schema(name):
        check(name, params, f"{method} notification")


def check_file(path: str | os.PathLike[str]) -> None:
    """Validate a file the engine writes by its name: generated/metadata.json,
    report.json, profile.json or kernel-studio.toml. Raises SchemaViolation naming the file."""
    path = Path(path)
    if path.name == "kernel-studio.toml":
        import tomllib

        name, value = "project-file", tomllib.loads(path.read_text(encoding="utf-8"))
    elif path.name == "metadata.json":
        name, value = "metadata", json.loads(path.read_text(encoding="utf-8"))
    elif path.name == "report.json":
        name, value = "verify-report", json.loads(path.read_text(encoding="utf-8"))
    elif path.name == "profile.json":
        name, value = "profile-report", json.loads(path.read_text(encoding="utf-8"))
    else:
        raise ValueError(f"{path}: no schema for this file")
    check(name, value, str(path))
