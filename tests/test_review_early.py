"""A review's early stopping (game.review.early) rates every decision as the full search
does, on stored records (``tests/data/review_early/``, made by
``tests/data/make_review_early.py``: seat 1 plays the easy bot's moves, so there are
mistakes to find as well as fine moves).

Timings are never asserted here; the searches that stopped early are counted, so the
test fails if the rule never fires (it would then check nothing).
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from pathlib import Path

import pytest

from game.bots.search import Edge
from game.records import load_record
from game.review import FINE, thresholds_for
from game.review.early import MIN_SHARE, MIN_VARIANCE, clearly_best, fine_stop
from game.review.rating import accuracy
from game.review.run import decision_points, rate_decision

DATA = Path(__file__).parent / "data" / "review_early"


def _edge(visits: int, mean: float) -> Edge:
    edge = Edge()
    edge.visits, edge.total = visits, visits * mean
    return edge


@pytest.mark.parametrize("game_id", ["nyet", "playorpay"])
def test_early_stopping_rates_as_the_full_search(game_id: str) -> None:
    record = load_record(DATA / f"{game_id}.json")
    early, full = [], []
    for point in decision_points(record, [0]):
        early.append(rate_decision(game_id, point, record.seed))
        full.append(rate_decision(game_id, point, record.seed, early=False))
    assert [d.rating for d in early] == [d.rating for d in full]
    # A fine move may be stopped as the best while the full search ends up preferring
    # another by less than an inaccuracy; every other decision names the same best move.
    assert [d.best for d in early if d.rating != FINE] == [d.best for d in full if d.rating != FINE]
    stopped = [
        e
        for e, f in zip(early, full, strict=True)
        if sum(o.visits for o in e.options) < sum(o.visits for o in f.options)
    ]
    assert len(stopped) >= len(early) // 5, "the rule should cut some searches short"
    assert all(d.rating == FINE and d.chosen == d.best for d in stopped)
    limits = thresholds_for(game_id)
    ours, theirs = accuracy(early, limits), accuracy(full, limits)
    assert ours is not None and theirs is not None and abs(ours - theirs) < 3.0


def test_the_played_move_must_lead_clearly() -> None:
    wide = 0.25
    edges: dict[Hashable, Edge] = {"a": _edge(300, 0.6), "b": _edge(40, 0.5), "c": _edge(20, 0.4)}
    assert clearly_best(edges, "a", 3, 0.03, MIN_VARIANCE)
    assert not clearly_best(edges, "b", 3, 0.03, MIN_VARIANCE)  # not the most visited
    assert not clearly_best(edges, "a", 4, 0.03, MIN_VARIANCE)  # an action never tried
    assert not clearly_best(edges, "a", 3, 0.03, wide)  # too noisy to tell
    close: dict[Hashable, Edge] = {"a": _edge(300, 0.6), "b": _edge(40, 0.62)}
    assert not clearly_best(close, "a", 2, 0.03, MIN_VARIANCE)  # b may be better


def test_no_stop_before_the_least_share_of_the_budget() -> None:
    stop = fine_stop("a", 2, 800, 0.03)
    first = math.ceil(800 * MIN_SHARE)
    edges: dict[Hashable, Edge] = {"a": _edge(first - 18, 0.9), "b": _edge(10, 0.1)}
    assert not stop(edges, first - 8)  # as clear as can be, but too early
    edges["a"] = _edge(first - 10, 0.9)
    assert stop(edges, first)
