#!/usr/bin/env bash
# Ctrl+C during `kernel-studio export` cancels the export in the engine: exit 130, and the
# output folder is not created. Usage: cancel_export.sh KERNEL_STUDIO MODEL OUT
set -u
ks=$1 model=$2 out=$3
log=$(mktemp)
rm -rf "$out"
"$ks" export "$model" --out "$out" --device cpu 2>"$log" &
pid=$!
# Interrupt once the engine is exporting (its first progress report), as a user would.
for _ in $(seq 1 1200); do
  grep -q '^\[trace\]' "$log" && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
kill -INT "$pid"
wait "$pid"
rc=$?
cat "$log"
rm -f "$log"
if [ "$rc" -ne 130 ]; then echo "exit $rc, expected 130"; exit 1; fi
if [ -e "$out" ]; then echo "$out exists after a cancelled export"; exit 1; fi
echo "cancelled export left nothing behind"
