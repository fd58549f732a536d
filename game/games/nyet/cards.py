"""Nyet! cards: 4 colours × (1, 1, 1, 2..13) = 60 cards, encoded as small ints.

A card is ``colour * 16 + value`` with colour 0 red, 1 blue, 2 yellow, 3 green and value
1..13, so ``card >> 4`` is its colour and ``card & 15`` its value. The three 1s of a colour
are identical cards and share one code (hands are sorted lists that may repeat a code).
The text form is the colour's letter and the value: ``r1``, ``g13``.
"""

from __future__ import annotations

COLOURS = ("red", "blue", "yellow", "green")
LETTERS = ("r", "b", "y", "g")
VALUES = (1, 1, 1, *range(2, 14))
CARD_CODES = 64  # size of tables indexed by card code

RED, BLUE, YELLOW, GREEN = range(4)


def make_card(colour: int, value: int) -> int:
    """The code of the card of ``colour`` (0..3) and ``value`` (1..13)."""
    return colour * 16 + value


def colour_of(card: int) -> int:
    """The printed colour of a card (0..3)."""
    return card >> 4


def value_of(card: int) -> int:
    """The printed value of a card (1..13)."""
    return card & 15


def card_text(card: int) -> str:
    """Notation of a card, e.g. ``g9``."""
    return f"{LETTERS[card >> 4]}{card & 15}"


def parse_card(text: str) -> int:
    """The card whose notation is ``text``; ValueError if it is not a card."""
    if len(text) >= 2 and text[0] in LETTERS and text[1:].isdigit():
        value = int(text[1:])
        if 1 <= value <= 13 and str(value) == text[1:]:
            return make_card(LETTERS.index(text[0]), value)
    raise ValueError(f"'{text}' is not a Nyet! card (colour r, b, y or g and a value 1-13)")


def full_deck() -> list[int]:
    """All 60 cards in a fixed order (colour by colour, three 1s each)."""
    return [make_card(colour, value) for colour in range(4) for value in VALUES]


def removed_for(num_players: int) -> list[int]:
    """Cards taken out of the game for this player count (3 players: every 11, 12, 13)."""
    if num_players != 3:
        return []
    return [make_card(colour, value) for colour in range(4) for value in (11, 12, 13)]


def round_deck(num_players: int) -> list[int]:
    """The cards used for dealing at this player count (removed ones left out)."""
    removed = set(removed_for(num_players))
    return [card for card in full_deck() if card not in removed]


def hand_size(num_players: int) -> int:
    """Cards dealt to each player: 15 with 2 or 4 players, 16 with 3, 12 with 5."""
    return {2: 15, 3: 16, 4: 15, 5: 12}[num_players]


def unseen_count(num_players: int) -> int:
    """Cards set aside face down each round (2 players: 30; otherwise none)."""
    return 30 if num_players == 2 else 0
