"""No Thanks! scoring: runs of consecutive numbers score only their lowest card.

Score = card points − chips; lower is better.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypedDict


class NoThanksBreakdown(TypedDict):
    """One seat's round breakdown in the base game (``RoundResult.breakdown[seat]``): its
    cards in ``runs``, their ``card_points``, its ``chips`` (``chip_value``: what they
    subtract, the same) and its ``score``."""

    runs: list[list[int]]
    card_points: int
    chips: int
    chip_value: int
    score: int


def runs(cards: Iterable[int]) -> list[list[int]]:
    """Group number cards into runs of consecutive numbers, each sorted ascending."""
    groups: list[list[int]] = []
    for card in sorted(cards):
        if groups and card == groups[-1][-1] + 1:
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


def card_points(cards: Iterable[int]) -> int:
    """Sum of the lowest card of each run."""
    total = 0
    previous = -2
    for card in sorted(cards):
        if card != previous + 1:
            total += card
        previous = card
    return total


def card_points_sorted(cards: list[int]) -> int:
    """:func:`card_points` for a list already sorted ascending (the engine keeps hands
    sorted)."""
    total = 0
    previous = -2
    for card in cards:
        if card != previous + 1:
            total += card
        previous = card
    return total


def round_score(cards: Iterable[int], chips: int) -> int:
    """Card points minus chips."""
    return card_points(cards) - chips


def breakdown(cards: Iterable[int], chips: int) -> NoThanksBreakdown:
    """A plain-data explanation of one player's round score."""
    groups = runs(cards)
    points = sum(group[0] for group in groups)
    return {
        "runs": groups,
        "card_points": points,
        "chips": chips,
        "chip_value": chips,
        "score": points - chips,
    }


def added_points(cards: Iterable[int], card: int) -> int:
    """How many card points taking ``card`` adds (negative if it joins two runs' ends)."""
    held = list(cards)
    return card_points([*held, card]) - card_points(held)
