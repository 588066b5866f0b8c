#!/usr/bin/env bash
# Prepares a Debian 12 machine to build and test Kernel Studio: Debian packages, the
# project's virtualenv (.venv) and the CMake builds of the presets named as arguments (default:
# dev, in build/; asan builds build-asan/). Idempotent: each step is skipped when what it makes
# is already there and up to date.
# Usage: scripts/bootstrap.sh [PRESET...]
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
step() { printf '\n==> [%s] %s\n' "$(date +%H:%M:%S)" "$*"; }

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi

# 1. Debian packages
mapfile -t packages < <(grep -vE '^\s*(#|$)' scripts/debian-packages.txt)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  step "Installing ${#missing[@]} Debian packages: ${missing[*]}"
  "${sudo_cmd[@]}" apt-get update -q
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

# 2. Python virtualenv with pinned torch and the engine package (editable). KS_REQUIREMENTS
# names another pin set (scripts/requirements-torch2.11.txt: torch 2.11, the GPU machine's series).
python=/usr/bin/python3
requirements=${KS_REQUIREMENTS:-scripts/requirements.txt}
stamp_want=$(cat "$requirements" engine/pyproject.toml | sha256sum | cut -d' ' -f1)
stamp_have=$(cat .venv/.ks-stamp 2>/dev/null || true)
if [ ! -x .venv/bin/python ] || [ "$stamp_want" != "$stamp_have" ]; then
  if [ ! -x .venv/bin/python ]; then
    step "Creating the virtualenv .venv"
    "$python" -m venv .venv
    .venv/bin/python -m pip install -q --upgrade pip
  fi
  step "Installing Python packages into .venv from $requirements (torch is about 3 GB with its CUDA libraries; pip's cache is reused)"
  .venv/bin/python -m pip install -r "$requirements"
  .venv/bin/python -m pip install -e "engine[dev]"
  echo "$stamp_want" > .venv/.ks-stamp
fi

# 3. Configure and build each preset (binary folders as in CMakePresets.json)
presets=("$@")
if [ ${#presets[@]} -eq 0 ]; then presets=(dev); fi
for preset in "${presets[@]}"; do
  case "$preset" in
    dev) dir=build ;;
    asan | release) dir=build-$preset ;;
    *) echo "bootstrap.sh: unknown preset '$preset' (dev, asan, release)" >&2; exit 2 ;;
  esac
  if [ ! -f "$dir/build.ninja" ]; then
    step "Configuring the build (CMake preset $preset, $dir/)"
    cmake --preset "$preset"
  fi
  step "Building (cmake --build --preset $preset)"
  cmake --build --preset "$preset"
done
