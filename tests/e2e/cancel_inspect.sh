#!/usr/bin/env bash
# Ctrl+C during `kernel-studio inspect` of a model that never returns cancels it in the
# engine's job worker: exit 130 within seconds, not the request's timeout.
# Usage: cancel_inspect.sh KERNEL_STUDIO WORKDIR
set -u
ks=$1 work=$2
rm -rf "$work"
mkdir -p "$work"
marker=$work/looping
cat >"$work/forever.py" <<PY
import pathlib

import torch


class Model(torch.nn.Module):
    def forward(self, x):
        pathlib.Path("$marker").touch()
        while True:
            x = x + 1


def get_inputs():
    return [torch.ones(4)]


def get_init_inputs():
    return []
PY
log=$work/log
"$ks" inspect "$work/forever.py" 2>"$log" &
pid=$!
# Interrupt once the model runs (it marks that), as a user would.
for _ in $(seq 1 1800); do
  [ -e "$marker" ] && break
  kill -0 "$pid" 2>/dev/null || break
  sleep 0.1
done
[ -e "$marker" ] || { cat "$log"; echo "the model never started"; exit 1; }
start=$(date +%s)
kill -INT "$pid"
wait "$pid"
rc=$?
took=$(($(date +%s) - start))
cat "$log"
if [ "$rc" -ne 130 ]; then echo "exit $rc, expected 130"; exit 1; fi
if [ "$took" -gt 30 ]; then echo "took $took s to stop"; exit 1; fi
echo "cancelled inspect stopped in $took s"
