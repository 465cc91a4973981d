#!/usr/bin/env bash
# Imports the same PGN into SCID (Debian's `scid`, through tkscid's `sc_base import`) and into a
# chatur archive, and prints import speed and size side by side with their ratios (chatur / SCID);
# then export of the whole archive against pgn-extract (Debian's `pgn-extract`) reading the same
# PGN and writing it out again, each move checked.
# The chess file is what `chatur bench-records` writes; a four-army file (chaturaji) is imported
# by chatur alone, SCID cannot read it, and compared with the chess figures.
#
#   bench/archive_vs_scid.sh [-n GAMES] [-r RUNS] [-p MAX_PLIES] [-c CHATUR] [-d DIR] [-i GAMES]
#
# Each import runs RUNS times into a new archive; the best wall time counts (the machine is
# shared), for export too, and the least processor time (user + system, GNU time), the steadier
# figure on a loaded machine. SCID's and chatur's chess imports take turns, and the median of the
# runs' ratios is printed beside the ratio of the best times. Sizes are of the files on disk after the import: SCID's .si4 .sg4
# .sn4, chatur's archive (with its -wal file if one is left); "without the position index" is an
# import with --no-index, timed the same way. Run it on an otherwise idle machine: SCID's import
# waits for its second thread with sched_yield, and beside other processes (even niced ones) its
# wall time grew from 0.5 s to 3-8.6 s here, where its processor time did not change. On a
# virtual machine it may also wait long where nothing else runs: its best wall time here was 0.36 s
# in some runs and 0.66 s in others, its processor time 0.68 s and 1.26 s. With -i, both chess
# imports of the file's first GAMES games also run under valgrind (Debian's `valgrind`), whose
# count of the instructions each executes no load of the machine moves.
set -euo pipefail

games=20000
runs=3
max_plies=120
chatur=build/cli/chatur
dir=
counted=0
while getopts "n:r:p:c:d:i:h" opt; do
  case $opt in
    n) games=$OPTARG ;;
    r) runs=$OPTARG ;;
    p) max_plies=$OPTARG ;;
    c) chatur=$OPTARG ;;
    d) dir=$OPTARG ;;
    i) counted=$OPTARG ;;
    *)
      sed -n '2,22p' "$0"
      exit 2
      ;;
  esac
done

tkscid=$(command -v tkscid || echo /usr/games/tkscid)
[[ -x $tkscid ]] || { echo "needs Debian's scid (apt-get install scid): no tkscid" >&2; exit 2; }
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[[ -x $pgn_extract ]] || { echo "needs Debian's pgn-extract (apt-get install pgn-extract)" >&2; exit 2; }
command -v sqlite3 >/dev/null || { echo "needs the sqlite3 shell (apt-get install sqlite3)" >&2; exit 2; }
command -v taskset >/dev/null || { echo "needs taskset (apt-get install util-linux)" >&2; exit 2; }
[[ -x $chatur ]] || { echo "no chatur binary at $chatur (-c PATH)" >&2; exit 2; }
chatur=$(realpath "$chatur")
if [[ -z $dir ]]; then
  dir=$(mktemp -d)
  trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir"

[[ -x /usr/bin/time ]] || { echo "needs GNU time (apt-get install time)" >&2; exit 2; }
if ((counted > 0)); then
  command -v valgrind >/dev/null || { echo "-i needs valgrind (apt-get install valgrind)" >&2; exit 2; }
fi

# timed FILE COMMAND...: runs the command, writing "wall cpu" seconds to FILE.
timed() {
  local file=$1
  shift
  /usr/bin/time -f '%e %U %S' -o "$file.raw" "$@"
  awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$file.raw" > "$file"
}
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

# import_once PGN NAME [OPTION]: one chatur import into a new $dir/NAME.db, "wall cpu" to
# $dir/NAME.time.
import_once() {
  local db=$dir/$2.db
  rm -f "$db" "$db-wal" "$db-shm"
  timed "$dir/$2.time" "$chatur" import "$1" --db "$db" ${3:+"$3"} > /dev/null
}

# SCID's and chatur's chess imports take turns, so that a change in the machine's speed during the
# runs reaches both: the best of each, and the median of the runs' ratios of games/s.
# SCID's import is two threads: one does three quarters of the work (valgrind's count), the other
# the rest, and that one waits for the first with sched_yield, which its processor time counts. On
# one processor the waiting yields to the work, and the processor time is about the work's own:
# the like-for-like figure for chatur's.
one_cpu=$(taskset -pc $$ | sed 's/.*: *//; s/[-,].*//')
scid_times=() scid_cpus=() scid_one_cpus=() chess_times=() chess_cpus=() run_ratios=()
for ((i = 0; i < runs; ++i)); do
  rm -f "$dir"/scid.si4 "$dir"/scid.sg4 "$dir"/scid.sn4
  timed "$dir/scid.time" "$tkscid" "$dir/scid_import.tcl" "$dir/scid" "$chess_pgn" > "$dir/scid.out"
  scid_games=$(cat "$dir/scid.out")
  read -r wall cpu < "$dir/scid.time"
  scid_times+=("$wall") scid_cpus+=("$cpu")
  rm -f "$dir"/scid.si4 "$dir"/scid.sg4 "$dir"/scid.sn4
  timed "$dir/scid-one.time" taskset -c "$one_cpu" "$tkscid" "$dir/scid_import.tcl" "$dir/scid" \
    "$chess_pgn" > /dev/null
  read -r _ cpu < "$dir/scid-one.time"
  scid_one_cpus+=("$cpu")
  import_once "$chess_pgn" chess
  read -r chatur_wall cpu < "$dir/chess.time"
  chess_times+=("$chatur_wall") chess_cpus+=("$cpu")
  run_ratios+=("$(awk -v a="$wall" -v b="$chatur_wall" 'BEGIN { printf "%.4f", a / b }')")
done
scid_s=$(printf '%s\n' "${scid_times[@]}" | best)
scid_cpu=$(printf '%s\n' "${scid_cpus[@]}" | best)
scid_one_cpu=$(printf '%s\n' "${scid_one_cpus[@]}" | best)
scid_bytes=$(file_bytes "$dir"/scid.si4 "$dir"/scid.sg4 "$dir"/scid.sn4)
chess_s=$(printf '%s\n' "${chess_times[@]}" | best)
chess_cpu=$(printf '%s\n' "${chess_cpus[@]}" | best)
chess_bytes=$(file_bytes "$dir/chess.db" "$dir/chess.db-wal")
chess_games=$(sqlite3 "$dir/chess.db" "SELECT count(*) FROM games")
median_ratio=$(printf '%s\n' "${run_ratios[@]}" | sort -g |
  awk '{ v[NR] = $1 } END { printf "%.2fx", NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }')

# chatur_import PGN NAME [OPTION]: best wall time and least processor time into $dir/NAME.db;
# sets imported_s, imported_cpu, total_bytes and stored.
chatur_import() {
  local db=$dir/$2.db times=() cpus=() wall cpu
  for ((i = 0; i < runs; ++i)); do
    import_once "$@"
    read -r wall cpu < "$dir/$2.time"
    times+=("$wall") cpus+=("$cpu")
  done
  imported_s=$(printf '%s\n' "${times[@]}" | best)
  imported_cpu=$(printf '%s\n' "${cpus[@]}" | best)
  total_bytes=$(file_bytes "$db" "$db-wal")
  stored=$(sqlite3 "$db" "SELECT count(*) FROM games")
}

chatur_import "$chess_pgn" chess-no-index --no-index
bare_s=$imported_s bare_cpu=$imported_cpu bare_bytes=$total_bytes
chatur_import "$four_pgn" chaturaji
four_s=$imported_s four_cpu=$imported_cpu four_bytes=$total_bytes four_games=$stored
chatur_import "$four_pgn" chaturaji-no-index --no-index
four_bare_bytes=$total_bytes

pgn_bytes=$(file_bytes "$chess_pgn")
plies=$(grep -m1 -o '[0-9.]* per game' "$dir/bench-records-chess.txt" | cut -d' ' -f1 || true)
echo
echo "chess: $games games ($scid_games read by SCID, $chess_games stored by chatur), $pgn_bytes bytes of PGN${plies:+, $plies plies a game}; best of $runs runs"
echo
printf '| %-38s | %12s | %12s | %8s |\n' "" "SCID" "chatur" "ratio"
printf '| %-38s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "import processor time (s)" "$scid_cpu" "$chess_cpu" "$(ratio "$chess_cpu" "$scid_cpu")"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "import --no-index processor time (s)" "$scid_cpu" "$bare_cpu" "$(ratio "$bare_cpu" "$scid_cpu")"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "processor time, SCID on one processor" "$scid_one_cpu" "$chess_cpu" "$(ratio "$chess_cpu" "$scid_one_cpu")"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "import wall (s)" "$scid_s" "$chess_s" "$(ratio "$chess_s" "$scid_s")"
printf '| %-38s | %12s | %12s | %8s |\n' "import games/s" "$(rate "$games" "$scid_s")" \
  "$(rate "$games" "$chess_s")" "$(ratio "$(rate "$games" "$chess_s")" "$(rate "$games" "$scid_s")")"
printf '| %-38s | %12s | %12s | %8s |\n' "import games/s, median of run pairs" "" "" \
  "$median_ratio"
# SCID keeps no index of positions: the import without chatur's is the like-for-like figure.
printf '| %-38s | %12s | %12s | %8s |\n' "import --no-index games/s" "$(rate "$games" "$scid_s")" \
  "$(rate "$games" "$bare_s")" "$(ratio "$(rate "$games" "$bare_s")" "$(rate "$games" "$scid_s")")"
printf '| %-38s | %12s | %12s | %8s |\n' "archive bytes" "$scid_bytes" "$chess_bytes" \
  "$(ratio "$chess_bytes" "$scid_bytes")"
printf '| %-38s | %12s | %12s | %8s |\n' "archive bytes, import --no-index" "$scid_bytes" \
  "$bare_bytes" "$(ratio "$bare_bytes" "$scid_bytes")"
echo
four_plies=$(grep -m1 -o '[0-9.]* per game' "$dir/bench-records-chaturaji.txt" | cut -d' ' -f1 || true)
echo "chaturaji (four armies; SCID cannot read it): $games games, $four_games stored, $(file_bytes "$four_pgn") bytes of PGN${four_plies:+, $four_plies plies a game}"
echo
printf '| %-38s | %12s | %12s | %12s |\n' "" "chatur" "/ chatur chess" "/ SCID chess"
printf '| %-38s | %12s | %12s | %12s |\n' "---" "---" "---" "---"
printf '| %-38s | %12s | %12s | %12s |\n' "import processor time (s)" "$four_cpu" \
  "$(ratio "$four_cpu" "$chess_cpu")" "$(ratio "$four_cpu" "$scid_cpu")"
printf '| %-38s | %12s | %12s | %12s |\n' "import games/s" "$(rate "$games" "$four_s")" \
  "$(ratio "$(rate "$games" "$four_s")" "$(rate "$games" "$chess_s")")" \
  "$(ratio "$(rate "$games" "$four_s")" "$(rate "$games" "$scid_s")")"
printf '| %-38s | %12s | %12s | %12s |\n' "archive bytes" "$four_bytes" \
  "$(ratio "$four_bytes" "$chess_bytes")" "$(ratio "$four_bytes" "$scid_bytes")"
printf '| %-38s | %12s | %12s | %12s |\n' "archive bytes, import --no-index" \
  "$four_bare_bytes" "$(ratio "$four_bare_bytes" "$bare_bytes")" \
  "$(ratio "$four_bare_bytes" "$scid_bytes")"

# instructions COMMAND...: the instructions the command executes, all its threads, by valgrind.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" > /dev/null 2> "$dir/valgrind.err"
  grep -o 'refs: *[0-9,]*' "$dir/valgrind.err" | tr -dc '0-9'
}
if ((counted > 0)); then
  awk -v n="$counted" '/^\[Event /{ ++games } games <= n' "$chess_pgn" > "$dir/counted.pgn"
  counted_games=$(grep -c '^\[Event ' "$dir/counted.pgn")
  rm -f "$dir"/counted-scid.si4 "$dir"/counted-scid.sg4 "$dir"/counted-scid.sn4 "$dir/counted.db"
  scid_instructions=$(instructions "$tkscid" "$dir/scid_import.tcl" "$dir/counted-scid" "$dir/counted.pgn")
  chatur_instructions=$(instructions "$chatur" import "$dir/counted.pgn" --db "$dir/counted.db")
  echo
  echo "instructions of the chess imports of the first $counted_games games (valgrind; SCID's with Tcl's start)"
  echo
  printf '| %-38s | %12s | %12s | %8s |\n' "" "SCID" "chatur" "ratio"
  printf '| %-38s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
  printf '| %-38s | %12s | %12s | %8s |\n' "instructions a game" \
    "$((scid_instructions / counted_games))" "$((chatur_instructions / counted_games))" \
    "$(ratio "$chatur_instructions" "$scid_instructions")"
fi

# timed_best COMMAND...: "wall cpu", the best of each over RUNS runs, output thrown away.
timed_best() {
  local times=() cpus=() wall cpu
  for ((i = 0; i < runs; ++i)); do
    timed "$dir/best.time" "$@" > /dev/null 2>&1
    read -r wall cpu < "$dir/best.time"
    times+=("$wall") cpus+=("$cpu")
  done
  echo "$(printf '%s\n' "${times[@]}" | best) $(printf '%s\n' "${cpus[@]}" | best)"
}
read -r export_s export_cpu <<< "$(timed_best "$chatur" export --db "$dir/chess.db" -o /dev/null)"
read -r extract_s extract_cpu <<< "$(timed_best "$pgn_extract" -s -o /dev/null "$chess_pgn")"
echo
echo "export of the $chess_games chess games: chatur from its archive, pgn-extract from the PGN"
echo
printf '| %-38s | %12s | %12s | %8s |\n' "" "pgn-extract" "chatur" "ratio"
printf '| %-38s | %12s | %12s | %8s |\n' "---" "---" "---" "---"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "export processor time (s)" "$extract_cpu" "$export_cpu" "$(ratio "$export_cpu" "$extract_cpu")"
printf '| %-38s | %12.2f | %12.2f | %8s |\n' "export wall (s)" "$extract_s" "$export_s" "$(ratio "$export_s" "$extract_s")"
printf '| %-38s | %12s | %12s | %8s |\n' "export games/s" "$(rate "$chess_games" "$extract_s")" \
  "$(rate "$chess_games" "$export_s")" "$(ratio "$(rate "$chess_games" "$export_s")" "$(rate "$chess_games" "$extract_s")")"
