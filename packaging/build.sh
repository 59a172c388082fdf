#!/usr/bin/env bash
# Build the parkpack desktop bundle: a PyInstaller one-folder build in dist/parkpack/.
#
#   packaging/build.sh
#
# Creates (or reuses) a virtual environment, installs PyInstaller and the project into it,
# and runs PyInstaller with packaging/parkpack.spec. Start the result with
# dist/parkpack/parkpack; install it for the desktop with packaging/install.sh.
#
# Settings, all optional:
#   PYTHON               interpreter for a new environment (default: python3.11, else python3)
#   PARKPACK_BUILD_VENV  environment folder (default: build/venv)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${PARKPACK_BUILD_VENV:-$ROOT/build/venv}"
PYINSTALLER_VERSION="6.22.3"

if [ ! -x "$VENV/bin/python" ]; then
    PYTHON="${PYTHON:-$(command -v python3.11 || command -v python3)}"
    echo "creating $VENV with $PYTHON"
    "$PYTHON" -m venv "$VENV"
fi

echo "installing pyinstaller $PYINSTALLER_VERSION and parkpack into $VENV"
"$VENV/bin/python" -m pip install --quiet "pyinstaller==$PYINSTALLER_VERSION"
# A local folder is always rebuilt and reinstalled, so the bundle never holds stale code.
"$VENV/bin/python" -m pip install --quiet "$ROOT"

echo "running pyinstaller"
# Neither from the source tree nor with it on PYTHONPATH: PyInstaller must find the
# installed package, as a user gets it, not the sources beside it.
mkdir -p "$ROOT/build"
cd "$ROOT/build"
env -u PYTHONPATH "$VENV/bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    "$ROOT/packaging/parkpack.spec"

BUNDLE="$ROOT/dist/parkpack"
# PyInstaller copies the libraries it finds on this machine. Libraries the display plugins
# need but this machine lacks are not in the bundle, so every target machine must have them.
missing="$(for plugin in "$BUNDLE"/_internal/PySide6/Qt/plugins/platforms/*.so; do
    LD_LIBRARY_PATH="$BUNDLE/_internal" ldd "$plugin" | awk '/not found/ {print $1}'
done | sort -u | tr '\n' ' ')"
if [ -n "$missing" ]; then
    echo "note: not bundled, as this machine lacks them (targets must have them): $missing"
fi
echo "built $BUNDLE ($(du -sh "$BUNDLE" | cut -f1))"
