"""A project folder copied for a test (the e2e and UI fixture scripts): the copy's text files
(.toml, .json, .py) name the copy's paths instead of the original's, as an export into the
copy would have written them (a project records its model file's absolute path)."""

from __future__ import annotations

import os
import shutil


def copy_project(source: str, dest: str) -> None:
    """`source` copied to `dest` (which must not exist), its own paths renamed."""
    shutil.copytree(source, dest)
    for folder, _, files in os.walk(dest):
        for name in files:
            if name.endswith((".toml", ".json", ".py")):
                path = os.path.join(folder, name)
                text = open(path, encoding="utf-8").read()
                if source in text:
                    open(path, "w", encoding="utf-8").write(text.replace(source, dest))
