"""``deny`` in the hard No Thanks! bot's playouts: the other seats' take log-odds for a
card next to one of the searcher's cards, shifted by ``deny`` (0: the shipped rule)."""

from __future__ import annotations

import math

import pytest

from game.games.nothanks.bots.fast import imitation_logit, imitation_playout, mask_of
from game.games.nothanks.bots.response import card_offers, default_response_net
from tests.nothanks_views import first_draw

HANDS = [mask_of([20, 21]), mask_of([30]), 0, mask_of([9])]
CHIPS = [4, 6, 2, 8]


@pytest.mark.parametrize("above", [False, True])
@pytest.mark.parametrize(
    ("asked", "card", "shifted"), [(1, 22, True), (1, 19, True), (1, 31, False), (0, 22, False)]
)
def test_the_seat_asked_draws_against_the_shifted_log_odds(
    above: bool, asked: int, card: int, shifted: bool
) -> None:
    """The seat asked first takes exactly when the draw is below ``2**32 / (1 + e^-z)``,
    ``z`` the imitation rule's log-odds, plus ``deny`` for another seat than the
    searcher (seat 0) when the card is next to one of the searcher's cards."""
    deny, pot, deck = 1.5, 3, [5, 6, 7]
    z = imitation_logit(HANDS, CHIPS, card, pot, asked, len(deck)) + (deny if shifted else 0.0)
    bound = 2.0**32 / (1.0 + math.exp(-z))
    draw = math.floor(bound) - 1 if above else math.ceil(bound) + 1
    hands, chips = list(HANDS), list(CHIPS)
    playout = (hands, chips, card, pot, asked, list(deck), first_draw(draw), (), len(deck))
    imitation_playout(*playout, me=0, deny=deny)
    took = hands[asked] >> card & 1 and chips[asked] == CHIPS[asked] + pot
    assert bool(took) is above


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
    """At every table size whose settings have a shift, the hard bot's search is its
    search for that size (the response model where it reads it, its own rule where it
    has one) with that shift; without a shift anywhere it searches to other values."""
    from game.games.nothanks.bots.table_search import TABLE_SEARCH
    from tests.nothanks_views import assert_setting_matters

    sizes = assert_setting_matters("deny", 0.0)
    assert all(TABLE_SEARCH[n].deny > 0 for n in sizes)
