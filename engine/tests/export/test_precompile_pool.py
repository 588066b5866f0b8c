"""The precompile stage's compile processes (pipeline/precompile/pool.py), without a GPU:
a launch's specialization recorded through Triton's jit_cache_hook compiles in a pool
process into Triton's on-disk cache for a named target, the caller's `preload` of it then
compiles nothing, and a kernel that does not compile raises Triton's own error, naming the
kernel's line."""

from __future__ import annotations

import os
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import torch

triton = pytest.importorskip("triton")

from triton.backends.compiler import GPUTarget  # noqa: E402
from triton.compiler.errors import CompilationError  # noqa: E402
from triton.runtime.driver import driver  # noqa: E402

from kernel_studio.pipeline.precompile.pool import (  # noqa: E402
    CompilePool,
    StandInDriver,
    jit_function,
    load_module,
)

KERNELS = textwrap.dedent(
    """\
    import triton
    import triton.language as tl


    @triton.jit
    def scale_add(in_ptr, out_ptr, n, BLOCK: tl.constexpr):
        i = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = i < n
        tl.store(out_ptr + i, tl.load(in_ptr + i, mask) * 2.0 + 1.0, mask)


    @triton.jit
    def broken(in_ptr, out_ptr, n, BLOCK: tl.constexpr):
        i = tl.arange(0, BLOCK)
        tl.store(out_ptr + i, tl.sin(tl.load(in_ptr + i)))
    """
)
TARGET = GPUTarget("cuda", 90, 32)


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    folder = tmp_path_factory.mktemp("triton-cache")
    before = os.environ.get("TRITON_CACHE_DIR")
    os.environ["TRITON_CACHE_DIR"] = str(folder)
    active = driver._active
    driver.set_active(StandInDriver(TARGET))
    try:
        yield folder
    finally:
        driver._active = active
        if before is None:
            os.environ.pop("TRITON_CACHE_DIR", None)
        else:
            os.environ["TRITON_CACHE_DIR"] = before


@pytest.fixture(scope="module")
def pool(cache: Path) -> Iterator[CompilePool]:
    started = CompilePool(2, TARGET)
    try:
        yield started
    finally:
        started.shutdown()


def record(fn: Any, *args: Any, **kwargs: Any) -> str:
    """The specialization a warmup launch of `fn` asks to compile (nothing compiled)."""
    recorded: list[str] = []

    def hook(**hook_args: Any) -> bool:
        recorded.append(hook_args["compile"]["specialization_data"])
        return True

    triton.knobs.runtime.jit_cache_hook = hook
    try:
        fn.run(*args, warmup=True, **kwargs)
    finally:
        triton.knobs.runtime.jit_cache_hook = None
    assert len(recorded) == 1
    return recorded[0]


def test_a_specialization_compiled_in_the_pool_is_a_cache_hit_for_the_caller(
    tmp_path: Path, cache: Path, pool: CompilePool
) -> None:
    path = tmp_path / "kernels.py"
    path.write_text(KERNELS)
    fn = jit_function(load_module(str(path), "kernels_a"), "scale_add")
    specs = {
        dtype: record(fn, x, x, 1000, BLOCK=128, grid=(8,))
        for dtype in (torch.float32, torch.float16, torch.bfloat16)
        for x in [torch.empty(1024, dtype=dtype)]
    }
    assert len(set(specs.values())) == 3
    for future in [pool.submit(str(path), "kernels_a", "scale_add", s) for s in specs.values()]:
        assert future.result() is None
    compiled = set(os.listdir(cache))
    kernels = [fn.preload(s) for s in specs.values()]
    assert set(os.listdir(cache)) == compiled, "the caller compiled again"
    assert all(k.metadata.name == "scale_add" for k in kernels)
    assert len({bytes(k.asm["cubin"]) for k in kernels}) == 3
    assert all(w.result() > 0 for w in pool.warm)


def test_a_kernel_that_does_not_compile_raises_tritons_error_with_its_line(
    tmp_path: Path, pool: CompilePool
) -> None:
    path = tmp_path / "kernels.py"
    path.write_text(KERNELS)
    fn = jit_function(load_module(str(path), "kernels_b"), "broken")
    x = torch.empty(256, dtype=torch.float16)
    spec = record(fn, x, x, 256, BLOCK=256, grid=(1,))
    with pytest.raises(CompilationError) as failed:
        pool.submit(str(path), "kernels_b", "broken", spec).result()
    assert "tl.sin" in str(failed.value)
