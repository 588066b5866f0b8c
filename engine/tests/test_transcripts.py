"""Replays the golden transcripts in tests/transcripts/ (format: its README.md) against the
real engine; the C++ client replays the same files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT, EngineProcess

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


def substitute(text: str) -> str:
    return text.replace("${REPO}", str(REPO_ROOT))


def test_transcripts_present() -> None:
    names = {path.stem for path in TRANSCRIPTS}
    assert {"lifecycle", "errors", "cancel", "inspect"} <= names


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=lambda path: path.stem)
def test_transcript(path: Path) -> None:
    steps = load_steps(path)
    args: list[str] = []
    if steps and "args" in steps[0][1]:
        args = steps.pop(0)[1]["args"]
    sent_shutdown = False
    with EngineProcess(*args) as engine:
        for number, step in steps:
            if "send" in step:
                sent_shutdown |= step["send"].get("method") == "shutdown"
                engine.send_raw(substitute(json.dumps(step["send"])).encode())
            elif "sendRaw" in step:
                engine.send_raw(substitute(step["sendRaw"]).encode())
            elif "expect" in step:
                expected = step["expect"]
                wants_progress = expected.get("method") == "$/progress"
                actual = engine.next_message(timeout=60)
                while actual.get("method") == "$/progress" and not wants_progress:
                    actual = engine.next_message(timeout=60)
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
        while (message := engine.poll_message(0.05)) is not None:
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
