#!/usr/bin/env bash
# The archive at a large number of games (issue 16's targets are at 1,000,000): imports a PGN of
# random chess games into an archive, with the import's processor time and peak resident memory
# (/usr/bin/time -v), then times `find --fen`, `games` with filters (first page), `show` and
# `export` of the whole archive against pgn-extract reading the same PGN. Not for CI: a million
# games take about 850 MB of PGN and 1.5 GB of archive; run it niced on a shared machine.
#
#   bench/archive_large.sh [-n GAMES] [-p MAX_PLIES] [-e EXPORT_RUNS] [-c CHATUR] [-d DIR] [-k]
#
# The PGN is `chatur bench-records`'s (written once into DIR and kept there for later runs); the
# archive is made anew. -k keeps the archive too. Each query runs three times, each export
# EXPORT_RUNS times (default 1: at a million games one takes minutes); the best wall time counts.
set -euo pipefail

games=1000000
max_plies=120
chatur=build/cli/chatur
dir=/tmp/chatur-archive-large
keep=0
export_runs=1
while getopts "n:p:e:c:d:kh" opt; do
  case $opt in
    n) games=$OPTARG ;;
    e) export_runs=$OPTARG ;;
    p) max_plies=$OPTARG ;;
    c) chatur=$OPTARG ;;
    d) dir=$OPTARG ;;
    k) keep=1 ;;
    *)
      sed -n '2,13p' "$0"
      exit 2
      ;;
  esac
done

[[ -x $chatur ]] || { echo "no chatur binary at $chatur (-c PATH)" >&2; exit 2; }
chatur=$(realpath "$chatur")
[[ -x /usr/bin/time ]] || { echo "needs GNU time (apt-get install time)" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 2; }
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
mkdir -p "$dir"
pgn=$dir/games-$games.pgn
db=$dir/archive-$games.db
if [[ ! -s $pgn ]]; then
  echo "writing $games random games (max plies $max_plies) to $pgn" >&2
  # bench-records writes the PGN first and then measures on it; only the PGN is wanted here.
  "$chatur" bench-records -n "$games" --variant chess --max-plies "$max_plies" --dir "$dir" \
    > "$dir/bench-records.txt"
  mv "$dir/bench-records-chess.pgn" "$pgn"
  rm -f "$dir"/bench-records-chess.db*
fi
rm -f "$db" "$db-wal" "$db-shm"

# best_ms RUNS COMMAND...: the best wall time of RUNS runs in milliseconds, output thrown away.
# The clock is bash's own (EPOCHREALTIME): a `date` for each reading, a process of its own, added
# a millisecond to every time.
best_ms() {
  local runs=$1 best= t0 t1 ms
  shift
  for ((i = 0; i < runs; ++i)); do
    t0=$EPOCHREALTIME
    "$@" > /dev/null 2>&1
    t1=$EPOCHREALTIME
    ms=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", (b - a) * 1000 }')
    if [[ -z $best ]] || awk -v a="$ms" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$ms; fi
  done
  echo "$best"
}
# measured LABEL TARGET COMMAND...: a row of the table.
measured() {
  local label=$1 target=$2
  shift 2
  printf '| %-44s | %12s | %10s |\n' "$label" "$(best_ms 3 "$@")" "$target"
}

pgn_bytes=$(stat -c %s "$pgn")
/usr/bin/time -v -o "$dir/import-time.txt" "$chatur" import "$pgn" --db "$db" > "$dir/import.txt"
cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { printf "%.1f", u + s }' \
  "$dir/import-time.txt")
wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { print $2 }' "$dir/import-time.txt")
rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$dir/import-time.txt")
db_bytes=$(stat -c %s "$db")

echo
echo "$(cat "$dir/import.txt")"
echo "PGN: $pgn_bytes bytes; archive: $db_bytes bytes"
echo "import: $cpu s processor time, $wall wall, peak resident $rss MB (target: under 500 MB)"
echo
printf '| %-44s | %12s | %10s |\n' "query (best of 3, wall)" "ms" "target ms"
printf '| %-44s | %12s | %10s |\n' "---" "---" "---"
# A position of the middle of a game stored near the end, and the start position (every game).
last=$(sqlite3 "$db" "SELECT max(id) FROM games WHERE ply_count >= 30")
middle_fen=$("$chatur" show "$last" --db "$db" --plain --ply 30 | awk 'NF { line = $0 } END { print line }')
measured "process start alone (chatur --help)" "" "$chatur" --help
measured "find --fen --variant (ply 30 of one game)" 20 "$chatur" find --db "$db" --fen "$middle_fen" \
  --variant chess
measured "find --fen (ply 30, every rule set it fits)" 20 "$chatur" find --db "$db" --fen "$middle_fen"
measured "find --fen --variant (start, first 100)" 20 "$chatur" find --db "$db" \
  --fen 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' --variant chess
measured "games --player --result --since (first page)" 50 "$chatur" games --db "$db" \
  --player player-42 --result '*' --since 2024.06.01 --limit 20
measured "games --variant --event (first page)" 50 "$chatur" games --db "$db" \
  --variant chess --event 'Bench 7' --limit 20
measured "show (a game near the end)" 5 "$chatur" show "$last" --db "$db" --plain
echo
export_ms=$(best_ms "$export_runs" "$chatur" export --db "$db" -o /dev/null)
extract_ms=$(best_ms "$export_runs" "$pgn_extract" -s -o /dev/null "$pgn")
printf '| %-44s | %12s | %12s | %8s |\n' "export of every game (best of $export_runs, wall)" "pgn-extract" "chatur" "ratio"
printf '| %-44s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
printf '| %-44s | %12.1f | %12.1f | %8s |\n' "seconds" "$(awk -v m="$extract_ms" 'BEGIN { print m / 1000 }')" \
  "$(awk -v m="$export_ms" 'BEGIN { print m / 1000 }')" \
  "$(awk -v a="$export_ms" -v b="$extract_ms" 'BEGIN { printf "%.2fx", a / b }')"
if [[ $keep == 0 ]]; then rm -f "$db" "$db-wal" "$db-shm"; fi
