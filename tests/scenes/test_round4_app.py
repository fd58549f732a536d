"""Round-4 items 8, 9 and 17 through the app: a file name that is not UTF-8 or a date
outside the calendar leaves Statistics, the Daily screen and Share working; when the
dailies cannot be read the Daily screen says so and Play still works (as practice);
progress files live in the data folder's own temporary folder, tidied at start-up."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from functools import partial
from pathlib import Path

import pygame
import pytest

import scenes.screens.duplicate_run as duplicate_run
import scenes.screens.stats_load as stats_load
from game.daily import play_duplicate, today_utc
from game.records import save_record
from game.storage import temp_folder, user_data_dir
from scenes.core.progress import ProgressFile
from scenes.core.saves import save_as, tidy_data_folder
from scenes.screens.daily import DailyScene
from scenes.screens.daily_data import records_folder, status_words
from scenes.screens.daily_results import DailyResultsScene
from tests.scenes.helpers import pump
from tests.scenes.test_daily_screens import finished_daily
from tests.scenes.test_keyboard import key, tab_to
from tests.scenes.test_statistics_screen import finished, open_statistics

BAD_NAME = os.fsdecode(b"kept-\xff.json")
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX file names")


@pytest.fixture(autouse=True)
def quick_bots(monkeypatch):
    monkeypatch.setattr("scenes.screens.daily_data.available_levels", lambda game_id: ("random",))
    monkeypatch.setattr(duplicate_run, "play_duplicate", partial(play_duplicate, iterations=6))


def hostile_files() -> None:
    """Two finished games saved as usual, one copy under a name that is not UTF-8 in
    saves/ and records/, and one finished in year 1 east of Greenwich."""
    for seed in (1, 2):
        save_as(finished("nothanks", seed), f"game {seed}")
    record = finished("nothanks", 3).record()
    for folder in ("saves", "records"):
        save_record(user_data_dir() / folder / BAD_NAME, record)
    old = finished("nothanks", 4).record()
    old.meta["finished_at"] = "0001-01-01T00:00:00+01:00"
    save_record(user_data_dir() / "saves" / "ancient.json", old)


@POSIX
def test_statistics_count_every_game_despite_hostile_names_and_dates(app) -> None:
    hostile_files()
    scene = open_statistics(app)
    assert scene.loader.error is None and scene.player == "You"
    assert scene.rows[0][1] == "4"  # seeds 1 to 4, the copy counted once


@POSIX
def test_the_daily_screen_reads_and_plays_despite_hostile_files(app) -> None:
    hostile_files()
    daily = DailyScene(app)
    pump(app, 2)
    assert daily.loader.error is None
    assert all(row.status is not None and row.status.ranked for row in daily.rows)
    assert all(button.enabled for button in daily.play_buttons)


def test_the_daily_screen_says_when_the_dailies_cannot_be_read(app, monkeypatch) -> None:
    def broken(*args, **kwargs):
        raise OverflowError("date value out of range")

    monkeypatch.setattr(stats_load, "collect", broken)
    daily = DailyScene(app)
    pump(app, 2)
    assert daily.loader.error is not None
    for row, button in zip(daily.rows, daily.play_buttons, strict=True):
        words, ranked = status_words(row.status)
        assert "could not be read" in words and not ranked
        assert button.enabled and button.label == "Practice"
    app.manager.reset(daily)
    pump(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # Practice starts today's deal
    assert app.manager.top is not daily


@POSIX
def test_share_works_despite_hostile_files(app) -> None:
    hostile_files()
    session = finished_daily()
    app.nav.open_session(session)
    pump(app, 3)
    results = app.manager.top
    assert isinstance(results, DailyResultsScene) and results.run.score is not None
    pump(app, 40)
    tab_to(app, results, lambda w: w is results.share_button)
    key(app, pygame.K_RETURN)
    assert results.share_text.startswith(f"Play or Pay daily {today_utc()}")
    assert any(records_folder().glob("daily-*.json"))


def test_progress_files_live_in_the_data_folder_and_are_tidied(tmp_path: Path) -> None:
    system_temp = tmp_path / "system-temp"
    system_temp.mkdir()
    saved = tempfile.tempdir
    tempfile.tempdir = str(system_temp)
    try:
        progress = ProgressFile()
    finally:
        tempfile.tempdir = saved
    assert Path(progress.path).parent == temp_folder(user_data_dir())
    assert list(system_temp.iterdir()) == []
    progress.remove()
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    left = temp_folder(user_data_dir()) / f".play-or-pay-{dead.pid}-abcdefgh.tmp"
    left.write_text("42", encoding="utf-8")  # a killed app's progress file
    tidy_data_folder()  # what start-up does
    assert not left.exists()
