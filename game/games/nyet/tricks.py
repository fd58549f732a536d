"""Trick rules: effective colours (supertrumps count as trump), following, the winner, loot.

Tables are indexed by card code and built once per (trump, supertrump) pair:

* ``suit[card]`` is the card's colour for following: the trump colour for a supertrump
  (a 1 of the supertrump colour), else its printed colour;
* ``power[card]`` ranks cards in a trick: 300 for a supertrump, 200 + value for a trump,
  the plain value otherwise (a plain card off the colour led never wins).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from game.games.nyet.board import NO_SUPERTRUMP
from game.games.nyet.cards import CARD_CODES, colour_of, value_of

SUPER_POWER = 300
TRUMP_POWER = 200


@dataclass(frozen=True)
class TrickTables:
    """Per-round lookup tables for one trump colour and supertrump colour (or none)."""

    trump: int
    supertrump: int
    suit: tuple[int, ...]
    power: tuple[int, ...]


@cache
def tables(trump: int, supertrump: int) -> TrickTables:
    """The tables for ``trump`` (0..3) and ``supertrump`` (0..3, or NO_SUPERTRUMP)."""
    suit = [0] * CARD_CODES
    power = [0] * CARD_CODES
    for card in range(CARD_CODES):
        colour, value = colour_of(card), value_of(card)
        if supertrump != NO_SUPERTRUMP and colour == supertrump and value == 1:
            suit[card], power[card] = trump, SUPER_POWER
        elif colour == trump:
            suit[card], power[card] = trump, TRUMP_POWER + value
        else:
            suit[card], power[card] = colour, value
    return TrickTables(trump, supertrump, tuple(suit), tuple(power))


def playable(hand: Sequence[int], trick: Sequence[int], t: TrickTables) -> list[int]:
    """The distinct cards of ``hand`` that may be played to ``trick`` (cards so far).

    Leading: any card. Following: a card of the led colour (a trump or supertrump when
    either was led) if the hand has one, else any card.
    """
    cards = list(dict.fromkeys(hand))
    if not trick:
        return cards
    suit = t.suit
    led = suit[trick[0]]
    follow = [card for card in cards if suit[card] == led]
    return follow or cards


def winning_index(trick: Sequence[int], t: TrickTables) -> int:
    """Index in ``trick`` of the card that takes it.

    The last supertrump played if any; else the highest trump; else the highest card of
    the colour led. Among equal cards the last played wins.
    """
    suit, power = t.suit, t.power
    led = suit[trick[0]]
    best = -1
    winner = 0
    for index, card in enumerate(trick):
        strength = power[card]
        if strength < TRUMP_POWER and suit[card] != led:
            continue
        if strength >= best:
            best = strength
            winner = index
    return winner


def loot_cards(
    trick: Sequence[int], seats: Sequence[int], winner: int, team: Sequence[int]
) -> list[int]:
    """The 1s in ``trick`` played by opponents of ``winner``'s team (``seats[i]`` played
    ``trick[i]``; ``team[seat]`` is a seat's team)."""
    side = team[winner]
    return [
        card
        for card, seat in zip(trick, seats, strict=True)
        if card & 15 == 1 and team[seat] != side
    ]
