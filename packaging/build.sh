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
cd "$ROOT"
"$VENV/bin/python" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    "$ROOT/packaging/parkpack.spec"

echo "built $ROOT/dist/parkpack ($(du -sh "$ROOT/dist/parkpack" | cut -f1))"
