"""The app's own stored names are data (issue 55 item 11): records keep "You", "Hard bot"
and "Bot 2" as they are, and everything shown goes through one display-name function,
:func:`scenes.core.phrases.shown_name`, that says them in the player's language and leaves
typed names alone. A daily's duplicate (the hard bot's game) is named by its date in
Replays and on its table, never by its file name or seed (newcomer finding 10)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from datetime import date
from pathlib import Path

import pytest

from game.daily import DUPLICATE_SEAT_NAME, daily_setup, play_duplicate
from game.records import loads_record, save_record
from game.stats.entry import DuplicateInfo, GameEntry
from scenes.core import i18n
from scenes.core.i18n import pseudo
from scenes.core.phrases import daily_day, is_you, shown_name, stored_name, subject
from scenes.core.save_list import read_row
from scenes.replay.replay_rows import Row, row_words
from scenes.screens.daily_data import daily_session
from scenes.screens.results_words import winners_words
from scenes.table.table_words import deal_words

DAY = date(2026, 11, 28)


@pytest.fixture
def pseudo_language() -> Iterator[None]:
    i18n.activate("xx")
    yield
    i18n.activate("en")


@pytest.mark.usefixtures("pseudo_language")
def test_the_apps_own_names_are_said_in_the_language() -> None:
    assert shown_name("You") == pseudo("You")
    assert shown_name(DUPLICATE_SEAT_NAME) == pseudo("Hard bot")
    assert shown_name("Bot 3") == pseudo("Bot {number}").format(number=3)
    for typed in ("Ann", "Hard bot 2", "Botanist", "hard bot!", "Bot"):
        assert shown_name(typed) == typed
    # Typed in the language, they are kept as the app keeps them (one name whatever
    # the language); the shown default name still speaks in the second person.
    assert stored_name(shown_name("You")) == "You"
    assert stored_name(shown_name(DUPLICATE_SEAT_NAME)) == DUPLICATE_SEAT_NAME
    assert stored_name("Ann") == "Ann"
    assert is_you(shown_name("You")) and subject("You") == pseudo("You")


@pytest.mark.usefixtures("pseudo_language")
def test_the_winners_headline_names_you_in_the_language() -> None:
    you = shown_name("You")
    said = winners_words([you, "Bo"])
    assert said == pseudo("You & {names} win!").format(names="Bo")
    assert winners_words(["Bo", you, "Cy"]) == pseudo("You & {names} win!").format(names="Bo & Cy")
    assert winners_words(["Ann", "Bo"]) == pseudo("{names} win!").format(names="Ann & Bo")
    i18n.activate("en")
    assert winners_words(["You", "Bo"]) == "You & Bo win!"
    assert winners_words(["You"]) == "You win!"


def duplicate_of_a_daily(folder: Path) -> tuple[Path, Path]:
    """The daily deal of ``DAY`` played to its end by random moves and its duplicate,
    both written as the app writes them (the duplicate's file name carries the date)."""
    session = daily_session(daily_setup("nothanks", DAY), "You", ranked=True)
    rng = random.Random(1)
    while not session.state.is_terminal():
        session.apply(rng.choice(session.state.legal_actions()))
    record = session.record()
    text = play_duplicate(record.dumps(), 0, iterations=4)
    bots = loads_record(text.encode("utf-8"))
    folder.mkdir(parents=True, exist_ok=True)
    mine, theirs = folder / "daily-2026-11-28-nothanks-1.json", folder / "daily-2026-11-28-x.json"
    save_record(mine, record)
    theirs.write_text(text, encoding="utf-8")
    assert bots.seats[0].name == DUPLICATE_SEAT_NAME  # stored as it always was
    return mine, theirs


def test_a_duplicate_is_named_by_its_date_and_the_bot(tmp_path: Path) -> None:
    _mine, theirs = duplicate_of_a_daily(tmp_path)
    bots = loads_record(theirs.read_bytes())
    assert daily_day(bots.meta) == DAY
    assert deal_words(bots.meta) == "Daily deal · 28 Nov"  # its table's title bar
    info = read_row(theirs, theirs.stem)
    assert info is not None
    words = row_words(Row(theirs, theirs.stem, 0.0, info), None)
    assert words.title == "Daily deal · 28 Nov — No Thanks! · the hard bot's game"
    assert words.items[0] == "Hard bot (hard)"
    # Known from the statistics index alone (no date there: the file's name has it).
    entry = GameEntry(
        "0" * 16,
        theirs.name,
        "nothanks",
        "",
        bots.players,
        tuple(seat.name for seat in bots.seats),
        tuple(seat.kind for seat in bots.seats),
        (0.0,) * bots.players,
        (0,),
        True,
        len(bots.actions),
        "2026-11-28T12:00:00+00:00",
        True,
        (0,) * bots.players,
        (0,) * bots.players,
        (None,) * bots.players,
        duplicate=DuplicateInfo("0" * 16, 0),
    )
    cached = row_words(Row(theirs, theirs.stem, 0.0, entry=entry), None)
    assert cached.title == words.title and cached.items == words.items
    i18n.activate("xx")
    try:
        shown = row_words(Row(theirs, theirs.stem, 0.0, entry=entry), None)
        assert "Hard bot" not in shown.items[0].replace(pseudo("Hard bot"), "")
    finally:
        i18n.activate("en")
