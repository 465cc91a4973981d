#!/usr/bin/env bash
# Install what is missing, build, and run every test: once in the Release build, once built with
# AddressSanitizer and UndefinedBehaviorSanitizer (clang); then a minute of fuzzing
# (docs/fuzzing.md). Tests are switched on explicitly: build/ may have been configured without
# them by the main job (scripts/demo.sh), and CMake's cache would keep that. A build without
# tests fails here instead of passing with none run.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
# Each step's start, so that a slow run shows where its time went.
stage() { echo "== $(date -u +%H:%M:%S) $*"; }
stage dependencies and test data
scripts/install-deps.sh
scripts/fetch-test-data.sh
stage Release build
# Built once, without the profile of the main job's build (scripts/build.sh): the tests check the
# code, a build without a profile keeps every warning an error, and CI's 30 minutes on two cores
# had room for one build of the tests, not two.
CHATUR_PROFILE=off scripts/build.sh -DCHATUR_TESTS=ON
stage Release tests
ctest --test-dir build -j"$jobs" --output-on-failure --no-tests=error
# A one-node Slurm cluster runs a small sharded tournament (docs/tournament.md, "On Slurm"); it
# says why it skips where it cannot (not root, no packages).
stage Slurm
scripts/slurm/test.sh build
# The sanitizer build is clang's with the fuzz targets on (CHATUR_FUZZ: AddressSanitizer,
# UndefinedBehaviorSanitizer and libFuzzer's coverage in every library), so that the short fuzz
# run links against the libraries the tests built and costs only its links and its minute.
# -O1 with line tables only: sanitizer reports keep their lines, and the build takes less than
# half the time of -O2 -g, which the 30 minutes of CI on two cores need.
stage sanitizer build
CC=clang CXX=clang++ cmake -S . -B build-sanitize -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCHATUR_FUZZ=ON -DCHATUR_TESTS=ON
cmake --build build-sanitize -j"$jobs"
stage sanitizer tests
# The reference cross-checks (label "reference") ran above: they compare the rules with an
# independent reference, and under the sanitizers they took a third of this run's time.
ctest --test-dir build-sanitize -j"$jobs" --output-on-failure --no-tests=error -LE reference
stage fuzzing
FUZZ_BUILD=build-sanitize scripts/fuzz.sh 60
stage done
