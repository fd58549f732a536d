"""The replay viewer's "every hand open" panel: the hidden part of each other seat's view
(the game's plugin record reads it from the views' data; no rule is computed), shown with
the table's card art, the game's, or in words."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

import pygame

from game.contract import State, view_data
from scenes.plugin import hand_in_view
from scenes.plugins import ui_for
from scenes.replay.panels import draw_open_hands

#: A card face painter of any game (``face(card, width)``; its cards are the game's).
CardFace = Callable[[Hashable, int], pygame.Surface]


def hidden_of(game_id: str, data: Mapping[str, object], seat: int) -> tuple[list[Hashable], str]:
    """What only ``seat`` sees in its own view's data: the cards in its hand (or its
    secret card) and a note for a hidden count (chips kept face down)."""
    open_hand = ui_for(game_id).open_hand
    return (open_hand or hand_in_view)(data, seat)


def card_faces(table_face: CardFace | None, game_id: str) -> CardFace | None:
    """The table's card art (``table_face``), if it has one, else the game's."""
    return table_face if table_face is not None else ui_for(game_id).card_faces()


def card_words(game_id: str) -> Callable[[Hashable], str]:
    """The game's own card notation (plain ``str`` for a game without one)."""
    return ui_for(game_id).card_text


def draw_every_hand(
    surface: pygame.Surface,
    state: State,
    game_id: str,
    names: list[str],
    seat: int,
    face: CardFace | None,
    s: float,
) -> None:
    """Every seat's hidden cards but ``seat``'s, each from its own view of ``state``
    (seats named ``names``), at the top left under the title bar."""
    hands = []
    for other, name in enumerate(names):
        if other != seat:
            cards, note = hidden_of(game_id, view_data(state.view(other)), other)
            hands.append((name, cards, note))
    most = max([len(cards) for _, cards, _ in hands] + [0])
    width = int(min(500, max(300, 150 + 29 * most + (90 if face is None else 0))) * s)
    rect = pygame.Rect(int(12 * s), int(56 * s), width, int(38 * s) + len(hands) * int(44 * s))
    draw_open_hands(surface, rect, hands, face, card_words(game_id), s)
