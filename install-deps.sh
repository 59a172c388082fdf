#!/bin/sh
# Installs the system packages parkpack needs, on Debian or Ubuntu, when they
# are missing: Python 3.11+ with venv, and the libraries Qt loads (headless
# and under X11). With --test, also what the tests use: the desktop-file and
# AppStream validators and Xvfb (a virtual X display for the window check).
#
#   ./install-deps.sh          # before installing and launching the app
#   ./install-deps.sh --test   # before installing and running the tests
#
# Installs with apt-get as root, or through sudo; elsewhere it says what to
# install. Does nothing (and asks for nothing) when everything is present.
set -eu

# "a|b": the first name is Ubuntu 24.04's, the second Debian 12's and older Ubuntu's.
RUNTIME="libgl1 libegl1 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3
libglib2.0-0t64|libglib2.0-0 fonts-dejavu-core
libx11-xcb1 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
libxcb-render-util0 libxcb-shape0 libxcb-shm0 libxcb-sync1 libxcb-util1 libxcb-xfixes0
libxcb-xkb1 libxkbcommon-x11-0"
TESTING="desktop-file-utils appstream xvfb"

packages="$RUNTIME"
case "${1:-}" in
  --test) packages="$RUNTIME $TESTING" ;;
  "") ;;
  *) echo "usage: $0 [--test]" >&2; exit 2 ;;
esac

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
  echo "install-deps.sh: not a Debian or Ubuntu system; install Python 3.11+ and Qt 6's"
  echo "xcb libraries with your package manager (see README.md)."
  exit 0
fi

installed() {
  dpkg-query -W -f='${db:Status-Abbrev}' "$1" 2>/dev/null | grep -q '^ii'
}

python_ok() {
  command -v python3 >/dev/null 2>&1 &&
    python3 -c 'import sys, ensurepip, venv; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

missing=""
for group in $packages; do
  found=""
  for name in $(echo "$group" | tr '|' ' '); do
    if installed "$name"; then found=1; break; fi
  done
  [ -n "$found" ] || missing="$missing $group"
done
python_ok || missing="$missing python3 python3-venv"

if [ -z "$missing" ]; then
  echo "install-deps.sh: every system package parkpack needs is present."
  exit 0
fi

if [ "$(id -u)" -eq 0 ]; then
  as_root=""
elif command -v sudo >/dev/null 2>&1; then
  as_root="sudo"
else
  echo "install-deps.sh: missing:$missing" >&2
  echo "install-deps.sh: run this script as root, or: apt-get install$missing" >&2
  exit 1
fi

echo "install-deps.sh: installing:$missing"
$as_root apt-get update -qq
chosen=""
for group in $missing; do
  pick=""
  for name in $(echo "$group" | tr '|' ' '); do
    if apt-cache show --no-all-versions "$name" >/dev/null 2>&1; then pick="$name"; break; fi
  done
  chosen="$chosen ${pick:-${group##*|}}"
done
# shellcheck disable=SC2086 # the package names are separate words
$as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $chosen >/dev/null

if ! python_ok; then
  echo "install-deps.sh: parkpack needs Python 3.11 or newer with venv; this system's python3 is older." >&2
  exit 1
fi
