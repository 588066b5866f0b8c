#!/usr/bin/env bash
# The main job: Kernel Studio on the bundled example. Opens the IDE where there is a display;
# without one, runs the same job headless and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
example=resources/examples/rms_norm/model.py
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec build/bin/kernel-studio "$example"
fi
echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): running headless."
echo "--- kernel-studio doctor"
build/bin/kernel-studio doctor
echo "--- kernel-studio inspect $example"
build/bin/kernel-studio inspect "$example"
