"""The export output folder (docs/project-format.md): generated/ holds the pristine module,
its weights, metadata.json and Inductor's raw output; `<name>.py` is the user's working
copy; kernel-studio.toml records how it was made. Written so that a failure leaves nothing
half-written: generated/ is built in a temporary folder and renamed into place."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from typing import Any

from kernel_studio.pipeline.api import ExportedKernel, save_weights, write_atomic
from kernel_studio.pipeline.errors import ExportError

PROJECT_FILE = "kernel-studio.toml"
FORMAT = 1


def module_name_for(model_path: str) -> str:
    """`rms_norm.py` -> rms_norm; a file named model.py takes its folder's name."""
    stem = os.path.splitext(os.path.basename(model_path))[0]
    if stem in ("model", "__init__", ""):
        stem = os.path.basename(os.path.dirname(os.path.abspath(model_path))) or "kernel"
    return sanitize_name(stem)


def sanitize_name(text: str) -> str:
    """A Python module name made from `text` (`my-fn` -> my_fn)."""
    name = re.sub(r"\W", "_", text).strip("_") or "kernel"
    return "_" + name if name[0].isdigit() else name


def _toml_value(value: Any) -> str:
    if isinstance(value, dict):  # an inline table
        items = ", ".join(f"{k} = {_toml_value(v)}" for k, v in value.items() if v is not None)
        return "{ " + items + " }"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    return json.dumps(str(value))  # a JSON string is a valid TOML basic string


# Defaults of torch.testing.assert_close, recorded so a project shows (and can change) them.
DEFAULT_TOLERANCES = {
    "float32": {"rtol": 1.3e-6, "atol": 1e-5},
    "float16": {"rtol": 1e-3, "atol": 1e-5},
    "bfloat16": {"rtol": 1.6e-2, "atol": 1e-5},
    "float64": {"rtol": 1e-7, "atol": 1e-7},
}


def recorded_tables(metadata: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """The tables that describe the export for people and the IDE: the inputs, the dynamic
    dims, verification defaults and the engine command ("" = the app's setting)."""

    def dims(shape: list[Any]) -> str:
        return ", ".join(str(d) for d in shape)

    inputs = {
        i["name"]: f"{i.get('dtype')}[{dims(i.get('shape') or [])}]"
        for i in metadata.get("signature", {}).get("inputs", [])
    }
    dynamic = {
        d["name"]: {
            "input": d.get("input"),
            "dim": d.get("dim"),
            "min": d.get("min"),
            "max": d.get("max"),
        }
        for d in metadata.get("dynamicDims", [])
    }
    return {
        "inputs": inputs,
        "dynamic": dynamic,
        "verify": {"trials": 5, "tf32": False, "tolerances": DEFAULT_TOLERANCES},
        "engine": {"command": ""},
    }


def _user_tables(path: str) -> dict[str, Any]:
    """[verify] and [engine] of an existing project file: the user may have changed them."""
    try:
        import tomllib
    except ImportError:  # Python 3.10: nothing to keep
        return {}
    try:
        with open(path, "rb") as f:
            data = tomllib.load(f)
    except (OSError, ValueError):
        return {}
    return {k: data[k] for k in ("verify", "engine") if isinstance(data.get(k), dict)}


def project_toml(settings: dict[str, Any]) -> str:
    lines = ["# Kernel Studio project: how the files in generated/ were made.", ""]
    for table, values in settings.items():
        lines.append(f"[{table}]")
        for key, value in values.items():
            if value is not None:
                lines.append(f"{key} = {_toml_value(value)}")
        lines.append("")
    return "\n".join(lines)


def write_project(
    out_dir: str, kernel: ExportedKernel, export_settings: dict[str, Any]
) -> dict[str, Any]:
    """Write (or refresh) the project folder `out_dir`. The working copy is created only
    if missing: after the first export it belongs to the user."""
    out_dir = os.path.abspath(out_dir)
    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        raise ExportError("input", f"output path {out_dir} is a file", hint="choose a folder")
    if os.path.isdir(out_dir) and os.listdir(out_dir):
        if not os.path.exists(os.path.join(out_dir, PROJECT_FILE)):
            raise ExportError(
                "input",
                f"{out_dir} is not empty and is not a Kernel Studio project",
                hint="choose an empty or new folder, or an earlier export's folder",
            )
    name = kernel.module_name
    parent = os.path.dirname(out_dir)
    os.makedirs(parent, exist_ok=True)
    staging = tempfile.mkdtemp(prefix=".ks-export-", dir=parent)
    try:
        generated = os.path.join(staging, "generated")
        os.makedirs(generated)
        module_path = os.path.join(generated, name + ".py")
        kernel.save(module_path)
        with open(os.path.join(generated, "metadata.json"), "w", encoding="utf-8") as f:
            json.dump(kernel.metadata, f, indent=1, sort_keys=False)
            f.write("\n")
        if kernel.raw_source is not None:
            with open(os.path.join(generated, "inductor_output.py.txt"), "w") as f:
                f.write(kernel.raw_source)
        settings = {
            "project": {"format": FORMAT, "name": name, "module": name + ".py"},
            "export": export_settings,
            **recorded_tables(kernel.metadata),
            # The user's tables survive a re-export.
            **_user_tables(os.path.join(out_dir, PROJECT_FILE)),
        }
        toml_text = project_toml(settings)
        # Commit: swap generated/ in, then the project file, then the working copy.
        os.makedirs(out_dir, exist_ok=True)
        final_generated = os.path.join(out_dir, "generated")
        old = None
        if os.path.exists(final_generated):
            old = os.path.join(staging, "generated.old")
            os.rename(final_generated, old)
        os.rename(generated, final_generated)
        write_atomic(os.path.join(out_dir, PROJECT_FILE), toml_text.encode())
        working = os.path.join(out_dir, name + ".py")
        if not os.path.exists(working):
            write_atomic(working, kernel.source.encode())
        if kernel.weights:
            save_weights(kernel.weights, os.path.join(out_dir, name + ".weights.pt"))
    finally:
        shutil.rmtree(staging, ignore_errors=True)
    return {
        "project": out_dir,
        "module": working,
        "generated": os.path.join(final_generated, name + ".py"),
        "metadataFile": os.path.join(final_generated, "metadata.json"),
        "projectFile": os.path.join(out_dir, PROJECT_FILE),
    }
