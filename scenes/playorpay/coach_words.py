"""How a coach hint or the review names a Play or Pay option: a card by its label."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.playorpay.actions import Play
from scenes.playorpay.art import card_label


def option_words(action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """``Play 7♦`` for a card; the notation for Pay and Pass (they have buttons)."""
    if isinstance(action, Play):
        return f"Play {card_label(action.card)}"
    return text
