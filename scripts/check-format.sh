#!/usr/bin/env bash
# Fails when a tracked C++ or Python file is not formatted with the pinned formatters
# (clang-format and ruff from the virtualenv). Usage: check-format.sh VENV_BIN
set -euo pipefail
bin=$1
cd "$(dirname "$0")/.."
mapfile -t cpp < <(git ls-files --cached --others --exclude-standard '*.cpp' '*.h')
if [ ${#cpp[@]} -gt 0 ]; then
  "$bin/clang-format" --dry-run --Werror "${cpp[@]}"
fi
"$bin/ruff" format --check engine bench
"$bin/ruff" check engine bench
echo "format: ${#cpp[@]} C++ files and the Python tree are formatted"
