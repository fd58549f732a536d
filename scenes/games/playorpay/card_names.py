"""Play or Pay's cards in the current language: the rank letters of the corner index
("J", German "B", French "V"), the suits' names and a card in short text ("7♦", "D♠").

Looked up when drawn (the card art keeps its faces per language). No pygame."""

from __future__ import annotations

from game.games.playorpay.cards import rank_of, suit_of
from scenes.core.i18n import PSEUDO, current, pgettext

SUIT_SYMBOLS = "♣♦♥♠"
#: The corner index of each rank in English (the source language).
RANK_LABELS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def rank_label(rank: int) -> str:
    """The corner index of ``rank`` (0 is the ace, 12 the king) in the current language:
    the ace and the court cards have a letter of their own in each language."""
    if rank == 0:
        return pgettext("card rank letter: ace", "A")
    if rank == 10:
        return pgettext("card rank letter: jack", "J")
    if rank == 11:
        return pgettext("card rank letter: queen", "Q")
    if rank == 12:
        return pgettext("card rank letter: king", "K")
    return RANK_LABELS[rank]


def face_label(rank: int) -> str:
    """The letter drawn on a card's face: :func:`rank_label`, except in the
    pseudo-language (its marks would not fit a card's corner)."""
    return RANK_LABELS[rank] if current() == PSEUDO else rank_label(rank)


def card_label(card: int) -> str:
    """Short label with the suit symbol, e.g. ``7♦``, ``10♠``, ``K♥`` (``R♥`` in French)."""
    return rank_label(rank_of(card)) + SUIT_SYMBOLS[suit_of(card)]


def suit_name(suit: int) -> str:
    """The suit's name (0 clubs, 1 diamonds, 2 hearts, 3 spades) as used after "of"
    ("the 7 of clubs", "Kreuz", "trèfle")."""
    names = (
        pgettext("suit", "clubs"),
        pgettext("suit", "diamonds"),
        pgettext("suit", "hearts"),
        pgettext("suit", "spades"),
    )
    return names[suit]
