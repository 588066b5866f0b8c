"""A C++ kernel's assembly: the module's prelude and the kernel's source string compiled to
assembly (`c++ -S -g`) with the module's own flags (`_CPP_FLAGS`, plus `_CPP_AVX2_FLAGS`
where the module sets them, as its `cpp_kernels()` builds) and torch's include folders.
A `#line` directive before the kernel's string puts the module's line numbers into the
debug line table, so each instruction maps to the module line of the C++ it comes from.

Only the kernel's own functions are kept (`<name>_kernel` and the OpenMP bodies outlined
from it, `<name>_kernel._omp_fn.N`), labels and instructions without the directives."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kernel_studio.compiled.line_maps import Pairs, directive_map

_C_NAME = re.compile(r'extern\s+"C"\s+[\w:<>\s\*]*?\b(\w+)\s*\(')


class CppAsmError(ValueError):
    """The kernel cannot be built (the message names the module line where it can)."""


@dataclass
class CppAsm:
    text: str
    line_map: Pairs
    flags: list[str]
    compiler: str
    seconds: float


def _module_literals(tree: ast.Module) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id.startswith("_CPP_"):
                try:
                    out[target.id] = ast.literal_eval(node.value)
                except (ValueError, SyntaxError):
                    pass
    return out


def _kernel_string(tree: ast.Module, name: str) -> tuple[str, int]:
    """The kernel's C++ source and the module line its first character is on."""
    found: tuple[str, int] | None = None
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Name) and target.id == name:
                if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                    found = (node.value.value, node.value.lineno)
    if found is None:
        raise CppAsmError(f'kernel {name}: no `{name} = r"""..."""` C++ string in the module')
    return found


def _torch_includes() -> list[str]:
    import importlib.util

    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.origin:
        raise CppAsmError("torch is not installed: its headers are needed to build C++ kernels")
    root = os.path.join(os.path.dirname(spec.origin), "include")
    return [root, os.path.join(root, "torch", "csrc", "api", "include")]


def build_asm(
    text: str,
    name: str,
    span: tuple[int, int],
    check_cancelled: Callable[[], None] | None = None,
) -> CppAsm:
    """The assembly of kernel `name` (its module-level string variable) of module `text`.
    Raises CppAsmError with the compiler's first error mapped to a module line."""
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:
        raise CppAsmError(f"the module does not parse (line {exc.lineno}: {exc.msg})") from exc
    literals = _module_literals(tree)
    source, first_line = _kernel_string(tree, name)
    c_name = _C_NAME.search(source)
    if not c_name:
        raise CppAsmError(f'kernel {name}: no `extern "C"` function in its C++ string')
    # Modules older than the copied prelude include Inductor's header instead.
    prelude = literals.get("_CPP_PRELUDE") or "#include <torch/csrc/inductor/cpp_prefix.h>"
    flags = [f for f in literals.get("_CPP_FLAGS") or [] if isinstance(f, str)]
    flags += [f for f in literals.get("_CPP_AVX2_FLAGS") or [] if isinstance(f, str)]
    compiler = os.environ.get("CXX") or shutil.which("c++") or shutil.which("g++") or "c++"
    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="ks-asm-") as folder:
        module_path = os.path.join(folder, "module.py")
        cpp = os.path.join(folder, "kernel.cpp")
        with open(cpp, "w", encoding="utf-8") as f:
            f.write(f'{prelude}\n#line {first_line} "{module_path}"\n{source}\n')
        out = os.path.join(folder, "kernel.s")
        includes = [f"-I{d}" for d in _torch_includes()]
        command = [compiler, "-S", "-g", "-std=c++17", "-fPIC", *flags, *includes, cpp, "-o", out]
        process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        try:
            while True:
                try:
                    _, stderr = process.communicate(timeout=0.1)
                    break
                except subprocess.TimeoutExpired:
                    if check_cancelled is not None:
                        check_cancelled()
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        if process.returncode != 0:
            m = re.search(re.escape(module_path) + r":(\d+):\d+: error: (.*)", stderr)
            if m:
                raise CppAsmError(f"module line {m.group(1)}: {m.group(2)}")
            raise CppAsmError(f"the C++ compiler failed: {stderr.strip()[:2000]}")
        with open(out, encoding="utf-8", errors="replace") as f:
            asm = f.read()
    kept, pairs = _kernel_functions(asm, c_name.group(1), module_path, span)
    return CppAsm(kept, pairs, flags, os.path.basename(compiler), time.perf_counter() - started)


def _kernel_functions(
    asm: str, c_name: str, module_path: str, span: tuple[int, int]
) -> tuple[str, Pairs]:
    """The kernel's functions of `asm` without directives, and their line map."""
    wanted = re.compile(rf"^({re.escape(c_name)}(?:\._omp_fn\.\d+|\.\w+)*):")
    lines = asm.splitlines()
    keep: list[str] = []  # the filtered text, but also the .file/.loc lines for the map
    inside = False
    for line in lines:
        if re.match(r"^\s*\.file\s", line):
            keep.append(line)
            continue
        if wanted.match(line):
            inside = True
        if inside:
            keep.append(line)
            if re.match(r"^\s*\.cfi_endproc", line):
                inside = False
    raw = "\n".join(keep)
    full = directive_map(raw, module_path, span, lambda s: bool(re.match(r"^\s+[a-z]", s)))
    by_raw = dict((a, b) for a, b in full)
    shown: list[str] = []
    pairs: Pairs = []
    for number, line in enumerate(raw.splitlines(), 1):
        stripped = line.strip()
        # Directives and the debug info's own labels (.LVL3, .LBB12, ...) go; jump
        # targets (.L4) stay.
        if not stripped or (stripped.startswith(".") and not re.match(r"^\.L\d+:", stripped)):
            continue
        shown.append(line.replace("\t", "    ", 1).replace("\t", " "))
        if number in by_raw:
            pairs.append([len(shown), by_raw[number]])
    return "\n".join(shown) + "\n", pairs
