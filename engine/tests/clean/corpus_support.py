"""The clean-stage corpus: real Inductor output modules (raw.py.txt) with the CleanSpec
the engine gave the clean stage (spec.json) and the expected clean module (expected.py),
one folder per case under corpus/<device>/<case>/ (import_corpus.py adds cases)."""

from __future__ import annotations

import functools
import json
import os

from kernel_studio.pipeline.clean.clean import Cleaned, CleanSpec, clean

CORPUS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")


def case_names() -> list[str]:
    return sorted(
        f"{device}/{case}"
        for device in sorted(os.listdir(CORPUS))
        for case in os.listdir(os.path.join(CORPUS, device))
    )


def path(case: str, name: str) -> str:
    return os.path.join(CORPUS, case, name)


def read(case: str, name: str) -> str:
    with open(path(case, name), encoding="utf-8", newline="") as f:
        return f.read()


def spec_json(case: str) -> dict:
    return json.loads(read(case, "spec.json"))


@functools.cache
def cleaned(case: str) -> Cleaned:
    """The clean stage's result for a case (computed once per test session)."""
    return clean(read(case, "raw.py.txt"), CleanSpec.from_json(spec_json(case)))
