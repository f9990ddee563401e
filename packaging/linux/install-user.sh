#!/usr/bin/env bash
# Install the game's one-folder bundle for the current user only (no root):
#
#   bundle      → ~/.local/opt/baccarat-qt/
#   command     → ~/.local/bin/baccarat-qt (a symbolic link)
#   menu entry  → ~/.local/share/applications/io.github.baccarat_qt.BaccaratQt.desktop
#   icons       → ~/.local/share/icons/hicolor/{16x16..512x512,scalable}/apps/io.github.baccarat_qt.BaccaratQt.{png,svg}
#   AppStream   → ~/.local/share/metainfo/io.github.baccarat_qt.BaccaratQt.metainfo.xml
#
# (~/.local/share is $XDG_DATA_HOME when that is set.)
#
# Usage:
#   install-user.sh [--bundle DIR]     install (or update) from the bundle folder DIR
#   install-user.sh --uninstall        remove all of the above; scores and settings stay
#
# The script works from the source tree (packaging/linux/install-user.sh; the
# bundle defaults to dist/baccarat-qt) and from inside a built bundle, where
# packaging/baccarat-qt.spec puts a copy (baccarat-qt/install-user.sh).
set -euo pipefail

APP_ID=io.github.baccarat_qt.BaccaratQt
NAME=baccarat-qt
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
OPT_DIR="$HOME/.local/opt/$NAME"
BIN_LINK="$HOME/.local/bin/$NAME"
DESKTOP_FILE="$DATA_HOME/applications/$APP_ID.desktop"
METAINFO_FILE="$DATA_HOME/metainfo/$APP_ID.metainfo.xml"
ICON_ROOT="$DATA_HOME/icons/hicolor"
PNG_SIZES="16 24 32 48 64 128 256 512"

usage() {
    sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'
}

refresh_caches() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA_HOME/applications" 2>/dev/null || true
    fi
    if [ -f "$ICON_ROOT/index.theme" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
        gtk-update-icon-cache -q -t -f "$ICON_ROOT" 2>/dev/null || true
    fi
}

uninstall() {
    rm -rf "$OPT_DIR"
    if [ -L "$BIN_LINK" ] && [ "$(readlink "$BIN_LINK")" = "$OPT_DIR/$NAME" ]; then
        rm -f "$BIN_LINK"
    fi
    rm -f "$DESKTOP_FILE" "$METAINFO_FILE" "$ICON_ROOT/scalable/apps/$APP_ID.svg"
    for size in $PNG_SIZES; do
        rm -f "$ICON_ROOT/${size}x${size}/apps/$APP_ID.png"
    done
    rmdir "$HOME/.local/opt" 2>/dev/null || true
    refresh_caches
    echo "Baccarat removed. Your scores and settings are kept; to delete them too:"
    echo "  rm -rf \"${XDG_CONFIG_HOME:-$HOME/.config}/$NAME\" \"$DATA_HOME/$NAME\""
}

install() {
    local bundle="$1"
    if [ ! -x "$bundle/$NAME" ] || [ ! -d "$bundle/_internal" ]; then
        echo "install-user.sh: no bundle at '$bundle' (build it with: python packaging/build.py)" >&2
        exit 1
    fi
    bundle="$(cd "$bundle" && pwd)"
    local icons="$bundle/_internal/baccarat_qt/resources/icons"
    # Menu entry and metainfo: beside this script in the source tree, else inside the bundle.
    local share="$HERE"
    [ -f "$share/$APP_ID.desktop" ] || share="$bundle/_internal/linux"
    for needed in "$share/$APP_ID.desktop" "$share/$APP_ID.metainfo.xml" "$icons/$NAME.svg"; do
        if [ ! -f "$needed" ]; then
            echo "install-user.sh: missing $needed" >&2
            exit 1
        fi
    done

    if [ "$bundle" != "$OPT_DIR" ]; then
        mkdir -p "$(dirname "$OPT_DIR")"
        rm -rf "$OPT_DIR.new"
        cp -a "$bundle" "$OPT_DIR.new"
        rm -rf "$OPT_DIR"
        mv "$OPT_DIR.new" "$OPT_DIR"
    fi
    icons="$OPT_DIR/_internal/baccarat_qt/resources/icons"

    mkdir -p "$(dirname "$BIN_LINK")"
    ln -sfn "$OPT_DIR/$NAME" "$BIN_LINK"

    mkdir -p "$(dirname "$DESKTOP_FILE")" "$(dirname "$METAINFO_FILE")" "$ICON_ROOT/scalable/apps"
    sed -e "s|^Exec=.*|Exec=\"$OPT_DIR/$NAME\"|" -e "/^Exec=/a TryExec=$OPT_DIR/$NAME" \
        "$share/$APP_ID.desktop" >"$DESKTOP_FILE"
    cp "$share/$APP_ID.metainfo.xml" "$METAINFO_FILE"
    cp "$icons/$NAME.svg" "$ICON_ROOT/scalable/apps/$APP_ID.svg"
    for size in $PNG_SIZES; do
        mkdir -p "$ICON_ROOT/${size}x${size}/apps"
        cp "$icons/$NAME-$size.png" "$ICON_ROOT/${size}x${size}/apps/$APP_ID.png"
    done
    refresh_caches

    echo "Baccarat installed in $OPT_DIR"
    echo "Start it from the applications menu, or run: $BIN_LINK"
    case ":$PATH:" in
        *":$(dirname "$BIN_LINK"):"*) ;;
        *) echo "(add $(dirname "$BIN_LINK") to PATH to run it as '$NAME')" ;;
    esac
}

bundle=""
action=install
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle) bundle="${2:?--bundle needs a folder}"; shift 2 ;;
        --bundle=*) bundle="${1#--bundle=}"; shift ;;
        --uninstall) action=uninstall; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install-user.sh: unknown option '$1' (see --help)" >&2; exit 2 ;;
    esac
done

if [ "$action" = uninstall ]; then
    uninstall
    exit 0
fi
if [ -z "$bundle" ]; then
    if [ -x "$HERE/$NAME" ] && [ -d "$HERE/_internal" ]; then
        bundle="$HERE"                                  # the copy inside a bundle
    else
        bundle="$HERE/../../dist/$NAME"                 # the source tree
    fi
fi
install "$bundle"
