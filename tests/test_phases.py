"""The Phase protocol (game/phase.py): Nyet!'s phase table has one phase per value of the
state's ``phase`` field, and at every decision of random games the phase in play lists
exactly the legal actions the state cached while applying the previous action."""

from __future__ import annotations

import pytest

from game.errors import IllegalActionError
from game.games.nyet.fields import OVER, PHASES
from game.games.nyet.phases.table import PHASE_TABLE
from game.games.nyet.rules import NyetState
from game.phase import ENDED
from game.registry import get_game
from game.rng import Rng


def test_one_phase_per_phase_value() -> None:
    assert len(PHASE_TABLE) == len(PHASES)
    assert PHASE_TABLE[OVER] is ENDED


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_phase_legal_matches_cached_legal(players: int) -> None:
    spec = get_game("nyet")
    options = spec.validate(players, {"rounds": "2"})
    rng = Rng(players)
    for seed in range(3):
        state = spec.new_state(players, options, seed)
        assert isinstance(state, NyetState)
        while not state.is_terminal():
            legal = state.legal_actions()
            assert tuple(PHASE_TABLE[state.phase].legal(state)) == tuple(legal)
            state.apply(legal[rng.below(len(legal))])
        assert PHASE_TABLE[state.phase].legal(state) == ()
        with pytest.raises(IllegalActionError, match="the game is over"):
            ENDED.apply(state, None, print)
