"""The duplicate game of a finished daily, played in the bot worker (no pygame here).

The person's deal is played again with the hard bot in their seat
(:func:`game.daily.play_duplicate`, run through :func:`scenes.core.progress.
run_reporting` so its progress comes back through a small file), then both games are
compared by :func:`game.daily.duplicate_score`. The bot's game is kept beside the
person's in the data folder's ``records/`` (written atomically through the record
writer) and read back next time instead of being played again.

The game runs in a worker process of its own (:class:`~scenes.core.bot_process.BotProcess`,
closed once the game is played), not in the app's bot worker: a Play or Pay duplicate
takes a minute, and the next game's bots must not wait behind it. Leaving the screen
does not throw the game away: it is played to its end in the background and kept, so
the daily's duplicate margin is there next time (Statistics, the daily calendar).
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from game.daily import DuplicateScore, daily_tag, duplicate_score, play_duplicate
from game.errors import DataFileError, GameError, RecordError
from game.records import Record, load_record, loads_record, save_record
from scenes.core.bot_process import BotProcess
from scenes.core.progress import ProgressFile, run_reporting
from scenes.screens.daily_data import daily_file
from scenes.table.jobs import Job, start_job

#: The suffix of the bot's game's file name, after the person's daily file name.
BOT_SUFFIX = "-hard-bot"


class DuplicateRun:
    """The duplicate of ``record`` (a finished daily): call :meth:`step` once a frame
    until :attr:`score` or :attr:`error` is set. ``percent`` says how far it is.

    ``process`` is the worker to play it in (closed once the game is submitted: it
    exits when the game is played); None plays it on a thread, ``sync`` inline."""

    def __init__(self, record: Record, *, process: BotProcess | None, sync: bool) -> None:
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
        self.progress: ProgressFile | None = None
        self.job: Job[str] | None = None
        stored = self._stored()
        if stored is not None:
            self._finish(stored)
            return
        self.progress = ProgressFile()
        text = record.dumps()
        self.job = start_job(
            run_reporting,
            play_duplicate,
            self.progress.path,
            text,
            self.seat,
            process=process,
            sync=sync,
        )
        if process is not None:
            process.close_when_idle()
        self.step()  # done already when run inline

    def _stored(self) -> Record | None:
        """The bot's game kept from an earlier showing, if it is there and readable."""
        if self.path is None or not self.path.is_file():
            return None
        with contextlib.suppress(RecordError, DataFileError, OSError):
            return load_record(self.path)
        return None

    @property
    def running(self) -> bool:
        return self.job is not None

    def step(self) -> None:
        """Read the progress; once the game is played, score it and keep it."""
        if self.job is None:
            return
        if self.progress is not None:
            self.percent = self.progress.percent()
        if not self.job.done():
            return
        job, self.job = self.job, None
        self._tidy()
        try:
            bots = loads_record(job.result().encode("utf-8"))
        except Exception as exc:  # shown on the screen; the person's game is not touched
            self.error = f"The duplicate game could not be played: {exc}"
            return
        self._keep(bots)
        self._finish(bots)

    def _finish(self, bots: Record) -> None:
        try:
            self.score = duplicate_score(self.record, bots, self.seat)
        except (GameError, RecordError, ValueError) as exc:
            self.error = f"The two games cannot be compared: {exc}"
            return
        self.bot_record = bots
        self.percent = 100

    def _keep(self, bots: Record) -> None:
        """Write the bot's game into ``records/`` (a failure only means it is played
        again next time)."""
        if self.path is None:
            return
        with contextlib.suppress(OSError, RecordError, UnicodeError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            save_record(self.path, bots)

    def _tidy(self) -> None:
        if self.progress is not None:
            self.progress.remove()
            self.progress = None

    def leave(self) -> None:
        """Stop waiting: a game still being played finishes in the background and is
        kept (its progress file removed) for the next showing."""
        job, self.job = self.job, None
        progress, self.progress = self.progress, None
        if job is None:
            return

        def finished(text: str) -> None:
            if progress is not None:
                progress.remove()
            with contextlib.suppress(RecordError, DataFileError, UnicodeError):
                self._keep(loads_record(text.encode("utf-8")))

        job.when_done(finished)
