"""A table driven from outside (a replay viewer): it animates and logs the events it is
handed and decides nothing itself."""

from __future__ import annotations

from game.records import Seat
from scenes.core.session import GameSession
from scenes.registry import table_for
from tests.scenes.helpers import pump


def test_a_driven_table_shows_what_it_is_fed_and_asks_no_bot(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    session = GameSession.new("nothanks", {"first_player": "2"}, seats, 5)
    table = table_for(app, session, autosave=False)
    table.mode.driven = True
    app.start(table)
    pump(app, 30)
    assert not session.is_human(session.state.current_player)  # a bot is to move...
    assert session.ply == 0 and table.bots.asked_for == -1  # ...but nobody asks it
    assert not table.controls.buttons and not table.needs_redraw()
    logged = len(table.chrome.log.lines)
    events = session.apply(session.state.legal_actions()[0])
    table.show_events(events)
    pump(app, 5)
    assert not table.feed.queue and not table.feed.animating
    assert len(table.chrome.log.lines) > logged  # Bo's move is in the log
    assert session.ply == 1 and table.bots.asked_for == -1
