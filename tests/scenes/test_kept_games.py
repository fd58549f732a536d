"""Every finished game is kept in records/ when it ends (issue 52 item 1), and a finished
daily's record is never rewritten by loading an older save of it (item 4). Driven
through the real path: the navigator opens the table, the human's moves go through the
table's own ``try_move``, the bots play inline."""

from __future__ import annotations

import random

import pygame
import pytest

from game.daily import DAILY_META_KEY, daily_setup, daily_tag, today_utc
from game.records import Seat, load_record, save_record
from game.storage import user_data_dir
from scenes.core.curtain import CurtainScene
from scenes.core.dialogs import SaveAsDialog
from scenes.core.saves import load_session, save_as
from scenes.core.session import GameSession
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from scenes.screens.results import ResultsScene
from scenes.table.scene import TableScene
from tests.scenes.game_cases import game_ids, players_for
from tests.scenes.helpers import press, pump


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    """Random bots in the daily's other seats (the shipped path, a fast bot)."""
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))


def play_at_table(app, moves: int | None = None, seed: int = 5) -> None:
    """Play the table on top to its end (or until ``moves`` moves are played): the
    person picks a random legal move through the table's controls path."""
    chooser = random.Random(seed)
    for _ in range(20_000):
        top = app.manager.top
        if not isinstance(top, TableScene):
            return
        if moves is not None and top.session.ply >= moves:
            return
        if top.human_to_move():
            top.try_move(chooser.choice(list(top.session.state.legal_actions())))
        pump(app)
    raise AssertionError("the game did not end")


def tries() -> list:
    """The daily tries in records/ (the hard bot's duplicate games aside)."""
    return sorted(p for p in records_folder().glob("daily-*.json") if "hard-bot" not in p.name)


def kept_files() -> list:
    return sorted(records_folder().glob("*.json")) if records_folder().is_dir() else []


@pytest.mark.parametrize("game", game_ids())
def test_a_finished_game_is_kept_in_records_when_it_ends(app, game: str) -> None:
    players = players_for(game, 4)
    seats = [Seat("Ana", "human")] + [Seat(f"Bot {i}", "random") for i in range(1, players)]
    session = GameSession.new(game, {}, seats, 11)
    app.nav.open_session(session)
    pump(app, 2)
    assert kept_files() == []
    play_at_table(app)
    pump(app, 3)
    assert isinstance(app.manager.top, ResultsScene)
    kept = kept_files()
    assert len(kept) == 1 and kept[0].name.startswith(f"{game}-")
    record = load_record(kept[0])
    assert record.result is not None and record.result["finished"]
    assert record.actions == session.actions and record.seats[0].name == "Ana"


def test_a_pass_and_play_game_is_kept_too(app) -> None:
    seats = [Seat("Ana", "human"), Seat("Bo", "human"), Seat("Cy", "random")]
    app.nav.open_session(GameSession.new("nothanks", {}, seats, 3))
    pump(app, 2)
    chooser = random.Random(2)
    for _ in range(20_000):
        top = app.manager.top
        if isinstance(top, CurtainScene):
            press(app, pygame.K_RETURN, frames=1)
        elif not isinstance(top, TableScene):
            break
        elif top.human_to_move():
            top.try_move(chooser.choice(list(top.session.state.legal_actions())))
        pump(app)
    assert isinstance(app.manager.top, ResultsScene)
    kept = kept_files()
    assert len(kept) == 1
    assert [s.name for s in load_record(kept[0]).seats] == ["Ana", "Bo", "Cy"]


def test_loading_an_older_save_of_a_daily_keeps_the_finished_daily(app) -> None:
    session = daily_session(daily_setup("nothanks", today_utc()), "Ana", ranked=True)
    keep_daily(session)
    app.nav.open_session(session)
    pump(app, 2)
    play_at_table(app, moves=12)
    early = save_as(app.manager.top.session, "early")
    play_at_table(app)
    pump(app, 3)
    daily_files = tries()
    assert len(daily_files) == 1
    finished = daily_files[0].read_bytes()
    total = len(load_record(daily_files[0]).actions)
    assert total > 12
    # Load the older save and play on: the finished daily stays as it was.
    app.nav.open_session(load_session(early))
    pump(app, 2)
    play_at_table(app, moves=15)
    assert daily_files[0].read_bytes() == finished
    practice = [p for p in tries() if p != daily_files[0]]
    assert len(practice) == 1
    again = load_record(practice[0])
    tag = daily_tag(again)
    assert tag is not None and not tag.ranked and len(again.actions) == 15
    assert app.manager.top.session.tags[DAILY_META_KEY]["ranked"] is False
    play_at_table(app)
    pump(app, 3)
    assert daily_files[0].read_bytes() == finished
    assert (user_data_dir() / "records").is_dir()


def test_save_record_gives_the_kept_game_a_name(app) -> None:
    seats = [Seat("Ana", "human")] + [Seat(f"Bot {i}", "random") for i in range(1, 4)]
    app.nav.open_session(GameSession.new("nothanks", {}, seats, 8))
    pump(app, 2)
    play_at_table(app)
    pump(app, 3)
    results = app.manager.top
    assert isinstance(results, ResultsScene) and len(kept_files()) == 1
    results.save_record()
    pump(app, 2)
    dialog = app.manager.top
    assert isinstance(dialog, SaveAsDialog) and dialog.title == "Name this game"
    for _ in range(len(dialog.field.value)):
        press(app, pygame.K_BACKSPACE, frames=0)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Friday night"))
    press(app, pygame.K_RETURN, frames=3)
    assert (user_data_dir() / "saves" / "Friday night.json").is_file()
    assert "Friday night" in results.saved and len(kept_files()) == 1


def test_a_finished_autosave_not_kept_yet_is_kept_before_a_new_game(app) -> None:
    """A kill between the last move's autosave and its keeping loses nothing: the next
    new game keeps the finished autosave first."""
    seats = [Seat("Ana", "human")] + [Seat(f"Bot {i}", "random") for i in range(1, 3)]
    session = GameSession.new("nothanks", {}, seats, 12)
    chooser = random.Random(1)
    while not session.state.is_terminal():
        session.apply(chooser.choice(session.state.legal_actions()))
    save_record(user_data_dir() / "autosave.json", session.record())
    assert kept_files() == []
    open_new_game(app, GameSession.new("nothanks", {}, seats, 13))
    pump(app, 2)
    kept = kept_files()
    assert len(kept) == 1 and load_record(kept[0]).actions == session.actions


def test_a_guided_game_and_the_menus_demo_are_not_kept(app) -> None:
    from tests.scenes.test_tutorial import open_from_menu, play_expected, settle

    table = open_from_menu(app, "nothanks")
    guide = table.mode.guide
    assert guide is not None
    for _ in range(200):
        settle(app, table, guide)
        if guide.finished():
            break
        if guide.reading():
            press(app, pygame.K_RETURN)
        else:
            play_expected(app, table, guide, [])
    assert guide.finished()
    # The demo: bots-only games, played through the same table without an autosave.
    from scenes.registry import table_for

    seats = [Seat(f"Bot {i}", "random") for i in range(3)]
    demo = table_for(app, GameSession.new("nothanks", {}, seats, 2), autosave=False)
    app.manager.reset(demo)
    for _ in range(3000):
        if demo.session.state.is_terminal():
            break
        pump(app)
    assert demo.session.state.is_terminal()
    pump(app, 3)
    assert kept_files() == []
