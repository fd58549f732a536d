"""Autosave, Continue, Load and bad files."""

from __future__ import annotations

import pygame

from game.records import Seat
from scenes.core.dialogs import Overlay
from scenes.core.saves import (
    Settings,
    autosave_path,
    list_saves,
    load_session,
    load_settings,
    save_as,
    save_settings,
)
from scenes.core.session import GameSession
from scenes.registry import table_for
from scenes.screens.load import LoadScene
from scenes.screens.menu import MainMenu
from scenes.table.scene import TableScene
from tests.scenes.helpers import button_center, click, press, pump


def new_session(seed: int = 11) -> GameSession:
    seats = [
        Seat("Ann", "human"),
        Seat("Bo", "random"),
        Seat("Cleo", "random"),
        Seat("Dev", "human"),
    ]
    return GameSession.new("nothanks", {"rounds": 2, "hidden_tiger": True}, seats, seed)


def play_some(app, session: GameSession, human_moves: int) -> TableScene:
    table = table_for(app, session)
    app.start(table)
    moves = 0
    for _ in range(5000):
        pump(app, 1, 0.05)
        top = app.manager.top
        if top is not table:
            press(app, pygame.K_RETURN, frames=1)  # curtain
            continue
        if table.human_to_move():
            press(app, pygame.K_n if moves % 2 else pygame.K_t, frames=1)
            moves += 1
            if moves >= human_moves:
                break
    return table


def test_resume_after_autosave_gives_identical_state(app) -> None:
    session = new_session()
    table = play_some(app, session, 12)
    assert session.ply > 12
    resumed = load_session(autosave_path())
    assert resumed.actions == session.actions
    assert resumed.state.to_data() == session.state.to_data()
    # Continue from the menu opens the same game, mid-round.
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "Continue"))
    top = app.manager.top
    while not isinstance(top, TableScene):
        press(app, pygame.K_RETURN, frames=1)
        top = app.manager.top
        top = app.manager.find(TableScene) or top
    # The resumed game starts exactly at the autosave (bots may have moved on since).
    n = len(session.actions)
    assert top.session.actions[:n] == session.actions
    assert top is not table


def test_bots_continue_identically_after_resume(app) -> None:
    seats = [Seat("Bo", "random"), Seat("Cleo", "random"), Seat("Dev", "random")]
    straight = GameSession.new("nothanks", {}, seats, 5)
    while not straight.state.is_terminal():
        bot, view, legal, rng = straight.bot_request()
        straight.apply(bot.choose(view, legal, rng))
    half = GameSession.new("nothanks", {}, seats, 5)
    for _ in range(20):
        bot, view, legal, rng = half.bot_request()
        half.apply(bot.choose(view, legal, rng))
    resumed = GameSession.from_record(half.record())
    while not resumed.state.is_terminal():
        bot, view, legal, rng = resumed.bot_request()
        resumed.apply(bot.choose(view, legal, rng))
    assert resumed.actions == straight.actions


def test_corrupt_autosave_shows_message_and_keeps_file(app) -> None:
    path = autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    garbage = b'{"format": "play-or-pay-record", "version": 1, "game": "nothanks", "acti'
    path.write_bytes(garbage)
    app.start(MainMenu(app))
    pump(app)
    click(app, button_center(app.manager.top, "Continue"))
    top = app.manager.top
    assert isinstance(top, Overlay)
    assert "cannot be opened" in top.title
    assert "not valid JSON" in top.message
    assert path.read_bytes() == garbage
    press(app, pygame.K_RETURN)
    assert isinstance(app.manager.top, MainMenu)


def test_load_list_and_bad_files(app) -> None:
    session = new_session()
    save_as(session, "My game")
    bad = autosave_path().parent / "saves" / "broken.json"
    bad.write_text("not json at all", encoding="utf-8")
    infos = list_saves()
    titles = [i.title for i in infos]
    assert any("My game" in t and "No Thanks!" in t for t in titles)
    assert any(i.error for i in infos)
    good = next(i for i in infos if "My game" in i.title)
    assert "Ann" in good.detail and "round 1 of 2" in good.title
    app.start(LoadScene(app))
    pump(app)
    scene = app.manager.top
    bad_index = next(k for k, i in enumerate(scene.infos) if i.error)
    scene.open_index(bad_index)
    pump(app)
    assert isinstance(app.manager.top, Overlay)
    assert bad.read_text(encoding="utf-8") == "not json at all"
    press(app, pygame.K_ESCAPE)
    good_index = next(k for k, i in enumerate(scene.infos) if "My game" in i.title)
    scene.open_index(good_index)
    pump(app, 2)
    assert isinstance(app.manager.find(TableScene), TableScene)


def test_settings_round_trip_and_bad_file(data_home) -> None:
    settings = Settings(animation_speed="fast", volume=30, fullscreen=True, colourblind=True)
    save_settings(settings)
    assert load_settings() == settings
    (data_home / "settings.json").write_text("[1, 2", encoding="utf-8")
    assert load_settings() == Settings()
