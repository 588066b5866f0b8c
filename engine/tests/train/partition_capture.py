"""A training step through real AOTAutograd and Inductor's partition (compile_fx's joint
graph passes and min-cut partitioner), with the forward and backward graphs captured where
Inductor's code generation would take them. The captured graphs run as FX graphs (no C++
build: a test stays seconds), which is what the partition decided: the gradients they give
are the partition's."""

from __future__ import annotations

import copy
import importlib.util
import os
from dataclasses import dataclass, field
from typing import Any

import torch

MODELS_DIR = os.path.join(os.path.dirname(os.path.dirname(__file__)), "models")


def load_model(name: str) -> tuple[torch.nn.Module, list[torch.Tensor]]:
    """engine/tests/models/<name>.py's model (seeded) and inputs."""
    spec = importlib.util.spec_from_file_location(f"ks_test_{name}", f"{MODELS_DIR}/{name}.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    torch.manual_seed(0)
    model = module.Model(*module.get_init_inputs())
    return model, list(module.get_inputs())


@dataclass
class Step:
    """One captured training step."""

    fw: torch.fx.GraphModule
    bw: torch.fx.GraphModule
    fw_metadata: Any
    module: torch.nn.Module  # the exported (unlifted) module the step trains
    compiled: Any  # the training step: call it, then .backward() on its outputs
    run: Any = None  # the partition's PartitionRun
    calls: list[list[Any]] = field(default_factory=list)  # each forward call's inputs, outputs
    num_params: int = 0  # leading forward placeholders that are parameters and buffers

    def input_names(self, names: list[str]) -> list[str]:
        """The forward placeholders' names: the module's parameters and buffers (as
        AOTAutograd lifts them), then the inputs `names`."""
        state = [*dict(self.module.named_parameters()), *dict(self.module.named_buffers())]
        assert len(state) == self.num_params
        return state + names

    def input_kinds(self, count: int) -> list[str]:
        return ["parameter"] * self.num_params + ["input"] * count

    def saved(self) -> tuple[list[torch.Tensor], list[Any]]:
        """The last forward call's saved tensors and its inputs."""
        inputs, outputs = self.calls[-1]
        returns = self.fw_metadata.num_forward_returns
        return [t for t in outputs[returns:] if isinstance(t, torch.Tensor)], inputs


def capture(model: torch.nn.Module, inputs: list[torch.Tensor], settings: Any = None) -> Step:
    """Export `model`, compile its training step with compile_fx under
    training_partition(settings), capturing both graphs."""
    from torch._functorch import config as functorch_config
    from torch._functorch.aot_autograd import make_boxed_func
    from torch._inductor import config as inductor_config
    from torch._inductor.compile_fx import compile_fx

    from kernel_studio.pipeline.lower.partition import training_partition

    module = torch.export.export(model, tuple(inputs)).module()
    graphs: dict[str, Any] = {}
    calls: list[list[Any]] = []

    def inner(gm: torch.fx.GraphModule, example: Any, **kwargs: Any) -> Any:
        side = "bw" if kwargs.get("is_backward") else "fw"
        graphs[side] = copy.deepcopy(gm)
        if side == "fw":
            context = torch._guards.TracingContext.try_get()
            graphs["meta"] = context.fw_metadata if context else None
            graphs["params"] = len(getattr(context, "params_flat", None) or [])

            def forward(args: list[Any]) -> Any:
                out = gm(*args)
                calls.append([list(args), list(out)])
                return out

            forward._boxed_call = True  # type: ignore[attr-defined]
            return forward
        return make_boxed_func(gm.forward)

    with (
        training_partition(settings) as run,
        functorch_config.patch(force_non_lazy_backward_lowering=True),
        inductor_config.patch(fx_graph_cache=False),
    ):
        compiled = compile_fx(module, list(inputs), inner_compile=inner)
    step = Step(graphs["fw"], graphs["bw"], graphs["meta"], module, compiled, run, calls)
    step.num_params = graphs["params"]
    return step


def gradients(step: Step, inputs: list[torch.Tensor]) -> tuple[Any, dict[str, torch.Tensor]]:
    """The compiled step's outputs and parameter gradients (loss: the sum of the outputs),
    from fresh copies of the exported module's state."""
    for p in step.module.parameters():
        p.grad = None
    out = step.compiled(*inputs)
    out = out[0] if isinstance(out, tuple | list) and len(out) == 1 else out
    sum(o.sum() for o in (out if isinstance(out, tuple | list) else [out])).backward()
    return out, {n: p.grad.clone() for n, p in step.module.named_parameters()}


def eager_gradients(
    model: torch.nn.Module, inputs: list[torch.Tensor]
) -> tuple[Any, dict[str, torch.Tensor]]:
    """Eager autograd's outputs and parameter gradients for the same loss."""
    reference = copy.deepcopy(model)
    out = reference(*inputs)
    sum(o.sum() for o in (out if isinstance(out, tuple | list) else [out])).backward()
    return out, {n: p.grad.clone() for n, p in reference.named_parameters()}
