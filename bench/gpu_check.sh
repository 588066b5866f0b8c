#!/usr/bin/env bash
# The GPU machine's check of a change to lowering, cleanup, verification or profiling, in one
# command (the machine has torch 2.11, triton 3.6, torchvision and transformers, no internet):
#   bench/gpu_check.sh OUT [tests|gputests|clean|hashes|corpus|launch|zoo|train_zoo]...
#   (default: tests hashes)
# The engine's Python dependencies come as wheels in .whl/ (ruff, libcst, tomlkit, jsonschema
# and its dependencies, for the machine's python). Writes OUT/gpu_tests.txt (pytest -m gpu),
# OUT/hashes.txt (sha256 of cpu exports' modules: compare with the same list made on another
# machine of the same torch series by `bench/gpu_check.sh OUT hashes` there: a 2.11 .venv,
# KS_REQUIREMENTS=scripts/requirements-torch2.11.txt, against this machine's 2.11, while the
# default .venv's 2.15 writes other bytes); `gputests` is the pytest -m gpu part of
# `tests` alone, on GPU_TEST_PATHS (default: tests; e.g. "tests/export tests/clean": the whole
# suite no longer fits one 600 s command on a cold machine), `clean` the corpus part alone;
# OUT/corpus.txt (bench/check_corpus_gpu.py
# on CORPUS_CASES) and OUT/zoo/ (bench/zoo.py with ZOO_ARGS: zoo.jsonl, zoo.txt, report.md; a
# run resumes from ZOO_PREVIOUS, an earlier zoo.jsonl, and stops starting models after
# ZOO_BUDGET seconds, default 240, so that it fits one command; the work folders of models
# that did not pass are kept in ZOO_WORK, default /tmp/ks-zoo-work) and OUT/launch.txt +
# OUT/launch/ (bench/launch_overhead.py --verify on LAUNCH_MODELS).
set -u
out=$1
shift
steps=${*:-tests hashes}
mkdir -p "$out"
python=${PYTHON:-python3}
if [ -d .whl ] && ls .whl/*.whl >/dev/null 2>&1; then
  "$python" -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/ks-site .whl/*.whl
  export PYTHONPATH=/tmp/ks-site:$PWD/engine PATH=/tmp/ks-site/bin:$PATH
else
  export PYTHONPATH=$PWD/engine
fi
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/device.txt" 2>&1
"$python" -c 'import torch, triton; print("torch", torch.__version__, "triton", triton.__version__)' >>"$out/device.txt"

for step in $steps; do
  case $step in
  tests | gputests | clean)
    if [ "$step" != clean ]; then
      start=$(date +%s)
      # shellcheck disable=SC2086 # GPU_TEST_PATHS is a list of paths under engine/
      (cd engine && "$python" -m pytest -q -p no:cacheprovider -m gpu ${GPU_TEST_PATHS:-tests}) \
        >"$out/gpu_tests.txt" 2>&1
      echo "rc=$? in $(($(date +%s) - start)) s" >>"$out/gpu_tests.txt"
    fi
    if [ "$step" != gputests ]; then
      # The clean stage's corpus: the expected modules were made on another machine, so a
      # pass here means the same raw output gives the same bytes on this one.
      (cd engine && "$python" -m pytest -q -p no:cacheprovider tests/clean) >"$out/clean_tests.txt" 2>&1
      echo "rc=$?" >>"$out/clean_tests.txt"
    fi
    ;;
  hashes)
    # The same cpu export must give the same module bytes on every machine.
    : >"$out/hashes.txt"
    for model in resources/examples/rms_norm/model.py engine/tests/models/transformer_block.py \
                 engine/tests/models/conv_bn_relu.py; do
      dir=/tmp/ks-hash/$(basename "$(dirname "$model")")-$(basename "$model" .py)
      rm -rf "$dir"
      "$python" -c 'import sys; from kernel_studio.methods.export import export_model_file as e
e(sys.argv[1], sys.argv[2], device="cpu")' "$model" "$dir" >"$out/hash-export.log" 2>&1 ||
        { echo "export of $model failed" >>"$out/hashes.txt"; tail -5 "$out/hash-export.log" >>"$out/hashes.txt"; }
      for f in "$dir"/generated/*.py; do
        [ -f "$f" ] && echo "$(sha256sum <"$f" | cut -c1-64)  $(basename "$model") $(basename "$f")" >>"$out/hashes.txt"
      done
    done
    ;;
  corpus)
    "$python" bench/check_corpus_gpu.py --out /tmp/ks-corpus --jobs "${CORPUS_JOBS:-2}" \
      ${CORPUS_CASES:-} >"$out/corpus.txt" 2>&1
    echo "rc=$?" >>"$out/corpus.txt"
    ;;
  launch)
    # The exported module's launch cache against Triton's JIT and torch.compile, each export
    # verified (bench/launch_overhead.py; docs/benchmarks.md "Launch overhead").
    "$python" bench/launch_overhead.py --verify --out "$out/launch" \
      ${LAUNCH_MODELS:-resnet18 densenet121 swin_v2_t convnext_tiny} >"$out/launch.txt" 2>&1
    echo "rc=$?" >>"$out/launch.txt"
    ;;
  zoo)
    mkdir -p "$out/zoo"
    if [ -n "${ZOO_PREVIOUS:-}" ] && [ -f "$ZOO_PREVIOUS" ]; then
      cp "$ZOO_PREVIOUS" "$out/zoo/zoo.jsonl"
    fi
    # ZOO_ARGS is read as a shell line: a quoted --filter keeps its quotes' meaning.
    eval "zoo_args=(${ZOO_ARGS:-})"
    # Each model's line is appended as it finishes: a command cut short keeps what finished.
    "$python" bench/zoo.py --out "$out/zoo" --work "${ZOO_WORK:-/tmp/ks-zoo-work}" --resume \
      --budget "${ZOO_BUDGET:-240}" "${zoo_args[@]}" >"$out/zoo/zoo.txt" 2>&1
    echo "rc=$?" >>"$out/zoo/zoo.txt"
    "$python" bench/zoo.py report "$out/zoo/zoo.jsonl" >"$out/zoo/report.md" 2>&1
    ;;
  train_zoo)
    # Training steps on the zoo (docs/benchmarks.md "Training steps on the zoo").
    mkdir -p "$out/train_zoo"
    previous=()
    if [ -n "${TRAIN_ZOO_PREVIOUS:-}" ] && [ -f "$TRAIN_ZOO_PREVIOUS" ]; then
      cp "$TRAIN_ZOO_PREVIOUS" "$out/train_zoo/train_zoo.jsonl"
      previous=(--previous "$out/train_zoo/train_zoo.jsonl")
    fi
    eval "train_args=(${TRAIN_ZOO_ARGS:-})"
    "$python" bench/train_zoo.py "$out/train_zoo" --device cuda --budget "${TRAIN_ZOO_BUDGET:-400}" \
      "${previous[@]}" "${train_args[@]}" >"$out/train_zoo/train_zoo.txt" 2>&1
    echo "rc=$?" >>"$out/train_zoo/train_zoo.txt"
    ;;
  esac
done
