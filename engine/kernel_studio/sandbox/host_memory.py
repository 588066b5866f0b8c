"""The host's memory as /proc and the cgroup tell it, without torch (the engine reads it
too: `oom_kill_count` tells a kill by the kernel's out-of-memory killer from other deaths
of the sandbox)."""

from __future__ import annotations

CGROUP_V2 = "/sys/fs/cgroup"
CGROUP_V1 = "/sys/fs/cgroup/memory"


def _read(path: str) -> str | None:
    try:
        with open(path, encoding="ascii") as f:
            return f.read()
    except OSError:
        return None


def _status_kb(key: str) -> int | None:
    text = _read("/proc/self/status") or ""
    for line in text.splitlines():
        if line.startswith(key + ":"):
            return int(line.split()[1]) * 1024
    return None


def rss_bytes() -> int | None:
    return _status_kb("VmRSS")


def peak_rss_bytes() -> int | None:
    """The resident set's high-water mark since the last `reset_peak_rss` (or start)."""
    return _status_kb("VmHWM")


def reset_peak_rss() -> bool:
    """Linux resets VmHWM to the current RSS on "5" written to clear_refs."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as f:
            f.write("5")
        return True
    except OSError:
        return False


def _int(text: str | None) -> int | None:
    try:
        return int((text or "").strip())
    except ValueError:
        return None


def host_available_bytes() -> int | None:
    """What this process could still allocate: MemAvailable, or less where the cgroup's
    limit is nearer (containers)."""
    known = []
    for line in (_read("/proc/meminfo") or "").splitlines():
        if line.startswith("MemAvailable:"):
            known.append(int(line.split()[1]) * 1024)
    for limit_file, usage_file in (
        (f"{CGROUP_V2}/memory.max", f"{CGROUP_V2}/memory.current"),
        (f"{CGROUP_V1}/memory.limit_in_bytes", f"{CGROUP_V1}/memory.usage_in_bytes"),
    ):
        limit, usage = _int(_read(limit_file)), _int(_read(usage_file))
        if limit is not None and usage is not None and limit < (1 << 60):
            known.append(max(0, limit - usage))
    return min(known) if known else None


def oom_kill_count() -> int | None:
    """How many processes of this cgroup the kernel's out-of-memory killer has killed
    (None where the cgroup does not say)."""
    for path in (f"{CGROUP_V2}/memory.events", f"{CGROUP_V1}/memory.oom_control"):
        for line in (_read(path) or "").splitlines():
            key, _, value = line.partition(" ")
            if key == "oom_kill":
                return _int(value)
    return None


def size_text(n: float | None) -> str:
    if n is None:
        return "an unknown amount"
    if n >= 1 << 30:
        return f"{n / (1 << 30):.1f} GB"
    return f"{max(n, 0) / (1 << 20):.0f} MB"
