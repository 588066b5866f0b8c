"""Makes the .pt fixtures of tests/core/TensorFileTest.cpp and tests/ui/TensorInspectorTest.cpp
(checked in, a few KB; rerun after a torch upgrade that changes torch.save's format):

    .venv/bin/python tests/data/tensors/make_tensors.py

Files follow the verification engine's naming (<name>_expected.pt / <name>_actual.pt):
- out3d_expected.pt / out3d_actual.pt: float32 [2, 3, 4], value i * 0.5 - 3 at flat index i;
  actual equals expected except +1.5 at index [1, 2, 3] and +0.25 at [0, 1, 2].
- half_expected.pt: float16 [2, 3], values 0.5, 1.5, ..., 5.5 (exact in half).
- bf16_expected.pt: bfloat16 [4], values -2, -1, 0.5, 3 (exact in bfloat16).
- long_expected.pt: int64 [3, 2], values 0, -1, 2, -3, 4, 2**40.
- int_expected.pt: int32 [2], values 7, -8.  bool_expected.pt: bool [3], True, False, True.
- double_expected.pt: float64 [2, 2], values 1, nan, inf, -1e300.
- transposed_expected.pt: arange(6).reshape(2, 3).t() as float32, saved as a view with
  strides (1, 3), so it reads as [[0, 3], [1, 4], [2, 5]].
- scalar_expected.pt: a 0-d float32 tensor, 42.
- dict.pt: torch.save of a dict (a torch.save file, but not a tensor).
- corrupt.pt: the first 100 bytes of out3d_expected.pt.
"""

import os

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def save(obj: object, name: str) -> None:
    torch.save(obj, os.path.join(HERE, name))


def main() -> None:
    expected = (torch.arange(24, dtype=torch.float32) * 0.5 - 3).reshape(2, 3, 4)
    actual = expected.clone()
    actual[1, 2, 3] += 1.5
    actual[0, 1, 2] += 0.25
    save(expected, "out3d_expected.pt")
    save(actual, "out3d_actual.pt")
    save(torch.arange(6, dtype=torch.float16).reshape(2, 3) + 0.5, "half_expected.pt")
    save(torch.tensor([-2.0, -1.0, 0.5, 3.0], dtype=torch.bfloat16), "bf16_expected.pt")
    save(
        torch.tensor([[0, -1], [2, -3], [4, 2**40]], dtype=torch.int64),
        "long_expected.pt",
    )
    save(torch.tensor([7, -8], dtype=torch.int32), "int_expected.pt")
    save(torch.tensor([True, False, True]), "bool_expected.pt")
    save(
        torch.tensor(
            [[1.0, float("nan")], [float("inf"), -1e300]], dtype=torch.float64
        ),
        "double_expected.pt",
    )
    t = torch.arange(6, dtype=torch.float32).reshape(2, 3).t()
    assert not t.is_contiguous()
    save(t, "transposed_expected.pt")
    save(torch.tensor(42.0), "scalar_expected.pt")
    save({"a": torch.zeros(2), "b": 1}, "dict.pt")
    with open(os.path.join(HERE, "out3d_expected.pt"), "rb") as f:
        head = f.read(100)
    with open(os.path.join(HERE, "corrupt.pt"), "wb") as f:
        f.write(head)


if __name__ == "__main__":
    main()
