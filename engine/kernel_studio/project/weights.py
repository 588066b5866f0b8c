"""The exported module's weights file, `<name>.weights.pt`: the model's state by its names
in the module, saved so that tensors sharing memory load back as views of one block."""

from __future__ import annotations

import io

import torch

from kernel_studio.project.project_file import write_atomic


def _on_cpu(weights: dict[str, torch.Tensor]) -> dict[str, torch.Tensor]:
    """cpu copies of the tensors that share memory where the originals do, so that the
    module loads them back as views of one block: nn.LSTM's weights, flattened into one
    buffer in cuDNN's order (`flatten_parameters`), stay so, and cuDNN reads them in place
    instead of copying them into such a buffer on every call. Tensors that cover only part
    of their memory are copied on their own (the rest is not the model's state)."""
    groups: dict[tuple[torch.device, int], list[str]] = {}
    for k, v in weights.items():
        if v.device.type != "cpu":
            groups.setdefault((v.device, v.untyped_storage().data_ptr()), []).append(k)
    out = {k: v.detach().cpu() for k, v in weights.items()}
    for names in groups.values():
        first = weights[names[0]]
        storage = first.untyped_storage()
        covered = sum(weights[k].numel() * weights[k].element_size() for k in names)
        if len(names) < 2 or covered < storage.nbytes():
            continue
        host = storage.cpu()
        for k in names:
            v = weights[k]
            view = torch.empty(0, dtype=v.dtype)
            view.set_(host, v.storage_offset(), v.shape, v.stride())
            out[k] = view
    return out


def weights_bytes(weights: dict[str, torch.Tensor]) -> bytes:
    """The module's `<name>.weights.pt`: the state by its names in the module (torch.save)."""
    buffer = io.BytesIO()
    torch.save(dict(sorted(_on_cpu(weights).items())), buffer)
    return buffer.getvalue()


def save_weights(weights: dict[str, torch.Tensor], path: str) -> None:
    write_atomic(path, weights_bytes(weights))
