"""The contract's JSON Schemas (kernel_studio/schemas/): well-formed draft-07, every reference
resolves, every method has its pair, the repository's real files match, and the params check
names the member at fault."""

from __future__ import annotations

import copy
import json
import tomllib
from pathlib import Path
from typing import Any

import pytest
from engine_process import REPO_ROOT
from jsonschema import Draft7Validator

from kernel_studio.server import validation
from kernel_studio.server.protocol import ErrorCode, RpcError
from kernel_studio.server.registry import METHODS

DATA = REPO_ROOT / "tests" / "data"
METADATA = sorted(DATA.glob("projects/*/generated/metadata.json"))
REPORTS = sorted(DATA.glob("verify/*/.kernel-studio/verify/*/report.json"))
PROJECT_FILES = sorted(DATA.glob("projects/*/kernel-studio.toml")) + sorted(
    (REPO_ROOT / "engine" / "tests" / "verify" / "data").glob("*/kernel-studio.toml")
)
SERVER_METHODS = {"initialize", "shutdown"}  # the server answers these itself
NOTIFICATIONS = {"$/progress", "$/cancelRequest"}


def _refs(value: Any) -> list[str]:
    if isinstance(value, dict):
        own = [value["$ref"]] if isinstance(value.get("$ref"), str) else []
        return own + [r for v in value.values() for r in _refs(v)]
    if isinstance(value, list):
        return [r for v in value for r in _refs(v)]
    return []


@pytest.mark.parametrize("name", validation.names())
def test_schema_is_draft7_and_its_references_resolve(name: str) -> None:
    path = validation.SCHEMA_DIR / (name + validation.SUFFIX)
    schema = json.loads(path.read_text())
    assert schema.get("$schema") == "http://json-schema.org/draft-07/schema#"
    Draft7Validator.check_schema(schema)
    resolver = validation._registry().resolver(path.name)
    for ref in _refs(schema):
        resolver.lookup(ref)  # raises when the target does not exist


def test_every_method_has_params_and_result_schemas() -> None:
    for method in sorted(set(METHODS) | SERVER_METHODS):
        for part in ("params", "result"):
            assert validation.has_schema(validation.schema_name(method, part)), (method, part)
    for method in NOTIFICATIONS:
        assert validation.has_schema(validation.schema_name(method, "params")), method
    assert validation.schema_name("debug/sleep", "result") == "debug-sleep.result"
    assert validation.schema_name("$/progress", "params") == "progress.params"


def test_verify_params_and_the_project_verify_table_take_the_same_keys() -> None:
    params = json.loads((validation.SCHEMA_DIR / "verify.params.schema.json").read_text())
    project = json.loads((validation.SCHEMA_DIR / "project-file.schema.json").read_text())
    table = project["definitions"]["verifySettings"]["properties"]
    # `project` and `model` (a remote engine's copy of the model file) name files, not settings.
    assert set(params["properties"]) - {"project", "model"} == set(table)
    for key, schema in table.items():
        assert params["properties"][key] == schema, key


@pytest.mark.parametrize("path", METADATA, ids=lambda p: p.parts[-3])
def test_project_metadata_matches(path: Path) -> None:
    assert validation.problems("metadata", json.loads(path.read_text())) == []


@pytest.mark.parametrize("path", REPORTS, ids=lambda p: p.parent.name)
def test_verify_reports_match(path: Path) -> None:
    report = json.loads(path.read_text())
    assert validation.problems("verify-report", report) == []
    assert validation.problems("verify.result", report) == []


@pytest.mark.parametrize("path", PROJECT_FILES, ids=lambda p: "/".join(p.parts[-3:-1]))
def test_project_files_match(path: Path) -> None:
    validation.check_file(path)


def test_metadata_readers_ignore_unknown_members_but_not_bad_values() -> None:
    metadata = json.loads(METADATA[0].read_text())
    newer = copy.deepcopy(metadata)
    newer["kernels"][0]["id"] = "k0"
    newer["futureMember"] = {"anything": 1}
    assert validation.problems("metadata", newer) == []
    metadata["kernels"][0]["definition"]["start"] = -1
    assert validation.problems("metadata", metadata) == [
        "kernels/0/definition/start: -1 is less than the minimum of 1"
    ]


def test_project_file_tables() -> None:
    data = tomllib.loads((DATA / "projects" / "rms_norm" / "kernel-studio.toml").read_text())
    data["verify"] = {"trials": 2, "tolerances": {"float32": {"rtol": 1e-5, "atol": 1e-6}}}
    data["engine"] = {"command": "ssh gpu-host python -m kernel_studio.server"}
    data["dynamic"] = {"B": {"input": "x", "dim": 0, "min": 1}}
    assert validation.problems("project-file", data) == []
    data["verify"]["trails"] = 3
    del data["export"]["model"]
    found = validation.problems("project-file", data)
    assert "export: 'model' is a required property" in found
    assert any(p.startswith("verify: Additional properties") for p in found)


@pytest.mark.parametrize(
    ("method", "params", "message"),
    [
        ("verify", {"project": "/p", "trials": -1}, "trials: -1 is less than the minimum of 0"),
        ("verify", {"project": "/p", "tolerances": {"float32": {"rtol": -1}}}, "tolerances/"),
        ("verify", {"trials": 1}, "'project' is a required property"),
        ("debug/sleep", {"steps": 0.5}, "steps: 0.5 is not of type 'integer'"),
        ("inspectModel", {}, "'path' is a required property"),
        ("export", {"out": "/o"}, "'model' is a required property"),
        ("export", {"callable": "m:f", "out": "/o"}, "'inputs' is a required property"),
        (
            "export",
            {"callable": "m:f", "inputs": "m:i", "model": "/m.py", "out": "/o"},
            "model: not allowed",
        ),
        ("export", {"model": "/m.py", "out": "/o", "device": "tpu"}, "device: 'tpu' is not"),
        ("checkModule", {"project": "/p", "text": 3}, "text: 3 is not of type"),
        ("initialize", {"protocolVersion": "one"}, "protocolVersion: 'one' does not match"),
        ("tritonApi", {"x": 1}, "('x' was unexpected)"),
    ],
)
def test_params_violations_name_the_member(method: str, params: Any, message: str) -> None:
    with pytest.raises(RpcError) as info:
        validation.check_params(method, params)
    assert info.value.code == ErrorCode.INVALID_PARAMS
    assert info.value.message.startswith("invalid params: ")
    assert message in info.value.message


def test_valid_params_pass_and_methods_without_a_schema_are_not_checked() -> None:
    validation.check_params("verify", {"project": "/p", "trials": 0, "tf32": True})
    validation.check_params("export", {"callable": "pkg.mod:f", "inputs": "pkg.mod:i", "out": "/o"})
    validation.check_params("debug/sleep", {})
    validation.check_params("test/unknown", {"anything": [1]})


def test_result_and_error_checks_follow_ks_validate(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(validation.VALIDATE_ENV, "1")
    assert validation.checked_result("debug/sleep", {"slept": 1.0}) == {"slept": 1.0}
    with pytest.raises(validation.SchemaViolation, match="slept: 'long' is not of type"):
        validation.checked_result("debug/sleep", {"slept": "long"})
    assert validation.error_problem({"code": -32000, "message": "m"}) is not None
    assert validation.error_problem({"code": -32602, "message": "m", "data": {"x": 1}}) is not None
    assert (
        validation.error_problem({"code": -32000, "message": "m", "data": {"category": "input"}})
        is None
    )
    with pytest.raises(validation.SchemaViolation):
        validation.check_notification("$/progress", {"token": 1, "stage": "x", "message": ""})
    monkeypatch.setenv(validation.VALIDATE_ENV, "0")
    assert validation.checked_result("debug/sleep", {"slept": "long"}) == {"slept": "long"}
    assert validation.error_problem({"code": -32000, "message": "m"}) is None
