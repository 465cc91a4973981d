#!/usr/bin/env bash
# Builds chatur's fuzz targets (fuzz/, docs/fuzzing.md) with clang, libFuzzer, AddressSanitizer
# and UndefinedBehaviorSanitizer, and runs each for its share of SECONDS (default 60 in all),
# starting from a seed corpus made of the repository's test data and with a dictionary of its
# format's tokens. A crash, a leak or a sanitizer report fails the script; the input that caused
# it is kept in BUILD/findings/. The corpus grows in BUILD/corpus/ from run to run. BUILD is
# $FUZZ_BUILD, default build-fuzz; a build directory configured with CHATUR_FUZZ=ON is used as
# it is (scripts/test.sh passes its sanitizer build), any other is configured for fuzzing.
# FUZZ_RUNS stops each target after that many executions, if its seconds have not run out first
# (the long runs of docs/fuzzing.md: FUZZ_RUNS=10000000). FUZZ_OPTIONS adds libFuzzer options of
# one's own to every target's (-entropic=0, say: docs/fuzzing.md, "Speed").
#   [FUZZ_BUILD=DIR] [FUZZ_RUNS=N] [FUZZ_OPTIONS="-opt=v ..."] scripts/fuzz.sh [SECONDS] [TARGET...]
set -euo pipefail
cd "$(dirname "$0")/.."
total="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pgn_fuzzer fen_fuzzer move_text_fuzzer protocol_fuzzer
                                     config_fuzzer stored_game_fuzzer)
command -v clang++ >/dev/null || { echo "fuzz.sh: clang++ is missing (apt install clang)" >&2; exit 1; }
build="${FUZZ_BUILD:-build-fuzz}"
if ! grep -qx 'CHATUR_FUZZ:BOOL=ON' "$build/CMakeCache.txt" 2>/dev/null; then
  CC=clang CXX=clang++ cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHATUR_FUZZ=ON \
    -DCHATUR_TESTS=OFF >/dev/null
fi
cmake --build "$build" -j"$(nproc)" --target "${targets[@]}" >/dev/null

seeds="$build/seeds"
rm -rf "$seeds"
mkdir -p "$seeds" "$build/findings"
# One seed per line of a list, each prefixed with the bytes of $2 (the rule set pick).
seed_lines() {
  local dir="$seeds/$1" prefix="$2" n=0
  mkdir -p "$dir"
  while IFS= read -r line; do
    [ -n "$line" ] || continue
    for p in $prefix; do
      printf "\\x$(printf %02x "$p")%s" "$line" >"$dir/$n"
      n=$((n + 1))
    done
  done
}
mkdir -p "$seeds/pgn_fuzzer" "$seeds/config_fuzzer" "$seeds/stored_game_fuzzer"
{ find tests/data/records build/test-data \( -name '*.pgn' -o -name '*.pgn4' \) 2>/dev/null || true; } |
  head -200 | while read -r f; do cp "$f" "$seeds/pgn_fuzzer/$(basename "$f")"; done
cp examples/*.json "$seeds/config_fuzzer/"
cp tests/data/records/*.pgn4 "$seeds/stored_game_fuzzer/"
picks="0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15"
grep -ohE '^(R-[^ ]*|[rnbqkpRNBQKP0-9/\[\]]+/[^ ]* [wb] [^`]*)$' docs/positions.md docs/rules/*.md |
  seed_lines fen_fuzzer "$picks"
printf '%s\n' e2-e4 e7e5 Nf3 O-O O-O-O e7-e8=Q exd6 'K@e4' c2xb4^ -- '#2,3' g1-f3+ |
  seed_lines move_text_fuzzer "3 7 11 22 40"
printf '%s\n' 'depth 3 seldepth 5 score cp 20 nodes 100 nps 1000 time 7 pv e2-e4 e7-e5' \
  'depth 8 time 386 nodes 13667 pv g13-g12 m6-l6 score 75 nps 35406' 'score mate -3' \
  'string hello' 'wtime 1000 btime 900 winc 10 binc 10 movestogo 5' 'rtime 10 gtime 10 roll 2,3' \
  'movetime 100 depth 4 nodes 5000 infinite' 'startpos moves e2-e4 e7-e5' \
  'startpos moves #2,3 h8-f6' 'fen rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2-e4' |
  seed_lines protocol_fuzzer "0 1 2 3 10 11"

status=0
share=$(( total / ${#targets[@]} ))
[ "$share" -ge 1 ] || share=1
for t in "${targets[@]}"; do
  corpus="$build/corpus/$t"
  mkdir -p "$corpus"
  dict="fuzz/${t%_fuzzer}.dict"
  # Inputs no longer than the formats need, since a run costs more the longer its input: 4096
  # bytes hold a whole game with its tags (some 80 rounds of chess.com's four-player chess) or
  # a config; a move, a FEN or an engine line is short.
  case "$t" in
    pgn_fuzzer | stored_game_fuzzer | config_fuzzer) max_len=4096 ;;
    *) max_len=1024 ;;
  esac
  args=(-max_total_time="$share" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048
        -artifact_prefix="$build/findings/$t-" -print_final_stats=1)
  [ -z "${FUZZ_RUNS:-}" ] || args+=(-runs="$FUZZ_RUNS")
  # Split on spaces on purpose: each word is an option.
  # shellcheck disable=SC2206
  [ -z "${FUZZ_OPTIONS:-}" ] || args+=(${FUZZ_OPTIONS})
  [ -f "$dict" ] && args+=(-dict="$dict")
  echo "== $t ($share s)"
  if ! "$build/fuzz/$t" "${args[@]}" "$corpus" "$seeds/$t" 2>"$build/$t.log"; then
    status=1
    tail -40 "$build/$t.log" >&2
  fi
  grep -E '^stat::(number_of_executed_units|peak_rss_mb)|cov: ' "$build/$t.log" | tail -3
done
exit $status
