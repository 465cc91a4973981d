#!/usr/bin/env bash
# The main job: install what is missing, build, and play a self-play game of the built-in random
# player on Chaturaji, printing the moves, the final position and the result.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh -DCHATUR_TESTS=OFF
build/cli/chatur selfplay --variant chaturaji --seed "${SEED:-1}"
