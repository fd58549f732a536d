"""``rival`` in the hard No Thanks! bot's reward: the share of the best other seat in
what each seat's lead is measured against (0: the other seats' mean, the shipped reward
at most sizes)."""

from __future__ import annotations

import math
from dataclasses import replace

import pytest

from game.games.nothanks.bots.position import Position, position_of
from game.games.nothanks.bots.reward import rewards_of_points
from game.games.nothanks.bots.search import HARD_CONFIG
from game.rng import Rng
from tests.nothanks_views import decision_views


def _last_round(players: int) -> Position:
    view = decision_views(players, 1, players)[0]
    return replace(position_of(view), last_round=True, totals=(0,) * players)


@pytest.mark.parametrize(
    ("rival", "expected"),
    [
        # lead over the others' mean (30, 26.7, 23.3, 20 for 10, 20, 30, 40 points)
        (0.0, [20.0, 20 / 3, -20 / 3, -20.0]),
        # lead over the best other seat (the winner's over the second)
        (1.0, [10.0, -10.0, -20.0, -30.0]),
        (0.5, [15.0, -5 / 3, -40 / 3, -25.0]),
    ],
)
def test_the_lead_is_over_the_best_other_seat_by_its_share(
    rival: float, expected: list[float]
) -> None:
    cfg = replace(HARD_CONFIG, rival=rival)
    got, score = rewards_of_points(_last_round(4), [10, 20, 30, 40], cfg)
    assert got == pytest.approx([0.5 + 0.5 * math.tanh(lead / cfg.scale) for lead in expected])
    assert score == [10, 20, 30, 40][_last_round(4).me]


@pytest.mark.parametrize("seed", range(20))
def test_a_larger_share_of_the_best_seat_never_raises_a_reward(seed: int) -> None:
    """The best other seat scores no more than their mean, so measuring against it
    leaves every seat's lead the same or smaller (ties and all)."""
    rng = Rng(seed)
    players = 3 + seed % 5
    pos = _last_round(players)
    points = [rng.below(40) - 10 for _ in range(players)]
    before = rewards_of_points(pos, points, HARD_CONFIG)[0]
    for rival in (0.3, 0.7, 1.0):
        after = rewards_of_points(pos, points, replace(HARD_CONFIG, rival=rival))[0]
        assert all(a <= b + 1e-12 for a, b in zip(after, before, strict=True))
        before = after


def test_the_hard_bot_measures_against_the_best_seat_where_it_was_chosen() -> None:
    """At every table size whose settings give the best other seat a share, the hard
    bot's search is its search for that size with that share; with no share anywhere it
    searches to other values."""
    from game.games.nothanks.bots.table_search import TABLE_SEARCH
    from tests.nothanks_views import assert_setting_matters

    sizes = assert_setting_matters("rival", 0.0)
    assert all(0 < TABLE_SEARCH[n].rival <= 1 for n in sizes)
