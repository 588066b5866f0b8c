"""Workspaces: how the app and an engine that does not share its file system (one started over
ssh on a GPU host) agree on files. The app opens a workspace for a local folder; when the
engine sees the same file at the same absolute path (the probe: a file the app names with its
sha256, such as the project file or the model file), the workspace is "shared" and nothing
is copied. Otherwise the engine keeps
a mirror of the folder under its own workspace root, and the app moves files over the
protocol: it lists the mirror, writes what changed (in chunks, each file checked by sha256
and renamed into place), and reads back what the engine wrote. Every other method keeps
taking paths; on a remote engine they are paths inside the mirror.

Methods (docs/protocol.md): workspace/open, workspace/list, workspace/write, workspace/read,
workspace/remove."""

from __future__ import annotations

import base64
import hashlib
import os
import re
import threading
from dataclasses import dataclass, field
from typing import Any

from kernel_studio.server.protocol import invalid_params, method_failed
from kernel_studio.server.registry import RequestContext, method, param_number, param_str

# Largest chunk one write or read carries (base64 makes it 4/3 larger on the wire; the line
# limit is 16 MiB).
MAX_CHUNK = 8 * 1024 * 1024
# Set by tests and by people who want an engine on the same machine to behave like a remote
# one (a mirror, never the app's folder).
NO_SHARED_FILES_ENV = "KS_NO_SHARED_FILES"
ROOT_ENV = "KS_WORKSPACE_ROOT"
# Folders the mirror never holds: the IDE's own unsaved text, Python caches.
SKIPPED_PARTS = frozenset({"__pycache__", ".pytest_cache"})
SKIPPED_PREFIXES = (".kernel-studio/autosave/", ".kernel-studio/incoming/")
UPLOAD_SUFFIX = ".ks-upload"
# Folders that are never a workspace themselves (their subfolders may be): the whole file
# system, the system's own folders, and the user's home folder (checked at open).
SYSTEM_FOLDERS = frozenset(
    {"/", "/bin", "/boot", "/dev", "/etc", "/home", "/lib", "/lib32", "/lib64", "/libx32",
     "/media", "/mnt", "/opt", "/proc", "/root", "/run", "/sbin", "/srv", "/sys", "/tmp",
     "/usr", "/usr/bin", "/usr/lib", "/usr/local", "/usr/share", "/var", "/var/lib"}
)  # fmt: skip


@dataclass
class Workspace:
    id: str
    local: str  # the app's folder (as the app names it)
    root: str  # where the engine reads and writes it
    shared: bool
    # A mirror's trust is the app's word (docs/security.md, "Workspace trust"): this machine
    # does not hold the user's trust store. A shared folder is checked against the store.
    trusted: bool = False
    hashes: dict[str, tuple[int, int, str]] = field(default_factory=dict)  # path -> size, mtime
    lock: threading.Lock = field(default_factory=threading.Lock)


_workspaces: dict[str, Workspace] = {}
_registry_lock = threading.Lock()


def workspace_root() -> str:
    """Where remote workspaces live on this machine."""
    root = os.environ.get(ROOT_ENV) or os.path.join(
        os.path.expanduser("~"), ".cache", "kernel-studio", "workspaces"
    )
    os.makedirs(root, exist_ok=True)
    return root


def _workspace_id(local: str, client: str) -> str:
    return hashlib.sha256(f"{client}\0{local}".encode()).hexdigest()[:20]


def _probe_visible(probe: dict[str, Any]) -> bool:
    """Whether this engine reads the app's file `probe.path` with the app's sha256."""
    if os.environ.get(NO_SHARED_FILES_ENV):
        return False
    path = probe.get("path")
    want = probe.get("sha256")
    if not isinstance(path, str) or not isinstance(want, str) or not os.path.isabs(path):
        return False
    try:
        return os.path.isfile(path) and _sha256(path) == want
    except OSError:
        return False


def _refused_root(folder: str) -> str | None:
    """Why `folder` may not be a shared workspace's root, or None: the file system's root,
    a system folder or the home folder would make every file under it the workspace's."""
    real = os.path.realpath(folder)
    home = os.path.realpath(os.path.expanduser("~"))
    if real in SYSTEM_FOLDERS or real == home:
        what = "the home folder" if real == home else "a system folder"
        return f"{folder!r} is {what} ({real}); open a project or export folder instead"
    return None


def _within(folder: str, path: str) -> bool:
    """Whether `path` (resolved, links followed) is `folder` or inside it."""
    real_folder = os.path.realpath(folder)
    real = os.path.realpath(path)
    return real == real_folder or real.startswith(real_folder.rstrip(os.sep) + os.sep)


def _contained(ws: Workspace, rel: str, name: str = "path") -> str:
    """The absolute path of `rel` in the workspace, after checking that neither it nor any
    folder on the way is a link that leads out of the workspace's root: -32602 otherwise,
    so no read, write or removal reaches a file outside (docs/protocol.md, "Workspaces")."""
    path = os.path.join(ws.root, *rel.split("/"))
    # The deepest part of the path that exists decides where the rest would land.
    existing = path
    while not os.path.lexists(existing) and existing != ws.root:
        existing = os.path.dirname(existing)
    if not _within(ws.root, existing):
        raise invalid_params(name, f"{rel!r} leads out of the workspace through a link")
    return path


def _get(params: dict[str, Any]) -> Workspace:
    wid = param_str(params, "workspace")
    with _registry_lock:
        ws = _workspaces.get(wid)
    if ws is None:
        raise invalid_params("workspace", f"unknown workspace {wid!r}: open it first")
    return ws


_SAFE_PART = re.compile(r"^[^/\\\0]+$")


def _relative(rel: Any, name: str = "path") -> str:
    """A normalized relative path inside the workspace; -32602 for anything that escapes."""
    if not isinstance(rel, str):
        raise invalid_params(name, "must be a string")
    parts = rel.replace("\\", "/").split("/")
    if (
        not rel
        or os.path.isabs(rel)
        or any(p in ("", ".", "..") or not _SAFE_PART.match(p) for p in parts)
    ):
        raise invalid_params(name, f"{rel!r} is not a relative path inside the workspace")
    return "/".join(parts)


def _skipped(rel: str) -> bool:
    return (
        rel.endswith(UPLOAD_SUFFIX)
        or any(part in SKIPPED_PARTS for part in rel.split("/"))
        or rel.startswith(SKIPPED_PREFIXES)
    )


def _sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def file_list(ws: Workspace) -> list[dict[str, Any]]:
    """Every file of the mirror with its size and sha256 (cached by size and mtime)."""
    files = []
    for folder, dirs, names in os.walk(ws.root):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_PARTS)
        for name in sorted(names):
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, ws.root).replace(os.sep, "/")
            if _skipped(rel) or not os.path.isfile(path) or os.path.islink(path):
                continue
            st = os.stat(path)
            cached = ws.hashes.get(rel)
            if cached and cached[0] == st.st_size and cached[1] == st.st_mtime_ns:
                sha = cached[2]
            else:
                sha = _sha256(path)
                ws.hashes[rel] = (st.st_size, st.st_mtime_ns, sha)
            files.append({"path": rel, "size": st.st_size, "sha256": sha})
    return files


@method("workspace/open")
def open_workspace(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """Opens (or re-opens) the workspace of the app's folder `local`."""
    local = param_str(params, "local")
    client = param_str(params, "client", "")
    probe = params.get("probe") or {}
    if not isinstance(probe, dict):
        raise invalid_params("probe", "must be an object")
    trusted = params.get("trusted", False)
    if not isinstance(trusted, bool):
        raise invalid_params("trusted", "must be a boolean")
    shared = _probe_visible(probe) and os.path.isabs(local)
    if shared and (why := _refused_root(local)):
        raise invalid_params("local", why)
    wid = _workspace_id(local, client)
    root = local if shared else os.path.join(workspace_root(), wid)
    if not shared:
        os.makedirs(root, exist_ok=True)
    with _registry_lock:
        ws = _workspaces.get(wid)
        if ws is None or ws.root != root:
            ws = Workspace(wid, local, root, shared)
            _workspaces[wid] = ws
        ws.trusted = trusted
    return {"workspace": wid, "shared": shared, "root": root}


def mirror_of(path: str) -> Workspace | None:
    """The mirrored (not shared) workspace whose root holds `path`, else None."""
    with _registry_lock:
        mirrors = [ws for ws in _workspaces.values() if not ws.shared]
    for ws in mirrors:
        if _within(ws.root, path):
            return ws
    return None


@method("workspace/list")
def list_files(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    ws = _get(params)
    with ws.lock:
        return {"workspace": ws.id, "files": file_list(ws)}


@method("workspace/write")
def write_file(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    """One chunk of a file: at `offset` (0 starts the file anew), `data` in base64. The last
    chunk (`final`) carries the whole file's sha256; the file is renamed into place only when
    it matches, so the mirror never holds a half-written or damaged file."""
    rel = _relative(params.get("path"))
    ws = _get(params)
    offset = param_number(params, "offset", 0, minimum=0, integer=True)
    final = params.get("final", True)
    if not isinstance(final, bool):
        raise invalid_params("final", "must be a boolean")
    try:
        data = base64.b64decode(param_str(params, "data"), validate=True)
    except ValueError:
        raise invalid_params("data", "is not base64") from None
    if len(data) > MAX_CHUNK:
        raise invalid_params("data", f"chunks are at most {MAX_CHUNK} bytes")
    with ws.lock:
        target = _contained(ws, rel)
        upload = _contained(ws, rel + UPLOAD_SUFFIX)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        # A folder made just now is checked again: nothing may have been linked in between.
        target = _contained(ws, rel)
        if offset == 0:
            mode = "wb"
        else:
            size = os.path.getsize(upload) if os.path.exists(upload) else -1
            if size != offset:
                raise method_failed(
                    f"{rel}: chunk at offset {offset} does not follow the {size} bytes received",
                    "input",
                )
            mode = "ab"
        # Never through a link: O_NOFOLLOW refuses an upload file that is one.
        flags = os.O_WRONLY | os.O_CREAT | os.O_NOFOLLOW | (os.O_TRUNC if mode == "wb" else 0)
        try:
            fd = os.open(upload, flags | (os.O_APPEND if mode == "ab" else 0), 0o644)
        except OSError as exc:
            raise invalid_params("path", f"{rel!r} cannot be written: {exc.strerror}") from None
        with os.fdopen(fd, mode) as f:
            f.write(data)
        if not final:
            return {"path": rel, "received": offset + len(data)}
        want = param_str(params, "sha256")
        got = _sha256(upload)
        if got != want:
            os.unlink(upload)
            raise method_failed(f"{rel}: sha256 {got} does not match {want}", "input")
        os.replace(upload, target)
        st = os.stat(target)
        ws.hashes[rel] = (st.st_size, st.st_mtime_ns, got)
        return {"path": rel, "size": st.st_size, "sha256": got}


@method("workspace/read")
def read_file(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    rel = _relative(params.get("path"))
    ws = _get(params)
    offset = param_number(params, "offset", 0, minimum=0, integer=True)
    length = param_number(params, "length", MAX_CHUNK, minimum=1, maximum=MAX_CHUNK, integer=True)
    path = _contained(ws, rel)
    try:
        with open(path, "rb") as f:
            size = os.fstat(f.fileno()).st_size
            f.seek(offset)
            data = f.read(length)
    except FileNotFoundError:
        raise method_failed(f"{rel}: no such file in the workspace", "input") from None
    return {
        "path": rel,
        "offset": offset,
        "size": size,
        "data": base64.b64encode(data).decode("ascii"),
        "eof": offset + len(data) >= size,
    }


@method("workspace/remove")
def remove_files(params: dict[str, Any], ctx: RequestContext) -> dict[str, Any]:
    ws = _get(params)
    paths = params.get("paths")
    if not isinstance(paths, list):
        raise invalid_params("paths", "must be a list of relative paths")
    removed = []
    with ws.lock:
        for i, given in enumerate(paths):
            rel = _relative(given, f"paths[{i}]")
            path = _contained(ws, rel, f"paths[{i}]")
            if os.path.isfile(path) and not os.path.islink(path):
                os.unlink(path)
                ws.hashes.pop(rel, None)
                removed.append(rel)
    return {"removed": removed}
