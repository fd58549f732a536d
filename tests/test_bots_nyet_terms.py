"""The hard Nyet! bot's covers: trial rounds under the open terms, and the cover that
leaves the best expected terms (4 players, partners opposite)."""

from __future__ import annotations

import pytest

from game.games.nyet.actions import Cover
from game.games.nyet.board import NO_SUPERTRUMP, TRUMP
from game.games.nyet.bots.hard import determiniser, hard_bot
from game.games.nyet.bots.terms import cover_values, terms_apply
from game.games.nyet.cards import COLOURS
from game.games.nyet.rules import NyetState, NyetView
from game.games.nyet.scenario import covers_for_terms, fill_deal
from game.games.nyet.trial import team_counts, trial_tricks
from game.registry import get_game
from game.rng import Rng

SPEC = get_game("nyet")
RED, GREEN = COLOURS.index("red"), COLOURS.index("green")


def red_hand_at_last_cover(points: int) -> NyetState:
    """The first seat (index 0) holds every red card; every line is decided but trump,
    where red and green are open, and it is that seat's turn to make the 18th and last
    cover."""
    deal = fill_deal(4, [["r1", "r1", "r1", *[f"r{v}" for v in range(2, 14)]]])
    state = SPEC.new_state(4, {"rounds": "1", "first_dealer": "4"}, 5, deal)
    assert isinstance(state, NyetState)
    covers = covers_for_terms(4, 1, "none", "red", "none", points)
    for cover in covers:
        if cover != Cover(TRUMP, GREEN):
            state.apply(cover)
    assert state.current_player == 0
    assert set(state.legal_actions()) == {Cover(TRUMP, RED), Cover(TRUMP, GREEN)}
    return state


def view_of(state: NyetState) -> NyetView:
    view = state.view(state.current_player)
    assert isinstance(view, NyetView)
    return view


def test_a_trial_round_plays_the_same_hands_under_the_terms_given() -> None:
    state = red_hand_at_last_cover(1)
    before = state.to_data()
    trial = trial_tricks(state, 2, GREEN, NO_SUPERTRUMP, [0, 1, 0, 1])
    assert state.to_data() == before
    assert trial.trump == GREEN and trial.leader == 2 and trial.hands == state.hands
    trial.play_tricks(lambda seat, cards, trick, leader: cards[0])
    assert trial.is_terminal()
    mine, theirs = team_counts(trial, 0)
    loot = sum(len(trick.loot) for trick in trial.tricks)
    assert mine + theirs == 15 + loot
    assert mine == sum(trial.won[s] + trial.loot[s] for s in (0, 2))


@pytest.mark.parametrize(("points", "keep"), [(1, RED), (-2, GREEN)])
def test_a_red_hand_keeps_red_trump_unless_tricks_cost_points(points: int, keep: int) -> None:
    """All the red cards: red trump wins a positive round and loses a −2 round."""
    state = red_hand_at_last_cover(points)
    view = view_of(state)
    legal = state.legal_actions()
    assert terms_apply(view)
    values = cover_values(view, legal, determiniser(view, legal), Rng(3), 100, samples=8)
    assert sum(v.visits for v in values) == 100
    by_box = {v.action.box: v for v in values if isinstance(v.action, Cover)}
    kept = by_box[GREEN if keep == RED else RED]  # covering one box keeps the other
    dropped = by_box[keep]
    assert kept.value > dropped.value + 0.2
    assert kept.visits > dropped.visits
    assert hard_bot().choose(view, legal, Rng(1)) == kept.action


def test_the_terms_covers_are_deterministic() -> None:
    state = SPEC.new_state(4, {"rounds": "1"}, 11)
    assert isinstance(state, NyetState)
    view = view_of(state)
    legal = state.legal_actions()
    first = cover_values(view, legal, determiniser(view, legal), Rng(9), 50, samples=4)
    again = cover_values(view, legal, determiniser(view, legal), Rng(9), 50, samples=4)
    assert first == again
    assert len(first) == len(legal)
