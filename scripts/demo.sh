#!/usr/bin/env bash
# The main job: install what is missing, build, and run a demo tournament of the built-in engine
# levels on Chaturaji in the teams format into an SQLite archive (DB, default demo.db; a fresh
# one each run), printing progress, standings and ratings.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
scripts/build.sh -DCHATUR_TESTS=OFF
db="${DB:-demo.db}"
rm -f "$db" "$db-wal" "$db-shm"
build/cli/chatur tournament run examples/demo-chaturaji.json --db "$db"
