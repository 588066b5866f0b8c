"""Makes Kernel Studio's engine virtualenv (run by `kernel-studio setup`; installed in
/usr/share/kernel-studio/engine/ with the pins and the engine wheel).

Resolves the pinned packages first (pip --dry-run --report), says how much will be downloaded,
asks (unless --yes), then installs into <target>.partial and renames it to <target> only once
every package is in: an interrupted setup never leaves a half-made engine behind.
Exit 0 done, 2 declined or bad arguments, 6 no network or no room, 130 interrupted.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import urllib.request
import venv


def step(n: int, total: int, text: str) -> None:
    print(f"[{n}/{total}] {text}", flush=True)


def human(size: float) -> str:
    for unit in ("B", "kB", "MB"):
        if size < 1000:
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1000
    return f"{size:.1f} GB"


def content_length(url: str) -> int:
    request = urllib.request.Request(url, method="HEAD")
    with urllib.request.urlopen(request, timeout=30) as response:
        return int(response.headers.get("Content-Length") or 0)


def plan(python: str, requirements: str, wheel: str) -> list[tuple[str, str, int]]:
    """(name, version, bytes) of every package pip would download."""
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "report.json")
        subprocess.run(
            [
                python,
                "-m",
                "pip",
                "install",
                "--quiet",
                "--dry-run",
                "--ignore-installed",
                "--report",
                report,
                "-r",
                requirements,
                wheel,
            ],
            check=True,
        )
        with open(report, encoding="utf-8") as f:
            items = json.load(f)["install"]
    urls = [
        item["download_info"]["url"]
        for item in items
        if item["download_info"]["url"].startswith("http")
    ]
    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        sizes = dict(zip(urls, pool.map(content_length, urls), strict=True))
    return [
        (
            item["metadata"]["name"],
            item["metadata"]["version"],
            sizes.get(item["download_info"]["url"], 0),
        )
        for item in items
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--target", required=True)
    parser.add_argument("--requirements", required=True)
    parser.add_argument("--wheel", required=True)
    parser.add_argument("--stamp", required=True)
    parser.add_argument("--yes", action="store_true")
    parser.add_argument("--dry-run", action="store_true")
    args = parser.parse_args()

    partial = args.target + ".partial"
    total = 2 if args.dry_run else 4
    step(1, total, f"Creating a virtualenv in {partial}")
    shutil.rmtree(partial, ignore_errors=True)
    os.makedirs(os.path.dirname(partial), exist_ok=True)
    venv.EnvBuilder(with_pip=True, clear=True).create(partial)
    python = os.path.join(partial, "bin", "python")
    # Debian's bundled pip downloads whole wheels to resolve; a current one reads their
    # metadata only (PEP 658), which makes resolving torch's 3 GB a matter of seconds.
    subprocess.run([python, "-m", "pip", "install", "--quiet", "--upgrade", "pip"], check=False)

    step(2, total, f"Resolving the pinned packages of {args.requirements}")
    try:
        packages = plan(python, args.requirements, args.wheel)
    except (subprocess.CalledProcessError, OSError) as e:
        print(
            f"kernel-studio setup: could not resolve the packages (no network?): {e}",
            file=sys.stderr,
        )
        return 6
    download = sum(size for _, _, size in packages)
    largest = sorted(packages, key=lambda p: -p[2])[:5]
    print(
        f"This downloads {human(download)} in {len(packages)} packages into {args.target}; "
        "the largest: " + ", ".join(f"{n} {v} ({human(s)})" for n, v, s in largest),
        flush=True,
    )
    free = shutil.disk_usage(os.path.dirname(partial)).free
    if free < 3 * download:
        print(
            f"kernel-studio setup: {human(free)} free in {os.path.dirname(partial)}; the "
            f"engine needs about {human(3 * download)} once unpacked",
            file=sys.stderr,
        )
        return 6
    if args.dry_run:
        shutil.rmtree(partial, ignore_errors=True)
        return 0
    if not args.yes:
        answer = input("Download and install? [y/N] ").strip().lower()
        if answer not in ("y", "yes"):
            print("Nothing downloaded.")
            shutil.rmtree(partial, ignore_errors=True)
            return 2

    step(3, total, "Downloading and installing (pip's progress follows)")
    result = subprocess.run(
        [
            python,
            "-m",
            "pip",
            "install",
            "--progress-bar",
            "on",
            "-r",
            args.requirements,
            args.wheel,
        ]
    )
    if result.returncode != 0:
        print("kernel-studio setup: pip failed; nothing was changed", file=sys.stderr)
        return 6
    with open(os.path.join(partial, ".kernel-studio-stamp"), "w", encoding="utf-8") as f:
        f.write(args.stamp)

    step(4, total, f"Moving the engine into place: {args.target}")
    old = args.target + ".old"
    shutil.rmtree(old, ignore_errors=True)
    if os.path.exists(args.target):
        os.rename(args.target, old)
    os.rename(partial, args.target)
    shutil.rmtree(old, ignore_errors=True)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        print("kernel-studio setup: interrupted; nothing was changed", file=sys.stderr)
        sys.exit(130)
