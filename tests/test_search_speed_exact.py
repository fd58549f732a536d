"""The hard bots' speed-ups change no decision (issue 54, item 2):

* Play or Pay's playout on play codes (:func:`game.games.playorpay.bots.playout.playout`) ends
  in the same state, with the same generator draws, as the loop over the engine's
  ``legal_actions`` and ``apply`` (:func:`~game.games.playorpay.bots.playout.reference_playout`)
  from every kind of position, one and two decks, sudden death, Sevens;
* a search that stops once its most visited move can no longer be caught
  (``stop_early``) chooses exactly what the full search chooses, in every game that
  uses the generic search.

``tests/test_bot_decisions.py`` checks whole games of every title besides.
"""

from __future__ import annotations

import pytest

from game.bots.base import make_bot
from game.bots.search import SearchBot, best_action, search, settled
from game.games.playorpay import SPEC, PlayOrPayState
from game.games.playorpay.bots.playout import playout, reference_playout
from game.registry import get_game
from game.rng import Rng, decision_rng

SETUPS = [
    (3, {}),
    (5, {}),
    (8, {}),
    (4, {"tokens": 2, "rounds": 12}),
    (6, {"tokens": 1, "rounds": 30}),
    (4, {"sevens": True}),
    (7, {"sevens": True}),
]


def positions(players: int, options: dict, seed: int, every: int = 7) -> list[PlayOrPayState]:
    """Copies of the states of a random game, one every ``every`` moves."""
    state = SPEC.new_state(players, options, seed)
    assert isinstance(state, PlayOrPayState)
    rng = Rng(seed)
    found = []
    ply = 0
    while not state.is_terminal():
        if ply % every == 0:
            found.append(state.clone())
        legal = state.legal_actions()
        state.apply(legal[rng.below(len(legal))])
        ply += 1
    return found


def without_history(state: PlayOrPayState) -> dict:
    """The state's data but the round's move history (a playout keeps none)."""
    data = state.to_data()
    data.pop("moves", None)
    return data


@pytest.mark.parametrize(("players", "options"), SETUPS)
def test_the_fast_playout_ends_where_the_engine_loop_ends(players: int, options: dict) -> None:
    for seed in range(3):
        for start in positions(players, options, seed):
            for draw in range(2):
                fast, slow = start.clone(), start.clone()
                fast_rng, slow_rng = Rng(draw * 1000 + seed), Rng(draw * 1000 + seed)
                playout(fast, fast_rng)
                reference_playout(slow, slow_rng)
                assert without_history(fast) == without_history(slow)
                assert fast_rng.next_u64() == slow_rng.next_u64()  # the same draws


def test_settled_means_no_other_move_can_catch_up() -> None:
    from game.bots.search import Edge

    edges = {name: Edge() for name in "abc"}
    edges["a"].visits, edges["b"].visits, edges["c"].visits = 50, 20, 3
    assert settled(edges, 29) and not settled(edges, 30)  # a tie is not settled
    assert not settled({}, 0)


@pytest.mark.parametrize("game_id", ["playorpay", "nyet"])
def test_stopping_early_chooses_what_the_full_search_chooses(game_id: str) -> None:
    spec = get_game(game_id)
    bot = make_bot(game_id, "hard")
    assert isinstance(bot, SearchBot)
    players = 5 if game_id == "playorpay" else 4
    stopped = 0
    for seed in range(2):
        state = spec.new_state(players, {}, seed)
        rng = Rng(seed + 7)
        ply = 0
        while not state.is_terminal() and ply < 60:
            legal = state.legal_actions()
            if len(legal) > 1 and ply % 3 == 0:
                view = state.view(state.current_player)
                budget = 120
                full = search(bot.game, view, legal, decision_rng(seed, 0, ply), budget)
                early = search(
                    bot.game, view, legal, decision_rng(seed, 0, ply), budget, stop_early=True
                )
                assert best_action(early) == best_action(full)
                stopped += sum(v.visits for v in early) < budget
            state.apply(legal[rng.below(len(legal))])
            ply += 1
    assert stopped, "some searches were settled before their budget"
