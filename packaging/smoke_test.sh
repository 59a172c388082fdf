#!/usr/bin/env bash
# Build the desktop bundle and check that it starts: tests/packaging/test_bundle.py.
# Takes a few minutes, so the default test run leaves it out.
#
#   packaging/smoke_test.sh
#
# PYTEST names the pytest to use (default: pytest on the PATH); PARKPACK_BUNDLE_DIR
# tests an existing bundle instead of building one.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
export PARKPACK_BUNDLE_TEST=1
export PYTHONPATH="$ROOT${PYTHONPATH:+:$PYTHONPATH}"
exec "${PYTEST:-pytest}" tests/packaging/test_bundle.py "$@"
