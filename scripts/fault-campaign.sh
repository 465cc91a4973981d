#!/usr/bin/env bash
# The fault campaign (docs/fuzzing.md, "Fault campaign"; not part of CI): a tournament of real
# engines (Debian's Stockfish, unpacked from its package unless installed, and built-in levels)
# and faulty ones (tests/tools/fault_engine --mode random) at concurrency 2, the host killed
# with SIGKILL at random moments and resumed, the disk under the archive filled and freed, the
# archive's write lock held by another process; then an import of a large file killed and
# restarted. It checks the archives at the end and exits non-zero if any check fails. Everything
# runs niced on this machine, in a mount namespace of its own (the archive's disk is a small
# tmpfs there), within a time limit. Extra arguments go to scripts/fault-campaign.py
# (--games, --kills, --seed, --minutes, ...).
#   scripts/fault-campaign.sh [ARG...]
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$PWD/build/fault-campaign"
nice -n 10 cmake --build build -j2 --target chatur fault_engine >/dev/null
[ -x build/tests/fault_engine ] || {
  echo "fault-campaign.sh: build/ has no fault_engine (configure with -DCHATUR_TESTS=ON)" >&2
  exit 1
}
rm -rf "$dir"
mkdir -p "$dir"

stockfish="$(command -v stockfish || true)"
if [ -z "$stockfish" ]; then
  # Unpacked, not installed: the campaign needs no root for it.
  mkdir -p build/stockfish
  if [ ! -x build/stockfish/usr/games/stockfish ]; then
    (cd build/stockfish && apt-get download stockfish >/dev/null 2>&1 && dpkg-deb -x stockfish_*.deb . &&
      rm -f stockfish_*.deb) || echo "fault-campaign.sh: no stockfish; the built-in levels play" >&2
  fi
  [ -x build/stockfish/usr/games/stockfish ] && stockfish="$PWD/build/stockfish/usr/games/stockfish"
fi

# A private mount namespace, so that the tmpfs is this campaign's alone and goes with it; a user
# that is not root maps itself to root in a user namespace of its own to mount it.
ns=(unshare -m --propagation private)
[ "$(id -u)" -eq 0 ] || ns=(unshare -Urm)
export PATH="$PWD/build/cli:$PATH"
exec "${ns[@]}" python3 scripts/fault-campaign.py --dir "$dir" --chatur "$PWD/build/cli/chatur" \
  --fault-engine "$PWD/build/tests/fault_engine" --stockfish "$stockfish" "$@"
