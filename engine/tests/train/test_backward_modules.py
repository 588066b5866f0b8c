"""The module of a backward op that derives from no forward op (autograd's adds accumulating
a value's gradients): the deepest module holding its inputs and users. The nodes are a
24-layer GPT-2's training step's (transformers, cpu export): the residual stream's gradient
adds between its last two blocks and its last GELU's sum of partial derivatives."""

from __future__ import annotations

from typing import Any

from kernel_studio.pipeline.train.describe import common_module, inherit_from_neighbours


def _node(name: str, inputs: list[str], path: str | None, op: str = "call_function") -> Any:
    return {
        "name": name,
        "op": op,
        "inputs": inputs,
        "modulePath": path,
        "moduleType": None if path is None else f"type of {path}",
    }


def test_common_module() -> None:
    assert common_module(["inner.h.22.ln_2", "inner.h.22.attn.c_proj"]) == "inner.h.22"
    assert common_module(["inner.h.2", "inner.h.23"]) == "inner.h"
    assert common_module(["inner.ln_f", "fc"]) == ""
    assert common_module(["inner.h.1.mlp"]) == "inner.h.1.mlp"


def test_gradient_adds_join_the_module_of_their_neighbours() -> None:
    act, mlp = "inner.h.23.mlp.act", "inner.h.23.mlp"
    nodes = [
        _node("tangents_1", [], None, "placeholder"),
        _node("mul_199", ["tangents_1"], "inner.ln_f"),
        _node("mul_205", ["mul_199"], act),
        _node("mul_208", ["mul_199"], act),
        _node("mul_209", ["mul_199"], act),
        _node("add_198", ["mul_205", "mul_208"], None),  # GELU: sum of partial derivatives
        _node("add_199", ["add_198", "mul_209"], None),
        _node("view_318", ["add_199"], f"{mlp}.c_fc"),
        _node("mul_215", ["view_318"], "inner.h.23.ln_2"),
        _node("add_200", ["mul_199", "mul_215"], None),  # residual: ln_f and block 23
        _node("view_321", ["add_200"], "inner.h.23.attn.c_proj"),
        _node("mul_222", ["view_321"], "inner.h.23.ln_1"),
        _node("add_201", ["add_200", "mul_222"], None),  # block 23 to block 22
        _node("view_332", ["add_201"], "inner.h.22.mlp.c_proj"),
        _node("mul_238", ["view_332"], "inner.h.22.ln_2"),
        _node("add_204", ["add_201", "mul_238"], None),  # inside block 22
        _node("view_338", ["add_204"], "inner.h.22.attn.c_proj"),
        _node("lonely", ["tangents_1"], None),  # no neighbour with a module: stays at the root
    ]
    forward = [_node("add_5", [], "inner.h.22")]
    inherit_from_neighbours(nodes, forward)
    path = {n["name"]: n["modulePath"] for n in nodes}
    assert path["add_198"] == act
    assert path["add_199"] == mlp
    assert path["add_200"] == "inner"
    assert path["add_201"] == "inner.h"
    assert path["add_204"] == "inner.h.22"
    assert path["lonely"] is None and path["tangents_1"] is None
    types = {n["name"]: n["moduleType"] for n in nodes}
    assert types["add_204"] == "type of inner.h.22"  # known from the forward's nodes
    assert types["add_198"] == f"type of {act}"
