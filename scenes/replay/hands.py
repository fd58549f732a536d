"""The hidden part of each seat's view, for the replay viewer's "every hand open" panel
(read from the views' data; no rule is computed), and the card art or words to show it."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any

import pygame

from scenes.table.scene import TableScene


def hidden_of(data: dict[str, Any], seat: int) -> tuple[list[Any], str]:
    """What only ``seat`` sees in its own view's data: the cards in its hand (or its
    secret card) and a note for a hidden count (chips kept face down)."""
    cards = list(data.get("hand") or ())
    tiger = data.get("my_tiger")
    if tiger is not None:
        cards.append(tiger)
    note = ""
    chips = data.get("chips")
    if isinstance(chips, (list, tuple)) and not data.get("chips_open", True):
        mine = chips[seat] if 0 <= seat < len(chips) else None
        note = "" if mine is None else f"{mine} chips"
    return cards, note


def card_faces(table: TableScene) -> Callable[[Any, int], pygame.Surface] | None:
    """The table's card art (``face(card, width)``), if it has one."""
    face = getattr(table.picture.art, "face", None)
    return face if callable(face) else None


def card_words(game_id: str) -> Callable[[Any], str]:
    """The game's own card notation (plain ``str`` for a game without one)."""
    try:
        module = import_module(f"game.{game_id}.cards")
    except ModuleNotFoundError:
        return str
    text = getattr(module, "card_text", None)
    return text if callable(text) else str
