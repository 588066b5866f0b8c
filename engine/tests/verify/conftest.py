"""Fixtures of the verify tests (defined in verify_support.py)."""

from verify_support import cpu_projects, extensions_dir, pool  # noqa: F401
