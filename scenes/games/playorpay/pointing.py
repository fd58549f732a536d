"""Where a Play or Pay move is made on the table and the keyboard cursor put on it (the
pointing parts of the kit, :mod:`scenes.table.kit`: the guided game points there)."""

from __future__ import annotations

import pygame

from game.contract import Action
from game.games.playorpay.actions import Play
from scenes.core import theme
from scenes.games.playorpay.choices import hand_cards, plays_by_card
from scenes.games.playorpay.model import PlayOrPayModel
from scenes.games.playorpay.places import SPEC, Places
from scenes.games.playorpay.seats import seat_look
from scenes.games.playorpay.ui import PlayOrPayUi
from scenes.table.components.callout import visible_part
from scenes.table.components.seat_panel import panel_pills, seat_rows


def locate(
    model: PlayOrPayModel, places: Places, ui: PlayOrPayUi, action: Action
) -> pygame.Rect | None:
    """The uncovered part of the hand card a play is made with (None for Pay and Pass,
    which are buttons)."""
    if not isinstance(action, Play):
        return None
    drawn = hand_cards(model, places, ui)
    for k, (rect, card, _, _) in enumerate(drawn):
        if card == action.card:
            return visible_part(rect, [r for r, *_ in drawn[k + 1 :]])
    return None


def select(model: PlayOrPayModel, places: Places, ui: PlayOrPayUi, action: Action) -> None:
    """The play's card chosen, at the play's place (Enter then plays it)."""
    if isinstance(action, Play):
        plays = plays_by_card(ui).get(action.card, [])
        ui.selected = action.card
        ui.target = plays.index(action) if action in plays else 0


def keep_clear(model: PlayOrPayModel, places: Places, ui: PlayOrPayUi) -> list[pygame.Rect]:
    """The other seats' panels, the hand's cards and the own panel's words: its name
    and pills at the left, the line that says what to do and the tokens at the right,
    the hint or button at the right end."""
    own, s, px = places.own, places.s, SPEC.own_name_px
    look = seat_look(model, ui, places.bottom, places.bottom)
    _, body = seat_rows(own, s, px)
    height = body.y - own.y
    name = theme.text(look.name, px * s, theme.TEXT, True).get_width()
    left = pygame.Rect(own.x, own.y, int(12 * s + name), height)
    left = left.unionall([box for _, box, _ in panel_pills(own, look, s, px, row_gap=10)])
    said = [theme.text(look.thinking, 13 * s, theme.TEXT).get_width()] if look.thinking else []
    score = theme.text(look.score or "", px * s, theme.TEXT, True).get_width() + int(30 * s)
    wide = int(max([score, *said]) + 16 * s)
    others = [rect for seat, rect in places.seats.items() if seat != places.bottom]
    cards = [rect for rect, *_ in hand_cards(model, places, ui)]
    right = pygame.Rect(own.right - wide, own.y, wide, height)
    return [*others, *cards, places.side, left, right]
