"""A cuda module exported with the Inductor option `triton.cudagraphs`: `call` carries the
`_cuda_graphs` decorator (the runtime in pipeline/clean/runtime.py GRAPHS), the module says
so in its header text and CUDA_GRAPHS, and everything that reads `call` (the module map,
verify's instrumentation) sees the same launches as without it. The graphs themselves run on
the GPU machine (tests/export/test_cuda_graphs_gpu.py)."""

from __future__ import annotations

import ast
import dataclasses

from corpus_support import read, spec_json

from kernel_studio.module_text.module_map import map_module
from kernel_studio.pipeline.clean.clean import CleanSpec, clean
from kernel_studio.sandbox.instrument import instrument

CASE = "cuda/transformer_block"


def _cleaned(graphs: bool, writes: list[str] | None = None):
    spec = CleanSpec.from_json(spec_json(CASE))
    spec = dataclasses.replace(spec, cuda_graphs=graphs, cuda_graph_writes=writes or [])
    return clean(read(CASE, "raw.py.txt"), spec)


def _call(source: str) -> ast.FunctionDef:
    tree = ast.parse(source)
    return next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "call")


def test_call_is_decorated_and_launches_the_same_kernels() -> None:
    plain, graphed = _cleaned(False), _cleaned(True)
    assert "CUDA_GRAPHS" not in plain.source and "_CudaGraphed" not in plain.source
    source = graphed.source
    assert "\nCUDA_GRAPHS = True\n" in source and "\nimport warnings\n" in source
    call = _call(source)
    assert [ast.unparse(d) for d in call.decorator_list] == ["_cuda_graphs()"]
    # The body of `call` is the plain module's, word for word.
    assert ast.unparse(call.body) == ast.unparse(_call(plain.source).body)
    assert [k.name for k in graphed.kernels] == [k.name for k in plain.kernels]
    meta = {"kernels": [{"name": k.name, "kind": k.kind} for k in graphed.kernels]}
    _, launches = instrument(source, meta)
    _, plain_launches = instrument(plain.source, meta)
    assert [(x.kernel, x.index) for x in launches] == [(x.kernel, x.index) for x in plain_launches]
    offset = source.count("\n", 0, source.index("def call(")) - plain.source.count(
        "\n", 0, plain.source.index("def call(")
    )
    assert [x.line - offset for x in launches] == [x.line for x in plain_launches]
    mapped = map_module(source, meta["kernels"])
    plain_map = map_module(plain.source, meta["kernels"])
    assert mapped.call is not None and mapped.syntax_error is None
    assert [len(k.launches) for k in mapped.kernels] == [len(k.launches) for k in plain_map.kernels]
    assert all(k.found for k in mapped.kernels if k.kind == "triton")
    compile(source, "graphed.py", "exec")


def test_inputs_written_in_place_are_named_to_the_decorator() -> None:
    spec = CleanSpec.from_json(spec_json(CASE))
    users = [i.name for i in spec.inputs or [] if i.kind == "user"]
    graphed = _cleaned(True, [users[-1]])
    call = _call(graphed.source)
    assert [ast.unparse(d) for d in call.decorator_list] == [
        f"_cuda_graphs(written=({len(users) - 1},))"
    ]


def test_nodes_whose_size_depends_on_the_data_are_found() -> None:
    """What keeps an export from being recorded as a CUDA graph (the option is then left
    out of the module, pipeline/api.py clean_spec)."""
    import torch

    from kernel_studio.pipeline.api import data_dependent_nodes

    class ReadsBack(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return x[x > 0].sum() + x.mean()

    class Plain(torch.nn.Module):
        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return torch.relu(x).sum() + x.mean()

    x = torch.randn(16)
    found = data_dependent_nodes(torch.export.export(ReadsBack(), (x,)))
    assert found and any("index" in name or "nonzero" in name for name in found), found
    assert data_dependent_nodes(torch.export.export(Plain(), (x,))) == []


def test_a_broadcast_input_is_copied_by_its_stored_values() -> None:
    """The runtime's copy-in of a stride-0 input writes one slice along each repeated dim:
    the same values as the whole, in a tensor that a whole copy could not be written to."""
    import torch

    from kernel_studio.pipeline.clean.runtime import GRAPHS

    scope: dict[str, object] = {"torch": torch}
    exec(GRAPHS, scope)  # noqa: S102 - the module's own runtime text
    part_of = scope["_broadcast_part"]
    assert callable(part_of)
    assert part_of(torch.zeros(2, 3)) is None and part_of(3) is None
    given = torch.randn(1, 3, 1).expand(4, 3, 5)
    part = part_of(given)
    assert part == (slice(0, 1), slice(None), slice(0, 1))
    own = torch.empty_strided(given.shape, given.stride())
    own[part].copy_(given[part])
    torch.testing.assert_close(own, given)
