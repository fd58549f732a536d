"""The review tells weak moves from strong ones, at the hard bot's budget.

Fast test (paired): in a seeded game of medium bots, at seat 1's decisions the easy bot's
move and the hard bot's move are both rated by the review (same analysis, same seed);
where they differ, the easy moves get more mistakes and a lower accuracy. Decisions
where both bots agree get the same rating and are skipped, which keeps the test quick.

Slow sweep (whole games, as ``bench/review_time.py`` prints): seat 1 plays the easy
bot's moves in some seeded games and the hard bot's in others; the review finds more
mistakes per decision for the easy moves.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from game.bots.base import decision_rng, make_bot
from game.review import BLUNDER, FINE, MISTAKE, review_record
from game.review.rating import thresholds_for
from game.review.run import decision_points, rate_decision
from game.rng import derive_seed
from tests.review_fixtures import bot_game

#: (options, seat 1 decisions looked at, review budget: None = the hard bot's): kept
#: small so the test is quick; Nyet!'s playouts are whole rounds, so its review budget
#: here is a third of the hard bot's (the bench and the slow sweep use the full one).
CASES: dict[str, tuple[dict[str, object], int, int | None]] = {
    "nothanks": ({}, 40, None),
    "nyet": ({"rounds": "1"}, 8, 240),
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


def mistakes_per_decision(game_id: str, kind: str, games: int) -> tuple[float, float]:
    """(mistakes and blunders per decision, accuracy) of seat 1 playing ``kind``'s moves."""
    bad = decisions = 0
    accuracy = 0.0
    for index in range(games):
        seed = derive_seed(3, "review-quality", game_id, index)
        record = bot_game(game_id, [kind, "medium", "medium", "medium"], seed, {})
        summary = review_record(record, [0]).summary(0)
        bad += summary.counts[MISTAKE] + summary.counts[BLUNDER]
        decisions += summary.decisions
        accuracy += (summary.accuracy or 0.0) * summary.decisions
    assert decisions > 0
    return bad / decisions, accuracy / decisions


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(CASES))
def test_easy_games_get_more_mistakes_per_decision_than_hard_games(game_id):
    easy_bad, easy_accuracy = mistakes_per_decision(game_id, "easy", 3)
    hard_bad, hard_accuracy = mistakes_per_decision(game_id, "hard", 3)
    assert easy_bad > hard_bad
    assert easy_accuracy < hard_accuracy
