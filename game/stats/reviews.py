"""The accuracy of a record's seats in its stored review (read only, never computed):
``reviews/<record key>.json``, checked against the record and its final state by
:func:`game.review.store.load_review`."""

from __future__ import annotations

from pathlib import Path

from game.contract import State
from game.records import Record
from game.review.store import load_review, record_key
from game.stats.scan import Accuracy


def stored_accuracy(reviews: Path) -> Accuracy:
    """The reader of the stored reviews in the folder ``reviews``: each seat's accuracy,
    None where the review has no such seat or there is no usable review."""

    def accuracy(record: Record, state: State) -> tuple[float | None, ...]:
        found: list[float | None] = [None] * record.players
        path = reviews / f"{record_key(record)}.json"
        if not path.is_file():
            return tuple(found)
        review = load_review(path, record, state.digest())
        if review is not None:
            for summary in review.summaries():
                if 0 <= summary.seat < record.players:
                    found[summary.seat] = summary.accuracy
        return tuple(found)

    return accuracy
