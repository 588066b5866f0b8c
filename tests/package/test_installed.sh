#!/usr/bin/env bash
# The Debian package, tested as installed (CI runs it after `make test`, see .ci/run): builds
# it with `make package`, unpacks it into a fresh root with dpkg -x and runs the unpacked
# /usr/bin/kernel-studio: --version, setup and doctor with an engine made from the package's
# own engine wheel (its torch and pinned packages from the project's .venv, so nothing is
# downloaded), an export and a verify of the bundled example from /usr/share/kernel-studio,
# `setup --dry-run` (the download the first start would make; skipped offline), and lintian
# (errors fail; warnings are listed). Settings and data go to a throwaway HOME.
set -euo pipefail
cd "$(dirname "$0")/../.."
src=$(pwd)
step() { printf '\n==> [%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() { echo "test_installed: FAILED: $*" >&2; exit 1; }
start=$(date +%s)

step "make package"
make package
deb=$(ls -t build-release/kernel-studio_*_amd64.deb | head -1)
built=$(date +%s)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
root=$tmp/root
step "dpkg -x $deb $root"
dpkg -x "$deb" "$root"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
ks=$root/usr/bin/kernel-studio
[ -x "$ks" ] || fail "no /usr/bin/kernel-studio in the package"
# What a user's machine has: no build tree on any path, nothing in the environment.
unset KS_ENGINE KS_LIBTORCH_DIR LD_LIBRARY_PATH QT_PLUGIN_PATH
export HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home/.config XDG_DATA_HOME=$tmp/home/.local/share \
  XDG_CACHE_HOME=$tmp/home/.cache
mkdir -p "$HOME"

helper=$(echo "$root"/usr/lib/*/kernel-studio/kernel-studio-layout)
[ -x "$helper" ] || fail "no layout helper (/usr/lib/<triplet>/kernel-studio/kernel-studio-layout) in the package"

step "the binaries link no libtorch and carry no build path"
if readelf -d "$ks" "$helper" "$root"/usr/lib/*/kernel-studio/*.so | grep -E 'NEEDED.*(torch|c10)|R(UN)?PATH'; then
  fail "the installed binaries name libtorch or a RUNPATH"
fi

step "kernel-studio --version"
"$ks" --version | tee "$tmp/version.txt"
grep -Eq '^kernel-studio [0-9.]+ \(git [^)]+\)' "$tmp/version.txt" || fail "--version: no git revision"
for lib in Qt Graphviz libgit2 libtorch QScintilla; do
  grep -Eq "^  $lib [0-9]" "$tmp/version.txt" || fail "--version: no $lib version"
done

step "an engine from the package's wheel (torch and pins from .venv: no download)"
python3 -m venv "$tmp/engine"
purelib=$("$tmp/engine/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))')
"$src/.venv/bin/python" -c 'import sysconfig; print(sysconfig.get_path("purelib"))' \
  > "$purelib/project-venv.pth"
"$tmp/engine/bin/python" -m pip install --quiet --no-deps --no-index \
  "$root"/usr/share/kernel-studio/engine/kernel_studio-*.whl
# What pip puts in a virtualenv's bin for the pinned ruff (the engine formats with it).
ln -s "$src/.venv/bin/ruff" "$tmp/engine/bin/ruff"
where=$("$tmp/engine/bin/python" -c 'import kernel_studio; print(kernel_studio.__file__)')
case "$where" in "$tmp"/engine/*) ;; *) fail "the engine is imported from $where, not the wheel" ;; esac
engine="$tmp/engine/bin/python -m kernel_studio.server"

step "kernel-studio setup --engine ... (kept in the settings, checked as doctor does)"
"$ks" setup --engine "$engine"
grep -q "kernel_studio.server" "$XDG_CONFIG_HOME/KernelStudio/kernel-studio.conf" ||
  fail "setup did not keep the engine in the settings"

step "kernel-studio doctor (the engine from the settings)"
"$ks" doctor | tee "$tmp/doctor.txt"
grep -q "status *: healthy" "$tmp/doctor.txt" || fail "doctor: not healthy"
grep -q "libtorch *: .*(tensor files can be read)" \
  "$tmp/doctor.txt" || fail "doctor: the engine's libtorch was not loaded"

example=$root/usr/share/kernel-studio/examples/rms_norm/model.py
step "kernel-studio export $example"
"$ks" export "$example" --out "$tmp/project"
[ -f "$tmp/project/kernel-studio.toml" ] || fail "export wrote no project"

step "kernel-studio verify (the bundled example's project)"
"$ks" verify "$tmp/project" --trials 2

# The window from the installed files (Qt's platform plugins from Debian), on the project and
# on the exported .pt2 (read through the tensor/.pt2 module with the engine's libtorch).
shots=build-release/package-test
rm -rf "$shots" && mkdir -p "$shots"
step "the IDE on the project and on its .pt2 (offscreen; screenshots in $shots)"
QT_QPA_PLATFORM=offscreen "$ks" "$tmp/project" --window-size 1280x800 --screenshot "$shots/project.png"
[ -s "$shots/project.png" ] || fail "no screenshot of the project"
pt2=$tmp/rms_norm.pt2
"$src/.venv/bin/python" - "$example" "$pt2" <<'PY'
import importlib.util
import sys

import torch

spec = importlib.util.spec_from_file_location("model", sys.argv[1])
m = importlib.util.module_from_spec(spec)
spec.loader.exec_module(m)
model = m.Model(*m.get_init_inputs())
torch.export.save(torch.export.export(model, tuple(m.get_inputs())), sys.argv[2])
PY
QT_QPA_PLATFORM=offscreen "$ks" "$pt2" --window-size 1280x800 --screenshot "$shots/pt2.png"
[ -s "$shots/pt2.png" ] || fail "no screenshot of $pt2"

# A level of more than 300 boxes: Graphviz runs in the installed layout helper, which the app
# finds beside its torch reader module (a failed layout is said on stderr).
step "the IDE on a level the layout helper lays out (functional_2k, three groups open)"
cp -r "$src/tests/data/projects/functional_2k" "$tmp/functional_2k"
QT_QPA_PLATFORM=offscreen "$ks" "$tmp/functional_2k" --window-size 1280x800 \
  --graph-open "ops 1-98,ops 99-200,ops 201-298" --screenshot "$shots/helper.png" 2>&1 |
  tee "$tmp/helper.txt"
grep -q "^saved " "$tmp/helper.txt" || fail "no screenshot of functional_2k"
! grep -q -e "Layout failed" -e "no module or group" "$tmp/helper.txt" ||
  fail "the level the layout helper lays out was not drawn"

step "kernel-studio setup --dry-run (what a first start downloads)"
if python3 -c 'import urllib.request; urllib.request.urlopen("https://pypi.org/simple/pip/", timeout=10)' 2>/dev/null; then
  XDG_CONFIG_HOME=$tmp/fresh-config "$ks" setup --dry-run | tee "$tmp/setup.txt"
  grep -Eq "This downloads [0-9.]+ [kMG]B" "$tmp/setup.txt" || fail "setup --dry-run said no size"
  [ ! -e "$XDG_DATA_HOME/kernel-studio/engine" ] || fail "setup --dry-run made the engine"
else
  echo "(skipped: pypi.org cannot be reached)"
fi

step "lintian $deb"
if ! command -v lintian > /dev/null; then
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends lintian
fi
lintian --fail-on error --info "$deb" | tee "$tmp/lintian.txt"
echo "lintian: $(grep -c '^E:' "$tmp/lintian.txt" || true) errors, $(grep -c '^W:' "$tmp/lintian.txt" || true) warnings"

end=$(date +%s)
echo
echo "test_installed: passed ($deb, $(du -h "$deb" | cut -f1); make package $((built - start)) s, the tests $((end - built)) s)"
