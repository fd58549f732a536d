"""Play or Pay cards: encoding, text notation and decks.

A card is an int ``suit * 13 + rank`` with suits in the order clubs, diamonds, hearts,
spades (``C D H S``) and ranks 0 (ace, low) to 12 (king, high). With two decks the two
copies of a card are the same int: they are interchangeable everywhere (hands are
multisets). In text a card is rank then suit: ``AH``, ``7D``, ``TS`` (ten), ``KC``.
"""

from __future__ import annotations

from collections.abc import Iterable

SUITS = "CDHS"
RANKS = "A23456789TJQK"
SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")
NUM_SUITS = 4
NUM_RANKS = 13
DECK_SIZE = NUM_SUITS * NUM_RANKS
SEVEN = 6  # rank index of the 7

CARD_TEXT: tuple[str, ...] = tuple(RANKS[c % NUM_RANKS] + SUITS[c // NUM_RANKS] for c in range(52))
_BY_TEXT = {text: card for card, text in enumerate(CARD_TEXT)}


def card_of(suit: int, rank: int) -> int:
    """The card of ``suit`` (0-3) and ``rank`` (0 = ace ... 12 = king)."""
    return suit * NUM_RANKS + rank


def suit_of(card: int) -> int:
    """Suit index 0-3 (C, D, H, S)."""
    return card // NUM_RANKS


def rank_of(card: int) -> int:
    """Rank index 0 (ace) to 12 (king)."""
    return card % NUM_RANKS


SEVEN_OF_DIAMONDS = card_of(1, SEVEN)
#: Each card's suit and rank, looked up (hot paths).
SUIT_OF = tuple(c // NUM_RANKS for c in range(DECK_SIZE))
RANK_OF = tuple(c % NUM_RANKS for c in range(DECK_SIZE))


def card_text(card: int) -> str:
    """Notation of a card, e.g. ``7D``."""
    return CARD_TEXT[card]


def parse_card(text: str) -> int:
    """The card written ``text`` (case-insensitive; ``10`` is accepted for ``T``).

    Raises ValueError if ``text`` is not a card."""
    key = text.strip().upper()
    if key.startswith("10"):
        key = "T" + key[2:]
    card = _BY_TEXT.get(key)
    if card is None:
        raise ValueError(f"'{text}' is not a card (write rank then suit, e.g. 7D, TS, AH)")
    return card


def decks_for(num_players: int) -> int:
    """Decks in play: one for 3-4 players, two for 5-8."""
    return 1 if num_players <= 4 else 2


def full_deck(decks: int) -> list[int]:
    """Every card of ``decks`` decks, sorted (each card ``decks`` times)."""
    return [card for card in range(DECK_SIZE) for _ in range(decks)]


def texts(cards: Iterable[int]) -> list[str]:
    """Notation of several cards, in the given order."""
    return [CARD_TEXT[c] for c in cards]
