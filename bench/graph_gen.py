"""Synthetic export metadata (docs/metadata.md) for the graph benchmarks: a transformer stack.

    python bench/graph_gen.py --nodes 2000 --out /tmp/graph_2k.json
    python bench/graph_gen.py --flat --nodes 3000 --out /tmp/flat_3k.json

--flat: a functional model instead, every op at the root (no module to fold by): a chain of
blocks `mm` (extern) + bias, relu, scale and residual add (one fused triton kernel), with a
skip from two blocks back every third block; about 7 nodes a block with its two parameters.

Each layer `layers.<i>` holds `norm1`, `attn` (`q_proj`, `k_proj`, `v_proj`, `o_proj`),
`norm2` and `mlp` (`fc1`, `act`, `fc2`), about 60 nodes with its parameters; `embed` and
`head` wrap the stack. Elementwise runs are fused into triton kernels, linears are extern
`addmm` calls, so fusion groups and line ranges look like a real export's. The layer count is
chosen to get close to --nodes.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

TENSOR = {"shape": ["B", "T", 256], "stride": ["256*T", 256, 1], "dtype": "float16"}


class Builder:
    def __init__(self) -> None:
        self.nodes: list[dict[str, Any]] = []
        self.kernels: list[dict[str, Any]] = []
        self.state: list[dict[str, Any]] = []
        self.line = 20
        self.launch_line = 0
        self.pending: list[str] = []  # elementwise nodes waiting to be fused

    def node(
        self, name: str, target: str, inputs: list[str], module: str, line: int = 1
    ) -> str:
        self.nodes.append(
            {
                "name": name,
                "op": "call_function",
                "target": target,
                "inputs": inputs,
                "outputs": [TENSOR],
                "modulePath": module,
                "moduleType": "bench.Module",
                "source": {
                    "file": "/bench/model.py",
                    "line": line,
                    "function": "forward",
                    "code": f"x = {target}(...)",
                },
            }
        )
        return name

    def param(self, name: str, target: str, module: str) -> str:
        self.nodes.append(
            {
                "name": name,
                "op": "placeholder",
                "target": name,
                "inputs": [],
                "outputs": [
                    {"shape": [256, 256], "stride": [256, 1], "dtype": "float16"}
                ],
                "modulePath": None,
                "moduleType": None,
                "source": None,
            }
        )
        self.state.append(
            {
                "name": target,
                "kind": "parameter",
                "target": target,
                "shape": [256, 256],
                "stride": [256, 1],
                "dtype": "float16",
            }
        )
        return name

    def elementwise(
        self, name: str, target: str, inputs: list[str], module: str
    ) -> str:
        self.node(name, target, inputs, module)
        self.pending.append(name)
        return name

    def flush(self) -> None:
        if not self.pending:
            return
        index = len(self.kernels)
        name = f"triton_poi_fused_{self.pending[0]}_{index}"
        start = self.line + 3
        end = start + 12 + len(self.pending)
        self.kernels.append(
            {
                "name": name,
                "kind": "triton",
                "rawName": name,
                "nodes": list(self.pending),
                "definition": {"start": start, "end": end, "comment": self.line},
                "launches": [],
                "launch": {
                    "kwargs": {"XBLOCK": 128},
                    "num_warps": 4,
                    "num_stages": 1,
                    "grid": ["-((xnumel) // -(128))", "1", "1"],
                },
            }
        )
        self.line = end + 3
        self.pending = []

    def linear(self, prefix: str, x: str, module: str) -> str:
        self.flush()
        w = self.param(f"p_{prefix}_weight", f"{module}.weight", module)
        b = self.param(f"p_{prefix}_bias", f"{module}.bias", module)
        out = self.node(f"{prefix}_addmm", "aten.addmm.default", [b, x, w], module)
        self.kernels.append(
            {
                "name": f"addmm_{len(self.kernels)}",
                "kind": "extern",
                "rawName": f"extern_kernels.addmm:{len(self.kernels)}",
                "nodes": [out],
                "definition": None,
                "launches": [],
                "launch": None,
            }
        )
        return out

    def norm(self, prefix: str, x: str, module: str) -> str:
        w = self.param(f"p_{prefix}_weight", f"{module}.weight", module)
        b = self.param(f"p_{prefix}_bias", f"{module}.bias", module)
        mean = self.elementwise(f"{prefix}_mean", "aten.mean.dim", [x], module)
        sub = self.elementwise(f"{prefix}_sub", "aten.sub.Tensor", [x, mean], module)
        sq = self.elementwise(f"{prefix}_pow", "aten.pow.Tensor_Scalar", [sub], module)
        var = self.elementwise(f"{prefix}_var", "aten.mean.dim", [sq], module)
        eps = self.elementwise(f"{prefix}_add", "aten.add.Tensor", [var], module)
        rs = self.elementwise(f"{prefix}_rsqrt", "aten.rsqrt.default", [eps], module)
        y = self.elementwise(f"{prefix}_mul", "aten.mul.Tensor", [sub, rs], module)
        y = self.elementwise(f"{prefix}_mul_w", "aten.mul.Tensor", [y, w], module)
        return self.elementwise(f"{prefix}_add_b", "aten.add.Tensor", [y, b], module)

    def layer(self, i: int, x: str) -> str:
        m = f"layers.{i}"
        p = f"l{i}"
        h = self.norm(f"{p}_norm1", x, f"{m}.norm1")
        a = f"{m}.attn"
        heads = []
        for proj in ("q", "k", "v"):
            t = self.linear(f"{p}_{proj}", h, f"{a}.{proj}_proj")
            t = self.elementwise(f"{p}_{proj}_view", "aten.view.default", [t], a)
            heads.append(
                self.elementwise(f"{p}_{proj}_tr", "aten.transpose.int", [t], a)
            )
        self.flush()
        s = self.node(f"{p}_scores", "aten.bmm.default", heads[:2], a)
        s = self.elementwise(f"{p}_scale", "aten.div.Tensor", [s], a)
        s = self.elementwise(f"{p}_amax", "aten.amax.default", [s], a)
        s = self.elementwise(f"{p}_exp", "aten.exp.default", [s], a)
        s = self.elementwise(f"{p}_softmax", "aten.div.Tensor", [s], a)
        self.flush()
        o = self.node(f"{p}_ctx", "aten.bmm.default", [s, heads[2]], a)
        o = self.elementwise(f"{p}_ctx_tr", "aten.transpose.int", [o], a)
        o = self.elementwise(f"{p}_ctx_view", "aten.view.default", [o], a)
        o = self.linear(f"{p}_o", o, f"{a}.o_proj")
        x = self.elementwise(f"{p}_res1", "aten.add.Tensor", [x, o], m)
        h = self.norm(f"{p}_norm2", x, f"{m}.norm2")
        mlp = f"{m}.mlp"
        h = self.linear(f"{p}_fc1", h, f"{mlp}.fc1")
        g = self.elementwise(f"{p}_gelu_mul", "aten.mul.Tensor", [h], f"{mlp}.act")
        g = self.elementwise(f"{p}_gelu_erf", "aten.erf.default", [g], f"{mlp}.act")
        g = self.elementwise(f"{p}_gelu_add", "aten.add.Tensor", [g], f"{mlp}.act")
        g = self.elementwise(f"{p}_gelu_out", "aten.mul.Tensor", [h, g], f"{mlp}.act")
        h = self.linear(f"{p}_fc2", g, f"{mlp}.fc2")
        return self.elementwise(f"{p}_res2", "aten.add.Tensor", [x, h], m)

    def assign_launches(self) -> None:
        # `call` follows the definitions: one launch statement per kernel, in order.
        line = self.line + 10
        for kernel in self.kernels:
            kernel["launches"] = [{"start": line, "end": line + 1}]
            line += 3


NODES_PER_LAYER = 60
NODES_PER_BLOCK = 7


def flat_block(b: Builder, i: int, x: str, skip: str | None) -> str:
    w = b.param(f"p_w{i}", f"w{i}", "")
    bias = b.param(f"p_b{i}", f"b{i}", "")
    h = b.node(f"mm_{i}", "aten.mm.default", [x, w], "", line=10 + i)
    b.kernels.append(
        {
            "name": f"mm_{len(b.kernels)}",
            "kind": "extern",
            "rawName": f"extern_kernels.mm:{len(b.kernels)}",
            "nodes": [h],
            "definition": None,
            "launches": [],
            "launch": None,
        }
    )
    h = b.elementwise(f"add_{i}", "aten.add.Tensor", [h, bias], "")
    h = b.elementwise(f"relu_{i}", "aten.relu.default", [h], "")
    h = b.elementwise(f"mul_{i}", "aten.mul.Tensor", [h], "")
    out = b.elementwise(
        f"res_{i}", "aten.add.Tensor", [x, h] + ([skip] if skip else []), ""
    )
    b.flush()
    return out


def generate_flat(nodes: int) -> dict[str, Any]:
    blocks = max(1, round((nodes - 2) / NODES_PER_BLOCK))
    b = Builder()
    x = "x"
    history = [x]
    for i in range(blocks):
        skip = history[-3] if i % 3 == 2 and len(history) >= 3 else None
        x = flat_block(b, i, x, skip)
        history.append(x)
    return finish(b, x, f"SyntheticFunctional{blocks}")


def generate(nodes: int) -> dict[str, Any]:
    layers = max(1, round((nodes - 12) / NODES_PER_LAYER))
    b = Builder()
    x = b.linear("embed", "x", "embed")
    for i in range(layers):
        x = b.layer(i, x)
    x = b.norm("final_norm", x, "norm")
    b.flush()
    x = b.linear("head", x, "head")
    return finish(b, x, f"SyntheticTransformer{layers}")


def finish(b: Builder, x: str, model: str) -> dict[str, Any]:
    """The input placeholder, the output node and the metadata around the built nodes."""
    b.nodes.insert(
        0,
        {
            "name": "x",
            "op": "placeholder",
            "target": "x",
            "inputs": [],
            "outputs": [TENSOR],
            "modulePath": None,
            "moduleType": None,
            "source": None,
        },
    )
    b.nodes.append(
        {
            "name": "output",
            "op": "output",
            "target": "output",
            "inputs": [x],
            "outputs": [],
            "modulePath": None,
            "moduleType": None,
            "source": None,
        }
    )
    b.assign_launches()
    # State placeholders first, in signature.state order (as torch.export orders them).
    state_nodes = [n for n in b.nodes if n["op"] == "placeholder" and n["name"] != "x"]
    others = [n for n in b.nodes if n not in state_nodes]
    node_to_kernels: dict[str, list[str]] = {}
    for k in b.kernels:
        for n in k["nodes"]:
            node_to_kernels.setdefault(n, []).append(k["name"])
    return {
        "schema": "kernel-studio/metadata",
        "version": 1,
        "model": {"name": model, "file": "model.py"},
        "device": "cuda",
        "strict": False,
        "signature": {
            "inputs": [{"name": "x", **TENSOR}],
            "outputs": [TENSOR],
            "singleOutput": True,
            "state": b.state,
        },
        "nodes": state_nodes + others,
        "kernels": b.kernels,
        "fusionGroups": [{"kernel": k["name"], "nodes": k["nodes"]} for k in b.kernels],
        "nodeToKernels": node_to_kernels,
        "provenance": "synthetic",
        "placeholders": [n["name"] for n in b.nodes if n["op"] == "placeholder"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--nodes", type=int, default=2000, help="approximate node count"
    )
    parser.add_argument("--out", required=True, help="metadata.json to write")
    parser.add_argument(
        "--flat", action="store_true", help="a functional model: every op at the root"
    )
    args = parser.parse_args()
    meta = generate_flat(args.nodes) if args.flat else generate(args.nodes)
    with open(args.out, "w", encoding="utf-8") as f:
        json.dump(meta, f)
    print(f"{args.out}: {len(meta['nodes'])} nodes, {len(meta['kernels'])} kernels")


if __name__ == "__main__":
    main()
