"""A finished daily left in the autosave is kept once, in its own file (found by the kill
soak, ``checks/kill_soak.py``): a new game used to keep the finished autosave under a
second name in ``records/`` beside the daily's own file, and a daily whose last move
reached the autosave but not its own file (a kill between the two writes) was kept only
under that second name, which the daily's duplicate never looks at."""

from __future__ import annotations

import random

import pytest

from game.daily import daily_setup, today_utc
from game.records import Seat, load_record, save_record
from scenes.core.saves import autosave_path, write_autosave
from scenes.core.session import GameSession
from scenes.screens.autosave_guard import open_new_game
from scenes.screens.daily_data import daily_session, keep_daily, records_folder
from tests.scenes.helpers import pump


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))


def finished_daily(stop_before_end: bool = False) -> GameSession:
    """Today's No Thanks! daily played with random moves; its own file in records/
    written after every move (as the table's autosave does), the last one too unless
    ``stop_before_end``."""
    session = daily_session(daily_setup("nothanks", today_utc()), "Ana", ranked=True)
    keep_daily(session)
    chooser = random.Random(3)
    while not session.state.is_terminal():
        session.apply(chooser.choice(list(session.state.legal_actions())))
        if not (stop_before_end and session.state.is_terminal()):
            write_autosave(session)
    save_record(autosave_path(), session.record())  # the autosave has the last move
    return session


def a_new_game(app) -> None:
    seats = [Seat("Ana", "human"), Seat("Bo", "random"), Seat("Cy", "random")]
    open_new_game(app, GameSession.new("nothanks", {}, seats, 13))
    pump(app, 2)


def test_a_finished_daily_is_not_kept_again_by_the_next_game(app) -> None:
    session = finished_daily()
    [own] = list(records_folder().glob("*.json"))
    before = own.read_bytes()
    a_new_game(app)
    assert list(records_folder().glob("*.json")) == [own]
    assert own.read_bytes() == before
    assert load_record(own).actions == session.actions


def test_a_daily_whose_last_move_missed_its_file_is_finished_there(app) -> None:
    session = finished_daily(stop_before_end=True)
    [own] = list(records_folder().glob("*.json"))
    assert len(load_record(own).actions) == len(session.actions) - 1
    a_new_game(app)
    assert list(records_folder().glob("*.json")) == [own]
    record = load_record(own)
    assert record.actions == session.actions and record.result is not None
    assert record.result["finished"]
