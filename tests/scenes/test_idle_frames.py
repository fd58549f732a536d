"""Idle frames are not drawn: the app draws only after input, a scene change, or while
something moves (frames counted with the clock ticked by hand)."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.screens.menu import MainMenu
from tests.scenes.helpers import DT, press, pump

IDLE_FRAMES = 30


def settle(app, limit: int = 600) -> None:
    """Run frames until the top scene stops moving (fails if it never does)."""
    for _ in range(limit):
        if not app.wants_frames():
            return
        app.frame(DT, [])
    raise AssertionError(f"{type(app.manager.top).__name__} never stopped moving")


def idle_draws(app, frames: int = IDLE_FRAMES) -> int:
    before = app.draws
    for _ in range(frames):
        app.frame(DT, [])
    return app.draws - before


def test_an_idle_menu_draws_nothing_and_input_draws_once(app) -> None:
    app.settings.animation_speed = "normal"  # the menu fades in: frames while it moves
    app.start(MainMenu(app))
    first = app.draws
    pump(app, 3)
    assert app.draws - first == 3, "a fading-in menu is drawn every frame"
    settle(app)
    assert idle_draws(app) == 0
    before = app.draws
    press(app, pygame.K_DOWN, frames=IDLE_FRAMES)
    assert app.draws - before == 1, "one key press, one frame drawn"


def test_a_window_change_is_drawn(app) -> None:
    app.start(MainMenu(app))
    settle(app)
    app.invalidate()
    assert app.frame(DT, []) is True
    assert idle_draws(app) == 0


def test_a_table_waiting_for_the_human_is_idle_and_a_bot_turn_is_not(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new("nothanks", {}, seats, 11)
    table = table_for(app, session, autosave=False)
    app.start(table)
    settle(app)
    assert table.human_to_move()
    assert idle_draws(app) == 0
    table.mode.hold_bots = True
    while session.is_human(session.state.current_player):
        table.play(session.state.legal_actions()[-1])
    table.mode.hold_bots = False
    # A bot is to play: its turn is shown ("thinking") every frame, until it is the
    # human's turn again; then the table is idle.
    assert table.needs_redraw()
    assert idle_draws(app, 3) == 3
    settle(app)
    assert table.human_to_move()
    assert idle_draws(app) == 0


def test_the_idle_loop_still_takes_input(app) -> None:
    app.start(MainMenu(app))
    settle(app)
    menu = app.manager.top
    focused = menu.ring.current
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    before = app.draws
    app.run(max_frames=app.frames + 2)
    assert menu.ring.current is not focused
    assert app.draws - before == 1
