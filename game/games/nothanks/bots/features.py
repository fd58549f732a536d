"""Features of a base-game No Thanks! position for the learned value function.

In the base game (no Hidden Tiger card left to play, no special cards) every seat sees
the same facts: the cards every seat holds, the chips (countable from the public
moves), the card on offer and its chips, how many cards are left to flip, and which
cards are still possible (the unseen pool: the stack and the nine set-aside cards). So
a value function over "one seat's view" is a function of the public position seen
*from* that seat: the features are seat-relative (offset 0 is the viewing seat, offset
``k`` the seat ``k`` places to its left), and one network serves every seat and every
player count from 3 to :data:`MAX_SEATS` (seats beyond the table's are all zeros).

:func:`position_features` works on the plain integers of the hard bot's search (hands
as bit masks, the pool as a bit mask), so the search evaluates its leaves without
building a view; :func:`view_features` reads a view. The layout (:data:`GLOBAL_FEATURES`
first, then :data:`SEAT_FEATURES` per seat offset) is fixed: a trained network's
weights depend on it, so a change here needs a retrained network
(``python -m bench.train_value``).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.games.nothanks.bots.fast import added, mask_of, mask_points
from game.games.nothanks.bots.position import position_of
from game.games.nothanks.rules import NoThanksView

MAX_SEATS = 7
FLIPS = 24  # cards flipped in a base-game round
CARD_SCALE = 35.0  # the highest card
CHIP_SCALE = 11.0  # a seat's chips at the start (3–5 players)
POINT_SCALE = 50.0
TOTAL_SCALE = 50.0

GLOBAL_FEATURES = 12
"""Table size one-hot (3–7 players: 5), cards left to flip / 24, card on offer / 35,
chips on it / 10, last round, mean unseen card / 35, chance an unseen card is flipped,
bias-free constant 1."""

SEAT_FEATURES = 11
"""Per seat offset: seated, to act, chips / 11, no chips, card points / 50, points the
card on offer would add / 35, its place in the offer order / players, cards held / 12,
unseen cards next to its cards / 8, mean points a random unseen card would add / 35,
its total lead from earlier rounds / 50."""

FEATURES = GLOBAL_FEATURES + MAX_SEATS * SEAT_FEATURES


def position_features(
    me: int,
    player: int,
    card: int,
    pot: int,
    hands: Sequence[int],
    chips: Sequence[int],
    stack_size: int,
    pool: int,
    totals: Sequence[int] = (),
    last_round: bool = True,
) -> list[float]:
    """The features of a position seen from seat ``me`` (see the module docstring):
    ``player`` is asked to take ``card`` with ``pot`` chips on it, ``hands`` are bit
    masks, ``stack_size`` the cards left to flip after ``card``, ``pool`` the bit mask
    of the cards not seen yet (stack and set-aside cards), ``totals`` the scores of
    earlier rounds (empty for a one-round game)."""
    n = len(hands)
    unseen = [c for c in range(3, 36) if pool >> c & 1]
    left = len(unseen)
    result = [0.0] * FEATURES
    result[n - 3] = 1.0
    result[5] = stack_size / FLIPS
    result[6] = card / CARD_SCALE
    result[7] = pot / 10.0
    result[8] = 1.0 if last_round else 0.0
    result[9] = sum(unseen) / left / CARD_SCALE if left else 0.0
    result[10] = stack_size / left if left else 0.0
    result[11] = 1.0
    mean_total = sum(totals) / n if totals else 0.0
    for offset in range(n):
        seat = (me + offset) % n
        mask = hands[seat]
        base = GLOBAL_FEATURES + offset * SEAT_FEATURES
        result[base] = 1.0
        result[base + 1] = 1.0 if seat == player else 0.0
        result[base + 2] = chips[seat] / CHIP_SCALE
        result[base + 3] = 0.0 if chips[seat] else 1.0
        result[base + 4] = mask_points(mask) / POINT_SCALE
        result[base + 5] = added(mask, card) / CARD_SCALE
        result[base + 6] = ((seat - player) % n) / n
        result[base + 7] = mask.bit_count() / 12.0
        result[base + 8] = (pool & ((mask << 1) | (mask >> 1)) & ~mask).bit_count() / 8.0
        if left:
            result[base + 9] = sum(added(mask, c) for c in unseen) / left / CARD_SCALE
        if totals:
            result[base + 10] = (totals[seat] - mean_total) / TOTAL_SCALE
    return result


def view_features(view: NoThanksView) -> list[float]:
    """:func:`position_features` of a base-game view (no Hidden Tiger card left to
    play, no special cards, a card on offer), from the viewing seat."""
    pos = position_of(view)
    return position_features(
        pos.me,
        pos.player,
        pos.card,
        pos.pot,
        pos.hands,
        pos.chips,
        pos.stack_size,
        mask_of(pos.pool),
        pos.totals if view.rounds > 1 else (),
        pos.last_round,
    )
