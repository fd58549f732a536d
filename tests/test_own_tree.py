"""The experimental own-decision tree of the hard No Thanks! search
(``checks/sparring/own_tree.py``)."""

from __future__ import annotations

from game.games.nothanks.rules import PASS, TAKE
from game.rng import Rng
from tests.nothanks_views import decision_views


def test_tree_search_plays_reproducible_moves_and_counts_every_iteration() -> None:
    from checks.sparring.own_tree import TreeConfig, hard_tree_bot

    for cfg in (TreeConfig(), TreeConfig(depth=2, prior=0, exploration=0.5)):
        bot = hard_tree_bot(cfg, iterations=200)
        for view in decision_views(5, 8):
            first = bot.analyse(view, [TAKE, PASS], Rng(4))
            assert first == bot.analyse(view, [TAKE, PASS], Rng(4))
            assert sum(v.visits for v in first) == bot.iterations_for(view, [TAKE, PASS])
            assert all(0.0 <= v.value <= 1.0 for v in first)


def test_a_tree_that_never_trusts_its_nodes_is_the_shipped_search() -> None:
    """Below ``prior`` visits a node decides as the imitation playout would, on the same
    draws, so with a ``prior`` never reached the tree search gives exactly the shipped
    search's statistics: the tree's own choices are the only thing it changes."""
    from checks.sparring.own_tree import TreeConfig, tree_values_with
    from game.games.nothanks.bots.endgame import fast_values_with
    from game.games.nothanks.bots.search import HARD_CONFIG

    shipped = fast_values_with(HARD_CONFIG)
    checked = 0
    for seed in (9, 10):
        for index, view in enumerate(decision_views(seed, 12)):
            legal = [TAKE, PASS]
            for depth in (1, 6):
                tree = tree_values_with(TreeConfig(depth=depth, prior=10**9))
                assert tree(view, legal, Rng(index), 300) == shipped(view, legal, Rng(index), 300)
            checked += 1
    assert checked > 15


def test_nodes_are_shared_by_every_determinisation_of_a_position() -> None:
    """The searcher's later decisions are keyed by the public position alone, so the
    stack orders that reach the same position share its node: a search's table holds
    far fewer nodes than it ran iterations, and the busiest ones are visited often."""
    from dataclasses import replace

    from checks.sparring.own_tree import TreeConfig, TreeRoot, iterate
    from game.games.nothanks.bots.position import position_of
    from game.games.nothanks.bots.search import run_iterations

    view = decision_views(3, 1)[0]
    pos = position_of(view)
    pos = replace(pos, greedy=(0.0,) * len(pos.hands))
    root = run_iterations(TreeRoot(), pos, 2000, Rng(1), TreeConfig(), iterate, None)
    assert root.tn + root.pn == 2000
    assert 0 < len(root.table) < 2000
    busiest = max(node.tn + node.pn for node in root.table.values())
    assert busiest >= TreeConfig().prior
