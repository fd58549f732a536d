"""Names of the options in a coach hint that have no button of their own (cards played
from the hand, Nyet! boxes), in the words the game's table uses (its plugin record's
``option_words``; no rule decided here)."""

from __future__ import annotations

from collections.abc import Callable

from game.contract import Action
from scenes.plugins import ui_for


def option_words(game: str, action: Action, text: str, name: Callable[[int | None], str]) -> str:
    """How the hint panel names ``action`` (notation ``text``); ``name(seat)`` a seat."""
    return ui_for(game).option_words(action, text, name)
