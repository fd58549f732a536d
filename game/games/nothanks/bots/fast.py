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
from operator import itemgetter

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
#: The weights of a rule's terms that change while a card goes round the table (the
#: mover's chips, the net cost).
_chip_terms = itemgetter(3, 4, 8, 11, 12, 17)


@dataclass(frozen=True)
class _Playout:
    """How the seats of one :func:`imitation_playout` decide: ``greedy`` per seat, the
    seat ``me`` playing by ``rule`` (-1: none), the ``searcher`` whose cards the others
    favour by ``deny``, every log-odds scaled by ``temper``; ``chip_weights`` the
    imitation rule's and ``own_chip_weights`` the rule's weights of the terms that change
    while a card goes round (:data:`_chip_terms`)."""

    greedy: Sequence[bool]
    me: int
    rule: TakeRule
    searcher: int
    deny: float
    temper: float
    chip_weights: tuple[float, ...]
    own_chip_weights: tuple[float, ...]


#: A card's terms (:func:`card_terms`): by the seat's sides (0–5), the points the card
#: adds and the imitation rule's fixed part and slope; seat ``me``'s fixed part and slope
#: by its own rule; what every other seat's log-odds gain from ``deny``.
CardTerms = tuple[list[int], list[float], list[float], float, float, float]


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
    table worked out once per card (:func:`card_terms`), and the chip term looked up in
    a table). Seats marked in ``greedy`` play the greedy net-cost rule
    (:data:`THRESHOLD`) instead. ``temper`` scales every log-odds before the draw (below
    1 every seat decides less sharply; 1 is the shipped rule). With ``own``, seat ``me``
    takes by that rule instead of the imitation rule. ``deny`` is added to every other
    seat's log-odds for a card next to one of seat ``me``'s cards (the opponents take the
    cards the searcher wants more often than the imitation rule says; 0 leaves the rule
    as it is).

    It is the hard No Thanks! bot's playout, run thousands of times per decision: each
    card's round of the table (:func:`go_round`) keeps its terms in local variables and
    draws from the generator's state inlined."""
    rule = own or IMITATION
    how = _Playout(
        greedy=greedy or [False] * len(hands),
        me=-1 if own is None else me,
        rule=rule,
        searcher=me,
        deny=deny,
        temper=temper,
        chip_weights=_chip_terms(IMITATION_WEIGHTS),
        own_chip_weights=_chip_terms(rule.weights),
    )
    # the generator's draws inlined (:meth:`Rng.next_u32`): its state in a local, put
    # back on return
    state = rng.state
    p = player
    while True:
        # per seat: bit 0 set when it holds card − 1, bit 2 when it holds card + 1
        sides = [m >> (card - 1) & 5 for m in hands]
        terms = card_terms(how, sides, card, len(deck))
        p, pot, state = go_round(how, chips, sides, terms, pot, p, state)
        hands[p] |= 1 << card
        chips[p] += pot
        pot = 0
        if len(deck) <= until:
            rng.state = state
            return
        card = deck.pop()


def card_terms(how: _Playout, sides: list[int], card: int, stack: int) -> CardTerms:
    """What does not change while ``card`` goes round the table (``stack`` cards still
    to flip after it; ``sides`` per seat as in :func:`imitation_playout`): see
    :data:`CardTerms`. The imitation rule's parts are :func:`rule_terms` inlined, the
    same sums in the same order."""
    w = IMITATION_WEIGHTS
    n = len(sides)
    fitted = n - sides.count(0)  # seats the card fits
    common = IMITATION_BIAS + w[5] * stack + w[9] * card + w[10] * n
    if not stack:
        common += w[18]
    # the points the card adds by sides (:func:`added`; 2 and 3 never occur)
    mines = [card, 0, 0, 0, -1, -(card + 1)]
    if fitted > 1:  # a seat it fits has a rival it fits too
        fit, fit_slope = common + (w[2] + w[7] + w[15]), w[6] + w[16] + w[14] - w[1]
    else:
        fit, fit_slope = common + w[2], w[6] + w[14] - w[1]
    lone = common + w[0] * card
    lone_slope = w[6] + w[13] / card - w[0]
    if fitted:
        lone += w[7]
        lone_slope += w[16]
    bases = [lone, fit + w[1] * mines[1], 0.0, 0.0, fit + w[1] * mines[4], fit + w[1] * mines[5]]
    slopes = [lone_slope, fit_slope, 0.0, 0.0, fit_slope, fit_slope]
    own_base = own_slope = 0.0
    me = how.me
    if me >= 0:
        rule, side = how.rule, sides[me]
        own_base, own_slope = rule_terms(
            rule.weights, rule.bias, side, fitted, mines[side], card, stack, n
        )
    denied = how.deny if how.searcher >= 0 and sides[how.searcher] else 0.0
    return mines, bases, slopes, own_base, own_slope, denied


def go_round(
    how: _Playout,
    chips: list[int],
    sides: list[int],
    terms: CardTerms,
    pot: int,
    p: int,
    state: int,
) -> tuple[int, int, int]:
    """The card on offer goes round from seat ``p`` until a seat takes it (a seat
    without chips must; the others pass, one chip onto the card, or take with their
    rule's probability, drawn from the generator ``state``, see :meth:`Rng.next_u32`).
    Returns the seat that takes, the pot then on the card and the generator's state."""
    mines, bases, slopes, own_base, own_slope, denied = terms
    n, greedy, me, searcher, temper = len(chips), how.greedy, how.me, how.searcher, how.temper
    w3, w4, w8, w11, w12, w17 = how.chip_weights
    o3, o4, o8, o11, o12, o17 = how.own_chip_weights
    t_base, t_pressure, t_comfort = THRESHOLD.base, THRESHOLD.pressure, THRESHOLD.comfort
    broke = 0 in chips  # a seat without chips (it changes only when one passes)
    while True:
        c = chips[p]
        if not c:
            break
        side = sides[p]
        cost = mines[side] - pot
        if greedy[p]:
            if cost <= (t_base + t_pressure * (t_comfort - c) if c < t_comfort else t_base):
                break
        elif p == me:  # the searcher, by its own rule: the same log-odds, its weights
            z = own_base + own_slope * pot + (o3 / c + o4 * c)
            if broke:
                z += o8
            if not side:
                z += o17 * cost / (c + 1)
                if cost <= 3:
                    z += o12 + (o11 if cost <= 0 else 0.0)
        else:
            base = bases[side] + denied if p != searcher else bases[side]
            z = base + slopes[side] * pot + (_BY_CHIPS[c] if c < TABLE_CHIPS else w3 / c + w4 * c)
            if broke:
                z += w8
            if not side:
                z += w17 * cost / (c + 1)
                if cost <= 3:
                    z += w12 + (w11 if cost <= 0 else 0.0)
        if not greedy[p]:  # take with probability 1 / (1 + e^-z)
            z *= temper
            if z >= 30.0:
                break
            state = (state * LCG_MULTIPLIER + LCG_INCREMENT) & MASK64
            if (state >> 32) * (1.0 + math.exp(-z)) < 4294967296.0:
                break
        chips[p] = c - 1
        broke = broke or c == 1
        pot += 1
        p = p + 1 if p + 1 < n else 0
    return p, pot, state
