"""The hard No Thanks! search with the learned response model on each card's offers
(the hard bot's at the table sizes where
:data:`game.games.nothanks.bots.table_search.TABLE_SEARCH` says so; at every table size as
``hard_resp`` in ``bench/sparring_arena.py``).

The shipped search (:mod:`game.games.nothanks.bots.search`) except in its playouts: while a
card goes round the table (the card on offer after *pass* at the root, or the card the
searcher flips after *take*), each other seat takes with the chance of the response
network (:mod:`game.games.nothanks.bots.response`; the greedy rule for a seat playing greedy
in this playout), read from :func:`~game.games.nothanks.bots.response.card_offers` worked out
once per search and card. Once someone takes that card, or after its first laps, the
shipped imitation playout plays the round out. With ``SearchConfig.own`` the searcher's
own decisions, in the offers and in the playout, follow that rule instead of the
imitation rule.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.games.nothanks.bots.endgame import solved_values_with
from game.games.nothanks.bots.fast import TakeRule, imitation_playout
from game.games.nothanks.bots.position import Position
from game.games.nothanks.bots.response import Offer, card_offers, default_response_net
from game.games.nothanks.bots.reward import SearchConfig, rewards
from game.games.nothanks.bots.search import (
    HARD_CONFIG,
    FastValues,
    Node,
    back_up,
    draw_stack,
    greedy_seats,
    ucb_take,
)
from game.games.nothanks.bots.value_net import ValueNet
from game.rng import Rng


@dataclass(frozen=True)
class ResponseConfig:
    """The search's settings and the response network."""

    net: ValueNet = field(default_factory=default_response_net, compare=False)
    search: SearchConfig = HARD_CONFIG


class ResponseRoot(Node):
    """The root's statistics and each card's offers, worked out once per search."""

    __slots__ = ("after_pass", "after_take")

    def __init__(self) -> None:
        super().__init__()
        self.after_pass: list[Offer] | None = None
        self.after_take: dict[int, list[Offer]] = {}


def _go_round(
    offers: Sequence[Offer],
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    deck: list[int],
    rng: Rng,
    greedy: Sequence[bool],
    own: TakeRule | None = None,
    me: int = -1,
    deny: float = 0.0,
) -> None:
    """Play ``card`` round the table by ``offers`` (hands and chips updated in place),
    then the rest of the round by the imitation playout (seat ``me`` by ``own`` when
    given, ``deny`` as in :func:`~game.games.nothanks.bots.fast.imitation_playout`)."""
    p = offers[0].seat
    for offer in offers:
        p = offer.seat
        if greedy[p]:
            take = offer.greedy_take
        else:
            z = offer.logit
            take = z >= 30.0 or rng.next_u32() * (1.0 + math.exp(-z)) < 4294967296.0
        if take:
            hands[p] |= 1 << card
            chips[p] += pot
            if deck:
                imitation_playout(
                    hands, chips, deck.pop(), 0, p, deck, rng, greedy, own=own, me=me, deny=deny
                )
            return
        chips[p] -= 1
        pot += 1
    n = len(hands)
    p = p + 1 if p + 1 < n else 0
    imitation_playout(hands, chips, card, pot, p, deck, rng, greedy, own=own, me=me, deny=deny)


def iterate(
    root: ResponseRoot,
    pos: Position,
    rng: Rng,
    cfg: ResponseConfig,
    deck: list[int] | None = None,
    forced: bool | None = None,
) -> None:
    """One iteration: the shipped one with each card's first laps by the response
    model (see the module docstring)."""
    if deck is None:
        deck = draw_stack(pos, rng)
    hands, chips = list(pos.hands), list(pos.chips)
    p, me, n = pos.player, pos.me, len(pos.hands)
    own, deny = cfg.search.own, cfg.search.deny
    take = (
        forced
        if forced is not None
        else not chips[p] or ucb_take(root, cfg.search.exploration, rng)
    )
    if take:
        hands[p] |= 1 << pos.card
        chips[p] += pos.pot
        if deck:
            card = deck.pop()
            offers = root.after_take.get(card)
            if offers is None:
                offers = root.after_take[card] = card_offers(
                    cfg.net, me, hands, chips, card, 0, p, len(deck), own=own, deny=deny
                )
            greedy = greedy_seats(pos, cfg.search.mix, rng) or [False] * n
            _go_round(offers, hands, chips, card, 0, deck, rng, greedy, own, me, deny)
    else:
        chips[p] -= 1
        nxt = p + 1 if p + 1 < n else 0
        if root.after_pass is None:
            root.after_pass = card_offers(
                cfg.net, me, hands, chips, pos.card, pos.pot + 1, nxt, len(deck), own=own, deny=deny
            )
        greedy = greedy_seats(pos, cfg.search.mix, rng) or [False] * n
        after_pass = root.after_pass
        _go_round(after_pass, hands, chips, pos.card, pos.pot + 1, deck, rng, greedy, own, me, deny)
    back_up(((root, take, me),), *rewards(pos, hands, chips, cfg.search))


def response_values_with(cfg: ResponseConfig) -> FastValues:
    """A ``SearchGame.custom`` searching base-game decisions with the response model
    (None where the integer model does not cover the view), the round's last cards
    solved exactly as the shipped search does."""
    return solved_values_with(cfg.search, ResponseRoot, iterate, cfg)
