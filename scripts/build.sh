#!/usr/bin/env bash
# Configures and builds chatur into build/ (Release). Extra arguments go to CMake.
#
# The build is guided by a profile of chatur's own run, as Stockfish's profile-build is (GCC's
# -fprofile-generate and -fprofile-use): chatur is built instrumented first, runs the workload of
# scripts/profile-training.sh, and is built again with what it counted (docs/architecture.md,
# "Move generation"). build/ is then configured for a build without a profile again: a source
# changed after the training no longer matches its counts, which GCC reports as errors. So a later
# `cmake --build build` builds everything once more, without a profile. CHATUR_PROFILE=off builds
# once, without it: half the time, for the tests (scripts/test.sh) and while working on the code.
set -euo pipefail
cd "$(dirname "$0")/.."
jobs="$(nproc)"
if [ "${CHATUR_PROFILE:-on}" = off ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCHATUR_PROFILE= "$@"
  cmake --build build -j"$jobs"
  exit
fi
cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DCHATUR_PROFILE=generate "$@"
cmake --build build -j"$jobs" --target chatur
# Counts of an earlier training would be added to this one's.
profile="$(sed -n 's/^CHATUR_PROFILE_DIR:PATH=//p' build/CMakeCache.txt)"
rm -rf "$profile"
scripts/profile-training.sh build/cli/chatur
cmake -S . -B build -DCHATUR_PROFILE=use "$@"
cmake --build build -j"$jobs"
cmake -S . -B build -DCHATUR_PROFILE= "$@" >/dev/null
