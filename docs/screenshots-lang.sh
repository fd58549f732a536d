#!/usr/bin/env bash
# Renders every screen in German and French (or the languages given) headless into
# docs/screenshots/<lang>/ at 1280x720, with the app's --screenshot and --lang options.
# Run from the repository root: bash docs/screenshots-lang.sh [de fr ...]
set -euo pipefail
export SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy
PY="${PYTHON:-python}"
LANGS=("$@")
[ ${#LANGS[@]} -eq 0 ] && LANGS=(de fr)
for lang in "${LANGS[@]}"; do
    PLAY_OR_PAY_HOME="$(mktemp -d)"
    export PLAY_OR_PAY_HOME
    out="docs/screenshots/$lang"
    mkdir -p "$out"
    shot() {  # name, then the app's arguments
        local name="$1"
        shift
        "$PY" -m scenes.main --no-sound --lang "$lang" --size 1280x720 --seed 11 "$@" \
            --screenshot "$out/$name.png" >/dev/null
    }
    shot menu --scene menu
    shot settings --scene settings
    for game in nothanks nyet playorpay; do
        shot "setup-$game" --scene setup --game "$game"
        shot "rules-$game" --scene rules --game "$game"
        shot "results-$game" --scene results --game "$game" --players 4
        shot "tutorial-$game" --tutorial "$game"
        shot "daily-results-$game" --scene daily-results --game "$game"
    done
    shot nothanks-4p --game nothanks --players 4 --after 24
    shot nothanks-specials --game nothanks --players 5 --option specials=true --option hidden_tiger=true --after 30
    shot nyet-board --game nyet --players 4 --after 8
    shot nyet-tricks --game nyet --players 4 --after 45
    shot playorpay-5p --game playorpay --players 5 --after 30
    shot curtain --scene curtain --game nothanks --players 4 --humans 2
    shot load --scene load
    shot learn --scene learn
    shot replays --scene replays
    shot replay-review --scene replay --game nothanks --players 3
    shot daily --scene daily
    shot statistics --scene statistics
    echo "screenshots written to $out/"
done
