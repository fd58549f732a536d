"""The duplicate game of a finished daily, played in the background (no pygame here).

The person's deal is played again with the hard bot in their seat
(:func:`game.daily.play_duplicate`), then both games are compared by
:func:`game.daily.duplicate_score`. The bot's game is kept beside the person's in the
data folder's ``records/`` and read back next time instead of being played again.

The work is first marked as pending in the data folder
(:func:`game.daily.pending.add_pending`, an atomic write), then played by
:func:`game.daily.pending.finish_pending` in the app's background worker
(:class:`~scenes.core.background.BackgroundProcess`, a process of its own: a Play or
Pay duplicate takes a while, and the next game's bots must not wait behind it). Leaving
the screen does not stop it; Quit ends the worker at once and the marker stays, so the
next start (:func:`resume_duplicates`, from the main menu) plays it again and the day's
margin is there for Statistics and the daily calendar. Tests and headless runs
(``sync``) play it inline.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from game.daily import DuplicateScore, daily_tag, duplicate_score, play_duplicate
from game.daily.pending import (
    RECORDS,
    PendingDuplicate,
    add_pending,
    list_pending,
    pending_folder,
    pending_worker,
    read_percent,
)
from game.errors import DataFileError, GameError, RecordError
from game.records import Record, load_record, loads_record, save_record
from game.stats.lines import keep_line
from game.storage import remove_stale_temp_files, user_data_dir
from scenes.core.background import BackgroundProcess
from scenes.core.i18n import _
from scenes.screens.daily_data import DAILY_PREFIX, daily_file

#: The suffix of the bot's game's file name, after the person's daily file name.
BOT_SUFFIX = "-hard-bot"
#: How often a run starts the worker again for its own marker (a worker that ended
#: without playing it, e.g. after a failed write) before it says it failed.
RESTARTS = 2


def mark_unplayed(root: Path) -> None:
    """Mark as pending every finished daily in ``root/records`` that has neither its
    bot's game nor a marker (an app killed between a daily's last move and its results,
    or a version that kept no markers). Only the file names are looked at first: a
    daily with its bot's game beside it is not read."""
    folder = root / RECORDS
    try:
        names = {entry.name for entry in os.scandir(folder)}
    except OSError:
        return
    for name in sorted(names):
        stem = name.removesuffix(".json")
        if not name.startswith(DAILY_PREFIX) or stem == name or stem.endswith(BOT_SUFFIX):
            continue
        if stem + BOT_SUFFIX + ".json" in names or (pending_folder(root) / name).exists():
            continue
        with contextlib.suppress(GameError, OSError):
            record = load_record(folder / name)
            target = daily_file(record, BOT_SUFFIX)
            finished = (record.result or {}).get("finished", False)
            if finished and target is not None and not target.exists():
                add_pending(root, folder / name, target)  # GameError outside records/


def resume_duplicates(background: BackgroundProcess) -> bool:
    """Start the background worker if duplicates are pending in the data folder (left by
    an app killed or quit while one was played, see also :func:`mark_unplayed`); True
    if it started."""
    root = user_data_dir()
    if background.running or not background.enabled:
        return False
    remove_stale_temp_files(pending_folder(root))
    mark_unplayed(root)
    if not list_pending(root):
        return False
    return background.start(pending_worker, str(root), play_duplicate)


def pending_progress(background: BackgroundProcess) -> int | None:
    """How far (percent) the worker is with the duplicate it plays now, or None when it
    is not running."""
    if not background.running:
        return None
    pending = list_pending(user_data_dir())
    return read_percent(pending[0]) if pending else None


class DuplicateRun:
    """The duplicate of ``record`` (a finished daily): call :meth:`step` once a frame
    until :attr:`score` or :attr:`error` is set. ``percent`` says how far it is.

    It is played by ``background`` (see the module docstring), or inline with ``sync``."""

    def __init__(self, record: Record, *, background: BackgroundProcess, sync: bool) -> None:
        tag = daily_tag(record)
        if tag is None:
            raise GameError("this game is not a daily deal")
        self.record = record
        self.seat = tag.seat
        self.path: Path | None = daily_file(record, BOT_SUFFIX)
        self.percent = 0
        self.score: DuplicateScore | None = None
        self.bot_record: Record | None = None
        self.error: str | None = None
        self.background = background
        self.pending: PendingDuplicate | None = None
        self.restarts = RESTARTS
        stored = self._stored()
        if stored is not None:
            self._finish(stored)
        elif sync or self.path is None:
            self._play_inline()
        else:
            self._start(self.path)

    def _stored(self) -> Record | None:
        """The bot's game kept from an earlier showing, if it is there and readable."""
        if self.path is None or not self.path.is_file():
            return None
        with contextlib.suppress(RecordError, DataFileError, OSError):
            return load_record(self.path)
        return None

    def _play_inline(self) -> None:
        try:
            text = play_duplicate(self.record.dumps(), self.seat)
            bots = loads_record(text.encode("utf-8"))
        except Exception as exc:  # shown on the screen; the person's game is not touched
            self.error = f"The duplicate game could not be played: {exc}"
            return
        if self.path is not None:  # a failure only means it is played again next time
            with contextlib.suppress(OSError, RecordError, UnicodeError):
                self.path.parent.mkdir(parents=True, exist_ok=True)
                save_record(self.path, bots)
                keep_line(self.path.parent.parent, self.path)
        self._finish(bots)

    def _start(self, target: Path) -> None:
        """Mark the work as pending in the data folder, then have the worker play it."""
        source = daily_file(self.record)
        try:
            if source is None or not source.is_file():
                raise GameError("the daily's record is not in records/")
            self.pending = add_pending(user_data_dir(), source, target)
        except (GameError, OSError) as exc:
            self.error = f"The duplicate game could not be played: {exc}"
            return
        self.background.start(pending_worker, str(user_data_dir()), play_duplicate)

    @property
    def running(self) -> bool:
        return self.pending is not None

    def step(self) -> None:
        """Read the progress; once the bot's game is kept, score it."""
        pending = self.pending
        if pending is None:
            return
        if pending.marker.exists():
            self.percent = read_percent(pending)
            if not self.background.running:  # ended without it (or not started yet)
                if self.restarts <= 0:
                    self.pending = None
                    self.error = _("The duplicate game could not be played.")
                    return
                self.restarts -= 1
                self.background.start(pending_worker, str(user_data_dir()), play_duplicate)
            return
        self.pending = None
        stored = self._stored()
        if stored is None:
            self.error = _("The duplicate game could not be played.")
            return
        self._finish(stored)

    def _finish(self, bots: Record) -> None:
        try:
            self.score = duplicate_score(self.record, bots, self.seat)
        except (GameError, RecordError, ValueError) as exc:
            self.error = f"The two games cannot be compared: {exc}"
            return
        self.bot_record = bots
        self.percent = 100

    def leave(self) -> None:
        """Stop waiting: the background worker plays on and keeps the bot's game (or,
        after Quit, the next start does)."""
        self.pending = None
