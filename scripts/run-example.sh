#!/usr/bin/env bash
# The main job: Kernel Studio on the bundled example. Exports the example into a project
# (build/examples/rms_norm) once, then opens it in the IDE where there is a display; without
# one, runs the same job headless and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
model=resources/examples/rms_norm/model.py
project=build/examples/rms_norm
ks=build/bin/kernel-studio

if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  echo "No display found (DISPLAY and WAYLAND_DISPLAY are unset): running headless."
  echo "--- kernel-studio doctor"
  "$ks" doctor
  echo "--- kernel-studio export $model --out $project"
  "$ks" export "$model" --out "$project"
  echo "--- the generated module: $project/rms_norm.py (open it in the IDE with: $ks $project)"
  exit 0
fi
if [ ! -f "$project/kernel-studio.toml" ]; then
  echo "==> Exporting the example into $project"
  "$ks" export "$model" --out "$project"
fi
exec "$ks" "$project"
