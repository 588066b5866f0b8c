#!/bin/sh
# Model code that signals the engine, on the command line (docs/security.md): contained, the
# kill reaches nothing and the command just works; where workers are not contained
# (KS_WORKER_NAMESPACES=0, as on a system that refuses user namespaces) the engine ends, and the
# CLI starts it once more, says so, and runs the command again.
# restart_cli.sh KERNEL_STUDIO PYTHON
set -u
ks=$1
python=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

write_model() { # FILE MARKER: kills its parent (the engine, uncontained) until MARKER exists
  cat > "$1" <<MODEL
import os, signal
from pathlib import Path

import torch


class Model(torch.nn.Module):
    def forward(self, x):
        return x * 2


def get_init_inputs():
    return []


def get_inputs():
    marker = Path("$2")
    if not marker.exists():
        marker.write_text("signalled")
        os.kill(os.getppid(), signal.SIGKILL)
    return [torch.ones(3)]
MODEL
}

# Not contained: the engine is killed once, restarted, and the command runs again.
write_model "$work/once.py" "$work/once-marker"
out=$(KS_WORKER_NAMESPACES=0 "$ks" inspect "$work/once.py" 2>&1); code=$?
[ "$code" = 0 ] || fail "inspect exited $code: $out"
printf '%s' "$out" | grep -q "kernel-studio inspect: the engine ended unexpectedly (.*); started it again, running the command again" \
  || fail "no restart said: $out"
printf '%s' "$out" | grep -q "output 0 : float32\[3\]" || fail "no inspection: $out"

# Contained (where the system allows user namespaces): the kill goes nowhere, no restart.
if [ "$(PYTHONPATH="$(dirname "$0")/../../../engine" "$python" -m kernel_studio.contain --probe)" = contained ]; then
  write_model "$work/always.py" "$work/never-written/marker"
  mkdir -p "$work/never-written"
  rm -f "$work/never-written/marker"
  # The model kills its parent (its marker is not there yet): contained, that parent is the
  # namespace's init, which ignores it.
  out=$("$ks" inspect "$work/always.py" 2>&1); code=$?
  [ "$code" = 0 ] || fail "contained inspect exited $code: $out"
  printf '%s' "$out" | grep -q "ended unexpectedly" && fail "the engine ended although contained: $out"
  printf '%s' "$out" | grep -q "output 0 : float32\[3\]" || fail "no inspection: $out"
  [ -e "$work/never-written/marker" ] || fail "the contained model did not run"
else
  echo "user namespaces refused here: the contained case is not run"
fi
echo "restart cli: ok"
