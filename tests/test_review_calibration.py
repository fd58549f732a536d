"""The review accuracy's calibration (item 9): the formula's properties, and the order of
the bot levels on stored rated decisions.

``tests/data/review_calibration.json`` holds the rated decisions of seat 1 in the
``bench/review_accuracy.py`` runs of the table in docs/bench.md ("Review accuracy"),
written by its ``--fixture`` as rows of what the accuracy reads (losses, rating, the
spread of the options' values and expected scores), so the order is checked with no
search.
"""

from __future__ import annotations

import json
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from game.review import BLUNDER, Decision, OptionStat, thresholds_for
from game.review.rating import accuracy

DATA = Path(__file__).parent / "data" / "review_calibration.json"
LEVELS = ("random", "easy", "medium", "hard")
GAMES = ("nothanks", "nyet", "playorpay")


def _decision(
    loss: float, points: float = 0.0, spread: float = 0.3, game_id: str = "nothanks"
) -> Decision:
    limits = thresholds_for(game_id)
    options = (OptionStat("take", 10, 0.5 + spread, 20.0), OptionStat("pass", 10, 0.5, 20.0))
    return Decision(0, 0, "pass", "take", loss, points, limits.rate(loss, points), options)


losses = st.floats(min_value=0.0, max_value=1.0, allow_nan=False)
points = st.floats(min_value=-50.0, max_value=50.0, allow_nan=False)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(losses, points), min_size=1, max_size=30))
def test_accuracy_is_a_percentage(rows: list[tuple[float, float]]) -> None:
    read = accuracy([_decision(loss, pts) for loss, pts in rows], thresholds_for("nothanks"))
    assert read is not None and 0.0 <= read <= 100.0


@settings(max_examples=60, deadline=None)
@given(st.lists(losses, min_size=1, max_size=20), st.integers(0, 19), losses)
def test_a_worse_move_never_reads_higher(base: list[float], index: int, extra: float) -> None:
    """Monotone in severity: raising one decision's loss cannot raise the accuracy."""
    limits = thresholds_for("nothanks")
    index %= len(base)
    worse = list(base)
    worse[index] = min(1.0, worse[index] + extra)
    before = accuracy([_decision(loss) for loss in base], limits)
    after = accuracy([_decision(loss) for loss in worse], limits)
    assert before is not None and after is not None and after <= before + 1e-9


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 8), st.integers(0, 400))
def test_three_blunders_cannot_read_ninety(blunders: int, fine: int) -> None:
    for game_id in GAMES:
        limits = thresholds_for(game_id)
        rows = [_decision(0.0, game_id=game_id)] * fine
        rows += [_decision(0.0, limits.points[2], game_id=game_id)] * blunders
        assert all(d.rating == BLUNDER for d in rows[fine:])
        read = accuracy(rows, limits)
        assert read is not None and read < 90.0, game_id


def test_a_gain_is_no_loss() -> None:
    """Negative score losses (a move that did better than the best) count as 0."""
    limits = thresholds_for("nothanks")
    assert accuracy([_decision(0.0, -30.0)] * 5, limits) == 100.0


def _stored(row: list) -> Decision:
    """A stored row as a decision with two options that span the same spreads."""
    loss, score_loss, rating, low, high, low_score, high_score = row
    options = (OptionStat("low", 1, low, low_score), OptionStat("high", 1, high, high_score))
    return Decision(0, 0, "low", "high", loss, score_loss, rating, options)


def _means() -> dict[str, dict[str, float]]:
    stored = json.loads(DATA.read_text(encoding="utf-8"))
    means: dict[str, dict[str, float]] = {}
    for game_id, levels in stored.items():
        limits = thresholds_for(game_id)
        means[game_id] = {}
        for level, games in levels.items():
            reads = [accuracy([_stored(row) for row in g], limits) for g in games]
            values = [r for r in reads if r is not None]
            means[game_id][level] = sum(values) / len(values)
    return means


def test_stored_bot_games_read_in_level_order() -> None:
    """On the stored decisions: random < easy < medium < hard in every game, random at
    most about 50 %, hard at least 90 %."""
    means = _means()
    assert sorted(means) == sorted(GAMES)
    for game_id, by_level in means.items():
        order = [by_level[level] for level in LEVELS]
        assert order == sorted(order) and len(set(order)) == len(order), (game_id, by_level)
        assert by_level["random"] <= 55.0 and by_level["hard"] >= 90.0, (game_id, by_level)
