"""A project folder as verify sees it (docs/project-format.md): the working module, the
pristine one in generated/, the metadata, the export settings, and which kernels the user
edited (module_map.edited_kernels: each kernel's definition in the working module compared
with the pristine one)."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.module_text.module_map import edited_kernels, map_module
from kernel_studio.project.commit import recover
from kernel_studio.project.project_file import (
    PROJECT_FILE,
    ProjectFileError,
    export_record,
    read_toml,
)

VERIFY_DIR = os.path.join(".kernel-studio", "verify")


class ProjectError(ValueError):
    """The folder is not a usable project (reported as an `input` failure)."""


@dataclass
class Project:
    """Paths and facts of one project folder."""

    root: str
    name: str
    module_path: str
    generated_path: str
    metadata: dict[str, Any]
    export: dict[str, Any]
    verify_defaults: dict[str, Any] = field(default_factory=dict)

    @property
    def device(self) -> str:
        return str(self.metadata.get("device") or self.export.get("device") or "cpu")

    @property
    def model_path(self) -> str:
        """The model file ("" for a `module:callable` export)."""
        return str(self.export.get("model") or "")

    @property
    def verify_root(self) -> str:
        return os.path.join(self.root, VERIFY_DIR)

    def kernels(self) -> list[dict[str, Any]]:
        return list(self.metadata.get("kernels") or [])

    def decompositions(self) -> Any:
        """The recorded spec (format 1's JSON text is read as the table it encodes); for
        an export with a decompositions.py, `{"file": path}` of the copy its generation
        keeps (the file as it was then)."""
        recorded = self.export.get("decompositions_file")
        if recorded:
            from kernel_studio.decompositions import FILE_NAME
            from kernel_studio.project.generations import folder

            kept = os.path.join(folder(self.root, int(self.export["generation"])), FILE_NAME)
            return {"file": kept if os.path.isfile(kept) else os.path.join(self.root, recorded)}
        return self.export.get("decompositions")

    def edits(self) -> dict[str, list[str]]:
        """{"edited": kernels whose text differs from generated/, "missing": kernels the
        working module no longer defines}. Extern (library) calls have no text."""
        kernels = self.kernels()
        with open(self.module_path, encoding="utf-8", errors="replace") as f:
            working = map_module(f.read(), kernels)
        with open(self.generated_path, encoding="utf-8", errors="replace") as f:
            pristine = map_module(f.read(), kernels)
        changed = edited_kernels(working, pristine)
        edited, missing = [], []
        for k in working.kernels:
            before = pristine.kernel(k.name)
            if k.kind == "extern" or before is None or not before.found:
                continue
            if not k.found:
                missing.append(k.name)
            elif changed.get(k.name):
                edited.append(k.name)
        return {"edited": edited, "missing": missing}


@dataclass
class ProjectFiles:
    """What every reader of a project folder needs: kernel-studio.toml and the metadata."""

    root: str
    toml_path: str
    data: dict[str, Any]
    name: str
    module_path: str
    metadata_path: str
    metadata: dict[str, Any]


def read_project_files(root: str) -> ProjectFiles:
    """Read `root`/kernel-studio.toml and generated/metadata.json (no model file needed).
    Raises ProjectError naming the file at fault."""
    root = os.path.abspath(root)
    toml_path = os.path.join(root, PROJECT_FILE)
    if not os.path.isfile(toml_path):
        raise ProjectError(f"{root} is not a Kernel Studio project (no {PROJECT_FILE})")
    recover(root)  # an export cut short after its commit point is completed first
    try:
        data = read_toml(toml_path)
    except ProjectFileError as exc:
        raise ProjectError(str(exc)) from exc
    project = data.get("project") or {}
    name = str(project.get("name") or "")
    if not name:
        raise ProjectError(f"{toml_path}: [project] has no name")
    module = str(project.get("module") or (name + ".py"))
    metadata_path = os.path.join(root, "generated", "metadata.json")
    if not os.path.isfile(metadata_path):
        raise ProjectError(f"missing {metadata_path}")
    try:
        with open(metadata_path, encoding="utf-8") as f:
            metadata = json.load(f)
    except (OSError, ValueError) as exc:
        raise ProjectError(f"{metadata_path}: {exc}") from exc
    if not isinstance(metadata, dict):
        raise ProjectError(f"{metadata_path}: not a metadata object")
    if int(metadata.get("version", 1)) > 1:
        raise ProjectError(f"{metadata_path}: metadata version {metadata['version']} is newer")
    return ProjectFiles(
        root, toml_path, data, name, os.path.join(root, module), metadata_path, metadata
    )


def open_project(root: str, model: str | None = None) -> Project:
    """Read a project for verification: its files, and the model it was exported from
    (`model`: a copy of the recorded model file to use instead, as a remote engine has it).
    Raises ProjectError."""
    files = read_project_files(root)
    root, toml_path, metadata = files.root, files.toml_path, files.metadata
    export = export_record(files.data)
    if model is not None:
        if export.get("callable"):
            raise ProjectError(f"{toml_path}: a callable export has no model file to replace")
        export = {**export, "model": model}
    module_path = files.module_path
    generated_path = os.path.join(root, "generated", os.path.basename(module_path))
    for path in (module_path, generated_path):
        if not os.path.isfile(path):
            raise ProjectError(f"missing {path}")
    if export.get("callable"):
        if not export.get("inputs"):
            raise ProjectError(f"{toml_path}: [export] has a callable but no inputs")
    elif not export.get("model") or not os.path.isfile(str(export.get("model"))):
        raise ProjectError(f"the model file {export.get('model')!r} of {toml_path} is missing")
    return Project(
        root=root,
        name=files.name,
        module_path=module_path,
        generated_path=generated_path,
        metadata=metadata,
        export=export,
        verify_defaults=dict(files.data.get("verify") or {}),
    )
