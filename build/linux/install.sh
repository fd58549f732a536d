#!/bin/sh
# Install Play or Pay for this user (no root needed), from the unpacked .tar.gz:
#   ./install.sh --user         app in ~/.local/lib/play-or-pay, command ~/.local/bin/play-or-pay,
#                               menu entry, icons and AppStream metainfo under ~/.local/share
#   ./install.sh --uninstall    remove all of that again (saves and settings are kept)
# XDG_DATA_HOME is respected for the menu entry, icons and metainfo.
#
# Nothing that is not ours is ever removed or replaced. Every file installed is listed in
# a manifest (~/.local/lib/play-or-pay/.install-manifest); the app folder is used only if
# it is empty or carries that manifest; --uninstall removes only what the manifest lists;
# a ~/.local/bin/play-or-pay that is not our link (a pip or pipx install, a script) is
# left as it is. Paths may hold any character but a newline: the menu entry is written
# here (no sed), quoted and escaped as the Desktop Entry specification says.
set -eu

ID=games.playorpay.PlayOrPay
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX="$HOME/.local"
DATA="${XDG_DATA_HOME:-$PREFIX/share}"
APP="$PREFIX/lib/play-or-pay"
BIN="$PREFIX/bin/play-or-pay"
MANIFEST="$APP/.install-manifest"
MAGIC="# Play or Pay install manifest 1"
NL='
'
TAB=$(printf '\t')

say() { printf '%s\n' "$*"; }
fail() { printf '%s\n' "install.sh: $*" >&2; exit 1; }

usage() {
    printf 'usage: %s --user | --uninstall\n' "$0" >&2
    exit 2
}

ours() {  # true if the manifest exists and is ours
    [ -f "$MANIFEST" ] && [ ! -L "$MANIFEST" ] && [ "$(head -n 1 "$MANIFEST")" = "$MAGIC" ]
}

listed() {  # true if path $1 is in the manifest
    ours && grep -Fxq -- "$1" "$MANIFEST"
}

our_link() {  # true if $BIN is our link to the app
    [ -L "$BIN" ] && [ "$(readlink "$BIN")" = "$APP/play-or-pay" ]
}

refresh() {
    if command -v update-desktop-database >/dev/null 2>&1; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

remove_listed() {  # remove what the manifest lists: files and links, then empty folders
    ours || return 0
    tail -n +2 "$MANIFEST" | while IFS= read -r path; do
        if [ "$path" = "$BIN" ]; then
            our_link && rm -f -- "$BIN"
        elif [ -L "$path" ] || [ -f "$path" ]; then
            rm -f -- "$path"
        fi
    done
    tail -n +2 "$MANIFEST" | sort -r | while IFS= read -r path; do
        if [ -d "$path" ] && [ ! -L "$path" ]; then
            rmdir -- "$path" 2>/dev/null || true  # kept if it holds anything else
        fi
    done
    rm -f -- "$MANIFEST"
    rmdir -- "$APP" 2>/dev/null || true
}

exec_quoted() {  # $1 as one Exec argument: quoted, %-doubled, then string-escaped
    rest=$1 out=
    while [ -n "$rest" ]; do
        tail=${rest#?}
        ch=${rest%"$tail"}
        rest=$tail
        case $ch in
            \\) out="$out\\\\\\\\" ;;            # \ -> \\ (quoted) -> \\\\ (string)
            \"|\`|\$) out="$out\\\\$ch" ;;     # " -> \" (quoted) -> \\" (string)
            %) out="$out%%" ;;
            "$TAB") out="$out\\t" ;;
            *) out="$out$ch" ;;
        esac
    done
    printf '"%s"' "$out"
}

write_desktop() {  # the menu entry, running the app by its full path
    # ~/.local/bin is not always on PATH, so Exec names the app itself.
    exec_value=$(exec_quoted "$APP/play-or-pay")
    while IFS= read -r line || [ -n "$line" ]; do
        case $line in
            Exec=*) printf 'Exec=%s\n' "$exec_value" ;;
            *) printf '%s\n' "$line" ;;
        esac
    done < "$HERE/share/applications/$ID.desktop" > "$1"
}

place() {  # record $1 in the new manifest unless it is there and not ours
    if [ -e "$1" ] || [ -L "$1" ]; then
        listed "$1" || { say "note: $1 is not Play or Pay's: left as it is"; return 1; }
    fi
    printf '%s\n' "$1" >> "$MANIFEST.new"
}

check_user() {  # refuse before changing anything
    [ -x "$HERE/play-or-pay/play-or-pay" ] || fail "no play-or-pay/ folder next to $0"
    case "$HOME$DATA" in *"$NL"*) fail "a folder name holds a line break: not supported" ;; esac
    if [ -e "$APP" ] || [ -L "$APP" ]; then
        if [ ! -d "$APP" ] || [ -L "$APP" ]; then
            fail "$APP is not a folder: move it away first"
        fi
        if ! ours && [ -n "$(ls -A "$APP")" ]; then
            fail "$APP holds files that are not Play or Pay's (no install manifest): move them away first"
        fi
    fi
}

install_user() {
    check_user
    remove_listed  # an earlier install of ours, as its manifest lists it
    mkdir -p "$APP" "$PREFIX/bin" "$DATA/applications" "$DATA/metainfo"
    new="$MANIFEST.new"
    printf '%s\n' "$MAGIC" > "$new"
    cp -R "$HERE/play-or-pay/." "$APP/"
    (cd "$HERE/play-or-pay" && find . -mindepth 1) | while IFS= read -r rel; do
        printf '%s\n' "$APP/${rel#./}"
    done >> "$new"
    if place "$BIN"; then
        ln -sf "$APP/play-or-pay" "$BIN"
    fi
    if place "$DATA/applications/$ID.desktop"; then
        write_desktop "$DATA/applications/$ID.desktop"
    fi
    if place "$DATA/metainfo/$ID.metainfo.xml"; then
        cp "$HERE/share/metainfo/$ID.metainfo.xml" "$DATA/metainfo/$ID.metainfo.xml"
    fi
    for dir in "$HERE"/share/icons/hicolor/*/apps; do
        size=$(basename "$(dirname "$dir")")
        mkdir -p "$DATA/icons/hicolor/$size/apps"
        icon="$DATA/icons/hicolor/$size/apps/play-or-pay.png"
        if place "$icon"; then
            cp "$dir/play-or-pay.png" "$icon"
        fi
    done
    mv -f "$new" "$MANIFEST"
    refresh
    say "Play or Pay installed: $APP/play-or-pay (and in your applications menu under Games)"
    if our_link; then
        case ":$PATH:" in
            *":$PREFIX/bin:"*) ;;
            *) say "note: $PREFIX/bin is not on your PATH; start it from the menu or as $BIN" ;;
        esac
    fi
}

uninstall() {
    if ! ours; then
        say "Play or Pay is not installed in $APP (no install manifest there): nothing removed"
        return 0
    fi
    remove_listed
    refresh
    say "Play or Pay removed (saves and settings stay in ${XDG_DATA_HOME:-$HOME/.local/share}/play-or-pay)"
}

[ $# -eq 1 ] || usage
case "$1" in
    --user) install_user ;;
    --uninstall) uninstall ;;
    *) usage ;;
esac
