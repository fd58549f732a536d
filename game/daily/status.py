"""The rules of the daily: one ranked try a day, practice afterwards, and streaks.

* The first try of a day's deal counts (ranked); later tries are practice. A try is a
  record with the daily tag and at least one move, finished or not (a daily left after
  the first move counts as played).
* A streak counts days in a row, per person (seat name), with a ranked daily of any game;
  the current streak runs up to today, or up to yesterday while today's is not played.
* If the clock shows a date before the person's last daily, dailies are practice only.
* Yesterday's deal stays playable for a day, never ranked
  (:func:`game.daily.setup.yesterday_setup`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Protocol

from game.daily.tag import DailyTag


@dataclass(frozen=True)
class DailyTry:
    """One try of a daily: its tag, whether the game is finished, and its record key."""

    tag: DailyTag
    finished: bool
    key: str = ""


class HasDailyTries(Protocol):
    """Anything holding daily tries (the statistics' :class:`~game.stats.Collection`)."""

    @property
    def daily_tries(self) -> Sequence[DailyTry]: ...


@dataclass(frozen=True)
class DailyStatus:
    """What a try of today's daily would be for a person: ``ranked`` (it counts) or
    practice, with ``reason`` saying why in words ("" when ranked); their current and
    best streaks; whether today's ranked try is used (``played_today``); whether the
    clock is behind their last daily (``clock_behind``)."""

    ranked: bool
    reason: str
    streak: int
    best_streak: int
    played_today: bool
    clock_behind: bool


def _tries(entries: Iterable[DailyTry | DailyTag] | HasDailyTries) -> list[DailyTry]:
    """The tries in ``entries`` (a bare tag is a try; anything else is skipped)."""
    if not isinstance(entries, Iterable):
        return list(entries.daily_tries)
    tries = []
    for entry in entries:
        if isinstance(entry, DailyTag):
            tries.append(DailyTry(entry, True))
        elif isinstance(entry, DailyTry):
            tries.append(entry)
    return tries


def ranked_days(entries: Iterable[DailyTry | DailyTag] | HasDailyTries, player: str) -> set[date]:
    """The days on which ``player`` has a ranked daily try (any game)."""
    return {t.tag.date for t in _tries(entries) if t.tag.player == player and t.tag.ranked}


def streaks(days: set[date], today: date) -> tuple[int, int]:
    """(current, best) runs of consecutive days in ``days``; the current run ends today,
    or yesterday if today is not in ``days`` (days after ``today`` are ignored)."""
    best = run = 0
    previous: date | None = None
    for day in sorted(d for d in days if d <= today):
        run = run + 1 if previous is not None and day - previous == timedelta(days=1) else 1
        best = max(best, run)
        previous = day
    current = 0
    day = today if today in days else today - timedelta(days=1)
    while day in days:
        current += 1
        day -= timedelta(days=1)
    return current, best


def daily_status(
    entries: Iterable[DailyTry | DailyTag] | HasDailyTries, player: str, game_id: str, today: date
) -> DailyStatus:
    """The status of ``game_id``'s daily for ``player`` on ``today`` (UTC) given every
    daily try known: a :class:`~game.stats.Collection` (its ``daily_tries``; resets do
    not apply: a reset clears statistics, not the tries used), or an iterable of
    :class:`DailyTry` or bare :class:`DailyTag` values."""
    tries = [t for t in _tries(entries) if t.tag.player == player]
    latest = max((t.tag.date for t in tries), default=None)
    clock_behind = latest is not None and latest > today
    played_today = any(
        t.tag.ranked and t.tag.date == today and t.tag.game == game_id for t in tries
    )
    current, best = streaks({t.tag.date for t in tries if t.tag.ranked}, today)
    reason = ""
    if clock_behind:
        reason = "The clock is behind your last daily: practice only."
    elif played_today:
        reason = "Today's daily is played: this try is practice."
    return DailyStatus(
        ranked=not reason,
        reason=reason,
        streak=current,
        best_streak=best,
        played_today=played_today,
        clock_behind=clock_behind,
    )
