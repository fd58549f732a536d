"""Bot pace and keys at a table running at normal speed (clock ticked by hand).

Keys pressed while a move animates or a bot decides are held and replayed, in order,
when the human may act; Esc still opens the menu at once. A bot's decision is asked for
as soon as the move is the bot's, while the last move still animates, and the bot acts
after the pause.
"""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.dialogs import Overlay
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.table.bot_turns import BOT_PAUSE
from scenes.table.scene import TableScene
from tests.scenes.helpers import DT, press, pump


def start(app, seed: int = 3) -> tuple[TableScene, GameSession]:
    """No Thanks! with the human first, then two easy bots; the table at rest."""
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    session = GameSession.new("nothanks", {"first_player": "1"}, seats, seed)
    table = table_for(app, session, autosave=False)
    app.start(table)
    pump(app, 3)
    assert table.human_to_move()
    return table, session


def seat_moves(session: GameSession, seat: int) -> list[str]:
    """The actions ``seat`` played, replaying the session's actions on a fresh state."""
    state = session.spec.new_state(session.num_players, session.options, session.seed, session.deal)
    moves = []
    for text in session.actions:
        if state.current_player == seat:
            moves.append(text)
        state.apply(state.find_action(text))
    return moves


def pump_until(app, condition, limit: int = 1200) -> None:
    for _ in range(limit):
        if condition():
            return
        pump(app)
    raise AssertionError("the table never got there")


def test_a_key_pressed_during_an_animation_is_played_on_the_next_turn(normal_app) -> None:
    table, session = start(normal_app)
    press(normal_app, pygame.K_n, frames=1)  # Ann: no thanks; its chip starts flying
    assert session.ply == 1 and table.feed.animating
    press(normal_app, pygame.K_t, frames=1)  # pressed while the chip is still in the air
    assert list(table.controls.pending) and session.ply == 1
    pump_until(normal_app, lambda: len(seat_moves(session, 0)) == 2)
    assert seat_moves(session, 0) == ["pass", "take"]
    assert not table.controls.pending


def test_keys_wait_in_order_and_only_for_the_viewer_s_turns(normal_app) -> None:
    _table, session = start(normal_app)
    press(normal_app, pygame.K_n, frames=1)
    for key in (pygame.K_n, pygame.K_t):  # two moves typed ahead
        press(normal_app, key, frames=1)
    pump_until(normal_app, lambda: len(seat_moves(session, 0)) == 3)
    assert seat_moves(session, 0) == ["pass", "pass", "take"]


def test_escape_during_an_animation_opens_the_menu_at_once(normal_app) -> None:
    table, _session = start(normal_app)
    press(normal_app, pygame.K_n, frames=1)
    assert table.feed.animating
    press(normal_app, pygame.K_ESCAPE, frames=1)
    assert isinstance(normal_app.manager.top, Overlay)
    assert not table.controls.pending


def test_the_bot_is_asked_while_the_last_move_animates(normal_app) -> None:
    table, session = start(normal_app)
    press(normal_app, pygame.K_n, frames=1)
    assert table.feed.animating and not session.is_human(session.state.current_player)
    assert table.bots.asked_for == session.ply  # asked at once, not after the animation
    assert table.bots.answer is not None  # inline bots answer at once


def test_the_bot_acts_after_the_pause_at_rest(normal_app) -> None:
    table, session = start(normal_app)
    press(normal_app, pygame.K_n, frames=1)
    pump_until(
        normal_app,
        lambda: not (table.feed.animating or table.feed.queue or table.picture.ui.sprites),
    )
    ply, rest_frames = session.ply, 0
    while session.ply == ply:
        pump(normal_app)
        rest_frames += 1
        assert rest_frames < 600
    pause_frames = BOT_PAUSE * table.picture.ui.speed / DT
    # The frame on which the table came to rest already counts towards the pause.
    assert pause_frames - 1 <= rest_frames <= pause_frames + 2


def test_a_slow_bot_leaves_the_frames_to_its_search(app) -> None:
    """While only the "thinking" dots change, the table is drawn when they do (three
    times a second), not every frame; the answer is still played as soon as it is in."""
    table, session = start(app)
    answer = table.bots.runner.poll
    table.bots.runner.poll = lambda: None  # type: ignore[method-assign]  # the bot thinks on
    press(app, pygame.K_n, frames=3)
    assert table.bots.waiting(table.picture.ui.speed)
    before = app.draws
    pump(app, 60)  # one second
    assert 2 <= app.draws - before <= 4
    table.bots.runner.poll = answer  # type: ignore[method-assign]
    pump(app, 2)
    assert session.ply >= 2
