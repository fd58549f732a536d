"""A review rated on two processes is the review rated in one, decision by decision,
in order; it can be cancelled between decisions (game.review.parallel)."""

from __future__ import annotations

import pytest

from game.review import ReviewCancelled, review_record
from tests.review_fixtures import blunder_record

FAST = 120  # search iterations per decision: the figures only need to be equal


def test_two_processes_give_the_same_review_in_order() -> None:
    record = blunder_record()
    calls: list[tuple[int, int]] = []
    both = review_record(
        record, [0, 1], iterations=FAST, workers=2, progress=lambda d, t: calls.append((d, t))
    )
    alone = review_record(record, [0, 1], iterations=FAST)
    assert both.to_json() == alone.to_json()
    assert calls == [(done, len(both.decisions)) for done in range(len(both.decisions) + 1)]


def test_two_processes_can_be_cancelled() -> None:
    asked: list[int] = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(ReviewCancelled):
        review_record(blunder_record(), [0], iterations=FAST, workers=2, cancel=cancel)
    assert len(asked) == 3
