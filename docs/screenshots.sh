#!/usr/bin/env bash
# Renders the README's screenshots (docs/screenshots/) headless with the app's --screenshot
# option, at 1280x720 and 1920x1080. Run from the repository root: bash docs/screenshots.sh
# (the replay, review and hint pictures come from their scene tests' drivers, not from here).
set -euo pipefail
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
PLAY_OR_PAY_HOME="$(mktemp -d)"
export PLAY_OR_PAY_HOME
PY="${PYTHON:-python}"
shot() {  # name, then the app's arguments
    local name="$1"
    shift
    for size in 1280x720 1920x1080; do
        "$PY" -m scenes.main --no-sound --size "$size" --seed 11 "$@" \
            --screenshot "docs/screenshots/$name-$size.png" >/dev/null
    done
}
shot menu --scene menu
shot setup --scene setup
shot table-3p --game nothanks --players 3 --after 24
shot table-7p --game nothanks --players 7 --after 40
shot table-specials --game nothanks --players 5 --option specials=true --option hidden_tiger=true --after 30
shot nyet-5p --game nyet --players 5 --after 45
shot nyet-5p-board --game nyet --players 5 --after 8
shot nyet-2p --game nyet --players 2 --after 30
shot playorpay-3p --game playorpay --players 3 --after 20
shot playorpay-8p --game playorpay --players 8 --after 30
shot curtain --scene curtain --game nothanks --players 4 --humans 2
shot results --scene results --game nothanks --players 4
echo "screenshots written to docs/screenshots/"
