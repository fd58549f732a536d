"""The review tells weak moves from strong ones, at the hard bot's budget.

Fast test (paired): in a seeded game of medium bots, at seat 1's decisions the easy bot's
move and the hard bot's move are both rated by the review (same analysis, same seed);
where they differ, the easy moves get more mistakes and a lower accuracy. Decisions
where both bots agree get the same rating and are skipped, which keeps the test quick.

Whole games (seat 1 playing the easy bot's moves in some seeded games and the hard bot's
in others, reviewed at the hard bot's full budget) take minutes per game for Nyet!, so
they are a benchmark, not a test: ``python -m bench.review_time --skip-time`` prints them.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.bots.base import decision_rng, make_bot
from game.review import FINE
from game.review.rating import thresholds_for
from game.review.run import decision_points, rate_decision
from game.rng import derive_seed
from tests.review_fixtures import bot_game

#: (options, seat 1 decisions looked at, review budget: None = the hard bot's): kept
#: small so the test is quick; Nyet!'s playouts are whole rounds, so its review budget
#: here is a third of the hard bot's (the bench uses the full one). Nyet!'s first
#: decisions are covers, where one box moves the round's win chance by a few hundredths
#: at most (rarely a rated mistake), so its window reaches into the tricks.
CASES: dict[str, tuple[dict[str, object], int, int | None]] = {
    "nothanks": ({}, 40, None),
    "nyet": ({"rounds": "1"}, 16, 240),
    "playorpay": ({}, 12, None),
}


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_easy_moves_are_rated_worse_than_hard_moves_at_the_same_decisions(game_id):
    options, limit, iterations = CASES[game_id]
    seed = derive_seed(5, "review-paired", game_id)
    record = bot_game(game_id, ["medium"] * 4, seed, options)
    easy, hard = make_bot(game_id, "easy"), make_bot(game_id, "hard")
    limits = thresholds_for(game_id)
    ratings: dict[str, list[str]] = {"easy": [], "hard": []}
    severity: dict[str, float] = {"easy": 0.0, "hard": 0.0}
    for point in decision_points(record, [0])[:limit]:
        rng = decision_rng(seed, 0, point.step)
        moves = {
            "easy": easy.choose(point.view, point.legal, rng.copy()),
            "hard": hard.choose(point.view, point.legal, rng.copy()),
        }
        if moves["easy"] == moves["hard"]:
            continue
        for kind, move in moves.items():
            decision = rate_decision(game_id, replace(point, chosen=move), seed, iterations)
            ratings[kind].append(decision.rating)
            severity[kind] += limits.severity(decision.loss, decision.score_loss)
    compared = len(ratings["easy"])
    assert compared >= 3, "too few decisions where the bots differ"
    errors = {kind: sum(r != FINE for r in rated) for kind, rated in ratings.items()}
    assert errors["easy"] > errors["hard"], (errors, compared)
    assert severity["easy"] > severity["hard"], (severity, compared)


def test_accuracy_tracks_the_quality_of_play_in_whole_games():
    """Item 9, on whole seeded No Thanks! games (seat 1 against three medium bots, the
    hard bot's budget; ``bench/review_accuracy.py`` prints every game and level): random
    moves read at most about half, the hard bot's at least 90 %, far apart."""
    from game.review import review_record

    seed = derive_seed(11, "review-accuracy", "nothanks", 0)  # the bench's first game
    read = {}
    for kind in ("random", "hard"):
        record = bot_game("nothanks", [kind] + ["medium"] * 3, seed, {})
        read[kind] = review_record(record, [0]).summary(0).accuracy
    assert read["random"] is not None and read["hard"] is not None
    assert read["random"] <= 55.0 and read["hard"] >= 90.0, read
