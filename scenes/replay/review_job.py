"""A post-game review run decision by decision in the bot worker (no pygame here).

The same review as :func:`game.review.reviewed`, split so the screen can show progress
and stop at once: the stored review (``reviews/<record key>.json`` in the data folder,
checked against the record, see :mod:`game.review.check`) is read first and only the
seats it lacks are rated, one decision per worker job (:func:`scenes.table.jobs.
rate_point`, the review's own :func:`rate_decision`, so the figures equal
``review_record``'s), :data:`IN_FLIGHT` jobs at a time so a worker pool of two uses
both cores (each decision's search is seeded by its step alone, so the order they finish
in changes nothing); :attr:`ReviewRun.rated` grows in the decisions' order as they come,
for the screen to show. When every decision is rated the review is merged with the
stored one and written back; a cancelled review stores nothing.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Sequence

from game.records import Record, replay
from game.review import Decision, Review, load_review, review_path, save_review
from game.review.run import DecisionPoint, decision_points, resolve_seats
from game.review.story import charged_points
from scenes.core.i18n import _
from scenes.table.bot_runner import BotProcess
from scenes.table.jobs import Job, rate_point, start_job

#: Decisions rated at the same time (the app's worker pool has as many processes).
IN_FLIGHT = 2


class ReviewRun:
    """The review of ``seats`` (default: the human seats) of ``record``; stored (and
    a stored one reused) when ``record_path``, the file it came from, is given.

    Call :meth:`step` once a frame until :attr:`review` is set. ReviewError (no seat to
    review) and RecordError (the record does not replay) are raised by the constructor.
    """

    def __init__(
        self,
        record: Record,
        record_path: str | os.PathLike[str] | None = None,
        seats: Sequence[int] | None = None,
        *,
        iterations: int | None = None,
        process: BotProcess | None = None,
        sync: bool = False,
    ) -> None:
        self.record = record
        self.seats = resolve_seats(record, seats)
        self.iterations = iterations
        self.process = process
        self.sync = sync
        self.path = review_path(record) if record_path is not None else None
        self.digest = replay(record).digest()
        stored = None
        if self.path is not None:
            stored = load_review(self.path, record, self.digest, iterations)
        self.stored = stored
        have = set(stored.seats) if stored is not None else set()
        self.missing = tuple(s for s in self.seats if s not in have)
        self.points: list[DecisionPoint] = (
            decision_points(record, self.missing) if self.missing else []
        )
        self.rated: list[Decision] = []
        #: The jobs running, in the order of :attr:`points` from ``len(rated)`` on.
        self.jobs: list[Job[Decision]] = []
        self.cancelled = False
        self.error: str | None = None
        #: The finished review (the requested seats only); None until then.
        self.review: Review | None = None
        #: True when the review came from its stored file, nothing computed.
        self.reused = not self.missing
        if not self.points:
            self._finish()

    @property
    def total(self) -> int:
        return len(self.points)

    @property
    def done(self) -> int:
        return len(self.rated)

    def step(self) -> None:
        """Collect the rated decisions that are ready (in order) and start the next ones
        (never waits; with ``sync`` one decision a call)."""
        if self.review is not None or self.cancelled or self.error is not None:
            return
        while self.jobs and self.jobs[0].done():
            try:
                self.rated.append(self.jobs.pop(0).result())
            except Exception as exc:  # shown on the screen; the game is not touched
                self.error = _("The review stopped: {problem}").format(problem=exc)
                self._drop_jobs()
                return
            if self.sync:
                break
        if self.done == self.total:
            self._finish()
            return
        limit = 1 if self.sync else IN_FLIGHT
        while len(self.jobs) < limit and self.done + len(self.jobs) < self.total:
            point = self.points[self.done + len(self.jobs)]
            self.jobs.append(
                start_job(
                    rate_point,
                    self.record.game,
                    point,
                    self.record.seed,
                    self.iterations,
                    process=self.process,
                    sync=self.sync,
                )
            )

    def cancel(self) -> None:
        """Stop: the decisions being rated are dropped and nothing is stored."""
        self.cancelled = True
        self._drop_jobs()

    def _drop_jobs(self) -> None:
        for job in self.jobs:
            job.cancel()
        self.jobs = []

    def _finish(self) -> None:
        fresh = Review(
            self.record.game,
            self.digest,
            len(self.record.actions),
            self.missing,
            self.iterations,
            list(self.rated),
        )
        merged = fresh if self.stored is None else _merged(self.stored, fresh)
        merged.charged = charged_points(self.record, merged.seats)
        if self.missing and self.path is not None:
            with contextlib.suppress(OSError, UnicodeError):  # the review is still good
                save_review(self.path, merged)
        self.review = Review(
            merged.game,
            merged.record_digest,
            merged.actions,
            self.seats,
            merged.iterations,
            [d for d in merged.decisions if d.seat in self.seats],
            charged={s: p for s, p in merged.charged.items() if s in self.seats},
        )


def _merged(old: Review, new: Review) -> Review:
    """``old``'s seats and ``new``'s together (``new`` wins for a seat in both)."""
    seats = tuple(sorted(set(old.seats) | set(new.seats)))
    decisions = sorted(
        [d for d in old.decisions if d.seat not in new.seats] + new.decisions,
        key=lambda d: d.step,
    )
    return Review(new.game, new.record_digest, new.actions, seats, new.iterations, decisions)
