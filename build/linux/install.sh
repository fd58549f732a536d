#!/bin/sh
# Install Play or Pay for this user (no root needed), from the unpacked .tar.gz:
#   ./install.sh --user         app in ~/.local/lib/play-or-pay, command ~/.local/bin/play-or-pay,
#                               menu entry, icons and AppStream metainfo under ~/.local/share
#   ./install.sh --uninstall    remove all of that again (saves and settings are kept)
# XDG_DATA_HOME is respected for the menu entry, icons and metainfo.
set -eu

ID=games.playorpay.PlayOrPay
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX="$HOME/.local"
DATA="${XDG_DATA_HOME:-$PREFIX/share}"
APP="$PREFIX/lib/play-or-pay"
BIN="$PREFIX/bin/play-or-pay"

usage() {
    echo "usage: $0 --user | --uninstall" >&2
    exit 2
}

remove() {
    rm -rf "$APP"
    rm -f "$BIN" "$DATA/applications/$ID.desktop" "$DATA/metainfo/$ID.metainfo.xml"
    for icon in "$DATA"/icons/hicolor/*/apps/play-or-pay.png; do
        [ -e "$icon" ] && rm -f "$icon"
    done
    refresh
}

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

[ $# -eq 1 ] || usage
case "$1" in
    --user)
        [ -x "$HERE/play-or-pay/play-or-pay" ] || { echo "no play-or-pay/ folder next to $0" >&2; exit 1; }
        rm -rf "$APP"
        mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
        cp -R "$HERE/play-or-pay" "$APP"
        ln -sf "$APP/play-or-pay" "$BIN"
        # The menu entry runs the app by its full path: ~/.local/bin is not always on PATH.
        sed "s|^Exec=play-or-pay|Exec=\"$APP/play-or-pay\"|" "$HERE/share/applications/$ID.desktop" \
            > "$DATA/applications/$ID.desktop"
        cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/"
        for dir in "$HERE"/share/icons/hicolor/*/apps; do
            size=$(basename "$(dirname "$dir")")
            mkdir -p "$DATA/icons/hicolor/$size/apps"
            cp "$dir/play-or-pay.png" "$DATA/icons/hicolor/$size/apps/"
        done
        refresh
        echo "Play or Pay installed: $BIN (and in your applications menu under Games)"
        case ":$PATH:" in
            *":$PREFIX/bin:"*) ;;
            *) echo "note: $PREFIX/bin is not on your PATH; start it from the menu or as $BIN" ;;
        esac
        ;;
    --uninstall)
        remove
        echo "Play or Pay removed (saves and settings stay in ${XDG_DATA_HOME:-$HOME/.local/share}/play-or-pay)"
        ;;
    *) usage ;;
esac
