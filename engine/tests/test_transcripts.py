"""Replays the golden transcripts in tests/transcripts/ (format: its README.md) against the
real engine; the C++ client replays the same files. Every message the engine writes is also
checked against the schemas (kernel_studio/schemas/): the envelope, a result against its
request's method, an error against the error schema, a notification against its own."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT, EngineProcess

from kernel_studio.server import validation

TRANSCRIPT_DIR = REPO_ROOT / "tests" / "transcripts"
TRANSCRIPTS = sorted(TRANSCRIPT_DIR.glob("*.jsonl"))
TYPE_MARKERS = {
    "<number>": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "<string>": lambda v: isinstance(v, str),
    "<object>": lambda v: isinstance(v, dict),
    "<array>": lambda v: isinstance(v, list),
}


def mismatch(expected: Any, actual: Any, where: str = "$") -> str | None:
    """None when `actual` matches `expected`, else where and how they first differ."""
    if expected == "<any>":
        return None
    if isinstance(expected, str) and expected in TYPE_MARKERS:
        return None if TYPE_MARKERS[expected](actual) else f"{where}: expected {expected}"
    if isinstance(expected, dict):
        if not isinstance(actual, dict):
            return f"{where}: expected an object"
        if set(expected) != set(actual):
            return f"{where}: keys {sorted(actual)} != expected {sorted(expected)}"
        for key, value in expected.items():
            problem = mismatch(value, actual[key], f"{where}.{key}")
            if problem:
                return problem
        return None
    if isinstance(expected, list):
        if not isinstance(actual, list) or len(expected) != len(actual):
            return f"{where}: array length differs"
        for i, (e, a) in enumerate(zip(expected, actual, strict=True)):
            problem = mismatch(e, a, f"{where}[{i}]")
            if problem:
                return problem
        return None
    if isinstance(expected, bool) or expected is None or isinstance(actual, bool):
        return None if expected is actual else f"{where}: value differs"
    return None if expected == actual else f"{where}: value differs"


def load_steps(path: Path) -> list[tuple[int, dict[str, Any]]]:
    steps = []
    for number, line in enumerate(path.read_text().splitlines(), start=1):
        if line.strip():
            steps.append((number, json.loads(line)))
    return steps


# How long one expected message may take: a cpu export or the first verify of a project
# compiles C++ kernels without reporting progress for a while.
MESSAGE_TIMEOUT = 300


def substitute(text: str, tmp: Path) -> str:
    return text.replace("${REPO}", str(REPO_ROOT)).replace("${TMP}", str(tmp))


def sent_request(text: str) -> tuple[int, str] | None:
    """(id, method) of a request the transcript sends, None for anything else."""
    try:
        message = json.loads(text)
    except ValueError:
        return None
    if isinstance(message, dict) and isinstance(message.get("id"), int):
        method = message.get("method")
        return (message["id"], method) if isinstance(method, str) else None
    return None


def schema_problems(message: dict[str, Any], methods: dict[int, str]) -> list[str]:
    """Why an engine message breaks the schemas ([] when it matches)."""
    found = validation.problems("message", message)
    if found:
        return found
    if "method" in message:
        name = validation.schema_name(message["method"], "params")
    elif "result" in message:
        method = methods.get(message["id"])
        if method is None:
            return [f"a result for request {message['id']}, which the transcript never sent"]
        name = validation.schema_name(method, "result")
    else:
        return []  # an error: message.schema.json checked it against error.schema.json
    if not validation.has_schema(name):
        return [f"no schema {name}{validation.SUFFIX}"]
    return validation.problems(name, message.get("params", message.get("result")))


def test_transcripts_present() -> None:
    names = {path.stem for path in TRANSCRIPTS}
    assert {
        "lifecycle",
        "errors",
        "cancel",
        "inspect",
        "environment",
        "triton_api",
        "debug_sleep",
        "check_module",
        "export_verify",
    } <= names


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.stem)
def test_transcript(path: Path, tmp_path: Path) -> None:
    steps = load_steps(path)
    args: list[str] = []
    if steps and "args" in steps[0][1]:
        args = steps.pop(0)[1]["args"]
    sent_shutdown = False
    methods: dict[int, str] = {}

    def receive(timeout: float) -> dict[str, Any] | None:
        message = engine.poll_message(timeout)
        if message is not None:
            problems = schema_problems(message, methods)
            assert problems == [], (
                f"{path.name}: engine message breaks the schemas: {problems[0]}\n"
                f"message: {json.dumps(message)[:2000]}"
            )
        return message

    def next_message() -> dict[str, Any]:
        message = receive(MESSAGE_TIMEOUT)
        assert message is not None, f"{path.name}: no message; log:\n{engine.log}"
        return message

    with EngineProcess(*args) as engine:
        for number, step in steps:
            if "send" in step or "sendRaw" in step:
                text = json.dumps(step["send"]) if "send" in step else step["sendRaw"]
                text = substitute(text, tmp_path)
                if (request := sent_request(text)) is not None:
                    methods[request[0]] = request[1]
                    sent_shutdown |= request[1] == "shutdown"
                engine.send_raw(text.encode())
            elif "expect" in step:
                expected = step["expect"]
                wants_progress = expected.get("method") == "$/progress"
                actual = next_message()
                while actual.get("method") == "$/progress" and not wants_progress:
                    actual = next_message()
                problem = mismatch(expected, actual)
                assert problem is None, (
                    f"{path.name}:{number}: {problem}\n"
                    f"expected: {json.dumps(expected)}\nactual:   {json.dumps(actual)}"
                )
            else:
                pytest.fail(f"{path.name}:{number}: unknown step {sorted(step)}")
        engine.close_stdin()
        assert engine.wait() == (0 if sent_shutdown else 1)
        leftover = []
        while (message := receive(0.05)) is not None:
            if message.get("method") != "$/progress":
                leftover.append(message)
        assert leftover == [], f"{path.name}: unexpected answers {leftover}"
        assert engine.bad_lines == []


@pytest.mark.parametrize(
    ("expected", "actual", "matches"),
    [
        ({"a": "<any>"}, {"a": [1]}, True),
        ({"a": "<number>"}, {"a": 1.5}, True),
        ({"a": "<number>"}, {"a": True}, False),
        ({"a": "<object>"}, {"a": {"x": 1}}, True),
        ({"a": 1}, {"a": 1.0}, True),
        ({"a": 1}, {"a": 1, "b": 2}, False),
        ({"a": None}, {"a": False}, False),
        ({"a": [1, "<string>"]}, {"a": [1, "x"]}, True),
        ({"a": [1]}, {"a": [1, 2]}, False),
    ],
)
def test_matcher(expected: Any, actual: Any, matches: bool) -> None:
    assert (mismatch(expected, actual) is None) is matches
