#!/bin/sh
# `kernel-studio doctor` says whether the engine's workers run contained and, if not, why
# (docs/security.md, "What is contained"): what the engine's own probe finds on this machine;
# "off" with KS_WORKER_NAMESPACES=0; and, for an engine started where no user namespace can be
# made (in one of its own whose limit of namespaces is 0), that the system refuses them, in
# unshare's words. Contained or not, doctor is healthy: containment is reported, not required.
# containment.sh KERNEL_STUDIO PYTHON
set -u
ks=$1
python=$2
fail() { echo "FAIL: $*"; exit 1; }

expect() { # TEXT COMMAND...: exit 0 and TEXT, as written, in the output
  text=$1; shift
  out=$("$@" 2>&1); code=$?
  [ "$code" = 0 ] || fail "$* exited $code: $out"
  printf '%s' "$out" | grep -Fq -- "$text" || fail "$* did not say \"$text\": $out"
}

probed=$("$python" -c 'from kernel_studio import contain
r = contain.report()
print(("contained: " if r["contained"] else "NOT contained: ") + r["message"])') ||
  fail "the probe did not run"
expect "workers   : $probed" "$ks" doctor
expect "workers   : NOT contained: workers are not contained (KS_WORKER_NAMESPACES=0)" \
  env KS_WORKER_NAMESPACES=0 "$ks" doctor
if unshare -U -r true 2>/dev/null; then
  refuse="echo 0 > /proc/sys/user/max_user_namespaces && exec \$0 -m kernel_studio.server"
  expect "workers   : NOT contained: workers run in a session of their own only, and model code can signal the engine: this system refuses unprivileged user namespaces (unshare: No space left on device)" \
    "$ks" doctor --engine "unshare -U -r sh -c \"$refuse\" $python"
else
  echo "no unprivileged user namespaces here: the refused case is this machine's own"
fi
echo "doctor containment: ok"
