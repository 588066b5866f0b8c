"""The real engine, told that the installed torch is 2.9.0 (a series its Inductor adapter
was not written against): `kernel-studio doctor` must say so and exit 3."""

import runpy

import torch

torch.__version__ = "2.9.0"  # type: ignore[assignment]
runpy.run_module("kernel_studio.server", run_name="__main__")
