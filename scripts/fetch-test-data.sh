#!/usr/bin/env bash
# Fetches real records that tests read but the repository does not hold: the lichess study files
# Debian's pychess package ships, unpacked (not installed) into build/test-data/pychess.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=build/test-data
[ -d "$dir/pychess/usr/share/pychess/learn" ] && exit 0
mkdir -p "$dir"
cd "$dir"
if ! apt-get download pychess >/dev/null 2>&1; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update
  apt-get download pychess
fi
dpkg-deb -x pychess_*.deb pychess
rm -f pychess_*.deb
