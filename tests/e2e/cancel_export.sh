#!/usr/bin/env bash
# Ctrl+C during `kernel-studio export` cancels the export in the engine: exit 130, and the
# output folder is not created. Usage: cancel_export.sh KERNEL_STUDIO MODEL OUT
set -u
ks=$1 model=$2 out=$3
rm -rf "$out"
"$ks" export "$model" --out "$out" --device cpu &
pid=$!
sleep 4
kill -INT "$pid"
wait "$pid"
rc=$?
if [ "$rc" -ne 130 ]; then echo "exit $rc, expected 130"; exit 1; fi
if [ -e "$out" ]; then echo "$out exists after a cancelled export"; exit 1; fi
echo "cancelled export left nothing behind"
