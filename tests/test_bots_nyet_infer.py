"""The hard Nyet! bot reads the other hands from the plays: samples that fit how the
others played weigh more."""

from __future__ import annotations

import pytest

from game.contract import view_data
from game.games.nyet.bots.hard import determiniser
from game.games.nyet.bots.heuristics import MediumNyetBot
from game.games.nyet.bots.infer import DISAGREE, play_weight, weighted_sampler
from game.games.nyet.rules import NyetState
from game.games.nyet.scenario import covers_for_terms
from game.json_data import JsonOut
from game.registry import get_game
from game.rng import Rng

SPEC = get_game("nyet")


def medium_game_at_trick(seed: int, tricks: int) -> NyetState:
    """A one-round 4-player game without discards, played by medium bots up to the
    start of trick ``tricks + 1``."""
    state = SPEC.new_state(4, {"rounds": "1"}, seed)
    assert isinstance(state, NyetState)
    for cover in covers_for_terms(4, seed % 4, "none", "blue", "yellow", 2):
        state.apply(cover)
    bot = MediumNyetBot()
    while len(state.tricks) < tricks or state.trick:
        seat = state.current_player
        state.apply(bot.choose(state.view(seat), state.legal_actions(), Rng(0)))
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_true_hands_of_medium_players_fit_every_play(seed: int) -> None:
    state = medium_game_at_trick(seed, 7)
    assert play_weight(state, 0) == 1.0


def test_redealt_hands_fit_the_plays_less_well() -> None:
    state = medium_game_at_trick(4, 8)
    view = state.view(0)
    sample = determiniser(view, state.legal_actions())
    rng = Rng(5)
    weights = [play_weight(sample(rng), 0) for _ in range(40)]
    assert all(0.0 < w <= 1.0 for w in weights)
    assert sum(weights) / len(weights) < 0.8
    assert min(weights) <= DISAGREE


def test_the_weighted_sampler_hands_out_copies_of_consistent_samples() -> None:
    state = medium_game_at_trick(5, 6)
    view = state.view(0)
    draw = weighted_sampler(determiniser(view, state.legal_actions()), 0, pool=16)
    rng = Rng(8)
    first, second = draw(rng), draw(rng)
    for sample in (first, second):
        assert view_data(sample.view(0)) == view_data(view)
    first.hands[1].clear()
    assert all(sample.hands[1] for sample in (draw(rng) for _ in range(20)))


def test_the_weighted_sampler_is_deterministic() -> None:
    state = medium_game_at_trick(6, 5)
    view = state.view(0)

    def first_draws() -> list[dict[str, JsonOut]]:
        draw = weighted_sampler(determiniser(view, state.legal_actions()), 0, pool=16)
        rng = Rng(8)
        return [draw(rng).to_data() for _ in range(5)]

    assert first_draws() == first_draws()
