#!/usr/bin/env bash
# Generates synthetic graphs and runs the UI benchmark on them and on real models (figures: docs/benchmarks.md).
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
for n in 2000 20000; do
  .venv/bin/python bench/graph_gen.py --nodes "$n" --out "$tmp/graph_$n.json"
done
# Real models exported on the GPU machine (bench/real_graphs.py): ResNet-50, DenseNet-201,
# a 24-layer GPT-2, 12- and 48-layer BERT encoders.
real=()
for m in resnet50 densenet201 gpt2_24 bert_12 bert_48; do
  real+=("tests/data/graphs/$m/metadata.json")
done
build/bin/ui_bench "$tmp/graph_2000.json" "$tmp/graph_20000.json" "${real[@]}"
rm -rf "$tmp"
