"""Protocol fuzzing against the real server process: thousands of generated lines (bytes
that are not JSON, JSON that is not a request, wrong types, unknown methods, huge,
negative and repeated ids, random params for every registered method, export among them)
interleaved with `$/cancelRequest`. The engine must stay up, answer every request exactly
once with a valid JSON-RPC response, and afterwards export normally with Inductor and user
code still kept out of its process. The generator is seeded: a failure replays."""

from __future__ import annotations

import base64
import hashlib
import json
import os
import random
import time
from pathlib import Path
from typing import Any

import pytest
from engine_process import EXAMPLE_MODEL, EngineProcess

import kernel_studio.server.serve  # noqa: F401 - registers every method
from kernel_studio.server import validation
from kernel_studio.server.registry import METHODS

SEED = 20261123
LINES = 3000
CHUNK = 100
# Never sent: `exit` ends the engine and `shutdown` ends its service (both by design).
LIFECYCLE_ENDERS = {"exit", "shutdown"}
# Ids of the workspace containment cases (hostile_workspace_lines); the generator's are below.
HOSTILE_IDS = 9_000_000_000
# Every member some method's params schema names, and a few that none does.
PARAM_NAMES = sorted(
    {
        name
        for path in validation.SCHEMA_DIR.glob("*.params" + validation.SUFFIX)
        for name in json.loads(path.read_text()).get("properties", {})
    }
    | {"path", "id", "", "x" * 300}
)


class Oracle:
    """What the protocol (docs/protocol.md) promises for one line: the id its answer
    carries (an int, or None for a null id), or NO_ANSWER for a notification."""

    NO_ANSWER = object()

    @staticmethod
    def expect(line: bytes) -> Any:
        def reject(name: str) -> Any:
            raise ValueError(name)

        try:
            message = json.loads(line.decode("utf-8"), parse_constant=reject)
        except (ValueError, RecursionError):
            return None
        if not isinstance(message, dict):
            return None
        request_id = message.get("id")
        id_ok = isinstance(request_id, int) and not isinstance(request_id, bool)
        method = message.get("method")
        assert not (isinstance(method, str) and method in LIFECYCLE_ENDERS), "must not end it"
        valid = message.get("jsonrpc") == "2.0" and isinstance(method, str)
        if "id" in message and not id_ok:
            return None
        if not valid:
            return request_id if id_ok else None
        return request_id if "id" in message else Oracle.NO_ANSWER


class Generator:
    def __init__(self, rng: random.Random, tmp: Path, methods: list[str]) -> None:
        self.rng = rng
        self.methods = methods
        self.recent_ids: list[int] = [1]
        # Values that pass parameter checks only now and then: a real model file, an
        # absolute folder that does not exist yet, paths that do not exist.
        garbage_model = tmp / "garbage_model.py"
        garbage_model.write_text("this is not python (\n")
        self.strings = [
            "", "x", "cpu", "cuda", "tpu", "2.0", "1.0", "relative.py", "a:b", "/abs/none.py:f",
            str(tmp / "missing" / "model.py"), str(tmp / "out"), str(tmp), "\u0000", "\ud800",
            "é" * 50, "$/progress", "../../etc/passwd", "ks_no_such_module:f", "x" * 5000,
        ]  # fmt: skip
        self.rare_strings = [str(garbage_model), str(EXAMPLE_MODEL), f"{garbage_model}:f"]

    def integer(self) -> int:
        return self.rng.choice(
            [0, 1, -1, 7, 2**31, 2**53 + 1, 2**63, 2**64 + 5, 2**100, -(2**80), 10**30]
        )

    def string(self) -> str:
        if self.rng.random() < 0.004:
            return self.rng.choice(self.rare_strings)
        if self.rng.random() < 0.2:
            alphabet = "ab:/.$\\\"' {}[]é\t0123456789"
            return "".join(self.rng.choice(alphabet) for _ in range(self.rng.randint(0, 40)))
        return self.rng.choice(self.strings)

    def value(self, depth: int = 0) -> Any:
        kinds = ["null", "bool", "int", "float", "str"] + (["list", "dict"] if depth < 4 else [])
        kind = self.rng.choice(kinds)
        if kind == "null":
            return None
        if kind == "bool":
            return self.rng.random() < 0.5
        if kind == "int":
            return self.integer()
        if kind == "float":
            return self.rng.choice([0.0, -0.0, 0.5, 1e-9, 2.5, 1e308, -3.75, 0.01])
        if kind == "str":
            return self.string()
        if kind == "list":
            return [self.value(depth + 1) for _ in range(self.rng.randint(0, 4))]
        keys = self.rng.sample(PARAM_NAMES, self.rng.randint(0, 4))
        return {k: self.value(depth + 1) if depth else self.param(k) for k in keys}

    def param(self, name: str) -> Any:
        # debug/sleep's durations stay short, or a few sleeps would hold every worker
        # thread and the other requests would only ever be cancelled in the queue.
        if name == "seconds":
            return self.rng.choice([0, 0.001, -1, "1", None, 1e308, 2**64, [], 3601])
        if name == "steps":
            return self.rng.choice([1, 3, 0, -5, 1.5, None, 10**6, "2"])
        return self.value(1)

    def params(self) -> Any:
        roll = self.rng.random()
        if roll < 0.1:
            return self.value()  # any JSON: mostly not an object
        names = self.rng.sample(PARAM_NAMES, self.rng.randint(0, 5))
        return {name: self.param(name) for name in names}

    def request_id(self) -> Any:
        roll = self.rng.random()
        if roll < 0.15:
            return self.rng.choice(self.recent_ids[-20:])  # a duplicate
        if roll < 0.25:
            return self.rng.choice(["1", 1.5, None, True, [], {}, -0.0])  # not an integer
        if roll < 0.4:
            return self.integer()
        new = self.rng.randint(-(10**6), 10**9)
        self.recent_ids.append(new)
        return new

    def message(self) -> dict[str, Any]:
        roll = self.rng.random()
        if roll < 0.12:
            target: Any = self.rng.choice(self.recent_ids[-30:])
            if self.rng.random() < 0.2:
                target = self.value()
            params = {"id": target} if self.rng.random() < 0.9 else self.value()
            return {"jsonrpc": "2.0", "method": "$/cancelRequest", "params": params}
        method: Any = self.rng.choice(self.methods)
        if self.rng.random() < 0.1:
            method = self.rng.choice(["nope", "", "$/progress", "$/other", "Export", "initialize"])
        if self.rng.random() < 0.03:
            method = self.value()
        message: dict[str, Any] = {"jsonrpc": "2.0", "method": method}
        if self.rng.random() < 0.05:
            message["jsonrpc"] = self.rng.choice(["1.0", 2.0, None, ""])
        if self.rng.random() < 0.02:
            del message["jsonrpc"]
        if self.rng.random() < 0.9:
            message["id"] = self.request_id()
        if self.rng.random() < 0.85:
            message["params"] = self.params()
        return message

    def line(self) -> bytes:
        roll = self.rng.random()
        if roll < 0.05:
            raw = bytes(self.rng.randrange(256) for _ in range(self.rng.randint(0, 60)))
            return raw.replace(b"\n", b" ")
        if roll < 0.08:
            return self.rng.choice(
                [b"", b"NaN", b"[]", b"[1,2]", b"null", b"42", b'"text"', b"{", b"[" * 5000,
                 b'{"jsonrpc":"2.0","id":1e400,"method":"environment"}', b"\xff\xfe{}"]
            )  # fmt: skip
        if roll < 0.1:
            batch = [self.message() for _ in range(self.rng.randint(1, 3))]
            return json.dumps(batch).encode()
        message = self.message()
        text = json.dumps(message)
        if self.rng.random() < 0.03:
            text = text[: self.rng.randint(0, max(0, len(text) - 1))]  # truncated
        return text.encode("utf-8", "surrogatepass")


def check_response(message: dict[str, Any]) -> None:
    assert message.get("jsonrpc") == "2.0", message
    keys = set(message)
    assert keys in ({"jsonrpc", "id", "result"}, {"jsonrpc", "id", "error"}), message
    request_id = message["id"]
    assert request_id is None or (isinstance(request_id, int) and not isinstance(request_id, bool))
    if "error" in message:
        error = message["error"]
        assert set(error) <= {"code", "message", "data"}, message
        assert isinstance(error["code"], int) and isinstance(error["message"], str), message
        assert error["message"], message


def hostile_workspace_lines(tmp_path: Path, workspace_root: Path) -> tuple[list[bytes], Path]:
    """Requests that try to leave a workspace (docs/protocol.md, "Workspaces"): through links
    planted in a mirror to a folder outside, and a shared workspace rooted at `/` or a system
    folder. Returns the lines and the outside folder, whose file must not change."""
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("not yours\n")
    local, client = "/fuzz/project", "fuzz"
    wid = hashlib.sha256(f"{client}\0{local}".encode()).hexdigest()[:20]
    mirror = workspace_root / wid
    mirror.mkdir(parents=True)
    os.symlink(outside, mirror / "linked")
    os.symlink(outside / "secret.txt", mirror / "passwd")
    probe = tmp_path / "probe.txt"
    probe.write_text("probe\n")
    visible = {"path": str(probe), "sha256": hashlib.sha256(b"probe\n").hexdigest()}
    data = base64.b64encode(b"planted").decode()
    planted = hashlib.sha256(b"planted").hexdigest()
    requests: list[tuple[str, dict[str, Any]]] = [
        ("workspace/open", {"local": local, "client": client}),
        ("workspace/read", {"workspace": wid, "path": "passwd"}),
        ("workspace/read", {"workspace": wid, "path": "linked/secret.txt"}),
        ("workspace/write", {"workspace": wid, "path": "linked/secret.txt", "data": data,
                             "sha256": planted}),
        ("workspace/write", {"workspace": wid, "path": "linked/new.txt", "data": data,
                             "sha256": planted}),
        ("workspace/write", {"workspace": wid, "path": "passwd", "data": data,
                             "sha256": planted}),
        ("workspace/remove", {"workspace": wid, "paths": ["linked/secret.txt", "passwd"]}),
        ("workspace/open", {"local": "/", "client": client, "probe": visible}),
        ("workspace/open", {"local": "/etc", "client": client, "probe": visible}),
        ("workspace/open", {"local": str(Path.home()), "client": client, "probe": visible}),
    ]  # fmt: skip
    lines = [
        json.dumps({"jsonrpc": "2.0", "id": HOSTILE_IDS + i, "method": m, "params": p}).encode()
        for i, (m, p) in enumerate(requests)
    ]
    return lines, outside


def test_protocol_fuzz(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Workspaces the fuzz opens go under the test's folder (the engine inherits this).
    monkeypatch.setenv("KS_WORKSPACE_ROOT", str(tmp_path / "workspaces"))
    rng = random.Random(SEED)
    methods = sorted(set(METHODS) - LIFECYCLE_ENDERS) + ["initialize"]
    generator = Generator(rng, tmp_path, methods)
    lines = [generator.line() for _ in range(LINES)]
    # The containment cases among them, answered like any other line.
    hostile, outside = hostile_workspace_lines(tmp_path, tmp_path / "workspaces")
    # The mirror's open first; the attempts together in the middle of the stream.
    lines[len(lines) // 2 : len(lines) // 2] = hostile[1:]
    lines.insert(0, hostile[0])
    expected_by_id: dict[int, int] = {}
    expected_null = 0
    for line in lines:
        expected = Oracle.expect(line)
        if expected is None:
            expected_null += 1
        elif expected is not Oracle.NO_ANSWER:
            expected_by_id[expected] = expected_by_id.get(expected, 0) + 1

    with EngineProcess() as engine:
        engine.initialize()
        answers_by_id: dict[int, int] = {}
        progress_tokens: set[Any] = set()
        answers_null = 0
        hostile_answers: dict[int, dict[str, Any]] = {}

        def take(message: dict[str, Any]) -> None:
            nonlocal answers_null
            if "method" in message:
                assert message["method"] == "$/progress", message
                params = message["params"]
                assert set(params) == {"token", "stage", "message", "fraction"}, message
                progress_tokens.add(params["token"])
                return
            check_response(message)
            if message["id"] is None:
                answers_null += 1
                return
            answers_by_id[message["id"]] = answers_by_id.get(message["id"], 0) + 1
            if HOSTILE_IDS <= message["id"] < HOSTILE_IDS + 100:
                hostile_answers[message["id"]] = message
            assert answers_by_id[message["id"]] <= expected_by_id.get(
                message["id"], 0
            ), f"answered more often than asked: {message}"

        # In chunks, reading what comes back in between, so that requests are served
        # rather than all cancelled in the queue by the sweep below.
        for start in range(0, len(lines), CHUNK):
            for line in lines[start : start + CHUNK]:
                engine.send_raw(line)
            chunk_deadline = time.monotonic() + 10
            while time.monotonic() < chunk_deadline:
                message = engine.poll_message(0.3)
                if message is None:
                    break
                take(message)
        # Cancel whatever may still run (sleeps, jobs) so that every answer comes.
        for request_id in expected_by_id:
            engine.notify("$/cancelRequest", {"id": request_id})
        deadline = time.monotonic() + 600
        while answers_null < expected_null or answers_by_id != expected_by_id:
            left = deadline - time.monotonic()
            assert left > 0, (
                f"missing answers: null {answers_null}/{expected_null}, ids "
                f"{ {k: v for k, v in expected_by_id.items() if answers_by_id.get(k) != v} }"
            )
            take(engine.next_message(left))
        assert answers_null == expected_null
        assert progress_tokens <= set(expected_by_id)
        # Nothing more arrives: every request was answered exactly once.
        late = engine.poll_message(1.0)
        assert late is None or late.get("method") == "$/progress", late
        assert engine.proc.poll() is None, engine.log[-4000:]
        assert engine.bad_lines == []
        assert sorted(p.name for p in outside.iterdir()) == ["secret.txt"]
        assert "result" in hostile_answers[HOSTILE_IDS], hostile_answers[HOSTILE_IDS]
        refused = {i: a["error"]["code"] for i, a in hostile_answers.items() if "error" in a}
        assert refused == {HOSTILE_IDS + i: -32602 for i in range(1, len(hostile))}, hostile_answers
        assert (outside / "secret.txt").read_text() == "not yours\n"

        out = tmp_path / "after_fuzz"
        result = engine.call(
            "export", {"model": str(EXAMPLE_MODEL), "out": str(out), "device": "cpu"}, 600
        )
        assert result["kernels"] and (out / "generated" / "rms_norm.py").exists()
        info = engine.call("debug/process")
        assert info["inductorImported"] is False and info["inductorPatched"] is False
        assert info["userModules"] == []
