"""Helpers to build set positions (tests, tutorials, puzzles) from explicit deals.

:func:`fill_deal` completes partly given hands with the remaining cards, and
:func:`covers_for_terms` lists the Nyet! tokens that leave the wanted terms open.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

from game.games.nyet.actions import COVERS, Cover
from game.games.nyet.board import BOX_NAMES, DISCARD, FIRST, LINES, POINTS, SUPER, TRUMP, new_board
from game.games.nyet.cards import card_text, colour_of, hand_size, parse_card, round_deck


def fill_deal(
    num_players: int,
    given: Sequence[Sequence[str]],
    avoid: Mapping[int, str] | None = None,
) -> dict[str, list[dict[str, list[list[str]]]]]:
    """An explicit one-round deal (``{"rounds": [{"hands": ...}]}``) in which seat ``i``
    holds ``given[i]`` plus cards filled in from the rest of the deck, in deck order.

    ``avoid[seat]`` is a string of colour letters (``"gy"``) the fill must not give that
    seat. ValueError if the given cards or the constraints cannot be met.
    """
    avoid = avoid or {}
    size = hand_size(num_players)
    rest = Counter(round_deck(num_players))
    hands = [[parse_card(text) for text in cards] for cards in given]
    hands += [[] for _ in range(num_players - len(hands))]
    for hand in hands:
        rest.subtract(hand)
    if any(count < 0 for count in rest.values()):
        raise ValueError("the given hands use a card more often than the deck has it")
    stock = sorted(rest.elements())
    # Most constrained seats first.
    order = sorted(range(num_players), key=lambda seat: -len(avoid.get(seat, "")))
    for seat in order:
        banned = {"rbyg".index(letter) for letter in avoid.get(seat, "")}
        need = size - len(hands[seat])
        if need < 0:
            raise ValueError(f"seat {seat + 1} is given more than {size} cards")
        take = [card for card in stock if colour_of(card) not in banned][:need]
        if len(take) < need:
            raise ValueError(f"not enough cards to fill seat {seat + 1}'s hand")
        for card in take:
            stock.remove(card)
        hands[seat] += take
    return {"rounds": [{"hands": [[card_text(card) for card in sorted(hand)] for hand in hands]}]}


def covers_for_terms(
    num_players: int,
    first: int,
    discard: str,
    trump: str,
    supertrump: str,
    points: int,
) -> list[Cover]:
    """The covers (in any order of players) that leave exactly these terms open:
    ``first`` a seat, ``discard`` one of none/1/2/x1/pass, ``trump`` a colour name,
    ``supertrump`` a colour name or ``none``, ``points`` one of 1, 2, 3, 4, -2."""
    if not 0 <= first < num_players:
        raise ValueError(f"seat {first + 1} does not play in a {num_players}-player game")
    keep = {
        FIRST: str(first + 1),
        DISCARD: discard,
        TRUMP: trump,
        SUPER: supertrump,
        POINTS: str(points),
    }
    board = new_board(num_players)
    covers = []
    for line in LINES:
        names = BOX_NAMES[line]
        if keep[line] not in names:
            raise ValueError(f"'{keep[line]}' is not a box of that line")
        for box, name in enumerate(names):
            if name != keep[line] and board[line][box] == -1:
                covers.append(COVERS[line][box])
    return covers
