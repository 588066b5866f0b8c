"""Makes the .pt2 fixtures of tests/core/Pt2ReaderTest.cpp (checked in; rerun after a torch
upgrade that changes the archive format):

    .venv/bin/python tests/data/pt2/make_pt2.py

- mlp.pt2: torch.export.save of a two-block MLP (nested modules, a buffer, a dynamic batch).
- bad_schema.pt2: mlp.pt2 with the program's schema_version.major set to 99.
- weights_only.pt: a torch.save zip with no exported program in it.
"""

import json
import os
import zipfile

import torch
from torch import nn

HERE = os.path.dirname(os.path.abspath(__file__))


class Block(nn.Module):
    def __init__(self, dim: int) -> None:
        super().__init__()
        self.fc = nn.Linear(dim, dim)
        self.register_buffer("scale", torch.full((dim,), 0.5))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(self.fc(x)) * self.scale + x


class Model(nn.Module):
    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.blocks = nn.ModuleList([Block(dim), Block(dim)])
        self.head = nn.Linear(dim, 2)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for block in self.blocks:
            x = block(x)
        return self.head(x).softmax(dim=-1)


def main() -> None:
    torch.manual_seed(0)
    batch = torch.export.Dim("batch", min=1, max=64)
    program = torch.export.export(
        Model(), (torch.randn(4, 8),), dynamic_shapes={"x": {0: batch}}
    )
    torch.save({"w": torch.ones(2)}, os.path.join(HERE, "weights_only.pt"))
    good = os.path.join(HERE, "mlp.pt2")
    torch.export.save(program, good)
    with zipfile.ZipFile(good) as src, zipfile.ZipFile(
        os.path.join(HERE, "bad_schema.pt2"), "w", zipfile.ZIP_STORED
    ) as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename.endswith("models/model.json"):
                doc = json.loads(data)
                doc["schema_version"]["major"] = 99
                data = json.dumps(doc).encode()
            dst.writestr(item.filename, data)


if __name__ == "__main__":
    main()
