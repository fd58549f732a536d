"""One finished game (or one unfinished daily try) as the statistics see it: plain data,
written into the index and read back strictly (:func:`entry_from_json`)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, fields
from datetime import date, datetime
from functools import lru_cache
from typing import Any

from game.daily.status import DailyTry
from game.daily.tag import DailyTag
from game.registry import all_games
from game.text import clean, seat_name

_KEY = re.compile(r"[0-9a-f]{1,64}")
_FLOAT: set[type] = {float}
_FLOAT_OR_NONE: set[type] = {float, type(None)}


@dataclass(frozen=True)
class DailyInfo:
    """A record's daily tag (already checked by :func:`game.daily.daily_tag`)."""

    date: str
    seat: int
    ranked: bool


@dataclass(frozen=True)
class DuplicateInfo:
    """A duplicate game: the record key of the game it repeats and the bot's seat."""

    of: str
    seat: int


@dataclass(frozen=True)
class OwnerInfo:
    """The profile that played a seat (a record's ``meta["profile"]``, checked by
    :func:`game.profile.owner_of`)."""

    id: str
    seat: int


@dataclass(frozen=True)
class GameEntry:
    """What the statistics keep of one record file.

    ``when`` is the time the game was played (ISO 8601, UTC): the record's
    ``meta["finished_at"]`` if it holds one, else its file's modification time.
    ``accuracy`` holds, per seat, the accuracy of a stored review (None: not reviewed).
    Only finished games count in statistics; an unfinished one is kept for its daily try.
    """

    key: str
    path: str
    game: str
    variant: str
    players: int
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    scores: tuple[float, ...]
    winners: tuple[int, ...]
    finished: bool
    actions: int
    when: str
    lower_wins: bool
    hints: tuple[int, ...]
    undos: tuple[int, ...]
    accuracy: tuple[float | None, ...]
    daily: DailyInfo | None = None
    duplicate: DuplicateInfo | None = None
    owner: OwnerInfo | None = None

    def day(self) -> date:
        """The date of :attr:`when`."""
        return datetime.fromisoformat(self.when).date()

    def place(self, seat: int) -> int:
        """``seat``'s 1-based place (ties share the better place)."""
        mine = self.scores[seat]
        better = (s < mine if self.lower_wins else s > mine for s in self.scores)
        return 1 + sum(better)

    def win_share(self, seat: int) -> float:
        """1 for a sole win, 1/n for a win shared by n seats, else 0."""
        return 1.0 / len(self.winners) if seat in self.winners else 0.0

    def daily_try(self) -> DailyTry | None:
        """The daily try this record is, if it is one."""
        if self.daily is None:
            return None
        tag = DailyTag(
            date.fromisoformat(self.daily.date),
            self.game,
            self.daily.seat,
            self.daily.ranked,
            self.names[self.daily.seat],
        )
        return DailyTry(tag, self.finished, self.key)

    def to_json(self) -> dict[str, Any]:
        """The entry as JSON data (tuples as they are: the JSON writer makes them lists;
        a shallow walk, as ``dataclasses.asdict``'s deep copy costs a cold collect a
        fifth of its time)."""
        data = {f.name: getattr(self, f.name) for f in fields(self)}
        for part in ("daily", "duplicate", "owner"):
            if data[part] is not None:
                data[part] = dict(vars(data[part]))
        return data


class EntryError(ValueError):
    """An index entry that does not hold (it is recomputed from its record)."""


def _get(data: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind in (int, float)):
        raise EntryError(key)
    return value


def _numbers(value: Any, players: int, kind: type, nullable: bool = False) -> tuple[Any, ...]:
    if not isinstance(value, list) or len(value) not in (0, players):
        raise EntryError("list")
    kinds = set(map(type, value))  # the usual lists are checked at once
    if kind is int and kinds <= {int}:
        return tuple(value)
    if (
        kind is float
        and kinds <= (_FLOAT_OR_NONE if nullable else _FLOAT)
        and all(v is None or math.isfinite(v) for v in value)
    ):
        return tuple(value)
    for item in value:
        if item is None and nullable:
            continue
        if isinstance(item, bool) or not isinstance(item, (int, float) if kind is float else int):
            raise EntryError("number")
        if isinstance(item, float) and not math.isfinite(item):
            raise EntryError("number")
    return tuple(float(v) if kind is float and v is not None else v for v in value)


@lru_cache(maxsize=4096)
def _clean_name(name: str) -> bool:
    """True if ``name`` is a seat name as the seat-name rule leaves it (names repeat
    from entry to entry: each is checked once)."""
    return name == seat_name(name)


def _optional(data: dict[str, Any], key: str) -> dict[str, Any] | None:
    value = data.get(key)
    if value is not None and not isinstance(value, dict):
        raise EntryError(key)
    return value


def _texts(data: dict[str, Any], keys: tuple[str, ...]) -> list[str]:
    values: list[Any] = [data.get(key) for key in keys]
    for key, value in zip(keys, values, strict=True):
        if not isinstance(value, str):
            raise EntryError(key)
    return values


def _flags(data: dict[str, Any], keys: tuple[str, ...]) -> list[bool]:
    values: list[Any] = [data.get(key) for key in keys]
    for key, value in zip(keys, values, strict=True):
        if not isinstance(value, bool):
            raise EntryError(key)
    return values


_TEXTS = ("key", "path", "game", "variant", "when")
_FLAGS = ("finished", "lower_wins")


def entry_from_json(data: Any) -> GameEntry:
    """An entry read back from the index; EntryError unless every field has its type."""
    if not isinstance(data, dict):
        raise EntryError("entry")
    players = _get(data, "players", int)
    names = _get(data, "names", list)
    kinds = _get(data, "kinds", list)
    if not 1 <= players <= 64 or len(names) != players or len(kinds) != players:
        raise EntryError("players")
    if not all(isinstance(n, str) and _clean_name(n) for n in names + kinds):
        raise EntryError("names")
    listed = data.get("winners")
    winners = _numbers(listed, len(listed) if isinstance(listed, list) else -1, int)
    if len(winners) > players or any(not 0 <= w < players for w in winners):
        raise EntryError("winners")
    key, path, game, variant, when = _texts(data, _TEXTS)
    if not _KEY.fullmatch(key):
        raise EntryError("key")
    daily, dup = _optional(data, "daily"), _optional(data, "duplicate")
    owner = _optional(data, "owner")
    scores = _numbers(data.get("scores"), players, float)
    finished, lower_wins = _flags(data, _FLAGS)
    entry = GameEntry(
        key=key,
        path=path,
        game=game,
        variant=variant,
        players=players,
        names=tuple(names),
        kinds=tuple(kinds),
        scores=scores,
        winners=winners,
        finished=finished,
        actions=_get(data, "actions", int),
        when=when,
        lower_wins=lower_wins,
        hints=_numbers(data.get("hints"), players, int),
        undos=_numbers(data.get("undos"), players, int),
        accuracy=_numbers(data.get("accuracy"), players, float, nullable=True),
        daily=None if daily is None else _daily(daily, players),
        duplicate=None if dup is None else _duplicate(dup, players),
        owner=None if owner is None else _owner(owner, players),
    )
    if len(entry.scores) != players or len(entry.accuracy) != players:
        raise EntryError("scores")
    if not any(spec.id == game for spec in all_games()):
        raise EntryError("game")
    if clean(variant, 80) != variant:
        raise EntryError("variant")
    entry.day()  # a valid time
    return entry


def _daily(data: dict[str, Any], players: int) -> DailyInfo:
    info = DailyInfo(_get(data, "date", str), _get(data, "seat", int), _get(data, "ranked", bool))
    date.fromisoformat(info.date)
    if not 0 <= info.seat < players:
        raise EntryError("daily seat")
    return info


def _duplicate(data: dict[str, Any], players: int) -> DuplicateInfo:
    info = DuplicateInfo(_get(data, "of", str), _get(data, "seat", int))
    if not 0 <= info.seat < players:
        raise EntryError("duplicate seat")
    return info


def _owner(data: dict[str, Any], players: int) -> OwnerInfo:
    info = OwnerInfo(_get(data, "id", str), _get(data, "seat", int))
    if not 0 <= info.seat < players or not _KEY.fullmatch(info.id):
        raise EntryError("owner")
    return info
