"""Control flow in the exported program (torch.cond, while_loop and the higher-order ops
that become them): the forms the export cannot lower, found before Inductor runs, so
the user gets an error naming the node and its source line instead of Inductor's."""

from __future__ import annotations

import torch

from kernel_studio.pipeline.errors import ExportError, user_frame


def _graphs(module: torch.nn.Module) -> list[torch.fx.Graph]:
    """The graph of `module` and those of its subgraphs (a cond's branches, a loop's
    body), nested ones too."""
    return [m.graph for m in module.modules() if isinstance(m, torch.fx.GraphModule)]


def check_control_flow(module: torch.nn.Module, user_files: list[str]) -> None:
    """Raise ExportError("lowering") for a while_loop that carries a value that is not a
    tensor (a Python int counter): Inductor lowers loops over tensors only."""
    while_loop = torch.ops.higher_order.while_loop
    for graph in _graphs(module):
        for node in graph.nodes:
            if node.op != "call_function" or node.target is not while_loop:
                continue
            carried = list(node.args[2]) if len(node.args) > 2 else []
            for i, value in enumerate(carried):
                meta = value.meta.get("val") if isinstance(value, torch.fx.Node) else value
                if isinstance(meta, torch.Tensor):
                    continue
                frame = user_frame(node.meta.get("stack_trace"), user_files)
                raise ExportError(
                    "lowering",
                    f"while_loop node {node.name!r} carries {type(meta).__name__} {meta!r}"
                    f" (carried value {i}), not a tensor: the export lowers loops whose"
                    " carried values are all tensors",
                    file=frame["file"] if frame else None,
                    line=frame["line"] if frame else None,
                    hint="carry a tensor instead, e.g. torch.tensor(0) for a counter, and"
                    " compare it with a tensor in the loop's condition",
                )
