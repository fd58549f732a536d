"""Where a Nyet! move is made on the table and the keyboard cursor put on it (the
pointing parts of the kit, :mod:`scenes.table.kit`: the guided game points there)."""

from __future__ import annotations

import pygame

from game.contract import Action
from game.games.nyet.actions import Cover, Discard, PassLeft, Play
from scenes.games.nyet.hand_view import hand_cards
from scenes.games.nyet.layout import NyetPlaces
from scenes.games.nyet.model import NyetModel
from scenes.games.nyet.ui import NyetUi
from scenes.table.components.callout import visible_part


def _card(action: Action) -> int | None:
    return action.card if isinstance(action, (Discard, PassLeft, Play)) else None


def _index(model: NyetModel, ui: NyetUi, card: int) -> int | None:
    """The hand index that plays ``card``: the selected one if it holds that card (a
    hand may hold two alike), else the first."""
    hand = model.hand
    if ui.sel_card is not None and ui.sel_card < len(hand) and hand[ui.sel_card] == card:
        return ui.sel_card
    return next((i for i, c in enumerate(hand) if c == card), None)


def locate(model: NyetModel, places: NyetPlaces, ui: NyetUi, action: Action) -> pygame.Rect | None:
    """A cover's box, or the uncovered part of the hand card a discard, pass or play
    is made with (None for the dialog's buttons)."""
    if isinstance(action, Cover):
        return places.boxes.get((action.line, action.box))
    card = _card(action)
    index = None if card is None else _index(model, ui, card)
    drawn = hand_cards(model, places, ui)
    for k, (at, rect, _) in enumerate(drawn):
        if at == index:
            return visible_part(rect, [r for _, r, _ in drawn[k + 1 :]])
    return None


def select(model: NyetModel, places: NyetPlaces, ui: NyetUi, action: Action) -> None:
    """The keyboard selection on ``action``'s box or card (Enter then plays it)."""
    if isinstance(action, Cover):
        ui.sel_box = (action.line, action.box)
        return
    card = _card(action)
    index = None if card is None else _index(model, ui, card)
    if index is not None:
        ui.sel_card = index


def keep_clear(model: NyetModel, places: NyetPlaces, ui: NyetUi) -> list[pygame.Rect]:
    """The prompt under the trick, the seats' panels, the hand's cards, and the board's
    boxes and line titles."""
    s, board = places.s, places.board
    others = [rect for seat, rect in places.seats.items() if seat != places.bottom]
    titles = [
        pygame.Rect(board.x + int(14 * s), y + int(3 * s), board.width - int(28 * s), int(15 * s))
        for y in places.row_label_y
    ]
    cards = [rect for _, rect, _ in hand_cards(model, places, ui)]
    return [places.prompt, places.me, *others, *cards, *places.boxes.values(), *titles]
