"""Collecting the statistics of a data folder: every record, once, from one place.

The sources are the data folder's ``autosave.json`` (counted once finished),
``saves/*.json`` and ``records/*.json``. A game kept twice (the autosave and its saved
copy) counts once: files are grouped by record key. The index
(:mod:`game.stats.index`) saves replaying files that did not change; resets
(:mod:`game.stats.resets`) hide a person's games from their statistics, never from the
daily's rules.
"""

from __future__ import annotations

import contextlib
import gc
import operator
import os
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from game.daily.status import DailyTry
from game.errors import GameError
from game.profile import read_profile
from game.stats.entry import GameEntry
from game.stats.index import (
    Cached,
    digest_of,
    folder_key,
    kept,
    read_index,
    stamp_of,
    write_index,
)
from game.stats.lines import (
    RECORDS,
    current,
    fresh_line,
    line_names,
    listing,
    read_line,
    remove_lines,
)
from game.stats.people import identified
from game.stats.resets import read_resets
from game.stats.reviews import stored_accuracy
from game.stats.scan import Accuracy
from game.storage import remove_stale_temp_files, temp_folder
from game.text import clean

#: The record folders of the data folder (and the autosave).
SOURCES = ("saves", "records")
AUTOSAVE = "autosave.json"
#: At most this many files are read from one folder.
MAX_FILES = 100_000

Progress = Callable[[int, int], None]
#: Seconds after which a temporary file is another run's leftover even if a process with
#: its writer's id runs (generous: the app may be running on this folder meanwhile).
TIDY_AFTER = 3600.0
_NO_RESET: frozenset[str] = frozenset()


@dataclass
class Collection:
    """Every game of a data folder: ``games`` (finished, one per record key, duplicate
    games aside), ``duplicates`` (the hard bot's replays of dailies, by the key of the
    game they repeat), ``daily_tries`` (every daily try, finished or not) and
    ``resets`` (name -> record keys hidden from that person's statistics)."""

    games: list[GameEntry] = field(default_factory=list)
    duplicates: dict[str, GameEntry] = field(default_factory=dict)
    daily_tries: list[DailyTry] = field(default_factory=list)
    resets: dict[str, frozenset[str]] = field(default_factory=dict)
    #: The games grouped by seat name, made once (see :meth:`seats_of`).
    _seats: dict[str, list[tuple[GameEntry, int]]] | None = field(
        default=None, repr=False, compare=False
    )
    _grouped: int = field(default=-1, repr=False, compare=False)
    #: The names that sat in a human seat (made with :attr:`_seats`).
    _humans: set[str] = field(default_factory=set, repr=False, compare=False)
    #: True if :attr:`games` was in strict (when, key) order when grouped.
    _in_order: bool = field(default=False, repr=False, compare=False)
    #: :meth:`games_of` by (name, game), with the resets it was made with.
    _played: dict[tuple[str, str | None], tuple[frozenset[str], list[tuple[GameEntry, int]]]] = (
        field(default_factory=dict, repr=False, compare=False)
    )
    _tries: dict[str, list[DailyTry]] | None = field(default=None, repr=False, compare=False)
    _tries_grouped: int = field(default=-1, repr=False, compare=False)

    def players(self, humans_only: bool = True) -> list[str]:
        """Seat names with at least one finished game (only human seats by default),
        sorted case-insensitively."""
        self._group()
        names = self._humans if humans_only else self._seats or {}
        return sorted(names, key=lambda n: (n.casefold(), n))

    def _group(self) -> dict[str, list[tuple[GameEntry, int]]]:
        """The games by seat name (made again only when :attr:`games` changes)."""
        if self._seats is None or self._grouped != len(self.games):
            seats: dict[str, list[tuple[GameEntry, int]]] = {}
            humans: set[str] = set()
            for entry in self.games:
                for seat, (seat_name, kind) in enumerate(
                    zip(entry.names, entry.kinds, strict=True)
                ):
                    seats.setdefault(seat_name, []).append((entry, seat))
                    if kind == "human":
                        humans.add(seat_name)
            order = [(entry.when, entry.key) for entry in self.games]
            self._in_order = all(map(operator.lt, order, order[1:]))
            self._seats, self._grouped, self._humans = seats, len(self.games), humans
            self._played = {}
        return self._seats

    def seats_of(self, name: str) -> list[tuple[GameEntry, int]]:
        """(game, seat) of every finished game ``name`` sat in, resets included, in the
        order of :attr:`games`. The games are grouped by name once (again only when
        :attr:`games` changes), so asking for every name costs one pass, not one each."""
        return self._group().get(name, [])

    def tries_of(self, name: str) -> list[DailyTry]:
        """``name``'s daily tries (grouped once, as :meth:`seats_of`)."""
        if self._tries is None or self._tries_grouped != len(self.daily_tries):
            tries: dict[str, list[DailyTry]] = {}
            for daily in self.daily_tries:
                tries.setdefault(daily.tag.player, []).append(daily)
            self._tries, self._tries_grouped = tries, len(self.daily_tries)
        return self._tries.get(name, [])

    def games_of(self, name: str, game: str | None = None) -> list[tuple[GameEntry, int]]:
        """(game, seat) of every finished game ``name`` sat in (not reset), oldest
        first; only games of ``game`` if given. Made once per name and game (a screen
        asks for the same person's games for its table and each chart)."""
        seats = self.seats_of(name)
        hidden = self.resets.get(name, _NO_RESET)
        made = self._played.get((name, game))
        if made is not None and made[0] is hidden:
            return list(made[1])
        found = [
            (entry, seat)
            for entry, seat in seats
            if entry.key not in hidden and (game is None or entry.game == game)
        ]
        if not self._in_order:  # else grouped in the order of the games, each game's
            found.sort(key=lambda item: (item[0].when, item[0].key, item[1]))  # seats in order
        self._played[(name, game)] = (hidden, found)
        return list(found)


def _files(data_dir: Path) -> list[tuple[str, str]]:
    """(name relative to the data folder, path) of every candidate record file."""
    files: list[tuple[str, str]] = []  # names need not be UTF-8 (see write_index)
    autosave = os.path.join(data_dir, AUTOSAVE)
    if os.path.lexists(autosave):
        files.append((AUTOSAVE, autosave))
    for folder in SOURCES:
        where = os.path.join(data_dir, folder)
        try:
            with os.scandir(where) as entries:
                names = sorted(e.name for e in entries if e.name.endswith(".json"))
        except OSError:
            continue
        files.extend((f"{folder}/{n}", os.path.join(where, n)) for n in names[:MAX_FILES])
    return files


def _line(
    name: str,
    path: str,
    old: Cached | None,
    reviews: tuple[Path, set[str] | None],
    kept_line: Callable[[], Cached | None],
    accuracy: Accuracy,
) -> Cached:
    """The index line of one file: the old one if the file (its size, time and bytes)
    and its stored review did not change, else the line kept with it
    (:mod:`game.stats.lines`) if that holds, else the file read again."""
    stamp = stamp_of(path)
    if stamp is None:
        return Cached(None, None, None)
    digest = digest_of(path)
    if old is not None and current(old, stamp, digest, *reviews):
        return old
    beside = kept_line()
    if beside is not None and current(beside, stamp, digest, *reviews):
        return beside
    return fresh_line(name, path, reviews[0], stamp, digest, accuracy)


def _assemble(entries: Sequence[GameEntry], resets: dict[str, frozenset[str]]) -> Collection:
    collection = Collection(resets=resets)
    seen: set[str] = set()
    for entry in sorted(entries, key=lambda e: (e.path != AUTOSAVE, e.path)):
        if entry.duplicate is not None:  # by the game it repeats: two tries of one deal
            if entry.finished:  # have the same bot's game (one key), each its own file
                collection.duplicates.setdefault(entry.duplicate.of, entry)
            continue
        if entry.key in seen:
            continue
        seen.add(entry.key)
        daily = entry.daily_try()
        if daily is not None:
            collection.daily_tries.append(daily)
        if entry.finished:
            collection.games.append(entry)
    collection.games.sort(key=lambda e: (e.when, e.key))
    collection.daily_tries.sort(key=lambda t: (t.tag.date, t.key))
    return collection


@contextlib.contextmanager
def _cycles_collected_after() -> Iterator[None]:
    """Pause the cyclic garbage collector (process-wide) while the lines are read, and
    restore it after. Reading makes thousands of small objects that hold no cycles, and
    the collector's passes over them cost about a third of the reading of 10,000 lines
    (``python -m game bench --suite``); nothing is lost, it only runs later."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def collect(data_dir: Path, progress: Progress | None = None) -> Collection:
    """The statistics of the data folder ``data_dir`` (GameError if it is not a folder).

    Uses the index where a file did not change (or the line kept with the record,
    :mod:`game.stats.lines`) and rewrites the index when anything changed;
    ``progress(done, total)`` is called after each file."""
    if not data_dir.is_dir():
        raise GameError(f"the data folder {clean(str(data_dir))} does not exist")
    with _cycles_collected_after():
        return _collect(data_dir, progress)


def _collect(data_dir: Path, progress: Progress | None) -> Collection:
    for folder in (data_dir, temp_folder(data_dir)):  # left by a killed earlier run
        remove_stale_temp_files(folder, TIDY_AFTER)
    key = folder_key(data_dir, make=False)
    old = read_index(data_dir, key)
    beside = line_names(data_dir) if key is not None else set()
    reviews = (data_dir / "reviews", listing(data_dir / "reviews"))  # listed, not stat-ed
    accuracy = stored_accuracy(reviews[0])
    files = _files(data_dir)
    lines: dict[str, Cached] = {}

    def line_of(name: str) -> Callable[[], Cached | None]:
        folder, _, file_name = name.partition("/")
        if key is None or folder != RECORDS or file_name not in beside:
            return lambda: None
        return lambda: read_line(data_dir, key, file_name)

    for done, (name, path) in enumerate(files, start=1):
        lines[name] = _line(name, path, old.get(name), reviews, line_of(name), accuracy)
        if progress is not None:
            progress(done, len(files))
    if kept(lines) != old:
        write_index(data_dir, lines, key)
    # The lines of records that are gone (the lines were listed before the records,
    # and a record is kept before its line).
    records = listing(data_dir / RECORDS) if beside else None
    if records is not None:
        remove_lines(data_dir, beside - records)
    entries = [line.entry for line in lines.values() if line.entry is not None]
    profile = read_profile(data_dir)  # the profile's seats by its key (game.stats.people)
    return _assemble(identified(entries, profile), read_resets(data_dir))
