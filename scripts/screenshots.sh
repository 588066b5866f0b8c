#!/usr/bin/env bash
# Every screenshot of the real-model set, for people to look at: the transformer block and the
# models of tests/data/graphs (small ResNet, ResNet-50, 24-layer GPT-2, 12-layer BERT, ...) at
# 1920x1080 and 1280x800, light and dark, at Fit and at 100%. Needs `make test`'s build.
#   scripts/screenshots.sh [OUT] [MODEL ...]      (default OUT: build/tests/screenshots/all)
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-build/tests/screenshots/all}
shift || true
models=("$@")
[ ${#models[@]} -gt 0 ] || models=(transformer_block resnet18 resnet50 gpt2_24 bert_12)
mkdir -p "$out"
projects=$(mktemp -d)
trap 'rm -rf "$projects"' EXIT
.venv/bin/python tests/ui/graph_projects.py "$projects" >/dev/null
for model in "${models[@]}"; do
  project=$projects/$model
  [ -d "$project" ] || project=tests/data/projects/$model
  for size in 1920x1080 1280x800; do
    for theme in light dark; do
      for zoom in fit 1; do
        shot=$out/$model-$size-$theme-$zoom.png
        XDG_CONFIG_HOME=$projects/config xvfb-run -a -s "-screen 0 1920x1080x24" \
          build/bin/kernel-studio --window-size "$size" --theme "$theme" --graph-zoom "$zoom" \
          --screenshot "$shot" "$project" 2>&1 | grep -E "^(saved|could not)" || true
      done
    done
  done
done
