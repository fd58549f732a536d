"""Coach hints by posted events: with the setting on, "?" shows the hard bot's advice over
the controls (the same hint the review API gives), each decision asked about counts one
hint in the record, and the results screen shows the count. Off by default: "?" does
nothing then."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pygame
import pytest

from game.records import Seat
from game.review import hint
from scenes.core import theme
from scenes.core.saves import Settings, autosave_path, load_session
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.game_cases import game_ids, players_for
from tests.scenes.helpers import click, pump

BUDGET = 300  # search iterations per hint: enough for a stable advice, quick in tests


def press_question(app, frames: int = 2) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(
                kind, key=pygame.K_SLASH, mod=pygame.KMOD_LSHIFT, unicode="?", scancode=0
            )
        )
    pump(app, frames)


def human_turn(app, limit: int = 3000) -> TableScene:
    for _ in range(limit):
        table = app.manager.top
        if isinstance(table, TableScene) and table.human_to_move():
            return table
        pump(app)
    raise AssertionError("the human never got the turn")


def start(app) -> TableScene:
    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    session = GameSession.new("nothanks", {}, seats, 23)
    table = table_for(app, session)
    table.chrome.coach.iterations = BUDGET
    app.manager.reset(table)
    pump(app, 2)
    return human_turn(app)


def test_hints_are_off_by_default(app):
    assert Settings().coach_hints is False
    table = start(app)
    press_question(app)
    assert not table.chrome.coach.showing()
    assert not any(table.session.hints)


def test_hint_overlay_appears_and_is_counted(app):
    app.settings.coach_hints = True
    table = start(app)
    plain = app.screen.copy()
    press_question(app)
    coach = table.chrome.coach
    assert coach.showing() and coach.hint is not None
    session = table.session
    expected = hint(
        "nothanks", session.state, seed=session.seed, ply=session.ply, iterations=BUDGET
    )
    assert coach.hint == expected  # the review API's hint, computed in the worker
    assert session.hints[0] == 1 and not any(session.hints[1:])
    # The panel is drawn over the controls: the picture there changed.
    rect = coach.panel_rect()
    assert rect is not None
    shown = app.screen.copy()
    assert any(
        shown.get_at((x, y)) != plain.get_at((x, y))
        for x in range(rect.x, rect.right, 7)
        for y in range(rect.y, rect.bottom, 7)
    )
    # Asking again at the same decision hides it and does not count twice.
    press_question(app)
    assert not coach.showing()
    press_question(app)
    assert coach.showing() and session.hints[0] == 1
    assert load_session(autosave_path()).hints[0] == 1  # kept in the saved record
    # The Hint button works as well, at the next decision.
    table.controls.buttons[0][1].on_click()
    table = human_turn(app)
    table.chrome.coach.iterations = BUDGET
    click(app, table.chrome.coach.button.rect.center)
    assert table.chrome.coach.showing()
    assert table.session.hints[0] == 2
    finish(app)


def finish(app) -> None:
    for _ in range(5000):
        top = app.manager.top
        if not isinstance(top, TableScene):
            break
        if top.human_to_move():
            top.controls.buttons[0][1].on_click()
        pump(app)
    results = app.manager.top
    assert isinstance(results, ResultsScene)
    assert results.session.record().hints == [2, 0, 0]
    assert "Ann: 2 hints" in results.assist_line()


# Item 12: hints that point.


def _table_of(app, game: str, players: int) -> TableScene:
    seats = [Seat("Ann", "human")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    session = GameSession.new(game, {}, seats, 23)
    table = table_for(app, session)
    table.chrome.coach.iterations = 120
    app.manager.reset(table)
    pump(app, 2)
    return human_turn(app)


def test_a_hint_computed_off_the_drawing_thread_arrives_on_the_table_clock(app):
    """As in a window without a worker process: the hint runs on a thread, the frames go
    on meanwhile, and the panel shows it once the table's clock finds it done."""
    app.settings.coach_hints = True
    table = start(app)
    app.sync_bots = False  # the coach's job goes to a thread (no bot moves are due)
    press_question(app, frames=1)
    coach = table.chrome.coach
    assert coach.showing()
    for _ in range(2000):
        if coach.hint is not None:
            break
        pump(app)
        time.sleep(0.002)
    session = table.session
    expected = hint(
        "nothanks", session.state, seed=session.seed, ply=session.ply, iterations=BUDGET
    )
    assert coach.hint == expected and coach.job is None
    assert session.hints[0] == 1


@pytest.mark.parametrize(
    "game, players", [(g, players_for(g, 4 if g == "nyet" else 3)) for g in game_ids()]
)
def test_the_hint_points_at_its_move_and_never_covers_the_prompt_or_the_controls(
    app, game, players
):
    app.settings.coach_hints = True
    table = _table_of(app, game, players)
    assert table.picture.ui.suggested is None
    press_question(app)
    coach = table.chrome.coach
    for _ in range(400):
        if coach.hint is not None:
            break
        pump(app)
    pump(app, 2)
    assert coach.hint is not None
    ui = table.picture.ui
    assert ui.suggested == coach.hint.action  # the table knows which move to glow
    rect = coach.panel_rect()
    assert rect is not None
    frame = table.picture.places.frame
    assert not rect.colliderect(frame.area), (rect, frame.area)  # the prompt lives there
    for _control, button in table.controls.buttons:
        assert not rect.colliderect(button.rect)
    glowing = [b for c, b in table.controls.buttons if c.action == coach.hint.action]
    if glowing:  # a button of its own: it glows (gold around its edge)
        edge = glowing[0].rect.inflate(4, 4)
        colour = app.screen.get_at((edge.left, edge.centery))  # the side: no badge there
        assert colour.r > 200 and colour.g > 170 and colour.b < 140, colour
    pygame.image.save(
        app.screen, str(Path(os.environ["PLAY_OR_PAY_HOME"]).parent / f"hint-{game}.png")
    )
    # Hidden again: nothing glows.
    press_question(app)
    pump(app, 2)
    assert ui.suggested is None


def test_the_hint_columns_say_what_they_mean(app):
    app.settings.coach_hints = True
    table = _table_of(app, "nothanks", 3)
    said: list[str] = []
    real = theme.blit_text

    def spy(surface, text, *args, **kwargs):
        said.append(str(text))
        return real(surface, text, *args, **kwargs)

    press_question(app)
    coach = table.chrome.coach
    for _ in range(400):
        if coach.hint is not None:
            break
        pump(app)
    try:
        theme.blit_text = spy
        coach.draw(app.screen)  # the button and the panel
    finally:
        theme.blit_text = real
    words = " ".join(said)
    assert "chance to win" in words and "expected score" in words
    assert "lower is better" in said  # No Thanks!: the lowest score wins
