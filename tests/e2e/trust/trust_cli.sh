#!/bin/sh
# Workspace trust on the command line (docs/security.md, docs/command-line.md): in a trust store
# of its own, a project copied into a folder never trusted is refused by every command that runs
# its code (exit 8, saying why and how to trust it; its decompositions.py never runs), runs with
# --trust for one command, and runs once `kernel-studio trust` recorded a parent folder.
# trust_cli.sh KERNEL_STUDIO EXPORTED_PROJECT
set -u
ks=$1
exported=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export KS_TRUST_FILE="$work/store/trusted-folders.json"
unset KS_TRUSTED_FOLDERS
project="$work/sent/project"
mkdir -p "$work/sent"
cp -r "$exported" "$project"
rm -rf "$project/.kernel-studio"
marker="$work/decompositions-ran"
printf 'import pathlib\npathlib.Path(%s).write_text("ran")\n' "'$marker'" > "$project/decompositions.py"
fail() { echo "FAIL: $*"; exit 1; }

expect() { # CODE REGEX COMMAND...
  want=$1; regex=$2; shift 2
  out=$("$@" 2>&1); code=$?
  [ "$code" = "$want" ] || fail "$* exited $code, expected $want: $out"
  printf '%s' "$out" | tr '\n' ' ' | grep -Eq -- "$regex" || fail "$* said: $out"
}

why="is not a trusted folder: .* runs the Python code it holds .*kernel-studio trust $project.*--trust"
expect 8 "verify: $project $why" "$ks" verify "$project" --trials 1
expect 8 "profile: $project $why" "$ks" profile "$project"
expect 8 "regenerate: $project $why" "$ks" regenerate "$project"
expect 8 "merge: $project $why" "$ks" merge "$project"
expect 8 "ir: $project $why" "$ks" ir "$project" cpp_fused_add_mean_mul_pow_rsqrt
expect 8 "resources: $project $why" "$ks" resources "$project"
[ -e "$marker" ] && fail "decompositions.py ran for an untrusted project"
[ -e "$project/.kernel-studio/verify" ] && fail "verify wrote a run for an untrusted project"
[ -e "$KS_TRUST_FILE" ] && fail "a refusal wrote the trust store"
# Commands that run no project code need no trust.
expect 0 "cpp_fused" "$ks" kernels "$project"
expect 0 "cpp_fused.*not computed" "$ks" resources "$project" --cached

# --trust: this command only (nothing recorded).
expect 0 "verdict  : PASS" "$ks" verify "$project" --trials 1 --trust
[ -e "$KS_TRUST_FILE" ] && fail "--trust recorded the folder"

# `trust` records a parent; its children are trusted from then on, by the CLI and the engine.
expect 2 "not a folder" "$ks" trust "$work/nothing-here"
expect 0 "trusted $work/sent \\(recorded in $KS_TRUST_FILE\\)" "$ks" trust "$work/sent"
expect 0 "^$work/sent" "$ks" trust --list
expect 0 "verdict  : PASS" "$ks" verify "$project" --trials 1
echo "trust cli: ok"
