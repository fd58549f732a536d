"""Final scoring with special cards (docs/rulings.md §2), and its explanation.

A display is a sorted list of ints: number cards 3–35 and special card ids. Score =
card points (runs count their lowest card; Forty is the number 40; Jokers placed at their
best values; Highest doubles applied) − chip value − bonuses − Plus per card + Minus per
card. Lower is better.

Joker placement: a Joker is worth trying only next to a card it would join (one below or
above a held number), since a Joker on its own adds its own value, which is never better
than extending a run (which adds nothing). So the search tries each such value (and for
two Jokers each pair, the second next to the numbers or the first) and keeps the lowest
card points; with no number cards Jokers score 0.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from typing_extensions import NotRequired

from game.games.nothanks.specials import (
    AGAINST,
    BONUS,
    BY_ID,
    DOUBLE,
    FORTY,
    HALVE,
    HIGHEST,
    JOKER,
    MINUS,
    PLUS,
    SPECIAL_BASE,
    SpecialCard,
)


class Doubled(TypedDict):
    """What the Highest card doubled: the ``highest`` card, the ``card`` scored double
    (its run's lowest) and the ``extra`` points."""

    highest: int
    card: int
    extra: int


class BonusLine(TypedDict):
    """A Bonus card and the points it subtracts."""

    card: str
    points: int


class Effect(TypedDict):
    """One special card's line of a breakdown: its ``card`` name and ``title``, and the
    ``points`` it changes, a Joker's or Forty's ``value`` (None: a Joker with no number
    to join) or the chip rule it sets (``chips``), as the card has them."""

    card: str
    title: str
    points: NotRequired[int]
    value: NotRequired[int | None]
    chips: NotRequired[str]


class SpecialBreakdown(TypedDict):
    """One seat's round breakdown with special cards (see :func:`breakdown`)."""

    runs: list[list[int]]
    numbers: list[int]
    jokers: list[int]
    card_points: int
    plain_card_points: int
    doubled: Doubled | None
    chips: int
    chip_value: int
    chip_effects: list[str]
    bonus: int
    bonuses: list[BonusLine]
    cards_in_display: int
    plus_per_card: int
    minus_per_card: int
    effects: list[Effect]
    score: int


JOKER_MIN = 3
JOKER_MAX = 40


def chip_value(chips: int, halve: bool, double: bool, against: bool) -> int:
    """Chips, halved (down) with Halve, doubled with Double, negative with Against."""
    value = chips // 2 if halve else chips
    if double:
        value *= 2
    return -value if against else value


def number_points(numbers: Sequence[int], highest_doubles: bool) -> tuple[int, int]:
    """(card points, extra points from Highest doubles) of sorted numbers. The extra is
    the lowest card of the run that holds the highest card (already in the total)."""
    total = 0
    previous = -2
    lowest = 0
    for card in numbers:
        if card != previous + 1:
            total += card
            lowest = card
        previous = card
    if highest_doubles and numbers:
        return total + lowest, lowest
    return total, 0


def _candidates(held: Sequence[int]) -> list[int]:
    """Joker values next to a held number (one below or above), not held, in 3–40."""
    have = set(held)
    values = set()
    for card in held:
        for value in (card - 1, card + 1):
            if JOKER_MIN <= value <= JOKER_MAX and value not in have:
                values.add(value)
    return sorted(values)


def place_jokers(
    numbers: Sequence[int], jokers: int, highest_doubles: bool
) -> tuple[tuple[int, ...], int]:
    """The Joker values (ascending) giving the lowest card points, and those points.

    ``numbers`` are the held number cards (sorted). With no numbers Jokers score 0 and get
    no value. Ties go to the lowest values, so the result is deterministic.
    """
    base = sorted(numbers)
    if jokers <= 0 or not base:
        return (), number_points(base, highest_doubles)[0]
    best: tuple[int, tuple[int, ...]] | None = None
    frontier: list[tuple[int, ...]] = [()]
    for _ in range(jokers):
        grown: set[tuple[int, ...]] = set()
        for placed in frontier:
            held = sorted([*base, *placed])
            for value in _candidates(held):
                grown.add(tuple(sorted((*placed, value))))
        frontier = sorted(grown)
    for placed in frontier:
        points = number_points(sorted([*base, *placed]), highest_doubles)[0]
        if best is None or (points, placed) < best:
            best = (points, placed)
    assert best is not None
    return best[1], best[0]


def _one_joker_points(numbers: list[int]) -> int:
    """Card points of sorted ``numbers`` (not empty) with one Joker, no Highest doubles:
    the Joker right below a held card x saves x if it also joins the run below (a
    bridge), else 1; right above a run it saves nothing (so never more than 0 added)."""
    have = set(numbers)
    saving = 0
    for card in numbers:
        value = card - 1
        if value >= JOKER_MIN and value not in have:
            gain = card if value - 1 in have else 1
            if gain > saving:
                saving = gain
    return number_points(numbers, False)[0] - saving


def score(hand: Sequence[int], chips: int) -> int:
    """A display's round score (fast path of :func:`breakdown`). ``hand`` is sorted."""
    if not hand or hand[-1] < SPECIAL_BASE:
        return number_points(hand, False)[0] - chips
    numbers: list[int] = []
    jokers = 0
    halve = double = against = highest = False
    bonus = plus = minus = 0
    for card in hand:
        if card < SPECIAL_BASE:
            numbers.append(card)
            continue
        special = BY_ID[card]
        kind = special.kind
        if kind == BONUS:
            bonus += special.value
        elif kind == FORTY:
            numbers.append(40)
        elif kind == JOKER:
            jokers += 1
        elif kind == HALVE:
            halve = True
        elif kind == DOUBLE:
            double = True
        elif kind == AGAINST:
            against = True
        elif kind == HIGHEST:
            highest = True
        elif kind == PLUS:
            plus += 1
        elif kind == MINUS:
            minus += 1
    numbers.sort()
    if jokers == 1 and not highest and numbers:
        points = _one_joker_points(numbers)
    elif jokers:
        points = place_jokers(numbers, jokers, highest)[1]
    else:
        points = number_points(numbers, highest)[0]
    size = len(hand)
    return points - chip_value(chips, halve, double, against) - bonus - plus * size + minus * size


def _runs(placed: Sequence[int]) -> list[list[int]]:
    """The sorted numbers ``placed`` cut into runs of consecutive numbers."""
    runs: list[list[int]] = []
    for number in placed:
        if runs and number == runs[-1][-1] + 1:
            runs[-1].append(number)
        else:
            runs.append([number])
    return runs


def _effect(
    card: SpecialCard, jokers: list[SpecialCard], values: Sequence[int], size: int, extra: int
) -> Effect:
    """One special card's line of :func:`breakdown`: the points it changes, a Joker's or
    Forty's value, or the chip rule it sets (``size`` cards in the display, ``extra`` the
    Highest card's extra points)."""
    line: Effect = {"card": card.name, "title": card.title}
    if card.kind == BONUS:
        line["points"] = -card.value
    elif card.kind == JOKER:
        index = jokers.index(card)
        line["value"] = values[index] if index < len(values) else None
    elif card.kind == FORTY:
        line["value"] = 40
    elif card.kind == PLUS:
        line["points"] = -size
    elif card.kind == MINUS:
        line["points"] = size
    elif card.kind == HIGHEST:
        line["points"] = extra
    elif card.kind in (HALVE, DOUBLE, AGAINST):
        line["chips"] = card.kind
    return line


def breakdown(hand: Sequence[int], chips: int) -> SpecialBreakdown:
    """A plain-data explanation of one display's round score.

    Keys: ``runs`` (number cards with Jokers placed; Forty as 40), ``jokers`` (each
    Joker's value), ``card_points`` (after doubling), ``doubled`` (the highest card, the
    card scored double and the extra points, or None), ``chips``, ``chip_value`` (what
    the chips subtract; negative when they count against you), ``chip_effects``,
    ``bonus`` and ``bonuses``, ``cards_in_display``, ``plus_per_card`` (points
    subtracted), ``minus_per_card`` (points added), ``effects`` (one line per special card
    with the points it changes) and ``score``.
    """
    specials = [BY_ID[card] for card in hand if card >= SPECIAL_BASE]
    numbers = [card for card in hand if card < SPECIAL_BASE]
    kinds = [card.kind for card in specials]
    numbers += [40] * kinds.count(FORTY)
    numbers.sort()
    highest = HIGHEST in kinds
    halve, double, against = HALVE in kinds, DOUBLE in kinds, AGAINST in kinds
    joker_cards = [card for card in specials if card.kind == JOKER]
    values, _ = place_jokers(numbers, len(joker_cards), highest)
    placed = sorted([*numbers, *values])
    points, extra = number_points(placed, highest)
    plain_points = number_points(numbers, False)[0]
    runs = _runs(placed)
    size = len(hand)
    value = chip_value(chips, halve, double, against)
    bonus_cards = [card for card in specials if card.kind == BONUS]
    bonus = sum(card.value for card in bonus_cards)
    plus = kinds.count(PLUS) * size
    minus = kinds.count(MINUS) * size
    doubled: Doubled | None = None
    if highest and placed:
        doubled = {"highest": placed[-1], "card": runs[-1][0], "extra": extra}
    effects = [_effect(card, joker_cards, values, size, extra) for card in specials]
    if joker_cards:
        # What the Jokers saved against the same numbers without them (0 or less).
        without = number_points(numbers, highest)[0]
        first = next(line for line in effects if line["title"] == joker_cards[0].title)
        first["points"] = points - without
    total = points - value - bonus - plus + minus
    return {
        "runs": runs,
        "numbers": numbers,
        "jokers": list(values),
        "card_points": points,
        "plain_card_points": plain_points,
        "doubled": doubled,
        "chips": chips,
        "chip_value": value,
        "chip_effects": [k for k in (HALVE, DOUBLE, AGAINST) if k in kinds],
        "bonus": bonus,
        "bonuses": [{"card": card.name, "points": card.value} for card in bonus_cards],
        "cards_in_display": size,
        "plus_per_card": plus,
        "minus_per_card": minus,
        "effects": effects,
        "score": total,
    }
