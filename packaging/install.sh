#!/usr/bin/env bash
# Install the desktop bundle built by packaging/build.sh for one user, or remove it again.
#
#   packaging/install.sh              install into ~/.local
#   packaging/install.sh --uninstall  remove what an install put there
#
# Settings, all optional:
#   PREFIX           where to install (default: ~/.local; /usr/local works as root)
#   PARKPACK_BUNDLE  the bundle folder to install (default: dist/parkpack)
#
# Puts the bundle in PREFIX/lib/parkpack, a `parkpack` link in PREFIX/bin, the desktop
# entry in PREFIX/share/applications, the icons in PREFIX/share/icons/hicolor and the
# AppStream metadata in PREFIX/share/metainfo.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
BUNDLE="${PARKPACK_BUNDLE:-$ROOT/dist/parkpack}"
ICON_SRC="$ROOT/resources/icons"
SIZES="16 24 32 48 64 128 256 512"

APP_DIR="$PREFIX/lib/parkpack"
BIN="$PREFIX/bin/parkpack"
APPLICATIONS="$PREFIX/share/applications"
DESKTOP="$APPLICATIONS/parkpack.desktop"
METAINFO="$PREFIX/share/metainfo/io.github.parkpack.metainfo.xml"
ICONS="$PREFIX/share/icons/hicolor"

refresh_caches() {
    # Desktops notice new entries and icons sooner with fresh caches; neither tool is required.
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$APPLICATIONS" || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$ICONS/index.theme" ]; then
        gtk-update-icon-cache -q -t "$ICONS" || true
    fi
}

uninstall() {
    rm -rf "$APP_DIR"
    rm -f "$BIN" "$DESKTOP" "$METAINFO" "$ICONS/scalable/apps/parkpack.svg"
    for size in $SIZES; do
        rm -f "$ICONS/${size}x${size}/apps/parkpack.png"
    done
    refresh_caches
    echo "removed parkpack from $PREFIX"
}

install_bundle() {
    if [ ! -x "$BUNDLE/parkpack" ]; then
        echo "no bundle in $BUNDLE: run packaging/build.sh first" >&2
        exit 1
    fi
    rm -rf "$APP_DIR"
    mkdir -p "$(dirname "$APP_DIR")" "$PREFIX/bin"
    cp -a "$BUNDLE" "$APP_DIR"
    # The bundle finds its libraries next to the real executable, so a link is enough.
    ln -sfn "$APP_DIR/parkpack" "$BIN"

    # Desktop sessions do not always have PREFIX/bin on their PATH: name the program in full.
    mkdir -p "$APPLICATIONS"
    sed "s|^Exec=parkpack\$|Exec=\"$BIN\"|" "$ROOT/packaging/parkpack.desktop" > "$DESKTOP"
    chmod 644 "$DESKTOP"
    install -Dm644 "$ROOT/packaging/io.github.parkpack.metainfo.xml" "$METAINFO"
    for size in $SIZES; do
        install -Dm644 "$ICON_SRC/parkpack-$size.png" "$ICONS/${size}x${size}/apps/parkpack.png"
    done
    install -Dm644 "$ICON_SRC/parkpack.svg" "$ICONS/scalable/apps/parkpack.svg"
    refresh_caches
    echo "installed parkpack in $PREFIX (start it with $BIN or from the desktop's menu)"
}

case "${1:-}" in
    "") install_bundle ;;
    --uninstall) uninstall ;;
    *)
        echo "usage: packaging/install.sh [--uninstall]" >&2
        exit 2
        ;;
esac
