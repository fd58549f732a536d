"""Reviews stored beside their records, so a review is computed once.

The review of ``NAME.json`` is ``NAME.review.json`` in the same folder (any other name
gets ``.review.json`` appended). The file is versioned JSON, written atomically
(:func:`game.storage.atomic_write_text`) and read with the project's strict reader
(:mod:`game.safe_json`)::

    {"format": "play-or-pay-review", "version": 1, "game": ..., "record_digest": ...,
     "actions": ..., "method": ..., "iterations": ..., "thresholds": {...},
     "seats": [...], "summaries": [...], "decisions": [...]}

A stored review is used only if it is of the same record (digest of the replayed final
state, and number of actions), by the same method version and budget. A missing,
damaged, foreign or stale file is ignored and the review computed again (and the file
replaced); it never stops a review. Seats already reviewed are kept and only the
missing ones are computed, so asking for seat 2 after seat 1 costs only seat 2.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from game.errors import DataFileError
from game.records import Record, replay
from game.review.report import METHOD_VERSION, Review
from game.review.run import CancelFn, ProgressFn, resolve_seats, review_record
from game.safe_json import read_json_file
from game.storage import atomic_write_text

FORMAT = "play-or-pay-review"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024


def review_path(record_path: str | os.PathLike[str]) -> Path:
    """Where the review of the record at ``record_path`` is stored."""
    path = Path(record_path)
    if path.suffix.lower() == ".json":
        return path.with_name(path.stem + ".review.json")
    return path.with_name(path.name + ".review.json")


def save_review(path: str | os.PathLike[str], review: Review) -> None:
    """Write ``review`` atomically (OSError if the folder cannot be written)."""
    data = {"format": FORMAT, "version": VERSION, **review.to_json()}
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1) + "\n")


def _parse(data: Any) -> Review | None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None
    if data.get("version") != VERSION:
        return None
    try:
        return Review.from_json(data)
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def load_review(
    path: str | os.PathLike[str],
    digest: str | None = None,
    actions: int | None = None,
    iterations: int | None = None,
) -> Review | None:
    """The review stored at ``path``, or None if it is missing, damaged, of another
    record (``digest``/``actions`` given and different) or made otherwise (another
    method version or budget). Never raises for a bad file."""
    try:
        review = _parse(read_json_file(path, MAX_BYTES))
    except (DataFileError, OSError):
        return None
    if review is None or review.method != METHOD_VERSION or review.iterations != iterations:
        return None
    if digest is not None and review.record_digest != digest:
        return None
    if actions is not None and review.actions != actions:
        return None
    return review


def reviewed(
    record: Record,
    record_path: str | os.PathLike[str] | None = None,
    seats: Iterable[int] | None = None,
    *,
    iterations: int | None = None,
    progress: ProgressFn | None = None,
    cancel: CancelFn | None = None,
) -> Review:
    """The review of ``seats`` (default: the human seats) of ``record``, from the stored
    review beside ``record_path`` when it has them, else computed (only the missing
    seats) and stored there. A review that cannot be stored is still returned.

    The returned review holds the requested seats only. RecordError if the record does
    not replay; :class:`~game.review.run.ReviewCancelled` if cancelled (nothing stored).
    """
    wanted = resolve_seats(record, seats)
    digest = replay(record).digest()
    path = review_path(record_path) if record_path is not None else None
    stored = None
    if path is not None:
        stored = load_review(path, digest, len(record.actions), iterations)
    have = set(stored.seats) if stored is not None else set()
    missing = [s for s in wanted if s not in have]
    merged = stored
    if missing:
        fresh = review_record(
            record, missing, iterations=iterations, progress=progress, cancel=cancel
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
    return Review(new.game, new.record_digest, new.actions, seats, new.iterations, decisions)


def _only(review: Review, seats: tuple[int, ...]) -> Review:
    decisions = [d for d in review.decisions if d.seat in seats]
    return Review(
        review.game, review.record_digest, review.actions, seats, review.iterations, decisions
    )
