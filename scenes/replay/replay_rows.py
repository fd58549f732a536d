"""The rows of the Replays list, without pygame: what each file is, known as early as
possible, and the words and filters made of it.

A row starts from the file's name and time alone (one ``stat``). The statistics index
(:mod:`game.stats.index`, read off the drawing thread) is the cached header of every
finished game and daily try: a row whose file did not change since is known from it
without reading the file. Any other row is read from its file when it comes into view
(:func:`scenes.core.save_list.read_row`, itself remembered per file version).

Rows are named by what they are: a daily by its date and game ("Daily deal · 28 Nov —
Nyet!"), a kept game by its game, a save by the name it was given.
"""

from __future__ import annotations

import contextlib
import operator
import os
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import SupportsIndex, overload

from game.errors import GameError
from game.profile import Profile, person_key
from game.registry import get_game
from game.stats.entry import GameEntry
from game.stats.index import read_index
from game.stats.people import identified
from game.text import clean
from scenes.core.i18n import _, pgettext
from scenes.core.phrases import daily_words, shown_name
from scenes.core.profile import person_words
from scenes.core.save_list import SaveInfo, file_date, known_row
from scenes.core.widgets import ListRow
from scenes.screens.load_words import bot_game_words, label_words, row_problem, where_words
from scenes.screens.results_words import level_name

#: A kept game's file name (:func:`game.kept.kept_name`) or a daily's: no name to show.
_KEPT = re.compile(r"(?:[a-z0-9_]+-(?:\d{8}-\d{6}|undated)-[0-9a-f]{12}|daily-.+)")
#: A daily's file name (:func:`scenes.screens.daily_data.daily_file`), its date first.
_DAILY_FILE = re.compile(r"daily-(\d{4}-\d{2}-\d{2})-")


@dataclass
class Row:
    """One file of the list: where it is, and what is known of it so far."""

    path: Path
    label: str
    mtime: float
    #: Read from the file (None until then).
    info: SaveInfo | None = None
    #: Known from the statistics index (None if it holds no line for this version).
    entry: GameEntry | None = None

    @property
    def pending(self) -> bool:
        """True while nothing is known of the file but its name and time."""
        return self.info is None and self.entry is None

    def game(self) -> str:
        """The game's id ("" while unknown)."""
        if self.entry is not None:
            return self.entry.game
        return self.info.facts.game_id if self.info and self.info.facts else ""

    def people(self, profile: Profile | None) -> tuple[str, ...]:
        """The people in human seats, the profile by its key (for the player filter)."""
        if self.entry is not None:
            return tuple(
                n for n, k in zip(self.entry.names, self.entry.kinds, strict=True) if k == "human"
            )
        facts = self.info.facts if self.info else None
        if facts is None:
            return ()
        owner_id, owner_seat = facts.owner
        mine = profile is not None and owner_id == profile.id
        return tuple(
            person_key(owner_id) if mine and seat == owner_seat else name
            for seat, (name, kind) in enumerate(facts.seats)
            if kind == "human"
        )

    def day(self) -> date | None:
        """The daily deal's date, if the row is a daily or its duplicate (the hard bot's
        game: the statistics index does not keep its date, its file's name does)."""
        text = ""
        if self.entry is not None and self.entry.daily is not None:
            text = self.entry.daily.date
        elif self.entry is not None and self.entry.duplicate is not None:
            named = _DAILY_FILE.match(self.path.name)
            text = named[1] if named else ""
        elif self.info is not None and self.info.facts is not None:
            text = self.info.facts.daily
        try:
            return date.fromisoformat(text) if text else None
        except ValueError:
            return None


def list_rows(files: list[tuple[Path, str]], folder: Path | None = None) -> list[Row]:
    """A row per file that exists (``files``, and every ``*.json`` of ``folder``), newest
    first: one ``stat`` each, and a row read before is known at once."""
    found: list[tuple[Path, str, os.stat_result]] = []
    for path, label in files:
        with contextlib.suppress(OSError, ValueError):
            found.append((path, label, os.stat(path)))
    with contextlib.suppress(OSError), os.scandir(folder or "\0") as entries:
        for entry in entries:
            if entry.name.endswith(".json") and not entry.is_dir():
                with contextlib.suppress(OSError):
                    path = Path(entry.path)
                    found.append((path, clean(path.stem, 60), entry.stat()))
    rows = [Row(path, label, info.st_mtime, known_row(path, info)) for path, label, info in found]
    return sorted(rows, key=lambda row: -row.mtime)


class LazyRows(list[ListRow]):
    """The list's rows, each put in words only when the list asks for it (the list
    draws the rows in view: 10,000 rows cost no more than 10)."""

    def __init__(self, rows: Sequence[Row], profile: Profile | None) -> None:
        super().__init__([ListRow("")] * len(rows))
        self._rows, self._profile = rows, profile
        self._made: dict[int, ListRow] = {}

    def _make(self, index: int) -> ListRow:
        index = index + len(self) if index < 0 else index
        if index not in self._made:
            self._made[index] = row_words(self._rows[index], self._profile)
        return self._made[index]

    @overload
    def __getitem__(self, index: SupportsIndex) -> ListRow: ...

    @overload
    def __getitem__(self, index: slice) -> list[ListRow]: ...

    def __getitem__(self, index: SupportsIndex | slice) -> ListRow | list[ListRow]:
        if isinstance(index, slice):
            return [self._make(i) for i in range(*index.indices(len(self)))]
        at = operator.index(index)
        if not -len(self) <= at < len(self):
            raise IndexError(at)
        return self._make(at)

    def __iter__(self) -> Iterator[ListRow]:
        return (self._make(i) for i in range(len(self)))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and list(iter(self)) == list(other)

    __hash__ = None


def cached_headers(data_dir: Path, profile: Profile | None) -> dict[Path, GameEntry]:
    """The statistics index's entries by file, only those whose file has not changed
    since (the profile's seats named by its key)."""
    lines = read_index(data_dir)
    found: dict[Path, GameEntry] = {}
    entries = []
    for name, line in lines.items():
        if line.entry is None or line.stamp is None:
            continue
        path = data_dir / name
        try:
            info = path.stat()
        except (OSError, ValueError):
            continue
        if (info.st_size, info.st_mtime_ns) == line.stamp:
            entries.append((path, line.entry))
    for (path, _entry), entry in zip(
        entries, identified([e for _p, e in entries], profile), strict=True
    ):
        found[path] = entry
    return found


def game_name(game_id: str) -> str:
    """The game's name (its id, cleaned, if no such game is installed)."""
    try:
        return get_game(game_id).name
    except GameError:
        return clean(game_id, 30)


def name_part(row: Row) -> str:
    """The row's name: a daily's date, nothing for a kept game, else the file's label."""
    day = row.day()
    if day is not None:
        return daily_words(day)
    if _KEPT.fullmatch(row.path.stem):
        return ""
    if row.info is not None:
        return label_words(row.info)
    return row.label


def row_words(row: Row, profile: Profile | None) -> ListRow:
    """The row as the list shows it, in the current language."""
    when = file_date(row.mtime)
    name = name_part(row)
    if row.entry is not None:
        entry = row.entry
        where = where_words_of(entry)
        status = f"{game_name(entry.game)} · {where}"
        names = [person_words(n, profile) for n in entry.names]
        seats = seat_words_of(names, entry.kinds)
    elif row.info is not None and row.info.facts is not None:
        facts = row.info.facts
        status = f"{facts.game} · {where_words(facts)}"
        owner_id, owner_seat = facts.owner
        mine = profile is not None and owner_id == profile.id
        names = [
            profile.name if profile is not None and mine and seat == owner_seat else name
            for seat, (name, _kind) in enumerate(facts.seats)
        ]
        seats = seat_words_of([shown_name(n) for n in names], tuple(k for _n, k in facts.seats))
    elif row.info is not None:
        title = _("{name} — unreadable").format(name=name or row.label)
        return ListRow(title, row_problem(row.info), when, True)
    else:
        return ListRow(_("{name} — reading…").format(name=name or row.label), "", when)
    title = f"{name} — {status}" if name else status
    return ListRow(title, "", when, False, seats)


def where_words_of(entry: GameEntry) -> str:
    """A cached header's "finished" or "in play" (an unfinished daily try), or "the hard
    bot's game" (a daily's duplicate)."""
    if entry.duplicate is not None:
        return bot_game_words()
    if entry.finished:
        return pgettext("a saved game", "finished")
    return pgettext("a saved game", "in play")


def seat_words_of(names: list[str], kinds: tuple[str, ...]) -> tuple[str, ...]:
    """Seat words from shown names and kinds: "Ann", "Bo (hard)"."""
    return tuple(
        name if kind == "human" else _("{name} ({level})").format(name=name, level=level_name(kind))
        for name, kind in zip(names, kinds, strict=True)
    )
