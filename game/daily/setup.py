"""The daily deal: one deal per game per day (UTC), the same for everyone on that date.

Each game declares its daily setup once (``GameSpec.daily``: players and options). The
seed is derived with the project's own generator (:func:`game.rng.derive_seed`) from the
date, the game, the player count, the complete options and the rules edition, and lies in
``[DAILY_SEED_BASE, 2**64)``: the setup screen takes a typed seed modulo ``2**63``
(``scenes/screens/setup.py``) and ``python -m game sim`` derives its own, so a typed seed
never reaches a daily one. Changing a game's daily settings or rules edition moves its
deals; ``tests/test_daily_setup.py`` pins the deals of a few dates so that cannot happen
unnoticed.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta, timezone
from typing import TypedDict

from game.errors import OptionError
from game.options import OptionValue
from game.registry import all_games, get_game
from game.rng import MASK64, derive_seed

#: Every daily seed has this bit set; typed seeds stay below it.
DAILY_SEED_BASE = 1 << 63
#: The version of the daily scheme itself (how seeds are derived); part of the edition.
DAILY_SCHEME = 1
_ROOT = 0x504C41594F525041  # "PLAYORPA": the root of every daily seed


class DailySetupData(TypedDict):
    """A daily setup as plain data (:meth:`DailySetup.to_json`)."""

    date: str
    game: str
    seed: int
    players: int
    options: dict[str, OptionValue]
    edition: str


@dataclass(frozen=True)
class DailySetup:
    """The daily deal of ``game`` on ``date``: validated, complete options and its seed.

    ``edition`` names the daily scheme and the game's rules edition (``"d1"``, or
    ``"d1.r2"`` for a game whose options carry ``rules_version`` 2)."""

    date: date
    game: str
    players: int
    options: dict[str, OptionValue]
    seed: int
    edition: str

    def to_json(self) -> DailySetupData:
        """Plain data: ``date`` (ISO), ``game``, ``seed``, ``players``, ``options``,
        ``edition``."""
        return {
            "date": self.date.isoformat(),
            "game": self.game,
            "seed": self.seed,
            "players": self.players,
            "options": dict(self.options),
            "edition": self.edition,
        }


def today_utc(now: datetime | None = None) -> date:
    """Today's date in UTC (``now``: an aware time, or a naive one taken as UTC)."""
    moment = now if now is not None else datetime.now(timezone.utc)
    if moment.tzinfo is not None:
        moment = moment.astimezone(timezone.utc)
    return moment.date()


def daily_games() -> list[str]:
    """The ids of the games that have a daily deal, in display order."""
    return [spec.id for spec in all_games() if spec.daily is not None]


def edition_of(options: Mapping[str, object]) -> str:
    """The edition a daily with these options belongs to (see :class:`DailySetup`)."""
    rules = options.get("rules_version")
    return f"d{DAILY_SCHEME}" + (f".r{rules}" if isinstance(rules, int) else "")


def daily_seed(game_id: str, day: date, players: int, options: Mapping[str, OptionValue]) -> int:
    """The seed of the daily of ``game_id`` on ``day`` with this (complete) setup."""
    text = json.dumps(dict(options), sort_keys=True, separators=(",", ":"))
    derived = derive_seed(
        _ROOT, "daily", game_id, day.isoformat(), players, text, edition_of(options)
    )
    return DAILY_SEED_BASE | (derived & (MASK64 >> 1))


def is_daily_seed(seed: int) -> bool:
    """True for a seed in the daily range (no typed seed is)."""
    return DAILY_SEED_BASE <= seed <= MASK64


def daily_setup(game_id: str, day: date) -> DailySetup:
    """The daily deal of ``game_id`` on ``day``. UnknownGameError for an unknown game,
    OptionError for a game without a daily (or whose daily settings are invalid)."""
    spec = get_game(game_id)
    if spec.daily is None:
        raise OptionError(f"{spec.name} has no daily deal")
    options = spec.validate(spec.daily.players, spec.daily.options)
    seed = daily_seed(spec.id, day, spec.daily.players, options)
    return DailySetup(day, spec.id, spec.daily.players, options, seed, edition_of(options))


def yesterday_setup(game_id: str, today: date) -> DailySetup:
    """Yesterday's daily deal of ``game_id``: still playable for a day, never ranked."""
    return daily_setup(game_id, today - timedelta(days=1))


def parse_day(text: str) -> date:
    """A ``YYYY-MM-DD`` date; OptionError with one clear line otherwise."""
    try:
        if len(text) != 10:
            raise ValueError(text)
        return date.fromisoformat(text)
    except ValueError:
        shown = text[:20].encode("ascii", "replace").decode()
        raise OptionError(f"'{shown}' is not a date of the form YYYY-MM-DD") from None
