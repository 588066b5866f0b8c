"""Schema checks for the whole engine suite (kernel_studio/schemas/): every engine the
tests start validates what it sends (KS_VALIDATE=1), in-process method calls are checked
the same way, and every metadata.json, report.json, profile.json and kernel-studio.toml a
test writes under pytest's temporary folder must match its schema."""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import kernel_studio.server.serve  # noqa: F401 - registers every method
from kernel_studio.server import validation
from kernel_studio.server.protocol import RpcError
from kernel_studio.server.registry import METHODS, Handler

# Set before any test starts an engine or a sandbox: they inherit the environment.
os.environ[validation.VALIDATE_ENV] = "1"
# No idle worker per engine (tests/test_jobs.py turns it on for the test of the spare).
os.environ.setdefault("KS_SPARE_WORKER", "0")

VALIDATED_FILES = {"metadata.json", "report.json", "profile.json", "kernel-studio.toml"}
# Folders under the temporary root that hold no files of ours (C++ kernel builds).
SKIPPED_DIRS = ("torch_extensions", "__pycache__")


def _validating(name: str, handler: Handler) -> Handler:
    """`handler` with the server's checks around it: params (-32602 as the server answers),
    result and error objects against their schemas (a violation fails the test)."""

    @functools.wraps(handler)
    def call(params: dict[str, Any], ctx: Any) -> Any:
        validation.check_params(name, params)
        try:
            result = handler(params, ctx)
        except RpcError as error:
            validation.check("error", error.to_json(), f"error of {name}")
            raise
        return validation.checked_result(name, result)

    return call


@pytest.fixture(scope="session", autouse=True)
def trusted_test_folders(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Workspace trust (docs/security.md) in a store of the suite's own, never the user's:
    pytest's temporary root, where every test makes the projects it runs, is trusted; a
    test of trust itself points KS_TRUST_FILE elsewhere."""
    from kernel_studio.project import trust

    base = tmp_path_factory.getbasetemp()
    before = os.environ.get(trust.TRUST_FILE_ENV)
    os.environ[trust.TRUST_FILE_ENV] = str(base / "trusted-folders.json")
    trust.trust(str(base))
    yield
    if before is None:
        os.environ.pop(trust.TRUST_FILE_ENV, None)
    else:
        os.environ[trust.TRUST_FILE_ENV] = before


@pytest.fixture(scope="session", autouse=True)
def validated_methods() -> Iterator[None]:
    """In-process calls through METHODS validate like the engine does."""
    originals = dict(METHODS)
    for name, handler in originals.items():
        METHODS[name] = _validating(name, handler)
    yield
    for name, handler in originals.items():
        if name in METHODS:
            METHODS[name] = handler


def _written_files(root: Path) -> Iterator[Path]:
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith(SKIPPED_DIRS)]
        for file in files:
            if file in VALIDATED_FILES:
                yield Path(folder, file)


_seen: dict[Path, int] = {}


@pytest.fixture(autouse=True)
def validated_files(
    tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[None]:
    """After each test, check the files written (or rewritten) since the last check. Tests
    marked `writes_invalid_files` write damaged files on purpose: theirs are not checked."""
    yield
    check = request.node.get_closest_marker("writes_invalid_files") is None
    for path in _written_files(tmp_path_factory.getbasetemp()):
        try:
            stamp = path.stat().st_mtime_ns
        except FileNotFoundError:
            continue
        if _seen.get(path) != stamp:
            _seen[path] = stamp
            if check:
                validation.check_file(path)


def pytest_terminal_summary(terminalreporter: Any) -> None:
    """Say how many written files the schemas checked, so a scan that finds nothing shows."""
    if _seen:
        counts = {name: sum(p.name == name for p in _seen) for name in sorted(VALIDATED_FILES)}
        listed = ", ".join(f"{count} {name}" for name, count in counts.items())
        terminalreporter.write_line(f"schemas: checked the files tests wrote: {listed}")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite tests/clean/corpus/*/*/expected.py from the current clean stage"
        " (review the diff by eye before committing)",
    )
