"""`python -m kernel_studio.verify PROJECT [--trials N] [--seed S] [--timeout S]
[--interpreter] [--json]`: verify from a shell. Exit status: 0 pass, 1 fail (mismatch),
2 bad input, 3 engine failure or undecided (verdict error)."""

from __future__ import annotations

import argparse
import json
import os
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m kernel_studio.verify")
    parser.add_argument("project")
    parser.add_argument("--trials", type=int)
    parser.add_argument("--seed", type=int)
    parser.add_argument("--timeout", type=float, dest="timeoutSeconds")
    parser.add_argument("--interpreter", action="store_true", default=None)
    parser.add_argument("--json", action="store_true", help="print the whole report")
    args = parser.parse_args(argv)
    from kernel_studio.sandbox.run import DEFAULT_POOL
    from kernel_studio.verify.run import VerifyInputError, verify_project

    params = {k: v for k, v in vars(args).items() if k not in ("project", "json") and v is not None}
    try:
        report = verify_project(os.path.abspath(args.project), params)
    except VerifyInputError as exc:
        print(f"verify: {exc.message}", file=sys.stderr)
        return 2
    except Exception as exc:  # noqa: BLE001 - reported as an engine failure
        print(f"verify: engine failure: {type(exc).__name__}: {exc}", file=sys.stderr)
        return 3
    finally:
        DEFAULT_POOL.close()
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        located = report.get("located") or {}
        print(f"{report['verdict']}: {report.get('reason') or 'all outputs match'}")
        if located.get("kernel"):
            print(f"located kernel: {located['kernel']}")
        for note in report.get("notes") or []:  # as `kernel-studio verify` prints them
            print(f"note: {note}")
        print(f"report: {report.get('reportFile')}")
    return {"pass": 0, "fail": 1}.get(report["verdict"], 3)


if __name__ == "__main__":
    sys.exit(main())
