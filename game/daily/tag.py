"""The daily tag a record carries in ``meta["daily"]`` from its first move.

The app stores :func:`daily_meta` in ``Record.meta[DAILY_META_KEY]`` when a daily game
starts, so a daily left after its first move still counts as a try. Records are hostile
input: :func:`daily_tag` accepts a tag only if every field has the right type and the
record really is that day's deal of that game (its seed is the daily seed of its own
date, game, players and options), so no hand-made file can claim a daily.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from game.daily.setup import DailySetup, daily_seed, parse_day
from game.errors import GameError
from game.json_data import JsonObject
from game.records import Record
from game.registry import get_game

DAILY_META_KEY = "daily"
#: The meta key of a duplicate game (:func:`game.daily.duplicate.play_duplicate`).
DUPLICATE_META_KEY = "duplicate"


@dataclass(frozen=True)
class DailyTag:
    """A record's daily: its ``date`` and ``game``, the ``seat`` of the person playing
    it, whether the try was ``ranked`` (the first try of the day), and ``player``, the
    name in that seat."""

    date: date
    game: str
    seat: int
    ranked: bool
    player: str


def daily_meta(setup: DailySetup, seat: int, ranked: bool) -> JsonObject:
    """What the app puts into ``Record.meta["daily"]`` (plain JSON data)."""
    return {
        "date": setup.date.isoformat(),
        "game": setup.game,
        "seat": seat,
        "ranked": ranked,
        "edition": setup.edition,
    }


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def daily_tag(record: Record) -> DailyTag | None:
    """The record's daily tag, or None if it has none or the tag does not hold (a
    wrong type, a seat not at the table, a date or game that does not match the deal)."""
    meta = record.meta.get(DAILY_META_KEY) if isinstance(record.meta, dict) else None
    if not isinstance(meta, dict):
        return None
    day_text, seat, ranked = meta.get("date"), meta.get("seat"), meta.get("ranked")
    if not isinstance(day_text, str) or not _is_int(seat) or not isinstance(ranked, bool):
        return None
    assert isinstance(seat, int)
    if meta.get("game") != record.game or not 0 <= seat < record.players:
        return None
    try:
        day = parse_day(day_text)
        spec = get_game(record.game)
        if record.deal is not None or spec.daily is None:
            return None
        options = spec.validate(record.players, record.options)
    except (GameError, TypeError, ValueError):
        return None
    if daily_seed(spec.id, day, record.players, options) != record.seed:
        return None
    return DailyTag(day, record.game, seat, ranked, record.seats[seat].name)
