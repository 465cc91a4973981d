#!/usr/bin/env bash
# The workload scripts/build.sh profiles chatur on: what its users run most and its benchmarks
# measure. Random games of chess and Chaturaji written, validated, imported and queried
# (bench-records), exported; matches of the built-in engines on a two-army and a four-army rule
# set; perft. Some seconds.
#
#   scripts/profile-training.sh CHATUR
set -euo pipefail
chatur="$1"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$chatur" bench-records -n 4000 --variant chess --variant chaturaji --max-plies 120 --dir "$dir" \
  >/dev/null
"$chatur" export --db "$dir/bench-records-chess.db" -o "$dir/chess.pgn"
"$chatur" export --db "$dir/bench-records-chaturaji.db" -o "$dir/chaturaji.pgn4"
"$chatur" engine-match -v chaturaji -n 2 --nodes 20000 -q >/dev/null
"$chatur" engine-match -v chess -n 2 --nodes 20000 -q >/dev/null
"$chatur" bench --reduce 1 >/dev/null
