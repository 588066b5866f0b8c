#!/usr/bin/env bash
# The engine on a "remote" host over ssh, with no shared folder (docs/protocol.md,
# "Workspaces"): an OpenSSH server on 127.0.0.1 with a host key and a user key made for this
# run; the engine keeps its mirrors under a working root of its own and is told not to trust
# shared paths (KS_NO_SHARED_FILES=1), so every file crosses the protocol. The test exports,
# verifies, edits (a planted bug: verify fails and names the kernel), lists, checks and
# reverts a project, all through `kernel-studio … ` with the ssh engine command.
# Usage: ssh_remote.sh KERNEL_STUDIO PYTHON MODEL WORK
set -euo pipefail
ks=$1 python=$2 model=$3 work=$4

sshd=$(command -v sshd || echo /usr/sbin/sshd)
[ -x "$sshd" ] || { echo "no sshd: install openssh-server (scripts/debian-packages.txt)"; exit 1; }
rm -rf "$work"
mkdir -p "$work/keys" "$work/laptop/rms_norm" "$work/remote-root"
chmod 700 "$work/keys"
keys=$work/keys
ssh-keygen -q -t ed25519 -N '' -f "$keys/host" -C ks-test-host
ssh-keygen -q -t ed25519 -N '' -f "$keys/user" -C ks-test-user
cp "$keys/user.pub" "$keys/authorized_keys"
# sshd refuses to start without its privilege separation folder when run as root.
if [ "$(id -u)" -eq 0 ] && [ ! -d /run/sshd ]; then mkdir -p /run/sshd && chmod 755 /run/sshd; fi
port=$("$python" -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
cat >"$keys/sshd_config" <<EOF
Port $port
ListenAddress 127.0.0.1
HostKey $keys/host
AuthorizedKeysFile $keys/authorized_keys
PidFile $keys/sshd.pid
StrictModes no
UsePAM no
PasswordAuthentication no
KbdInteractiveAuthentication no
PubkeyAuthentication yes
PermitRootLogin prohibit-password
AllowTcpForwarding no
X11Forwarding no
PrintMotd no
LogLevel ERROR
EOF
"$sshd" -D -e -f "$keys/sshd_config" 2>"$work/sshd.log" &
sshd_pid=$!
trap 'kill $sshd_pid 2>/dev/null || true' EXIT

ssh=(ssh -i "$keys/user" -o IdentitiesOnly=yes -o BatchMode=yes -o StrictHostKeyChecking=no
     -o "UserKnownHostsFile=$keys/known_hosts" -o LogLevel=ERROR -p "$port" "$(id -un)@127.0.0.1")
for _ in $(seq 1 100); do
  "${ssh[@]}" true 2>/dev/null && break
  kill -0 "$sshd_pid" 2>/dev/null || { cat "$work/sshd.log"; echo "sshd did not start"; exit 1; }
  sleep 0.1
done
"${ssh[@]}" true || { cat "$work/sshd.log"; echo "cannot log in over ssh"; exit 1; }

# The user's model lives on the laptop side only; the engine sees copies.
cp "$model" "$work/laptop/rms_norm/model.py"
model=$work/laptop/rms_norm/model.py
project=$work/laptop/project
export KS_ENGINE="${ssh[*]} env KS_NO_SHARED_FILES=1 KS_WORKSPACE_ROOT=$work/remote-root $python -m kernel_studio.server"

step() { printf '\n== %s\n' "$*"; }
fail() { echo "FAILED: $*"; exit 1; }

step "export over ssh"
"$ks" export "$model" --out "$project" --device cpu --json >"$work/export.json" ||
  fail "export exited $?"
grep -q "\"module\": \"$project/rms_norm.py\"" "$work/export.json" ||
  { cat "$work/export.json"; fail "the export result does not name the local module"; }
for f in kernel-studio.toml rms_norm.py rms_norm.weights.pt generated/rms_norm.py \
         generated/metadata.json generated/rms_norm.weights.pt; do
  [ -s "$project/$f" ] || fail "$f was not brought back"
done
grep -q "^model = \"$model\"" "$project/kernel-studio.toml" ||
  { cat "$project/kernel-studio.toml"; fail "the project does not record the local model file"; }
grep -q "$work/remote-root" "$project/generated/metadata.json" "$project/kernel-studio.toml" &&
  fail "a remote path leaked into the project"
mirror=$(find "$work/remote-root" -name kernel-studio.toml -path '*/kernel-studio.toml' | head -1)
[ -n "$mirror" ] || fail "the engine kept no mirror under its own root"
mirror=$(dirname "$mirror")
[ "$mirror" != "$project" ] || fail "the engine wrote the local folder itself"
[ -f "$mirror/.kernel-studio/remote/inputs/model.py" ] || fail "the model was not sent"
echo "mirror: $mirror"

step "verify over ssh (pristine)"
"$ks" verify "$project" --trials 1 | tee "$work/verify1.txt"
grep -q "verdict  : PASS" "$work/verify1.txt" || fail "a pristine export did not verify"
ls "$project"/.kernel-studio/verify/*/report.json >/dev/null || fail "no report came back"

step "edit locally, check and verify over ssh"
module=$project/rms_norm.py
grep -q "static_cast<float>(1e-06)" "$module" || fail "the planted constant is not in $module"
sed -i 's/static_cast<float>(1e-06)/static_cast<float>(1e-02)/' "$module"
"$ks" kernels "$project" | tee "$work/kernels.txt"
grep -Eq "^cpp_fused_add_mean_mul_pow_rsqrt .* yes$" "$work/kernels.txt" || fail "the edit is not marked"
"$ks" check "$project" || fail "check exited $?"
set +e
"$ks" verify "$project" --trials 1 >"$work/verify2.txt"
rc=$?
set -e
cat "$work/verify2.txt"
[ "$rc" -eq 1 ] || fail "verify of the planted edit exited $rc, expected 1"
grep -q "located  : cpp_fused_add_mean_mul_pow_rsqrt" "$work/verify2.txt" ||
  fail "the faulty kernel was not located"

step "revert over ssh"
"$ks" revert "$project" --all
cmp -s "$module" "$project/generated/rms_norm.py" || fail "revert did not restore the module"
"$ks" verify "$project" --trials 1 | grep -q "verdict  : PASS" || fail "verify after revert"
echo "remote engine over ssh: export, verify, edit, check, revert with no shared folder"
