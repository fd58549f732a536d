"""Seeded random Play or Pay games per player count finish without error: 200 per
player count in the default run, 2,000 (the same first 200 and more) with ``-m slow``.

Seeds cycle through the presets (Classic, Sudden death, Sevens), so every player count
plays both variants. Each game is checked at its end (tokens conserved, a winner, one
round result per round played); the per-step invariants live in the property tests.
"""

from __future__ import annotations

import pytest

from game.games.playorpay import SPEC
from game.rng import Rng, derive_seed

GAMES = 2000
QUICK_GAMES = 200


@pytest.mark.parametrize("games", [QUICK_GAMES, pytest.param(GAMES, marks=pytest.mark.slow)])
@pytest.mark.parametrize("players", range(3, 9))
def test_seeded_random_games_finish(players, games):
    presets = [dict(options) for _, options in SPEC.presets]
    rng = Rng(players)
    below = rng.below
    actions = 0
    for index in range(games):
        options = presets[index % len(presets)]
        state = SPEC.new_state(players, options, derive_seed(2026, players, index))
        legal = state.legal_actions
        apply = state.apply
        steps = 0
        while not state.is_terminal():
            choices = legal()
            apply(choices[below(len(choices))])
            steps += 1
            assert steps < 20_000, "game did not end"
        actions += steps
        view = state.view(0)
        full = SPEC.validate(players, options)
        tokens = 0 if full["sevens"] else players * int(full["tokens"])
        assert sum(view.tokens) + view.pot == tokens
        assert state.winners()
        assert len(state.round_results()) == view.round >= 1
    assert actions > games
