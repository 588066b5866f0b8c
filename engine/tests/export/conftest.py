"""Fixtures of the export tests (defined in export_support.py)."""

from export_support import _extensions_dir, cpu_exports, gpu_exports  # noqa: F401
