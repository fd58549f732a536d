"""The No Thanks! spec's ``preview``: what Take and Decline would do to the deciding
seat's score, from its view alone (known values, and the engine's own score after the
action in whole random games)."""

from __future__ import annotations

import dataclasses

import pytest

from game.games.nothanks import SPEC
from game.games.nothanks.preview import preview
from game.games.nothanks.rules import PASS, TAKE, NoThanksState
from game.games.nothanks.special_rules import DECLINE
from game.rng import Rng
from tests.conformance import setup_id, setups

SETUPS = [s for s in setups() if s[0].id == "nothanks"]


def test_spec_declares_the_preview() -> None:
    assert SPEC.preview is preview


def test_take_known_values() -> None:
    view = SPEC.new_state(3, {}, 1).view(0)
    # 10 and 12 held; taking 11 joins them into one run scoring 10 (−12), with 3 chips.
    view = dataclasses.replace(view, cards=((10, 12), (), ()), card=11, pot=3)
    assert preview(view, TAKE) == -12 - 3
    view = dataclasses.replace(view, cards=((), (), ()), card=35, pot=0)
    assert preview(view, TAKE) == 35
    assert preview(view, PASS) is None


def _score(state: NoThanksState, seat: int) -> int:
    """The seat's game score as the engine counts it now (totals + the round in play)."""
    return int(state.scores()[seat])


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_preview_matches_the_score_after_the_action(setup: tuple) -> None:
    """Whenever the preview gives a figure, it is exactly the change the engine then
    counts for that seat's round score."""
    spec, players, _name, options = setup
    checked = 0
    for seed in range(4):
        state = spec.new_state(players, options, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            seat = state.current_player
            legal = list(state.legal_actions())
            for action in legal:
                if action not in (TAKE, DECLINE):
                    continue
                figure = preview(state.view(seat), action)
                if figure is None:
                    continue
                before = _score(state, seat)
                after_state = state.clone()
                rounds = len(after_state.round_results())
                after_state.apply(action)
                if len(after_state.round_results()) != rounds:
                    continue  # the round ended: its score is counted, not in play
                assert _score(after_state, seat) - before == figure, (seed, action)
                checked += 1
            state.apply(legal[rng.below(len(legal))])
    assert checked > 0
