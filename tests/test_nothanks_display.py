"""No Thanks! seat panels show the engine's numbers (no pygame; issue 18 items 1 and 12).

Whole random games for every player count and preset: after every event, for every
seat's folded display model and a watcher's, each panel's number is checked against the
engine: the game score where the looker may know it (totals plus the round in play; the
totals once a round is counted, so a finished round is never added twice), else this
round's card points. Every seat whose chips the looker sees shows a score, the same way
for everyone.
"""

from __future__ import annotations

import pytest

from game.events import EventLog, RoundScored
from game.games.nothanks import scoring, special_scoring
from game.games.nothanks.core import NoThanksCore
from game.games.nothanks.special_rules import SpecialState
from game.rng import Rng
from scenes.games.nothanks.model import (
    NoThanksModel,
    as_spectator,
    model_from_view,
    reduce,
)
from scenes.games.nothanks.panel_words import seat_panel
from tests.conformance import setup_id, setups

SETUPS = [s for s in setups() if s[0].id == "nothanks"]


def card_points(state: NoThanksCore, seat: int) -> int:
    """The engine's points of ``seat``'s cards this round, chips not counted."""
    if isinstance(state, SpecialState):
        return special_scoring.breakdown(state.hands[seat], 0)["score"]
    return scoring.card_points(state.hands[seat])


def check_panels(
    model: NoThanksModel, state: NoThanksCore, totals: list[int], looker: int | None
) -> int:
    """Compare every panel of ``looker``'s model with the engine; ``totals`` are the
    totals the events have announced so far. Returns the number of panels checked."""
    for seat in range(state.num_players):
        panel = seat_panel(model, seat)
        if model.round_over:
            assert panel.score == totals[seat], f"seat {seat}: counted twice?"
        elif panel.score is not None:
            assert panel.score == state.scores()[seat]
            assert panel.chips == state.chips[seat]
        else:
            assert not state.chips_open and seat != looker
            assert panel.card_points == card_points(state, seat)
            assert panel.chips is None and panel.chips_text == "?"
        shown = panel.score if panel.score is not None else panel.card_points
        written = str(shown).replace("-", "−")  # scores are shown with a true minus sign
        assert written in panel.headline and "pt" in panel.headline
        if panel.score is None and model.round > 1:
            # Every seat's running total stays in view (earlier rounds + this round's cards).
            total = str(totals[seat]).replace("-", "−")
            assert panel.headline.startswith(f"{total} + "), panel.headline
    return state.num_players


@pytest.mark.parametrize("setup", SETUPS, ids=[setup_id(s) for s in SETUPS])
def test_every_panel_number_is_the_engines(setup):
    spec, players, _, options = setup
    state = spec.new_state(players, options, 29)
    assert isinstance(state, NoThanksCore)
    rng = Rng(29)
    lookers = [*range(players), None]
    models = {seat: model_from_view(state.view(seat)) for seat in range(players)} | {
        None: as_spectator(model_from_view(state.view(0)))
    }
    totals = list(state.totals)
    checked = rounds = 0
    while not state.is_terminal():
        legal = state.legal_actions()
        events = EventLog()
        state.apply(legal[rng.below(len(legal))], events)
        for event in events:
            if isinstance(event, RoundScored):
                totals = [int(t) for t in event.totals]
                rounds += 1
            for looker in lookers:
                models[looker] = reduce(models[looker], event.for_seat(looker))
                if models[looker].round_over:
                    checked += check_panels(models[looker], state, totals, looker)
        for looker in lookers:
            checked += check_panels(models[looker], state, totals, looker)
            own = seat_panel(models[looker], looker) if looker is not None else None
            assert own is None or own.score is not None, "a seat always knows its score"
    assert rounds == state.rounds and totals == [int(s) for s in state.scores()]
    assert checked > 0
