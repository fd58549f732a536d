"""A daily knows it is a daily (issue 52 item 3): its table says "Daily deal · 28 Nov"
(in the player's language) where other games show the seed; Replays lists dailies by
date and game, never by file name; the hard bot's duplicate seat is "Hard bot", never
"(you)". And the Replays list of kept games (item 1): filtered by game and player,
a game deleted after a confirmation, by keys or by mouse."""

from __future__ import annotations

import random

import pygame
import pytest

from game.daily import daily_setup, play_duplicate, today_utc
from game.records import Seat, loads_record
from scenes.core import i18n
from scenes.core.dialogs import Overlay
from scenes.core.profile import name_profile
from scenes.core.session import GameSession
from scenes.games.nothanks.seats import seat_look
from scenes.replay.open import open_replay
from scenes.replay.picker import ReplaysScene
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from scenes.table.scene import TableScene
from tests.scenes.game_cases import daily_ids
from tests.scenes.helpers import button_center, click, press, pump
from tests.scenes.test_kept_games import play_at_table

DAY = today_utc()
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))


def open_daily(app, game: str) -> TableScene:
    session = daily_session(daily_setup(game, DAY), "Ana", ranked=True)
    keep_daily(session)
    app.nav.open_session(session)
    pump(app, 3)
    table = app.manager.top
    assert isinstance(table, TableScene)
    return table


@pytest.mark.parametrize("game", daily_ids())
def test_the_daily_table_says_daily_deal_and_its_date(app, game: str) -> None:
    table = open_daily(app, game)
    words = f"Daily deal · {DAY.day} {MONTHS[DAY.month - 1]}"
    assert table.picture.ui.deal == words
    assert table.chrome.log.lines[0][0].endswith(words)
    assert str(table.session.seed) not in table.chrome.log.lines[0][0]


def test_the_daily_header_is_in_the_players_language(app) -> None:
    i18n.activate("de")
    table = open_daily(app, "nothanks")
    assert table.picture.ui.deal.startswith("Tagesspiel · ")
    assert f"{DAY.day}." in table.picture.ui.deal
    i18n.activate("fr")
    table = open_daily(app, "nyet")
    assert table.picture.ui.deal.startswith("Donne du jour · ")


def test_replays_lists_a_daily_by_date_and_game(app) -> None:
    table = open_daily(app, "nothanks")
    play_at_table(app, moves=4)
    app.manager.reset(ReplaysScene(app))
    for _ in range(10):
        pump(app)
    titles = [row.title for row in app.manager.top.list.rows]
    assert titles and all("daily-" not in title for title in titles)
    assert any(t.startswith(f"Daily deal · {DAY.day} ") and "No Thanks!" in t for t in titles)
    assert table.session.seats[0].name == "Ana"


def test_the_bots_duplicate_seat_is_named_hard_bot_never_you(app) -> None:
    session = daily_session(daily_setup("nothanks", DAY), "Ana", ranked=True)
    rng = random.Random(1)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    record = loads_record(play_duplicate(session.record().dumps(), 0, iterations=6).encode())
    assert record.seats[0].name == "Hard bot"
    open_replay(app, record, "The hard bot's game")
    pump(app, 3)
    ui = app.manager.top.table.scene.picture.ui
    model = app.manager.top.table.scene.picture.model
    assert ui.viewer == 0 and not ui.marks_you(0)
    assert seat_look(model, 0, ui).name == "Hard bot"


def finished(game: str, names: list[str], seed: int) -> GameSession:
    seats = [Seat(names[0], "human")] + [Seat(n, "random") for n in names[1:]]
    session = GameSession.new(game, {}, seats, seed)
    rng = random.Random(seed)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def test_replays_filter_by_game_and_player_and_delete_with_a_confirmation(app) -> None:
    name_profile("Ana")
    from game.kept import keep_finished
    from game.storage import user_data_dir

    for game, who, seed in [("nothanks", "Ana", 1), ("nyet", "Ana", 2), ("nothanks", "Bo", 3)]:
        names = [who, "Cy", "Di", "Ed"]
        session = finished(game, names, seed)
        if who == "Ana":
            from scenes.core.profile import own_seat

            own_seat(session)
        keep_finished(user_data_dir(), session.record())
    app.start(ReplaysScene(app))
    for _ in range(5):
        pump(app)
    replays = app.manager.top
    assert len(replays.list.rows) == 3
    assert replays.game_filter.values[:2] == ["All games", "No Thanks!"]
    replays.game_filter.set_index(1)  # No Thanks! only
    pump(app)
    assert len(replays.list.rows) == 2
    assert replays.player_filter.values[:2] == ["All players", "Ana"]
    replays.player_filter.set_index(1)  # and Ana only
    pump(app)
    assert len(replays.list.rows) == 1 and "Ana" in replays.list.rows[0].items
    # Delete by keys: Delete asks, Enter confirms (the file is gone, the row too).
    path = replays.shown[0].path
    press(app, pygame.K_DELETE)
    assert isinstance(app.manager.top, Overlay) and app.manager.top.title == "Delete this game?"
    press(app, pygame.K_ESCAPE)  # no: nothing deleted
    assert path.exists()
    press(app, pygame.K_DELETE)
    press(app, pygame.K_RETURN)
    assert not path.exists() and replays.list.rows == []
    # By mouse: the Delete button, then the dialog's Delete.
    replays.player_filter.set_index(0)
    replays.game_filter.set_index(0)
    pump(app)
    assert len(replays.list.rows) == 2
    second = replays.shown[0].path
    click(app, replays.delete_button.rect.center)
    click(app, button_center(app.manager.top, "Delete"), frames=3)
    assert not second.exists() and len(replays.list.rows) == 1
    assert len(list(records_folder().glob("*.json"))) == 1


def test_the_daily_results_name_the_deal_by_its_date(app, monkeypatch) -> None:
    from functools import partial

    import scenes.screens.duplicate_run as duplicate_run

    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))
    table = open_daily(app, "nothanks")
    play_at_table(app)
    pump(app, 3)
    results = app.manager.top
    assert type(results).__name__ == "DailyResultsScene"
    day = f"{DAY.day} {MONTHS[DAY.month - 1]}"
    assert results.subtitle == f"No Thanks! · Daily deal · {day} · lowest score wins"
    assert str(table.session.seed) not in results.subtitle
