#!/usr/bin/env bash
# Generates synthetic graphs and runs the UI benchmark on them (figures: docs/benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
for n in 2000 20000; do
  .venv/bin/python bench/graph_gen.py --nodes "$n" --out "$tmp/graph_$n.json"
done
build/bin/ui_bench "$tmp/graph_2000.json" "$tmp/graph_20000.json"
rm -rf "$tmp"
