"""Duplicate games still to be played, kept in the data folder so that none is lost.

A finished daily whose duplicate (the hard bot's game in the person's seat,
:func:`game.daily.play_duplicate`) is not played yet has a marker in
``<data folder>/pending/``: a small JSON file, written atomically before the duplicate
starts, naming the daily's record in ``records/`` and the file the bot's game goes to
(both plain file names inside ``records/``). :func:`finish_pending` plays every marked
duplicate in turn (unless a readable bot's game is there already: a damaged one is
played again), keeps the bot's game (an atomic write) and only then removes the
marker; so an app killed or quit half-way leaves the marker,
and the next start plays that duplicate again from the beginning.

:func:`finish_pending` runs in a worker process of its own (the app terminates it at
Quit: the markers stay). Its progress goes to ``<marker>.percent`` (a whole percent,
replaced atomically), read by the window. A marker naming a record that is missing,
unreadable, unfinished or not a daily is dropped: that work can never be done.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.daily.tag import daily_tag
from game.errors import DataFileError, GameError
from game.parent_watch import exit_with_parent
from game.records import load_record, loads_record, save_record
from game.safe_json import read_json_file
from game.stats.lines import keep_line
from game.storage import atomic_write_text, remove_stale_temp_files

#: The data folder's folder of pending work.
PENDING = "pending"
#: The data folder's folder of kept games.
RECORDS = "records"
#: A marker is a few hundred bytes.
MARKER_BYTES = 4096
#: A progress file holds one whole number.
PROGRESS_BYTES = 16
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,200}\.json")

#: ``play(record_json, seat, progress)``: the duplicate game's record JSON.
Play = Callable[[str, int, Callable[[float], None]], str]


@dataclass(frozen=True)
class PendingDuplicate:
    """One duplicate still to play: its ``marker``, the daily's ``record`` file and the
    ``target`` the bot's game is kept in."""

    marker: Path
    record: Path
    target: Path

    @property
    def progress(self) -> Path:
        """Where the worker writes how far it is (a whole percent)."""
        return self.marker.with_suffix(".percent")


def pending_folder(root: Path) -> Path:
    """``<root>/pending``: one marker per duplicate still to play."""
    return root / PENDING


def add_pending(root: Path, record: Path, target: Path) -> PendingDuplicate:
    """Mark the duplicate of the daily kept at ``record`` (its bot's game to go to
    ``target``, beside it in ``root/records``) as still to play; atomic. OSError if it
    cannot be written, GameError for a file outside ``records/``."""
    for path in (record, target):
        if path.parent != root / RECORDS or not _NAME.fullmatch(path.name):
            raise GameError(f"not a file of the records folder: {path.name!r}")
    marker = pending_folder(root) / record.name
    text = json.dumps({"record": record.name, "bot": target.name})
    atomic_write_text(marker, text)
    return PendingDuplicate(marker, record, target)


def _read_marker(root: Path, marker: Path) -> PendingDuplicate | None:
    with contextlib.suppress(DataFileError):
        data = read_json_file(marker, MARKER_BYTES)
        if isinstance(data, dict):
            names = data.get("record"), data.get("bot")
            if all(isinstance(n, str) and _NAME.fullmatch(n) for n in names):
                folder = root / RECORDS
                return PendingDuplicate(marker, folder / str(names[0]), folder / str(names[1]))
    return None


def list_pending(root: Path) -> list[PendingDuplicate]:
    """The duplicates still to play, oldest marker name first; an unreadable marker is
    removed (it names nothing that could be played)."""
    folder = pending_folder(root)
    try:
        markers = sorted(p for p in folder.iterdir() if p.suffix == ".json")
    except OSError:
        return []
    found = []
    for marker in markers:
        item = _read_marker(root, marker)
        if item is None:
            drop(marker)
        else:
            found.append(item)
    return found


def drop(marker: Path) -> None:
    """Remove a marker and its progress file (missing ones are fine)."""
    for path in (marker.with_suffix(".percent"), marker):
        with contextlib.suppress(OSError):
            path.unlink()


def read_percent(item: PendingDuplicate) -> int:
    """How far the worker is with ``item`` (0 before it starts or if unreadable)."""
    with contextlib.suppress(DataFileError):
        value = read_json_file(item.progress, PROGRESS_BYTES)
        if isinstance(value, int) and not isinstance(value, bool):
            return max(0, min(100, value))
    return 0


def _reporter(path: Path) -> Callable[[float], None]:
    """``report(fraction)``: the whole percent written to ``path`` when it changes (a
    failed write is ignored: progress is a courtesy)."""
    last = [-1]

    def report(fraction: float) -> None:
        percent = max(0, min(100, int(fraction * 100)))
        if percent != last[0]:
            last[0] = percent
            with contextlib.suppress(OSError):
                atomic_write_text(path, str(percent))

    return report


def finish_one(item: PendingDuplicate, play: Play) -> None:
    """Play ``item``'s duplicate and keep the bot's game, then drop the marker; a record
    that cannot be played (missing, damaged, unfinished, not a daily) drops it too.
    OSError (the bot's game could not be written) leaves the marker."""
    if not _readable(item.target):
        try:
            record = load_record(item.record)
            tag = daily_tag(record)
            if tag is None or not (record.result or {}).get("finished", False):
                raise GameError("not a finished daily")
            text = play(record.dumps(), tag.seat, _reporter(item.progress))
            save_record(item.target, loads_record(text.encode("utf-8")))
            keep_line(item.target.parent.parent, item.target)
        except GameError:
            pass  # RecordError is a GameError: that duplicate can never be played
    drop(item.marker)


def _readable(path: Path) -> bool:
    """True if a readable record is kept at ``path`` (a damaged one is played again)."""
    try:
        load_record(path)
    except (GameError, OSError):
        return False
    return True


def finish_pending(root: Path, play: Play) -> None:
    """Play every pending duplicate of ``root`` in turn (markers added meanwhile too),
    until none is left. A marker whose bot's game cannot be written (OSError) is left
    for the next start."""
    remove_stale_temp_files(pending_folder(root))
    failed: set[Path] = set()
    while True:
        todo = [item for item in list_pending(root) if item.marker not in failed]
        if not todo:
            return
        try:
            finish_one(todo[0], play)
        except OSError:
            failed.add(todo[0].marker)


def pending_worker(root: str, play: Play) -> None:
    """A worker process's whole life: :func:`finish_pending` of ``root``, ending with the
    app that started it."""
    exit_with_parent()
    finish_pending(Path(root), play)
