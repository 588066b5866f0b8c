"""CUDA graphs per shape bucket (the export option `cudaGraphBuckets`): the option is checked,
the plan pads exactly the dims of the bucketed size and refuses an output or input that holds
it in another expression, `call` carries the plan in its decorator, the runtime pads, cuts
and picks buckets as said (its helpers run on cpu here), verify adds a trial inside a bucket,
and the project record carries the option to the next export. The graphs themselves run on
the GPU machine (tests/export/test_cuda_graphs_gpu.py)."""

from __future__ import annotations

import ast
import dataclasses
import os

import pytest
import torch
from corpus_support import read, spec_json
from torch import nn
from torch.export import Dim

from kernel_studio.pipeline.clean.clean import CleanSpec, clean
from kernel_studio.pipeline.clean.runtime import GRAPHS
from kernel_studio.pipeline.decompose.decompose import decompose
from kernel_studio.pipeline.errors import ExportError
from kernel_studio.pipeline.lower.graph_buckets import check_buckets, plan_buckets, user_outputs
from kernel_studio.pipeline.lower.lower import graph_inputs
from kernel_studio.pipeline.trace.trace import trace

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))


def _runtime() -> dict[str, object]:
    scope: dict[str, object] = {"torch": torch, "CUDA_GRAPHS": True}
    exec(GRAPHS, scope)  # noqa: S102 - the module's own runtime text
    return scope


class TwoInputs(nn.Module):
    def forward(self, x: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
        return torch.relu(x * scale)


class Flattens(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return (x * 2).reshape(-1)


def _plan(model: nn.Module, args: tuple, buckets: dict, low: int = 1, high: int = 32):
    spec = {"x": {0: Dim("B", min=low, max=high)}} | ({"scale": None} if len(args) > 1 else {})
    traced = trace(model, args, dynamic_shapes=spec, device="cpu")
    decomposed = decompose(traced, None)
    inputs = [(gi.name, gi.value) for gi in graph_inputs(decomposed) if gi.kind == "user"]
    return plan_buckets(
        check_buckets(buckets), traced.dynamic_dims, inputs, user_outputs(decomposed.program)
    )


def test_the_option_is_checked() -> None:
    assert check_buckets(None) == {} and check_buckets({}) == {}
    assert check_buckets({"T": [16, 4, 8, 4], "B": [2]}) == {"B": [2], "T": [4, 8, 16]}
    for bad, said in [
        ([1, 2], "must be an object"),
        ({"B": []}, "B: must be a non-empty list"),
        ({"B": [0, 2]}, "B: 0 is not a positive integer"),
        ({"B": [2, True]}, "B: True is not a positive integer"),
        ({"B": ["4"]}, "B: '4' is not a positive integer"),
        ({"": [4]}, "a dim name must be a non-empty string"),
    ]:
        with pytest.raises(ValueError, match=said):
            check_buckets(bad)


def test_the_plan_pads_the_dims_of_exactly_the_bucketed_size() -> None:
    plan = _plan(TwoInputs(), (torch.randn(4, 16), torch.randn(16)), {"B": [1, 2, 4, 8]})
    assert plan.buckets == {"B": [1, 2, 4, 8]}
    assert plan.inputs == [["B", None], [None]]
    assert plan.outputs == [["B", None]]
    assert "pads B up to the next of 1, 2, 4, 8" in plan.header()


def test_a_size_that_holds_the_dim_in_another_expression_is_refused() -> None:
    with pytest.raises(
        ExportError, match=r"dim 0 of output 0 has size 16\*B, which holds B"
    ) as exc:
        _plan(Flattens(), (torch.randn(4, 16),), {"B": [1, 2, 4]})
    assert "only dims of size exactly B can be padded" in exc.value.message
    assert exc.value.param == "cudaGraphBuckets"


def test_a_bucket_must_name_a_dynamic_dim_in_its_range() -> None:
    args = (torch.randn(4, 16), torch.randn(16))
    with pytest.raises(ExportError, match=r"T is not a dynamic dim of this export .*: B\)"):
        _plan(TwoInputs(), args, {"T": [4]})
    with pytest.raises(ExportError, match=r"B = 64 is outside B's range \[2, 32\]"):
        _plan(TwoInputs(), args, {"B": [2, 64]}, low=2)
    with pytest.raises(ExportError, match=r"B = 1 is outside B's range \[2, 32\]"):
        _plan(TwoInputs(), args, {"B": [1, 4]}, low=2)


def test_a_range_narrowed_by_lowering_is_checked_again() -> None:
    from kernel_studio.pipeline.lower.graph_buckets import check_narrowed
    from kernel_studio.pipeline.trace.trace import DynamicDim

    why = "from [1, 64]: Inductor assumed B < 16 (conv.py:12) while lowering"
    narrowed = DynamicDim("B", "s0", "x", 0, 1, 15, narrowed=why)
    check_narrowed({"B": [1, 2, 4, 8, 15]}, [narrowed])
    with pytest.raises(ExportError) as exc:
        check_narrowed({"B": [1, 4, 16, 32]}, [narrowed])
    assert exc.value.param == "cudaGraphBuckets"
    assert exc.value.message == (
        f"cuda_graph_buckets: B = 16 is outside B's range [1, 15] (narrowed {why})"
    )
    assert exc.value.hint.startswith("leave 16 out of B's buckets")
    # A range lowering left alone was checked before lowering: not again.
    check_narrowed({"B": [64]}, [DynamicDim("B", "s0", "x", 0, 1, 15)])


def test_buckets_need_a_cuda_export_replayed_as_graphs() -> None:
    from kernel_studio.pipeline.api import run_pipeline

    with pytest.raises(ExportError, match="need a cuda export with the Inductor option") as exc:
        run_pipeline(
            TwoInputs(),
            (torch.randn(4, 16), torch.randn(16)),
            dynamic_shapes={"x": {0: Dim("B", max=32)}, "scale": None},
            device="cpu",
            cuda_graph_buckets={"B": [1, 2, 4]},
        )
    assert exc.value.param == "cudaGraphBuckets"


def test_the_export_method_refuses_a_malformed_option() -> None:
    from kernel_studio.methods.export import _parse
    from kernel_studio.server.protocol import RpcError

    params = {"model": "/abs/model.py", "out": "/abs/out"}
    assert _parse({**params, "cudaGraphBuckets": {"B": [4, 2]}})["cuda_graph_buckets"] == {
        "B": [2, 4]
    }
    with pytest.raises(RpcError) as exc:
        _parse({**params, "cudaGraphBuckets": {"B": [0]}})
    assert exc.value.code == -32602
    assert exc.value.message == (
        "invalid params: 'cudaGraphBuckets': B: 0 is not a positive integer size"
    )


def test_the_export_method_names_the_option_once_with_its_hint(tmp_path) -> None:
    from kernel_studio.methods.export import run_export
    from kernel_studio.server.protocol import RpcError

    class Ctx:
        def progress(self, *args: object) -> None:
            pass

    model = os.path.join(REPO, "resources", "examples", "rms_norm", "model.py")
    params = {
        "model": model,
        "out": str(tmp_path / "p"),
        "device": "cpu",
        "cudaGraphBuckets": {"B": [1, 2]},
    }
    with pytest.raises(RpcError) as exc:
        run_export(params, Ctx())
    assert exc.value.code == -32602
    assert exc.value.message.startswith(
        "invalid params: 'cudaGraphBuckets': cuda_graph_buckets pad the dims"
    )
    assert exc.value.message.count("cudaGraphBuckets") == 1
    assert "triton.cudagraphs" in exc.value.data["hint"]
    assert not os.path.exists(tmp_path / "p")


def test_call_carries_the_plan_in_its_decorator() -> None:
    case = "cuda/transformer_block"
    spec = CleanSpec.from_json(spec_json(case))
    users = [i for i in spec.inputs or [] if i.kind == "user"]
    dims = [["B"] + [None] * (u.ndim - 1) for u in users]
    spec = dataclasses.replace(
        spec,
        cuda_graphs=True,
        cuda_graph_buckets={"B": [1, 2, 4, 8]},
        cuda_graph_inputs=dims,
        cuda_graph_outputs=[["B", None, None]],
    )
    source = clean(read(case, "raw.py.txt"), spec).source
    tree = ast.parse(source)
    call = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "call")
    (decorator,) = [ast.unparse(d) for d in call.decorator_list]
    inputs = tuple(tuple(d) for d in dims)
    outputs = (("B", None, None),)
    want = f"_cuda_graphs(buckets={{'B': (1, 2, 4, 8)}}, inputs={inputs!r}, outputs={outputs!r})"
    assert decorator == ast.unparse(ast.parse(want))
    assert CleanSpec.from_json(spec.to_json()) == spec
    compile(source, "bucketed.py", "exec")


def test_the_runtime_picks_the_next_bucket() -> None:
    graphed = _runtime()["_CudaGraphed"](
        lambda x, s: x, buckets={"B": (1, 2, 4, 8)}, inputs=(("B", None), (None,))
    )
    scale = torch.randn(5)
    assert graphed._bucketed((torch.randn(3, 5), scale)) == {"B": (3, 4)}
    assert graphed._bucketed((torch.randn(8, 5), scale)) == {"B": (8, 8)}
    assert graphed._bucketed((torch.randn(1, 5), scale)) == {"B": (1, 1)}
    assert graphed._bucketed((torch.randn(9, 5), scale)) is None  # above: its own graph
    assert graphed._bucketed((torch.randn(0, 5), scale)) is None
    assert graphed._bucketed((torch.randn(3, 5, 1), scale)) is None  # `call` says what's wrong
    assert graphed._bucketed((torch.randn(1, 5).expand(3, 5), scale)) is None  # broadcast


def test_a_call_with_two_sizes_of_one_dim_is_left_to_call() -> None:
    graphed = _runtime()["_CudaGraphed"](
        lambda x, y: x, buckets={"B": (4, 8)}, inputs=(("B",), ("B", None))
    )
    assert graphed._bucketed((torch.randn(3), torch.randn(3, 2))) == {"B": (3, 4)}
    assert graphed._bucketed((torch.randn(3), torch.randn(5, 2))) is None


def test_padding_repeats_the_last_real_row_of_each_padded_dim() -> None:
    rt = _runtime()
    given = torch.randn(3, 2, 5)
    dims, sizes = ("B", None, "T"), {"B": (3, 4), "T": (5, 8)}
    own = rt["_empty_padded"](given, dims, sizes)
    assert tuple(own.shape) == (4, 2, 8) and own.is_contiguous()
    rt["_pad_into"](own, given, dims, sizes)
    torch.testing.assert_close(own[:3, :, :5], given)
    torch.testing.assert_close(own[3, :, :5], given[2])
    torch.testing.assert_close(own[:3, :, 5:], given[:, :, 4:5].expand(3, 2, 3))
    torch.testing.assert_close(own[3, :, 5:], given[2, :, 4:5].expand(2, 3))
    torch.testing.assert_close(rt["_cut_to"](own, dims, sizes), given)


def test_outputs_are_cut_back_in_their_own_layout() -> None:
    rt = _runtime()
    padded = torch.randn(4, 8, 6, 6).to(memory_format=torch.channels_last)
    cut = rt["_cut_copy"](padded, ("B", None, None, None), {"B": (3, 4)})
    torch.testing.assert_close(cut, padded[:3])
    assert cut.is_contiguous(memory_format=torch.channels_last)
    assert cut.data_ptr() != padded.data_ptr()
    plain = rt["_cut_copy"](padded, (None, None, None, None), {"B": (3, 4)})
    assert plain.shape == padded.shape and plain.data_ptr() != padded.data_ptr()
    # A padded input's layout follows the given one (what `call`'s checks expect).
    given = torch.randn(3, 5, 7).transpose(1, 2)
    own = rt["_empty_padded"](given, ("B", None, None), {"B": (3, 4)})
    assert rt["_dim_order"](own) == rt["_dim_order"](given) and own.shape == (4, 7, 5)


def test_verify_runs_a_trial_inside_a_bucket() -> None:
    from kernel_studio.sandbox.inputs import plan_trials

    metadata = {
        "signature": {"inputs": [{"name": "x", "shape": ["B", 16], "dtype": "torch.float32"}]},
        "dynamicDims": [{"name": "B", "input": "x", "dim": 0, "min": 1, "max": 32}],
    }
    plain = plan_trials(metadata, [torch.randn(4, 16)], 5, 0, "cuda")
    bucketed = plan_trials(
        {**metadata, "cudaGraphBuckets": {"B": [1, 2, 4, 8]}}, [torch.randn(4, 16)], 5, 0, "cuda"
    )
    assert bucketed.sizes[2] == {"B": 3} and bucketed.sizes[:2] == plain.sizes[:2]
    assert bucketed.sizes[3:] == plain.sizes[3:]
    assert "a trial at B = 3: inside a CUDA graph bucket, run padded" in bucketed.clamps
    # Buckets with no gap inside the range leave the trials alone.
    none = plan_trials(
        {**metadata, "cudaGraphBuckets": {"B": [1, 2]}}, [torch.randn(4, 16)], 5, 0, "cuda"
    )
    assert none.sizes == plain.sizes and none.clamps == plain.clamps


def test_the_project_record_carries_the_buckets_to_the_next_export(tmp_path) -> None:
    from kernel_studio.methods.export_again import recorded_params
    from kernel_studio.project.layout import _buckets_record

    assert _buckets_record({}) == {} and _buckets_record(None) == {}
    record = {"generation": 2, "model": "/abs/m.py", "device": "cuda"}
    record |= _buckets_record({"B": [1, 2, 4]})
    made = recorded_params(record, str(tmp_path / "kernel-studio.toml"))
    assert made["cudaGraphBuckets"] == {"B": [1, 2, 4]}
    assert "cudaGraphBuckets" not in recorded_params(
        {"generation": 1, "model": "/abs/m.py"}, str(tmp_path / "kernel-studio.toml")
    )


def test_compiler_settings_offer_the_dynamic_dims() -> None:
    import os

    from kernel_studio.methods.compiler_settings import run_compiler_settings

    root = os.path.join(os.path.dirname(__file__), "..", "..", "..", "tests", "data", "projects")
    settings = run_compiler_settings({"project": os.path.abspath(f"{root}/own_names")}, None)
    assert settings["dynamicDims"] == [{"name": "B", "min": 1, "max": 32}]
    assert settings["cudaGraphBuckets"] == {}
