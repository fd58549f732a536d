"""Names of the options in a coach hint that have no button of their own (cards played
from the hand, Nyet! boxes), in the words the tables use (no rule decided here)."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from game.nyet import actions as nyet
from game.playorpay.actions import Play as PopPlay
from scenes.nyet.art import card_name
from scenes.nyet.words import box_words
from scenes.playorpay.art import card_label


def option_words(game: str, action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """How the hint panel names ``action`` (notation ``text``); ``name(seat)`` a seat."""
    if game == "playorpay" and isinstance(action, PopPlay):
        return f"Play {card_label(action.card)}"
    if game == "nyet":
        if isinstance(action, nyet.Cover):
            return "Nyet! to " + box_words(action.line, action.box, name)
        if isinstance(action, nyet.Discard):
            return f"Discard {card_name(action.card)}"
        if isinstance(action, nyet.PassLeft):
            return f"Pass {card_name(action.card)} left"
        if isinstance(action, nyet.Play):
            return f"Play {card_name(action.card)}"
    return text
