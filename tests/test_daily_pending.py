"""Pending duplicates in the data folder (:mod:`game.daily.pending`): a marker per
duplicate still to play, dropped only once the bot's game is kept (or the work can never
be done); a damaged bot's game is played again; a failed write keeps the marker."""

from __future__ import annotations

from datetime import date
from functools import partial
from pathlib import Path

import pytest

from game.daily import DAILY_META_KEY, daily_meta, daily_setup, play_duplicate
from game.daily.duplicate import bot_game
from game.daily.pending import (
    add_pending,
    finish_pending,
    list_pending,
    pending_folder,
    read_percent,
)
from game.errors import GameError
from game.records import Record, Seat, load_record, save_record
from game.stats.index import folder_key
from game.stats.lines import read_line

DAY = date(2026, 11, 26)
QUICK = partial(play_duplicate, iterations=4)


def daily_record(finished: bool = True) -> Record:
    """A No Thanks! daily of ``DAY`` played by random bots, a person in seat 1."""
    setup = daily_setup("nothanks", DAY)
    record = bot_game(setup, "random")
    record.seats[0] = Seat("Ann", "human")
    record.meta = {DAILY_META_KEY: daily_meta(setup, 0, True)}
    if not finished:
        record.actions = record.actions[:5]
        record.result = None
        record.digest = None
    return record


def kept(root: Path, record: Record) -> tuple[Path, Path]:
    """The daily written to ``root/records`` and the path of its bot's game."""
    folder = root / "records"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "daily-2026-11-26-nothanks-1.json"
    save_record(path, record)
    return path, folder / "daily-2026-11-26-nothanks-1-hard-bot.json"


def test_a_marked_duplicate_is_played_kept_and_unmarked(tmp_path: Path) -> None:
    source, target = kept(tmp_path, daily_record())
    item = add_pending(tmp_path, source, target)
    assert list_pending(tmp_path) == [item] and read_percent(item) == 0
    finish_pending(tmp_path, QUICK)
    duplicate = load_record(target).meta["duplicate"]
    assert isinstance(duplicate, dict) and duplicate["seat"] == 0
    assert list_pending(tmp_path) == [] and list(pending_folder(tmp_path).iterdir()) == []
    # Its statistics line is kept beside it: statistics count it without replaying it.
    key = folder_key(tmp_path, make=False)
    assert key is not None and read_line(tmp_path, key, target.name) is not None


def test_a_damaged_bot_game_is_played_again(tmp_path: Path) -> None:
    source, target = kept(tmp_path, daily_record())
    target.write_text("{not json", encoding="utf-8")
    add_pending(tmp_path, source, target)
    finish_pending(tmp_path, QUICK)
    assert load_record(target).game == "nothanks"


def test_work_that_can_never_be_done_is_dropped(tmp_path: Path) -> None:
    source, target = kept(tmp_path, daily_record(finished=False))
    add_pending(tmp_path, source, target)
    (pending_folder(tmp_path) / "junk.json").write_text("[1, 2", encoding="utf-8")
    finish_pending(tmp_path, QUICK)
    assert not target.exists() and list_pending(tmp_path) == []


def test_a_failed_write_keeps_the_marker(tmp_path: Path) -> None:
    source, target = kept(tmp_path, daily_record())
    target.mkdir()  # the bot's game cannot be written there
    add_pending(tmp_path, source, target)
    finish_pending(tmp_path, QUICK)
    assert len(list_pending(tmp_path)) == 1


def test_only_files_of_the_records_folder_are_marked(tmp_path: Path) -> None:
    source, target = kept(tmp_path, daily_record())
    with pytest.raises(GameError):
        add_pending(tmp_path, tmp_path / "elsewhere.json", target)
    with pytest.raises(GameError):
        add_pending(tmp_path, source, tmp_path / "records" / "../x.json")
