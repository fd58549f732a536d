"""Keyboard-only use of every page: Tab / Shift+Tab move a visible focus ring, arrows
change the focused stepper, Enter / Space activate, Esc goes back; the mouse still works."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core import theme
from scenes.core.dialogs import Overlay
from scenes.core.saves import SPEEDS, save_as, write_autosave
from scenes.core.session import GameSession
from scenes.core.widgets import Stepper, TextInput
from scenes.screens.load import LoadScene
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.rules import RulesScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.table.scene import TableScene
from tests.scenes.helpers import click, pump


def key(app, code: int, mod: int = 0, frames: int = 2) -> None:
    """Post one key press (down and up) with modifiers and run frames."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=mod, unicode="", scancode=0))
    for _ in range(frames):
        app.frame(1 / 60)


def typed(app, text: str) -> None:
    """Post typed text (as the window system sends it) and run a frame."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.frame(1 / 60)


def focused(scene):
    """The page's focused widget (fails if none)."""
    widget = scene.ring.current
    assert widget is not None, f"nothing focused on {type(scene).__name__}"
    assert widget.focused and widget.show_focus
    return widget


def tab_to(app, scene, predicate, limit: int = 40):
    """Tab until the focused widget matches ``predicate``; return it."""
    for _ in range(limit):
        key(app, pygame.K_TAB, frames=1)
        widget = scene.ring.current
        if widget is not None and predicate(widget):
            return widget
    raise AssertionError("Tab never reached the widget")


def test_start_a_game_from_the_menu_with_keys_only(app, monkeypatch) -> None:
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    app.start(MainMenu(app))
    pump(app)
    menu = app.manager.top
    assert focused(menu).label == "New game"  # Continue is off: no game in progress
    key(app, pygame.K_RETURN)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    game = tab_to(app, setup, lambda w: isinstance(w, Stepper) and w.label == "Game")
    first_game = setup.choice.game.id
    key(app, pygame.K_RIGHT)
    assert setup.choice.game.id != first_game
    key(app, pygame.K_LEFT)
    assert setup.choice.game.id == first_game
    assert setup.ring.current is not game  # the rows were rebuilt: same place, new widget
    assert focused(setup).label == "Game"
    players = tab_to(app, setup, lambda w: w is setup.rows.count)
    before = setup.choice.players
    key(app, pygame.K_RIGHT if before < setup.choice.game.max_players else pygame.K_LEFT)
    assert setup.choice.players != before and focused(setup).label == "Players"
    name = tab_to(app, setup, lambda w: isinstance(w, TextInput) and w.placeholder == "Seat 2")
    assert name.focused
    for _ in range(len(name.value)):
        key(app, pygame.K_BACKSPACE, frames=1)
    typed(app, "Zed")
    assert setup.choice.seats[1].name == "Zed"
    key(app, pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert setup.ring.current is not name and players is not None
    start = tab_to(app, setup, lambda w: getattr(w, "label", "") == "Start game")
    key(app, pygame.K_SPACE)
    table = app.manager.top
    assert isinstance(table, TableScene) and start.label == "Start game"
    assert [seat.name for seat in table.session.seats][1] == "Zed"


def test_change_every_setting_with_keys_only(app) -> None:
    app.start(MainMenu(app))
    pump(app)
    settings_button = tab_to(app, app.manager.top, lambda w: w.label == "Settings")
    assert settings_button.focused
    key(app, pygame.K_SPACE)
    page = app.manager.top
    assert isinstance(page, SettingsScene)
    st = app.settings
    before = (st.animation_speed, st.volume, st.fullscreen, st.colourblind)
    for row in page.rows:
        tab_to(app, page, lambda w, row=row: w is row)
        key(app, pygame.K_LEFT if row.index == len(row.values) - 1 else pygame.K_RIGHT)
    after = (st.animation_speed, st.volume, st.fullscreen, st.colourblind)
    assert all(a != b for a, b in zip(before, after, strict=True)), (before, after)
    assert st.animation_speed in SPEEDS
    key(app, pygame.K_DOWN)  # Up / Down move the focus too
    assert focused(page).label == "Done"
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)


def test_the_focus_ring_is_drawn_and_a_click_hides_it(app) -> None:
    app.start(SettingsScene(app))
    pump(app)
    page = app.manager.top
    row = tab_to(app, page, lambda widget: widget is page.language)  # past "Your name"
    s = theme.ui_scale(app.size)
    x0 = row._arrows()[0].x  # the ring goes round the stepper's control
    pad, width = max(2, int(4 * s)), max(2, int(3 * s))
    ring_x = x0 - pad + width // 2
    assert app.screen.get_at((ring_x, row.rect.centery))[:3] == theme.ACCENT
    value_before = row.index
    click(app, row._arrows()[2].center)  # the mouse still works
    assert row.index != value_before
    assert page.ring.current is row and not row.show_focus
    assert app.screen.get_at((ring_x, row.rect.centery))[:3] != theme.ACCENT


def test_dialogs_and_pause_menu_by_keys(app, monkeypatch) -> None:
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    app.start(MainMenu(app))
    pump(app)
    key(app, pygame.K_RETURN)  # New game
    key(app, pygame.K_RETURN)  # Start game
    table = app.manager.top
    assert isinstance(table, TableScene)
    key(app, pygame.K_ESCAPE)
    menu = app.manager.top
    assert isinstance(menu, Overlay)
    assert menu.buttons[0].label == "Resume" and menu.ring.current is menu.buttons[0]
    key(app, pygame.K_DOWN)
    assert menu.ring.current is menu.buttons[1]
    key(app, pygame.K_UP)
    key(app, pygame.K_RETURN)
    assert app.manager.top is table
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_ESCAPE)  # Esc is Resume, now that it comes first
    assert app.manager.top is table


def test_load_and_rules_pages_by_keys(app) -> None:
    seats = [Seat("Ann", "human"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new("nothanks", {}, seats, 5)
    write_autosave(session)
    save_as(session, "kept")
    app.start(LoadScene(app))
    pump(app)
    page = app.manager.top
    assert page.ring.current is page.list and page.list.selected == 0
    key(app, pygame.K_DOWN)  # the list has the focus from the start
    assert page.list.selected == 1
    key(app, pygame.K_TAB)
    assert focused(page) is page.open_button
    key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    assert focused(page) is page.list
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, TableScene)
    app.start(RulesScene(app, "nothanks"))
    pump(app)
    rules = app.manager.top
    key(app, pygame.K_DOWN)
    assert rules.scroll > 0 and rules.ring.current is None  # arrows scroll here
    picker = tab_to(app, rules, lambda w: w is rules.picker)
    key(app, pygame.K_RIGHT)
    assert rules.game_id != "nothanks" and picker.focused
    tab_to(app, rules, lambda w: w is rules.close)
    key(app, pygame.K_RETURN)
    assert app.manager.top is not rules


def test_results_by_keys(app) -> None:
    seats = [Seat("Ann", "random"), Seat("Bo", "random"), Seat("Cleo", "random")]
    session = GameSession.new("nothanks", {"rounds": 2}, seats, 8)
    while not session.state.is_terminal():
        session.apply(session.state.legal_actions()[0])
    app.start(ResultsScene(app, session))
    pump(app, 40)  # keys in the first half second are ignored (meant for the table)
    page = app.manager.top
    tab_to(app, page, lambda w: getattr(w, "label", "") == "Main menu")
    key(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)
