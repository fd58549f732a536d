"""Nyet! search rewards credit a seat with its team's result, not its partner's loss."""

from __future__ import annotations

from game.bots.base import decision_rng, make_bot
from game.games.nyet.bots.reward import team_rewards
from game.games.nyet.rules import NyetState
from game.registry import get_game


def _finished(seed: int, players: int, rounds: str) -> NyetState:
    spec = get_game("nyet")
    state = spec.new_state(players, spec.validate(players, {"rounds": rounds}), seed)
    bot = make_bot("nyet", "medium")
    ply = 0
    while not state.is_terminal():
        seat = state.current_player
        legal = state.legal_actions()
        state.apply(bot.choose(state.view(seat), legal, decision_rng(seed, seat, ply)))
        ply += 1
    assert isinstance(state, NyetState)
    return state


def test_partners_share_a_reward_and_winners_get_more() -> None:
    checked = 0
    for seed in range(12):
        state = _finished(seed, 4, "1")
        teams = [item["team"] for item in state.round_results()[-1].breakdown]
        reward = team_rewards(state, 6.0, None)
        assert all(0.0 <= r <= 1.0 for r in reward)
        for seat in range(4):
            partner = next(s for s in range(4) if s != seat and teams[s] == teams[seat])
            assert reward[seat] == reward[partner]
        winners = state.winners()
        if len(winners) == 2:
            loser = next(s for s in range(4) if s not in winners)
            assert reward[winners[0]] > 0.5 > reward[loser]
            checked += 1
    assert checked >= 6


def test_a_cut_off_round_is_valued_by_the_gain_on_the_other_team() -> None:
    spec = get_game("nyet")
    state = spec.new_state(4, spec.validate(4, {"rounds": "2"}), 3)
    start = state.scores()
    bot = make_bot("nyet", "medium")
    ply = 0
    assert isinstance(state, NyetState)
    while state.round == 1:
        seat = state.current_player
        legal = state.legal_actions()
        state.apply(bot.choose(state.view(seat), legal, decision_rng(3, seat, ply)))
        ply += 1
    points = state.round_results()[-1].points
    reward = team_rewards(state, 6.0, start)
    best = max(range(4), key=lambda s: points[s])
    worst = min(range(4), key=lambda s: points[s])
    if points[best] != points[worst]:
        assert reward[best] > 0.5 > reward[worst]
