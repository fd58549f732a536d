"""A learned model of how a strong No Thanks! player answers the card on offer.

The hard bot's playouts let every seat take with the chance of the imitation rule
(:func:`game.games.nothanks.bots.fast.imitation_logit`), a logistic model of 19 terms. A small
network over the same terms and ten more (:func:`response_features`: where the greedy
net-cost rule would take, how far each seat is from it) predicts the same decisions much
more sharply, but costs far too much to run on every offer of every playout.

It does not have to: until someone takes the card on offer, every seat's decision on it
depends only on public facts (the cards, the chips, the pot), which are the same in
every determinisation. :func:`card_offers` therefore works out, once per search and
card, the take chance of each offer of that card round the table while everyone passes;
the search of :mod:`game.games.nothanks.bots.response_search` reads it from that list in
its playouts. The hard bot uses that search at the table sizes where
:data:`game.games.nothanks.bots.table_search.TABLE_SEARCH` says so (docs/bots.md tells what
was measured).

The network is trained by ``python -m bench.fit_response`` (numpy, dev only) on the
ISMCTS sparring partner's decisions and stored in
:mod:`game.games.nothanks.bots.response_weights`; :func:`default_response_net` loads it once.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from game.games.nothanks.bots.fast import (
    IMITATION,
    THRESHOLD,
    TakeRule,
    added,
    imitation_logit,
    threshold_take,
)
from game.games.nothanks.bots.value_net import ValueNet, net_from_flat

RESPONSE_FEATURES = 29  # the length of :func:`response_features`
MAX_LAPS = 4  # offers of one card worked out ahead: this many times round the table


@lru_cache(maxsize=1)
def default_response_net() -> ValueNet:
    """The trained response network of :mod:`game.games.nothanks.bots.response_weights`,
    loaded once."""
    from game.games.nothanks.bots import response_weights

    net = net_from_flat(response_weights.SHAPES, response_weights.VALUES)
    if net.inputs != RESPONSE_FEATURES or net.outputs != 1:
        raise ValueError("response_weights does not fit response_features: retrain")
    return net


def _limit(chips: int) -> float:
    """The greedy net-cost rule's limit with ``chips`` chips."""
    return THRESHOLD.base + THRESHOLD.pressure * max(0, THRESHOLD.comfort - chips)


def response_features(
    hands: Sequence[int], chips: Sequence[int], card: int, pot: int, player: int, stack: int
) -> list[float]:
    """The terms of one take decision of ``player`` (who has chips; ``stack`` cards
    still to flip after this one): the imitation rule's 19, then where the greedy rule
    would take this card round the table and how far from it the seats are."""
    n = len(hands)
    mine = added(hands[player], card)
    c = chips[player]
    fit = 1.0 if mine < card else 0.0
    no_fit = 1.0 - fit
    cost = mine - pot
    rival_fit = rival_zero = 0.0
    first = 0
    rival_margin = math.inf
    for step in range(1, n):
        q = (player + step) % n
        gain = added(hands[q], card)
        if gain < card:
            rival_fit = 1.0
        if not chips[q]:
            rival_zero = 1.0
        if not first and threshold_take(hands[q], card, pot + step, chips[q]):
            first = step
        rival_margin = min(rival_margin, gain - pot - step - _limit(chips[q]))
    survives = 1.0 if not first else 0.0
    margin = cost - _limit(c)
    return [
        no_fit * cost,
        fit * cost,
        fit,
        1.0 / c,
        c,
        stack,
        pot,
        rival_fit,
        rival_zero,
        card,
        n,
        no_fit * (cost <= 0),
        no_fit * (cost <= 3),
        no_fit * pot / card,
        fit * pot,
        rival_fit * fit,
        rival_fit * pot,
        no_fit * cost / (c + 1),
        float(stack == 0),
        survives,
        survives * fit,
        survives * pot,
        margin,
        max(margin, 0.0),
        min(margin, 0.0),
        1.0 / first if first else 0.0,
        rival_margin / 10.0,
        max(rival_margin, 0.0) / 10.0,
        fit * survives * c / 10.0,
    ]


def response_logit(
    net: ValueNet,
    hands: Sequence[int],
    chips: Sequence[int],
    card: int,
    pot: int,
    player: int,
    stack: int,
) -> float:
    """The network's log-odds that ``player`` takes ``card`` (it has chips)."""
    return net.forward(response_features(hands, chips, card, pot, player, stack))[0]


@dataclass(frozen=True)
class Offer:
    """One offer of a card while everyone passes: the seat asked, its take log-odds
    (the network's for another seat, the imitation rule's for the searcher; ``inf``
    when it has no chip), and whether the greedy rule would take."""

    seat: int
    logit: float
    greedy_take: bool


def card_offers(
    net: ValueNet,
    me: int,
    hands: Sequence[int],
    chips: Sequence[int],
    card: int,
    pot: int,
    player: int,
    stack: int,
    laps: int = MAX_LAPS,
    own: TakeRule | None = None,
    deny: float = 0.0,
) -> list[Offer]:
    """The offers of ``card`` round the table from ``player`` on while everyone passes,
    for ``laps`` laps or until a seat without chips must take it; the searcher ``me``
    by ``own`` (the imitation rule unless given); ``deny`` added to every other seat's
    log-odds when the card is next to one of the searcher's cards."""
    n = len(hands)
    denied = deny if hands[me] >> (card - 1) & 5 else 0.0
    chips = list(chips)
    offers: list[Offer] = []
    p = player
    for _ in range(laps * n):
        c = chips[p]
        if not c:
            offers.append(Offer(p, math.inf, True))
            break
        if p == me:
            z = imitation_logit(hands, chips, card, pot, p, stack, own or IMITATION)
        else:
            z = response_logit(net, hands, chips, card, pot, p, stack) + denied
        offers.append(Offer(p, z, threshold_take(hands[p], card, pot, c)))
        chips[p] = c - 1
        pot += 1
        p = p + 1 if p + 1 < n else 0
    return offers
