#!/usr/bin/env bash
# Install what is missing, build, and run every test: once in the Release build, once built with
# AddressSanitizer and UndefinedBehaviorSanitizer.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
scripts/install-deps.sh
scripts/build.sh
ctest --test-dir build -j"$jobs" --output-on-failure
cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHATUR_SANITIZE=ON
cmake --build build-sanitize -j"$jobs"
ctest --test-dir build-sanitize -j"$jobs" --output-on-failure
