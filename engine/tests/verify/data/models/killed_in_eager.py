"""Fault injection: the eager forward kills its own process with SIGKILL, as the kernel's
out-of-memory killer would, when KS_TEST_KILL_EAGER=1 is set (only the verify test that
wants the kill sets it, after the export)."""

import os

import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if os.environ.get("KS_TEST_KILL_EAGER") == "1":
            os.kill(os.getpid(), 9)
        return x * 2


def get_init_inputs() -> list:
    return []


def get_inputs() -> list:
    return [torch.randn(8, 8)]
