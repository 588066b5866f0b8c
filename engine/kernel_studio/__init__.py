"""Kernel Studio's engine: the Python process the app drives over JSON-RPC on stdio."""

import os as _os

__version__ = "0.1.0"

# Triton's settings as this process found them. Inductor sets TRITON_CACHE_DIR and
# TRITON_PTXAS_PATH for itself once it compiles; the precompile stage compiles the clean
# module as a process without Inductor would (pipeline/precompile/precompile.py).
TRITON_ENV_AT_START = {k: _os.environ.get(k) for k in ("TRITON_CACHE_DIR", "TRITON_PTXAS_PATH")}

# The export API (kernel_studio.pipeline.api), loaded on first use so that importing the
# package (the server, the tests) does not import torch.
_EXPORTS = (
    "ExportedKernel",
    "ExportError",
    "export_and_codegen",
    "export_python",
    "postprocess",
    "torch_export_python",
)


def __getattr__(name: str):  # noqa: ANN202 - module-level lazy attribute
    if name == "profile_project":
        from kernel_studio.profile.run import profile_project

        return profile_project
    if name in _EXPORTS:
        if name == "ExportError":
            from kernel_studio.pipeline.errors import ExportError

            return ExportError
        from kernel_studio.pipeline import api

        return getattr(api, name)
    raise AttributeError(f"module 'kernel_studio' has no attribute {name!r}")


__all__ = ["__version__", *_EXPORTS, "profile_project"]
