#!/usr/bin/env bash
# Install the Linux packages that build/release.py --deb made, run the installed app's
# self-test, validate its desktop entry and metainfo, and remove it again:
#
#   bash build/check_linux_packages.sh dist/play-or-pay-*.deb dist/play-or-pay-*.tar.gz
#
# The .deb goes in with dpkg -i when this runs as root (or with sudo when that works
# without a password, as on GitHub's runners); otherwise it is unpacked into a temporary
# root with dpkg -x and checked there. The .tar.gz is installed with install.sh --user
# into a temporary HOME. Needs desktop-file-validate (desktop-file-utils) and appstreamcli
# (appstream). With --quick (.ci/run) the app from the .tar.gz only has to answer
# --version: it is the same build as the .deb's, whose self-test has just passed.
set -euo pipefail
QUICK=""
if [ "${1:-}" = --quick ]; then QUICK=1; shift; fi
[ $# -eq 2 ] || { echo "usage: $0 [--quick] PACKAGE.deb PACKAGE.tar.gz" >&2; exit 2; }
DEB=$(realpath "$1")
TARBALL=$(realpath "$2")
ID=games.playorpay.PlayOrPay
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
TEMP=$(mktemp -d)
SUDO=""
INSTALLED=""
cleanup() {  # a failed check still removes the package it installed
    if [ -n "$INSTALLED" ]; then $SUDO dpkg -r play-or-pay >/dev/null || true; fi
    rm -rf "$TEMP"
}
trap cleanup EXIT

self_test() {  # self_test PROGRAM: run it from an unrelated folder, print its result line
    local result="$TEMP/self-test.txt"
    rm -f "$result"
    if ! (cd "$TEMP" && "$1" --self-test --result-file "$result" >/dev/null) \
        || ! grep -q '^self-test ok' "$result"; then
        echo "  $1 --self-test failed: $(cat "$result" 2>/dev/null || echo 'no result file')" >&2
        return 1
    fi
    echo "  $1: $(cat "$result")"
}

validate() {  # validate SHARE_DIR
    desktop-file-validate "$1/applications/$ID.desktop"
    appstreamcli validate --no-net "$1/metainfo/$ID.metainfo.xml" | tail -1
    for size in 16 32 48 64 128 256; do
        test -s "$1/icons/hicolor/${size}x${size}/apps/play-or-pay.png"
    done
    grep -q '^Categories=Game;' "$1/applications/$ID.desktop"
}

echo "== .deb: $(basename "$DEB")"
dpkg-deb --info "$DEB" | grep -E '^ (Package|Version|Architecture|Depends|Installed-Size):'
if [ "$(id -u)" -ne 0 ] && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
    if dpkg-query -W -f='${Status}' play-or-pay 2>/dev/null | grep -q 'install ok installed'; then
        echo "play-or-pay is already installed here; not touching it" >&2
        exit 1
    fi
    INSTALLED=1
    $SUDO dpkg -i "$DEB"
    test -x /opt/play-or-pay/play-or-pay
    test "$(readlink -f /usr/bin/play-or-pay)" = /opt/play-or-pay/play-or-pay
    self_test /usr/bin/play-or-pay
    validate /usr/share
    $SUDO dpkg -r play-or-pay
    INSTALLED=""
    test ! -e /usr/bin/play-or-pay && test ! -e /opt/play-or-pay
    test ! -e /usr/share/applications/$ID.desktop
    echo "  installed with dpkg -i, self-test passed, removed with dpkg -r"
else
    echo "  not root and no sudo: checking the package in a temporary root (dpkg -x)"
    dpkg-deb -x "$DEB" "$TEMP/root"
    test "$(readlink "$TEMP/root/usr/bin/play-or-pay")" = /opt/play-or-pay/play-or-pay
    self_test "$TEMP/root/opt/play-or-pay/play-or-pay"
    validate "$TEMP/root/usr/share"
fi

echo "== .tar.gz: $(basename "$TARBALL")"
mkdir "$TEMP/unpacked" "$TEMP/home"
tar -xzf "$TARBALL" -C "$TEMP/unpacked"
top=$(echo "$TEMP"/unpacked/*)
(
    export HOME="$TEMP/home" XDG_DATA_HOME="$TEMP/home/.local/share"
    "$top/install.sh" --user
    if [ -n "$QUICK" ]; then
        echo "  $HOME/.local/bin/play-or-pay --version: $("$HOME/.local/bin/play-or-pay" --version)"
    else
        self_test "$HOME/.local/bin/play-or-pay"
    fi
    validate "$XDG_DATA_HOME"
    "$top/install.sh" --uninstall
    test ! -e "$HOME/.local/bin/play-or-pay" && test ! -e "$HOME/.local/lib/play-or-pay"
    test ! -e "$XDG_DATA_HOME/applications/$ID.desktop"
    test -z "$(find "$XDG_DATA_HOME/icons" -name play-or-pay.png 2>/dev/null)"
)
ran="self-test passed"
if [ -n "$QUICK" ]; then ran="--version answered"; fi
echo "  installed with install.sh --user, $ran, removed with install.sh --uninstall"
