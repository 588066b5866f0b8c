"""Loading a clean module inside the sandbox: instrumented (instrument.py), executed as a
fresh module object each time its file changes (Triton's own cache then recompiles only
the kernels whose source changed), C++ kernels compiled at load time so that a trial's
timeout measures the run, not the compiler."""

from __future__ import annotations

import hashlib
import linecache
import os
import time
import types
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.sandbox.compile_errors import CompileError, cpp_compile_error, kernel_finder
from kernel_studio.sandbox.hooks import LaunchHooks
from kernel_studio.sandbox.instrument import HOOK, Launch, instrument


class ModuleLoadError(Exception):
    """The module could not be imported or its kernels not compiled (`compile`: the C++
    compiler's errors placed in the module, compile_errors.py)."""

    def __init__(
        self, message: str, line: int | None = None, compile: CompileError | None = None
    ) -> None:
        super().__init__(message)
        self.message = message
        self.line = line
        self.compile = compile

    def to_json(self) -> dict[str, Any]:
        """The worker's error reply (a `load` fault, docs/verification.md)."""
        out: dict[str, Any] = {"kind": "load", "message": self.message, "line": self.line}
        if self.compile is not None:
            first = self.compile.first
            out["kernel"] = first.kernel
            if first.line:
                out["line"] = first.line
                out["column"] = first.column
            out["compile"] = self.compile.to_json()
        return out


@dataclass
class LoadedModule:
    path: str
    digest: str
    module: types.ModuleType
    launches: list[Launch] = field(default_factory=list)
    interpreter_mapped: list[str] = field(default_factory=list)
    source: str = ""  # the text it was made from (compile errors are placed in it)
    # `call` replays as a CUDA graph (CUDA_GRAPHS of a module exported with triton.cudagraphs)
    cuda_graphs: bool = False


# libdevice functions Triton's interpreter lacks but triton.language.math has.
INTERPRETER_MATH: tuple[str, ...] = ("rsqrt", "sqrt", "exp", "exp2", "log", "log2", "sin", "cos")
INTERPRETER_MATH += ("erf", "floor", "ceil", "fma", "abs", "div_rn", "sqrt_rn", "fdiv")


def to_interpreter_source(source: str) -> tuple[str, list[str]]:
    """For Triton's interpreter: "cuda" device strings become "cpu", and the libdevice
    calls it cannot run become their tl.math twins. Returns (source, names mapped)."""
    import ast

    tree = ast.parse(source)
    mapped: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and node.value == "cuda":
            node.value = "cpu"
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id == "libdevice"
            and node.attr in INTERPRETER_MATH
        ):
            node.value = ast.Attribute(ast.Name("tl", ast.Load()), "math", ast.Load())
            mapped.add(node.attr)
    return ast.unparse(tree), sorted(mapped)


def load_module(
    path: str,
    name: str,
    metadata: dict[str, Any],
    hooks: LaunchHooks,
    *,
    interpret_path: str | None = None,
    previous: LoadedModule | None = None,
) -> tuple[LoadedModule, bool]:
    """(the module, whether it was (re)loaded). With `interpret_path` (Triton's
    interpreter), the source with "cuda" turned into "cpu" is written there and run from
    there. Raises ModuleLoadError."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError as exc:
        raise ModuleLoadError(f"cannot read {path}: {exc}") from exc
    digest = hashlib.sha256(data).hexdigest()
    if previous is not None and previous.digest == digest and previous.path == path:
        return previous, False
    source = data.decode("utf-8", errors="replace")
    filename = path
    mapped: list[str] = []
    if interpret_path:
        # Rewritten source must be what inspect (and so @triton.jit) reads back.
        source, mapped = to_interpreter_source(source)
        filename = interpret_path
        os.makedirs(os.path.dirname(filename), exist_ok=True)
        with open(filename, "w", encoding="utf-8") as f:
            f.write(source)
    linecache.checkcache(filename)
    try:
        tree, launches = instrument(source, metadata)
        code = compile(tree, filename, "exec")
    except SyntaxError as exc:
        raise ModuleLoadError(f"syntax error: {exc.msg}", exc.lineno) from exc
    except ValueError as exc:
        raise ModuleLoadError(str(exc)) from exc
    module = types.ModuleType(name)
    # The working module finds its weights next to its own file.
    module.__file__ = path
    module.__dict__[HOOK] = hooks
    try:
        exec(code, module.__dict__)
        module.__dict__["__file__"] = path
        compile_cpp = module.__dict__.get("cpp_kernels")
        if callable(compile_cpp):
            t0 = time.perf_counter()
            compile_cpp()
            module.__dict__["_ks_compile_seconds"] = time.perf_counter() - t0
    except Exception as exc:  # noqa: BLE001 - the user's module: every failure is reported
        line = None
        tb = exc.__traceback__
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == filename:
                line = tb.tb_lineno
            tb = tb.tb_next
        text = str(exc).strip().splitlines()
        if "Error building extension" in str(exc):
            found = cpp_compile_error(str(exc), source, path, kernel_finder(source, metadata))
            if found is not None:
                raise ModuleLoadError(
                    _compile_message(found), found.first.line or line, found
                ) from exc
        raise ModuleLoadError(
            f"{type(exc).__name__}: {' '.join(text[-3:]) if text else ''}".strip(), line
        ) from exc
    graphs = bool(module.__dict__.get("CUDA_GRAPHS")) and hasattr(
        module.__dict__.get("call"), "__wrapped__"
    )
    return LoadedModule(path, digest, module, launches, mapped, source, graphs), True


def _compile_message(error: CompileError) -> str:
    """`kernel NAME does not compile: module.py:LINE:COL: error: MESSAGE`."""
    kernel = error.first.kernel
    what = f"kernel {kernel}" if kernel else "the C++ kernels"
    return f"{what} does not compile: {error.where()}"
