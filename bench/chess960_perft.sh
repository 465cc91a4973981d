#!/usr/bin/env bash
# Deeper Chess960 perft than ctest runs: positions of the published table
# (tests/data/chess960/fischer.epd) at depth 5 (or -d DEPTH, up to 6), each count compared with the
# table, with the time each took.
#
#   bench/chess960_perft.sh [-d DEPTH] [-s STEP] [-c CHATUR]
#
# Every STEP-th line of the table is run (default 96: ten positions).
set -euo pipefail

depth=5
step=96
chatur=build/cli/chatur
while getopts "d:s:c:h" opt; do
  case $opt in
    d) depth=$OPTARG ;;
    s) step=$OPTARG ;;
    c) chatur=$OPTARG ;;
    *)
      sed -n '2,8p' "$0"
      exit 2
      ;;
  esac
done
[[ -x $chatur ]] || { echo "no chatur binary at $chatur (-c PATH)" >&2; exit 2; }
table=$(dirname "$0")/../tests/data/chess960/fischer.epd

failed=0
line=0
while IFS= read -r entry; do
  line=$((line + 1))
  (( (line - 1) % step == 0 )) || continue
  fen=${entry%% ;*}
  expected=$(sed -n "s/.*;D$depth \([0-9]*\).*/\1/p" <<<"$entry")
  start=$(date +%s.%N)
  got=$("$chatur" perft --variant chess960 --fen "$fen" --depth "$depth" | sed -n 's/^Nodes searched: //p')
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  status=ok
  [[ $got == "$expected" ]] || { status=WRONG; failed=1; }
  printf '%4d  %-72s  D%s %12s  %6.2fs  %s\n' "$line" "$fen" "$depth" "$got" "$secs" "$status"
done <"$table"
exit $failed
