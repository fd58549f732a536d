"""Pass-and-play: the curtain hides the table and draws nothing private."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.curtain import CurtainScene
from scenes.core.session import GameSession
from scenes.registry import table_for
from tests.scenes.helpers import press, pump

STACK = [27, 5, 33, 14, 9, 21, 30, 6, 17, 25, 11, 35, 3, 19, 24, 8, 29, 13, 32, 16, 22, 7, 34, 18]
OTHERS = [4, 10, 12, 15, 20, 23, 26, 28, 31]  # 9 cards: tigers + unseen


def session_with(tigers: list[int]) -> GameSession:
    unseen = [c for c in OTHERS if c not in tigers]
    deal = {"rounds": [{"stack": STACK, "unseen": unseen, "tigers": tigers}]}
    seats = [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cleo", "random")]
    options = {"hidden_tiger": True, "first_player": "1"}
    return GameSession.new("nothanks", options, seats, 7, deal)


def render(app, session: GameSession) -> bytes:
    app.start(table_for(app, session, autosave=False))
    pump(app, 3)
    assert isinstance(app.manager.top, CurtainScene)
    assert app.manager.visible() == [app.manager.top]  # the table is not drawn at all
    return pygame.image.tobytes(app.screen, "RGB")


def test_curtain_draws_nothing_private(app) -> None:
    a = session_with([4, 10, 12])
    b = session_with([31, 28, 26])
    assert a.state.view(0) != b.state.view(0)  # the hidden cards really differ
    curtain_a = render(app, a)
    press(app, pygame.K_RETURN, frames=3)
    table_a = pygame.image.tobytes(app.screen, "RGB")
    curtain_b = render(app, b)
    press(app, pygame.K_RETURN, frames=3)
    table_b = pygame.image.tobytes(app.screen, "RGB")
    assert curtain_a == curtain_b
    # Sanity: once revealed, the private card is drawn, so the renders differ.
    assert table_a != table_b


def test_curtain_between_different_humans(app) -> None:
    session = session_with([4, 10, 12])
    app.start(table_for(app, session, autosave=False))
    pump(app, 3)
    assert isinstance(app.manager.top, CurtainScene)
    press(app, pygame.K_SPACE, frames=3)
    table = app.manager.top
    assert table.viewer == 0 and table.human_to_move()
    press(app, pygame.K_n, frames=3)  # Ann passes; Bo (another human) decides next
    assert isinstance(app.manager.top, CurtainScene)
    assert app.manager.top.name == "Bo"
    press(app, pygame.K_RETURN, frames=3)
    assert app.manager.top is table and table.viewer == 1


def test_no_curtain_without_private_information(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "human"), Seat("Cleo", "random")]
    session = GameSession.new("nothanks", {"chips": "open", "first_player": "1"}, seats, 3)
    app.start(table_for(app, session, autosave=False))
    pump(app, 3)
    # The first human still gets a curtain (nobody has been shown the table yet)...
    press(app, pygame.K_RETURN, frames=3)
    table = app.manager.top
    press(app, pygame.K_n, frames=3)
    # ...but Ann and Bo see the same things with open chips: no curtain between them.
    assert app.manager.top is table
    assert table.viewer == 1
