"""The engine's ``preview`` gives the figures the No Thanks! table computed itself before
issue 27 (its Take button's ``take_delta`` and the Decline button's chip gain, from the
folded display model), in whole random games with and without special cards.

When the table reads ``SPEC.preview`` instead, this reference side goes; the engine test
``tests/test_nothanks_preview.py`` stays.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from game.nothanks.preview import preview
from game.nothanks.rules import TAKE
from game.nothanks.special_rules import DECLINE
from game.rng import Rng
from scenes.nothanks.controls import NoThanksControls
from scenes.nothanks.layout import NoThanksLayout
from scenes.nothanks.model import model_from_view
from scenes.nothanks.specials import display_score
from tests.conformance import setup_id, setups

SETUPS = [s for s in setups() if s[0].id == "nothanks"]


def scene_take_delta(view: Any) -> int | None:
    """What the table's Take button showed (its own method, on a stand-in table)."""
    table = SimpleNamespace(model=model_from_view(view), hidden_card=None)
    table.display_cards = lambda seat, model=None: NoThanksLayout.display_cards(
        table,  # type: ignore[arg-type]
        seat,
        model,
    )
    return NoThanksControls.take_delta(table, view, view.player)  # type: ignore[arg-type]


def scene_decline_gain(view: Any) -> int:
    """What the table's Decline button showed (``decline_control``'s figure)."""
    table = SimpleNamespace(model=model_from_view(view), hidden_card=None)
    cards = NoThanksLayout.display_cards(table, view.player, table.model)  # type: ignore[arg-type]
    mine = view.chips[view.player] or 0
    return display_score(cards, mine + view.pot) - display_score(cards, mine)


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_preview_equals_the_tables_figures(setup: tuple) -> None:
    spec, players, _name, options = setup
    compared = 0
    for seed in range(3):
        state = spec.new_state(players, options, seed)
        rng = Rng(seed)
        while not state.is_terminal():
            seat = state.current_player
            legal = list(state.legal_actions())
            view = state.view(seat)
            if TAKE in legal:
                assert preview(view, TAKE) == scene_take_delta(view), seed
                compared += 1
            if DECLINE in legal:
                assert preview(view, DECLINE) == scene_decline_gain(view), seed
                compared += 1
            state.apply(legal[rng.below(len(legal))])
    assert compared > 0
