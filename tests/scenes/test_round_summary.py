"""The round-end summary: the banner stays until dismissed when a human is at the table
(a bots-only table goes on by itself), it is no wider than its text, and every round's
scores, as the round-end event states them, go into the table's log."""

from __future__ import annotations

import pygame
import pytest

from game.bots import make_bot
from game.bots.base import decision_rng
from game.contract import Action
from game.events import EventLog, RoundScored
from game.records import Seat
from scenes.core import phrases
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.table.banner import Banner, content_width, draw_banner
from tests.scenes.game_cases import game_ids
from tests.scenes.helpers import press, pump

#: Options that keep a game short where its defaults play long.
SHORT = {"nyet": {"rounds": "2"}}


def before_round_end(game: str, kinds: tuple[str, ...]) -> tuple[GameSession, Action]:
    """A session just before the action that ends round 1, and that action."""
    seats = [Seat(f"P{i}", kind) for i, kind in enumerate(kinds)]
    session = GameSession.new(game, dict(SHORT.get(game, {})), seats, 4)
    bot = make_bot(game, "easy")
    while True:
        state, seat = session.state, session.state.current_player
        action = bot.choose(state.view(seat), state.legal_actions(), decision_rng(4, seat, 0))
        probe = state.clone()  # try the action on a copy: does it end the round?
        events = EventLog()
        probe.apply(action, events)
        if any(isinstance(event, RoundScored) for event in events):
            return session, action
        session.apply(action)


def banner_up(app, game: str, kinds: tuple[str, ...]):
    session, last = before_round_end(game, kinds)
    table = table_for(app, session, autosave=False)
    table.mode.hold_bots = True  # nothing moves but the round's end
    app.start(table)
    pump(app, 3)
    table.play(last)
    for _ in range(900):
        pump(app)
        if table.picture.ui.banner is not None:
            return table, session
    raise AssertionError("no banner at the round's end")


@pytest.mark.parametrize("game", sorted(game_ids()))
def test_the_banner_stays_until_dismissed_with_a_human(normal_app, game: str) -> None:
    table, session = banner_up(normal_app, game, ("human", "easy", "easy", "easy"))
    ply = session.ply
    pump(normal_app, 200, 0.1)  # twenty seconds: still there, nothing moved on
    assert table.picture.ui.banner is not None and session.ply == ply
    press(normal_app, pygame.K_RETURN, frames=1)
    assert table.picture.ui.banner is None
    press(normal_app, pygame.K_RETURN, frames=1)  # a second Enter: not a move ahead
    assert not table.controls.pending


def test_a_click_dismisses_it_too(normal_app) -> None:
    table, _session = banner_up(normal_app, "nothanks", ("human", "easy", "easy"))
    pos = (10, 700)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    pump(normal_app, 2)
    assert table.picture.ui.banner is None


def test_a_bots_only_table_goes_on_by_itself(normal_app) -> None:
    table, _session = banner_up(normal_app, "nothanks", ("easy", "easy", "easy"))
    pump(normal_app, 60 * 6)
    assert table.picture.ui.banner is None


def test_the_panel_is_no_wider_than_its_text(normal_app) -> None:
    surface = pygame.Surface((1280, 720))
    short = Banner("Round 2", ["Ann +3"], alpha=255)
    rect = draw_banner(surface, short, (640, 360), 900, 1.0)
    assert rect.width == content_width(short, 1.0) < 900
    long = Banner("Round 2", ["Ann " + "+3 " * 200], alpha=255)
    assert draw_banner(surface, long, (640, 360), 900, 1.0).width == 900


@pytest.mark.parametrize("game", sorted(game_ids()))
def test_every_round_s_scores_are_in_the_log(app, game: str) -> None:
    seats = [Seat("You", "human")] + [Seat(n, "easy") for n in ("Bo", "Cy", "Di")]
    session = GameSession.new(game, dict(SHORT.get(game, {})), seats, 9)
    table = table_for(app, session, autosave=False)
    app.start(table)
    bot = make_bot(game, "easy")
    events = EventLog()
    for _ in range(3000):
        if session.state.is_terminal():
            break
        if table.human_to_move():
            state = session.state
            legal = state.legal_actions()
            table.play(bot.choose(state.view(0), legal, decision_rng(9, 0, session.ply)))
        pump(app)
    assert session.state.is_terminal()
    pump(app, 3)  # the last action's events are logged
    state = session.spec.new_state(session.num_players, session.options, session.seed)
    for text in session.actions:
        state.apply(state.find_action(text), events)
    rounds = [event for event in events if isinstance(event, RoundScored)]
    assert rounds
    logged = [text for text, *_ in table.chrome.log.lines if text.startswith("Totals after round")]
    assert len(logged) == len(rounds)
    for line, event in zip(logged, rounds, strict=True):
        assert line.startswith(f"Totals after round {event.round}: ")
        for seat, total in enumerate(event.totals):
            name = phrases.subject(session.seat_label(seat))
            assert f"{name} {total:g} ({phrases.signed(event.points[seat])})" in line


def test_round_totals_words() -> None:
    line = phrases.round_totals(2, ["You", "Bo"], (5, -2.0), (12, 7))
    assert line == "Totals after round 2: You 12 (+5), Bo 7 (−2)"
    assert phrases.signed(0) == "0"
