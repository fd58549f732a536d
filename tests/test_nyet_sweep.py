"""Seeded random Nyet! games per player count, played to the end without error: 200
per player count in the default run, 2,000 (the same first 200 and more) with
``-m slow``."""

from __future__ import annotations

import pytest

from game.games.nyet.rules import STANDARD_ROUNDS
from game.registry import get_game
from game.rng import Rng, derive_seed

GAMES = 2000
QUICK_GAMES = 200


@pytest.mark.parametrize("games", [QUICK_GAMES, pytest.param(GAMES, marks=pytest.mark.slow)])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seeded_random_games_finish(players, games):
    spec = get_game("nyet")
    rng = Rng(derive_seed(2024, "nyet-sweep", players))
    below = rng.below
    rounds = STANDARD_ROUNDS[players]
    wins = [0.0] * players
    for index in range(games):
        state = spec.new_state(players, {}, derive_seed(7, players, index))
        legal = state.legal_actions
        apply = state.apply
        steps = 0
        while not state.is_terminal():
            choices = legal()
            apply(choices[below(len(choices))])
            steps += 1
        results = state.round_results()
        assert len(results) == rounds, f"game {index}: {len(results)} rounds"
        winners = state.winners()
        assert winners, f"game {index} has no winner"
        for seat in winners:
            wins[seat] += 1 / len(winners)
        assert steps >= rounds * (players + 14)
    # Random seats win about equally often (a gross-bias check, not a statistical test).
    assert min(wins) > games / players / 2
