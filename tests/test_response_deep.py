"""The experimental response search one card deeper
(``checks/sparring/response_deep.py``)."""

from __future__ import annotations

from dataclasses import replace

from game.games.nothanks.rules import PASS, TAKE
from game.rng import Rng
from tests.nothanks_views import decision_views


def test_with_no_budget_it_is_the_shipped_response_search() -> None:
    """With no offer lists to work out, the next card falls back to the imitation
    playout on the same draws: exactly the shipped response search's statistics."""
    from checks.sparring.response_deep import DeepConfig, DeepRoot, iterate
    from game.games.nothanks.bots.endgame import solved_values_with
    from game.games.nothanks.bots.response_search import ResponseConfig, response_values_with

    shipped = response_values_with(ResponseConfig())
    cfg = DeepConfig(budget=0)
    deep = solved_values_with(cfg.response.search, DeepRoot, iterate, cfg)
    checked = 0
    for seed in (9, 10):
        for index, view in enumerate(decision_views(seed, 10)):
            legal = [TAKE, PASS]
            assert deep(view, legal, Rng(index), 300) == shipped(view, legal, Rng(index), 300)
            checked += 1
    assert checked > 15


def test_next_card_offers_are_shared_and_bounded_by_the_budget() -> None:
    """The next card's offers are keyed by public facts, so far fewer lists are worked
    out than iterations run, and never more than the budget."""
    from checks.sparring.response_deep import DeepConfig, DeepRoot, iterate
    from game.games.nothanks.bots.position import position_of
    from game.games.nothanks.bots.search import run_iterations

    view = decision_views(3, 1)[0]
    pos = position_of(view)
    pos = replace(pos, greedy=(0.0,) * len(pos.hands))
    for budget in (40, 1500):
        cfg = DeepConfig(budget=budget)
        root = run_iterations(DeepRoot(), pos, 2000, Rng(1), cfg, iterate, None)
        assert root.tn + root.pn == 2000
        worked = sum(1 for offers in root.next_offers.values() if offers is not None)
        assert worked == root.worked <= budget
        assert 0 < worked < 2000


def test_the_deeper_search_plays_reproducible_moves() -> None:
    from checks.sparring.response_deep import DeepConfig, deep_bot

    bot = deep_bot(DeepConfig(), iterations=200)
    for view in decision_views(5, 6):
        first = bot.analyse(view, [TAKE, PASS], Rng(4))
        assert first == bot.analyse(view, [TAKE, PASS], Rng(4))
        assert all(0.0 <= v.value <= 1.0 for v in first)
