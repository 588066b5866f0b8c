"""Workspace trust (docs/security.md, "Workspace trust"): the folders whose Python code the
user lets run. One JSON file per user, the app's (core/project/TrustStore): `$KS_TRUST_FILE`,
else `$XDG_CONFIG_HOME/kernel-studio/trusted-folders.json`; plus the folders the process
that started this engine trusted for its own run only (`KS_TRUSTED_FOLDERS`, ':'-separated,
the CLI's `--trust`). A trusted folder trusts every folder under it. The engine reads the
file itself, so no request can make an untrusted folder trusted."""

from __future__ import annotations

import json
import os
import tempfile

TRUST_FILE_ENV = "KS_TRUST_FILE"
SESSION_ENV = "KS_TRUSTED_FOLDERS"


def trust_file() -> str:
    """Where the user's trusted folders are recorded."""
    named = os.environ.get(TRUST_FILE_ENV)
    if named:
        return os.path.abspath(named)
    config = os.environ.get("XDG_CONFIG_HOME")
    if not config or not os.path.isabs(config):
        config = os.path.join(os.path.expanduser("~"), ".config")
    return os.path.join(config, "kernel-studio", "trusted-folders.json")


def trusted_folders() -> list[str]:
    """The recorded folders and this session's (none when the file does not parse)."""
    folders: list[str] = []
    try:
        with open(trust_file(), encoding="utf-8") as f:
            data = json.load(f)
        if isinstance(data, dict) and isinstance(data.get("folders"), list):
            folders = [p for p in data["folders"] if isinstance(p, str) and os.path.isabs(p)]
    except (OSError, ValueError):
        pass
    folders += [p for p in os.environ.get(SESSION_ENV, "").split(":") if os.path.isabs(p)]
    return folders


def trusted_root(path: str) -> str | None:
    """The trusted folder covering `path` (a file or folder, links resolved), else None."""
    target = os.path.realpath(path)
    for folder in trusted_folders():
        root = os.path.realpath(folder)
        if target == root or root == "/" or target.startswith(root.rstrip(os.sep) + os.sep):
            return folder
    return None


def trust(folder: str) -> None:
    """Records `folder` as trusted (atomic: a temporary file renamed over the store). For
    the Python API and tests; the app and `kernel-studio trust` write the same file."""
    path = trust_file()
    os.makedirs(os.path.dirname(path), exist_ok=True)
    target = os.path.realpath(folder)
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except FileNotFoundError:
        data = {}
    folders = [p for p in data.get("folders", []) if isinstance(p, str)]
    for folder in folders:  # already trusted, itself or through a parent: nothing to record
        root = os.path.realpath(folder)
        if target == root or root == "/" or target.startswith(root.rstrip(os.sep) + os.sep):
            return
    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".trusted-folders.")
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        json.dump({"version": 1, "folders": [*folders, target]}, f, indent=4)
    os.replace(tmp, path)
