"""The engine's side of workspace trust (docs/security.md, "Workspace trust"): a request that
would import a project's code (its model file, decompositions.py, the generated module) is
refused with category `untrusted` unless the project's folder is trusted. A folder the app
shares with this engine is checked against the user's trust store, which this engine reads
itself (project/trust.py); a mirror of a remote app's folder carries the trust the app gave
at `workspace/open`."""

from __future__ import annotations

from kernel_studio.methods.workspace import mirror_of
from kernel_studio.project.trust import trust_file, trusted_root
from kernel_studio.server.protocol import method_failed

RUNS = "runs the Python code it holds (the model file, decompositions.py, the generated module)"
WRITES = "writes Python code that its next export runs"


def require_trusted(path: str, action: str, does: str = RUNS) -> None:
    """Returns when `path` (a project folder or a model file) is trusted; RpcError of
    category `untrusted` naming the folder and what `action` would have done otherwise
    (`does`: RUNS, or WRITES for a request that changes the project's code)."""
    mirror = mirror_of(path)
    if mirror is not None:
        if mirror.trusted:
            return
        shown = mirror.local
    else:
        if trusted_root(path) is not None:
            return
        shown = path
    raise method_failed(
        f"{shown} is not a trusted folder: {action} {does}; nothing was "
        + ("written" if does == WRITES else "run"),
        "untrusted",
        file=shown,
        hint=f"trust it (the IDE's bar, or `kernel-studio trust {shown}`; recorded in "
        f"{trust_file()}) or pass --trust to one command",
    )
