"""The pipeline's one error type: a failure in a named stage, located in the user's code."""

from __future__ import annotations

import errno
import functools
import importlib.util
import os
import re
import traceback
from typing import Any

CATEGORIES = ("input", "export", "lowering", "cleanup", "environment")


class ExportError(Exception):
    """An export failed. `category` is one of input/export/lowering/cleanup/environment
    (a tool the engine needs is missing or the wrong version, or the installed torch is
    not one the engine supports); `file` and
    `line` point at the user's code where known, `hint` is PyTorch's (or our) advice."""

    def __init__(
        self,
        category: str,
        message: str,
        *,
        file: str | None = None,
        line: int | None = None,
        hint: str | None = None,
        param: str | None = None,
    ) -> None:
        super().__init__(message)
        assert category in CATEGORIES, category
        # The export param at fault, when the request itself is wrong (-32602 naming it).
        self.param = param
        self.category = category
        self.message = message
        self.file = file
        self.line = line
        self.hint = hint

    def to_json(self) -> dict:
        return {
            "category": self.category,
            "message": self.message,
            "file": self.file,
            "line": self.line,
            "hint": self.hint,
        }


@functools.cache
def _torch_dir() -> str:
    # Looked up on first use: the clean stage raises ExportError and must not import torch.
    spec = importlib.util.find_spec("torch")
    origin = spec.origin if spec is not None and spec.origin else ""
    return os.path.dirname(os.path.dirname(os.path.abspath(origin))) if origin else "\0"


def _is_user_frame(filename: str) -> bool:
    if not filename or filename.startswith("<"):
        return False
    path = os.path.abspath(filename)
    here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return (
        not path.startswith(_torch_dir())
        and not path.startswith(here)
        and "/site-packages/" not in path
    )


def user_location(
    exc: BaseException, user_files: list[str] | None = None
) -> tuple[str | None, int | None]:
    """The innermost traceback frame in user code (or in one of `user_files`), else the
    last `File "...", line N` in the message that looks like user code."""
    files = {os.path.abspath(f) for f in user_files or []}
    found: tuple[str | None, int | None] = (None, None)
    for frame in traceback.extract_tb(exc.__traceback__):
        if (files and os.path.abspath(frame.filename) in files) or (
            not files and _is_user_frame(frame.filename)
        ):
            found = (frame.filename, frame.lineno)
    if found[0] is None:
        import re

        for match in re.finditer(r'File "([^"]+)", line (\d+)', str(exc)):
            name = match.group(1)
            if (files and os.path.abspath(name) in files) or (not files and _is_user_frame(name)):
                found = (name, int(match.group(2)))
    return found


def torch_hint(exc: BaseException) -> str | None:
    """PyTorch's own advice from an export/compile error message, if it gives one."""
    text = str(exc)
    for marker in (
        "Suggested fixes:",
        "suggested fixes:",
        "Hint:",
        "hint:",
        "For more information",
    ):
        at = text.find(marker)
        if at >= 0:
            return text[at:].strip()[:2000]
    return None


def wrap(
    category: str, doing: str, exc: BaseException, user_files: list[str] | None = None
) -> ExportError:
    """`exc` raised while `doing` as a categorized ExportError located in user code."""
    if isinstance(exc, ExportError):
        return exc
    file, line = user_location(exc, user_files)
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    message = f"{doing} failed: {type(exc).__name__}: {first}"
    return ExportError(category, message, file=file, line=line, hint=torch_hint(exc))


_FRAME = re.compile(r'File "([^"]+)", line (\d+), in (\S+)\n\s*(.*)')


def user_frame(stack_trace: str | None, user_files: list[str]) -> dict[str, Any] | None:
    """The innermost frame of `stack_trace` in one of `user_files` (else the innermost)."""
    if not stack_trace:
        return None
    frames = _FRAME.findall(stack_trace)
    if not frames:
        return None
    files = {os.path.abspath(f) for f in user_files}
    chosen = frames[-1]
    for frame in frames:
        if os.path.abspath(frame[0]) in files:
            chosen = frame
    file, line, function, code = chosen
    return {"file": file, "line": int(line), "function": function, "code": code.strip()}


# Failures of the machine rather than of the request: the disk or quota is full, the file
# system is read-only or failing. The same export succeeds once they are mended.
ENVIRONMENT_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO})


def write_error(out_dir: str, exc: OSError) -> ExportError:
    """An export's failure to write its project: `environment` when the machine is at fault
    (a full disk: the old project is left as it was), `input` when the folder is (no
    permission, a file in the way)."""
    if exc.errno in ENVIRONMENT_ERRNOS:
        return ExportError(
            "environment",
            f"cannot write {out_dir}: {exc.strerror or exc} (nothing was changed there)",
            hint="free space on the disk (or mend the file system) and export again",
        )
    return ExportError("input", f"cannot write {out_dir}: {exc}")
