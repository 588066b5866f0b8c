"""The real engine, told that the installed torch is another version (the first argument,
default 2.9.0): `kernel-studio doctor` must say what the engine makes of it. 2.9.0 is older
than every series the Inductor adapter supports (refused, exit 3); a newer one (2.99.0) is
untested: its self-test (an export and verify with the real torch) decides."""

import runpy
import sys

import torch

version = sys.argv.pop(1) if len(sys.argv) > 1 else "2.9.0"
torch.__version__ = version  # type: ignore[assignment]
runpy.run_module("kernel_studio.server", run_name="__main__")
