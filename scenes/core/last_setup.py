"""The New game screen's memory: the last game set up, and per game its players, options
and seats (no pygame).

``last_setup.json`` in the user data folder is rewritten atomically when a game starts,
and read through the one strict reader (:mod:`game.safe_json`). Reading never fails: a
missing, unreadable or damaged file, or a damaged entry in it (an unknown game, options
the game refuses, a seat kind no longer offered), is ignored and the screen falls back
to its defaults.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from game.errors import DataFileError, GameError
from game.json_data import JsonObject, JsonValue
from game.options import OptionValue
from game.records import Seat
from game.registry import get_game
from game.safe_json import check_writable, read_json_file
from game.storage import atomic_write_text, user_data_dir

FORMAT = "play-or-pay-last-setup"
#: The longest seat name the setup screen accepts.
MAX_NAME = 14
#: A larger file is not read (it cannot be ours).
MAX_BYTES = 64 * 1024


@dataclass(frozen=True)
class GameSetup:
    """A remembered setup of one game."""

    players: int
    options: dict[str, OptionValue]
    seats: list[Seat]


def last_setup_path() -> Path:
    return user_data_dir() / "last_setup.json"


def _read() -> JsonObject:
    """The file's data, or an empty memory if it is missing or damaged (read with the
    one strict reader: a pipe, device or huge file is refused, never waited on)."""
    try:
        data: JsonValue = read_json_file(last_setup_path(), MAX_BYTES)
    except DataFileError:
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return {}
    return data


def remembered_game() -> str | None:
    """The id of the game set up last, if it is still a known game."""
    game_id = _read().get("game")
    if not isinstance(game_id, str):
        return None
    try:
        get_game(game_id)
    except GameError:
        return None
    return game_id


def _seats(raw: JsonValue, kinds: Sequence[str]) -> list[Seat] | None:
    if not isinstance(raw, list):
        return None
    seats = []
    for item in raw:
        if not isinstance(item, dict):
            return None
        name, kind = item.get("name"), item.get("kind")
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            return None
        if kind not in kinds:
            return None
        seats.append(Seat(name, str(kind)))
    return seats


def remembered(game_id: str, kinds: Sequence[str]) -> GameSetup | None:
    """The remembered setup of ``game_id`` (seat kinds among ``kinds``), or None if there
    is none or it does not fit the game any more."""
    games = _read().get("games")
    entry = games.get(game_id) if isinstance(games, dict) else None
    if not isinstance(entry, dict):
        return None
    players, options = entry.get("players"), entry.get("options")
    seats = _seats(entry.get("seats"), kinds)
    if not isinstance(players, int) or isinstance(players, bool) or not isinstance(options, dict):
        return None
    if seats is None or len(seats) != players:
        return None
    try:
        spec = get_game(game_id)
        full = spec.validate(players, options)
    except (GameError, TypeError, ValueError, AttributeError, KeyError):
        return None
    known = {o.key for o in spec.options}
    return GameSetup(players, {k: v for k, v in full.items() if k in known}, seats)


def remember(game_id: str, options: Mapping[str, OptionValue], seats: Sequence[Seat]) -> None:
    """Remember this setup as the last one (atomic write; a failure is ignored: the
    memory is a convenience)."""
    data = _read()
    games = data.get("games")
    games = dict(games) if isinstance(games, dict) else {}
    games[game_id] = {
        "players": len(seats),
        "options": dict(options),
        "seats": [dict(seat.to_json()) for seat in seats],
    }
    out = {"format": FORMAT, "version": 1, "game": game_id, "games": games}
    with contextlib.suppress(OSError, TypeError, ValueError, DataFileError):
        text = json.dumps(out, indent=1) + "\n"
        check_writable(text, MAX_BYTES)  # never write what the reader refuses
        atomic_write_text(last_setup_path(), text)


def last_human_name(default: str = "You") -> str:
    """The name of the first human seat of the game set up last (``default`` if none is
    remembered): who "you" are on screens that need one player's name."""
    game_id = remembered_game()
    if game_id is None:
        return default
    games = _read().get("games")
    entry = games.get(game_id) if isinstance(games, dict) else None
    raw = entry.get("seats") if isinstance(entry, dict) else None
    for seat in _seats(raw, ("human", "random", "easy", "medium", "hard")) or []:
        if seat.kind == "human":
            return seat.name
    return default
