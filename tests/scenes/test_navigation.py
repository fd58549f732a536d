"""Menu → setup → table → results, driven by posted pygame events."""

from __future__ import annotations

import pygame

from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump


def test_menu_setup_table_results(app, monkeypatch) -> None:
    # Random bots keep the test short (the hard bot searches).
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "New game"))
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    click(app, button_center(setup, "Start game"))
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.spec.id == "nothanks"
    assert table.session.is_human(0)
    # Play as the human: alternate keys and buttons until the game ends.
    for step in range(2000):
        top = app.manager.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, TableScene) and top.human_to_move():
            labels = [c.label for c, _ in top.controls.buttons]
            if step % 3 == 0 and "No thanks!" in labels:
                click(app, button_center(top, "No thanks!"), frames=1)
            elif step % 3 == 1:
                press(app, pygame.K_t, frames=1)
            else:
                press(app, pygame.K_n, frames=1)
        else:
            pump(app, 1, 0.5)
    assert isinstance(app.manager.top, ResultsScene)
    assert app.manager.top.session.state.is_terminal()
    click(app, button_center(app.manager.top, "Main menu"))
    assert isinstance(app.manager.top, MainMenu)


def test_escape_opens_pause_menu_and_resume(app, monkeypatch) -> None:
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "New game"))
    press(app, pygame.K_RETURN)
    table = app.manager.top
    assert isinstance(table, TableScene) and table.session.spec.id == "nothanks"
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is not table
    assert len(app.manager.visible()) == 2  # the table is drawn under the overlay
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is table
