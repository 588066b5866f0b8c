"""The model zoo's summary and Markdown table (bench/zoo.py report OUT/zoo.jsonl): how many
of the models that torch.compile compiles pass export -> standalone -> verify, the
geomean runtime ratio (exported / torch.compile) and wall ratio ((export + first run) /
cold torch.compile), one table row per model and every failure with its text."""

from __future__ import annotations

import json
import math
from typing import Any


def read_records(path: str) -> list[dict[str, Any]]:
    """The records of a zoo.jsonl, the last one per (name, device) (a model run again
    replaces its earlier line), in file order; damaged lines are skipped."""
    latest: dict[tuple[str, str], dict[str, Any]] = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if isinstance(rec, dict) and "name" in rec:
                    key = (rec["name"], rec.get("device", ""))
                    latest.pop(key, None)
                    latest[key] = rec
    except FileNotFoundError:
        return []
    return list(latest.values())


def geomean(values: list[float]) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    """Counts and geomeans of one device's records."""
    compiled = [r for r in records if r.get("compile_ok")]
    passed = [r for r in compiled if r.get("passed")]
    families: dict[str, list[int]] = {}
    for r in compiled:
        pair = families.setdefault(r.get("family", "?"), [0, 0])
        pair[0] += bool(r.get("passed"))
        pair[1] += 1
    return {
        "models": len(records),
        "eager_failed": sum(1 for r in records if r.get("eager_ok") is False),
        "compile_failed": sum(
            1 for r in records if r.get("eager_ok") and r.get("compile_ok") is False
        ),
        "compiled": len(compiled),
        "passed": len(passed),
        "passed_percent": 100.0 * len(passed) / len(compiled) if compiled else None,
        "passed_without_compile": sum(
            1 for r in records if r.get("passed") and not r.get("compile_ok")
        ),
        "timeouts": sum(1 for r in records if r.get("timeout")),
        "runtime_ratio_geomean": geomean(
            [r.get("runtime_ratio") or 0 for r in compiled]
        ),
        "runtime_ratio_models": sum(1 for r in compiled if r.get("runtime_ratio")),
        "wall_ratio_geomean": geomean([r.get("wall_ratio") or 0 for r in compiled]),
        "families": families,
    }


def _num(value: Any, digits: int = 2) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _flag(value: Any) -> str:
    return "-" if value is None else ("ok" if value else "**fail**")


def summary_lines(s: dict[str, Any], device: str) -> list[str]:
    percent = "-" if s["passed_percent"] is None else f"{s['passed_percent']:.1f}%"
    lines = [
        f"**{s['passed']} of {s['compiled']}** models that torch.compile compiles pass"
        f" export -> standalone -> verify on {device} ({percent}; {s['models']} models run,"
        f" {s['eager_failed']} failed eagerly, {s['compile_failed']} failed torch.compile,"
        f" {s['timeouts']} timed out).",
    ]
    if s["passed_without_compile"]:
        lines.append(
            f"{s['passed_without_compile']} more pass that torch.compile does not compile."
        )
    by_family = ", ".join(f"{f} {p}/{n}" for f, (p, n) in sorted(s["families"].items()))
    if by_family:
        lines.append(f"By family: {by_family}.")
    lines.append(
        f"Geomean runtime exported / torch.compile: {_num(s['runtime_ratio_geomean'], 3)}x"
        f" ({s['runtime_ratio_models']} models); geomean (export + first run) / cold"
        f" torch.compile wall time: {_num(s['wall_ratio_geomean'], 2)}x."
    )
    return lines


def table_lines(records: list[dict[str, Any]]) -> list[str]:
    lines = [
        "| model | family | dtype | torch.compile | export | standalone | verify"
        " | exported / compile runtime | export s | first run s | cold compile s"
        " | (export + first run) / compile |",
        "| --- | --- | --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for r in records:
        verdict = r.get("verdict") or "-"
        if r.get("timeout"):
            verdict = f"timeout ({r.get('stage')})"
        lines.append(
            f"| {r['name']} | {r.get('family', '-')} | {r.get('dtype', '-')}"
            f" | {_flag(r.get('compile_ok'))} | {_flag(r.get('export_ok'))}"
            f" | {_flag(r.get('standalone_ok'))} | {verdict}"
            f" | {_num(r.get('runtime_ratio'))} | {_num(r.get('export_s'), 1)}"
            f" | {_num(r.get('first_run_s'), 1)} | {_num(r.get('compile_s'), 1)}"
            f" | {_num(r.get('wall_ratio'))} |"
        )
    return lines


def failure_lines(records: list[dict[str, Any]]) -> list[str]:
    lines: list[str] = []
    for r in records:
        for stage, text in (r.get("failures") or {}).items():
            lines.append(f"- `{r['name']}`, {stage}:")
            lines.append("  ```")
            lines.extend("  " + line for line in (text or "(no text)").splitlines())
            lines.append("  ```")
    return lines


def report_text(
    records: list[dict[str, Any]], device: str | None = None, summary_only: bool = False
) -> str:
    """The Markdown report: per device, the summary, the table and the failures."""
    devices = [device] if device else sorted({r.get("device", "?") for r in records})
    out: list[str] = []
    for dev in devices:
        mine = [r for r in records if r.get("device", "?") == dev]
        if not mine:
            out.append(f"No records for {dev}.")
            continue
        out.extend(summary_lines(summary(mine), dev))
        if summary_only:
            continue
        out.append("")
        out.extend(table_lines(mine))
        failures = failure_lines(mine)
        if failures:
            out += ["", f"Failures ({dev}):", ""] + failures
        out.append("")
    return "\n".join(out).rstrip() + "\n"
