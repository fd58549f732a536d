"""Rebuilding a state from a view is part of the rules contract (every game).

``spec.state_from_view(view, rng)`` must give a state whose view for that seat is the
same view, at every step of whole games, for every game, player count and preset; and
the rebuilt state must play on to the end.
"""

from __future__ import annotations

import pytest

from game.contract import view_data
from game.rng import Rng
from tests.conformance import random_playout, setup_id, setups

SETUPS = list(setups())


def test_every_registered_game_can_rebuild_a_state_from_a_view():
    from game.registry import all_games

    missing = [spec.id for spec in all_games() if spec.rebuild is None]
    assert missing == []


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_a_state_rebuilt_from_a_view_has_that_view(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 17)
    rng = Rng(17)
    step = 0
    while not state.is_terminal():
        if step % 3 == 0:
            seat = state.current_player
            view = state.view(seat)
            rebuilt = spec.state_from_view(view, Rng(step))
            assert view_data(rebuilt.view(seat)) == view_data(view), f"step {step}"
            assert rebuilt.legal_actions() == state.legal_actions()
            if step % 12 == 0:
                random_playout(rebuilt, Rng(step + 1))
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        step += 1
