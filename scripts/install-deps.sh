#!/usr/bin/env bash
# Installs the Debian packages chatur builds and tests with, if any is missing (chromium: the
# web viewer's browser tests; clang: the sanitizer build and the fuzz targets).
set -euo pipefail
packages=(cmake g++ clang make python3 libcli11-dev libgtest-dev libpoco-dev libsqlite3-dev libvalijson-dev chromium)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing: ${missing[*]}"
  $sudo apt-get update
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y "${missing[@]}"
fi
