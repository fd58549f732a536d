"""The daily tag in a record's meta, and the daily's rules: one ranked try a day (an
unfinished try counts), practice afterwards and while the clock is behind, streaks over
gaps, yesterday's deal never ranked."""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.daily import (
    DAILY_META_KEY,
    DailyTag,
    DailyTry,
    daily_meta,
    daily_setup,
    daily_status,
    daily_tag,
    streaks,
    yesterday_setup,
)
from game.json_data import JsonObject
from game.records import Record, Seat

DAY = date(2026, 11, 26)


def daily_record(
    game_id: str = "nothanks", day: date = DAY, seat: int = 0, ranked: bool = True
) -> Record:
    setup = daily_setup(game_id, day)
    seats = [
        Seat("Ann", "human") if n == seat else Seat(f"Bot {n}", "hard")
        for n in range(setup.players)
    ]
    meta: JsonObject = {DAILY_META_KEY: daily_meta(setup, seat, ranked)}
    return Record(game_id, setup.players, dict(setup.options), seats, setup.seed, meta=meta)


def test_a_daily_record_carries_its_tag() -> None:
    tag = daily_tag(daily_record("nyet", seat=2, ranked=False))
    assert tag == DailyTag(DAY, "nyet", 2, False, "Ann")


def test_the_meta_is_plain_json_data() -> None:
    meta = daily_meta(daily_setup("playorpay", DAY), 1, True)
    assert meta == {
        "date": "2026-11-26",
        "game": "playorpay",
        "seat": 1,
        "ranked": True,
        "edition": "d1.r2",
    }


@pytest.mark.parametrize(
    "change",
    [
        {"date": "2026-11-27"},  # another day's seed
        {"date": 20261126},
        {"date": "26/11/2026"},
        {"game": "nyet"},
        {"seat": 4},
        {"seat": -1},
        {"seat": True},
        {"seat": "0"},
        {"ranked": 1},
        {"ranked": None},
    ],
)
def test_a_tag_that_does_not_hold_is_no_tag(change: dict[str, Any]) -> None:
    record = daily_record()
    tag = record.meta[DAILY_META_KEY]
    assert isinstance(tag, dict)
    record.meta[DAILY_META_KEY] = {**tag, **change}
    assert daily_tag(record) is None


def test_a_tag_on_a_deal_that_is_not_the_daily_is_no_tag() -> None:
    record = daily_record()
    record.seed += 1
    assert daily_tag(record) is None
    other = daily_record()
    other.options = {**other.options, "chips": "open"}
    assert daily_tag(other) is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=12),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(JSON, st.dictionaries(st.sampled_from(["date", "game", "seat", "ranked"]), JSON))
def test_any_meta_gives_a_tag_or_none_and_never_raises(meta: Any, fields: dict[str, Any]) -> None:
    record = daily_record()
    record.meta = {DAILY_META_KEY: meta}
    assert daily_tag(record) is None or isinstance(meta, dict)
    record.meta = {DAILY_META_KEY: {**daily_meta(daily_setup("nothanks", DAY), 0, True), **fields}}
    tag = daily_tag(record)
    assert tag is None or (tag.date == DAY and tag.seat == 0)


def attempt(
    day: date,
    game: str = "nothanks",
    ranked: bool = True,
    player: str = "Ann",
    finished: bool = True,
) -> DailyTry:
    return DailyTry(DailyTag(day, game, 0, ranked, player), finished, f"{day}-{game}")


def test_the_first_try_of_the_day_is_ranked() -> None:
    status = daily_status([], "Ann", "nothanks", DAY)
    assert status.ranked and status.reason == "" and not status.played_today
    assert (status.streak, status.best_streak, status.clock_behind) == (0, 0, False)


def test_a_second_try_is_practice_even_if_the_first_was_left_unfinished() -> None:
    for finished in (True, False):
        status = daily_status([attempt(DAY, finished=finished)], "Ann", "nothanks", DAY)
        assert not status.ranked and status.played_today
        assert "practice" in status.reason
    # another game's daily, another person's, or a practice try: still ranked
    others = [attempt(DAY, game="nyet"), attempt(DAY, player="Bo"), attempt(DAY, ranked=False)]
    assert daily_status(others, "Ann", "nothanks", DAY).ranked


def test_a_clock_behind_the_last_daily_makes_every_try_practice() -> None:
    status = daily_status([attempt(DAY + timedelta(days=3), game="nyet")], "Ann", "nothanks", DAY)
    assert not status.ranked and status.clock_behind and "clock" in status.reason
    assert not daily_status([attempt(DAY + timedelta(days=3))], "Bo", "nothanks", DAY).clock_behind


def test_streaks_count_days_in_a_row_across_games_and_survive_until_a_day_is_missed() -> None:
    days = [date(2026, 11, d) for d in (1, 2, 3, 4, 10, 11, 20, 24, 25)]
    tries = [attempt(d, game="nyet" if d.day % 2 else "nothanks") for d in days]
    tries.append(attempt(date(2026, 11, 12), ranked=False))  # practice: no streak day
    on_25th = daily_status(tries, "Ann", "playorpay", date(2026, 11, 25))
    assert (on_25th.streak, on_25th.best_streak) == (2, 4)
    on_26th = daily_status(tries, "Ann", "playorpay", DAY)  # today not played yet
    assert on_26th.streak == 2 and on_26th.ranked
    on_27th = daily_status(tries, "Ann", "playorpay", date(2026, 11, 27))  # a day missed
    assert (on_27th.streak, on_27th.best_streak) == (0, 4)


def test_streak_known_values() -> None:
    assert streaks(set(), DAY) == (0, 0)
    assert streaks({DAY}, DAY) == (1, 1)
    assert streaks({DAY - timedelta(days=1)}, DAY) == (1, 1)
    assert streaks({DAY - timedelta(days=2)}, DAY) == (0, 1)
    run = {DAY - timedelta(days=n) for n in range(5)}
    assert streaks(run | {DAY + timedelta(days=1)}, DAY) == (5, 5)  # days after today ignored


def test_yesterdays_deal_is_playable_and_never_ranked() -> None:
    setup = yesterday_setup("nothanks", DAY)
    assert setup.date == DAY - timedelta(days=1)
    record = daily_record(day=setup.date, ranked=False)
    tag = daily_tag(record)
    assert tag is not None and not tag.ranked
    # playing yesterday's deal as practice does not use today's try
    tries = [DailyTry(tag, True, "y")]
    assert daily_status(tries, "Ann", "nothanks", DAY).ranked


def test_bare_tags_count_as_tries_and_anything_else_is_skipped() -> None:
    tag = DailyTag(DAY, "nothanks", 0, True, "Ann")
    assert not daily_status([tag], "Ann", "nothanks", DAY).ranked
    junk: list[Any] = [None, "Ann", 3, {"date": DAY}]
    assert daily_status(junk, "Ann", "nothanks", DAY).ranked
