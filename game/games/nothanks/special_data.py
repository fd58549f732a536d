"""The data of No Thanks! with special cards: the fields the special-cards edition adds to
every No Thanks! state's (:class:`~game.games.nothanks.core.NoThanksCore`).

The deal (:mod:`game.games.nothanks.special_deal`), the offers
(:mod:`game.games.nothanks.special_offers`) and the view
(:mod:`game.games.nothanks.special_view`) take a :class:`SpecialData`, so none of them
imports the rules module; :class:`game.games.nothanks.special_rules.SpecialState` brings
the edition's legal actions, apply, scores and view on top.
"""

from __future__ import annotations

from game.fields import StateFields
from game.games.nothanks.core import NoThanksCore
from game.games.nothanks.data import NoThanksData
from game.games.nothanks.fields import special_fields


class SpecialData(NoThanksCore):
    """The special-cards edition's fields (all reset each round): ``bidder`` last bidder
    on the green card on offer; ``sitting`` seats sitting out on the current card and
    ``active`` how many are not; ``limbo`` Sit out cards played on the current card;
    ``sits`` Sit out cards held per seat; ``pending`` "give"/"remove" while the current
    player must choose a card; ``peekers`` seats that have seen the set-aside pile;
    ``known`` how many top stack cards have publicly known backs (the top card's is always
    known); ``out`` cards that left the game; ``unused`` pool cards not dealt (random
    draws; hidden); ``picks`` the pick list (empty: draw ``green``/``red`` at random)."""

    FIELDS = StateFields("nothanks", *special_fields())
    __slots__ = tuple(name for name in FIELDS.names if name not in NoThanksData.__slots__)
    active: int
    bidder: int | None
    green_count: int
    known: int
    limbo: list[tuple[int, int]]
    out: list[int]
    peekers: list[bool]
    pending: str | None
    picks: tuple[int, ...]
    red_count: int
    round_specials: list[int]
    sits: list[int]
    sitting: list[bool]
    unused: list[int]
