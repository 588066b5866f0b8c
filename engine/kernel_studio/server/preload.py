"""The model file's installed imports (torchvision, transformers, ...) paid by the idle job
worker ahead of the job (server/jobs.py), not after the user pressed Export: importing
transformers took 4.6-9.1 s of an export's "load" stage (docs/benchmarks.md, "Our own
costs").

The engine reads a model file's import statements without running it (`model_imports`),
from a model file the user ran already (the previous export or inspect) or from a trusted
project's (projectStatus). The worker imports a name only where it resolves to an installed
package (the standard library, site-packages), never to a file of the model's folder or
any other folder: no user code runs ahead of the job, and a name that the model's folder
shadows with a file of its own is left to the job."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import os
import site
import sys
import sysconfig
import time
from typing import Any

# Already imported by every job worker before it is ready.
ALWAYS = ("torch", "kernel_studio", "__future__", "typing")
MAX_MODULES = 64


def model_imports(model_path: str) -> list[str]:
    """The absolute module names the model file imports at its top level (inside `if` and
    `try` too, not inside functions), in order, `module:name` for each name of a `from
    module import name`, without those of ALWAYS or this process has
    imported (the standard library's basics) and without the names its own folder holds
    (`name.py` or a `name/` folder there: the job imports those). Reads the file only; []
    when it cannot be read or parsed."""
    try:
        with open(model_path, "rb") as f:
            tree = ast.parse(f.read(), model_path)
    except (OSError, SyntaxError, ValueError):
        return []
    folder = os.path.dirname(os.path.abspath(model_path))
    names: list[str] = []

    def visit(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.Import):
                names.extend(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                # `from transformers import GPT2Model`: a lazy package imports the model's
                # code only when the name is looked up.
                names.append(node.module)
                names.extend(f"{node.module}:{a.name}" for a in node.names if a.name != "*")
            elif isinstance(node, ast.If):
                visit(node.body)
                visit(node.orelse)
            elif isinstance(node, ast.Try):
                visit(node.body)
                for handler in node.handlers:
                    visit(handler.body)
                visit(node.orelse)
                visit(node.finalbody)

    visit(tree.body)
    out: list[str] = []
    for name in dict.fromkeys(names):
        top = name.partition(":")[0].partition(".")[0]
        if top in ALWAYS or top in sys.builtin_module_names or name in sys.modules:
            continue
        if os.path.exists(os.path.join(folder, top + ".py")) or os.path.isdir(
            os.path.join(folder, top)
        ):
            continue
        out.append(name)
    return out[:MAX_MODULES]


def installed_roots() -> list[str]:
    """The folders installed packages live in: the standard library and site-packages of
    this interpreter (and its base, for a virtualenv), the user's site-packages."""
    roots: set[str] = set()
    paths = sysconfig.get_paths()
    for key in ("stdlib", "platstdlib", "purelib", "platlib"):
        if paths.get(key):
            roots.add(paths[key])
    for getter in (site.getsitepackages, lambda: [site.getusersitepackages()]):
        try:
            roots.update(getter())
        except (AttributeError, TypeError):  # a virtualenv's old site.py
            pass
    return sorted(os.path.realpath(r) for r in roots if r)


def _installed(name: str, roots: list[str]) -> bool:
    """Whether the top-level package of `name` resolves to a file under `roots` (finding
    a top-level spec runs no package code)."""
    top = name.partition(".")[0]
    if top in sys.modules:
        return True
    try:
        spec = importlib.util.find_spec(top)
    except (ImportError, ValueError):
        return False
    if spec is None:
        return False
    places = list(spec.submodule_search_locations or []) or [spec.origin or ""]
    for place in places:
        if not place or not os.path.isabs(place):
            return False  # built-in, frozen, or namespace parts elsewhere
        real = os.path.realpath(place)
        if not any(real == r or real.startswith(r + os.sep) for r in roots):
            return False
    return True


def preload_modules(names: list[Any]) -> dict[str, Any]:
    """In the job worker, while it waits: import each of `names` that resolves to an
    installed package. Returns {"imported", "skipped", "failed", "seconds"} for the log."""
    started = time.perf_counter()
    roots = installed_roots()
    done: list[str] = []
    skipped: list[str] = []
    failed: list[str] = []
    for name in names[:MAX_MODULES]:
        if not isinstance(name, str):
            continue
        module, _, attr = name.partition(":")
        parts = module.split(".") + ([attr] if attr else [])
        if not all(p.isidentifier() for p in parts):
            continue
        if not attr and module in sys.modules:
            continue
        if not _installed(module, roots):
            skipped.append(name)
            continue
        try:
            loaded = importlib.import_module(module)
            if attr and not hasattr(loaded, attr):  # hasattr runs a lazy package's loader
                importlib.import_module(f"{module}.{attr}")  # `from pkg import submodule`
            done.append(name)
        except Exception as exc:  # noqa: BLE001 - the job imports it again and reports it
            failed.append(f"{name}: {type(exc).__name__}: {exc}"[:300])
    return {
        "imported": done,
        "skipped": skipped,
        "failed": failed,
        "seconds": round(time.perf_counter() - started, 3),
    }
