"""The Settings page always shows the current settings."""

from __future__ import annotations

import pygame

from scenes.screens.settings import SettingsScene
from tests.scenes.helpers import press, pump


def shown(page: SettingsScene, row) -> str:
    return row.values[row.index]


def test_f11_on_the_settings_page_updates_full_screen(app) -> None:
    app.set_fullscreen(True)
    app.start(SettingsScene(app))
    pump(app)
    page = app.manager.top
    assert shown(page, page.full) == "On"
    press(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    assert shown(page, page.full) == "Off"
    press(app, pygame.K_F11)
    assert shown(page, page.full) == "On"


def test_settings_changed_elsewhere_show_when_the_page_is_shown_again(app) -> None:
    app.start(SettingsScene(app))
    pump(app)
    page = app.manager.top
    app.settings.colourblind = not app.settings.colourblind
    app.settings.animation_speed = "slow"
    pump(app)
    assert shown(page, page.cb) == ("On" if app.settings.colourblind else "Off")
    assert shown(page, page.speed) == "Slow"


def test_esc_from_settings_opened_at_the_table_comes_back_to_the_pause_menu(app) -> None:
    from game.records import Seat
    from scenes.core.dialogs import Overlay
    from scenes.core.session import GameSession
    from scenes.registry import table_for
    from scenes.table.scene import TableScene
    from tests.scenes.helpers import button_center, click

    seats = [Seat("Ann", "human"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    table = table_for(app, GameSession.new("nothanks", {}, seats, 3))
    app.manager.reset(table)
    pump(app, 3)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, Overlay)  # paused
    click(app, button_center(app.manager.top, "Settings"))
    assert isinstance(app.manager.top, SettingsScene)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.manager.top, Overlay)  # back where the person came from
    press(app, pygame.K_ESCAPE)
    assert app.manager.top is table and isinstance(table, TableScene)
