# The two commands of README.md: `make run` and `make test`. Both set up everything they need.
.PHONY: run test setup test-gpu format clean package test-package

setup:
	@scripts/bootstrap.sh

run: setup
	@scripts/run-example.sh

# Every test on the dev build, then the C++ tests (core, ui, e2e) again on the asan build
# (AddressSanitizer + UBSan); the asan preset leaves out the Python-only tests and the
# regenerate scenarios whose time is the engine's (renamed, conflict and the merge view run there).
test: setup
	@echo "==> Running every test (ctest --preset dev)"
	@ctest --preset dev
	@scripts/bootstrap.sh asan
	@echo "==> Running the C++ tests under AddressSanitizer and UBSan (ctest --preset asan)"
	@ctest --preset asan

# The Debian package, build-release/kernel-studio_<version>_amd64.deb, from the release build
# (docs/packaging.md). Configured again each time so --version names the current revision; the
# engine's pins are those .venv was made from (KS_REQUIREMENTS, as for bootstrap.sh).
package:
	@scripts/bootstrap.sh release
	@cmake --preset release -DKS_ENGINE_REQUIREMENTS="$(abspath $(or $(KS_REQUIREMENTS),scripts/requirements.txt))" > /dev/null
	@cmake --build --preset release
	@echo "==> Packaging (cpack -G DEB in build-release/)"
	@cd build-release && cpack -G DEB

# The package tested as installed (unpacked into a fresh root); CI runs it after make test.
test-package:
	@tests/package/test_installed.sh

# Engine tests on a machine with a CUDA GPU, using its system python (no venv, no Qt build).
test-gpu:
	cd engine && PYTHONPATH=. python3 -m pytest -q -m gpu tests

format:
	@.venv/bin/clang-format -i $$(git ls-files '*.cpp' '*.h')
	@.venv/bin/ruff format engine bench
	@.venv/bin/ruff check --fix engine bench

clean:
	rm -rf build build-asan build-release
