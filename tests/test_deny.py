"""``deny`` in the hard No Thanks! bot's playouts: the other seats' take log-odds for a
card next to one of the searcher's cards, shifted by ``deny`` (0: the shipped rule)."""

from __future__ import annotations

import contextlib
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.nothanks.bots.fast import imitation_logit, imitation_playout, mask_of
from game.nothanks.bots.response import card_offers, default_response_net
from game.rng import Rng
from tests.test_bots_nothanks_search import _OneDraw, _Stop

HANDS = [mask_of([20, 21]), mask_of([30]), 0, mask_of([9])]
CHIPS = [4, 6, 2, 8]


@pytest.mark.parametrize("above", [False, True])
@pytest.mark.parametrize(("card", "next_to_me"), [(22, True), (19, True), (31, False)])
def test_another_seat_draws_against_the_shifted_log_odds(
    above: bool, card: int, next_to_me: bool
) -> None:
    """Seat 1, asked first, takes exactly when the draw is below ``2**32 / (1 + e^-z)``,
    ``z`` the imitation rule's log-odds plus ``deny`` when the card is next to a card of
    the searcher (seat 0), and without it otherwise."""
    deny, pot, deck = 1.5, 3, [5, 6, 7]
    z = imitation_logit(HANDS, CHIPS, card, pot, 1, len(deck)) + (deny if next_to_me else 0.0)
    bound = 2.0**32 / (1.0 + math.exp(-z))
    draw = math.floor(bound) - 1 if above else math.ceil(bound) + 1
    hands, chips = list(HANDS), list(CHIPS)
    with contextlib.suppress(_Stop):
        imitation_playout(hands, chips, card, pot, 1, list(deck), _OneDraw(draw), me=0, deny=deny)
    took = hands[1] >> card & 1 and chips[1] == CHIPS[1] + pot
    assert bool(took) is above


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 7), st.integers(0, 10_000), st.integers(0, 6))
def test_no_deny_plays_the_same_playout(players: int, seed: int, me: int) -> None:
    """``deny`` 0 is the shipped playout: the same round on the same draws."""
    rng = Rng(seed)
    deck = list(range(3, 36))
    rng.shuffle(deck)
    deck = deck[: 24 - 24 % players]
    card = deck.pop()
    results = []
    for deny in (None, 0.0):
        hands, chips = [0] * players, [11] * players
        extra = {} if deny is None else {"deny": deny}
        imitation_playout(hands, chips, card, 0, 0, list(deck), Rng(seed), me=me % players, **extra)
        results.append((hands, chips))
    assert results[0] == results[1]


def test_the_response_offers_shift_only_the_other_seats_next_to_the_searcher() -> None:
    """:func:`card_offers` adds ``deny`` to every other seat's log-odds for a card next
    to a card of the searcher, never to the searcher's own, and nothing for another
    card."""
    net = default_response_net()
    for card, shifted in ((22, True), (31, False)):
        plain = card_offers(net, 0, HANDS, CHIPS, card, 0, 1, 9, laps=2)
        denied = card_offers(net, 0, HANDS, CHIPS, card, 0, 1, 9, laps=2, deny=2.0)
        assert [o.seat for o in plain] == [o.seat for o in denied]
        for before, after in zip(plain, denied, strict=True):
            if math.isinf(before.logit):
                assert after.logit == before.logit
                continue
            expected = 2.0 if shifted and before.seat != 0 else 0.0
            assert after.logit - before.logit == pytest.approx(expected)


def test_the_hard_bot_shifts_the_other_seats_where_it_was_chosen() -> None:
    """At a table size of ``DENY`` the hard bot's search is the plain search with that
    shift; with no sizes chosen, the one without, which searches to other values."""
    from dataclasses import replace

    from game.nothanks.bots.endgame import fast_values_with
    from game.nothanks.bots.hard import DENY, RESPONSE_PLAYERS, base_game_values
    from game.nothanks.bots.own_rule import OWN_RULES
    from game.nothanks.bots.search import HARD_CONFIG
    from game.nothanks.rules import PASS, TAKE
    from tests.nothanks_views import decision_views

    sizes = [n for n in DENY if n not in RESPONSE_PLAYERS and n not in OWN_RULES]
    assert sizes and all(DENY[n] > 0 for n in sizes)
    shipped = base_game_values()
    without = base_game_values(deny={})
    legal = [TAKE, PASS]
    differ = 0
    for players in sizes:
        expected = fast_values_with(replace(HARD_CONFIG, deny=DENY[players]))
        for index, view in enumerate(decision_views(players, 8, players)):
            values = shipped(view, legal, Rng(index), 400)
            assert values == expected(view, legal, Rng(index), 400)
            differ += values != without(view, legal, Rng(index), 400)
    assert differ > 0
