"""Screens that build sentences from seat names read right for a seat named "You"."""

from __future__ import annotations

from game.records import Seat
from game.rng import Rng
from scenes.core.curtain import CurtainScene
from scenes.core.session import GameSession
from scenes.screens.results import ResultsScene


def test_curtain_for_you_does_not_say_i_am_you(app):
    curtain = CurtainScene(app, "You", "No Thanks!", lambda: None)
    assert curtain.button.label == "Show my cards"
    other = CurtainScene(app, "Ann", "No Thanks!", lambda: None)
    assert other.button.label == "I am Ann — show my cards"


def test_results_title_agrees_with_the_winners_names(app):
    seats = [Seat("You", "random"), Seat("Bo", "random"), Seat("Cy", "random")]
    for seed in range(1, 40):
        session = GameSession.new("nothanks", {}, seats, seed)
        rng = Rng(seed)
        while not session.state.is_terminal():
            legal = session.state.legal_actions()
            session.apply(legal[rng.below(len(legal))])
        names = [seats[i].name for i in session.state.winners()]
        title = ResultsScene(app, session).title
        if names == ["You"]:
            assert title == "You win!"
            return
        assert "wins" not in title or "You" not in title
    raise AssertionError("no seed where You won alone")
