"""Post-game review: ratings, determinism, progress, cancellation, stored reviews, hints."""

from __future__ import annotations

import json

import pytest

from game.records import replay, start_state
from game.review import (
    BLUNDER,
    FINE,
    RATINGS,
    Decision,
    OptionStat,
    Review,
    ReviewCancelled,
    ReviewError,
    hint,
    load_review,
    review_path,
    review_record,
    reviewed,
    save_review,
    thresholds_for,
)
from game.review.rating import HALF, accuracy
from tests.review_fixtures import BLUNDER_STEP, blunder_record

FAST = 120  # iterations per decision where the figures themselves are not tested


def test_passing_on_the_card_that_closes_a_run_with_eleven_chips_is_a_blunder():
    review = review_record(blunder_record())  # seat 1 is the human seat; hard budget
    decision = review.at_step(BLUNDER_STEP)
    assert decision is not None and decision.seat == 0
    assert decision.chosen == "pass" and decision.best == "take"
    assert decision.rating == BLUNDER
    assert decision.score_loss >= thresholds_for("nothanks").points[2]
    take = decision.option("take")
    assert take is not None and take.visits > 0
    summary = review.summary(0)
    assert summary.counts[BLUNDER] >= 1
    assert summary.accuracy is not None and summary.accuracy < 90.0


def test_only_real_choices_of_the_reviewed_seat_are_rated():
    record = blunder_record()
    review = review_record(record, [1], iterations=FAST)
    state = start_state(record)
    expected = []
    for step, text in enumerate(record.actions):
        if state.current_player == 1 and len(state.legal_actions()) > 1:
            expected.append(step)
        state.apply(state.find_action(text))
    assert [d.step for d in review.decisions] == expected
    assert all(d.seat == 1 for d in review.decisions)
    for d in review.decisions:
        assert d.rating in RATINGS and d.loss >= 0.0
        assert sorted(o.action for o in d.options) == ["pass", "take"]
        assert (d.rating == FINE) or d.chosen != d.best


def test_a_review_is_deterministic_and_independent_of_the_seats_asked():
    record = blunder_record()
    both = review_record(record, [0, 1], iterations=FAST)
    alone = review_record(record, [1], iterations=FAST)
    assert both.decisions_of(1) == alone.decisions
    assert review_record(record, [0, 1], iterations=FAST).to_json() == both.to_json()


def test_progress_and_cancellation():
    record = blunder_record()
    calls: list[tuple[int, int]] = []
    review = review_record(record, [0], iterations=FAST, progress=lambda d, t: calls.append((d, t)))
    total = len(review.decisions)
    assert calls == [(done, total) for done in range(total + 1)]
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 2

    with pytest.raises(ReviewCancelled):
        review_record(record, [0], iterations=FAST, cancel=cancel)
    assert len(asked) == 3


def test_seats_must_be_at_the_table_and_a_bot_game_needs_one_named():
    record = blunder_record()
    with pytest.raises(ReviewError):
        review_record(record, [3])
    record.seats[0] = type(record.seats[0])("Ann", "easy")
    with pytest.raises(ReviewError):
        review_record(record)


def _rated(loss: float, points: float = 0.0, rating: str = "", spread: float = 1.0):
    """A rated decision with two options ``spread`` (in value) apart."""
    limits = thresholds_for("nothanks")
    options = (OptionStat("take", 10, 0.5 + spread, 20.0), OptionStat("pass", 10, 0.5, 20.0))
    return Decision(
        0, 0, "pass", "take", loss, points, rating or limits.rate(loss, points), options
    )


def test_accuracy_formula():
    limits = thresholds_for("nothanks")
    blunder = limits.value[2]
    assert accuracy([], limits) is None
    assert accuracy([_rated(0.0)], limits) == 100.0
    # A mean severity of HALF reads 50 %; worse reads less, never below 0.
    assert accuracy([_rated(blunder * HALF)], limits) == pytest.approx(50.0)
    assert accuracy([_rated(blunder * 0.9)], limits) < 15.0
    assert 0.0 <= accuracy([_rated(0.0, limits.points[2] * 3)], limits) < 10.0
    # A decision where every option is worth the same weighs little.
    even = [_rated(blunder * 0.5, spread=0.0), _rated(0.0)]
    assert accuracy(even, limits) > 95.0


def test_three_blunders_cannot_read_ninety_and_a_negative_loss_counts_nothing():
    limits = thresholds_for("nothanks")
    fine = [_rated(0.0) for _ in range(200)]
    blunders = [_rated(limits.value[2]) for _ in range(3)]
    assert accuracy(fine + blunders, limits) < 90.0
    assert accuracy([*fine, _rated(0.0, -12.0)], limits) == 100.0


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    """Stored reviews go to a private data folder."""
    monkeypatch.setenv("PLAY_OR_PAY_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def test_stored_review_round_trip_and_reuse(data_home):
    record = blunder_record()
    first = reviewed(record, True, [0], iterations=FAST)
    stored = review_path(record)
    assert stored.parent == data_home / "reviews" and stored.suffix == ".json"
    data = json.loads(stored.read_text("utf-8"))
    assert data["format"] == "play-or-pay-review" and data["version"] == 1
    assert load_review(stored, record, first.record_digest, FAST) == first
    calls: list[tuple[int, int]] = []
    again = reviewed(record, True, [0], iterations=FAST, progress=lambda d, t: calls.append((d, t)))
    assert again == first and calls == [(0, 0)]  # read back, nothing computed
    # A second seat: only its decisions are computed, and both are kept.
    calls.clear()
    both = reviewed(
        record, True, [0, 1], iterations=FAST, progress=lambda d, t: calls.append((d, t))
    )
    assert calls[-1][1] == len(both.decisions_of(1))
    assert both.decisions_of(0) == first.decisions
    assert load_review(stored, record, first.record_digest, FAST).seats == (0, 1)


@pytest.mark.parametrize(
    "damage",
    [
        b"",
        b"{",
        b'{"format": "play-or-pay-review", "version": 1}',
        b'{"format": "play-or-pay-review", "version": 99, "decisions": []}',
        b"\xff\xfe garbage",
        b"[1, 2, 3]",
    ],
)
def test_a_damaged_review_file_is_ignored_and_replaced(damage):
    record = blunder_record()
    review_path(record).parent.mkdir(parents=True)
    review_path(record).write_bytes(damage)
    review = reviewed(record, True, [0], iterations=FAST)
    assert review.decisions
    assert load_review(review_path(record), record, review.record_digest, FAST) == review


def test_a_review_of_another_record_or_budget_is_not_used():
    record = blunder_record()
    review = review_record(record, [0], iterations=FAST)
    review.record_digest = "sha256:other"
    save_review(review_path(record), review)
    assert load_review(review_path(record), record, replay(record).digest(), FAST) is None
    fresh = reviewed(record, True, [0], iterations=FAST)
    assert fresh.record_digest == replay(record).digest()
    assert load_review(review_path(record), record, fresh.record_digest, FAST + 1) is None


def test_review_json_round_trip():
    review = review_record(blunder_record(), [0], iterations=FAST)
    assert Review.from_json(json.loads(json.dumps(review.to_json()))) == review


def test_a_hint_recommends_taking_the_card_that_closes_the_run():
    record = blunder_record()
    state = start_state(record)
    for text in record.actions[:BLUNDER_STEP]:
        state.apply(state.find_action(text))
    advice = hint("nothanks", state, seed=record.seed, ply=BLUNDER_STEP)
    assert advice.seat == 0 and advice.text == "take"
    assert [o.action for o in advice.options] == [state.action_text(a) for a in advice.actions]
    assert advice.best_option().expected_score < advice.options[1].expected_score
    again = hint("nothanks", state, 0, seed=record.seed, ply=BLUNDER_STEP)
    assert again == advice
    from game.errors import GameError

    with pytest.raises(GameError):
        hint("nothanks", state, 1)
    with pytest.raises(GameError):
        hint("nothanks", replay(record))
