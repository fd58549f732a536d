"""The Nyet! medium trick rule (also the hard bot's playout rule) is one rule, however
the cards still out are handed to it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.nyet.board import NO_SUPERTRUMP, POINT_VALUES
from game.games.nyet.bots.heuristics import medium_play
from game.games.nyet.cards import full_deck
from game.games.nyet.tricks import tables


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_the_trick_rule_counts_the_cards_out_only_when_it_needs_them(data: st.DataObject) -> None:
    """``medium_play`` chooses the same card whether the cards still out are given as a
    list or as a function, and never calls the function when points are negative."""
    t = tables(data.draw(st.integers(0, 3)), data.draw(st.integers(0, NO_SUPERTRUMP)))
    deck = sorted(set(full_deck()))
    players = data.draw(st.integers(2, 5))
    team = data.draw(st.lists(st.integers(0, 1), min_size=players, max_size=players))
    cards = data.draw(st.lists(st.sampled_from(deck), min_size=1, max_size=8, unique=True))
    rest = [c for c in deck if c not in cards]
    trick = data.draw(st.lists(st.sampled_from(rest), max_size=players - 1, unique=True))
    top = data.draw(
        st.lists(st.sampled_from([-1, 5, 9, 13, 205, 213, 300]), min_size=4, max_size=4)
    )
    value = data.draw(st.sampled_from(POINT_VALUES))
    me = data.draw(st.integers(0, players - 1))
    leader = (me - len(trick)) % players
    calls: list[int] = []

    def lazy() -> list[int]:
        calls.append(1)
        return top

    eager = medium_play(me, cards, trick, leader, team, value, t, top)
    assert medium_play(me, cards, trick, leader, team, value, t, lazy) == eager
    if value <= 0:
        assert not calls
