"""Stored reviews, so a review is computed once.

Reviews are kept in the ``reviews/`` folder of the user data folder
(:func:`reviews_dir`), one file per record named by the record's key
(:func:`record_key`: a hash of what decides the game — game, players, options, seed,
deal and actions), so no save name can reach a review and no review can overwrite a
save. The file is versioned JSON, written atomically
(:func:`game.storage.atomic_write_text`) and read with the project's strict reader
(:mod:`game.safe_json`)::

    {"format": "play-or-pay-review", "version": 1, "game": ..., "record_digest": ...,
     "actions": ..., "method": ..., "iterations": ..., "thresholds": {...},
     "seats": [...], "summaries": [...], "decisions": [...]}

A stored review is hostile input: it is used only if it passes
:func:`game.review.check.checked_review` (every field typed, every action legal at its
step of this very record, the same method version and budget). A missing, damaged,
forged, foreign or stale file is ignored and the review computed again (and the file
replaced); it never stops a review. Seats already reviewed are kept and only the
missing ones are computed, so asking for seat 2 after seat 1 costs only seat 2.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
from collections.abc import Iterable
from pathlib import Path

from game.errors import DataFileError
from game.records import Record, replay
from game.records.identity import record_key as record_key
from game.review.check import checked_review
from game.review.report import Review
from game.review.run import CancelFn, ProgressFn, resolve_seats, review_record
from game.safe_json import check_writable, read_json_file
from game.storage import atomic_write_text, user_data_dir

FORMAT = "play-or-pay-review"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024


def reviews_dir() -> Path:
    """The folder of stored reviews: ``<user data folder>/reviews``."""
    return user_data_dir() / "reviews"


def review_path(record: Record) -> Path:
    """Where the review of ``record`` is stored (in :func:`reviews_dir`)."""
    return reviews_dir() / f"{record_key(record)}.json"


def save_review(path: str | os.PathLike[str], review: Review) -> None:
    """Write ``review`` atomically (OSError if the folder cannot be written; a review
    the reader would refuse is not written: OSError too)."""
    data = {"format": FORMAT, "version": VERSION, **review.to_json()}
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    try:
        check_writable(text, MAX_BYTES)
    except DataFileError as exc:
        raise OSError(errno.EINVAL, f"the review cannot be stored: {exc.reason}") from None
    atomic_write_text(path, text)


def load_review(
    path: str | os.PathLike[str],
    record: Record,
    digest: str | None = None,
    iterations: int | None = None,
) -> Review | None:
    """The review of ``record`` stored at ``path``, or None if it is missing, damaged,
    forged, of another record or made otherwise (another method version or budget); see
    :func:`game.review.check.checked_review`. ``digest`` is the record's replayed final
    digest (computed if not given). Never raises for a bad file."""
    try:
        data = read_json_file(path, MAX_BYTES)
    except (DataFileError, OSError):
        return None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if data.get("version") != VERSION:
        return None
    try:
        final = digest if digest is not None else replay(record).digest()
    except DataFileError:
        return None
    return checked_review(data, record, final, iterations)


def reviewed(
    record: Record,
    store: bool = False,
    seats: Iterable[int] | None = None,
    *,
    iterations: int | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
    workers: int = 1,
) -> Review:
    """The review of ``seats`` (default: the human seats) of ``record``; with ``store``,
    from the stored review (:func:`review_path`) when it has them, else computed (only
    the missing seats) and stored there. A review that cannot be stored is still
    returned. ``workers``: processes to rate on (see :func:`~game.review.run.review_record`).

    The returned review holds the requested seats only. RecordError if the record does
    not replay; :class:`~game.review.run.ReviewCancelled` if cancelled (nothing stored).
    """
    wanted = resolve_seats(record, seats)
    digest = replay(record).digest()
    path = review_path(record) if store else None
    stored = None
    if path is not None:
        stored = load_review(path, record, digest, iterations)
    have = set(stored.seats) if stored is not None else set()
    missing = [s for s in wanted if s not in have]
    merged = stored
    if missing:
        fresh = review_record(
            record,
            missing,
            iterations=iterations,
            progress=progress,
            cancel=cancel,
            workers=workers,
        )
        merged = _merge(stored, fresh)
        if path is not None:
            with contextlib.suppress(OSError, UnicodeError):  # the review is still good
                save_review(path, merged)
    elif progress is not None:
        progress(0, 0)
    assert merged is not None
    return _only(merged, wanted)


def _merge(old: Review | None, new: Review) -> Review:
    if old is None:
        return new
    seats = tuple(sorted(set(old.seats) | set(new.seats)))
    decisions = sorted(
        [d for d in old.decisions if d.seat not in new.seats] + new.decisions,
        key=lambda d: d.step,
    )
    charged = {**old.charged, **new.charged}
    return Review(
        new.game, new.record_digest, new.actions, seats, new.iterations, decisions, charged=charged
    )


def _only(review: Review, seats: tuple[int, ...]) -> Review:
    decisions = [d for d in review.decisions if d.seat in seats]
    charged = {seat: points for seat, points in review.charged.items() if seat in seats}
    return Review(
        review.game,
        review.record_digest,
        review.actions,
        seats,
        review.iterations,
        decisions,
        charged=charged,
    )
