"""Display models never drift from the rules (no pygame).

For every game with a display kit that folds, every player count and preset, and every
seat: folding the events of each action (as that seat may see them) over the model of the
seat's view before the action gives exactly the model of its view after it. The kit
checked is the plugin record's ``display``, the one every table of the game draws with (a
game at the plain table has its model re-read from the view: nothing to fold).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from game.events import GameEvent
from game.rng import Rng
from scenes.plugins import ui_for
from tests.conformance import setup_id, setups

ROOT = Path(__file__).resolve().parent.parent


def folds(game_id: str) -> bool:
    """True for a game whose display kit folds events (the plain table re-reads)."""
    display = ui_for(game_id).display
    return display is not None and display.reduce is not None


SETUPS = [s for s in setups() if folds(s[0].id)]


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
@pytest.mark.parametrize("seed", [3, 41])
def test_folding_events_over_the_model_gives_the_next_model(setup, seed):
    spec, players, _, options = setup
    kit = ui_for(spec.id).display
    assert kit is not None
    state = spec.new_state(players, options, seed)
    rng = Rng(seed)
    models = [kit.model_from_view(state.view(seat)) for seat in range(players)]
    steps = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        events: list[GameEvent] = []
        state.apply(legal[rng.below(len(legal))], events.append)
        assert all(isinstance(e, GameEvent) for e in events)
        for seat in range(players):
            folded = kit.fold(models[seat], events, seat)
            expected = kit.model_from_view(state.view(seat))
            assert folded == expected, f"seat {seat} drifted after step {steps}: {events}"
            models[seat] = expected
        steps += 1
    assert steps > 0


def test_display_models_load_no_pygame():
    code = (
        "import sys\n"
        "from scenes.plugins import installed\n"
        "from tests.games import register\n"
        "register()\n"
        "from game.registry import all_games\n"
        "assert len(installed()) == len(all_games()), 'a game without its plugin'\n"
        "for ui in installed(): assert (ui.display is None) == (ui.table is None)\n"
        "assert not any(m.split('.')[0] == 'pygame' for m in sys.modules), 'pygame loaded'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT, timeout=60)
