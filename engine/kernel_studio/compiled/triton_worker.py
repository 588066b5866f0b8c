"""The child process that compiles one Triton kernel for a named GPU target, no GPU needed:
`python -m kernel_studio.compiled.triton_worker` reads a request (JSON) on stdin and
writes the stages and resource figures (JSON) on stdout.

The kernel is specialised the way Triton's JIT does at the launch (its own binder and
`_pack_args` run on stand-in values: a small CPU tensor of the argument's dtype, aligned or
not, and the ints the module passes), then `triton.compile(ASTSource, target=GPUTarget(
"cuda", arch, 32))`. SASS comes from the nvdisasm Triton ships (line info included),
registers/stack/local/shared from its cuobjdump (what the driver reports once loaded), and
spill bytes from `ptxas -v` on the PTX. It runs in its own process because importing a
module's kernels runs that module's imports, and so the engine can cancel it by killing it.

Request: {"module": path, "function": name, "args": [LaunchArg json], "kwargs": {...},
"options": {...}, "arch": 90}; or {"batch": [request, ...]} (resources of many kernels: one
line of JSON per kernel as it is done, its stage texts left out but SASS)."""

from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile
from typing import Any

_NVIDIA_BIN = ("backends", "nvidia", "bin")


def _tool(name: str) -> str:
    import triton

    try:
        path = getattr(triton.knobs.nvidia, name).path
        if path and os.path.exists(path):
            return path
    except (AttributeError, RuntimeError):
        pass
    return os.path.join(os.path.dirname(triton.__file__), *_NVIDIA_BIN, name)


def _load(path: str, function: str) -> Any:
    spec = importlib.util.spec_from_file_location("ks_compiled_module", path)
    if spec is None or spec.loader is None:
        raise RuntimeError(f"cannot load {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    fn = getattr(module, function, None)
    while fn is not None and not hasattr(fn, "params") and hasattr(fn, "fn"):
        fn = fn.fn  # an Autotuner or Heuristics wraps the JITFunction
    if fn is None or not hasattr(fn, "params"):
        raise RuntimeError(f"{function} is not a @triton.jit function")
    return fn


def _stand_in(arg: dict[str, Any]) -> Any:
    import torch

    kind = arg.get("kind")
    if kind == "tensor":
        dtype = getattr(torch, arg.get("dtype") or "float32")
        base = torch.empty(64, dtype=dtype)
        return base if arg.get("aligned", True) else base[1:]
    if kind == "int":
        # An int whose value the text does not give: neither 1 nor a multiple of 16.
        return arg["value"] if arg.get("value") is not None else 17
    if kind == "float":
        return float(arg.get("value") or 0.5)
    return None


def compile_kernel(request: dict[str, Any]) -> dict[str, Any]:
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    from triton.compiler.compiler import make_backend
    from triton.runtime.jit import create_function_from_signature

    fn = _load(request["module"], request["function"])
    target = GPUTarget("cuda", int(request.get("arch") or 90), 32)
    backend = make_backend(target)
    binder = create_function_from_signature(fn.signature, fn.params, backend)
    args = [_stand_in(a) for a in request.get("args") or []]
    kwargs: dict[str, Any] = dict(request.get("kwargs") or {})
    kwargs.update(request.get("options") or {})
    kwargs["debug"] = kwargs.get("debug", fn.debug) or triton.knobs.runtime.debug
    kwargs["instrumentation_mode"] = triton.knobs.compilation.instrumentation_mode
    if hasattr(triton.knobs.compilation, "fpsan_homomorphic_casts"):
        kwargs["fpsan_homomorphic_casts"] = triton.knobs.compilation.fpsan_homomorphic_casts
    bound, specialization, options = binder(*args, **kwargs)
    options, signature, constexprs, attrs = fn._pack_args(
        backend, kwargs, bound, specialization, options
    )
    kernel = triton.compile(
        ASTSource(fn, signature, constexprs, attrs), target=target, options=options.__dict__
    )
    asm = kernel.asm
    stages = {k: asm[k] for k in ("ttir", "ttgir", "llir", "ptx") if isinstance(asm.get(k), str)}
    metadata = kernel.metadata
    result: dict[str, Any] = {
        "stages": stages,
        "signature": {k: str(v) for k, v in signature.items()},
        "constexprs": {",".join(map(str, k)): repr(v) for k, v in constexprs.items()},
        "numWarps": metadata.num_warps,
        "numStages": metadata.num_stages,
        "sharedBytes": metadata.shared,
        "name": metadata.name,
        "arch": f"sm_{target.arch}",
        "triton": triton.__version__,
    }
    cubin = asm.get("cubin")
    if isinstance(cubin, bytes):
        with tempfile.TemporaryDirectory(prefix="ks-cubin-") as folder:
            path = os.path.join(folder, "kernel.cubin")
            with open(path, "wb") as f:
                f.write(cubin)
            result["stages"]["sass"] = _run([_tool("nvdisasm"), "-g", "-c", path])
            result["resourceUsage"] = _run([_tool("cuobjdump"), "--dump-resource-usage", path])
            ptx = os.path.join(folder, "kernel.ptx")
            with open(ptx, "w") as f:
                f.write(stages["ptx"])
            result["ptxasLog"] = _ptxas_log(ptx, target.arch, folder)
    return result


def _run(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise RuntimeError(f"{os.path.basename(command[0])} failed: {done.stderr.strip()[:2000]}")
    return done.stdout


def _ptxas_log(ptx: str, arch: int, folder: str) -> str:
    from triton.backends.nvidia.compiler import get_ptxas, sm_arch_from_capability

    command = [
        get_ptxas(arch).path,
        "-v",
        "-lineinfo",
        f"--gpu-name={sm_arch_from_capability(arch)}",
        ptx,
        "-o",
        os.path.join(folder, "again.o"),
    ]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    return done.stderr + done.stdout


def _answer(request: dict[str, Any]) -> dict[str, Any]:
    try:
        return {"ok": True, "result": compile_kernel(request)}
    except Exception as exc:  # noqa: BLE001 - the engine reports any failure as a compile error
        message = f"{type(exc).__name__}: {exc}"
        line = None
        match = re.search(r"ks_compiled_module\.py:(\d+)|line (\d+)", str(exc))
        if match:
            line = int(match.group(1) or match.group(2))
        return {"ok": False, "error": message[:4000], "line": line}


def _resources_only(answer: dict[str, Any]) -> dict[str, Any]:
    """A batch answer without the stage texts but SASS (its instruction counts)."""
    result = answer.get("result")
    if isinstance(result, dict):
        result["stages"] = {k: v for k, v in (result.get("stages") or {}).items() if k == "sass"}
    return answer


def main() -> int:
    request = json.loads(sys.stdin.read())
    if request.get("cacheDir"):
        os.environ["TRITON_CACHE_DIR"] = request["cacheDir"]
    real_stdout = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)  # whatever the module or Triton prints goes to stderr
    with contextlib.suppress(BrokenPipeError):
        if "batch" in request:
            # One line of JSON per kernel as it is done, so the engine reports progress and
            # keeps what was done when it is cancelled.
            for index, one in enumerate(request["batch"]):
                answer = _resources_only(_answer(one))
                answer["index"] = index
                real_stdout.write(json.dumps(answer) + "\n")
                real_stdout.flush()
        else:
            real_stdout.write(json.dumps(_answer(request)))
            real_stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
