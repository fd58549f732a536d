"""The hard No Thanks! bot's own rules: its own later moves in its playouts follow a
model of its own decisions at that table size (``game/games/nothanks/bots/own_rule.py``)."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.games.nothanks.bots.fast import (
    IMITATION,
    IMITATION_BIAS,
    IMITATION_WEIGHTS,
    TakeRule,
    imitation_logit,
    imitation_playout,
    mask_of,
)
from game.games.nothanks.bots.own_rule import OWN_RULE_SOURCES, OWN_RULES
from game.rng import Rng
from tests.nothanks_views import first_draw

OWN_RULE = OWN_RULES[3]


def test_every_own_rule_has_the_imitation_rules_terms_and_a_source() -> None:
    assert OWN_RULES
    assert set(OWN_RULE_SOURCES) == set(OWN_RULES)
    for players, rule in OWN_RULES.items():
        assert 3 <= players <= 7
        assert len(rule.weights) == len(IMITATION_WEIGHTS)
        assert all(math.isfinite(w) for w in (*rule.weights, rule.bias))
        assert f"at {players} players" in OWN_RULE_SOURCES[players]
    assert TakeRule(IMITATION_WEIGHTS, IMITATION_BIAS) == IMITATION


def test_a_rule_is_its_weights_and_bias() -> None:
    """:func:`imitation_logit` by a rule is the bias plus the weights on the rule's terms:
    doubling every weight and the bias doubles the log-odds."""
    hands = [mask_of([20, 21]), mask_of([30]), 0, mask_of([9])]
    chips = [4, 6, 2, 8]
    doubled = TakeRule(tuple(2 * w for w in OWN_RULE.weights), 2 * OWN_RULE.bias)
    for card, pot in ((22, 3), (31, 0), (8, 5), (35, 12)):
        z = imitation_logit(hands, chips, card, pot, 0, 9, OWN_RULE)
        assert imitation_logit(hands, chips, card, pot, 0, 9, doubled) == pytest.approx(2 * z)
    assert imitation_logit(hands, chips, 22, 3, 0, 9) == imitation_logit(
        hands, chips, 22, 3, 0, 9, IMITATION
    )


@pytest.mark.parametrize("above", [False, True])
@pytest.mark.parametrize("me", [0, 2])
def test_the_searchers_seat_draws_against_its_own_rule(above: bool, me: int) -> None:
    """With ``own`` the playout's seat ``me`` takes exactly when the draw is below
    ``2**32 / (1 + e^-z)``, ``z`` the own rule's log-odds; another seat by the imitation
    rule."""
    hands = [mask_of([20, 21]), mask_of([30]), 0, mask_of([9])]
    chips = [4, 6, 2, 8]
    card, pot, deck = 22, 3, [5, 6, 7]
    z = imitation_logit(hands, chips, card, pot, 0, len(deck), OWN_RULE if me == 0 else IMITATION)
    bound = 2.0**32 / (1.0 + math.exp(-z))
    draw = math.floor(bound) - 1 if above else math.ceil(bound) + 1
    rng = first_draw(draw)
    imitation_playout(hands, chips, card, pot, 0, deck, rng, until=len(deck), own=OWN_RULE, me=me)
    took = hands[0] >> card & 1 and chips[0] == 4 + pot
    assert bool(took) is above


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 7), st.integers(0, 10_000), st.integers(0, 6))
def test_the_imitation_rule_as_own_rule_plays_the_same_playout(
    players: int, seed: int, me: int
) -> None:
    """Given the imitation rule as ``own``, the searcher's seat decides by the same
    log-odds worked out the slow way: the same round on the same draws."""
    rng = Rng(seed)
    cards = list(range(3, 36))
    rng.shuffle(cards)
    deck = cards[:24]
    card = deck.pop()
    results = []
    me %= players
    for own in (None, IMITATION):
        hands, chips = [0] * players, [11] * players
        imitation_playout(hands, chips, card, 0, 0, list(deck), Rng(seed), own=own, me=me)
        results.append((hands, chips))
    assert results[0] == results[1]


def test_the_hard_bot_plays_its_own_rule_where_it_was_chosen() -> None:
    """At every table size whose settings name an own rule, the hard bot's search is its
    search for that size (the response search at 3 players) with that rule, one of
    ``OWN_RULES``; with no own rule anywhere it searches to other values."""
    from game.games.nothanks.bots.table_search import TABLE_SEARCH
    from tests.nothanks_views import assert_setting_matters

    sizes = assert_setting_matters("own", None)
    assert 3 in sizes
    assert all(TABLE_SEARCH[n].own == OWN_RULES[n] for n in sizes)
