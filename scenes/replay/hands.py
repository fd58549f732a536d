"""The hidden part of each seat's view, for the replay viewer's "every hand open" panel
(the game's plugin record reads it from the views' data; no rule is computed), and the
card art or words to show it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from scenes.plugins import ui_for
from scenes.table.scene import TableScene


def hidden_of(game_id: str, data: Mapping[str, Any], seat: int) -> tuple[list[Any], str]:
    """What only ``seat`` sees in its own view's data: the cards in its hand (or its
    secret card) and a note for a hidden count (chips kept face down)."""
    return ui_for(game_id).open_hand(data, seat)


def card_faces(table: TableScene) -> Callable[[Any, int], pygame.Surface] | None:
    """The table's card art (``face(card, width)``), if it has one, else the game's."""
    face = getattr(table.picture.art, "face", None)
    return face if callable(face) else ui_for(table.session.spec.id).card_faces()


def card_words(game_id: str) -> Callable[[Any], str]:
    """The game's own card notation (plain ``str`` for a game without one)."""
    return ui_for(game_id).card_text
