"""The rows of the Load and Replays lists: one record file each (no pygame).

A row is read from its file once: :func:`read_row` keeps what it found by the file's
identity (path, size, change time, inode), so a list shown again reads only files that
changed, and :func:`known_row` finds a row read before from a ``stat`` alone, so a screen
can appear at once and fill its other rows in over a few frames.

Only records are rows: a file holding a stored review (``"format":
"play-or-pay-review"``, as earlier versions kept beside saves) is not a save and gets no
row. A file that cannot be read is listed with its problem and left as it is. Dates come
from the file system and are clamped to what a calendar can show.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.daily.tag import DUPLICATE_META_KEY
from game.errors import DataFileError, GameError
from game.profile import owner_of
from game.records import MAX_BYTES, Record, parse_record
from game.registry import get_game
from game.safe_json import read_json_file
from game.text import clean
from scenes.core.i18n import _, current
from scenes.core.phrases import daily_day, shown_name

#: Dates shown are clamped to this range (a file time past it is shown as its end).
FIRST_DATE = datetime(1970, 1, 2)
LAST_DATE = datetime(9999, 12, 31, 23, 59)
_REVIEW_FORMAT = "play-or-pay-review"
_MAX_CACHED = 20_000
#: (File identity, language) -> row (None: a review file). A memo of rows, never shared
#: state; a row's words are in the language it was read in.
_ROWS: dict[tuple[tuple[str, int, int, int], str], SaveInfo | None] = {}


@dataclass(frozen=True)
class SaveInfo:
    """One line of the Load list."""

    path: Path
    title: str
    detail: str
    date: str
    error: str | None = None
    #: The row in parts: the save's name, "game · where", and the seats.
    name: str = ""
    status: str = ""
    seats: tuple[str, ...] = ()
    #: The file's change time (seconds), for sorting newest first.
    mtime: float = 0.0
    #: True for a row whose file is not read yet (Replays' rows still "reading…").
    pending: bool = False
    #: What ``status`` and ``seats`` say, in parts, for words in any language
    #: (``scenes.screens.load_words``): see :func:`facts`.
    facts: RowFacts | None = None
    #: An unreadable file's problem as its English template and values (see
    #: :class:`game.errors.DataFileError`), for words in any language.
    problem: tuple[str, tuple[tuple[str, object], ...]] | None = None


@dataclass(frozen=True)
class RowFacts:
    """A readable record's row in parts: the game's name, where the game is (finished, or
    the round and the rounds set up, 0 when unknown) and each seat's name and kind."""

    game: str
    finished: bool
    round: int
    rounds: int
    seats: tuple[tuple[str, str], ...]
    #: The game's id, the daily deal's date (ISO, "" if not a daily) and the profile
    #: that played a seat, as (id, seat) ("", -1: none), for Replays' words and filters.
    game_id: str = ""
    daily: str = ""
    owner: tuple[str, int] = ("", -1)
    #: True for a daily deal played again by the hard bot (its duplicate game).
    duplicate: bool = False


def facts(record: Record) -> RowFacts:
    """The parts of a record's row (clean text only)."""
    try:
        game = get_game(record.game).name
    except GameError:
        game = clean(record.game, 30)

    def count(value: object) -> int:
        ok = isinstance(value, int) and not isinstance(value, bool) and 0 < value < 10_000
        return value if ok and isinstance(value, int) else 0

    finished = bool((record.result or {}).get("finished", False))
    rnd, rounds = count(record.meta.get("round")), count(record.options.get("rounds"))
    seats = tuple((seat.name, seat.kind) for seat in record.seats)
    day = daily_day(record.meta)
    owner = owner_of(record.meta) or ("", -1)
    daily = "" if day is None else day.isoformat()
    duplicate = isinstance(record.meta.get(DUPLICATE_META_KEY), dict)
    game_id = clean(record.game, 30)
    return RowFacts(game, finished, rnd, rounds, seats, game_id, daily, owner, duplicate)


def file_date(mtime: float) -> str:
    """``mtime`` as "YYYY-MM-DD HH:MM" local time, clamped to FIRST_DATE..LAST_DATE
    (never raises, whatever the file system says)."""
    try:
        when = datetime.fromtimestamp(mtime)
    except (OverflowError, OSError, ValueError):
        when = LAST_DATE if mtime > 0 else FIRST_DATE
    return min(max(when, FIRST_DATE), LAST_DATE).strftime("%Y-%m-%d %H:%M")


def describe(record: Record) -> tuple[str, str]:
    """(title, detail) for a record: game and round; seats (clean text only)."""
    try:
        game = get_game(record.game).name
    except GameError:
        game = clean(record.game, 30)
    finished = (record.result or {}).get("finished", False)
    rnd = record.meta.get("round")
    rounds = record.options.get("rounds")
    if finished:
        where = _("finished")
    elif isinstance(rnd, int) and not isinstance(rnd, bool) and 0 < rnd < 10_000:
        shown = isinstance(rounds, int) and not isinstance(rounds, bool) and 0 < rounds < 10_000
        if shown:
            where = _("round {number} of {rounds}").format(number=rnd, rounds=rounds)
        else:
            where = _("round {number}").format(number=rnd)
    else:
        where = _("in play")
    return f"{game} · {where}", ", ".join(seat_labels(record))


def seat_labels(record: Record) -> tuple[str, ...]:
    """Each seat's name, with the bot level for a bot: ("Ann", "Bo (hard)"), the level in
    the current language (the same words as the Results screen's)."""
    return tuple(
        shown_name(seat.name)
        if seat.kind == "human"
        else _("{name} ({level})").format(name=shown_name(seat.name), level=_(seat.kind))
        for seat in record.seats
    )


def _identity(path: Path) -> tuple[tuple[str, int, int, int], float] | None:
    """(identity, change time) of what ``path`` names (a broken link: the link's own)."""
    try:
        info = os.stat(path)
    except (OSError, ValueError):
        try:
            info = os.lstat(path)
        except (OSError, ValueError):
            return None
    return (str(path), info.st_size, info.st_mtime_ns, info.st_ino), info.st_mtime


def known_row(path: Path, info: os.stat_result) -> SaveInfo | None:
    """The row of ``path`` read before, if the file (as ``info`` says it is now) has not
    changed since; None otherwise (no file is touched)."""
    identity = (str(path), info.st_size, info.st_mtime_ns, info.st_ino)
    return _ROWS.get((identity, current()))


def read_row(path: Path, label: str) -> SaveInfo | None:
    """The row of the file at ``path`` (read once per version of the file); None if it
    is gone or holds a stored review rather than a game."""
    found = _identity(path)
    if found is None:
        return None
    identity, mtime = found
    key = (identity, current())
    if key not in _ROWS:
        if len(_ROWS) >= _MAX_CACHED:
            _ROWS.clear()
        _ROWS[key] = _read(path, label, mtime)
    return _ROWS[key]


def _read(path: Path, label: str, mtime: float) -> SaveInfo | None:
    date = file_date(mtime)
    try:
        data = read_json_file(path, MAX_BYTES)
        if isinstance(data, dict) and data.get("format") == _REVIEW_FORMAT:
            return None
        record = parse_record(data)
    except DataFileError as exc:  # RecordError too
        problem = exc.reason
        parts = (exc.template, tuple(exc.values.items()))
        unreadable = _("unreadable")
        return SaveInfo(
            path,
            f"{label} — {unreadable}",
            problem,
            date,
            problem,
            label,
            problem,
            (),
            mtime,
            problem=parts,
        )
    title, detail = describe(record)
    seats = seat_labels(record)
    return SaveInfo(
        path,
        f"{label} — {title}",
        detail,
        date,
        None,
        label,
        title,
        seats,
        mtime,
        False,
        facts(record),
    )


def read_rows(files: list[tuple[Path, str]]) -> list[SaveInfo]:
    """Every file's row (``(path, label)`` pairs), newest first, reviews left out."""
    rows = [row for path, label in files if (row := read_row(path, label)) is not None]
    return sorted(rows, key=lambda row: -row.mtime)
