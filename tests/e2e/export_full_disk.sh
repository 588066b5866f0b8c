#!/usr/bin/env bash
# An export into a folder on a full disk: exit 6 (the machine, not the request), the error
# says what to do, and the project already there is left as it was.
# Usage: export_full_disk.sh KERNEL_STUDIO MODEL PROJECT WORKDIR   (root: it mounts a small
# tmpfs); PROJECT: MODEL exported on cpu (e2e.export_example's, copied, never changed).
set -u
ks=$1 model=$2 project=$3 work=$4
mnt=$work/disk
umount "$mnt" 2>/dev/null
rm -rf "$work"
mkdir -p "$mnt"
cp -a "$project" "$work/project" || { echo "cannot copy $project"; exit 1; }
size=$(du -sk "$work/project" | cut -f1)
# Room for the project once, not for a second generation beside it.
mount -t tmpfs -o size=$((size + 16))k tmpfs "$mnt" || { echo "cannot mount a tmpfs"; exit 1; }
trap 'umount "$mnt"' EXIT
cp -a "$work/project" "$mnt/project"
before=$(cd "$mnt/project" && find . -type f ! -name writer.lock -exec sha256sum {} + | sort)
"$ks" export "$model" --out "$mnt/project" --device cpu 2>"$work/log"
rc=$?
cat "$work/log"
after=$(cd "$mnt/project" && find . -type f ! -name writer.lock -exec sha256sum {} + | sort)
if [ "$rc" -ne 6 ]; then echo "exit $rc, expected 6"; exit 1; fi
grep -q '\[environment\]' "$work/log" || { echo "not an environment error"; exit 1; }
grep -q 'free space on the disk' "$work/log" || { echo "no hint"; exit 1; }
if [ "$before" != "$after" ]; then echo "the project changed"; exit 1; fi
echo "a full disk left the project as it was"
