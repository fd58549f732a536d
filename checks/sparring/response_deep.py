"""The response search one card deeper (experimental: not a shipped level;
``hard_resp2`` in ``bench/sparring_arena.py``).

The shipped response search (:mod:`game.games.nothanks.bots.response_search`) lets the
learned response model play the first card that goes round the table in each branch
(the card on offer after *pass*, the next card after *take*); once someone takes that
card, the imitation rule plays the round out. Here the model also plays the card the
taker flips next.

That card's offers still depend only on public facts: the position after the first
card is taken follows from *which offer* of it was taken (who took it and how many
chips were on it), so the offers of the next card are worked out once per search and
key: ``(offer, next card)`` after *pass*, ``(next card, offer, the card after)`` after
*take*. Each is worked out when a playout first needs it, for ``laps`` laps (then the
imitation rule), and at most ``budget`` of them per search (later keys fall back to the
imitation rule, so a long search stays within the decision-time limit).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from game.bots.search import SearchBot
from game.games.nothanks.bots.endgame import solved_values_with
from game.games.nothanks.bots.fast import imitation_playout
from game.games.nothanks.bots.hard import SEARCH_GAME, hard_bot
from game.games.nothanks.bots.position import Position
from game.games.nothanks.bots.response import Offer, card_offers
from game.games.nothanks.bots.response_search import ResponseConfig, ResponseRoot
from game.games.nothanks.bots.reward import rewards
from game.games.nothanks.bots.search import back_up, draw_stack, greedy_seats, ucb_take
from game.rng import Rng


@dataclass(frozen=True)
class DeepConfig:
    """The response search's settings, the laps of the next card's offers and how many
    next-card offer lists one search may work out."""

    response: ResponseConfig = field(default_factory=ResponseConfig)
    laps: int = 2
    budget: int = 1500


class DeepRoot(ResponseRoot):
    """The response root with the next card's offers by key (see the module docstring)."""

    __slots__ = ("me", "next_offers", "worked")

    def __init__(self) -> None:
        super().__init__()
        self.next_offers: dict[tuple[int, ...], list[Offer] | None] = {}
        self.worked = 0
        self.me = 0


def _taken_at(
    offers: Sequence[Offer], chips: list[int], pot: int, rng: Rng, greedy: Sequence[bool]
) -> tuple[int, int]:
    """Walk ``offers`` (chips paid in place): the index of the offer that takes the card
    and the pot then, or ``(-1, pot)`` when every offer passes."""
    for i, offer in enumerate(offers):
        p = offer.seat
        if greedy[p]:
            take = offer.greedy_take
        else:
            z = offer.logit
            take = z >= 30.0 or rng.next_u32() * (1.0 + math.exp(-z)) < 4294967296.0
        if take:
            return i, pot
        chips[p] -= 1
        pot += 1
    return -1, pot


def _play_card(
    root: DeepRoot,
    cfg: DeepConfig,
    key: tuple[int, ...],
    offers: Sequence[Offer],
    hands: list[int],
    chips: list[int],
    card: int,
    pot: int,
    deck: list[int],
    rng: Rng,
    greedy: Sequence[bool],
    deeper: bool,
) -> None:
    """Play ``card`` round the table by ``offers``; with ``deeper`` the card its taker
    flips next by its own offers (keyed by ``key`` + the offer taken + that card), then
    the rest of the round by the imitation playout."""
    i, pot = _taken_at(offers, chips, pot, rng, greedy)
    n = len(hands)
    if i < 0:
        last = offers[-1].seat
        nxt = last + 1 if last + 1 < n else 0
        imitation_playout(hands, chips, card, pot, nxt, deck, rng, greedy)
        return
    p = offers[i].seat
    hands[p] |= 1 << card
    chips[p] += pot
    if not deck:
        return
    following = deck.pop()
    if not deeper:
        imitation_playout(hands, chips, following, 0, p, deck, rng, greedy)
        return
    sub = (*key, i, following)
    found = root.next_offers.get(sub, ())
    if found == ():
        found = None
        if root.worked < cfg.budget:
            root.worked += 1
            found = card_offers(
                cfg.response.net, root.me, hands, chips, following, 0, p, len(deck), cfg.laps
            )
        root.next_offers[sub] = found
    if found is None:
        imitation_playout(hands, chips, following, 0, p, deck, rng, greedy)
        return
    _play_card(root, cfg, sub, found, hands, chips, following, 0, deck, rng, greedy, False)


def iterate(
    root: DeepRoot,
    pos: Position,
    rng: Rng,
    cfg: DeepConfig,
    deck: list[int] | None = None,
    forced: bool | None = None,
) -> None:
    """One iteration of the response search, the next card by the model as well."""
    root.me = pos.me
    search = cfg.response.search
    if deck is None:
        deck = draw_stack(pos, rng)
    hands, chips = list(pos.hands), list(pos.chips)
    p, me, n = pos.player, pos.me, len(pos.hands)
    take = forced if forced is not None else not chips[p] or ucb_take(root, search.exploration, rng)
    if take:
        hands[p] |= 1 << pos.card
        chips[p] += pos.pot
        if deck:
            card = deck.pop()
            offers = root.after_take.get(card)
            if offers is None:
                offers = root.after_take[card] = card_offers(
                    cfg.response.net, me, hands, chips, card, 0, p, len(deck)
                )
            greedy = greedy_seats(pos, search.mix, rng) or [False] * n
            _play_card(root, cfg, (1, card), offers, hands, chips, card, 0, deck, rng, greedy, True)
    else:
        chips[p] -= 1
        nxt = p + 1 if p + 1 < n else 0
        if root.after_pass is None:
            root.after_pass = card_offers(
                cfg.response.net, me, hands, chips, pos.card, pos.pot + 1, nxt, len(deck)
            )
        greedy = greedy_seats(pos, search.mix, rng) or [False] * n
        _play_card(
            root, cfg, (0,), root.after_pass, hands, chips, pos.card, pos.pot + 1, deck, rng,
            greedy, True,
        )  # fmt: skip
    back_up(((root, take, me),), *rewards(pos, hands, chips, search))


def deep_bot(cfg: DeepConfig, iterations: int) -> SearchBot:
    """The hard bot with the deeper response search at every table size."""
    custom = solved_values_with(cfg.response.search, DeepRoot, iterate, cfg)
    return hard_bot(iterations, replace(SEARCH_GAME, custom=custom))
