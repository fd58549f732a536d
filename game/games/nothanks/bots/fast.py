"""No Thanks! on plain integers, for search: hands as bit masks, allocation-free playouts.

A *position* is what a searcher needs of a base-game No Thanks! round (no Hidden Tiger,
no special cards): each seat's cards as a bit mask (bit ``c`` set when the seat holds
card ``c``), chip counts, the card on offer, the pot, the seat to act, and the cards not
seen yet (the stack and the set-aside cards, in an unknown order). Everything here is
plain data and pure functions, checked against the engine by the bot tests:

* :func:`mask_points` is :func:`game.games.nothanks.scoring.card_points` of a mask;
* :func:`added` is :func:`game.nothanks_bots.added_points` on a mask;
* the playouts apply exactly the engine's rules (take: card and pot to the taker, who
  flips the next card and decides again; pass: one chip onto the card, play passes left;
  no chips: must take).

The rules a seat plays by:

* :func:`imitation_playout` — the hard bot's playouts: every seat takes with the
  probability of the imitation rule (:func:`imitation_logit`, a model of a strong
  searcher's take decisions), or plays the greedy rule;
* :func:`threshold_take` — the *greedy net-cost* rule: take when the net cost (points
  the card adds after run merging, minus the pot) is at most a threshold that rises as
  chips run out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from game.rng import LCG_INCREMENT, LCG_MULTIPLIER, MASK64, Rng


def mask_of(cards: Sequence[int]) -> int:
    """The bit mask of a set of cards."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def mask_points(mask: int) -> int:
    """Card points of a hand mask: the sum of the lowest card of every run."""
    lows = mask & ~(mask << 1)
    total = 0
    while lows:
        bit = lows & -lows
        total += bit.bit_length() - 1
        lows ^= bit
    return total


def added(mask: int, card: int) -> int:
    """Points that taking ``card`` adds to hand ``mask`` (negative when it joins runs)."""
    if mask >> (card + 1) & 1:
        return -(card + 1) if mask >> (card - 1) & 1 else -1
    return 0 if mask >> (card - 1) & 1 else card


@dataclass(frozen=True)
class ThresholdParams:
    """Constants of the greedy net-cost rule: take when ``added − pot`` is at most
    ``base + pressure × max(0, comfort − chips)``."""

    base: float = 9.0
    pressure: float = 1.5
    comfort: int = 6


THRESHOLD = ThresholdParams()


def threshold_take(
    mask: int, card: int, pot: int, chips: int, params: ThresholdParams = THRESHOLD
) -> bool:
    """The greedy net-cost rule: True to take ``card``."""
    if chips <= 0:
        return True
    limit = params.base + params.pressure * max(0, params.comfort - chips)
    return added(mask, card) - pot <= limit


# The imitation rule: a logistic model of the take decisions of a strong searcher, fitted
# by bench/fit_imitation.py (docs/bots.md). Weights in the order of
# :func:`imitation_logit` (bench/fit_imitation.py ``features``).
IMITATION_WEIGHTS: tuple[float, ...] = (
    -0.0525, -0.1334, 3.9676, 1.7925, -0.0372, 0.1692, 0.2104, 0.6963, 1.2393,
    -0.1424, -0.0148, -1.2661, -0.3943, 6.2279, 0.1727, 2.2153, -0.1477, 0.3835,
    -0.2928,
)  # fmt: skip
IMITATION_BIAS = -4.5896


@dataclass(frozen=True)
class TakeRule:
    """A logistic take rule on the terms of :func:`imitation_logit`: weights in the order
    of ``IMITATION_WEIGHTS`` and a bias."""

    weights: tuple[float, ...]
    bias: float


IMITATION = TakeRule(IMITATION_WEIGHTS, IMITATION_BIAS)


def imitation_logit(
    hands: Sequence[int],
    chips: Sequence[int],
    card: int,
    pot: int,
    player: int,
    stack: int,
    rule: TakeRule = IMITATION,
) -> float:
    """The log-odds that a strong player takes ``card`` (the mover has chips; ``stack``
    is the number of cards still to flip after this one), by ``rule`` (the imitation
    rule unless given)."""
    w = rule.weights
    n = len(hands)
    m = hands[player]
    c = chips[player]
    mine = added(m, card)
    fit = mine < card
    cost = mine - pot
    rival_fit = rival_zero = 0
    q = player
    for _ in range(1, n):
        q = q + 1 if q + 1 < n else 0
        if added(hands[q], card) < card:
            rival_fit = 1
        if not chips[q]:
            rival_zero = 1
    z = (
        rule.bias
        + w[3] / c
        + w[4] * c
        + w[5] * stack
        + w[6] * pot
        + w[7] * rival_fit
        + w[8] * rival_zero
        + w[9] * card
        + w[10] * n
        + w[16] * rival_fit * pot
        + (w[18] if not stack else 0.0)
    )
    if fit:
        z += w[1] * cost + w[2] + w[14] * pot + w[15] * rival_fit
    else:
        z += w[0] * cost + w[13] * pot / card + w[17] * cost / (c + 1)
        if cost <= 3:
            z += w[12] + (w[11] if cost <= 0 else 0.0)
    return z


def rule_terms(
    w: Sequence[float],
    bias: float,
    side: int,
    fitted: int,
    mine: int,
    card: int,
    stack: int,
    n: int,
) -> tuple[float, float]:
    """The part of a take rule's log-odds (weights ``w``, ``bias``) that stays the same
    while ``card`` goes round the table, for one seat, and its slope in the pot:
    ``side`` the seat's neighbours of the card (bit 0: it holds card − 1, bit 2: card +
    1), ``fitted`` how many seats the card fits, ``mine`` the points it adds to the
    seat's hand, ``stack`` the cards still to flip after it. The same sums, in the same
    order, as :func:`imitation_playout` works out for the imitation rule."""
    common = bias + w[5] * stack + w[9] * card + w[10] * n
    if not stack:
        common += w[18]
    if side:
        if fitted > 1:  # a rival fits it too
            return common + (w[2] + w[7] + w[15]) + w[1] * mine, w[6] + w[16] + w[14] - w[1]
        return common + w[2] + w[1] * mine, w[6] + w[14] - w[1]
    base = common + w[0] * mine
    slope = w[6] + w[13] / card - w[0]
    if fitted:
        base += w[7]
        slope += w[16]
    return base, slope


# The imitation log-odds term of the mover's chips, looked up by the playout for chip
# counts below TABLE_CHIPS (index 0 unused: a seat without chips must take).
TABLE_CHIPS = 64
_BY_CHIPS = [0.0] + [
    IMITATION_WEIGHTS[3] / c + IMITATION_WEIGHTS[4] * c for c in range(1, TABLE_CHIPS)
]


def imitation_playout(
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    player: int,
    deck: list[int],
    rng: Rng,
    greedy: Sequence[bool] = (),
    until: int = 0,
    temper: float = 1.0,
    own: TakeRule | None = None,
    me: int = -1,
    deny: float = 0.0,
) -> None:
    """Play the round to its end, every seat taking with the imitation rule's
    probability (``hands`` and ``chips`` are updated in place; ``deck`` holds the cards
    still to flip, next card last, and is emptied; with ``until`` the playout stops
    after the take that leaves ``until`` cards in ``deck``; the same log-odds as
    :func:`imitation_logit`, with what does not change while a card goes round the
    table worked out once per card and seat, when the seat is first asked, and the
    chip term looked up in a table). Seats marked in ``greedy`` play the greedy
    net-cost rule (:data:`THRESHOLD`) instead. ``temper`` scales every log-odds before
    the draw (below 1 every seat decides less sharply; 1 is the shipped rule). With
    ``own``, seat ``me`` takes by that rule instead of the imitation rule. ``deny`` is
    added to every other seat's log-odds for a card next to one of seat ``me``'s cards
    (the opponents take the cards the searcher wants more often than the imitation rule
    says; 0 leaves the rule as it is).

    One long function on purpose: it is the hard No Thanks! bot's playout, run thousands
    of times per decision; its terms stay inlined in local variables (a call per offer
    would cost more than the offer itself)."""
    w = IMITATION_WEIGHTS
    w0, w1, w3, w4, w8, w11, w12, w13, w17 = (
        w[0], w[1], w[3], w[4], w[8], w[11], w[12], w[13], w[17]
    )  # fmt: skip
    by_chips = _BY_CHIPS
    w6, w7, w16 = w[6], w[7], w[16]
    # what a seat's card log-odds get when the card fits its run, with or without a rival
    # it fits too
    fit_alone, fit_alone_slope = w[2], w[6] + w[14] - w1
    rival_fit_fit = w[2] + w[7] + w[15]
    rival_fit_fit_slope = w[6] + w[16] + w[14] - w1
    exp = math.exp
    # the generator's draws inlined (:meth:`Rng.next_u32`): its state in a local, put
    # back on return
    state, mult, inc, mask = rng.state, LCG_MULTIPLIER, LCG_INCREMENT, MASK64
    n = len(hands)
    greedy = greedy or [False] * n
    t_base, t_pressure, t_comfort = THRESHOLD.base, THRESHOLD.pressure, THRESHOLD.comfort
    searcher = me
    if own is None:
        me = -1
        ow, own_bias = w, IMITATION_BIAS
    else:
        ow, own_bias = own.weights, own.bias
    ow3, ow4, ow8, ow11, ow12, ow17 = ow[3], ow[4], ow[8], ow[11], ow[12], ow[17]
    p = player
    while True:
        stack = len(deck)
        common = IMITATION_BIAS + w[5] * stack + w[9] * card + w[10] * n
        if not stack:
            common += w[18]
        # per seat: bit 0 set when it holds card − 1, bit 2 when it holds card + 1
        sides = [m >> (card - 1) & 5 for m in hands]
        fitted = n - sides.count(0)  # seats the card fits
        denied = deny if searcher >= 0 and sides[searcher] else 0.0
        bases: list[float | None] = [None] * n  # per seat, worked out when it is asked
        slopes = [0.0] * n
        broke = 0 in chips  # a seat without chips (it changes only when one passes)
        while True:
            c = chips[p]
            if not c:
                break
            side = sides[p]
            # the points the card adds to the seat's hand (:func:`added`, inlined; the
            # card itself when it fits no run of the seat's)
            mine = (-(card + 1) if side & 1 else -1) if side & 4 else (0 if side & 1 else card)
            if greedy[p]:
                limit = t_base + t_pressure * (t_comfort - c) if c < t_comfort else t_base
                if mine - pot <= limit:
                    break
                chips[p] = c - 1
                broke = broke or c == 1
                pot += 1
                p = p + 1 if p + 1 < n else 0
                continue
            if p == me:  # the searcher, by its own rule: the same log-odds, its weights
                base = bases[p]
                if base is None:
                    base, slope = rule_terms(ow, own_bias, side, fitted, mine, card, stack, n)
                    bases[p] = base
                    slopes[p] = slope
                else:
                    slope = slopes[p]
                z = base + slope * pot + (ow3 / c + ow4 * c)
                if broke:
                    z += ow8
                if not side:
                    cost = mine - pot
                    z += ow17 * cost / (c + 1)
                    if cost <= 3:
                        z += ow12 + (ow11 if cost <= 0 else 0.0)
                z *= temper
                if z >= 30.0:
                    break
                state = (state * mult + inc) & mask
                if (state >> 32) * (1.0 + exp(-z)) < 4294967296.0:
                    break
                chips[p] = c - 1
                broke = broke or c == 1
                pot += 1
                p = p + 1 if p + 1 < n else 0
                continue
            base = bases[p]
            if base is None:
                if side:
                    if fitted > 1:  # a rival fits it too
                        base = common + rival_fit_fit + w1 * mine
                        slope = rival_fit_fit_slope
                    else:
                        base = common + fit_alone + w1 * mine
                        slope = fit_alone_slope
                else:
                    base = common + w0 * mine
                    slope = w6 + w13 / card - w0
                    if fitted:
                        base += w7
                        slope += w16
                if p != searcher:
                    base += denied
                bases[p] = base
                slopes[p] = slope
            else:
                slope = slopes[p]
            z = base + slope * pot + (by_chips[c] if c < TABLE_CHIPS else w3 / c + w4 * c)
            if broke:
                z += w8
            if not side:
                cost = mine - pot
                z += w17 * cost / (c + 1)
                if cost <= 3:
                    z += w12 + (w11 if cost <= 0 else 0.0)
            z *= temper
            # take with probability 1 / (1 + e^-z)
            if z >= 30.0:
                break
            state = (state * mult + inc) & mask
            if (state >> 32) * (1.0 + exp(-z)) < 4294967296.0:
                break
            chips[p] = c - 1
            broke = broke or c == 1
            pot += 1
            p = p + 1 if p + 1 < n else 0
        hands[p] |= 1 << card
        chips[p] += pot
        pot = 0
        if len(deck) <= until:
            rng.state = state
            return
        card = deck.pop()
