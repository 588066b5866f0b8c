"""ExportedKernel, an export's result: the clean module's source, its metadata and weights,
and a way to run it in-process (pipeline/api.py's export_python returns one)."""

from __future__ import annotations

import os
import tempfile
import types
from dataclasses import dataclass, field
from typing import Any

import torch

from kernel_studio.pipeline.train.graphs import SavedGraphs
from kernel_studio.project.project_file import write_atomic
from kernel_studio.project.weights import save_weights


@dataclass
class ExportedKernel:
    """A clean module: its source, metadata, weights, and a way to run it in-process."""

    source: str
    metadata: dict[str, Any] = field(default_factory=dict)
    dynamic_shape_names: list[str] = field(default_factory=list)
    tensor_arg_count: int = 0
    weights: dict[str, torch.Tensor] = field(default_factory=dict)
    module_name: str = "kernel"
    raw_source: str | None = None
    # A training export: AOTAutograd's forward and backward graphs as torch.export archives
    # (pipeline/train/graphs.py), which an export into a project keeps in generated/graphs/
    # for verify's locate; `save` does not write them (a module alone is not verified).
    training_graphs: SavedGraphs | None = None
    _module: types.ModuleType | None = field(default=None, repr=False)
    _trainable: Any = field(default=None, repr=False)

    def module(self) -> Any:
        """The source executed as a module (weights handed over in memory). Of a training
        export (`metadata["mode"] == "train"`): the module's `Module()`, an nn.Module with
        the model's parameter names whose forward and backward run the exported kernels."""
        if self.metadata.get("mode") == "train":
            if self._trainable is None:
                self._trainable = self.python_module().Module()
            return self._trainable
        return self.python_module()

    def python_module(self) -> types.ModuleType:
        """The source executed as a module, once (weights handed over in memory)."""
        if self._module is None:
            self._module = self.load_module()
        return self._module

    def load_module(self) -> types.ModuleType:
        """A new instance of the module, with its own copy of the state it writes."""
        # A real file: @triton.jit reads its function's source through inspect.
        folder = tempfile.mkdtemp(prefix="kernel-studio-")
        path = os.path.join(folder, self.module_name + ".py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.source)
        mod = types.ModuleType(self.module_name)
        mod.__file__ = path
        exec(compile(self.source, path, "exec"), mod.__dict__)
        if self.weights:
            device = mod.__dict__.get("DEVICE", "cpu")
            # Parameters are shared with the model (read only); state the module writes
            # (a counter, running stats) is its own copy, taken at export time (below),
            # so that running the module never moves the model's buffers, nor the other
            # way round.
            written = {
                w["name"]
                for w in self.metadata.get("signature", {}).get("writes", [])
                if w["kind"] != "input"
            }
            mod.__dict__["_weights"] = {
                k: v.to(device, copy=k in written) for k, v in self.weights.items()
            }
        return mod

    def run(self, *args: Any) -> Any:
        return self.python_module().call(*args)

    def boxed_run(self, args: list[Any]) -> Any:
        """Run on the tensors in `args`, emptying the list (callers drop their references)."""
        values = list(args)
        args.clear()
        return self.run(*values)

    def save(self, path: str | os.PathLike[str]) -> str:
        """Write the module to `path` (a .py file, or a folder for `<module_name>.py`) and,
        if the model has parameters or buffers, `<stem>.weights.pt` next to it. Returns the
        module's path."""
        path = os.fspath(path)
        if os.path.isdir(path) or not path.endswith(".py"):
            os.makedirs(path, exist_ok=True)
            path = os.path.join(path, self.module_name + ".py")
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        write_atomic(path, self.source.encode())
        if self.weights:
            save_weights(self.weights, os.path.splitext(path)[0] + ".weights.pt")
        return path
