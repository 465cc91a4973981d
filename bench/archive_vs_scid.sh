#!/usr/bin/env bash
# Imports the same PGN into SCID (Debian's `scid`, through tkscid's `sc_base import`) and into a
# chatur archive, and prints import speed and size side by side with their ratios (chatur / SCID);
# then export of the whole archive against pgn-extract (Debian's `pgn-extract`) reading the same
# PGN and writing it out again, each move checked.
# The chess file is what `chatur bench-records` writes; a four-army file (chaturaji) is imported
# by chatur alone, SCID cannot read it, and compared with the chess figures.
#
#   bench/archive_vs_scid.sh [-n GAMES] [-r RUNS] [-p MAX_PLIES] [-c CHATUR] [-d DIR]
#
# Each import runs RUNS times into a new archive; the best wall time counts (the machine is
# shared), for export too. Sizes are of the files on disk after the import: SCID's .si4 .sg4 .sn4, chatur's
# archive (with its -wal file if one is left); "without the position index" leaves out the pages
# of the `positions` table, counted by SQLite's dbstat.
set -euo pipefail

games=20000
runs=3
max_plies=120
chatur=build/cli/chatur
dir=
while getopts "n:r:p:c:d:h" opt; do
  case $opt in
    n) games=$OPTARG ;;
    r) runs=$OPTARG ;;
    p) max_plies=$OPTARG ;;
    c) chatur=$OPTARG ;;
    d) dir=$OPTARG ;;
    *)
      sed -n '2,12p' "$0"
      exit 2
      ;;
  esac
done

tkscid=$(command -v tkscid || echo /usr/games/tkscid)
[[ -x $tkscid ]] || { echo "needs Debian's scid (apt-get install scid): no tkscid" >&2; exit 2; }
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[[ -x $pgn_extract ]] || { echo "needs Debian's pgn-extract (apt-get install pgn-extract)" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 2; }
[[ -x $chatur ]] || { echo "no chatur binary at $chatur (-c PATH)" >&2; exit 2; }
chatur=$(realpath "$chatur")
if [[ -z $dir ]]; then
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir"

now() { date +%s.%N; }
# Best (smallest) of the wall times on standard input.
best() { sort -g | head -1; }
file_bytes() {
  local f total=0
  for f in "$@"; do [[ -e $f ]] && total=$((total + $(stat -c %s "$f"))); done
  echo "$total"
}
# games/s of N games in S seconds.
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

echo "making $games random games per rule set with chatur bench-records (max plies: $max_plies)" >&2
for v in chess chaturaji; do
  "$chatur" bench-records -n "$games" --variant "$v" --max-plies "$max_plies" --dir "$dir" \
    > "$dir/bench-records-$v.txt"
done
chess_pgn=$dir/bench-records-chess.pgn
four_pgn=$dir/bench-records-chaturaji.pgn

cat > "$dir/scid_import.tcl" <<'EOF'
set db [sc_base create [lindex $argv 0]]
set result [sc_base import $db [lindex $argv 1]]
puts [lindex $result 0]
sc_base close $db
EOF

scid_times=()
for ((i = 0; i < runs; ++i)); do
  rm -f "$dir"/scid.si4 "$dir"/scid.sg4 "$dir"/scid.sn4
  t0=$(now)
  scid_games=$("$tkscid" "$dir/scid_import.tcl" "$dir/scid" "$chess_pgn")
  t1=$(now)
  scid_times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
done
scid_s=$(printf '%s\n' "${scid_times[@]}" | best)
scid_bytes=$(file_bytes "$dir"/scid.si4 "$dir"/scid.sg4 "$dir"/scid.sn4)

# chatur_import PGN NAME: best wall time into $dir/NAME.db; sets imported_s, total and index bytes.
chatur_import() {
  local pgn=$1 db=$dir/$2.db times=()
  for ((i = 0; i < runs; ++i)); do
    rm -f "$db" "$db-wal" "$db-shm"
    local t0 t1
    t0=$(now)
    "$chatur" import "$pgn" --db "$db" > /dev/null
    t1=$(now)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
  done
  imported_s=$(printf '%s\n' "${times[@]}" | best)
  total_bytes=$(file_bytes "$db" "$db-wal")
  index_bytes=$(sqlite3 "$db" "SELECT coalesce(sum(pgsize), 0) FROM dbstat WHERE name = 'positions'
    OR name IN (SELECT name FROM sqlite_schema WHERE tbl_name = 'positions')")
  stored=$(sqlite3 "$db" "SELECT count(*) FROM games")
}

chatur_import "$chess_pgn" chess
chess_s=$imported_s chess_bytes=$total_bytes chess_index=$index_bytes chess_games=$stored
chatur_import "$four_pgn" chaturaji
four_s=$imported_s four_bytes=$total_bytes four_index=$index_bytes four_games=$stored

pgn_bytes=$(file_bytes "$chess_pgn")
plies=$(grep -m1 -o '[0-9.]* per game' "$dir/bench-records-chess.txt" | cut -d' ' -f1 || true)
echo
echo "chess: $games games ($scid_games read by SCID, $chess_games stored by chatur), $pgn_bytes bytes of PGN${plies:+, $plies plies a game}; best of $runs runs"
echo
printf '| %-38s | %12s | %12s | %8s |\n' "" "SCID" "chatur" "ratio"
printf '| %-38s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "import wall (s)" "$scid_s" "$chess_s" "$(ratio "$chess_s" "$scid_s")"
printf '| %-38s | %12s | %12s | %8s |\n' "import games/s" "$(rate "$games" "$scid_s")" \
  "$(rate "$games" "$chess_s")" "$(ratio "$(rate "$games" "$chess_s")" "$(rate "$games" "$scid_s")")"
printf '| %-38s | %12s | %12s | %8s |\n' "archive bytes" "$scid_bytes" "$chess_bytes" \
  "$(ratio "$chess_bytes" "$scid_bytes")"
printf '| %-38s | %12s | %12s | %8s |\n' "archive bytes without position index" "$scid_bytes" \
  "$((chess_bytes - chess_index))" "$(ratio "$((chess_bytes - chess_index))" "$scid_bytes")"
echo
four_plies=$(grep -m1 -o '[0-9.]* per game' "$dir/bench-records-chaturaji.txt" | cut -d' ' -f1 || true)
echo "chaturaji (four armies; SCID cannot read it): $games games, $four_games stored, $(file_bytes "$four_pgn") bytes of PGN${four_plies:+, $four_plies plies a game}"
echo
printf '| %-38s | %12s | %12s | %12s |\n' "" "chatur" "/ chatur chess" "/ SCID chess"
printf '| %-38s | %12s | %12s | %12s |\n' "---" "---" "---" "---"
printf '| %-38s | %12s | %12s | %12s |\n' "import games/s" "$(rate "$games" "$four_s")" \
  "$(ratio "$(rate "$games" "$four_s")" "$(rate "$games" "$chess_s")")" \
  "$(ratio "$(rate "$games" "$four_s")" "$(rate "$games" "$scid_s")")"
printf '| %-38s | %12s | %12s | %12s |\n' "archive bytes" "$four_bytes" \
  "$(ratio "$four_bytes" "$chess_bytes")" "$(ratio "$four_bytes" "$scid_bytes")"
printf '| %-38s | %12s | %12s | %12s |\n' "archive bytes without position index" \
  "$((four_bytes - four_index))" "$(ratio "$((four_bytes - four_index))" "$((chess_bytes - chess_index))")" \
  "$(ratio "$((four_bytes - four_index))" "$scid_bytes")"

# timed_best COMMAND...: the best wall time of RUNS runs, output thrown away.
timed_best() {
  local times=() t0 t1
  for ((i = 0; i < runs; ++i)); do
    t0=$(now)
    "$@" > /dev/null 2>&1
    t1=$(now)
    times+=("$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')")
  done
  printf '%s\n' "${times[@]}" | best
}
export_s=$(timed_best "$chatur" export --db "$dir/chess.db" -o /dev/null)
extract_s=$(timed_best "$pgn_extract" -s -o /dev/null "$chess_pgn")
echo
echo "export of the $chess_games chess games: chatur from its archive, pgn-extract from the PGN"
echo
printf '| %-38s | %12s | %12s | %8s |\n' "" "pgn-extract" "chatur" "ratio"
printf '| %-38s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "export wall (s)" "$extract_s" "$export_s" "$(ratio "$export_s" "$extract_s")"
printf '| %-38s | %12s | %12s | %8s |\n' "export games/s" "$(rate "$chess_games" "$extract_s")" \
  "$(rate "$chess_games" "$export_s")" "$(ratio "$(rate "$chess_games" "$export_s")" "$(rate "$chess_games" "$extract_s")")"
