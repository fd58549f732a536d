"""One player profile (issue 52 item 2) and every finished game counted under it (item 1's
acceptance): the first start asks the name once; the New game screen seats it; each
title finished at the table is in records/, Statistics and Replays under the profile's
name; renaming keeps the history; earlier games under "You" are claimed with one click;
bots are never named like a person at the table."""

from __future__ import annotations

import json

import pygame
import pytest

from game.daily import daily_setup, today_utc
from game.profile import PROFILE_META_KEY, read_profile
from game.records import Seat, load_record, save_record
from game.seatnames import near
from game.storage import user_data_dir
from scenes.core.dialogs import SaveAsDialog
from scenes.core.profile import app_profile, name_profile
from scenes.core.session import GameSession
from scenes.replay.picker import ReplaysScene
from scenes.screens.claim import ClaimScene
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from scenes.screens.menu import MainMenu
from scenes.screens.results import ResultsScene
from scenes.screens.settings import SettingsScene
from scenes.screens.setup import SetupScene
from scenes.screens.statistics import StatisticsScene
from tests.scenes.game_cases import game_ids
from tests.scenes.helpers import click, press, pump
from tests.scenes.test_kept_games import play_at_table
from tests.scenes.test_keyboard import typed

GAMES = tuple(game_ids())


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    """Random bots where the screens would seat their strongest (same code path)."""
    monkeypatch.setattr("scenes.screens.setup_choice.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))


def clear(app, dialog: SaveAsDialog) -> None:
    for _ in range(len(dialog.field.value)):
        press(app, pygame.K_BACKSPACE, frames=0)


def test_the_first_start_asks_the_name_once(app) -> None:
    app.profile_ask = True  # what a first start in a real window sets
    app.start(MainMenu(app))
    pump(app, 2)
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsDialog) and dialog.title == "What is your name?"
    assert app_profile() is not None  # made with the default at once: asked once
    clear(app, dialog)
    typed(app, "Ana")
    press(app, pygame.K_RETURN, frames=3)
    assert isinstance(app.manager.top, MainMenu)
    profile = read_profile(user_data_dir())
    assert profile is not None and profile.name == "Ana"
    app.manager.top.offer()
    pump(app, 2)
    assert not isinstance(app.manager.top, SaveAsDialog)  # never asked again


def finish_from_setup(app, game: str) -> GameSession:
    """New game of ``game`` from the setup screen, played to its results."""
    app.nav.new_game(game)
    pump(app, 2)
    setup = app.manager.top
    assert isinstance(setup, SetupScene)
    assert setup.choice.seats[0].name == "Ana" and setup.choice.seats[0].kind == "human"
    setup.start()
    pump(app, 3)
    session = app.manager.top.session
    play_at_table(app)
    pump(app, 3)
    assert isinstance(app.manager.top, ResultsScene)
    return session


def test_each_title_finished_is_in_records_statistics_and_replays(app) -> None:
    profile = name_profile("Ana")
    for game in GAMES:
        session = finish_from_setup(app, game)
        assert session.tags[PROFILE_META_KEY] == {"id": profile.id, "seat": 0}
    kept = sorted(records_folder().glob("*.json"))
    assert sorted(load_record(p).game for p in kept) == sorted(GAMES)
    app.manager.reset(StatisticsScene(app))
    pump(app, 3)
    stats = app.manager.top
    assert stats.player_picker.values[0] == "Ana"
    assert stats.subtitle.startswith(f"Ana · {len(GAMES)} games")
    app.manager.reset(ReplaysScene(app))
    for _ in range(20):
        pump(app)
    replays = app.manager.top
    kept_rows = [r for r in replays.list.rows if "Ana" in r.items]
    assert len(kept_rows) >= len(GAMES)
    # Renaming keeps the history: the same games under the new name.
    name_profile("Anna")
    app.manager.reset(StatisticsScene(app))
    pump(app, 3)
    assert app.manager.top.subtitle.startswith(f"Anna · {len(GAMES)} games")


def test_settings_renames_and_earlier_games_are_claimed_with_one_click(app) -> None:
    seats = [Seat("You", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    old = GameSession.new("nothanks", {}, seats, 4)
    while not old.state.is_terminal():
        old.apply(old.state.legal_actions()[0])
    save_record(records_folder() / "old.json", old.record())
    name_profile("Ana")
    app.start(SettingsScene(app))
    pump(app, 2)
    settings = app.manager.top
    assert settings.name_button.label == "Your name: Ana"
    click(app, settings.claim_button.rect.center, frames=3)
    claims = app.manager.top
    assert isinstance(claims, ClaimScene)
    assert [row.title for row in claims.list.rows] == ["You"]
    assert claims.list.rows[0].detail == "1 game"
    press(app, pygame.K_RETURN, frames=2)  # one key (or click) claims the name's games
    assert claims.list.rows == [] and "now yours" in claims.note
    app.manager.reset(StatisticsScene(app))
    pump(app, 3)
    stats = app.manager.top
    assert stats.subtitle.startswith("Ana · 1 game")
    assert "You" not in stats.player_picker.values


def test_a_daily_plays_under_the_profile_and_no_bot_is_named_like_it() -> None:
    profile = name_profile("Ana")
    session = daily_session(daily_setup("nothanks", today_utc()), "Ana", ranked=True)
    assert session.seats[0].name == "Ana"
    assert session.tags[PROFILE_META_KEY] == {"id": profile.id, "seat": 0}
    assert not any(near(seat.name, "Ana") for seat in session.seats[1:])
    keep_daily(session)
    stored = json.loads((records_folder() / session.copy_path.name).read_text("utf-8"))
    assert stored["meta"][PROFILE_META_KEY]["id"] == profile.id


def test_setup_renames_a_bot_named_like_a_person(app) -> None:
    app.nav.new_game("nothanks")
    pump(app, 2)
    setup = app.manager.top
    setup.choice.seats[0] = Seat("Ann", "human")
    setup.choice.seats[1] = Seat("Ana", "random")
    setup.start()
    pump(app, 3)
    names = [seat.name for seat in app.manager.top.session.seats]
    assert names[0] == "Ann" and not any(near(n, "Ann") for n in names[1:])
